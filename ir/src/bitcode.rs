//! Bitcode that outlives a compilation (libdevice, whose bytes the driver owns and interns:
//! `src/middle/link/libdevice.rs`), read into a context lazily (only the function index; the bodies on
//! demand) or whole, with the reader's error returned instead of sent to the context's
//! diagnostic handler. Nothing here maps a file: a mapping that another process truncates faults
//! this one (SIGBUS).

use crate::context_ref::AsContextRef;
use crate::module::Module;
#[allow(deprecated)]
use llvm_sys::bit_reader::{LLVMGetBitcodeModuleInContext, LLVMParseBitcodeInContext};
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMMemoryBufferRef, LLVMModuleRef};
use std::ffi::CString;

/// A buffer over `bytes` (not copied) named `name` in LLVM's messages.
///
/// # Safety
/// `bytes` outlives every use of the buffer (and of a module lazily read from it).
unsafe fn buffer(bytes: &[u8], name: &str) -> LLVMMemoryBufferRef {
    let name = CString::new(name.replace('\0', "?")).expect("no NUL");
    // SAFETY: per the function's contract; LLVM copies the name; 0: no NUL terminator required.
    unsafe { llc::LLVMCreateMemoryBufferWithMemoryRange(bytes.as_ptr() as *const _, bytes.len(), name.as_ptr(), 0) }
}

/// The module a reader returned, or its error (`None`: the reader gave no message; the context's
/// diagnostics may say why).
///
/// # Safety
/// `failed`, `module` and `msg` are what one of LLVM's bitcode readers returned into `ctx`.
unsafe fn finish<'ctx>(
    failed: bool,
    module: LLVMModuleRef,
    msg: *mut std::ffi::c_char,
) -> Result<Module<'ctx>, Option<String>> {
    // SAFETY: the reader's message (or null), owned here and freed once.
    let message = unsafe { super::Message::from_raw(msg) }.to_string_lossy();
    if failed || module.is_null() {
        let message = message.trim().to_string();
        return Err((!msg.is_null()).then_some(message));
    }
    // SAFETY: a new module of `ctx`, owned by the caller from here.
    Ok(unsafe { Module::new(module) })
}

/// Reads `bytes` into `ctx` lazily: only the index is read; a function's body is read when the
/// linker (or a pass) materializes it. The module keeps using `bytes`, hence `'static`.
pub fn read_lazily<'ctx>(
    ctx: impl AsContextRef<'ctx>,
    bytes: &'static [u8],
    name: &str,
) -> Result<Module<'ctx>, Option<String>> {
    let mut module = std::ptr::null_mut();
    let mut msg = std::ptr::null_mut();
    // SAFETY: `bytes` is 'static. The lazy reader takes ownership of the buffer (also when it
    // fails), so it is not disposed here; a live context and valid out-pointers.
    #[allow(deprecated)]
    let failed =
        unsafe { LLVMGetBitcodeModuleInContext(ctx.as_ctx_ref(), buffer(bytes, name), &mut module, &mut msg) } != 0;
    // SAFETY: what the reader returned into `ctx`.
    unsafe { finish(failed, module, msg) }
}

/// Reads all of `bytes` into `ctx`.
pub fn read_whole<'ctx>(
    ctx: impl AsContextRef<'ctx>,
    bytes: &[u8],
    name: &str,
) -> Result<Module<'ctx>, Option<String>> {
    let mut module = std::ptr::null_mut();
    let mut msg = std::ptr::null_mut();
    // SAFETY: the buffer is used only during the call (the whole module is read, it does not
    // keep the buffer), then disposed; a live context and valid out-pointers.
    #[allow(deprecated)]
    let failed = unsafe {
        let buf = buffer(bytes, name);
        let r = LLVMParseBitcodeInContext(ctx.as_ctx_ref(), buf, &mut module, &mut msg);
        llc::LLVMDisposeMemoryBuffer(buf);
        r
    } != 0;
    // SAFETY: what the reader returned into `ctx`.
    unsafe { finish(failed, module, msg) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    /// A small module as bitcode, leaked (the lazy reader keeps using its bytes).
    fn bitcode(ctx: &Context) -> &'static [u8] {
        let text = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\ndeclare i32 @g()\n";
        let m = ctx.parse_ir(text.as_bytes(), "t").unwrap();
        Box::leak(m.to_bitcode().into_boxed_slice())
    }

    #[test]
    fn lazy_and_whole_reads_see_the_functions_and_bad_bytes_are_an_error() {
        let ctx = Context::new();
        let bytes = bitcode(&ctx);
        for m in [read_lazily(&ctx, bytes, "t").unwrap(), read_whole(&ctx, bytes, "t").unwrap()] {
            let f = super::super::module::named_function(&m, "f").unwrap();
            assert!(!f.is_declaration(), "a lazily read body still counts as a definition");
            assert!(super::super::module::named_function(&m, "g").unwrap().is_declaration());
        }
        let damaged: &'static [u8] = Box::leak(bytes[..bytes.len() / 2].to_vec().into_boxed_slice());
        assert!(read_whole(&ctx, damaged, "t").is_err());
        assert!(read_lazily(&ctx, b"not bitcode", "t").is_err());
    }
}
