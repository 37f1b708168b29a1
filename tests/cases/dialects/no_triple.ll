; A module with no triple and no data layout defaults to nvptx64-nvidia-cuda, silently.
; RUN: %nvvmc %s --arch sm_90 -o - 2>%t.err | %FileCheck %s
; RUN: not test -s %t.err
; CHECK: .address_size 64
; CHECK: .visible .entry k(
define void @k(ptr addrspace(1) %p) {
  store i64 1, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
