/* The NVVM intrinsics (and libdevice's scalar inline assembly) that nvvmc's optimized IR still
 * calls, each implemented as the PTX ISA defines the instruction it selects, for running that IR
 * on the CPU (tests/support/host_ir.rs renames @llvm.nvvm.a.b to @nvvm_a_b).
 *
 * - Rounding: `.rn` is the host's default; `.rz`/`.rm`/`.rp` switch the rounding mode around one
 *   operation (compile with -frounding-math).
 * - `.ftz` (f32; f64 only on rcp/rsqrt.approx): subnormal inputs and results become
 *   sign-preserving zero.
 * - `.approx` instructions are modelled by the correctly rounded value (computed in a wider type),
 *   which lies within every error bound the PTX ISA states; the hardware's bits differ.
 * - Conversions to integers saturate and turn NaN into 0 (PTX `cvt`).
 * - PTX's NaN results are canonical (0x7fffffff); the host's are its own, which only matters to
 *   code that inspects NaN bits (and the checks accept any NaN). */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#pragma STDC FENV_ACCESS ON

static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint64_t d2u(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double u2d(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

/* Flush a subnormal to sign-preserving zero. */
static float ftz(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }
static double ftzd(double x) { return fpclassify(x) == FP_SUBNORMAL ? copysign(0.0, x) : x; }

/* An operation in rounding mode `mode`. */
#define ROUNDED(mode, type, expr)          \
    do {                                   \
        int saved_ = fegetround();         \
        fesetround(mode);                  \
        volatile type r_ = (expr);         \
        fesetround(saved_);                \
        return r_;                         \
    } while (0)

/* ---- arithmetic with explicit rounding ------------------------------------------------------ */
#define ARITH_F(name, mode, expr)                                                   \
    float nvvm_##name##_f(float a, float b) { ROUNDED(mode, float, expr); }       \
    float nvvm_##name##_ftz_f(float a, float b) {                                  \
        a = ftz(a); b = ftz(b);                                                    \
        int saved_ = fegetround(); fesetround(mode);                               \
        volatile float r_ = (expr);                                                \
        fesetround(saved_);                                                        \
        return ftz(r_);                                                            \
    }
#define ARITH_D(name, mode, expr) \
    double nvvm_##name##_d(double a, double b) { ROUNDED(mode, double, expr); }

ARITH_F(add_rn, FE_TONEAREST, a + b)
ARITH_F(add_rz, FE_TOWARDZERO, a + b)
ARITH_F(add_rm, FE_DOWNWARD, a + b)
ARITH_F(add_rp, FE_UPWARD, a + b)
ARITH_F(mul_rn, FE_TONEAREST, a * b)
ARITH_F(mul_rz, FE_TOWARDZERO, a * b)
ARITH_F(mul_rm, FE_DOWNWARD, a * b)
ARITH_F(mul_rp, FE_UPWARD, a * b)
ARITH_F(div_rn, FE_TONEAREST, a / b)
ARITH_F(div_rz, FE_TOWARDZERO, a / b)
ARITH_F(div_rm, FE_DOWNWARD, a / b)
ARITH_F(div_rp, FE_UPWARD, a / b)
ARITH_D(add_rn, FE_TONEAREST, a + b)
ARITH_D(add_rz, FE_TOWARDZERO, a + b)
ARITH_D(add_rm, FE_DOWNWARD, a + b)
ARITH_D(add_rp, FE_UPWARD, a + b)
ARITH_D(mul_rn, FE_TONEAREST, a * b)
ARITH_D(mul_rz, FE_TOWARDZERO, a * b)
ARITH_D(mul_rm, FE_DOWNWARD, a * b)
ARITH_D(mul_rp, FE_UPWARD, a * b)
ARITH_D(div_rn, FE_TONEAREST, a / b)
ARITH_D(div_rz, FE_TOWARDZERO, a / b)
ARITH_D(div_rm, FE_DOWNWARD, a / b)
ARITH_D(div_rp, FE_UPWARD, a / b)

#define FMA_F(name, mode)                                                                       \
    float nvvm_fma_##name##_f(float a, float b, float c) { ROUNDED(mode, float, fmaf(a, b, c)); } \
    float nvvm_fma_##name##_ftz_f(float a, float b, float c) {                                  \
        a = ftz(a); b = ftz(b); c = ftz(c);                                                     \
        int saved_ = fegetround(); fesetround(mode);                                            \
        volatile float r_ = fmaf(a, b, c);                                                      \
        fesetround(saved_);                                                                     \
        return ftz(r_);                                                                         \
    }                                                                                           \
    double nvvm_fma_##name##_d(double a, double b, double c) { ROUNDED(mode, double, fma(a, b, c)); }
