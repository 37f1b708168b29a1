; With libdevice linking off, llvm.sin.f64 would abort LLVM's NVPTX backend ("Cannot select:
; fsin"); nvvmc reports it before code generation instead, with the function and instruction.
; RUN: exit-code 1 %nvvmc %s --link none -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: error: LLVM's NVPTX backend cannot compile a call to 'llvm.sin.f64' [unselectable-intrinsic, NVVM IR spec §9]
; CHECK-NEXT: in function 'k'
; CHECK-NEXT: at: {{.*}}call double @llvm.sin.f64(double %x)
; CHECK-NEXT: fix:
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, double %x) {
  %s = call double @llvm.sin.f64(double %x)
  store double %s, ptr %p
  ret void
}
declare double @llvm.sin.f64(double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
