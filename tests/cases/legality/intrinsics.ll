; Section 9: the unsupported intrinsic families, the math intrinsics nvvmc lowers itself (errors
; only under --strict), memcpy/memmove/memset and the constant space, the listed types of the bit
; and fma intrinsics, the accepted-and-ignored annotations, and unknown llvm.nvvm.* names.
; RUN: %expect-diags %s --arch sm_90
; RUN: %expect-diags --prefix=strict %s --arch sm_90 --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global [4 x i8] zeroinitializer
@str = private addrspace(4) constant [2 x i8] c"a\00"

define void @k(i8* %tramp, i8* %nest, i8* %dst, double %x, i32 %a, i32 %b, i128 %w, float %f) {
  call void @llvm.init.trampoline(i8* %tramp, i8* bitcast (void (i8*, i8*, i8*, double, i32, i32, i128, float)* @k to i8*), i8* %nest)   ; expect-error: unsupported-intrinsic ; strict-error: unsupported-intrinsic
  call void @llvm.trap()   ; strict-error: intrinsic-not-in-spec
  %ov = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)   ; strict-error: intrinsic-not-in-spec
  %sat = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %sin = call double @llvm.sin.f64(double %x)   ; strict-error: lowered-math-intrinsic
  %sqrt = call double @llvm.sqrt.f64(double %x)
  %exp2 = call float @llvm.exp2.f32(float %f)
  call void @llvm.memcpy.p4i8.p0i8.i64(i8 addrspace(4)* getelementptr ([4 x i8], [4 x i8] addrspace(4)* @c, i64 0, i64 0), i8* %dst, i64 4, i1 false)   ; expect-error: memory-intrinsic-constant-space ; strict-error: memory-intrinsic-constant-space
  call void @llvm.memcpy.p0i8.p4i8.i64(i8* %dst, i8 addrspace(4)* getelementptr ([4 x i8], [4 x i8] addrspace(4)* @c, i64 0, i64 0), i64 4, i1 false)
  call void @llvm.memset.p0i8.i64(i8* %dst, i8 0, i64 4, i1 false)
  %pw = call i128 @llvm.ctpop.i128(i128 %w)   ; strict-error: intrinsic-overload
  %p32 = call i32 @llvm.ctpop.i32(i32 %a)
  %fm = call float @llvm.fma.f32(float %f, float %f, float %f)
  call void @llvm.var.annotation(i8* %dst, i8* addrspacecast (i8 addrspace(4)* getelementptr ([2 x i8], [2 x i8] addrspace(4)* @str, i64 0, i64 0) to i8*), i8* null, i32 1, i8* null)   ; strict-warning: annotation-intrinsic-ignored
  %bad = call i32 @llvm.nvvm.not.an.intrinsic(i32 %a)   ; expect-error: unknown-nvvm-intrinsic ; strict-error: unknown-nvvm-intrinsic
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret void
}

declare void @llvm.init.trampoline(i8*, i8*, i8*)
declare void @llvm.trap()
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare double @llvm.sin.f64(double)
declare double @llvm.sqrt.f64(double)
declare float @llvm.exp2.f32(float)
declare void @llvm.memcpy.p4i8.p0i8.i64(i8 addrspace(4)*, i8*, i64, i1)
declare void @llvm.memcpy.p0i8.p4i8.i64(i8*, i8 addrspace(4)*, i64, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare i128 @llvm.ctpop.i128(i128)
declare i32 @llvm.ctpop.i32(i32)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.var.annotation(i8*, i8*, i8*, i32, i8*)
declare i32 @llvm.nvvm.not.an.intrinsic(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
