//! nvvmc's nvJitLink: NVIDIA's nvJitLink C API (CUDA 12.x and 13.x), exported from nvvmc's
//! `libnvvm.so.4` beside libNVVM's, so that a client that compiles with `-gen-lto` (numba-cuda
//! with nvJitLink installed, cuda.core's `Program(code_type="nvvm").compile("ltoir")`) can link
//! what nvvmc wrote. docs/reference/c-api.md documents the contract.
//!
//! - Inputs that are nvvmc LTO objects (`nvvmc::lto_object`) are kept; every other input (PTX,
//!   cubin, fatbin, object, library, NVIDIA's LTO-IR) is kept for NVIDIA's nvJitLink.
//! - `nvJitLinkComplete` links nvvmc's objects into one program, the whole program when nothing
//!   else is linked (every function but the kernels internal: inlined across objects, the rest
//!   deleted), and compiles it to PTX with nvvmc's pipeline (libdevice linked late), with the
//!   objects' options unless the link gives its own (`-ftz`, `-prec-div`, `-prec-sqrt`, `-fma`,
//!   `-O`, `-g`, `-lineinfo`, `-split-compile`).
//! - `-ptx` over nvvmc objects alone returns that PTX. Otherwise NVIDIA's nvJitLink links the PTX
//!   with the other inputs, with the link's options, and its cubin and logs are the result.
//!   With no nvvmc object at all, the link is NVIDIA's from start to end.
//!
//! NVIDIA's library is found as cuda-pathfinder finds it (`nvidia.rs`) and opened with
//! `RTLD_LOCAL | RTLD_DEEPBIND`, so that its own calls of `nvJitLink*` never bind to these.
//!
//! Every export catches panics and finds its link through a registry of live handles, as the
//! libNVVM exports do (`handles.rs`).

#![allow(non_snake_case)]

mod nvidia;
mod versioned;

use crate::handles::{lock, Registry};
use nvidia::{nvidia, Nvidia};
use nvvmc::lto_object::{self, CompiledWith, LtoObject};
use nvvmc::{Arch, DebugInfo, Input, LibdeviceBytes, OptLevel, Options, SplitCompile};
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::sync::{Arc, Mutex, OnceLock};

/// `nvJitLinkResult`.
pub type nvJitLinkResult = c_int;
pub const NVJITLINK_SUCCESS: nvJitLinkResult = 0;
pub const NVJITLINK_ERROR_UNRECOGNIZED_OPTION: nvJitLinkResult = 1;
pub const NVJITLINK_ERROR_MISSING_ARCH: nvJitLinkResult = 2;
pub const NVJITLINK_ERROR_INVALID_INPUT: nvJitLinkResult = 3;
pub const NVJITLINK_ERROR_PTX_COMPILE: nvJitLinkResult = 4;
pub const NVJITLINK_ERROR_NVVM_COMPILE: nvJitLinkResult = 5;
pub const NVJITLINK_ERROR_INTERNAL: nvJitLinkResult = 6;

/// `nvJitLinkInputType`.
pub type nvJitLinkInputType = c_int;
pub const NVJITLINK_INPUT_PTX: nvJitLinkInputType = 2;
pub const NVJITLINK_INPUT_LTOIR: nvJitLinkInputType = 3;
pub const NVJITLINK_INPUT_ANY: nvJitLinkInputType = 10;

/// The first bytes of NVIDIA's LTO-IR (NVRTC's and libNVVM's `-gen-lto` output).
const NVIDIA_LTOIR_MAGIC: &[u8] = b"\xedCN\x7f";

/// The opaque type behind `nvJitLinkHandle`.
#[repr(C)]
pub struct nvJitLink {
    _private: [u8; 0],
}
pub type nvJitLinkHandle = *mut nvJitLink;

/// The nvJitLink API version reported when NVIDIA's library cannot be loaded.
const API_VERSION: (c_uint, c_uint) = (12, 9);

