; Struct-returning math intrinsics over libdevice's out-pointer functions.
;
; Why this file exists: LLVM 22's `llvm.sincos`, `llvm.sincospi` and `llvm.modf` return both
; results as a struct ({sin, cos}; {fractional part, integral part}), which the NVPTX backend
; cannot select. libdevice computes the same values but writes them through pointers
; (`void __nv_sincos(double, double*, double*)`, `double __nv_modf(double, double*)`). Each
; wrapper gives libdevice private stack slots and returns the struct, so nvvmc's math lowering
; can replace the intrinsic call with a call of the same type. All wrappers are alwaysinline;
; after inlining, SROA removes the slots.
;
; Half-precision forms are computed in float by the lowering pass (fpext/fptrunc around the
; f32 wrapper); vector forms are scalarized before calling these.
target triple = "nvptx64-nvidia-cuda"

declare void @__nv_sincosf(float, ptr, ptr)
declare void @__nv_fast_sincosf(float, ptr, ptr)
declare void @__nv_sincos(double, ptr, ptr)
declare void @__nv_sincospif(float, ptr, ptr)
declare void @__nv_sincospi(double, ptr, ptr)
declare float @__nv_modff(float, ptr)
declare double @__nv_modf(double, ptr)

define linkonce_odr { float, float } @__nvvmc_sincos_f32(float %x) #0 {
  %s = alloca float, align 4
  %c = alloca float, align 4
  call void @__nv_sincosf(float %x, ptr %s, ptr %c)
  %sv = load float, ptr %s, align 4
  %cv = load float, ptr %c, align 4
  %r0 = insertvalue { float, float } poison, float %sv, 0
  %r1 = insertvalue { float, float } %r0, float %cv, 1
  ret { float, float } %r1
}

define linkonce_odr { float, float } @__nvvmc_fast_sincos_f32(float %x) #0 {
  %s = alloca float, align 4
  %c = alloca float, align 4
  call void @__nv_fast_sincosf(float %x, ptr %s, ptr %c)
  %sv = load float, ptr %s, align 4
  %cv = load float, ptr %c, align 4
  %r0 = insertvalue { float, float } poison, float %sv, 0
  %r1 = insertvalue { float, float } %r0, float %cv, 1
  ret { float, float } %r1
}

define linkonce_odr { double, double } @__nvvmc_sincos_f64(double %x) #0 {
  %s = alloca double, align 8
  %c = alloca double, align 8
  call void @__nv_sincos(double %x, ptr %s, ptr %c)
  %sv = load double, ptr %s, align 8
  %cv = load double, ptr %c, align 8
  %r0 = insertvalue { double, double } poison, double %sv, 0
  %r1 = insertvalue { double, double } %r0, double %cv, 1
  ret { double, double } %r1
}

define linkonce_odr { float, float } @__nvvmc_sincospi_f32(float %x) #0 {
  %s = alloca float, align 4
  %c = alloca float, align 4
  call void @__nv_sincospif(float %x, ptr %s, ptr %c)
  %sv = load float, ptr %s, align 4
  %cv = load float, ptr %c, align 4
  %r0 = insertvalue { float, float } poison, float %sv, 0
  %r1 = insertvalue { float, float } %r0, float %cv, 1
  ret { float, float } %r1
}

define linkonce_odr { double, double } @__nvvmc_sincospi_f64(double %x) #0 {
  %s = alloca double, align 8
  %c = alloca double, align 8
  call void @__nv_sincospi(double %x, ptr %s, ptr %c)
  %sv = load double, ptr %s, align 8
  %cv = load double, ptr %c, align 8
  %r0 = insertvalue { double, double } poison, double %sv, 0
  %r1 = insertvalue { double, double } %r0, double %cv, 1
  ret { double, double } %r1
}

; llvm.modf returns {fractional part, integral part}; __nv_modf returns the fractional part and
; stores the integral part.
define linkonce_odr { float, float } @__nvvmc_modf_f32(float %x) #0 {
  %i = alloca float, align 4
  %f = call float @__nv_modff(float %x, ptr %i)
  %iv = load float, ptr %i, align 4
  %r0 = insertvalue { float, float } poison, float %f, 0
  %r1 = insertvalue { float, float } %r0, float %iv, 1
  ret { float, float } %r1
}

define linkonce_odr { double, double } @__nvvmc_modf_f64(double %x) #0 {
  %i = alloca double, align 8
  %f = call double @__nv_modf(double %x, ptr %i)
  %iv = load double, ptr %i, align 8
  %r0 = insertvalue { double, double } poison, double %f, 0
  %r1 = insertvalue { double, double } %r0, double %iv, 1
  ret { double, double } %r1
}

attributes #0 = { alwaysinline nounwind }
