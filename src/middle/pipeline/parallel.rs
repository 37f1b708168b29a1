//! `-j N`: where the program is split (before `optimize` when its kernels share nothing, else
//! after linking), the partitions compiled on their own threads by the same middle and back end
//! as the whole program, and their PTX joined (`src/back/split_codegen/`;
//! [design](../../docs/design.md#parallel-back-end)).

use super::run::Run;
use super::{BackEnd, Finished, Split};
use crate::back::split_codegen::{self, HelperUses, Partition, Rendezvous};
use crate::back::target;
use crate::error::CompileError;
use crate::middle::link::{self, LinkReport};
use crate::middle::stage::Stage;
use crate::options::{EmitKind, LinkStrategy, OptLevel};
use crate::services::timing::{self, StageTime};
use nvvmc_ir::{Context, Module, TargetMachine};
use nvvmc_passes::address_spaces::AddressSpaceStats;
use nvvmc_passes::Diagnostics;
use std::collections::BTreeSet;

/// One partition's back end, as its thread left it.
struct PartitionOutcome {
    /// Its PTX and externs.
    result: Result<(Vec<u8>, BTreeSet<String>), CompileError>,
    diags: Diagnostics,
    timings: Vec<StageTime>,
    /// What the partition linked and its address-space inference did (split before `optimize`).
    link: LinkReport,
    address_spaces: AddressSpaceStats,
}

/// Where `-j N` split the program.
#[derive(Clone, Copy)]
enum SplitAt<'e> {
    /// Before `optimize` ([`Run::split_before_optimize`]): each partition runs the middle end
    /// with the program's PTX ISA version, then the back end.
    BeforeOptimize { ptx_version: u32 },
    /// After linking ([`Run::split_after_linking`]): each partition runs the back end of this plan.
    AfterLinking(&'e BackEnd),
}

/// What every partition's thread shares: where the program was split, the partitions, and the
/// meeting at which they learn which library helpers have one call site in the whole program.
struct Shared<'a> {
    at: SplitAt<'a>,
    parts: &'a [Partition],
    /// Whether each partition inlines the library into itself first (`inline-library`).
    inline_here: bool,
    meet: Rendezvous<HelperUses>,
    ptx_isa: crate::back::ptx_isa::Choice,
}

