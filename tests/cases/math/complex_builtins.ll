; CUDA std::complex<double> and std::complex<float> multiply and divide, as clang 22 compiles
; them: the multiply's NaN path and every divide call __muldc3/__divdc3/__mulsc3/__divsc3
; ({T, T} returned by value, four scalars in). nvvmc provides them from
; libdevice-shim/complex_arith.ll: no .extern, no call, ptxas accepts the PTX, at -O0 too, under
; --ftz (the f32 code flushes like its caller) and without libdevice (--link none).
; Generated with
;   clang++-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 \
;     -Xclang -target-feature -Xclang +ptx70 -O2 -S -emit-llvm -include prelude.h k.cu
; where prelude.h defines __host__/__device__/__global__ as clang attributes and declares
; device malloc/free, and k.cu is:
;   #include <complex>
;   __global__ void kmul(std::complex<double>* out, const std::complex<double>* a, const std::complex<double>* b) {
;     out[0] = a[0] * b[0];
;     out[1] = a[1] / b[1];
;   }
;   (kmulf: the same with std::complex<float>)
;
; RUN: %nvvmc %s --arch sm_70 -o %t.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: not grep -E 'extern|call|__(mul|div)[sd]c3' %t.ptx
; RUN: %nvvmc %s --arch sm_70 -O0 -o %t0.ptx
; RUN: %FileCheck %s --check-prefix=PTX < %t0.ptx
; RUN: not grep -E 'extern|call|__(mul|div)[sd]c3' %t0.ptx
; RUN: %nvvmc %s --arch sm_70 --link none -o - | %FileCheck %s --check-prefix=PTX
; RUN: %nvvmc %s --arch sm_70 --ftz -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --arch sm_90 --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=STATS
; PTX: .visible .entry _Z4kmulPSt7complexIdEPKS0_S3_(
; PTX-NOT: call
; PTX: div.rn.f64
; PTX: ret;
; PTX: .visible .entry _Z5kmulfPSt7complexIfEPKS0_S3_(
; PTX-NOT: call
; PTX: div.rn.f32
; PTX: ret;
; FTZ: .visible .entry _Z5kmulfPSt7complexIfEPKS0_S3_(
; FTZ: div.rn.ftz.f32
; STATS: nvvmc stats: libdevice: not read
; STATS: nvvmc stats: shims linked: 8: __divdc3 __divsc3 __muldc3 __mulsc3 __nvvmc_ilogb_f32 __nvvmc_ilogb_f64 __nvvmc_scalbn_f32 __nvvmc_scalbn_f64
source_filename = "cx.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4kmulPSt7complexIdEPKS0_S3_(ptr noundef writeonly captures(none) initializes((0, 32)) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #0 {
  %4 = load double, ptr %1, align 8
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !8
  %7 = load double, ptr %2, align 8
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %9 = load double, ptr %8, align 8
  %10 = fmul contract double %4, %7
  %11 = fmul contract double %6, %9
  %12 = fmul contract double %4, %9
  %13 = fmul contract double %6, %7
  %14 = fsub contract double %10, %11
  %15 = fadd contract double %13, %12
  %16 = fcmp contract uno double %14, 0.000000e+00
  br i1 %16, label %17, label %23, !prof !9

17:                                               ; preds = %3
  %18 = fcmp contract uno double %15, 0.000000e+00
  br i1 %18, label %19, label %23, !prof !9

19:                                               ; preds = %17
  %20 = tail call contract noundef { double, double } @__muldc3(double noundef %4, double noundef %6, double noundef %7, double noundef %9) #1
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  br label %23

23:                                               ; preds = %3, %17, %19
  %24 = phi contract double [ %14, %3 ], [ %14, %17 ], [ %21, %19 ]
  %25 = phi contract double [ %15, %3 ], [ %15, %17 ], [ %22, %19 ]
  store double %24, ptr %0, align 8
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store double %25, ptr %26, align 8, !tbaa !8
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %29 = load double, ptr %27, align 8
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %31 = load double, ptr %30, align 8, !tbaa !8
  %32 = load double, ptr %28, align 8
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %34 = load double, ptr %33, align 8
  %35 = tail call contract noundef { double, double } @__divdc3(double noundef %29, double noundef %31, double noundef %32, double noundef %34) #1
  %36 = extractvalue { double, double } %35, 0
  %37 = extractvalue { double, double } %35, 1
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store double %36, ptr %38, align 8
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store double %37, ptr %39, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5kmulfPSt7complexIfEPKS0_S3_(ptr noundef writeonly captures(none) initializes((0, 16)) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2) local_unnamed_addr #0 {
  %4 = load float, ptr %1, align 4
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4
  %7 = load float, ptr %2, align 4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %4, %7
  %11 = fmul contract float %6, %9
  %12 = fmul contract float %4, %9
  %13 = fmul contract float %6, %7
  %14 = fsub contract float %10, %11
  %15 = fadd contract float %13, %12
  %16 = fcmp contract uno float %14, 0.000000e+00
  br i1 %16, label %17, label %23, !prof !9

17:                                               ; preds = %3
  %18 = fcmp contract uno float %15, 0.000000e+00
  br i1 %18, label %19, label %23, !prof !9

19:                                               ; preds = %17
  %20 = tail call contract noundef { float, float } @__mulsc3(float noundef %4, float noundef %6, float noundef %7, float noundef %9) #1
  %21 = extractvalue { float, float } %20, 0
  %22 = extractvalue { float, float } %20, 1
  br label %23

23:                                               ; preds = %3, %17, %19
  %24 = phi contract float [ %14, %3 ], [ %14, %17 ], [ %21, %19 ]
  %25 = phi contract float [ %15, %3 ], [ %15, %17 ], [ %22, %19 ]
  store float %24, ptr %0, align 4
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 4
  store float %25, ptr %26, align 4, !tbaa !8
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %29 = load float, ptr %27, align 4
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %31 = load float, ptr %30, align 4
  %32 = load float, ptr %28, align 4
  %33 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %34 = load float, ptr %33, align 4
  %35 = tail call contract noundef { float, float } @__divsc3(float noundef %29, float noundef %31, float noundef %32, float noundef %34) #1
  %36 = extractvalue { float, float } %35, 0
  %37 = extractvalue { float, float } %35, 1
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store float %36, ptr %38, align 4
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store float %37, ptr %39, align 4, !tbaa !8
  ret void
}

declare dso_local { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare dso_local { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare dso_local { float, float } @__mulsc3(float, float, float, float) local_unnamed_addr

declare dso_local { float, float } @__divsc3(float, float, float, float) local_unnamed_addr

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!"branch_weights", i32 1, i32 1048575}
