//! nvvmc's libNVVM-compatible C API: `libnvvm.so.4`, a drop-in for NVIDIA's libNVVM that clients
//! such as numba-cuda and cuda-python load unchanged. The declarations are in
//! `include/nvvm.h`; docs/reference/c-api.md documents the contract.
//!
//! Every export:
//! - catches panics (`guard`), so that none crosses the C boundary: a panic becomes
//!   `NVVM_ERROR_COMPILATION` (or the function's own failure code) with a log line;
//! - finds its program through a registry of live handles, so a NULL, destroyed or foreign
//!   handle is `NVVM_ERROR_INVALID_PROGRAM`, not undefined behaviour;
//! - locks only that program, so different programs compile in parallel on different threads.
//!
//! The compilation itself is `nvvmc::compile` with `Options` built from libNVVM's option strings
//! (`options.rs`): the same pipeline, diagnostics and output as the `nvvmc` command line; in this
//! process, or in the isolated mode (`-nvvmc-isolate`, a limit, `NVVMC_ISOLATE=1`) in a worker
//! process (`nvvmc::isolate`), with the same result and log.
//!
//! This file is nvvmc's `extern "C"` edge, so it keeps `unsafe`: each export that reads or
//! writes through a client's pointer is an `unsafe extern "C" fn` whose `# Safety` section says
//! what the caller (C code, following `include/nvvm.h`) must guarantee, and each `unsafe` block
//! says in its `SAFETY:` comment why that guarantee covers it. Program handles are never
//! dereferenced: they are keys of the registry, so no pointer contract applies to them.

#![allow(non_camel_case_types)]
#![warn(unsafe_op_in_unsafe_fn, clippy::undocumented_unsafe_blocks, clippy::missing_safety_doc)]

mod handles;
mod json_api;
pub mod nvjitlink;
mod options;

use handles::{lock, Registry};
use nvvmc::{Input, LibdeviceBytes};
use std::ffi::{c_char, c_int, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// `nvvmResult`.
pub type nvvmResult = c_int;
pub const NVVM_SUCCESS: nvvmResult = 0;
pub const NVVM_ERROR_OUT_OF_MEMORY: nvvmResult = 1;
pub const NVVM_ERROR_PROGRAM_CREATION_FAILURE: nvvmResult = 2;
pub const NVVM_ERROR_IR_VERSION_MISMATCH: nvvmResult = 3;
pub const NVVM_ERROR_INVALID_INPUT: nvvmResult = 4;
pub const NVVM_ERROR_INVALID_PROGRAM: nvvmResult = 5;
pub const NVVM_ERROR_INVALID_IR: nvvmResult = 6;
pub const NVVM_ERROR_INVALID_OPTION: nvvmResult = 7;
pub const NVVM_ERROR_NO_MODULE_IN_PROGRAM: nvvmResult = 8;
pub const NVVM_ERROR_COMPILATION: nvvmResult = 9;
pub const NVVM_ERROR_CANCELLED: nvvmResult = 10;

/// The opaque program type behind `nvvmProgram`.
#[repr(C)]
pub struct _nvvmProgram {
    _private: [u8; 0],
}
pub type nvvmProgram = *mut _nvvmProgram;

/// The NVVM IR version nvvmc asks clients for, as libNVVM 12.x does: IR 2.0, debug metadata 3.2.
const IR_VERSION: (c_int, c_int, c_int, c_int) = (2, 0, 3, 2);
/// libNVVM's own version for the 12.x series.
const NVVM_VERSION: (c_int, c_int) = (2, 0);

/// One program: what was added, and the last result and log, each NUL-terminated and kept until
/// the next compile/verify or the program's destruction.
struct Program {
    modules: Vec<Input>,
    /// Lazily added modules: (name, bytes), the bytes shared ([`shared_bytes`]).
    lazy: Vec<(String, Arc<[u8]>)>,
    result: Vec<u8>,
    log: Vec<u8>,
}

impl Program {
    fn new() -> Self {
        Program { modules: Vec::new(), lazy: Vec::new(), result: vec![0], log: vec![0] }
    }
    fn set_log(&mut self, text: &str) {
        self.log = text.as_bytes().iter().copied().filter(|b| *b != 0).collect();
        self.log.push(0);
    }
}

fn programs() -> &'static Registry<Program> {
    static PROGRAMS: OnceLock<Registry<Program>> = OnceLock::new();
    PROGRAMS.get_or_init(Registry::new)
}

