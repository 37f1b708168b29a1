//! The stage registry: one row per stage of a compilation, in pipeline order — its name, what
//! runs there (the pipeline's own step, one of nvvmc's passes and how it is made, or a link
//! strategy's stage) and what it does. The [`Stage`] enum, `--print-after`, `--run-pass`,
//! `--time-report`, the stage named in an error, the stage table of `docs/design.md`
//! ([`markdown_table`], checked by `tests/docs.rs`) and the pipeline's order
//! (`src/pipeline/mod.rs` walks the rows) all come from it.

use nvvmc_passes::{
    AtomicScope, CodegenGuard, FpMode, InferAddressSpaces, KernelAttributes, LowerMath, MathLoopUnroll, ModulePass,
    NarrowIntExt, NormalizeTarget, NvvmIntrinsicUpgrade, NvvmLegality, NvvmReflect,
};
use std::collections::BTreeSet;
use std::fmt;

/// What the pipeline does at a stage.
#[derive(Clone, Copy)]
pub(crate) enum Kind {
    /// The pipeline's own code (`Run::step` in `src/pipeline/mod.rs`): parsing, linking, LLVM's
    /// optimizer, code generation, ...
    Step,
    /// One of nvvmc's passes, made by the function from what is known at that point (`None`: it
    /// does not run with these options), run on the program here, and by `--run-pass NAME` alone.
    Pass(MakePass),
    /// The same, run in the pipeline only at -O1 and above (`--run-pass` runs it at any level).
    OptimizingPass(MakePass),
    /// The same, but the pipeline's own code runs it, because it uses what the pass found
    /// (statistics, the functions it routed); the function makes it for `--run-pass`.
    PassStep(MakePass),
    /// A pass run a second time, under another stage name (not offered to `--run-pass`).
    PassAgain(MakePass),
    /// A link strategy's stage: run when the strategy lists it (`Strategy::stages`).
    Strategy,
}

/// Makes a pass from what the stages before it found.
pub(crate) type MakePass = fn(&mut PassSetup) -> Option<Box<dyn ModulePass>>;

/// What passes are made from: the options that concern them, the link strategy's answers, and
/// what the stages before them found. (`Options::pass_setup` makes it from the options.)
pub(crate) struct PassSetup {
    /// An optimization level above `-O0`.
    pub optimizing: bool,
    /// The architecture's number (`sm_90`: 90).
    pub sm: u32,
    /// `fp-mode` (and `prepare-library`): the floating-point options.
    pub fp_mode: FpMode,
    /// `nvvm-reflect`: the answers for these options.
    pub reflect: NvvmReflect,
    /// `--lower-native-math`.
    pub lower_native_math: bool,
    /// `infer-address-spaces` follows pointers through integers.
    pub through_integers: bool,
    /// Whether the link strategy provides libdevice (then `frem` is lowered to its exact `fmod`).
    pub provides_libdevice: bool,
    /// The fix `codegen-guard` gives for math nothing lowered (the strategy's).
    pub math_hint: String,
    /// The target's data layout (`normalize-target`).
    pub layout: String,
    /// Kernels marked in libNVVM's way (`parse`; `None` once a bitcode input's are unknown).
    pub annotated: Option<BTreeSet<String>>,
    /// The legality checker, which watched the inputs as they were read; `nvvm-check` takes it.
    pub legality: Option<NvvmLegality>,
    /// The library functions linked so far (`freeze-unroll` leaves their loops alone).
    pub library: BTreeSet<String>,
    /// The PTX ISA version generated (`codegen-guard`).
    pub ptx_version: u32,
}

impl PassSetup {
    /// `defer-unroll`: `frem` counts as library math only where it becomes libdevice's `fmod`.
    pub fn defer_unroll(&self) -> MathLoopUnroll {
        MathLoopUnroll::defer(self.fp_mode.fast_math || !self.provides_libdevice, self.lower_native_math)
    }

    /// `infer-address-spaces`: accesses to allocas are left to SROA and LLVM's back end when an
    /// optimizer runs after it (-O1 and above; `address_spaces/rewrite.rs`).
    pub fn infer_address_spaces(&self) -> InferAddressSpaces {
        InferAddressSpaces::new(self.through_integers).with_local(!self.optimizing)
    }

