//! Reading modules: which bytes are bitcode, and LLVM's text and bitcode parsers with a fallback
//! data layout for modules that name none (`src/cpp/parse_with_layout.cpp`: the C API's parsers
//! take no data-layout callback; that file's header says why it matters).

use inkwell::context::{AsContextRef, Context};
use inkwell::module::Module;
use llvm_sys::prelude::{LLVMContextRef, LLVMModuleRef};
use std::ffi::{c_char, c_int, CString};

extern "C" {
    // src/cpp/parse_with_layout.cpp
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

/// How [`read_bitcode`] reads a module.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Reading {
    /// The whole module at once (`LLVMParseBitcodeInContext`).
    Whole,
    /// Lazily (`LLVMGetBitcodeModuleInContext`): the function index now, each body when it is
    /// materialized (linking materializes what it moves).
    Lazy,
}

/// Where the bytes LLVM reads live.
#[derive(Copy, Clone, Debug)]
pub enum Bytes<'a> {
    /// Read in place: they outlive every module read from them (libdevice's mapped file).
    Static(&'static [u8]),
    /// Copied into a buffer of LLVM's first.
    Copied(&'a [u8]),
}

/// Reads bitcode into the context `ctx` (a `&Context` or a module's `ContextRef`), with the
/// reader's error message on failure ("" when it gave none: the context's diagnostic handler then
/// has it). The message variants of LLVM's readers are used because the others report through
/// the context and, with LLVM's default handler, exit the process.
pub fn read_bitcode<'ctx>(ctx: impl AsContextRef<'ctx>, bytes: Bytes<'_>, buffer_name: &str, reading: Reading) -> Result<Module<'ctx>, String> {
    use llvm_sys::core::{LLVMCreateMemoryBufferWithMemoryRange, LLVMCreateMemoryBufferWithMemoryRangeCopy, LLVMDisposeMemoryBuffer};
    let name = CString::new(buffer_name.replace('\0', "?")).expect("no NUL");
    // SAFETY: the slice is valid for its length; a `Static` one outlives the buffer (and every
    // module read lazily from it), a `Copied` one is copied by LLVM; the name is NUL-terminated
    // and copied.
    let buf = unsafe {
        match bytes {
            Bytes::Static(b) => LLVMCreateMemoryBufferWithMemoryRange(b.as_ptr() as *const c_char, b.len(), name.as_ptr(), 0),
            Bytes::Copied(b) => LLVMCreateMemoryBufferWithMemoryRangeCopy(b.as_ptr() as *const c_char, b.len(), name.as_ptr()),
        }
    };
    let mut module: LLVMModuleRef = std::ptr::null_mut();
    let mut message: *mut c_char = std::ptr::null_mut();
    let ctx = ctx.as_ctx_ref();
    // SAFETY: a live context and a buffer owned here; the out-pointers are valid locals. The
    // lazy reader takes the buffer (also on failure); the whole-module reader does not, so the
    // buffer is disposed of after it, once.
    #[allow(deprecated)]
    let failed = unsafe {
        match reading {
            Reading::Lazy => llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext(ctx, buf, &mut module, &mut message),
            Reading::Whole => {
                let r = llvm_sys::bit_reader::LLVMParseBitcodeInContext(ctx, buf, &mut module, &mut message);
                LLVMDisposeMemoryBuffer(buf);
                r
            }
        }
    } != 0;
    // SAFETY: the reader's message (or null), owned here and freed once by `Message`.
    let text = unsafe { super::Message::from_raw(message) }.to_string_lossy();
    if failed || module.is_null() {
        return Err(text.trim().to_string());
    }
    // SAFETY: a non-null module of `ctx` that the reader handed to the caller.
    Ok(unsafe { Module::new(module) })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAYOUT: &str = "e-p:64:64:64-i64:64-i128:128-v16:16-v32:32-n16:32:64";

    #[test]
    fn text_gets_the_fallback_layout_only_when_it_names_none() {
        let ctx = Context::create();
        let plain = parse_with_fallback_layout(&ctx, b"define void @f() {\n  ret void\n}\n", "a.ll", LAYOUT, Format::Text).unwrap();
        assert!(plain.layout_supplied);
        assert_eq!(super::super::data_layout(&plain.module), LAYOUT);
        let own = "target datalayout = \"e-p:32:32\"\n";
        let own = parse_with_fallback_layout(&ctx, own.as_bytes(), "b.ll", LAYOUT, Format::Text).unwrap();
        assert!(!own.layout_supplied);
        let err = parse_with_fallback_layout(&ctx, b"define", "bad.ll", LAYOUT, Format::Text).err().unwrap();
        assert!(err.starts_with("bad.ll:1:"), "{err}");
    }

    #[test]
    fn bitcode_is_recognized_and_read_whole_or_lazily() {
        let ctx = Context::create();
        let m = parse_with_fallback_layout(&ctx, b"define i32 @g() {\n  ret i32 1\n}\n", "g.ll", LAYOUT, Format::Text).unwrap().module;
        let bc = m.write_bitcode_to_memory().as_slice().to_vec();
        assert!(is_bitcode(&bc) && !is_bitcode(b"define"));
        for reading in [Reading::Whole, Reading::Lazy] {
            let read = read_bitcode(&ctx, Bytes::Copied(&bc), "g.bc", reading).unwrap();
            assert!(read.get_function("g").is_some());
        }
        let parsed = parse_with_fallback_layout(&ctx, &bc, "g.bc", LAYOUT, Format::Bitcode).unwrap();
        assert!(parsed.module.get_function("g").is_some());
        let err = read_bitcode(&ctx, Bytes::Copied(&bc[..bc.len() / 2]), "cut.bc", Reading::Lazy).err().unwrap();
        assert!(!err.is_empty());
    }
}
