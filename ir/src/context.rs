//! LLVM contexts: [`Context`] owns one ([`crate::ContextRef`] names one).
//!
//! Contexts whose diagnostics are collected instead of printed: [`DiagnosedContext`] owns a
//! [`Context`] with a diagnostic handler that records what LLVM reports (a bitcode reader
//! error, a linker conflict, a backend error) in a [`Sink`]. Without a handler LLVM prints the
//! message to stderr and, for an error, calls `exit(1)`: inside a client's process (the C API)
//! that ends the host. What the driver makes of the diagnostics is `nvvmc::llvm_diagnostics`.

use super::context_ref::{AsContextRef, ContextRef};
use super::module::Module;
use llvm_sys::core::{
    LLVMContextGetDiagnosticContext, LLVMContextGetDiagnosticHandler, LLVMContextSetDiagnosticHandler,
};
use llvm_sys::core::{LLVMGetDiagInfoDescription, LLVMGetDiagInfoSeverity, LLVMGetModuleContext};
use llvm_sys::prelude::{LLVMContextRef, LLVMDiagnosticInfoRef};
use llvm_sys::LLVMDiagnosticSeverity;
use std::ffi::c_void;
use std::sync::Mutex;

/// An LLVM context, owned: every module, type and value made in it lives until it is dropped.
pub struct Context {
    inner: inkwell::context::Context,
}

impl Context {
    pub fn new() -> Self {
        Context { inner: inkwell::context::Context::create() }
    }

    pub(crate) fn raw(&self) -> llvm_sys::prelude::LLVMContextRef {
        self.inner.raw()
    }

    #[cfg(test)]
    pub(crate) fn inkwell(&self) -> &inkwell::context::Context {
        &self.inner
    }

    /// The context as a [`ContextRef`].
    pub fn as_ref(&self) -> ContextRef<'_> {
        // SAFETY: a live context, alive as long as the borrow.
        unsafe { ContextRef::from_raw(self.raw()) }
    }

    /// With `discard`, the names given from now on to instructions, arguments and blocks are
    /// dropped (globals keep theirs, and names given before stay); without, kept again. LLVM's
    /// passes name what they make (`x.fca.0.extract`, …): building those names cost ~6% of the
    /// instructions of compiling a small numba kernel, and no generated code depends on them
    /// (clang's release builds drop them the same way). LLVM's text parser refuses a context that
    /// discards names, so it must not be on while text is parsed into the context.
    pub fn discard_value_names(&self, discard: bool) {
        // SAFETY: a live context; the flag only decides whether later `setName`s keep the name.
        unsafe { llvm_sys::core::LLVMContextSetDiscardValueNames(self.raw(), discard as i32) }
    }

    /// A new empty module called `name`.
    pub fn create_module(&self, name: &str) -> Module<'_> {
        self.as_ref().create_module(name)
    }

    /// Parses LLVM IR text (or bitcode, which LLVM's IR parser recognizes) called `name` in
    /// LLVM's messages; the error is LLVM's `name:line:col: error: ...` text. (Inputs are read
    /// with [`crate::reader`], which also supplies a data layout.)
    pub fn parse_ir(&self, text: impl AsRef<[u8]>, name: &str) -> Result<Module<'_>, String> {
        self.as_ref().parse_ir(text, name)
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Context")
    }
}

impl<'ctx> AsContextRef<'ctx> for &'ctx Context {
    fn as_ctx_ref(&self) -> LLVMContextRef {
        self.raw()
    }
}

impl<'ctx> AsContextRef<'ctx> for &'ctx DiagnosedContext {
    fn as_ctx_ref(&self) -> LLVMContextRef {
        self.ctx.raw()
    }
}

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

