//! LLVM's diagnostics, collected instead of printed: every LLVM context nvvmc creates gets a
//! diagnostic handler that records what LLVM reports (a bitcode reader error, a linker
//! conflict, a backend error), so that nvvmc turns it into its own error naming the input and
//! the fix. Without a handler LLVM prints the message to stderr and, for an error, calls
//! `exit(1)`: inside a client's process (the C API) that ends the host.
//!
//! inkwell's `Module::link_in_module` replaces the context's handler with one that writes
//! through a pointer to its own stack frame and never restores it, so nvvmc links with
//! [`link_modules`] instead.

use inkwell::context::Context;
use inkwell::module::Module;
use llvm_sys::core::{LLVMContextGetDiagnosticContext, LLVMContextGetDiagnosticHandler, LLVMContextSetDiagnosticHandler};
use llvm_sys::core::{LLVMDisposeMessage, LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity};
use llvm_sys::prelude::{LLVMContextRef, LLVMDiagnosticInfoRef};
use llvm_sys::LLVMDiagnosticSeverity;
use std::ffi::{c_void, CStr};
use std::sync::Mutex;

/// One diagnostic LLVM reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LlvmDiagnostic {
    pub error: bool,
    pub message: String,
}

/// Where a context's handler records its diagnostics.
#[derive(Default)]
pub struct Sink {
    entries: Mutex<Vec<LlvmDiagnostic>>,
}

extern "C" fn record(info: LLVMDiagnosticInfoRef, data: *mut c_void) {
    if data.is_null() {
        return;
    }
    // SAFETY: `data` is the `Sink` installed with this handler, which outlives its context.
    let sink = unsafe { &*(data as *const Sink) };
    let severity = unsafe { LLVMGetDiagInfoSeverity(info) };
    let error = match severity {
        LLVMDiagnosticSeverity::LLVMDSError => true,
        LLVMDiagnosticSeverity::LLVMDSWarning => false,
        // Remarks and notes are only produced when asked for; nvvmc asks for none.
        _ => return,
    };
    let message = unsafe {
        let p = LLVMGetDiagInfoDescription(info);
        if p.is_null() {
            String::new()
        } else {
            let s = CStr::from_ptr(p).to_string_lossy().trim().to_string();
            LLVMDisposeMessage(p);
            s
        }
    };
    if let Ok(mut e) = sink.entries.lock() {
        e.push(LlvmDiagnostic { error, message });
    }
}

/// The one handler value nvvmc installs and recognizes (one static, so one address).
static HANDLER: llvm_sys::LLVMDiagnosticHandler = Some(record);

/// The sink of `ctx`, when its handler is nvvmc's.
unsafe fn sink_of<'a>(ctx: LLVMContextRef) -> Option<&'a Sink> {
    if ctx.is_null() {
        return None;
    }
    let ours = HANDLER.map(|f| f as usize);
    if LLVMContextGetDiagnosticHandler(ctx).map(|f| f as usize) != ours {
        return None;
    }
    (LLVMContextGetDiagnosticContext(ctx) as *const Sink).as_ref()
}

/// An LLVM context whose diagnostics nvvmc collects. Dereferences to the inkwell [`Context`].
pub struct DiagnosedContext {
    // Declared first: the context is disposed before the sink its handler points at.
    ctx: Context,
    sink: Box<Sink>,
}

impl DiagnosedContext {
    pub fn new() -> Self {
        let ctx = Context::create();
        let sink = Box::<Sink>::default();
        unsafe { attach_raw(ctx.raw(), &sink) };
        DiagnosedContext { ctx, sink }
    }

    /// Everything LLVM reported since the last call, in order.
    pub fn take(&self) -> Vec<LlvmDiagnostic> {
        std::mem::take(&mut *self.sink.entries.lock().unwrap_or_else(|p| p.into_inner()))
    }
}

impl Default for DiagnosedContext {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Deref for DiagnosedContext {
    type Target = Context;
    fn deref(&self) -> &Context {
        &self.ctx
    }
}

/// Installs the recording handler on a raw context.
///
/// # Safety
/// `sink` must outlive the context.
pub unsafe fn attach_raw(ctx: LLVMContextRef, sink: &Sink) {
    LLVMContextSetDiagnosticHandler(ctx, HANDLER, sink as *const Sink as *mut c_void);
}

/// The diagnostics recorded so far on `ctx` (when its handler is nvvmc's), taken.
///
/// # Safety
/// `ctx` is null or a live LLVM context.
pub unsafe fn take(ctx: LLVMContextRef) -> Vec<LlvmDiagnostic> {
    match sink_of(ctx) {
        Some(sink) => std::mem::take(&mut *sink.entries.lock().unwrap_or_else(|p| p.into_inner())),
        None => Vec::new(),
    }
}

/// The error messages among `diags`, joined with "; " (or `fallback` when there is none).
pub fn error_text(diags: &[LlvmDiagnostic], fallback: &str) -> String {
    let errors: Vec<&str> = diags.iter().filter(|d| d.error).map(|d| d.message.as_str()).collect();
    if errors.is_empty() {
        fallback.to_string()
    } else {
        errors.join("; ")
    }
}

/// Links `src` into `dst` (consuming `src`), with LLVM's error message on failure.
pub fn link_modules(dst: &Module<'_>, src: Module<'_>) -> Result<(), String> {
    let ctx = unsafe { llvm_sys::core::LLVMGetModuleContext(dst.as_mut_ptr()) };
    let before = unsafe { take(ctx) };
    let raw = src.as_mut_ptr();
    // LLVMLinkModules2 destroys the source module.
    std::mem::forget(src);
    let failed = unsafe { llvm_sys::linker::LLVMLinkModules2(dst.as_mut_ptr(), raw) } != 0;
    let now = unsafe { take(ctx) };
    unsafe { restore(ctx, before.into_iter().chain(now.iter().filter(|d| !d.error).cloned()).collect()) };
    if failed {
        Err(error_text(&now, "the linker failed without a message"))
    } else {
        Ok(())
    }
}

/// The diagnostics recorded so far in the context of `module` (when it is a
/// [`DiagnosedContext`]), taken; none for another context.
pub fn take_diagnostics(module: &Module<'_>) -> Vec<LlvmDiagnostic> {
    // SAFETY: the context of a live module is live.
    unsafe { take(llvm_sys::core::LLVMGetModuleContext(module.as_mut_ptr())) }
}

/// Puts diagnostics back (in order, before any recorded since) into the context of `module`, so
/// that the stage that owns them reports them.
pub fn restore_diagnostics(module: &Module<'_>, diags: Vec<LlvmDiagnostic>) {
    // SAFETY: as in `take_diagnostics`.
    unsafe { restore(llvm_sys::core::LLVMGetModuleContext(module.as_mut_ptr()), diags) }
}

/// Puts diagnostics back (in order) so that the stage that owns them reports them.
///
/// # Safety
/// `ctx` is null or a live LLVM context.
pub unsafe fn restore(ctx: LLVMContextRef, diags: Vec<LlvmDiagnostic>) {
    if let Some(sink) = sink_of(ctx) {
        let mut e = sink.entries.lock().unwrap_or_else(|p| p.into_inner());
        let later = std::mem::take(&mut *e);
        *e = diags;
        e.extend(later);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::memory_buffer::MemoryBuffer;

    fn module<'c>(ctx: &'c Context, name: &str, text: &str) -> Module<'c> {
        ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name)).unwrap()
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
