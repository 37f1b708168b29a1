//! The stages of a compilation: the one list of their names, in pipeline order, each with what it
//! does. `--print-after`, `--run-pass`, `--time-report`, the stage named in an error and the
//! README's stage table (`nvvmc::stage::markdown_table`, checked by `tests/readme.rs`) all come
//! from it; `src/pipeline.rs` runs them.

use std::fmt;

/// One stage of the pipeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    Parse,
    NormalizeTarget,
    LinkInputs,
    VerifyInput,
    NvvmIntrinsicUpgrade,
    AtomicScope,
    KernelAttributes,
    NvvmCheck,
    NarrowIntExt,
    CanonicalizeMath,
    FpMode,
    LoadMathLib,
    PreloadLibdevice,
    NvvmReflect,
    DeferUnroll,
    Optimize,
    FreezeUnroll,
    InferAddressSpaces,
    LowerMath,
    LinkMathLib,
    LinkShims,
    LinkLibdevice,
    CompileLibdevicePtx,
    NvvmReflectLinked,
    PrepareLibrary,
    ReleaseUnroll,
    InternalizeLibrary,
    Split,
    BackEnd,
    OptimizeLinked,
    ThawUnroll,
    NarrowMath,
    CodegenGuard,
    DebugInfo,
    Codegen,
    JoinPartitions,
    JoinPtx,
    AbiReport,
    Ptxas,
}

/// What is known about each stage: its name, the pass it runs if it is one of ours alone (the
/// pass's own `name()`), and one line on what it does (and when it runs, if not always).
struct Info {
    stage: Stage,
    name: &'static str,
    pass: Option<&'static str>,
    what: &'static str,
}

const fn info(stage: Stage, name: &'static str, pass: Option<&'static str>, what: &'static str) -> Info {
    Info { stage, name, pass, what }
}

