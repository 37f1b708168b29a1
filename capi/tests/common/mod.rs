//! The built `libnvvm.so.4`, loaded with `dlopen` as clients load it, and a program handle
//! over it: shared by the C API, host-safety and fuzz tests.

#![allow(dead_code)]

#[path = "../../../tests/support/harness.rs"]
#[macro_use]
mod harness;
pub use harness::*;

use libloading::Library;
use std::ffi::{c_char, c_int, CString};
use std::path::{Path, PathBuf};
use std::ptr::null_mut;
use std::sync::OnceLock;

pub type Prog = *mut std::ffi::c_void;

pub struct Api {
    pub error_string: unsafe extern "C" fn(c_int) -> *const c_char,
    pub version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int,
    pub ir_version: unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> c_int,
    pub create: unsafe extern "C" fn(*mut Prog) -> c_int,
    pub destroy: unsafe extern "C" fn(*mut Prog) -> c_int,
    pub add: unsafe extern "C" fn(Prog, *const c_char, usize, *const c_char) -> c_int,
    pub lazy_add: unsafe extern "C" fn(Prog, *const c_char, usize, *const c_char) -> c_int,
    pub compile: unsafe extern "C" fn(Prog, c_int, *const *const c_char) -> c_int,
    pub verify: unsafe extern "C" fn(Prog, c_int, *const *const c_char) -> c_int,
    pub result_size: unsafe extern "C" fn(Prog, *mut usize) -> c_int,
    pub result: unsafe extern "C" fn(Prog, *mut c_char) -> c_int,
    pub log_size: unsafe extern "C" fn(Prog, *mut usize) -> c_int,
    pub log: unsafe extern "C" fn(Prog, *mut c_char) -> c_int,
}

pub const SUCCESS: c_int = 0;
pub const INVALID_IR: c_int = 6;
pub const INVALID_OPTION: c_int = 7;
pub const COMPILATION: c_int = 9;

/// `target/<profile>/deps`, where `cargo test` leaves the freshly built library.
pub fn deps_dir() -> PathBuf {
    std::env::current_exe().unwrap().parent().unwrap().to_path_buf()
}

/// The library at `NVVMC_TEST_LIBNVVM` if set (e.g. NVIDIA's, for comparisons), else nvvmc's.
pub fn library() -> &'static Library {
    static LIB: OnceLock<Library> = OnceLock::new();
    LIB.get_or_init(|| {
        let path = std::env::var_os("NVVMC_TEST_LIBNVVM")
            .map(PathBuf::from)
            .unwrap_or_else(|| deps_dir().join("libnvvm.so.4"));
        // SAFETY: loading runs the library's initializers: ours (or libNVVM's), which do nothing
        // but set up LLVM, and it stays loaded for the whole process (a static).
        unsafe { Library::new(&path) }.unwrap_or_else(|e| panic!("cannot load {}: {e}", path.display()))
    })
}

pub fn api() -> &'static Api {
    static API: OnceLock<Api> = OnceLock::new();
    API.get_or_init(|| {
        let lib = library();
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: each field's type is the symbol's C signature in nvvm.h, and the library
                // lives in a static, so the copied function pointer stays valid.
                *unsafe { lib.get(concat!($name, "\0").as_bytes()) }
                    .unwrap_or_else(|e| panic!("{} not exported: {e}", $name))
            };
        }
        let api = Api {
            error_string: sym!("nvvmGetErrorString"),
            version: sym!("nvvmVersion"),
            ir_version: sym!("nvvmIRVersion"),
            create: sym!("nvvmCreateProgram"),
            destroy: sym!("nvvmDestroyProgram"),
            add: sym!("nvvmAddModuleToProgram"),
            lazy_add: sym!("nvvmLazyAddModuleToProgram"),
            compile: sym!("nvvmCompileProgram"),
            verify: sym!("nvvmVerifyProgram"),
            result_size: sym!("nvvmGetCompiledResultSize"),
            result: sym!("nvvmGetCompiledResult"),
            log_size: sym!("nvvmGetProgramLogSize"),
            log: sym!("nvvmGetProgramLog"),
        };
        api
    })
}

/// A program handle that is destroyed on drop. Every call passes the handle this value owns
/// (created by `nvvmCreateProgram`, destroyed only in `drop`) and pointers to live buffers of
/// the sizes the C API's contract names, through symbols loaded with the header's signatures.
pub struct Program(pub Prog);

