; Separate compilation: an externally visible device function can be called by a module linked
; later (nvlink), which may have stored anything into memory first — here the distance from @gbuf
; to a shared object. This module writes no pointer anywhere, so the module-wide "memory holds
; only numbers" fact held, and the loaded i64 was taken for a number: `@gbuf + it` became
; `st.global.b32` (the address is shared at run time). Functions other modules can enter, and
; what they reach, get no memory fact; a helper only this module's kernel reaches keeps it.
; RUN: %nvvmc %s -o - | %FileCheck %s
; CHECK-LABEL: .visible .func dev(
; CHECK-NOT: st.global
; CHECK: st.b32 [{{%rd[0-9]+}}], 1065353216;
; CHECK-LABEL: .entry k(
; CHECK: st.global.b32 [{{%rd[0-9]+}}], 1073741824;
target triple = "nvptx64-nvidia-cuda"

@gbuf = addrspace(1) global [64 x float] zeroinitializer, align 4

define void @dev(ptr %slot) noinline {
  %r = load i64, ptr %slot, align 8
  %b = ptrtoint ptr addrspacecast (ptr addrspace(1) @gbuf to ptr) to i64
  %qi = add i64 %b, %r
  %q = inttoptr i64 %qi to ptr
  store float 1.0, ptr %q, align 4
  ret void
}

define ptx_kernel void @k(ptr %idx) {
  %r = load i64, ptr %idx, align 8
  %b = ptrtoint ptr addrspacecast (ptr addrspace(1) @gbuf to ptr) to i64
  %qi = add i64 %b, %r
  %q = inttoptr i64 %qi to ptr
  store float 2.0, ptr %q, align 4
  ret void
}
