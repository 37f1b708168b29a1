; --run-pass fp-mode runs that pass alone: the options become attributes and flags, and nothing
; else touches the IR (no optimizer: the load/fmul/store stay).
; RUN: %nvvmc %s --run-pass fp-mode --ftz -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --run-pass fp-mode --fma=0 -o - | %FileCheck %s --check-prefix=NOFMA
; RUN: %nvvmc %s --run-pass fp-mode --emit bc -o %t.bc && /usr/lib/llvm-22/bin/llvm-dis %t.bc -o - | %FileCheck %s --check-prefix=BC
; FTZ: define ptx_kernel void @k(ptr %p, float %a) [[ATTRS:#[0-9]+]] {
; FTZ-NEXT: %v = load float, ptr %p
; FTZ-NEXT: %m = fmul contract float %v, %a
; FTZ-NEXT: store float %m, ptr %p
; FTZ: attributes [[ATTRS]] = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
; NOFMA: %m = fmul float %v, %a
; NOFMA-NOT: denormal-fp-math-f32"="preserve-sign
; BC: %m = fmul contract float %v, %a
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, float %a) {
  %v = load float, ptr %p
  %m = fmul float %v, %a
  store float %m, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
