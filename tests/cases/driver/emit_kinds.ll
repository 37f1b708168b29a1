; Each --emit kind, with the default output name (the first input's stem plus the kind's
; extension, in the current directory).
; RUN: mkdir -p %t-src %t-out && cp %s %t-src/kern.ll
; RUN: cd %t-out && %nvvmc %t-src/kern.ll --arch sm_90 && %FileCheck %s --check-prefix=PTX < kern.ptx
; RUN: cd %t-out && %nvvmc %t-src/kern.ll --emit llvm && %FileCheck %s --check-prefix=LLVM < kern.ll
; RUN: cd %t-out && %nvvmc %t-src/kern.ll --emit bc && head -c 2 kern.bc | grep -q BC
; RUN: cd %t-out && %nvvmc %t-src/kern.ll --emit cubin --arch sm_90 && head -c 4 kern.cubin | od -An -c | grep -q 'E   L   F'
; The default output name must never overwrite an input.
; RUN: cd %t-src && exit-code 2 %nvvmc kern.ll --emit llvm 2>&1 | %FileCheck %s --check-prefix=SAME
; RUN: cmp %s %t-src/kern.ll
; PTX: .visible .entry k(
; LLVM: target triple = "nvptx64-nvidia-cuda"
; LLVM: define ptx_kernel void @k(
; SAME: error: the output 'kern.ll' would overwrite the input 'kern.ll'; choose another with -o
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