    /// `lower-math`: `frem` becomes libdevice's exact fmod, except without libdevice (`--link none`).
    pub fn lower_math(&self) -> LowerMath {
        let lower =
            LowerMath::lower(self.fp_mode.fast_math, self.lower_native_math).for_target(self.sm, self.fp_mode.ftz);
        if self.provides_libdevice {
            lower
        } else {
            lower.without_exact_frem()
        }
    }

    /// `codegen-guard`, allowing nothing undefined but externs.
    pub fn codegen_guard(&self) -> CodegenGuard {
        CodegenGuard::new(self.sm, self.math_hint.clone()).with_ptx(self.ptx_version)
    }
}

/// What is known about each stage: its name, what runs there, and one line on what it does (and
/// when it runs, if not always).
struct Info {
    stage: Stage,
    name: &'static str,
    kind: Kind,
    what: &'static str,
}

/// The registry: one row per stage, in the order the pipeline runs them. The [`Stage`] enum,
/// `--run-pass`, `--print-after`, `--time-report`, the stage table of `docs/design.md` and the
/// pipeline's order all come from it. A new pass of nvvmc's is a row here (and its own file).
macro_rules! stages {
    ($($variant:ident, $name:literal, $kind:expr, $what:literal;)*) => {
        /// One stage of the pipeline.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Stage {
            $($variant),*
        }

        /// Every stage, in the order the pipeline runs them.
        const ALL: &[Info] = &[$(Info { stage: Stage::$variant, name: $name, kind: $kind, what: $what }),*];
    };
}

