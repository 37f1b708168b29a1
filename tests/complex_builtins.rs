//! The complex-arithmetic builtins of `libdevice-shim/complex_arith.ll` (`__muldc3`, `__divdc3`,
//! `__mulsc3`, `__divsc3`) against a CPU reference: compiler-rt's own functions, from LLVM 22's
//! `libclang_rt.builtins-x86_64.a` (Debian's libclang-rt-22-dev, installed by scripts/setup.sh).
//!
//! 1. The shim's IR, compiled for the host by llc (as written, and after `opt -O3`), is called
//!    next to compiler-rt on every 4-tuple of special values and on random operands
//!    (`complex_builtins/host_check.c`); results must agree bit for bit (NaNs as NaNs).
//! 2. nvvmc itself compiles kernels that call the builtins on special values (inf * finite, NaN
//!    recovery, division by zero, by subnormals and by infinities, overflowing products): after
//!    linking, inlining and optimizing, each kernel stores constants, which must be compiler-rt's
//!    results for the same operands.
//!
//! Needs a C compiler (`cc`), llc and opt (LLVM 22) and the builtins archive; without them the
//! tests show as ignored, or fail under `NVVMC_REQUIRE_TOOLS=1`. x86-64 Linux hosts only.

#[macro_use]
mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};
use support::*;

const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
const SHIM: &str = include_str!("../libdevice-shim/complex_arith.ll");
const BUILTINS: [&str; 4] = ["muldc3", "divdc3", "mulsc3", "divsc3"];

/// Wrappers that store the shim's result through a pointer: `{ float, float }` is returned in
/// two registers by LLVM on x86-64 but `_Complex float` in one by C, so only this form is safe.
const HARNESS: &str = r#"
define void @nvvmc_check_muldc3(double %a, double %b, double %c, double %d, ptr %out) {
  %r = call { double, double } @nvvmc_muldc3(double %a, double %b, double %c, double %d)
  store { double, double } %r, ptr %out
  ret void
}
define void @nvvmc_check_divdc3(double %a, double %b, double %c, double %d, ptr %out) {
  %r = call { double, double } @nvvmc_divdc3(double %a, double %b, double %c, double %d)
  store { double, double } %r, ptr %out
  ret void
}
define void @nvvmc_check_mulsc3(float %a, float %b, float %c, float %d, ptr %out) {
  %r = call { float, float } @nvvmc_mulsc3(float %a, float %b, float %c, float %d)
  store { float, float } %r, ptr %out
  ret void
}
define void @nvvmc_check_divsc3(float %a, float %b, float %c, float %d, ptr %out) {
  %r = call { float, float } @nvvmc_divsc3(float %a, float %b, float %c, float %d)
  store { float, float } %r, ptr %out
  ret void
}
"#;

