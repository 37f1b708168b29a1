/* The reference for nvvmc's math (see math_ref.h): exact results from MPFR for every row of the
 * math table, CUDA's accuracy bounds, and libdevice's documented deviations.
 *
 * Each ref_<op> computes the mathematically exact result to MC_PREC bits (fma, fdim: exactly);
 * mc_round() then rounds it to the format, which gives the correctly rounded result. Special
 * values follow C99 Annex F / IEEE 754 (MPFR's conventions, except where noted), the CUDA math
 * API documentation where C says nothing (rsqrt, rcbrt, rhypot, norm*, erfinv, erfcinv, erfcx,
 * normcdf, normcdfinv, cyl_bessel_i0/i1, sinpi/cospi). */
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "math_ref.h"

#define RN MPFR_RNDN

/* ---- formats ------------------------------------------------------------------------------ */
static const struct {
    const char *name;
    int p, emin, emax, bits, mant;
} FMT[] = {
    [MC_F16] = {"f16", 11, -14, 15, 16, 10},
    [MC_BF16] = {"bf16", 8, -126, 127, 16, 7},
    [MC_F32] = {"f32", 24, -126, 127, 32, 23},
    [MC_F64] = {"f64", 53, -1022, 1023, 64, 52},
};

const char *mc_fmt_name(mc_fmt f) { return FMT[f].name; }
int mc_fmt_bits(mc_fmt f) { return FMT[f].bits; }
static uint64_t sign_mask(mc_fmt f) { return 1ull << (FMT[f].bits - 1); }
static uint64_t mant_mask(mc_fmt f) { return (1ull << FMT[f].mant) - 1; }
static uint64_t exp_mask(mc_fmt f) { return (sign_mask(f) - 1) & ~mant_mask(f); }
static uint64_t all_mask(mc_fmt f) { return FMT[f].bits == 64 ? ~0ull : (1ull << FMT[f].bits) - 1; }
int mc_isnan(uint64_t b, mc_fmt f) { return (b & exp_mask(f)) == exp_mask(f) && (b & mant_mask(f)); }
int mc_isinf(uint64_t b, mc_fmt f) { return (b & ~sign_mask(f) & all_mask(f)) == exp_mask(f); }
int mc_iszero(uint64_t b, mc_fmt f) { return (b & ~sign_mask(f) & all_mask(f)) == 0; }
int mc_issubnormal(uint64_t b, mc_fmt f) { return (b & exp_mask(f)) == 0 && (b & mant_mask(f)); }
int mc_signbit(uint64_t b, mc_fmt f) { return (b & sign_mask(f)) != 0; }
uint64_t mc_zero(int negative, mc_fmt f) { return negative ? sign_mask(f) : 0; }
uint64_t mc_flush(uint64_t b, mc_fmt f) { return mc_issubnormal(b, f) ? (b & sign_mask(f)) : b; }

double mc_to_double(uint64_t b, mc_fmt f) {
    int neg = mc_signbit(b, f);
    uint64_t e = (b & exp_mask(f)) >> FMT[f].mant, m = b & mant_mask(f);
    int bias = FMT[f].emax;
    double v;
    if (e == (exp_mask(f) >> FMT[f].mant)) v = m ? NAN : INFINITY;
    else if (e == 0) v = ldexp((double)m, 1 - bias - FMT[f].mant);
    else v = ldexp((double)(m | (1ull << FMT[f].mant)), (int)e - bias - FMT[f].mant);
    return neg ? -v : v;
}

void mc_to_mpfr(mpfr_t out, uint64_t b, mc_fmt f) {
    if (mc_isnan(b, f)) { mpfr_set_nan(out); return; }
    if (mc_isinf(b, f)) { mpfr_set_inf(out, mc_signbit(b, f) ? -1 : 1); return; }
    if (mc_iszero(b, f)) { mpfr_set_zero(out, mc_signbit(b, f) ? -1 : 1); return; }
    uint64_t e = (b & exp_mask(f)) >> FMT[f].mant, m = b & mant_mask(f);
    int bias = FMT[f].emax;
    if (e) m |= 1ull << FMT[f].mant;
    else e = 1;
    mpfr_set_uj_2exp(out, m, (intmax_t)e - bias - FMT[f].mant, RN);
    if (mc_signbit(b, f)) mpfr_neg(out, out, RN);
}

/* The bits of a double that is exactly representable in the format. */
static uint64_t encode(double d, mc_fmt f) {
    uint64_t s = signbit(d) ? sign_mask(f) : 0;
    if (isnan(d)) return exp_mask(f) | (1ull << (FMT[f].mant - 1));
    if (isinf(d)) return s | exp_mask(f);
    if (d == 0) return s;
    int bias = FMT[f].emax, e;
    double m = frexp(fabs(d), &e); /* d = m 2^e, m in [0.5, 1) */
    int ue = e - 1;                 /* d = (2m) 2^ue */
    if (ue < 1 - bias) {            /* subnormal: d = k 2^(1-bias-mant) */
        uint64_t k = (uint64_t)ldexp(fabs(d), bias - 1 + FMT[f].mant);
        return s | k;
    }
    uint64_t frac = (uint64_t)ldexp(2 * m - 1, FMT[f].mant);
    return s | ((uint64_t)(ue + bias) << FMT[f].mant) | frac;
}

uint64_t mc_round(mpfr_srcptr v, mc_fmt f) {
    if (mpfr_nan_p(v)) return exp_mask(f) | (1ull << (FMT[f].mant - 1));
    if (mpfr_inf_p(v)) return (mpfr_signbit(v) ? sign_mask(f) : 0) | exp_mask(f);
    if (mpfr_zero_p(v)) return mpfr_signbit(v) ? sign_mask(f) : 0;
    mpfr_t t;
    mpfr_init2(t, FMT[f].p);
    int inex = mpfr_set(t, v, RN);
    mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
    mpfr_set_emin(FMT[f].emin - FMT[f].p + 2);
    mpfr_set_emax(FMT[f].emax + 1);
    inex = mpfr_check_range(t, inex, RN);
    mpfr_subnormalize(t, inex, RN);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    double d = mpfr_get_d(t, RN);
    mpfr_clear(t);
    return encode(d, f);
}

int64_t mc_ordinal(uint64_t b, mc_fmt f) {
    int64_t mag = (int64_t)(b & ~sign_mask(f) & all_mask(f));
    return mc_signbit(b, f) ? -mag : mag;
}

