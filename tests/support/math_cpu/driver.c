/* Runs every math form nvvmc lowers (tests/math_cpu.rs generates the forms, compiles them with
 * nvvmc and links them here with their table `mc_forms`) on special and random inputs, and
 * checks each result against the MPFR reference (math_ref.c):
 *
 *   f32/f64       within CUDA's bound of the correctly rounded result (bit for bit for the
 *                 exactly specified operations); exact infinities, NaNs and zeros exactly;
 *   f16/bf16      (computed through the f32 function) within 1 ulp of the correctly rounded
 *                 value, special values exactly; with --fast-math within the fast f32 function's
 *                 bound, rounded to the narrow type, plus 1 ulp;
 *   --ftz         (--fast-math too) a subnormal f32/f16/bf16 input may act as itself or as
 *                 sign-preserving zero, and a subnormal result may be flushed: a result must
 *                 match one of these, nothing else.
 *
 * Usage: driver RANDOM_INPUTS WORKERS [FILTER]   (WORKERS processes share the groups of forms;
 * FILTER: only forms whose label or op contains it). Output, one record a line:
 *   FORM  flags label checked max_ulp failures known unchecked
 *   FAIL  flags label detail          (the first NVVMC_MATH_CPU_LISTED per form, default 12)
 *   KNOWN flags label deviation count-and-first-example (per form and deviation)
 *   DEVIATION op text                 (libdevice's documented deviations, the table in math_ref.c)
 * Exit status 0 unless a worker died (failures are for the caller to judge from the records). */
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "math_ref.h"

typedef void (*mc_fn)(void *out, const void *in, int32_t n, int64_t l);
struct mc_form {
    const char *label; /* llvm.sin.v2f16, sinf, … */
    const char *flags; /* default, --ftz, --fast-math, --lower-native-math */
    const char *op;    /* the MATH_OPS row */
    int fmt, lanes;
    const char *args; /* T: float operand, I: i32 operand, L: i64 operand, S: "" */
    const char *res;  /* T: float result, i: i32, l: i64 */
    int ftz, fast;
    mc_fn fn;
};
extern const struct mc_form mc_forms[];
extern const int mc_nforms;

/* ---- inputs ----------------------------------------------------------------------------------- */
static const uint64_t SPECIAL_F32[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
    0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x3f800000, 0xbf800000, 0x3f000000,
    0xbf000000, 0x40000000, 0xc0000000, 0x3fc00000, 0xbfc00000, 0x40400000, 0xc0400000, 0x41200000,
    0xc1200000, 0x3dcccccd, 0x40490fdb, 0xc0490fdb, 0x3fc90fdb, 0xbfc90fdb, 0x3f490fdb, 0x3f7fffff,
    0xbf7fffff, 0x3f800001, 0xbf800001, 0x3e800000, 0x40800000, 0x42c80000, 0x501502f9, 0x4b800000,
    0x4b800001, 0x4b7fffff, 0x40200000, 0xc0200000, 0x40600000, 0x3effffff, 0x3f000001, 0x42b17218,
    0x42b17217, 0xc2aeac50, 0xc2cff1b5, 0xc2d00000, 0x4f000000, 0xcf000000, 0x4effffff, 0x5f000000,
    0xdf000000, 0x5effffff, 0x1e3ce508, 0x60ad78ec, 0x00c00000, 0x4b000000, 0x4b000001, 0x3f3504f3,
    0x41a00000, 0xc1a00000, 0x42000000, 0xc2000000, 0x7e967699, 0x0da24260, 0x47c35000, 0xc1280000,
    0xc1a80000,
};
static const uint64_t SPECIAL_F64[] = {
    0x0000000000000000, 0x8000000000000000, 0x0000000000000001, 0x8000000000000001, 0x000fffffffffffff,
    0x800fffffffffffff, 0x0010000000000000, 0x8010000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
    0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0x3ff0000000000000, 0xbff0000000000000,
    0x3fe0000000000000, 0xbfe0000000000000, 0x4000000000000000, 0xc000000000000000, 0x3ff8000000000000,
    0xbff8000000000000, 0x4008000000000000, 0xc008000000000000, 0x4024000000000000, 0xc024000000000000,
    0x3fb999999999999a, 0x400921fb54442d18, 0xc00921fb54442d18, 0x3ff921fb54442d18, 0xbff921fb54442d18,
    0x3fe921fb54442d18, 0x3fefffffffffffff, 0xbfefffffffffffff, 0x3ff0000000000001, 0xbff0000000000001,
    0x3fd0000000000000, 0x4010000000000000, 0x4059000000000000, 0x4202a05f20000000, 0x4340000000000000,
    0x4340000000000001, 0x433fffffffffffff, 0x4004000000000000, 0xc004000000000000, 0x400c000000000000,
    0x3fdfffffffffffff, 0x3fe0000000000001, 0x40862e42fefa39ef, 0x40862e42fefa39ee, 0xc086232bdd7abcd2,
    0xc0874910d52d3051, 0xc087500000000000, 0x41e0000000000000, 0xc1e0000000000000, 0x41dfffffffc00000,
    0x43e0000000000000, 0xc3e0000000000000, 0x43dfffffffffffff, 0x01a56e1fc2f8f359, 0x7e37e43c8800759c,
    0x0018000000000000, 0x4330000000000000, 0x4330000000000001, 0x3fe6a09e667f3bcd, 0x4034000000000000,
    0xc034000000000000, 0x4040000000000000, 0xc040000000000000, 0x40f86a0000000000, 0x430c6bf526340000,
    0x44b52d02c7e14af6, 0xc025000000000000, 0xc035000000000000, 0x0004000000000000, 0x0000000100000000,
};
static const uint64_t SPECIAL_F16[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x83ff, 0x0400, 0x8400, 0x7bff, 0xfbff, 0x7c00, 0xfc00,
    0x7e00, 0x3c00, 0xbc00, 0x3800, 0xb800, 0x4000, 0xc000, 0x3e00, 0xbe00, 0x4200, 0xc200, 0x4900,
    0xc900, 0x2e66, 0x4248, 0xc248, 0x3e48, 0xbe48, 0x3a48, 0x3bff, 0xbbff, 0x3c01, 0xbc01, 0x3400,
    0x4400, 0x5640, 0x6800, 0x6801, 0x67ff, 0x4100, 0xc100, 0x4300, 0x37ff, 0x3801, 0x498c, 0x498b,
    0xc8da, 0xcc55, 0xcc80, 0x7800, 0xf800, 0x4d00, 0xcd00, 0x5000, 0x0600, 0x6400, 0x6401, 0x39a8,
    0xc940, 0xcd40, 0x0002, 0x000b, 0xe04e,
};
static const uint64_t SPECIAL_BF16[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x007f, 0x807f, 0x0080, 0x8080, 0x7f7f, 0xff7f, 0x7f80, 0xff80,
    0x7fc0, 0x3f80, 0xbf80, 0x3f00, 0xbf00, 0x4000, 0xc000, 0x3fc0, 0xbfc0, 0x4040, 0xc040, 0x4120,
    0xc120, 0x3dcd, 0x4049, 0xc049, 0x3fc9, 0xbfc9, 0x3f49, 0x3f7f, 0xbf7f, 0x3f81, 0xbf81, 0x3e80,
    0x4080, 0x42c8, 0x4380, 0x4381, 0x437f, 0x4020, 0xc020, 0x4060, 0x3eff, 0x3f01, 0x42b1, 0x42b2,
    0xc2ae, 0xc2b8, 0xc2d0, 0x4f00, 0xcf00, 0x5f00, 0xdf00, 0x00c0, 0x3f35, 0x41a0, 0xc1a0, 0x4200,
    0xc128, 0xc1a8, 0x4220, 0x3f82, 0x2b5a,
};
/* For three and four operands: a smaller set (all combinations). */
static const uint64_t FEW_F32[] = {0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x00800000, 0x3f800000,
                                   0xbf800000, 0x3fc00000, 0x40400000, 0x3dcccccd, 0x7f7fffff, 0x7f800000,
                                   0xff800000, 0x7fc00000, 0x3f800001, 0x4b800000};
