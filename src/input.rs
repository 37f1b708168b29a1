//! Reading and parsing inputs: NVVM IR text (`.ll`, both the opaque-pointer and the typed-pointer
//! dialect) and bitcode (`.bc`, raw or wrapped), from files, memory or stdin.

use crate::error::CompileError;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
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

    /// Bitcode starts with `BC 0xC0DE`, or with the wrapper magic `0x0B17C0DE`.
    pub fn is_bitcode(&self) -> bool {
        self.bytes.starts_with(&[b'B', b'C', 0xC0, 0xDE]) || self.bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
    }
}

/// Parses one input into `ctx`. Text and bitcode first go through the guard against NVVM metadata
/// that crashes LLVM's parser (see `annotation_guard.rs`).
pub fn parse<'ctx>(ctx: &'ctx Context, input: &Input) -> Result<Module<'ctx>, CompileError> {
    if input.is_bitcode() {
        crate::annotation_guard::check_bitcode(&input.name, &input.bytes)?;
        let buf = MemoryBuffer::create_from_memory_range_copy(&input.bytes, &input.name);
        return Module::parse_bitcode_from_buffer(&buf, ctx).map_err(|e| CompileError::Parse {
            input: input.name.clone(),
            message: format!("{}: invalid bitcode: {}", input.name, e.to_string().trim()),
        });
    }
    let text = std::str::from_utf8(&input.bytes).map_err(|e| CompileError::Parse {
        input: input.name.clone(),
        message: format!(
            "{}: not LLVM IR text (invalid UTF-8 at byte {}) and not bitcode either",
            input.name,
            e.valid_up_to()
        ),
    })?;
    crate::annotation_guard::check(&input.name, text)?;
    let buf = MemoryBuffer::create_from_memory_range_copy(&input.bytes, &input.name);
    ctx.create_module_from_ir(buf).map_err(|e| CompileError::Parse {
        input: input.name.clone(),
        message: e.to_string().trim_end().to_string(),
    })
}
