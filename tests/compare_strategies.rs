//! `scripts/compare-strategies FILE...` on a program of the user's own: one
//! row per strategy (`late`, `early`, `ptx-warm`, `ptx-cold`, `none`) whose numbers parse, the
//! ptxas columns (registers, spills) filled where ptxas is found and the SASS column where
//! nvdisasm is, `none` marked `n/a: needs libdevice` for a program with math and measured for one
//! without, the CSV and the PTX of each strategy written, flags after `--` passed to nvvmc, and a
//! clear error, exit status 2, for a missing file or a file nvvmc cannot read. The script runs the
//! debug nvvmc of this build (`--nvvmc`), one round, without the chart (`--no-chart`: drawing it
//! needs matplotlib from PyPI; `chart_png` checks it when `NVVMC_TEST_CHART=1`).

#[macro_use]
mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::*;

const STRATEGIES: [&str; 5] = ["late", "early", "ptx-warm", "ptx-cold", "none"];

fn script() -> PathBuf {
    repo_root().join("scripts/compare-strategies")
}

/// Runs the script with `args` (after `--rounds 1 --no-chart --nvvmc <this build's nvvmc>`).
fn run(args: &[&str], out: &Path) -> Output {
    require("python3", which::which("python3").is_ok());
    let mut cmd = Command::new("python3");
    cmd.arg(script()).args(["--rounds", "1", "--nvvmc"]).arg(nvvmc_bin()).arg("--out").arg(out);
    if let Some(p) = ptxas() {
        cmd.arg("--ptxas").arg(p);
    }
    if let Some(l) = libdevice() {
        cmd.env("NVVMC_LIBDEVICE", l);
    }
    cmd.args(args).current_dir(repo_root()).output().expect("cannot run python3")
}

/// A strategy's row of the markdown table: its cells after the strategy name.
type Rows = BTreeMap<String, Vec<String>>;

/// The tables of stdout, per program (`Program `NAME` (N files):`).
fn tables(stdout: &str) -> BTreeMap<String, Rows> {
    let mut out: BTreeMap<String, Rows> = BTreeMap::new();
    let mut program = None;
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("Program `") {
            program = Some(rest.split('`').next().unwrap().to_string());
        } else if let (Some(p), Some(row)) = (&program, line.strip_prefix("| ")) {
            let cells: Vec<String> = row.trim_end_matches('|').split(" | ").map(|c| c.trim().to_string()).collect();
            if STRATEGIES.contains(&cells[0].as_str()) {
                out.entry(p.clone()).or_default().insert(cells[0].clone(), cells[1..].to_vec());
            }
        }
    }
    out
}

fn num(cell: &str, what: &str) -> f64 {
    cell.split_whitespace()
        .next()
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("{what}: `{cell}` is not a number"))
}

/// Checks one compiled strategy's cells: time, PTX bytes, libdevice functions (with helpers),
/// registers, spills, SASS; returns the number of libdevice functions.
fn check_row(s: &str, c: &[String], with_ptxas: bool, with_sass: bool) -> f64 {
    assert_eq!(c.len(), 7, "{s}: 7 cells expected: {c:?}");
    assert!(num(&c[0], "time") > 0.0, "{s}: time {c:?}");
    assert!(num(&c[1], "PTX bytes") > 200.0, "{s}: PTX bytes {c:?}");
    let (f, h) = c[2].split_once(" (").unwrap_or_else(|| panic!("{s}: `N (M)` expected: {}", c[2]));
    let f: f64 = f.parse().unwrap();
    assert!(h.trim_end_matches(')').parse::<f64>().unwrap() >= f, "{s}: helpers {c:?}");
    if with_ptxas {
        assert!(num(&c[3], "registers") > 0.0, "{s}: registers {c:?}");
        let (st, ld) = c[4].split_once('/').unwrap_or_else(|| panic!("{s}: spills `st/ld` expected: {}", c[4]));
        assert!(st.parse::<u64>().is_ok() && ld.parse::<u64>().is_ok(), "{s}: spills {c:?}");
    } else {
        assert_eq!((c[3].as_str(), c[4].as_str()), ("–", "–"), "{s}: no ptxas, yet ptxas numbers: {c:?}");
    }
    if with_sass {
        assert!(num(&c[5], "SASS") > 10.0, "{s}: SASS {c:?}");
    } else {
        assert_eq!(c[5], "–", "{s}: no nvdisasm, yet a SASS count: {c:?}");
    }
    f
}

/// Whether the script found nvdisasm (its header line names the one it uses).
fn sass_expected(stdout: &str) -> bool {
    !stdout.lines().next().unwrap_or("").contains("nvdisasm: not found")
}