static const uint64_t FEW_F64[] = {0x0, 0x8000000000000000, 0x1, 0x800fffffffffffff, 0x0010000000000000,
                                   0x3ff0000000000000, 0xbff0000000000000, 0x3ff8000000000000,
                                   0x4008000000000000, 0x3fb999999999999a, 0x7fefffffffffffff,
                                   0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
                                   0x3ff0000000000001, 0x4340000000000000};
static const uint64_t FEW_F16[] = {0x0000, 0x8000, 0x0001, 0x83ff, 0x0400, 0x3c00, 0xbc00, 0x3e00,
                                   0x4200, 0x2e66, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x3c01, 0x6800};
static const uint64_t FEW_BF16[] = {0x0000, 0x8000, 0x0001, 0x807f, 0x0080, 0x3f80, 0xbf80, 0x3fc0,
                                    0x4040, 0x3dcd, 0x7f7f, 0x7f80, 0xff80, 0x7fc0, 0x3f81, 0x4b80};
#define COUNT(a) (int)(sizeof(a) / sizeof *(a))

/* Integer operands. */
static const int64_t N_BESSEL[] = {0, 1, 2, 3, 4, 5, 10, 25, 50, 128, -1, -2, -3, -7};
static const int64_t N_EXP[] = {0, 1, -1, 2, -2, 10, -10, 14, -14, 15, -15, 23, 24, -24, 25, -25, 30, -30,
                                52, 53, -53, 126, -126, 127, -127, 128, -128, 149, -149, 150, -150,
                                1022, -1022, 1023, -1023, 1024, -1074, -1075, 2000, -2000, INT_MAX, INT_MIN};
static const int64_t N_POWI[] = {0, 1, -1, 2, -2, 3, -3, 4, 5, -5, 7, 10, -10, 16, 31, 32, -32, 33, 64,
                                 100, -100, 127, 128, -128, 1000, -1000, 65537, INT_MAX, INT_MIN, INT_MAX - 1};
static const int64_t N_POWI64[] = {0, 1, -1, 2, -3, 31, 127, -128, INT_MAX, INT_MIN,
                                   (int64_t)1 << 31, -((int64_t)1 << 31) - 1, ((int64_t)1 << 32) + 1,
                                   (int64_t)1 << 40, ((int64_t)1 << 40) + 1, ((int64_t)1 << 53) + 1,
                                   ((int64_t)1 << 60) + 64, ((int64_t)1 << 60) + 65, -(((int64_t)1 << 60) + 64),
                                   ((int64_t)1 << 62) + 1, ((int64_t)1 << 62) + 3, INT64_MAX, INT64_MIN,
                                   INT64_MAX - 1};

/* Extra inputs: the exact reproductions of known bugs, and pow(-x, huge even/odd y) (__nv_pow
 * relies on PTX clamping a shift by a huge amount, which is poison in LLVM IR). */
static const struct {
    const char *op;
    int fmt;
    uint64_t x[3];
} EXTRA[] = {
    {"pow", MC_F16, {0x0001, 0x7c00}},           /* --ftz: pow.f16(0x0001, +inf) gave 0x0002 */
    {"pow", MC_F16, {0x0001, 0x3800}},           /* --ftz: pow.f16(0x0001, 0.5) gave 0x0002 */
    {"fma", MC_BF16, {0x4220, 0x3f82, 0x2b5a}},  /* fma.bf16 rounded twice: 0x4222, want 0x4223 */
    {"fma", MC_F16, {0x4900, 0xe04e, 0x000b}},   /* fma.f16 rounded twice: 0xed62, want 0xed61 */
};
static const uint64_t POW_NEG_X_F64[] = {0xc000000000000000, 0xbff8000000000000, 0xbfe0000000000000,
                                         0xc008000000000000, 0xc202a05f20000000, 0xbddb7cdfd9d7bdbb,
                                         0xbff0000000000001, 0xbfefffffffffffff};
