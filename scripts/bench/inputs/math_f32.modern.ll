; Benchmark input: math_f32.typed.ll as a current LLVM front end writes it: opaque pointers,
; llvm.* math intrinsics where LLVM 22 has one, C libm names otherwise. nvvmc lowers each to
; the same libdevice function the typed form calls; libNVVM and llc cannot compile it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @math_f32(ptr %out, ptr %xs, ptr %ys, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i32 = add i32 %base, %tid
  %ok = icmp slt i32 %i32, %n
  br i1 %ok, label %body, label %exit

body:
  %i = sext i32 %i32 to i64
  %px = getelementptr inbounds float, ptr %xs, i64 %i
  %py = getelementptr inbounds float, ptr %ys, i64 %i
  %x = load float, ptr %px, align 4
  %y = load float, ptr %py, align 4
  %r0 = call float @llvm.sin.f32(float %x)
  %r1 = call float @llvm.cos.f32(float %x)
  %s1 = fadd float %r0, %r1
  %r2 = call float @llvm.tan.f32(float %x)
  %s2 = fadd float %s1, %r2
  %r3 = call float @llvm.exp.f32(float %x)
  %s3 = fadd float %s2, %r3
  %r4 = call float @llvm.log.f32(float %x)
  %s4 = fadd float %s3, %r4
  %r5 = call float @llvm.pow.f32(float %y, float %x)
  %s5 = fadd float %s4, %r5
  %r6 = call float @llvm.tanh.f32(float %x)
  %s6 = fadd float %s5, %r6
  %r7 = call float @llvm.atan2.f32(float %y, float %x)
  %s7 = fadd float %s6, %r7
  %r8 = call float @erff(float %x)
  %s8 = fadd float %s7, %r8
  %po = getelementptr inbounds float, ptr %out, i64 %i
  store float %s8, ptr %po, align 4
  br label %exit

exit:
  ret void
}

declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.tan.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.tanh.f32(float)
declare float @llvm.atan2.f32(float, float)
declare float @erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @math_f32, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
