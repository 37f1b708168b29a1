//! Running a compilation so that nothing in it can end the host process.
//!
//! nvvmc's `libnvvm.so` runs inside other people's processes (numba-cuda, cuda-python), so an
//! LLVM fatal error (`report_fatal_error`, which exits) or a crash signal in LLVM (SIGSEGV,
//! SIGABRT, …) must become an error return. [`run`] executes a closure under LLVM's
//! `CrashRecoveryContext` (through the IR boundary's `ir::crash_recovery`, over
//! `ir/src/cpp/crash_recovery.cpp`, the only way to reach it): the
//! fatal-error handler and, while compilations run, LLVM's signal handlers jump back to it.
//!
//! What a recovered failure costs: the jump skips every destructor between the failure and
//! [`run`], so what the compilation had allocated (its LLVM context, modules, target machine) is
//! leaked, never freed half-way. Code that runs under [`run`] therefore holds no lock across a
//! call into LLVM (a skipped guard would stay locked); the C API takes its program's lock
//! outside. Rust panics inside are caught too and reported like crashes.

use nvvmc_ir::crash_recovery::{self as recovery, Interrupted};

/// Why a recovered computation did not return.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// LLVM reported a fatal error; its reason.
    Fatal(String),
    /// A crash signal (SIGSEGV = 11, SIGABRT = 6, …) on the compiling thread.
    Signal(i32),
    /// A Rust panic; its message.
    Panic(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Fatal(reason) => write!(f, "{}", reason.trim()),
            Failure::Signal(sig) => {
                write!(f, "crashed with signal {sig} ({})", crate::services::isolate::signal_name(*sig))
            }
            Failure::Panic(msg) => write!(f, "internal error: {msg}"),
        }
    }
}

impl Failure {
    /// Whether this is LLVM's verifier rejecting a module by a fatal error, as LLVM's IR reader
    /// does with a broken module that carries debug information (`UpgradeDebugInfo` in
    /// `llvm/lib/IR/AutoUpgrade.cpp`: `report_fatal_error("Broken module found, compilation
    /// aborted!")`): during parsing, an invalid input rather than a failure of LLVM.
    ///
    /// This is the one place nvvmc reads a fatal error's text. LLVM's fatal-error handler gets
    /// only the reason string; avoiding the fatal path would take the IR boundary (`nvvmc-ir`)
    /// parsing with that upgrade's verification off and verifying on its own.
    pub fn is_verifier_rejection(&self) -> bool {
        matches!(self, Failure::Fatal(reason) if reason.contains("Broken module found"))
    }
}

/// Runs `f` under crash recovery; see the module comment for what a failure leaks.
pub fn run<T>(f: impl FnOnce() -> T) -> Result<T, Failure> {
    crate::services::fatal::install_handler();
    match recovery::run_recovered(f) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(panic)) => Err(Failure::Panic(panic_text(&*panic))),
        Err(Interrupted::NotRun) => Err(Failure::Panic("the recovered function did not run".into())),
        Err(Interrupted::Fatal(reason)) => {
            Err(Failure::Fatal(if reason.is_empty() { "unknown fatal error".into() } else { reason }))
        }
        Err(Interrupted::Signal(sig)) => Err(Failure::Signal(sig)),
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "panic".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// LLVM 22's NVPTX backend cannot select `llvm.sin.f64` and reports a fatal error
    /// ("Cannot select"); nvvmc's codegen guard normally stops such a module first.
    fn codegen_unselectable() -> Result<Vec<u8>, crate::CompileError> {
        let machine =
            crate::back::target::create_machine(&"sm_52".parse().unwrap(), None, crate::OptLevel::O2).unwrap();
        let ctx = nvvmc_ir::Context::new();
        let ir = "target triple = \"nvptx64-nvidia-cuda\"\n\
            define double @f(double %x) {\n  %r = call double @llvm.sin.f64(double %x)\n  ret double %r\n}\n\
            declare double @llvm.sin.f64(double)\n";
        let module = ctx.parse_ir(ir.as_bytes(), "sin.ll").unwrap();
        crate::back::codegen::emit_ptx(&machine, &module)
    }

    #[test]
    fn an_llvm_fatal_error_returns_and_the_next_run_works() {
        let r = run(codegen_unselectable);
        match r {
            Err(Failure::Fatal(reason)) => assert!(reason.contains("Cannot select"), "{reason}"),
            other => panic!("expected a recovered fatal error, got {other:?}"),
        }
        // Twice: recovery works again after a recovery.
        assert!(matches!(run(codegen_unselectable), Err(Failure::Fatal(_))));
        assert_eq!(run(|| 41 + 1), Ok(42));
    }

    #[test]
    fn a_panic_is_reported_not_propagated() {
        let r: Result<(), Failure> = run(|| panic!("boom"));
        assert_eq!(r, Err(Failure::Panic("boom".into())));
        assert_eq!(run(|| "ok"), Ok("ok"));
    }

    // A crash signal's recovery is tested with the mechanism, in `nvvmc_ir::crash_recovery`.
}
