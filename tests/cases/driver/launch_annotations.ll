; nvvm.annotations launch bounds survive into PTX directives, in three dimensions as libNVVM writes them.
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s
; CHECK-LABEL: .visible .entry bounded(
; CHECK: .maxntid 256, 2, 1{{$}}
; CHECK: .minnctapersm 4
; CHECK-LABEL: .visible .entry exact(
; CHECK: .reqntid 32, 4, 1
target triple = "nvptx64-nvidia-cuda"
define void @bounded() {
  ret void
}
define void @exact() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!0 = !{ptr @bounded, !"kernel", i32 1}
!1 = !{ptr @bounded, !"maxntidx", i32 256}
!2 = !{ptr @bounded, !"maxntidy", i32 2}
!3 = !{ptr @bounded, !"minctasm", i32 4}
!4 = !{ptr @exact, !"kernel", i32 1}
!5 = !{ptr @exact, !"reqntidx", i32 32}
!6 = !{ptr @exact, !"reqntidy", i32 4}
!7 = !{ptr @exact, !"reqntidz", i32 1}
