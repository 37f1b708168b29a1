; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.anon = type { i32, double }
%struct.Particle = type { float, float, float, i32, double }

$_Z6clampvIfET_S0_S0_S0_ = comdat any

$_Z6clampvIdET_S0_S0_S0_ = comdat any

@_ZZ6reducePKfPfiE3buf = internal addrspace(3) global [256 x float] undef, align 4
@counter = dso_local addrspace(1) externally_initialized global i32 0, align 4
@__const._Z5callsPi.args = private unnamed_addr constant %struct.anon { i32 1, double 2.000000e+00 }, align 8
@.str = private unnamed_addr constant [11 x i8] c"a=%d b=%f\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5saxpyifPKfPf(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul nsw i32 %10, %11
  %13 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %9, align 4
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = load float, ptr %6, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %19, %24
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %9, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fadd contract float %25, %30
  %32 = load ptr, ptr %8, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  store float %31, ptr %35, align 4
  br label %36

36:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z6reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul nsw i32 %11, %12
  %14 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  br label %26

25:                                               ; preds = %3
  br label %26

26:                                               ; preds = %25, %19
  %27 = phi contract float [ %24, %19 ], [ 0.000000e+00, %25 ]
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %29
  store float %27, ptr %30, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = sdiv i32 %31, 2
  store i32 %32, ptr %8, align 4
  br label %33

33:                                               ; preds = %53, %26
  %34 = load i32, ptr %8, align 4
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %56

36:                                               ; preds = %33
  %37 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = load i32, ptr %8, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %36
  %41 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %46
  store float %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %40, %36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %8, align 4
  %55 = ashr i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %33, !llvm.loop !4

56:                                               ; preds = %33
  %57 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %56
  %60 = load ptr, ptr %5, align 8
  %61 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ6reducePKfPfiE3buf to ptr), align 4
  store float %61, ptr %9, align 4
  %62 = load float, ptr %9, align 4
  %63 = atomicrmw fadd ptr %60, float %62 monotonic, align 4
  store float %63, ptr %10, align 4
  %64 = load float, ptr %10, align 4
  br label %65

65:                                               ; preds = %59, %56
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7atomicsPdPfPiPy(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %20 = load ptr, ptr %5, align 8
  store double 1.000000e+00, ptr %9, align 8
  %21 = load double, ptr %9, align 8
  %22 = atomicrmw fadd ptr %20, double %21 monotonic, align 8
  store double %22, ptr %10, align 8
  %23 = load double, ptr %10, align 8
  %24 = load ptr, ptr %6, align 8
  store float 2.000000e+00, ptr %11, align 4
  %25 = load float, ptr %11, align 4
  %26 = atomicrmw fadd ptr %24, float %25 monotonic, align 4
  store float %26, ptr %12, align 4
  %27 = load float, ptr %12, align 4
  %28 = load ptr, ptr %7, align 8
  store i32 3, ptr %13, align 4
  %29 = load i32, ptr %13, align 4
  %30 = atomicrmw max ptr %28, i32 %29 monotonic, align 4
  store i32 %30, ptr %14, align 4
  %31 = load i32, ptr %14, align 4
  %32 = load ptr, ptr %8, align 8
  store i64 4, ptr %15, align 8
  %33 = load i64, ptr %15, align 8
  %34 = atomicrmw xchg ptr %32, i64 %33 monotonic, align 8
  store i64 %34, ptr %16, align 8
  %35 = load i64, ptr %16, align 8
  store i32 0, ptr %17, align 4
  %36 = load ptr, ptr %7, align 8
  store i32 5, ptr %18, align 4
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %18, align 4
  %39 = cmpxchg ptr %36, i32 %37, i32 %38 monotonic monotonic, align 4
  %40 = extractvalue { i32, i1 } %39, 0
  %41 = extractvalue { i32, i1 } %39, 1
  br i1 %41, label %43, label %42

42:                                               ; preds = %4
  store i32 %40, ptr %17, align 4
  br label %43

43:                                               ; preds = %42, %4
  %44 = zext i1 %41 to i8
  store i8 %44, ptr %19, align 1
  %45 = load i8, ptr %19, align 1
  %46 = trunc i8 %45 to i1
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z4warpPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %5, i64 %7
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31)
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 1, i32 31)
  %16 = load i32, ptr %3, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp sgt i32 %18, 0
  %20 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %19)
  store i32 %20, ptr %4, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = call i32 @llvm.ctpop.i32(i32 %22)
  %24 = add nsw i32 %21, %23
  %25 = load ptr, ptr %2, align 8
  %26 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  store i32 %24, ptr %28, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9particlesP8Particleid(ptr noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Particle, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store double %2, ptr %6, align 8
  %9 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul nsw i32 %9, %10
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %5, align 4
  %16 = icmp sge i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %3
  br label %46

18:                                               ; preds = %3
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.Particle, ptr %19, i64 %21
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %22, i64 24, i1 false)
  %23 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 0
  %24 = load float, ptr %23, align 8
  %25 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 1
  %26 = load float, ptr %25, align 4
  %27 = call contract float @__nv_sinf(float noundef %26) #9
  %28 = load double, ptr %6, align 8
  %29 = fptrunc contract double %28 to float
  %30 = fmul contract float %27, %29
  %31 = fadd contract float %24, %30
  %32 = call contract noundef float @_Z6clampvIfET_S0_S0_S0_(float noundef %31, float noundef -1.000000e+00, float noundef 1.000000e+00) #9
  %33 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 0
  store float %32, ptr %33, align 8
  %34 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 4
  %35 = load double, ptr %34, align 8
  %36 = load double, ptr %6, align 8
  %37 = fneg contract double %36
  %38 = call contract double @__nv_exp(double noundef %37) #9
  %39 = fmul contract double %35, %38
  %40 = call contract noundef double @_Z6clampvIdET_S0_S0_S0_(double noundef %39, double noundef 0.000000e+00, double noundef 1.000000e+09) #9
  %41 = getelementptr inbounds nuw %struct.Particle, ptr %8, i32 0, i32 4
  store double %40, ptr %41, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.Particle, ptr %42, i64 %44
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %45, ptr align 8 %8, i64 24, i1 false)
  br label %46

46:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef float @_Z6clampvIfET_S0_S0_S0_(float noundef %0, float noundef %1, float noundef %2) #7 comdat {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  store float %2, ptr %6, align 4
  %7 = load float, ptr %4, align 4
  %8 = load float, ptr %5, align 4
  %9 = fcmp contract olt float %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load float, ptr %5, align 4
  br label %22

12:                                               ; preds = %3
  %13 = load float, ptr %4, align 4
  %14 = load float, ptr %6, align 4
  %15 = fcmp contract ogt float %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load float, ptr %6, align 4
  br label %20

18:                                               ; preds = %12
  %19 = load float, ptr %4, align 4
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi contract float [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi contract float [ %11, %10 ], [ %21, %20 ]
  ret float %23
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #8

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef double @_Z6clampvIdET_S0_S0_S0_(double noundef %0, double noundef %1, double noundef %2) #7 comdat {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fcmp contract olt double %7, %8
  br i1 %9, label %10, label %12

10:                                               ; preds = %3
  %11 = load double, ptr %5, align 8
  br label %22

12:                                               ; preds = %3
  %13 = load double, ptr %4, align 8
  %14 = load double, ptr %6, align 8
  %15 = fcmp contract ogt double %13, %14
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load double, ptr %6, align 8
  br label %20

18:                                               ; preds = %12
  %19 = load double, ptr %4, align 8
  br label %20

20:                                               ; preds = %18, %16
  %21 = phi contract double [ %17, %16 ], [ %19, %18 ]
  br label %22

22:                                               ; preds = %20, %10
  %23 = phi contract double [ %11, %10 ], [ %21, %20 ]
  ret double %23
}

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) #8

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6helperi(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 %3, 3
  %5 = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr), align 4
  %6 = add nsw i32 %4, %5
  ret i32 %6
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5callsPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.anon, align 8
  store ptr %0, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call noundef i32 @_Z6helperi(i32 noundef %4) #9
  %6 = load ptr, ptr %2, align 8
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %6, i64 %8
  store i32 %5, ptr %9, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %14

12:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const._Z5callsPi.args, i64 16, i1 false)
  %13 = call i32 @vprintf(ptr noundef @.str, ptr noundef %3) #9
  br label %14

14:                                               ; preds = %12, %1
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @vprintf(ptr noundef, ptr noundef) #8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11local_arrayPfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [16 x float], align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp slt i32 %8, 16
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load i32, ptr %6, align 4
  %12 = sitofp i32 %11 to float
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %12, %17
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %20
  store float %18, ptr %21, align 4
  br label %22

22:                                               ; preds = %10
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !6

25:                                               ; preds = %7
  %26 = load i32, ptr %4, align 4
  %27 = and i32 %26, 15
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [16 x float], ptr %5, i64 0, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %3, align 8
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  store float %30, ptr %34, align 4
  ret void
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #8 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
