//! Finding libdevice, in a fixed order; when every place fails, the error names each place
//! searched and the fix.
//!
//! Order: `--libdevice PATH`, `$NVVMC_LIBDEVICE`, `$CUDA_HOME/nvvm/libdevice/`,
//! `$CUDA_PATH/nvvm/libdevice/`, the CUDA installation of the `nvcc` found on `PATH`,
//! `/usr/local/cuda/nvvm/libdevice/`, the NVIDIA wheels in Python's site-packages
//! (`nvidia/cuda_nvcc/nvvm/libdevice/`, `nvidia/cu13/nvvm/libdevice/`), and the repository's
//! `.deps/` (filled by `scripts/setup.sh`).

use crate::error::{CompileError, Problem};
use std::path::{Path, PathBuf};

/// A place libdevice may be, with how it was found.
#[derive(Debug, Clone)]
pub struct Candidate {
    pub label: String,
    pub path: PathBuf,
}

/// A libdevice file inside a directory: `libdevice.10.bc`, else any `libdevice*.bc`.
fn in_dir(dir: &Path) -> PathBuf {
    let preferred = dir.join("libdevice.10.bc");
    if preferred.is_file() {
        return preferred;
    }
    if let Ok(rd) = std::fs::read_dir(dir) {
        let mut found: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("libdevice") && n.ends_with(".bc"))
            })
            .collect();
        found.sort();
        if let Some(p) = found.pop() {
            return p;
        }
    }
    preferred
}

/// Every place searched, in order.
pub fn candidates(explicit: Option<&Path>) -> Vec<Candidate> {
    let mut c = Vec::new();
    let mut push = |label: String, path: PathBuf| c.push(Candidate { label, path });
    if let Some(p) = explicit {
        push("--libdevice".into(), p.to_path_buf());
        // An explicit path is the only place looked at: a typo must not silently fall back.
        return c;
    }
    if let Some(p) = std::env::var_os("NVVMC_LIBDEVICE") {
        push("$NVVMC_LIBDEVICE".into(), PathBuf::from(p));
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(h) = std::env::var_os(var) {
            push(format!("${var}"), in_dir(&Path::new(&h).join("nvvm/libdevice")));
        }
    }
    if let Ok(nvcc) = which::which("nvcc") {
        if let Some(root) = nvcc.parent().and_then(|b| b.parent()) {
            push("the nvcc on PATH".into(), in_dir(&root.join("nvvm/libdevice")));
        }
    }
    push("/usr/local/cuda".into(), in_dir(Path::new("/usr/local/cuda/nvvm/libdevice")));
    for sp in crate::back::tools::python_site_packages() {
        for sub in ["nvidia/cuda_nvcc/nvvm/libdevice", "nvidia/cu13/nvvm/libdevice"] {
            let dir = sp.join(sub);
            if dir.is_dir() {
                push(format!("Python wheel in {}", sp.display()), in_dir(&dir));
            }
        }
    }
    push("the repository's .deps/".into(), crate::back::tools::repo_deps_dir().join("libdevice.10.bc"));
    c
}

/// The first libdevice found, or an error naming every place searched and the fix.
pub fn find(explicit: Option<&Path>) -> Result<PathBuf, CompileError> {
    let cands = candidates(explicit);
    if let Some(c) = cands.iter().find(|c| c.path.is_file()) {
        return Ok(c.path.clone());
    }
    let list: Vec<String> = cands.iter().map(|c| format!("    {}: {}", c.label, c.path.display())).collect();
    let fix = if explicit.is_some() {
        "pass the path of an existing libdevice.10.bc to --libdevice"
    } else {
        "`pip install nvidia-cuda-nvcc-cu12` (NVIDIA's wheel with libdevice and ptxas), or pass --libdevice PATH, set NVVMC_LIBDEVICE or CUDA_HOME, or run scripts/setup.sh"
    };
    Err(CompileError::Libdevice(Problem::with_fix(
        format!("libdevice is needed (math functions are used) but was not found; searched:\n{}", list.join("\n")),
        fix,
    )))
}