fn lookup(prog: nvvmProgram) -> Option<Arc<Mutex<Program>>> {
    programs().get(prog as usize)
}

/// Runs `f`, turning a panic into `on_panic`.
fn guard(on_panic: nvvmResult, f: impl FnOnce() -> nvvmResult) -> nvvmResult {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(on_panic)
}

#[no_mangle]
pub extern "C" fn nvvmGetErrorString(result: nvvmResult) -> *const c_char {
    let s: &'static CStr = match result {
        NVVM_SUCCESS => c"NVVM_SUCCESS",
        NVVM_ERROR_OUT_OF_MEMORY => c"NVVM_ERROR_OUT_OF_MEMORY",
        NVVM_ERROR_PROGRAM_CREATION_FAILURE => c"NVVM_ERROR_PROGRAM_CREATION_FAILURE",
        NVVM_ERROR_IR_VERSION_MISMATCH => c"NVVM_ERROR_IR_VERSION_MISMATCH",
        NVVM_ERROR_INVALID_INPUT => c"NVVM_ERROR_INVALID_INPUT",
        NVVM_ERROR_INVALID_PROGRAM => c"NVVM_ERROR_INVALID_PROGRAM",
        NVVM_ERROR_INVALID_IR => c"NVVM_ERROR_INVALID_IR",
        NVVM_ERROR_INVALID_OPTION => c"NVVM_ERROR_INVALID_OPTION",
        NVVM_ERROR_NO_MODULE_IN_PROGRAM => c"NVVM_ERROR_NO_MODULE_IN_PROGRAM",
        NVVM_ERROR_COMPILATION => c"NVVM_ERROR_COMPILATION",
        NVVM_ERROR_CANCELLED => c"NVVM_ERROR_CANCELLED",
        _ => c"NVVM_ERROR not found",
    };
    s.as_ptr()
}

/// Writes the pair when both pointers are given; libNVVM ignores NULL pointers the same way.
///
/// # Safety
/// `major` and `minor` are each NULL or valid for writing one `int`.
#[no_mangle]
pub unsafe extern "C" fn nvvmVersion(major: *mut c_int, minor: *mut c_int) -> nvvmResult {
    guard(NVVM_ERROR_INVALID_INPUT, || {
        if !major.is_null() && !minor.is_null() {
            // SAFETY: both are non-NULL, hence writable ints by the caller's contract.
            unsafe {
                *major = NVVM_VERSION.0;
                *minor = NVVM_VERSION.1;
            }
        }
        NVVM_SUCCESS
    })
}

/// The NVVM IR and debug-metadata versions nvvmc reads; nothing is written unless all four
/// pointers are given.
///
/// # Safety
/// Each pointer is NULL or valid for writing one `int`.
#[no_mangle]
pub unsafe extern "C" fn nvvmIRVersion(
    major_ir: *mut c_int,
    minor_ir: *mut c_int,
    major_dbg: *mut c_int,
    minor_dbg: *mut c_int,
) -> nvvmResult {
    guard(NVVM_ERROR_INVALID_INPUT, || {
        if ![major_ir, minor_ir, major_dbg, minor_dbg].iter().any(|p| p.is_null()) {
            // SAFETY: all four are non-NULL, hence writable ints by the caller's contract.
            unsafe {
                *major_ir = IR_VERSION.0;
                *minor_ir = IR_VERSION.1;
                *major_dbg = IR_VERSION.2;
                *minor_dbg = IR_VERSION.3;
            }
        }
        NVVM_SUCCESS
    })
}

/// The LLVM version whose IR dialect nvvmc reads natively, for every architecture.
const LLVM_VERSION: c_int = 22;

