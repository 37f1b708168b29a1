//! PTX emission with LLVM's NVPTX backend.

use crate::error::CompileError;
use inkwell::module::Module;
use inkwell::targets::{FileType, TargetMachine};

/// Emits the module as PTX text.
pub fn emit_ptx(machine: &TargetMachine, module: &Module<'_>) -> Result<Vec<u8>, CompileError> {
    let buf = machine
        .write_to_memory_buffer(module, FileType::Assembly)
        .map_err(|e| CompileError::Codegen(e.to_string()))?;
    Ok(buf.as_slice().to_vec())
}

/// The program's PTX, generated on `opts.split_compile` threads when it splits by kernel (see
/// `crate::split_codegen`); on one thread it is exactly [`emit_ptx`]'s.
pub fn emit_program_ptx(machine: &TargetMachine, module: &Module<'_>, opts: &crate::options::Options) -> Result<Vec<u8>, CompileError> {
    crate::split_codegen::emit_ptx(machine, module, opts)
}