FMA_F(rn, FE_TONEAREST)
FMA_F(rz, FE_TOWARDZERO)
FMA_F(rm, FE_DOWNWARD)
FMA_F(rp, FE_UPWARD)

/* rcp.rn etc.: 1/x in the rounding mode. */
float nvvm_rcp_rn_f(float x) { ROUNDED(FE_TONEAREST, float, 1.0f / x); }
float nvvm_rcp_rn_ftz_f(float x) { x = ftz(x); volatile float r = 1.0f / x; return ftz(r); }
float nvvm_rcp_rz_f(float x) { ROUNDED(FE_TOWARDZERO, float, 1.0f / x); }
float nvvm_rcp_rm_f(float x) { ROUNDED(FE_DOWNWARD, float, 1.0f / x); }
float nvvm_rcp_rp_f(float x) { ROUNDED(FE_UPWARD, float, 1.0f / x); }
double nvvm_rcp_rn_d(double x) { ROUNDED(FE_TONEAREST, double, 1.0 / x); }
double nvvm_rcp_rz_d(double x) { ROUNDED(FE_TOWARDZERO, double, 1.0 / x); }
double nvvm_rcp_rm_d(double x) { ROUNDED(FE_DOWNWARD, double, 1.0 / x); }
double nvvm_rcp_rp_d(double x) { ROUNDED(FE_UPWARD, double, 1.0 / x); }

/* sqrt.rn etc. */
float nvvm_sqrt_rn_f(float x) { return sqrtf(x); }
float nvvm_sqrt_rn_ftz_f(float x) { return ftz(sqrtf(ftz(x))); }
float nvvm_sqrt_f(float x) { return sqrtf(x); }
double nvvm_sqrt_rn_d(double x) { return sqrt(x); }
float nvvm_sqrt_rz_f(float x) { ROUNDED(FE_TOWARDZERO, float, sqrtf(x)); }
float nvvm_sqrt_rm_f(float x) { ROUNDED(FE_DOWNWARD, float, sqrtf(x)); }
float nvvm_sqrt_rp_f(float x) { ROUNDED(FE_UPWARD, float, sqrtf(x)); }

/* ---- approximations (correctly rounded models) ------------------------------------------- */
/* sqrt.approx: within 1 ulp (the correctly rounded root is one such value). */
float nvvm_sqrt_approx_f(float x) { return sqrtf(x); }
float nvvm_sqrt_approx_ftz_f(float x) { return ftz(sqrtf(ftz(x))); }
/* rsqrt.approx: 1/sqrt(x); +-0 -> +-inf, negative -> NaN, +inf -> +0. */
float nvvm_rsqrt_approx_f(float x) { return (float)(1.0 / sqrt((double)x)); }
float nvvm_rsqrt_approx_ftz_f(float x) { return ftz((float)(1.0 / sqrt((double)ftz(x)))); }
double nvvm_rsqrt_approx_d(double x) { return (double)(1.0L / sqrtl((long double)x)); }
double nvvm_rsqrt_approx_ftz_d(double x) { return ftzd((double)(1.0L / sqrtl((long double)ftzd(x)))); }
double nvvm_asm_rsqrt_approx_ftz_f64(double x) { return nvvm_rsqrt_approx_ftz_d(x); }
/* rcp.approx.ftz.f64: 1/x with f64 subnormals flushed. */
double nvvm_rcp_approx_ftz_d(double x) { return ftzd(1.0 / ftzd(x)); }
/* rcp.approx.ftz.f32 (libdevice's inline assembly). */
float nvvm_asm_rcp_approx_ftz_f32(float x) { return ftz(1.0f / ftz(x)); }
float nvvm_rcp_approx_ftz_f(float x) { return ftz(1.0f / ftz(x)); }
/* div.approx.f32: a / b within 2 ulp for 2^-126 <= |b| <= 2^126 (the correctly rounded quotient
 * is one such value); for 2^126 < |b| < 2^128 it returns NaN when a is infinite, else 0. */
