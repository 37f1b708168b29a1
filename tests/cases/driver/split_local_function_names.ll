; Parallel code generation defines an internal function whose name PTX cannot spell. LLVM's own
; passes make such names (`.constprop.0`, `.specialized.1`); each partition renames local symbols
; first (`helper_$_constprop_$_0`), and the partition's members were then looked up by the new
; names, so the helper was defined nowhere: the joined PTX had `.extern .func
; helper_$_constprop_$_0` (ptxas: "Unresolved extern function"), and nvvmc exited 0.
; RUN: %nvvmc %s -j 2 -o %t.ptx
; RUN: %FileCheck %s < %t.ptx
; CHECK-NOT: .extern
; CHECK: {{^}}.func {{.*}} helper_$_constprop_$_0(
; CHECK-NOT: .extern
; CHECK: .entry k{{[12]}}(
; CHECK: call.uni (retval0), helper_$_constprop_$_0,
; CHECK: .entry k{{[12]}}(
; CHECK: call.uni (retval0), helper_$_constprop_$_0,
target triple = "nvptx64-nvidia-cuda"

define internal i32 @helper.constprop.0(i32 %x) noinline {
  %y = mul i32 %x, 7
  ret i32 %y
}

define ptx_kernel void @k1(ptr addrspace(1) %o, i32 %i) {
  %v = call i32 @helper.constprop.0(i32 %i)
  store i32 %v, ptr addrspace(1) %o
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %o, i32 %i) {
  %v = call i32 @helper.constprop.0(i32 %i)
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %o
  ret void
}
