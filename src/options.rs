//! Everything a compilation can be asked to do, as plain data. The CLI (`src/main.rs`) and the
//! libNVVM-compatible C API both build an [`Options`] and hand it to [`crate::compile`].

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// A GPU architecture, `sm_NN` (libNVVM's `compute_NN` spelling is accepted too), optionally with
/// the `a` (architecture-specific) or `f` (family) suffix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arch {
    /// The number: 52 for sm_52, 90 for sm_90a.
    pub sm: u32,
    /// `""`, `"a"` or `"f"`.
    pub suffix: String,
}

/// Architectures LLVM 22's NVPTX backend can generate code for.
pub const SUPPORTED_SM: &[u32] =
    &[20, 21, 30, 32, 35, 37, 50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 88, 89, 90, 100, 101, 103, 110, 120, 121];
/// Architectures that take the `a` suffix in LLVM 22.
const ARCH_SPECIFIC_SM: &[u32] = &[90, 100, 101, 103, 110, 120, 121];
/// Architectures that take the `f` suffix in LLVM 22.
const FAMILY_SM: &[u32] = &[100, 101, 103, 110, 120, 121];

impl Arch {
    /// The CPU name LLVM's NVPTX target takes, e.g. `sm_90a`.
    pub fn cpu(&self) -> String {
        format!("sm_{}{}", self.sm, self.suffix)
    }
    /// `__CUDA_ARCH` as NVVMReflect and libdevice see it, e.g. 900.
    pub fn cuda_arch(&self) -> u32 {
        self.sm * 10
    }
}

impl Default for Arch {
    /// sm_52, libNVVM's default.
    fn default() -> Self {
        Arch { sm: 52, suffix: String::new() }
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.cpu())
    }
}

impl FromStr for Arch {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let rest = s
            .strip_prefix("sm_")
            .or_else(|| s.strip_prefix("compute_"))
            .ok_or_else(|| format!("'{s}' is not an architecture: write sm_NN or compute_NN, e.g. sm_90"))?;
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let suffix = &rest[digits.len()..];
        let sm: u32 = digits.parse().map_err(|_| format!("'{s}' is not an architecture: write sm_NN, e.g. sm_90"))?;
        if !SUPPORTED_SM.contains(&sm) {
            let list: Vec<String> = SUPPORTED_SM.iter().filter(|n| **n >= 50).map(|n| format!("sm_{n}")).collect();
            return Err(format!(
                "architecture '{s}' is not supported by LLVM 22's NVPTX backend; use one of {}",
                list.join(", ")
            ));
        }
        match suffix {
            "" => {}
            "a" if ARCH_SPECIFIC_SM.contains(&sm) => {}
            "f" if FAMILY_SM.contains(&sm) => {}
            _ => return Err(format!("architecture '{s}': suffix '{suffix}' is not available for sm_{sm}")),
        }
        Ok(Arch { sm, suffix: suffix.to_string() })
    }
}

/// PTX ISA versions LLVM 22's NVPTX backend knows: its `+ptxNN` subtarget features (NVPTX.td),
/// as 10 × major + minor.
pub const LLVM_PTX_VERSIONS: &[u32] = &[
    32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87,
    88, 90,
];

/// A PTX ISA version (`--ptx-version 8.6`), as 10 × major + minor (86).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct PtxVersion(pub u32);

impl PtxVersion {
    /// The `+ptxNN` target feature LLVM takes.
    pub fn feature(self) -> String {
        format!("+ptx{}", self.0)
    }
}

impl fmt::Display for PtxVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

fn ptx_version_list() -> String {
    LLVM_PTX_VERSIONS.iter().map(|v| PtxVersion(*v).to_string()).collect::<Vec<_>>().join(", ")
}

impl FromStr for PtxVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let parsed = s.split_once('.').and_then(|(maj, min)| {
            let (maj, min) = (maj.parse::<u32>().ok()?, min.parse::<u32>().ok()?);
            (min < 10 && (1..10).contains(&maj)).then_some(maj * 10 + min)
        });
        let Some(v) = parsed else {
            return Err(format!("'{s}' is not a PTX ISA version: write MAJOR.MINOR, e.g. 8.6"));
        };
        if !LLVM_PTX_VERSIONS.contains(&v) {
            return Err(format!(
                "PTX ISA {s} is not one LLVM 22's NVPTX backend knows; use one of {}",
                ptx_version_list()
            ));
        }
        Ok(PtxVersion(v))
    }
}

