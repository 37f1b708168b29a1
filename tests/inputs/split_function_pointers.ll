; Input of tests/split_compile.rs: a table of function pointers (an internal and an external
; function, so the first partition must define one and declare the other) and an external
; function defined after the kernels that call it, in another partition (the join turns its
; .extern declaration into a prototype). @count.local has a name PTX does not allow, which
; LLVM rewrites (`count_$_local`) only where the variable is local: every partition must agree.
target triple = "nvptx64-nvidia-cuda"
@fns = internal addrspace(1) constant [2 x ptr] [ptr @f1, ptr @f2]
@count.local = internal addrspace(1) global i32 0, align 4
define internal float @f1(float %x) noinline {
  %r = fadd float %x, 1.0
  ret float %r
}
define float @f2(float %x) noinline {
  %r = fmul float %x, 3.0
  ret float %r
}
define ptx_kernel void @ka(ptr addrspace(1) %out, i32 %i, float %x) {
  %p = getelementptr [2 x ptr], ptr addrspace(1) @fns, i32 0, i32 %i
  %f = load ptr, ptr addrspace(1) %p
  %r = call float %f(float %x)
  store float %r, ptr addrspace(1) %out
  store i32 1, ptr addrspace(1) @count.local
  ret void
}
define ptx_kernel void @kb(ptr addrspace(1) %out, float %x) {
  %r = call float @f2(float %x)
  %s = call float @late(float %r)
  store float %s, ptr addrspace(1) %out
  ret void
}
define ptx_kernel void @kc(ptr addrspace(1) %out, float %x) {
  %r = call float @late(float %x)
  %c = load i32, ptr addrspace(1) @count.local
  %cf = sitofp i32 %c to float
  %rc = fadd float %r, %cf
  store float %rc, ptr addrspace(1) %out
  ret void
}
define float @late(float %x) noinline {
  %r = fsub float %x, 2.0
  ret float %r
}