#[rustfmt::skip]
stages! {
    Parse, "parse", Kind::Step, "each input is read (text or bitcode), its NVVM metadata checked before LLVM's parser sees it, and verified (errors name the file)";
    NormalizeTarget, "normalize-target", Kind::PassStep(|s| Some(Box::new(NormalizeTarget::new(s.layout.clone(), String::new())))), "each input gets the triple `nvptx64-nvidia-cuda` and LLVM 22's NVPTX data layout";
    LinkInputs, "link-inputs", Kind::Step, "the inputs are linked into the first, in command-line order";
    VerifyInput, "verify-input", Kind::Step, "LLVM's verifier on the whole program";
    NvvmIntrinsicUpgrade, "nvvm-intrinsic-upgrade", Kind::Pass(|_| Some(Box::new(NvvmIntrinsicUpgrade::new()))), "libNVVM-only intrinsics (numba's `llvm.nvvm.shfl.sync.i32`, `llvm.nvvm.vote.sync`) become LLVM 22's";
    AtomicScope, "atomic-scope", Kind::Pass(|_| Some(Box::new(AtomicScope))), "`atomicrmw`/`cmpxchg` without a syncscope get `syncscope(\"device\")`, NVVM's meaning";
    KernelAttributes, "kernel-attributes", Kind::Pass(|s| Some(Box::new(KernelAttributes { annotated: s.annotated.clone() }))), "kernels lose `noinline` (with libNVVM's warning); launch bounds get three dimensions";
    NvvmCheck, "nvvm-check", Kind::Pass(|s| s.legality.take().map(|l| Box::new(l) as Box<dyn ModulePass>)), "the NVVM legality checker; `--check` stops after it";
    NarrowIntExt, "narrow-int-ext", Kind::Pass(|_| Some(Box::new(NarrowIntExt))), "integer parameters and returns narrower than 32 bits get `zeroext` (section 3.2.1)";
    CanonicalizeMath, "canonicalize-math", Kind::Pass(|_| Some(Box::new(LowerMath::canonicalize()))), "C math calls LLVM has an intrinsic for become it (`sin` → `llvm.sin.f64`), so the optimizer folds them";
    FpMode, "fp-mode", Kind::Pass(|s| Some(Box::new(s.fp_mode))), "`--ftz`, `--prec-div`, `--prec-sqrt`, `--fma`, `--fast-math` become function attributes and instruction flags";
    LoadMathLib, "load-math-lib", Kind::Step, "`--math-lib`: the user's math libraries are read (bitcode lazily) and their `implements` attributes checked";
    PreloadLibdevice, "preload-libdevice", Kind::Strategy, "`--link early`: the whole library is linked, marked `optnone noinline`";
    NvvmReflect, "nvvm-reflect", Kind::Pass(|s| Some(Box::new(s.reflect))), "`__nvvm_reflect(\"__CUDA_FTZ\")` and friends in the program become constants from the options";
    DeferUnroll, "defer-unroll", Kind::OptimizingPass(|s| Some(Box::new(s.defer_unroll()))), "-O1 and above: loops that do library math are marked so that the optimizer does not unroll them yet";
    Optimize, "optimize", Kind::Step, "LLVM's `default<ON>` with the NVPTX target machine";
    FreezeUnroll, "freeze-unroll", Kind::OptimizingPass(|s| Some(Box::new(MathLoopUnroll::freeze(s.library.clone())))), "-O1 and above: the loops the optimizer has decided on are marked so that no later pipeline unrolls them again";
    InferAddressSpaces, "infer-address-spaces", Kind::PassStep(|s| Some(Box::new(s.infer_address_spaces()))), "nvvmc's address-space inference (off with `--no-infer-address-spaces`)";
    LowerMath, "lower-math", Kind::PassStep(|s| Some(Box::new(s.lower_math()))), "math the backend cannot select becomes calls of libdevice and `libdevice-shim/` functions; `frem` becomes `fmod`";
    LinkMathLib, "link-math-lib", Kind::Step, "`--math-lib`: the library functions the program now calls are linked, and their own math lowered";
    LinkShims, "link-shims", Kind::Step, "the shim wrappers and complex-arithmetic builtins (`__muldc3`, …) the program calls are linked";
    LinkLibdevice, "link-libdevice", Kind::Strategy, "`--link late`: the libdevice functions used are linked; `early`: the library's marks come off; `none`: a needed one is an error";
    CompileLibdevicePtx, "compile-libdevice-ptx", Kind::Strategy, "`--link ptx`: the libdevice functions used are compiled to PTX on their own (cached on disk)";
    NvvmReflectLinked, "nvvm-reflect-linked", Kind::PassAgain(|s| Some(Box::new(s.reflect))), "`__nvvm_reflect` in the library code that came in becomes constants from the options";
    PrepareLibrary, "prepare-library", Kind::Step, "the library code that came in gets the program's `--fma` contraction, `--ftz` mode and `--prec-div`/`--prec-sqrt`, and PTX's meaning of shifts";
    ReleaseUnroll, "release-unroll", Kind::OptimizingPass(|_| Some(Box::new(MathLoopUnroll::release()))), "-O1 and above: the marks of `defer-unroll` are removed";
    InternalizeLibrary, "internalize-library", Kind::Step, "the library and shim functions linked in become internal, so nothing of them is exported";
    Split, "split", Kind::Step, "`-j N`: the program is split by kernel, here or, when its kernels share no code or variable, before `optimize`; each partition then inlines the library on its own thread, the single-call helpers decided over the whole program";
    BackEnd, "back-end", Kind::Step, "`-j N`: the six stages below (split before `optimize`: every stage from `optimize` on) run on each partition on its own thread (`back-end (N threads)`)";
    OptimizeLinked, "optimize-linked", Kind::Step, "when anything was linked: the library is inlined, the result cleaned up, what is unused dropped";
    ThawUnroll, "thaw-unroll", Kind::OptimizingPass(|_| Some(Box::new(MathLoopUnroll::thaw()))), "-O1 and above: the marks of `freeze-unroll` are removed, so that the PTX has no `.pragma \"nounroll\"` of nvvmc's";
    NarrowMath, "narrow-math", Kind::Pass(|s| Some(Box::new(LowerMath::narrow(s.sm, s.fp_mode.ftz)))), "the half, bfloat and f32 forms of native math that LLVM 22 computes wrongly are computed wider (or on the bits), after the last optimization";
    CodegenGuard, "codegen-guard", Kind::PassStep(|s| Some(Box::new(s.codegen_guard()))), "the last check before LLVM's backend: what it would abort on, or ptxas reject, is an error";
    DebugInfo, "debug-info", Kind::Step, "the IR's debug information kept (`-g`, the default) or reduced to line tables (`--lineinfo`)";
    Codegen, "codegen", Kind::Step, "PTX from LLVM's NVPTX backend, every use list put in program order first";
    JoinPartitions, "join-partitions", Kind::Step, "`-j N`: the partitions' PTX is joined into one module";
    JoinPtx, "join-ptx", Kind::Strategy, "`--link ptx`: the library PTX is joined with the program's";
    AbiReport, "abi-report", Kind::Step, "`--emit abi`: the kernel ABI report, from the optimized module and its PTX";
    Ptxas, "ptxas", Kind::Step, "`--emit cubin`: ptxas assembles the PTX";
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

    /// What the pipeline does at the stage.
    pub(crate) fn kind(self) -> Kind {
        self.info().kind
    }

    /// Whether the stage runs on each partition under `-j N` ([`Stage::OptimizeLinked`] to
    /// [`Stage::Codegen`]): the back end, [`Stage::Split`] to [`Stage::JoinPartitions`] around it.
    pub fn in_back_end(self) -> bool {
        (Stage::OptimizeLinked..=Stage::Codegen).contains(&self)
    }

    /// Whether the stage belongs to the back end's run ([`Stage::Split`] to
    /// [`Stage::JoinPartitions`]), which the pipeline enters once.
    pub(crate) fn in_back_end_run(self) -> bool {
        (Stage::Split..=Stage::JoinPartitions).contains(&self)
    }

    /// The pass `--run-pass` runs for the stage (made from `setup`), when it is one of nvvmc's
    /// passes run alone.
    pub(crate) fn make_single_pass(self, setup: &mut PassSetup) -> Option<Box<dyn ModulePass>> {
        match self.kind() {
            Kind::Pass(make) | Kind::OptimizingPass(make) | Kind::PassStep(make) => make(setup),
            _ => None,
        }
    }

    /// The stage called `name`.
    pub fn from_name(name: &str) -> Option<Stage> {
        ALL.iter().find(|i| i.name == name).map(|i| i.stage)
    }

    /// The stages `--run-pass` can run: those that are one nvvmc pass (each pass once).
    pub fn single_passes() -> impl Iterator<Item = Stage> {
        Stage::all().filter(|s| matches!(s.kind(), Kind::Pass(_) | Kind::OptimizingPass(_) | Kind::PassStep(_)))
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

/// Who is told which stage a compilation entered (the isolated worker, `src/isolate/worker.rs`,
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

    /// A setup as `-O3 --arch sm_90` makes it.
    fn optimizing_setup() -> PassSetup {
        let fp_mode = FpMode { ftz: false, prec_div: true, prec_sqrt: true, fma: true, fast_math: false };
        PassSetup {
            optimizing: true,
            sm: 90,
            fp_mode,
            reflect: NvvmReflect { ftz: false, cuda_arch: 900, prec_sqrt: true, prec_div: true },
            lower_native_math: false,
            through_integers: true,
            provides_libdevice: true,
            math_hint: String::new(),
            layout: String::new(),
            annotated: None,
            legality: Some(NvvmLegality::new(90, false)),
            library: BTreeSet::new(),
            ptx_version: 78,
        }
    }

    #[test]
    fn each_pass_row_makes_the_pass_of_its_name() {
        for stage in Stage::all() {
            let (Kind::Pass(make) | Kind::OptimizingPass(make) | Kind::PassStep(make) | Kind::PassAgain(make)) =
                stage.kind()
            else {
                continue;
            };
            let pass = make(&mut optimizing_setup()).unwrap_or_else(|| panic!("{stage} makes no pass at -O3"));
            if let Kind::PassAgain(_) = stage.kind() {
                let first = Stage::from_name(pass.name()).expect("the pass of a stage before it");
                assert!(first < stage && matches!(first.kind(), Kind::Pass(_)), "{stage} runs {first} again");
            } else {
                assert_eq!(pass.name(), stage.name(), "the pass of stage {stage}");
            }
        }
    }

    #[test]
    fn run_pass_names_are_passes_and_unknown_ones_are_listed() {
        assert_eq!(Stage::single_pass("fp-mode"), Ok(Stage::FpMode));
        assert!(Stage::single_pass("nvvm-reflect-linked").is_err(), "the same pass as nvvm-reflect");
        let e = Stage::single_pass("optimize").unwrap_err();
        assert!(e.contains("fp-mode") && e.contains("lower-math") && !e.contains("optimize-linked"), "{e}");
    }
}
