//! The one table of math operations nvvmc knows: how each is reached (LLVM intrinsic, C libm
//! name, CUDA math-API name), which libdevice function implements it for f32 and f64, the fast
//! f32 variant picked under `afn`/`--fast-math`, and which operations stay native because
//! LLVM 22's NVPTX backend selects them itself (with the reason).
//!
//! The libdevice names and signatures were read from `libdevice.10.bc` (CUDA 12.9); the
//! native/not-native split was measured with `llc` 22.1.8 (see `codegen_guard.rs`).

use crate::fast_hash::{FastMap as HashMap, FastSet};
use std::sync::OnceLock;

/// How an operation's LLVM intrinsic is shaped, when it has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntrinsicShape {
    /// `T llvm.X(T)`
    Unary,
    /// `T llvm.X(T, T)`
    Binary,
    /// `T llvm.X(T, T, T)`
    Ternary,
    /// `T llvm.powi(T, iN)`: libdevice takes i32; other widths go through a shim.
    PowI,
    /// `{T, T} llvm.X(T)`: libdevice writes through two out-pointers (or one): a shim returns the
    /// struct.
    Pair,
    /// `iN llvm.X(T)`: libdevice returns i64 (`long long`); other widths go through a shim.
    IntResult,
    /// `{T, iN} llvm.frexp(T)` and `T llvm.ldexp(T, iN)`: selected natively for every width.
    NativeOnly,
}

impl IntrinsicShape {
    /// The number of `T` operands of the elementwise shapes (`Unary` 1, `Binary` 2, `Ternary` 3).
    pub fn elementwise_arity(self) -> Option<usize> {
        match self {
            IntrinsicShape::Unary => Some(1),
            IntrinsicShape::Binary => Some(2),
            IntrinsicShape::Ternary => Some(3),
            _ => None,
        }
    }
}

/// Floating-point element kinds an operation can be native for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fp {
    Half,
    Float,
    Double,
}

#[derive(Debug, Clone, Copy)]
pub struct MathOp {
    /// The operation's name (the C double-precision name where there is one).
    pub name: &'static str,
    /// LLVM intrinsic base name (`llvm.<base>.<overloads>`), if LLVM has one.
    pub intrinsic: Option<&'static str>,
    pub shape: IntrinsicShape,
    /// libdevice's double and float functions.
    pub libdevice_f64: Option<&'static str>,
    pub libdevice_f32: Option<&'static str>,
    /// libdevice's fast approximate float variant.
    pub fast_f32: Option<&'static str>,
    /// C (libm or CUDA math API) names for double and float; `""` when none.
    pub c_f64: &'static str,
    pub c_f32: &'static str,
    /// The C / libdevice signature, with `T` for the float type: `T(T)`, `void(T,ptr,ptr)`, ….
    pub c_sig: &'static str,
    /// Element types for which the NVPTX backend selects the intrinsic itself, and why it is
    /// kept native. Empty: always lowered to libdevice.
    pub native: &'static [Fp],
    pub native_reason: &'static str,
}

const NONE: &[Fp] = &[];
const ALL: &[Fp] = &[Fp::Half, Fp::Float, Fp::Double];

macro_rules! op {
    ($name:literal, $intr:expr, $shape:ident, $d:expr, $f:expr, $fast:expr, $c64:literal, $c32:literal, $sig:literal) => {
        op!($name, $intr, $shape, $d, $f, $fast, $c64, $c32, $sig, native NONE, "")
    };
    ($name:literal, $intr:expr, $shape:ident, $d:expr, $f:expr, $fast:expr, $c64:literal, $c32:literal, $sig:literal, native $nat:expr, $why:literal) => {
        MathOp {
            name: $name,
            intrinsic: $intr,
            shape: IntrinsicShape::$shape,
            libdevice_f64: $d,
            libdevice_f32: $f,
            fast_f32: $fast,
            c_f64: $c64,
            c_f32: $c32,
            c_sig: $sig,
            native: $nat,
            native_reason: $why,
        }
    };
}

