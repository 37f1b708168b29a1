//! The pipeline's own steps: the stages that are not one of nvvmc's passes run as they are
//! (reading, linking, LLVM's optimizer, the library's preparation, the back end's checks), each
//! a method that `mod.rs` calls by the stage's name.

use super::run::Run;
use super::BackEnd;
use crate::back::target;
use crate::error::CompileError;
use crate::front::input::{self, Input};
use crate::middle::link::{self, strategy::Strategy};
use crate::middle::make_pass::SinglePassInputs;
use crate::middle::stage::Stage;
use crate::options::{EmitKind, OptLevel};
use nvvmc_ir::{Context, Module, TargetMachine};
use nvvmc_passes::{Changed, Diagnostics, ModulePass, NormalizeTarget, NvvmLegality, PrepareLibrary};
use std::collections::BTreeSet;

/// The kernels marked in libNVVM's way (`!nvvm.annotations`), `None` once an input's are unknown.
type Annotated = Option<BTreeSet<String>>;

impl Run<'_> {
    /// `parse`: every input into one context, verified (so errors name the file). The legality
    /// checker records, per input, what normalizing and linking erase (the data layout as
    /// written, each input's launch bounds); the kernels marked in libNVVM's way get libNVVM's
    /// treatment of `noinline` (`kernel-attributes`).
    pub(super) fn parse<'ctx>(
        &mut self,
        ctx: &'ctx Context,
        inputs: &[Input],
        layout: &str,
        legality: &mut NvvmLegality,
    ) -> Result<(Vec<Module<'ctx>>, Annotated), CompileError> {
        let mut annotated = Some(BTreeSet::new());
        let modules = self.stage(Stage::Parse, None, |run| {
            let mut modules = Vec::with_capacity(inputs.len());
            for inp in inputs {
                run.current_input = inp.name.clone();
                // A module without a data layout is parsed with the target's, so that the
                // alignments the parser fills in are the target's (as with llc).
                let input::Parsed { module: m, data_layout_as_written, annotated_kernels: kernels } =
                    input::parse(ctx, inp, layout)?;
                match (kernels, annotated.as_mut()) {
                    (Some(k), Some(set)) => set.extend(k),
                    _ => annotated = None,
                }
                m.verify().map_err(|e| CompileError::InvalidInput {
                    input: inp.name.clone(),
                    message: e.to_string().trim().to_string(),
                    fix: None,
                })?;
                legality.observe_input_written_with(&m, &inp.name, &data_layout_as_written);
                modules.push(m);
            }
            Ok(modules)
        })?;
        Ok((modules, annotated))
    }

    /// `normalize-target`: each input gets the NVPTX triple and data layout, so that linking
    /// them never mixes layouts.
    pub(super) fn normalize_target(
        &mut self,
        modules: &[Module<'_>],
        inputs: &[Input],
        layout: &str,
    ) -> Result<(), CompileError> {
        self.run_stage(Stage::NormalizeTarget.name(), None, |run| {
            let mut local = Diagnostics::new();
            let mut changed = Changed::No;
            for (m, inp) in modules.iter().zip(inputs) {
                changed = changed | NormalizeTarget::new(layout.to_string(), inp.name.clone()).run(m, &mut local);
            }
            run.keep(local).map(|()| ((), Some(changed)))
        })
    }

    /// `link-inputs`: the inputs linked into the first, in command-line order (for an nvJitLink
    /// link of LTO objects, every function but the kernels then made internal).
    pub(super) fn link_inputs<'ctx>(
        &mut self,
        modules: Vec<Module<'ctx>>,
        inputs: &[Input],
    ) -> Result<Module<'ctx>, CompileError> {
        let whole_program = self.opts.whole_program;
        let mut iter = modules.into_iter().zip(inputs);
        let (module, _) = iter.next().expect("at least one input");
        self.stage(Stage::LinkInputs, None, |_| {
            for (m, inp) in iter {
                crate::services::llvm_diagnostics::link_modules(&module, m)
                    .map_err(|message| CompileError::Link { input: inp.name.clone(), message })?;
            }
            if whole_program {
                link::internalize_all_but_kernels(&module);
            }
            Ok(())
        })?;
        Ok(module)
    }

    /// `verify-input`: LLVM's verifier on the linked program, always: nothing below may see
    /// invalid IR. Then the PTX ISA version: the architecture's minimum unless the program asks
    /// for more (clang's `+ptxNN` target features, intrinsics of newer versions), within what
    /// ptxas reads; the target machine is made again for another one. Returns its number.
    pub(super) fn verify_input(
        &mut self,
        module: &Module<'_>,
        machine: &mut target::Machine,
    ) -> Result<u32, CompileError> {
        let opts = self.opts;
        self.stage(Stage::VerifyInput, Some(module), |_| {
            module.verify().map_err(|e| CompileError::InvalidProgram { message: e.to_string().trim().to_string() })
        })?;
        self.ptx_isa = crate::back::ptx_isa::choose(&opts.arch, opts.ptx_version, module);
        if self.ptx_isa.version != opts.ptx_version {
            *machine = target::create_machine(&opts.arch, self.ptx_isa.version, opts.opt)?;
        }
        Ok(opts.arch.ptx_version(self.ptx_isa.version).map_err(|e| CompileError::Usage(e.into()))?.0)
    }

    /// `--run-pass NAME`: that pass alone on the verified program, which is the output.
    pub(super) fn run_single_pass(
        &mut self,
        single: Stage,
        module: &Module<'_>,
        mut inputs: SinglePassInputs<'_>,
    ) -> Result<Vec<u8>, CompileError> {
        // `normalize-target` ran already, as the pipeline runs it.
        if single != Stage::NormalizeTarget {
            let mut pass = crate::middle::make_pass::single(single, &mut inputs).ok_or_else(|| {
                CompileError::Usage(format!("--run-pass {single}: the pass cannot be made here").into())
            })?;
            self.pass(single, module, pass.as_mut())?;
        }
        Ok(emit_ir(module, self.opts.emit))
    }

    /// `load-math-lib` (`--math-lib`): the user's math libraries, read and checked before the
    /// optimizer, so that `early` knows what they serve (`link/math_lib.rs`).
    pub(super) fn load_math_lib<'ctx>(
        &mut self,
        module: &Module<'ctx>,
    ) -> Result<link::math_lib::MathLib<'ctx>, CompileError> {
        let paths = &self.opts.math_libs;
        if paths.is_empty() {
            return Ok(link::math_lib::MathLib::default());
        }
        self.stage(Stage::LoadMathLib, None, |run| {
            link::math_lib::MathLib::load(module, paths, &mut run.link_report, &mut run.diags)
        })
    }

    /// `optimize`: LLVM's middle end, with the NVPTX target machine so that its own NVPTX passes
    /// run.
    pub(super) fn optimize(
        &mut self,
        ctx: &Context,
        module: &Module<'_>,
        machine: &TargetMachine,
    ) -> Result<(), CompileError> {
        let opts = self.opts;
        // What the optimizer makes is not named when only PTX comes out (names are read by
        // `--emit llvm`/`bc`/`abi` and `--print-after`); off again after it, because the shims
        // are parsed from text into this context (`Context::discard_value_names`).
        let discard = matches!(opts.emit, EmitKind::Ptx | EmitKind::Cubin) && opts.print_after.is_empty();
        let debug_variables = opts.opt == OptLevel::O0 && debug_variables(opts, module);
        let pipeline = if opts.opt == OptLevel::O0 && !debug_variables {
            // -O0: locals into registers as libNVVM's -opt=0 puts them (`debug_variables`).
            "default<O0>,function(mem2reg,early-cse)".to_string()
        } else {
            format!("default<O{}>", opts.opt.number())
        };
        ctx.discard_value_names(discard);
        let optimized = self.stage(Stage::Optimize, Some(module), |_| {
            link::optimize::run_pipeline(module, machine, &pipeline)?;
            if debug_variables {
                nvvmc_ir::debug_info::promote_undescribed_locals(module);
            }
            Ok(())
        });
        ctx.discard_value_names(false);
        optimized
    }

    /// `link-math-lib`: the math library's functions the program now calls, linked, their own
    /// math lowered.
    pub(super) fn link_math_lib<'ctx>(
        &mut self,
        module: &Module<'ctx>,
        math_lib: &mut link::math_lib::MathLib<'ctx>,
        provides_libdevice: bool,
    ) -> Result<(), CompileError> {
        let lower = crate::middle::make_pass::lower_math(self.opts, provides_libdevice);
        self.link_report.math_lib.functions =
            self.stage(Stage::LinkMathLib, Some(module), |run| math_lib.link_used(module, lower, &mut run.diags))?;
        Ok(())
    }

    /// `link-shims`: the shim wrappers the lowered math uses.
    pub(super) fn link_shims(&mut self, module: &Module<'_>) -> Result<(), CompileError> {
        self.link_report.shims =
            self.stage(Stage::LinkShims, Some(module), |run| link::shims::link_used(module, &mut run.diags))?;
        Ok(())
    }

    /// The shim, math-library and (when the strategy links into the program) libdevice functions
    /// linked into the program's module.
    pub(super) fn linked_into_program(&self, strategy: &dyn Strategy) -> BTreeSet<String> {
        let mut linked = self.link_report.shims.clone();
        linked.extend(self.link_report.math_lib.functions.iter().cloned());
        if strategy.libdevice_stage() == Stage::LinkLibdevice {
            linked.extend(self.link_report.functions.iter().cloned());
        }
        linked
    }

    /// `prepare-library`: the library code is compiled as libNVVM compiles it: contracted under
    /// `--fma=1`, in the program's denormal mode, its shifts with PTX's meaning
    /// (`prepare_library.rs`).
    pub(super) fn prepare_library(
        &mut self,
        module: &Module<'_>,
        library: &BTreeSet<String>,
    ) -> Result<(), CompileError> {
        let mode = self.opts.fp.mode();
        self.run_stage(Stage::PrepareLibrary.name(), Some(module), |run| {
            let mut local = Diagnostics::new();
            let changed = PrepareLibrary::new(library.clone(), mode).run(module, &mut local);
            run.keep(local).map(|()| ((), Some(changed)))
        })
    }

    /// `internalize-library`: what came from libdevice and the shims is internal to the program:
    /// once inlined it disappears, and nothing of the library is exported from the PTX.
    pub(super) fn internalize_library(
        &mut self,
        module: &Module<'_>,
        library: &BTreeSet<String>,
    ) -> Result<(), CompileError> {
        self.stage(Stage::InternalizeLibrary, Some(module), |_| {
            link::libdevice::internalize(module, library);
            Ok(())
        })
    }

    /// `optimize-linked`, when anything was linked (see `link/optimize.rs`): the library inlined
    /// into the user's code, the result cleaned up and what is unused deleted.
    pub(super) fn optimize_linked(
        &mut self,
        module: &Module<'_>,
        machine: &TargetMachine,
        plan: &BackEnd,
    ) -> Result<(), CompileError> {
        let pipeline = if plan.library_inlined {
            // `split` inlined the library already: the rest of the post-link pipeline.
            format!("always-inline,{}", link::optimize::POST_LINK_PIPELINE)
        } else if plan.library.is_empty() {
            return Ok(());
        } else if self.opts.opt == OptLevel::O0 {
            link::optimize::POST_LINK_INLINE.to_string()
        } else {
            let library = &plan.library;
            return self.stage(Stage::OptimizeLinked, Some(module), |_| {
                link::optimize::optimize_after_link(module, machine, library)
            });
        };
        self.stage(Stage::OptimizeLinked, Some(module), |_| link::optimize::run_pipeline(module, machine, &pipeline))
    }

    /// Externs (separate compilation) stay `.extern .func` in the PTX; a cubin can leave them
    /// unresolved only as relocatable code (ptxas -c), for nvlink.
    pub(super) fn check_externs(&mut self) -> Result<(), CompileError> {
        let opts = self.opts;
        let externs = &self.link_report.externs;
        if opts.emit != EmitKind::Cubin || opts.relocatable || externs.is_empty() {
            return Ok(());
        }
        for name in externs {
            self.diags.push(
                nvvmc_passes::Diagnostic::error(format!(
                    "function '{name}' is not defined in the program: a cubin can leave it unresolved only as relocatable code"
                ))
                .rule(nvvmc_passes::Rule::UnresolvedFunction)
                .global(name.clone())
                .hint(format!("add --relocatable (ptxas -c) and link the cubin with the code that defines '{name}', or pass that module as another input")),
            );
        }
        Err(CompileError::Diagnostics { errors: self.diags.error_count() })
    }

    /// `abi-report` (`--emit abi`): the kernel ABI report, from `module` and its PTX.
    pub(super) fn abi_report(&mut self, module: &Module<'_>, ptx: &[u8]) -> Result<Vec<u8>, CompileError> {
        let text = String::from_utf8_lossy(ptx).into_owned();
        self.stage(Stage::AbiReport, None, |run| {
            Ok(crate::back::abi::report(module, &text, &run.link_report).to_json().into_bytes())
        })
    }
}

