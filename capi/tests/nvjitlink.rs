//! nvvmc's nvJitLink (`capi/src/nvjitlink/`), through the exported symbols as clients call them:
//! `-gen-lto` objects linked into the whole program's PTX (`-ptx`) and, through NVIDIA's
//! nvJitLink (`.deps/libnvJitLink.so.12`, scripts/setup.sh), into a cubin, alone and with PTX
//! from elsewhere; the errors a bad object, a bad option or a missing NVIDIA library give.

#[macro_use]
mod common;

use common::*;
use std::ffi::{c_char, c_int, c_uint, c_void, CString};
use std::ptr::null_mut;

type Handle = *mut c_void;
const INPUT_PTX: c_int = 2;
const INPUT_LTOIR: c_int = 3;
const UNRECOGNIZED_OPTION: c_int = 1;
const MISSING_ARCH: c_int = 2;
const INVALID_INPUT: c_int = 3;
const INTERNAL: c_int = 6;

/// A symbol of the library with its nvJitLink.h signature.
fn sym<T: Copy>(name: &str) -> T {
    let n = CString::new(name).unwrap();
    // SAFETY: each caller names the type of the symbol's C signature in nvJitLink.h; the library
    // lives in a static, so the copied function pointer stays valid.
    *unsafe { library().get::<T>(n.as_bytes_with_nul()) }.unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// One link, destroyed on drop.
struct Link(Handle, c_int);

impl Link {
    fn new(options: &[&str]) -> Link {
        let owned: Vec<CString> = options.iter().map(|o| CString::new(*o).unwrap()).collect();
        let ptrs: Vec<*const c_char> = owned.iter().map(|c| c.as_ptr()).collect();
        let create: unsafe extern "C" fn(*mut Handle, u32, *const *const c_char) -> c_int = sym("nvJitLinkCreate");
        let mut h = null_mut();
        // SAFETY: a valid out-pointer and `ptrs.len()` NUL-terminated strings alive for the call.
        let code = unsafe { create(&mut h, ptrs.len() as u32, ptrs.as_ptr()) };
        assert!(!h.is_null(), "a handle is written even when an option is refused");
        Link(h, code)
    }
    fn add(&self, kind: c_int, data: &[u8], name: &str) -> c_int {
        let add: unsafe extern "C" fn(Handle, c_int, *const c_void, usize, *const c_char) -> c_int =
            sym("nvJitLinkAddData");
        let n = CString::new(name).unwrap();
        // SAFETY: `data` is readable for its length, `n` NUL-terminated, both alive for the call.
        unsafe { add(self.0, kind, data.as_ptr() as *const c_void, data.len(), n.as_ptr()) }
    }
    fn complete(&self) -> c_int {
        let f: unsafe extern "C" fn(Handle) -> c_int = sym("nvJitLinkComplete");
        // SAFETY: a live handle.
        unsafe { f(self.0) }
    }
    /// A result or log through its size and copy calls; `None` when the size call fails.
    fn get(&self, what: &str) -> Option<Vec<u8>> {
        let size: unsafe extern "C" fn(Handle, *mut usize) -> c_int = sym(&format!("nvJitLinkGet{what}Size"));
        let copy: unsafe extern "C" fn(Handle, *mut c_void) -> c_int = sym(&format!("nvJitLinkGet{what}"));
        let mut n = 0;
        // SAFETY: a live handle and a valid out-pointer.
        if unsafe { size(self.0, &mut n) } != SUCCESS {
            return None;
        }
        let mut buf = vec![0xAAu8; n];
        // SAFETY: `buf` has the `n` bytes just reported.
        assert_eq!(unsafe { copy(self.0, buf.as_mut_ptr() as *mut c_void) }, SUCCESS);
        Some(buf)
    }
    fn error_log(&self) -> String {
        String::from_utf8_lossy(&self.get("ErrorLog").unwrap()).trim_end_matches('\0').to_string()
    }
    fn ptx(&self) -> String {
        String::from_utf8_lossy(&self.get("LinkedPtx").expect("a PTX result")).trim_end_matches('\0').to_string()
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        let f: unsafe extern "C" fn(*mut Handle) -> c_int = sym("nvJitLinkDestroy");
        // SAFETY: the handle is ours and destroyed only here.
        assert_eq!(unsafe { f(&mut self.0) }, SUCCESS);
    }
}

/// An nvvmc LTO object of `ir`, compiled with libNVVM's `-gen-lto` and `options`, libdevice
/// added lazily as numba adds it.
fn object(ir: &str, options: &[&str]) -> Vec<u8> {
    let libdevice = std::fs::read(dep("libdevice.10.bc")).unwrap();
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), "m.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&libdevice, "libdevice.10.bc"), SUCCESS);
    let mut all = vec!["-gen-lto", "-arch=compute_90"];
    all.extend(options);
    assert_eq!(p.compile(&all), SUCCESS, "{}", p.log());
    let mut n = 0;
    // SAFETY: a valid out-pointer.
    assert_eq!(unsafe { (api().result_size)(p.0, &mut n) }, SUCCESS);
    let mut buf = vec![0u8; n];
    // SAFETY: `buf` has the `n` bytes just reported.
    assert_eq!(unsafe { (api().result)(p.0, buf.as_mut_ptr() as *mut c_char) }, SUCCESS);
    buf
}

