; Element-wise atomic memcpy: LLVM's NVPTX backend has no lowering for it and used to abort
; ("Unsupported element size"); nvvmc reports it before code generation.
; RUN: exit-code 1 %nvvmc %s --arch sm_90 -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: error: LLVM's NVPTX backend cannot compile 'llvm.memcpy.element.unordered.atomic.p0.p0.i64' [unselectable-intrinsic, NVVM IR spec §9]
; CHECK-NEXT: in function 'k'
target triple = "nvptx64-nvidia-cuda"
declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)
define void @k(ptr %a, ptr %b) {
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %a, ptr align 4 %b, i64 16, i32 4)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
