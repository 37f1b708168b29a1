//! Linking modules with LLVM's IR linker (`LLVMLinkModules2`). inkwell's
//! `Module::link_in_module` replaces the context's diagnostic handler with one that writes
//! through a pointer to its own stack frame and never restores it, so nvvmc links here: the
//! context keeps its handler (a [`super::context::DiagnosedContext`] records the linker's
//! messages).

use crate::module::Module;

/// The linker reported an error (its message went to the context's diagnostic handler).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LinkFailed;

/// Links `src` into `dst`, consuming `src` (LLVM destroys it, also on failure).
pub fn link_modules<'ctx>(dst: &Module<'ctx>, src: Module<'ctx>) -> Result<(), LinkFailed> {
    // `Linker::linkModules` assumes one context (a lifetime cannot tell two apart).
    assert!(dst.context() == src.context(), "link_modules of modules of two contexts");
    // LLVMLinkModules2 disposes of the source module: the handle gives up its ownership.
    let raw = src.into_raw();
    // SAFETY: two live modules of the same context (`'ctx`); `raw` is owned (forgotten above) and
    // passed to LLVM, which takes it.
    let failed = unsafe { llvm_sys::linker::LLVMLinkModules2(dst.as_mut_ptr(), raw) } != 0;
    if failed {
        Err(LinkFailed)
    } else {
        Ok(())
    }
}
