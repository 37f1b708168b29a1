; Benchmark input: out[i] = the sum of eight large double-precision special functions (lgamma tgamma j0 y0 erfcinv cbrt hypot normcdfinv),
; in libNVVM's dialect (LLVM 7-era NVVM IR: typed pointers, libdevice's __nv_* called directly,
; IR version 2.0). Read as-is by libNVVM, by nvvmc and by llvm-link 22. special_f64.modern.ll is the
; same kernel written with LLVM intrinsics and C libm names, which only nvvmc reads.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @special_f64(double* %out, double* %xs, double* %ys, i32 %n) {
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
  %px = getelementptr inbounds double, double* %xs, i64 %i
  %py = getelementptr inbounds double, double* %ys, i64 %i
  %x = load double, double* %px, align 8
  %y = load double, double* %py, align 8
  %r0 = call double @__nv_lgamma(double %x)
  %r1 = call double @__nv_tgamma(double %x)
  %s1 = fadd double %r0, %r1
  %r2 = call double @__nv_j0(double %x)
  %s2 = fadd double %s1, %r2
  %r3 = call double @__nv_y0(double %x)
  %s3 = fadd double %s2, %r3
  %r4 = call double @__nv_erfcinv(double %x)
  %s4 = fadd double %s3, %r4
  %r5 = call double @__nv_cbrt(double %x)
  %s5 = fadd double %s4, %r5
  %r6 = call double @__nv_hypot(double %y, double %x)
  %s6 = fadd double %s5, %r6
  %r7 = call double @__nv_normcdfinv(double %x)
  %s7 = fadd double %s6, %r7
  %po = getelementptr inbounds double, double* %out, i64 %i
  store double %s7, double* %po, align 8
  br label %exit

exit:
  ret void
}

declare double @__nv_lgamma(double)
declare double @__nv_tgamma(double)
declare double @__nv_j0(double)
declare double @__nv_y0(double)
declare double @__nv_erfcinv(double)
declare double @__nv_cbrt(double)
declare double @__nv_hypot(double, double)
declare double @__nv_normcdfinv(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{void (double*, double*, double*, i32)* @special_f64, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
