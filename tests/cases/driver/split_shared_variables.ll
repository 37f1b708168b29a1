; Parallel code generation keeps one internal `.shared` variable one variable. @s is used by the
; kernel @k2 and by the internal helper @h that both kernels call; compiled whole, it stays at
; module scope. A partition holding only @k1 and its copy of @h would let LLVM's PTX printer
; "demote" @s into @h, and the joined PTX kept that copy of @h: @k2 stored to the module's `s`
; while @h read its own (ptxas: 256 bytes of shared memory for k2 instead of 128). Such a program
; is compiled on one thread now: -j 2 gives the -j 1 bytes.
; RUN: %nvvmc %s -j 2 -o %t.j2.ptx
; RUN: %nvvmc %s -j 1 -o %t.j1.ptx
; RUN: cmp %t.j1.ptx %t.j2.ptx
; RUN: %FileCheck %s < %t.j2.ptx
; CHECK: {{^}}.shared .align 4 .b8 s[128];
; CHECK: .func {{.*}} h(
; CHECK-NOT: {{^[[:space:]]*}}.shared
; CHECK: .entry k1(
; CHECK-NOT: {{^[[:space:]]*}}.shared
; CHECK: .entry k2(
; CHECK: st.shared.b32
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x float] undef, align 4

define internal float @h(i32 %i) noinline {
  %p = getelementptr [32 x float], ptr addrspace(3) @s, i32 0, i32 %i
  %v = load float, ptr addrspace(3) %p
  ret float %v
}

; Larger than @k2, so the split put it (with its copy of @h) in the first partition.
define ptx_kernel void @k1(ptr addrspace(1) %out, float %a, float %b, float %c) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x1 = fmul float %a, %b
  %x2 = fadd float %x1, %c
  %x3 = fmul float %x2, %x2
  %x4 = fadd float %x3, %a
  %x5 = fmul float %x4, %b
  %x6 = fadd float %x5, %c
  %v = call float @h(i32 %tid)
  %r = fadd float %v, %x6
  store float %r, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr [32 x float], ptr addrspace(3) @s, i32 0, i32 %tid
  store float 1.0, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier0()
  %v = call float @h(i32 %tid)
  store float %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
