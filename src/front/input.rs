//! Reading and parsing inputs: NVVM IR text (`.ll`, both the opaque-pointer and the typed-pointer
//! dialect) and bitcode (`.bc`, raw or wrapped), from files, memory or stdin.

use crate::error::{CompileError, InputProblem};
use nvvmc_ir::reader;
use nvvmc_ir::Context;
use nvvmc_ir::Module;
use std::io::Read;
use std::path::Path;

/// One input module: a display name (the path, or `<stdin>`) and its bytes.
#[derive(Debug, Clone)]
pub struct Input {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Input {
    pub fn from_memory(name: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        Input { name: name.into(), bytes: bytes.into() }
    }

    /// Reads a file, or stdin for `-`.
    pub fn read(path: &str) -> Result<Self, CompileError> {
        if path == "-" {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|source| CompileError::ReadInput { path: "<stdin>".into(), source })?;
            return Ok(Input { name: "<stdin>".into(), bytes });
        }
        let p = Path::new(path);
        if p.is_dir() {
            return Err(CompileError::ReadInput {
                path: path.into(),
                source: std::io::Error::other("is a directory; pass the .ll or .bc files inside it"),
            });
        }
        let bytes = std::fs::read(p).map_err(|source| CompileError::ReadInput { path: path.into(), source })?;
        Ok(Input { name: path.into(), bytes })
    }

    /// Whether the input is bitcode (raw or wrapped; the boundary's one magic check).
    pub fn is_bitcode(&self) -> bool {
        Self::bytes_are_bitcode(&self.bytes)
    }

    /// Whether `bytes` are bitcode, as [`Input::is_bitcode`] says of an input's.
    pub fn bytes_are_bitcode(bytes: &[u8]) -> bool {
        reader::is_bitcode(bytes)
    }
}

/// A parsed input and the data layout it was written with.
pub struct Parsed<'ctx> {
    pub module: Module<'ctx>,
    /// The module's own `target datalayout`, empty when it had none (and was parsed with the
    /// fallback layout).
    pub data_layout_as_written: String,
    /// For text: the functions its `!nvvm.annotations` marks with the `kernel` property, as
    /// written (LLVM's parser turns them into `ptx_kernel`). None for bitcode.
    pub annotated_kernels: Option<crate::front::annotation_guard::Kernels>,
}

/// Parses one input into `ctx`. Text and bitcode first go through the guard against NVVM metadata
/// that crashes LLVM's parser (see `annotation_guard/`). A module without a data layout is
/// parsed with `fallback_layout` (the target machine's) in force from the start, so that the
/// alignments the parser fills in (every load, store and alloca without `align`) are the
/// target's, as with `llc`; a module with its own layout is parsed with it.
///
/// How deep the input nests is checked before LLVM recurses on it (`nesting.rs`): text before it
/// is parsed, every module right after.
pub fn parse<'ctx>(ctx: &'ctx Context, input: &Input, fallback_layout: &str) -> Result<Parsed<'ctx>, CompileError> {
    // An nvvmc LTO object (`--emit lto`, `-gen-lto`) is read as the bitcode it holds.
    if crate::front::lto_object::is_object(&input.bytes) {
        let object = crate::front::lto_object::decode(&input.bytes)
            .map_err(|error| CompileError::LtoObject { input: input.name.clone(), error })?;
        let bitcode = Input::from_memory(input.name.clone(), object.bitcode);
        return parse_text_or_bitcode(ctx, &bitcode, fallback_layout);
    }
    // Text in the NVVM IR 1.1 specification's syntax (LLVM 3.x) is upgraded first, line for
    // line; errors about it point at the text as written (`legacy_text/`). Other text is
    // untouched.
    if !input.is_bitcode() {
        if let Some(mut upgraded) = crate::front::legacy_text::upgrade_text(&input.name, &input.bytes)? {
            let text = Input::from_memory(input.name.clone(), std::mem::take(&mut upgraded.text));
            return parse_text_or_bitcode(ctx, &text, fallback_layout).map_err(|e| upgraded.map_error(e));
        }
    }
    parse_text_or_bitcode(ctx, input, fallback_layout)
}

