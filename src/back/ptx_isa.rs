//! The PTX ISA version a compilation generates (`.version`), when `--ptx-version` does not say.
//!
//! The architecture's minimum (LLVM 22's default) is not always enough: clang marks every
//! function with the version it compiled for (`"target-features"="+ptx88,+sm_90"`), and LLVM
//! then selects instructions of that version inside the function while the module header still
//! says the minimum, so ptxas rejects the PTX (cuda-samples' `LargeKernelParameter.cu`: a 32 KB
//! kernel parameter needs PTX 8.1; ggml's `fattn.cu` at sm_80: cache prefetching needs 7.4). The
//! version chosen is the highest of the architecture's minimum, every `+ptxNN` of a defined
//! function, and what the NVVM intrinsics the program calls need
//! (`nvvmc_passes::intrinsic_requirements`), but never above what the installed ptxas reads
//! (`ptxas --version`; without a ptxas, LLVM's newest), which `--ptx-version` alone may exceed.

use crate::options::{Arch, PtxVersion, LLVM_PTX_VERSIONS};
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, AttrIndex};
use std::sync::OnceLock;

/// What the module asks for beyond the architecture's minimum, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    pub version: PtxVersion,
    /// `target-features +ptx88 of kernel_name`, `intrinsic llvm.nvvm.elect.sync`.
    pub why: String,
}

/// The choice and how it was made, for `--stats`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Choice {
    /// `None`: the architecture's minimum, as LLVM defaults to.
    pub version: Option<PtxVersion>,
    /// What the module asked for, when more than the minimum.
    pub asked: Option<Asked>,
    /// The version ptxas reads, when the module asked for more.
    pub capped_at: Option<PtxVersion>,
}

/// The highest PTX version the module's functions and intrinsics ask for, if any.
pub fn asked_by(module: &Module<'_>) -> Option<Asked> {
    let mut best: Option<Asked> = None;
    let mut consider = |v: u32, why: String| {
        if best.as_ref().is_none_or(|b| v > b.version.0) {
            best = Some(Asked { version: PtxVersion(v), why });
        }
    };
    for f in ir::module::functions(module) {
        if f.is_declaration() {
            let name = f.name();
            if f.has_uses() {
                if let Some((ptx, _)) = nvvmc_passes::intrinsic_requirements::requirement(&name) {
                    consider(ptx, format!("intrinsic {name}"));
                }
            }
            continue;
        }
        let Some(features) = f.string_attribute(AttrIndex::Function, "target-features") else { continue };
        for feature in features.split(',') {
            if let Some(v) = feature.strip_prefix("+ptx").and_then(|n| n.parse::<u32>().ok()) {
                consider(v, format!("target-features +ptx{v} of {}", f.name()));
            }
        }
    }
    best
}

/// The PTX ISA versions the CUDA toolkit releases' ptxas read (release × 10 → PTX × 10).
const PTXAS_READS: &[(u32, u32)] = &[
    (110, 70),
    (111, 71),
    (112, 72),
    (113, 73),
    (114, 74),
    (115, 75),
    (116, 76),
    (117, 77),
    (118, 78),
    (120, 80),
    (121, 81),
    (122, 82),
    (123, 83),
    (124, 84),
    (125, 85),
    (126, 85),
    (128, 87),
    (129, 88),
    (130, 90),
];

/// The newest PTX ISA version the ptxas nvvmc would use reads (asked once per ptxas file and
/// process; which ptxas is used depends on the environment, which a C API client may change
/// between programs), or `None` when there is no ptxas or its release is unknown.
pub fn ptxas_reads() -> Option<u32> {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static READS: OnceLock<Mutex<HashMap<std::path::PathBuf, Option<u32>>>> = OnceLock::new();
    let ptxas = crate::back::tools::find_ptxas().ok()?;
    let mut reads = READS.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    *reads.entry(ptxas.clone()).or_insert_with(|| {
        let out = std::process::Command::new(&ptxas).arg("--version").output().ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        release_reads(&text)
    })
}

/// The PTX version a ptxas whose `--version` printed `text` reads.
fn release_reads(text: &str) -> Option<u32> {
    let release = text.split("release ").nth(1)?.split(',').next()?;
    let (major, minor) = release.split_once('.')?;
    let release = major.trim().parse::<u32>().ok()? * 10 + minor.trim().parse::<u32>().ok()?;
    // A newer toolkit than the table knows reads at least the newest listed.
    PTXAS_READS.iter().rev().find(|(r, _)| *r <= release).map(|(_, p)| *p)
}

/// The version to generate for `module` at `arch` (`explicit`: `--ptx-version`, which wins).
pub fn choose(arch: &Arch, explicit: Option<PtxVersion>, module: &Module<'_>) -> Choice {
    if explicit.is_some() {
        return Choice { version: explicit, ..Choice::default() };
    }
    let min = arch.min_ptx_version();
    let Some(asked) = asked_by(module).filter(|a| a.version > min) else { return Choice::default() };
    let newest_llvm = *LLVM_PTX_VERSIONS.last().expect("LLVM knows versions");
    let limit = ptxas_reads().unwrap_or(newest_llvm).min(newest_llvm);
    // The lowest version LLVM knows that is at least what was asked, within the limit.
    let wanted = LLVM_PTX_VERSIONS.iter().copied().find(|v| *v >= asked.version.0).unwrap_or(newest_llvm);
    let version = wanted.min(limit).max(min.0);
    let capped_at = (wanted > limit).then_some(PtxVersion(limit));
    Choice { version: (version > min.0).then_some(PtxVersion(version)), asked: Some(asked), capped_at }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptxas_releases_map_to_the_versions_they_read() {
        assert_eq!(
            release_reads(
                "ptxas: NVIDIA (R) Ptx optimizing assembler\nCuda compilation tools, release 12.9, V12.9.86\n"
            ),
            Some(88)
        );
        assert_eq!(release_reads("Cuda compilation tools, release 12.6, V12.6.20"), Some(85));
        assert_eq!(release_reads("Cuda compilation tools, release 14.1, V14.1.1"), Some(90));
        assert_eq!(release_reads("no version here"), None);
    }
}