const HEADER: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";

/// A device function with math, defined in a module of its own.
fn helper_module() -> String {
    format!("{HEADER}define float @helper(float %x) {{\n  %s = call float @llvm.sin.f32(float %x)\n  %m = fmul float %s, 3.0\n  ret float %m\n}}\ndeclare float @llvm.sin.f32(float)\n")
}

/// A kernel that calls `@helper`, which another module defines.
fn kernel_module() -> String {
    format!("{HEADER}define ptx_kernel void @kern(ptr addrspace(1) %p) {{\n  %v = load float, ptr addrspace(1) %p\n  %r = call float @helper(float %v)\n  store float %r, ptr addrspace(1) %p\n  ret void\n}}\ndeclare float @helper(float)\n")
}

fn gen_lto_writes_an_nvvmc_object() {
    let o = object(&kernel_module(), &[]);
    // NVIDIA's LTO-IR magic (numba-cuda's tests check it), then nvvmc's.
    assert!(o.starts_with(b"\xed\x43\x4e\x7fNVVMCLTO"), "{:?}", &o[..16]);
    // Binary, its size exact: no NUL is added after the bitcode.
    let header = u32::from_le_bytes(o[16..20].try_into().unwrap()) as usize;
    let decoded = nvvmc::lto_object::decode(&o).unwrap();
    assert_eq!(o.len(), 20 + header + decoded.bitcode.len());
    assert_eq!(decoded.header.options.arch, "sm_90");
}

fn objects_link_into_the_ptx_of_the_whole_program() {
    let link = Link::new(&["-arch=sm_90", "-lto", "-ptx"]);
    assert_eq!(link.1, SUCCESS);
    assert_eq!(link.add(INPUT_LTOIR, &object(&helper_module(), &[]), "helper"), SUCCESS);
    assert_eq!(link.add(INPUT_LTOIR, &object(&kernel_module(), &[]), "kernel"), SUCCESS);
    assert_eq!(link.complete(), SUCCESS, "{}", link.error_log());
    let ptx = link.ptx();
    assert!(ptx.contains("// Generated by LLVM NVPTX Back-End") && ptx.contains(".entry kern"), "{ptx}");
    // The helper was inlined across the objects and, internal to the program, removed.
    assert!(!ptx.contains("helper") && !ptx.contains("call."), "{ptx}");
    // libdevice's sinf was linked late, as in one compilation.
    assert!(!ptx.contains("__nv_sinf"), "{ptx}");
    assert!(link.get("LinkedCubin").is_none(), "-ptx asks for PTX only");
}

/// What NVIDIA's nvJitLink needs here: `.deps/libnvJitLink.so.12` (set for the process in `main`).
fn nvidia_nvjitlink() {
    require(".deps/libnvJitLink.so.12 (NVIDIA's nvJitLink)", repo().join(".deps/libnvJitLink.so.12").exists());
}