void mc_format(char *buf, size_t n, uint64_t b, mc_fmt f) {
    int w = FMT[f].bits / 4;
    snprintf(buf, n, "%a (0x%0*" PRIx64 ")", mc_to_double(b, f), w, b);
}

/* ---- references ------------------------------------------------------------------------- */
typedef int (*ref_fn)(mpfr_t *o, mpfr_t *a, long n, mc_fmt f);
#define R(name) static int ref_##name(mpfr_t *o, mpfr_t *a, long n, mc_fmt f)
#define UNUSED (void)n; (void)f

#define R1(name, mpfr_fn) R(name) { UNUSED; mpfr_fn(o[0], a[0], RN); return 1; }
R1(sin, mpfr_sin)
R1(cos, mpfr_cos)
R1(tan, mpfr_tan)
R1(asin, mpfr_asin)
R1(acos, mpfr_acos)
R1(atan, mpfr_atan)
R1(sinh, mpfr_sinh)
R1(cosh, mpfr_cosh)
R1(tanh, mpfr_tanh)
R1(asinh, mpfr_asinh)
R1(acosh, mpfr_acosh)
R1(atanh, mpfr_atanh)
R1(sinpi, mpfr_sinpi)
R1(cospi, mpfr_cospi)
R1(exp, mpfr_exp)
R1(exp2, mpfr_exp2)
R1(exp10, mpfr_exp10)
R1(expm1, mpfr_expm1)
R1(log, mpfr_log)
R1(log2, mpfr_log2)
R1(log10, mpfr_log10)
R1(log1p, mpfr_log1p)
R1(cbrt, mpfr_cbrt)
R1(erf, mpfr_erf)
R1(erfc, mpfr_erfc)
R1(tgamma, mpfr_gamma)
R1(j0, mpfr_j0)
/* j1(+-inf) = +-0 (CUDA math API; J1 is odd). */
R(j1) { UNUSED; if (mpfr_inf_p(a[0])) mpfr_set_zero(o[0], mpfr_sgn(a[0])); else mpfr_j1(o[0], a[0], RN); return 1; }
R1(y0, mpfr_y0)
R1(y1, mpfr_y1)
R1(sqrt, mpfr_sqrt)
R(atan2) { UNUSED; mpfr_atan2(o[0], a[0], a[1], RN); return 1; }
R(pow) { UNUSED; mpfr_pow(o[0], a[0], a[1], RN); return 1; }
R(powi) { (void)f; mpfr_pow_si(o[0], a[0], n, RN); return 1; }
R(hypot) { UNUSED; mpfr_hypot(o[0], a[0], a[1], RN); return 1; }
R(sincos) { UNUSED; mpfr_sin(o[0], a[0], RN); mpfr_cos(o[1], a[0], RN); return 2; }
R(sincospi) { UNUSED; mpfr_sinpi(o[0], a[0], RN); mpfr_cospi(o[1], a[0], RN); return 2; }
/* J_-n = (-1)^n J_n, Y_-n = (-1)^n Y_n (MPFR 4.2.0's jn asserts for n < 0 at large x). */
R(jn) {
    (void)f;
    mpfr_jn(o[0], labs(n), a[0], RN);
    if (n < 0 && (n & 1)) mpfr_neg(o[0], o[0], RN);
    return 1;
}
R(yn) {
    (void)f;
    mpfr_yn(o[0], labs(n), a[0], RN);
    if (n < 0 && (n & 1)) mpfr_neg(o[0], o[0], RN);
    return 1;
}
R(lgamma) { UNUSED; int sign; mpfr_lgamma(o[0], &sign, a[0], RN); return 1; }

/* 1/sqrt(x): rsqrt(+-0) = +-inf (CUDA; MPFR's rec_sqrt(-0) is +inf). */
R(rsqrt) {
    UNUSED;
    if (mpfr_zero_p(a[0])) mpfr_set_inf(o[0], mpfr_signbit(a[0]) ? -1 : 1);
    else mpfr_rec_sqrt(o[0], a[0], RN);
    return 1;
}
/* 1/cbrt(x): +-0 -> +-inf, +-inf -> +-0. */
R(rcbrt) { UNUSED; mpfr_cbrt(o[0], a[0], RN); mpfr_ui_div(o[0], 1, o[0], RN); return 1; }
/* 1/hypot(x, y): 0 for an infinite operand (even with a NaN), +inf for two zeros. */
R(rhypot) { UNUSED; mpfr_hypot(o[0], a[0], a[1], RN); mpfr_ui_div(o[0], 1, o[0], RN); return 1; }

/* sqrt of a sum of squares; +inf when any operand is infinite (even with a NaN). */
static void norm_n(mpfr_t o, mpfr_t *a, int k) {
    for (int i = 0; i < k; i++)
        if (mpfr_inf_p(a[i])) { mpfr_set_inf(o, 1); return; }
    for (int i = 0; i < k; i++)
        if (mpfr_nan_p(a[i])) { mpfr_set_nan(o); return; }
    mpfr_t s;
    mpfr_init2(s, 2 * MC_PREC);
    mpfr_set_zero(s, 1);
    for (int i = 0; i < k; i++) {
        mpfr_t q;
        mpfr_init2(q, 2 * MC_PREC);
        mpfr_sqr(q, a[i], RN);
        mpfr_add(s, s, q, RN);
        mpfr_clear(q);
    }
    mpfr_sqrt(o, s, RN);
    mpfr_clear(s);
}
R(norm3d) { UNUSED; norm_n(o[0], a, 3); return 1; }
R(norm4d) { UNUSED; norm_n(o[0], a, 4); return 1; }
R(rnorm3d) { UNUSED; norm_n(o[0], a, 3); mpfr_ui_div(o[0], 1, o[0], RN); return 1; }
R(rnorm4d) { UNUSED; norm_n(o[0], a, 4); mpfr_ui_div(o[0], 1, o[0], RN); return 1; }

/* y with erf(y) = x for |x| < 1/2: Newton from x sqrt(pi)/2 (erf is nearly linear there). */
static void erfinv_small(mpfr_t y, mpfr_srcptr x) {
    mpfr_t e, d, c;
    mpfr_inits2(MC_PREC + 32, e, d, c, (mpfr_ptr)0);
    mpfr_const_pi(c, RN);
    mpfr_sqrt(c, c, RN); /* sqrt(pi) */
    mpfr_mul(y, x, c, RN);
    mpfr_div_2ui(y, y, 1, RN);
    for (int it = 0; it < 100 && !mpfr_zero_p(y); it++) {
        mpfr_erf(e, y, RN);
        mpfr_sub(e, e, x, RN); /* erf(y) - x */
        mpfr_sqr(d, y, RN);
        mpfr_neg(d, d, RN);
        mpfr_exp(d, d, RN);
        mpfr_mul_2ui(d, d, 1, RN);
        mpfr_div(d, d, c, RN); /* erf'(y) */
        mpfr_div(e, e, d, RN);
        mpfr_sub(y, y, e, RN);
        if (mpfr_zero_p(e) || mpfr_get_exp(e) < mpfr_get_exp(y) - MC_PREC - 8) break;
    }
    mpfr_clears(e, d, c, (mpfr_ptr)0);
}