/// Every operation, lowered to libdevice unless `native` says otherwise.
#[rustfmt::skip]
pub const MATH_OPS: &[MathOp] = &[
    // Trigonometric and hyperbolic.
    op!("sin",   Some("sin"),   Unary, Some("__nv_sin"),   Some("__nv_sinf"),   Some("__nv_fast_sinf"), "sin",   "sinf",   "T(T)"),
    op!("cos",   Some("cos"),   Unary, Some("__nv_cos"),   Some("__nv_cosf"),   Some("__nv_fast_cosf"), "cos",   "cosf",   "T(T)"),
    op!("tan",   Some("tan"),   Unary, Some("__nv_tan"),   Some("__nv_tanf"),   Some("__nv_fast_tanf"), "tan",   "tanf",   "T(T)"),
    op!("asin",  Some("asin"),  Unary, Some("__nv_asin"),  Some("__nv_asinf"),  None, "asin",  "asinf",  "T(T)"),
    op!("acos",  Some("acos"),  Unary, Some("__nv_acos"),  Some("__nv_acosf"),  None, "acos",  "acosf",  "T(T)"),
    op!("atan",  Some("atan"),  Unary, Some("__nv_atan"),  Some("__nv_atanf"),  None, "atan",  "atanf",  "T(T)"),
    op!("atan2", Some("atan2"), Binary, Some("__nv_atan2"), Some("__nv_atan2f"), None, "atan2", "atan2f", "T(T,T)"),
    op!("sinh",  Some("sinh"),  Unary, Some("__nv_sinh"),  Some("__nv_sinhf"),  None, "sinh",  "sinhf",  "T(T)"),
    op!("cosh",  Some("cosh"),  Unary, Some("__nv_cosh"),  Some("__nv_coshf"),  None, "cosh",  "coshf",  "T(T)"),
    op!("tanh",  Some("tanh"),  Unary, Some("__nv_tanh"),  Some("__nv_tanhf"),  Some("__nv_fast_tanhf"), "tanh", "tanhf", "T(T)"),
    op!("asinh", None, Unary, Some("__nv_asinh"), Some("__nv_asinhf"), None, "asinh", "asinhf", "T(T)"),
    op!("acosh", None, Unary, Some("__nv_acosh"), Some("__nv_acoshf"), None, "acosh", "acoshf", "T(T)"),
    op!("atanh", None, Unary, Some("__nv_atanh"), Some("__nv_atanhf"), None, "atanh", "atanhf", "T(T)"),
    op!("sinpi", None, Unary, Some("__nv_sinpi"), Some("__nv_sinpif"), None, "sinpi", "sinpif", "T(T)"),
    op!("cospi", None, Unary, Some("__nv_cospi"), Some("__nv_cospif"), None, "cospi", "cospif", "T(T)"),
    op!("sincos",   Some("sincos"),   Pair, Some("__nv_sincos"),   Some("__nv_sincosf"),   Some("__nv_fast_sincosf"), "sincos",   "sincosf",   "void(T,ptr,ptr)"),
    op!("sincospi", Some("sincospi"), Pair, Some("__nv_sincospi"), Some("__nv_sincospif"), None, "sincospi", "sincospif", "void(T,ptr,ptr)"),
    // Exponential and logarithmic.
    op!("exp",   Some("exp"),   Unary, Some("__nv_exp"),   Some("__nv_expf"),   Some("__nv_fast_expf"),   "exp",   "expf",   "T(T)"),
    op!("exp2",  Some("exp2"),  Unary, Some("__nv_exp2"),  Some("__nv_exp2f"),  None, "exp2", "exp2f", "T(T)",
        native &[Fp::Half, Fp::Float], "f16/f32: ex2.approx, the instruction libdevice's exp2f uses too"),
    op!("exp10", Some("exp10"), Unary, Some("__nv_exp10"), Some("__nv_exp10f"), Some("__nv_fast_exp10f"), "exp10", "exp10f", "T(T)"),
    op!("expm1", None, Unary, Some("__nv_expm1"), Some("__nv_expm1f"), None, "expm1", "expm1f", "T(T)"),
    op!("log",   Some("log"),   Unary, Some("__nv_log"),   Some("__nv_logf"),   Some("__nv_fast_logf"),   "log",   "logf",   "T(T)"),
    op!("log2",  Some("log2"),  Unary, Some("__nv_log2"),  Some("__nv_log2f"),  Some("__nv_fast_log2f"),  "log2",  "log2f",  "T(T)"),
    op!("log10", Some("log10"), Unary, Some("__nv_log10"), Some("__nv_log10f"), Some("__nv_fast_log10f"), "log10", "log10f", "T(T)"),
    op!("log1p", None, Unary, Some("__nv_log1p"), Some("__nv_log1pf"), None, "log1p", "log1pf", "T(T)"),
    op!("logb",  None, Unary, Some("__nv_logb"),  Some("__nv_logbf"),  None, "logb",  "logbf",  "T(T)"),
    op!("ilogb", None, Unary, Some("__nv_ilogb"), Some("__nv_ilogbf"), None, "ilogb", "ilogbf", "i32(T)"),
    op!("pow",   Some("pow"),   Binary, Some("__nv_pow"),  Some("__nv_powf"),  Some("__nv_fast_powf"), "pow", "powf", "T(T,T)"),
    op!("powi",  Some("powi"),  PowI,   Some("__nv_powi"), Some("__nv_powif"), None, "", "", "T(T,i32)"),
    op!("cbrt",  None, Unary, Some("__nv_cbrt"),  Some("__nv_cbrtf"),  None, "cbrt",  "cbrtf",  "T(T)"),
    op!("rcbrt", None, Unary, Some("__nv_rcbrt"), Some("__nv_rcbrtf"), None, "rcbrt", "rcbrtf", "T(T)"),
    op!("rsqrt", None, Unary, Some("__nv_rsqrt"), Some("__nv_rsqrtf"), None, "rsqrt", "rsqrtf", "T(T)"),
    op!("hypot", None, Binary, Some("__nv_hypot"),  Some("__nv_hypotf"),  None, "hypot",  "hypotf",  "T(T,T)"),
    op!("rhypot", None, Binary, Some("__nv_rhypot"), Some("__nv_rhypotf"), None, "rhypot", "rhypotf", "T(T,T)"),
    op!("norm3d", None, Unary, Some("__nv_norm3d"), Some("__nv_norm3df"), None, "norm3d", "norm3df", "T(T,T,T)"),
    op!("rnorm3d", None, Unary, Some("__nv_rnorm3d"), Some("__nv_rnorm3df"), None, "rnorm3d", "rnorm3df", "T(T,T,T)"),
    op!("norm4d", None, Unary, Some("__nv_norm4d"), Some("__nv_norm4df"), None, "norm4d", "norm4df", "T(T,T,T,T)"),
    op!("rnorm4d", None, Unary, Some("__nv_rnorm4d"), Some("__nv_rnorm4df"), None, "rnorm4d", "rnorm4df", "T(T,T,T,T)"),
    // Special functions.
    op!("erf",    None, Unary, Some("__nv_erf"),    Some("__nv_erff"),    None, "erf",    "erff",    "T(T)"),
    op!("erfc",   None, Unary, Some("__nv_erfc"),   Some("__nv_erfcf"),   None, "erfc",   "erfcf",   "T(T)"),
    op!("erfinv", None, Unary, Some("__nv_erfinv"), Some("__nv_erfinvf"), None, "erfinv", "erfinvf", "T(T)"),
    op!("erfcinv", None, Unary, Some("__nv_erfcinv"), Some("__nv_erfcinvf"), None, "erfcinv", "erfcinvf", "T(T)"),
    op!("erfcx",  None, Unary, Some("__nv_erfcx"),  Some("__nv_erfcxf"),  None, "erfcx",  "erfcxf",  "T(T)"),
    op!("normcdf", None, Unary, Some("__nv_normcdf"), Some("__nv_normcdff"), None, "normcdf", "normcdff", "T(T)"),
    op!("normcdfinv", None, Unary, Some("__nv_normcdfinv"), Some("__nv_normcdfinvf"), None, "normcdfinv", "normcdfinvf", "T(T)"),
    op!("tgamma", None, Unary, Some("__nv_tgamma"), Some("__nv_tgammaf"), None, "tgamma", "tgammaf", "T(T)"),
    op!("lgamma", None, Unary, Some("__nv_lgamma"), Some("__nv_lgammaf"), None, "lgamma", "lgammaf", "T(T)"),
    op!("j0", None, Unary, Some("__nv_j0"), Some("__nv_j0f"), None, "j0", "j0f", "T(T)"),
    op!("j1", None, Unary, Some("__nv_j1"), Some("__nv_j1f"), None, "j1", "j1f", "T(T)"),
    op!("y0", None, Unary, Some("__nv_y0"), Some("__nv_y0f"), None, "y0", "y0f", "T(T)"),
    op!("y1", None, Unary, Some("__nv_y1"), Some("__nv_y1f"), None, "y1", "y1f", "T(T)"),
    op!("jn", None, Unary, Some("__nv_jn"), Some("__nv_jnf"), None, "jn", "jnf", "T(i32,T)"),
    op!("yn", None, Unary, Some("__nv_yn"), Some("__nv_ynf"), None, "yn", "ynf", "T(i32,T)"),
    op!("cyl_bessel_i0", None, Unary, Some("__nv_cyl_bessel_i0"), Some("__nv_cyl_bessel_i0f"), None, "cyl_bessel_i0", "cyl_bessel_i0f", "T(T)"),
    op!("cyl_bessel_i1", None, Unary, Some("__nv_cyl_bessel_i1"), Some("__nv_cyl_bessel_i1f"), None, "cyl_bessel_i1", "cyl_bessel_i1f", "T(T)"),
    // Remainders, decomposition, scaling.
    op!("fmod",      None, Binary, Some("__nv_fmod"),      Some("__nv_fmodf"),      None, "fmod",      "fmodf",      "T(T,T)"),
    op!("remainder", None, Binary, Some("__nv_remainder"), Some("__nv_remainderf"), None, "remainder", "remainderf", "T(T,T)"),
    op!("remquo",    None, Binary, Some("__nv_remquo"),    Some("__nv_remquof"),    None, "remquo",    "remquof",    "T(T,T,ptr)"),
    op!("fdim",      None, Binary, Some("__nv_fdim"),      Some("__nv_fdimf"),      None, "fdim",      "fdimf",      "T(T,T)"),
    op!("nextafter", None, Binary, Some("__nv_nextafter"), Some("__nv_nextafterf"), None, "nextafter", "nextafterf", "T(T,T)"),
    op!("modf",  Some("modf"),  Pair, Some("__nv_modf"),  Some("__nv_modff"),  None, "modf",  "modff",  "T(T,ptr)"),
    op!("frexp", Some("frexp"), NativeOnly, Some("__nv_frexp"), Some("__nv_frexpf"), None, "frexp", "frexpf", "T(T,ptr)",
        native ALL, "LLVM expands llvm.frexp exactly, for every width"),
    op!("ldexp", Some("ldexp"), NativeOnly, Some("__nv_ldexp"), Some("__nv_ldexpf"), None, "ldexp", "ldexpf", "T(T,i32)",
        native ALL, "LLVM expands llvm.ldexp exactly for f32/f64, every exponent width; f16/bf16: computed wider (see the half and bfloat fixes)"),
    op!("scalbn", None, Unary, Some("__nv_scalbn"), Some("__nv_scalbnf"), None, "scalbn", "scalbnf", "T(T,i32)"),
    op!("nan", None, Unary, Some("__nv_nan"), Some("__nv_nanf"), None, "nan", "nanf", "T(ptr)"),
    // Rounding to integers.
    op!("lround",  Some("lround"),  IntResult, Some("__nv_llround"), Some("__nv_llroundf"), None, "lround",  "lroundf",  "i64(T)"),
    op!("llround", Some("llround"), IntResult, Some("__nv_llround"), Some("__nv_llroundf"), None, "llround", "llroundf", "i64(T)"),
    op!("lrint",   Some("lrint"),   IntResult, Some("__nv_llrint"),  Some("__nv_llrintf"),  None, "lrint",   "lrintf",   "i64(T)"),
    op!("llrint",  Some("llrint"),  IntResult, Some("__nv_llrint"),  Some("__nv_llrintf"),  None, "llrint",  "llrintf",  "i64(T)"),
    // Native: the NVPTX backend has an instruction (or an exact expansion) for these.
    op!("sqrt",  Some("sqrt"),  Unary, Some("__nv_sqrt"),  Some("__nv_sqrtf"),  None, "sqrt",  "sqrtf",  "T(T)",
        native ALL, "sqrt.rn (sqrt.approx under --prec-sqrt=0)"),
    op!("fabs",  Some("fabs"),  Unary, Some("__nv_fabs"),  Some("__nv_fabsf"),  None, "fabs",  "fabsf",  "T(T)", native ALL, "abs.f32/abs.f64"),
    op!("floor", Some("floor"), Unary, Some("__nv_floor"), Some("__nv_floorf"), None, "floor", "floorf", "T(T)", native ALL, "cvt.rmi"),
    op!("ceil",  Some("ceil"),  Unary, Some("__nv_ceil"),  Some("__nv_ceilf"),  None, "ceil",  "ceilf",  "T(T)", native ALL, "cvt.rpi"),
    op!("trunc", Some("trunc"), Unary, Some("__nv_trunc"), Some("__nv_truncf"), None, "trunc", "truncf", "T(T)", native ALL, "cvt.rzi"),
    op!("rint",  Some("rint"),  Unary, Some("__nv_rint"),  Some("__nv_rintf"),  None, "rint",  "rintf",  "T(T)", native ALL, "cvt.rni"),
    op!("nearbyint", Some("nearbyint"), Unary, Some("__nv_nearbyint"), Some("__nv_nearbyintf"), None, "nearbyint", "nearbyintf", "T(T)", native ALL, "cvt.rni"),
    op!("round", Some("round"), Unary, Some("__nv_round"), Some("__nv_roundf"), None, "round", "roundf", "T(T)", native ALL, "exact expansion (half away from zero)"),
    op!("roundeven", Some("roundeven"), Unary, None, None, None, "roundeven", "roundevenf", "T(T)", native ALL, "cvt.rni"),
    op!("fma",   Some("fma"),   Ternary, Some("__nv_fma"), Some("__nv_fmaf"), None, "fma", "fmaf", "T(T,T,T)", native ALL, "fma.rn"),
    op!("fmin",  Some("minnum"), Binary, Some("__nv_fmin"), Some("__nv_fminf"), None, "fmin", "fminf", "T(T,T)", native ALL, "min.f32/min.f64"),
    op!("fmax",  Some("maxnum"), Binary, Some("__nv_fmax"), Some("__nv_fmaxf"), None, "fmax", "fmaxf", "T(T,T)", native ALL, "max.f32/max.f64"),
    op!("copysign", Some("copysign"), Binary, Some("__nv_copysign"), Some("__nv_copysignf"), None, "copysign", "copysignf", "T(T,T)", native ALL, "copysign / bit operations"),
];

