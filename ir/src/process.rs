//! Ending the process without C++ static destructors, for the `nvvmc` binary.
//!
//! The binary links LLVM statically; its hundreds of `cl::opt` globals are destroyed at `exit`,
//! which measured as ~4% of a `--version` process. POSIX `_exit` ends the process at once,
//! skipping `atexit` handlers and static destructors. It lives here because it is FFI, and this
//! module is where nvvmc's FFI is.

extern "C" {
    /// POSIX `_exit(2)`.
    fn _exit(status: i32) -> !;
}

/// Ends the process with `code` at once: no `atexit` handlers, no C++ static destructors, no
/// Rust destructors of live values, and stdio buffers are not flushed. The caller flushes what
/// it wrote and must have nothing else left to finish (files renamed into place, threads done).
/// Never call it from library code (the C API runs inside its client's process).
pub fn exit_without_destructors(code: i32) -> ! {
    // SAFETY: `_exit` takes any int and never returns; it touches no Rust-visible state. Not
    // running destructors is not undefined behaviour (it is what `std::process::exit` already
    // allows for Rust values); the documented contract above covers the unflushed output.
    unsafe { _exit(code) }
}