impl Arch {
    /// The oldest PTX ISA version LLVM 22 emits for this architecture, and its default
    /// (`getMinPTXVersionForSM` in NVPTXSubtarget.cpp).
    pub fn min_ptx_version(&self) -> PtxVersion {
        let v = match (self.sm, self.suffix.as_str()) {
            (20 | 21 | 30 | 35, _) => 32,
            (32 | 50, _) => 40,
            (37 | 52, _) => 41,
            (53, _) => 42,
            (60..=62, _) => 50,
            (70, _) => 60,
            (72, _) => 61,
            (75, _) => 63,
            (80, _) => 70,
            (86, _) => 71,
            (87, _) => 74,
            (89, _) | (90, "") => 78,
            (90, _) => 80,
            (100 | 101, "" | "a") => 86,
            (120, "" | "a") => 87,
            (100 | 101 | 103 | 120 | 121, _) => 88,
            (88 | 110, _) => 90,
            _ => 32,
        };
        PtxVersion(v)
    }

    /// The PTX ISA version code is generated for: `requested`, or the architecture's minimum.
    /// An explicit version below the minimum is an error naming the minimum.
    pub fn ptx_version(&self, requested: Option<PtxVersion>) -> Result<PtxVersion, String> {
        let min = self.min_ptx_version();
        match requested {
            None => Ok(min),
            Some(v) if v < min => Err(format!(
                "--ptx-version {v} is too old for {self}: LLVM 22 needs PTX ISA {min} or newer for it; drop --ptx-version (the default is {min}) or raise it"
            )),
            Some(v) => Ok(v),
        }
    }
}

/// What to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum EmitKind {
    #[default]
    Ptx,
    /// LLVM IR text after the whole pipeline, just before code generation.
    Llvm,
    /// LLVM bitcode after the whole pipeline.
    Bc,
    /// A cubin assembled by ptxas.
    Cubin,
    /// The kernel ABI report (JSON), computed with the PTX.
    Abi,
    /// An nvvmc LTO object (`src/front/lto_object.rs`): the program after the front half, for
    /// nvvmc's nvJitLink to optimize and compile with the other objects of a link.
    Lto,
}

impl EmitKind {
    pub fn extension(self) -> &'static str {
        match self {
            EmitKind::Ptx => "ptx",
            EmitKind::Llvm => "ll",
            EmitKind::Bc => "bc",
            EmitKind::Cubin => "cubin",
            EmitKind::Abi => "abi.json",
            EmitKind::Lto => "ltoir",
        }
    }
}

/// How libdevice is linked (see `src/middle/link/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LinkStrategy {
    /// Optimize the program first, then link only the libdevice functions it calls (read lazily).
    #[default]
    Late,
    /// Link all of libdevice before optimizing (kept as optnone placeholders), then drop what is unused.
    Early,
    /// Compile the libdevice functions used to PTX on their own (cached on disk) and join that PTX.
    Ptx,
    /// Link no libdevice: a libdevice function the program still needs is an error.
    None,
}

impl LinkStrategy {
    pub fn name(self) -> &'static str {
        match self {
            LinkStrategy::Late => "late",
            LinkStrategy::Early => "early",
            LinkStrategy::Ptx => "ptx",
            LinkStrategy::None => "none",
        }
    }
}

/// Floating-point code-generation modes, with libNVVM's meanings and defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FpOptions {
    /// Flush f32 denormals to zero (`-ftz=1`). Default off.
    pub ftz: bool,
    /// IEEE round-to-nearest f32 division (`-prec-div=1`). Default on.
    pub prec_div: bool,
    /// IEEE round-to-nearest f32 square root (`-prec-sqrt=1`). Default on.
    pub prec_sqrt: bool,
    /// Contract multiply and add into fma (`-fma=1`). Default on.
    pub fma: bool,
    /// Fast approximate math functions (libdevice `__nv_fast_*`) everywhere.
    pub fast_math: bool,
}

impl Default for FpOptions {
    fn default() -> Self {
        FpOptions { ftz: false, prec_div: true, prec_sqrt: true, fma: true, fast_math: false }
    }
}

impl FpOptions {
    /// The `fp-mode` pass (and `prepare-library`) for these options.
    pub fn mode(&self) -> nvvmc_passes::FpMode {
        nvvmc_passes::FpMode {
            ftz: self.ftz,
            prec_div: self.prec_div,
            prec_sqrt: self.prec_sqrt,
            fma: self.fma,
            fast_math: self.fast_math,
        }
    }

