//! The scripts in `scripts/` as one toolset: every executable file there answers `--help` (exit
//! status 0, its own name and what it does, within seconds: a script that ignored the flag and
//! started its real work would be stopped and fail), and is listed in docs/benchmarks.md's table
//! of scripts. Two run for real on a small input: `gpu-check --dry-run` on one math function
//! (everything before the GPU: the kernels, both compilers, ptxas, the MPFR reference) and
//! `compare-verify` on one case (nvvmc's checker against libNVVM's verifier).
//! The others need what a test cannot have (PyPI, a GPU) or run for minutes; their `--help` is
//! what is checked here.

mod support;

use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::*;

/// The seconds a script may take to print its help.
const HELP_SECONDS: &str = "30";

/// The executable files directly in `scripts/`, by name (modules they import, such as
/// `numba_check.py`, are not executable).
fn scripts() -> Vec<String> {
    use std::os::unix::fs::PermissionsExt;
    let mut out: Vec<String> = std::fs::read_dir(repo_root().join("scripts"))
        .expect("scripts/ exists")
        .flatten()
        .filter(|e| e.metadata().is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

/// Runs `scripts/NAME ARGS` under `timeout`, with this build's nvvmc as `$NVVMC`.
fn run(name: &str, args: &[&str], seconds: &str) -> Output {
    Command::new("timeout")
        .arg(seconds)
        .arg(repo_root().join("scripts").join(name))
        .args(args)
        .current_dir(repo_root())
        .env("NVVMC", nvvmc_bin())
        .output()
        .expect("runs timeout(1)")
}

fn describe(out: &Output) -> String {
    format!(
        "exit {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn help(name: &str) -> Result<(), Failed> {
    let out = run(name, &["--help"], HELP_SECONDS);
    if out.status.code() == Some(124) {
        return Err(
            format!("{name} --help ran for {HELP_SECONDS} s: it did not stop at the flag\n{}", describe(&out)).into()
        );
    }
    let text = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!("{name} --help failed\n{}", describe(&out)).into());
    }
    if !text.contains(name) {
        return Err(format!("{name} --help does not name the script\n{}", describe(&out)).into());
    }
    // A usage line alone does not say what the script does or measures.
    if text.lines().filter(|l| !l.trim().is_empty()).count() < 3 {
        return Err(format!("{name} --help says no more than its usage\n{}", describe(&out)).into());
    }
    Ok(())
}

/// docs/benchmarks.md's table (and the line under it) names every script.
fn every_script_is_in_the_docs() -> Result<(), String> {
    let docs = std::fs::read_to_string(repo_root().join("docs/benchmarks.md")).map_err(|e| e.to_string())?;
    let missing: Vec<String> =
        scripts().into_iter().filter(|name| !docs.contains(&format!("`scripts/{name}`"))).collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("scripts not listed in docs/benchmarks.md's table of scripts: {}", missing.join(", ")))
    }
}

fn libnvvm() -> PathBuf {
    let p = repo_root().join(".deps/libnvvm.so");
    require("NVIDIA's libNVVM (.deps/libnvvm.so)", p.is_file());
    p
}

/// `gpu-check --dry-run` on `llvm.sin.f32` with the default flags: the report has its row with
/// no input worse than libNVVM's, and the bundle for a GPU machine is packed.
fn gpu_check_dry_run() -> Result<(), String> {
    libnvvm();
    require("ptxas (.deps/ptxas)", repo_root().join(".deps/ptxas").is_file());
    require("MPFR (libmpfr-dev)", Path::new("/usr/include/mpfr.h").is_file());
    let out =
        run("gpu-check", &["--dry-run", "--only", r"^sin\.f32$", "--flags", "default", "--ref-seconds", "2"], "300");
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("gpu-check --dry-run failed\n{}", describe(&out)));
    }
    let row = text.lines().find(|l| l.starts_with("| `llvm.sin.f32` | default |"));
    if row.is_none() || !text.contains("worse than libNVVM: 0 inputs") || !err.contains("bundle for a GPU machine") {
        return Err(format!(
            "gpu-check --dry-run: no llvm.sin.f32 row, a worse input, or no bundle\n{}",
            describe(&out)
        ));
    }
    Ok(())
}

/// `compare-verify` on a typed-pointer case both accept: the same verdict, exit status 0.
fn compare_verify_one_case() -> Result<(), String> {
    let lib = libnvvm();
    let case = "tests/cases/dialects/typed_pointers_numba.ll";
    let out = Command::new("timeout")
        .args(["120", "scripts/compare-verify", case])
        .current_dir(repo_root())
        .env("NVVMC", nvvmc_bin())
        .env("LIBNVVM", lib)
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout);
    let same = text.lines().any(|l| l.starts_with("same") && l.contains(case) && l.contains("libNVVM: ok"));
    if !out.status.success() || !same || !text.contains("0 case(s) with different verdicts") {
        return Err(format!("compare-verify {case}: expected the same verdict (ok) from both\n{}", describe(&out)));
    }
    Ok(())
}

fn main() {
    let mut trials: Vec<Trial> = scripts()
        .into_iter()
        .map(|name| Trial::ignorable_test(format!("help/{name}"), move || run_body(|| help(&name))))
        .collect();
    trials.push(trial("every_script_is_in_the_docs", every_script_is_in_the_docs));
    trials.push(trial("gpu_check_dry_run", gpu_check_dry_run));
    trials.push(trial("compare_verify_one_case", compare_verify_one_case));
    run_tests(trials)
}
