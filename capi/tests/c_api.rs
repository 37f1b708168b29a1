//! The C API through its exported symbols only: the built `libnvvm.so.4` is loaded with
//! `dlopen` (libloading) exactly as numba-cuda or cuda-python load libNVVM, and every function,
//! every error code nvvmc can return, the option parser and the log contract are exercised.
//! Expected strings and codes were measured against NVIDIA's libNVVM 12.9 (`.deps/libnvvm.so`).

use std::ffi::{c_char, c_int, CStr};
use std::path::{Path, PathBuf};
use std::ptr::null_mut;

#[macro_use]
mod common;
use common::{
    api, dep, deps_dir, ptxas_accepts, ptxas_accepts_as, repo, require_some, run_tests, trial, Prog, Program,
};

const SUCCESS: c_int = 0;
const INVALID_INPUT: c_int = 4;
const INVALID_PROGRAM: c_int = 5;
const INVALID_IR: c_int = 6;
const INVALID_OPTION: c_int = 7;
const NO_MODULE: c_int = 8;
const COMPILATION: c_int = 9;

/// A numba-style module: typed pointers, the spec's data layout, a kernel in nvvm.annotations.
const KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
define void @k(float* %p) {
  %v = load float, float* %p
  %w = fadd float %v, 1.0
  store float %w, float* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float*)* @k, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
"#;

fn with_body(decls: &str, body: &str) -> String {
    format!(
        r#"target triple = "nvptx64-nvidia-cuda"
{decls}
define void @k(float* %p, i32* %q) {{
{body}
  ret void
}}
!nvvm.annotations = !{{!0}}
!0 = !{{void (float*, i32*)* @k, !"kernel", i32 1}}
"#
    )
}

fn error_strings_match_libnvvm() {
    let names = [
        "NVVM_SUCCESS",
        "NVVM_ERROR_OUT_OF_MEMORY",
        "NVVM_ERROR_PROGRAM_CREATION_FAILURE",
        "NVVM_ERROR_IR_VERSION_MISMATCH",
        "NVVM_ERROR_INVALID_INPUT",
        "NVVM_ERROR_INVALID_PROGRAM",
        "NVVM_ERROR_INVALID_IR",
        "NVVM_ERROR_INVALID_OPTION",
        "NVVM_ERROR_NO_MODULE_IN_PROGRAM",
        "NVVM_ERROR_COMPILATION",
        "NVVM_ERROR_CANCELLED",
    ];
    // SAFETY: the library returns a static NUL-terminated string for any code.
    let s = |code| unsafe { CStr::from_ptr((api().error_string)(code)) }.to_str().unwrap().to_string();
    for (code, name) in names.iter().enumerate() {
        assert_eq!(s(code as c_int), *name);
    }
    for code in [-1, 11, 42, c_int::MAX] {
        assert_eq!(s(code), "NVVM_ERROR not found");
    }
}

fn versions() {
    let (mut a, mut b, mut c, mut d) = (0, 0, 0, 0);
    // SAFETY: valid out-pointers to live integers.
    assert_eq!(unsafe { (api().version)(&mut a, &mut b) }, SUCCESS);
    assert_eq!((a, b), (2, 0));
    // SAFETY: as above.
    assert_eq!(unsafe { (api().ir_version)(&mut a, &mut b, &mut c, &mut d) }, SUCCESS);
    assert_eq!((a, b, c, d), (2, 0, 3, 2));
    // libNVVM accepts NULL out-pointers and writes nothing.
    // SAFETY: the contract allows NULL here (what this checks).
    assert_eq!(unsafe { (api().version)(null_mut(), null_mut()) }, SUCCESS);
    // SAFETY: as above.
    assert_eq!(unsafe { (api().ir_version)(null_mut(), null_mut(), null_mut(), null_mut()) }, SUCCESS);
}

