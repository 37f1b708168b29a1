//! The library never ends its host: a damaged libdevice and an input LLVM fails on become
//! `NVVM_ERROR_COMPILATION` with the reason in the log, and the same process compiles the next
//! program. Everything runs in this one test process, through the exported C API.

#[macro_use]
mod common;

use common::*;

fn libdevice() -> Vec<u8> {
    std::fs::read(dep("libdevice.10.bc")).unwrap()
}

fn compile_with_libdevice(lib: &[u8]) -> (i32, String) {
    let p = Program::new();
    assert_eq!(p.add(MATH_KERNEL.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(p.lazy_add(lib, "libdevice.10.bc"), SUCCESS);
    let r = p.compile(&["-arch=compute_90"]);
    let log = p.log();
    if r == SUCCESS {
        assert!(p.ptx().contains(".entry k"), "success without PTX; log:\n{log}");
    }
    (r, log)
}

fn damaged_libdevice_is_an_error_and_the_process_lives_on() {
    let good = libdevice();
    let mut truncated_half = good.clone();
    truncated_half.truncate(good.len() / 2);
    let mut truncated_header = good.clone();
    truncated_header.truncate(320);
    let mut junk_after_magic = b"BC\xc0\xde".to_vec();
    junk_after_magic.extend((0..4096u32).map(|i| (i.wrapping_mul(2654435761) >> 13) as u8));
    // Must fail, each with a message naming libdevice and the fix.
    let fail: Vec<(&str, Vec<u8>)> = vec![
        ("truncated to half", truncated_half),
        ("truncated to its header", truncated_header),
        ("bitcode magic and junk", junk_after_magic),
        ("not bitcode", b"this is not bitcode at all".to_vec()),
        ("an ELF file", b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0".to_vec()),
    ];
    for (what, bytes) in &fail {
        let (r, log) = compile_with_libdevice(bytes);
        assert_eq!(r, COMPILATION, "{what}: log:\n{log}");
        assert!(log.contains("libdevice") && log.contains("fix:"), "{what}: log:\n{log}");
    }
    // Bit flips: wherever they land, an error naming libdevice or a good compilation, never
    // the end of the process.
    let mut rng = Rng::new(11);
    let mut failed = 0;
    for round in 0..12 {
        let mut b = good.clone();
        for _ in 0..(1 + round * 8) {
            let i = 64 + rng.below(b.len() - 64);
            b[i] ^= 1 << rng.below(8);
        }
        let (r, log) = compile_with_libdevice(&b);
        assert!(r == SUCCESS || r == COMPILATION, "flip round {round}: {r}\n{log}");
        if r == COMPILATION {
            assert!(log.contains("libdevice") || log.contains("LLVM"), "flip round {round}: log:\n{log}");
            failed += 1;
        }
    }
    assert!(failed > 0, "no bit-flipped libdevice was rejected: the flips do not reach the reader");
    // The same process still compiles with the intact library.
    let (r, log) = compile_with_libdevice(&good);
    assert_eq!(r, SUCCESS, "{log}");
    assert_eq!(log, "");
}

fn an_llvm_failure_is_compilation_error_and_the_next_compile_works() {
    // match.any.sync needs sm_70; on compute_52 LLVM's backend cannot select it (the C API writes
    // PTX 8.8 like libNVVM 12.9, so shfl.sync itself would compile there).
    // Whether nvvmc's checks report it first or LLVM fails and nvvmc recovers, the caller gets
    // NVVM_ERROR_COMPILATION and a log, and keeps its process.
    let ir = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  %v = load i32, ptr %p
  %s = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v)
  store i32 %s, ptr %p
  ret void
}
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;
    for _ in 0..3 {
        let p = Program::new();
        assert_eq!(p.add(ir.as_bytes(), "match.ll"), SUCCESS);
        assert_eq!(p.compile(&["-arch=compute_52"]), COMPILATION);
        let log = p.log();
        assert!(log.contains("match.any.sync"), "{log}");
        assert_eq!(p.ptx(), "");
    }
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), "match.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    assert!(p.ptx().contains("match.any.sync"));
}

fn a_broken_module_with_debug_info_is_invalid_ir_not_an_abort() {
    // LLVM's reader verifies modules that carry debug info and reports a broken one as a fatal
    // error ("Broken module found, compilation aborted!"), which would end the host.
    let ir = "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k() {\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void, !dbg !5\n}\n\
        !llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n!llvm.dbg.cu = !{!1}\n\
        !1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)\n!2 = !DIFile(filename: \"a.c\", directory: \"/\")\n\
        !3 = distinct !DISubprogram(name: \"k\", scope: !2, file: !2, unit: !1, spFlags: DISPFlagDefinition)\n!5 = !DILocation(line: 1, scope: !3)\n";
    for verify in [true, false] {
        let p = Program::new();
        assert_eq!(p.add(ir.as_bytes(), "broken.ll"), SUCCESS);
        assert_eq!(p.run(verify, &[]), if verify { INVALID_IR } else { COMPILATION });
        assert!(p.log().contains("'broken.ll' is not valid LLVM IR"), "{}", p.log());
    }
    let p = Program::new();
    assert_eq!(p.add(MATH_KERNEL.replace("__nv_sinf(float %v)", "__nv_sinf(float 1.0)").as_bytes(), "ok.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&libdevice(), "libdevice.10.bc"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
}

test_main!(
    damaged_libdevice_is_an_error_and_the_process_lives_on,
    an_llvm_failure_is_compilation_error_and_the_next_compile_works,
    a_broken_module_with_debug_info_is_invalid_ir_not_an_abort,
);
