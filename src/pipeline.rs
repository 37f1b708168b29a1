//! The compilation pipeline: one readable function that calls each stage explicitly, in order,
//! with a comment saying why it is there. Each stage is timed (`--time-report`), can be printed
//! after (`--print-after STAGE`), and is followed by LLVM's verifier when `--verify-each` is given
//! (always in debug builds).

use crate::codegen;
use crate::split_codegen;
use crate::error::CompileError;
use crate::input::{self, Input};
use crate::options::{EmitKind, Options};
use crate::target;
use crate::timing::{self, StageTime};
use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use crate::link::{self, LinkReport};
use crate::options::LinkStrategy;
use nvvmc_passes::address_spaces::AddressSpaceStats;
use std::collections::BTreeSet;
use nvvmc_passes::{InferAddressSpaces, InlineSingleCallHelpers, NarrowIntExt, CodegenGuard, Diagnostics, FpMode, LowerMath, MathLoopUnroll, ModulePass, NormalizeTarget, NvvmLegality, NvvmReflect};

/// The names of the stages, in order, as `--print-after` and `--time-report` use them.
pub const STAGES: &[&str] = &[
    "parse",
    "link-inputs",
    "verify-input",
    "nvvm-intrinsic-upgrade",
    "atomic-scope",
    "kernel-attributes",
    "nvvm-check",
    "narrow-int-ext",
    "canonicalize-math",
    "fp-mode",
    "link-libdevice",
    "defer-unroll",
    "optimize",
    "infer-address-spaces",
    "lower-math",
    "link-shims",
    "compile-libdevice-ptx",
    "nvvm-reflect",
    "release-unroll",
    "split",
    "optimize-linked",
    "codegen-guard",
    "debug-info",
    "codegen",
    "join-partitions",
    "join-ptx",
    "ptxas",
];

/// The result of one compilation: the artifact or the error, plus every diagnostic (warnings
/// too) and the stage timings.
#[derive(Debug)]
pub struct Compilation {
    pub result: Result<Vec<u8>, CompileError>,
    pub diagnostics: Diagnostics,
    pub timings: Vec<StageTime>,
    /// What was linked from libdevice and the shims.
    pub link: LinkReport,
    /// What the address-space inference did.
    pub address_spaces: AddressSpaceStats,
}

/// Compiles `inputs` (linked together, in the given order) with `opts`.
///
/// The whole compilation runs under crash recovery (`crash_recovery.rs`): an LLVM fatal error or
/// crash becomes [`CompileError::Crash`] naming the stage, and the process (a client's, through
/// the C API) lives on.
pub fn compile(inputs: &[Input], opts: &Options) -> Compilation {
    let mut run = Run::new(opts);
    let result = match crate::crash_recovery::run(|| run.compile(inputs)) {
        Ok(result) => result,
        // LLVM's reader verifies a module that carries debug info (UpgradeDebugInfo) and
        // reports a broken one as a fatal error: that is an invalid input, not an LLVM failure.
        Err(crate::crash_recovery::Failure::Fatal(reason)) if run.current_stage == "parse" && reason.contains("Broken module found") => {
            Err(CompileError::InvalidInput {
                input: run.current_input.clone(),
                message: "LLVM's verifier rejected it while reading it (its report went to stderr); fix: run `opt -passes=verify` on it to see the problem".into(),
            })
        }
        Err(failure) => Err(CompileError::Crash { stage: run.current_stage.clone(), message: failure.to_string() }),
    };
    Compilation { result, diagnostics: run.diags, timings: run.timings, link: run.link_report, address_spaces: run.address_space_stats }
}

struct Run<'o> {
    opts: &'o Options,
    diags: Diagnostics,
    timings: Vec<StageTime>,
    link_report: LinkReport,
    address_space_stats: AddressSpaceStats,
    /// The stage running now, for the message of a recovered crash.
    current_stage: String,
    /// The input being parsed, for the message of a failure while reading it.
    current_input: String,
    /// The program's LLVM context, whose diagnostics each stage reports.
    llvm_ctx: llvm_sys::prelude::LLVMContextRef,
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
}

/// What the back end produced: the PTX (or IR), and the module that debug-info laid out again
/// for code generation, if it did. (The program's externs are in the run's link report.)
struct Finished<'ctx> {
    output: Vec<u8>,
    module: Option<Module<'ctx>>,
}