static const uint64_t POW_HUGE_Y_F64[] = {0x4340000000000000, 0x4350000000000000, 0x43b0000000000000,
                                          0x43d0000000000000, 0x43e0000000000000, 0x43f0000000000000,
                                          0x7e37e43c8800759c, 0x7fefffffffffffff, 0x433fffffffffffff,
                                          0x4330000000000001, 0xc3b0000000000000, 0xc33fffffffffffff,
                                          0xfe37e43c8800759c, 0x7fe0000000000000};
static const uint64_t POW_NEG_X_F32[] = {0xc0000000, 0xbfc00000, 0xbf000000, 0xc0400000, 0xd01502f9,
                                         0xaedbe6ff, 0xbf800001, 0xbf7fffff};
static const uint64_t POW_HUGE_Y_F32[] = {0x4b800000, 0x4c000000, 0x4e800000, 0x5e800000, 0x5f000000,
                                          0x5f800000, 0x7149f2ca, 0x7f7fffff, 0x4b7fffff, 0x4b000001,
                                          0xce800000, 0xcb7fffff, 0xf149f2ca, 0x7f000000};
static const uint64_t POW_NEG_X_F16[] = {0xc000, 0xbe00, 0xb800, 0xbc01, 0xbbff};
static const uint64_t POW_HUGE_Y_F16[] = {0x6800, 0x6c00, 0x7bff, 0x67ff, 0x6401, 0xe800, 0xe7ff, 0x7800};
static const uint64_t POW_NEG_X_BF16[] = {0xc000, 0xbfc0, 0xbf00, 0xbf81, 0xbf7f};
static const uint64_t POW_HUGE_Y_BF16[] = {0x4380, 0x4e80, 0x7180, 0x7f7f, 0x437f, 0x4301, 0xc380, 0xc37f};

/* A domain of typical arguments per operation, for a third of the random inputs. */
static const struct {
    const char *op;
    double lo, hi;
} DOMAIN[] = {
    {"sin", -1e4, 1e4}, {"cos", -1e4, 1e4}, {"tan", -1e4, 1e4}, {"sincos", -1e4, 1e4},
    {"sinpi", -100, 100}, {"cospi", -100, 100}, {"sincospi", -100, 100}, {"asin", -1, 1}, {"acos", -1, 1},
    {"atanh", -1, 1}, {"erfinv", -1, 1}, {"acosh", 1, 100}, {"exp", -100, 100}, {"exp2", -150, 150},
    {"exp10", -40, 40}, {"expm1", -20, 20}, {"log", 0, 100}, {"log2", 0, 100}, {"log10", 0, 100},
    {"log1p", -1, 10}, {"rsqrt", 0, 100}, {"pow", 0, 10}, {"powi", -3, 3}, {"erfcinv", 0, 2},
    {"normcdfinv", 0, 1}, {"erfcx", -10, 50}, {"tgamma", -20, 35}, {"lgamma", -30, 50}, {"j0", -100, 100},
    {"j1", -100, 100}, {"y0", 0, 100}, {"y1", 0, 100}, {"jn", -50, 200}, {"yn", 0, 200},
    {"cyl_bessel_i0", -100, 100}, {"cyl_bessel_i1", -100, 100}, {"lround", -1e6, 1e6},
    {"llround", -1e6, 1e6}, {"lrint", -1e6, 1e6}, {"llrint", -1e6, 1e6}, {"round", -1e3, 1e3},
    {"rint", -1e3, 1e3}, {"nearbyint", -1e3, 1e3}, {"normcdf", -40, 10},
};

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) {
    rng ^= rng >> 12; rng ^= rng << 25; rng ^= rng >> 27;
    return rng * 0x2545F4914F6CDD1Dull;
}
static double uniform(void) { return (double)(next() >> 11) * 0x1p-53; }

static uint64_t from_double(double d, mc_fmt f) {
    mpfr_t t;
    mpfr_init2(t, 64);
    mpfr_set_d(t, d, MPFR_RNDN);
    uint64_t b = mc_round(t, f);
    mpfr_clear(t);
    return b;
}

static uint64_t random_value(const char *op, mc_fmt f) {
    double r = uniform();
    if (r < 0.35) {
        uint64_t b = next();
        return mc_fmt_bits(f) == 64 ? b : b & ((1ull << mc_fmt_bits(f)) - 1);
    }
    if (r < 0.65) {
        double m = (1 + uniform()) * ldexp(1, (int)(next() % 25) - 12);
        return from_double(next() & 1 ? -m : m, f);
    }
    double lo = -10, hi = 10;
    for (int i = 0; i < COUNT(DOMAIN); i++)
        if (!strcmp(DOMAIN[i].op, op)) { lo = DOMAIN[i].lo; hi = DOMAIN[i].hi; }
    return from_double(lo + (hi - lo) * uniform(), f);
}

static int64_t random_int(const char *op, char kind, mc_fmt f) {
    if (!strcmp(op, "jn") || !strcmp(op, "yn")) return (int64_t)(next() % 151) - 10;
    if (!strcmp(op, "ldexp") || !strcmp(op, "scalbn")) {
        int span = f == MC_F64 ? 1200 : 320;
        return (int64_t)(next() % (2 * span + 1)) - span;
    }
    if (kind == 'L' && next() % 2) return (int64_t)next();
    return (int64_t)(next() % 161) - 80;
}