    /// `--fast-math`: what nvcc's `--use_fast_math` implies.
    pub fn fast() -> Self {
        FpOptions { ftz: true, prec_div: false, prec_sqrt: false, fma: true, fast_math: true }
    }
}

/// The optimization level, `-O0` to `-O3` (the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum OptLevel {
    O0,
    O1,
    O2,
    #[default]
    O3,
}

impl OptLevel {
    pub fn from_number(n: u32) -> Option<Self> {
        Some(match n {
            0 => OptLevel::O0,
            1 => OptLevel::O1,
            2 => OptLevel::O2,
            3 => OptLevel::O3,
            _ => return None,
        })
    }
    pub fn number(self) -> u32 {
        self as u32
    }
}

/// Everything that shapes one compilation.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub arch: Arch,
    /// The PTX ISA version (`--ptx-version`); the architecture's minimum when `None`.
    pub ptx_version: Option<PtxVersion>,
    pub opt: OptLevel,
    pub emit: EmitKind,
    /// How libdevice is linked (`--link`): late, early, ptx or none.
    pub link: LinkStrategy,
    /// An explicit libdevice path (`--libdevice`); else it is discovered.
    pub libdevice: Option<PathBuf>,
    /// libdevice given in memory (the C API's lazily added module); wins over `libdevice` and
    /// discovery, and is read only when math needs it, like a file.
    pub libdevice_bytes: Option<LibdeviceBytes>,
    /// Debug information in the output (`-g`, `--lineinfo`; libNVVM `-g`, `-generate-line-info`).
    pub debug_info: DebugInfo,
    pub fp: FpOptions,
    /// Route math the backend selects natively (sqrt, floor, fma, …) to libdevice too.
    pub lower_native_math: bool,
    /// nvvmc's address-space inference.
    pub address_spaces: AddressSpaceOptions,
    /// Verify the module after every stage (always on in debug builds), except after one of
    /// nvvmc's passes that changed nothing.
    pub verify_each: bool,
    /// `--emit cubin` as relocatable code (`ptxas -c`), which may call external functions.
    pub relocatable: bool,
    /// Stop after parsing, linking and checking; produce no output.
    pub check_only: bool,
    /// Apply the NVVM IR spec 1.1 to the letter (`--strict`): every restriction is an error.
    pub strict: bool,
    /// Record the wall time of each stage.
    pub time_report: bool,
    /// Print the module to stderr after these stages (`--print-after`).
    pub print_after: PrintAfter,
    /// Run only this stage, one of nvvmc's passes, on the parsed and linked input, and emit the
    /// IR it leaves (`--run-pass`, like `opt -passes=`); see [`crate::middle::stage::Stage::single_pass`].
    pub run_pass: Option<crate::middle::stage::Stage>,
    /// Parallel back end (`-j N`, `--split-compile N`, libNVVM `-split-compile=N`).
    pub split_compile: SplitCompile,
    /// The user's math libraries (`--math-lib FILE`, libNVVM-style `-nvvmc-math-lib=FILE`): their
    /// functions with an `implements` attribute take libdevice's place (`src/middle/link/math_lib.rs`).
    pub math_libs: Vec<PathBuf>,
    /// The inputs are the whole program (nvJitLink's link of nvvmc LTO objects): every function
    /// but the kernels becomes internal once they are linked, so that what the kernels do not use
    /// is removed and what they use can be inlined across the objects.
    pub whole_program: bool,
}

impl Options {
    /// The `__nvvm_reflect` answers for these options.
    pub fn reflect(&self) -> nvvmc_passes::NvvmReflect {
        nvvmc_passes::NvvmReflect {
            ftz: self.fp.ftz,
            cuda_arch: self.arch.cuda_arch(),
            prec_sqrt: self.fp.prec_sqrt,
            prec_div: self.fp.prec_div,
        }
    }

    /// Whether the module is printed after `stage` (`--print-after`).
    pub fn prints_after(&self, stage: crate::middle::stage::Stage) -> bool {
        self.print_after.includes(stage)
    }
}

/// The stages after which the module is printed to stderr (`--print-after STAGE`, repeatable).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrintAfter {
    /// These stages (none by default).
    Stages(Vec<crate::middle::stage::Stage>),
    /// Every stage (`--print-after all`).
    All,
}

impl Default for PrintAfter {
    fn default() -> Self {
        PrintAfter::Stages(Vec::new())
    }
}