/// One partition's back end, as its thread left it.
struct PartitionOutcome {
    result: Result<(Vec<u8>, std::collections::BTreeSet<String>), CompileError>,
    diags: Diagnostics,
    timings: Vec<StageTime>,
}

/// The stages [`Run::back_end`] runs (per partition under `-j N`).
const BACK_END_STAGES: &[&str] = &["optimize-linked", "codegen-guard", "debug-info", "codegen"];

impl<'o> Run<'o> {
    fn new(opts: &'o Options) -> Self {
        Run {
            opts,
            diags: Diagnostics::new(),
            timings: Vec::new(),
            link_report: LinkReport::default(),
            address_space_stats: AddressSpaceStats::default(),
            current_stage: String::new(),
            current_input: String::new(),
            llvm_ctx: std::ptr::null_mut(),
        }
    }

    fn verify_each(&self) -> bool {
        self.opts.verify_each || cfg!(debug_assertions)
    }

    /// Times `f` as stage `name`, then verifies and prints the module if asked.
    fn stage<T>(
        &mut self,
        name: &str,
        module: Option<&Module<'_>>,
        f: impl FnOnce(&mut Self) -> Result<T, CompileError>,
    ) -> Result<T, CompileError> {
        self.current_stage = name.to_string();
        let (result, elapsed, cpu) = timing::timed(|| f(self));
        self.timings.push(StageTime { stage: name.to_string(), elapsed, cpu, nested: false });
        // What LLVM reported during the stage: an error fails it (LLVM would have exited),
        // a warning joins the diagnostics.
        let mut llvm_error = None;
        // SAFETY: the program's context lives for the whole compilation (or is null before it).
        for d in unsafe { crate::llvm_diagnostics::take(self.llvm_ctx) } {
            if d.error {
                llvm_error.get_or_insert(d.message);
            } else {
                self.diags.push(nvvmc_passes::Diagnostic::warning(format!("LLVM: {}", d.message)));
            }
        }
        let result = match (result, llvm_error) {
            (Ok(_), Some(message)) => Err(CompileError::Llvm { stage: name.to_string(), message }),
            (r, _) => r,
        };
        let value = match result {
            Ok(v) => v,
            // A stage's error diagnostics join the run's (warnings from earlier stages included).
            Err(CompileError::Diagnostics(new)) => {
                self.diags.extend(new);
                return Err(CompileError::Diagnostics(self.diags.clone()));
            }
            Err(e) => return Err(e),
        };
        if let Some(m) = module {
            if self.opts.print_after.iter().any(|s| s == name || s == "all") {
                eprintln!("; *** IR after stage '{name}' ***\n{}", m.print_to_string().to_string());
            }
            if self.verify_each() {
                if let Err(e) = m.verify() {
                    return Err(CompileError::Verify { stage: name.to_string(), message: e.to_string().trim().to_string() });
                }
            }
        }
        Ok(value)
    }

    /// Runs one of our own passes as a stage; its error diagnostics stop the compilation.
    fn pass(&mut self, module: &Module<'_>, pass: &mut dyn ModulePass) -> Result<(), CompileError> {
        let name = pass.name();
        self.stage(name, Some(module), |run| {
            let mut local = Diagnostics::new();
            pass.run(module, &mut local);
            if local.has_errors() {
                Err(CompileError::Diagnostics(local))
            } else {
                run.diags.extend(local);
                Ok(())
            }
        })
    }

