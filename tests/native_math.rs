//! The native half of the math checks: the math operations nvvmc leaves to the NVPTX backend
//! (`native` in `passes/src/math_table.rs`: sqrt, fabs, floor, ceil, trunc, rint, nearbyint,
//! round, roundeven, fma, minnum/maxnum, copysign, exp2, frexp, ldexp; and LLVM's
//! minimum/maximum/minimumnum/maximumnum) can only be checked on the PTX the backend emits. This
//! test generates a function per operation x type (half, bfloat, float, double, `<2 x half>`,
//! `<2 x bfloat>`, `<2 x float>`; exp2 of double is libdevice's), compiles them with nvvmc for
//! sm_90, sm_80 and sm_52 under the default flags, `--ftz` and `--fast-math`, assembles every PTX
//! with ptxas, runs it in a PTX interpreter (`support/ptx_exec.rs`) on special values and random
//! inputs, and compares each result with a reference computed here from the host's IEEE
//! arithmetic (f16/bf16 values are exact in f64; where a second rounding could matter, in fma and
//! ldexp, the reference rounds once):
//! - bit for bit for the exact operations. LangRef: minnum/maxnum return the other operand for a
//!   quiet NaN (for a signaling one, that or a NaN) and either zero for ±0; minimum/maximum
//!   propagate NaN and order -0 < +0, as do minimumnum/maximumnum, which return the number for a
//!   NaN. A NaN result may be any NaN, except for fabs and copysign, which only touch the sign bit
//!   (a NaN whose bits the PTX does not guarantee is reported as `[NaN bits]`: PTX's `abs`/`neg`
//!   return an unspecified NaN, `abs.f64` passes one through with its sign: fabs of a NaN may be
//!   any NaN, the documented deviation);
//! - exp2 within the PTX ISA's bounds for `ex2.approx` (f32: 2 ulp; f16: relative 2^-9.9; bf16:
//!   2^-7); `--fast-math`'s f32 sqrt within `sqrt.approx`'s relative 2^-23. The interpreter runs
//!   a function with an approximate instruction three times: the instruction's result at the low
//!   end of its documented range, correctly rounded, and at the high end;
//! - without `--ftz` nothing is flushed; under `--ftz`/`--fast-math` an f32, half or bfloat input
//!   or result may be flushed to the zero of its sign (docs/reference/math.md, "Half and bfloat math": one view of
//!   subnormals), never an f64 one, and so may a result that rounded up to the smallest normal
//!   from a subnormal exact value (tininess before rounding); a result that is neither the true
//!   one nor one of those fails.
//!
//! `NVVMC_NATIVE_MATH_INPUTS` sets the number of random inputs per form (default 1500; the special
//! values are always all there); `NVVMC_NATIVE_MATH_NVVMC` names another nvvmc to check (an older
//! build, say); `NVVMC_NATIVE_MATH_PTX=1` adds each failing function's PTX to the report. A form
//! whose PTX links libdevice is not native there and is left to the libdevice check; a form nvvmc
//! cannot compile is a failure. Identical PTX (an f32 function on sm_80 and sm_90, say) is run
//! once per flag set.

#[macro_use]
mod support;
#[path = "support/ptx_exec.rs"]
mod ptx_exec;

use ptx_exec::fp::{self, Fmt, Rnd, BF16, F16, F32, F64};
use ptx_exec::{Approx, Function};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::process::Command;
use support::*;

const ARCHES: &[&str] = &["sm_90", "sm_80", "sm_52"];
const FLAGS: &[&str] = &["", "--ftz", "--fast-math"];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Unary,
    Binary,
    Fma,
    Ldexp,
    Frexp,
}

/// (name in the test, LLVM intrinsic, kind)
const OPS: &[(&str, &str, Kind)] = &[
    ("sqrt", "sqrt", Kind::Unary),
    ("fabs", "fabs", Kind::Unary),
    ("floor", "floor", Kind::Unary),
    ("ceil", "ceil", Kind::Unary),
    ("trunc", "trunc", Kind::Unary),
    ("rint", "rint", Kind::Unary),
    ("nearbyint", "nearbyint", Kind::Unary),
    ("round", "round", Kind::Unary),
    ("roundeven", "roundeven", Kind::Unary),
    ("exp2", "exp2", Kind::Unary),
    ("fmin", "minnum", Kind::Binary),
    ("fmax", "maxnum", Kind::Binary),
    ("minimum", "minimum", Kind::Binary),
    ("maximum", "maximum", Kind::Binary),
    ("minimumnum", "minimumnum", Kind::Binary),
    ("maximumnum", "maximumnum", Kind::Binary),
    ("copysign", "copysign", Kind::Binary),
    ("fma", "fma", Kind::Fma),
    ("ldexp", "ldexp", Kind::Ldexp),
    ("frexp", "frexp", Kind::Frexp),
];

/// (suffix, IR type, element format, lanes)
const TYPES: &[(&str, &str, Fmt, usize)] = &[
    ("f16", "half", F16, 1),
    ("bf16", "bfloat", BF16, 1),
    ("f32", "float", F32, 1),
    ("f64", "double", F64, 1),
    ("v2f16", "<2 x half>", F16, 2),
    ("v2bf16", "<2 x bfloat>", BF16, 2),
    ("v2f32", "<2 x float>", F32, 2),
];

#[derive(Clone, Copy)]
struct Form {
    op: &'static str,
    intr: &'static str,
    kind: Kind,
    ty: &'static str,
    ir: &'static str,
    fmt: Fmt,
    lanes: usize,
}

impl Form {
    fn name(&self) -> String {
        format!("{}_{}", self.op, self.ty)
    }
    fn ity(&self) -> &'static str {
        if self.lanes == 2 {
            "<2 x i32>"
        } else {
            "i32"
        }
    }
    fn isuffix(&self) -> &'static str {
        if self.lanes == 2 {
            "v2i32"
        } else {
            "i32"
        }
    }
    /// The function's definition and the intrinsic's declaration.
    fn ir(&self) -> (String, String) {
        let (n, t, i, s) = (self.name(), self.ir, self.ity(), self.ty);
        let intr = self.intr;
        match self.kind {
            Kind::Unary => (format!("define {t} @{n}({t} %a) {{\n  %r = call {t} @llvm.{intr}.{s}({t} %a)\n  ret {t} %r\n}}\n"), format!("declare {t} @llvm.{intr}.{s}({t})\n")),
            Kind::Binary => (
                format!("define {t} @{n}({t} %a, {t} %b) {{\n  %r = call {t} @llvm.{intr}.{s}({t} %a, {t} %b)\n  ret {t} %r\n}}\n"),
                format!("declare {t} @llvm.{intr}.{s}({t}, {t})\n"),
            ),
            Kind::Fma => (
                format!("define {t} @{n}({t} %a, {t} %b, {t} %c) {{\n  %r = call {t} @llvm.fma.{s}({t} %a, {t} %b, {t} %c)\n  ret {t} %r\n}}\n"),
                format!("declare {t} @llvm.fma.{s}({t}, {t}, {t})\n"),
            ),
            Kind::Ldexp => {
                let is = self.isuffix();
                (
                    format!("define {t} @{n}({t} %a, {i} %n) {{\n  %r = call {t} @llvm.ldexp.{s}.{is}({t} %a, {i} %n)\n  ret {t} %r\n}}\n"),
                    format!("declare {t} @llvm.ldexp.{s}.{is}({t}, {i})\n"),
                )
            }
            Kind::Frexp => {
                let is = self.isuffix();
                (
                    format!("define {{ {t}, {i} }} @{n}({t} %a) {{\n  %r = call {{ {t}, {i} }} @llvm.frexp.{s}.{is}({t} %a)\n  ret {{ {t}, {i} }} %r\n}}\n"),
                    format!("declare {{ {t}, {i} }} @llvm.frexp.{s}.{is}({t})\n"),
                )
            }
        }
    }
}

