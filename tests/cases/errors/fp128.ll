; fp128 would make LLVM's NVPTX backend abort ("unsupported library call operation").
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; CHECK: error: type fp128 is not supported by NVVM IR or the NVPTX backend [unsupported-float-type, NVVM IR spec §4]
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, fp128 %x) {
  %s = fadd fp128 %x, %x
  store fp128 %s, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