/* log erfc(y) and its derivative -2/sqrt(pi) exp(-y^2)/erfc(y), for y > 0.4. Beyond 16 from the
 * asymptotic series erfc(y) = exp(-y^2)/(y sqrt(pi)) S, S = sum (-1)^k (2k-1)!!/(2y^2)^k, whose
 * terms fall below 2^-360 before they grow again (MPFR's erfc is slow out there). */
static void log_erfc(mpfr_t l, mpfr_t dl, mpfr_srcptr y) {
    mpfr_t t, u, s, c;
    mpfr_inits2(MC_PREC + 32, t, u, s, c, (mpfr_ptr)0);
    mpfr_const_pi(c, RN);
    mpfr_sqrt(c, c, RN); /* sqrt(pi) */
    if (mpfr_cmp_ui(y, 16) > 0) {
        mpfr_sqr(u, y, RN);
        mpfr_mul_2ui(u, u, 1, RN); /* 2y^2 */
        mpfr_set_ui(s, 1, RN);
        mpfr_set_ui(t, 1, RN);
        for (long k = 1; k < 100000; k++) {
            mpfr_mul_si(t, t, -(2 * k - 1), RN);
            mpfr_div(t, t, u, RN);
            mpfr_add(s, s, t, RN);
            if (mpfr_get_exp(t) < -(long)MC_PREC - 24) break;
        }
        /* log erfc = -y^2 - log(y sqrt(pi)) + log S; derivative -2y/S */
        mpfr_mul(t, y, c, RN);
        mpfr_log(t, t, RN);
        mpfr_log(u, s, RN);
        mpfr_sub(u, u, t, RN);
        mpfr_sqr(t, y, RN);
        mpfr_sub(l, u, t, RN);
        mpfr_mul_2ui(dl, y, 1, RN);
        mpfr_div(dl, dl, s, RN);
        mpfr_neg(dl, dl, RN);
    } else {
        mpfr_erfc(s, y, RN);
        mpfr_log(l, s, RN);
        mpfr_sqr(t, y, RN);
        mpfr_neg(t, t, RN);
        mpfr_exp(t, t, RN);
        mpfr_mul_2ui(t, t, 1, RN);
        mpfr_div(t, t, c, RN);
        mpfr_div(t, t, s, RN);
        mpfr_neg(dl, t, RN);
    }
    mpfr_clears(t, u, s, c, (mpfr_ptr)0);
}

/* y >= 0 with erfc(y) = q for 0 < q <= 1/2 (q a double): bisection with the C library's erfc to
 * about 2^-50, then Newton on log erfc. */
static void erfcinv_small(mpfr_t y, mpfr_srcptr q) {
    mpfr_t lq, d, c;
    mpfr_inits2(MC_PREC + 32, lq, d, c, (mpfr_ptr)0);
    double qd = mpfr_get_d(q, RN), lo = 0, hi = 27.3; /* erfc(27.3) < 2^-1074 */
    for (int it = 0; it < 64; it++) {
        double mid = 0.5 * (lo + hi);
        if (erfc(mid) > qd) lo = mid;
        else hi = mid;
    }
    mpfr_set_d(y, lo, RN);
    mpfr_log(lq, q, RN);
    for (int it = 0; it < 100; it++) {
        mpfr_t g;
        mpfr_init2(g, MC_PREC + 32);
        log_erfc(g, d, y); /* g = log erfc(y), d = its derivative */
        mpfr_sub(g, g, lq, RN);
        mpfr_div(g, g, d, RN);
        mpfr_sub(y, y, g, RN);
        int done = mpfr_zero_p(g) || mpfr_get_exp(g) < mpfr_get_exp(y) - MC_PREC - 8;
        mpfr_clear(g);
        if (done) break;
    }
    mpfr_clears(lq, d, c, (mpfr_ptr)0);
}

static void erfinv_any(mpfr_t o, mpfr_srcptr x);

/* erfcinv(q): NaN outside [0, 2], +inf at 0, -inf at 2. */
static void erfcinv_any(mpfr_t o, mpfr_srcptr q) {
    if (mpfr_nan_p(q) || mpfr_sgn(q) < 0 || mpfr_cmp_ui(q, 2) > 0) { mpfr_set_nan(o); return; }
    if (mpfr_zero_p(q)) { mpfr_set_inf(o, 1); return; }
    if (mpfr_cmp_ui(q, 2) == 0) { mpfr_set_inf(o, -1); return; }
    mpfr_t t;
    mpfr_init2(t, MC_PREC + 64);
    if (mpfr_cmp_d(q, 0.5) <= 0) {
        erfcinv_small(o, q);
    } else if (mpfr_cmp_d(q, 1.5) < 0) {
        mpfr_ui_sub(t, 1, q, RN); /* exact */
        erfinv_any(o, t);
    } else {
        mpfr_ui_sub(t, 2, q, RN); /* exact */
        erfcinv_small(o, t);
        mpfr_neg(o, o, RN);
    }
    mpfr_clear(t);
}

/* erfinv(x): NaN outside [-1, 1], +-inf at +-1. */
static void erfinv_any(mpfr_t o, mpfr_srcptr x) {
    if (mpfr_nan_p(x) || mpfr_cmpabs_ui(x, 1) > 0) { mpfr_set_nan(o); return; }
    if (mpfr_cmpabs_ui(x, 1) == 0) { mpfr_set_inf(o, mpfr_sgn(x)); return; }
    if (mpfr_zero_p(x)) { mpfr_set(o, x, RN); return; }
    if (mpfr_cmp_d(x, 0.5) < 0 && mpfr_cmp_d(x, -0.5) > 0) {
        erfinv_small(o, x);
        return;
    }
    mpfr_t t;
    mpfr_init2(t, MC_PREC + 64);
    mpfr_abs(t, x, RN);
    mpfr_ui_sub(t, 1, t, RN); /* exact for |x| >= 1/2 */
    erfcinv_small(o, t);
    if (mpfr_sgn(x) < 0) mpfr_neg(o, o, RN);
    mpfr_clear(t);
}
R(erfinv) { UNUSED; erfinv_any(o[0], a[0]); return 1; }
R(erfcinv) { UNUSED; erfcinv_any(o[0], a[0]); return 1; }

