//! NVIDIA's nvJitLink, found as cuda-pathfinder finds it and opened privately
//! (`RTLD_LOCAL | RTLD_DEEPBIND`), so that its own calls of `nvJitLink*` never bind to nvvmc's.

use super::{nvJitLinkInputType, nvJitLinkResult, NVJITLINK_SUCCESS};
use std::ffi::{c_char, c_int, c_uint, c_void};
use std::path::PathBuf;
use std::sync::OnceLock;

/// What NVIDIA's nvJitLink made of a link.
pub struct NvidiaResult {
    pub code: nvJitLinkResult,
    pub cubin: Option<Vec<u8>>,
    pub ptx: Option<Vec<u8>>,
    pub error_log: String,
    pub info_log: String,
}

type Create = unsafe extern "C" fn(*mut *mut c_void, u32, *const *const c_char) -> nvJitLinkResult;
type Destroy = unsafe extern "C" fn(*mut *mut c_void) -> nvJitLinkResult;
type AddData =
    unsafe extern "C" fn(*mut c_void, nvJitLinkInputType, *const c_void, usize, *const c_char) -> nvJitLinkResult;
type Complete = unsafe extern "C" fn(*mut c_void) -> nvJitLinkResult;
type Size = unsafe extern "C" fn(*mut c_void, *mut usize) -> nvJitLinkResult;
type CopyOut = unsafe extern "C" fn(*mut c_void, *mut c_void) -> nvJitLinkResult;
type Version = unsafe extern "C" fn(*mut c_uint, *mut c_uint) -> nvJitLinkResult;

/// NVIDIA's nvJitLink, loaded privately.
pub struct Nvidia {
    _library: libloading::Library,
    create: Create,
    destroy: Destroy,
    add_data: AddData,
    complete: Complete,
    /// (size, copy) of the cubin, the PTX, the error log and the info log.
    cubin: (Size, CopyOut),
    ptx: (Size, CopyOut),
    error_log: (Size, CopyOut),
    info_log: (Size, CopyOut),
    version: Version,
}

/// Where NVIDIA's nvJitLink may be, in cuda-pathfinder's order: `NVVMC_NVJITLINK` alone when
/// set; else NVIDIA's wheels in the site-packages this library was installed into, `CUDA_HOME`
/// and `CUDA_PATH`, and last the dynamic loader's own search by soname.
fn nvidia_candidates() -> Vec<PathBuf> {
    if let Some(p) = std::env::var_os("NVVMC_NVJITLINK") {
        return vec![PathBuf::from(p)];
    }
    let mut c = Vec::new();
    let this = nvvmc::isolate::library_containing(super::nvJitLinkComplete as *const () as usize);
    // site-packages/nvvmc/lib/libnvvm.so.4 -> site-packages
    if let Some(site) = this.as_deref().and_then(|p| p.ancestors().nth(3)) {
        c.push(site.join("nvidia/cu13/lib/libnvJitLink.so.13"));
        c.push(site.join("nvidia/nvjitlink/lib/libnvJitLink.so.12"));
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = std::env::var_os(var) {
            for lib in ["lib64", "lib"] {
                for name in ["libnvJitLink.so.13", "libnvJitLink.so.12", "libnvJitLink.so"] {
                    c.push(PathBuf::from(&home).join(lib).join(name));
                }
            }
        }
    }
    c.extend(["libnvJitLink.so.13", "libnvJitLink.so.12"].map(PathBuf::from));
    c
}

pub fn nvidia() -> Result<&'static Nvidia, &'static str> {
    static NVIDIA: OnceLock<Result<Nvidia, String>> = OnceLock::new();
    NVIDIA
        .get_or_init(|| {
            let candidates = nvidia_candidates();
            let mut tried = Vec::new();
            for path in &candidates {
                // A path with a folder must exist; a bare soname is the loader's to find.
                if path.components().count() > 1 && !path.exists() {
                    continue;
                }
                match Nvidia::open(path) {
                    Ok(n) => return Ok(n),
                    Err(e) => tried.push(format!("{}: {e}", path.display())),
                }
            }
            Err(format!("NVIDIA's nvJitLink, which turns PTX into a cubin and links inputs other than nvvmc's LTO objects, was not found{}; fix: pip install nvidia-nvjitlink-cu12 (CUDA 12) or nvidia-nvjitlink (CUDA 13) into this environment, or set NVVMC_NVJITLINK=/path/to/libnvJitLink.so.12", if tried.is_empty() { String::new() } else { format!(" ({})", tried.join("; ")) }))
        })
        .as_ref()
        .map_err(String::as_str)
}