/// What the link's options ask of nvvmc (all of them also go to NVIDIA's nvJitLink).
#[derive(Debug, Default, Clone)]
struct Settings {
    arch: Arch,
    ptx: bool,
    opt: Option<OptLevel>,
    ftz: Option<bool>,
    prec_div: Option<bool>,
    prec_sqrt: Option<bool>,
    fma: Option<bool>,
    debug: bool,
    line_info: bool,
    split_compile: Option<u32>,
}

/// An input for NVIDIA's nvJitLink.
struct Foreign {
    kind: nvJitLinkInputType,
    data: Vec<u8>,
    name: String,
}

/// One link: its options, inputs and, once complete, its result.
#[derive(Default)]
struct Link {
    options: Vec<String>,
    settings: Settings,
    objects: Vec<(String, LtoObject)>,
    foreign: Vec<Foreign>,
    cubin: Option<Vec<u8>>,
    /// NUL-terminated.
    ptx: Option<Vec<u8>>,
    error_log: String,
    info_log: String,
}

impl Link {
    fn error(&mut self, code: nvJitLinkResult, line: &str) -> nvJitLinkResult {
        self.error_log.push_str(line.trim_end());
        self.error_log.push('\n');
        code
    }
}

fn links() -> &'static Registry<Link> {
    static LINKS: OnceLock<Registry<Link>> = OnceLock::new();
    LINKS.get_or_init(Registry::new)
}

fn guard(f: impl FnOnce() -> nvJitLinkResult) -> nvJitLinkResult {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or(NVJITLINK_ERROR_INTERNAL)
}

/// The libdevice a libNVVM client last added lazily in this process (numba adds it to each
/// `-gen-lto` compilation): the link's, when there is one, else libdevice is discovered.
static LIBDEVICE: Mutex<Option<Arc<[u8]>>> = Mutex::new(None);

pub fn remember_libdevice(bytes: Arc<[u8]>) {
    *LIBDEVICE.lock().unwrap_or_else(|p| p.into_inner()) = Some(bytes);
}