fn forms() -> Vec<Form> {
    let mut v = Vec::new();
    for &(op, intr, kind) in OPS {
        for &(ty, ir, fmt, lanes) in TYPES {
            // exp2 of double is libdevice's (__nv_exp2), not native.
            if op == "exp2" && fmt == F64 {
                continue;
            }
            v.push(Form { op, intr, kind, ty, ir, fmt, lanes });
        }
    }
    v
}

// ---- Compiling --------------------------------------------------------------------------------

/// One nvvmc compilation of a set of forms: its PTX, or why it failed.
struct Compiled {
    ptx: Result<String, String>,
    libdevice_linked: usize,
}

fn nvvmc(dir: &std::path::Path, tag: &str, forms: &[Form], arch: &str, flag: &str) -> Compiled {
    let mut defs = String::from("target triple = \"nvptx64-nvidia-cuda\"\n");
    let mut decls = String::new();
    for f in forms {
        let (d, decl) = f.ir();
        defs.push_str(&d);
        decls.push_str(&decl);
    }
    let src = dir.join(format!("{tag}.ll"));
    let out = dir.join(format!("{tag}.ptx"));
    std::fs::write(&src, defs + &decls).expect("write IR");
    let bin = std::env::var_os("NVVMC_NATIVE_MATH_NVVMC").map_or_else(nvvmc_bin, std::path::PathBuf::from);
    let mut cmd = Command::new(bin);
    cmd.arg(&src).args(["--arch", arch, "--stats", "-o"]).arg(&out);
    if !flag.is_empty() {
        cmd.arg(flag);
    }
    if let Some(ld) = libdevice() {
        cmd.arg("--libdevice").arg(ld);
    }
    let o = cmd.output().expect("run nvvmc");
    let stderr = String::from_utf8_lossy(&o.stderr);
    let linked = stderr
        .lines()
        .find_map(|l| l.split("libdevice functions linked: ").nth(1))
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    if !o.status.success() {
        let msg = stderr.lines().filter(|l| !l.starts_with("nvvmc stats")).take(2).collect::<Vec<_>>().join(" | ");
        return Compiled { ptx: Err(msg), libdevice_linked: linked };
    }
    let ptx = std::fs::read_to_string(&out).map_err(|e| e.to_string());
    if let Err(e) = ptxas_check(&out) {
        return Compiled { ptx: Err(format!("ptxas: {e}")), libdevice_linked: linked };
    }
    Compiled { ptx, libdevice_linked: linked }
}

/// The outcome of compiling one form under one configuration.
enum Built {
    Ptx(String),
    NotNative,
    Failed(String),
}

/// Compiles the forms together, splitting the set in halves where nvvmc fails or links libdevice,
/// to find the forms responsible.
fn build(dir: &std::path::Path, tag: &str, forms: &[Form], arch: &str, flag: &str, out: &mut HashMap<String, Built>) {
    let c = nvvmc(dir, tag, forms, arch, flag);
    match c.ptx {
        Ok(ptx) if c.libdevice_linked == 0 => {
            for f in forms {
                out.insert(f.name(), Built::Ptx(ptx.clone()));
            }
        }
        Ok(_) if forms.len() == 1 => {
            out.insert(forms[0].name(), Built::NotNative);
        }
        Err(e) if forms.len() == 1 => {
            out.insert(forms[0].name(), Built::Failed(e));
        }
        _ => {
            let (a, b) = forms.split_at(forms.len() / 2);
            build(dir, &format!("{tag}a"), a, arch, flag, out);
            build(dir, &format!("{tag}b"), b, arch, flag, out);
        }
    }
}

// ---- Inputs -----------------------------------------------------------------------------------

/// splitmix64: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn val(f: Fmt, x: f64) -> u64 {
    fp::from_f64(f, x, Rnd::N)
}

fn dedup(v: Vec<u64>) -> Vec<u64> {
    let mut seen = HashSet::new();
    v.into_iter().filter(|x| seen.insert(*x)).collect()
}

/// Every special value of a format: zeros, infinities, NaNs (quiet, signaling, with payloads and
/// signs), the subnormal and normal extremes, rounding halfway cases, the integers where the
/// fraction runs out, exp2's overflow and underflow edges, and the inputs of known bugs.
fn specials(f: Fmt) -> Vec<u64> {
    let (s, m) = (f.sign(), f.mbits);
    let qnan = f.inf(false) | 1 << (m - 1);
    let mut v = vec![
        0,
        s,
        f.inf(false),
        f.inf(true),
        f.nan(),
        qnan,
        qnan | s,
        qnan | 5,
        f.inf(false) | 1,
        f.inf(true) | 3,
        1,
        1 | s,
        (1 << (m - 1)) | 3,
        (1 << m) - 1,
        ((1 << m) - 1) | s,
        1 << m,
        (1 << m) | s,
        f.max_finite(false),
        f.max_finite(true),
        f.max_finite(false) - 1,
        f.one() - 1,
        f.one() + 1,
        val(f, 0.5) - 1,
        val(f, 0.5) + 1,
        (val(f, 0.5) - 1) | s,
    ];
    let p = 2f64.powi(m as i32);
    let xs = [
        1.0,
        0.5,
        1.5,
        2.5,
        3.5,
        0.25,
        0.75,
        4.5,
        5.5,
        2.0,
        3.0,
        1.25,
        1e-3,
        0.1,
        10.0,
        100.5,
        1000.0,
        65504.0,
        3.0e38,
        1e300,
        24.0,
        25.0,
        24.5,
        14.0,
        15.0,
        16.0,
        15.99,
        126.0,
        127.0,
        127.5,
        133.0,
        134.0,
        149.0,
        150.0,
        127.99,
        128.0,
        1022.0,
        1074.0,
        1075.0,
        1023.0,
        1024.0,
        p - 0.5,
        p - 1.5,
        p,
        p + 1.0,
        2.0 * p,
        p / 2.0 + 0.5,
        p / 2.0 - 0.5,
    ];
    for x in xs {
        v.push(val(f, x));
        v.push(val(f, -x));
    }
    dedup(v.into_iter().map(|x| x & f.mask()).collect())
}

