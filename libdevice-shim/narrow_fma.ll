; `llvm.fma` on half and bfloat, rounded once.
;
; Why this file exists: libdevice has no half or bfloat fma, and computing one as `__nv_fmaf`
; (f32) and rounding the result to half or bfloat rounds twice: bf16
; fma(0x4220, 0x3F82, 0x2B5A) came out 0x4222 where the fused result is 0x4223, f16
; fma(0x4900, 0xE04E, 0x000B) 0xED62 for 0xED61. LLVM 22 promotes a bfloat fma to an f32 one on
; targets without `fma.rn.bf16` (below sm_80), with the same error.
;
; Here the product of the widened operands is exact in f64 (22 or 16 significant bits), so
; `fma.rn.f64` rounds only the sum. Its rounding error is recovered exactly (Knuth's TwoSum) and
; the sum is rounded to odd instead (an inexact result gets an odd last bit): rounding a value
; rounded to odd with p + 2 or more bits to the narrow type (11 or 8 bits; f64 has 53) gives the
; correctly rounded result (Boldo and Melquiond, "Emulation of FMA and correctly rounded sums:
; proved algorithms using rounding to odd", IEEE TC 2008). Infinities and NaNs pass through the
; f64 fma (the error term is then NaN and ignored); a finite sum cannot overflow f64.
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.fma.f64(double, double, double)

; The f64 fma of a, b, c (the product a*b exact), rounded to odd.
define linkonce_odr double @__nvvmc_fma_round_to_odd(double %a, double %b, double %c) #0 {
  %p = fmul double %a, %b
  %s = call double @llvm.fma.f64(double %a, double %b, double %c)
  ; TwoSum(p, c): s + e == p + c exactly.
  %bv = fsub double %s, %p
  %av = fsub double %s, %bv
  %br = fsub double %c, %bv
  %ar = fsub double %p, %av
  %e = fadd double %ar, %br
  %bits = bitcast double %s to i64
  %inexact = fcmp one double %e, 0.000000e+00
  %low = and i64 %bits, 1
  %even = icmp eq i64 %low, 0
  %fix = and i1 %inexact, %even
  ; Toward the exact value: away from zero when e has the sign of s, else toward zero.
  %sbits = bitcast double %s to i64
  %ebits = bitcast double %e to i64
  %signs = xor i64 %sbits, %ebits
  %same = icmp sge i64 %signs, 0
  %step = select i1 %same, i64 1, i64 -1
  %moved = add i64 %bits, %step
  %odd = select i1 %fix, i64 %moved, i64 %bits
  %r = bitcast i64 %odd to double
  ret double %r
}

define linkonce_odr half @__nvvmc_fma_f16(half %a, half %b, half %c) #0 {
  %wa = fpext half %a to double
  %wb = fpext half %b to double
  %wc = fpext half %c to double
  %s = call double @__nvvmc_fma_round_to_odd(double %wa, double %wb, double %wc)
  %r = fptrunc double %s to half
  ret half %r
}

define linkonce_odr bfloat @__nvvmc_fma_bf16(bfloat %a, bfloat %b, bfloat %c) #0 {
  %wa = fpext bfloat %a to double
  %wb = fpext bfloat %b to double
  %wc = fpext bfloat %c to double
  %s = call double @__nvvmc_fma_round_to_odd(double %wa, double %wb, double %wc)
  %r = fptrunc double %s to bfloat
  ret bfloat %r
}

attributes #0 = { alwaysinline nounwind }
