//! The compilation pipeline, read top to bottom: [`Run::compile`] calls each stage by name, its
//! condition beside it; [`Run::middle_end`] (from `optimize` to `internalize-library`) and
//! [`Run::back_end`] (from `optimize-linked` to `codegen`) are the same code for the whole program
//! and for each partition of `-j N` (`parallel.rs`). The stages' names and descriptions are the
//! registry's (`src/middle/stage.rs`); what runs around every stage (timing, `--print-after`,
//! `--verify-each`, LLVM's reports) is `run.rs`; the pipeline's own steps are `steps.rs`. The
//! link strategy (`--link`) is a [`Strategy`] whose hooks run at their places (`src/middle/link/`).

mod parallel;
mod run;
mod steps;

use crate::back::target;
use crate::error::CompileError;
use crate::front::input::Input;
use crate::middle::link::strategy::Strategy;
use crate::middle::link::{self, LinkReport};
use crate::middle::make_pass::SinglePassInputs;
use crate::middle::stage::Stage;
use crate::options::{EmitKind, OptLevel, Options};
use crate::services::timing::StageTime;
use nvvmc_ir::{Context, Module, TargetMachine};
use nvvmc_passes::address_spaces::AddressSpaceStats;
use nvvmc_passes::{
    AtomicScope, Diagnostics, KernelAttributes, LowerMath, MathLoopUnroll, NarrowIntExt, NvvmIntrinsicUpgrade,
    NvvmLegality,
};
use run::Run;
use std::collections::BTreeSet;

/// The result of one compilation: the artifact or the error, plus every diagnostic (warnings
/// too) and the stage timings.
#[derive(Debug)]
pub struct Compilation {
    /// The output (PTX, IR, cubin or the ABI report, as `--emit` asked; empty under `--check`),
    /// or the error that stopped the compilation.
    pub result: Result<Vec<u8>, CompileError>,
    /// Every diagnostic, warnings and errors, in the order they were found: the only list of
    /// them ([`CompileError::Diagnostics`] counts the errors).
    pub diagnostics: Diagnostics,
    /// The stages' times (`--time-report`, [`crate::services::timing::render`]).
    pub timings: Vec<StageTime>,
    /// What was linked from libdevice and the shims.
    pub(crate) link: LinkReport,
    /// What the address-space inference did.
    pub(crate) address_spaces: AddressSpaceStats,
    /// The PTX ISA version generated, when not the architecture's minimum, and why.
    pub(crate) ptx_isa: crate::back::ptx_isa::Choice,
    /// Whether and where `-j N` split the program.
    pub(crate) split: Split,
}

/// Whether and where `-j N` split the program (`--stats`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Split {
    /// One thread asked.
    NotAsked,
    /// Several asked, the program compiled whole (see `Run::split_before_optimize` and
    /// `Run::split_after_linking`).
    Whole,
    /// Into this many partitions before `optimize` (the kernels share nothing).
    BeforeOptimize(usize),
    /// Into this many partitions after linking.
    AfterLinking(usize),
}

/// Compiles `inputs` (linked together, in the given order) with `opts`.
///
/// The whole compilation runs under crash recovery (`crash_recovery.rs`): an LLVM fatal error or
/// crash becomes [`CompileError::Crash`] naming the stage, and the process (a client's, through
/// the C API) lives on. What a recovered failure costs is a leak of that compilation's LLVM
/// objects (its context included: LLVM's state after a crash is not trusted to be destroyed).
///
/// It runs on a thread of nvvmc's own whose stack fits the input (`stack.rs`), whatever stack
/// the caller has; `compile` waits for it.
pub fn compile(inputs: &[Input], opts: &Options) -> Compilation {
    let stack = crate::services::stack::for_inputs(inputs);
    // The compile thread may outlive this call (it is kept for the next one): it gets its own
    // copies (an `Input`'s bytes, a program's few KB; libdevice is shared, `Arc`).
    let (own_inputs, own_opts) = (inputs.to_vec(), opts.clone());
    crate::services::stack::run("nvvmc-compile", stack, move || {
        // A thread with a stack sized for bitcode is kept for no other compilation.
        if stack != crate::services::stack::STACK {
            crate::services::stack::retire_this_thread();
        }
        compile_here(&own_inputs, &own_opts)
    })
    .unwrap_or_else(|problem| Run::new(opts).finish(Err(CompileError::Thread(problem))))
}

