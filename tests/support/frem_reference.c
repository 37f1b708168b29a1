/* CPU check of nvvmc's exact `frem` (tests/frem_exact.rs).
 *
 * tests/frem_exact.rs compiles `frem` f32/f64/<2 x float>/half functions with nvvmc
 * (--emit llvm: libdevice's __nv_fmodf/__nv_fmod inlined, reflect answered, optimized: the IR
 * that goes to NVPTX code generation), retargets that IR to the host (the few NVVM intrinsics
 * left become calls of the nvvm_* functions below, each implementing the PTX instruction as
 * the PTX ISA defines it), compiles it with llc and links it with this file. main() compares
 * every result, bit for bit, with the C library's fmodf/fmod (exact by definition, C11 7.12.10.1).
 *
 * Exit status 0 when everything matches; otherwise the first mismatches are printed.
 */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#pragma STDC FENV_ACCESS ON

/* nvvmc's code (frem_f16_bits takes and returns the half's bits). */
float frem_f32(float x, float y);
double frem_f64(double x, double y);
void frem_v2f32(float *out, const float *x, const float *y);
uint16_t frem_f16_bits(uint16_t x, uint16_t y);

/* ---- The NVVM intrinsics nvvmc's fmod code still uses, by their PTX definitions ----------- */
float nvvm_fabs_f32(float x) { return fabsf(x); }
float nvvm_trunc_f(float x) { return truncf(x); }
float nvvm_fma_rn_f(float a, float b, float c) { return fmaf(a, b, c); }
/* fma.rz.f32: fused multiply-add rounded toward zero. */
float nvvm_fma_rz_f(float a, float b, float c) {
    int mode = fegetround();
    fesetround(FE_TOWARDZERO);
    volatile float r = fmaf(a, b, c);
    fesetround(mode);
    return r;
}
/* div.approx.f32: a / b within 2 ulp for 2^-126 <= |b| <= 2^126 (the correctly rounded quotient
 * is one such value); for 2^126 < |b| < 2^128 it returns NaN when a is infinite, else 0. */
float nvvm_div_approx_f(float a, float b) {
    float ab = fabsf(b);
    if (ab > 0x1p126f && ab < INFINITY)
        return isinf(a) ? NAN : 0.0f;
    return (float)((double)a / (double)b);
}
/* rcp.approx.ftz.f32 (inline assembly in libdevice): 1 / x within 1 ulp (the correctly rounded
 * reciprocal is one such value), subnormal inputs and results flushed to sign-preserving zero. */
float nvvm_asm_rcp_approx_ftz_f32(float x) {
    if (fpclassify(x) == FP_SUBNORMAL) x = copysignf(0.0f, x);
    float r = 1.0f / x;
    if (fpclassify(r) == FP_SUBNORMAL) r = copysignf(0.0f, r);
    return r;
}
double nvvm_add_rn_d(double a, double b) { return a + b; }
int32_t nvvm_d2i_hi(double d) {
    uint64_t u;
    memcpy(&u, &d, 8);
    return (int32_t)(uint32_t)(u >> 32);
}
int32_t nvvm_d2i_lo(double d) {
    uint64_t u;
    memcpy(&u, &d, 8);
    return (int32_t)(uint32_t)u;
}
double nvvm_lohi_i2d(int32_t lo, int32_t hi) {
    uint64_t u = ((uint64_t)(uint32_t)hi << 32) | (uint32_t)lo;
    double d;
    memcpy(&d, &u, 8);
    return d;
}

