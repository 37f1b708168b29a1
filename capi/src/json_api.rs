//! nvvmc's own exports beside libNVVM's API, for the Python package (`python/nvvmc/`, over
//! ctypes) and any other client that wants more than libNVVM's option strings and text log:
//!
//! - `nvvmcVersion()`: a static string naming nvvmc (`"nvvmc 0.1.0"`); NVIDIA's libNVVM has no
//!   such symbol, so its presence tells which library a process loaded;
//! - `nvvmcCompile(...)`: one compilation with the command line's options as a JSON object
//!   (`--link`, `--emit cubin|abi|llvm|bc|lto`, `--strict`, ... which libNVVM's options cannot say),
//!   returning the output bytes and a JSON report with the structured diagnostics (the CLI's
//!   `--diagnostics json` objects) and the error, if any;
//! - `nvvmcFreeBuffer(buffer, size)`: frees what `nvvmcCompile` returned.
//!
//! The declarations are in `include/nvvmc.h`. A call holds no lock but the serial one of
//! `nvvmDisableConcurrentAPI`: compilations on different threads run in parallel, each with its
//! own LLVM context, as `nvvmCompileProgram` does.

use super::{guard, serial_lock};
use nvvmc::{
    Arch, CompileError, DebugInfo, EmitKind, FpOptions, Input, LinkStrategy, OptLevel, Options, PtxVersion,
    SplitCompile,
};
use serde::Deserialize;
use std::ffi::{c_char, c_int};

/// `nvvmcCompile`'s status codes, the command line's exit codes.
const OK: c_int = 0;
const COMPILE_ERROR: c_int = 1;
const USAGE_ERROR: c_int = 2;
/// A NULL pointer where the call needs one, or a panic (no report is written then).
const INVALID_CALL: c_int = 3;

/// The request: the command line's options by their long names (`-` as `_`). A field left out
/// has the command line's default; an unknown field is a usage error, so that a misspelled option
/// is not silently ignored.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Request {
    arch: Option<String>,
    ptx_version: Option<String>,
    opt: Option<u32>,
    emit: Option<String>,
    link: Option<String>,
    libdevice: Option<String>,
    relocatable: bool,
    ftz: Option<bool>,
    prec_div: Option<bool>,
    prec_sqrt: Option<bool>,
    fma: Option<bool>,
    fast_math: bool,
    lower_native_math: bool,
    lineinfo: bool,
    no_infer_address_spaces: bool,
    no_infer_through_integers: bool,
    check: bool,
    strict: bool,
    split_compile: Option<u32>,
    stats: bool,
    time_report: bool,
}

impl Request {
    fn options(&self) -> Result<Options, String> {
        let mut fp = if self.fast_math { FpOptions::fast() } else { FpOptions::default() };
        fp.ftz = self.ftz.unwrap_or(fp.ftz);
        fp.prec_div = self.prec_div.unwrap_or(fp.prec_div);
        fp.prec_sqrt = self.prec_sqrt.unwrap_or(fp.prec_sqrt);
        fp.fma = self.fma.unwrap_or(fp.fma);
        let arch = match &self.arch {
            Some(a) => a.parse::<Arch>().map_err(|e| format!("arch: {e}"))?,
            None => Arch::default(),
        };
        let ptx_version = self
            .ptx_version
            .as_deref()
            .map(|v| v.parse::<PtxVersion>().map_err(|e| format!("ptx_version: {e}")))
            .transpose()?;
        let opt = OptLevel::from_number(self.opt.unwrap_or(3))
            .ok_or_else(|| format!("opt: {} is not 0, 1, 2 or 3", self.opt.unwrap_or(3)))?;
        let emit = match self.emit.as_deref().unwrap_or("ptx") {
            "ptx" => EmitKind::Ptx,
            "llvm" => EmitKind::Llvm,
            "bc" => EmitKind::Bc,
            "cubin" => EmitKind::Cubin,
            "abi" => EmitKind::Abi,
            "lto" => EmitKind::Lto,
            other => return Err(format!("emit: '{other}' is not one of ptx, llvm, bc, cubin, abi, lto")),
        };
        let link = match self.link.as_deref().unwrap_or("late") {
            "late" => LinkStrategy::Late,
            "early" => LinkStrategy::Early,
            "ptx" => LinkStrategy::Ptx,
            "none" => LinkStrategy::None,
            other => return Err(format!("link: '{other}' is not one of late, early, ptx, none")),
        };
        Ok(Options {
            arch,
            ptx_version,
            opt,
            emit,
            link,
            libdevice: self.libdevice.as_ref().map(Into::into),
            debug_info: if self.lineinfo { DebugInfo::LineTables } else { DebugInfo::AsInput },
            fp,
            lower_native_math: self.lower_native_math,
            address_spaces: nvvmc::options::AddressSpaceOptions {
                enabled: !self.no_infer_address_spaces,
                through_integers: !self.no_infer_through_integers,
            },
            relocatable: self.relocatable,
            check_only: self.check,
            strict: self.strict,
            time_report: self.time_report,
            split_compile: SplitCompile(self.split_compile.unwrap_or(1)),
            ..Options::default()
        })
    }
}