impl Run<'_> {
    /// `-j N` before `optimize`, when the program's kernels share no code or variable
    /// (`split_codegen::plan_before_optimize`): each partition runs every stage from `optimize`
    /// to `codegen` on its own thread, and the PTX is joined. Then only parsing and checking are
    /// serial; the code of each function is what one thread makes of it, since nothing the
    /// optimizer looks at crosses partitions. `None`: the program goes on whole, and may still
    /// be split after linking: with one thread, at -O0 (where `optimize` costs little), for IR
    /// or the ABI report, under `--link early` or `ptx` or `--math-lib` (libraries read into the
    /// program's context), when a stage from `optimize` on is printed, or when a partition
    /// reports an error (the whole program then reports it, as one thread would).
    pub(super) fn split_before_optimize<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        ptx_version: u32,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let threads = opts.split_compile.threads();
        let printed = Stage::all().filter(|s| *s >= Stage::Optimize).any(|s| opts.prints_after(s));
        if threads < 2
            || printed
            || opts.opt == OptLevel::O0
            || !matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin)
            || !matches!(opts.link, LinkStrategy::Late | LinkStrategy::None)
            || !opts.math_libs.is_empty()
        {
            return Ok(None);
        }
        self.current_stage = Stage::Split.name().to_string();
        let (parts, elapsed, cpu) = timing::timed(|| split_codegen::plan_before_optimize(module, threads));
        let Some(parts) = parts else { return Ok(None) };
        self.timings.push(StageTime { stage: Stage::Split.name().into(), elapsed, cpu, nested: false, changed: None });
        let finished = self.parallel_back_end(module, &parts, SplitAt::BeforeOptimize { ptx_version })?;
        if finished.is_some() {
            self.split = Split::BeforeOptimize(parts.len());
        }
        Ok(finished)
    }

    /// `-j N` after linking: the back end on each partition and the PTX joined, or `None` when
    /// the back end runs on the whole program: one thread asked, only IR emitted, `--emit abi`
    /// (it reads the whole optimized module), a back-end stage to print (the printed module is
    /// the whole program), or a program the split cannot keep exact (see `split_codegen::plan`).
    ///
    /// The plan is made before the library is inlined (the first part of `optimize-linked`,
    /// [`link::optimize::inline_library`]): each partition inlines it on its own thread, and
    /// only the decision that needs the whole program (which libdevice helpers have one call
    /// site) is taken together, so the code is `-j 1`'s.
    pub(super) fn split_after_linking<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        plan: &BackEnd,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let threads = opts.split_compile.threads();
        let printed = Stage::all().filter(|s| s.in_back_end()).any(|s| opts.prints_after(s));
        if threads < 2 || printed || !matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin) {
            return Ok(None);
        }
        let parts = self.stage(Stage::Split, Some(module), |_| Ok(split_codegen::plan(module, threads)))?;
        let Some(parts) = parts else { return Ok(None) };
        let finished = self.parallel_back_end(module, &parts, SplitAt::AfterLinking(plan))?;
        if finished.is_some() {
            self.split = Split::AfterLinking(parts.len());
        }
        Ok(finished)
    }

    /// [`Run::back_end`] on each partition, on its own thread in its own LLVM context
    /// ([`partition_back_end`]), and the partitions' PTX joined. `None` when a partition reports
    /// an error diagnostic: the caller then goes on with the whole program, so the diagnostics
    /// are exactly one thread's.
    fn parallel_back_end<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        parts: &[Partition],
        at: SplitAt<'_>,
    ) -> Result<Option<Finished<'ctx>>, CompileError> {
        let opts = self.opts;
        let inline_here = match at {
            SplitAt::BeforeOptimize { .. } => true,
            SplitAt::AfterLinking(plan) => {
                !plan.library_inlined && !plan.library.is_empty() && opts.opt != OptLevel::O0
            }
        };
        let shared =
            Shared { at, parts, inline_here, meet: Rendezvous::new(parts.len()), ptx_isa: self.ptx_isa.clone() };
        let label = format!("{} ({} threads)", Stage::BackEnd, parts.len());
        let runs = self.run_stage(&label, None, |_| {
            let runs = split_codegen::run_partitions(
                module,
                parts,
                opts,
                |dctx, partition, index| partition_back_end(opts, &shared, dctx, partition, index),
                |index| shared.meet.leave(index),
            );
            Ok((runs, None))
        })??;
        // The parallel stage's CPU time is every thread's; each partition's stages follow it.
        if let Some(t) = self.timings.last_mut() {
            t.cpu += runs.iter().map(|r| r.thread.cpu).sum::<std::time::Duration>();
        }
        let mut outcomes = Vec::with_capacity(runs.len());
        for (i, r) in runs.into_iter().enumerate() {
            self.timings.push(r.thread);
            self.timings.push(r.read);
            for t in &r.value.timings {
                let stage = format!("partition {}/{}: {}", i + 1, parts.len(), t.stage);
                self.timings.push(StageTime { stage, nested: true, ..t.clone() });
            }
            outcomes.push(r.value);
        }
        if outcomes.iter().any(|o| matches!(o.result, Err(CompileError::Diagnostics { .. }))) {
            return Ok(None);
        }
        let texts = self.merge_partitions(outcomes)?;
        let output = self.stage(Stage::JoinPartitions, None, |_| split_codegen::join(&texts))?;
        Ok(Some(Finished { output, module: None }))
    }

    /// The partitions' warnings (once each), what they linked and made specific, and their
    /// externs, into the run; their PTX texts in order, or the error of the partition that failed
    /// first (not of those it stopped at the meeting).
    fn merge_partitions(&mut self, mut outcomes: Vec<PartitionOutcome>) -> Result<Vec<String>, CompileError> {
        let failed =
            outcomes.iter().position(|o| matches!(&o.result, Err(e) if !matches!(e, CompileError::PartitionStopped)));
        let mut first_failure = failed
            .map(|i| std::mem::replace(&mut outcomes[i].result, Err(CompileError::PartitionStopped)).unwrap_err());
        let mut texts = Vec::with_capacity(outcomes.len());
        let mut externs = BTreeSet::new();
        for o in outcomes {
            // A helper compiled in two partitions is checked in both.
            for d in o.diags.iter() {
                if !self.diags.iter().any(|e| e == d) {
                    self.diags.push(d.clone());
                }
            }
            let (ptx, ext) = match o.result {
                Ok(v) => v,
                Err(e) => return Err(first_failure.take().unwrap_or(e)),
            };
            texts.push(String::from_utf8_lossy(&ptx).into_owned());
            externs.extend(ext);
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
        Ok(texts)
    }
}

