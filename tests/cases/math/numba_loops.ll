; numba-cuda's grid-stride loops (IR saved from numba's compile_ptx; it calls libdevice's __nv_*
; functions directly): the optimizer keeps one copy of the math in the loop (it used to
; unroll `exp(sin(x[i])) * 0.5` into three copies of __nv_sinf and `sin(k*x[i]) * cos(k*x[i])`
; into three of each), and the PTX passes ptxas.
; RUN: %nvvmc %inputs/numba_loops/loop_exp_sin_f32.ll --arch sm_90 --print-after optimize -o %t1.ptx 2>&1 | %FileCheck %s --check-prefix=F32
; RUN: %nvvmc %inputs/numba_loops/loop_sincos_f64.ll --arch sm_90 --print-after optimize -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=F64
; RUN: %nvvmc %inputs/numba_loops/loop_exp_sin_f32.ll --arch sm_90 -o - | %FileCheck %s --check-prefix=PTX
; F32-COUNT-1: call float @__nv_sinf(
; F32-NOT: call float @__nv_sinf(
; F32: nvvmc.unroll.after-link
; F64-COUNT-1: call double @__nv_sin(
; F64-NOT: call double @__nv_sin(
; F64: nvvmc.unroll.after-link
; PTX: .visible .entry
; PTX-COUNT-1: mov.b64 {{%rd[0-9]+}}, __cudart_i2opi_f;
; PTX-NOT: __cudart_i2opi_f;
target triple = "nvptx64-nvidia-cuda"
