; A kernel written the way numba (and other LLVM 7-era producers) write NVVM IR: typed pointers,
; array elements reached through ptrtoint/add/inttoptr, the kernel named in nvvm.annotations and
; kept in @llvm.used, a block-size hint (maxntidx) and !nvvmir.version.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [1 x i8*] [i8* bitcast (void (double*, double*, double, i64)* @_ZN6cudapy8__main__4axpyE to i8*)], section "llvm.metadata"

define void @_ZN6cudapy8__main__4axpyE(double* %out, double* %in, double %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %m = mul i32 %ctaid, %ntid
  %i32 = add i32 %m, %tid
  %i = sext i32 %i32 to i64
  %ok = icmp slt i64 %i, %n
  br i1 %ok, label %body, label %done

body:
  %inbase = ptrtoint double* %in to i64
  %off = mul i64 %i, 8
  %inaddr = add i64 %inbase, %off
  %inptr = inttoptr i64 %inaddr to double*
  %v = load double, double* %inptr, align 8
  %r = fmul double %v, %a
  %outbase = ptrtoint double* %out to i64
  %outaddr = add i64 %outbase, %off
  %outptr = inttoptr i64 %outaddr to double*
  store double %r, double* %outptr, align 8
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (double*, double*, double, i64)* @_ZN6cudapy8__main__4axpyE, !"kernel", i32 1}
!1 = !{void (double*, double*, double, i64)* @_ZN6cudapy8__main__4axpyE, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 1, i32 2}