fn flag(value: &str) -> Option<bool> {
    match value {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

/// Parses nvJitLink's options: the settings, or the result code and log line of the first bad
/// one. Options that only NVIDIA's linker acts on are checked for their form and kept.
fn parse_options(options: &[String]) -> Result<Settings, (nvJitLinkResult, String)> {
    let mut s = Settings::default();
    let mut arch = None;
    for opt in options {
        let bad = || {
            (NVJITLINK_ERROR_UNRECOGNIZED_OPTION, format!("nvvmc: error: nvJitLink option '{opt}' is not one nvvmc knows; fix: drop it, or link without nvvmc active (docs/reference/c-api.md lists the options)"))
        };
        let (name, value) = match opt.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (opt.as_str(), None),
        };
        let number = |v: Option<&str>| v.and_then(|v| v.parse::<u32>().ok()).ok_or_else(bad);
        match (name, value) {
            ("-arch", Some(v)) => {
                let a = v
                    .parse::<Arch>()
                    .map_err(|e| (NVJITLINK_ERROR_UNRECOGNIZED_OPTION, format!("nvvmc: error: {opt}: {e}")))?;
                arch = Some(a);
            }
            ("-ptx", None) => s.ptx = true,
            ("-g", None) => s.debug = true,
            ("-lineinfo", None) => s.line_info = true,
            ("-O0" | "-O1" | "-O2" | "-O3", None) => {
                s.opt = OptLevel::from_number(name[2..].parse().map_err(|_| bad())?)
            }
            ("-ftz", v) => s.ftz = Some(v.and_then(flag).ok_or_else(bad)?),
            ("-prec-div", v) => s.prec_div = Some(v.and_then(flag).ok_or_else(bad)?),
            ("-prec-sqrt", v) => s.prec_sqrt = Some(v.and_then(flag).ok_or_else(bad)?),
            ("-fma", v) => s.fma = Some(v.and_then(flag).ok_or_else(bad)?),
            ("-split-compile", v) => s.split_compile = Some(number(v)?),
            ("-maxrregcount" | "-split-compile-extended" | "-jump-table-density", v) => {
                number(v)?;
            }
            ("-lto" | "-time" | "-verbose" | "-no-cache" | "-optimize-unused-variables", None) => {}
            ("-kernels-used" | "-variables-used" | "-Xptxas", Some(v)) if !v.is_empty() => {}
            _ => return Err(bad()),
        }
    }
    s.arch = arch.ok_or((
        NVJITLINK_ERROR_MISSING_ARCH,
        "nvvmc: error: no -arch=sm_NN among the link's options; fix: add the architecture to link for, e.g. -arch=sm_90".into(),
    ))?;
    Ok(s)
}

/// # Safety
/// `options` is NULL or valid for reading `num` pointers, each NULL or a NUL-terminated string.
unsafe fn option_strings(num: u32, options: *const *const c_char) -> Option<Vec<String>> {
    if num == 0 {
        return Some(Vec::new());
    }
    if options.is_null() {
        return None;
    }
    (0..num as usize)
        .map(|i| {
            // SAFETY: `i < num` and `options` is non-NULL: a readable entry by the contract.
            let p = unsafe { *options.add(i) };
            // SAFETY: non-NULL, hence NUL-terminated by the contract; copied at once.
            (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
        })
        .collect()
}

/// Creates a link with `options` and writes its handle. On a bad option the handle is written
/// too, so that the error log can be read, and the code says what is wrong.
///
/// # Safety
/// `handle` is NULL or valid for writing one handle; `options` as for [`option_strings`].
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkCreate(
    handle: *mut nvJitLinkHandle,
    num_options: u32,
    options: *const *const c_char,
) -> nvJitLinkResult {
    guard(|| {
        if handle.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        // SAFETY: the caller's contract is `option_strings`'s.
        let Some(options) = (unsafe { option_strings(num_options, options) }) else {
            return NVJITLINK_ERROR_INVALID_INPUT;
        };
        let mut link = Link { options, ..Default::default() };
        let code = match parse_options(&link.options) {
            Ok(s) => {
                link.settings = s;
                NVJITLINK_SUCCESS
            }
            Err((code, line)) => link.error(code, &line),
        };
        let key = links().insert(link);
        // SAFETY: non-NULL, hence writable by the caller's contract.
        unsafe { *handle = key as nvJitLinkHandle };
        code
    })
}

/// # Safety
/// `handle` is NULL or valid for reading and writing one handle.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkDestroy(handle: *mut nvJitLinkHandle) -> nvJitLinkResult {
    guard(|| {
        if handle.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        // SAFETY: non-NULL, hence readable and writable by the caller's contract.
        unsafe {
            if !links().remove(*handle as usize) {
                return NVJITLINK_ERROR_INVALID_INPUT;
            }
            *handle = std::ptr::null_mut();
        }
        NVJITLINK_SUCCESS
    })
}

/// Runs `f` on the link behind `handle`.
fn with_link(handle: nvJitLinkHandle, f: impl FnOnce(&mut Link) -> nvJitLinkResult) -> nvJitLinkResult {
    guard(|| match links().get(handle as usize) {
        Some(h) => f(&mut lock(&h)),
        None => NVJITLINK_ERROR_INVALID_INPUT,
    })
}

/// Keeps one input: an nvvmc object for nvvmc, anything else for NVIDIA's nvJitLink.
fn add(link: &mut Link, kind: nvJitLinkInputType, data: &[u8], name: String) -> nvJitLinkResult {
    if lto_object::is_object(data) && matches!(kind, NVJITLINK_INPUT_LTOIR | NVJITLINK_INPUT_ANY) {
        return match lto_object::decode(data) {
            Ok(object) => {
                link.objects.push((name, object));
                NVJITLINK_SUCCESS
            }
            Err(e) => {
                link.error(NVJITLINK_ERROR_INVALID_INPUT, &format!("nvvmc: error: '{name}': {e}; fix: {}", e.fix()))
            }
        };
    }
    link.foreign.push(Foreign { kind, data: data.to_vec(), name });
    NVJITLINK_SUCCESS
}

/// # Safety
/// `data` is NULL or valid for reading `size` bytes; `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkAddData(
    handle: nvJitLinkHandle,
    kind: nvJitLinkInputType,
    data: *const c_void,
    size: usize,
    name: *const c_char,
) -> nvJitLinkResult {
    with_link(handle, |link| {
        if data.is_null() || size == 0 {
            return link.error(NVJITLINK_ERROR_INVALID_INPUT, "nvvmc: error: nvJitLinkAddData got no data");
        }
        // SAFETY: non-NULL, hence `size` readable bytes by the caller's contract; copied below.
        let bytes = unsafe { std::slice::from_raw_parts(data as *const u8, size) };
        let name = if name.is_null() {
            format!("<input {}>", link.objects.len() + link.foreign.len() + 1)
        } else {
            // SAFETY: non-NULL, hence NUL-terminated by the caller's contract; copied at once.
            unsafe { CStr::from_ptr(name) }.to_string_lossy().into_owned()
        };
        add(link, kind, bytes, name)
    })
}