/// Whether the PTX carries debug information for variables: the IR's full debug information,
/// which `-g` (the default) keeps.
///
/// What -O0 does with numba's locals (each variable an alloca) depends on it. clang's and llc's
/// -O0 run no optimization; libNVVM's -opt=0 still puts locals into registers, and nvvmc does as
/// it does (measured on its PTX of numba's 113 programs, docs/benchmarks.md): without such debug
/// information, `mem2reg` (the allocas used only by whole loads and stores) and `early-cse` (the
/// loads of what was just stored, which LLVM's -O0 code generator would keep and ptxas does not
/// remove); with it, only the allocas no `#dbg_declare` describes are promoted, and every
/// variable stays in local memory where the debugger reads it. Line tables alone (`--lineinfo`,
/// or an IR that asks for no more) describe no variable.
fn debug_variables(opts: &crate::options::Options, module: &Module<'_>) -> bool {
    opts.debug_info == crate::options::DebugInfo::AsInput && nvvmc_ir::debug_info::has_full_debug_info(module)
}

/// The module as IR: text (`--emit llvm`) or bitcode (`--emit bc`).
pub(super) fn emit_ir(module: &Module<'_>, emit: EmitKind) -> Vec<u8> {
    match emit {
        EmitKind::Bc => module.to_bitcode(),
        _ => module.print().into_bytes(),
    }
}