/* normcdfinv(p) = -sqrt(2) erfcinv(2p). */
R(normcdfinv) {
    UNUSED;
    mpfr_t t, s;
    mpfr_inits2(MC_PREC + 64, t, s, (mpfr_ptr)0);
    mpfr_mul_2ui(t, a[0], 1, RN);
    erfcinv_any(o[0], t);
    mpfr_sqrt_ui(s, 2, RN);
    mpfr_mul(o[0], o[0], s, RN);
    mpfr_neg(o[0], o[0], RN);
    if (mpfr_zero_p(o[0])) mpfr_set_zero(o[0], 1); /* normcdfinv(0.5) = +0 */
    mpfr_clears(t, s, (mpfr_ptr)0);
    return 1;
}
/* normcdf(x) = erfc(-x / sqrt(2)) / 2. */
R(normcdf) {
    UNUSED;
    mpfr_t t, s;
    mpfr_inits2(MC_PREC + 64, t, s, (mpfr_ptr)0);
    mpfr_sqrt_ui(s, 2, RN);
    mpfr_div(t, a[0], s, RN);
    mpfr_neg(t, t, RN);
    mpfr_erfc(o[0], t, RN);
    mpfr_div_2ui(o[0], o[0], 1, RN);
    mpfr_clears(t, s, (mpfr_ptr)0);
    return 1;
}
/* erfcx(x) = exp(x^2) erfc(x); its asymptotic series beyond 1e4 (MPFR's default exponent
 * range holds exp(x^2) up to x ~ 27000). */
R(erfcx) {
    UNUSED;
    mpfr_srcptr x = a[0];
    if (mpfr_nan_p(x)) { mpfr_set_nan(o[0]); return 1; }
    if (mpfr_inf_p(x)) {
        if (mpfr_sgn(x) > 0) mpfr_set_zero(o[0], 1);
        else mpfr_set_inf(o[0], 1);
        return 1;
    }
    if (mpfr_cmp_si(x, -1000) < 0) { mpfr_set_inf(o[0], 1); return 1; }
    mpfr_t t, u, s;
    mpfr_inits2(MC_PREC + 64, t, u, s, (mpfr_ptr)0);
    if (mpfr_cmp_ui(x, 10000) > 0) {
        /* 1/(x sqrt(pi)) * sum_k (-1)^k (2k-1)!! / (2x^2)^k */
        mpfr_sqr(u, x, RN);
        mpfr_mul_2ui(u, u, 1, RN); /* 2x^2 */
        mpfr_set_ui(s, 1, RN);
        mpfr_set_ui(t, 1, RN);
        for (int k = 1; k < 40; k++) {
            mpfr_mul_si(t, t, -(2 * k - 1), RN);
            mpfr_div(t, t, u, RN);
            mpfr_add(s, s, t, RN);
        }
        mpfr_const_pi(t, RN);
        mpfr_sqrt(t, t, RN);
        mpfr_mul(t, t, x, RN);
        mpfr_div(o[0], s, t, RN);
    } else {
        mpfr_sqr(t, x, RN);
        mpfr_exp(t, t, RN);
        mpfr_erfc(u, x, RN);
        mpfr_mul(o[0], t, u, RN);
    }
    mpfr_clears(t, u, s, (mpfr_ptr)0);
    return 1;
}

/* I0(x) = sum (x^2/4)^k / (k!)^2, I1(x) = x/2 sum (x^2/4)^k / (k! (k+1)!). */
static void bessel_i(mpfr_t o, mpfr_srcptr x, int order) {
    if (mpfr_nan_p(x)) { mpfr_set_nan(o); return; }
    if (mpfr_inf_p(x) || mpfr_cmpabs_ui(x, 1000) > 0) {
        mpfr_set_inf(o, order == 1 ? mpfr_sgn(x) : 1);
        return;
    }
    if (mpfr_zero_p(x)) {
        if (order == 0) mpfr_set_ui(o, 1, RN);
        else mpfr_set(o, x, RN);
        return;
    }
    mpfr_t q, t, s;
    mpfr_inits2(MC_PREC + 64, q, t, s, (mpfr_ptr)0);
    mpfr_sqr(q, x, RN);
    mpfr_div_2ui(q, q, 2, RN);
    mpfr_set_ui(t, 1, RN);
    mpfr_set_ui(s, 1, RN);
    for (unsigned long k = 1; k < 100000; k++) {
        mpfr_mul(t, t, q, RN);
        mpfr_div_ui(t, t, k, RN);
        mpfr_div_ui(t, t, k + (unsigned long)order, RN);
        mpfr_add(s, s, t, RN);
        if (mpfr_get_exp(t) < mpfr_get_exp(s) - MC_PREC - 16) break;
    }
    if (order == 1) {
        mpfr_mul(s, s, x, RN);
        mpfr_div_2ui(s, s, 1, RN);
    }
    mpfr_set(o, s, RN);
    mpfr_clears(q, t, s, (mpfr_ptr)0);
}
R(cyl_bessel_i0) { UNUSED; bessel_i(o[0], a[0], 0); return 1; }
R(cyl_bessel_i1) { UNUSED; bessel_i(o[0], a[0], 1); return 1; }

/* logb: the exponent of |x| as a float; -inf at 0, +inf at inf. */
R(logb) {
    UNUSED;
    mpfr_srcptr x = a[0];
    if (mpfr_nan_p(x)) mpfr_set_nan(o[0]);
    else if (mpfr_inf_p(x)) mpfr_set_inf(o[0], 1);
    else if (mpfr_zero_p(x)) mpfr_set_inf(o[0], -1);
    else mpfr_set_si(o[0], (long)mpfr_get_exp(x) - 1, RN);
    return 1;
}
/* ilogb: INT_MIN for 0 and NaN, INT_MAX for inf (CUDA and glibc on x86). */
R(ilogb) {
    UNUSED;
    mpfr_srcptr x = a[0];
    if (mpfr_nan_p(x) || mpfr_zero_p(x)) mpfr_set_si(o[0], INT_MIN, RN);
    else if (mpfr_inf_p(x)) mpfr_set_si(o[0], INT_MAX, RN);
    else mpfr_set_si(o[0], (long)mpfr_get_exp(x) - 1, RN);
    return 1;
}