fn objects_link_into_a_cubin() {
    nvidia_nvjitlink();
    let link = Link::new(&["-arch=sm_90", "-lto"]);
    assert_eq!(link.add(INPUT_LTOIR, &object(&helper_module(), &[]), "helper"), SUCCESS);
    assert_eq!(link.add(INPUT_LTOIR, &object(&kernel_module(), &[]), "kernel"), SUCCESS);
    assert_eq!(link.complete(), SUCCESS, "{}", link.error_log());
    let cubin = link.get("LinkedCubin").expect("a cubin");
    assert!(cubin.starts_with(b"\x7fELF") && cubin.windows(4).any(|w| w == b"kern"), "{} bytes", cubin.len());
}

fn an_object_links_with_ptx_that_defines_what_it_calls() {
    nvidia_nvjitlink();
    // The helper as PTX of its own (nvvmc's, as any PTX a client has): the kernel's PTX keeps
    // `.extern .func helper`, and NVIDIA's linker resolves it.
    let p = Program::new();
    let libdevice = std::fs::read(dep("libdevice.10.bc")).unwrap();
    assert_eq!(p.add(helper_module().as_bytes(), "helper.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&libdevice, "libdevice.10.bc"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    let helper_ptx = p.result();
    let link = Link::new(&["-arch=sm_90", "-lto"]);
    assert_eq!(link.add(INPUT_LTOIR, &object(&kernel_module(), &[]), "kernel"), SUCCESS);
    assert_eq!(link.add(INPUT_PTX, &helper_ptx, "helper.ptx"), SUCCESS);
    assert_eq!(link.complete(), SUCCESS, "{}", link.error_log());
    assert!(link.get("LinkedCubin").expect("a cubin").starts_with(b"\x7fELF"));
    // -ptx cannot hold the other input: an error that says so.
    let link = Link::new(&["-arch=sm_90", "-lto", "-ptx"]);
    assert_eq!(link.add(INPUT_LTOIR, &object(&kernel_module(), &[]), "kernel"), SUCCESS);
    assert_eq!(link.add(INPUT_PTX, &helper_ptx, "helper.ptx"), SUCCESS);
    assert_eq!(link.complete(), INVALID_INPUT);
    assert!(link.error_log().contains("helper.ptx") && link.error_log().contains("fix:"), "{}", link.error_log());
}

fn bad_objects_and_options_are_errors_with_the_fix() {
    let good = object(&kernel_module(), &[]);
    for (what, bytes) in [
        ("truncated", good[..good.len() / 2].to_vec()),
        ("damaged", good.iter().enumerate().map(|(i, b)| if i + 5 == good.len() { b ^ 0x40 } else { *b }).collect()),
    ] {
        let link = Link::new(&["-arch=sm_90", "-ptx"]);
        assert_eq!(link.add(INPUT_LTOIR, &bytes, "k.ltoir"), INVALID_INPUT, "{what}");
        let log = link.error_log();
        assert!(log.contains("'k.ltoir'") && log.contains(what) && log.contains("fix:"), "{what}: {log}");
        assert_eq!(link.complete(), INVALID_INPUT, "{what}: no link after a refused input");
    }
    let link = Link::new(&["-arch=sm_90", "-no-such-option"]);
    assert_eq!(link.1, UNRECOGNIZED_OPTION);
    assert!(link.error_log().contains("'-no-such-option'"), "{}", link.error_log());
    let link = Link::new(&["-lto"]);
    assert_eq!(link.1, MISSING_ARCH);
    assert!(link.error_log().contains("-arch=sm_90"), "{}", link.error_log());
    let link = Link::new(&["-arch=sm_90", "-ptx"]);
    assert!(link.get("LinkedPtx").is_none(), "no result before the link completes");
}

fn objects_compiled_with_other_options_are_refused_unless_the_link_sets_them() {
    let (plain, ftz) = (object(&helper_module(), &[]), object(&kernel_module(), &["-ftz=1"]));
    let link = Link::new(&["-arch=sm_90", "-ptx"]);
    link.add(INPUT_LTOIR, &plain, "helper");
    link.add(INPUT_LTOIR, &ftz, "kernel");
    assert_eq!(link.complete(), INVALID_INPUT);
    assert!(
        link.error_log().contains("'kernel' was compiled with other options than 'helper'"),
        "{}",
        link.error_log()
    );
    let link = Link::new(&["-arch=sm_90", "-ptx", "-ftz=1"]);
    link.add(INPUT_LTOIR, &plain, "helper");
    link.add(INPUT_LTOIR, &ftz, "kernel");
    assert_eq!(link.complete(), SUCCESS, "{}", link.error_log());
    assert!(link.ptx().contains(".ftz.f32"), "the link's -ftz=1: {}", link.ptx());
}

fn the_versioned_names_of_cuda_12_and_13_are_exported() {
    let version: unsafe extern "C" fn(*mut c_uint, *mut c_uint) -> c_int = sym("nvJitLinkVersion");
    let (mut major, mut minor) = (0, 0);
    // SAFETY: two valid out-pointers.
    assert_eq!(unsafe { version(&mut major, &mut minor) }, SUCCESS);
    assert!((12, 3) <= (major, minor), "numba-cuda needs 12.3 or newer: {major}.{minor}");
    for v in ["12_0", "12_9", "13_0", "13_5"] {
        for f in [
            "Create",
            "Destroy",
            "AddData",
            "AddFile",
            "Complete",
            "GetLinkedCubin",
            "GetLinkedPtxSize",
            "GetErrorLog",
            "GetInfoLogSize",
        ] {
            let _: unsafe extern "C" fn() = sym(&format!("__nvJitLink{f}_{v}"));
        }
    }
}

/// The child process of [`a_missing_nvidia_nvjitlink_names_the_package`].
const CHILD: &str = "NVVMC_TEST_NVJITLINK_CHILD";

fn a_missing_nvidia_nvjitlink_names_the_package() {
    if std::env::var_os(CHILD).is_some() {
        let link = Link::new(&["-arch=sm_90"]);
        assert_eq!(link.add(INPUT_LTOIR, &object(&kernel_module(), &[]), "kernel"), SUCCESS);
        assert_eq!(link.complete(), INTERNAL);
        let log = link.error_log();
        assert!(log.contains("pip install nvidia-nvjitlink-cu12") && log.contains("NVVMC_NVJITLINK"), "{log}");
        return;
    }
    dep("libdevice.10.bc");
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "a_missing_nvidia_nvjitlink_names_the_package", "--test-threads", "1"])
        .env(CHILD, "1")
        .env("NVVMC_NVJITLINK", "/nonexistent/libnvJitLink.so.12")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && text.contains("1 passed"), "{text}{}", String::from_utf8_lossy(&out.stderr));
}

