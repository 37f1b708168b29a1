//! How much of the IR's debug information reaches the PTX (`-g`, `--lineinfo`; libNVVM `-g`,
//! `-generate-line-info`).
//!
//! LLVM's NVPTX backend writes `.file`/`.loc` from `!dbg` locations, and with a full-debug
//! compile unit also the DWARF sections and `.target …, debug`. So this stage only removes what
//! was not asked for, right before code generation (diagnostics before it still use the source
//! lines): everything by default, the variables and types for line tables only. IR without
//! debug information gives PTX without it whatever is asked: there is nothing to emit.

use crate::error::CompileError;
use crate::options::DebugInfo;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::TargetMachine;

/// Removes the debug information not asked for. For line tables it returns a new module to
/// compile instead of `module` (see [`directives_only`]).
pub fn apply<'ctx>(module: &Module<'ctx>, machine: &TargetMachine, wanted: DebugInfo) -> Result<Option<Module<'ctx>>, CompileError> {
    match wanted {
        DebugInfo::Full => Ok(None),
        DebugInfo::None => {
            unsafe { llvm_sys::debuginfo::LLVMStripModuleDebugInfo(module.as_mut_ptr()) };
            Ok(None)
        }
        DebugInfo::LineTables => {
            // LLVM's own pass: keeps `!dbg` locations and the subprograms they need, drops
            // variables and types.
            let pipeline = "strip-nonlinetable-debuginfo";
            module
                .run_passes(pipeline, machine, inkwell::passes::PassBuilderOptions::create())
                .map_err(|e| CompileError::Passes { pipeline: pipeline.into(), message: e.to_string() })?;
            directives_only(module).map(Some)
        }
    }
}

/// The module with every compile unit's emission kind set to `DebugDirectivesOnly`: what NVPTX
/// needs for `.file`/`.loc` alone. With `LineTablesOnly` or `FullDebug` it also writes the DWARF
/// sections and `.target …, debug`, which makes ptxas compile for the debugger (`-lineinfo` must
/// not). LLVM's C API cannot set the emission kind, so the module goes through its text form
/// (only for line-table compilations, just before code generation).
fn directives_only<'ctx>(module: &Module<'ctx>) -> Result<Module<'ctx>, CompileError> {
    let text = module.print_to_string().to_string();
    let text = text.replace("emissionKind: FullDebug", "emissionKind: DebugDirectivesOnly").replace(
        "emissionKind: LineTablesOnly",
        "emissionKind: DebugDirectivesOnly",
    );
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "line-tables");
    module
        .get_context()
        .create_module_from_ir(buf)
        .map_err(|e| CompileError::Codegen(format!("cannot keep line tables only: {}", e.to_string().trim())))
}
