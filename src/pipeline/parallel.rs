//! `-j N`: where the program is split (before `optimize` when its kernels share nothing, else
//! after linking) and the partitions compiled on their own threads and joined
//! (`src/split_codegen/`; [design](../../docs/design.md#parallel-back-end)).

use super::{BackEnd, Finished, Program, Run, Split};
use crate::error::CompileError;
use crate::link::{self, LinkReport};
use crate::options::EmitKind;
use crate::split_codegen;
use crate::stage::Stage;
use crate::target;
use crate::timing::{self, StageTime};
use nvvmc_ir::{Context, Module, TargetMachine};
use nvvmc_passes::address_spaces::AddressSpaceStats;
use nvvmc_passes::Diagnostics;

/// One partition's back end, as its thread left it.
struct PartitionOutcome {
    result: Result<(Vec<u8>, std::collections::BTreeSet<String>), CompileError>,
    diags: Diagnostics,
    timings: Vec<StageTime>,
    /// What the partition linked and its address-space inference did (split before `optimize`).
    link: LinkReport,
    address_spaces: AddressSpaceStats,
}

/// Where `-j N` split the program.
#[derive(Clone, Copy)]
enum SplitAt<'e> {
    /// Before `optimize` ([`Run::split_before_optimize`]): each partition runs the stages from
    /// there on, with the program's data layout and PTX ISA version.
    BeforeOptimize { layout: &'e str, ptx_version: u32 },
    /// After linking ([`Run::split_plan`]): each partition runs the back end of this plan.
    AfterLinking(&'e BackEnd),
}

impl Run<'_> {
    /// `-j N` after linking ([`Run::split_plan`]): the back end on each partition and the PTX
    /// joined, or `None` when the back end runs on the whole program.
    pub(super) fn split_after_linking<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        machine: &TargetMachine,
        end: &mut BackEnd,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let Some(parts) = self.split_plan(module, machine, end)? else { return Ok(None) };
        let finished = self.parallel_back_end(module, &parts, SplitAt::AfterLinking(end))?;
        if finished.is_some() {
            self.split = Split::AfterLinking(parts.len());
        }
        Ok(finished)
    }

    /// `-j N` before `optimize`, when the program's kernels share no code or variable
    /// (`split_codegen::plan_before_optimize`): each partition runs every stage from `optimize`
    /// to `codegen` on its own thread ([`Run::partition_front`], then the back end), and the
    /// PTX is joined. Then only parsing and checking are serial; the code of each function is
    /// what one thread makes of it, since nothing the optimizer looks at crosses partitions.
    /// `None`: the program goes on whole, and may still be split after linking (`split`):
    /// with one thread, at -O0 (where `optimize` costs little), for IR or the ABI report,
    /// under `--link early` or `ptx` or `--math-lib` (libraries read into the program's
    /// context), when a stage from `optimize` on is printed, or when a partition reports an
    /// error (the whole program then reports it, as one thread would).
    pub(super) fn split_before_optimize<'ctx>(
        &mut self,
        p: &Program<'_, 'ctx>,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let threads = opts.split_compile.threads();
        let printed = Stage::all().filter(|s| *s >= Stage::Optimize).any(|s| opts.prints_after(s));
        if threads < 2
            || printed
            || opts.opt == crate::options::OptLevel::O0
            || !matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin)
            || !matches!(p.strategy.kind(), crate::options::LinkStrategy::Late | crate::options::LinkStrategy::None)
            || !opts.math_libs.is_empty()
        {
            return Ok(None);
        }
        let module = p.program();
        self.current_stage = Stage::Split.name().to_string();
        let (parts, elapsed, cpu) = timing::timed(|| split_codegen::plan_before_optimize(module, threads));
        let Some(parts) = parts else { return Ok(None) };
        self.timings.push(StageTime { stage: Stage::Split.name().into(), elapsed, cpu, nested: false, changed: None });
        let at = SplitAt::BeforeOptimize { layout: &p.setup.layout, ptx_version: p.setup.ptx_version };
        let finished = self.parallel_back_end(module, &parts, at)?;
        if finished.is_some() {
            self.split = Split::BeforeOptimize(parts.len());
        }
        Ok(finished)
    }

    /// Split before `optimize`: the rows from `optimize` to `internalize-library` on one
    /// partition, as on the whole program; the partition, its target machine and the back
    /// end's plan.
    fn partition_front<'ctx>(
        &mut self,
        ctx: &'ctx Context,
        module: Module<'ctx>,
        layout: &str,
        ptx_version: u32,
    ) -> Result<(Module<'ctx>, target::Machine, BackEnd), CompileError> {
        let opts = self.opts;
        let machine = target::create_machine(&opts.arch, self.ptx_isa.version, opts.opt)?;
        let strategy = link::choose::for_kind(opts.link);
        let mut setup = opts.pass_setup(strategy.provides_libdevice(), strategy.math_hint());
        setup.layout = layout.to_string();
        setup.ptx_version = ptx_version;
        let mut p = Program {
            inputs: &[],
            machine,
            setup,
            modules: Vec::new(),
            module: Some(module),
            strategy,
            math_lib: link::math_lib::MathLib::default(),
            end: None,
            finished: None,
            ptx: Vec::new(),
        };
        for stage in Stage::all().filter(|s| (Stage::Optimize..=Stage::InternalizeLibrary).contains(s)) {
            self.row(stage, ctx, &mut p)?;
        }
        let end = p.end.take().expect("internalize-library made the back end's plan");
        Ok((p.module.take().expect("the partition"), p.machine, end))
    }

    /// The partitions for `-j N`, or `None` when the back end runs on one thread: one thread
    /// asked, only IR emitted, `--emit abi` (it reads the whole optimized module), a back-end
    /// stage to print (the printed module is the whole program), or a program the split cannot
    /// keep exact (see `split_codegen::plan`).
    ///
    /// The plan is made before the library is inlined (the first part of `optimize-linked`,
    /// [`link::optimize::inline_library`]): each partition inlines it on its own thread
    /// ([`Run::parallel_back_end`]), and only the decision that needs the whole program (which
    /// libdevice helpers have one call site) is taken together, so the code is `-j 1`'s.
    fn split_plan(
        &mut self,
        module: &Module<'_>,
        machine: &TargetMachine,
        end: &mut BackEnd,
    ) -> Result<Option<Vec<split_codegen::Partition>>, CompileError> {
        let opts = self.opts;
        let threads = opts.split_compile.threads();
        let printed = Stage::all().filter(|s| s.in_back_end()).any(|s| opts.prints_after(s));
        if threads < 2 || printed || !matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin) {
            return Ok(None);
        }
        let _ = (machine, &end);
        self.stage(Stage::Split, Some(module), |_| Ok(split_codegen::plan(module, threads)))
    }

    /// [`Run::back_end`] on each partition, on its own thread in its own LLVM context, and the
    /// partitions' PTX joined (split before `optimize`, each partition first runs the stages
    /// from there, [`Run::partition_front`]). `None` when a partition reports an error
    /// diagnostic: the caller then goes on with the whole program, so the diagnostics are
    /// exactly one thread's.
    ///
    /// Each thread first inlines the library into its partition (`always-inline,globaldce`,
    /// step `inline-library`); the threads then meet once ([`split_codegen::Rendezvous`]) to
    /// learn which library helpers have one call site in the whole program, mark those as
    /// [`nvvmc_passes::InlineSingleCallHelpers`] marks them on one thread, and go on with the
    /// rest of `optimize-linked`. (Done on the whole program before the split, this was ~20% of
    /// `-j 2`'s serial time on the 64-kernel benchmark.) Split before `optimize`, every thread
    /// meets, and all run the post-link optimization when any linked library code, as the
    /// whole program does.
    fn parallel_back_end<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        parts: &[split_codegen::Partition],
        at: SplitAt<'_>,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let ptx_isa = self.ptx_isa.clone();
        let label = format!("{} ({} threads)", Stage::BackEnd, parts.len());
        let inline_here = match at {
            SplitAt::BeforeOptimize { .. } => true,
            SplitAt::AfterLinking(end) => {
                !end.library_inlined && !end.library.is_empty() && opts.opt != crate::options::OptLevel::O0
            }
        };
        let meet = split_codegen::Rendezvous::<split_codegen::HelperUses>::new(parts.len());
        const ANOTHER_FAILED: &str =
            "another partition of the program failed before the library's helpers were counted";
        let runs = self.run_stage(&label, None, |_| {
            Ok((
                split_codegen::run_partitions(
                    module,
                    parts,
                    opts,
                    |dctx, partition, index| {
                        let mut run = Run::new(opts);
                        run.ptx_isa = ptx_isa.clone();
                        // This thread's context: its LLVM diagnostics are the partition's.
                        run.llvm_diagnostics = Some(Box::new(move || dctx.take()));
                        let front = match at {
                            SplitAt::BeforeOptimize { layout, ptx_version } => {
                                run.partition_front(dctx, partition, layout, ptx_version)
                            }
                            SplitAt::AfterLinking(end) => target::create_machine(&opts.arch, ptx_isa.version, opts.opt)
                                .map(|machine| (partition, machine, end.clone())),
                        };
                        let result = front.and_then(|(partition, machine, end)| {
                            let defined_elsewhere = parts
                                .iter()
                                .enumerate()
                                .filter(|(i, _)| *i != index)
                                .flat_map(|(_, p)| p.functions.iter().cloned());
                            let mut end = BackEnd {
                                provided: end.provided.iter().cloned().chain(defined_elsewhere).collect(),
                                partition: true,
                                ..end
                            };
                            if inline_here {
                                let library = &end.library;
                                let linked = run.run_stage("inline-library", Some(&partition), |_| {
                                    // A partition split before `optimize` that linked no
                                    // library code only meets the others: one thread would
                                    // not inline into it unless some partition linked.
                                    if !library.is_empty() {
                                        link::optimize::run_pipeline(
                                            &partition,
                                            &machine,
                                            link::optimize::POST_LINK_INLINE,
                                        )?;
                                    }
                                    let uses = split_codegen::helper_uses(&partition, library);
                                    let all = meet
                                        .exchange(index, uses)
                                        .ok_or_else(|| CompileError::Codegen(ANOTHER_FAILED.into()))?;
                                    let single = split_codegen::single_use_helpers(&all);
                                    split_codegen::mark_single_call_helpers(&partition, library, &single);
                                    Ok((all.iter().any(|r| r.linked), None))
                                })?;
                                end.library_inlined = match at {
                                    SplitAt::BeforeOptimize { .. } => linked,
                                    SplitAt::AfterLinking(_) => true,
                                };
                            }
                            run.back_end(&partition, &machine, &end)
                                .map(|f| (f.output, std::mem::take(&mut run.link_report.externs)))
                        });
                        PartitionOutcome {
                            result,
                            diags: run.diags,
                            timings: run.timings,
                            link: run.link_report,
                            address_spaces: run.address_space_stats,
                        }
                    },
                    |index| meet.leave(index),
                ),
                None,
            ))
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
                self.timings.push(StageTime {
                    stage: format!("partition {}/{}: {}", i + 1, parts.len(), t.stage),
                    nested: true,
                    ..t.clone()
                });
            }
            outcomes.push(r.value);
        }
        if outcomes.iter().any(|o| matches!(o.result, Err(CompileError::Diagnostics { .. }))) {
            return Ok(None);
        }
        let mut failures_elsewhere: Vec<CompileError> = outcomes
            .iter_mut()
            .filter(|o| matches!(&o.result, Err(e) if !matches!(e, CompileError::Codegen(m) if m == ANOTHER_FAILED)))
            .map(|o| std::mem::replace(&mut o.result, Err(CompileError::Codegen(ANOTHER_FAILED.into()))).unwrap_err())
            .collect();
        let mut texts = Vec::with_capacity(outcomes.len());
        let mut externs = std::collections::BTreeSet::new();
        for o in outcomes {
            // Warnings once each (a helper compiled in two partitions is checked in both).
            for d in o.diags.iter() {
                if !self.diags.iter().any(|e| e == d) {
                    self.diags.push(d.clone());
                }
            }
            // The error of the partition that failed, not of those it stopped at the meeting.
            if matches!(&o.result, Err(CompileError::Codegen(m)) if m == ANOTHER_FAILED)
                && !failures_elsewhere.is_empty()
            {
                return Err(failures_elsewhere.remove(0));
            }
            let (ptx, ext) = o.result?;
            texts.push(String::from_utf8_lossy(&ptx).into_owned());
            externs.extend(ext);
            // Split before `optimize`: what each partition linked and made specific.
            if self.link_report.libdevice.is_none() {
                self.link_report.libdevice = o.link.libdevice;
            }
            self.link_report.functions.extend(o.link.functions);
            self.link_report.shims.extend(o.link.shims);
            for (space, n) in o.address_spaces.specific {
                *self.address_space_stats.specific.entry(space).or_default() += n;
            }
            self.address_space_stats.clones += o.address_spaces.clones;
        }
        self.link_report.externs = externs;
        let output = self.stage(Stage::JoinPartitions, None, |_| split_codegen::join(&texts))?;
        Ok(Some(Finished { output, module: None }))
    }
}