/* ---- Reference and comparison -------------------------------------------------------------- */
static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint64_t d2u(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double u2d(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) { /* xorshift64* */
    state ^= state >> 12; state ^= state << 25; state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
}

static long checked, failures, large_quotients, naive_wrong;

static void check_f32(float x, float y) {
    float want = fmodf(x, y), got = frem_f32(x, y);
    checked++;
    if (isfinite(x) && isfinite(y) && y != 0 && fabsf(x / y) > 0x1p24f) {
        large_quotients++;
        /* LLVM's and libNVVM's expansion: x - trunc(x / y) * y, rounded divide. */
        volatile float q = x / y;
        float naive = fmaf(-truncf(q), y, x);
        if (f2u(naive) != f2u(want)) naive_wrong++;
    }
    if (f2u(got) != f2u(want) && !(isnan(got) && isnan(want))) {
        if (failures++ < 10) printf("f32: frem(%a, %a) = %a, fmodf = %a\n", x, y, got, want);
    }
}

static void check_f64(double x, double y) {
    double want = fmod(x, y), got = frem_f64(x, y);
    checked++;
    if (isfinite(x) && isfinite(y) && y != 0 && fabs(x / y) > 0x1p53) {
        large_quotients++;
        volatile double q = x / y;
        double naive = fma(-trunc(q), y, x);
        if (d2u(naive) != d2u(want)) naive_wrong++;
    }
    if (d2u(got) != d2u(want) && !(isnan(got) && isnan(want))) {
        if (failures++ < 10) printf("f64: frem(%a, %a) = %a, fmod = %a\n", x, y, got, want);
    }
}

static void check_v2(float x0, float x1, float y0, float y1) {
    float x[2] = {x0, x1}, y[2] = {y0, y1}, out[2];
    frem_v2f32(out, x, y);
    for (int i = 0; i < 2; i++) {
        float want = fmodf(x[i], y[i]);
        checked++;
        if (f2u(out[i]) != f2u(want) && !(isnan(out[i]) && isnan(want))) {
            if (failures++ < 10) printf("v2f32[%d]: frem(%a, %a) = %a, fmodf = %a\n", i, x[i], y[i], out[i], want);
        }
    }
}

/* Exact half <-> float conversions (fmod of two halves is a half, exactly). */
static float h2f(uint16_t h) {
    uint32_t s = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023;
    if (e == 31) return u2f(s | 0x7F800000u | (m << 13));
    if (e == 0) { float v = ldexpf((float)m, -24); return s ? -v : v; }
    return u2f(s | ((e + 112) << 23) | (m << 13));
}

static void check_f16(uint16_t hx, uint16_t hy) {
    float want = fmodf(h2f(hx), h2f(hy));
    float got = h2f(frem_f16_bits(hx, hy));
    checked++;
    if (f2u(got) != f2u(want) && !(isnan(got) && isnan(want))) {
        if (failures++ < 10) printf("f16: frem(%a, %a) = %a, fmodf = %a\n", h2f(hx), h2f(hy), got, want);
    }
}

int main(void) {
    static const float fx[] = {1e30f, 3.4028235e38f, 123456789.0f, -1e20f, 16777217.0f, 0x1.fffffep127f, 7.0f, -0.0f, 0.0f, 1e-40f, INFINITY, NAN, 5.0f, 0x1p127f};
    static const float fy[] = {3.0f, 1.1f, 0.1f, 7.0f, 0.3f, 0x1p-149f, 1e-40f, 0x1.8p126f, 0.0f, -2.5f, INFINITY, NAN, 1e-30f, 0x1.4p126f};
    for (unsigned i = 0; i < sizeof fx / sizeof *fx; i++)
        for (unsigned j = 0; j < sizeof fy / sizeof *fy; j++) check_f32(fx[i], fy[j]);
    static const double dx[] = {1e300, 1.7976931348623157e308, 9007199254740993.0, -1e200, 1e30, 7.0, -0.0, 0.0, 4e-320, INFINITY, NAN, 0x1p1023};
    static const double dy[] = {3.0, 1.1, 0.1, 7.0, 0x1p-1074, 4e-320, 0x1.8p1022, 0.0, -2.5, INFINITY, NAN, 1e-300};
    for (unsigned i = 0; i < sizeof dx / sizeof *dx; i++)
        for (unsigned j = 0; j < sizeof dy / sizeof *dy; j++) check_f64(dx[i], dy[j]);
    for (int k = 0; k < 200000; k++) {
        /* Random bit patterns, and pairs with quotients of 2^24 (2^53) up to 2^150. */
        uint64_t r = next(), s = next();
        check_f32(u2f((uint32_t)r), u2f((uint32_t)(r >> 32)));
        float y = u2f((uint32_t)s & 0x807FFFFFu | (uint32_t)(1 + s % 200) << 23);
        check_f32(ldexpf(y, 24 + (int)(s >> 40) % 100) * (1.0f + (float)(r % 1000) / 1000.0f), y);
        check_f64(u2d(r), u2d(s));
        double yd = u2d(s & 0x800FFFFFFFFFFFFFull | (uint64_t)(1 + s % 1800) << 52);
        check_f64(ldexp(yd, 53 + (int)(r >> 40) % 900) * (1.0 + (double)(s % 1000) / 1000.0), yd);
        if (k % 4 == 0) check_v2(u2f((uint32_t)r), ldexpf(1.5f, 30 + (int)(r % 60)), u2f((uint32_t)s), 1.1f);
    }
    for (uint32_t hx = 0; hx < 65536; hx += 3)
        for (uint32_t j = 0; j < 24; j++) check_f16((uint16_t)hx, (uint16_t)(next() & 0xFFFF));
    printf("checked %ld results, %ld with quotients beyond 2^24 (f32) / 2^53 (f64), where the\n"
           "rounded-divide expansion was wrong %ld times; %ld mismatches against C fmod\n",
           checked, large_quotients, naive_wrong, failures);
    return failures == 0 && naive_wrong > 1000 ? 0 : 1;
}
