//! The compilation pipeline: one readable function that calls each stage explicitly, in order,
//! with a comment saying why it is there. The stages are the [`Stage`] enum (`src/stage.rs`). Each
//! is timed (`--time-report`, with whether each of nvvmc's passes changed the module), can be
//! printed after (`--print-after STAGE`), and is followed by LLVM's verifier when `--verify-each`
//! is given (always in debug builds), except after a pass that changed nothing. The link
//! strategy (`--link`) is a [`Strategy`] whose hooks run at their places (`src/link/`).
//! `--run-pass NAME` runs one pass alone on the parsed input.

mod parallel;

use crate::codegen;
use crate::error::CompileError;
use crate::input::{self, Input};
use crate::link::strategy::{LinkContext, Strategy};
use crate::link::{self, LinkReport};
use crate::options::{EmitKind, Options};
use crate::stage::{Kind, PassSetup, Stage};
use crate::target;
use crate::timing::{self, StageTime};
use nvvmc_ir::Context;
use nvvmc_ir::Module;
use nvvmc_ir::TargetMachine;
use nvvmc_passes::address_spaces::AddressSpaceStats;
use nvvmc_passes::{Changed, Diagnostics, ModulePass, NormalizeTarget, PrepareLibrary};
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
    /// The stages' times (`--time-report`, [`crate::timing::render`]).
    pub timings: Vec<StageTime>,
    /// What was linked from libdevice and the shims.
    pub(crate) link: LinkReport,
    /// What the address-space inference did.
    pub(crate) address_spaces: AddressSpaceStats,
    /// The PTX ISA version generated, when not the architecture's minimum, and why.
    pub(crate) ptx_isa: crate::ptx_isa::Choice,
    /// Whether and where `-j N` split the program.
    pub(crate) split: Split,
}

/// Whether and where `-j N` split the program (`--stats`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Split {
    /// One thread asked.
    NotAsked,
    /// Several asked, the program compiled whole (see `Run::split_plan`).
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
    let stack = crate::stack::for_inputs(inputs);
    crate::stack::run("nvvmc-compile", stack, || compile_here(inputs, opts))
        .unwrap_or_else(|message| Run::new(opts).finish(Err(CompileError::Thread(message))))
}

/// A compilation that failed with `e` before anything ran (for tests of what reports it).
#[cfg(test)]
pub(crate) fn failed_with(e: CompileError) -> Compilation {
    Run::new(&Options::default()).finish(Err(e))
}

/// [`compile`] on the calling thread.
fn compile_here(inputs: &[Input], opts: &Options) -> Compilation {
    // The program's LLVM context, whose diagnostics each stage reports.
    let ctx = crate::llvm_diagnostics::DiagnosedContext::new();
    let (compilation, recovered) = compile_in(&ctx, inputs, opts);
    if recovered {
        std::mem::forget(ctx);
    }
    compilation
}

/// [`compile`] in `ctx`; also whether a failure of LLVM was recovered.
fn compile_in(
    ctx: &crate::llvm_diagnostics::DiagnosedContext,
    inputs: &[Input],
    opts: &Options,
) -> (Compilation, bool) {
    let mut run = Run::new(opts);
    run.llvm_diagnostics = Some(Box::new(|| ctx.take()));
    let outcome = crate::crash_recovery::run(|| run.compile(ctx, inputs));
    let recovered = outcome.is_err();
    let result = match outcome {
        Ok(result) => result,
        // LLVM's reader verifies a module that carries debug info (UpgradeDebugInfo) and
        // reports a broken one as a fatal error: that is an invalid input, not an LLVM failure.
        Err(failure) if run.current_stage == Stage::Parse.name() && failure.is_verifier_rejection() => {
            Err(CompileError::InvalidInput {
                input: run.current_input.clone(),
                message: "LLVM's verifier rejected it while reading it (its report went to stderr); fix: run `opt -passes=verify` on it to see the problem".into(),
            })
        }
        Err(failure) => Err(CompileError::Crash { stage: run.current_stage.clone(), message: failure.to_string() }),
    };
    (run.finish(result), recovered)
}

