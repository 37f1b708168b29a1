//! PTX emission with LLVM's NVPTX backend.

use crate::error::CompileError;
use inkwell::module::Module;
use inkwell::targets::{FileType, TargetMachine};

/// Emits the module as PTX text.
pub fn emit_ptx(machine: &TargetMachine, module: &Module<'_>) -> Result<Vec<u8>, CompileError> {
    let buf =
        machine.write_to_memory_buffer(module, FileType::Assembly).map_err(|e| CompileError::Codegen(e.to_string()))?;
    Ok(buf.as_slice().to_vec())
}