R(fmod) { UNUSED; mpfr_fmod(o[0], a[0], a[1], RN); return 1; }
R(remainder) { UNUSED; mpfr_remainder(o[0], a[0], a[1], RN); return 1; }
R(remquo) {
    UNUSED;
    long q = 0;
    mpfr_remquo(o[0], &q, a[0], a[1], RN);
    mpfr_set_si(o[1], q, RN);
    return 2;
}
/* fdim and fma exactly (the sum of operands of very different magnitude needs ~2200 bits). */
R(fdim) { UNUSED; mpfr_set_prec(o[0], 2400); mpfr_dim(o[0], a[0], a[1], RN); return 1; }
R(fma) { UNUSED; mpfr_set_prec(o[0], 2400); mpfr_fma(o[0], a[0], a[1], a[2], RN); return 1; }
/* nextafter in the format: the neighbour of x toward y. */
R(nextafter) {
    (void)n;
    if (mpfr_nan_p(a[0]) || mpfr_nan_p(a[1])) { mpfr_set_nan(o[0]); return 1; }
    int c = mpfr_cmp(a[0], a[1]);
    if (c == 0) { mpfr_set(o[0], a[1], RN); return 1; }
    uint64_t b = mc_round(a[0], f);
    if (mc_iszero(b, f)) b = (c > 0 ? sign_mask(f) : 0) | 1; /* the smallest subnormal toward y */
    else if ((c < 0) == !mc_signbit(b, f)) b += 1;           /* away from zero */
    else b -= 1;
    mc_to_mpfr(o[0], b, f);
    return 1;
}
R(modf) { UNUSED; mpfr_modf(o[1], o[0], a[0], RN); return 2; }
R(frexp) {
    UNUSED;
    mpfr_exp_t e = 0;
    if (mpfr_regular_p(a[0])) mpfr_frexp(&e, o[0], a[0], RN);
    else mpfr_set(o[0], a[0], RN);
    mpfr_set_si(o[1], (long)e, RN);
    return 2;
}
R(ldexp) { (void)f; mpfr_mul_2si(o[0], a[0], n, RN); return 1; }
R(scalbn) { (void)f; mpfr_mul_2si(o[0], a[0], n, RN); return 1; }
R(nan) { UNUSED; (void)a; mpfr_set_nan(o[0]); return 1; }
R(round) { UNUSED; mpfr_round(o[0], a[0]); return 1; }
R(rint) { UNUSED; mpfr_roundeven(o[0], a[0]); return 1; }
R(trunc) { UNUSED; mpfr_trunc(o[0], a[0]); return 1; }
R(floor) { UNUSED; mpfr_floor(o[0], a[0]); return 1; }
R(ceil) { UNUSED; mpfr_ceil(o[0], a[0]); return 1; }
R(fabs) { UNUSED; mpfr_abs(o[0], a[0], RN); return 1; }
R(copysign) { UNUSED; mpfr_copysign(o[0], a[0], a[1], RN); return 1; }
/* minnum/maxnum (and C fmin/fmax): the non-NaN operand; which zero of +0, -0 is not
 * specified (LangRef), the driver accepts either. */
R(fmin) { UNUSED; mpfr_min(o[0], a[0], a[1], RN); return 1; }
R(fmax) { UNUSED; mpfr_max(o[0], a[0], a[1], RN); return 1; }

static const struct {
    const char *op;
    ref_fn fn;
    int arity; /* floating-point operands */
    mc_kind kind;
} OPS[] = {
    {"sin", ref_sin, 1, MC_BOUNDED}, {"cos", ref_cos, 1, MC_BOUNDED}, {"tan", ref_tan, 1, MC_BOUNDED},
    {"asin", ref_asin, 1, MC_BOUNDED}, {"acos", ref_acos, 1, MC_BOUNDED}, {"atan", ref_atan, 1, MC_BOUNDED},
    {"atan2", ref_atan2, 2, MC_BOUNDED}, {"sinh", ref_sinh, 1, MC_BOUNDED}, {"cosh", ref_cosh, 1, MC_BOUNDED},
    {"tanh", ref_tanh, 1, MC_BOUNDED}, {"asinh", ref_asinh, 1, MC_BOUNDED}, {"acosh", ref_acosh, 1, MC_BOUNDED},
    {"atanh", ref_atanh, 1, MC_BOUNDED}, {"sinpi", ref_sinpi, 1, MC_BOUNDED}, {"cospi", ref_cospi, 1, MC_BOUNDED},
    {"sincos", ref_sincos, 1, MC_BOUNDED}, {"sincospi", ref_sincospi, 1, MC_BOUNDED},
    {"exp", ref_exp, 1, MC_BOUNDED}, {"exp2", ref_exp2, 1, MC_BOUNDED}, {"exp10", ref_exp10, 1, MC_BOUNDED},
    {"expm1", ref_expm1, 1, MC_BOUNDED}, {"log", ref_log, 1, MC_BOUNDED}, {"log2", ref_log2, 1, MC_BOUNDED},
    {"log10", ref_log10, 1, MC_BOUNDED}, {"log1p", ref_log1p, 1, MC_BOUNDED}, {"logb", ref_logb, 1, MC_EXACT},
    {"ilogb", ref_ilogb, 1, MC_INTEGER}, {"pow", ref_pow, 2, MC_BOUNDED}, {"powi", ref_powi, 1, MC_BOUNDED},
    {"cbrt", ref_cbrt, 1, MC_BOUNDED}, {"rcbrt", ref_rcbrt, 1, MC_BOUNDED}, {"rsqrt", ref_rsqrt, 1, MC_BOUNDED},
    {"hypot", ref_hypot, 2, MC_BOUNDED}, {"rhypot", ref_rhypot, 2, MC_BOUNDED},
    {"norm3d", ref_norm3d, 3, MC_BOUNDED}, {"rnorm3d", ref_rnorm3d, 3, MC_BOUNDED},
    {"norm4d", ref_norm4d, 4, MC_BOUNDED}, {"rnorm4d", ref_rnorm4d, 4, MC_BOUNDED},
    {"erf", ref_erf, 1, MC_BOUNDED}, {"erfc", ref_erfc, 1, MC_BOUNDED}, {"erfinv", ref_erfinv, 1, MC_BOUNDED},
    {"erfcinv", ref_erfcinv, 1, MC_BOUNDED}, {"erfcx", ref_erfcx, 1, MC_BOUNDED},
    {"normcdf", ref_normcdf, 1, MC_BOUNDED}, {"normcdfinv", ref_normcdfinv, 1, MC_BOUNDED},
    {"tgamma", ref_tgamma, 1, MC_BOUNDED}, {"lgamma", ref_lgamma, 1, MC_BOUNDED},
    {"j0", ref_j0, 1, MC_BOUNDED}, {"j1", ref_j1, 1, MC_BOUNDED}, {"y0", ref_y0, 1, MC_BOUNDED},
    {"y1", ref_y1, 1, MC_BOUNDED}, {"jn", ref_jn, 1, MC_BOUNDED}, {"yn", ref_yn, 1, MC_BOUNDED},
    {"cyl_bessel_i0", ref_cyl_bessel_i0, 1, MC_BOUNDED}, {"cyl_bessel_i1", ref_cyl_bessel_i1, 1, MC_BOUNDED},
    {"fmod", ref_fmod, 2, MC_EXACT}, {"remainder", ref_remainder, 2, MC_EXACT}, {"remquo", ref_remquo, 2, MC_EXACT},
    {"fdim", ref_fdim, 2, MC_EXACT}, {"nextafter", ref_nextafter, 2, MC_EXACT}, {"modf", ref_modf, 1, MC_EXACT},
    {"frexp", ref_frexp, 1, MC_EXACT}, {"ldexp", ref_ldexp, 1, MC_EXACT}, {"scalbn", ref_scalbn, 1, MC_EXACT},
    {"nan", ref_nan, 0, MC_NAN},
    {"lround", ref_round, 1, MC_INTEGER}, {"llround", ref_round, 1, MC_INTEGER},
    {"lrint", ref_rint, 1, MC_INTEGER}, {"llrint", ref_rint, 1, MC_INTEGER},
    {"sqrt", ref_sqrt, 1, MC_EXACT}, {"fabs", ref_fabs, 1, MC_EXACT}, {"floor", ref_floor, 1, MC_EXACT},
    {"ceil", ref_ceil, 1, MC_EXACT}, {"trunc", ref_trunc, 1, MC_EXACT}, {"rint", ref_rint, 1, MC_EXACT},
    {"nearbyint", ref_rint, 1, MC_EXACT}, {"round", ref_round, 1, MC_EXACT}, {"roundeven", ref_rint, 1, MC_EXACT},
    {"fma", ref_fma, 3, MC_EXACT}, {"fmin", ref_fmin, 2, MC_EXACT}, {"fmax", ref_fmax, 2, MC_EXACT},
    {"copysign", ref_copysign, 2, MC_EXACT},
};
#define NOPS (int)(sizeof OPS / sizeof *OPS)

