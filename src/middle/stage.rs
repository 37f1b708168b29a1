//! The stage registry: one row per stage of a compilation, in pipeline order — its name, whether
//! it is one of nvvmc's passes (which `--run-pass NAME` runs alone), and what it does.
//! The [`Stage`] enum, `--print-after`, `--run-pass`, `--time-report`, the stage named in an
//! error and the stage table of `docs/design.md` ([`markdown_table`], checked by `tests/docs.rs`)
//! come from it. The order stages run in is `src/middle/pipeline/mod.rs`'s code, which calls each one.

use std::fmt;

/// What runs at a stage.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Runs {
    /// The pipeline's own code (`src/middle/pipeline/`): parsing, linking, LLVM's optimizer, code
    /// generation, a link strategy's hook, a pass run a second time.
    Step,
    /// One of nvvmc's passes, which `--run-pass NAME` also runs alone (made by
    /// `src/middle/make_pass.rs`'s `single`).
    Pass,
}

/// What is known about each stage: its name, what runs there, and one line on what it does (and
/// when it runs, if not always).
struct Info {
    stage: Stage,
    name: &'static str,
    runs: Runs,
    what: &'static str,
}

/// The registry: one row per stage, in the order the pipeline runs them. A new pass of nvvmc's
/// is its own file, a row here, its `--run-pass` constructor in `src/middle/make_pass.rs` and one call
/// in `src/middle/pipeline/`.
macro_rules! stages {
    ($($variant:ident, $name:literal, $runs:ident, $what:literal;)*) => {
        /// One stage of the pipeline.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Stage {
            $($variant),*
        }

        /// Every stage, in the order the pipeline runs them.
        const ALL: &[Info] = &[$(Info { stage: Stage::$variant, name: $name, runs: Runs::$runs, what: $what }),*];
    };
}

