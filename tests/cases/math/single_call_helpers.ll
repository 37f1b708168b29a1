; libdevice's noinline helpers (pow's `__internal_accurate_pow`, the f64 trig reduction,
; lgamma's positive branch) are inlined where that leaves the caller without any call
; (numba's `pow(x[i], log(x[i]))` grid-stride loop kept values live across the call and needed 38
; registers against libNVVM's 34; inlined, 30). Where another call remains the helper stays out
; of line: here sin and cos share the trig reduction, so pow's helper stays too.
; RUN: %nvvmc %inputs/numba_loops/loop_pow_log_f64.ll --arch sm_90 -o - | %FileCheck %s --check-prefix=LOOP
; RUN: %nvvmc %inputs/numba_loops/loop_pow_log_f64.ll --arch sm_90 --link early -o - | %FileCheck %s --check-prefix=LOOP
; RUN: %nvvmc %inputs/numba_loops/loop_pow_log_f64.ll --arch sm_90 --link ptx -o - | %FileCheck %s --check-prefix=LIB
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=KEPT
; LOOP-NOT: .func
; LOOP: .visible .entry
; LOOP-NOT: call.uni
; LOOP: ret;
; The library PTX of `--link ptx`: __nv_pow keeps its own body, without the helper.
; LIB-NOT: __internal_accurate_pow
; LIB: .func  (.param .b64 func_retval0) __nv_pow(
; LIB-NOT: __internal_accurate_pow
; KEPT: .func  (.param .align 16 .b8 func_retval0[16]) __internal_trig_reduction_slowpathd
; KEPT: .func  (.param .b64 func_retval0) __internal_accurate_pow
; KEPT: .visible .entry k(
; KEPT-COUNT-2: call.uni (retval0), __internal_trig_reduction_slowpathd,
; KEPT: call.uni (retval0), __internal_accurate_pow,
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, ptr %in) {
  %x = load double, ptr %in, align 8
  %s = call double @sin(double %x)
  %c = call double @cos(double %x)
  %p = call double @pow(double %x, double %c)
  %a = fadd double %s, %p
  store double %a, ptr %out, align 8
  ret void
}

declare double @sin(double)
declare double @cos(double)
declare double @pow(double, double)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