/// One partition's thread: split before `optimize`, the middle end first
/// ([`partition_middle_end`]); then the library inlined into the partition and the meeting
/// ([`inline_library`]); then [`Run::back_end`].
fn partition_back_end(
    opts: &crate::options::Options,
    shared: &Shared<'_>,
    dctx: &crate::services::llvm_diagnostics::DiagnosedContext,
    partition: Module<'_>,
    index: usize,
) -> PartitionOutcome {
    let mut run = Run::new(opts);
    run.ptx_isa = shared.ptx_isa.clone();
    // This thread's context: its LLVM diagnostics are the partition's.
    run.llvm_diagnostics = Some(Box::new(move || dctx.take()));
    let result = (|| {
        let (machine, plan) = match shared.at {
            SplitAt::BeforeOptimize { ptx_version } => run.partition_middle_end(dctx, &partition, ptx_version)?,
            SplitAt::AfterLinking(plan) => {
                (target::create_machine(&opts.arch, shared.ptx_isa.version, opts.opt)?, plan.clone())
            }
        };
        let defined_elsewhere =
            shared.parts.iter().enumerate().filter(|(i, _)| *i != index).flat_map(|(_, p)| p.functions.iter().cloned());
        let mut plan = BackEnd {
            provided: plan.provided.iter().cloned().chain(defined_elsewhere).collect(),
            partition: true,
            ..plan
        };
        if shared.inline_here {
            let linked = run.inline_library(&partition, &machine, &plan.library, shared, index)?;
            plan.library_inlined = match shared.at {
                SplitAt::BeforeOptimize { .. } => linked,
                SplitAt::AfterLinking(_) => true,
            };
        }
        let finished = run.back_end(&partition, &machine, &plan)?;
        Ok((finished.output, std::mem::take(&mut run.link_report.externs)))
    })();
    PartitionOutcome {
        result,
        diags: run.diags,
        timings: run.timings,
        link: run.link_report,
        address_spaces: run.address_space_stats,
    }
}

impl Run<'_> {
    /// Split before `optimize`: the middle end on one partition, as on the whole program, with
    /// its own target machine and link strategy. Returns the machine and the back end's plan.
    fn partition_middle_end(
        &mut self,
        ctx: &Context,
        module: &Module<'_>,
        ptx_version: u32,
    ) -> Result<(target::Machine, BackEnd), CompileError> {
        let opts = self.opts;
        let machine = target::create_machine(&opts.arch, self.ptx_isa.version, opts.opt)?;
        let mut strategy = link::choose::for_kind(opts.link);
        let mut no_math_lib = link::math_lib::MathLib::default();
        let plan = self.middle_end(ctx, module, &machine, strategy.as_mut(), &mut no_math_lib, ptx_version)?;
        Ok((machine, plan))
    }

    /// Step `inline-library`: the library inlined into the partition (`always-inline,globaldce`),
    /// then the meeting with the other partitions ([`Rendezvous`]) to learn which library
    /// helpers have one call site in the whole program, marked as
    /// [`nvvmc_passes::InlineSingleCallHelpers`] marks them on one thread; the back end then
    /// runs the rest of `optimize-linked`. (Done on the whole program before the split, this was
    /// ~20% of `-j 2`'s serial time on the 64-kernel benchmark.) Split before `optimize`, every
    /// partition meets, and all run the post-link optimization when any linked library code, as
    /// the whole program does: returns whether any did.
    fn inline_library(
        &mut self,
        partition: &Module<'_>,
        machine: &TargetMachine,
        library: &BTreeSet<String>,
        shared: &Shared<'_>,
        index: usize,
    ) -> Result<bool, CompileError> {
        self.run_stage("inline-library", Some(partition), |_| {
            // A partition split before `optimize` that linked no library code only meets the
            // others: one thread would not inline into it unless some partition linked.
            if !library.is_empty() {
                link::optimize::run_pipeline(partition, machine, link::optimize::POST_LINK_INLINE)?;
            }
            let uses = split_codegen::helper_uses(partition, library);
            let all = shared.meet.exchange(index, uses).ok_or(CompileError::PartitionStopped)?;
            let single = split_codegen::single_use_helpers(&all);
            split_codegen::mark_single_call_helpers(partition, library, &single);
            Ok((all.iter().any(|r| r.linked), None))
        })
    }
}