/// The error's kind, a stable lowercase name for clients to match on.
fn kind(e: &CompileError) -> &'static str {
    match e {
        CompileError::ReadInput { .. } => "read-input",
        CompileError::Parse { .. } => "parse",
        CompileError::Link { .. } => "link",
        CompileError::InvalidInput { .. } => "invalid-input",
        CompileError::InvalidProgram { .. } => "invalid-input",
        CompileError::Verify { .. } => "verify",
        CompileError::Diagnostics { .. } => "diagnostics",
        CompileError::Codegen(_) => "codegen",
        CompileError::Passes { .. } => "passes",
        CompileError::Libdevice(_) => "libdevice",
        CompileError::Tool(_) => "tool",
        CompileError::Usage(_) => "usage",
        CompileError::Llvm { .. } => "llvm",
        CompileError::Crash { .. } => "crash",
        #[allow(unreachable_patterns)]
        _ => "other",
    }
}

fn error_json(e: &CompileError) -> serde_json::Value {
    serde_json::json!({ "kind": kind(e), "message": e.to_string(), "diagnostic": e.to_diagnostic() })
}

/// Compiles `inputs` as the request says: the status, the output and the JSON report.
fn compile(request: &[u8], inputs: &[Input]) -> (c_int, Vec<u8>, serde_json::Value) {
    let usage = |message: String| {
        let e = CompileError::Usage(message.into());
        (
            USAGE_ERROR,
            Vec::new(),
            serde_json::json!({ "status": USAGE_ERROR, "error": error_json(&e), "diagnostics": [] }),
        )
    };
    let request: Request = match serde_json::from_slice(if request.is_empty() { b"{}" } else { request }) {
        Ok(r) => r,
        Err(e) => return usage(format!("the request is not a valid options object: {e}")),
    };
    let opts = match request.options() {
        Ok(o) => o,
        Err(e) => return usage(e),
    };
    if inputs.is_empty() {
        return usage("no input modules".into());
    }
    let serial = serial_lock();
    let out = nvvmc::compile(inputs, &opts);
    drop(serial);
    let diagnostics: Vec<_> = out.diagnostics.iter().collect();
    let mut report = serde_json::json!({
        "diagnostics": diagnostics,
        "stats": if request.stats { Some(nvvmc::stats::render(&out)) } else { None },
        "time_report": if request.time_report { Some(nvvmc::timing::render(&out.timings)) } else { None },
    });
    let (status, output) = match &out.result {
        Ok(bytes) => {
            report["error"] = serde_json::Value::Null;
            (OK, bytes.clone())
        }
        Err(e) => {
            report["error"] = error_json(e);
            (if e.exit_code() == 2 { USAGE_ERROR } else { COMPILE_ERROR }, Vec::new())
        }
    };
    report["status"] = status.into();
    (status, output, report)
}

/// Hands `bytes` to the caller, who frees them with [`nvvmcFreeBuffer`].
///
/// # Safety
/// `ptr` and `size` are valid for writing one pointer and one `size_t`.
unsafe fn give(bytes: Vec<u8>, ptr: *mut *mut c_char, size: *mut usize) {
    let boxed = bytes.into_boxed_slice();
    let len = boxed.len();
    // SAFETY: both are writable by the caller's contract; the box is leaked to the caller, who
    // returns it (with this length) to `nvvmcFreeBuffer`.
    unsafe {
        *size = len;
        *ptr = Box::into_raw(boxed) as *mut u8 as *mut c_char;
    }
}

