; A kernel calling `llvm.sin.f32` and `cosf` (what `--math-lib` must replace), and `sinf` under afn; with
; `--math-lib mylib.ll` all three are the library's (tests/math_lib.rs).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @trig(ptr addrspace(1) %out, float %x) {
  %s = call float @llvm.sin.f32(float %x)
  %c = call float @cosf(float %x)
  %y = fmul float %x, 2.0
  %f = call afn float @sinf(float %y)
  store float %s, ptr addrspace(1) %out
  %o1 = getelementptr float, ptr addrspace(1) %out, i64 1
  store float %c, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %out, i64 2
  store float %f, ptr addrspace(1) %o2
  ret void
}

declare float @llvm.sin.f32(float)
declare float @cosf(float)
declare float @sinf(float)
