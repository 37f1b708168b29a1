; Each source of a known address space: kernel pointer parameters (global), allocas (local: at
; -O1 and above made `ld.local` by LLVM's back end after SROA, not by nvvmc),
; shared and constant globals, addrspacecast from a specific space, and the spec's
; llvm.nvvm.ptr.shared.to.gen (auto-upgraded by LLVM 22 to addrspacecast).
; RUN: %nvvmc %s --arch sm_90 --stats -o %t.ptx 2>%t.err
; RUN: %FileCheck %s < %t.ptx
; RUN: %FileCheck %s --check-prefix=STATS < %t.err
; RUN: %nvvmc %s --arch sm_90 -O0 -o - | %FileCheck %s --check-prefix=O0
; CHECK-LABEL: .visible .entry k(
; CHECK-DAG: ld.global.b32
; CHECK-DAG: ld.volatile.shared.b32
; CHECK-DAG: ld.const.b32
; CHECK-DAG: st.shared.b32
; CHECK-DAG: ld.local.b32
; CHECK-DAG: st.global.b32
; CHECK-NOT: {{[[:space:]](ld|st)}}.b32
; CHECK: ret;
; STATS: nvvmc stats: address spaces: {{[0-9]+}} accesses made specific (global {{[0-9]+}}, shared {{[0-9]+}}, const {{[0-9]+}}), 0 helper clones
; O0-LABEL: .visible .entry k(
; O0-NOT: {{[[:space:]](ld|st)}}.b32
; O0: ret;
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [32 x i32] undef
@table = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
define void @k(ptr %in, ptr %out, i32 %i) {
  %local = alloca [8 x i32]
  %j = and i32 %i, 7
  %lp = getelementptr [8 x i32], ptr %local, i32 0, i32 %j
  store i32 %i, ptr %lp
  %sh = call ptr @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3) @tile)
  %sp = getelementptr i32, ptr %sh, i32 %j
  %v = load i32, ptr %in
  store i32 %v, ptr %sp
  %cg = addrspacecast ptr addrspace(4) @table to ptr
  %k = and i32 %i, 3
  %cp = getelementptr i32, ptr %cg, i32 %k
  %c = load i32, ptr %cp
  %j2 = xor i32 %j, 1
  %sp2 = getelementptr i32, ptr %sh, i32 %j2
  %s2 = load volatile i32, ptr %sp2
  %lp2 = getelementptr [8 x i32], ptr %local, i32 0, i32 %j2
  %l2 = load volatile i32, ptr %lp2
  %a = add i32 %c, %s2
  %b = add i32 %a, %l2
  store i32 %b, ptr %out
  ret void
}
declare ptr @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3))
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
