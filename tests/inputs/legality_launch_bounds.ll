; A second input for tests/cases/legality/conflicts_across_inputs.ll: gives @k other launch bounds.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @k()

!nvvm.annotations = !{!0}
!0 = !{void ()* @k, !"kernel", i32 1, !"maxntidx", i32 128}