/// CUDA 13's `nvvmLLVMVersion`: which LLVM's IR a client should emit for `arch`. libNVVM 13.5
/// answers 7 below compute_100 and 22 from it on; nvvmc parses LLVM 22 IR for every
/// architecture (and still accepts the LLVM 7 typed-pointer dialect), so it answers 22.
///
/// # Safety
/// `arch` is NULL or a NUL-terminated string; `major` is NULL or valid for writing one `int`.
#[no_mangle]
pub unsafe extern "C" fn nvvmLLVMVersion(arch: *const c_char, major: *mut c_int) -> nvvmResult {
    guard(NVVM_ERROR_INVALID_INPUT, || {
        if arch.is_null() || major.is_null() {
            return NVVM_ERROR_INVALID_INPUT;
        }
        // SAFETY: non-NULL, hence NUL-terminated by the caller's contract; copied at once.
        let arch = unsafe { CStr::from_ptr(arch) }.to_string_lossy();
        let name = arch.strip_prefix("-arch=").unwrap_or(&arch);
        if !name.starts_with("compute_") || name.parse::<nvvmc::Arch>().is_err() {
            return NVVM_ERROR_INVALID_INPUT;
        }
        // SAFETY: non-NULL, hence a writable int by the caller's contract.
        unsafe { *major = LLVM_VERSION };
        NVVM_SUCCESS
    })
}

/// Whether programs may compile in parallel; `nvvmDisableConcurrentAPI` clears it.
static CONCURRENT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(true);

/// libNVVM 12.9's `nvvmDisableConcurrentAPI`: from now on, compilations in this process run one
/// at a time.
#[no_mangle]
pub extern "C" fn nvvmDisableConcurrentAPI() -> nvvmResult {
    CONCURRENT.store(false, std::sync::atomic::Ordering::SeqCst);
    NVVM_SUCCESS
}

