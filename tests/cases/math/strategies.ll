; The same math kernel under every --link strategy: no llvm.* call and no unresolved __nv_*
; function survives, and --stats shows what each strategy linked.
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --link late -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --link early -o - | %FileCheck %s
; RUN: NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 --libdevice %libdevice --link ptx -o - | %FileCheck %s --check-prefix=PTX
; late links exactly the functions used (and libdevice's internal helpers they call):
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=LATE
; early links the whole library, then drops what is unused:
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --link early --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=EARLY
; CHECK: .visible .entry k(
; CHECK-NOT: llvm.
; CHECK-NOT: .extern .func
; CHECK-NOT: .func {{.*}}__nv_
; CHECK: ret;
; PTX: // ---- libdevice functions (nvvmc --link ptx) ----
; PTX-DAG: .func {{.*}}__nv_sin(
; PTX-DAG: .func {{.*}}__nv_powf(
; PTX: // ---- program ----
; PTX-NOT: .extern .func
; PTX: .visible .entry k(
; PTX: call.uni {{.*}}__nv_sin
; LATE: nvvmc stats: libdevice functions linked: 2 ({{[0-9]+}} with internal helpers): __nv_powf __nv_sin
; EARLY: nvvmc stats: libdevice functions linked: {{3[0-9][0-9]}}
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, double %x, float %y) {
  %s = call double @llvm.sin.f64(double %x)
  %q = call float @powf(float %y, float 2.5)
  %qd = fpext float %q to double
  %r = fadd double %s, %qd
  store double %r, ptr addrspace(1) %p
  ret void
}
declare double @llvm.sin.f64(double)
declare float @powf(float, float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
