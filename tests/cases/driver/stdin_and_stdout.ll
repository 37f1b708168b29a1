; `-` reads IR text from stdin; with stdin input the default output is stdout.
; RUN: cat %s | %nvvmc - --arch sm_90 | %FileCheck %s
; RUN: cat %s | %nvvmc - --arch sm_90 -o %t.ptx && %FileCheck %s < %t.ptx
; CHECK: .visible .entry from_stdin(
target triple = "nvptx64-nvidia-cuda"
define void @from_stdin() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @from_stdin, !"kernel", i32 1}