fn main() {
    // NVIDIA's nvJitLink for the cubin links, set before any test thread reads the environment.
    if std::env::var_os(CHILD).is_none() {
        std::env::set_var("NVVMC_NVJITLINK", repo().join(".deps/libnvJitLink.so.12"));
    }
    run_tests(vec![
        trial("gen_lto_writes_an_nvvmc_object", gen_lto_writes_an_nvvmc_object),
        trial("objects_link_into_the_ptx_of_the_whole_program", objects_link_into_the_ptx_of_the_whole_program),
        trial("objects_link_into_a_cubin", objects_link_into_a_cubin),
        trial(
            "an_object_links_with_ptx_that_defines_what_it_calls",
            an_object_links_with_ptx_that_defines_what_it_calls,
        ),
        trial("bad_objects_and_options_are_errors_with_the_fix", bad_objects_and_options_are_errors_with_the_fix),
        trial(
            "objects_compiled_with_other_options_are_refused_unless_the_link_sets_them",
            objects_compiled_with_other_options_are_refused_unless_the_link_sets_them,
        ),
        trial("the_versioned_names_of_cuda_12_and_13_are_exported", the_versioned_names_of_cuda_12_and_13_are_exported),
        trial("a_missing_nvidia_nvjitlink_names_the_package", a_missing_nvidia_nvjitlink_names_the_package),
    ])
}