/// A compilation that failed with `e` before anything ran (for tests of what reports it).
#[cfg(test)]
pub(crate) fn failed_with(e: CompileError) -> Compilation {
    Run::new(&Options::default()).finish(Err(e))
}

/// [`compile`] on the calling thread.
fn compile_here(inputs: &[Input], opts: &Options) -> Compilation {
    // The program's LLVM context, whose diagnostics each stage reports.
    let ctx = crate::services::llvm_diagnostics::DiagnosedContext::new();
    let (compilation, recovered) = compile_in(&ctx, inputs, opts);
    if recovered {
        std::mem::forget(ctx);
        crate::services::stack::retire_this_thread();
    }
    compilation
}

/// [`compile`] in `ctx`; also whether a failure of LLVM was recovered.
fn compile_in(
    ctx: &crate::services::llvm_diagnostics::DiagnosedContext,
    inputs: &[Input],
    opts: &Options,
) -> (Compilation, bool) {
    let mut run = Run::new(opts);
    run.llvm_diagnostics = Some(Box::new(|| ctx.take()));
    let outcome = crate::services::crash_recovery::run(|| run.compile(ctx, inputs));
    let recovered = outcome.is_err();
    let result = match outcome {
        Ok(result) => result,
        // LLVM's reader verifies a module that carries debug info (UpgradeDebugInfo) and
        // reports a broken one as a fatal error: that is an invalid input, not an LLVM failure.
        Err(failure) if run.current_stage == Stage::Parse.name() && failure.is_verifier_rejection() => {
            Err(CompileError::InvalidInput {
                input: run.current_input.clone(),
                message: "LLVM's verifier rejected it while reading it (its report went to stderr)".into(),
                fix: Some("run `opt -passes=verify` on it to see the problem".into()),
            })
        }
        Err(failure) => Err(CompileError::Crash { stage: run.current_stage.clone(), message: failure.to_string() }),
    };
    (run.finish(result), recovered)
}

/// What the back end needs to know from the stages before it.
#[derive(Clone)]
struct BackEnd {
    /// The libdevice and shim functions linked (when any, the post-link optimization runs).
    library: BTreeSet<String>,
    /// Undefined functions that are not externs: `--link ptx` joins their PTX after code
    /// generation, and a partition's calls into the others.
    provided: std::collections::BTreeSet<String>,
    ptx_version: u32,
    /// Whether the module is one partition of the program (`-j N`).
    partition: bool,
    /// Whether `split` already inlined the library into the whole program.
    library_inlined: bool,
    /// The fix `codegen-guard` gives for math nothing lowered (the strategy's).
    math_hint: String,
}

/// What the back end produced: the PTX (or IR), and the module that debug-info laid out again
/// for code generation, if it did. (The program's externs are in the run's link report.)
struct Finished<'ctx> {
    output: Vec<u8>,
    module: Option<Module<'ctx>>,
}

