; Parallel code generation and LLVM's raised `.param` alignment. @h is internal and its address
; is taken (by @k2, through a select): its aggregate parameter keeps the ABI alignment, 4. Split by
; kernel, the partition of @k1 holds a copy of @h whose address is not taken there, so LLVM raised
; the alignment to 16 at @k1's call, while the join kept @h's definition from @k2's partition:
; ptxas rejected the PTX ("Alignment of argument does not match formal parameter 'h_param_0'") and
; nvvmc exited 0. Such a program is compiled on one thread now: -j 2 gives the -j 1 bytes.
; RUN: %nvvmc %s -j 2 -o %t.j2.ptx
; RUN: %nvvmc %s -j 1 -o %t.j1.ptx
; RUN: cmp %t.j1.ptx %t.j2.ptx
; RUN: %FileCheck %s < %t.j2.ptx
; CHECK: .param .align 4 .b8 h_param_0[12]
; CHECK-NOT: .param .align 16
target triple = "nvptx64-nvidia-cuda"
%S = type { float, float, float }
define internal float @h(%S %s) noinline {
  %a = extractvalue %S %s, 0
  %b = extractvalue %S %s, 2
  %c = fadd float %a, %b
  ret float %c
}
define internal float @h2(%S %s) noinline {
  %a = extractvalue %S %s, 1
  ret float %a
}
define ptx_kernel void @k1(ptr addrspace(1) %o, float %x) {
  %s0 = insertvalue %S poison, float %x, 0
  %s1 = insertvalue %S %s0, float 2.0, 1
  %s2 = insertvalue %S %s1, float 3.0, 2
  %r = call float @h(%S %s2)
  store float %r, ptr addrspace(1) %o
  ret void
}
define ptx_kernel void @k2(ptr addrspace(1) %o, float %x, i1 %c) {
  %f = select i1 %c, ptr @h, ptr @h2
  %s0 = insertvalue %S poison, float %x, 0
  %s1 = insertvalue %S %s0, float 2.0, 1
  %s2 = insertvalue %S %s1, float 3.0, 2
  %r = call float %f(%S %s2)
  store float %r, ptr addrspace(1) %o
  ret void
}
