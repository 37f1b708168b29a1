; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.anon = type { i32, double }
%struct.Particle = type { float, float, float, i32, double }

@_ZZ6reducePKfPfiE3buf = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@__const._Z5callsPi.args = private unnamed_addr constant %struct.anon { i32 1, double 2.000000e+00 }, align 8
@.str = private unnamed_addr constant [11 x i8] c"a=%d b=%f\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %0
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds nuw float, ptr %2, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = fmul contract float %1, %14
  %16 = getelementptr inbounds nuw float, ptr %3, i64 %12
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = fadd contract float %15, %17
  store float %18, ptr %16, align 4, !tbaa !8
  br label %19

19:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6reducePKfPfi(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !8
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = zext nneg i32 %7 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 %16
  store float %15, ptr %17, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = lshr i32 %5, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %32, %14
  %21 = icmp eq i32 %7, 0
  br i1 %21, label %35, label %38

22:                                               ; preds = %14, %32
  %23 = phi i32 [ %33, %32 ], [ %18, %14 ]
  %24 = icmp samesign ult i32 %7, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %22
  %26 = add nuw nsw i32 %23, %7
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = load float, ptr %17, align 4, !tbaa !8
  %31 = fadd contract float %29, %30
  store float %31, ptr %17, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %25, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = lshr i32 %23, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %20, label %22, !llvm.loop !10

35:                                               ; preds = %20
  %36 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4, !tbaa !8
  %37 = atomicrmw fadd ptr %1, float %36 monotonic, align 4
  br label %38

38:                                               ; preds = %35, %20
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z7atomicsPdPfPiPy(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #5 {
  %5 = atomicrmw fadd ptr %0, double 1.000000e+00 monotonic, align 8
  %6 = atomicrmw fadd ptr %1, float 2.000000e+00 monotonic, align 4
  %7 = atomicrmw max ptr %2, i32 3 monotonic, align 4
  %8 = atomicrmw xchg ptr %3, i64 4 monotonic, align 8
  %9 = cmpxchg ptr %2, i32 0, i32 5 monotonic monotonic, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4warpPi(ptr noundef captures(none) %0) local_unnamed_addr #6 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !4
  %6 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %5, i32 16, i32 31)
  %7 = add nsw i32 %6, %5
  %8 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %7, i32 1, i32 31)
  %9 = add nsw i32 %7, %8
  %10 = icmp sgt i32 %9, 0
  %11 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %10)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %12 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %11)
  %13 = add nsw i32 %12, %9
  store i32 %13, ptr %4, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #7

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9particlesP8Particleid(ptr noundef captures(none) %0, i32 noundef %1, double noundef %2) local_unnamed_addr #6 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %35

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds nuw %struct.Particle, ptr %0, i64 %11
  %13 = load float, ptr %12, align 8, !tbaa !8
  %14 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %15 = load float, ptr %14, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %17 = load i64, ptr %16, align 8
  %18 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %19 = load double, ptr %18, align 8, !tbaa !12
  %20 = tail call contract float @__nv_sinf(float noundef %15) #12
  %21 = fptrunc contract double %2 to float
  %22 = fmul contract float %20, %21
  %23 = fadd contract float %13, %22
  %24 = fcmp contract olt float %23, -1.000000e+00
  %25 = fcmp contract ogt float %23, 1.000000e+00
  %26 = select contract i1 %25, float 1.000000e+00, float %23
  %27 = select contract i1 %24, float -1.000000e+00, float %26
  %28 = fneg contract double %2
  %29 = tail call contract double @__nv_exp(double noundef %28) #12
  %30 = fmul contract double %19, %29
  %31 = fcmp contract olt double %30, 0.000000e+00
  %32 = fcmp contract ogt double %30, 1.000000e+09
  %33 = select contract i1 %32, double 1.000000e+09, double %30
  %34 = select contract i1 %31, double 0.000000e+00, double %33
  store float %27, ptr %12, align 8, !tbaa !8
  store float %15, ptr %14, align 4, !tbaa !8
  store i64 %17, ptr %16, align 8
  store double %34, ptr %18, align 8, !tbaa !12
  br label %35

35:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #10

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z6helperi(i32 noundef %0) local_unnamed_addr #11 {
  %2 = mul nsw i32 %0, 3
  %3 = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4, !tbaa !4
  %4 = add nsw i32 %3, %2
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5callsPi(ptr noundef writeonly captures(none) %0) local_unnamed_addr #6 {
  %2 = alloca %struct.anon, align 8
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @_Z6helperi(i32 noundef %3) #13
  %5 = zext nneg i32 %3 to i64
  %6 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  store i32 %4, ptr %6, align 4, !tbaa !4
  %7 = icmp eq i32 %3, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const._Z5callsPi.args, i64 16, i1 false)
  %9 = call i32 @vprintf(ptr noundef nonnull @.str, ptr noundef nonnull %2) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #13
  br label %10

10:                                               ; preds = %8, %1
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @vprintf(ptr noundef, ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11local_arrayPfi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #13
  %4 = load float, ptr %0, align 4, !tbaa !8
  %5 = fmul contract float %4, 0.000000e+00
  store float %5, ptr %3, align 4, !tbaa !8
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !8
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store float %7, ptr %8, align 4, !tbaa !8
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !8
  %11 = fmul contract float %10, 2.000000e+00
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store float %11, ptr %12, align 4, !tbaa !8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = fmul contract float %14, 3.000000e+00
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store float %15, ptr %16, align 4, !tbaa !8
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %18 = load float, ptr %17, align 4, !tbaa !8
  %19 = fmul contract float %18, 4.000000e+00
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store float %19, ptr %20, align 4, !tbaa !8
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fmul contract float %22, 5.000000e+00
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 20
  store float %23, ptr %24, align 4, !tbaa !8
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %26 = load float, ptr %25, align 4, !tbaa !8
  %27 = fmul contract float %26, 6.000000e+00
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store float %27, ptr %28, align 4, !tbaa !8
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %30 = load float, ptr %29, align 4, !tbaa !8
  %31 = fmul contract float %30, 7.000000e+00
  %32 = getelementptr inbounds nuw i8, ptr %3, i64 28
  store float %31, ptr %32, align 4, !tbaa !8
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fmul contract float %34, 8.000000e+00
  %36 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store float %35, ptr %36, align 4, !tbaa !8
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fmul contract float %38, 9.000000e+00
  %40 = getelementptr inbounds nuw i8, ptr %3, i64 36
  store float %39, ptr %40, align 4, !tbaa !8
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = fmul contract float %42, 1.000000e+01
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store float %43, ptr %44, align 4, !tbaa !8
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fmul contract float %46, 1.100000e+01
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 44
  store float %47, ptr %48, align 4, !tbaa !8
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %50 = load float, ptr %49, align 4, !tbaa !8
  %51 = fmul contract float %50, 1.200000e+01
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store float %51, ptr %52, align 4, !tbaa !8
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %54 = load float, ptr %53, align 4, !tbaa !8
  %55 = fmul contract float %54, 1.300000e+01
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 52
  store float %55, ptr %56, align 4, !tbaa !8
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %58 = load float, ptr %57, align 4, !tbaa !8
  %59 = fmul contract float %58, 1.400000e+01
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store float %59, ptr %60, align 4, !tbaa !8
  %61 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = fmul contract float %62, 1.500000e+01
  %64 = getelementptr inbounds nuw i8, ptr %3, i64 60
  store float %63, ptr %64, align 4, !tbaa !8
  %65 = and i32 %1, 15
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw float, ptr %3, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !8
  %69 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %70
  store float %68, ptr %71, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #13
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" "uniform-work-group-size"="true" }
attributes #6 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" "uniform-work-group-size"="true" }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" }
attributes #11 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx80,+sm_70" }
attributes #12 = { convergent nounwind }
attributes #13 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
