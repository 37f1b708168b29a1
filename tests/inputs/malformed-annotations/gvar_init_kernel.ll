target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@ga = alias void (ptr, i32), ptr @k
declare void @d(ptr)

define void @k(ptr byval(i32) %p, i32 %x) {
  ret void
}

define void @k2(ptr %p) {
  ret void
}
@g2 = internal thread_local addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], section "s", align 16

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @g2, !"kernel", i32 1, !"maxntidx", i32 5, !"align", i32 8, !"grid_constant", !1}
!1 = !{i32 1}
