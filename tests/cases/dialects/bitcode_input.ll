; Bitcode input: nvvmc writes bitcode with --emit bc and reads it back.
; RUN: %nvvmc %s --emit bc -o %t.bc
; RUN: head -c 4 %t.bc | od -An -c | tr -d ' \n' | grep -q 'BC'
; RUN: %nvvmc %t.bc --arch sm_90 -o - | %FileCheck %s
; CHECK: .visible .entry k(
; CHECK: st.global.b32
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) {
  store i32 42, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