/// # Safety
/// `file` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkAddFile(
    handle: nvJitLinkHandle,
    kind: nvJitLinkInputType,
    file: *const c_char,
) -> nvJitLinkResult {
    with_link(handle, |link| {
        if file.is_null() {
            return link.error(NVJITLINK_ERROR_INVALID_INPUT, "nvvmc: error: nvJitLinkAddFile got no file name");
        }
        // SAFETY: non-NULL, hence NUL-terminated by the caller's contract; copied at once.
        let path = unsafe { CStr::from_ptr(file) }.to_string_lossy().into_owned();
        match std::fs::read(&path) {
            Ok(bytes) => add(link, kind, &bytes, path),
            Err(e) => link.error(NVJITLINK_ERROR_INVALID_INPUT, &format!("nvvmc: error: cannot read '{path}': {e}")),
        }
    })
}

#[no_mangle]
pub extern "C" fn nvJitLinkComplete(handle: nvJitLinkHandle) -> nvJitLinkResult {
    with_link(handle, complete)
}

fn complete(link: &mut Link) -> nvJitLinkResult {
    if !link.error_log.is_empty() {
        return NVJITLINK_ERROR_INVALID_INPUT;
    }
    link.cubin = None;
    link.ptx = None;
    if link.objects.is_empty() {
        return nvidia_link(link, None);
    }
    if link.settings.ptx && !link.foreign.is_empty() {
        let names: Vec<&str> = link.foreign.iter().map(|f| f.name.as_str()).collect();
        let line = format!("nvvmc: error: -ptx links nvvmc's LTO objects into one PTX, and {} cannot be part of it; fix: link without -ptx (a cubin), or leave those inputs out of the PTX link", names.join(", "));
        return link.error(NVJITLINK_ERROR_INVALID_INPUT, &line);
    }
    let ptx = match compile_objects(link) {
        Ok(ptx) => ptx,
        Err(code) => return code,
    };
    if link.settings.ptx {
        link.ptx = Some(ptx.into_iter().chain([0]).collect());
        return NVJITLINK_SUCCESS;
    }
    if let Some(cubin) = whole_program_cubin(link, &ptx) {
        link.cubin = Some(cubin);
        return NVJITLINK_SUCCESS;
    }
    nvidia_link(link, Some(ptx))
}