struct Run<'o> {
    opts: &'o Options,
    diags: Diagnostics,
    timings: Vec<StageTime>,
    link_report: LinkReport,
    address_space_stats: AddressSpaceStats,
    /// The PTX ISA version chosen for the program (`ptx_isa.rs`).
    ptx_isa: crate::ptx_isa::Choice,
    /// Whether and where `-j N` split the program.
    split: Split,
    /// The stage running now (its label), for the message of a recovered crash.
    current_stage: String,
    /// The input being parsed, for the message of a failure while reading it.
    current_input: String,
    /// What LLVM reported since the last call, from the context of the module the run compiles
    /// (the program's, or a partition's).
    llvm_diagnostics: Option<Box<dyn Fn() -> Vec<crate::llvm_diagnostics::LlvmDiagnostic> + 'o>>,
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
    /// Whether the strategy provides libdevice.
    provides_libdevice: bool,
}

/// What the back end produced: the PTX (or IR), and the module that debug-info laid out again
/// for code generation, if it did. (The program's externs are in the run's link report.)
struct Finished<'ctx> {
    output: Vec<u8>,
    module: Option<Module<'ctx>>,
}

/// What the stages of one compilation hand on to the stages after them.
struct Program<'a, 'ctx> {
    inputs: &'a [Input],
    machine: target::Machine,
    /// What passes are made from (`src/stage.rs`).
    setup: PassSetup,
    /// The inputs as parsed, until `link-inputs` links them into the program.
    modules: Vec<Module<'ctx>>,
    /// The program, from `link-inputs` on.
    module: Option<Module<'ctx>>,
    strategy: Box<dyn Strategy>,
    math_lib: link::math_lib::MathLib<'ctx>,
    /// The back end's plan, from `internalize-library`.
    end: Option<BackEnd>,
    /// What the back end produced.
    finished: Option<Finished<'ctx>>,
    /// The program's PTX, from the back end on.
    ptx: Vec<u8>,
}

impl<'ctx> Program<'_, 'ctx> {
    /// The linked program.
    fn program(&self) -> &Module<'ctx> {
        self.module.as_ref().expect("the program is linked")
    }
}

impl<'o> Run<'o> {
    fn new(opts: &'o Options) -> Self {
        Run {
            opts,
            diags: Diagnostics::new(),
            timings: Vec::new(),
            link_report: LinkReport::default(),
            address_space_stats: AddressSpaceStats::default(),
            ptx_isa: crate::ptx_isa::Choice { version: opts.ptx_version, ..Default::default() },
            split: if opts.split_compile.threads() > 1 { Split::Whole } else { Split::NotAsked },
            current_stage: String::new(),
            current_input: String::new(),
            llvm_diagnostics: None,
        }
    }

    /// The compilation this run ends in, with `result`.
    fn finish(self, result: Result<Vec<u8>, CompileError>) -> Compilation {
        Compilation {
            result,
            diagnostics: self.diags,
            timings: self.timings,
            link: self.link_report,
            address_spaces: self.address_space_stats,
            ptx_isa: self.ptx_isa,
            split: self.split,
        }
    }

    fn verify_each(&self) -> bool {
        self.opts.verify_each || cfg!(debug_assertions)
    }

    /// Runs `f` as `stage`: timed, then the module printed and verified if asked.
    fn stage<T>(
        &mut self,
        stage: Stage,
        module: Option<&Module<'_>>,
        f: impl FnOnce(&mut Self) -> Result<T, CompileError>,
    ) -> Result<T, CompileError> {
        self.run_stage(stage.name(), module, |run| f(run).map(|v| (v, None)))
    }

