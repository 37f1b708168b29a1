/* Host check of libdevice-shim/complex_arith.ll (run by tests/complex_builtins.rs).
 *
 * The shim's IR, renamed (__muldc3 -> nvvmc_muldc3, ...) and compiled for the host by LLVM 22's
 * llc, is linked with the real compiler-rt builtins (libclang_rt.builtins-x86_64.a), and both are
 * called on the same operands: every 4-tuple of a set of special values (zeros of both signs,
 * subnormals, the extremes, infinities, NaNs) and pseudo-random operands of every exponent.
 * Results must be bit for bit identical; two NaNs count as equal whatever their payload or sign
 * (IEEE leaves those unspecified, and x86-64 and PTX make different ones).
 *
 * With `--reference`, it instead reads lines `FN A B C D` (FN one of muldc3 divdc3 mulsc3 divsc3,
 * the operands as hexadecimal IEEE bit patterns) from stdin and prints compiler-rt's result as
 * `RE IM` bit patterns, one line each: the CPU reference for nvvmc's own output.
 *
 * The shim's wrappers store their result through a pointer: LLVM returns { float, float } in two
 * registers on x86-64 while C returns _Complex float in one, so only the pointer form is ABI-safe.
 */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

double _Complex __muldc3(double, double, double, double);
double _Complex __divdc3(double, double, double, double);
float _Complex __mulsc3(float, float, float, float);
float _Complex __divsc3(float, float, float, float);

void nvvmc_check_muldc3(double, double, double, double, double out[2]);
void nvvmc_check_divdc3(double, double, double, double, double out[2]);
void nvvmc_check_mulsc3(float, float, float, float, float out[2]);
void nvvmc_check_divsc3(float, float, float, float, float out[2]);

static unsigned long long checked, failed;