/// A random value: any bit pattern, any exponent with a random fraction, or near an integer.
fn random(f: Fmt, rng: &mut Rng) -> u64 {
    match rng.below(10) {
        0..=3 => rng.next() & f.mask(),
        4..=6 => {
            let e = rng.below((1 << f.ebits()) - 1);
            let sign = if rng.below(2) == 0 { 0 } else { f.sign() };
            sign | e << f.mbits | (rng.next() & ((1 << f.mbits) - 1))
        }
        _ => {
            let span = 1i64 << (f.mbits + 2).min(60);
            let k = (rng.next() % (2 * span as u64)) as i64 - span;
            let frac = [0.0, 0.5, 0.25, 0.75, (rng.next() >> 11) as f64 / (1u64 << 53) as f64][rng.below(5) as usize];
            val(f, k as f64 + if k < 0 { -frac } else { frac })
        }
    }
}

/// Exponents for ldexp: around every format's subnormal, normal and overflow edges (LLVM's half
/// expansion clamps at -20), and the i32 extremes.
fn exponents() -> Vec<i32> {
    let mut v = vec![
        0, 1, -1, 2, -2, 10, -10, 15, 16, 17, 29, 30, 31, 40, 45, 127, 128, 129, 255, 1023, 1024, 1025, 2000, 4000,
        65535, 65536, -65536,
    ];
    v.extend([
        -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -30, -40, -41, -100, -125, -126, -127,
        -128, -133, -134,
    ]);
    v.extend([-148, -149, -150, -151, -300, -1021, -1022, -1023, -1073, -1074, -1075, -1076, -1100, -2000, -4000]);
    v.extend([i32::MAX, i32::MAX - 1, i32::MIN, i32::MIN + 1, 1 << 30, -(1 << 30)]);
    v
}

/// ldexp inputs whose results land on the subnormal range's rounding boundaries or at the
/// overflow edge, from every input exponent (every 31st for f64): an expansion that scales in
/// steps, each rounding, gets some of them wrong.
fn ldexp_edges(f: Fmt) -> Vec<[u64; 3]> {
    let (emin, emax, m) = (f.emin(), f.bias(), f.mbits as i32);
    let step = if f == F64 { 31 } else { 1 };
    let mut v = Vec::new();
    let exps = (emin..=emax).step_by(step).chain([emax]);
    for e in exps {
        for (sign, k) in [(0, 1u64), (0, 1 << (m - 1) | 1), (f.sign(), (1 << m) - 1)] {
            let x = sign | ((e + f.bias()) as u64) << m | k;
            for t in (emin - m - 2..=emin + 1).chain([emax - 1, emax, emax + 1]) {
                v.push([x, (t - e) as u32 as u64, 0]);
            }
        }
    }
    v
}

/// A smaller set of special values, for the square of binary operations' inputs and the cube of
/// fma's.
fn fma_specials(f: Fmt) -> Vec<u64> {
    let s = f.sign();
    let qnan = f.inf(false) | 1 << (f.mbits - 1);
    let mut v = vec![
        0,
        s,
        f.inf(false),
        f.inf(true),
        f.nan(),
        qnan | s,
        f.inf(false) | 1,
        1,
        1 | s,
        (1 << f.mbits) - 1,
        1 << f.mbits,
        f.max_finite(false),
        f.max_finite(true),
    ];
    for x in [1.0, -1.0, 0.5, 1.5, -2.5, 0.1, 1e-3, 10.0, 3.0] {
        v.push(val(f, x));
    }
    v.push(f.one() - 1);
    dedup(v)
}

/// fma inputs whose product lies on or next to a rounding boundary, plus an addend far below it:
/// a result rounded twice (to a wider format, then to this one) differs from the fused one.
fn fma_near_midpoints(f: Fmt, rng: &mut Rng) -> Vec<[u64; 3]> {
    let mut v = Vec::new();
    let ulp = 2f64.powi(-(f.mbits as i32));
    for j in 1..=12 {
        for bm in [1.5, 1.25, 1.75, 1.125, 1.375] {
            let ea = rng.below(13) as i32 - 6;
            let eb = rng.below(13) as i32 - 6;
            let a = (1.0 + j as f64 * ulp) * 2f64.powi(ea);
            let b = bm * 2f64.powi(eb);
            let p = a * b;
            for c in [
                0.0,
                -0.0,
                p * 2f64.powi(-(f.mbits as i32) - 3),
                p * 2f64.powi(-(f.mbits as i32) - 20),
                p * 2f64.powi(-40),
            ] {
                for sa in [1.0, -1.0] {
                    v.push([val(f, sa * a), val(f, b), val(f, c)]);
                    v.push([val(f, sa * a), val(f, b), val(f, -c)]);
                }
            }
            v.push([val(f, a), val(f, b), 1]);
            v.push([val(f, a), val(f, b), 1 | f.sign()]);
        }
    }
    v
}

/// Every form's inputs (one scalar tuple per lane; ldexp's exponent as its i32 bits).
fn inputs(form: &Form, n_random: usize) -> Vec<[u64; 3]> {
    let f = form.fmt;
    let s = specials(f);
    let mut rng = Rng(form.name().bytes().fold(0x5EED, |h, b| h.wrapping_mul(31).wrapping_add(b as u64)));
    let pick = |rng: &mut Rng| if rng.below(4) == 0 { s[rng.below(s.len() as u64) as usize] } else { random(f, rng) };
    let mut v = Vec::new();
    match form.kind {
        Kind::Unary | Kind::Frexp => {
            v.extend(s.iter().map(|&a| [a, 0, 0]));
            v.extend((0..n_random).map(|_| [random(f, &mut rng), 0, 0]));
        }
        Kind::Binary => {
            let core = fma_specials(f);
            for &a in &core {
                v.extend(core.iter().map(|&b| [a, b, 0]));
            }
            for &a in &s {
                for _ in 0..3 {
                    let b = random(f, &mut rng);
                    v.extend([[a, b, 0], [b, a, 0]]);
                }
            }
            v.extend((0..n_random).map(|_| [pick(&mut rng), pick(&mut rng), 0]));
        }
        Kind::Fma => {
            let t = fma_specials(f);
            for &a in &t {
                for &b in &t {
                    v.extend(t.iter().map(|&c| [a, b, c]));
                }
            }
            // Inputs that were once rounded twice under --lower-native-math).
            if f == F16 {
                v.push([0x4900, 0xE04E, 0x000B]);
            }
            if f == BF16 {
                v.push([0x4220, 0x3F82, 0x2B5A]);
            }
            v.extend(fma_near_midpoints(f, &mut rng));
            v.extend((0..n_random).map(|_| [pick(&mut rng), pick(&mut rng), pick(&mut rng)]));
        }
        Kind::Ldexp => {
            let e = exponents();
            for &a in &s {
                v.extend(e.iter().map(|&n| [a, n as u32 as u64, 0]));
            }
            v.extend(ldexp_edges(f));
            let span = 2 * (f.bias() + f.mbits as i32) as u64 + 20;
            for _ in 0..n_random {
                let n = if rng.below(2) == 0 {
                    (rng.below(2 * span) as i64 - span as i64) as i32
                } else {
                    rng.next() as i32
                };
                v.push([pick(&mut rng), n as u32 as u64, 0]);
            }
        }
    }
    v
}

// ---- The reference ----------------------------------------------------------------------------