/// The formats a [`NarrowFix`] applies to (`Fp::Half` of the table covers both 16-bit ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    F16,
    BF16,
    F32,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::F16 => "f16",
            Format::BF16 => "bf16",
            Format::F32 => "f32",
        }
    }
}

/// How a [`NarrowFix`] computes its operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NarrowHow {
    /// The same intrinsic on operands widened to f32, the result rounded once.
    InF32,
    /// The same intrinsic on operands widened to f64, the result rounded once.
    InF64,
    /// A `libdevice-shim/` function of the narrow type (`T(T, T, T)`).
    Shim(&'static str),
    /// Integer operations on the bits (`copysign`: magnitude of one, sign of the other).
    Bits,
}

/// A form of a native operation that LLVM 22's NVPTX backend computes wrongly, and how nvvmc
/// computes it instead (found by running the PTX: `tests/native_math.rs`).
#[derive(Debug, Clone, Copy)]
pub struct NarrowFix {
    /// The intrinsic's base name (`ldexp` for `llvm.ldexp.f16.i32`).
    pub intrinsic: &'static str,
    pub format: Format,
    /// The fix applies below this architecture (`u32::MAX`: on every one).
    pub below_sm: u32,
    /// Only under `--ftz` (f32 subnormals flushed).
    pub ftz_only: bool,
    pub how: NarrowHow,
    pub why: &'static str,
}