static int find_op(const char *op) {
    for (int i = 0; i < NOPS; i++)
        if (!strcmp(OPS[i].op, op)) return i;
    return -1;
}
mc_kind mc_op_kind(const char *op) {
    int i = find_op(op);
    return i < 0 ? MC_EXACT : OPS[i].kind;
}
int mc_op_arity(const char *op) {
    int i = find_op(op);
    return i < 0 ? -1 : OPS[i].arity;
}

int mc_ref(const char *op, mc_fmt fmt, const mc_in *in, mpfr_t out[2]) {
    int i = find_op(op);
    if (i < 0) return 0;
    /* MPFR's Bessel functions assert that no earlier call left the erange flag set. */
    mpfr_clear_flags();
    mpfr_t a[4];
    for (int k = 0; k < 4; k++) {
        mpfr_init2(a[k], 64);
        mc_to_mpfr(a[k], in->x[k], fmt);
    }
    mpfr_set_prec(out[0], MC_PREC);
    mpfr_set_prec(out[1], MC_PREC);
    int r = OPS[i].fn(out, a, (long)in->n, fmt);
    /* MPFR's NaNs have no sign: copysign takes the sign bit of a NaN from its bits. */
    if (!strcmp(op, "copysign") && mc_isnan(in->x[1], fmt) && !mpfr_nan_p(out[0]))
        mpfr_setsign(out[0], out[0], mc_signbit(in->x[1], fmt), RN);
    for (int k = 0; k < 4; k++) mpfr_clear(a[k]);
    return r;
}

uint64_t mc_ref_cr(const char *op, mc_fmt fmt, const mc_in *in) {
    mpfr_t o[2];
    mpfr_inits2(MC_PREC, o[0], o[1], (mpfr_ptr)0);
    mc_ref(op, fmt, in, o);
    uint64_t r = OPS[find_op(op)].kind == MC_INTEGER ? (uint64_t)mpfr_get_sj(o[0], RN) : mc_round(o[0], fmt);
    mpfr_clears(o[0], o[1], (mpfr_ptr)0);
    return r;
}

/* ---- bounds ---------------------------------------------------------------------------------- *
 * CUDA C++ Programming Guide, appendix "Mathematical Functions": the tables "Single-Precision /
 * Double-Precision Mathematical Standard Library Functions with Maximum ULP Error" and, for
 * --fast-math (which picks libdevice's __nv_fast_* variants), the "Intrinsic Functions" table
 * (__sinf, __expf, …), https://docs.nvidia.com/cuda/cuda-programming-guide/05-appendices/
 * mathematical-functions.html. The values below are those tables as quoted (CUDA 10/11 edition)
 * in intel/llvm's sycl/doc/cuda/cuda-vs-opencl-math-builtin-precisions.md, with CUDA 12's
 * changes powf 8 -> 4 and tgammaf 11 -> 5 ulp, and erfcinvf 4 ulp (the older 2-ulp figure was
 * measured wrong: forums.developer.nvidia.com/t/larger-than-expected-documented-error-in-erfcinvf
 * /111299). "The maximum error is stated as the absolute value of the difference in ulps between
 * the correctly rounded result and the result returned by the CUDA library function": the
 * distance is measured between bit patterns (mc_ordinal), which also covers overflow to inf. */
