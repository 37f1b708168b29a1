; Benchmark input: the one-`sin` kernel of sin.typed.ll as a current LLVM front end writes it
; (opaque pointers, the llvm.sin.f64 intrinsic). nvvmc lowers llvm.sin.f64 to __nv_sin; libNVVM
; and llc cannot compile it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sin_kernel(ptr %out, ptr %in, i32 %n) {
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
  %pin = getelementptr inbounds double, ptr %in, i64 %i
  %x = load double, ptr %pin, align 8
  %s = call double @llvm.sin.f64(double %x)
  %pout = getelementptr inbounds double, ptr %out, i64 %i
  store double %s, ptr %pout, align 8
  br label %exit

exit:
  ret void
}

declare double @llvm.sin.f64(double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @sin_kernel, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
