//! Deep nesting never ends `nvvmc` with a signal (the stack of each compilation fits its input): every
//! form of nesting LLVM recurses on (constant expressions with opaque and typed pointers, types,
//! metadata written inline and through references, debug scopes, named types, aliases) and long
//! chains of instructions, at depths 10^3 to 10^6, as text and as bitcode, through the command
//! line. Within nvvmc's limits (`src/front/nesting.rs`) the input compiles; beyond them it is refused
//! with a diagnostic that names the limit and a fix (and, for text, the line); the process
//! always exits with a status, never a signal. The inputs are generated here
//! (`support/deep_forms.rs`); `capi/tests/deep_nesting.rs` runs the same ones through the C API
//! on a thread with a 512 KiB stack.

#[macro_use]
mod support;
#[path = "support/deep_forms.rs"]
mod deep_forms;

use deep_forms::{check_outcome, depth_name, Form, DEPTHS, MAX_DEPTH};
use libtest_mimic::Trial;
use std::os::unix::process::ExitStatusExt;
use std::process::Command;
use support::*;

/// Runs `nvvmc --arch sm_75 INPUT` (and `extra`) in a fresh directory: whether it succeeded, its
/// stderr, and the PTX. A signal is an error of its own.
fn run_nvvmc(
    input: &[u8],
    bitcode: bool,
    extra: &[&str],
    env: &[(&str, &str)],
) -> Result<(bool, String, String), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let path = dir.path().join(if bitcode { "deep.bc" } else { "deep.ll" });
    std::fs::write(&path, input).map_err(|e| e.to_string())?;
    let out_path = dir.path().join("deep.ptx");
    let mut cmd = Command::new(nvvmc_bin());
    cmd.args(["--arch", "sm_75"]).arg(&path).arg("-o").arg(&out_path).args(extra);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().map_err(|e| e.to_string())?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if let Some(sig) = out.status.signal() {
        return Err(format!("nvvmc died of signal {sig}; stderr:\n{}", stderr.chars().take(2000).collect::<String>()));
    }
    let code = out.status.code().expect("an exit code when no signal");
    if code != 0 && code != 1 {
        return Err(format!("nvvmc exited with {code}; stderr:\n{stderr}"));
    }
    let ptx = std::fs::read_to_string(&out_path).unwrap_or_default();
    Ok((code == 0, stderr, ptx))
}

/// One form at one depth, text or bitcode.
fn case(form: Form, n: usize, bitcode: bool) -> Result<(), String> {
    if let Err(why) = form.tried(n) {
        skip(why);
    }
    let input = if bitcode {
        match form.bitcode(n) {
            Ok(b) => b,
            Err(why) => skip(why),
        }
    } else {
        form.text(n).into_bytes()
    };
    let (ok, stderr, ptx) = run_nvvmc(&input, bitcode, &[], &[])?;
    check_outcome(form, n, bitcode, ok, &stderr)?;
    if ok && !ptx.contains(".entry k") {
        return Err(format!("{} at {n}: success without the kernel's PTX", form.name()));
    }
    if !ok && !bitcode {
        // A refusal of text names the file and the line: `deep.ll:LINE:COL: error: …`.
        let named = stderr
            .split("deep.ll:")
            .nth(1)
            .is_some_and(|rest| rest.split(':').next().is_some_and(|l| l.parse::<u32>().is_ok()));
        if !named {
            return Err(format!("{} at {n}: the refusal does not name the line:\n{stderr}", form.name()));
        }
    }
    Ok(())
}

/// The reported reproducer: a kernel storing a constant expression nested 10,000 deep, which
/// ended `nvvmc` with SIGSEGV, compiles (typed pointers too).
fn nested_10000_deep_kernel_compiles() -> Result<(), String> {
    for form in [Form::Gep, Form::GepTyped] {
        let (ok, stderr, ptx) = run_nvvmc(form.text(10_000).as_bytes(), false, &[], &[])?;
        if !ok || !ptx.contains(".entry k") {
            return Err(format!("{}: {stderr}\n{}", form.name(), ptx.chars().take(2000).collect::<String>()));
        }
    }
    Ok(())
}

/// The stack nvvmc compiles on (1 GiB) has a wide margin: inputs at the limit compile even on the
/// smallest stack it falls back to (64 MiB) where the system will not reserve 1 GiB. The deepest
/// measured need at the limit is 24 MiB (a constant expression in text, at -O0).
fn the_limit_fits_the_smallest_fallback_stack() -> Result<(), String> {
    let cases = [
        (Form::Gep, MAX_DEPTH - 1, &[][..]),
        (Form::Gep, MAX_DEPTH - 1, &["-O0"][..]),
        (Form::GepTyped, MAX_DEPTH - 3, &[][..]),
        (Form::AddXor, MAX_DEPTH - 2, &["-O0"][..]),
        (Form::Types, MAX_DEPTH, &[][..]),
        (Form::InlineMetadata, MAX_DEPTH, &["--emit", "llvm"][..]),
        (Form::DebugScopes, MAX_DEPTH - 10, &[][..]),
    ];
    for (form, n, extra) in cases {
        let (ok, stderr, _) = run_nvvmc(form.text(n).as_bytes(), false, extra, &[("NVVMC_STACK_MIB", "64")])?;
        if !ok {
            return Err(format!(
                "{} at {n} {extra:?} on a 64 MiB stack: {}",
                form.name(),
                stderr.chars().take(2000).collect::<String>()
            ));
        }
    }
    Ok(())
}

fn main() {
    let mut trials = vec![
        trial("nested_10000_deep_kernel_compiles", nested_10000_deep_kernel_compiles),
        trial("the_limit_fits_the_smallest_fallback_stack", the_limit_fits_the_smallest_fallback_stack),
    ];
    for form in Form::ALL {
        for bitcode in [false, true] {
            for n in DEPTHS {
                let name = format!("{}_{}_{}", form.name(), if bitcode { "bitcode" } else { "text" }, depth_name(n));
                trials
                    .push(Trial::ignorable_test(name, move || run_body(|| case(form, n, bitcode).map_err(Into::into))));
            }
        }
    }
    run_tests(trials)
}