/* ---- groups of forms sharing inputs ------------------------------------------------------- */
typedef struct {
    mc_in *in;
    int n, cap;
    /* The exact results per input, computed on first use. */
    mpfr_t (*ref)[2];
    char *have;
} inputs;

static void add(inputs *s, const mc_in *t) {
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 1024;
        s->in = realloc(s->in, sizeof *s->in * (size_t)s->cap);
    }
    s->in[s->n++] = *t;
}

static void special_set(mc_fmt f, int few, const uint64_t **v, int *n) {
    switch (f) {
    case MC_F16: *v = few ? FEW_F16 : SPECIAL_F16; *n = few ? COUNT(FEW_F16) : COUNT(SPECIAL_F16); break;
    case MC_BF16: *v = few ? FEW_BF16 : SPECIAL_BF16; *n = few ? COUNT(FEW_BF16) : COUNT(SPECIAL_BF16); break;
    case MC_F32: *v = few ? FEW_F32 : SPECIAL_F32; *n = few ? COUNT(FEW_F32) : COUNT(SPECIAL_F32); break;
    default: *v = few ? FEW_F64 : SPECIAL_F64; *n = few ? COUNT(FEW_F64) : COUNT(SPECIAL_F64); break;
    }
}

static int count_char(const char *s, char c) {
    int n = 0;
    for (; *s; s++) n += *s == c;
    return n;
}

static void make_inputs(inputs *s, const char *op, mc_fmt f, const char *args, int random_count) {
    int nf = count_char(args, 'T');
    char ik = strchr(args, 'L') ? 'L' : strchr(args, 'I') ? 'I' : 0;
    const int64_t *ns = (const int64_t[]){0};
    int nn = 1;
    if (ik && (!strcmp(op, "jn") || !strcmp(op, "yn"))) { ns = N_BESSEL; nn = COUNT(N_BESSEL); }
    else if (ik && (!strcmp(op, "ldexp") || !strcmp(op, "scalbn"))) { ns = N_EXP; nn = COUNT(N_EXP); }
    else if (ik == 'L') { ns = N_POWI64; nn = COUNT(N_POWI64); }
    else if (ik) { ns = N_POWI; nn = COUNT(N_POWI); }
    const uint64_t *v;
    int nv;
    special_set(f, nf >= 3, &v, &nv);
    if (nf == 4) nv = 9;
    mc_in t = {{0}, 0};
    if (nf == 0) { add(s, &t); return; }
    int idx[4] = {0};
    for (;;) {
        for (int k = 0; k < nf; k++) t.x[k] = v[idx[k]];
        for (int j = 0; j < nn; j++) { t.n = ns[j]; add(s, &t); }
        int k = 0;
        while (k < nf && ++idx[k] == nv) idx[k++] = 0;
        if (k == nf) break;
    }
    memset(&t, 0, sizeof t);
    for (int i = 0; i < COUNT(EXTRA); i++) {
        if (strcmp(EXTRA[i].op, op) || EXTRA[i].fmt != (int)f) continue;
        for (int k = 0; k < 3; k++) t.x[k] = EXTRA[i].x[k];
        add(s, &t);
    }
    if (!strcmp(op, "pow")) {
        const uint64_t *xs, *ys;
        int nx, ny;
        switch (f) {
        case MC_F64: xs = POW_NEG_X_F64; nx = COUNT(POW_NEG_X_F64); ys = POW_HUGE_Y_F64; ny = COUNT(POW_HUGE_Y_F64); break;
        case MC_F32: xs = POW_NEG_X_F32; nx = COUNT(POW_NEG_X_F32); ys = POW_HUGE_Y_F32; ny = COUNT(POW_HUGE_Y_F32); break;
        case MC_F16: xs = POW_NEG_X_F16; nx = COUNT(POW_NEG_X_F16); ys = POW_HUGE_Y_F16; ny = COUNT(POW_HUGE_Y_F16); break;
        default: xs = POW_NEG_X_BF16; nx = COUNT(POW_NEG_X_BF16); ys = POW_HUGE_Y_BF16; ny = COUNT(POW_HUGE_Y_BF16); break;
        }
        for (int i = 0; i < nx; i++)
            for (int j = 0; j < ny; j++) { t.x[0] = xs[i]; t.x[1] = ys[j]; add(s, &t); }
    }
    for (int r = 0; r < random_count; r++) {
        for (int k = 0; k < nf; k++) t.x[k] = random_value(op, f);
        t.n = ik ? random_int(op, ik, f) : 0;
        add(s, &t);
    }
}

static int ref_of(inputs *s, const char *op, mc_fmt f, int i) {
    if (!s->ref) {
        s->ref = calloc((size_t)s->n, sizeof *s->ref);
        s->have = calloc((size_t)s->n, 1);
    }
    if (!s->have[i]) {
        mpfr_inits2(MC_PREC, s->ref[i][0], s->ref[i][1], (mpfr_ptr)0);
        s->have[i] = (char)mc_ref(op, f, &s->in[i], s->ref[i]);
    }
    return s->have[i];
}

static void free_inputs(inputs *s) {
    if (s->ref)
        for (int i = 0; i < s->n; i++)
            if (s->have[i]) mpfr_clears(s->ref[i][0], s->ref[i][1], (mpfr_ptr)0);
    free(s->ref);
    free(s->have);
    free(s->in);
}

/* ---- checking ------------------------------------------------------------------------------- */
enum { OK, FAIL, KNOWN, UNCHECKED };

static int size_of(mc_fmt f) { return mc_fmt_bits(f) / 8; }

static uint64_t load_bits(const unsigned char *p, int size) {
    uint64_t v = 0;
    memcpy(&v, p, (size_t)size);
    return v;
}

