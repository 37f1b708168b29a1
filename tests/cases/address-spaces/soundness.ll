; What must stay generic: a pointer loaded from memory, a helper that is recursive, an integer
; turned into a pointer when it does not come from a pointer, and the address-taken helper's
; original (called indirectly).
; RUN: %nvvmc %s --arch sm_90 -O1 --emit llvm -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -O1 -o %t.ptx
; CHECK-LABEL: define ptx_kernel void @loaded(
; CHECK: %q = load ptr, ptr addrspace(1)
; CHECK: store i32 1, ptr %q
; CHECK-LABEL: define ptx_kernel void @number(
; CHECK: store i32 2, ptr %p
; CHECK: define internal {{.*}}i32 @rec(ptr
; CHECK: store i32 %n, ptr %q
; CHECK: define internal {{.*}}void @taken(ptr
; CHECK: store i32 5, ptr %q
target triple = "nvptx64-nvidia-cuda"
@fp = addrspace(1) global ptr @taken
define void @loaded(ptr %pp) {
  %q = load ptr, ptr %pp
  store i32 1, ptr %q
  ret void
}
define void @number(i64 %addr) {
  %p = inttoptr i64 %addr to ptr
  store i32 2, ptr %p
  ret void
}
define internal i32 @rec(ptr %q, i32 %n) noinline {
  store i32 %n, ptr %q
  %z = icmp eq i32 %n, 0
  br i1 %z, label %e, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(ptr %q, i32 %m)
  %v = load i32, ptr %q
  %s = mul i32 %r, %v
  ret i32 %s
e:
  ret i32 1
}
define internal void @taken(ptr %q) noinline {
  store i32 5, ptr %q
  ret void
}
define void @calls(ptr %p) {
  %r = call i32 @rec(ptr %p, i32 3)
  store i32 %r, ptr %p
  %f = load ptr, ptr addrspace(1) @fp
  call void %f(ptr %p)
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @loaded, !"kernel", i32 1}
!1 = !{ptr @number, !"kernel", i32 1}
!2 = !{ptr @calls, !"kernel", i32 1}