static uint64_t bits_d(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static uint32_t bits_f(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static int same_d(double x, double y) { return (isnan(x) && isnan(y)) || bits_d(x) == bits_d(y); }
static int same_f(float x, float y) { return (isnan(x) && isnan(y)) || bits_f(x) == bits_f(y); }

static void report_d(const char *f, double a, double b, double c, double d, double r0, double r1, double s0, double s1) {
    if (++failed <= 20)
        printf("MISMATCH %s(%a, %a, %a, %a): compiler-rt (%a, %a), shim (%a, %a)\n", f, a, b, c, d, r0, r1, s0, s1);
}
static void report_f(const char *f, float a, float b, float c, float d, float r0, float r1, float s0, float s1) {
    if (++failed <= 20)
        printf("MISMATCH %s(%a, %a, %a, %a): compiler-rt (%a, %a), shim (%a, %a)\n", f, a, b, c, d, r0, r1, s0, s1);
}

static void check_d(double a, double b, double c, double d) {
    double s[2];
    double _Complex r = __muldc3(a, b, c, d);
    nvvmc_check_muldc3(a, b, c, d, s);
    checked++;
    if (!same_d(creal(r), s[0]) || !same_d(cimag(r), s[1])) report_d("__muldc3", a, b, c, d, creal(r), cimag(r), s[0], s[1]);
    r = __divdc3(a, b, c, d);
    nvvmc_check_divdc3(a, b, c, d, s);
    checked++;
    if (!same_d(creal(r), s[0]) || !same_d(cimag(r), s[1])) report_d("__divdc3", a, b, c, d, creal(r), cimag(r), s[0], s[1]);
}

static void check_f(float a, float b, float c, float d) {
    float s[2];
    float _Complex r = __mulsc3(a, b, c, d);
    nvvmc_check_mulsc3(a, b, c, d, s);
    checked++;
    if (!same_f(crealf(r), s[0]) || !same_f(cimagf(r), s[1])) report_f("__mulsc3", a, b, c, d, crealf(r), cimagf(r), s[0], s[1]);
    r = __divsc3(a, b, c, d);
    nvvmc_check_divsc3(a, b, c, d, s);
    checked++;
    if (!same_f(crealf(r), s[0]) || !same_f(cimagf(r), s[1])) report_f("__divsc3", a, b, c, d, crealf(r), cimagf(r), s[0], s[1]);
}

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) { /* splitmix64: deterministic, so a failure reproduces */
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static double rand_d(void) { uint64_t u = next(); double x; memcpy(&x, &u, 8); return x; }
static float rand_f(void) { uint32_t u = (uint32_t)next(); float x; memcpy(&x, &u, 4); return x; }

static int reference(void) {
    char fn[16];
    unsigned long long a, b, c, d;
    while (scanf("%15s %llx %llx %llx %llx", fn, &a, &b, &c, &d) == 5) {
        if (fn[3] == 'd') {
            double x[4], r[2];
            uint64_t in[4] = {a, b, c, d};
            memcpy(x, in, sizeof x);
            double _Complex z = fn[0] == 'm' ? __muldc3(x[0], x[1], x[2], x[3]) : __divdc3(x[0], x[1], x[2], x[3]);
            r[0] = creal(z);
            r[1] = cimag(z);
            printf("%016llx %016llx\n", (unsigned long long)bits_d(r[0]), (unsigned long long)bits_d(r[1]));
        } else {
            float x[4];
            uint32_t in[4] = {(uint32_t)a, (uint32_t)b, (uint32_t)c, (uint32_t)d};
            memcpy(x, in, sizeof x);
            float _Complex z = fn[0] == 'm' ? __mulsc3(x[0], x[1], x[2], x[3]) : __divsc3(x[0], x[1], x[2], x[3]);
            printf("%08x %08x\n", bits_f(crealf(z)), bits_f(cimagf(z)));
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--reference") == 0) return reference();
    long rounds = argc > 1 ? atol(argv[1]) : 200000;
    const double sd[] = {0.0, -0.0, 1.0, -1.0, 0.5, -3.0, 0x1.8p-1070, -0x1p-1074, DBL_MIN, 0x1p-540,
                         1e300, -0x1p600, DBL_MAX, -DBL_MAX, INFINITY, -INFINITY, NAN, -NAN};
    const float sf[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -3.0f, 0x1.8p-147f, -0x1p-149f, FLT_MIN, 0x1p-70f,
                        1e30f, -0x1p70f, FLT_MAX, -FLT_MAX, INFINITY, -INFINITY, NAN, -NAN};
    const int nd = sizeof sd / sizeof sd[0], nf = sizeof sf / sizeof sf[0];
    for (int i = 0; i < nd; i++)
        for (int j = 0; j < nd; j++)
            for (int k = 0; k < nd; k++)
                for (int l = 0; l < nd; l++) check_d(sd[i], sd[j], sd[k], sd[l]);
    for (int i = 0; i < nf; i++)
        for (int j = 0; j < nf; j++)
            for (int k = 0; k < nf; k++)
                for (int l = 0; l < nf; l++) check_f(sf[i], sf[j], sf[k], sf[l]);
    for (long n = 0; n < rounds; n++) {
        /* Random bit patterns (every exponent, some NaN and inf), and random operands mixed with
         * special values so that the recovery paths see ordinary numbers too. */
        check_d(rand_d(), rand_d(), rand_d(), rand_d());
        check_f(rand_f(), rand_f(), rand_f(), rand_f());
        check_d(sd[next() % nd], rand_d(), rand_d(), sd[next() % nd]);
        check_f(rand_f(), sf[next() % nf], sf[next() % nf], rand_f());
        /* Operands of close magnitude, where cancellation and the divisor's scaling matter. */
        double x = ldexp(1.0 + (double)(next() % 1000) / 1000.0, (int)(next() % 2100) - 1075);
        check_d(x, -x * 0.75, x * 1.25, rand_d());
        float y = ldexpf(1.0f + (float)(next() % 1000) / 1000.0f, (int)(next() % 280) - 150);
        check_f(y, y * 0.75f, -y * 1.25f, rand_f());
    }
    printf("checked %llu calls, %llu mismatches\n", checked, failed);
    return failed != 0;
}