/// The cubin of a link of nvvmc's objects alone, by ptxas as a whole program, when ptxas is
/// installed and no option is for NVIDIA's linker. NVIDIA's nvJitLink assembles PTX inputs as
/// relocatable code (`ptxas -c`), which costs numba's kernels 1.1% SASS on the geomean and up to
/// 18% (fences: membars ptxas can merge only in a whole program; scripts/bench-lto).
fn whole_program_cubin(link: &mut Link, ptx: &[u8]) -> Option<Vec<u8>> {
    let for_nvidia = ["-maxrregcount", "-Xptxas", "-g", "-lineinfo", "-O0", "-O1", "-O2"];
    if link.options.iter().any(|o| for_nvidia.contains(&o.split('=').next().unwrap_or(o))) {
        return None;
    }
    nvvmc::tools::find_ptxas().ok()?;
    match nvvmc::tools::assemble_cubin(ptx, &link.settings.arch.cpu(), false) {
        Ok(cubin) => Some(cubin),
        Err(e) => {
            link.info_log
                .push_str(&format!("nvvmc: ptxas did not assemble the program ({e}); NVIDIA's nvJitLink links it\n"));
            None
        }
    }
}

/// The options nvvmc compiles the objects with: each object's, with the link's overriding them.
/// Objects compiled with different options are an error (one program has one mode).
fn compile_options(link: &mut Link) -> Result<Options, nvJitLinkResult> {
    let s = &link.settings;
    let effective = |o: &CompiledWith| {
        let mut opts = Options { arch: s.arch.clone(), ..Options::default() };
        o.apply(&mut opts);
        opts.opt = s.opt.unwrap_or(opts.opt);
        opts.fp.ftz = s.ftz.unwrap_or(opts.fp.ftz);
        opts.fp.prec_div = s.prec_div.unwrap_or(opts.fp.prec_div);
        opts.fp.prec_sqrt = s.prec_sqrt.unwrap_or(opts.fp.prec_sqrt);
        opts.fp.fma = s.fma.unwrap_or(opts.fp.fma);
        opts
    };
    let (first_name, first) = &link.objects[0];
    let mut opts = effective(&first.header.options);
    for (name, o) in &link.objects[1..] {
        let other = effective(&o.header.options);
        if (other.opt, other.fp) != (opts.opt, opts.fp) {
            let line = format!("nvvmc: error: '{name}' was compiled with other options than '{first_name}' ({:?} -O{} against {:?} -O{}); fix: compile them with the same -opt, -ftz, -prec-div, -prec-sqrt and -fma, or give those options to the link", other.fp, other.opt.number(), opts.fp, opts.opt.number());
            return Err(link.error(NVJITLINK_ERROR_INVALID_INPUT, &line));
        }
    }
    if s.debug {
        opts.debug_info = DebugInfo::AsInput;
    } else if s.line_info {
        opts.debug_info = DebugInfo::LineTables;
    }
    opts.split_compile = SplitCompile(s.split_compile.unwrap_or(1));
    opts.ptx_version = Some(crate::options::LIBNVVM_PTX_VERSION.max(s.arch.min_ptx_version()));
    opts.whole_program = link.foreign.is_empty();
    let libdevice = LIBDEVICE.lock().unwrap_or_else(|p| p.into_inner()).clone();
    opts.libdevice_bytes =
        libdevice.map(|bytes| LibdeviceBytes { name: "libdevice (added by the client)".into(), bytes });
    Ok(opts)
}

/// nvvmc's objects linked and compiled to PTX (without a NUL).
fn compile_objects(link: &mut Link) -> Result<Vec<u8>, nvJitLinkResult> {
    let opts = compile_options(link)?;
    let inputs: Vec<Input> =
        link.objects.iter().map(|(name, o)| Input::from_memory(name.clone(), o.bitcode.clone())).collect();
    let outcome = nvvmc::isolate::libnvvm::compile(&inputs, &opts);
    match outcome.result {
        Some(ptx) => {
            link.info_log.push_str(&outcome.log);
            Ok(ptx)
        }
        None => {
            link.error_log.push_str(&outcome.log);
            Err(NVJITLINK_ERROR_NVVM_COMPILE)
        }
    }
}

