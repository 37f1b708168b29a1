; A libdevice function the program gives an `available_externally` body (a copy for inlining, not
; emitted) is still linked from libdevice, at -O0 too: code generation does not emit such a body,
; so keeping it left a call to an undefined `__nv_sinf` that ptxas rejected. The linker replaces
; the body with libdevice's definition, as it would a declaration.
; RUN: %nvvmc %s --arch sm_90 -O0 -o %t0.ptx --stats 2>&1 | %FileCheck %s --check-prefix=STATS
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t0.ptx
; RUN: %nvvmc %s --arch sm_90 -o %t3.ptx --stats 2>&1 | %FileCheck %s --check-prefix=STATS
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t3.ptx
; STATS: libdevice functions linked: 1 ({{[0-9]+}} with internal helpers): __nv_sinf
; PTX: .entry k(
; PTX-NOT: .extern
; PTX-NOT: {{^}}ret.f32 %x
target triple = "nvptx64-nvidia-cuda"
define available_externally float @__nv_sinf(float %x) noinline {
  ret float %x
}
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %s = call float @__nv_sinf(float %v)
  store float %s, ptr addrspace(1) %p
  ret void
}
