//! The exports beyond libNVVM 12.x's header: `nvvmLLVMVersion` (CUDA 13) and
//! `nvvmDisableConcurrentAPI` (exported by libNVVM 12.9). In a test binary of their own, since
//! disabling concurrency is process-wide.

#[macro_use]
mod common;

use common::*;
use std::ffi::{c_char, c_int, CString};

fn llvm_version_is_22_for_every_accepted_arch() {
    let f: libloading::Symbol<unsafe extern "C" fn(*const c_char, *mut c_int) -> c_int> =
        // SAFETY: the type is nvvmLLVMVersion's C signature (CUDA 13's nvvm.h).
        unsafe { library().get(b"nvvmLLVMVersion\0") }.unwrap();
    for arch in ["compute_52", "compute_90", "compute_90a", "compute_100", "compute_120"] {
        let a = CString::new(arch).unwrap();
        let mut major = -1;
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        assert_eq!(unsafe { f(a.as_ptr(), &mut major) }, SUCCESS, "{arch}");
        assert_eq!(major, 22, "{arch}");
    }
    let mut major = -1;
    for bad in ["sm_90", "compute_7", "compute_abc", ""] {
        let a = CString::new(bad).unwrap();
        // SAFETY: as above.
        assert_eq!(unsafe { f(a.as_ptr(), &mut major) }, 4, "{bad:?} is NVVM_ERROR_INVALID_INPUT");
    }
    // SAFETY: NULL arguments are rejected before any access (what this checks).
    assert_eq!(unsafe { f(std::ptr::null(), &mut major) }, 4);
    let a = CString::new("compute_90").unwrap();
    // SAFETY: as above.
    assert_eq!(unsafe { f(a.as_ptr(), std::ptr::null_mut()) }, 4);
}

fn disable_concurrent_api_serializes_and_compiles() {
    // SAFETY: the type is nvvmDisableConcurrentAPI's C signature.
    let f: libloading::Symbol<unsafe extern "C" fn() -> c_int> =
        unsafe { library().get(b"nvvmDisableConcurrentAPI\0") }.unwrap();
    // SAFETY: no arguments; the call only takes the library's global lock from then on.
    assert_eq!(unsafe { f() }, SUCCESS);
    // Read here: a missing libdevice stops the test on its own thread (see `require`).
    let bytes = std::fs::read(dep("libdevice.10.bc")).unwrap();
    let threads: Vec<_> = (0..4)
        .map(|i| {
            let bytes = bytes.clone();
            std::thread::spawn(move || {
                let p = Program::new();
                let ir = MATH_KERNEL
                    .replace("__nv_sinf(float %v)", "__nv_sinf(float 1.0)")
                    .replace("@k(", &format!("@k{i}("))
                    .replace("ptr @k,", &format!("ptr @k{i},"));
                assert_eq!(p.add(ir.as_bytes(), "t.ll"), SUCCESS);
                assert_eq!(p.lazy_add(&bytes, "libdevice.10.bc"), SUCCESS);
                assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
                assert!(p.ptx().contains(&format!(".entry k{i}")));
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

test_main!(llvm_version_is_22_for_every_accepted_arch, disable_concurrent_api_serializes_and_compiles,);
