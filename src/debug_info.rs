//! How much of the IR's debug information reaches the PTX (`-g`, `--lineinfo`; libNVVM `-g`,
//! `-generate-line-info`).
//!
//! The IR decides what there is. LLVM's NVPTX backend writes `.file`/`.loc` from `!dbg`
//! locations and, for a full-debug compile unit, also the DWARF sections and `.target …, debug`.
//! By default (and with `-g`) all of it is kept, as libNVVM 12.9 does whatever its options say
//! (measured); numba-cuda depends on that for `lineinfo=True`, which passes no option and only
//! puts line directives in the IR. `--lineinfo` / `-generate-line-info` without `-g` keeps line
//! tables only. IR without debug information gives PTX without it whatever is asked: there is
//! nothing to emit. The stage runs right before code generation, after every diagnostic that
//! uses source lines.

use crate::error::CompileError;
use crate::options::DebugInfo;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::targets::TargetMachine;

/// Keeps the debug information asked for. For line tables it returns a new module to compile
/// instead of `module` (see [`directives_only`]).
pub fn apply<'ctx>(
    module: &Module<'ctx>,
    machine: &TargetMachine,
    wanted: DebugInfo,
) -> Result<Option<Module<'ctx>>, CompileError> {
    match wanted {
        DebugInfo::AsInput => Ok(None),
        // No compile unit, no debug information: nothing to reduce.
        DebugInfo::LineTables if module.get_global_metadata_size("llvm.dbg.cu") == 0 => Ok(None),
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
    let text = text
        .replace("emissionKind: FullDebug", "emissionKind: DebugDirectivesOnly")
        .replace("emissionKind: LineTablesOnly", "emissionKind: DebugDirectivesOnly");
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "line-tables");
    module
        .get_context()
        .create_module_from_ir(buf)
        .map_err(|e| CompileError::Codegen(format!("cannot keep line tables only: {}", e.to_string().trim())))
}
