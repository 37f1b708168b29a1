//! Shared helpers for nvvmc's integration tests: where the tools are, and the runner (`harness.rs`)
//! under which a test whose tools are missing shows as ignored, or fails when
//! `NVVMC_REQUIRE_TOOLS=1`.
#![allow(dead_code)]

#[macro_use]
mod harness;
pub use harness::*;
pub mod cache;
pub mod host_ir;
pub mod math_forms;

use std::path::{Path, PathBuf};

pub const FILECHECK: &str = "/usr/lib/llvm-22/bin/FileCheck";

pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn nvvmc_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_nvvmc"))
}

/// The `.ll` files of `dir` (relative to the repository), in name order, each with the program
/// it belongs to: `NAME.N.ll` is module N of program NAME, any other file a program of its own.
pub fn ll_programs(dir: &str) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(repo_root().join(dir)).unwrap().flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "ll") {
            continue;
        }
        let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
        let program = match stem.rsplit_once('.') {
            Some((base, n)) if n.chars().all(|c| c.is_ascii_digit()) => base.to_string(),
            _ => stem,
        };
        out.push((program, p));
    }
    out.sort();
    out
}

/// ptxas, if found by the same search nvvmc uses.
pub fn ptxas() -> Option<PathBuf> {
    nvvmc::tools::find_ptxas().ok()
}

/// libdevice from the repository's `.deps/`, `$NVVMC_LIBDEVICE`, or `$CUDA_HOME`.
pub fn libdevice() -> Option<PathBuf> {
    let mut c: Vec<PathBuf> = Vec::new();
    if let Some(p) = std::env::var_os("NVVMC_LIBDEVICE") {
        c.push(p.into());
    }
    c.push(repo_root().join(".deps/libdevice.10.bc"));
    if let Some(h) = std::env::var_os("CUDA_HOME") {
        c.push(Path::new(&h).join("nvvm/libdevice/libdevice.10.bc"));
    }
    c.into_iter().find(|p| p.is_file())
}

/// Assembles a PTX file with ptxas for the architecture named in its `.target` line (the test
/// stops, see [`require`], when there is no ptxas).
pub fn ptxas_check(ptx: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(ptx).map_err(|e| format!("{}: {e}", ptx.display()))?;
    let arch = text
        .lines()
        .find_map(|l| l.trim().strip_prefix(".target "))
        .map(|t| t.split(',').next().unwrap_or("").trim().to_string())
        .ok_or_else(|| format!("{}: no .target line; not PTX", ptx.display()))?;
    let ptxas = require_some("ptxas", ptxas());
    let assemble = |relocatable: bool| {
        let mut cmd = std::process::Command::new(&ptxas);
        if relocatable {
            cmd.arg("-c");
        }
        cmd.arg(format!("-arch={arch}")).arg(ptx).arg("-o").arg("/dev/null").output().map_err(|e| e.to_string())
    };
    let mut out = assemble(false)?;
    // PTX that calls external functions (separate compilation) is assembled as relocatable code.
    if !out.status.success() && String::from_utf8_lossy(&out.stderr).contains("Unresolved extern function") {
        out = assemble(true)?;
    }
    if !out.status.success() {
        return Err(format!(
            "ptxas -arch={arch} rejected {}:\n{}",
            ptx.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}
