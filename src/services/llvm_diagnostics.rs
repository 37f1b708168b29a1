//! LLVM's diagnostics, collected instead of printed: every LLVM context nvvmc creates gets a
//! diagnostic handler that records what LLVM reports (a bitcode reader error, a linker
//! conflict, a backend error), so that nvvmc turns it into its own error naming the input and
//! the fix. Without a handler LLVM prints the message to stderr and, for an error, calls
//! `exit(1)`: inside a client's process (the C API) that ends the host.
//!
//! Modules are linked with [`link_modules`], which keeps the context's handler (`ir::linker`
//! says why the usual binding's linker cannot be used).
//!
//! The handler, the context that owns it and the linker call are the IR boundary's
//! (`nvvmc_ir::context`, `ir::linker`); this file decides what the diagnostics mean.

use nvvmc_ir::context as diag;
use nvvmc_ir::Module;

pub use nvvmc_ir::context::{restore_diagnostics, take_diagnostics};
pub use nvvmc_ir::context::{DiagnosedContext, LlvmDiagnostic};

/// The error messages among `diags`, joined with "; " (or `fallback` when there is none).
pub fn error_text(diags: &[LlvmDiagnostic], fallback: &str) -> String {
    let errors: Vec<&str> = diags.iter().filter(|d| d.error).map(|d| d.message.as_str()).collect();
    if errors.is_empty() {
        fallback.to_string()
    } else {
        errors.join("; ")
    }
}

/// Links `src` into `dst` (consuming `src`), with LLVM's error message on failure. The
/// diagnostics recorded before, and the linker's warnings, stay for the stage that owns them.
pub fn link_modules<'ctx>(dst: &Module<'ctx>, src: Module<'ctx>) -> Result<(), String> {
    let before = diag::take_diagnostics(dst);
    let failed = nvvmc_ir::linker::link_modules(dst, src).is_err();
    let now = diag::take_diagnostics(dst);
    diag::restore_diagnostics(dst, before.into_iter().chain(now.iter().filter(|d| !d.error).cloned()).collect());
    if failed {
        Err(error_text(&now, "the linker failed without a message"))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nvvmc_ir::Context;

    fn module<'c>(ctx: &'c Context, name: &str, text: &str) -> Module<'c> {
        ctx.parse_ir(text.as_bytes(), name).unwrap()
    }

    #[test]
    fn a_link_conflict_is_an_error_message_not_an_exit() {
        let ctx = DiagnosedContext::new();
        let a = module(&ctx, "a.ll", "define void @f() {\n  ret void\n}\n");
        let b = module(&ctx, "b.ll", "define void @f() {\n  ret void\n}\n");
        let err = link_modules(&a, b).unwrap_err();
        assert!(err.contains("symbol multiply defined") && err.contains("f"), "{err}");
        // The context stays usable, and nothing is left over.
        let c = module(&ctx, "c.ll", "define void @g() {\n  ret void\n}\n");
        link_modules(&a, c).unwrap();
        assert!(ctx.take().is_empty());
    }
}
