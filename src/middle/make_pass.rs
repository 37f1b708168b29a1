//! How nvvmc's passes are made from the options: one function per pass whose making takes more
//! than a constructor, its inputs as parameters, called by the pipeline (`src/middle/pipeline/`) and by
//! [`single`] (`--run-pass NAME`) alike, so that a pass run alone is the pass the pipeline runs.

use crate::middle::stage::Stage;
use crate::options::{OptLevel, Options};
use nvvmc_passes::{
    AtomicScope, CodegenGuard, InferAddressSpaces, KernelAttributes, LowerMath, MathLoopUnroll, ModulePass,
    NarrowIntExt, NormalizeTarget, NvvmIntrinsicUpgrade, NvvmLegality,
};
use std::collections::BTreeSet;

/// What `--run-pass` makes a pass from: the options, what reading the input found, and the link
/// strategy's answers.
pub(crate) struct SinglePassInputs<'o> {
    pub opts: &'o Options,
    /// The target's data layout (`normalize-target`).
    pub layout: String,
    /// Kernels marked in libNVVM's way (`None` once a bitcode input's are unknown).
    pub annotated: Option<BTreeSet<String>>,
    /// The legality checker, which watched the inputs as they were read (`nvvm-check`).
    pub legality: Option<NvvmLegality>,
    /// The PTX ISA version generated (`codegen-guard`).
    pub ptx_version: u32,
    /// Whether the link strategy provides libdevice (not `--link none`).
    pub provides_libdevice: bool,
    /// The fix `codegen-guard` gives for math nothing lowered (the link strategy's).
    pub math_hint: String,
}

/// The pass `--run-pass` runs for `stage`, one of the registry's `Pass` rows
/// ([`Stage::single_passes`]); `None` for another stage (or an `nvvm-check` made already).
pub(crate) fn single(stage: Stage, s: &mut SinglePassInputs<'_>) -> Option<Box<dyn ModulePass>> {
    match stage {
        Stage::NormalizeTarget => Some(Box::new(NormalizeTarget::new(s.layout.clone(), String::new()))),
        Stage::NvvmIntrinsicUpgrade => Some(Box::new(NvvmIntrinsicUpgrade::new())),
        Stage::AtomicScope => Some(Box::new(AtomicScope)),
        Stage::KernelAttributes => Some(Box::new(KernelAttributes { annotated: s.annotated.clone() })),
        Stage::NvvmCheck => s.legality.take().map(|l| Box::new(l) as Box<dyn ModulePass>),
        Stage::NarrowIntExt => Some(Box::new(NarrowIntExt)),
        Stage::CanonicalizeMath => Some(Box::new(LowerMath::canonicalize())),
        Stage::FpMode => Some(Box::new(s.opts.fp.mode())),
        Stage::NvvmReflect => Some(Box::new(s.opts.reflect())),
        Stage::DeferUnroll => Some(Box::new(defer_unroll(s.opts, s.provides_libdevice))),
        Stage::FreezeUnroll => Some(Box::new(MathLoopUnroll::freeze(BTreeSet::new()))),
        Stage::InferAddressSpaces => Some(Box::new(infer_address_spaces(s.opts))),
        Stage::LowerMath => Some(Box::new(lower_math(s.opts, s.provides_libdevice))),
        Stage::ReleaseUnroll => Some(Box::new(MathLoopUnroll::release())),
        Stage::ThawUnroll => Some(Box::new(MathLoopUnroll::thaw())),
        Stage::NarrowMath => Some(Box::new(narrow_math(s.opts))),
        Stage::CodegenGuard => Some(Box::new(codegen_guard(s.opts, s.math_hint.clone(), s.ptx_version))),
        _ => None,
    }
}

/// `defer-unroll`: `frem` counts as library math only where it becomes libdevice's `fmod`.
pub(crate) fn defer_unroll(opts: &Options, provides_libdevice: bool) -> MathLoopUnroll {
    MathLoopUnroll::defer(opts.fp.mode().fast_math || !provides_libdevice, opts.lower_native_math)
}

/// `infer-address-spaces`: accesses to allocas are left to SROA and LLVM's back end when an
/// optimizer runs after it (-O1 and above; `address_spaces/rewrite.rs`).
pub(crate) fn infer_address_spaces(opts: &Options) -> InferAddressSpaces {
    InferAddressSpaces::new(opts.address_spaces.through_integers).with_local(opts.opt == OptLevel::O0)
}

/// `lower-math`: `frem` becomes libdevice's exact fmod, except without libdevice (`--link none`).
pub(crate) fn lower_math(opts: &Options, provides_libdevice: bool) -> LowerMath {
    let mode = opts.fp.mode();
    let lower = LowerMath::lower(mode.fast_math, opts.lower_native_math).for_target(opts.arch.sm, mode.ftz);
    if provides_libdevice {
        lower
    } else {
        lower.without_exact_frem()
    }
}

/// `narrow-math`, for the target and the `--ftz` mode.
pub(crate) fn narrow_math(opts: &Options) -> LowerMath {
    LowerMath::narrow(opts.arch.sm, opts.fp.mode().ftz)
}

/// `codegen-guard`, allowing nothing undefined but externs; `math_hint` is the link strategy's
/// fix for math nothing lowered.
pub(crate) fn codegen_guard(opts: &Options, math_hint: String, ptx_version: u32) -> CodegenGuard {
    CodegenGuard::new(opts.arch.sm, math_hint).with_ptx(ptx_version)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pass_row_makes_the_pass_of_its_name() {
        let opts = Options::default();
        for stage in Stage::all() {
            let mut inputs = SinglePassInputs {
                opts: &opts,
                layout: String::new(),
                annotated: None,
                legality: Some(NvvmLegality::new(90, false)),
                ptx_version: 78,
                provides_libdevice: true,
                math_hint: String::new(),
            };
            let is_pass = Stage::single_passes().any(|s| s == stage);
            match single(stage, &mut inputs) {
                Some(pass) => {
                    assert!(is_pass, "{stage} makes a pass, but the registry does not offer it to --run-pass");
                    assert_eq!(pass.name(), stage.name(), "the pass of stage {stage}");
                }
                None => assert!(!is_pass, "the registry says {stage} is a pass, but nothing makes it"),
            }
        }
    }
}
