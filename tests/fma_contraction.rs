//! FMA contraction inside linked libdevice code, against NVIDIA's libNVVM on
//! numba's math kernels (`tests/inputs/numba/math_*.ll`, from `scripts/numba-check --math`, and
//! the older math kernels sin_*, pow_*, erf_*, ...).
//!
//! - Under `--fma=1` (the default, libNVVM's `-fma=1`) libNVVM writes libdevice's plain
//!   `fmul`/`fadd` as plain `mul.f32`/`add.f32`, which ptxas may fuse; an explicitly rounded
//!   `mul.rn.f32` it keeps for libdevice's own `__fmul_rn` & co. So nvvmc's PTX must have no more
//!   `.rn` add/sub/mul than libNVVM's, for f32 and for f64, on every kernel, except where LLVM
//!   folded one of libdevice's explicit `fma.rn` into a single operation that rounds the same:
//!   `fma(x, -1, 0)` is `0 - x` (`sub.rn`, never fused, as the fma must not be), `fma(x, 1, z)` an
//!   `add.rn`. libNVVM keeps those as `fma.rn`; so an extra `.rn` counts as such a fold when it is a
//!   negation `0 - x` or when libNVVM's PTX has an `fma.rn` more (docs/reference/math.md's "FMA contraction in
//!   library code" lists them).
//! - Under `--fma=0` nothing may be fused: no plain (fusable) f32/f64 add/sub/mul, and no more
//!   `fma.rn` than libNVVM's `-fma=0` PTX has (those are the fmas the source asks for: libdevice's
//!   `__nv_fmaf`, `llvm.nvvm.fma.rn.*`).
//!
//! Kernels numba compiles with fastmath=True (`*_fast`, `fastmath_*`) get numba's options on both
//! sides (ftz=1, prec-div=0, prec-sqrt=0). libNVVM runs through scripts/bench/libnvvm_harness.c,
//! compiled with cc in a temporary directory; the harness takes one module, so programs of several
//! modules (complex128_exp_abs) are left to `scripts/compare-fma`, which also counts ptxas's SASS.
//! Every PTX is assembled with ptxas.

#[macro_use]
mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::*;

/// The math kernels saved before `scripts/numba-check --math` (all but `math_*`).
const OLDER_MATH: &[&str] = &[
    "sin_f32",
    "sin_f64",
    "pow_f32",
    "pow_f64",
    "erf_f32",
    "erf_f64",
    "exp_log_sqrt_f64",
    "trig_mix_f32",
    "special_f64",
    "fastmath_f32",
    "complex128_exp_abs",
];

/// PTX counts, index 0 for f32 and 1 for f64.
#[derive(Default, Clone, Copy, Debug, PartialEq)]
struct Counts {
    /// add/sub/mul with `.rn`: never fused by ptxas.
    rn: [u32; 2],
    /// add/sub/mul without a rounding mode: ptxas may fuse them.
    plain: [u32; 2],
    /// `fma.rn`.
    fma: [u32; 2],
    /// `sub.rn d, 0, x`: a negation that rounds like `fma.rn(x, -1, 0)`.
    neg: [u32; 2],
}

/// Whether a PTX operand is +0.0: an immediate, or a register last set to one by `mov`.
fn is_zero(operand: &str, zeros: &std::collections::BTreeSet<String>) -> bool {
    matches!(operand, "0f00000000" | "0d0000000000000000") || zeros.contains(operand)
}

