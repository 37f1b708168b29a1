; `llvm.powi` with exponents that are not i32.
;
; Why this file exists: `llvm.powi.fX.iN` is overloaded on the exponent's width, but libdevice's
; `__nv_powif`/`__nv_powi` take an i32. Narrower exponents are sign-extended. A wider (i64)
; exponent is clamped into i32 keeping its parity: for |n| beyond 2^31 the result is already
; 0, +-inf or +-1 for every x, and only the sign for x < 0 depends on n, through its parity, so
; clamping to 2147483647/2147483646 (or -2147483647/-2147483648) gives the same value a true
; 64-bit powi would.
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_powif(float, i32)
declare double @__nv_powi(double, i32)

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

; Clamps an i64 exponent into i32, keeping its parity.
define linkonce_odr i32 @__nvvmc_clamp_exponent_i64(i64 %n) #0 {
  %odd = and i64 %n, 1
  %big = icmp sgt i64 %n, 2147483647
  %small = icmp slt i64 %n, -2147483648
  %hi.p = add i64 2147483646, %odd
  %lo = add i64 -2147483648, %odd
  %a = select i1 %big, i64 %hi.p, i64 %n
  %b = select i1 %small, i64 %lo, i64 %a
  %r = trunc i64 %b to i32
  ret i32 %r
}

define linkonce_odr float @__nvvmc_powi_f32_i64(float %x, i64 %n) #0 {
  %w = call i32 @__nvvmc_clamp_exponent_i64(i64 %n)
  %r = call float @__nv_powif(float %x, i32 %w)
  ret float %r
}

define linkonce_odr double @__nvvmc_powi_f64_i64(double %x, i64 %n) #0 {
  %w = call i32 @__nvvmc_clamp_exponent_i64(i64 %n)
  %r = call double @__nv_powi(double %x, i32 %w)
  ret double %r
}

attributes #0 = { alwaysinline nounwind }