/* A signaling NaN: the quiet bit (the mantissa's top bit) clear. */
static int is_snan(uint64_t b, mc_fmt f) {
    int mant = f == MC_F16 ? 10 : f == MC_BF16 ? 7 : f == MC_F32 ? 23 : 52;
    return mc_isnan(b, f) && !(b >> (mant - 1) & 1);
}

/* The ulp of exact value e in f32 (for the fast narrow bound). */
static double ulp_f32(mpfr_srcptr e) {
    if (!mpfr_regular_p(e)) return 0x1p-149;
    long ex = (long)mpfr_get_exp(e) - 1;
    if (ex < -126) ex = -126;
    return ldexp(1, (int)ex - 23);
}

/* Is `got` an acceptable first-kind (floating-point) result for the exact value e? *d: its
 * distance in ulps from the correctly rounded value, -1 when that is not what accepted it (a
 * special value, a flushed result, an absolute error bound, no documented bound). */
static int accept_fp(const struct mc_form *fm, mc_kind kind, int exact_required, mpfr_srcptr e, uint64_t got,
                     const mc_bound *b, int both_zero_minmax, double *d) {
    mc_fmt f = (mc_fmt)fm->fmt;
    *d = -1;
    if (mpfr_nan_p(e)) return mc_isnan(got, f);
    if (mc_isnan(got, f)) return 0;
    if (mpfr_inf_p(e)) return mc_isinf(got, f) && mc_signbit(got, f) == (mpfr_signbit(e) != 0);
    uint64_t cr = mc_round(e, f);
    int64_t dd = mc_ordinal(got, f) - mc_ordinal(cr, f);
    *d = (double)(dd < 0 ? -dd : dd);
    if (both_zero_minmax) return mc_iszero(got, f);
    if (mpfr_zero_p(e)) return got == cr;
    /* A flushed result: subnormal (or underflowing) values may become sign-preserving zero. */
    if (fm->ftz && f != MC_F64 && mc_iszero(got, f) && mc_signbit(got, f) == (mpfr_signbit(e) != 0) &&
        (mc_issubnormal(cr, f) || mc_iszero(cr, f) ||
         (f == MC_F32 && mpfr_regular_p(e) && mpfr_get_exp(e) <= -126))) {
        *d = -1;
        return 1;
    }
    if (kind != MC_BOUNDED || exact_required) return got == cr;
    int narrow = f == MC_F16 || f == MC_BF16;
    if (narrow) {
        if (mc_isinf(got, f) != mc_isinf(cr, f) || mc_iszero(got, f) != mc_iszero(cr, f)) {
            if (!fm->fast) return 0;
        }
        if (!fm->fast) return *d <= 1;
        if (!b->checked) { *d = -1; return 1; }
        /* The f32 function's error bound as an absolute width w around e (in MPFR: e may be
         * beyond double's range), then rounded to the narrow type, plus 1 ulp. */
        mpfr_t w, t, lo, hi;
        mpfr_inits2(MC_PREC, w, t, lo, hi, (mpfr_ptr)0);
        long ex = mpfr_regular_p(e) ? (long)mpfr_get_exp(e) - 1 : -126;
        mpfr_set_d(w, b->ulps, MPFR_RNDU);
        mpfr_mul_2si(w, w, (ex < -126 ? -126 : ex) - 23, MPFR_RNDU);
        mpfr_set_d(t, b->abs, MPFR_RNDU);
        mpfr_max(w, w, t, MPFR_RNDU);
        mpfr_abs(t, e, MPFR_RNDU);
        mpfr_mul_d(t, t, b->rel, MPFR_RNDU);
        mpfr_max(w, w, t, MPFR_RNDU);
        mpfr_sub(lo, e, w, MPFR_RNDD);
        mpfr_add(hi, e, w, MPFR_RNDU);
        int64_t ol = mc_ordinal(mc_round(lo, f), f) - 1, oh = mc_ordinal(mc_round(hi, f), f) + 1;
        mpfr_clears(w, t, lo, hi, (mpfr_ptr)0);
        int64_t og = mc_ordinal(got, f);
        return og >= ol && og <= oh;
    }
    if (!b->checked) { *d = -1; return 1; }
    if (*d <= b->ulps) return 1;
    if (b->abs > 0 || b->rel > 0) {
        mpfr_t g, diff;
        mpfr_inits2(MC_PREC, g, diff, (mpfr_ptr)0);
        mc_to_mpfr(g, got, f);
        mpfr_sub(diff, g, e, MPFR_RNDN);
        mpfr_abs(diff, diff, MPFR_RNDN);
        int ok = (b->abs > 0 && mpfr_cmp_d(diff, b->abs) <= 0);
        if (!ok && b->rel > 0) {
            mpfr_t lim;
            mpfr_init2(lim, MC_PREC);
            mpfr_abs(lim, e, MPFR_RNDN);
            mpfr_mul_d(lim, lim, b->rel, MPFR_RNDN);
            ok = mpfr_cmp(diff, lim) <= 0;
            mpfr_clear(lim);
        }
        mpfr_clears(g, diff, (mpfr_ptr)0);
        if (ok) *d = -1;
        return ok;
    }
    return 0;
}