/// The link's inputs (and nvvmc's PTX) linked by NVIDIA's nvJitLink with the link's options.
fn nvidia_link(link: &mut Link, ptx: Option<Vec<u8>>) -> nvJitLinkResult {
    let nvidia = match nvidia() {
        Ok(n) => n,
        Err(e) => return link.error(NVJITLINK_ERROR_INTERNAL, &format!("nvvmc: error: {e}")),
    };
    let mut inputs: Vec<(nvJitLinkInputType, &[u8], String)> = Vec::new();
    // NVIDIA's linker reads PTX as a C string.
    let ptx = ptx.map(|p| p.into_iter().chain([0]).collect::<Vec<u8>>());
    if let Some(ptx) = &ptx {
        let names: Vec<&str> = link.objects.iter().map(|(n, _)| n.as_str()).collect();
        inputs.push((NVJITLINK_INPUT_PTX, ptx, format!("nvvmc PTX of {}", names.join(", "))));
    }
    inputs.extend(link.foreign.iter().map(|f| (f.kind, f.data.as_slice(), f.name.clone())));
    // `-lto` with nothing for NVIDIA's link-time optimizer is its error (no module in its NVVM
    // program): kept only when an input is NVIDIA's LTO-IR.
    let nvidia_ltoir = link.foreign.iter().any(|f| {
        f.kind == NVJITLINK_INPUT_LTOIR || f.kind == NVJITLINK_INPUT_ANY && f.data.starts_with(NVIDIA_LTOIR_MAGIC)
    });
    let options: Vec<String> =
        link.options.iter().filter(|o| nvidia_ltoir || ptx.is_none() || *o != "-lto").cloned().collect();
    let result = nvidia.link(&options, &inputs);
    for (log, add) in [(&mut link.error_log, &result.error_log), (&mut link.info_log, &result.info_log)] {
        if !add.is_empty() {
            log.push_str(add.trim_end());
            log.push('\n');
        }
    }
    link.cubin = result.cubin;
    link.ptx = result.ptx;
    result.code
}

/// # Safety
/// `out` is NULL or valid for writing one `size_t`.
unsafe fn size_of(handle: nvJitLinkHandle, out: *mut usize, which: fn(&Link) -> Option<&[u8]>) -> nvJitLinkResult {
    with_link(handle, |link| {
        let Some(len) = which(link).map(<[u8]>::len) else {
            return link.error(
                NVJITLINK_ERROR_INVALID_INPUT,
                "nvvmc: error: the link has no such result (not completed, failed, or another output was asked)",
            );
        };
        if out.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        // SAFETY: non-NULL, hence writable by the caller's contract.
        unsafe { *out = len };
        NVJITLINK_SUCCESS
    })
}

/// # Safety
/// `buffer` is NULL or valid for writing the size the matching size call reported.
unsafe fn copy_out(handle: nvJitLinkHandle, buffer: *mut c_void, which: fn(&Link) -> Option<&[u8]>) -> nvJitLinkResult {
    with_link(handle, |link| {
        let Some(bytes) = which(link) else { return NVJITLINK_ERROR_INVALID_INPUT };
        if buffer.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        // SAFETY: `buffer` has room for `bytes.len()` bytes (the size reported for this link,
        // which only a completion under the same lock changes) and does not overlap it.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), buffer as *mut u8, bytes.len()) };
        NVJITLINK_SUCCESS
    })
}

fn cubin(l: &Link) -> Option<&[u8]> {
    l.cubin.as_deref()
}
fn ptx(l: &Link) -> Option<&[u8]> {
    l.ptx.as_deref()
}
fn no_ltoir(_: &Link) -> Option<&[u8]> {
    None
}

/// A log's size with its NUL, read under the link's lock.
///
/// # Safety
/// `out` is NULL or valid for writing one `size_t`.
unsafe fn log_size(handle: nvJitLinkHandle, out: *mut usize, error: bool) -> nvJitLinkResult {
    with_link(handle, |link| {
        if out.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        let len = if error { link.error_log.len() } else { link.info_log.len() } + 1;
        // SAFETY: non-NULL, hence writable by the caller's contract (a `size_t*`).
        unsafe { *out = len };
        NVJITLINK_SUCCESS
    })
}