    /// Runs `f` as the stage labelled `label` (a stage's name, or `back-end (N threads)`). `f`
    /// returns, for one of nvvmc's passes, whether it changed the module: the time report shows
    /// it, and the verifier does not run again on a module that did not change.
    fn run_stage<T>(
        &mut self,
        label: &str,
        module: Option<&Module<'_>>,
        f: impl FnOnce(&mut Self) -> Result<(T, Option<Changed>), CompileError>,
    ) -> Result<T, CompileError> {
        self.current_stage = label.to_string();
        crate::stage::entered(label);
        // Steps the stage times itself (the `ptx` library's) follow its line.
        let at = self.timings.len();
        let (result, elapsed, cpu) = timing::timed(|| f(self));
        let changed = result.as_ref().ok().and_then(|(_, c)| c.map(Changed::changed));
        self.timings.insert(at, StageTime { stage: label.to_string(), elapsed, cpu, nested: false, changed });
        // What LLVM reported during the stage: an error fails it (LLVM would have exited),
        // a warning joins the diagnostics.
        let mut llvm_error = None;
        for d in self.llvm_diagnostics.as_ref().map(|take| take()).unwrap_or_default() {
            if d.error {
                llvm_error.get_or_insert(d.message);
            } else {
                self.diags.push(nvvmc_passes::Diagnostic::warning(format!("LLVM: {}", d.message)));
            }
        }
        let result = match (result, llvm_error) {
            (Ok(_), Some(message)) => Err(CompileError::Llvm { stage: label.to_string(), message }),
            (r, _) => r,
        };
        let value = match result {
            Ok((v, _)) => v,
            // A stage's error diagnostics are in the run's list already (with the warnings of
            // earlier stages): the error counts them all.
            Err(CompileError::Diagnostics { .. }) => {
                return Err(CompileError::Diagnostics { errors: self.diags.error_count() });
            }
            Err(e) => return Err(e),
        };
        if let Some(m) = module {
            if Stage::from_name(label).is_some_and(|s| self.opts.prints_after(s)) {
                eprintln!("; *** IR after stage '{label}' ***\n{}", m.print());
            }
            if self.verify_each() && changed != Some(false) {
                if let Err(e) = m.verify() {
                    return Err(CompileError::Verify {
                        stage: label.to_string(),
                        message: e.to_string().trim().to_string(),
                    });
                }
            }
        }
        Ok(value)
    }

    /// Runs one of our own passes as `stage`; its error diagnostics stop the compilation.
    fn pass(&mut self, stage: Stage, module: &Module<'_>, pass: &mut dyn ModulePass) -> Result<(), CompileError> {
        self.run_stage(stage.name(), Some(module), |run| {
            let mut local = Diagnostics::new();
            let changed = pass.run(module, &mut local);
            run.keep(local).map(|()| ((), Some(changed)))
        })
    }

    /// A pass row of the registry (`Pass`, `OptimizingPass`, `PassAgain`): its pass made from
    /// `setup` and run on `module` (an `OptimizingPass` only at -O1 and above).
    fn pass_row(&mut self, stage: Stage, setup: &mut PassSetup, module: &Module<'_>) -> Result<(), CompileError> {
        let make = match stage.kind() {
            Kind::Pass(make) | Kind::PassAgain(make) => make,
            Kind::OptimizingPass(make) if setup.optimizing => make,
            _ => return Ok(()),
        };
        if let Some(mut pass) = make(setup) {
            self.pass(stage, module, pass.as_mut())?;
        }
        Ok(())
    }

    /// A pass's diagnostics join the run's; errors fail the stage.
    fn keep(&mut self, local: Diagnostics) -> Result<(), CompileError> {
        crate::error::keep_diagnostics(&mut self.diags, local)
    }

