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
use nvvmc_ir::Module;
use nvvmc_ir::TargetMachine;

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
        DebugInfo::LineTables if nvvmc_ir::metadata::named_metadata_operands(module, "llvm.dbg.cu").is_empty() => {
            Ok(None)
        }
        DebugInfo::LineTables => {
            // LLVM's own pass: keeps `!dbg` locations and the subprograms they need, drops
            // variables and types.
            let pipeline = "strip-nonlinetable-debuginfo";
            module
                .run_passes(pipeline, machine)
                .map_err(|message| CompileError::Passes { pipeline: pipeline.into(), message })?;
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
    let text = module.print();
    let text = text
        .replace("emissionKind: FullDebug", "emissionKind: DebugDirectivesOnly")
        .replace("emissionKind: LineTablesOnly", "emissionKind: DebugDirectivesOnly");
    module
        .context()
        .parse_ir(text.as_bytes(), "line-tables")
        .map_err(|e| CompileError::Codegen(format!("cannot keep line tables only: {}", e.to_string().trim()).into()))
}