const fn fix(
    intrinsic: &'static str,
    format: Format,
    below_sm: u32,
    ftz_only: bool,
    how: NarrowHow,
    why: &'static str,
) -> NarrowFix {
    NarrowFix { intrinsic, format, below_sm, ftz_only, how, why }
}

const ALWAYS: u32 = u32::MAX;

/// Every such fix. Under `--lower-native-math` a table operation goes to libdevice (computed in
/// f32) instead, except `fma`, whose f32 result would round twice: it takes the shim there too.
#[rustfmt::skip]
pub const NARROW_FIXES: &[NarrowFix] = &[
    fix("ldexp", Format::F16, ALWAYS, false, NarrowHow::InF32,
        "LLVM's expansion clamps the exponent at 3·MinExp + 2·Precision = -20 for half, so ldexp(1.0, -24) is 0x0010; in f32 the result is exact, then rounded once"),
    fix("exp2", Format::BF16, ALWAYS, false, NarrowHow::InF32,
        "the only bf16 instruction, ex2.approx.ftz.bf16, flushes subnormal results without --ftz; ex2.approx.f32 does not"),
    fix("fma", Format::BF16, 80, false, NarrowHow::Shim("__nvvmc_fma_bf16"),
        "without fma.rn.bf16 (below sm_80) LLVM computes an f32 fma and rounds it again"),
    fix("frexp", Format::F16, ALWAYS, false, NarrowHow::InF32,
        "vectors make LLVM fail (Cannot select any_extend of a half select); under --ftz the subnormal test reads the bits but the scaling multiply flushes, so frexp(0x0001) had exponent -26"),
    fix("frexp", Format::BF16, ALWAYS, false, NarrowHow::InF64,
        "vectors make LLVM fail; under --ftz the scaling of a subnormal flushes (exponent -135 for 0x0001); f64 is never flushed"),
    fix("frexp", Format::F32, ALWAYS, true, NarrowHow::InF64,
        "under --ftz the subnormal test reads the bits but the scaling multiply (mul.rn.ftz) flushes: frexp(0x00000001) was (0.5, -151)"),
    fix("minimum", Format::BF16, 80, true, NarrowHow::InF32,
        "below sm_80 under --ftz the comparison flushes (setp.ftz.f32) but the zero tests read bits: maximum(-0, -0x1p-133) was -0x1p-133"),
    fix("maximum", Format::BF16, 80, true, NarrowHow::InF32,
        "as minimum"),
    fix("copysign", Format::F16, ALWAYS, false, NarrowHow::Bits,
        "selected as abs, neg and selp, which give an unspecified NaN: copysign(0x7FFF, -0.0) kept the + sign"),
    fix("copysign", Format::BF16, ALWAYS, false, NarrowHow::Bits,
        "as f16"),
];