/// Held around each compilation once concurrency is disabled.
fn serial_lock() -> Option<MutexGuard<'static, ()>> {
    static SERIAL: Mutex<()> = Mutex::new(());
    if CONCURRENT.load(std::sync::atomic::Ordering::SeqCst) {
        None
    } else {
        Some(SERIAL.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

/// Creates a program and writes its handle to `*prog`.
///
/// # Safety
/// `prog` is NULL or valid for writing one `nvvmProgram`.
#[no_mangle]
pub unsafe extern "C" fn nvvmCreateProgram(prog: *mut nvvmProgram) -> nvvmResult {
    guard(NVVM_ERROR_PROGRAM_CREATION_FAILURE, || {
        if prog.is_null() {
            return NVVM_ERROR_INVALID_PROGRAM;
        }
        let key = programs().insert(Program::new());
        // SAFETY: non-NULL, hence writable by the caller's contract.
        unsafe { *prog = key as nvvmProgram };
        NVVM_SUCCESS
    })
}

/// Destroys the program `*prog` and sets `*prog` to NULL. A handle that is not a live program
/// (NULL, destroyed, foreign) is `NVVM_ERROR_INVALID_PROGRAM`.
///
/// # Safety
/// `prog` is NULL or valid for reading and writing one `nvvmProgram`.
#[no_mangle]
pub unsafe extern "C" fn nvvmDestroyProgram(prog: *mut nvvmProgram) -> nvvmResult {
    guard(NVVM_ERROR_INVALID_PROGRAM, || {
        if prog.is_null() {
            return NVVM_ERROR_INVALID_PROGRAM;
        }
        // SAFETY: non-NULL, hence readable by the caller's contract.
        let handle = unsafe { *prog };
        if handle.is_null() {
            return NVVM_ERROR_INVALID_PROGRAM;
        }
        if !programs().remove(handle as usize) {
            return NVVM_ERROR_INVALID_PROGRAM;
        }
        // SAFETY: non-NULL, hence writable by the caller's contract.
        unsafe { *prog = std::ptr::null_mut() };
        NVVM_SUCCESS
    })
}

/// Copies a client buffer into an input. Text may come with its terminating NUL counted in
/// `size` (NUL bytes at the end of text are dropped); bitcode is kept byte for byte.
///
/// # Safety
/// `buffer` is NULL or valid for reading `size` bytes; `name` is NULL or a NUL-terminated string.
unsafe fn add(prog: nvvmProgram, buffer: *const c_char, size: usize, name: *const c_char, lazy: bool) -> nvvmResult {
    let Some(h) = lookup(prog) else { return NVVM_ERROR_INVALID_PROGRAM };
    if buffer.is_null() {
        return NVVM_ERROR_INVALID_INPUT;
    }
    // SAFETY: non-NULL, hence `size` readable bytes by the caller's contract; read (and copied,
    // unless the same bytes were added before) before this function returns.
    let bytes = unsafe { std::slice::from_raw_parts(buffer as *const u8, size) };
    let mut p = lock(&h);
    let index = p.modules.len() + p.lazy.len() + 1;
    let name = if name.is_null() {
        String::new()
    } else {
        // SAFETY: non-NULL, hence NUL-terminated by the caller's contract; copied at once.
        unsafe { CStr::from_ptr(name) }.to_string_lossy().into_owned()
    };
    // numba passes "": messages then name the module by its position.
    let name = if name.is_empty() { format!("<module {index}>") } else { name };
    let mut bytes = bytes;
    if !Input::bytes_are_bitcode(bytes) {
        while let [rest @ .., 0] = bytes {
            bytes = rest;
        }
    }
    if lazy {
        p.lazy.push((name, shared_bytes(bytes)));
    } else {
        p.modules.push(Input::from_memory(name, bytes.to_vec()));
    }
    NVVM_SUCCESS
}

/// How many distinct lazily added modules [`shared_bytes`] keeps.
const SHARED_LAZY: usize = 4;

/// The lazily added module `bytes` as shared bytes: numba and cuda-python add the same libdevice
/// (470 KB) to every program, and copying it into fresh memory cost each compilation ~120 page
/// faults and two passes over the bytes (this copy, and one more for the compilation). The last
/// [`SHARED_LAZY`] distinct contents are kept, and bytes equal to one of them (a `memcmp`) share
/// it instead of being copied.
fn shared_bytes(bytes: &[u8]) -> Arc<[u8]> {
    static SEEN: Mutex<Vec<Arc<[u8]>>> = Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(i) = seen.iter().position(|b| **b == *bytes) {
        let b = seen.remove(i);
        seen.insert(0, b.clone());
        return b;
    }
    let b: Arc<[u8]> = Arc::from(bytes);
    seen.insert(0, b.clone());
    seen.truncate(SHARED_LAZY);
    b
}

/// Adds a copy of the module in `buffer` (NVVM IR text or bitcode) to the program.
///
/// # Safety
/// `buffer` is NULL or valid for reading `size` bytes; `name` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn nvvmAddModuleToProgram(
    prog: nvvmProgram,
    buffer: *const c_char,
    size: usize,
    name: *const c_char,
) -> nvvmResult {
    // SAFETY: the caller's contract is `add`'s.
    guard(NVVM_ERROR_OUT_OF_MEMORY, || unsafe { add(prog, buffer, size, name, false) })
}

/// Adds a copy of a module of which only what the program uses is linked (libdevice).
///
/// # Safety
/// As [`nvvmAddModuleToProgram`].
#[no_mangle]
pub unsafe extern "C" fn nvvmLazyAddModuleToProgram(
    prog: nvvmProgram,
    buffer: *const c_char,
    size: usize,
    name: *const c_char,
) -> nvvmResult {
    // SAFETY: the caller's contract is `add`'s.
    guard(NVVM_ERROR_OUT_OF_MEMORY, || unsafe { add(prog, buffer, size, name, true) })
}

/// The option strings as Rust strings; a NULL entry or array is reported like an unsupported
/// option.
///
/// # Safety
/// When `num > 0`, `options` is NULL or valid for reading `num` pointers, each NULL or a
/// NUL-terminated string.
unsafe fn option_strings(num: c_int, options: *const *const c_char) -> Result<Vec<String>, String> {
    if num <= 0 {
        return Ok(Vec::new());
    }
    if options.is_null() {
        return Err(format!("libnvvm : error: {num} options were announced but the option array is NULL"));
    }
    (0..num as usize)
        .map(|i| {
            // SAFETY: `i < num` and `options` is non-NULL: a readable entry by the contract.
            let p = unsafe { *options.add(i) };
            if p.is_null() {
                Err(format!("libnvvm : error: option {i} is a NULL pointer"))
            } else {
                // SAFETY: non-NULL, hence NUL-terminated by the contract; copied at once.
                Ok(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
            }
        })
        .collect()
}

/// # Safety
/// `options` as [`option_strings`] requires.
unsafe fn compile_or_verify(prog: nvvmProgram, num: c_int, options: *const *const c_char, verify: bool) -> nvvmResult {
    let Some(h) = lookup(prog) else { return NVVM_ERROR_INVALID_PROGRAM };
    let mut p = lock(&h);
    // SAFETY: the caller's contract is `option_strings`'s.
    let parsed = unsafe { option_strings(num, options) }.and_then(|o| options::parse(&o));
    let (mut opts, isolation) = match parsed {
        Ok(o) => o,
        Err(line) => {
            p.set_log(&line);
            if !verify {
                p.result = vec![0];
            }
            return NVVM_ERROR_INVALID_OPTION;
        }
    };
    if p.modules.is_empty() {
        p.set_log("");
        return NVVM_ERROR_NO_MODULE_IN_PROGRAM;
    }
    opts.check_only = verify;
    // A lazily added module contributes only what the program uses: nvvmc's late linking of
    // libdevice does exactly that, so the (first) lazy module is the program's libdevice.
    let mut inputs = p.modules.clone();
    // The libdevice an nvJitLink link of `-gen-lto` objects will use (numba adds it to each).
    if let Some((_, bytes)) = p.lazy.first() {
        nvjitlink::remember_libdevice(bytes.clone());
    }
    if let Some((first, rest)) = p.lazy.split_first() {
        opts.libdevice_bytes = Some(LibdeviceBytes { name: first.0.clone(), bytes: first.1.clone() });
        // Further lazy modules (not something numba or cuda-python add) are linked whole.
        inputs.extend(rest.iter().map(|(name, bytes)| Input::from_memory(name.clone(), bytes.to_vec())));
    }
    // In-process, nvvmc::compile recovers LLVM's fatal errors and crashes itself (the locks
    // held here are outside what it recovers from, so they are released normally). Isolated
    // (`-nvvmc-isolate`, a limit, NVVMC_ISOLATE=1), a worker process compiles: the same code,
    // result and log (`nvvmc::isolate::libnvvm` computes them in both), and this process never
    // enters LLVM.
    let serial = serial_lock();
    // The compile cache (`-nvvmc-cache`, `NVVMC_CACHE=1`; `nvvmc::cache`) answers here, in this
    // process, before any worker is started; a miss compiles as below and is stored.
    let outcome = nvvmc::cache::libnvvm(isolation.cache, &inputs, &opts, || {
        if isolation.isolated() {
            let worker = worker_executable();
            nvvmc::isolate::compile_libnvvm(worker.as_deref(), &inputs, &opts, &isolation.limits)
        } else {
            nvvmc::isolate::libnvvm::compile(&inputs, &opts)
        }
    });
    drop(serial);
    p.set_log(&outcome.log);
    if !verify {
        p.result = outcome.result.unwrap_or_default();
        // PTX is a C string; an LTO object (`-gen-lto`) is binary, its size exact.
        if opts.emit != nvvmc::EmitKind::Lto {
            p.result.push(0);
        }
    }
    use nvvmc::isolate::libnvvm::Code;
    match outcome.code {
        Code::Success => NVVM_SUCCESS,
        Code::InvalidOption => NVVM_ERROR_INVALID_OPTION,
        Code::InvalidIr => NVVM_ERROR_INVALID_IR,
        Code::Compilation => NVVM_ERROR_COMPILATION,
    }
}

/// The isolated mode's worker: `$NVVMC_WORKER`, else `nvvmc` beside this library (found from
/// where this library is mapped), looked up once per process.
fn worker_executable() -> Result<std::path::PathBuf, nvvmc::Problem> {
    static WORKER: OnceLock<Result<std::path::PathBuf, nvvmc::Problem>> = OnceLock::new();
    WORKER
        .get_or_init(|| {
            let library = nvvmc::isolate::library_containing(nvvmCompileProgram as *const () as usize);
            nvvmc::isolate::find_worker(std::env::var_os(nvvmc::isolate::WORKER_ENV), library.as_deref())
        })
        .clone()
}

/// Compiles the program's modules to PTX with libNVVM's option strings.
///
/// # Safety
/// When `num_options > 0`, `options` is NULL or valid for reading `num_options` pointers, each
/// NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn nvvmCompileProgram(
    prog: nvvmProgram,
    num_options: c_int,
    options: *const *const c_char,
) -> nvvmResult {
    // SAFETY: the caller's contract is `compile_or_verify`'s.
    guard(NVVM_ERROR_COMPILATION, || unsafe { compile_or_verify(prog, num_options, options, false) })
}

/// Checks the program's modules (parse, link, NVVM legality) without generating code.
///
/// # Safety
/// As [`nvvmCompileProgram`].
#[no_mangle]
pub unsafe extern "C" fn nvvmVerifyProgram(
    prog: nvvmProgram,
    num_options: c_int,
    options: *const *const c_char,
) -> nvvmResult {
    // SAFETY: the caller's contract is `compile_or_verify`'s.
    guard(NVVM_ERROR_INVALID_IR, || unsafe { compile_or_verify(prog, num_options, options, true) })
}

/// # Safety
/// `out` is NULL or valid for writing one `size_t`.
unsafe fn size_of(prog: nvvmProgram, out: *mut usize, which: fn(&Program) -> &Vec<u8>) -> nvvmResult {
    let Some(h) = lookup(prog) else { return NVVM_ERROR_INVALID_PROGRAM };
    if out.is_null() {
        return NVVM_ERROR_INVALID_INPUT;
    }
    let len = which(&lock(&h)).len();
    // SAFETY: non-NULL, hence writable by the caller's contract.
    unsafe { *out = len };
    NVVM_SUCCESS
}

/// # Safety
/// `buffer` is NULL or valid for writing as many bytes as the matching size call reported.
unsafe fn copy_out(prog: nvvmProgram, buffer: *mut c_char, which: fn(&Program) -> &Vec<u8>) -> nvvmResult {
    let Some(h) = lookup(prog) else { return NVVM_ERROR_INVALID_PROGRAM };
    if buffer.is_null() {
        return NVVM_ERROR_INVALID_INPUT;
    }
    let p = lock(&h);
    let src = which(&p);
    // SAFETY: `buffer` is non-NULL and has room for `src.len()` bytes (the size reported for
    // this program, which only a compile/verify under the same lock changes); a client buffer
    // does not overlap the program's own vector.
    unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), buffer as *mut u8, src.len()) };
    NVVM_SUCCESS
}

