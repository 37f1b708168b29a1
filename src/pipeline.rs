//! The compilation pipeline: one readable function that calls each stage explicitly, in order,
//! with a comment saying why it is there. Each stage is timed (`--time-report`), can be printed
//! after (`--print-after STAGE`), and is followed by LLVM's verifier when `--verify-each` is given
//! (always in debug builds).

use crate::codegen;
use crate::error::CompileError;
use crate::input::{self, Input};
use crate::options::{EmitKind, Options};
use crate::target;
use crate::timing::{self, StageTime};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::TargetMachine;
use nvvmc_passes::{CodegenGuard, Diagnostics, FpMode, ModulePass, NormalizeTarget};

/// The names of the stages, in order, as `--print-after` and `--time-report` use them.
pub const STAGES: &[&str] =
    &["parse", "link-inputs", "verify-input", "fp-mode", "optimize", "codegen-guard", "codegen"];

/// The result of one compilation: the artifact or the error, plus every diagnostic (warnings
/// too) and the stage timings.
#[derive(Debug)]
pub struct Compilation {
    pub result: Result<Vec<u8>, CompileError>,
    pub diagnostics: Diagnostics,
    pub timings: Vec<StageTime>,
}

/// Compiles `inputs` (linked together, in the given order) with `opts`.
pub fn compile(inputs: &[Input], opts: &Options) -> Compilation {
    let mut run = Run { opts, diags: Diagnostics::new(), timings: Vec::new() };
    let result = run.compile(inputs);
    Compilation { result, diagnostics: run.diags, timings: run.timings }
}

struct Run<'o> {
    opts: &'o Options,
    diags: Diagnostics,
    timings: Vec<StageTime>,
}

impl Run<'_> {
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
        let (result, elapsed) = timing::timed(|| f(self));
        self.timings.push(StageTime { stage: name.to_string(), elapsed });
        let value = result?;
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
            let failed = local.has_errors();
            run.diags.extend(local);
            if failed {
                Err(CompileError::Diagnostics(run.diags.clone()))
            } else {
                Ok(())
            }
        })
    }

    fn compile(&mut self, inputs: &[Input]) -> Result<Vec<u8>, CompileError> {
        if inputs.is_empty() {
            return Err(CompileError::Usage("no input files".into()));
        }
        let opts = self.opts;
        let machine = target::create_machine(&opts.arch, opts.opt)?;
        let layout = target::data_layout(&machine);
        let ctx = Context::create();

        // Parse every input into one context, verify it (so errors name the file), and give each
        // the NVPTX triple and data layout, so that linking them never mixes layouts.
        let modules = self.stage("parse", None, |run| {
            let mut modules = Vec::with_capacity(inputs.len());
            for inp in inputs {
                let m = input::parse(&ctx, inp)?;
                m.verify().map_err(|e| CompileError::InvalidInput {
                    input: inp.name.clone(),
                    message: e.to_string().trim().to_string(),
                })?;
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
                module.link_in_module(m).map_err(|e| CompileError::Link {
                    input: inp.name.clone(),
                    message: e.to_string().trim().to_string(),
                })?;
            }
            Ok(())
        })?;

        // LLVM's verifier on the linked program, always: nothing below may see invalid IR.
        self.stage("verify-input", Some(&module), |_| {
            module.verify().map_err(|e| CompileError::Verify { stage: "link-inputs".into(), message: e.to_string().trim().to_string() })
        })?;

        if opts.check_only {
            return Ok(Vec::new());
        }

        // The floating-point options become IR attributes and flags (per function and per
        // instruction), before the optimizer so that it sees them.
        let fp = opts.fp;
        self.pass(
            &module,
            &mut FpMode { ftz: fp.ftz, prec_div: fp.prec_div, prec_sqrt: fp.prec_sqrt, fma: fp.fma, fast_math: fp.fast_math },
        )?;

        // LLVM's middle end, with the NVPTX target machine so that its own NVPTX passes run.
        self.optimize(&module, &machine)?;

        // Last check before LLVM's backend: anything it would abort on, or leave for ptxas to
        // reject, is reported here instead.
        let hint = math_hint(opts);
        self.pass(&module, &mut CodegenGuard::new(opts.arch.sm, hint))?;

        match opts.emit {
            EmitKind::Llvm => Ok(module.print_to_string().to_bytes().to_vec()),
            EmitKind::Bc => Ok(module.write_bitcode_to_memory().as_slice().to_vec()),
            EmitKind::Ptx | EmitKind::Cubin => {
                let ptx = self.stage("codegen", None, |_| codegen::emit_ptx(&machine, &module))?;
                if opts.emit == EmitKind::Cubin {
                    self.stage("ptxas", None, |_| crate::tools::assemble_cubin(&ptx, &opts.arch.cpu()))
                } else {
                    Ok(ptx)
                }
            }
        }
    }

    fn optimize(&mut self, module: &Module<'_>, machine: &TargetMachine) -> Result<(), CompileError> {
        let pipeline = format!("default<O{}>", self.opts.opt.number());
        self.stage("optimize", Some(module), |_| {
            module
                .run_passes(&pipeline, machine, inkwell::passes::PassBuilderOptions::create())
                .map_err(|e| CompileError::Passes { pipeline: pipeline.clone(), message: e.to_string() })
        })
    }
}

fn math_hint(opts: &Options) -> String {
    let _ = opts;
    "nvvmc does not lower this math operation to libdevice yet; call the libdevice function (__nv_*) instead".to_string()
}