impl Program {
    pub fn new() -> Self {
        let mut p: Prog = null_mut();
        // SAFETY: `p` is a valid out-pointer for the handle.
        assert_eq!(unsafe { (api().create)(&mut p) }, SUCCESS);
        assert!(!p.is_null());
        Program(p)
    }
    pub fn add(&self, ir: &[u8], name: &str) -> c_int {
        let n = CString::new(name).unwrap();
        // SAFETY: `ir` is readable for `ir.len()` bytes and `n` is a NUL-terminated string; both
        // outlive the call (the library copies them).
        unsafe { (api().add)(self.0, ir.as_ptr() as *const c_char, ir.len(), n.as_ptr()) }
    }
    pub fn lazy_add(&self, ir: &[u8], name: &str) -> c_int {
        let n = CString::new(name).unwrap();
        // SAFETY: as in `add`.
        unsafe { (api().lazy_add)(self.0, ir.as_ptr() as *const c_char, ir.len(), n.as_ptr()) }
    }
    pub fn run(&self, verify: bool, options: &[&str]) -> c_int {
        let owned: Vec<CString> = options.iter().map(|o| CString::new(*o).unwrap()).collect();
        let ptrs: Vec<*const c_char> = owned.iter().map(|c| c.as_ptr()).collect();
        let f = if verify { api().verify } else { api().compile };
        // SAFETY: `ptrs` holds `ptrs.len()` NUL-terminated strings owned by `owned`, alive for
        // the call (null with no options, as libNVVM's clients pass it).
        unsafe { f(self.0, ptrs.len() as c_int, if ptrs.is_empty() { std::ptr::null() } else { ptrs.as_ptr() }) }
    }
    pub fn compile(&self, options: &[&str]) -> c_int {
        self.run(false, options)
    }
    pub fn verify(&self, options: &[&str]) -> c_int {
        self.run(true, options)
    }
    /// The bytes of the log or the result (the size function, then the copy into a buffer of
    /// that size), terminating NUL included.
    fn bytes(
        &self,
        size: unsafe extern "C" fn(Prog, *mut usize) -> c_int,
        get: unsafe extern "C" fn(Prog, *mut c_char) -> c_int,
        what: &str,
    ) -> Vec<u8> {
        let mut n = 0usize;
        // SAFETY: `n` is a valid out-pointer.
        assert_eq!(unsafe { size(self.0, &mut n) }, SUCCESS);
        let mut buf = vec![0xAAu8; n];
        // SAFETY: `buf` is writable for the `n` bytes the library just reported.
        assert_eq!(unsafe { get(self.0, buf.as_mut_ptr() as *mut c_char) }, SUCCESS);
        assert_eq!(buf.last(), Some(&0), "the {what} ends with its NUL");
        buf
    }
    /// The log's raw bytes, terminating NUL included.
    pub fn log_bytes(&self) -> Vec<u8> {
        self.bytes(api().log_size, api().log, "log")
    }
    /// The log without its NUL (lossy: a mutated input's bytes may come back in it).
    pub fn log(&self) -> String {
        let b = self.log_bytes();
        String::from_utf8_lossy(&b[..b.len() - 1]).into_owned()
    }
    /// The result's raw bytes, terminating NUL included.
    pub fn result(&self) -> Vec<u8> {
        self.bytes(api().result_size, api().result, "result")
    }
    /// The PTX without its NUL (lossy, as `log`: inline asm passes bytes through).
    pub fn ptx(&self) -> String {
        let b = self.result();
        String::from_utf8_lossy(&b[..b.len() - 1]).into_owned()
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        if !self.0.is_null() {
            // SAFETY: the handle is ours and destroyed only here; `self.0` is a valid pointer to it.
            assert_eq!(unsafe { (api().destroy)(&mut self.0) }, SUCCESS);
            assert!(self.0.is_null(), "destroy clears the handle");
        }
    }
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// A file from `.deps/`; when it is missing the test stops (ignored, or failed under
/// NVVMC_REQUIRE_TOOLS=1; see `require`).
pub fn dep(name: &str) -> PathBuf {
    let p = repo().join(".deps").join(name);
    require(&format!(".deps/{name}"), p.is_file());
    p
}

/// A kernel that uses libdevice (sinf, cos, exp), so that a lazily added libdevice is read.
pub const MATH_KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  %v = load float, ptr %p
  %s = call float @__nv_sinf(float %v)
  %c = call double @__nv_cos(double 1.0)
  %cf = fptrunc double %c to float
  %a = fadd float %s, %cf
  %e = call float @__nv_expf(float %a)
  store float %e, ptr %p
  ret void
}
declare float @__nv_sinf(float)
declare double @__nv_cos(double)
declare float @__nv_expf(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

/// A small deterministic generator (xorshift64*), so every run mutates the same way.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// `.deps/ptxas -arch=ARCH` accepts `ptx`.
pub fn ptxas_accepts(ptx: &str, arch: &str) {
    ptxas_accepts_as(ptx, arch, false)
}

/// ptxas on `ptx`; `relocatable` assembles it with `-c`, as PTX with externs must be.
pub fn ptxas_accepts_as(ptx: &str, arch: &str, relocatable: bool) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.ptx");
    std::fs::write(&file, ptx).unwrap();
    let mut cmd = std::process::Command::new(dep("ptxas"));
    if relocatable {
        cmd.arg("-c");
    }
    let out = cmd.arg(format!("-arch={arch}")).arg(&file).arg("-o").arg("/dev/null").output().unwrap();
    assert!(out.status.success(), "ptxas rejected:\n{}\n{ptx}", String::from_utf8_lossy(&out.stderr));
}
