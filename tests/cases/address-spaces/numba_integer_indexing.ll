; numba-style array access: typed pointers, element addresses computed as
; inttoptr(ptrtoint(data) + i*stride), local arrays reached the same way, atomics on array
; elements, 2-D strided access. With nvvmc's integer rule every access is specific; without it
; (--no-infer-through-integers, LLVM's behaviour) they stay generic.
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -O0 -o - | %FileCheck %s --check-prefix=O0
; RUN: %nvvmc %s --arch sm_90 --no-infer-through-integers -o - | %FileCheck %s --check-prefix=OFF
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=IR
; CHECK-LABEL: .visible .entry _ZN6cudapy4axpyE(
; CHECK: ld.global.b64
; CHECK: st.global.b64
; CHECK-LABEL: .visible .entry _ZN6cudapy9histogramE(
; CHECK: ld.global.b32
; CHECK: atom.global.add.u32
; CHECK-LABEL: .visible .entry _ZN6cudapy6matrixE(
; CHECK: ld.global.b32
; CHECK: st.global.b32
; CHECK-LABEL: .visible .entry _ZN6cudapy5localE(
; CHECK: st.local.b32
; CHECK: ld.local.b32
; CHECK: st.global.b32
; CHECK-NOT: {{[[:space:]](ld|st|atom)}}.{{(b|u)(32|64)}}
; O0-NOT: {{[[:space:]](ld|st|atom)}}.{{(b|u|add.u)(32|64)}}
; O0: ret;
; OFF: ld.b64
; OFF: atom.add.u32
; IR-LABEL: define ptx_kernel void @_ZN6cudapy4axpyE(
; IR: load double, ptr addrspace(1)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; out[i] = a * x[i]
define void @_ZN6cudapy4axpyE(double* %out, double* %x, double %a, i64 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = sext i32 %t to i64
  %ok = icmp slt i64 %i, %n
  br i1 %ok, label %body, label %done
body:
  %off = mul i64 %i, 8
  %xb = ptrtoint double* %x to i64
  %xa = add i64 %xb, %off
  %xp = inttoptr i64 %xa to double*
  %v = load double, double* %xp
  %r = fmul double %v, %a
  %ob = ptrtoint double* %out to i64
  %oa = add i64 %ob, %off
  %op = inttoptr i64 %oa to double*
  store double %r, double* %op
  br label %done
done:
  ret void
}

; counts[data[i] % 16] += 1, atomically
define void @_ZN6cudapy9histogramE(i32* %counts, i32* %data) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %db = ptrtoint i32* %data to i64
  %doff = shl i64 %i, 2
  %da = add i64 %db, %doff
  %dp = inttoptr i64 %da to i32*
  %d = load i32, i32* %dp
  %bin = and i32 %d, 15
  %bin64 = zext i32 %bin to i64
  %cb = ptrtoint i32* %counts to i64
  %coff = mul i64 %bin64, 4
  %ca = add i64 %cb, %coff
  %cp = inttoptr i64 %ca to i32*
  %old = atomicrmw add i32* %cp, i32 1 monotonic
  ret void
}

; 2-D strided: m[r, c] = m[r, c] * 2, with row stride in bytes as numba passes it
define void @_ZN6cudapy6matrixE(float* %m, i64 %rows, i64 %cols, i64 %stride0, i64 %stride1) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = zext i32 %t to i64
  br label %loop
loop:
  %c = phi i64 [ 0, %entry ], [ %c1, %loop ]
  %mb = ptrtoint float* %m to i64
  %ro = mul i64 %r, %stride0
  %co = mul i64 %c, %stride1
  %o = add i64 %ro, %co
  %a = add i64 %mb, %o
  %p = inttoptr i64 %a to float*
  %v = load float, float* %p
  %v2 = fmul float %v, 2.0
  store float %v2, float* %p
  %c1 = add i64 %c, 1
  %more = icmp slt i64 %c1, %cols
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; cuda.local.array: a private buffer reached through integers too
define void @_ZN6cudapy5localE(i32* %out, i32 %k) {
  %buf = alloca [16 x i32]
  %bb = ptrtoint [16 x i32]* %buf to i64
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %j = and i32 %t, 15
  %j64 = zext i32 %j to i64
  %jo = mul i64 %j64, 4
  %ja = add i64 %bb, %jo
  %jp = inttoptr i64 %ja to i32*
  store volatile i32 %k, i32* %jp
  %k2 = xor i32 %j, 1
  %k64 = zext i32 %k2 to i64
  %ko = mul i64 %k64, 4
  %ka = add i64 %bb, %ko
  %kp = inttoptr i64 %ka to i32*
  %v = load volatile i32, i32* %kp
  store i32 %v, i32* %out
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{void (double*, double*, double, i64)* @_ZN6cudapy4axpyE, !"kernel", i32 1}
!1 = !{void (i32*, i32*)* @_ZN6cudapy9histogramE, !"kernel", i32 1}
!2 = !{void (float*, i64, i64, i64, i64)* @_ZN6cudapy6matrixE, !"kernel", i32 1}
!3 = !{void (i32*, i32)* @_ZN6cudapy5localE, !"kernel", i32 1}
