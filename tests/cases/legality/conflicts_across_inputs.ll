; Section 11.2: properties of one entity must agree across the linked modules. LLVM's parser turns
; launch bounds into attributes before linking, so nvvmc records each input's before linking.
; The other input, %inputs/legality_launch_bounds.ll, declares @k with maxntidx 128; the
; diagnostic is about the linked module and names @k.
; RUN: %expect-diags %s %inputs/legality_launch_bounds.ll
; RUN: %expect-diags --prefix=alone %s
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {   ; expect-error: annotation-conflict
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void ()* @k, !"kernel", i32 1, !"maxntidx", i32 256}