impl Run<'_> {
    /// The pipeline on the whole program: front end, middle end, back end, then what the output
    /// asks for. Each call is one stage (or, for `middle_end`/`back_end`, the stages listed there).
    fn compile(&mut self, ctx: &Context, inputs: &[Input]) -> Result<Vec<u8>, CompileError> {
        let opts = self.opts;
        if inputs.is_empty() {
            return Err(CompileError::Usage("no input files".into()));
        }
        let mut machine = target::create_machine(&opts.arch, opts.ptx_version, opts.opt)?;
        let layout = target::data_layout(&machine);
        let mut strategy = link::choose::for_kind(opts.link);

        // Front end: the inputs read, made NVPTX modules, linked into one program and checked.
        let mut legality = NvvmLegality::new(opts.arch.sm, opts.strict);
        let (modules, annotated) = self.parse(ctx, inputs, &layout, &mut legality)?;
        // Not under `--run-pass` of another pass: that pass sees the input as written.
        if !matches!(opts.run_pass, Some(s) if s != Stage::NormalizeTarget) {
            self.normalize_target(&modules, inputs, &layout)?;
        }
        let program = self.link_inputs(modules, inputs)?;
        let ptx_version = self.verify_input(&program, &mut machine)?;
        if let Some(single) = opts.run_pass {
            let (legality, provides_libdevice, math_hint) =
                (Some(legality), strategy.provides_libdevice(), strategy.math_hint());
            let pass_inputs =
                SinglePassInputs { opts, layout, annotated, legality, ptx_version, provides_libdevice, math_hint };
            return self.run_single_pass(single, &program, pass_inputs);
        }
        self.pass(Stage::NvvmIntrinsicUpgrade, &program, &mut NvvmIntrinsicUpgrade::new())?;
        self.pass(Stage::AtomicScope, &program, &mut AtomicScope)?;
        self.pass(Stage::KernelAttributes, &program, &mut KernelAttributes { annotated })?;
        self.pass(Stage::NvvmCheck, &program, &mut legality)?;
        if opts.check_only {
            return Ok(Vec::new());
        }
        // An LTO object (libNVVM's `-gen-lto`) is the checked program: the link optimizes and
        // compiles the program its objects make.
        if opts.emit == EmitKind::Lto {
            return Ok(crate::front::lto_object::encode(&program.to_bitcode(), opts));
        }

        // Middle end, up to the optimizer.
        self.pass(Stage::NarrowIntExt, &program, &mut NarrowIntExt)?;
        self.pass(Stage::CanonicalizeMath, &program, &mut LowerMath::canonicalize())?;
        self.pass(Stage::FpMode, &program, &mut opts.fp.mode())?;
        let mut math_lib = self.load_math_lib(&program)?;
        if strategy.preloads_libdevice() {
            self.stage(Stage::PreloadLibdevice, None, |run| strategy.before_optimize(&program, &mut run.link_cx()))?;
        }
        self.pass(Stage::NvvmReflect, &program, &mut opts.reflect())?;
        if opts.opt != OptLevel::O0 {
            self.pass(
                Stage::DeferUnroll,
                &program,
                &mut crate::middle::make_pass::defer_unroll(opts, strategy.provides_libdevice()),
            )?;
        }

        // `-j N`: a program of independent kernels is split here, before the optimizer, so that
        // each thread optimizes, links and compiles its own kernels; otherwise the program goes
        // on whole (and may still be split after linking).
        let finished = match self.split_before_optimize(&program, ptx_version)? {
            Some(finished) => finished,
            None => {
                let plan = self.middle_end(ctx, &program, &machine, strategy.as_mut(), &mut math_lib, ptx_version)?;
                let finished = self.whole_back_end(&program, &machine, plan)?;
                if matches!(opts.emit, EmitKind::Llvm | EmitKind::Bc) {
                    return Ok(finished.output);
                }
                finished
            }
        };

        // What the output asks for.
        let mut ptx = finished.output;
        if strategy.joins_ptx() {
            ptx = self.stage(Stage::JoinPtx, None, |_| strategy.after_codegen(ptx))?;
        }
        match opts.emit {
            // From the module that produced the PTX, and from the PTX itself.
            EmitKind::Abi => self.abi_report(finished.module.as_ref().unwrap_or(&program), &ptx),
            EmitKind::Cubin => self.stage(Stage::Ptxas, None, |_| {
                crate::back::tools::assemble_cubin(&ptx, &opts.arch.cpu(), opts.relocatable)
            }),
            _ => Ok(ptx),
        }
    }

    /// The stages from `optimize` to `internalize-library`, on the program or on one partition
    /// split before `optimize`: the library linked after math lowering and made ready to be
    /// inlined. Returns the back end's plan.
    fn middle_end<'ctx>(
        &mut self,
        ctx: &Context,
        module: &Module<'ctx>,
        machine: &TargetMachine,
        strategy: &mut dyn Strategy,
        math_lib: &mut link::math_lib::MathLib<'ctx>,
        ptx_version: u32,
    ) -> Result<BackEnd, CompileError> {
        let opts = self.opts;
        let optimizing = opts.opt != OptLevel::O0;
        self.optimize(ctx, module, machine)?;
        if optimizing {
            // What the strategy linked before the optimizer is library code: its loops stay.
            let library = self.link_report.functions.iter().cloned().collect();
            self.pass(Stage::FreezeUnroll, module, &mut MathLoopUnroll::freeze(library))?;
        }
        if opts.address_spaces.enabled {
            let mut pass = crate::middle::make_pass::infer_address_spaces(opts);
            self.pass(Stage::InferAddressSpaces, module, &mut pass)?;
            self.address_space_stats = pass.stats;
        }
        // Calls the math library implements go to its functions.
        let routes = self.link_report.math_lib.routes_excluding(&self.link_report.functions);
        let mut lower = crate::middle::make_pass::lower_math(opts, strategy.provides_libdevice()).with_library(routes);
        self.pass(Stage::LowerMath, module, &mut lower)?;
        if !opts.math_libs.is_empty() {
            self.link_math_lib(module, math_lib, strategy.provides_libdevice())?;
        }
        self.link_shims(module)?;
        self.stage(strategy.libdevice_stage(), Some(module), |run| {
            strategy.after_lowering(module, &mut run.link_cx())
        })?;
        self.pass(Stage::NvvmReflectLinked, module, &mut opts.reflect())?;
        let library = self.linked_into_program(strategy);
        self.prepare_library(module, &library)?;
        if optimizing {
            self.pass(Stage::ReleaseUnroll, module, &mut MathLoopUnroll::release())?;
        }
        self.internalize_library(module, &library)?;
        Ok(BackEnd {
            library,
            provided: strategy.provided_after_codegen(),
            ptx_version,
            partition: false,
            library_inlined: false,
            math_hint: strategy.math_hint(),
        })
    }

    /// The back end on the whole program, or (`-j N`, [`Run::split_after_linking`]) on each
    /// partition of it, their PTX joined.
    fn whole_back_end<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        machine: &TargetMachine,
        plan: BackEnd,
    ) -> Result<Finished<'ctx>, CompileError> {
        match self.split_after_linking(module, &plan)? {
            Some(finished) => Ok(finished),
            None => self.back_end(module, machine, &plan),
        }
    }

    /// The stages from `optimize-linked` to `codegen`, on the program or on one partition. IR
    /// output (`--emit llvm`, `bc`) ends here, after the last check.
    fn back_end<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        machine: &TargetMachine,
        plan: &BackEnd,
    ) -> Result<Finished<'ctx>, CompileError> {
        let opts = self.opts;
        self.optimize_linked(module, machine, plan)?;
        if opts.opt != OptLevel::O0 {
            self.pass(Stage::ThawUnroll, module, &mut MathLoopUnroll::thaw())?;
            // numba tests a callee's status after each call, and again after its wrapper was
            // inlined; threading joins the two tests, which NVPTX's cost model never lets LLVM do.
            self.stage(Stage::JumpThread, Some(module), |_| link::optimize::jump_thread(module))?;
        }
        self.pass(Stage::NarrowMath, module, &mut crate::middle::make_pass::narrow_math(opts))?;
        // The last check before LLVM's backend: anything it would abort on, or leave for ptxas
        // to reject, is reported here instead.
        let mut guard = crate::middle::make_pass::codegen_guard(opts, plan.math_hint.clone(), plan.ptx_version)
            .allowing(plan.provided.clone());
        self.pass(Stage::CodegenGuard, module, &mut guard)?;
        self.link_report.externs = std::mem::take(&mut guard.externs);
        self.check_externs()?;
        if matches!(opts.emit, EmitKind::Llvm | EmitKind::Bc) {
            return Ok(Finished { output: steps::emit_ir(module, opts.emit), module: None });
        }
        // Debug information only as asked (-g, --lineinfo); the diagnostics above used it.
        let relaid = self.stage(Stage::DebugInfo, Some(module), |_| {
            crate::back::debug_info::apply(module, machine, opts.debug_info)
        })?;
        let target = relaid.as_ref().unwrap_or(module);
        let output = self.stage(Stage::Codegen, None, |_| {
            if plan.partition {
                crate::back::split_codegen::declare_borrowed_variables(target);
            }
            crate::back::codegen::emit_ptx(machine, target)
        })?;
        Ok(Finished { output, module: relaid })
    }
}