/// Every stage, in the order the pipeline runs them.
const ALL: &[Info] = &[
    info(Stage::Parse, "parse", None, "each input is read (text or bitcode), its NVVM metadata checked before LLVM's parser sees it, and verified (errors name the file)"),
    info(Stage::NormalizeTarget, "normalize-target", Some("normalize-target"), "each input gets the triple `nvptx64-nvidia-cuda` and LLVM 22's NVPTX data layout"),
    info(Stage::LinkInputs, "link-inputs", None, "the inputs are linked into the first, in command-line order"),
    info(Stage::VerifyInput, "verify-input", None, "LLVM's verifier on the whole program"),
    info(Stage::NvvmIntrinsicUpgrade, "nvvm-intrinsic-upgrade", Some("nvvm-intrinsic-upgrade"), "libNVVM-only intrinsics (numba's `llvm.nvvm.shfl.sync.i32`, `llvm.nvvm.vote.sync`) become LLVM 22's"),
    info(Stage::AtomicScope, "atomic-scope", Some("atomic-scope"), "`atomicrmw`/`cmpxchg` without a syncscope get `syncscope(\"device\")`, NVVM's meaning"),
    info(Stage::KernelAttributes, "kernel-attributes", Some("kernel-attributes"), "kernels lose `noinline` (with libNVVM's warning); launch bounds get three dimensions"),
    info(Stage::NvvmCheck, "nvvm-check", Some("nvvm-check"), "the NVVM legality checker; `--check` stops after it"),
    info(Stage::NarrowIntExt, "narrow-int-ext", Some("narrow-int-ext"), "integer parameters and returns narrower than 32 bits get `zeroext` (section 3.2.1)"),
    info(Stage::CanonicalizeMath, "canonicalize-math", Some("canonicalize-math"), "C math calls LLVM has an intrinsic for become it (`sin` → `llvm.sin.f64`), so the optimizer folds them"),
    info(Stage::FpMode, "fp-mode", Some("fp-mode"), "`--ftz`, `--prec-div`, `--prec-sqrt`, `--fma`, `--fast-math` become function attributes and instruction flags"),
    info(Stage::LoadMathLib, "load-math-lib", None, "`--math-lib`: the user's math libraries are read (bitcode lazily) and their `implements` attributes checked"),
    info(Stage::PreloadLibdevice, "preload-libdevice", None, "`--link early`: the whole library is linked, marked `optnone noinline`"),
    info(Stage::NvvmReflect, "nvvm-reflect", Some("nvvm-reflect"), "`__nvvm_reflect(\"__CUDA_FTZ\")` and friends in the program become constants from the options"),
    info(Stage::DeferUnroll, "defer-unroll", Some("defer-unroll"), "-O1 and above: loops that do library math are marked so that the optimizer does not unroll them yet"),
    info(Stage::Optimize, "optimize", None, "LLVM's `default<ON>` with the NVPTX target machine"),
    info(Stage::FreezeUnroll, "freeze-unroll", Some("freeze-unroll"), "-O1 and above: the loops the optimizer has decided on are marked so that no later pipeline unrolls them again"),
    info(Stage::InferAddressSpaces, "infer-address-spaces", Some("infer-address-spaces"), "nvvmc's address-space inference (off with `--no-infer-address-spaces`)"),
    info(Stage::LowerMath, "lower-math", Some("lower-math"), "math the backend cannot select becomes calls of libdevice and `libdevice-shim/` functions; `frem` becomes `fmod`"),
    info(Stage::LinkMathLib, "link-math-lib", None, "`--math-lib`: the library functions the program now calls are linked, and their own math lowered"),
    info(Stage::LinkShims, "link-shims", None, "the shim wrappers and complex-arithmetic builtins (`__muldc3`, …) the program calls are linked"),
    info(Stage::LinkLibdevice, "link-libdevice", None, "`--link late`: the libdevice functions used are linked; `early`: the library's marks come off; `none`: a needed one is an error"),
    info(Stage::CompileLibdevicePtx, "compile-libdevice-ptx", None, "`--link ptx`: the libdevice functions used are compiled to PTX on their own (cached on disk)"),
    info(Stage::NvvmReflectLinked, "nvvm-reflect-linked", Some("nvvm-reflect"), "`__nvvm_reflect` in the library code that came in becomes constants from the options"),
    info(Stage::PrepareLibrary, "prepare-library", None, "the library code that came in gets the program's `--fma` contraction, `--ftz` mode and `--prec-div`/`--prec-sqrt`, and PTX's meaning of shifts"),
    info(Stage::ReleaseUnroll, "release-unroll", Some("release-unroll"), "-O1 and above: the marks of `defer-unroll` are removed"),
    info(Stage::InternalizeLibrary, "internalize-library", None, "the library and shim functions linked in become internal, so nothing of them is exported"),
    info(Stage::Split, "split", None, "`-j N`: the program is split by kernel; each partition then inlines the library on its own thread, the single-call helpers decided over the whole program"),
    info(Stage::BackEnd, "back-end", None, "`-j N`: the six stages below run on each partition on its own thread (`back-end (N threads)`)"),
    info(Stage::OptimizeLinked, "optimize-linked", None, "when anything was linked: the library is inlined, the result cleaned up, what is unused dropped"),
    info(Stage::ThawUnroll, "thaw-unroll", Some("thaw-unroll"), "-O1 and above: the marks of `freeze-unroll` are removed, so that the PTX has no `.pragma \"nounroll\"` of nvvmc's"),
    info(Stage::NarrowMath, "narrow-math", Some("narrow-math"), "the half, bfloat and f32 forms of native math that LLVM 22 computes wrongly are computed wider (or on the bits), after the last optimization"),
    info(Stage::CodegenGuard, "codegen-guard", Some("codegen-guard"), "the last check before LLVM's backend: what it would abort on, or ptxas reject, is an error"),
    info(Stage::DebugInfo, "debug-info", None, "the IR's debug information kept (`-g`, the default) or reduced to line tables (`--lineinfo`)"),
    info(Stage::Codegen, "codegen", None, "PTX from LLVM's NVPTX backend"),
    info(Stage::JoinPartitions, "join-partitions", None, "`-j N`: the partitions' PTX is joined into one module"),
    info(Stage::JoinPtx, "join-ptx", None, "`--link ptx`: the library PTX is joined with the program's"),
    info(Stage::AbiReport, "abi-report", None, "`--emit abi`: the kernel ABI report, from the optimized module and its PTX"),
    info(Stage::Ptxas, "ptxas", None, "`--emit cubin`: ptxas assembles the PTX"),
];

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

    /// The name of the nvvmc pass the stage runs, when it is one of ours run alone.
    pub fn pass_name(self) -> Option<&'static str> {
        self.info().pass
    }

    /// The stage called `name`.
    pub fn from_name(name: &str) -> Option<Stage> {
        ALL.iter().find(|i| i.name == name).map(|i| i.stage)
    }

    /// The stages `--run-pass` can run: those that are one nvvmc pass (each pass once).
    pub fn single_passes() -> impl Iterator<Item = Stage> {
        Stage::all().filter(|s| s.pass_name() == Some(s.name()))
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

/// The README's stage table (markdown), in pipeline order.
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
