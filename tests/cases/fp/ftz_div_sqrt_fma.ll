; libNVVM's floating-point options, with its defaults: IEEE division and square root, fma
; contraction on, no flush-to-zero.
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=DEFAULT
; RUN: %nvvmc %s --arch sm_90 --ftz -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --arch sm_90 --ftz=1 -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --arch sm_90 --prec-div=0 --prec-sqrt=0 -o - | %FileCheck %s --check-prefix=APPROX
; RUN: %nvvmc %s --arch sm_90 --fma=0 -o - | %FileCheck %s --check-prefix=NOFMA
; RUN: %nvvmc %s --arch sm_90 --fast-math -o - | %FileCheck %s --check-prefix=FAST
; RUN: %nvvmc %s --arch sm_90 --fast-math --ftz=0 -o - | %FileCheck %s --check-prefix=FASTNOFTZ
; DEFAULT: div.rn.f32
; DEFAULT: sqrt.rn.f32
; DEFAULT: fma.rn.f32
; DEFAULT-NOT: .ftz
; FTZ: div.rn.ftz.f32
; FTZ: sqrt.rn.ftz.f32
; FTZ: fma.rn.ftz.f32
; APPROX: div.approx.f32
; APPROX: sqrt.approx.f32
; NOFMA-NOT: fma.rn
; NOFMA: mul.rn.f32
; NOFMA: add.rn.f32
; FAST: div.approx.ftz.f32
; FAST: sqrt.approx.ftz.f32
; FASTNOFTZ-NOT: .ftz
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, float %a, float %b, float %c) {
  %d = fdiv float %a, %b
  %s = call float @llvm.sqrt.f32(float %d)
  %m = fmul float %s, %b
  %r = fadd float %m, %c
  store float %r, ptr %p
  ret void
}
declare float @llvm.sqrt.f32(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
