; Propagation through loops (phi), selects between two globals of one space, and the case
; that must stay generic: a select between two spaces.
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx
; CHECK-LABEL: define ptx_kernel void @loop(
; CHECK: store float {{.*}}, ptr addrspace(1)
; CHECK-LABEL: define ptx_kernel void @same_space(
; CHECK: load i32, ptr addrspace(1)
; CHECK-LABEL: define ptx_kernel void @two_spaces(
; CHECK: load i32, ptr %
target triple = "nvptx64-nvidia-cuda"
@a = internal addrspace(1) global [16 x i32] zeroinitializer
@b = internal addrspace(1) global [16 x i32] zeroinitializer
@s = internal addrspace(3) global [16 x i32] undef
define void @loop(ptr %p, i32 %n) {
entry:
  br label %body
body:
  %cur = phi ptr [ %p, %entry ], [ %next, %body ]
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  store float 1.0, ptr %cur
  %next = getelementptr float, ptr %cur, i32 1
  %i1 = add i32 %i, 1
  %done = icmp sge i32 %i1, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}
define void @same_space(ptr %out, i1 %c, i32 %i) {
  %ga = addrspacecast ptr addrspace(1) @a to ptr
  %gb = addrspacecast ptr addrspace(1) @b to ptr
  %base = select i1 %c, ptr %ga, ptr %gb
  %p = getelementptr i32, ptr %base, i32 %i
  %v = load i32, ptr %p
  store i32 %v, ptr %out
  ret void
}
define void @two_spaces(ptr %out, i1 %c, i32 %i) {
  %ga = addrspacecast ptr addrspace(1) @a to ptr
  %gs = addrspacecast ptr addrspace(3) @s to ptr
  %base = select i1 %c, ptr %ga, ptr %gs
  %p = getelementptr i32, ptr %base, i32 %i
  %v = load i32, ptr %p
  store i32 %v, ptr %out
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @loop, !"kernel", i32 1}
!1 = !{ptr @same_space, !"kernel", i32 1}
!2 = !{ptr @two_spaces, !"kernel", i32 1}