fn invalid_handles_are_invalid_program() {
    let a = api();
    let mut n = 0usize;
    let mut buf = [0 as c_char; 4];
    let mut null: Prog = null_mut();
    // SAFETY: every call passes a NULL handle, which the C API must reject before touching any
    // other argument (what this checks); the other pointers are valid.
    unsafe {
        assert_eq!((a.create)(null_mut()), INVALID_PROGRAM);
        assert_eq!((a.destroy)(null_mut()), INVALID_PROGRAM);
        assert_eq!((a.destroy)(&mut null), INVALID_PROGRAM);
        assert_eq!((a.add)(null_mut(), c"x".as_ptr(), 1, null_mut()), INVALID_PROGRAM);
        assert_eq!((a.lazy_add)(null_mut(), c"x".as_ptr(), 1, null_mut()), INVALID_PROGRAM);
        assert_eq!((a.compile)(null_mut(), 0, std::ptr::null()), INVALID_PROGRAM);
        assert_eq!((a.verify)(null_mut(), 0, std::ptr::null()), INVALID_PROGRAM);
        assert_eq!((a.result_size)(null_mut(), &mut n), INVALID_PROGRAM);
        assert_eq!((a.result)(null_mut(), buf.as_mut_ptr()), INVALID_PROGRAM);
        assert_eq!((a.log_size)(null_mut(), &mut n), INVALID_PROGRAM);
        assert_eq!((a.log)(null_mut(), buf.as_mut_ptr()), INVALID_PROGRAM);
    }
    // A destroyed handle is no longer a program: every call says so (no use after free).
    let mut p = Program::new();
    let stale = p.0;
    let mut copy = p.0;
    // SAFETY: a live handle, destroyed once through a copy.
    assert_eq!(unsafe { (a.destroy)(&mut copy) }, SUCCESS);
    // SAFETY: the library keeps a registry of live handles and rejects a destroyed one without
    // dereferencing it (what this checks).
    assert_eq!(unsafe { (a.destroy)(&mut p.0) }, INVALID_PROGRAM, "double destroy");
    p.0 = null_mut();
    // SAFETY: as above, for the stale handle; the buffer arguments are valid.
    unsafe {
        assert_eq!((a.add)(stale, KERNEL.as_ptr() as *const c_char, KERNEL.len(), null_mut()), INVALID_PROGRAM);
        assert_eq!((a.compile)(stale, 0, std::ptr::null()), INVALID_PROGRAM);
        assert_eq!((a.log_size)(stale, &mut n), INVALID_PROGRAM);
    }
}

fn null_buffers_are_invalid_input() {
    let p = Program::new();
    // SAFETY: a live handle; the NULL buffers are rejected before any access (what this checks).
    unsafe {
        assert_eq!((api().add)(p.0, std::ptr::null(), 10, null_mut()), INVALID_INPUT);
        assert_eq!((api().lazy_add)(p.0, std::ptr::null(), 10, null_mut()), INVALID_INPUT);
        assert_eq!((api().result_size)(p.0, null_mut()), INVALID_INPUT);
        assert_eq!((api().result)(p.0, null_mut()), INVALID_INPUT);
        assert_eq!((api().log_size)(p.0, null_mut()), INVALID_INPUT);
        assert_eq!((api().log)(p.0, null_mut()), INVALID_INPUT);
    }
}

fn fresh_program_has_empty_result_and_log() {
    let p = Program::new();
    assert_eq!(p.result(), vec![0]);
    assert_eq!(p.log_bytes(), vec![0]);
}

fn compiles_numba_style_ir_with_a_one_nul_log() {
    let p = Program::new();
    assert_eq!(p.add(KERNEL.as_bytes(), "kernel.ll"), SUCCESS);
    assert_eq!(p.verify(&["-arch=compute_90"]), SUCCESS);
    assert_eq!(p.log_bytes(), vec![0], "nothing to say: exactly one NUL");
    assert_eq!(p.compile(&["-arch=compute_90", "-opt=3"]), SUCCESS);
    assert_eq!(p.log_bytes(), vec![0]);
    let ptx = p.ptx();
    assert!(ptx.contains(".target sm_90") && ptx.contains(".entry k"), "{ptx}");
    assert_eq!(p.result().len(), ptx.len() + 1, "the size counts exactly one NUL");
    ptxas_accepts(&ptx, "sm_90");
    // The default architecture is libNVVM's, compute_52.
    assert_eq!(p.compile(&[]), SUCCESS);
    assert!(p.ptx().contains(".target sm_52"));
}

fn buffers_are_copied_and_a_counted_nul_is_ignored() {
    let p = Program::new();
    let mut buf = KERNEL.as_bytes().to_vec();
    buf.push(0);
    assert_eq!(p.add(&buf, "with-nul.ll"), SUCCESS);
    // The client reuses its buffer right after adding: the program kept its own copy.
    buf.iter_mut().for_each(|b| *b = b'x');
    assert_eq!(p.compile(&["-arch=compute_80"]), SUCCESS, "{}", p.log());
    assert!(p.ptx().contains(".entry k"));
}