float nvvm_div_approx_f(float a, float b) {
    float ab = fabsf(b);
    if (ab > 0x1p126f && ab < INFINITY) return isinf(a) ? NAN : 0.0f;
    return (float)((double)a / (double)b);
}
float nvvm_div_approx_ftz_f(float a, float b) { return ftz(nvvm_div_approx_f(ftz(a), ftz(b))); }
/* div.full.f32: within 2 ulp over the full range. */
float nvvm_div_full(float a, float b) { return (float)((double)a / (double)b); }
float nvvm_div_full_ftz(float a, float b) { return ftz((float)((double)ftz(a) / (double)ftz(b))); }
/* ex2.approx / lg2.approx / sin.approx / cos.approx / tanh.approx. */
float nvvm_ex2_approx_f32(float x) { return (float)exp2((double)x); }
float nvvm_ex2_approx_ftz_f32(float x) { return ftz((float)exp2((double)ftz(x))); }
float nvvm_ex2_approx_f(float x) { return nvvm_ex2_approx_f32(x); }
float nvvm_ex2_approx_ftz_f(float x) { return nvvm_ex2_approx_ftz_f32(x); }
double nvvm_ex2_approx_d(double x) { return (double)exp2l((long double)x); }
float nvvm_lg2_approx_f(float x) { return (float)log2((double)x); }
float nvvm_lg2_approx_ftz_f(float x) { return ftz((float)log2((double)ftz(x))); }
double nvvm_lg2_approx_d(double x) { return (double)log2l((long double)x); }
float nvvm_sin_approx_f(float x) { return (float)sin((double)x); }
float nvvm_sin_approx_ftz_f(float x) { return ftz((float)sin((double)ftz(x))); }
float nvvm_cos_approx_f(float x) { return (float)cos((double)x); }
float nvvm_cos_approx_ftz_f(float x) { return ftz((float)cos((double)ftz(x))); }
float nvvm_tanh_approx_f32(float x) { return (float)tanh((double)x); }

/* ---- plain operations --------------------------------------------------------------------- */
float nvvm_fabs_f32(float x) { return fabsf(x); }
float nvvm_fabs_ftz_f32(float x) { return fabsf(ftz(x)); }
double nvvm_fabs_f64(double x) { return fabs(x); }
float nvvm_fabs_f(float x) { return fabsf(x); }
float nvvm_fabs_ftz_f(float x) { return fabsf(ftz(x)); }
double nvvm_fabs_d(double x) { return fabs(x); }
/* min/max: the non-NaN operand, NaN only when both are (PTX has no signaling NaNs: C's
 * fmin returns NaN for a signaling one); -0 < +0. */
