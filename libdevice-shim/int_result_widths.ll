; `llvm.lround`, `llvm.llround`, `llvm.lrint` and `llvm.llrint` with results narrower than i64.
;
; Why this file exists: these intrinsics are overloaded on the result width (`llvm.lround.i32.f32`
; is what a C front end emits for `long` on a 32-bit ABI, and what vectorizers may create), but
; libdevice only has the `long long` forms `__nv_llround[f]` and `__nv_llrint[f]`. As in C, a
; result outside the narrower type is unspecified; the wrappers truncate.
target triple = "nvptx64-nvidia-cuda"

declare i64 @__nv_llroundf(float)
declare i64 @__nv_llround(double)
declare i64 @__nv_llrintf(float)
declare i64 @__nv_llrint(double)

define linkonce_odr i8 @__nvvmc_lround_i8_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i8 @__nvvmc_lround_i8_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i16 @__nvvmc_lround_i16_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i16 @__nvvmc_lround_i16_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i32 @__nvvmc_lround_i32_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i32 @__nvvmc_lround_i32_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i8 @__nvvmc_llround_i8_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i8 @__nvvmc_llround_i8_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i16 @__nvvmc_llround_i16_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i16 @__nvvmc_llround_i16_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i32 @__nvvmc_llround_i32_f32(float %x) #0 {
  %r = call i64 @__nv_llroundf(float %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i32 @__nvvmc_llround_i32_f64(double %x) #0 {
  %r = call i64 @__nv_llround(double %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i8 @__nvvmc_lrint_i8_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i8 @__nvvmc_lrint_i8_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i16 @__nvvmc_lrint_i16_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i16 @__nvvmc_lrint_i16_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i32 @__nvvmc_lrint_i32_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i32 @__nvvmc_lrint_i32_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i8 @__nvvmc_llrint_i8_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i8 @__nvvmc_llrint_i8_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i8
  ret i8 %t
}
define linkonce_odr i16 @__nvvmc_llrint_i16_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i16 @__nvvmc_llrint_i16_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i16
  ret i16 %t
}
define linkonce_odr i32 @__nvvmc_llrint_i32_f32(float %x) #0 {
  %r = call i64 @__nv_llrintf(float %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define linkonce_odr i32 @__nvvmc_llrint_i32_f64(double %x) #0 {
  %r = call i64 @__nv_llrint(double %x)
  %t = trunc i64 %r to i32
  ret i32 %t
}

attributes #0 = { alwaysinline nounwind }