/// nvvmc's identity, e.g. `nvvmc 0.1.0`: a static NUL-terminated string. NVIDIA's libNVVM does
/// not export this symbol.
#[no_mangle]
pub extern "C" fn nvvmcVersion() -> *const c_char {
    concat!("nvvmc ", env!("CARGO_PKG_VERSION"), "\0").as_ptr() as *const c_char
}

/// Compiles `num_modules` modules (NVVM IR text or bitcode, linked in order) with the options of
/// the JSON object `request` (`request_size` bytes; 0 means `{}`). On return `*output` holds the
/// output (PTX, IR, cubin or ABI report; empty on error) and `*report` a JSON object
/// `{"status", "error", "diagnostics", "stats", "time_report"}`; free each with
/// [`nvvmcFreeBuffer`]. Returns 0 (success), 1 (compile error), 2 (bad request or options), or
/// 3 (a NULL argument, or an internal failure: nothing is written then).
///
/// # Safety
/// `request` is valid for reading `request_size` bytes (or NULL with size 0); `buffers` and
/// `sizes` are valid for reading `num_modules` entries, each buffer for its size in bytes;
/// `names` is NULL or valid for reading `num_modules` entries, each NULL or a NUL-terminated
/// string; `output`, `output_size`, `report` and `report_size` are valid for writing.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn nvvmcCompile(
    request: *const c_char,
    request_size: usize,
    num_modules: usize,
    buffers: *const *const c_char,
    sizes: *const usize,
    names: *const *const c_char,
    output: *mut *mut c_char,
    output_size: *mut usize,
    report: *mut *mut c_char,
    report_size: *mut usize,
) -> c_int {
    guard(INVALID_CALL, || {
        if output.is_null() || output_size.is_null() || report.is_null() || report_size.is_null() {
            return INVALID_CALL;
        }
        if (request.is_null() && request_size > 0) || (num_modules > 0 && (buffers.is_null() || sizes.is_null())) {
            return INVALID_CALL;
        }
        let request = if request.is_null() {
            Vec::new()
        } else {
            // SAFETY: non-NULL, hence `request_size` readable bytes by the contract; copied at once.
            unsafe { std::slice::from_raw_parts(request as *const u8, request_size) }.to_vec()
        };
        let mut inputs = Vec::with_capacity(num_modules);
        for i in 0..num_modules {
            // SAFETY: `i < num_modules` entries are readable by the contract.
            let (buffer, size) = unsafe { (*buffers.add(i), *sizes.add(i)) };
            if buffer.is_null() {
                return INVALID_CALL;
            }
            // SAFETY: as above, for `names` when it is given.
            let name = if names.is_null() { std::ptr::null() } else { unsafe { *names.add(i) } };
            let name = if name.is_null() {
                format!("<module {}>", i + 1)
            } else {
                // SAFETY: non-NULL, hence NUL-terminated by the contract; copied at once.
                unsafe { std::ffi::CStr::from_ptr(name) }.to_string_lossy().into_owned()
            };
            // SAFETY: non-NULL, hence `size` readable bytes by the contract; copied at once.
            let bytes = unsafe { std::slice::from_raw_parts(buffer as *const u8, size) }.to_vec();
            inputs.push(Input::from_memory(name, bytes));
        }
        let (status, out, json) = compile(&request, &inputs);
        let json = serde_json::to_vec(&json).expect("the report serializes");
        // SAFETY: the four out-pointers are non-NULL, hence writable by the contract.
        unsafe {
            give(out, output, output_size);
            give(json, report, report_size);
        }
        status
    })
}

/// Frees a buffer `nvvmcCompile` returned, with the size it returned; NULL is ignored.
///
/// # Safety
/// `buffer` is NULL or a buffer from [`nvvmcCompile`] with its `size`, not freed before.
#[no_mangle]
pub unsafe extern "C" fn nvvmcFreeBuffer(buffer: *mut c_char, size: usize) {
    if buffer.is_null() {
        return;
    }
    // SAFETY: by the contract, `nvvmcCompile` made this pointer from a boxed slice of `size`
    // bytes (`give`), and it is freed once.
    drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(buffer as *mut u8, size)) });
}
