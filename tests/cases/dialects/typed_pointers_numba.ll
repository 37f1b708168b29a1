; The typed-pointer LLVM-7 dialect numba emits: typed pointers, ptrtoint/inttoptr indexing,
; @llvm.used, kernel and maxntidx annotations with typed function pointers, !nvvmir.version.
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s
; CHECK: .visible .entry _ZN6cudapy8__main__3addE(
; CHECK: .maxntid 128, 1, 1{{$}}
; CHECK: add.f32
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [1 x i8*] [i8* bitcast (void (float*, float*, float*)* @_ZN6cudapy8__main__3addE to i8*)], section "llvm.metadata"

define void @_ZN6cudapy8__main__3addE(float* %r, float* %a, float* %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %off = mul i64 %i, 4
  %ab = ptrtoint float* %a to i64
  %aa = add i64 %ab, %off
  %ap = inttoptr i64 %aa to float*
  %bp = getelementptr float, float* %b, i64 %i
  %rp = getelementptr float, float* %r, i64 %i
  %av = load float, float* %ap, align 4
  %bv = load float, float* %bp, align 4
  %s = fadd float %av, %bv
  store float %s, float* %rp, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float*, float*, float*)* @_ZN6cudapy8__main__3addE, !"kernel", i32 1}
!1 = !{void (float*, float*, float*)* @_ZN6cudapy8__main__3addE, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 1, i32 2}
