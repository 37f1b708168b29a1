; Several inputs are linked into one program; the device function comes from another file.
; RUN: %nvvmc %s %inputs/helper_square.ll --arch sm_90 -o - | %FileCheck %s
; RUN: %nvvmc %s %inputs/helper_square.ll -O0 --arch sm_90 -o - | %FileCheck %s --check-prefix=O0
; Two definitions of one symbol are a link error naming the input.
; RUN: exit-code 1 %nvvmc %s %inputs/helper_square.ll %inputs/helper_square_typed.ll -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=DUP
; RUN: not test -e %t.ptx
; CHECK: .visible .entry k(
; CHECK: mul.f32
; CHECK-NOT: .extern
; O0: .func {{.*}}square
; O0: call.uni {{.*}}square
; DUP: error: cannot link '{{.*}}helper_square_typed.ll' with the inputs before it: {{.*}}square
target triple = "nvptx64-nvidia-cuda"

declare float @square(float)

define void @k(ptr %p) {
  %v = load float, ptr %p
  %s = call float @square(float %v)
  store float %s, ptr %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
