; Input of tests/split_compile.rs: four kernels that share what a split must keep right.
; @counter (external) and @table (internal constant) are used by several kernels and must be
; defined once; @tile (internal shared) is used by two kernels, @scratch by one; @dyn is dynamic
; shared memory (an extern); @scale is an internal helper called from three kernels (compiled in
; each partition, kept once); @device_add is an external device function called from two.
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global i32 0, align 4
@table = internal addrspace(4) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@scratch = internal addrspace(3) global [64 x float] poison, align 4
@tile = internal addrspace(3) global [32 x float] poison, align 4
@dyn = external addrspace(3) global [0 x float], align 16
@bias = private unnamed_addr addrspace(1) constant [2 x float] [float 0.5, float 0.25], align 4

define internal float @scale(float %x, i32 %i) noinline {
  %p = getelementptr [4 x float], ptr addrspace(4) @table, i32 0, i32 %i
  %t = load float, ptr addrspace(4) %p
  %r = fmul float %x, %t
  ret float %r
}

define float @device_add(float %x, i32 %i) noinline {
  %p = getelementptr [2 x float], ptr addrspace(1) @bias, i32 0, i32 %i
  %b = load float, ptr addrspace(1) %p
  %r = fadd float %x, %b
  ret float %r
}

define ptx_kernel void @k_math(ptr addrspace(1) %out, i32 %i) {
  %x = uitofp i32 %i to float
  %s = call float @llvm.sin.f32(float %x)
  %e = call float @llvm.exp.f32(float %s)
  %y = call float @scale(float %e, i32 %i)
  %z = call float @device_add(float %y, i32 %i)
  store float %z, ptr addrspace(1) %out
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic
  ret void
}

define ptx_kernel void @k_scratch(ptr addrspace(1) %out, i32 %i) {
  %x = call float @scale(float 3.0, i32 %i)
  %p = getelementptr [64 x float], ptr addrspace(3) @scratch, i32 0, i32 %i
  store float %x, ptr addrspace(3) %p
  %d = getelementptr [0 x float], ptr addrspace(3) @dyn, i32 0, i32 %i
  store float %x, ptr addrspace(3) %d
  call void @llvm.nvvm.barrier0()
  %v = load float, ptr addrspace(3) @scratch
  store float %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @k_tile(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [32 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  %y = call float @device_add(float 5.0, i32 %i)
  store float %y, ptr addrspace(3) %p
  %d = load float, ptr addrspace(3) @dyn
  call void @llvm.nvvm.barrier0()
  %v = load float, ptr addrspace(3) @tile
  %w = fadd float %v, %d
  store float %w, ptr addrspace(1) %out
  %old = atomicrmw add ptr addrspace(1) @counter, i32 2 monotonic
  ret void
}

define ptx_kernel void @k_tile2(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [32 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  %x = call float @scale(float 7.0, i32 %i)
  store float %x, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier0()
  %v = load float, ptr addrspace(3) @tile
  %e = call double @llvm.exp.f64(double 2.0)
  %ef = fptrunc double %e to float
  %w = fmul float %v, %ef
  store float %w, ptr addrspace(1) %out
  ret void
}

declare float @llvm.sin.f32(float)
declare float @llvm.exp.f32(float)
declare double @llvm.exp.f64(double)
declare void @llvm.nvvm.barrier0()