    /// What the link strategy's hooks may use and fill in.
    fn link_cx(&mut self) -> LinkContext<'_> {
        LinkContext {
            opts: self.opts,
            report: &mut self.link_report,
            diags: &mut self.diags,
            timings: &mut self.timings,
        }
    }

    fn compile(&mut self, ctx: &Context, inputs: &[Input]) -> Result<Vec<u8>, CompileError> {
        if inputs.is_empty() {
            return Err(CompileError::Usage("no input files".into()));
        }
        let opts = self.opts;
        let machine = target::create_machine(&opts.arch, opts.ptx_version, opts.opt)?;
        let strategy = link::choose::for_kind(opts.link);
        let mut setup = opts.pass_setup(strategy.provides_libdevice(), strategy.math_hint());
        setup.layout = target::data_layout(&machine);
        let mut p = Program {
            inputs,
            machine,
            setup,
            modules: Vec::new(),
            module: None,
            strategy,
            math_lib: link::math_lib::MathLib::default(),
            end: None,
            finished: None,
            ptx: Vec::new(),
        };
        // The registry's rows, in order (`src/stage.rs`); the back end's run once for its rows.
        let mut split_early = false;
        for stage in Stage::all() {
            if stage.in_back_end_run() || split_early && stage < Stage::JoinPartitions {
                if p.finished.is_none() {
                    if let Some(ir) = self.whole_back_end(&mut p)? {
                        return Ok(ir);
                    }
                }
                continue;
            }
            // `-j N`: a program of independent kernels is split here, before the optimizer, so
            // that each thread optimizes, links and compiles its own kernels (the rows from here
            // to `join-partitions` run on each partition).
            if stage == Stage::Optimize {
                if let Some(finished) = self.split_before_optimize(&p)? {
                    p.ptx = finished.output.clone();
                    p.finished = Some(finished);
                    split_early = true;
                    continue;
                }
            }
            if let Some(output) = self.row(stage, ctx, &mut p)? {
                return Ok(output);
            }
            // `--check` stops after the legality checker, and so does an LTO object (libNVVM's
            // `-gen-lto`): the link optimizes and compiles the program its objects make.
            if stage == Stage::NvvmCheck && opts.check_only {
                return Ok(Vec::new());
            }
            if stage == Stage::NvvmCheck && opts.emit == EmitKind::Lto {
                return Ok(crate::lto_object::encode(&p.program().to_bitcode(), opts));
            }
        }
        Ok(p.ptx)
    }

    /// One row of the registry on the program: its pass, the strategy's stage or the pipeline's
    /// own step. `Some(output)`: the compilation ends here with it (`--run-pass`, IR output).
    fn row<'ctx>(
        &mut self,
        stage: Stage,
        ctx: &'ctx Context,
        p: &mut Program<'_, 'ctx>,
    ) -> Result<Option<Vec<u8>>, CompileError> {
        match stage.kind() {
            Kind::Pass(_) | Kind::OptimizingPass(_) | Kind::PassAgain(_) => {
                let module = p.module.as_ref().expect("the program is linked");
                self.pass_row(stage, &mut p.setup, module)?;
                Ok(None)
            }
            Kind::Strategy => {
                if p.strategy.stages().contains(&stage) {
                    self.strategy_stage(stage, p)?;
                }
                Ok(None)
            }
            Kind::Step | Kind::PassStep(_) => self.step(stage, ctx, p),
        }
    }

    /// A link strategy's stage (`Strategy::stages`), at its place.
    fn strategy_stage(&mut self, stage: Stage, p: &mut Program<'_, '_>) -> Result<(), CompileError> {
        let Program { strategy, module, ptx, .. } = p;
        let module = module.as_ref().expect("the program is linked");
        match stage {
            Stage::PreloadLibdevice => {
                self.stage(stage, None, |run| strategy.before_optimize(module, &mut run.link_cx()))?;
            }
            Stage::JoinPtx => {
                let program = std::mem::take(ptx);
                *ptx = self.stage(stage, None, |_| strategy.after_codegen(program))?;
            }
            _ => self.stage(stage, Some(module), |run| strategy.after_lowering(module, &mut run.link_cx()))?,
        }
        // What the strategy linked so far is library code (`freeze-unroll` leaves it alone).
        p.setup.library = self.link_report.functions.iter().cloned().collect();
        Ok(())
    }

    /// The pipeline's own code at `stage` (a `Step` or `PassStep` row). `Some(output)`: the
    /// compilation ends here with it (`--run-pass`).
    fn step<'ctx>(
        &mut self,
        stage: Stage,
        ctx: &'ctx Context,
        p: &mut Program<'_, 'ctx>,
    ) -> Result<Option<Vec<u8>>, CompileError> {
        let opts = self.opts;
        match stage {
            // Parse every input into one context, verify it (so errors name the file). The
            // legality checker records, per input, what normalizing and linking erase (the data
            // layout as written, each input's launch bounds); the kernels marked in libNVVM's way
            // (`!nvvm.annotations`) get libNVVM's treatment of `noinline` (kernel-attributes).
            Stage::Parse => {
                let mut annotated = Some(BTreeSet::new());
                let (inputs, layout) = (p.inputs, p.setup.layout.clone());
                let legality = p.setup.legality.as_mut().expect("the checker is made with the setup");
                p.modules = self.stage(Stage::Parse, None, |run| {
                    let mut modules = Vec::with_capacity(inputs.len());
                    for inp in inputs {
                        run.current_input = inp.name.clone();
                        // A module without a data layout is parsed with the target's, so that the
                        // alignments the parser fills in are the target's (as with llc).
                        let input::Parsed { module: m, data_layout_as_written, annotated_kernels: kernels } =
                            input::parse(ctx, inp, &layout)?;
                        match (kernels, annotated.as_mut()) {
                            (Some(k), Some(set)) => set.extend(k),
                            _ => annotated = None,
                        }
                        m.verify().map_err(|e| CompileError::InvalidInput {
                            input: inp.name.clone(),
                            message: e.to_string().trim().to_string(),
                        })?;
                        legality.observe_input_written_with(&m, &inp.name, &data_layout_as_written);
                        modules.push(m);
                    }
                    Ok(modules)
                })?;
                p.setup.annotated = annotated;
            }
            // Each input gets the NVPTX triple and data layout, so that linking them never mixes
            // layouts (not under `--run-pass` of another pass: the pass sees the input as written).
            Stage::NormalizeTarget => {
                if !matches!(opts.run_pass, Some(s) if s != Stage::NormalizeTarget) {
                    let (modules, inputs, layout) = (&p.modules, p.inputs, &p.setup.layout);
                    self.run_stage(stage.name(), None, |run| {
                        let mut local = Diagnostics::new();
                        let mut changed = Changed::No;
                        for (m, inp) in modules.iter().zip(inputs) {
                            changed =
                                changed | NormalizeTarget::new(layout.clone(), inp.name.clone()).run(m, &mut local);
                        }
                        run.keep(local).map(|()| ((), Some(changed)))
                    })?;
                }
            }
            // Link the inputs into the first one, in command-line order.
            Stage::LinkInputs => {
                let mut iter = std::mem::take(&mut p.modules).into_iter().zip(p.inputs);
                let (module, _) = iter.next().expect("at least one input");
                self.stage(stage, None, |_| {
                    for (m, inp) in iter {
                        crate::llvm_diagnostics::link_modules(&module, m)
                            .map_err(|message| CompileError::Link { input: inp.name.clone(), message })?;
                    }
                    if opts.whole_program {
                        link::internalize_all_but_kernels(&module);
                    }
                    Ok(())
                })?;
                p.module = Some(module);
            }
            // LLVM's verifier on the linked program, always: nothing below may see invalid IR.
            // Then the PTX ISA version: the architecture's minimum unless the program asks for
            // more (clang's `+ptxNN` target features, intrinsics of newer versions), within what
            // ptxas reads. `--run-pass NAME` then runs that pass alone and ends with its IR.
            Stage::VerifyInput => {
                let module = p.module.as_ref().expect("the program is linked");
                self.stage(stage, Some(module), |_| {
                    module
                        .verify()
                        .map_err(|e| CompileError::InvalidProgram { message: e.to_string().trim().to_string() })
                })?;
                self.ptx_isa = crate::ptx_isa::choose(&opts.arch, opts.ptx_version, module);
                if self.ptx_isa.version != opts.ptx_version {
                    p.machine = target::create_machine(&opts.arch, self.ptx_isa.version, opts.opt)?;
                }
                p.setup.ptx_version = opts.arch.ptx_version(self.ptx_isa.version).map_err(CompileError::Usage)?.0;
                if let Some(single) = opts.run_pass {
                    if single != Stage::NormalizeTarget {
                        let mut pass = single.make_single_pass(&mut p.setup).ok_or_else(|| {
                            CompileError::Usage(format!("--run-pass {single}: the pass cannot be made here"))
                        })?;
                        self.pass(single, module, pass.as_mut())?;
                    }
                    return Ok(Some(emit_ir(module, opts.emit)));
                }
            }
            // `--math-lib`: the user's math libraries, read and checked now, so that `early`
            // knows what they serve (`link/math_lib.rs`).
            Stage::LoadMathLib => {
                if !opts.math_libs.is_empty() {
                    let module = p.module.as_ref().expect("the program is linked");
                    p.math_lib = self.stage(stage, None, |run| {
                        link::math_lib::MathLib::load(module, &opts.math_libs, &mut run.link_report, &mut run.diags)
                    })?;
                }
            }
            // LLVM's middle end, with the NVPTX target machine so that its own NVPTX passes run.
            Stage::Optimize => {
                // What the optimizer makes is not named when only PTX comes out (names are read by
                // `--emit llvm`/`bc`/`abi` and `--print-after`); off again after it, because the
                // shims are parsed from text into this context (`Context::discard_value_names`).
                let discard = matches!(opts.emit, crate::options::EmitKind::Ptx | crate::options::EmitKind::Cubin)
                    && opts.print_after.is_empty();
                let (module, machine) = (p.program(), &p.machine);
                let pipeline = format!("default<O{}>", opts.opt.number());
                ctx.discard_value_names(discard);
                let optimized =
                    self.stage(stage, Some(module), |_| link::optimize::run_pipeline(module, machine, &pipeline));
                ctx.discard_value_names(false);
                optimized?;
            }
            // nvvmc's address-space inference: generic accesses whose space is proven become
            // global/shared/local/const ones, and helpers are specialized per address-space
            // signature. After the optimizer, so that inlining and SROA have simplified the IR.
            Stage::InferAddressSpaces => {
                if opts.address_spaces.enabled {
                    let mut pass = p.setup.infer_address_spaces();
                    self.pass(stage, p.program(), &mut pass)?;
                    self.address_space_stats = pass.stats;
                }
            }
            // Math the backend cannot select becomes calls of libdevice functions and of the
            // libdevice-shim wrappers. `frem` becomes libdevice's exact fmod, except under
            // `--link none` (no libdevice). Calls the math library implements go to its functions.
            Stage::LowerMath => {
                let routes = self.link_report.math_lib.routes_excluding(&self.link_report.functions);
                self.pass(stage, p.program(), &mut p.setup.lower_math().with_library(routes))?;
            }
            // The math library's functions the program now calls, linked.
            Stage::LinkMathLib => {
                if !opts.math_libs.is_empty() {
                    let (module, lower, math_lib) =
                        (p.module.as_ref().expect("the program is linked"), p.setup.lower_math(), &mut p.math_lib);
                    self.link_report.math_lib.functions =
                        self.stage(stage, Some(module), |run| math_lib.link_used(module, lower, &mut run.diags))?;
                }
            }
            // The shim wrappers the lowered math uses.
            Stage::LinkShims => {
                let module = p.program();
                self.link_report.shims =
                    self.stage(stage, Some(module), |run| link::shims::link_used(module, &mut run.diags))?;
            }
            // The library code is compiled as libNVVM compiles it: contracted under `--fma=1`, in
            // the program's denormal mode, its shifts with PTX's meaning (`prepare_library.rs`).
            Stage::PrepareLibrary => {
                let module = p.program();
                let linked_here = self.linked_into_program(p.strategy.as_ref());
                self.run_stage(stage.name(), Some(module), |run| {
                    let mut local = Diagnostics::new();
                    let changed = PrepareLibrary::new(linked_here, opts.fp.mode()).run(module, &mut local);
                    run.keep(local).map(|()| ((), Some(changed)))
                })?;
            }
            // What came from libdevice and the shims is internal to the program: once inlined it
            // disappears, and nothing of the library is exported from the PTX.
            Stage::InternalizeLibrary => {
                let module = p.program();
                let library = self.linked_into_program(p.strategy.as_ref());
                self.stage(stage, Some(module), |_| {
                    link::libdevice::internalize(module, &library);
                    Ok(())
                })?;
                p.end = Some(BackEnd {
                    library,
                    provided: p.strategy.provided_after_codegen(),
                    ptx_version: p.setup.ptx_version,
                    partition: false,
                    library_inlined: false,
                    math_hint: p.strategy.math_hint(),
                    provides_libdevice: p.strategy.provides_libdevice(),
                });
            }
            // From the same module that produced the PTX, and from the PTX itself.
            Stage::AbiReport => {
                if opts.emit == EmitKind::Abi {
                    let text = String::from_utf8_lossy(&p.ptx).into_owned();
                    let module = p.finished.as_ref().and_then(|f| f.module.as_ref()).unwrap_or(p.program());
                    let report = self.stage(stage, None, |run| {
                        Ok(crate::abi::report(module, &text, &run.link_report).to_json().into_bytes())
                    })?;
                    return Ok(Some(report));
                }
            }
            Stage::Ptxas => {
                if opts.emit == EmitKind::Cubin {
                    let ptx = &p.ptx;
                    let cubin = self.stage(stage, None, |_| {
                        crate::tools::assemble_cubin(ptx, &opts.arch.cpu(), opts.relocatable)
                    })?;
                    return Ok(Some(cubin));
                }
            }
            other => unreachable!("stage {other} is not a step of the program's pipeline"),
        }
        Ok(None)
    }

    /// The shim, math-library and (when the strategy links into the program) libdevice functions
    /// linked into the program's module.
    fn linked_into_program(&self, strategy: &dyn Strategy) -> BTreeSet<String> {
        let mut linked = self.link_report.shims.clone();
        linked.extend(self.link_report.math_lib.functions.iter().cloned());
        if strategy.stages().contains(&Stage::LinkLibdevice) {
            linked.extend(self.link_report.functions.iter().cloned());
        }
        linked
    }

    /// The back end: post-link optimization, the last check, debug information, code
    /// generation. With `-j N` it runs on each partition of the program (by kernel) on its own
    /// thread, and the partitions' PTX is joined (`src/split_codegen/`). IR output (`--emit llvm`,
    /// `bc`) ends the compilation here.
    fn whole_back_end(&mut self, p: &mut Program<'_, '_>) -> Result<Option<Vec<u8>>, CompileError> {
        let mut end = p.end.take().expect("internalize-library made the back end's plan");
        let module = p.module.as_ref().expect("the program is linked");
        let finished = match self.split_after_linking(module, &p.machine, &mut end)? {
            Some(f) => f,
            None => self.back_end(module, &p.machine, &end)?,
        };
        if matches!(self.opts.emit, EmitKind::Llvm | EmitKind::Bc) {
            return Ok(Some(finished.output));
        }
        p.ptx = finished.output.clone();
        p.finished = Some(finished);
        Ok(None)
    }

    /// The stages after linking ([`Stage::in_back_end`]), on the whole program or (`-j N`) on
    /// one partition of it.
    fn back_end<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        machine: &TargetMachine,
        end: &BackEnd,
    ) -> Result<Finished<'ctx>, CompileError> {
        let opts = self.opts;
        let mut setup = opts.pass_setup(end.provides_libdevice, end.math_hint.clone());
        setup.ptx_version = end.ptx_version;
        let mut relaid = None;
        for stage in Stage::all().filter(|s| s.in_back_end()) {
            match (stage, stage.kind()) {
                (_, Kind::Pass(_) | Kind::OptimizingPass(_) | Kind::PassAgain(_)) => {
                    self.pass_row(stage, &mut setup, module)?;
                }
                // A second optimization inlines the library into the user's code and deletes
                // what is unused.
                (Stage::OptimizeLinked, _) => {
                    if end.library_inlined {
                        // `split` inlined the library already: the rest of the post-link pipeline.
                        let pipeline = format!("always-inline,{}", link::optimize::POST_LINK_PIPELINE);
                        self.stage(stage, Some(module), |_| link::optimize::run_pipeline(module, machine, &pipeline))?;
                    } else if !end.library.is_empty() {
                        self.optimize_linked(module, machine, &end.library)?;
                    }
                }
                // Last check before LLVM's backend: anything it would abort on, or leave for
                // ptxas to reject, is reported here instead.
                (Stage::CodegenGuard, _) => {
                    let mut guard = setup.codegen_guard().allowing(end.provided.clone());
                    self.pass(stage, module, &mut guard)?;
                    self.link_report.externs = std::mem::take(&mut guard.externs);
                    self.check_externs()?;
                    if matches!(opts.emit, EmitKind::Llvm | EmitKind::Bc) {
                        return Ok(Finished { output: emit_ir(module, opts.emit), module: None });
                    }
                }
                // Debug information only as asked (-g, --lineinfo); the diagnostics above used it.
                (Stage::DebugInfo, _) => {
                    relaid = self
                        .stage(stage, Some(module), |_| crate::debug_info::apply(module, machine, opts.debug_info))?;
                }
                (Stage::Codegen, _) => {
                    let target = relaid.as_ref().unwrap_or(module);
                    let output = self.stage(stage, None, |_| {
                        if end.partition {
                            crate::split_codegen::declare_borrowed_variables(target);
                        }
                        codegen::emit_ptx(machine, target)
                    })?;
                    return Ok(Finished { output, module: relaid });
                }
                (other, _) => unreachable!("stage {other} is not one of the back end's"),
            }
        }
        unreachable!("code generation ends the back end")
    }

    /// Externs (separate compilation) stay `.extern .func` in the PTX; a cubin can leave them
    /// unresolved only as relocatable code (ptxas -c), for nvlink.
    fn check_externs(&mut self) -> Result<(), CompileError> {
        let opts = self.opts;
        let externs = &self.link_report.externs;
        if opts.emit == EmitKind::Cubin && !opts.relocatable && !externs.is_empty() {
            let mut d = Diagnostics::new();
            for name in externs {
                d.push(
                    nvvmc_passes::Diagnostic::error(format!(
                        "function '{name}' is not defined in the program: a cubin can leave it unresolved only as relocatable code"
                    ))
                    .rule(nvvmc_passes::Rule::UnresolvedFunction)
                    .global(name.clone())
                    .hint(format!("add --relocatable (ptxas -c) and link the cubin with the code that defines '{name}', or pass that module as another input")),
                );
            }
            self.diags.extend(d);
            return Err(CompileError::Diagnostics { errors: self.diags.error_count() });
        }
        Ok(())
    }

    /// After linking (see `link/optimize.rs`): the library inlined and the result cleaned up.
    fn optimize_linked(
        &mut self,
        module: &Module<'_>,
        machine: &TargetMachine,
        library: &BTreeSet<String>,
    ) -> Result<(), CompileError> {
        if self.opts.opt == crate::options::OptLevel::O0 {
            return self.stage(Stage::OptimizeLinked, Some(module), |_| {
                link::optimize::run_pipeline(module, machine, link::optimize::POST_LINK_INLINE)
            });
        }
        self.stage(Stage::OptimizeLinked, Some(module), |_| {
            link::optimize::optimize_after_link(module, machine, library)
        })
    }
}

/// The module as IR: text (`--emit llvm`) or bitcode (`--emit bc`).
fn emit_ir(module: &Module<'_>, emit: EmitKind) -> Vec<u8> {
    match emit {
        EmitKind::Bc => module.to_bitcode(),
        _ => module.print().into_bytes(),
    }
}
