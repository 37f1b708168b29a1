; --run-pass lower-math: math the backend cannot select becomes libdevice calls, before any
; linking (the `__nv_*` functions stay declarations); canonicalize-math alone only turns libm
; names into intrinsics.
; RUN: %nvvmc %s --run-pass lower-math -o - | %FileCheck %s --check-prefix=LOWER
; RUN: %nvvmc %s --run-pass lower-math --fast-math -o - | %FileCheck %s --check-prefix=FAST
; RUN: %nvvmc %s --run-pass canonicalize-math -o - | %FileCheck %s --check-prefix=CANON
; LOWER: call double @__nv_sin(double %x)
; LOWER: declare double @__nv_sin(double)
; FAST: call float @__nv_fast_sinf(float %y)
; CANON: call double @llvm.sin.f64(double %x)
target triple = "nvptx64-nvidia-cuda"
declare double @sin(double)
declare float @llvm.sin.f32(float)
define double @f(double %x, float %y) {
  %s = call double @sin(double %x)
  %t = call float @llvm.sin.f32(float %y)
  %e = fpext float %t to double
  %r = fadd double %s, %e
  ret double %r
}