/// compiler-rt's builtins archive for x86-64, in either of LLVM's runtime directory layouts.
fn builtins_archive() -> Option<PathBuf> {
    let clang = Path::new("/usr/lib/llvm-22/lib/clang");
    let mut versions: Vec<PathBuf> = std::fs::read_dir(clang).ok()?.flatten().map(|e| e.path()).collect();
    versions.sort();
    versions.into_iter().rev().find_map(|v| {
        [v.join("lib/linux/libclang_rt.builtins-x86_64.a"), v.join("lib/x86_64-pc-linux-gnu/libclang_rt.builtins.a")]
            .into_iter()
            .find(|p| p.is_file())
    })
}

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The host checker, built once: the shim compiled by llc (optimized by `opt -O3` first when
/// `optimized`), linked with compiler-rt. The test stops (ignored, see `require`) when a tool is
/// missing.
fn checker(optimized: bool) -> Result<PathBuf, String> {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    static BUILDING: Mutex<()> = Mutex::new(());
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        skip("the complex-builtin host check needs an x86-64 Linux host");
    }
    let llc = Path::new(LLVM_BIN).join("llc");
    let opt = Path::new(LLVM_BIN).join("opt");
    let cc = which::which("cc").ok();
    let archive = builtins_archive();
    require("llc and opt (LLVM 22)", llc.is_file() && opt.is_file());
    require("a C compiler (cc)", cc.is_some());
    require("compiler-rt builtins (libclang-rt-22-dev)", archive.is_some());
    let dir = DIR.get_or_init(|| tempfile::tempdir().expect("temporary directory")).path();
    // The tests run in parallel threads; one builds while the other waits.
    let _building = BUILDING.lock().unwrap_or_else(|p| p.into_inner());
    let exe = dir.join(if optimized { "check-O3" } else { "check" });
    if exe.is_file() {
        return Ok(exe);
    }
    // The shim's functions under other names, so that compiler-rt's stay the reference.
    let mut ir: String = SHIM.lines().filter(|l| !l.starts_with("target triple")).map(|l| format!("{l}\n")).collect();
    for b in BUILTINS {
        ir = ir.replace(&format!("@__{b}("), &format!("@nvvmc_{b}("));
    }
    assert!(!ir.contains("@__muldc3") && !ir.contains("@__divsc3"), "renaming missed a definition");
    ir.push_str(HARNESS);
    let tag = if optimized { "O3" } else { "O0" };
    let src = dir.join(format!("shim-{tag}.ll"));
    std::fs::write(&src, ir).map_err(|e| e.to_string())?;
    let input = if optimized {
        let bc = dir.join("shim-O3.bc");
        run(Command::new(&opt).arg("-O3").arg(&src).arg("-o").arg(&bc))?;
        bc
    } else {
        src
    };
    let obj = dir.join(format!("shim-{tag}.o"));
    run(Command::new(&llc)
        .args(["-O2", "-mtriple=x86_64-pc-linux-gnu", "-relocation-model=pic", "-filetype=obj"])
        .arg(&input)
        .arg("-o")
        .arg(&obj))?;
    let tmp_exe = dir.join(format!("check-{tag}.partial"));
    // --trace-symbol shows which archive member provides the reference (not libgcc's).
    let linked = Command::new(cc.unwrap())
        .args(["-O1", "-std=c11"])
        .arg(repo_root().join("tests/complex_builtins/host_check.c"))
        .arg(&obj)
        .arg(archive.unwrap())
        .args(["-lm", "-Wl,--trace-symbol=__divsc3", "-o"])
        .arg(&tmp_exe)
        .output()
        .map_err(|e| e.to_string())?;
    let trace = String::from_utf8_lossy(&linked.stdout).into_owned() + &String::from_utf8_lossy(&linked.stderr);
    if !linked.status.success() {
        return Err(format!("building the host checker failed:\n{trace}"));
    }
    assert!(
        trace.contains("libclang_rt.builtins") && trace.contains("definition of __divsc3"),
        "reference not from compiler-rt:\n{trace}"
    );
    std::fs::rename(&tmp_exe, &exe).map_err(|e| e.to_string())?;
    Ok(exe)
}

fn shim_compiled_for_the_host_matches_compiler_rt_bit_for_bit() {
    for optimized in [false, true] {
        let exe = checker(optimized).unwrap();
        let out = run(Command::new(&exe).arg("100000")).unwrap_or_else(|e| panic!("{e}"));
        eprintln!("{} {}", if optimized { "opt -O3:" } else { "as written:" }, out.trim());
        assert!(out.contains(", 0 mismatches"), "{out}");
    }
}

/// One call of a builtin on constant operands, as IEEE bit patterns.
#[derive(Clone)]
struct Case {
    builtin: &'static str,
    args: [u64; 4],
}

impl Case {
    fn double(&self) -> bool {
        self.builtin.ends_with("dc3")
    }
    /// An operand as an LLVM IR constant (floats are written as the double of the same value).
    fn constant(&self, bits: u64) -> String {
        let as_double = if self.double() { bits } else { (f32::from_bits(bits as u32) as f64).to_bits() };
        let f = f64::from_bits(as_double);
        if f.is_nan() && !self.double() {
            // A float NaN, kept exactly: its payload's top 23 bits, in double position.
            let (s, m) = ((bits >> 31) & 1, bits & 0x7f_ffff);
            return format!("0x{:016X}", (s << 63) | (0x7ff << 52) | (m << 29));
        }
        format!("0x{as_double:016X}")
    }
}

fn d(x: f64) -> u64 {
    x.to_bits()
}
fn f(x: f32) -> u64 {
    x.to_bits() as u64
}