/// [`NARROW_FIXES`] as markdown, for docs/reference/math.md.
pub fn narrow_fixes_markdown() -> String {
    let mut out = String::from("| intrinsic | type | where | computed as | why |\n|---|---|---|---|---|\n");
    for f in NARROW_FIXES {
        let mut at = if f.below_sm == ALWAYS { "every arch".to_string() } else { format!("below sm_{}", f.below_sm) };
        if f.ftz_only {
            at.push_str(", `--ftz`");
        }
        let how = match f.how {
            NarrowHow::InF32 => "in f32, rounded once".to_string(),
            NarrowHow::InF64 => "in f64, rounded once".to_string(),
            NarrowHow::Shim(name) => format!("`{name}` (f64, rounded to odd, then once)"),
            NarrowHow::Bits => "on the bits".to_string(),
        };
        out.push_str(&format!("| `llvm.{}` | {} | {at} | {how} | {} |\n", f.intrinsic, f.format.name(), f.why));
    }
    out
}

/// The fix for the intrinsic `base` on `format` at architecture `sm` (under `--ftz` or not).
pub fn narrow_fix(base: &str, format: Format, sm: u32, ftz: bool) -> Option<&'static NarrowFix> {
    NARROW_FIXES.iter().find(|f| f.intrinsic == base && f.format == format && sm < f.below_sm && (ftz || !f.ftz_only))
}

/// The shim that computes `llvm.fma` on a 16-bit format with one rounding.
pub fn narrow_fma_shim(format: Format) -> Option<&'static str> {
    match format {
        Format::F16 => Some("__nvvmc_fma_f16"),
        Format::BF16 => Some("__nvvmc_fma_bf16"),
        Format::F32 => None,
    }
}

/// The table's names, indexed once per process: the passes ask [`by_intrinsic`] and
/// [`by_c_name`] about every callee they walk past, and a scan of the table compared each name
/// with some two hundred strings.
struct NameIndex {
    /// Each intrinsic base name, with the position of the first operation that has it.
    intrinsic: HashMap<&'static str, usize>,
    /// What each base has before its first `.` (the whole base, for most): a name whose part
    /// after `llvm.` does not start with one of these and a `.` has no base of the table.
    intrinsic_heads: FastSet<&'static str>,
    /// Each C name, with the position of the first operation that has it and the form it names
    /// (an operation's double name before its float name, as a scan would meet them).
    c_name: HashMap<&'static str, (usize, Fp)>,
}