/// # Safety
/// `buffer` is NULL or valid for writing the size [`log_size`] reported for this log.
unsafe fn log_copy(handle: nvJitLinkHandle, buffer: *mut c_char, error: bool) -> nvJitLinkResult {
    with_link(handle, |link| {
        if buffer.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        let log = if error { &link.error_log } else { &link.info_log };
        // SAFETY: the caller's buffer has room for the size its log-size call reported (the log
        // and its NUL), which only a call under the same lock changes.
        unsafe {
            std::ptr::copy_nonoverlapping(log.as_ptr(), buffer as *mut u8, log.len());
            *buffer.add(log.len()) = 0;
        }
        NVJITLINK_SUCCESS
    })
}

/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedCubinSize(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `size_of`'s.
    unsafe { size_of(handle, size, cubin) }
}

/// # Safety
/// `out` is NULL or valid for writing the size [`nvJitLinkGetLinkedCubinSize`] reported.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedCubin(handle: nvJitLinkHandle, out: *mut c_void) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `copy_out`'s.
    unsafe { copy_out(handle, out, cubin) }
}

/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedPtxSize(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `size_of`'s.
    unsafe { size_of(handle, size, ptx) }
}

/// # Safety
/// `out` is NULL or valid for writing the size [`nvJitLinkGetLinkedPtxSize`] reported.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedPtx(handle: nvJitLinkHandle, out: *mut c_char) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `copy_out`'s.
    unsafe { copy_out(handle, out as *mut c_void, ptx) }
}

/// CUDA 13's linked LTO-IR: nvvmc's nvJitLink never writes LTO-IR.
///
/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedLTOIRSize(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `size_of`'s.
    unsafe { size_of(handle, size, no_ltoir) }
}

/// # Safety
/// Any pointer: nothing is written.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetLinkedLTOIR(handle: nvJitLinkHandle, out: *mut c_void) -> nvJitLinkResult {
    // SAFETY: the caller's contract is `copy_out`'s (which writes nothing here).
    unsafe { copy_out(handle, out, no_ltoir) }
}

/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetErrorLogSize(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: the caller's contract is the helper's.
    unsafe { log_size(handle, size, true) }
}

/// # Safety
/// `log` is NULL or valid for writing the size [`nvJitLinkGetErrorLogSize`] reported.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetErrorLog(handle: nvJitLinkHandle, log: *mut c_char) -> nvJitLinkResult {
    // SAFETY: the caller's contract is the helper's.
    unsafe { log_copy(handle, log, true) }
}

/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetInfoLogSize(handle: nvJitLinkHandle, size: *mut usize) -> nvJitLinkResult {
    // SAFETY: the caller's contract is the helper's.
    unsafe { log_size(handle, size, false) }
}

/// # Safety
/// `log` is NULL or valid for writing the size [`nvJitLinkGetInfoLogSize`] reported.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkGetInfoLog(handle: nvJitLinkHandle, log: *mut c_char) -> nvJitLinkResult {
    // SAFETY: the caller's contract is the helper's.
    unsafe { log_copy(handle, log, false) }
}

/// The version of NVIDIA's nvJitLink that links the cubins, or 12.9 (the API nvvmc implements)
/// when it is not installed.
///
/// # Safety
/// `major` and `minor` are each NULL or valid for writing one `unsigned int`.
#[no_mangle]
pub unsafe extern "C" fn nvJitLinkVersion(major: *mut c_uint, minor: *mut c_uint) -> nvJitLinkResult {
    guard(|| {
        if major.is_null() || minor.is_null() {
            return NVJITLINK_ERROR_INVALID_INPUT;
        }
        let (a, b) = nvidia().ok().and_then(Nvidia::version).unwrap_or(API_VERSION);
        // SAFETY: both non-NULL, hence writable by the caller's contract.
        unsafe {
            *major = a;
            *minor = b;
        }
        NVJITLINK_SUCCESS
    })
}
