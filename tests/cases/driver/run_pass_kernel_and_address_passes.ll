; --run-pass on the passes around the optimizer, each alone on the same kernel:
; kernel-attributes drops a kernel's noinline (libNVVM's warning) and completes its launch bounds;
; infer-address-spaces rewrites the generic accesses it proves (the dead casts stay: no optimizer);
; narrow-int-ext marks narrow parameters and returns zeroext.
; RUN: %nvvmc %s --run-pass kernel-attributes -o - 2>%t.err | %FileCheck %s --check-prefix=KERNEL
; RUN: %FileCheck %s --check-prefix=WARN < %t.err
; RUN: %nvvmc %s --run-pass infer-address-spaces -o - | %FileCheck %s --check-prefix=SPACES
; RUN: %nvvmc %s --run-pass narrow-int-ext -o - | %FileCheck %s --check-prefix=NARROW
; KERNEL: define ptx_kernel void @k(ptr addrspace(1) %g, i8 %n) [[K:#[0-9]+]] {
; KERNEL: %v = load float, ptr %p
; KERNEL: attributes [[K]] = { "nvvm.maxntid"="128,1,1" }
; WARN: warning: Function k is a kernel, so overriding noinline attribute.
; SPACES: %p = addrspacecast ptr addrspace(3) @s to ptr
; SPACES-NEXT: %v = load float, ptr addrspace(3) @s
; SPACES: store float %v, ptr addrspace(1) %g
; SPACES: attributes #0 = { noinline "nvvm.maxntid"="128" }
; NARROW: define ptx_kernel void @k(ptr addrspace(1) %g, i8 zeroext %n)
; NARROW: define zeroext i16 @h(i16 zeroext %x)
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [32 x float] undef
define void @k(ptr addrspace(1) %g, i8 %n) noinline {
  %p = addrspacecast ptr addrspace(3) @s to ptr
  %v = load float, ptr %p
  %q = addrspacecast ptr addrspace(1) %g to ptr
  store float %v, ptr %q
  ret void
}
define i16 @h(i16 %x) {
  ret i16 %x
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 128}
