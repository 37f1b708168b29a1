; libNVVM's mode-operand warp intrinsics, as numba-cuda emits them, become LLVM 22's
; (`nvvm-intrinsic-upgrade`); LLVM 22 alone would leave `.extern .func llvm.nvvm.shfl.sync.i32`
; for ptxas to reject. A mode that is not a constant is an error naming the call.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx
; RUN: %FileCheck %s --input-file %t.ptx
; RUN: sed 's/i32 -1, i32 3, float/i32 -1, i32 %lane, float/' %s > %t-bad.ll
; RUN: exit-code 1 %nvvmc %t-bad.ll --arch sm_90 -o %t-bad.ptx 2>&1 | %FileCheck %s --check-prefix=ERR
; CHECK: shfl.sync.idx.b32
; CHECK: shfl.sync.up.b32
; CHECK: shfl.sync.down.b32
; CHECK: shfl.sync.bfly.b32
; CHECK: vote.sync.all.pred
; CHECK: vote.sync.any.pred
; CHECK: vote.sync.uni.pred
; CHECK: vote.sync.ballot.b32
; CHECK-NOT: llvm.nvvm
; ERR: error: the mode operand of 'llvm.nvvm.shfl.sync.f32' must be a constant 0, 1, 2 or 3 [nvvm-intrinsic-mode]
; ERR: in function 'k'
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.sync.f32(i32, i32, float, i32, i32)
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)

define void @k(i32* %out, float* %fout, i32 %v, i32 %lane) {
  %a = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 0, i32 %v, i32 %lane, i32 31)
  %a0 = extractvalue {i32, i1} %a, 0
  %b = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 1, i32 %a0, i32 1, i32 0)
  %b0 = extractvalue {i32, i1} %b, 0
  %c = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 -1, i32 2, i32 %b0, i32 2, i32 31)
  %c0 = extractvalue {i32, i1} %c, 0
  %x = sitofp i32 %c0 to float
  %d = call {float, i1} @llvm.nvvm.shfl.sync.f32(i32 -1, i32 3, float %x, i32 %lane, i32 31)
  %d0 = extractvalue {float, i1} %d, 0
  store float %d0, float* %fout
  %p = icmp sgt i32 %c0, 0
  %all = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 0, i1 %p)
  %any = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 1, i1 %p)
  %uni = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 2, i1 %p)
  %bal = call {i32, i1} @llvm.nvvm.vote.sync(i32 -1, i32 3, i1 %p)
  %all1 = extractvalue {i32, i1} %all, 1
  %any1 = extractvalue {i32, i1} %any, 1
  %uni1 = extractvalue {i32, i1} %uni, 1
  %bal0 = extractvalue {i32, i1} %bal, 0
  %r1 = zext i1 %all1 to i32
  %r2 = zext i1 %any1 to i32
  %r3 = zext i1 %uni1 to i32
  %s1 = add i32 %r1, %r2
  %s2 = add i32 %s1, %r3
  %s3 = add i32 %s2, %bal0
  store i32 %s3, i32* %out
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32*, float*, i32, i32)* @k, !"kernel", i32 1}
