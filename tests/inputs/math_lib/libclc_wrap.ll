; libclc's sin, cos and exp for nvvmc's `--math-lib` (docs/reference/math.md: "Bring your own math library"):
;
;   nvvmc k.ll --math-lib tests/inputs/math_lib/libclc_wrap.ll --math-lib /usr/lib/clc/nvptx64--.bc
;
; Why this file exists: libclc (Debian's libclc-22) ships NVPTX bitcode whose functions have
; OpenCL C's mangled names (`_Z3sinf` is `float sin(float)`) and no `implements` attributes; these
; wrappers say what each implements and call libclc. nvvmc inlines them, so nothing of the
; wrappers is left in the PTX.

define float @clc_sinf(float %x) #0 {
  %r = call float @_Z3sinf(float %x)
  ret float %r
}

define float @clc_cosf(float %x) #1 {
  %r = call float @_Z3cosf(float %x)
  ret float %r
}

define double @clc_sin(double %x) #2 {
  %r = call double @_Z3sind(double %x)
  ret double %r
}

define float @clc_expf(float %x) #3 {
  %r = call float @_Z3expf(float %x)
  ret float %r
}

declare float @_Z3sinf(float)
declare float @_Z3cosf(float)
declare double @_Z3sind(double)
declare float @_Z3expf(float)

attributes #0 = { "implements"="llvm.sin.f32 sinf" "implements-afn"="llvm.sin.f32 sinf" }
attributes #1 = { "implements"="llvm.cos.f32 cosf" }
attributes #2 = { "implements"="llvm.sin.f64 sin" }
attributes #3 = { "implements"="llvm.exp.f32 expf" }
