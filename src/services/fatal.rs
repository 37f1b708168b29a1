//! The last line of defence against LLVM ending the process.
//!
//! nvvmc checks its input before every stage that could make LLVM abort (the codegen guard, the
//! NVVM metadata guard), so LLVM's fatal-error handler should never run. If LLVM still reports a
//! fatal error, nvvmc's handler (`ir/src/cpp/crash_recovery.cpp`, through `ir::crash_recovery`) returns to the compilation that was
//! running, which fails with [`crate::CompileError::Llvm`] (see `crash_recovery.rs`); with no
//! compilation running it prints one clear line and exits with status 1. No output file exists
//! at that point: outputs are written only after code generation succeeded.

/// Installs nvvmc's LLVM fatal-error handler (once per process): inside a recovered compilation
/// (`crash_recovery::run`) it returns there; outside it prints one line and exits with status 1.
pub fn install_handler() {
    nvvmc_ir::crash_recovery::install_fatal_error_handler();
}