static double min_of(double a, double b) {
    if (isnan(a)) return isnan(b) ? NAN : b;
    if (isnan(b)) return a;
    return a < b ? a : b < a ? b : signbit(a) ? a : b;
}
static double max_of(double a, double b) {
    if (isnan(a)) return isnan(b) ? NAN : b;
    if (isnan(b)) return a;
    return a > b ? a : b > a ? b : signbit(a) ? b : a;
}
float nvvm_fmin_f(float a, float b) { return (float)min_of(a, b); }
float nvvm_fmax_f(float a, float b) { return (float)max_of(a, b); }
float nvvm_fmin_ftz_f(float a, float b) { return (float)min_of(ftz(a), ftz(b)); }
float nvvm_fmax_ftz_f(float a, float b) { return (float)max_of(ftz(a), ftz(b)); }
double nvvm_fmin_d(double a, double b) { return min_of(a, b); }
double nvvm_fmax_d(double a, double b) { return max_of(a, b); }
/* cvt.rni / rzi / rmi / rpi .f32.f32 (and .f64): to integral values. */
float nvvm_round_f(float x) { return rintf(x); }
float nvvm_round_ftz_f(float x) { return rintf(ftz(x)); }
double nvvm_round_d(double x) { return rint(x); }
float nvvm_trunc_f(float x) { return truncf(x); }
float nvvm_trunc_ftz_f(float x) { return truncf(ftz(x)); }
double nvvm_trunc_d(double x) { return trunc(x); }
float nvvm_floor_f(float x) { return floorf(x); }
float nvvm_floor_ftz_f(float x) { return floorf(ftz(x)); }
double nvvm_floor_d(double x) { return floor(x); }
float nvvm_ceil_f(float x) { return ceilf(x); }
float nvvm_ceil_ftz_f(float x) { return ceilf(ftz(x)); }
double nvvm_ceil_d(double x) { return ceil(x); }
/* cvt.sat.f32.f32: clamp to [0, 1]; NaN -> +0. */
float nvvm_saturate_f(float x) { return isnan(x) ? 0.0f : x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x; }
float nvvm_saturate_ftz_f(float x) { return nvvm_saturate_f(ftz(x)); }
double nvvm_saturate_d(double x) { return isnan(x) ? 0.0 : x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x; }

/* ---- conversions ---------------------------------------------------------------------------- */
static int32_t sat_i32(double r) {
    if (isnan(r)) return 0;
    if (r >= 2147483647.0) return INT32_MAX;
    if (r <= -2147483648.0) return INT32_MIN;
    return (int32_t)r;
}
static int64_t sat_i64(long double r) {
    if (isnan(r)) return 0;
    if (r >= 9223372036854775807.0L) return INT64_MAX;
    if (r <= -9223372036854775808.0L) return INT64_MIN;
    return (int64_t)r;
}
static uint32_t sat_u32(double r) {
    if (isnan(r) || r <= 0) return 0;
    if (r >= 4294967295.0) return UINT32_MAX;
    return (uint32_t)r;
}
static uint64_t sat_u64(long double r) {
    if (isnan(r) || r <= 0) return 0;
    if (r >= 18446744073709551615.0L) return UINT64_MAX;
    return (uint64_t)r;
}
#define F2I(suffix, round_fn)                                                        \
    int32_t nvvm_f2i_##suffix(float x) { return sat_i32(round_fn((double)x)); }     \
    int32_t nvvm_f2i_##suffix##_ftz(float x) { return sat_i32(round_fn((double)ftz(x))); } \
    uint32_t nvvm_f2ui_##suffix(float x) { return sat_u32(round_fn((double)x)); }   \
    uint32_t nvvm_f2ui_##suffix##_ftz(float x) { return sat_u32(round_fn((double)ftz(x))); } \
    int64_t nvvm_f2ll_##suffix(float x) { return sat_i64(round_fn((double)x)); }    \
    int64_t nvvm_f2ll_##suffix##_ftz(float x) { return sat_i64(round_fn((double)ftz(x))); } \
    uint64_t nvvm_f2ull_##suffix(float x) { return sat_u64(round_fn((double)x)); }  \
    uint64_t nvvm_f2ull_##suffix##_ftz(float x) { return sat_u64(round_fn((double)ftz(x))); } \
    int32_t nvvm_d2i_##suffix(double x) { return sat_i32(round_fn(x)); }            \
    uint32_t nvvm_d2ui_##suffix(double x) { return sat_u32(round_fn(x)); }          \
    int64_t nvvm_d2ll_##suffix(double x) { return sat_i64(round_fn(x)); }           \
    uint64_t nvvm_d2ull_##suffix(double x) { return sat_u64(round_fn(x)); }