/* Is integer result `got` (result j, of width w) acceptable for exact values o? 2: unchecked. */
static int accept_int(const char *op, int j, int w, const mc_in *in, mc_fmt f, mpfr_t *o, int64_t got) {
    if (!strcmp(op, "frexp")) {
        double x = mc_to_double(in->x[0], f);
        if (isnan(x) || isinf(x)) return 2;
        return got == mpfr_get_si(o[1], MPFR_RNDN);
    }
    if (!strcmp(op, "remquo")) {
        double x = mc_to_double(in->x[0], f), y = mc_to_double(in->x[1], f);
        if (!isfinite(x) || !isfinite(y) || y == 0) return 2;
        long q = mpfr_get_si(o[1], MPFR_RNDN);
        if ((labs(got) & 7) != (labs(q) & 7)) return 0;
        return (q & 7) == 0 || ((got < 0) == (q < 0));
    }
    (void)j;
    mpfr_srcptr e = o[0];
    if (!mpfr_number_p(e)) return 2;
    /* lround & co.: a value outside the result type is unspecified (C, LangRef). */
    if (w == 32 ? !mpfr_fits_sint_p(e, MPFR_RNDN) : !mpfr_fits_intmax_p(e, MPFR_RNDN)) return 2;
    int64_t want = (int64_t)mpfr_get_sj(e, MPFR_RNDN);
    if (w == 32) want = (int32_t)want;
    return got == want;
}

/* llvm.powi is x multiplied |n| times, "the order of evaluation of multiplications is not
 * defined" (LangRef); libdevice's __nv_powi[f] squares and multiplies (x^|n| by the bits of
 * |n|, then 1/r for n < 0), in f32 for f32/f16/bf16. This repeats that in the format the result
 * is computed in (with --ftz's flushing) and says whether every step was exact: then the result
 * must be the correctly rounded x^n; otherwise libdevice's own rounding errors (or an
 * intermediate overflow) are accepted: `*sim` gets that result, rounded to the form's format.
 * Returns 0 for exponents outside i32 (the shim computes those with pow). */
static int powi_sim(mc_fmt f, int ftz, const mc_in *in, uint64_t *sim, int *exact) {
    if (in->n > INT32_MAX || in->n < INT32_MIN) return 0;
    mc_fmt cf = f == MC_F64 ? MC_F64 : MC_F32;
    mpfr_t x, b, r, p, q;
    mpfr_inits2(256, x, b, r, p, q, (mpfr_ptr)0);
    mc_to_mpfr(x, in->x[0], f);
    uint64_t bb = mc_round(x, cf), rb;
    if (ftz && cf == MC_F32) bb = mc_flush(bb, cf);
    mc_to_mpfr(b, bb, cf);
    mpfr_set_ui(r, 1, MPFR_RNDN);
    *exact = 1;
    uint64_t e = in->n < 0 ? (uint64_t)(-(in->n + 1)) + 1 : (uint64_t)in->n;
    for (;;) {
        if (e & 1) {
            mpfr_mul(p, r, b, MPFR_RNDN);
            rb = mc_round(p, cf);
            if (ftz && cf == MC_F32) rb = mc_flush(rb, cf);
            mc_to_mpfr(r, rb, cf);
            if (mpfr_cmp(r, p) != 0 || mpfr_inf_p(r)) *exact = 0;
        }
        e >>= 1;
        if (!e) break;
        mpfr_mul(p, b, b, MPFR_RNDN);
        bb = mc_round(p, cf);
        if (ftz && cf == MC_F32) bb = mc_flush(bb, cf);
        mc_to_mpfr(b, bb, cf);
        if (mpfr_cmp(b, p) != 0 || mpfr_inf_p(b)) *exact = 0;
    }
    if (in->n < 0) {
        mpfr_ui_div(q, 1, r, MPFR_RNDN);
        rb = mc_round(q, cf);
        if (ftz && cf == MC_F32) rb = mc_flush(rb, cf);
        mc_to_mpfr(r, rb, cf);
    }
    *sim = mc_round(r, f);
    if (mpfr_nan_p(x)) *exact = 0;
    mpfr_clears(x, b, r, p, q, (mpfr_ptr)0);
    return 1;
}

typedef struct {
    long checked, failures, known, unchecked, listed;
    double max_ulp;
    /* Per deviation (by its text): how often it explained a result, and the first input. */
    const char *dev[8];
    long dev_count[8];
    char dev_example[8][400];
} stats;

static int listed_limit(void) {
    const char *e = getenv("NVVMC_MATH_CPU_LISTED");
    return e ? atoi(e) : 12;
}

static void describe_inputs(char *buf, size_t n, const struct mc_form *fm, const mc_in *in) {
    size_t at = 0;
    int k = 0;
    at += (size_t)snprintf(buf + at, n - at, "(");
    for (const char *a = fm->args; *a; a++) {
        char v[96];
        if (*a == 'T') { mc_format(v, sizeof v, in->x[k++], (mc_fmt)fm->fmt); }
        else if (*a == 'S') snprintf(v, sizeof v, "\"\"");
        else snprintf(v, sizeof v, "%" PRId64, *a == 'I' ? (int64_t)(int32_t)in->n : in->n);
        at += (size_t)snprintf(buf + at, n - at, "%s%s", a == fm->args ? "" : ", ", v);
        if (at >= n) return;
    }
    snprintf(buf + at, n - at, ")");
}

/* All inputs that a form under --ftz may effectively see: each subnormal operand kept or flushed
 * (the first is the input itself). */
static int ftz_variants(const struct mc_form *fm, const mc_in *in, mc_in *out) {
    mc_fmt f = (mc_fmt)fm->fmt;
    int nf = count_char(fm->args, 'T'), sub[4], ns = 0;
    out[0] = *in;
    if (!fm->ftz || f == MC_F64) return 1;
    for (int k = 0; k < nf; k++)
        if (mc_issubnormal(in->x[k], f)) sub[ns++] = k;
    int n = 0;
    for (int mask = 0; mask < (1 << ns); mask++) {
        out[n] = *in;
        for (int i = 0; i < ns; i++)
            if (mask & (1 << i)) out[n].x[sub[i]] = mc_flush(in->x[sub[i]], f);
        n++;
    }
    return n;
}

