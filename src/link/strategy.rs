//! The link strategy as the pipeline sees it: what each `--link` choice does before the
//! optimizer, after math lowering, what it provides, and after code generation. One
//! implementation per strategy (`late.rs`, `early.rs`, `ptx.rs`, `none.rs`); `src/pipeline.rs`
//! calls the hooks at their places and never asks which strategy it has.

use super::LinkReport;
use crate::error::CompileError;
use crate::options::{LinkStrategy, Options};
use crate::stage::Stage;
use crate::timing::StageTime;
use inkwell::module::Module;
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

    /// Whether [`Strategy::before_optimize`] does anything (the stage `preload-libdevice`).
    fn preloads(&self) -> bool {
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

    /// The stage [`Strategy::after_lowering`] runs as.
    fn after_lowering_stage(&self) -> Stage {
        Stage::LinkLibdevice
    }

    /// After math lowering and the shims: provide the libdevice functions the program uses.
    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError>;

    /// Whether the libdevice functions linked are in the program's module (internalized and
    /// inlined by `optimize-linked`); not under `ptx`, whose library is a PTX module of its own.
    fn links_into_program(&self) -> bool {
        true
    }

    /// Functions the program may leave undefined because the strategy provides them after code
    /// generation (`ptx`: the libdevice functions of its library PTX).
    fn provided_after_codegen(&self) -> BTreeSet<String> {
        BTreeSet::new()
    }

    /// The stage [`Strategy::after_codegen`] runs as, when it has anything to do.
    fn after_codegen_stage(&self) -> Option<Stage> {
        None
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