    fn compile(&mut self, inputs: &[Input]) -> Result<Vec<u8>, CompileError> {
        if inputs.is_empty() {
            return Err(CompileError::Usage("no input files".into()));
        }
        let opts = self.opts;
        let machine = target::create_machine(&opts.arch, opts.ptx_version, opts.opt)?;
        let layout = target::data_layout(&machine);
        let ctx = crate::llvm_diagnostics::DiagnosedContext::new();
        self.llvm_ctx = ctx.raw();
        // The NVVM legality checker records, per input, what normalizing and linking erase (the
        // data layout as written, each input's launch bounds) before it runs on the whole program.
        let mut legality = NvvmLegality::new(opts.arch.sm, opts.strict);

        // Parse every input into one context, verify it (so errors name the file), and give each
        // the NVPTX triple and data layout, so that linking them never mixes layouts.
        // Kernels marked in libNVVM's way (`!nvvm.annotations`), which get libNVVM's treatment
        // of `noinline` (kernel-attributes); None once a bitcode input's marks are unknown.
        let mut annotated_kernels = Some(std::collections::BTreeSet::new());
        let modules = self.stage("parse", None, |run| {
            let mut modules = Vec::with_capacity(inputs.len());
            for inp in inputs {
                run.current_input = inp.name.clone();
                // A module without a data layout is parsed with the target's, so that the
                // alignments the parser fills in are the target's (as with llc).
                let input::Parsed { module: m, data_layout_as_written, annotated_kernels: kernels } =
                    input::parse(&ctx, inp, &layout)?;
                match (kernels, annotated_kernels.as_mut()) {
                    (Some(k), Some(set)) => set.extend(k),
                    _ => annotated_kernels = None,
                }
                m.verify().map_err(|e| CompileError::InvalidInput {
                    input: inp.name.clone(),
                    message: e.to_string().trim().to_string(),
                })?;
                legality.observe_input_written_with(&m, &inp.name, &data_layout_as_written);
                let mut local = Diagnostics::new();
                NormalizeTarget::new(layout.clone(), inp.name.clone()).run(&m, &mut local);
                run.diags.extend(local);
                modules.push(m);
            }
            Ok(modules)
        })?;

        // Link the inputs into the first one, in command-line order.
        let mut iter = modules.into_iter().zip(inputs);
        let (module, _) = iter.next().expect("at least one input");
        self.stage("link-inputs", None, |_| {
            for (m, inp) in iter {
                crate::llvm_diagnostics::link_modules(&module, m)
                    .map_err(|message| CompileError::Link { input: inp.name.clone(), message })?;
            }
            Ok(())
        })?;

        // LLVM's verifier on the linked program, always: nothing below may see invalid IR.
        self.stage("verify-input", Some(&module), |_| {
            module.verify().map_err(|e| CompileError::Verify { stage: "link-inputs".into(), message: e.to_string().trim().to_string() })
        })?;

        // libNVVM's dialect, right after parsing so that the CLI and the C API see the same IR:
        // its mode-operand warp intrinsics (numba's `llvm.nvvm.shfl.sync.i32`, `vote.sync`)
        // become LLVM 22's, and scope-less atomics get NVVM's device scope, not LLVM's system one.
        self.pass(&module, &mut nvvmc_passes::NvvmIntrinsicUpgrade::new())?;
        self.pass(&module, &mut nvvmc_passes::AtomicScope)?;
        // Kernel attributes as libNVVM treats them: `noinline` dropped from kernels (with its
        // warning), launch bounds in three dimensions (`.maxntid 128, 1, 1`).
        self.pass(&module, &mut nvvmc_passes::KernelAttributes { annotated: annotated_kernels })?;

        // The NVVM IR spec's own rules (which LLVM's verifier does not know), before anything that
        // could crash LLVM on illegal input; `--check` stops after it.
        self.pass(&module, &mut legality)?;

        if opts.check_only {
            return Ok(Vec::new());
        }

        // Section 3.2.1: narrow integer parameters and returns without zeroext/signext are
        // zero-extended; the rule becomes explicit attributes so that LLVM follows it.
        self.pass(&module, &mut NarrowIntExt)?;

        // C math calls that LLVM has an intrinsic for become that intrinsic, before the
        // optimizer, so that it can constant-fold them (`sin(0.5)`) and knows they are pure.
        self.pass(&module, &mut LowerMath::canonicalize())?;

        // The floating-point options become IR attributes and flags (per function and per
        // instruction), before the optimizer so that it sees them.
        let fp = opts.fp;
        self.pass(
            &module,
            &mut FpMode { ftz: fp.ftz, prec_div: fp.prec_div, prec_sqrt: fp.prec_sqrt, fma: fp.fma, fast_math: fp.fast_math },
        )?;

        // `early` links the whole library now, marked so that the optimizer leaves it alone.
        let mut report = LinkReport::default();
        if opts.link == LinkStrategy::Early {
            self.stage("link-libdevice", None, |_| link::early::link_before_optimize(&module, opts, &mut report))?;
        }

        // __nvvm_reflect in the user's code (and, with `early`, in the library) is answered from
        // nvvmc's options now: LLVM's own NVVMReflect, which the NVPTX pipeline runs first, would
        // answer from module flags instead.
        self.pass(&module, &mut reflect_for(opts))?;

        // Loops that call math are unrolled after linking, when the unroller sees libdevice's
        // code instead of one small call (see `math_loop_unroll.rs`); others as LLVM decides.
        if opts.opt != crate::options::OptLevel::O0 {
            let fast_frem = fp.fast_math || opts.link == LinkStrategy::None;
            self.pass(&module, &mut MathLoopUnroll::defer(fast_frem, opts.lower_native_math))?;
        }

        // LLVM's middle end, with the NVPTX target machine so that its own NVPTX passes run.
        self.optimize("optimize", &module, &machine)?;

        // nvvmc's address-space inference: generic accesses whose space is proven become
        // global/shared/local/const ones, and helpers are specialized per address-space
        // signature. After the optimizer, so that inlining and SROA have simplified the IR.
        if opts.address_spaces.enabled {
            let mut pass = InferAddressSpaces::new(opts.address_spaces.through_integers);
            self.pass(&module, &mut pass)?;
            self.address_space_stats = pass.stats;
        }

        // Math the backend cannot select becomes calls of libdevice functions and of the
        // libdevice-shim wrappers; the wrappers it used are linked right away.
        // `frem` becomes libdevice's exact fmod, except under `--link none` (no libdevice).
        let mut lower = LowerMath::lower(fp.fast_math, opts.lower_native_math);
        if opts.link == LinkStrategy::None {
            lower = lower.without_exact_frem();
        }
        self.pass(&module, &mut lower)?;
        report.shims = self.stage("link-shims", Some(&module), |_| link::shims::link_used(&module))?;

        // Provide libdevice by the chosen strategy, then answer __nvvm_reflect in what came in.
        let mut library_ptx = None;
        match opts.link {
            LinkStrategy::Late => self.stage("link-libdevice", Some(&module), |_| link::late::link(&module, opts, &mut report))?,
            LinkStrategy::Early => self.stage("link-libdevice", Some(&module), |_| link::early::finish(&module, &report))?,
            LinkStrategy::Ptx => {
                let needed = link::ptx::needed(&module);
                if !needed.is_empty() {
                    library_ptx = Some(self.stage("compile-libdevice-ptx", None, |_| link::ptx::library_ptx(opts, &needed, &mut report))?);
                }
            }
            LinkStrategy::None => {
                self.stage("link-libdevice", None, |_| link::none::check_resolved(&module, "none"))?;
            }
        }
        self.pass(&module, &mut reflect_for(opts))?;
        if opts.opt != crate::options::OptLevel::O0 {
            self.pass(&module, &mut MathLoopUnroll::release())?;
        }

        // What came from libdevice and the shims is internal to the program: once inlined it
        // disappears, and nothing of the library is exported from the PTX.
        let mut linked_here = report.shims.clone();
        if opts.link != LinkStrategy::Ptx {
            linked_here.extend(report.functions.iter().cloned());
        }
        if !linked_here.is_empty() {
            link::libdevice::internalize(&module, &linked_here);
        }
        let ptx_version = opts.arch.ptx_version(opts.ptx_version).map_err(CompileError::Usage)?;
        let mut end = BackEnd {
            library: linked_here.clone(),
            provided: if opts.link == LinkStrategy::Ptx { link::ptx::needed(&module) } else { Default::default() },
            ptx_version: ptx_version.0,
            partition: false,
            library_inlined: false,
        };

        // The back end: post-link optimization, the last check, debug information, code
        // generation. With `-j N` it runs on each partition of the program (by kernel) on its
        // own thread, and the partitions' PTX is joined (`split_codegen.rs`).
        self.link_report = report;
        let finished = match self.split_plan(&module, &machine, &mut end)? {
            Some(parts) => self.parallel_back_end(&module, &parts, &end)?,
            None => None,
        };
        let finished = match finished {
            Some(f) => f,
            None => self.back_end(&module, &machine, &end)?,
        };

        match opts.emit {
            EmitKind::Llvm | EmitKind::Bc => Ok(finished.output),
            EmitKind::Ptx | EmitKind::Cubin | EmitKind::Abi => {
                let mut ptx = finished.output;
                if let Some(lib) = &library_ptx {
                    ptx = self.stage("join-ptx", None, |_| {
                        link::ptx::join(&String::from_utf8_lossy(&ptx), lib).map(String::into_bytes)
                    })?;
                }
                if opts.emit == EmitKind::Abi {
                    // From the same module that produced the PTX, and from the PTX itself.
                    let text = String::from_utf8_lossy(&ptx).into_owned();
                    let module = finished.module.as_ref().unwrap_or(&module);
                    return self.stage("abi-report", None, |run| {
                        Ok(crate::abi::report(module, &text, &run.link_report).to_json().into_bytes())
                    });
                }
                if opts.emit == EmitKind::Cubin {
                    self.stage("ptxas", None, |_| crate::tools::assemble_cubin(&ptx, &opts.arch.cpu(), opts.relocatable))
                } else {
                    Ok(ptx)
                }
            }
        }
    }