#[rustfmt::skip]
stages! {
    Parse, "parse", Step, "each input is read (text or bitcode), its NVVM metadata checked before LLVM's parser sees it, and verified (errors name the file)";
    NormalizeTarget, "normalize-target", Pass, "each input gets the triple `nvptx64-nvidia-cuda` and LLVM 22's NVPTX data layout";
    LinkInputs, "link-inputs", Step, "the inputs are linked into the first, in command-line order";
    VerifyInput, "verify-input", Step, "LLVM's verifier on the whole program";
    NvvmIntrinsicUpgrade, "nvvm-intrinsic-upgrade", Pass, "libNVVM-only intrinsics (numba's `llvm.nvvm.shfl.sync.i32`, `llvm.nvvm.vote.sync`) become LLVM 22's";
    AtomicScope, "atomic-scope", Pass, "`atomicrmw`/`cmpxchg` without a syncscope get `syncscope(\"device\")`, NVVM's meaning";
    KernelAttributes, "kernel-attributes", Pass, "kernels lose `noinline` (with libNVVM's warning); launch bounds get three dimensions";
    NvvmCheck, "nvvm-check", Pass, "the NVVM legality checker; `--check` stops after it";
    NarrowIntExt, "narrow-int-ext", Pass, "integer parameters and returns narrower than 32 bits get `zeroext` (section 3.2.1)";
    CanonicalizeMath, "canonicalize-math", Pass, "C math calls LLVM has an intrinsic for become it (`sin` → `llvm.sin.f64`), so the optimizer folds them";
    FpMode, "fp-mode", Pass, "`--ftz`, `--prec-div`, `--prec-sqrt`, `--fma`, `--fast-math` become function attributes and instruction flags";
    LoadMathLib, "load-math-lib", Step, "`--math-lib`: the user's math libraries are read (bitcode lazily) and their `implements` attributes checked";
    PreloadLibdevice, "preload-libdevice", Step, "`--link early`: the whole library is linked, marked `optnone noinline`";
    NvvmReflect, "nvvm-reflect", Pass, "`__nvvm_reflect(\"__CUDA_FTZ\")` and friends in the program become constants from the options";
    DeferUnroll, "defer-unroll", Pass, "-O1 and above: loops that do library math are marked so that the optimizer does not unroll them yet";
    Optimize, "optimize", Step, "LLVM's `default<ON>` with the NVPTX target machine";
    FreezeUnroll, "freeze-unroll", Pass, "-O1 and above: the loops the optimizer has decided on are marked so that no later pipeline unrolls them again";
    InferAddressSpaces, "infer-address-spaces", Pass, "nvvmc's address-space inference (off with `--no-infer-address-spaces`)";
    LowerMath, "lower-math", Pass, "math the backend cannot select becomes calls of libdevice and `libdevice-shim/` functions; `frem` becomes `fmod`";
    LinkMathLib, "link-math-lib", Step, "`--math-lib`: the library functions the program now calls are linked, and their own math lowered";
    LinkShims, "link-shims", Step, "the shim wrappers and complex-arithmetic builtins (`__muldc3`, …) the program calls are linked";
    LinkLibdevice, "link-libdevice", Step, "`--link late`: the libdevice functions used are linked; `early`: the library's marks come off; `none`: a needed one is an error";
    CompileLibdevicePtx, "compile-libdevice-ptx", Step, "`--link ptx`: the libdevice functions used are compiled to PTX on their own (cached on disk)";
    NvvmReflectLinked, "nvvm-reflect-linked", Step, "`__nvvm_reflect` in the library code that came in becomes constants from the options";
    PrepareLibrary, "prepare-library", Step, "the library code that came in gets the program's `--fma` contraction, `--ftz` mode and `--prec-div`/`--prec-sqrt`, and PTX's meaning of shifts";
    ReleaseUnroll, "release-unroll", Pass, "-O1 and above: the marks of `defer-unroll` are removed";
    InternalizeLibrary, "internalize-library", Step, "the library and shim functions linked in become internal, so nothing of them is exported";
    Split, "split", Step, "`-j N`: the program is split by kernel, here or, when its kernels share no code or variable, before `optimize`; each partition then inlines the library on its own thread, the single-call helpers decided over the whole program";
    BackEnd, "back-end", Step, "`-j N`: the seven stages below (split before `optimize`: every stage from `optimize` on) run on each partition on its own thread (`back-end (N threads)`)";
    OptimizeLinked, "optimize-linked", Step, "when anything was linked: the library is inlined, the result cleaned up, what is unused dropped";
    ThawUnroll, "thaw-unroll", Pass, "-O1 and above: the marks of `freeze-unroll` are removed, so that the PTX has no `.pragma \"nounroll\"` of nvvmc's";
    JumpThread, "jump-thread", Step, "-O1 and above: LLVM's jump threading, correlated propagation and CFG simplification with a target-independent cost model (NVPTX's turns jump threading off), for the status test numba repeats after each inlined call";
    NarrowMath, "narrow-math", Pass, "the half, bfloat and f32 forms of native math that LLVM 22 computes wrongly are computed wider (or on the bits), after the last optimization";
    CodegenGuard, "codegen-guard", Pass, "the last check before LLVM's backend: what it would abort on, or ptxas reject, is an error";
    DebugInfo, "debug-info", Step, "the IR's debug information kept (`-g`, the default) or reduced to line tables (`--lineinfo`)";
    Codegen, "codegen", Step, "PTX from LLVM's NVPTX backend, every use list put in program order first";
    JoinPartitions, "join-partitions", Step, "`-j N`: the partitions' PTX is joined into one module";
    JoinPtx, "join-ptx", Step, "`--link ptx`: the library PTX is joined with the program's";
    AbiReport, "abi-report", Step, "`--emit abi`: the kernel ABI report, from the optimized module and its PTX";
    Ptxas, "ptxas", Step, "`--emit cubin`: ptxas assembles the PTX";
}

