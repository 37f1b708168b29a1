; NVVMReflect answers follow the options: __CUDA_FTZ from --ftz/--fast-math, __CUDA_PREC_SQRT
; from --prec-sqrt, __CUDA_ARCH from --arch. Each shows in libdevice's code.
; __CUDA_FTZ: libdevice's sinf uses .ftz instructions only under --ftz.
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice -o - | %FileCheck %s --check-prefix=NOFTZ
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --ftz -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --fast-math -o - | %FileCheck %s --check-prefix=FTZ
; __CUDA_PREC_SQRT: __nv_sqrtf is sqrt.rn by default, sqrt.approx with --prec-sqrt=0.
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice -o - | %FileCheck %s --check-prefix=PRECSQRT
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --prec-sqrt=0 -o - | %FileCheck %s --check-prefix=APPROXSQRT
; __CUDA_ARCH: __nv_fast_tanhf is one tanh.approx instruction from sm_75 on, a formula before.
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice -o - | %FileCheck %s --check-prefix=SM90
; RUN: %nvvmc %s --arch sm_52 --libdevice %libdevice -o - | %FileCheck %s --check-prefix=SM52
; NOFTZ-LABEL: .visible .entry sine(
; NOFTZ-NOT: .ftz
; NOFTZ: ret;
; FTZ-LABEL: .visible .entry sine(
; FTZ: .ftz.f32
; PRECSQRT-LABEL: .visible .entry root(
; PRECSQRT: sqrt.rn.f32
; APPROXSQRT-LABEL: .visible .entry root(
; APPROXSQRT: sqrt.approx.f32
; SM90-LABEL: .visible .entry hyperbolic(
; SM90: tanh.approx.f32
; SM52-LABEL: .visible .entry hyperbolic(
; SM52-NOT: tanh.approx
; SM52: ret;
target triple = "nvptx64-nvidia-cuda"
define void @sine(ptr addrspace(1) %p, float %x) {
  %s = call float @llvm.sin.f32(float %x)
  store float %s, ptr addrspace(1) %p
  ret void
}
define void @root(ptr addrspace(1) %p, float %x) {
  %s = call float @__nv_sqrtf(float %x)
  store float %s, ptr addrspace(1) %p
  ret void
}
define void @hyperbolic(ptr addrspace(1) %p, float %x) {
  %s = call float @__nv_fast_tanhf(float %x)
  store float %s, ptr addrspace(1) %p
  ret void
}
declare float @llvm.sin.f32(float)
declare float @__nv_sqrtf(float)
declare float @__nv_fast_tanhf(float)
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @sine, !"kernel", i32 1}
!1 = !{ptr @root, !"kernel", i32 1}
!2 = !{ptr @hyperbolic, !"kernel", i32 1}