static const struct {
    const char *op;
    double f32, f64;
} ULPS[] = {
    {"sin", 2, 1}, {"cos", 2, 1}, {"tan", 4, 2}, {"asin", 4, 2}, {"acos", 3, 1}, {"atan", 2, 2},
    {"atan2", 3, 2}, {"sinh", 3, 1}, {"cosh", 2, 1}, {"tanh", 2, 1}, {"asinh", 3, 2}, {"acosh", 4, 2},
    {"atanh", 3, 2}, {"sinpi", 2, 1}, {"cospi", 2, 1}, {"sincos", 2, 1}, {"sincospi", 2, 1},
    {"exp", 2, 1}, {"exp2", 2, 1}, {"exp10", 2, 1}, {"expm1", 1, 1}, {"log", 1, 1}, {"log2", 1, 1},
    {"log10", 2, 1}, {"log1p", 1, 1}, {"pow", 4, 2}, {"powi", 4, 2}, {"cbrt", 1, 1}, {"rcbrt", 1, 1},
    {"rsqrt", 2, 1}, {"hypot", 3, 2}, {"rhypot", 2, 1}, {"norm3d", 3, 2}, {"rnorm3d", 2, 1},
    {"norm4d", 3, 2}, {"rnorm4d", 2, 1}, {"erf", 2, 2}, {"erfc", 4, 4}, {"erfinv", 2, 5},
    {"erfcinv", 4, 6}, {"erfcx", 4, 3}, {"normcdf", 5, 5}, {"normcdfinv", 5, 7}, {"tgamma", 5, 8},
    {"lgamma", 6, 4}, {"j0", 9, 7}, {"j1", 9, 7}, {"y0", 9, 7}, {"y1", 9, 7}, {"jn", 0, 0}, {"yn", 0, 0},
    {"cyl_bessel_i0", 6, 6}, {"cyl_bessel_i1", 6, 6},
};

static double x0_of(const mc_in *in, mc_fmt f) { return mc_to_double(in->x[0], f); }

mc_bound mc_bound_for(const char *op, mc_fmt fmt, int fast, const mc_in *in) {
    mc_bound b = {0, 0, 0, 1, "exact"};
    /* jn/yn of order 0 and 1 are j0/j1, y0/y1. */
    if ((!strcmp(op, "jn") || !strcmp(op, "yn")) && (in->n == 0 || in->n == 1))
        op = op[0] == 'j' ? (in->n ? "j1" : "j0") : (in->n ? "y1" : "y0");
    int f64 = fmt == MC_F64;
    if (fmt == MC_F16 || fmt == MC_BF16) fmt = MC_F32; /* computed by the f32 function */
    double x = x0_of(in, fmt), ax = fabs(x);
    if (fast && !f64) {
        /* Intrinsic Functions table (__sinf etc.); beyond the ranges it states ("larger
         * otherwise"), sin.approx/cos.approx's PTX ISA bound 2^-20.5 within [-100 pi, 100 pi]. */
        const double pi = 3.14159265358979323846;
        if (!strcmp(op, "sin") || !strcmp(op, "cos") || !strcmp(op, "sincos")) {
            /* sincos: both results are held to the larger (__cosf's) bound. */
            b.why = "__sinf/__cosf: abs 2^-21.41 / 2^-21.19 in [-pi, pi]";
            if (ax <= pi) b.abs = pow(2, strcmp(op, "sin") ? -21.19 : -21.41);
            else if (ax <= 100 * pi) b.abs = pow(2, -20.5);
            else b.checked = 0;
            return b;
        }
        if (!strcmp(op, "tan")) {
            /* __tanf = __sinf(x) * (1 / __cosf(x)): the propagated sin/cos error. */
            b.why = "__tanf: derived from __sinf * 1/__cosf";
            if (ax > 100 * pi) { b.checked = 0; return b; }
            double e = ax <= pi ? pow(2, -21.19) : pow(2, -20.5), c = fabs(cos(x)), s = fabs(sin(x));
            b.abs = e / c + s * e / (c * c) + 2 * ldexp(fabs(tan(x)), -23);
            b.ulps = 4;
            return b;
        }
        if (!strcmp(op, "exp")) { b.why = "__expf: 2 + floor(|1.173 x|) ulp"; b.ulps = 2 + floor(fabs(1.173 * x)); return b; }
        if (!strcmp(op, "exp10")) { b.why = "__exp10f: 2 + floor(|2.97 x|) ulp"; b.ulps = 2 + floor(fabs(2.97 * x)); return b; }
        if (!strcmp(op, "log")) { b.why = "__logf: abs 2^-21.41 in [0.5, 2], else 3 ulp"; b.ulps = 3; if (x >= 0.5 && x <= 2) b.abs = pow(2, -21.41); return b; }
        if (!strcmp(op, "log2")) { b.why = "__log2f: abs 2^-22 in [0.5, 2], else 2 ulp"; b.ulps = 2; if (x >= 0.5 && x <= 2) b.abs = pow(2, -22); return b; }
        if (!strcmp(op, "log10")) { b.why = "__log10f: abs 2^-24 in [0.5, 2], else 3 ulp"; b.ulps = 3; if (x >= 0.5 && x <= 2) b.abs = pow(2, -24); return b; }
        if (!strcmp(op, "tanh")) { b.why = "__tanhf: relative 2^-11"; b.rel = pow(2, -11); b.ulps = 2; return b; }
        if (!strcmp(op, "pow")) {
            /* __powf = exp2f(y * __log2f(x)): the log2 error times |y|, then exp2's 2 ulp. */
            double y = mc_to_double(in->x[1], fmt), l = log2(ax);
            double el = (ax >= 0.5 && ax <= 2) ? pow(2, -22) : 2 * ldexp(fabs(l), -23);
            b.why = "__powf: derived from exp2f(y * __log2f(x))";
            b.rel = 0.6931471805599453 * (fabs(y) * el + ldexp(fabs(y * l), -24)) * 1.01 + ldexp(1, -21);
            b.ulps = 4;
            return b;
        }
    }
    for (unsigned i = 0; i < sizeof ULPS / sizeof *ULPS; i++) {
        if (strcmp(ULPS[i].op, op)) continue;
        b.ulps = f64 ? ULPS[i].f64 : ULPS[i].f32;
        b.why = "standard functions table";
        if (!strcmp(op, "j0") || !strcmp(op, "j1") || !strcmp(op, "y0") || !strcmp(op, "y1")) {
            b.why = f64 ? "j0/j1/y0/y1: 7 ulp for |x| < 8, else abs 5e-12" : "j0f/j1f/y0f/y1f: 9 ulp for |x| < 8, else abs 2.2e-6";
            if (ax >= 8) { b.ulps = 0; b.abs = f64 ? 5e-12 : 2.2e-6; }
        }
        if (!strcmp(op, "jn")) {
            b.why = f64 ? "jn: abs 5e-12 (stated for n = 128)" : "jnf: abs 2.2e-6 (stated for n = 128)";
            b.abs = f64 ? 5e-12 : 2.2e-6;
        }
        if (!strcmp(op, "yn")) {
            long n = labs((long)in->n);
            if (f64) {
                b.why = "yn: abs 5e-12 for |x| > 1.5 n";
                if (ax > 1.5 * (double)n) b.abs = 5e-12;
                else b.checked = 0;
            } else {
                b.why = "ynf: ceil(2 + 2.5 n) ulp for |x| < n, else abs 2.2e-6";
                if (ax < (double)n) b.ulps = ceil(2 + 2.5 * (double)n);
                else b.abs = 2.2e-6;
            }
        }
        if (!strcmp(op, "lgamma")) {
            b.why = f64 ? "lgamma: 4 ulp outside (-11.0001, -2.2637)" : "lgammaf: 6 ulp outside (-10.001, -2.264)";
            if (f64 ? (x > -11.0001 && x < -2.2637) : (x > -10.001 && x < -2.264)) b.checked = 0;
        }
        return b;
    }
    return b; /* exact operations */
}