fn name_index() -> &'static NameIndex {
    static INDEX: OnceLock<NameIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut index = NameIndex {
            intrinsic: HashMap::default(),
            intrinsic_heads: FastSet::default(),
            c_name: HashMap::default(),
        };
        for (i, op) in MATH_OPS.iter().enumerate() {
            if let Some(base) = op.intrinsic {
                index.intrinsic.entry(base).or_insert(i);
                index.intrinsic_heads.insert(base.split('.').next().unwrap_or(base));
            }
            for (name, fp) in [(op.c_f64, Fp::Double), (op.c_f32, Fp::Float)] {
                if !name.is_empty() {
                    index.c_name.entry(name).or_insert((i, fp));
                }
            }
        }
        index
    })
}

/// The operation whose intrinsic `llvm.<base>.…` names, if any: the first in the table whose
/// base is followed by a `.` in the name.
pub fn by_intrinsic(name: &str) -> Option<&'static MathOp> {
    let rest = name.strip_prefix("llvm.")?;
    let index = name_index();
    // The intrinsics of no math operation (`llvm.nvvm.*`, `llvm.memcpy.*`) are ruled out by one
    // lookup.
    if !index.intrinsic_heads.contains(&rest[..rest.find('.')?]) {
        return None;
    }
    rest.match_indices('.')
        .filter_map(|(end, _)| index.intrinsic.get(&rest[..end]).copied())
        .min()
        .map(|i| &MATH_OPS[i])
}

/// The operation a C name (`sin`, `sinf`, `erfcinvf`, …) names, and whether it is the float form.
pub fn by_c_name(name: &str) -> Option<(&'static MathOp, Fp)> {
    name_index().c_name.get(name).map(|&(i, fp)| (&MATH_OPS[i], fp))
}

impl MathOp {
    pub fn is_native_for(&self, fp: Fp) -> bool {
        self.native.contains(&fp)
    }

    /// The libdevice function for `fp` (half is computed in float), honouring the fast variant.
    pub fn libdevice(&self, fp: Fp, fast: bool) -> Option<&'static str> {
        match fp {
            Fp::Double => self.libdevice_f64,
            Fp::Float | Fp::Half => {
                if fast {
                    self.fast_f32.or(self.libdevice_f32)
                } else {
                    self.libdevice_f32
                }
            }
        }
    }

    /// `c_sig` with `T` spelled as `float` or `double`, in LLVM's function-type syntax
    /// (`double (double, ptr)`).
    pub fn c_type(&self, fp: Fp) -> String {
        let t = if fp == Fp::Double { "double" } else { "float" };
        let (ret, args) = self.c_sig.split_once('(').expect("signature has (");
        let args = args.trim_end_matches(')');
        let conv = |s: &str| if s == "T" { t.to_string() } else { s.to_string() };
        let args: Vec<String> = if args.is_empty() { vec![] } else { args.split(',').map(conv).collect() };
        format!("{} ({})", conv(ret), args.join(", "))
    }
}

/// What a name in a math library's `implements` (or `implements-afn`) attribute names
/// (`--math-lib`, `src/middle/link/math_lib.rs`): an operation at f32 or f64, the key calls are routed
/// by, and the function type the implementing function must have.
#[derive(Debug, Clone)]
pub struct Implemented {
    pub op: &'static MathOp,
    /// `Float` or `Double` (half and bfloat calls are computed in f32, as with libdevice).
    pub fp: Fp,
    /// The routing key ([`route_key_intrinsic`], [`route_key_c`]): a C name that nvvmc turns into
    /// the intrinsic (`sinf` → `llvm.sin.f32`, stage `canonicalize-math`) has the intrinsic's key,
    /// so implementing either serves calls of both.
    pub key: String,
    /// The LLVM function type it must have, as LLVM prints it: `float (float)`.
    pub ty: String,
}

/// The LLVM type name of `fp` (`float` for half too).
fn type_name(fp: Fp) -> &'static str {
    if fp == Fp::Double {
        "double"
    } else {
        "float"
    }
}

impl MathOp {
    /// Whether nvvmc turns calls of this operation's C names into its LLVM intrinsic (stage
    /// `canonicalize-math`): an elementwise intrinsic whose C signature is `T(T…)` alone.
    pub fn c_name_is_intrinsic(&self) -> bool {
        self.intrinsic.is_some()
            && matches!(self.shape, IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary)
            && self.c_sig.starts_with("T(T")
            && !self.c_sig.contains("ptr")
            && !self.c_sig.contains("i32")
    }
}

/// The routing key of an elementwise intrinsic call of `op` computed at `fp` (half at f32):
/// `llvm.sin.f32`. `None` for the other shapes, which a math library cannot implement.
pub fn route_key_intrinsic(op: &MathOp, fp: Fp) -> Option<String> {
    let base = op.intrinsic?;
    op.shape.elementwise_arity()?;
    Some(format!("llvm.{base}.{}", if fp == Fp::Double { "f64" } else { "f32" }))
}

