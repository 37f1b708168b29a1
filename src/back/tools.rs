//! Finding and running NVIDIA's `ptxas` (for `--emit cubin`, and for tests that check every PTX).
//!
//! Search order: `$NVVMC_PTXAS`, `ptxas` on `PATH`, `$CUDA_HOME/bin`, `$CUDA_PATH/bin`,
//! `/usr/local/cuda/bin`, NVIDIA's wheels in Python's site-packages (`nvidia/cuda_nvcc/bin/`,
//! `nvidia/cu13/bin/`, as libdevice is found), and the repository's `.deps/` (filled by
//! `scripts/setup.sh`).

use crate::error::{CompileError, Problem};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the repository keeps NVIDIA's tools after `scripts/setup.sh`.
pub fn repo_deps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps")
}

/// The file this code is running from: the `nvvmc` executable, or the `libnvvm.so.4` a client
/// loaded (found in `/proc/self/maps` by the address of this function).
fn running_object() -> Option<PathBuf> {
    crate::services::isolate::library_containing(running_object as fn() -> Option<PathBuf> as usize)
}

/// Python site-packages directories that may hold NVIDIA's wheels (libdevice, ptxas), without
/// running Python: the one nvvmc itself was installed into (the `nvvmc` wheel puts the executable
/// and the library under `site-packages/nvvmc/`), then the usual environments.
pub fn python_site_packages() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    for object in [std::env::current_exe().ok(), running_object()].into_iter().flatten() {
        let own =
            object.ancestors().find(|a| a.file_name().is_some_and(|n| n == "site-packages" || n == "dist-packages"));
        if let Some(sp) = own.filter(|sp| !out.iter().any(|o| o == sp)) {
            out.push(sp.to_path_buf());
        }
    }
    let mut roots: Vec<PathBuf> = Vec::new();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
        if let Some(v) = std::env::var_os(var) {
            roots.push(PathBuf::from(v));
        }
    }
    if let Some(home) = std::env::var_os("HOME") {
        roots.push(PathBuf::from(&home).join(".local"));
        roots.push(PathBuf::from(&home).join(".pyenv/versions").join("*"));
    }
    roots.extend(["/usr", "/usr/local"].map(PathBuf::from));
    for root in roots {
        let expanded: Vec<PathBuf> = if root.ends_with("*") {
            let parent = root.parent().unwrap_or(Path::new("/")).to_path_buf();
            std::fs::read_dir(parent).into_iter().flatten().flatten().map(|e| e.path()).collect()
        } else {
            vec![root]
        };
        for r in expanded {
            let lib = r.join("lib");
            let Ok(rd) = std::fs::read_dir(&lib) else { continue };
            let mut pys: Vec<PathBuf> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3")))
                .collect();
            pys.sort();
            for py in pys {
                out.push(py.join("site-packages"));
                out.push(py.join("dist-packages"));
            }
        }
    }
    out
}

/// Every place ptxas is looked for, in order, with a label for messages.
pub fn ptxas_candidates() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("NVVMC_PTXAS") {
        out.push(("$NVVMC_PTXAS".to_string(), PathBuf::from(p)));
    }
    if let Ok(p) = which::which("ptxas") {
        out.push(("PATH".to_string(), p));
    }
    for var in ["CUDA_HOME", "CUDA_PATH"] {
        if let Some(home) = std::env::var_os(var) {
            out.push((format!("${var}/bin"), PathBuf::from(home).join("bin/ptxas")));
        }
    }
    out.push(("/usr/local/cuda/bin".to_string(), PathBuf::from("/usr/local/cuda/bin/ptxas")));
    // NVIDIA's wheels (nvidia-cuda-nvcc-cu12; CUDA 13's under nvidia/cu13/), where they exist.
    for sp in python_site_packages() {
        for sub in ["nvidia/cuda_nvcc/bin/ptxas", "nvidia/cu13/bin/ptxas"] {
            let p = sp.join(sub);
            if p.is_file() {
                out.push((format!("Python wheel in {}", sp.display()), p));
            }
        }
    }
    out.push(("the repository's .deps/".to_string(), repo_deps_dir().join("ptxas")));
    out
}

/// The first ptxas found, or an error listing every place searched.
pub fn find_ptxas() -> Result<PathBuf, CompileError> {
    let candidates = ptxas_candidates();
    if let Some((_, p)) = candidates.iter().find(|(_, p)| p.is_file()) {
        return Ok(p.clone());
    }
    let searched: Vec<String> = candidates.iter().map(|(l, p)| format!("{l} ({})", p.display())).collect();
    Err(CompileError::Tool(Problem::with_fix(
        format!("ptxas not found; searched: {}", searched.join(", ")),
        "`pip install nvidia-cuda-nvcc-cu12` (NVIDIA's wheel with ptxas and libdevice), set NVVMC_PTXAS=/path/to/ptxas or CUDA_HOME, or run scripts/setup.sh",
    )))
}

/// Assembles `ptx` for `cpu` (e.g. `sm_90`) with ptxas and returns the cubin; `relocatable`
/// asks for relocatable code (`ptxas -c`), which may leave external functions for nvlink.
pub fn assemble_cubin(ptx: &[u8], cpu: &str, relocatable: bool) -> Result<Vec<u8>, CompileError> {
    let ptxas = find_ptxas()?;
    let dir = tempfile::tempdir()
        .map_err(|e| CompileError::Tool(format!("cannot create a temporary directory: {e}").into()))?;
    let src = dir.path().join("input.ptx");
    let dst = dir.path().join("output.cubin");
    std::fs::write(&src, ptx).map_err(|e| CompileError::Tool(format!("cannot write {}: {e}", src.display()).into()))?;
    let mut cmd = Command::new(&ptxas);
    if relocatable {
        cmd.arg("-c");
    }
    let out = cmd
        .arg(format!("-arch={cpu}"))
        .arg(&src)
        .arg("-o")
        .arg(&dst)
        .output()
        .map_err(|e| CompileError::Tool(format!("cannot run {}: {e}", ptxas.display()).into()))?;
    if !out.status.success() {
        return Err(CompileError::Tool(
            format!(
                "ptxas rejected the generated PTX ({}):\n{}",
                ptxas.display(),
                String::from_utf8_lossy(&out.stderr).trim_end()
            )
            .into(),
        ));
    }
    std::fs::read(&dst).map_err(|e| CompileError::Tool(format!("cannot read ptxas output: {e}").into()))
}