fn count(ptx: &str) -> Counts {
    let mut c = Counts::default();
    let mut zeros = std::collections::BTreeSet::new();
    for line in ptx.lines() {
        let body = line.trim().trim_end_matches(';').split_whitespace().skip(1).collect::<Vec<_>>().join(" ");
        let operands: Vec<&str> = body.split(',').map(str::trim).collect();
        if let Some(dest) = operands.first() {
            // A register written by this instruction is no longer known to be zero, unless it is a
            // `mov` of +0.0.
            zeros.remove(*dest);
            if line.trim_start().starts_with("mov.") && operands.len() == 2 && is_zero(operands[1], &Default::default())
            {
                zeros.insert(dest.to_string());
            }
        }
        let mut l = line.trim_start();
        if l.starts_with('@') {
            // a guard predicate: `@%p1 add.f32 ...`, `@!%p2 ...`
            l = l.split_once(char::is_whitespace).map_or("", |(_, rest)| rest.trim_start());
        }
        let opcode = l.split(|c: char| c.is_whitespace()).next().unwrap_or("");
        let parts: Vec<&str> = opcode.split('.').collect();
        let ty = match parts.last() {
            Some(&"f32") => 0,
            Some(&"f64") => 1,
            _ => continue,
        };
        let modifiers = &parts[1..parts.len() - 1];
        let rounding = modifiers.iter().any(|m| matches!(*m, "rn" | "rz" | "rm" | "rp"));
        let rn = modifiers.contains(&"rn");
        if parts[0] == "sub" && rn && operands.len() == 3 && is_zero(operands[1], &zeros) {
            c.neg[ty] += 1;
        }
        match parts[0] {
            "add" | "sub" | "mul" if rn => c.rn[ty] += 1,
            "add" | "sub" | "mul" if !rounding => c.plain[ty] += 1,
            "fma" if rn => c.fma[ty] += 1,
            _ => {}
        }
    }
    c
}

/// The single-module math programs of tests/inputs/numba (name, file).
fn programs() -> Vec<(String, PathBuf)> {
    let dir = repo_root().join("tests/inputs/numba");
    let mut groups: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for (name, p) in ll_programs("tests/inputs/numba") {
        if name.starts_with("math_") || OLDER_MATH.contains(&name.as_str()) {
            groups.entry(name).or_default().push(p);
        }
    }
    let out: Vec<(String, PathBuf)> = groups
        .into_iter()
        .filter(|(_, files)| files.len() == 1)
        .map(|(name, mut files)| (name, files.remove(0)))
        .collect();
    assert!(
        out.len() >= 70,
        "expected numba's math kernels in {} (scripts/numba-check --math), found {}",
        dir.display(),
        out.len()
    );
    out
}

fn fastmath(name: &str) -> bool {
    name.contains("fastmath") || name.ends_with("_fast")
}

/// NVIDIA's libNVVM, libdevice, ptxas and the harness built from scripts/bench/libnvvm_harness.c
/// (the test stops, see [`require`], when one is missing).
struct Tools {
    _dir: tempfile::TempDir,
    harness: PathBuf,
    libnvvm: PathBuf,
    libdevice: PathBuf,
}

fn tools() -> Tools {
    let libdevice = require_some("libdevice", libdevice());
    require_some("ptxas", ptxas());
    let libnvvm =
        std::env::var_os("NVVMC_LIBNVVM").map(PathBuf::from).unwrap_or_else(|| repo_root().join(".deps/libnvvm.so"));
    require("NVIDIA's libNVVM (.deps/libnvvm.so)", libnvvm.is_file());
    let cc = require_some("a C compiler (cc)", which::which("cc").or_else(|_| which::which("gcc")).ok());
    let dir = tempfile::tempdir().unwrap();
    let harness = dir.path().join("libnvvm_harness");
    let out = Command::new(cc)
        .arg("-O2")
        .arg("-o")
        .arg(&harness)
        .arg(repo_root().join("scripts/bench/libnvvm_harness.c"))
        .arg("-ldl")
        .output()
        .unwrap();
    assert!(out.status.success(), "compiling libnvvm_harness.c:\n{}", String::from_utf8_lossy(&out.stderr));
    Tools { _dir: dir, harness, libnvvm, libdevice }
}

