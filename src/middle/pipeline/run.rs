//! What runs around every stage: the run's state (diagnostics, timings, what was linked), and
//! [`Run::stage`], which times a stage (`--time-report`, with whether each of nvvmc's passes
//! changed the module), tells the isolated worker which stage runs, turns what LLVM reported
//! during it into warnings or an error, prints the module after it (`--print-after`) and
//! verifies it (`--verify-each`, always in debug builds) unless a pass changed nothing.

use super::Split;
use crate::error::CompileError;
use crate::middle::link::strategy::LinkContext;
use crate::middle::link::LinkReport;
use crate::middle::stage::Stage;
use crate::options::Options;
use crate::services::timing::{self, StageTime};
use nvvmc_ir::Module;
use nvvmc_passes::address_spaces::AddressSpaceStats;
use nvvmc_passes::{Changed, Diagnostics, ModulePass};

/// One compilation's state: of the program, or of one `-j N` partition on its own thread.
pub(super) struct Run<'o> {
    pub(super) opts: &'o Options,
    pub(super) diags: Diagnostics,
    pub(super) timings: Vec<StageTime>,
    pub(super) link_report: LinkReport,
    pub(super) address_space_stats: AddressSpaceStats,
    /// The PTX ISA version chosen for the program (`ptx_isa.rs`).
    pub(super) ptx_isa: crate::back::ptx_isa::Choice,
    /// Whether and where `-j N` split the program.
    pub(super) split: Split,
    /// The stage running now (its label), for the message of a recovered crash.
    pub(super) current_stage: String,
    /// The input being parsed, for the message of a failure while reading it.
    pub(super) current_input: String,
    /// What LLVM reported since the last call, from the context of the module the run compiles
    /// (the program's, or a partition's).
    pub(super) llvm_diagnostics: Option<Box<dyn Fn() -> Vec<crate::services::llvm_diagnostics::LlvmDiagnostic> + 'o>>,
}

impl<'o> Run<'o> {
    pub(super) fn new(opts: &'o Options) -> Self {
        Run {
            opts,
            diags: Diagnostics::new(),
            timings: Vec::new(),
            link_report: LinkReport::default(),
            address_space_stats: AddressSpaceStats::default(),
            ptx_isa: crate::back::ptx_isa::Choice { version: opts.ptx_version, ..Default::default() },
            split: if opts.split_compile.threads() > 1 { Split::Whole } else { Split::NotAsked },
            current_stage: String::new(),
            current_input: String::new(),
            llvm_diagnostics: None,
        }
    }

    /// The compilation this run ends in, with `result`.
    pub(super) fn finish(self, result: Result<Vec<u8>, CompileError>) -> super::Compilation {
        super::Compilation {
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
    pub(super) fn stage<T>(
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
    pub(super) fn run_stage<T>(
        &mut self,
        label: &str,
        module: Option<&Module<'_>>,
        f: impl FnOnce(&mut Self) -> Result<(T, Option<Changed>), CompileError>,
    ) -> Result<T, CompileError> {
        self.current_stage = label.to_string();
        crate::middle::stage::entered(label);
        // Steps the stage times itself (the `ptx` library's) follow its line.
        let at = self.timings.len();
        let (result, elapsed, cpu) = timing::timed_with_cpu(self.opts.time_report, || f(self));
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
    pub(super) fn pass(
        &mut self,
        stage: Stage,
        module: &Module<'_>,
        pass: &mut dyn ModulePass,
    ) -> Result<(), CompileError> {
        self.run_stage(stage.name(), Some(module), |run| {
            let mut local = Diagnostics::new();
            let changed = pass.run(module, &mut local);
            run.keep(local).map(|()| ((), Some(changed)))
        })
    }

    /// A pass's diagnostics join the run's; errors fail the stage.
    pub(super) fn keep(&mut self, local: Diagnostics) -> Result<(), CompileError> {
        crate::error::keep_diagnostics(&mut self.diags, local)
    }

    /// What the link strategy's hooks may use and fill in.
    pub(super) fn link_cx(&mut self) -> LinkContext<'_> {
        LinkContext {
            opts: self.opts,
            report: &mut self.link_report,
            diags: &mut self.diags,
            timings: &mut self.timings,
        }
    }
}
