//! LLVM's crash recovery, reached through `ir/src/cpp/crash_recovery.cpp` (LLVM's
//! `CrashRecoveryContext` has no C binding): [`run_recovered`] runs a closure so that an LLVM
//! fatal error or a crash signal on the running thread returns instead of ending the process.
//! What a recovered failure leaks and what callers must not hold across it is the driver's
//! contract (`nvvmc::crash_recovery`).

use std::ffi::{c_char, c_int, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};

extern "C" {
    // ir/src/cpp/crash_recovery.cpp
    fn nvvmc_install_fatal_error_handler();
    fn nvvmc_run_recovered(f: extern "C" fn(*mut c_void), data: *mut c_void) -> c_int;
    fn nvvmc_fatal_reason() -> *const c_char;
}

/// How a recovered computation ended when it did not return.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Interrupted {
    /// LLVM reported a fatal error; its reason ("" when LLVM gave none).
    Fatal(String),
    /// A crash signal (SIGSEGV = 11, SIGABRT = 6, …) on the running thread.
    Signal(i32),
    /// The closure never ran (recovery returned normally without calling it).
    NotRun,
}

/// Installs the fatal-error handler (once per process): inside [`run_recovered`] it jumps back
/// there; outside it prints one line and exits with status 1.
pub fn install_fatal_error_handler() {
    // SAFETY: takes no arguments; the C++ side installs LLVM's handler once (std::call_once).
    unsafe { nvvmc_install_fatal_error_handler() }
}

struct Slot<F, T> {
    f: Option<F>,
    out: Option<std::thread::Result<T>>,
}

extern "C" fn trampoline<F: FnOnce() -> T, T>(data: *mut c_void) {
    // SAFETY: `data` is the `Slot<F, T>` that `run_recovered` passes, alive and not otherwise
    // borrowed for the whole call (the C++ side only hands it back).
    let slot = unsafe { &mut *(data as *mut Slot<F, T>) };
    if let Some(f) = slot.f.take() {
        // A panic must not unwind into C++: it is caught here and handed back.
        slot.out = Some(catch_unwind(AssertUnwindSafe(f)));
    }
}

/// Runs `f` under LLVM's crash recovery: `Ok` with what `f` returned or the panic it raised, or
/// why it was interrupted. An interrupted `f` skips the destructors of everything between the
/// failure and this call (it is leaked, never freed half-way).
pub fn run_recovered<T>(f: impl FnOnce() -> T) -> Result<std::thread::Result<T>, Interrupted> {
    run_slot(f)
}

fn run_slot<F: FnOnce() -> T, T>(f: F) -> Result<std::thread::Result<T>, Interrupted> {
    let mut slot: Slot<F, T> = Slot { f: Some(f), out: None };
    // SAFETY: `trampoline::<F, T>` is called at most once with the pointer to `slot`, which lives
    // on this frame until the call returns (normally or by LLVM's jump back to RunSafely, which is
    // inside the call).
    let code = unsafe { nvvmc_run_recovered(trampoline::<F, T>, &mut slot as *mut Slot<F, T> as *mut c_void) };
    match (code, slot.out.take()) {
        (0, Some(out)) => Ok(out),
        (0, None) => Err(Interrupted::NotRun),
        (1, _) => {
            // SAFETY: the C++ side returns a NUL-terminated thread-local string, valid until the
            // next recovered run on this thread; it is copied at once.
            let reason = unsafe { CStr::from_ptr(nvvmc_fatal_reason()) }.to_string_lossy().into_owned();
            Err(Interrupted::Fatal(reason))
        }
        (c, _) => Err(Interrupted::Signal(c - 128)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        /// POSIX `raise(3)`.
        fn raise(sig: c_int) -> c_int;
    }

    #[test]
    fn a_crash_signal_returns_and_the_next_run_works() {
        install_fatal_error_handler();
        // SAFETY: raising SIGSEGV on this thread runs LLVM's recovery handler, which jumps back
        // to `run_recovered`; no Rust frame between it and `raise` holds anything to drop.
        let r = run_recovered(|| unsafe { raise(11) });
        assert_eq!(r.map(|_| ()), Err(Interrupted::Signal(11)));
        assert_eq!(run_recovered(|| 7).map(|r| r.ok()), Ok(Some(7)));
    }

    #[test]
    fn a_panic_comes_back_as_the_closure_s_result() {
        let r = run_recovered(|| -> () { panic!("boom") });
        assert!(matches!(r, Ok(Err(_))));
    }
}