/// What a result may be.
#[derive(Clone, Debug)]
enum Want {
    Bits(u64),
    AnyNan,
    Either(u64, u64),
    BitsOrNan(u64),
    /// Every value whose order key (`Fmt::ord`) is in the range.
    Range(i64, i64),
}

#[derive(Clone, Debug)]
struct Expect {
    want: Want,
    /// frexp's exponent; `None`: unspecified.
    exp: Option<i32>,
}

impl Expect {
    fn matches(&self, f: Fmt, got: u64, gexp: Option<i32>, flush: bool) -> bool {
        let ok = match self.want {
            // Under --ftz a tiny result may be flushed: a subnormal one, or one whose exact value
            // was subnormal and rounded up to the smallest normal (tininess before rounding, as
            // an f32 step of the computation sees it).
            Want::Bits(b) => {
                got == b || flush && (f.is_subnormal(b) || f.is_min_normal(b)) && got == f.zero(f.is_neg(b))
            }
            Want::AnyNan => f.is_nan(got),
            Want::Either(a, b) => got == a || got == b,
            Want::BitsOrNan(b) => got == b || f.is_nan(got),
            Want::Range(lo, hi) => {
                let k = f.ord(got);
                let sub_max = (1i64 << f.mbits) - 1;
                let flushed = flush
                    && f.is_zero(got)
                    && if f.is_neg(got) { lo <= -2 && hi >= -sub_max - 1 } else { lo <= sub_max && hi >= 1 };
                !f.is_nan(got) && (lo..=hi).contains(&k) || flushed
            }
        };
        ok && match (self.exp, gexp) {
            (Some(e), Some(g)) => e == g,
            _ => true,
        }
    }
    fn describe(&self, f: Fmt) -> String {
        let w = match self.want {
            Want::Bits(b) => show(f, b),
            Want::AnyNan => "a NaN".into(),
            Want::Either(a, b) => format!("{} or {}", show(f, a), show(f, b)),
            Want::BitsOrNan(b) => format!("{} or a NaN", show(f, b)),
            Want::Range(lo, hi) => format!("{} ..= {}", show(f, f.value_of_ord(lo)), show(f, f.value_of_ord(hi))),
        };
        match self.exp {
            Some(e) => format!("{w}, exponent {e}"),
            None => w,
        }
    }
}

fn show(f: Fmt, b: u64) -> String {
    format!("0x{:0w$X} ({:e})", b, fp::to_f64(f, b), w = f.bits as usize / 4)
}

fn bits(b: u64) -> Expect {
    Expect { want: Want::Bits(b), exp: None }
}

/// 2^k as an f64, built from its bits (k in the normal range).
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// The correctly rounded `v` in `f` (one rounding: `v` is exact or `f` is f64).
fn exact(f: Fmt, v: f64) -> Expect {
    if v.is_nan() {
        Expect { want: Want::AnyNan, exp: None }
    } else {
        bits(if f == F64 { v.to_bits() } else { val(f, v) })
    }
}

/// t with relative error e: from its low end rounded down to its high end rounded up.
fn rel_range(f: Fmt, t: f64, e: f64) -> Want {
    Want::Range(f.ord(fp::from_f64(f, t * (1.0 - e), Rnd::M)), f.ord(fp::from_f64(f, t * (1.0 + e), Rnd::P)))
}

fn is_snan(f: Fmt, b: u64) -> bool {
    f.is_nan(b) && b & (1 << (f.mbits - 1)) == 0
}

fn step(s: f64, up: bool) -> f64 {
    let b = s.to_bits();
    if s == 0.0 {
        return if up { f64::from_bits(1) } else { -f64::from_bits(1) };
    }
    f64::from_bits(if (s > 0.0) == up { b + 1 } else { b - 1 })
}

/// The fused a·b + c in f16/bf16: the product is exact in f64, TwoSum gives the sum's error, and
/// a sum that lands on a rounding boundary is moved toward the error before the one rounding.
fn fma_narrow(f: Fmt, a: f64, b: f64, c: f64) -> f64 {
    let p = a * b;
    let s = p + c;
    if !p.is_finite() || !c.is_finite() || !s.is_finite() {
        return s;
    }
    let bp = s - c;
    let bc = s - bp;
    let t = (p - bp) + (c - bc);
    if t == 0.0 {
        return s;
    }
    let (dn, up) = (fp::from_f64(f, s, Rnd::M), fp::from_f64(f, s, Rnd::P));
    let d = |x| fp::to_f64(f, x);
    let max = d(f.max_finite(false));
    let upv = |x: u64| {
        if f.is_inf(x) {
            if s > 0.0 {
                2.0 * max - d(f.max_finite(false) - 1)
            } else {
                -max
            }
        } else {
            d(x)
        }
    };
    let dnv = |x: u64| if f.is_inf(x) { -2.0 * max + d(f.max_finite(false) - 1) } else { d(x) };
    if dn != up && dnv(dn) + upv(up) == 2.0 * s {
        step(s, t > 0.0)
    } else {
        s
    }
}

fn ldexp_ref(f: Fmt, x: u64, n: i32) -> Expect {
    if f.is_nan(x) {
        return Expect { want: Want::AnyNan, exp: None };
    }
    if f.is_inf(x) || f.is_zero(x) {
        return bits(x);
    }
    let v = fp::to_f64(f, x);
    if f != F64 {
        // |v| is in [2^-149, 2^128]: v·2^n is exact in f64 for |n| <= 400, and beyond that the
        // result is 0 or infinite anyway.
        return exact(f, v * pow2(n.clamp(-400, 400)));
    }
    let (mut m, mut e) = (v, 0i64);
    while m.abs() >= 1.0 {
        m *= 0.5;
        e += 1;
    }
    while m.abs() < 0.5 {
        m *= 2.0;
        e -= 1;
    }
    let big = e + n as i64;
    if big > 1024 {
        return bits(f.inf(v < 0.0));
    }
    if big < -1076 {
        return bits(f.zero(v < 0.0));
    }
    let big = big as i32;
    exact(f, if big >= -1021 { (m * 2.0) * pow2(big - 1) } else { (m * pow2(big + 600)) * pow2(-600) })
}

fn minmax(f: Fmt, op: &str, a: u64, b: u64) -> Expect {
    let (na, nb) = (f.is_nan(a), f.is_nan(b));
    let min = op.starts_with("min") || op == "fmin";
    let num = op == "fmin" || op == "fmax";
    let nan_num = op.ends_with("num");
    if na && nb {
        return Expect { want: Want::AnyNan, exp: None };
    }
    if na || nb {
        let other = if na { b } else { a };
        let nan = if na { a } else { b };
        return Expect {
            want: if num {
                // LangRef (LLVM 22) leaves an sNaN operand's result open: the number or a qNaN.
                if is_snan(f, nan) {
                    Want::BitsOrNan(other)
                } else {
                    Want::Bits(other)
                }
            } else if nan_num {
                Want::Bits(other)
            } else {
                Want::AnyNan
            },
            exp: None,
        };
    }
    if f.is_zero(a) && f.is_zero(b) && a != b {
        // minnum/maxnum: either zero; minimum(num)/maximum(num): -0 < +0.
        return Expect {
            want: if num { Want::Either(a, b) } else { Want::Bits(if min { a | b } else { a & b }) },
            exp: None,
        };
    }
    let (x, y) = (fp::to_f64(f, a), fp::to_f64(f, b));
    bits(if (x < y) == min { a } else { b })
}