/// nvvmc's PTX for `input` at `--fma=FMA` (and numba's fastmath options for its fastmath kernels).
fn nvvmc_ptx(name: &str, input: &Path, fma: u8, t: &Tools) -> Result<String, String> {
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(input).args(["--arch", "sm_90", &format!("--fma={fma}"), "-o", "-"]).arg("--libdevice").arg(&t.libdevice);
    if fastmath(name) {
        cmd.args(["--ftz=1", "--prec-div=0", "--prec-sqrt=0"]);
    }
    let out = cmd.output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{name}: nvvmc --fma={fma} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// libNVVM's PTX for `input` at `-fma=FMA`.
fn libnvvm_ptx(name: &str, input: &Path, fma: u8, t: &Tools, dir: &Path) -> Result<String, String> {
    let ptx = dir.join(format!("{name}.libnvvm.fma{fma}.ptx"));
    let mut cmd = Command::new(&t.harness);
    cmd.arg("--lib").arg(&t.libnvvm).arg("--libdevice").arg(&t.libdevice).args(["-n", "1", "-o"]).arg(&ptx);
    cmd.args(["--opt", "-arch=compute_90", "--opt", &format!("-fma={fma}")]);
    if fastmath(name) {
        cmd.args(["--opt", "-ftz=1", "--opt", "-prec-div=0", "--opt", "-prec-sqrt=0"]);
    }
    let out = cmd.arg(input).output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{name}: libNVVM -fma={fma} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    std::fs::read_to_string(&ptx).map_err(|e| format!("{}: {e}", ptx.display()))
}

/// (nvvmc's counts, libNVVM's counts) of every program at `fma`, both PTX checked with ptxas;
/// or the errors.
fn measure_all(fma: u8) -> Result<Vec<(String, Counts, Counts)>, String> {
    let t = tools();
    let programs = programs();
    let dir = tempfile::tempdir().unwrap();
    let one = |(name, input): &(String, PathBuf)| -> Result<(String, Counts, Counts), String> {
        let ours = nvvmc_ptx(name, input, fma, &t)?;
        let theirs = libnvvm_ptx(name, input, fma, &t, dir.path())?;
        let file = dir.path().join(format!("{name}.nvvmc.fma{fma}.ptx"));
        std::fs::write(&file, &ours).unwrap();
        ptxas_check(&file)?;
        ptxas_check(&dir.path().join(format!("{name}.libnvvm.fma{fma}.ptx")))?;
        Ok((name.clone(), count(&ours), count(&theirs)))
    };
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 4);
    let chunk = programs.len().div_ceil(threads);
    let results: Vec<Result<(String, Counts, Counts), String>> = std::thread::scope(|s| {
        let handles: Vec<_> =
            programs.chunks(chunk).map(|part| s.spawn(move || part.iter().map(one).collect::<Vec<_>>())).collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let errors: Vec<String> = results.iter().filter_map(|r| r.as_ref().err().cloned()).collect();
    if !errors.is_empty() {
        return Err(errors.join("\n\n"));
    }
    Ok(results.into_iter().map(Result::unwrap).collect())
}

fn totals(rows: &[(String, Counts, Counts)], field: fn(&Counts) -> [u32; 2]) -> String {
    let sum = |pick: fn(&(String, Counts, Counts)) -> &Counts, ty: usize| {
        rows.iter().map(|r| field(pick(r))[ty]).sum::<u32>()
    };
    format!(
        "f32 {} / {}, f64 {} / {} (nvvmc / libNVVM, {} kernels)",
        sum(|r| &r.1, 0),
        sum(|r| &r.2, 0),
        sum(|r| &r.1, 1),
        sum(|r| &r.2, 1),
        rows.len()
    )
}

/// The `.rn` add/sub/mul of nvvmc's PTX beyond libNVVM's that are not folds of an explicit fma
/// (see the header), for type `ty`.
fn unexplained_rn(a: &Counts, b: &Counts, ty: usize) -> u32 {
    let folded = a.neg[ty] + b.fma[ty].saturating_sub(a.fma[ty]);
    a.rn[ty].saturating_sub(b.rn[ty]).saturating_sub(folded)
}

/// Under `--fma=1`, no kernel has more `.rn` add/sub/mul (f32, f64) than libNVVM's, but for
/// explicit fmas LLVM folded into one exactly rounded operation.
fn no_more_rn_arithmetic_than_libnvvm_under_fma1() -> Result<(), String> {
    let rows = measure_all(1)?;
    let folds: u32 = rows.iter().map(|(_, a, b)| (0..2).map(|t| a.rn[t].saturating_sub(b.rn[t])).sum::<u32>()).sum();
    eprintln!(
        "--fma=1: .rn add/sub/mul {}; nvvmc's extra ones, all folded explicit fmas: {folds}",
        totals(&rows, |c| c.rn)
    );
    let worse: Vec<String> = rows
        .iter()
        .filter(|(_, a, b)| unexplained_rn(a, b, 0) > 0 || unexplained_rn(a, b, 1) > 0)
        .map(|(name, a, b)| {
            format!(
                "  {name}: .rn f32 {} / {}, .rn f64 {} / {} (fma.rn {:?} / {:?}, negations {:?})",
                a.rn[0], b.rn[0], a.rn[1], b.rn[1], a.fma, b.fma, a.neg
            )
        })
        .collect();
    if worse.is_empty() {
        return Ok(());
    }
    Err(format!(
        "--fma=1: nvvmc has more .rn add/sub/mul than libNVVM -fma=1 on {} of {} kernels (nvvmc / libNVVM):\n{}\ntotal .rn: {}\n\
         (libdevice's plain fadd/fmul must come out as plain add/mul, which ptxas fuses; see scripts/compare-fma)",
        worse.len(),
        rows.len(),
        worse.join("\n"),
        totals(&rows, |c| c.rn)
    ))
}

/// Under `--fma=0`, nothing is left for ptxas to fuse and no fma is made that the source did not ask for.
fn nothing_fused_under_fma0() -> Result<(), String> {
    let rows = measure_all(0)?;
    let mut bad = Vec::new();
    for (name, a, b) in &rows {
        if a.plain != [0, 0] {
            bad.push(format!("  {name}: plain (fusable) add/sub/mul: f32 {}, f64 {}", a.plain[0], a.plain[1]));
        }
        if a.fma[0] > b.fma[0] || a.fma[1] > b.fma[1] {
            bad.push(format!(
                "  {name}: fma.rn f32 {} / {}, f64 {} / {} (nvvmc / libNVVM -fma=0)",
                a.fma[0], b.fma[0], a.fma[1], b.fma[1]
            ));
        }
    }
    if bad.is_empty() {
        return Ok(());
    }
    Err(format!(
        "--fma=0 on {} kernels:\n{}\nplain: {}\nfma.rn: {}",
        rows.len(),
        bad.join("\n"),
        totals(&rows, |c| c.plain),
        totals(&rows, |c| c.fma)
    ))
}

fn the_counter_counts_what_it_should() {
    let ptx = "\tadd.rn.f32 %f1, %f2, %f3;\n\tmul.rn.ftz.f32 %f1, %f2, %f3;\n\t@%p1 sub.rn.f64 %fd1, %fd2, %fd3;\n\
               \tadd.f32 %f1, %f2, %f3;\n\t@!%p2 mul.ftz.f32 %f1, %f2, 0f3F800000;\n\tsub.f64 %fd1, %fd2, %fd3;\n\
               \tmul.rz.f32 %f1, %f2, %f3;\n\tadd.rm.f64 %fd1, %fd2, %fd3;\n\tfma.rn.f32 %f1, %f2, %f3, %f4;\n\
               \tfma.rn.ftz.f32 %f1, %f2, %f3, %f4;\n\tfma.rn.f64 %fd1, %fd2, %fd3, %fd4;\n\tfma.rz.f64 %fd1, %fd2, %fd3, %fd4;\n\
               \tadd.s32 %r1, %r2, %r3;\n\tmul.wide.u32 %rd1, %r1, 4;\n\tmul.lo.s64 %rd1, %rd2, %rd3;\n\tadd.rn.f16 %h1, %h2, %h3;\n\
               \tadd.f16x2 %r1, %r2, %r3;\n\tneg.f32 %f1, %f2;\n// add.rn.f32 in a comment\n";
    assert_eq!(count(ptx), Counts { rn: [2, 1], plain: [2, 1], fma: [2, 1], neg: [0, 0] });
    let negations =
        "\tmov.b64 %rd1, 0d0000000000000000;\n\tsub.rn.f64 %rd2, %rd1, %rd3;\n\tsub.rn.f32 %r1, 0f00000000, %r2;\n\
                     \tmov.b32 %r3, 0f00000000;\n\tadd.s32 %r3, %r3, 1;\n\tsub.rn.f32 %r4, %r3, %r2;\n";
    assert_eq!(
        count(negations),
        Counts { rn: [2, 1], plain: [0, 0], fma: [0, 0], neg: [1, 1] },
        "a zero register overwritten is no zero"
    );
    let a = Counts { rn: [3, 0], fma: [8, 0], neg: [1, 0], ..Default::default() };
    let b = Counts { rn: [1, 0], fma: [9, 0], ..Default::default() };
    assert_eq!(unexplained_rn(&a, &b, 0), 0);
    assert_eq!(unexplained_rn(&Counts { rn: [4, 0], ..a }, &b, 0), 1);
}

test_main!(no_more_rn_arithmetic_than_libnvvm_under_fma1, nothing_fused_under_fma0, the_counter_counts_what_it_should);