/// The special-value cases: named situations of C99 Annex G, then all kinds of operands mixed.
fn cases() -> Vec<Case> {
    let (inf, nan) = (f64::INFINITY, f64::NAN);
    let (finf, fnan) = (f32::INFINITY, f32::NAN);
    let mut v = Vec::new();
    let mut push = |builtin, args: [u64; 4]| v.push(Case { builtin, args });
    for (a, b, c, e) in [
        (inf, 0.0, 1.0, 2.0),          // inf * finite: (inf + 0i)(1 + 2i) is NaN + NaNi naively
        (inf, inf, 0.5, -3.0),         // both parts infinite
        (nan, inf, 1.0, 0.0),          // NaN and inf in one operand: inf recovered
        (1.0, nan, inf, 2.0),          // inf in the other operand, NaN here
        (nan, nan, inf, 1.0),          // NaN * inf is still infinite
        (1e300, 1e300, 1e300, -1e300), // the partial products overflow
        (0.0, -0.0, inf, nan),         // zero * inf: NaN, no recovery
        (nan, 1.0, 2.0, 3.0),          // plain NaN propagation
    ] {
        push("muldc3", [d(a), d(b), d(c), d(e)]);
        push("mulsc3", [f(a as f32), f(b as f32), f(c as f32), f(e as f32)]);
    }
    for (a, b, c, e) in [
        (1.0, 2.0, 0.0, 0.0),              // division by zero: infinite in the dividend's direction
        (-1.0, 0.0, -0.0, 0.0),            // by -0: the sign of c counts
        (0.0, 0.0, 0.0, 0.0),              // 0 / 0: NaN
        (nan, 1.0, 0.0, 0.0),              // one NaN part over zero: still inf
        (inf, 1.0, 2.0, 3.0),              // inf / finite
        (1.0, -inf, 0.0, 1e-300),          // inf / tiny
        (1.0, 2.0, inf, 3.0),              // finite / inf: signed zeros
        (1.0, 2.0, -inf, inf),             // finite / (inf, inf)
        (inf, inf, inf, inf),              // inf / inf: NaN
        (1.0, 2.0, 5e-324, 1e-323),        // by subnormals: scaled, not overflowed
        (1e-310, 3e-320, 5e-324, -5e-324), // subnormal by subnormal
        (1e308, 1e308, 1e-308, 1e-308),    // overflow of the true quotient
        (1e-300, 1.0, 1e300, 1e300),       // underflow towards subnormal results
        (1.0, 1.0, 1e308, 1e308),          // |c|^2 + |d|^2 would overflow without scaling
        (3.0, 4.0, 1.0, 2.0),              // ordinary
    ] {
        push("divdc3", [d(a), d(b), d(c), d(e)]);
    }
    for (a, b, c, e) in [
        (1.0f32, 2.0, 0.0, 0.0),
        (-1.0, 0.0, -0.0, 0.0),
        (0.0, 0.0, 0.0, 0.0),
        (fnan, 1.0, 0.0, 0.0),
        (finf, 1.0, 2.0, 3.0),
        (1.0, -finf, 0.0, 1e-30),
        (1.0, 2.0, finf, 3.0),
        (1.0, 2.0, -finf, finf),
        (finf, finf, finf, finf),
        (1.0, 2.0, 1e-45, 3e-45),
        (1e-40, 3e-44, 1e-45, -1e-45),
        (3e38, 3e38, 1e-38, 1e-38),
        (1e-30, 1.0, 1e30, 1e30),
        (1.0, 1.0, 3e38, 3e38),
        (3.0, 4.0, 1.0, 2.0),
    ] {
        push("divsc3", [f(a), f(b), f(c), f(e)]);
    }
    // Every kind of operand against every other, from a fixed pseudo-random sequence.
    let sd = [0.0, -0.0, 1.0, -2.5, 5e-324, -3e-310, f64::MIN_POSITIVE, 1e300, f64::MAX, inf, -inf, nan];
    let sf = [0.0f32, -0.0, 1.0, -2.5, 1e-45, -3e-40, f32::MIN_POSITIVE, 1e30, f32::MAX, finf, -finf, fnan];
    let mut state: u64 = 0x2545F4914F6CDD1D;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % 12) as usize
    };
    for builtin in BUILTINS {
        for _ in 0..60 {
            let idx = [next(), next(), next(), next()];
            let args = if builtin.ends_with("dc3") { idx.map(|i| d(sd[i])) } else { idx.map(|i| f(sf[i])) };
            push(builtin, args);
        }
    }
    v
}

/// compiler-rt's results for `cases`, from the host checker's `--reference` mode.
fn reference(exe: &Path, cases: &[Case]) -> Vec<(u64, u64)> {
    let input: String = cases
        .iter()
        .map(|c| format!("{} {:x} {:x} {:x} {:x}\n", c.builtin, c.args[0], c.args[1], c.args[2], c.args[3]))
        .collect();
    let mut child = Command::new(exe).arg("--reference").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<(u64, u64)> = text
        .lines()
        .map(|l| {
            let mut it = l.split_whitespace().map(|h| u64::from_str_radix(h, 16).unwrap());
            (it.next().unwrap(), it.next().unwrap())
        })
        .collect();
    assert_eq!(rows.len(), cases.len(), "{text}");
    rows
}