impl Stage {
    fn info(self) -> &'static Info {
        // `ALL` lists the stages in declaration order (checked by a test).
        &ALL[self as usize]
    }

    /// Every stage, in pipeline order.
    pub fn all() -> impl Iterator<Item = Stage> {
        ALL.iter().map(|i| i.stage)
    }

    /// The stage's name, as `--print-after`, `--time-report` and messages spell it.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// One line on what the stage does.
    pub fn description(self) -> &'static str {
        self.info().what
    }

    /// Whether the stage runs on each partition under `-j N` ([`Stage::OptimizeLinked`] to
    /// [`Stage::Codegen`]): the back end, [`Stage::Split`] to [`Stage::JoinPartitions`] around it.
    pub fn in_back_end(self) -> bool {
        (Stage::OptimizeLinked..=Stage::Codegen).contains(&self)
    }

    /// The stage called `name`.
    pub fn from_name(name: &str) -> Option<Stage> {
        ALL.iter().find(|i| i.name == name).map(|i| i.stage)
    }

    /// The stages `--run-pass` can run: those that are one nvvmc pass (each pass once).
    pub fn single_passes() -> impl Iterator<Item = Stage> {
        Stage::all().filter(|s| s.info().runs == Runs::Pass)
    }

    /// The stage `--run-pass NAME` runs, or the error listing the valid names.
    pub fn single_pass(name: &str) -> Result<Stage, String> {
        Stage::single_passes().find(|s| s.name() == name).ok_or_else(|| {
            let names: Vec<&str> = Stage::single_passes().map(Stage::name).collect();
            format!("--run-pass {name}: not one of nvvmc's passes; they are: {}", names.join(", "))
        })
    }

    /// The names `--print-after` accepts: every stage, and `all`.
    pub fn print_after_names() -> String {
        Stage::all().map(Stage::name).chain(["all"]).collect::<Vec<_>>().join(", ")
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who is told which stage a compilation entered (the isolated worker, `src/services/isolate/worker.rs`,
/// which passes it to the process supervising it, so that a limit or a crash names the stage).
static STAGE_OBSERVER: std::sync::OnceLock<fn(&str)> = std::sync::OnceLock::new();

/// Makes `observer` hear every stage label `entered` is given, in this process from now on
/// (once per process; false if one was set already). It runs on the compiling thread: it must be
/// quick and must not hold a lock across a call into LLVM.
pub fn observe_stages(observer: fn(&str)) -> bool {
    STAGE_OBSERVER.set(observer).is_ok()
}

/// Publishes that a compilation entered the stage labelled `label` (the pipeline's `run_stage`).
pub(crate) fn entered(label: &str) {
    if let Some(observer) = STAGE_OBSERVER.get() {
        observer(label);
    }
}

/// The stage table of `docs/design.md` (markdown), in pipeline order.
pub fn markdown_table() -> String {
    let mut out = String::from("| # | stage | what it does |\n|---|-------|--------------|\n");
    for (i, s) in Stage::all().enumerate() {
        out.push_str(&format!("| {} | `{}` | {} |\n", i + 1, s.name(), s.description()));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_declaration_order_with_unique_names() {
        for (i, info) in ALL.iter().enumerate() {
            assert_eq!(info.stage as usize, i, "{} is out of order", info.name);
            assert_eq!(Stage::from_name(info.name), Some(info.stage), "{} is named twice", info.name);
        }
        assert_eq!(Stage::Ptxas as usize + 1, ALL.len());
    }

    #[test]
    fn run_pass_names_are_passes_and_unknown_ones_are_listed() {
        assert_eq!(Stage::single_pass("fp-mode"), Ok(Stage::FpMode));
        assert!(Stage::single_pass("nvvm-reflect-linked").is_err(), "the same pass as nvvm-reflect");
        let e = Stage::single_pass("optimize").unwrap_err();
        assert!(e.contains("fp-mode") && e.contains("lower-math") && !e.contains("optimize-linked"), "{e}");
    }
}