/* ---- libdevice's own deviations ------------------------------------------------------------ *
 * libdevice's functions that return other values than the mathematical ones for some inputs
 * (the right function is called with the right arguments; nvvmc passes the result through).
 * Such results are listed (printed), not failed; docs/reference/math.md documents them. */
/* Measured with nvvmc's code on the CPU: NaN below 2^-43 (n = 128) to 2^-55 (n = 2) in f32, below
 * 2^-48 (n = 128) to 2^-128 (n = 2) in f64. */
static int dev_jn_tiny(const mc_in *in, mc_fmt f, uint64_t got) {
    double x = fabs(mc_to_double(in->x[0], f));
    return labs((long)in->n) >= 2 && x < 0x1p-40 && mc_isnan(got, f);
}
static int dev_yn_minus_zero(const mc_in *in, mc_fmt f, uint64_t got) {
    return labs((long)in->n) >= 2 && mc_iszero(in->x[0], f) && mc_signbit(in->x[0], f) && mc_isinf(got, f) &&
           !mc_signbit(got, f);
}
static int dev_yn_subnormal(const mc_in *in, mc_fmt f, uint64_t got) {
    return mc_issubnormal(in->x[0], f) && !mc_signbit(in->x[0], f) && !mc_isinf(got, f) && !mc_isnan(got, f);
}

/* CUDA documents NaN for jn/yn with n < 0 (the value is (-1)^n J/Y_|n|(x)). */
static int dev_bessel_negative_order(const mc_in *in, mc_fmt f, uint64_t got) {
    return in->n < 0 && mc_isnan(got, f);
}
/* Special values of exp2(y * log2(x)) (log2 of a negative number is NaN, of 0 -inf; 0 * inf is
 * NaN): what __nv_fast_powf computes (ex2.approx(y * lg2.approx(x))). */
static int dev_fast_pow(const mc_in *in, mc_fmt f, uint64_t got) {
    double x = mc_to_double(in->x[0], f), y = mc_to_double(in->x[1], f);
    volatile double l = log2(x), p = y * l, r = exp2(p);
    if (isnan(r)) return mc_isnan(got, f);
    if (isinf(r)) return mc_isinf(got, f) && (r < 0) == mc_signbit(got, f);
    if (r == 0) return mc_iszero(got, f);
    return 0;
}

/* nextafterf with subnormals flushed: the next value after +-0 is +-2^-126, and a step that
 * would land on a subnormal lands on zero. */
static int dev_nextafter_ftz(const mc_in *in, mc_fmt f, uint64_t got) {
    if (f != MC_F32) return 0;
    float x = (float)mc_to_double(mc_flush(in->x[0], f), f), y = (float)mc_to_double(mc_flush(in->x[1], f), f), r;
    if (isnan(x) || isnan(y)) return mc_isnan(got, f);
    if (x == y) r = y;
    else if (x == 0) r = copysignf(0x1p-126f, y - x);
    else {
        r = nextafterf(x, y);
        if (fpclassify(r) == FP_SUBNORMAL) r = copysignf(0.0f, x);
    }
    uint32_t rb;
    memcpy(&rb, &r, 4);
    return got == rb || (r == 0 && mc_iszero(got, f));
}

static const struct {
    const char *op, *what;
    int when; /* 0: always; MC_DEV_FAST: libdevice's fast variant (--fast-math); MC_DEV_FTZ: --ftz */
    int (*match)(const mc_in *, mc_fmt, uint64_t);
} DEVIATIONS[] = {
    {"jn", "__nv_jn[f](n, x) with |n| >= 2 returns NaN at x = +-0 and for tiny |x| (below 2^-43..2^-55 in f32, 2^-48..2^-128 in f64, by n); the value is tiny or 0", 0, dev_jn_tiny},
    {"yn", "__nv_yn[f](n, -0) with |n| >= 2 returns +inf; the value is -inf (or +inf for odd negative n)", 0, dev_yn_minus_zero},
    {"yn", "__nv_yn[f](n, subnormal x) is finite; the value overflows to -inf", 0, dev_yn_subnormal},
    {"jn", "__nv_jn[f](n, x) with n < 0 returns NaN (CUDA documents it); the value is (-1)^n J_-n(x)", 0, dev_bessel_negative_order},
    {"yn", "__nv_yn[f](n, x) with n < 0 returns NaN (CUDA documents it); the value is (-1)^n Y_-n(x)", 0, dev_bessel_negative_order},
    {"pow", "__nv_fast_powf(x, y) is exp2(y * log2(x)): NaN for x < 0, for y = 0 with x = 0, inf or NaN, and wherever y * log2(x) is 0 * inf", MC_DEV_FAST, dev_fast_pow},
    {"nextafter", "__nv_nextafterf under --ftz steps over the subnormals: the next value after +-0 is +-2^-126", MC_DEV_FTZ, dev_nextafter_ftz},
};

const char *mc_known_deviation(const char *op, mc_fmt fmt, int modes, const mc_in *in, uint64_t got) {
    for (unsigned i = 0; i < sizeof DEVIATIONS / sizeof *DEVIATIONS; i++)
        if (!strcmp(DEVIATIONS[i].op, op) && (DEVIATIONS[i].when & modes) == DEVIATIONS[i].when &&
            DEVIATIONS[i].match(in, fmt, got))
            return DEVIATIONS[i].what;
    return NULL;
}

void mc_print_deviations(void) {
    for (unsigned i = 0; i < sizeof DEVIATIONS / sizeof *DEVIATIONS; i++)
        printf("DEVIATION\t%s%s\t%s\n", DEVIATIONS[i].op,
               DEVIATIONS[i].when == MC_DEV_FAST ? " (--fast-math)" : DEVIATIONS[i].when == MC_DEV_FTZ ? " (--ftz)" : "",
               DEVIATIONS[i].what);
}
