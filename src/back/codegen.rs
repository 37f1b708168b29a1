//! PTX emission with LLVM's NVPTX backend.

use crate::error::CompileError;
use nvvmc_ir::Module;
use nvvmc_ir::TargetMachine;

/// Emits the module as PTX text.
pub fn emit_ptx(machine: &TargetMachine, module: &Module<'_>) -> Result<Vec<u8>, CompileError> {
    machine.emit_assembly(module).map_err(|e| CompileError::Codegen(e.into()))
}