/// The result a form must have for one lane's inputs.
fn expect(form: &Form, fast: bool, x: &[u64; 3]) -> Expect {
    let f = form.fmt;
    let d = |b: u64| fp::to_f64(f, b);
    let a = x[0];
    match form.op {
        "sqrt" if fast && f == F32 && !f.is_nan(a) && !f.is_zero(a) && !f.is_inf(a) && !f.is_neg(a) => {
            // --fast-math: --prec-sqrt=0, sqrt.approx.f32 (maximum relative error 2^-23).
            Expect { want: rel_range(f, d(a).sqrt(), 2f64.powi(-23)), exp: None }
        }
        "sqrt" => exact(f, d(a).sqrt()),
        // PTX's abs.f32/.f16/.bf16 return an unspecified NaN for a NaN and abs.f64 passes one
        // through with its sign; LLVM selects them for fabs, so fabs of a NaN is some NaN (docs/reference/math.md,
        // "Half and bfloat math", documented deviations).
        "fabs" if f.is_nan(a) => Expect { want: Want::AnyNan, exp: None },
        "fabs" => bits(a & !f.sign()),
        "floor" => exact(f, d(a).floor()),
        "ceil" => exact(f, d(a).ceil()),
        "trunc" => exact(f, d(a).trunc()),
        "round" => exact(f, d(a).round()),
        "rint" | "nearbyint" | "roundeven" => exact(f, d(a).round_ties_even()),
        "copysign" => bits((a & !f.sign()) | (x[1] & f.sign())),
        "fmin" | "fmax" | "minimum" | "maximum" | "minimumnum" | "maximumnum" => minmax(f, form.op, a, x[1]),
        "exp2" => {
            if f.is_nan(a) {
                return Expect { want: Want::AnyNan, exp: None };
            }
            if f.is_inf(a) {
                return bits(if f.is_neg(a) { 0 } else { a });
            }
            if f.is_zero(a) {
                return bits(f.one());
            }
            let t = d(a).exp2();
            let want = if f == F32 {
                // ex2.approx.f32: 2 ulp from the correctly rounded result (t within 2^-50).
                let lo = f.ord(val(f, t * (1.0 - 2f64.powi(-50))));
                let hi = f.ord(val(f, t * (1.0 + 2f64.powi(-50))));
                Want::Range((lo - 2).max(0), (hi + 2).min(f.ord(f.inf(false))))
            } else if f == F16 {
                rel_range(f, t, 2f64.powf(-9.9))
            } else {
                rel_range(f, t, 2f64.powi(-7))
            };
            Expect { want, exp: None }
        }
        "fma" => {
            if x.iter().any(|b| f.is_nan(*b)) {
                return Expect { want: Want::AnyNan, exp: None };
            }
            match f.name() {
                "f64" => exact(f, d(a).mul_add(d(x[1]), d(x[2]))),
                "f32" => {
                    let r = f32::from_bits(a as u32).mul_add(f32::from_bits(x[1] as u32), f32::from_bits(x[2] as u32));
                    if r.is_nan() {
                        Expect { want: Want::AnyNan, exp: None }
                    } else {
                        bits(r.to_bits() as u64)
                    }
                }
                _ => exact(f, fma_narrow(f, d(a), d(x[1]), d(x[2]))),
            }
        }
        "ldexp" => ldexp_ref(f, a, x[1] as u32 as i32),
        "frexp" => {
            if f.is_nan(a) {
                return Expect { want: Want::AnyNan, exp: None };
            }
            if f.is_inf(a) {
                return bits(a);
            }
            if f.is_zero(a) {
                return Expect { want: Want::Bits(a), exp: Some(0) };
            }
            let (mut m, mut e) = (d(a), 0);
            while m.abs() >= 1.0 {
                m *= 0.5;
                e += 1;
            }
            while m.abs() < 0.5 {
                m *= 2.0;
                e -= 1;
            }
            Expect { exp: Some(e), ..exact(f, m) }
        }
        other => panic!("no reference for {other}"),
    }
}

/// Every acceptable result: the exact one, and where `flush` allows it, the results for each
/// choice of subnormal inputs flushed to the zero of their sign.
fn alternatives(form: &Form, fast: bool, x: &[u64; 3], flush: bool) -> Vec<Expect> {
    let f = form.fmt;
    let nfloat = match form.kind {
        Kind::Unary | Kind::Frexp | Kind::Ldexp => 1,
        Kind::Binary => 2,
        Kind::Fma => 3,
    };
    let sub: Vec<usize> = (0..nfloat).filter(|&i| flush && f.is_subnormal(x[i])).collect();
    let mut out = Vec::new();
    for mask in 0..1u32 << sub.len() {
        let mut y = *x;
        for (k, &i) in sub.iter().enumerate() {
            if mask >> k & 1 == 1 {
                y[i] = f.flush(y[i]);
            }
        }
        out.push(expect(form, fast, &y));
    }
    out
}

// ---- Running ----------------------------------------------------------------------------------

fn args(form: &Form, lanes: &[[u64; 3]]) -> Vec<Vec<u8>> {
    let nb = form.fmt.bits as usize / 8;
    let fbytes = |k: usize| lanes.iter().flat_map(|t| t[k].to_le_bytes()[..nb].to_vec()).collect::<Vec<u8>>();
    match form.kind {
        Kind::Unary | Kind::Frexp => vec![fbytes(0)],
        Kind::Binary => vec![fbytes(0), fbytes(1)],
        Kind::Fma => vec![fbytes(0), fbytes(1), fbytes(2)],
        Kind::Ldexp => vec![fbytes(0), lanes.iter().flat_map(|t| (t[1] as u32).to_le_bytes()).collect()],
    }
}

fn read(bytes: &[u8], off: usize, n: usize) -> Result<u64, String> {
    let b = bytes
        .get(off..off + n)
        .ok_or_else(|| format!("the return value has {} bytes, reading [{off}..{}]", bytes.len(), off + n))?;
    Ok(b.iter().rev().fold(0, |a, x| a << 8 | *x as u64))
}

fn show_inputs(form: &Form, x: &[u64; 3]) -> String {
    let f = form.fmt;
    let h = |b: u64| format!("0x{:0w$X}", b, w = f.bits as usize / 4);
    match form.kind {
        Kind::Unary | Kind::Frexp => h(x[0]),
        Kind::Binary => format!("{}, {}", h(x[0]), h(x[1])),
        Kind::Fma => format!("{}, {}, {}", h(x[0]), h(x[1]), h(x[2])),
        Kind::Ldexp => format!("{}, {}", h(x[0]), x[1] as u32 as i32),
    }
}

/// What running one form's PTX found.
#[derive(Clone, Default)]
struct Outcome {
    results: usize,
    wrong: usize,
    examples: Vec<String>,
    error: Option<String>,
}