impl PrintAfter {
    /// The stages `names` name (stage names, or `all`, as `--print-after` takes them); the error
    /// names the first unknown one and lists the valid names.
    pub fn from_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<PrintAfter, String> {
        let mut stages = Vec::new();
        let mut all = false;
        for name in names {
            match crate::middle::stage::Stage::from_name(name) {
                Some(stage) => stages.push(stage),
                None if name == "all" => all = true,
                None => {
                    return Err(format!(
                        "--print-after {name}: no such stage; stages are: {}",
                        crate::middle::stage::Stage::print_after_names()
                    ))
                }
            }
        }
        Ok(if all { PrintAfter::All } else { PrintAfter::Stages(stages) })
    }

    /// The names [`PrintAfter::from_names`] reads back into these stages.
    pub fn names(&self) -> Vec<&'static str> {
        match self {
            PrintAfter::All => vec!["all"],
            PrintAfter::Stages(stages) => stages.iter().map(|s| s.name()).collect(),
        }
    }

    /// Whether the module is printed after `stage`.
    pub fn includes(&self, stage: crate::middle::stage::Stage) -> bool {
        match self {
            PrintAfter::All => true,
            PrintAfter::Stages(stages) => stages.contains(&stage),
        }
    }

    /// Whether nothing is printed.
    pub fn is_empty(&self) -> bool {
        matches!(self, PrintAfter::Stages(stages) if stages.is_empty())
    }
}

/// How many threads generate code: the program is split by kernel into at most this many
/// partitions (see `src/back/split_codegen/`). 0 means one per CPU core; the default is 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitCompile(pub u32);

impl Default for SplitCompile {
    fn default() -> Self {
        SplitCompile(1)
    }
}

impl SplitCompile {
    /// The number of threads asked for, with 0 resolved to the CPU cores available.
    pub fn threads(self) -> usize {
        match self.0 {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n as usize,
        }
    }
}

/// libdevice bitcode held in memory, shared cheaply between compilations.
#[derive(Clone)]
pub struct LibdeviceBytes {
    /// A name for messages and `--stats`.
    pub name: String,
    pub bytes: std::sync::Arc<[u8]>,
}

impl fmt::Debug for LibdeviceBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LibdeviceBytes({:?}, {} bytes)", self.name, self.bytes.len())
    }
}

/// How much of the input's debug information reaches the PTX. The IR decides what there is:
/// LLVM emits `.file`/`.loc` from `!dbg` locations and, for a full-debug compile unit, the DWARF
/// sections and `.target …, debug`; IR without debug information gives PTX without it whatever
/// is asked. libNVVM 12.9 emits whatever the IR carries, with or without `-g` (measured), and
/// numba-cuda relies on that: `lineinfo=True` passes no option, only line directives in the IR.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DebugInfo {
    /// All the debug information the IR carries (the default, and `-g`).
    #[default]
    AsInput,
    /// Line tables only (`--lineinfo`, libNVVM `-generate-line-info`, without `-g`):
    /// `.file`/`.loc`, no DWARF sections, no `.target …, debug` (which would make ptxas compile
    /// for the debugger).
    LineTables,
}

/// nvvmc's own address-space inference (`passes/src/address_spaces/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AddressSpaceOptions {
    /// Run the pass (`--no-infer-address-spaces` turns it off).
    pub enabled: bool,
    /// Follow pointers through integer arithmetic and private slots
    /// (`--no-infer-through-integers` turns it off).
    pub through_integers: bool,
}

impl Default for AddressSpaceOptions {
    fn default() -> Self {
        AddressSpaceOptions { enabled: true, through_integers: true }
    }
}

#[cfg(test)]
mod tests {
    use super::PrintAfter;
    use crate::middle::stage::Stage;

    #[test]
    fn print_after_names_are_read_once_and_round_trip() {
        let some = PrintAfter::from_names(["optimize", "codegen"]).unwrap();
        assert_eq!(some, PrintAfter::Stages(vec![Stage::Optimize, Stage::Codegen]));
        assert!(some.includes(Stage::Codegen) && !some.includes(Stage::Parse));
        assert_eq!(PrintAfter::from_names(some.names()).unwrap(), some);
        let all = PrintAfter::from_names(["optimize", "all"]).unwrap();
        assert_eq!(all, PrintAfter::All);
        assert!(all.includes(Stage::Parse) && PrintAfter::default().is_empty());
        let e = PrintAfter::from_names(["optimise"]).unwrap_err();
        assert!(
            e.starts_with("--print-after optimise: no such stage; stages are: parse,") && e.ends_with(", all"),
            "{e}"
        );
    }
}
