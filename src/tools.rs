//! Finding and running NVIDIA's `ptxas` (for `--emit cubin`, and for tests that check every PTX).
//!
//! Search order: `$NVVMC_PTXAS`, `ptxas` on `PATH`, `$CUDA_HOME/bin`, `$CUDA_PATH/bin`,
//! `/usr/local/cuda/bin`, and the repository's `.deps/` (filled by `scripts/setup.sh`).

use crate::error::CompileError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the repository keeps NVIDIA's tools after `scripts/setup.sh`.
pub fn repo_deps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps")
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
    Err(CompileError::Tool(format!(
        "ptxas not found; searched: {}\n  fix: run scripts/setup.sh, or set NVVMC_PTXAS=/path/to/ptxas",
        searched.join(", ")
    )))
}

/// Assembles `ptx` for `cpu` (e.g. `sm_90`) with ptxas and returns the cubin; `relocatable`
/// asks for relocatable code (`ptxas -c`), which may leave external functions for nvlink.
pub fn assemble_cubin(ptx: &[u8], cpu: &str, relocatable: bool) -> Result<Vec<u8>, CompileError> {
    let ptxas = find_ptxas()?;
    let dir = tempfile::tempdir().map_err(|e| CompileError::Tool(format!("cannot create a temporary directory: {e}")))?;
    let src = dir.path().join("input.ptx");
    let dst = dir.path().join("output.cubin");
    std::fs::write(&src, ptx).map_err(|e| CompileError::Tool(format!("cannot write {}: {e}", src.display())))?;
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
        .map_err(|e| CompileError::Tool(format!("cannot run {}: {e}", ptxas.display())))?;
    if !out.status.success() {
        return Err(CompileError::Tool(format!(
            "ptxas rejected the generated PTX ({}):\n{}",
            ptxas.display(),
            String::from_utf8_lossy(&out.stderr).trim_end()
        )));
    }
    std::fs::read(&dst).map_err(|e| CompileError::Tool(format!("cannot read ptxas output: {e}")))
}
