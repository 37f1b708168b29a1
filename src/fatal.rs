//! The last line of defence against LLVM aborting the process.
//!
//! nvvmc checks its input before every stage that could make LLVM abort (the codegen guard, the
//! NVVM metadata guard), so this handler should never run. If LLVM still reports a fatal error,
//! the handler turns it into one clear message and exit code 1 instead of an abort with a stack
//! dump. No output file exists yet at that point: outputs are written only after code
//! generation succeeded.

use std::ffi::CStr;
use std::os::raw::c_char;

extern "C" fn on_fatal_error(reason: *const c_char) {
    let reason = if reason.is_null() {
        "unknown error".to_string()
    } else {
        unsafe { CStr::from_ptr(reason) }.to_string_lossy().into_owned()
    };
    eprintln!(
        "nvvmc: error: LLVM failed: {}\n  note: nvvmc's checks should have caught this before LLVM ran; please report it with the input",
        reason.trim()
    );
    use std::io::Write;
    let _ = std::io::stderr().flush();
    // Some of LLVM's fatal paths abort after the handler returns; end the process ourselves,
    // with the compile-error exit code.
    std::process::exit(1);
}

pub fn install_handler() {
    unsafe { llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(on_fatal_error)) };
}
