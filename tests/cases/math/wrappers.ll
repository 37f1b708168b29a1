; The libdevice-shim wrappers: struct results (sincos, modf), odd integer widths (powi with an
; i64 exponent, lround to i32), vector and half forms, and afn picking the fast variant.
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --emit llvm -O0 -o - | %FileCheck %s --check-prefix=IR
; RUN: %nvvmc %s --arch sm_90 --libdevice %libdevice --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=STATS
; RUN: %nvvmc %s --arch sm_52 --libdevice %libdevice -o - | %FileCheck %s --check-prefix=PTX
; IR-NOT: call {{.*}}@llvm.sincos
; IR-NOT: call {{.*}}@llvm.modf
; IR-NOT: call {{.*}}@llvm.powi
; IR-NOT: call {{.*}}@llvm.lround
; IR-NOT: call {{.*}}@llvm.cos
; IR: define ptx_kernel void @k(
; STATS: nvvmc stats: libdevice functions linked: {{.*}}__nv_fast_sinf{{.*}}__nv_llroundf{{.*}}__nv_modf{{.*}}__nv_powf{{.*}}__nv_powif{{.*}}__nv_sincosf
; STATS: nvvmc stats: shims linked: 4: __nvvmc_lround_i32_f32 __nvvmc_modf_f64 __nvvmc_powi_f32_i64 __nvvmc_sincos_f32
; PTX: .visible .entry k(
; PTX-NOT: call
; PTX: sin.approx.f32
; PTX: ret;
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, float %x, double %y, i64 %n, <2 x float> %v, half %h) {
  %sc = call { float, float } @llvm.sincos.f32(float %x)
  %s = extractvalue { float, float } %sc, 0
  %c = extractvalue { float, float } %sc, 1
  %md = call { double, double } @llvm.modf.f64(double %y)
  %frac = extractvalue { double, double } %md, 0
  %pw = call float @llvm.powi.f32.i64(float %s, i64 %n)
  %lr = call i32 @llvm.lround.i32.f32(float %c)
  %vc = call <2 x float> @llvm.cos.v2f32(<2 x float> %v)
  %hs = call half @llvm.exp.f16(half %h)
  %fast = call afn float @llvm.sin.f32(float %x)
  %p1 = getelementptr float, ptr addrspace(1) %p, i64 1
  %p2 = getelementptr double, ptr addrspace(1) %p, i64 2
  %p3 = getelementptr i32, ptr addrspace(1) %p, i64 6
  %p4 = getelementptr <2 x float>, ptr addrspace(1) %p, i64 4
  %p5 = getelementptr half, ptr addrspace(1) %p, i64 20
  %p6 = getelementptr float, ptr addrspace(1) %p, i64 11
  store float %pw, ptr addrspace(1) %p1
  store double %frac, ptr addrspace(1) %p2
  store i32 %lr, ptr addrspace(1) %p3
  store <2 x float> %vc, ptr addrspace(1) %p4
  store half %hs, ptr addrspace(1) %p5
  store float %fast, ptr addrspace(1) %p6
  ret void
}
declare { float, float } @llvm.sincos.f32(float)
declare { double, double } @llvm.modf.f64(double)
declare float @llvm.powi.f32.i64(float, i64)
declare i32 @llvm.lround.i32.f32(float)
declare <2 x float> @llvm.cos.v2f32(<2 x float>)
declare half @llvm.exp.f16(half)
declare float @llvm.sin.f32(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
