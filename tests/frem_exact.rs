//! `frem` is exact: nvvmc's code for it gives C's `fmod` bit for bit, also where the quotient
//! exceeds 2^24 (f32) or 2^53 (f64), where LLVM's (and libNVVM's) divide-truncate-subtract
//! expansion is wrong.
//!
//! There is no GPU here, so the code is run on the CPU: nvvmc compiles `frem` f32, f64,
//! `<2 x float>` and half functions with `--emit llvm`, which is the optimized, linked IR that goes
//! to NVPTX code generation (libdevice's fmod inlined, no `frem` left). That IR is retargeted to
//! the host: the NVVM intrinsics it still uses (`fma.rz`, `div.approx`, `d2i.hi`, …) become calls
//! of C functions that implement each as the PTX ISA defines it (tests/support/frem_reference.c).
//! llc compiles it, the C file is linked in, and its `main` compares ~1.2 million results with the
//! C library's `fmodf`/`fmod` and checks that its inputs do defeat the rounded-divide expansion.

#[macro_use]
mod support;

use std::process::Command;
use support::*;

const PROGRAM: &str = r#"target triple = "nvptx64-nvidia-cuda"
define float @frem_f32(float %x, float %y) {
  %r = frem float %x, %y
  ret float %r
}
define double @frem_f64(double %x, double %y) {
  %r = frem double %x, %y
  ret double %r
}
define void @frem_v2f32(ptr %out, ptr %x, ptr %y) {
  %a = load <2 x float>, ptr %x, align 4
  %b = load <2 x float>, ptr %y, align 4
  %r = frem <2 x float> %a, %b
  store <2 x float> %r, ptr %out, align 4
  ret void
}
define i16 @frem_f16_bits(i16 %x, i16 %y) {
  %a = bitcast i16 %x to half
  %b = bitcast i16 %y to half
  %r = frem half %a, %b
  %bits = bitcast half %r to i16
  ret i16 %bits
}
"#;

const LLC: &str = "/usr/lib/llvm-22/bin/llc";

/// PTX inline assembly in libdevice's fmod code, and the C function that implements each.
const INLINE_ASM: &[(&str, &str, &str)] = &[(
    r#"asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"("#,
    "@nvvm_asm_rcp_approx_ftz_f32(",
    "declare float @nvvm_asm_rcp_approx_ftz_f32(float)",
)];

/// The IR with its NVPTX target removed, every `@llvm.nvvm.a.b.c` renamed `@nvvm_a_b_c`, and its
/// PTX inline assembly replaced by calls (an unknown piece of assembly is an error).
fn for_host(ir: &str) -> String {
    let mut ir = ir.to_string();
    for (asm, call, decl) in INLINE_ASM {
        if ir.contains(asm) {
            ir = ir.replace(asm, call);
            ir.push_str(decl);
            ir.push('\n');
        }
    }
    if let Some(at) = ir.find(" asm ") {
        panic!("inline assembly this test cannot run on the CPU: {}", ir[at..].lines().next().unwrap_or(""));
    }
    let mut out = String::with_capacity(ir.len());
    for line in ir.lines() {
        if line.starts_with("target triple") || line.starts_with("target datalayout") {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("@llvm.nvvm.") {
            out.push_str(&rest[..at]);
            let tail = &rest[at + "@llvm.nvvm.".len()..];
            let end = tail.find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_')).unwrap_or(tail.len());
            out.push_str("@nvvm_");
            out.push_str(&tail[..end].replace('.', "_"));
            rest = &tail[end..];
        }
        // NVPTX's CPU and features mean nothing to the host target.
        let mut kept = String::new();
        for attr in rest.split(' ') {
            if !(attr.starts_with("\"target-cpu\"=") || attr.starts_with("\"target-features\"=")) {
                kept.push_str(attr);
                kept.push(' ');
            }
        }
        out.push_str(kept.trim_end());
        out.push('\n');
    }
    out
}

fn frem_matches_c_fmod_bit_for_bit() -> Result<(), String> {
    let libdevice = require_some("libdevice", libdevice());
    let cc = which::which("cc").or_else(|_| which::which("gcc")).ok();
    require("llc (LLVM 22)", std::path::Path::new(LLC).exists());
    require("a C compiler (cc)", cc.is_some());
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let src = dir.path().join("frem.ll");
    std::fs::write(&src, PROGRAM).map_err(|e| e.to_string())?;
    let linked = dir.path().join("linked.ll");
    let out = Command::new(nvvmc_bin())
        .arg(&src)
        .args(["--arch", "sm_90", "--emit", "llvm", "--libdevice"])
        .arg(&libdevice)
        .arg("-o")
        .arg(&linked)
        .output()
        .map_err(|e| e.to_string())?;
    assert!(out.status.success(), "nvvmc failed: {}", String::from_utf8_lossy(&out.stderr));
    let ir = std::fs::read_to_string(&linked).map_err(|e| e.to_string())?;
    // The lowering happened: no frem is left for any backend to expand, and no call either.
    assert!(!ir.contains(" frem "), "frem left in nvvmc's IR:\n{ir}");
    assert!(!ir.contains("@__nv_fmod"), "fmod not inlined:\n{ir}");

    let host_ll = dir.path().join("host.ll");
    std::fs::write(&host_ll, for_host(&ir)).map_err(|e| e.to_string())?;
    let obj = dir.path().join("host.o");
    let out = Command::new(LLC)
        .args(["-O1", "-filetype=obj", "-relocation-model=pic"])
        .arg(&host_ll)
        .arg("-o")
        .arg(&obj)
        .output()
        .map_err(|e| e.to_string())?;
    assert!(out.status.success(), "llc (host) failed: {}", String::from_utf8_lossy(&out.stderr));
    let exe = dir.path().join("frem_check");
    let reference = repo_root().join("tests/support/frem_reference.c");
    let out = Command::new(cc.expect("checked"))
        .args(["-O1", "-frounding-math", "-std=c11"])
        .arg(&reference)
        .arg(&obj)
        .arg("-lm")
        .arg("-o")
        .arg(&exe)
        .output()
        .map_err(|e| e.to_string())?;
    assert!(out.status.success(), "cc failed: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().map_err(|e| e.to_string())?;
    let report = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "nvvmc's frem differs from C fmod (or the inputs do not test large quotients):\n{report}"
    );
    eprintln!("{report}");
    Ok(())
}

fn retargeting_renames_nvvm_intrinsics() {
    let host = for_host("  %r = call float asm \"rcp.approx.ftz.f32 $0,$1;\", \"=f,f\"(float %y) #5\n");
    assert!(
        host.contains("call float @nvvm_asm_rcp_approx_ftz_f32(float %y) #5")
            && host.contains("declare float @nvvm_asm_rcp_approx_ftz_f32(float)"),
        "{host}"
    );
    let ir = "target triple = \"nvptx64-nvidia-cuda\"\n  %a = call float @llvm.nvvm.fma.rz.f(float %x)\ndeclare i32 @llvm.nvvm.d2i.hi(double) #0\nattributes #0 = { \"target-cpu\"=\"sm_90\" nounwind }\n";
    let host = for_host(ir);
    assert!(!host.contains("target triple"));
    assert!(host.contains("@nvvm_fma_rz_f(float %x)") && host.contains("@nvvm_d2i_hi(double) #0"), "{host}");
    assert!(host.contains("attributes #0 = { nounwind }"), "{host}");
}

test_main!(frem_matches_c_fmod_bit_for_bit, retargeting_renames_nvvm_intrinsics,);