    /// The stages after linking, on the whole program or (`-j N`) on one partition of it.
    fn back_end<'ctx>(&mut self, module: &Module<'ctx>, machine: &TargetMachine, end: &BackEnd) -> Result<Finished<'ctx>, CompileError> {
        let opts = self.opts;
        // A second optimization inlines the library into the user's code and deletes what is
        // unused.
        if end.library_inlined {
            // `split` inlined the library already: the rest of the post-link pipeline.
            self.run_pipeline("optimize-linked", module, machine, format!("always-inline,{POST_LINK_PIPELINE}"))?;
        } else if !end.library.is_empty() {
            self.optimize_linked(module, machine, &end.library)?;
        }

        // Last check before LLVM's backend: anything it would abort on, or leave for ptxas to
        // reject, is reported here instead.
        let mut guard = CodegenGuard::new(opts.arch.sm, math_hint(opts)).allowing(end.provided.clone()).with_ptx(end.ptx_version);
        self.pass(module, &mut guard)?;
        self.link_report.externs = std::mem::take(&mut guard.externs);
        let externs = &self.link_report.externs;

        // Externs (separate compilation) stay `.extern .func` in the PTX; a cubin can leave them
        // unresolved only as relocatable code (ptxas -c), for nvlink.
        if opts.emit == EmitKind::Cubin && !opts.relocatable && !externs.is_empty() {
            let mut d = Diagnostics::new();
            for name in externs {
                d.push(
                    nvvmc_passes::Diagnostic::error(format!(
                        "function '{name}' is not defined in the program: a cubin can leave it unresolved only as relocatable code"
                    ))
                    .rule("unresolved-function", "14.1")
                    .global(name.clone())
                    .hint(format!("add --relocatable (ptxas -c) and link the cubin with the code that defines '{name}', or pass that module as another input")),
                );
            }
            self.diags.extend(d);
            return Err(CompileError::Diagnostics(self.diags.clone()));
        }

        match opts.emit {
            EmitKind::Llvm => Ok(Finished { output: module.print_to_string().to_bytes().to_vec(), module: None }),
            EmitKind::Bc => Ok(Finished { output: module.write_bitcode_to_memory().as_slice().to_vec(), module: None }),
            EmitKind::Ptx | EmitKind::Cubin | EmitKind::Abi => {
                // Debug information only as asked (-g, --lineinfo); the diagnostics above used it.
                let relaid = self.stage("debug-info", Some(module), |_| crate::debug_info::apply(module, machine, opts.debug_info))?;
                let target = relaid.as_ref().unwrap_or(module);
                let output = self.stage("codegen", None, |_| {
                    if end.partition {
                        crate::split_codegen::declare_borrowed_variables(target);
                    }
                    codegen::emit_ptx(machine, target)
                })?;
                Ok(Finished { output, module: relaid })
            }
        }
    }

    /// The partitions for `-j N`, or `None` when the back end runs on one thread: one thread
    /// asked, only IR emitted, `--emit abi` (it reads the whole optimized module), a back-end
    /// stage to print (the printed module is the whole program), or a program the split cannot
    /// keep exact (see `split_codegen::plan`).
    ///
    /// Before planning, the library is inlined into the whole program (the first part of
    /// `optimize-linked`, [`inline_library`]): which libdevice helpers are inlined depends on
    /// their call sites in the whole program, so every partition inherits the one-thread
    /// decision and the code is the same as with `-j 1`.
    fn split_plan(&mut self, module: &Module<'_>, machine: &TargetMachine, end: &mut BackEnd) -> Result<Option<Vec<split_codegen::Partition>>, CompileError> {
        let opts = self.opts;
        let threads = opts.split_compile.threads();
        let printed = opts.print_after.iter().any(|s| s == "all" || BACK_END_STAGES.contains(&s.as_str()));
        if threads < 2 || printed || !matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin) {
            return Ok(None);
        }
        let inline = !end.library.is_empty() && opts.opt != crate::options::OptLevel::O0;
        let library = end.library.clone();
        let plan = self.stage("split", Some(module), |_| {
            if inline {
                inline_library(module, machine, &library)?;
            }
            Ok(split_codegen::plan(module, threads))
        })?;
        end.library_inlined = inline;
        Ok(plan)
    }

    /// [`Run::back_end`] on each partition, on its own thread in its own LLVM context, and the
    /// partitions' PTX joined. `None` when a partition reports an error diagnostic: the caller
    /// then runs the back end on the whole program, so the diagnostics are exactly one thread's.
    fn parallel_back_end<'ctx>(&mut self, module: &Module<'ctx>, parts: &[split_codegen::Partition], end: &BackEnd) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let label = format!("back-end ({} threads)", parts.len());
        let runs = self.stage(&label, None, |_| {
            Ok(split_codegen::run_partitions(module, parts, opts, |partition, index| {
                let mut run = Run::new(opts);
                // This thread's context: its LLVM diagnostics are the partition's.
                // SAFETY: the partition's module is alive for this call.
                run.llvm_ctx = unsafe { llvm_sys::core::LLVMGetModuleContext(partition.as_mut_ptr()) };
                let machine = target::create_machine(&opts.arch, opts.ptx_version, opts.opt);
                let defined_elsewhere = parts.iter().enumerate().filter(|(i, _)| *i != index).flat_map(|(_, p)| p.functions.iter().cloned());
                let end = BackEnd { provided: end.provided.iter().cloned().chain(defined_elsewhere).collect(), partition: true, ..end.clone() };
                let result = machine.and_then(|machine| run.back_end(partition, &machine, &end)).map(|f| (f.output, std::mem::take(&mut run.link_report.externs)));
                PartitionOutcome { result, diags: run.diags, timings: run.timings }
            }))
        })?;
        let runs = runs?;
        // The parallel stage's CPU time is every thread's; each partition's stages follow it.
        if let Some(t) = self.timings.last_mut() {
            t.cpu += runs.iter().map(|r| r.thread.cpu).sum::<std::time::Duration>();
        }
        let mut outcomes = Vec::with_capacity(runs.len());
        for (i, r) in runs.into_iter().enumerate() {
            self.timings.push(r.thread);
            self.timings.push(r.read);
            for t in &r.value.timings {
                self.timings.push(StageTime { stage: format!("partition {}/{}: {}", i + 1, parts.len(), t.stage), nested: true, ..t.clone() });
            }
            outcomes.push(r.value);
        }
        if outcomes.iter().any(|o| matches!(o.result, Err(CompileError::Diagnostics(_)))) {
            return Ok(None);
        }
        let mut texts = Vec::with_capacity(outcomes.len());
        let mut externs = std::collections::BTreeSet::new();
        for o in outcomes {
            // Warnings once each (a helper compiled in two partitions is checked in both).
            for d in o.diags.iter() {
                if !self.diags.iter().any(|e| e == d) {
                    self.diags.push(d.clone());
                }
            }
            let (ptx, ext) = o.result?;
            texts.push(String::from_utf8_lossy(&ptx).into_owned());
            externs.extend(ext);
        }
        self.link_report.externs = externs;
        let output = self.stage("join-partitions", None, |_| split_codegen::join(&texts))?;
        Ok(Some(Finished { output, module: None }))
    }

    /// After linking: the user's code is already optimized, so only what linking changed needs
    /// work: inline the library (alwaysinline, and the helpers called from one place), clean the
    /// inlined bodies (SROA for libdevice's local arrays, constant folding of the reflect
    /// answers, CFG cleanup, redundancy elimination), and drop what is unused.
    fn optimize_linked(&mut self, module: &Module<'_>, machine: &TargetMachine, library: &BTreeSet<String>) -> Result<(), CompileError> {
        if self.opts.opt == crate::options::OptLevel::O0 {
            return self.run_pipeline("optimize-linked", module, machine, POST_LINK_INLINE.into());
        }
        self.stage("optimize-linked", Some(module), |_| optimize_after_link(module, machine, library))
    }

    fn run_pipeline(&mut self, stage: &str, module: &Module<'_>, machine: &TargetMachine, pipeline: String) -> Result<(), CompileError> {
        self.stage(stage, Some(module), |_| {
            module
                .run_passes(&pipeline, machine, inkwell::passes::PassBuilderOptions::create())
                .map_err(|e| CompileError::Passes { pipeline: pipeline.clone(), message: e.to_string() })
        })
    }

    fn optimize(&mut self, stage: &str, module: &Module<'_>, machine: &TargetMachine) -> Result<(), CompileError> {
        let pipeline = format!("default<O{}>", self.opts.opt.number());
        self.stage(stage, Some(module), |_| {
            module
                .run_passes(&pipeline, machine, inkwell::passes::PassBuilderOptions::create())
                .map_err(|e| CompileError::Passes { pipeline: pipeline.clone(), message: e.to_string() })
        })
    }
}

