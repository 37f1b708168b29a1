//! The optimization after linking the library (stage `optimize-linked`, and the library module
//! of `--link ptx`), used by `src/middle/pipeline/mod.rs` and `ptx.rs`.
//!
//! The user's code is already optimized, so only what linking changed needs work: inline the
//! library (alwaysinline, and the helpers called from one place), clean the inlined bodies (SROA
//! for libdevice's local arrays, constant folding of the reflect answers, CFG cleanup, redundancy
//! elimination), and drop what is unused.

use crate::error::CompileError;
use nvvmc_ir::Module;
use nvvmc_ir::TargetMachine;
use nvvmc_passes::{Diagnostics, InlineSingleCallHelpers, ModulePass};
use std::collections::BTreeSet;

/// The pipeline after linking libdevice, in two parts around [`InlineSingleCallHelpers`]:
/// first the library's `alwaysinline` entry points go into the program and what is unused goes
/// away, so that each library helper has the call sites the PTX would have; then the helpers
/// called once are inlined too, and the inlined code is cleaned. Measured against a second
/// `default<O3>` over the whole module on the numba kernels, the bench inputs and the examples
/// (60 programs, sm_90, ptxas -v): 1.6% fewer registers, 0.4% fewer instructions in total, and
/// the post-link stage of a one-`sin` kernel takes 1.4 ms instead of 5.5 ms.
pub const POST_LINK_INLINE: &str = "always-inline,globaldce";
pub const POST_LINK_PIPELINE: &str =
    "function(sroa,early-cse<memssa>,instcombine<no-verify-fixpoint>,simplifycfg,loop-unroll<O3>,sroa,gvn,instcombine<no-verify-fixpoint>,simplifycfg,infer-alignment,adce),globaldce";

/// What the post-link optimization does, for the `--link ptx` cache key: library PTX made by
/// another post-link pipeline is not reused.
pub fn post_link_key() -> String {
    format!(
        "post-link {POST_LINK_INLINE} | {} | {POST_LINK_PIPELINE}",
        InlineSingleCallHelpers::new(BTreeSet::new()).name()
    )
}

/// The pipeline of stage `jump-thread`, run with LLVM's target-independent cost model: NVPTX's
/// answers that every branch may diverge, and LLVM 22's jump threading then returns at once.
/// numba's wrappers return a status that the caller tests with a `switch` (0 or -2 is success)
/// and returns again through a `phi`, which the kernel tests once more: threading sends each
/// path of the first test to where the second would go, correlated propagation folds what the
/// first test already decided, and SimplifyCFG removes what is left. Threading never duplicates
/// a convergent call. Measured on numba's 113 programs (docs/benchmarks.md): `fp16_ops` 226 →
/// 152 SASS instructions (libNVVM 169), `math_gamma_f32` 184 → 183, the others unchanged;
/// `instcombine` after it made `matmul_tiled` larger and is not run.
pub const JUMP_THREAD_PIPELINE: &str = "function(jump-threading,correlated-propagation,simplifycfg)";

/// Runs [`JUMP_THREAD_PIPELINE`] on `module` without a target machine.
pub fn jump_thread(module: &Module<'_>) -> Result<(), CompileError> {
    module
        .run_passes_target_independent(JUMP_THREAD_PIPELINE)
        .map_err(|message| CompileError::Passes { pipeline: JUMP_THREAD_PIPELINE.to_string(), message })
}

/// Runs an LLVM pass pipeline on `module`.
pub fn run_pipeline(module: &Module<'_>, machine: &TargetMachine, pipeline: &str) -> Result<(), CompileError> {
    module
        .run_passes(pipeline, machine)
        .map_err(|message| CompileError::Passes { pipeline: pipeline.to_string(), message })
}

/// Runs the post-link pipeline on `module`, whose functions named in `library` came from the
/// library (libdevice, the shims): after the `late`/`early` link, and on the library module of
/// `--link ptx`.
pub fn optimize_after_link(
    module: &Module<'_>,
    machine: &TargetMachine,
    library: &BTreeSet<String>,
) -> Result<(), CompileError> {
    let helpers_marked = inline_library(module, machine, library)?;
    // The helpers just marked `alwaysinline` go in first.
    if helpers_marked {
        run_pipeline(module, machine, &format!("always-inline,{POST_LINK_PIPELINE}"))
    } else {
        run_pipeline(module, machine, POST_LINK_PIPELINE)
    }
}

/// The first part of [`optimize_after_link`]: the library's `alwaysinline` entry points go
/// into the program, and [`InlineSingleCallHelpers`] marks the helpers called from one place
/// (whether it marked any).
pub fn inline_library(
    module: &Module<'_>,
    machine: &TargetMachine,
    library: &BTreeSet<String>,
) -> Result<bool, CompileError> {
    run_pipeline(module, machine, POST_LINK_INLINE)?;
    Ok(InlineSingleCallHelpers::new(library.clone()).run(module, &mut Diagnostics::new()).changed())
}
