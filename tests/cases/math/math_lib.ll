; --math-lib (docs/reference/math.md: "Bring your own math library"): `llvm.sin.f32` and `cosf` call the test
; library's functions (its `implements` attributes), the `afn` call its `implements-afn` one; they
; are linked after lower-math, `alwaysinline`, and libdevice is never read (it does not exist).
; RUN: %nvvmc %s --math-lib %inputs/math_lib/mylib.ll --libdevice /nonexistent --print-after link-math-lib -o %t.ptx 2>&1 | %FileCheck %s
; RUN: %nvvmc %s --math-lib %inputs/math_lib/mylib.ll --libdevice /nonexistent --link ptx -o - | %FileCheck %s --check-prefix=PTX

; CHECK-LABEL: IR after stage 'link-math-lib'
; CHECK: define ptx_kernel void @trig(
; CHECK-NEXT: call float @mylib_sinf(float %x)
; CHECK-NEXT: call float @mylib_cosf(float %x)
; CHECK: call afn float @mylib_fast_sinf(
; CHECK-NOT: __nv_
; CHECK: ; Function Attrs: alwaysinline
; CHECK-NEXT: define linkonce_odr float @mylib_sinf(float %x)

; The library's polynomials, inlined: 1/9! twice (sin, and cos as sin(x + pi/2)), the fast one's
; x^5 coefficient once; no call, no library function, nothing of libdevice.
; PTX-NOT: .func
; PTX-NOT: call
; PTX: 0f3638EF1D
; PTX: 0f3638EF1D
; PTX: 0f3BF95D4F

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
