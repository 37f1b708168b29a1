; Benchmark input: out[i] = the sum of nine common single-precision functions (sin cos tan exp log pow tanh atan2 erf),
; in libNVVM's dialect (LLVM 7-era NVVM IR: typed pointers, libdevice's __nv_* called directly,
; IR version 2.0). Read as-is by libNVVM, by nvvmc and by llvm-link 22. math_f32.modern.ll is the
; same kernel written with LLVM intrinsics and C libm names, which only nvvmc reads.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @math_f32(float* %out, float* %xs, float* %ys, i32 %n) {
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
  %px = getelementptr inbounds float, float* %xs, i64 %i
  %py = getelementptr inbounds float, float* %ys, i64 %i
  %x = load float, float* %px, align 4
  %y = load float, float* %py, align 4
  %r0 = call float @__nv_sinf(float %x)
  %r1 = call float @__nv_cosf(float %x)
  %s1 = fadd float %r0, %r1
  %r2 = call float @__nv_tanf(float %x)
  %s2 = fadd float %s1, %r2
  %r3 = call float @__nv_expf(float %x)
  %s3 = fadd float %s2, %r3
  %r4 = call float @__nv_logf(float %x)
  %s4 = fadd float %s3, %r4
  %r5 = call float @__nv_powf(float %y, float %x)
  %s5 = fadd float %s4, %r5
  %r6 = call float @__nv_tanhf(float %x)
  %s6 = fadd float %s5, %r6
  %r7 = call float @__nv_atan2f(float %y, float %x)
  %s7 = fadd float %s6, %r7
  %r8 = call float @__nv_erff(float %x)
  %s8 = fadd float %s7, %r8
  %po = getelementptr inbounds float, float* %out, i64 %i
  store float %s8, float* %po, align 4
  br label %exit

exit:
  ret void
}

declare float @__nv_sinf(float)
declare float @__nv_cosf(float)
declare float @__nv_tanf(float)
declare float @__nv_expf(float)
declare float @__nv_logf(float)
declare float @__nv_powf(float, float)
declare float @__nv_tanhf(float)
declare float @__nv_atan2f(float, float)
declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{void (float*, float*, float*, i32)* @math_f32, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