/// [`parse`] of an input in today's syntax.
fn parse_text_or_bitcode<'ctx>(
    ctx: &'ctx Context,
    input: &Input,
    fallback_layout: &str,
) -> Result<Parsed<'ctx>, CompileError> {
    if !input.is_bitcode() {
        crate::front::nesting::check_text(&input.name, &input.bytes)?;
    }
    let parsed = parse_input(ctx, input, fallback_layout)?;
    crate::front::nesting::check_module(&input.name, &parsed.module)?;
    Ok(parsed)
}

/// [`parse`] without the nesting checks.
fn parse_input<'ctx>(ctx: &'ctx Context, input: &Input, fallback_layout: &str) -> Result<Parsed<'ctx>, CompileError> {
    if input.is_bitcode() {
        crate::front::annotation_guard::check_bitcode(&input.name, &input.bytes)?;
        return parse_with_fallback_layout(ctx, input, &input.bytes, fallback_layout, true).map_err(|e| {
            CompileError::Unreadable { input: input.name.clone(), message: format!("invalid bitcode: {}", e.trim()) }
        });
    }
    let text = std::str::from_utf8(&input.bytes).map_err(|e| CompileError::Unreadable {
        input: input.name.clone(),
        message: format!("not LLVM IR text (invalid UTF-8 at byte {}) and not bitcode either", e.valid_up_to()),
    })?;
    let llvm_error = |e: String| CompileError::Parse(InputProblem::from_llvm(&input.name, &e));
    // The guard (annotation_guard/): LLVM parses the text with `!nvvm.annotations` parked under
    // another name, so that its upgrade of the entries waits until the guard has checked them.
    let Some(parked) = crate::front::annotation_guard::park(text) else {
        let mut parsed =
            parse_with_fallback_layout(ctx, input, &input.bytes, fallback_layout, false).map_err(llvm_error)?;
        parsed.annotated_kernels = Some(Default::default());
        return Ok(parsed);
    };
    let mut parsed = match parse_with_fallback_layout(ctx, input, &parked.bytes, fallback_layout, false) {
        Ok(p) => p,
        Err(e) => {
            if let Some(e) = crate::front::annotation_guard::unparsable_list(&input.name, &parked) {
                return Err(e);
            }
            if !e.contains(&parked.name) {
                return Err(llvm_error(e));
            }
            // LLVM quotes the line of the error, here one that defines the list: quote it as
            // written. The text as written fails in the same place, before the end of the module
            // where the upgrade runs.
            return Err(match parse_with_fallback_layout(ctx, input, &input.bytes, fallback_layout, false) {
                Err(e) => llvm_error(e),
                Ok(_) => llvm_error(e),
            });
        }
    };
    let kernels = crate::front::annotation_guard::check_parsed(&input.name, &parsed.module, &parked)?;
    restore_annotations(&parsed.module, &parked.name, true);
    parsed.annotated_kernels = Some(kernels);
    Ok(parsed)
}

/// Gives `module` its `!nvvm.annotations` back from the list parked under `parked` (in its place
/// among the named metadata), then, with `upgrade`, runs LLVM's upgrade of the entries as its
/// parser would have.
pub(crate) fn restore_annotations(module: &Module<'_>, parked: &str, upgrade: bool) {
    nvvmc_ir::annotations::restore_parked(module, parked, upgrade);
}

/// LLVM's parser (text, or bitcode with `bitcode`) on `bytes` (the input's, or a text the guard
/// prepared from them) with `fallback_layout` for a module that has no layout of its own; the
/// error is LLVM's message, naming the input.
fn parse_with_fallback_layout<'ctx>(
    ctx: &'ctx Context,
    input: &Input,
    bytes: &[u8],
    fallback_layout: &str,
    bitcode: bool,
) -> Result<Parsed<'ctx>, String> {
    let format = if bitcode { reader::Format::Bitcode } else { reader::Format::Text };
    let parsed = reader::parse_with_fallback_layout(ctx, bytes, &input.name, fallback_layout, format)?;
    let module = parsed.module;
    let data_layout_as_written = if parsed.layout_supplied { String::new() } else { nvvmc_ir::data_layout(&module) };
    Ok(Parsed { module, data_layout_as_written, annotated_kernels: None })
}