fn several_modules_are_linked() {
    let p = Program::new();
    let helper = "target triple = \"nvptx64-nvidia-cuda\"\ndefine i32 @helper(i32 %x) {\n  %y = mul i32 %x, 3\n  ret i32 %y\n}\n";
    let user = with_body("declare i32 @helper(i32)", "  %v = call i32 @helper(i32 7)\n  store i32 %v, i32* %q");
    assert_eq!(p.add(user.as_bytes(), "user.ll"), SUCCESS);
    assert_eq!(p.add(helper.as_bytes(), "helper.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    assert!(p.ptx().contains("21"), "helper inlined and folded: {}", p.ptx());
}

fn no_module_is_no_module_in_program() {
    let p = Program::new();
    assert_eq!(p.compile(&[]), NO_MODULE);
    assert_eq!(p.verify(&[]), NO_MODULE);
    assert_eq!(p.log_bytes(), vec![0]);
    // A lazily added module alone is no program either.
    assert_eq!(p.lazy_add(b"BC\xc0\xde", "lib.bc"), SUCCESS);
    assert_eq!(p.compile(&[]), NO_MODULE);
}

fn bad_ir_is_invalid_ir_on_verify_and_compilation_on_compile() {
    let p = Program::new();
    assert_eq!(p.add(b"define void @k( {", "bad.ll"), SUCCESS);
    assert_eq!(p.verify(&[]), INVALID_IR);
    let log = p.log();
    // libNVVM's form, which clients match: `NAME (LINE, COL): parse MSG`, 0-based column
    // (libNVVM 12.9 writes the same line for this input).
    assert_eq!(log, "bad.ll (1, 17): parse expected type");
    assert_eq!(p.compile(&[]), COMPILATION);
    assert_eq!(p.log(), "bad.ll (1, 17): parse expected type");

    // cuda-python's test_nvvm.py, exactly as it asserts it for libNVVM 12.9.
    for verify in [false, true] {
        let p = Program::new();
        assert_eq!(p.add(b"This is not NVVM IR", "FileNameHere.ll"), SUCCESS);
        assert_eq!(p.run(verify, &[]), if verify { INVALID_IR } else { COMPILATION });
        assert_eq!(p.log(), "FileNameHere.ll (1, 0): parse expected top-level entity");
    }
    assert_eq!(p.result(), vec![0], "no result after a failed compilation");

    // Valid syntax that LLVM's verifier rejects.
    let q = Program::new();
    let ir = with_body("", "  %a = add i32 %b, 1\n  %b = add i32 %a, 1");
    assert_eq!(q.add(ir.as_bytes(), "dom.ll"), SUCCESS);
    assert_eq!(q.verify(&[]), INVALID_IR);
    assert!(q.log().contains("dom.ll") && q.log().contains("dominate"), "{}", q.log());
}

fn a_failed_compile_after_a_good_one_clears_the_result() {
    let p = Program::new();
    assert_eq!(p.add(KERNEL.as_bytes(), "k.ll"), SUCCESS);
    assert_eq!(p.compile(&[]), SUCCESS);
    assert!(p.result().len() > 1);
    assert_eq!(p.compile(&["-opt=7"]), INVALID_OPTION);
    assert_eq!(p.result(), vec![0]);
    // A verify leaves the last result alone.
    assert_eq!(p.compile(&[]), SUCCESS);
    let before = p.result();
    assert_eq!(p.verify(&[]), SUCCESS);
    assert_eq!(p.result(), before);
}

fn codegen_errors_are_diagnostics_in_the_log() {
    // Verify (parse, verify, NVVM checks) passes; compile finds the libdevice call that nothing
    // provides (libdevice is never added here, and the name is not one of its functions). The
    // library finds libdevice in .deps/ to look the name up.
    dep("libdevice.10.bc");
    let p = Program::new();
    let ir = with_body(
        "declare i32 @__nv_no_such_function(i32)",
        "  %v = call i32 @__nv_no_such_function(i32 1)\n  store i32 %v, i32* %q",
    );
    assert_eq!(p.add(ir.as_bytes(), "user.ll"), SUCCESS);
    assert_eq!(p.verify(&[]), SUCCESS, "{}", p.log());
    assert_eq!(p.compile(&[]), COMPILATION);
    let log = p.log();
    assert!(log.contains("'__nv_no_such_function'") && log.contains("[missing-libdevice-function"), "{log}");
    assert!(log.contains("fix:"), "{log}");
}

fn external_functions_are_left_to_the_linker_like_libnvvm() {
    // Separate compilation: a call to a function no module defines is `.extern .func`, with an
    // empty log, as libNVVM compiles it.
    let p = Program::new();
    let ir = with_body("declare i32 @helper(i32)", "  %v = call i32 @helper(i32 1)\n  store i32 %v, i32* %q");
    assert_eq!(p.add(ir.as_bytes(), "user.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    assert_eq!(p.log_bytes(), vec![0]);
    let ptx = p.ptx();
    assert!(ptx.contains(".extern .func  (.param .b32 func_retval0) helper"), "{ptx}");
    ptxas_accepts_as(&ptx, "sm_90", true);
}

/// The modules numba-cuda handed libNVVM for kernel `name` (`tests/inputs/numba/NAME.ll` or
/// `NAME.1.ll`, `NAME.2.ll`, …; recorded by `NUMBA_CHECK_SAVE_IR=1 scripts/numba-check`).
fn numba_modules(name: &str) -> Vec<(String, Vec<u8>)> {
    let dir = repo().join("tests/inputs/numba");
    let single = dir.join(format!("{name}.ll"));
    if single.is_file() {
        return vec![(format!("{name}.ll"), std::fs::read(single).unwrap())];
    }
    (1..)
        .map(|n| format!("{name}.{n}.ll"))
        .take_while(|f| dir.join(f).is_file())
        .map(|f| (f.clone(), std::fs::read(dir.join(&f)).unwrap()))
        .collect()
}

fn compile_numba(name: &str) -> String {
    let modules = numba_modules(name);
    assert!(!modules.is_empty(), "no tests/inputs/numba/{name}*.ll");
    let p = Program::new();
    for (file, ir) in &modules {
        assert_eq!(p.add(ir, file), SUCCESS, "{file}");
    }
    let ld = dep("libdevice.10.bc");
    assert_eq!(p.lazy_add(&std::fs::read(ld).unwrap(), "libdevice.10.bc"), SUCCESS);
    // numba-cuda's options for compile_ptx(..., cc=(9, 0)).
    assert_eq!(p.compile(&["-arch=compute_90", "-opt=3"]), SUCCESS, "{name}: {}", p.log());
    assert_eq!(p.log_bytes(), vec![0], "{name}: no warnings for numba to show: {}", p.log());
    p.ptx()
}

fn numba_declare_device_leaves_the_declared_function_extern() {
    // cuda.declare_device("ext_mul_f32", ...): numba links the definition later (link=[...]).
    let ptx = compile_numba("declare_device");
    assert!(ptx.contains(".extern .func  (.param .b32 func_retval0) ext_mul_f32"), "{ptx}");
    assert!(ptx.contains("call.uni (retval0), ext_mul_f32,"), "{ptx}");
    ptxas_accepts_as(&ptx, "sm_90", true);
}

fn numba_float16_operators_compile_with_their_cuda_fp16_externs() {
    // numba's float16 +, *, -, <, neg and abs call cuda_fp16.h wrappers that numba compiles with
    // NVRTC and links afterwards.
    let ptx = compile_numba("fp16_ops");
    let externs = ptx.lines().filter(|l| l.starts_with(".extern .func")).count();
    assert_eq!(externs, 6, "{ptx}");
    assert!(ptx.contains("cuda_fp16") && ptx.contains(".visible .entry"), "{ptx}");
    ptxas_accepts_as(&ptx, "sm_90", true);
}

fn warnings_reach_the_log_after_success() {
    // A 32-bit module is compiled as 64-bit with a warning: success, and a non-empty log.
    let p = Program::new();
    let ir = KERNEL.replace("nvptx64-nvidia-cuda", "nvptx-nvidia-cuda").replace("e-p:64:64:64", "e-p:32:32:32");
    assert_eq!(p.add(ir.as_bytes(), "k32.ll"), SUCCESS);
    assert_eq!(p.compile(&[]), SUCCESS, "{}", p.log());
    let log = p.log();
    assert!(log.contains("warning") && log.contains("64-bit"), "{log}");
}

fn options_are_parsed_like_libnvvm() {
    let good: &[&[&str]] = &[
        &["-arch=compute_52"],
        &["-arch=compute_90a"],
        &["-arch=compute_100f"],
        &["-opt=0"],
        &["-opt=3"],
        &["-ftz=1", "-prec-sqrt=0", "-prec-div=0", "-fma=0"],
        &["-ftz=0", "-prec-sqrt=1", "-prec-div=1", "-fma=1"],
        &["-g"],
        &["-generate-line-info"],
        &["-g", "-generate-line-info", "-opt=0"],
        &["-jump-table-density=0"],
        &["-jump-table-density=100"],
        &["-split-compile=0"],
        &["-split-compile=1"],
        &["-split-compile=2", "-opt=3"],
        &["-split-compile=64"],
    ];
    let p = Program::new();
    assert_eq!(p.add(KERNEL.as_bytes(), "k.ll"), SUCCESS);
    for opts in good {
        assert_eq!(p.verify(opts), SUCCESS, "{opts:?}: {}", p.log());
        assert_eq!(p.compile(opts), SUCCESS, "{opts:?}: {}", p.log());
        assert_eq!(p.log_bytes(), vec![0], "{opts:?}");
    }
    // (options, log) — each measured against libNVVM 12.9 except where nvvmc is stricter
    // (jump-table density).
    let bad: &[(&[&str], &str)] = &[
        (&["-foo"], "libnvvm : error: -foo is an unsupported option"),
        (&[""], "libnvvm : error:  is an unsupported option"),
        (&["-arch=sm_90"], "libnvvm : error: -arch=sm_90 is an unsupported option"),
        (&["-arch=compute_91"], "libnvvm : error: -arch=compute_91 is an unsupported option"),
        (&["-arch=compute_89a"], "libnvvm : error: -arch=compute_89a is an unsupported option"),
        (&["-arch"], "libnvvm : error: -arch is an unsupported option"),
        (&["-arch="], "libnvvm : error: -arch= is an unsupported option"),
        (&["-opt=4"], "libnvvm : error: -opt=4 is an unsupported option"),
        (&["-opt=03"], "libnvvm : error: -opt=03 is an unsupported option"),
        (&["-ftz=2"], "libnvvm : error: -ftz=2 is an unsupported option"),
        (&["-ftz=true"], "libnvvm : error: -ftz=true is an unsupported option"),
        (&["-fma"], "libnvvm : error: -fma is an unsupported option"),
        (&["-lineinfo"], "libnvvm : error: -lineinfo is an unsupported option"),
        (&["arch=compute_90"], "libnvvm : error: arch=compute_90 is an unsupported option"),
        (&["-jump-table-density=x"], "libnvvm : error: -jump-table-density=x is an unsupported option"),
        (&["-jump-table-density=101"], "libnvvm : error: -jump-table-density=101 is an unsupported option"),
        (&["-opt=3", "-foo", "-bar"], "libnvvm : error: -foo is an unsupported option"),
        // libNVVM 12.9 rejects a bare -split-compile and a second one (whatever its value) with
        // these lines; it takes any value, nvvmc only a decimal count.
        (&["-split-compile"], "libnvvm : error: -split-compile is an unsupported option"),
        (&["-split-compile=2", "-split-compile=3"], "libnvvm : error: split compilation defined more than once"),
        (&["-split-compile=2", "-split-compile=x"], "libnvvm : error: split compilation defined more than once"),
        (&["-split-compile=x"], "libnvvm : error: -split-compile=x is an unsupported option"),
        (&["-split-compile=-1"], "libnvvm : error: -split-compile=-1 is an unsupported option"),
        (&["-split-compile="], "libnvvm : error: -split-compile= is an unsupported option"),
        (&["-split-compile=+2"], "libnvvm : error: -split-compile=+2 is an unsupported option"),
        (&["-split-compile=2x"], "libnvvm : error: -split-compile=2x is an unsupported option"),
        (&["-split-compile=99999999999"], "libnvvm : error: -split-compile=99999999999 is an unsupported option"),
        (&["-arch=compute_52", "-arch=compute_90"], "libnvvm : error: -arch defined more than once"),
        (&["-opt=3", "-opt=0"], "libnvvm : error: -opt defined more than once"),
        (&["-g", "-g"], "libnvvm : error: -g defined more than once"),
        (&["-ftz=1", "-ftz=0"], "libnvvm : error: -ftz defined more than once"),
    ];
    for (opts, want) in bad {
        assert_eq!(p.verify(opts), INVALID_OPTION, "{opts:?}");
        assert_eq!(p.log(), *want, "{opts:?}");
        assert_eq!(p.compile(opts), INVALID_OPTION, "{opts:?}");
        assert_eq!(p.log(), *want, "{opts:?}");
    }
    // `-gen-lto` writes nvvmc's LTO object (capi/tests/nvjitlink.rs links them); twice is an error.
    assert_eq!(p.compile(&["-gen-lto"]), SUCCESS, "{}", p.log());
    assert_eq!(p.compile(&["-gen-lto", "-gen-lto"]), INVALID_OPTION);
    assert_eq!(p.log(), "libnvvm : error: -gen-lto defined more than once");
    // A NULL option array or entry.
    // SAFETY: a live handle; NULL options are rejected before any access (what this checks), and
    // the non-NULL entries are valid strings.
    unsafe {
        assert_eq!((api().compile)(p.0, 2, std::ptr::null()), INVALID_OPTION);
        assert!(p.log().contains("NULL"), "{}", p.log());
        let opts = [c"-opt=3".as_ptr(), std::ptr::null()];
        assert_eq!((api().verify)(p.0, 2, opts.as_ptr()), INVALID_OPTION);
        assert!(p.log().contains("option 1 is a NULL pointer"), "{}", p.log());
    }
}

fn fp_options_reach_the_code() {
    let p = Program::new();
    let ir = with_body("", "  %v = load float, float* %p\n  %w = fadd float %v, 3.0\n  %d = fdiv float %w, %v\n  %s = call float @llvm.sqrt.f32(float %d)\n  store float %s, float* %p")
        .replace("define void @k", "declare float @llvm.sqrt.f32(float)\ndefine void @k");
    assert_eq!(p.add(ir.as_bytes(), "fp.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    let precise = p.ptx();
    assert!(precise.contains("div.rn.f32") && precise.contains("sqrt.rn.f32"), "{precise}");
    assert_eq!(p.compile(&["-arch=compute_90", "-ftz=1", "-prec-div=0", "-prec-sqrt=0"]), SUCCESS);
    let fast = p.ptx();
    assert!(fast.contains("sqrt.approx.ftz.f32") && !fast.contains("div.rn.f32"), "{fast}");
}

fn lazy_module_is_libdevice_and_read_only_when_used() {
    // Not bitcode, so it cannot be libdevice: a math-free program never reads it…
    let p = Program::new();
    assert_eq!(p.add(KERNEL.as_bytes(), "k.ll"), SUCCESS);
    assert_eq!(p.lazy_add(b"not bitcode", "fake-libdevice"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    // …and a program using math is told what is wrong with it.
    let math = with_body(
        "declare float @__nv_sinf(float)",
        "  %v = load float, float* %p\n  %s = call float @__nv_sinf(float %v)\n  store float %s, float* %p",
    );
    let q = Program::new();
    assert_eq!(q.add(math.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(q.lazy_add(b"not bitcode", "fake-libdevice"), SUCCESS);
    assert_eq!(q.compile(&["-arch=compute_90"]), COMPILATION);
    assert!(q.log().contains("'fake-libdevice' is not LLVM bitcode"), "{}", q.log());

    let libdevice = dep("libdevice.10.bc");
    let bytes = std::fs::read(libdevice).unwrap();
    let r = Program::new();
    assert_eq!(r.add(math.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(r.lazy_add(&bytes, "libdevice.10.bc"), SUCCESS);
    assert_eq!(r.compile(&["-arch=compute_90"]), SUCCESS, "{}", r.log());
    assert_eq!(r.log_bytes(), vec![0]);
    let ptx = r.ptx();
    // Only what is used came in, and it was inlined: no library function is left in the PTX.
    assert!(!ptx.contains("__nv_") && !ptx.contains(".extern"), "{ptx}");
    ptxas_accepts(&ptx, "sm_90");
}

fn ptx_version_is_libnvvm_12_9_s_for_every_arch() {
    // libNVVM has no PTX-version option and writes PTX 8.8 for every architecture, so its clients
    // can use warp shuffles on sm_60 (PTX 6.0) or elect.sync on sm_90 (8.0); so does nvvmc.
    let ir = with_body(
        "declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)",
        "  %v = load i32, i32* %q\n  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)\n  store i32 %s, i32* %q",
    );
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), "shfl.ll"), SUCCESS);
    for (arch, sm) in [("-arch=compute_60", "sm_60"), ("-arch=compute_90", "sm_90")] {
        assert_eq!(p.compile(&[arch]), SUCCESS, "{}", p.log());
        let ptx = p.ptx();
        assert!(ptx.contains(".version 8.8") && ptx.contains("shfl.sync.down.b32"), "{ptx}");
        ptxas_accepts(&ptx, sm);
    }
}

fn numba_warp_intrinsics_and_atomics() {
    let ir = with_body(
        "declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)\ndeclare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)",
        r#"  %v = load i32, i32* %q
  %s = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %v, i32 1, i32 31)
  %s0 = extractvalue {i32, i1} %s, 0
  %c = icmp sgt i32 %s0, 0
  %b = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %c)
  %b0 = extractvalue {i32, i1} %b, 0
  %old = cmpxchg volatile i32* %q, i32 %v, i32 %b0 monotonic monotonic"#,
    );
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), "warp.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    let ptx = p.ptx();
    assert!(ptx.contains("shfl.sync.down.b32") && ptx.contains("vote.sync.ballot.b32"), "{ptx}");
    assert!(
        ptx.contains("atom.relaxed.gpu.cas.b32") || ptx.contains("atom.relaxed.gpu.global.cas.b32"),
        "device scope: {ptx}"
    );
    assert!(!ptx.contains(".sys"), "no system scope: {ptx}");
    ptxas_accepts(&ptx, "sm_90");
}

const DEBUG_KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) !dbg !4 {
  %v = load float, ptr %p, !dbg !7
  %w = fadd float %v, 1.0, !dbg !7
  store float %w, ptr %p, !dbg !8
  ret void, !dbg !8
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "kernel.py", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 10, type: !5, unit: !1, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 11, column: 3, scope: !4)
!8 = !DILocation(line: 12, column: 3, scope: !4)
"#;

fn debug_options() {
    let p = Program::new();
    assert_eq!(p.add(DEBUG_KERNEL.as_bytes(), "dbg.ll"), SUCCESS);
    // What the IR carries, with or without -g, as libNVVM 12.9 does (numba's lineinfo=True
    // passes no option).
    for opts in [
        &["-arch=compute_90"][..],
        &["-arch=compute_90", "-g", "-opt=0"],
        &["-arch=compute_90", "-g", "-generate-line-info"],
    ] {
        assert_eq!(p.compile(opts), SUCCESS, "{}", p.log());
        let full = p.ptx();
        assert!(
            full.contains(".loc") && full.contains(".target sm_90, debug") && full.contains(".debug_info"),
            "{opts:?}: {full}"
        );
        ptxas_accepts(&full, "sm_90");
    }
    // -generate-line-info alone: line tables only.
    assert_eq!(p.compile(&["-arch=compute_90", "-generate-line-info"]), SUCCESS, "{}", p.log());
    let lines = p.ptx();
    assert!(lines.contains(".file") && lines.contains("kernel.py") && lines.contains(".loc"), "{lines}");
    assert!(!lines.contains(".target sm_90, debug") && !lines.contains(".debug_info"), "line tables only: {lines}");
    ptxas_accepts(&lines, "sm_90");
    // IR without debug information: nothing to emit, whatever is asked.
    let q = Program::new();
    assert_eq!(q.add(KERNEL.as_bytes(), "k.ll"), SUCCESS);
    assert_eq!(q.compile(&["-arch=compute_90", "-g"]), SUCCESS);
    assert!(!q.ptx().contains(".loc") && !q.ptx().contains(".file"), "{}", q.ptx());
}

fn split_compile_generates_every_kernel_once() {
    let two = KERNEL
        .replace("define void @k(float* %p) {", "define void @k(float* %p) {\n  call void @h(float* %p)")
        .replace(
            "!nvvm.annotations = !{!0}",
            "define internal void @h(float* %p) noinline {\n  store float 2.0, float* %p\n  ret void\n}\ndefine void @k2(float* %p) {\n  call void @h(float* %p)\n  ret void\n}\n!nvvm.annotations = !{!0, !2}\n!2 = !{void (float*)* @k2, !\"kernel\", i32 1}",
        );
    let p = Program::new();
    assert_eq!(p.add(two.as_bytes(), "two.ll"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90", "-split-compile=2"]), SUCCESS, "{}", p.log());
    let split = p.ptx();
    assert_eq!(p.compile(&["-arch=compute_90", "-split-compile=2"]), SUCCESS, "{}", p.log());
    assert_eq!(p.ptx(), split, "the same bytes every time");
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    let one = p.ptx();
    // Kernels and function definitions (`.func name(`; a prototype has its `(` on the next
    // line): the same, once each, the helper included though both kernels call it.
    let definitions = |ptx: &str| -> Vec<String> {
        let mut v: Vec<String> = ptx
            .lines()
            .filter(|l| (l.contains(".entry ") || l.contains(".func ")) && l.trim_end().ends_with('('))
            .map(str::to_string)
            .collect();
        v.sort();
        v
    };
    assert_eq!(definitions(&split), definitions(&one), "{split}");
    assert_eq!(definitions(&one).len(), 3, "{one}");
    let mut unique = definitions(&split);
    unique.dedup();
    assert_eq!(unique.len(), 3, "{split}");
    ptxas_accepts(&split, "sm_90");
}

fn programs_compile_in_parallel_on_threads() {
    let handles: Vec<_> = ["compute_52", "compute_70", "compute_80", "compute_90"]
        .into_iter()
        .map(|arch| {
            std::thread::spawn(move || {
                for _ in 0..3 {
                    let p = Program::new();
                    assert_eq!(p.add(KERNEL.as_bytes(), arch), SUCCESS);
                    assert_eq!(p.compile(&[&format!("-arch={arch}")]), SUCCESS, "{}", p.log());
                    let sm = arch.replace("compute_", "sm_");
                    assert!(p.ptx().contains(&format!(".target {sm}")), "{arch}");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

/// The ELF soname, read from the dynamic section of a 64-bit little-endian shared object.
fn soname(path: &Path) -> Option<String> {
    let f = std::fs::read(path).ok()?;
    let u16_at = |o: usize| u16::from_le_bytes(f[o..o + 2].try_into().unwrap()) as usize;
    let u32_at = |o: usize| u32::from_le_bytes(f[o..o + 4].try_into().unwrap()) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(f[o..o + 8].try_into().unwrap()) as usize;
    if &f[..4] != b"\x7fELF" || f[4] != 2 {
        return None;
    }
    let (shoff, shentsize, shnum) = (u64_at(0x28), u16_at(0x3A), u16_at(0x3C));
    let section = |i: usize| {
        let h = shoff + i * shentsize;
        (u32_at(h + 4), u64_at(h + 0x18), u64_at(h + 0x20), u32_at(h + 0x28))
    };
    for i in 0..shnum {
        let (kind, off, size, link) = section(i);
        if kind != 6 {
            continue; // SHT_DYNAMIC
        }
        let (_, stroff, _, _) = section(link);
        for e in (off..off + size).step_by(16) {
            if u64_at(e) == 14 {
                // DT_SONAME
                let start = stroff + u64_at(e + 8);
                let end = f[start..].iter().position(|b| *b == 0)? + start;
                return Some(String::from_utf8_lossy(&f[start..end]).into_owned());
            }
        }
    }
    None
}

fn artifacts_are_libnvvm_so_and_the_so_4_link() {
    let dir = deps_dir();
    let so = dir.join("libnvvm.so");
    assert!(so.is_file(), "{}", so.display());
    assert_eq!(std::fs::read_link(dir.join("libnvvm.so.4")).unwrap(), PathBuf::from("libnvvm.so"));
    assert_eq!(soname(&so).as_deref(), Some("libnvvm.so.4"));
}

/// The C client `name` (its source in `capi/tests/c/`) compiled against capi/include/nvvm.h and
/// linked with `-lnvvm` into `dir`.
fn c_client(dir: &Path, name: &str) -> PathBuf {
    let cc = require_some("a C compiler (cc)", which_cc().ok());
    let exe = dir.join(name);
    let capi = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(cc)
        .args(["-std=c99", "-Wall", "-Werror", "-I"])
        .arg(capi.join("include"))
        .arg(capi.join(format!("tests/c/{name}.c")))
        .arg("-L")
        .arg(deps_dir())
        .args(["-lnvvm", "-o"])
        .arg(&exe)
        .output()
        .unwrap();
    assert!(out.status.success(), "cc failed:\n{}", String::from_utf8_lossy(&out.stderr));
    exe
}

fn a_c_client_compiles_against_the_header_and_links_by_soname() {
    let dir = tempfile::tempdir().unwrap();
    let exe = c_client(dir.path(), "use_every_function");
    // Linked with -lnvvm it needs the soname, libnvvm.so.4 (the link beside the library).
    let run = std::process::Command::new(&exe).env("LD_LIBRARY_PATH", deps_dir()).output().unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{stdout}\n{}", String::from_utf8_lossy(&run.stderr));
    assert_eq!(stdout, "ir 2.0 debug 3.2\nlog size 1\nhas entry 1\ndestroyed 1\nNVVM_ERROR_CANCELLED\n");
}

/// A C client that compiles, forks and compiles in both processes
/// (`capi/tests/c/fork_after_compile.c`):
/// the child compiles on a thread of its own, not one of its parent's kept ones.
fn a_forked_child_compiles_and_so_does_its_parent() {
    let dir = tempfile::tempdir().unwrap();
    let exe = c_client(dir.path(), "fork_after_compile");
    let mut child = std::process::Command::new(&exe)
        .env("LD_LIBRARY_PATH", deps_dir())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // A child waiting for a thread it does not have would never end: it ends by its alarm
    // after 60 s, and the client is stopped here after 120 s.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            child.kill().unwrap();
            panic!("the forked client did not end in 120 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let run = child.wait_with_output().unwrap();
    assert!(run.status.success());
    assert_eq!(String::from_utf8_lossy(&run.stdout), "parent 1 1\nchild 1 1\nchild ended 0, parent 1\n");
}

fn which_cc() -> Result<PathBuf, ()> {
    let cc = std::env::var_os("CC").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("cc"));
    std::process::Command::new(&cc).arg("--version").output().map(|_| cc).map_err(|_| ())
}

/// libdevice bytes handed over lazily (as numba does) whose `!nvvm.annotations` LLVM's upgrade
/// crashes on: the annotation guard refuses them with its message, and the process compiles on.
fn a_lazily_added_libdevice_with_a_bad_annotation_is_refused() {
    let bad = std::fs::read(repo().join("tests/inputs/libdevice-bad-annotation.bc")).unwrap();
    let math = "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p) {\n  %v = load float, ptr %p\n  \
                %s = call float @__nv_sinf(float %v)\n  store float %s, ptr %p\n  ret void\n}\n\
                declare float @__nv_sinf(float)\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
    let p = Program::new();
    assert_eq!(p.add(math.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&bad, "libdevice.10.bc"), SUCCESS);
    assert_ne!(p.compile(&["-arch=compute_90"]), SUCCESS);
    let log = p.log();
    assert!(log.contains("libdevice '<memory: libdevice.10.bc>' is damaged"), "{log}");
    assert!(log.contains("malformed !nvvm.annotations entry 1 of 1 (bitcode)"), "{log}");
    let good = dep("libdevice.10.bc");
    let p = Program::new();
    assert_eq!(p.add(math.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&std::fs::read(good).unwrap(), "libdevice.10.bc"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
}

test_main!(
    error_strings_match_libnvvm,
    versions,
    invalid_handles_are_invalid_program,
    null_buffers_are_invalid_input,
    fresh_program_has_empty_result_and_log,
    compiles_numba_style_ir_with_a_one_nul_log,
    buffers_are_copied_and_a_counted_nul_is_ignored,
    several_modules_are_linked,
    no_module_is_no_module_in_program,
    bad_ir_is_invalid_ir_on_verify_and_compilation_on_compile,
    a_failed_compile_after_a_good_one_clears_the_result,
    codegen_errors_are_diagnostics_in_the_log,
    external_functions_are_left_to_the_linker_like_libnvvm,
    numba_declare_device_leaves_the_declared_function_extern,
    numba_float16_operators_compile_with_their_cuda_fp16_externs,
    warnings_reach_the_log_after_success,
    options_are_parsed_like_libnvvm,
    fp_options_reach_the_code,
    lazy_module_is_libdevice_and_read_only_when_used,
    ptx_version_is_libnvvm_12_9_s_for_every_arch,
    numba_warp_intrinsics_and_atomics,
    debug_options,
    split_compile_generates_every_kernel_once,
    programs_compile_in_parallel_on_threads,
    artifacts_are_libnvvm_so_and_the_so_4_link,
    a_c_client_compiles_against_the_header_and_links_by_soname,
    a_forked_child_compiles_and_so_does_its_parent,
    a_lazily_added_libdevice_with_a_bad_annotation_is_refused,
);
