; Exact frem: frem f32/f64, vector lanes and half (via f32) become libdevice's exact
; fmod, not LLVM's rounded-divide expansion (div.rn + cvt.rzi + fma), which is wrong once the
; quotient exceeds 2^24 (f32) or 2^53 (f64). tests/frem_exact.rs runs the same code on the CPU
; against C's fmod. afn on the instruction, or --fast-math, keeps the fast expansion. Constants
; fold exactly: fmodf(1e20f, 3) = 2 and fmod(1e20, 7) = 2 (C's fmod; the expansion gives 2^41
; and -6144).
; RUN: %nvvmc %s --arch sm_90 --print-after lower-math -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=IR
; RUN: %nvvmc %s --arch sm_90 -o - 2>/dev/null | %FileCheck %s --check-prefix=PTX
; RUN: %nvvmc %s --arch sm_90 --fast-math -o - 2>/dev/null | %FileCheck %s --check-prefix=FAST
; RUN: %nvvmc %s --arch sm_90 --link early -o - 2>/dev/null | %FileCheck %s --check-prefix=PTX
; RUN: %nvvmc %s --arch sm_90 --link ptx -o - 2>/dev/null | %FileCheck %s --check-prefix=CALL
; --link none has no libdevice: LLVM's expansion stays there.
; RUN: %nvvmc %s --arch sm_90 --link none -o - 2>/dev/null | %FileCheck %s --check-prefix=FAST
; IR-LABEL: @frem_f32(
; IR: call float @__nv_fmodf(float %x, float %y)
; IR-LABEL: @frem_f64(
; IR: call double @__nv_fmod(double %x, double %y)
; IR-LABEL: @frem_v2f32(
; IR-COUNT-2: call float @__nv_fmodf(
; IR-LABEL: @frem_f16(
; IR: fpext half %x to float
; IR: call float @__nv_fmodf(
; IR: fptrunc float
; IR-LABEL: @frem_afn(
; IR: frem afn float %x, %y
; PTX-LABEL: .entry frem_f32(
; PTX-NOT: div.rn.f32
; PTX: rcp.approx.ftz.f32
; PTX: fma.rz.f32
; PTX-LABEL: .entry frem_f64(
; PTX-NOT: div.rn.f64
; PTX-NOT: cvt.rzi.f64.f64
; PTX-LABEL: .entry frem_v2f32(
; PTX-COUNT-2: fma.rz.f32
; PTX-LABEL: .entry frem_f16(
; PTX: fma.rz.f32
; PTX-LABEL: .entry frem_afn(
; PTX-NOT: fma.rz.f32
; PTX-LABEL: .entry frem_constants(
; PTX: st.global.b32 [%rd{{[0-9]+}}], 1073741824;
; PTX: st.global.b64 [%rd{{[0-9]+}}], 4611686018427387904;
; FAST-NOT: fma.rz.f32
; FAST-LABEL: .entry frem_f64(
; FAST: cvt.rzi.f64.f64
; FAST-LABEL: .entry frem_constants(
; CALL: .func  (.param .b32 func_retval0) __nv_fmodf(
; CALL-LABEL: .entry frem_f32(
; CALL: call.uni (retval0), __nv_fmodf,
target triple = "nvptx64-nvidia-cuda"

define void @frem_f32(ptr addrspace(1) %p, float %x, float %y) {
  %r = frem float %x, %y
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define void @frem_f64(ptr addrspace(1) %p, double %x, double %y) {
  %r = frem double %x, %y
  store double %r, ptr addrspace(1) %p, align 8
  ret void
}

define void @frem_v2f32(ptr addrspace(1) %p, <2 x float> %x, <2 x float> %y) {
  %r = frem <2 x float> %x, %y
  store <2 x float> %r, ptr addrspace(1) %p, align 8
  ret void
}

define void @frem_f16(ptr addrspace(1) %p, half %x, half %y) {
  %r = frem half %x, %y
  store half %r, ptr addrspace(1) %p, align 2
  ret void
}

define void @frem_afn(ptr addrspace(1) %p, float %x, float %y) {
  %r = frem afn float %x, %y
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}

define void @frem_constants(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %a = frem float 0x4415AF1D80000000, 3.0
  store float %a, ptr addrspace(1) %p, align 4
  %b = frem double 1.0e20, 7.0
  store double %b, ptr addrspace(1) %q, align 8
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @frem_f32, !"kernel", i32 1}
!1 = !{ptr @frem_f64, !"kernel", i32 1}
!2 = !{ptr @frem_v2f32, !"kernel", i32 1}
!3 = !{ptr @frem_f16, !"kernel", i32 1}
!4 = !{ptr @frem_afn, !"kernel", i32 1}
!5 = !{ptr @frem_constants, !"kernel", i32 1}