/// The pipeline after linking libdevice (see `Run::optimize_linked`), in two parts around
/// [`InlineSingleCallHelpers`]: first the library's `alwaysinline` entry points go into the
/// program and what is unused goes away, so that each library helper has the call sites the PTX
/// would have; then the helpers called once are inlined too, and the inlined code is cleaned.
/// Measured against a second `default<O3>` over the whole module on the numba kernels, the bench
/// inputs and the examples (60 programs, sm_90, ptxas -v): 1.6% fewer registers, 0.4% fewer
/// instructions in total, and the post-link stage of a one-`sin` kernel takes 1.4 ms instead of
/// 5.5 ms.
pub(crate) const POST_LINK_INLINE: &str = "always-inline,globaldce";
pub(crate) const POST_LINK_PIPELINE: &str =
    "function(sroa,early-cse<memssa>,instcombine<no-verify-fixpoint>,simplifycfg,loop-unroll<O3>,sroa,gvn,instcombine<no-verify-fixpoint>,simplifycfg,infer-alignment,adce),globaldce";

/// What the post-link optimization does, for the `--link ptx` cache key: library PTX made by
/// another post-link pipeline is not reused.
pub(crate) fn post_link_key() -> String {
    format!("post-link {POST_LINK_INLINE} | {} | {POST_LINK_PIPELINE}", InlineSingleCallHelpers::new(BTreeSet::new()).name())
}