/// The routing key of a call of `op`'s C name at `fp`: the intrinsic's where nvvmc treats the
/// two as one function ([`MathOp::c_name_is_intrinsic`]), else the C name.
pub fn route_key_c(op: &MathOp, fp: Fp) -> String {
    match route_key_intrinsic(op, fp).filter(|_| op.c_name_is_intrinsic()) {
        Some(key) => key,
        None => (if fp == Fp::Double { op.c_f64 } else { op.c_f32 }).to_string(),
    }
}

/// What the name `name` of an `implements` attribute means, or why a library cannot implement
/// it: LLVM math intrinsics with their scalar f32/f64 suffix whose shape is `T(T)`, `T(T, T)` or
/// `T(T, T, T)` (`llvm.sin.f32`, `llvm.pow.f64`), and every C math name of the table (`sinf`,
/// `erfcinv`, `sincosf`, `jn`), with its C signature.
pub fn implementable(name: &str) -> Result<Implemented, String> {
    if let Some(rest) = name.strip_prefix("llvm.") {
        let Some(op) = by_intrinsic(name) else {
            if by_intrinsic(&format!("{name}.f32")).is_some() {
                return Err(format!("'{name}' needs its type suffix: '{name}.f32' or '{name}.f64'"));
            }
            return Err(format!(
                "'{name}' is not an LLVM math intrinsic that nvvmc lowers (`nvvmc --list-math` lists them)"
            ));
        };
        let base = op.intrinsic.expect("found by its intrinsic");
        let suffix = &rest[base.len() + 1..];
        let Some(arity) = op.shape.elementwise_arity() else {
            let c = match (op.c_f32, op.c_f64) {
                ("", _) | (_, "") => String::new(),
                (f, d) => format!("; implement the C functions '{f}' or '{d}' instead"),
            };
            return Err(format!(
                "'{name}' cannot be implemented by a math library: only intrinsics of the form T(T), T(T, T) or T(T, T, T) can{c}"
            ));
        };
        let fp = match suffix {
            "f32" => Fp::Float,
            "f64" => Fp::Double,
            "f16" | "bf16" => return Err(format!("'{name}': half and bfloat calls are computed in f32, by the implementation of 'llvm.{base}.f32'")),
            s if s.starts_with('v') => return Err(format!("'{name}': vector calls are computed lane by lane, by the implementation of 'llvm.{base}.f32' or 'llvm.{base}.f64'")),
            s => return Err(format!("'{name}': '{s}' is not a type a math library can implement; use 'llvm.{base}.f32' or 'llvm.{base}.f64'")),
        };
        let t = type_name(fp);
        return Ok(Implemented { op, fp, key: name.to_string(), ty: format!("{t} ({})", vec![t; arity].join(", ")) });
    }
    let Some((op, fp)) = by_c_name(name) else {
        return Err(format!(
            "'{name}' is neither an LLVM math intrinsic (such as 'llvm.sin.f32') nor a C math function nvvmc knows (`nvvmc --list-math` lists both)"
        ));
    };
    Ok(Implemented { op, fp, key: route_key_c(op, fp), ty: op.c_type(fp) })
}

