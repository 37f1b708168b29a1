; Regressions found in review, each once wrong code:
; - a pointer stored into a slot inside a vector must make the slot opaque (the load stays
;   generic), not let the other store decide its space;
; - a helper's byval parameter is a private copy: it is never specialized as the caller's
;   global pointer;
; (element-wise atomic memcpy not being rebuilt as a plain memcpy is a unit test in
; passes/src/address_spaces/tests.rs: NVPTX cannot compile it at all, see errors/element_atomic_memcpy.ll)
; RUN: %nvvmc %s --arch sm_90 --verify-each --emit llvm -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -O0 --verify-each -o %t.ptx
; CHECK-LABEL: define ptx_kernel void @vector_slot(
; CHECK: store i32 1, ptr %
; CHECK-LABEL: define internal {{.*}}void @h_as
; CHECK-NOT: store volatile i32 7, ptr addrspace(1)
; CHECK: store volatile i32 7, ptr
; CHECK: ret void
target triple = "nvptx64-nvidia-cuda"
%S = type { i32, i32 }
@s = internal addrspace(3) global [64 x i32] undef

define void @vector_slot(ptr %p, i1 %c, i64 %n) {
entry:
  %slot = alloca <2 x ptr>
  br i1 %c, label %a, label %b
a:
  %e = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %n
  %v0 = insertelement <2 x ptr> poison, ptr %e, i32 0
  %v = insertelement <2 x ptr> %v0, ptr null, i32 1
  store volatile <2 x ptr> %v, ptr %slot
  br label %j
b:
  store volatile ptr %p, ptr %slot
  br label %j
j:
  %r = load volatile ptr, ptr %slot
  store i32 1, ptr %r
  ret void
}

define internal void @h(ptr byval(%S) %s, ptr %out) noinline {
  store volatile i32 7, ptr %s
  %v = load volatile i32, ptr %s
  store i32 %v, ptr %out
  ret void
}

define void @byval_helper(ptr %p, ptr %out) {
  call void @h(ptr byval(%S) %p, ptr %out)
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @vector_slot, !"kernel", i32 1}
!1 = !{ptr @byval_helper, !"kernel", i32 1}
