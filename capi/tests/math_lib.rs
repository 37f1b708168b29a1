//! The C API's `-nvvmc-math-lib=PATH` (nvvmc's extension of libNVVM's options, `--math-lib` of
//! the CLI; README: "Bring your own math library"), through the exported symbols of the built
//! `libnvvm.so.4`, as a libNVVM client calls them.

use std::ffi::c_int;

#[macro_use]
mod common;
use common::{ptxas_accepts, repo, run_tests, trial, Program};

const SUCCESS: c_int = 0;
const COMPILATION: c_int = 9;

/// The x^9 coefficient of `mylib_sinf` (tests/inputs/math_lib/mylib.ll), as PTX writes it.
const ACCURATE_MARK: &str = "0f3638EF1D";

/// `llvm.sin.f32` and `cosf` call the library's functions, and the lazily added "libdevice",
/// which is not bitcode, is never read: compiling would fail if it were (as it does without the
/// option).
fn math_lib_option_replaces_libdevice() {
    let kernel = std::fs::read(repo().join("tests/inputs/math_lib/kernel.ll")).unwrap();
    let lib = repo().join("tests/inputs/math_lib/mylib.ll");
    let option = format!("-nvvmc-math-lib={}", lib.display());
    let p = Program::new();
    assert_eq!(p.add(&kernel, "kernel.ll"), SUCCESS);
    assert_eq!(p.lazy_add(b"not bitcode", "fake-libdevice"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90", &option]), SUCCESS, "{}", p.log());
    let ptx = p.ptx();
    assert_eq!(ptx.matches(ACCURATE_MARK).count(), 2, "sin and cos from the library:\n{ptx}");
    assert!(!ptx.contains("mylib_") && !ptx.contains("call"), "inlined:\n{ptx}");
    ptxas_accepts(&ptx, "sm_90");

    let q = Program::new();
    assert_eq!(q.add(&kernel, "kernel.ll"), SUCCESS);
    assert_eq!(q.lazy_add(b"not bitcode", "fake-libdevice"), SUCCESS);
    assert_eq!(q.compile(&["-arch=compute_90"]), COMPILATION, "without the library libdevice is read");
    assert!(q.log().contains("'fake-libdevice' is not LLVM bitcode"), "{}", q.log());
}

/// The option is repeatable (a library over two files), and a bad library is a compilation
/// error whose log names the file and the fix.
fn math_lib_option_repeats_and_reports_errors() {
    let dir = tempfile::tempdir().unwrap();
    let entry = dir.path().join("entry.ll");
    let helper = dir.path().join("helper.ll");
    std::fs::write(&entry, "define float @lib_sinf(float %x) #0 {\n  %r = call float @helper(float %x)\n  ret float %r\n}\ndeclare float @helper(float)\nattributes #0 = { \"implements\"=\"sinf\" }\n").unwrap();
    std::fs::write(
        &helper,
        "define float @helper(float %x) {\n  %r = fmul float %x, 0x3FC45F3060000000\n  ret float %r\n}\n",
    )
    .unwrap();
    let kernel = b"define ptx_kernel void @k(ptr addrspace(1) %o, float %x) {\n  %s = call float @sinf(float %x)\n  store float %s, ptr addrspace(1) %o\n  ret void\n}\ndeclare float @sinf(float)\n";
    let p = Program::new();
    assert_eq!(p.add(kernel, "k.ll"), SUCCESS);
    let (a, b) = (format!("-nvvmc-math-lib={}", helper.display()), format!("-nvvmc-math-lib={}", entry.display()));
    assert_eq!(p.compile(&["-arch=compute_90", &a, &b]), SUCCESS, "{}", p.log());
    let ptx = p.ptx();
    assert!(ptx.contains("0f3E22F983") && !ptx.contains("call"), "the helper's constant, inlined:\n{ptx}");
    ptxas_accepts(&ptx, "sm_90");

    let bad = dir.path().join("bad.ll");
    std::fs::write(
        &bad,
        "define double @s(double %x) #0 {\n  ret double %x\n}\nattributes #0 = { \"implements\"=\"sinf\" }\n",
    )
    .unwrap();
    let q = Program::new();
    assert_eq!(q.add(kernel, "k.ll"), SUCCESS);
    assert_eq!(q.compile(&["-arch=compute_90", &format!("-nvvmc-math-lib={}", bad.display())]), COMPILATION);
    let log = q.log();
    assert!(
        log.contains("bad.ll")
            && log.contains("'s' is `double (double)`, but 'sinf' is `float (float)`")
            && log.contains("fix:"),
        "{log}"
    );
    // An empty path is not an option.
    let r = Program::new();
    assert_eq!(r.add(kernel, "k.ll"), SUCCESS);
    assert_eq!(r.compile(&["-nvvmc-math-lib="]), 7, "{}", r.log());
    assert!(r.log().contains("-nvvmc-math-lib= is an unsupported option"), "{}", r.log());
}

test_main!(math_lib_option_replaces_libdevice, math_lib_option_repeats_and_reports_errors);