F2I(rn, rint)
F2I(rz, trunc)
F2I(rm, floor)
F2I(rp, ceil)

/* Integer to float with rounding. */
float nvvm_i2f_rn(int32_t x) { return (float)x; }
float nvvm_i2f_rz(int32_t x) { ROUNDED(FE_TOWARDZERO, float, (float)x); }
float nvvm_ll2f_rn(int64_t x) { return (float)x; }
double nvvm_ll2d_rn(int64_t x) { return (double)x; }
double nvvm_ll2d_rz(int64_t x) { ROUNDED(FE_TOWARDZERO, double, (double)x); }
float nvvm_ull2f_rn(uint64_t x) { return (float)x; }
double nvvm_ull2d_rn(uint64_t x) { return (double)x; }
float nvvm_ui2f_rn(uint32_t x) { return (float)x; }
double nvvm_i2d_rn(int32_t x) { return (double)x; }
double nvvm_ui2d_rn(uint32_t x) { return (double)x; }
/* cvt.rn.f32.f64 etc. */
float nvvm_d2f_rn(double x) { return (float)x; }
float nvvm_d2f_rn_ftz(double x) { return ftz((float)x); }
float nvvm_d2f_rz(double x) { ROUNDED(FE_TOWARDZERO, float, (float)x); }
float nvvm_d2f_rm(double x) { ROUNDED(FE_DOWNWARD, float, (float)x); }
float nvvm_d2f_rp(double x) { ROUNDED(FE_UPWARD, float, (float)x); }

/* ---- bit moves ------------------------------------------------------------------------------ */
int32_t nvvm_d2i_hi(double d) { return (int32_t)(uint32_t)(d2u(d) >> 32); }
int32_t nvvm_d2i_lo(double d) { return (int32_t)(uint32_t)d2u(d); }
double nvvm_lohi_i2d(int32_t lo, int32_t hi) { return u2d(((uint64_t)(uint32_t)hi << 32) | (uint32_t)lo); }
float nvvm_bitcast_i2f(int32_t x) { return u2f((uint32_t)x); }
int32_t nvvm_bitcast_f2i(float x) { return (int32_t)f2u(x); }
double nvvm_bitcast_ll2d(int64_t x) { return u2d((uint64_t)x); }
int64_t nvvm_bitcast_d2ll(double x) { return (int64_t)d2u(x); }

/* ---- integer helpers ---------------------------------------------------------------------- */
int32_t nvvm_mulhi_i(int32_t a, int32_t b) { return (int32_t)(((int64_t)a * b) >> 32); }
uint32_t nvvm_mulhi_ui(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) >> 32); }
int64_t nvvm_mulhi_ll(int64_t a, int64_t b) { return (int64_t)(((__int128)a * b) >> 64); }
uint64_t nvvm_mulhi_ull(uint64_t a, uint64_t b) { return (uint64_t)(((unsigned __int128)a * b) >> 64); }
int32_t nvvm_mul24_i(int32_t a, int32_t b) {
    int64_t x = (int32_t)((uint32_t)a << 8) >> 8, y = (int32_t)((uint32_t)b << 8) >> 8;
    return (int32_t)(x * y);
}

/* ---- libdevice's scalar inline assembly ----------------------------------------------------- */
float nvvm_asm_sub_rn_f32(float a, float b) { volatile float r = a - b; return r; }
float nvvm_asm_sub_rn_ftz_f32(float a, float b) { volatile float r = ftz(a) - ftz(b); return ftz(r); }
double nvvm_asm_sub_rn_f64(double a, double b) { volatile double r = a - b; return r; }