impl Nvidia {
    fn open(path: &std::path::Path) -> Result<Nvidia, libloading::Error> {
        use libloading::os::unix::{Library, RTLD_LOCAL, RTLD_NOW};
        /// glibc's RTLD_DEEPBIND: the library's own symbols before the process's (ours).
        const RTLD_DEEPBIND: c_int = 0x0008;
        // SAFETY: NVIDIA's nvJitLink has no initializers that depend on the caller; it is kept
        // loaded for the life of the process (the `Nvidia` lives in a static).
        let library: libloading::Library =
            unsafe { Library::open(Some(path), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND) }?.into();
        // SAFETY: each symbol is looked up in NVIDIA's library by its documented name and given
        // the signature nvJitLink.h declares for it.
        unsafe {
            let size_copy = |s: &[u8], c: &[u8]| -> Result<(Size, CopyOut), libloading::Error> {
                Ok((*library.get::<Size>(s)?, *library.get::<CopyOut>(c)?))
            };
            Ok(Nvidia {
                create: *library.get(b"nvJitLinkCreate")?,
                destroy: *library.get(b"nvJitLinkDestroy")?,
                add_data: *library.get(b"nvJitLinkAddData")?,
                complete: *library.get(b"nvJitLinkComplete")?,
                cubin: size_copy(b"nvJitLinkGetLinkedCubinSize", b"nvJitLinkGetLinkedCubin")?,
                ptx: size_copy(b"nvJitLinkGetLinkedPtxSize", b"nvJitLinkGetLinkedPtx")?,
                error_log: size_copy(b"nvJitLinkGetErrorLogSize", b"nvJitLinkGetErrorLog")?,
                info_log: size_copy(b"nvJitLinkGetInfoLogSize", b"nvJitLinkGetInfoLog")?,
                version: *library.get(b"nvJitLinkVersion")?,
                _library: library,
            })
        }
    }

    pub fn version(&self) -> Option<(c_uint, c_uint)> {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two writable unsigned ints, as nvJitLinkVersion takes.
        (unsafe { (self.version)(&mut major, &mut minor) } == NVJITLINK_SUCCESS).then_some((major, minor))
    }

    /// One of the handle's buffers, or `None` when NVIDIA's library has none.
    fn buffer(&self, h: *mut c_void, (size, copy): (Size, CopyOut)) -> Option<Vec<u8>> {
        let mut n = 0usize;
        // SAFETY: `h` is a live handle of NVIDIA's library, `n` a writable size_t.
        if unsafe { size(h, &mut n) } != NVJITLINK_SUCCESS {
            return None;
        }
        // One byte more than reported: an empty log is reported as 0 bytes but written as a NUL.
        let mut buf = vec![0u8; n + 1];
        // SAFETY: `buf` has the `n` bytes NVIDIA's library just reported for this buffer, and one more.
        let copied = unsafe { copy(h, buf.as_mut_ptr() as *mut c_void) } == NVJITLINK_SUCCESS;
        buf.truncate(n);
        copied.then_some(buf)
    }

    fn log(&self, h: *mut c_void, which: (Size, CopyOut)) -> String {
        let bytes = self.buffer(h, which).unwrap_or_default();
        String::from_utf8_lossy(&bytes).trim_end_matches('\0').to_string()
    }

    pub fn link(&self, options: &[String], inputs: &[(nvJitLinkInputType, &[u8], String)]) -> NvidiaResult {
        let c_options: Vec<std::ffi::CString> =
            options.iter().map(|o| std::ffi::CString::new(o.as_str()).unwrap_or_default()).collect();
        let pointers: Vec<*const c_char> = c_options.iter().map(|o| o.as_ptr()).collect();
        // NVIDIA's library keeps the inputs' names until the link is destroyed.
        let names: Vec<std::ffi::CString> =
            inputs.iter().map(|(_, _, n)| std::ffi::CString::new(n.as_str()).unwrap_or_default()).collect();
        let mut h: *mut c_void = std::ptr::null_mut();
        // SAFETY: `pointers` holds `len` NUL-terminated strings that outlive the call.
        let mut code = unsafe { (self.create)(&mut h, pointers.len() as u32, pointers.as_ptr()) };
        for ((kind, data, _), name) in inputs.iter().zip(&names) {
            if code != NVJITLINK_SUCCESS {
                break;
            }
            // SAFETY: `h` is live; `data` is readable for its length; `name` is NUL-terminated
            // and outlives the handle.
            code = unsafe { (self.add_data)(h, *kind, data.as_ptr() as *const c_void, data.len(), name.as_ptr()) };
        }
        if code == NVJITLINK_SUCCESS {
            // SAFETY: `h` is live.
            code = unsafe { (self.complete)(h) };
        }
        if h.is_null() {
            let error_log = format!("nvvmc: error: NVIDIA's nvJitLink refused the link's options (code {code})\n");
            return NvidiaResult { code, cubin: None, ptx: None, error_log, info_log: String::new() };
        }
        let ok = code == NVJITLINK_SUCCESS;
        let result = NvidiaResult {
            code,
            cubin: if ok { self.buffer(h, self.cubin) } else { None },
            ptx: if ok && options.iter().any(|o| o == "-ptx") { self.buffer(h, self.ptx) } else { None },
            error_log: self.log(h, self.error_log),
            info_log: self.log(h, self.info_log),
        };
        // SAFETY: `h` is live and not used again.
        unsafe { (self.destroy)(&mut h) };
        result
    }
}