static void run_form(const struct mc_form *fm, inputs *s, stats *st) {
    mc_fmt f = (mc_fmt)fm->fmt;
    int size = size_of(f), nres = (int)strlen(fm->res), limit = listed_limit();
    mc_kind kind = mc_op_kind(fm->op);
    int has_int = strchr(fm->args, 'I') || strchr(fm->args, 'L');
    for (int i = 0; i < s->n; i++) {
        const mc_in *lane_in[2];
        lane_in[0] = &s->in[i];
        lane_in[1] = &s->in[has_int ? i : (i + 1) % s->n];
        _Alignas(16) unsigned char in[64] = {0}, out[64] = {0};
        int k = 0;
        for (const char *a = fm->args; *a; a++) {
            if (*a != 'T') continue;
            for (int l = 0; l < fm->lanes; l++) memcpy(in + 16 * k + l * size, &lane_in[l]->x[k], (size_t)size);
            k++;
        }
        fm->fn(out, in, (int32_t)s->in[i].n, s->in[i].n);
        for (int l = 0; l < fm->lanes; l++) {
            const mc_in *t = lane_in[l];
            int ti = l == 0 ? i : (has_int ? i : (i + 1) % s->n);
            if (!ref_of(s, fm->op, f, ti)) continue;
            mc_in var[16];
            int nvar = ftz_variants(fm, t, var);
            for (int j = 0; j < nres; j++) {
                char rc = fm->res[j];
                int status;
                double best = -1;
                uint64_t got = 0;
                int64_t got_int = 0;
                if (rc == 'T') got = load_bits(out + 16 * j + l * size, size);
                else if (rc == 'i') { int32_t v; memcpy(&v, out + 16 * j + l * 4, 4); got_int = v; }
                else memcpy(&got_int, out + 16 * j + l * 8, 8);
                mc_bound b = mc_bound_for(fm->op, f, fm->fast, t);
                status = FAIL;
                for (int c = 0; c < nvar && status != OK; c++) {
                    mpfr_t tmp[2];
                    mpfr_t *o = s->ref[ti];
                    if (c > 0) {
                        mpfr_inits2(MC_PREC, tmp[0], tmp[1], (mpfr_ptr)0);
                        mc_ref(fm->op, f, &var[c], tmp);
                        o = tmp;
                    }
                    if (rc == 'T') {
                        /* Exact: the exact operations (modf, frexp, remquo, … included), and
                         * powi where libdevice's multiplications are all exact. */
                        int exact = kind != MC_BOUNDED, sim_exact = 0, have_sim = 0, by_sim = 0;
                        uint64_t sim = 0;
                        if (!strcmp(fm->op, "powi")) {
                            have_sim = powi_sim(f, fm->ftz, &var[c], &sim, &sim_exact);
                            /* 1/r with --prec-div=0 is within 2 ulp, not exact */
                            exact = have_sim && sim_exact && !(fm->fast && var[c].n < 0);
                            by_sim = have_sim && !sim_exact && got == sim;
                        }
                        /* fmin/fmax with a signaling NaN: LLVM 22's LangRef makes it a quiet NaN,
                         * PTX's min/max (and C's) return the other operand: either. */
                        if ((!strcmp(fm->op, "fmin") || !strcmp(fm->op, "fmax")) && mc_isnan(got, f) &&
                            (is_snan(var[c].x[0], f) || is_snan(var[c].x[1], f)))
                            status = OK;
                        /* Zeros of unspecified sign: fmin/fmax of +0 and -0 (LangRef, C), and
                                         * the Bessel J functions at -inf (CUDA specifies +inf only). */
                        int both_zero = ((!strcmp(fm->op, "fmin") || !strcmp(fm->op, "fmax")) &&
                                         mc_iszero(var[c].x[0], f) && mc_iszero(var[c].x[1], f)) ||
                                        (!strcmp(fm->op, "jn") && mc_isinf(var[c].x[0], f) && mc_signbit(var[c].x[0], f));
                        double d = -1;
                        int ok = kind == MC_NAN ? mc_isnan(got, f)
                                                : accept_fp(fm, kind, exact, o[j], got, &b, both_zero, &d);
                        if (ok) {
                            best = d; /* the accepting candidate's distance (-1: not in ulps) */
                            status = OK;
                        } else if (by_sim) {
                            best = -1; /* libdevice's own multiplications: not an error against a bound */
                            status = OK;
                        } else if (d >= 0 && (best < 0 || d < best)) {
                            best = d;
                        }
                    } else {
                        int w = rc == 'i' ? 32 : 64;
                        int ok = accept_int(fm->op, j, w, &var[c], f, o, got_int);
                        if (ok == 1) status = OK;
                        else if (ok == 2) status = UNCHECKED; /* unspecified for this input */
                    }
                    if (c > 0) mpfr_clears(tmp[0], tmp[1], (mpfr_ptr)0);
                    if (status == UNCHECKED) break;
                }
                if (status == FAIL && rc == 'T' && j == 0) {
                    const char *dev = NULL;
                    for (int c = 0; c < nvar && !dev; c++) dev = mc_known_deviation(fm->op, f, (fm->fast ? MC_DEV_FAST : 0) | (fm->ftz ? MC_DEV_FTZ : 0), &var[c], got);
                    if (dev) {
                        status = KNOWN;
                        int k = 0;
                        while (k < 8 && st->dev[k] && st->dev[k] != dev) k++;
                        if (k < 8) {
                            if (!st->dev[k]) {
                                char ins[300], g[96];
                                describe_inputs(ins, sizeof ins, fm, t);
                                mc_format(g, sizeof g, got, f);
                                st->dev[k] = dev;
                                snprintf(st->dev_example[k], sizeof st->dev_example[k], "in=%s got %s", ins, g);
                            }
                            st->dev_count[k]++;
                        }
                    }
                }
                if (status == UNCHECKED) { st->unchecked++; continue; }
                st->checked++;
                if (best > st->max_ulp && status != KNOWN) st->max_ulp = best;
                if (status == KNOWN) { st->known++; continue; }
                if (status == OK) continue;
                st->failures++;
                if (st->listed++ < limit) {
                    char ins[512], g[96], w[96], ex[64] = "";
                    describe_inputs(ins, sizeof ins, fm, t);
                    mpfr_srcptr e = s->ref[ti][j];
                    if (rc == 'T') {
                        mc_format(g, sizeof g, got, f);
                        mc_format(w, sizeof w, mc_round(e, f), f);
                        if (mpfr_number_p(e)) mpfr_snprintf(ex, sizeof ex, " exact %.12Rg", e);
                    } else {
                        snprintf(g, sizeof g, "%" PRId64, got_int);
                        if (mpfr_number_p(e) && mpfr_fits_intmax_p(e, MPFR_RNDN))
                            snprintf(w, sizeof w, "%jd", mpfr_get_sj(e, MPFR_RNDN));
                        else mpfr_snprintf(w, sizeof w, "%Rg", e);
                        if (j == 1) mpfr_snprintf(w, sizeof w, "%Rg", s->ref[ti][1]);
                    }
                    char bound[160] = "";
                    if (rc == 'T' && kind == MC_BOUNDED)
                        snprintf(bound, sizeof bound, "; bound %g ulp%s%s (%s)", b.ulps, b.abs > 0 ? ", abs " : "",
                                 b.abs > 0 ? "" : "", b.why);
                    printf("FAIL\t%s\t%s\tin=%s%s result %d: got %s, want %s%s (%g ulp%s)\n", fm->flags, fm->label,
                           ins, fm->lanes > 1 ? (l ? " lane 1" : " lane 0") : "", j, g, w, ex, best, bound);
                }
            }
        }
    }
}