/// Runs the post-link pipeline on `module`, whose functions named in `library` came from the
/// library (libdevice, the shims): after the `late`/`early` link, and on the library module of
/// `--link ptx`.
pub(crate) fn optimize_after_link(module: &Module<'_>, machine: &TargetMachine, library: &BTreeSet<String>) -> Result<(), CompileError> {
    let run = |pipeline: String| {
        module
            .run_passes(&pipeline, machine, inkwell::passes::PassBuilderOptions::create())
            .map_err(|e| CompileError::Passes { pipeline: pipeline.clone(), message: e.to_string() })
    };
    let helpers_marked = inline_library(module, machine, library)?;
    // The helpers just marked `alwaysinline` go in first.
    run(if helpers_marked { format!("always-inline,{POST_LINK_PIPELINE}") } else { POST_LINK_PIPELINE.into() })
}

/// The first part of [`optimize_after_link`]: the library's `alwaysinline` entry points go
/// into the program, and [`InlineSingleCallHelpers`] marks the helpers called from one place
/// (whether it marked any).
fn inline_library(module: &Module<'_>, machine: &TargetMachine, library: &BTreeSet<String>) -> Result<bool, CompileError> {
    module
        .run_passes(POST_LINK_INLINE, machine, inkwell::passes::PassBuilderOptions::create())
        .map_err(|e| CompileError::Passes { pipeline: POST_LINK_INLINE.into(), message: e.to_string() })?;
    Ok(InlineSingleCallHelpers::new(library.clone()).run(module, &mut Diagnostics::new()).changed())
}

fn math_hint(opts: &Options) -> String {
    match opts.link {
        LinkStrategy::None => "nvvmc lowers it to libdevice when libdevice is linked: drop --link none".into(),
        _ => "nvvmc found no libdevice lowering for this form; compute it in float or double".into(),
    }
}

/// The reflect answers for these options.
pub fn reflect_for(opts: &Options) -> NvvmReflect {
    NvvmReflect { ftz: opts.fp.ftz, cuda_arch: opts.arch.cuda_arch(), prec_sqrt: opts.fp.prec_sqrt, prec_div: opts.fp.prec_div }
}
