; On demand: math that the optimizer folds away (sin(0.5)) and math-free kernels never read
; libdevice, so a nonexistent --libdevice is fine. When libdevice is needed and missing, the
; error names every place searched and the fix.
; RUN: %nvvmc %s --arch sm_90 --libdevice /nonexistent/libdevice.10.bc -o - | %FileCheck %s
; RUN: exit-code 1 %nvvmc %inputs/needs_libdevice.ll --libdevice /nonexistent/libdevice.10.bc -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=MISSING
; RUN: not test -e %t.ptx
; Discovery without --libdevice: $NVVMC_LIBDEVICE first; a stale one falls through to $CUDA_HOME.
; RUN: mkdir -p %t-cuda/nvvm/libdevice && cp %libdevice %t-cuda/nvvm/libdevice/libdevice.10.bc && cp %libdevice %t-env.bc
; RUN: NVVMC_LIBDEVICE=%t-env.bc CUDA_HOME=%t-cuda %nvvmc %inputs/needs_libdevice.ll --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=ENV
; RUN: NVVMC_LIBDEVICE=%t-stale.bc CUDA_HOME=%t-cuda %nvvmc %inputs/needs_libdevice.ll --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=CUDAHOME
; CHECK: .visible .entry k(
; CHECK: st.global.b64 {{.*}}4602308182625945072
; MISSING: nvvmc: error: libdevice is needed (math functions are used) but was not found; searched:
; MISSING-NEXT: --libdevice: /nonexistent/libdevice.10.bc
; MISSING-NEXT: fix: pass the path of an existing libdevice.10.bc to --libdevice
; ENV: nvvmc stats: libdevice: {{.*}}-env.bc
; CUDAHOME: nvvmc stats: libdevice: {{.*}}-cuda/nvvm/libdevice/libdevice.10.bc
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p) {
  %s = call double @llvm.sin.f64(double 0.5)
  store double %s, ptr addrspace(1) %p
  ret void
}
declare double @llvm.sin.f64(double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