/// One kernel per case, storing the real part to `out[0]` and the imaginary part to `out[1]`.
fn program(cases: &[Case]) -> String {
    let mut ir = String::from("target triple = \"nvptx64-nvidia-cuda\"\n");
    for (i, c) in cases.iter().enumerate() {
        let ty = if c.double() { "double" } else { "float" };
        let size = if c.double() { 8 } else { 4 };
        let args: Vec<String> = c.args.iter().map(|&b| format!("{ty} {}", c.constant(b))).collect();
        ir.push_str(&format!(
            "define ptx_kernel void @case{i}(ptr addrspace(1) %out) {{\n  %r = call {{ {ty}, {ty} }} @__{}({})\n  %re = extractvalue {{ {ty}, {ty} }} %r, 0\n  %im = extractvalue {{ {ty}, {ty} }} %r, 1\n  store {ty} %re, ptr addrspace(1) %out\n  %p = getelementptr inbounds i8, ptr addrspace(1) %out, i64 {size}\n  store {ty} %im, ptr addrspace(1) %p\n  ret void\n}}\n",
            c.builtin,
            args.join(", ")
        ));
    }
    for b in BUILTINS {
        let ty = if b.ends_with("dc3") { "double" } else { "float" };
        ir.push_str(&format!("declare {{ {ty}, {ty} }} @__{b}({ty}, {ty}, {ty}, {ty})\n"));
    }
    ir
}

/// A constant as LLVM prints it (decimal when exact, else hexadecimal) to bits of the type.
fn constant_bits(text: &str, double: bool) -> u64 {
    let x = match text.strip_prefix("0x") {
        Some(h) => f64::from_bits(u64::from_str_radix(h, 16).unwrap_or_else(|_| panic!("constant {text}"))),
        None => text.parse::<f64>().unwrap_or_else(|_| panic!("not a constant: {text}")),
    };
    if double {
        x.to_bits()
    } else {
        (x as f32).to_bits() as u64
    }
}

fn is_nan(bits: u64, double: bool) -> bool {
    if double {
        f64::from_bits(bits).is_nan()
    } else {
        f32::from_bits(bits as u32).is_nan()
    }
}

fn nvvmc_folds_special_value_calls_to_compiler_rt_results() {
    let exe = checker(false).unwrap();
    let cases = cases();
    let want = reference(&exe, &cases);
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("complex_cases.ll");
    std::fs::write(&src, program(&cases)).unwrap();
    let ir = run(Command::new(nvvmc_bin())
        .arg(&src)
        .args(["--arch", "sm_80", "--link", "none", "--emit", "llvm", "-o", "-"]))
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(!ir.contains("call "), "the builtins were not inlined and folded:\n{ir}");
    let mut bad = Vec::new();
    for (i, (c, (re, im))) in cases.iter().zip(want).enumerate() {
        let body = ir
            .split(&format!("@case{i}("))
            .nth(1)
            .and_then(|s| s.split("\n}").next())
            .unwrap_or_else(|| panic!("no kernel case{i} in:\n{ir}"));
        let stores: Vec<(&str, &str)> = body
            .lines()
            .filter_map(|l| l.trim().strip_prefix("store "))
            .map(|l| {
                let mut w = l.split([' ', ',']).filter(|s| !s.is_empty());
                let (_ty, val) = (w.next().unwrap(), w.next().unwrap());
                (val, w.nth(2).unwrap())
            })
            .collect();
        assert_eq!(stores.len(), 2, "case{i}: {body}");
        let (mut got_re, mut got_im) = (None, None);
        for (val, ptr) in stores {
            let bits = constant_bits(val, c.double());
            if ptr == "%out" || ptr == "%0" {
                got_re = Some(bits);
            } else {
                got_im = Some(bits);
            }
        }
        let (got_re, got_im) = (got_re.expect("real part stored"), got_im.expect("imaginary part stored"));
        let same = |g: u64, w: u64| g == w || (is_nan(g, c.double()) && is_nan(w, c.double()));
        if !same(got_re, re) || !same(got_im, im) {
            bad.push(format!(
                "__{}({:x?}): nvvmc ({got_re:x}, {got_im:x}), compiler-rt ({re:x}, {im:x})",
                c.builtin, c.args
            ));
        }
    }
    assert!(bad.is_empty(), "{} of {} cases differ:\n{}", bad.len(), cases.len(), bad.join("\n"));
}

test_main!(
    shim_compiled_for_the_host_matches_compiler_rt_bit_for_bit,
    nvvmc_folds_special_value_calls_to_compiler_rt_results,
);
