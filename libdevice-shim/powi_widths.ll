; `llvm.powi` with exponents that are not i32.
;
; Why this file exists: `llvm.powi.fX.iN` is overloaded on the exponent's width, but libdevice's
; `__nv_powif`/`__nv_powi` take an i32. Narrower exponents are sign-extended. An i64 exponent
; that fits in i32 goes to `__nv_powi[f]` too; a larger one goes to `__nv_pow[f]` on |x| with the
; exponent converted to floating point, and the sign put back when x is negative (sign bit, so
; -0.0 counts) and n is odd. (Clamping the exponent would be exact for f32 only: in f64,
; (1 + 2^-52)^(2^40) is still 1.000244.) In f64 the exponent is split so that no part of it is
; rounded (below); in f32, |n| > 2^31 leaves only results 0, 1 and infinity.
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_powif(float, i32)
declare double @__nv_powi(double, i32)
declare float @__nv_powf(float, float)
declare double @__nv_pow(double, double)
declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)

define linkonce_odr float @__nvvmc_powi_f32_i8(float %x, i8 %n) #0 {
  %w = sext i8 %n to i32
  %r = call float @__nv_powif(float %x, i32 %w)
  ret float %r
}

define linkonce_odr float @__nvvmc_powi_f32_i16(float %x, i16 %n) #0 {
  %w = sext i16 %n to i32
  %r = call float @__nv_powif(float %x, i32 %w)
  ret float %r
}

define linkonce_odr double @__nvvmc_powi_f64_i8(double %x, i8 %n) #0 {
  %w = sext i8 %n to i32
  %r = call double @__nv_powi(double %x, i32 %w)
  ret double %r
}

define linkonce_odr double @__nvvmc_powi_f64_i16(double %x, i16 %n) #0 {
  %w = sext i16 %n to i32
  %r = call double @__nv_powi(double %x, i32 %w)
  ret double %r
}


define linkonce_odr float @__nvvmc_powi_f32_i64(float %x, i64 %n) #0 {
entry:
  %lo = icmp sge i64 %n, -2147483648
  %hi = icmp sle i64 %n, 2147483647
  %fits = and i1 %lo, %hi
  br i1 %fits, label %narrow, label %wide

narrow:
  %w = trunc i64 %n to i32
  %r.narrow = call float @__nv_powif(float %x, i32 %w)
  br label %done

wide:
  %ax = call float @llvm.fabs.f32(float %x)
  %fn = sitofp i64 %n to float
  %m = call float @__nv_powf(float %ax, float %fn)
  %bits = bitcast float %x to i32
  %negative = icmp slt i32 %bits, 0
  %odd = trunc i64 %n to i1
  %flip = and i1 %negative, %odd
  %mneg = fneg float %m
  %r.wide = select i1 %flip, float %mneg, float %m
  br label %done

done:
  %r = phi float [ %r.narrow, %narrow ], [ %r.wide, %wide ]
  ret float %r
}

define linkonce_odr double @__nvvmc_powi_f64_i64(double %x, i64 %n) #0 {
entry:
  %lo = icmp sge i64 %n, -2147483648
  %hi = icmp sle i64 %n, 2147483647
  %fits = and i1 %lo, %hi
  br i1 %fits, label %narrow, label %wide

narrow:
  %w = trunc i64 %n to i32
  %r.narrow = call double @__nv_powi(double %x, i32 %w)
  br label %done

wide:
  ; n = a + low with low = n & 2047 and a a multiple of 2048, exact as a double (|a| < 2^63 has
  ; at most 52 significant bits), so |x|^n = pow(|x|, a) * powi(|x|, low): rounding n itself to a
  ; double above 2^53 was off by up to 100 ulp (x = 1 + 2^-52, n = 2^60 + 64). Zeros, infinities
  ; and NaNs keep the single pow, which is exact for them.
  %ax = call double @llvm.fabs.f64(double %x)
  %low = and i64 %n, 2047
  %a.int = sub i64 %n, %low
  %a = sitofp i64 %a.int to double
  %low32 = trunc i64 %low to i32
  %finite = fcmp one double %ax, 0x7FF0000000000000
  %nonzero = fcmp one double %ax, 0.000000e+00
  %split = and i1 %finite, %nonzero
  %fn = sitofp i64 %n to double
  %e = select i1 %split, double %a, double %fn
  %big = call double @__nv_pow(double %ax, double %e)
  %small = call double @__nv_powi(double %ax, i32 %low32)
  %scaled = fmul double %big, %small
  ; Where pow(|x|, a) over- or underflows, so does |x|^n (|low| < 2048 cannot bring it back):
  ; keep it, rather than inf * 0.
  %bigfinite = fcmp one double %big, 0x7FF0000000000000
  %bignonzero = fcmp one double %big, 0.000000e+00
  %inrange = and i1 %bigfinite, %bignonzero
  %use = and i1 %split, %inrange
  %m = select i1 %use, double %scaled, double %big
  %bits = bitcast double %x to i64
  %negative = icmp slt i64 %bits, 0
  %odd = trunc i64 %n to i1
  %flip = and i1 %negative, %odd
  %mneg = fneg double %m
  %r.wide = select i1 %flip, double %mneg, double %m
  br label %done

done:
  %r = phi double [ %r.narrow, %narrow ], [ %r.wide, %wide ]
  ret double %r
}

attributes #0 = { alwaysinline nounwind }
