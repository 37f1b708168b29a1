; __nvvm_reflect in the user's own code is answered from nvvmc's options (before LLVM's
; NVVMReflect, which would answer from module flags), under every strategy; with --link early
; the library's reflect calls are too (libdevice's sqrtf stays sqrt.rn by default).
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=DEFAULT
; RUN: %nvvmc %s --arch sm_90 --link early --libdevice %libdevice -o - | %FileCheck %s --check-prefix=DEFAULT
; RUN: %nvvmc %s --arch sm_90 --ftz --prec-sqrt=0 -o - | %FileCheck %s --check-prefix=FLAGS
; RUN: %nvvmc %s --arch sm_90 -O0 --ftz -o - | %FileCheck %s --check-prefix=O0
; RUN: %nvvmc %s --arch sm_90 --link early --libdevice %libdevice -o - | %FileCheck %s --check-prefix=EARLY
; DEFAULT-LABEL: .visible .entry k(
; DEFAULT: st.global.b32 [%rd{{[0-9]+}}], 0;
; DEFAULT: st.global.b32 [%rd{{[0-9]+}}+4], 1;
; DEFAULT: st.global.b32 [%rd{{[0-9]+}}+8], 1;
; FLAGS: st.global.b32 [%rd{{[0-9]+}}], 1;
; FLAGS: st.global.b32 [%rd{{[0-9]+}}+4], 0;
; O0-LABEL: .visible .entry k(
; O0-NOT: __nvvm_reflect
; O0: ret;
; EARLY-LABEL: .visible .entry root(
; EARLY: sqrt.rn.f32
target triple = "nvptx64-nvidia-cuda"
@ftz = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"
@ps = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@pd = private unnamed_addr constant [16 x i8] c"__CUDA_PREC_DIV\00"
declare i32 @__nvvm_reflect(ptr)
define void @k(ptr %o) {
  %a = call i32 @__nvvm_reflect(ptr @ftz)
  store i32 %a, ptr %o
  %b = call i32 @__nvvm_reflect(ptr @ps)
  %o1 = getelementptr i32, ptr %o, i64 1
  store i32 %b, ptr %o1
  %c = call i32 @__nvvm_reflect(ptr @pd)
  %o2 = getelementptr i32, ptr %o, i64 2
  store i32 %c, ptr %o2
  ret void
}
define void @root(ptr %o, float %x) {
  %s = call float @__nv_sqrtf(float %x)
  store float %s, ptr %o
  ret void
}
declare float @__nv_sqrtf(float)
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @root, !"kernel", i32 1}
