; With --link none, llvm.sin.f64 (which would abort LLVM's NVPTX backend: "Cannot select: fsin")
; is lowered to __nv_sin, and the missing libdevice function is reported once, with its callers.
; RUN: exit-code 1 %nvvmc %s --link none -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; fp128 math has no libdevice form at all (nor is fp128 legal NVVM IR): reported before code generation.
; RUN: exit-code 1 %nvvmc %inputs/sin_f128.ll -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=F128
; CHECK: error: libdevice function '__nv_sin' is needed, but --link none links no libdevice [missing-libdevice-function, NVVM IR spec §9]
; CHECK-NEXT: in function 'helper, k'
; CHECK-NEXT: global '__nv_sin'
; CHECK-NEXT: fix: use --link late (the default), early or ptx
; CHECK-NOT: error: libdevice function '__nv_sin'
; F128: error: {{.*}}fp128{{.*}} [{{[a-z0-9-]+}}, NVVM IR spec §{{4|9}}]
; F128-NEXT: in function 'k'
target triple = "nvptx64-nvidia-cuda"
define double @helper(double %x) noinline {
  %s = call double @llvm.sin.f64(double %x)
  ret double %s
}
define void @k(ptr %p, double %x) {
  %s = call double @llvm.sin.f64(double %x)
  %h = call double @helper(double %s)
  store double %h, ptr %p
  ret void
}
declare double @llvm.sin.f64(double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
