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

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"grid_constant", null}
