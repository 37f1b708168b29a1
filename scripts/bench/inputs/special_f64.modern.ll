; Benchmark input: special_f64.typed.ll as a current LLVM front end writes it: opaque pointers,
; llvm.* math intrinsics where LLVM 22 has one, C libm names otherwise. nvvmc lowers each to
; the same libdevice function the typed form calls; libNVVM and llc cannot compile it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @special_f64(ptr %out, ptr %xs, ptr %ys, i32 %n) {
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
  %px = getelementptr inbounds double, ptr %xs, i64 %i
  %py = getelementptr inbounds double, ptr %ys, i64 %i
  %x = load double, ptr %px, align 8
  %y = load double, ptr %py, align 8
  %r0 = call double @lgamma(double %x)
  %r1 = call double @tgamma(double %x)
  %s1 = fadd double %r0, %r1
  %r2 = call double @j0(double %x)
  %s2 = fadd double %s1, %r2
  %r3 = call double @y0(double %x)
  %s3 = fadd double %s2, %r3
  %r4 = call double @erfcinv(double %x)
  %s4 = fadd double %s3, %r4
  %r5 = call double @cbrt(double %x)
  %s5 = fadd double %s4, %r5
  %r6 = call double @hypot(double %y, double %x)
  %s6 = fadd double %s5, %r6
  %r7 = call double @normcdfinv(double %x)
  %s7 = fadd double %s6, %r7
  %po = getelementptr inbounds double, ptr %out, i64 %i
  store double %s7, ptr %po, align 8
  br label %exit

exit:
  ret void
}

declare double @lgamma(double)
declare double @tgamma(double)
declare double @j0(double)
declare double @y0(double)
declare double @erfcinv(double)
declare double @cbrt(double)
declare double @hypot(double, double)
declare double @normcdfinv(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @special_f64, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