/// The table as markdown, for `nvvmc --list-math` and docs/reference/math.md.
pub fn markdown() -> String {
    let mut out = String::from(
        "| operation | LLVM intrinsic | C names | libdevice (f64 / f32) | fast f32 (`afn`) | native? |\n|---|---|---|---|---|---|\n",
    );
    let code = |s: &str| if s.is_empty() { "–".to_string() } else { format!("`{s}`") };
    for op in MATH_OPS {
        let intr = op.intrinsic.map(|b| format!("`llvm.{b}`")).unwrap_or_else(|| "–".into());
        let cnames = match (op.c_f64, op.c_f32) {
            ("", "") => "–".to_string(),
            (d, f) => format!("{} {}", code(d), code(f)),
        };
        let ld = format!("{} / {}", code(op.libdevice_f64.unwrap_or("")), code(op.libdevice_f32.unwrap_or("")));
        let native = if op.native.is_empty() {
            "no".to_string()
        } else {
            let tys: Vec<&str> = op
                .native
                .iter()
                .map(|f| match f {
                    Fp::Half => "f16",
                    Fp::Float => "f32",
                    Fp::Double => "f64",
                })
                .collect();
            format!("{}: {}", tys.join("/"), op.native_reason)
        };
        out.push_str(&format!(
            "| {} | {intr} | {cnames} | {ld} | {} | {native} |\n",
            op.name,
            code(op.fast_f32.unwrap_or(""))
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_lookup_matches_whole_base_names() {
        assert_eq!(by_intrinsic("llvm.sin.f64").unwrap().name, "sin");
        assert_eq!(by_intrinsic("llvm.sincos.v2f32").unwrap().name, "sincos");
        assert_eq!(by_intrinsic("llvm.sincospi.f32").unwrap().name, "sincospi");
        assert_eq!(by_intrinsic("llvm.minnum.f32").unwrap().name, "fmin");
        assert_eq!(by_intrinsic("llvm.lround.i32.f64").unwrap().name, "lround");
        assert!(by_intrinsic("llvm.nvvm.sin.approx.f").is_none());
        assert!(by_intrinsic("llvm.sinx.f32").is_none());
    }

    #[test]
    fn c_names_know_their_precision() {
        let (op, fp) = by_c_name("erfcinvf").unwrap();
        assert_eq!((op.name, fp), ("erfcinv", Fp::Float));
        let (op, fp) = by_c_name("pow").unwrap();
        assert_eq!((op.name, fp), ("pow", Fp::Double));
        assert!(by_c_name("").is_none());
        assert!(by_c_name("printf").is_none());
    }

    #[test]
    fn the_name_index_answers_as_a_scan_of_the_table() {
        let scan_intrinsic = |name: &str| {
            let rest = name.strip_prefix("llvm.")?;
            MATH_OPS.iter().position(|op| {
                op.intrinsic.is_some_and(|base| rest.strip_prefix(base).is_some_and(|tail| tail.starts_with('.')))
            })
        };
        let scan_c = |name: &str| {
            MATH_OPS.iter().enumerate().find_map(|(i, op)| match name {
                "" => None,
                _ if op.c_f64 == name => Some((i, Fp::Double)),
                _ if op.c_f32 == name => Some((i, Fp::Float)),
                _ => None,
            })
        };
        // An operation by what names it (a `const` table's address is not one address).
        let id = |op: &MathOp| (op.name, op.intrinsic, op.c_f64, op.c_f32);
        for op in MATH_OPS {
            let mut names = vec![op.c_f64.to_string(), op.c_f32.to_string(), format!("{}x", op.c_f32)];
            if let Some(base) = op.intrinsic {
                names.extend([".f32", ".v2f64", ".i32.f64", "", "x.f32"].map(|tail| format!("llvm.{base}{tail}")));
            }
            for name in &names {
                assert_eq!(by_intrinsic(name).map(id), scan_intrinsic(name).map(|i| id(&MATH_OPS[i])), "{name}");
                let scanned = scan_c(name).map(|(i, fp)| (id(&MATH_OPS[i]), fp));
                assert_eq!(by_c_name(name).map(|(op, fp)| (id(op), fp)), scanned, "{name}");
            }
        }
    }

    #[test]
    fn signatures_render_in_llvm_syntax() {
        assert_eq!(by_c_name("sincosf").unwrap().0.c_type(Fp::Float), "void (float, ptr, ptr)");
        assert_eq!(by_c_name("jn").unwrap().0.c_type(Fp::Double), "double (i32, double)");
        assert_eq!(by_c_name("lroundf").unwrap().0.c_type(Fp::Float), "i64 (float)");
    }

    #[test]
    fn fast_variants_only_for_float() {
        let sin = by_c_name("sin").unwrap().0;
        assert_eq!(sin.libdevice(Fp::Float, true), Some("__nv_fast_sinf"));
        assert_eq!(sin.libdevice(Fp::Double, true), Some("__nv_sin"));
        assert_eq!(sin.libdevice(Fp::Half, false), Some("__nv_sinf"));
        let erf = by_c_name("erf").unwrap().0;
        assert_eq!(erf.libdevice(Fp::Float, true), Some("__nv_erff"));
    }

    #[test]
    fn implementable_names_and_their_keys() {
        let sin = implementable("llvm.sin.f32").unwrap();
        assert_eq!((sin.key.as_str(), sin.ty.as_str()), ("llvm.sin.f32", "float (float)"));
        // A C name nvvmc turns into the intrinsic shares its key.
        assert_eq!(implementable("sinf").unwrap().key, "llvm.sin.f32");
        assert_eq!(implementable("pow").unwrap().key, "llvm.pow.f64");
        assert_eq!(implementable("llvm.fma.f64").unwrap().ty, "double (double, double, double)");
        // C names without an intrinsic (or with another shape) are keys of their own.
        let erf = implementable("erfcinvf").unwrap();
        assert_eq!((erf.key.as_str(), erf.ty.as_str()), ("erfcinvf", "float (float)"));
        assert_eq!(implementable("sincosf").unwrap().key, "sincosf");
        assert_eq!(implementable("jn").unwrap().ty, "double (i32, double)");
        for (bad, why) in [
            ("llvm.sin.f16", "computed in f32"),
            ("llvm.sin.v4f32", "lane by lane"),
            ("llvm.sin", "type suffix"),
            ("llvm.sincos.f32", "'sincosf' or 'sincos'"),
            ("llvm.foo.f32", "not an LLVM math intrinsic"),
            ("my_sin", "neither"),
        ] {
            let e = implementable(bad).unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn every_unselectable_intrinsic_has_a_lowering() {
        for base in crate::codegen_guard::UNSELECTABLE_INTRINSICS {
            let op = by_intrinsic(&format!("llvm.{base}.f64")).unwrap_or_else(|| panic!("no row for llvm.{base}"));
            assert!(op.libdevice_f64.is_some() && !op.is_native_for(Fp::Double), "{base}");
        }
    }
}
