//! The link strategy as the pipeline sees it: the stages each `--link` choice contributes (before
//! the optimizer, after math lowering, after code generation) and what it provides. One
//! implementation per strategy (`late.rs`, `early.rs`, `ptx.rs`, `none.rs`); `src/middle/pipeline/`
//! calls its hooks at their places, asking the strategy whether each runs, and never asks which
//! strategy it has.

use super::LinkReport;
use crate::error::CompileError;
use crate::middle::stage::Stage;
use crate::options::{LinkStrategy, Options};
use crate::services::timing::StageTime;
use nvvmc_ir::Module;
use nvvmc_passes::Diagnostics;
use std::collections::BTreeSet;

/// What a strategy's hooks may use and fill in.
pub struct LinkContext<'a> {
    pub opts: &'a Options,
    /// What was linked, for `--stats`, `--time-report` and the ABI report.
    pub report: &'a mut LinkReport,
    /// Diagnostics of the passes a strategy runs on its own modules (the `ptx` library's reflect).
    pub diags: &'a mut Diagnostics,
    /// Timings of the steps a strategy runs on its own modules, shown under its stage.
    pub timings: &'a mut Vec<StageTime>,
}

/// One way of providing libdevice (`--link`).
pub trait Strategy {
    /// Which strategy it is.
    #[cfg_attr(not(test), allow(dead_code))] // checked by `choose.rs`'s test
    fn kind(&self) -> LinkStrategy;

    /// Whether [`Strategy::before_optimize`] runs (stage `preload-libdevice`).
    fn preloads_libdevice(&self) -> bool {
        false
    }

    /// The stage [`Strategy::after_lowering`] runs as: `link-libdevice` for a strategy that links
    /// libdevice into the program's module, else `compile-libdevice-ptx`.
    fn libdevice_stage(&self) -> Stage {
        Stage::LinkLibdevice
    }

    /// Whether [`Strategy::after_codegen`] has PTX to join (stage `join-ptx`), as it stands now.
    fn joins_ptx(&self) -> bool {
        false
    }

    /// Before the optimizer, after the floating-point modes are applied.
    fn before_optimize(&mut self, _module: &Module<'_>, _cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        Ok(())
    }

    /// Whether libdevice is available to the program at all (not under `none`): math is then
    /// lowered with it in mind (`frem` becomes libdevice's exact `fmod`).
    fn provides_libdevice(&self) -> bool {
        true
    }

    /// After math lowering and the shims: provide the libdevice functions the program uses.
    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError>;

    /// Functions the program may leave undefined because the strategy provides them after code
    /// generation (`ptx`: the libdevice functions of its library PTX).
    fn provided_after_codegen(&self) -> BTreeSet<String> {
        BTreeSet::new()
    }

    /// After code generation: the program's PTX, completed.
    fn after_codegen(&self, ptx: Vec<u8>) -> Result<Vec<u8>, CompileError> {
        Ok(ptx)
    }

    /// The message and fix for a `__nv_*` function still undefined after linking.
    fn missing_function(&self, name: &str) -> (String, String) {
        (
            format!("'{name}' is not a function of this libdevice"),
            "check the name against libdevice's function list, or define it in an input".to_string(),
        )
    }

    /// The fix the code-generation guard gives for math nothing lowered.
    fn math_hint(&self) -> String {
        "nvvmc found no libdevice lowering for this form; compute it in float or double".into()
    }
}