fn run_form(form: &Form, flag: &str, func: &Function, ins: &[[u64; 3]]) -> Outcome {
    let f = form.fmt;
    let nb = f.bits as usize / 8;
    let ftz = !flag.is_empty();
    let fast = flag == "--fast-math";
    let flush = ftz && f != F64;
    let modes: &[Approx] = if func.has_approx { &[Approx::Low, Approx::Mid, Approx::High] } else { &[Approx::Mid] };
    let eoff = (form.lanes * nb).next_multiple_of(4 * form.lanes);
    let mut o = Outcome::default();
    for i in 0..ins.len() {
        let lanes: Vec<[u64; 3]> =
            if form.lanes == 1 { vec![ins[i]] } else { vec![ins[i], ins[(i * 7 + 13) % ins.len()]] };
        let args = args(form, &lanes);
        for &mode in modes {
            let step = (|| -> Result<(), String> {
                let ret = func.call(&args, mode)?;
                for (l, x) in lanes.iter().enumerate() {
                    o.results += 1;
                    let got = read(&ret, l * nb, nb)?;
                    let gexp =
                        if form.kind == Kind::Frexp { Some(read(&ret, eoff + 4 * l, 4)? as u32 as i32) } else { None };
                    if expect(form, fast, x).matches(f, got, gexp, flush) {
                        continue;
                    }
                    let alts = alternatives(form, fast, x, flush);
                    if alts.iter().any(|e| e.matches(f, got, gexp, flush)) {
                        continue;
                    }
                    o.wrong += 1;
                    if o.examples.len() < 3 {
                        let nan_bits = matches!(alts[0].want, Want::Bits(b) if f.is_nan(b)) && f.is_nan(got);
                        let tag = if nan_bits { " [NaN bits]" } else { "" };
                        let lane = if form.lanes > 1 { format!(" (lane {l})") } else { String::new() };
                        let end = match mode {
                            Approx::Mid => "",
                            Approx::Low => " (approximations at their low end)",
                            Approx::High => " (approximations at their high end)",
                        };
                        let e = gexp.map_or(String::new(), |e| format!(", exponent {e}"));
                        o.examples.push(format!(
                            "{}({}) = {}{e}{lane}{end}; want {}{tag}",
                            form.op,
                            show_inputs(form, x),
                            show(f, got),
                            alts[0].describe(f)
                        ));
                    }
                }
                Ok(())
            })();
            if let Err(e) = step {
                o.error = Some(format!("on ({}): {e}", show_inputs(form, &lanes[0])));
                return o;
            }
        }
    }
    o
}

/// An LLVM crash report with its node addresses blanked, so that the same crash reads the same.
fn without_addresses(e: &str) -> String {
    let mut out = String::new();
    let mut rest = e;
    while let Some(i) = rest.find("0x") {
        out.push_str(&rest[..i + 2]);
        rest = &rest[i + 2..];
        let n = rest.find(|c: char| !c.is_ascii_hexdigit()).unwrap_or(rest.len());
        if n >= 8 {
            out.push('…');
            rest = &rest[n..];
        }
    }
    out.push_str(rest);
    out
}

fn n_random() -> usize {
    std::env::var("NVVMC_NATIVE_MATH_INPUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(1500)
}

/// Runs each job (a form, a flag set, a PTX function) on its form's inputs, on up to 4 threads.
fn run_jobs(
    forms: &[Form],
    jobs: &[(usize, &str, std::sync::Arc<Function>)],
    all_inputs: &[Vec<[u64; 3]>],
) -> Vec<Outcome> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let outcomes: Vec<std::sync::Mutex<Option<Outcome>>> = jobs.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((fi, flag, func)) = jobs.get(j) else { break };
                let o = run_form(&forms[*fi], flag, func, &all_inputs[*fi]);
                *outcomes[j].lock().unwrap() = Some(o);
            });
        }
    });
    outcomes.into_iter().map(|m| m.into_inner().unwrap().expect("every job ran")).collect()
}