/// `needs_libdevice.ll` (erf): every strategy but `none` compiles and links `__nv_erf`; `early`
/// links the whole library; `none` says it needs libdevice; CSV and PTX files are written.
fn one_program() {
    require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    let input = "tests/inputs/needs_libdevice.ll";
    let r = run(&["--no-chart", input], dir.path());
    let stdout = String::from_utf8_lossy(&r.stdout);
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(r.status.success(), "compare-strategies failed ({}):\n{stdout}\n{stderr}", r.status);
    let t = tables(&stdout);
    let rows = t.get("needs_libdevice.ll").unwrap_or_else(|| panic!("no table for needs_libdevice.ll:\n{stdout}"));
    assert_eq!(rows.len(), 5, "a row per strategy expected:\n{stdout}");
    let with_ptxas = ptxas().is_some();
    let with_sass = with_ptxas && sass_expected(&stdout);
    for s in &STRATEGIES[..4] {
        let f = check_row(s, &rows[*s], with_ptxas, with_sass);
        if *s == "early" {
            assert!(f > 300.0, "early links the whole library: {:?}", rows[*s]);
        } else {
            assert_eq!(f, 1.0, "{s} links __nv_erf only: {:?}", rows[*s]);
        }
    }
    let none = &rows["none"];
    assert!(none[..6].iter().all(|c| c == "–") && none[6] == "n/a: needs libdevice (__nv_erf)", "none: {none:?}");

    let csv = std::fs::read_to_string(dir.path().join("compare-strategies-needs_libdevice.csv")).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 6, "header and 5 rows:\n{csv}");
    assert!(lines[0].starts_with("input,form,compiler,strategy,ok,median_ms"), "{}", lines[0]);
    for s in &STRATEGIES[..4] {
        let ptx = dir.path().join(format!("compare-strategies-needs_libdevice/needs_libdevice.ll.{s}.ptx"));
        let text = std::fs::read_to_string(&ptx).unwrap_or_else(|e| panic!("{}: {e}", ptx.display()));
        assert!(text.contains(".entry k"), "{s}: {}", ptx.display());
    }
    // Checked what there is to check without ptxas; now report the missing tool.
    require("ptxas", with_ptxas);
}

/// `--each` with two programs, one with math and one without, and `-- --fast-math`: a table per
/// file; `none` compiles the math-free one and links nothing; the flags reach nvvmc (its PTX
/// under `--fast-math` has the approximate, flushing forms).
fn each_file_with_flags() {
    require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    let r = run(
        &["--no-chart", "--each", "tests/inputs/needs_libdevice.ll", "examples/saxpy.ll", "--", "--fast-math"],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&r.stdout);
    assert!(r.status.success(), "compare-strategies failed:\n{stdout}\n{}", String::from_utf8_lossy(&r.stderr));
    assert!(stdout.lines().next().unwrap().contains("nvvmc flags `--fast-math`"), "{stdout}");
    let t = tables(&stdout);
    assert_eq!(t.len(), 2, "a table per file:\n{stdout}");
    let with_ptxas = ptxas().is_some();
    let with_sass = with_ptxas && sass_expected(&stdout);
    let saxpy = &t["saxpy.ll"];
    for s in STRATEGIES {
        assert_eq!(check_row(s, &saxpy[s], with_ptxas, with_sass), 0.0, "saxpy links nothing under {s}");
    }
    assert!(t["needs_libdevice.ll"]["none"][6].starts_with("n/a: needs libdevice"));
    let ptx = std::fs::read_to_string(dir.path().join("compare-strategies-each/saxpy.ll.late.ptx")).unwrap();
    assert!(ptx.contains(".ftz.f32"), "--fast-math did not reach nvvmc: no .ftz.f32 in saxpy's PTX:\n{ptx}");
    require("ptxas", with_ptxas);
}

/// Bad input: a missing file, a directory, a file nvvmc cannot read, a flag the script sets
/// itself; each is exit status 2 with a message naming it and a fix.
fn bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let garbage = dir.path().join("garbage.ll");
    std::fs::write(&garbage, "this is not IR\n").unwrap();
    let garbage = garbage.to_str().unwrap();
    let cases: [(&[&str], &str); 4] = [
        (&["--no-chart", "no/such/file.ll"], "no/such/file.ll: no such file"),
        (&["--no-chart", "tests/inputs"], "tests/inputs: not a file"),
        (&["--no-chart", garbage], "nvvmc cannot read garbage.ll"),
        (
            &["--no-chart", "examples/saxpy.ll", "--", "--link", "ptx"],
            "`-- --link`: the strategy is what this script varies",
        ),
    ];
    for (args, expect) in cases {
        let r = run(args, dir.path());
        let stderr = String::from_utf8_lossy(&r.stderr);
        assert_eq!(r.status.code(), Some(2), "{args:?}: exit status 2 expected:\n{stderr}");
        assert!(stderr.contains(expect), "{args:?}: `{expect}` expected in:\n{stderr}");
        assert!(stderr.contains("fix:") || expect.contains("--link"), "{args:?}: a fix expected in:\n{stderr}");
        if expect.starts_with("nvvmc cannot") {
            assert!(stderr.contains("garbage.ll:1:1"), "nvvmc's own diagnostic expected:\n{stderr}");
        }
    }
}

/// The chart: a PNG drawn by matplotlib in the venv the script makes (target/compare-strategies-venv;
/// `pip install matplotlib` needs PyPI the first time, so this runs when NVVMC_TEST_CHART=1).
fn chart_png() {
    if std::env::var("NVVMC_TEST_CHART").as_deref() != Ok("1") {
        skip("draws the chart with matplotlib from PyPI (network); set NVVMC_TEST_CHART=1");
    }
    require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    let r = run(&["tests/inputs/needs_libdevice.ll"], dir.path());
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(r.status.success(), "compare-strategies failed ({}):\n{stderr}", r.status);
    let png = std::fs::read(dir.path().join("compare-strategies-needs_libdevice.png")).expect("no PNG written");
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n") && png.len() > 20_000, "not a chart: {} bytes", png.len());
}

test_main!(one_program, each_file_with_flags, bad_input, chart_png);