impl Sink {
    /// Everything recorded so far, in order, taken.
    fn take(&self) -> Vec<LlvmDiagnostic> {
        std::mem::take(&mut *self.entries.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// Puts `diags` back before what was recorded since.
    fn restore(&self, diags: Vec<LlvmDiagnostic>) {
        let mut e = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        let later = std::mem::take(&mut *e);
        *e = diags;
        e.extend(later);
    }
}

extern "C" fn record(info: LLVMDiagnosticInfoRef, data: *mut c_void) {
    if data.is_null() {
        return;
    }
    // SAFETY: `data` is the `Sink` installed with this handler (`attach_raw`), which outlives its
    // context; the sink is only read through `&` (its entries are behind a mutex).
    let sink = unsafe { &*(data as *const Sink) };
    // SAFETY: LLVM calls the handler with a live diagnostic.
    let severity = unsafe { LLVMGetDiagInfoSeverity(info) };
    let error = match severity {
        LLVMDiagnosticSeverity::LLVMDSError => true,
        LLVMDiagnosticSeverity::LLVMDSWarning => false,
        // Remarks and notes are only produced when asked for; nvvmc asks for none.
        _ => return,
    };
    // SAFETY: a live diagnostic; the description is a message LLVM allocated for the caller,
    // owned (and freed once) by `Message`.
    let message =
        unsafe { super::Message::from_raw(LLVMGetDiagInfoDescription(info)) }.to_string_lossy().trim().to_string();
    if let Ok(mut e) = sink.entries.lock() {
        e.push(LlvmDiagnostic { error, message });
    }
}

/// The one handler value nvvmc installs and recognizes (one static, so one address).
static HANDLER: llvm_sys::LLVMDiagnosticHandler = Some(record);

/// The sink of `ctx`, when its handler is nvvmc's.
///
/// # Safety
/// `ctx` is null or a live LLVM context; the sink lives as long as the context (its installer's
/// contract), which the caller does not outlive with the returned reference.
unsafe fn sink_of<'a>(ctx: LLVMContextRef) -> Option<&'a Sink> {
    if ctx.is_null() {
        return None;
    }
    let ours = HANDLER.map(|f| f as usize);
    // SAFETY: a live context (the function's contract).
    if unsafe { LLVMContextGetDiagnosticHandler(ctx) }.map(|f| f as usize) != ours {
        return None;
    }
    // SAFETY: the handler is nvvmc's, so the diagnostic context is the `Sink` it was installed
    // with, alive as long as the context.
    unsafe { (LLVMContextGetDiagnosticContext(ctx) as *const Sink).as_ref() }
}

/// An LLVM context whose diagnostics nvvmc collects. Dereferences to its [`Context`].
pub struct DiagnosedContext {
    // Declared first: the context is disposed before the sink its handler points at.
    ctx: Context,
    sink: Box<Sink>,
}

impl DiagnosedContext {
    pub fn new() -> Self {
        let ctx = Context::new();
        let sink = Box::<Sink>::default();
        // SAFETY: a live context; the boxed sink is dropped after the context (field order), so it
        // outlives every call of the handler.
        unsafe { attach_raw(ctx.raw(), &sink) };
        DiagnosedContext { ctx, sink }
    }

    /// Everything LLVM reported since the last call, in order.
    pub fn take(&self) -> Vec<LlvmDiagnostic> {
        self.sink.take()
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

/// The context of a module, raw, for the queries below.
fn context_of(module: &Module<'_>) -> LLVMContextRef {
    // SAFETY: a live module; its context is live at least as long.
    unsafe { LLVMGetModuleContext(module.as_mut_ptr()) }
}

/// The diagnostics recorded so far in the context of `module` (when it is a
/// [`DiagnosedContext`]), taken; none for another context.
pub fn take_diagnostics(module: &Module<'_>) -> Vec<LlvmDiagnostic> {
    // SAFETY: the context of a live module is live; the sink is only used within this call.
    unsafe { take_raw(context_of(module)) }
}

/// Puts diagnostics back (in order, before any recorded since) into the context of `module`, so
/// that the stage that owns them reports them.
pub fn restore_diagnostics(module: &Module<'_>, diags: Vec<LlvmDiagnostic>) {
    // SAFETY: as in `take_diagnostics`.
    unsafe { restore_raw(context_of(module), diags) }
}

/// Installs the recording handler on a raw context.
///
/// # Safety
/// `ctx` is a live LLVM context and `sink` outlives it (LLVM calls the handler with `sink` until
/// the context is disposed).
unsafe fn attach_raw(ctx: LLVMContextRef, sink: &Sink) {
    // SAFETY: per the function's contract.
    unsafe { LLVMContextSetDiagnosticHandler(ctx, HANDLER, sink as *const Sink as *mut c_void) }
}

/// [`take_diagnostics`] on a raw context (null, or one whose handler is not nvvmc's: none).
///
/// # Safety
/// `ctx` is null or a live LLVM context.
unsafe fn take_raw(ctx: LLVMContextRef) -> Vec<LlvmDiagnostic> {
    // SAFETY: per the function's contract; the sink is used within this call only.
    match unsafe { sink_of(ctx) } {
        Some(sink) => sink.take(),
        None => Vec::new(),
    }
}

/// [`restore_diagnostics`] on a raw context.
///
/// # Safety
/// `ctx` is null or a live LLVM context.
unsafe fn restore_raw(ctx: LLVMContextRef, diags: Vec<LlvmDiagnostic>) {
    // SAFETY: per the function's contract; the sink is used within this call only.
    if let Some(sink) = unsafe { sink_of(ctx) } {
        sink.restore(diags);
    }
}
