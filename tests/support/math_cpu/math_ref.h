/* The reference for nvvmc's math: correctly rounded results from MPFR, CUDA's accuracy bounds,
 * and libdevice's own documented deviations. Used by tests/math_cpu.rs (driver.c, on the CPU)
 * and meant for a GPU check too: link math_ref.c, call mc_ref() / mc_check().
 *
 * Values travel as raw bits (uint64_t) of their format: f16, bf16, f32, f64. */
#ifndef NVVMC_MATH_REF_H
#define NVVMC_MATH_REF_H

#include <stdint.h> /* before mpfr.h: mpfr_get_sj, mpfr_set_uj_2exp */
#include <mpfr.h>

typedef enum { MC_F16, MC_BF16, MC_F32, MC_F64 } mc_fmt;

/* Working precision of the references (bits): far beyond f64, so that rounding the reference
 * to a format is correct except in astronomically rare cases. */
#define MC_PREC 320

/* ---- formats ------------------------------------------------------------------------------ */
const char *mc_fmt_name(mc_fmt f);
int mc_fmt_bits(mc_fmt f);                 /* storage bits: 16, 16, 32, 64 */
int mc_isnan(uint64_t b, mc_fmt f);
int mc_isinf(uint64_t b, mc_fmt f);
int mc_iszero(uint64_t b, mc_fmt f);
int mc_issubnormal(uint64_t b, mc_fmt f);
int mc_signbit(uint64_t b, mc_fmt f);
uint64_t mc_flush(uint64_t b, mc_fmt f);  /* subnormal -> sign-preserving zero */
uint64_t mc_zero(int negative, mc_fmt f);
double mc_to_double(uint64_t b, mc_fmt f); /* exact */
void mc_to_mpfr(mpfr_t out, uint64_t b, mc_fmt f); /* exact; out has >= 53 bits */
/* The value correctly rounded to the format (ties to even, gradual underflow, overflow to inf). */
uint64_t mc_round(mpfr_srcptr v, mc_fmt f);
/* A monotone integer image of the format's finite and infinite values (+0 and -0 both 0), so
 * that the distance in ulps between two values is the difference of their images. */
int64_t mc_ordinal(uint64_t b, mc_fmt f);
/* "%a"-style text of a value of the format, with its bits. */
void mc_format(char *buf, size_t n, uint64_t b, mc_fmt f);

/* ---- references ------------------------------------------------------------------------- */
/* The inputs of an operation: up to four floating-point operands (bits of `fmt`) and an integer
 * operand (jn/yn's order, ldexp/scalbn/powi's exponent). */
typedef struct {
    uint64_t x[4];
    int64_t n;
} mc_in;

/* How an operation's results are checked. */
typedef enum {
    MC_BOUNDED, /* CUDA's ulp / absolute error bounds */
    MC_EXACT,   /* bit for bit (NaN as any NaN) */
    MC_INTEGER, /* integer result, exact where C/LLVM specify it */
    MC_NAN,     /* nan(""): any NaN */
} mc_kind;

/* The exact results of `op` (MATH_OPS name: "sin", "sincos", "fmin", "lround", …) on `in`, at
 * MC_PREC bits: out[0], and out[1] for the second result (sincos: cos, sincospi: cospi, modf:
 * the integral part, frexp: the exponent, remquo: the quotient's low bits). Returns the number
 * of results, 0 for an unknown op. `fmt` only matters for integer-valued results. */
int mc_ref(const char *op, mc_fmt fmt, const mc_in *in, mpfr_t out[2]);
/* The correctly rounded first result, as bits of `fmt` (the integer for MC_INTEGER ops). */
uint64_t mc_ref_cr(const char *op, mc_fmt fmt, const mc_in *in);
mc_kind mc_op_kind(const char *op);
/* The number of floating-point operands and whether there is an integer operand. */
int mc_op_arity(const char *op);

/* ---- bounds ---------------------------------------------------------------------------------- */
/* An accuracy bound: the result is accepted when it is within `ulps` of the correctly rounded
 * value (CUDA's definition), or within `abs` (absolute) or `rel` (relative) of the exact value.
 * `checked` is 0 where CUDA documents no bound ("larger inside", "derived from its
 * implementation" beyond any stated range): special values are still checked there. */
typedef struct {
    double ulps, abs, rel;
    int checked;
    const char *why; /* the table row it comes from */
} mc_bound;

/* The bound for op on f32 (the f32 function also computes f16/bf16) or f64, with libdevice's
 * fast variant (`fast`: --fast-math picks __nv_fast_sinf etc.), for input `in`. */
mc_bound mc_bound_for(const char *op, mc_fmt fmt, int fast, const mc_in *in);

/* ---- libdevice's own deviations ------------------------------------------------------------ */
/* The name of the documented libdevice deviation that explains result `got` (first result) of
 * op on `in`, or NULL; `modes`: MC_DEV_FAST when libdevice's fast variant computed it
 * (--fast-math), MC_DEV_FTZ under --ftz. See the table in math_ref.c. */
#define MC_DEV_FAST 1
#define MC_DEV_FTZ 2
const char *mc_known_deviation(const char *op, mc_fmt fmt, int modes, const mc_in *in, uint64_t got);
/* Prints the deviation table. */
void mc_print_deviations(void);

#endif
