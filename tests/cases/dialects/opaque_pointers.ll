; Modern opaque-pointer NVVM IR compiles to an .entry for every kernel.
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_52 -o - | %FileCheck %s --check-prefix=SM52
; CHECK: .target sm_90
; CHECK: .address_size 64
; CHECK: .visible .entry scale(
; CHECK: mul.f32
; SM52: .target sm_52
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr %p, float %f) {
  %v = load float, ptr %p
  %m = fmul float %v, %f
  store float %m, ptr %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}
