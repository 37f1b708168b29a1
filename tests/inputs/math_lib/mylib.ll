; A small math library for nvvmc's `--math-lib` tests (tests/math_lib.rs), written for them.
;
; Why this file exists: it is the test library of "math libraries as data" (docs/reference/math.md: "Bring your
; own math library"). Each function says what it implements with the string attribute
; "implements" (and "implements-afn" for calls under afn / --fast-math); nvvmc calls these
; functions instead of libdevice's. The polynomials are plain Taylor series after a reduction to
; [-pi, pi]: within a few float ulps for |x| < 1 (and 1e-6 absolute for cos there), worse towards
; +-pi; enough to be recognized in the PTX (their coefficients are the markers the tests look for)
; and checked on the PTX interpreter, not a library to compute with.

target triple = "nvptx64-nvidia-cuda"

; sin(x): r = x - 2pi * rint(x / 2pi), then r * P(r^2) to the r^13 term.
define float @mylib_sinf(float %x) #0 {
  %q = fmul float %x, 0x3FC45F3060000000
  %k = call float @llvm.rint.f32(float %q)
  %r = call float @llvm.fma.f32(float %k, float 0xC01921FB60000000, float %x)
  %r2 = fmul float %r, %r
  %pa = call float @llvm.fma.f32(float 0x3DE6124620000000, float %r2, float 0xBE5AE64560000000)
  %p0 = call float @llvm.fma.f32(float %pa, float %r2, float 0x3EC71DE3A0000000)
  %p1 = call float @llvm.fma.f32(float %p0, float %r2, float 0xBF2A01A020000000)
  %p2 = call float @llvm.fma.f32(float %p1, float %r2, float 0x3F81111120000000)
  %p3 = call float @llvm.fma.f32(float %p2, float %r2, float 0xBFC5555560000000)
  %r3 = fmul float %r2, %r
  %s = call float @llvm.fma.f32(float %p3, float %r3, float %r)
  ret float %s
}

; cos(x) = sin(x + pi/2): a library function calling another one of the library.
define float @mylib_cosf(float %x) #1 {
  %y = fadd float %x, 0x3FF921FB60000000
  %c = call float @mylib_sinf(float %y)
  ret float %c
}

; A faster, rougher sin for calls under afn: a minimax-like cubic-and-quintic on [-pi, pi].
define float @mylib_fast_sinf(float %x) #2 {
  %q = fmul float %x, 0x3FC45F3060000000
  %k = call float @llvm.rint.f32(float %q)
  %r = call float @llvm.fma.f32(float %k, float 0xC01921FB60000000, float %x)
  %r2 = fmul float %r, %r
  %p = call float @llvm.fma.f32(float %r2, float 0x3F7F2BA9E0000000, float 0xBFC5412060000000)
  %r3 = fmul float %r2, %r
  %s = call float @llvm.fma.f32(float %p, float %r3, float %r)
  ret float %s
}

declare float @llvm.rint.f32(float)
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "implements"="llvm.sin.f32 sinf" }
attributes #1 = { "implements"="llvm.cos.f32 cosf" }
attributes #2 = { "implements-afn"="llvm.sin.f32 sinf" }