fn native_math_matches_the_reference() -> Result<(), String> {
    let start = std::time::Instant::now();
    require_some("ptxas", ptxas());
    let forms = forms();
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let mut configs = Vec::new();
    for &arch in ARCHES {
        for &flag in FLAGS {
            let mut built = HashMap::new();
            build(dir.path(), &format!("{arch}{}", flag.trim_start_matches('-')), &forms, arch, flag, &mut built);
            configs.push((arch, flag, built));
        }
    }
    let compiled_at = start.elapsed();
    // Each distinct PTX module parsed once; each distinct function text run once per flag set.
    let mut modules: HashMap<&str, HashMap<String, Result<std::sync::Arc<Function>, String>>> = HashMap::new();
    for (_, _, built) in &configs {
        for b in built.values() {
            if let Built::Ptx(text) = b {
                if !modules.contains_key(text.as_str()) {
                    let funcs = ptx_exec::parse_module(text).map_err(|e| format!("PTX module: {e}"))?;
                    modules.insert(text, funcs.into_iter().map(|(n, f)| (n, f.map(std::sync::Arc::new))).collect());
                }
            }
        }
    }
    let n_random = n_random();
    let all_inputs: Vec<Vec<[u64; 3]>> = forms.iter().map(|f| inputs(f, n_random)).collect();
    // (form, config) -> what to run or why not
    // One line per failing form, flag set and finding, naming the architectures it was found on.
    let mut lines: BTreeMap<String, Vec<&str>> = BTreeMap::new();
    let flag_name = |flag: &str| if flag.is_empty() { "(default flags)".to_string() } else { flag.to_string() };
    let mut not_native = Vec::new();
    let mut jobs: Vec<(usize, &str, std::sync::Arc<Function>)> = Vec::new();
    let mut job_of: HashMap<(usize, &str, String), usize> = HashMap::new();
    let mut uses: Vec<(usize, &str, &str, usize)> = Vec::new();
    for (arch, flag, built) in &configs {
        for (fi, form) in forms.iter().enumerate() {
            let head = format!("{} {}", form.name(), flag_name(flag));
            let problem = match &built[&form.name()] {
                Built::NotNative => {
                    not_native.push(format!("{head} {arch}"));
                    continue;
                }
                Built::Failed(e) => without_addresses(e),
                Built::Ptx(text) => match &modules[text.as_str()].get(&form.name()) {
                    None => format!("no function {} in the PTX", form.name()),
                    Some(Err(e)) => format!("PTX interpreter: {e}"),
                    Some(Ok(func)) => {
                        let key = (fi, *flag, func.text.clone());
                        let j = *job_of.entry(key).or_insert_with(|| {
                            jobs.push((fi, flag, func.clone()));
                            jobs.len() - 1
                        });
                        uses.push((fi, arch, flag, j));
                        continue;
                    }
                },
            };
            lines.entry(format!("{head}: {problem}")).or_default().push(arch);
        }
    }
    let outcomes = run_jobs(&forms, &jobs, &all_inputs);
    let results: usize = outcomes.iter().map(|o| o.results).sum();
    let show_ptx = std::env::var("NVVMC_NATIVE_MATH_PTX").is_ok_and(|v| v == "1");
    let mut ptx_of: HashMap<String, String> = HashMap::new();
    for (fi, arch, flag, j) in &uses {
        let o = &outcomes[*j];
        let what = if let Some(e) = &o.error {
            format!("PTX interpreter: {e}")
        } else if o.wrong > 0 {
            format!("{} of {} results wrong, e.g.\n      {}", o.wrong, o.results, o.examples.join("\n      "))
        } else {
            continue;
        };
        let line = format!("{} {}: {what}", forms[*fi].name(), flag_name(flag));
        if show_ptx && !lines.contains_key(&line) {
            ptx_of.insert(line.clone(), jobs[*j].2.text.clone());
        }
        lines.entry(line).or_default().push(arch);
    }
    eprintln!(
        "native math: {} forms x {} configurations: {} run ({} distinct PTX functions), {} not native (libdevice), {} not compiled or not run; {} results ({} random inputs per form); compiled in {:.1}s, {:.1}s in all",
        forms.len(),
        configs.len(),
        uses.len(),
        jobs.len(),
        not_native.len(),
        forms.len() * configs.len() - uses.len() - not_native.len(),
        results,
        n_random,
        compiled_at.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    if !not_native.is_empty() {
        eprintln!("not native (linked libdevice; the libdevice check covers them): {}", not_native.join(", "));
    }
    if lines.is_empty() {
        return Ok(());
    }
    Err(failure_report(&lines, &ptx_of))
}

/// One line per failing form, flag set and finding (`FORM FLAGS: FINDING`) with the
/// architectures it was found on, and its PTX where `ptx_of` has it.
fn failure_report(lines: &BTreeMap<String, Vec<&str>>, ptx_of: &HashMap<String, String>) -> String {
    let mut report = format!("{} failing forms (form, flags [architectures]: finding):\n", lines.len());
    for (line, arches) in lines {
        let (head, rest) = line.split_once(": ").unwrap_or((line, ""));
        report.push_str(&format!("  {head} [{}]: {rest}\n", arches.join(", ")));
        if let Some(ptx) = ptx_of.get(line) {
            report.push_str(&format!("    PTX ({}):\n{ptx}\n", arches[0]));
        }
    }
    report
}

// ---- Checks of the checker --------------------------------------------------------------------

/// `fp`'s exact arithmetic and rounding give the host FPU's IEEE results for f32 and f64 (products,
/// sums and fused multiply-adds, subnormal and overflowing ones included, and f64 -> f32), so the
/// same code rounds correctly into f16 and bf16; and a few f16/bf16 roundings checked by hand.
fn exact_rounding_matches_the_host_fpu() {
    let mut rng = Rng(19);
    let same = |f: Fmt, a: u64, b: u64| a == b || f.is_nan(a) && f.is_nan(b);
    for _ in 0..300_000 {
        for f in [F64, F32] {
            let (x, y, z) = (random(f, &mut rng), random(f, &mut rng), random(f, &mut rng));
            let (dx, dy, dz) = (fp::decode(f, x), fp::decode(f, y), fp::decode(f, z));
            let (mul, add, fma) = if f == F64 {
                let (a, b, c) = (f64::from_bits(x), f64::from_bits(y), f64::from_bits(z));
                ((a * b).to_bits(), (a + b).to_bits(), a.mul_add(b, c).to_bits())
            } else {
                let (a, b, c) = (f32::from_bits(x as u32), f32::from_bits(y as u32), f32::from_bits(z as u32));
                ((a * b).to_bits() as u64, (a + b).to_bits() as u64, a.mul_add(b, c).to_bits() as u64)
            };
            let m = fp::encode(f, fp::mul(dx, dy), Rnd::N);
            assert!(same(f, m, mul), "{} mul {x:#x} {y:#x}: {m:#x}, host {mul:#x}", f.name());
            let s = fp::encode(f, fp::add(dx, dy, Rnd::N), Rnd::N);
            assert!(same(f, s, add), "{} add {x:#x} {y:#x}: {s:#x}, host {add:#x}", f.name());
            let r = fp::encode(f, fp::fma(dx, dy, dz, Rnd::N), Rnd::N);
            assert!(same(f, r, fma), "{} fma {x:#x} {y:#x} {z:#x}: {r:#x}, host {fma:#x}", f.name());
        }
        let v = f64::from_bits(random(F64, &mut rng));
        let (a, b) = (fp::from_f64(F32, v, Rnd::N), (v as f32).to_bits() as u64);
        assert!(same(F32, a, b), "f64 -> f32 {v:e}: {a:#x}, host {b:#x}");
    }
    let cases: &[(Fmt, f64, u64)] = &[
        (F16, 65504.0, 0x7BFF),
        (F16, 65519.99, 0x7BFF),
        (F16, 65520.0, 0x7C00),
        (F16, 2049.0, 0x6800),
        (F16, 2051.0, 0x6802),
        (F16, 2f64.powi(-25), 0),
        (F16, 2f64.powi(-25) * 1.000001, 1),
        (F16, 1.5 * 2f64.powi(-24), 2),
        (F16, 0.1, 0x2E66),
        (F16, -1.0 / 3.0, 0xB555),
        (BF16, 1.0 + 2f64.powi(-8), 0x3F80),
        (BF16, 1.0 + 3.0 * 2f64.powi(-8), 0x3F82),
        (BF16, 2f64.powi(-127), 0x0040),
        (BF16, 2f64.powi(-134), 0),
        (BF16, 3.0e38, 0x7F62),
    ];
    for &(f, v, want) in cases {
        assert_eq!(fp::from_f64(f, v, Rnd::N), want, "{} {v:e}", f.name());
    }
}

/// Runs `body` as `.func (.param .b32 func_retval0) t(.param .b32 t_param_0, ...)` with `%r1`,
/// `%r2`, ... loaded from the parameters, and returns what it stores.
fn run_ptx(nparams: usize, body: &str, args: &[u32], approx: Approx) -> Result<u32, String> {
    let params: Vec<String> = (0..nparams).map(|i| format!(".param .b32 t_param_{i}")).collect();
    let loads: String = (0..nparams).map(|i| format!("\tld.param.b32 %r{}, [t_param_{i}];\n", i + 1)).collect();
    let text = format!(
        ".version 7.8\n.target sm_90\n.address_size 64\n.visible .func  (.param .b32 func_retval0) t(\n\t{}\n)\n{{\n\t.reg .pred %p<4>;\n\t.reg .b16 %rs<8>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<4>;\n{loads}{body}\n\tst.param.b32 [func_retval0], %r9;\n\tret;\n}}\n",
        params.join(",\n\t")
    );
    let mut m = ptx_exec::parse_module(&text)?;
    let (_, f) = m.pop().ok_or("no function")?;
    let args: Vec<Vec<u8>> = args.iter().map(|a| a.to_le_bytes().to_vec()).collect();
    let r = f?.call(&args, approx)?;
    Ok(u32::from_le_bytes(r[..4].try_into().unwrap()))
}

/// The interpreter on small programs whose results the PTX ISA fixes.
fn interpreter_follows_the_ptx_isa() {
    let mid = Approx::Mid;
    let one = |body: &str, a: u32| run_ptx(1, body, &[a], mid).unwrap();
    let two = |body: &str, a: u32, b: u32| run_ptx(2, body, &[a, b], mid).unwrap();
    // cvt.rn.f16.f32 rounds to nearest even and overflows to inf; mov.b32 {lo, hi} packs.
    let pack = "\tcvt.rn.f16.f32 %rs1, %r1;\n\tcvt.rn.f16.f32 %rs2, %r2;\n\tmov.b32 %r9, {%rs1, %rs2};";
    assert_eq!(two(pack, 2049f32.to_bits(), 65520f32.to_bits()), 0x7C00_6800);
    assert_eq!(two("\tmov.b32 {%rs1, %rs2}, %r1;\n\tcvt.u32.u16 %r9, %rs2;", 0xABCD_1234, 0), 0xABCD);
    // min/max: -0 < +0; one NaN gives the other operand; .NaN gives the canonical NaN.
    assert_eq!(two("\tmin.f32 %r9, %r1, %r2;", 0, 0x8000_0000), 0x8000_0000);
    assert_eq!(two("\tmax.f32 %r9, %r1, %r2;", 0x8000_0000, 0), 0);
    assert_eq!(two("\tmin.f32 %r9, %r1, %r2;", 0x7FC0_0000, 1f32.to_bits()), 1f32.to_bits());
    assert_eq!(two("\tmax.NaN.f32 %r9, %r1, %r2;", 0x7FC0_0000, 1f32.to_bits()), 0x7FFF_FFFF);
    // prmt's default mode, with sign replication; bfe; clamped shifts.
    assert_eq!(two("\tprmt.b32 %r9, %r1, %r2, 0x7531;", 0x3322_1100, 0x7766_5544), 0x7755_3311);
    assert_eq!(one("\tprmt.b32 %r9, %r1, 0, 0x4448;", 0xF0), 0xFF);
    assert_eq!(one("\tbfe.u32 %r9, %r1, 4, 8;", 0xF0F0), 0x0F);
    assert_eq!(one("\tshl.b32 %r9, %r1, 40;", 1), 0);
    assert_eq!(one("\tshr.s32 %r9, %r1, 40;", -8i32 as u32), u32::MAX);
    // Branches and predicates.
    let br = "\tsetp.lt.s32 %p1, %r1, 0;\n\tmov.b32 %r9, 1;\n\t@%p1 bra $L__BB0_2;\n\tmov.b32 %r9, 2;\n$L__BB0_2:\n\tadd.s32 %r9, %r9, 10;";
    assert_eq!(one(br, -1i32 as u32), 11);
    assert_eq!(one(br, 1), 12);
    // Exact rounding: bf16 fma rounds once (an input once rounded twice), sqrt.rn.f32.
    let fma = "\tcvt.u16.u32 %rs1, %r1;\n\tshr.u32 %r3, %r1, 16;\n\tcvt.u16.u32 %rs2, %r3;\n\tcvt.u16.u32 %rs3, %r2;\n\tfma.rn.bf16 %rs4, %rs1, %rs2, %rs3;\n\tcvt.u32.u16 %r9, %rs4;";
    assert_eq!(two(fma, 0x3F82_4220, 0x2B5A), 0x4223);
    assert_eq!(one("\tsqrt.rn.f32 %r9, %r1;", 2f32.to_bits()), 0x3FB5_04F3);
    // ex2.approx.ftz.bf16 flushes a subnormal result; ex2.approx.f32 keeps it (2 ulp either way).
    let bf = "\tcvt.u16.u32 %rs1, %r1;\n\tex2.approx.ftz.bf16 %rs2, %rs1;\n\tcvt.u32.u16 %r9, %rs2;";
    assert_eq!(one(bf, 0xC2FE), 0);
    assert_eq!(one("\tex2.approx.f32 %r9, %r1;", (-127f32).to_bits()), 0x0040_0000);
    assert_eq!(run_ptx(1, "\tex2.approx.f32 %r9, %r1;", &[(-127f32).to_bits()], Approx::High).unwrap(), 0x0040_0002);
    // cvt.ftz.f32.f16 keeps an f16 subnormal (its f32 result is normal); cvt.ftz.f32.bf16 flushes one.
    let h = "\tcvt.u16.u32 %rs1, %r1;\n\tcvt.ftz.f32.f16 %r9, %rs1;";
    assert_eq!(one(h, 1), 2f32.powi(-24).to_bits());
    assert_eq!(one("\tcvt.u16.u32 %rs1, %r1;\n\tcvt.ftz.f32.bf16 %r9, %rs1;", 1), 0);
    // An instruction outside the subset is an error naming it.
    let e = run_ptx(1, "\tsin.approx.f32 %r9, %r1;", &[0], mid).unwrap_err();
    assert!(e.contains("sin.approx.f32") && e.contains("unknown instruction"), "{e}");
    let e = run_ptx(1, "\tmin.xorsign.f32 %r9, %r1, %r1;", &[0], mid).unwrap_err();
    assert!(e.contains("xorsign"), "{e}");
}

/// The inputs of the known native bugs are among the special inputs: ldexp.f16(1.0, -24) and
/// ldexp.f16(65504, -40) (LLVM's expansion clamps n at -20), exp2.bf16(-127.0) (flushed).
fn special_inputs_hold_the_known_bugs() {
    let f = forms();
    let find = |name: &str| f.iter().find(|x| x.name() == name).unwrap();
    let ldexp = inputs(find("ldexp_f16"), 0);
    for (x, n) in [(0x3C00u64, -24i32), (0x7BFF, -40)] {
        assert!(ldexp.contains(&[x, n as u32 as u64, 0]), "ldexp_f16({x:#x}, {n}) not in the inputs");
    }
    assert!(inputs(find("exp2_bf16"), 0).contains(&[0xC2FE, 0, 0]));
    assert!(inputs(find("exp2_v2bf16"), 0).contains(&[0xC2FE, 0, 0]));
    let want = ldexp_ref(F16, 0x3C00, -24).want;
    assert!(matches!(want, Want::Bits(1)), "{want:?}");
    assert!(matches!(ldexp_ref(F16, 0x7BFF, -40).want, Want::Bits(1)));
    assert!(!expect(find("exp2_bf16"), false, &[0xC2FE, 0, 0]).matches(BF16, 0, None, false));
    // The fma inputs once rounded twice, with their fused results.
    assert!(inputs(find("fma_f16"), 0).contains(&[0x4900, 0xE04E, 0x000B]));
    assert!(matches!(expect(find("fma_f16"), false, &[0x4900, 0xE04E, 0x000B]).want, Want::Bits(0xED61)));
    assert!(inputs(find("fma_bf16"), 0).contains(&[0x4220, 0x3F82, 0x2B5A]));
    assert!(matches!(expect(find("fma_bf16"), false, &[0x4220, 0x3F82, 0x2B5A]).want, Want::Bits(0x4223)));
}

test_main!(
    exact_rounding_matches_the_host_fpu,
    interpreter_follows_the_ptx_isa,
    special_inputs_hold_the_known_bugs,
    native_math_matches_the_reference
);