/// The size of the compiled result, its terminating NUL included (1 before any compilation).
///
/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvvmGetCompiledResultSize(prog: nvvmProgram, size: *mut usize) -> nvvmResult {
    // SAFETY: the caller's contract is `size_of`'s.
    guard(NVVM_ERROR_INVALID_PROGRAM, || unsafe { size_of(prog, size, |p| &p.result) })
}

/// Copies the compiled result (NUL-terminated) to `buffer`.
///
/// # Safety
/// `buffer` is NULL or valid for writing the size [`nvvmGetCompiledResultSize`] reported for
/// this program since its last compilation.
#[no_mangle]
pub unsafe extern "C" fn nvvmGetCompiledResult(prog: nvvmProgram, buffer: *mut c_char) -> nvvmResult {
    // SAFETY: the caller's contract is `copy_out`'s.
    guard(NVVM_ERROR_INVALID_PROGRAM, || unsafe { copy_out(prog, buffer, |p| &p.result) })
}

/// The size of the log, its terminating NUL included: 1 when there is nothing to say.
///
/// # Safety
/// `size` is NULL or valid for writing one `size_t`.
#[no_mangle]
pub unsafe extern "C" fn nvvmGetProgramLogSize(prog: nvvmProgram, size: *mut usize) -> nvvmResult {
    // SAFETY: the caller's contract is `size_of`'s.
    guard(NVVM_ERROR_INVALID_PROGRAM, || unsafe { size_of(prog, size, |p| &p.log) })
}

/// Copies the log (NUL-terminated) to `buffer`.
///
/// # Safety
/// `buffer` is NULL or valid for writing the size [`nvvmGetProgramLogSize`] reported for this
/// program since its last compile or verify.
#[no_mangle]
pub unsafe extern "C" fn nvvmGetProgramLog(prog: nvvmProgram, buffer: *mut c_char) -> nvvmResult {
    // SAFETY: the caller's contract is `copy_out`'s.
    guard(NVVM_ERROR_INVALID_PROGRAM, || unsafe { copy_out(prog, buffer, |p| &p.log) })
}
