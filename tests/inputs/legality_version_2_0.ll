; A second input for tests/cases/legality/version_across_inputs.ll: NVVM IR version 2.0.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @other() {
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
