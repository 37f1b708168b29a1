; A module that writes its own data layout is parsed with it, as before: here i64 is aligned to
; 4, which says that the module's 64-bit values may sit at 4-byte boundaries, where one 8-byte
; access would fault; so its store without `align` stays two 32-bit ones (and the layout draws
; the data-layout warning). llc, which puts the target's layout in place of every module's while
; parsing, would emit one st.b64 here.
; RUN: %nvvmc %s --arch sm_90 -o - 2>%t.err | %FileCheck %s
; RUN: %FileCheck %s --check-prefix=WARN < %t.err
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=IR
; CHECK-LABEL: .visible .entry k(
; CHECK: st.volatile.global.b32
; CHECK: st.volatile.global.b32
; WARN: the data layout "e-p:64:64:64-i64:32:32-n16:32:64" gives i64 a 4-byte alignment where NVPTX
; IR: store volatile i64 %v, ptr addrspace(1) {{.*}}, align 4
target datalayout = "e-p:64:64:64-i64:32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %v) {
  store volatile i64 %v, ptr %p
  ret void
}
