//! Reading inputs: which bytes are bitcode, and LLVM's text and bitcode parsers with a fallback
//! data layout for modules that name none (`ir/src/cpp/parse_with_layout.cpp`: the C API's parsers
//! take no data-layout callback; that file's header says why it matters). Bitcode that outlives a
//! compilation (libdevice), read lazily or whole, is `super::bitcode`'s.

use crate::context::Context;
use crate::context_ref::AsContextRef;
use crate::module::Module;
use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};
use std::ffi::{c_char, c_int, CString};

extern "C" {
    // ir/src/cpp/parse_with_layout.cpp
    fn nvvmc_parse_ir_with_fallback_layout(
        ctx: LLVMContextRef,
        data: *const c_char,
        len: usize,
        buffer_name: *const c_char,
        fallback_layout: *const c_char,
        out: *mut LLVMModuleRef,
        layout_supplied: *mut c_int,
        message: *mut *mut c_char,
    ) -> c_int;
    fn nvvmc_parse_bitcode_with_fallback_layout(
        ctx: LLVMContextRef,
        data: *const c_char,
        len: usize,
        buffer_name: *const c_char,
        fallback_layout: *const c_char,
        out: *mut LLVMModuleRef,
        layout_supplied: *mut c_int,
        message: *mut *mut c_char,
    ) -> c_int;
}

/// Whether `bytes` are LLVM bitcode: they start with `BC 0xC0DE`, or with the wrapper magic
/// `0x0B17C0DE` (little-endian).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(&[b'B', b'C', 0xC0, 0xDE]) || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Which of LLVM's parsers reads the bytes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Format {
    /// `parseIR`: LLVM IR text (or bitcode, which it recognizes), `LLVMParseIRInContext2`'s
    /// error messages.
    Text,
    /// `parseBitcodeFile`, with the bitcode reader's own error messages.
    Bitcode,
}

/// A module LLVM parsed, and whether it was given the fallback layout.
pub struct Parsed<'ctx> {
    pub module: Module<'ctx>,
    /// The module named no `target datalayout` and was parsed with the fallback layout.
    pub layout_supplied: bool,
}

/// Parses `bytes` (named `buffer_name` in LLVM's messages) into `ctx`, with `fallback_layout` in
/// force from the start when the module has no data layout of its own; the error is LLVM's
/// message.
pub fn parse_with_fallback_layout<'ctx>(
    ctx: &'ctx Context,
    bytes: &[u8],
    buffer_name: &str,
    fallback_layout: &str,
    format: Format,
) -> Result<Parsed<'ctx>, String> {
    let name = CString::new(buffer_name.replace('\0', "?")).expect("no NUL");
    let layout = CString::new(fallback_layout).map_err(|_| "the data layout contains a NUL byte".to_string())?;
    let mut module = std::ptr::null_mut();
    let mut supplied = 0;
    let mut message = std::ptr::null_mut();
    let parse = match format {
        Format::Bitcode => nvvmc_parse_bitcode_with_fallback_layout,
        Format::Text => nvvmc_parse_ir_with_fallback_layout,
    };
    // SAFETY: a live context; `bytes` is a valid slice the callee copies; the two strings are
    // NUL-terminated and outlive the call; the out-pointers are valid locals. On success `module`
    // is a new module of `ctx` that the caller owns; on failure `message` is null or a string to
    // free with LLVMDisposeMessage.
    let failed = unsafe {
        parse(
            ctx.as_ctx_ref(),
            bytes.as_ptr() as *const c_char,
            bytes.len(),
            name.as_ptr(),
            layout.as_ptr(),
            &mut module,
            &mut supplied,
            &mut message,
        )
    };
    if failed != 0 {
        // SAFETY: the callee's message, owned here and freed once by `Message`.
        return Err(unsafe { super::Message::from_raw(message) }.to_string_lossy());
    }
    // SAFETY: a non-null module of `ctx` whose ownership the parser handed to the caller.
    let module = unsafe { Module::new(module) };
    Ok(Parsed { module, layout_supplied: supplied != 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAYOUT: &str = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64";

    #[test]
    fn text_gets_the_fallback_layout_only_when_it_names_none() {
        let ctx = Context::new();
        let plain =
            parse_with_fallback_layout(&ctx, b"define void @f() {\n  ret void\n}\n", "a.ll", LAYOUT, Format::Text)
                .unwrap();
        assert!(plain.layout_supplied);
        assert_eq!(super::super::data_layout(&plain.module), LAYOUT);
        let own = "target datalayout = \"e-p:32:32\"\n";
        let own = parse_with_fallback_layout(&ctx, own.as_bytes(), "b.ll", LAYOUT, Format::Text).unwrap();
        assert!(!own.layout_supplied);
        let err = parse_with_fallback_layout(&ctx, b"define", "bad.ll", LAYOUT, Format::Text).err().unwrap();
        assert!(err.starts_with("bad.ll:1:"), "{err}");
    }

    #[test]
    fn bitcode_is_recognized_and_parsed() {
        let ctx = Context::new();
        let m = parse_with_fallback_layout(&ctx, b"define i32 @g() {\n  ret i32 1\n}\n", "g.ll", LAYOUT, Format::Text)
            .unwrap()
            .module;
        let bc = m.to_bitcode();
        assert!(is_bitcode(&bc) && !is_bitcode(b"define"));
        let parsed = parse_with_fallback_layout(&ctx, &bc, "g.bc", LAYOUT, Format::Bitcode).unwrap();
        assert!(parsed.module.function("g").is_some());
        let err =
            parse_with_fallback_layout(&ctx, &bc[..bc.len() / 2], "cut.bc", LAYOUT, Format::Bitcode).err().unwrap();
        assert!(!err.is_empty());
    }
}
