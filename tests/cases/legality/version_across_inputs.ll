; Section 3.8: the linked modules must agree on !nvvmir.version (the other input says 2.0).
; RUN: %expect-diags %s %inputs/legality_version_2_0.ll
; RUN: %expect-diags --prefix=alone %s
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 1, i32 2}   ; expect-error: nvvmir-version