/* A group of forms: one op, format and operand list (they share inputs and references). */
static int same_group(const struct mc_form *a, const struct mc_form *b) {
    return !strcmp(a->op, b->op) && a->fmt == b->fmt && !strcmp(a->args, b->args);
}

static void run_group(int lead_index, int random_count, const char *filter) {
    const struct mc_form *lead = &mc_forms[lead_index];
    /* The random inputs depend on the group only, not on which worker runs it when. */
    rng = 0x9E3779B97F4A7C15ull;
    for (const char *p = lead->op; *p; p++) rng = (rng ^ (uint64_t)*p) * 0x100000001B3ull;
    for (const char *p = lead->args; *p; p++) rng = (rng ^ (uint64_t)*p) * 0x100000001B3ull;
    rng = (rng ^ (uint64_t)lead->fmt) * 0x100000001B3ull | 1;
    inputs s = {0};
    int made = 0;
    clock_t t0 = clock();
    for (int k = lead_index; k < mc_nforms; k++) {
        const struct mc_form *fm = &mc_forms[k];
        if (!same_group(fm, lead)) continue;
        if (filter && !strstr(fm->label, filter) && strcmp(fm->op, filter)) continue;
        if (!made) {
            make_inputs(&s, lead->op, (mc_fmt)lead->fmt, lead->args, random_count);
            made = 1;
        }
        stats st = {0};
        run_form(fm, &s, &st);
        for (int k = 0; k < 8 && st.dev[k]; k++)
            printf("KNOWN\t%s\t%s\t%s\t%ld results, e.g. %s\n", fm->flags, fm->label, st.dev[k], st.dev_count[k],
                   st.dev_example[k]);
        printf("FORM\t%s\t%s\t%ld\t%g\t%ld\t%ld\t%ld\n", fm->flags, fm->label, st.checked, st.max_ulp, st.failures,
               st.known, st.unchecked);
    }
    if (made && getenv("NVVMC_MATH_CPU_TIMES"))
        printf("GROUP\t%s\t%s\t%s\t%d inputs\t%.2f s\n", lead->op, mc_fmt_name((mc_fmt)lead->fmt), lead->args, s.n,
               (double)(clock() - t0) / CLOCKS_PER_SEC);
    free_inputs(&s);
}

int main(int argc, char **argv) {
    int random_count = argc > 1 ? atoi(argv[1]) : 300;
    int workers = argc > 2 ? atoi(argv[2]) : 1;
    const char *filter = argc > 3 ? argv[3] : NULL;
    setvbuf(stdout, NULL, _IOLBF, 0);
    mc_print_deviations();
    /* The groups, each named by its first form. */
    int *leads = malloc(sizeof *leads * (size_t)mc_nforms), ngroups = 0;
    for (int g = 0; g < mc_nforms; g++) {
        int seen = 0;
        for (int k = 0; k < ngroups && !seen; k++) seen = same_group(&mc_forms[leads[k]], &mc_forms[g]);
        if (!seen) leads[ngroups++] = g;
    }
    /* Workers take the next group from a shared counter; each record is one line (one write). */
    int *next_group = mmap(NULL, sizeof(int), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (next_group == MAP_FAILED) { perror("mmap"); return 2; }
    *next_group = 0;
    fflush(stdout);
    for (int w = 0; w < workers; w++) {
        pid_t pid = workers > 1 ? fork() : 0;
        if (pid < 0) { perror("fork"); return 2; }
        if (pid > 0) continue;
        for (int g; (g = __atomic_fetch_add(next_group, 1, __ATOMIC_SEQ_CST)) < ngroups;)
            run_group(leads[g], random_count, filter);
        if (workers > 1) { fflush(stdout); _exit(0); }
    }
    int status = 0;
    for (int w = 0; w < workers && workers > 1; w++) {
        int st;
        if (wait(&st) < 0 || !WIFEXITED(st) || WEXITSTATUS(st)) status = 1;
    }
    if (status) printf("ERROR\ta worker died\n");
    free(leads);
    return status;
}
