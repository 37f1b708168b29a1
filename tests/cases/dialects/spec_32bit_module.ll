; A 32-bit module with the spec's 32-bit data layout is compiled as 64-bit (ptxas has no
; 32-bit mode any more), with a warning naming the rule.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx 2>%t.err
; RUN: %FileCheck %s < %t.ptx
; RUN: %FileCheck %s --check-prefix=WARN < %t.err
; CHECK: .address_size 64
; CHECK: .visible .entry k(
; WARN: warning: 32-bit nvptx module compiled as 64-bit{{.*}}[address-size-32, NVVM IR spec §3.13]
target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define void @k(i32 addrspace(1)* %p) {
  store i32 7, i32 addrspace(1)* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*)* @k, !"kernel", i32 1}
