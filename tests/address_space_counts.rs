//! nvvmc's address-space pass is never worse than LLVM's: on every address-space test input,
//! the PTX from nvvmc has no more generic loads/stores/atomics than nvvmc with its pass off
//! (LLVM's InferAddressSpaces only) or than plain `llc -O3`. The same count as
//! `scripts/count-generic`, as a test.

#[macro_use]
mod support;

use std::path::Path;
use std::process::Command;
use support::*;

const LLC: &str = "/usr/lib/llvm-22/bin/llc";

/// Generic accesses: ld/st/atom/red without a state space (params excluded).
fn generic_accesses(ptx: &str) -> usize {
    ptx.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|op| {
            let parts: Vec<&str> = op.split('.').collect();
            matches!(parts[0], "ld" | "st" | "atom" | "red")
                && parts.len() > 1
                && !parts.iter().any(|p| matches!(*p, "global" | "shared" | "local" | "const" | "param"))
        })
        .count()
}

/// nvvmc's PTX for `src` (assembled by ptxas, like every PTX a test produces).
fn nvvmc(src: &Path, extra: &[&str]) -> String {
    let out = Command::new(nvvmc_bin()).arg(src).args(["--arch", "sm_90", "-o", "-"]).args(extra).output().unwrap();
    assert!(out.status.success(), "{}: {}", src.display(), String::from_utf8_lossy(&out.stderr));
    let ptx = String::from_utf8(out.stdout).unwrap();
    let file = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(file.path(), &ptx).unwrap();
    ptxas_check(file.path()).unwrap();
    ptx
}

fn never_more_generic_accesses_than_llvm() -> Result<(), String> {
    require("llc", Path::new(LLC).is_file());
    let dir = repo_root().join("tests/cases/address-spaces");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).collect();
    inputs.push(repo_root().join("examples/numba_axpy_typed.ll"));
    inputs.sort();
    let mut report = Vec::new();
    let mut ours_total = 0;
    let mut theirs_total = 0;
    for src in &inputs {
        let ours = generic_accesses(&nvvmc(src, &[]));
        let pass_off = generic_accesses(&nvvmc(src, &["--no-infer-address-spaces"]));
        let llc = Command::new(LLC).args(["-O3", "-mcpu=sm_90", "-o", "-"]).arg(src).output().unwrap();
        assert!(llc.status.success(), "llc failed on {}", src.display());
        let plain = generic_accesses(&String::from_utf8_lossy(&llc.stdout));
        if ours > pass_off || ours > plain {
            report.push(format!("{}: nvvmc {ours}, LLVM's pass only {pass_off}, llc {plain}", src.display()));
        }
        ours_total += ours;
        theirs_total += pass_off;
    }
    assert!(
        ours_total < theirs_total,
        "the pass should remove generic accesses on these inputs ({ours_total} vs {theirs_total})"
    );
    if report.is_empty() {
        Ok(())
    } else {
        Err(report.join("\n"))
    }
}

/// numba's kernels (`tests/inputs/numba/`, modules `NAME.N.ll` of one program compiled together):
/// with the integer rule, no generic access is left; LLVM's pass alone leaves most of them.
fn numba_kernels_have_no_generic_access_left() {
    require("libdevice", libdevice().is_some());
    let dir = repo_root().join("tests/inputs/numba");
    let mut programs: std::collections::BTreeMap<String, Vec<std::path::PathBuf>> = Default::default();
    for e in std::fs::read_dir(&dir).unwrap().flatten() {
        let p = e.path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".ll");
        let program = match stem.rsplit_once('.') {
            Some((base, n)) if n.chars().all(|c| c.is_ascii_digit()) => base.to_string(),
            _ => stem.to_string(),
        };
        programs.entry(program).or_default().push(p);
    }
    assert!(programs.len() >= 30, "expected numba's kernels in {}", dir.display());
    let (mut ours, mut theirs) = (0, 0);
    let mut left = Vec::new();
    for (name, mut files) in programs {
        files.sort();
        let args: Vec<&str> = files.iter().map(|p| p.to_str().unwrap()).collect();
        let run = |extra: &[&str]| {
            let out = Command::new(nvvmc_bin())
                .args(&args)
                .args(["--arch", "sm_90", "-o", "-"])
                .args(extra)
                .output()
                .unwrap();
            assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
            generic_accesses(&String::from_utf8_lossy(&out.stdout))
        };
        let n = run(&[]);
        ours += n;
        theirs += run(&["--no-infer-address-spaces"]);
        if n > 0 {
            left.push(format!("{name}: {n}"));
        }
    }
    assert!(left.is_empty(), "generic accesses left: {left:?}");
    assert!(theirs > 50, "LLVM's pass alone should leave many ({theirs})");
    assert_eq!(ours, 0);
}

fn the_counter_counts_what_it_should() {
    let ptx = "\tld.param.b64 %rd1, [k_param_0];\n\tld.global.b32 %r1, [%rd1];\n\tld.b32 %r2, [%rd2];\n\tst.volatile.b32 [%rd2], %r1;\n\tatom.add.u32 %r3, [%rd2], 1;\n\tatom.global.add.u32 %r3, [%rd2], 1;\n\tld.shared.v2.b32 {%r1, %r2}, [%rd3];\n";
    assert_eq!(generic_accesses(ptx), 3);
}

test_main!(
    never_more_generic_accesses_than_llvm,
    numba_kernels_have_no_generic_access_left,
    the_counter_counts_what_it_should,
);
