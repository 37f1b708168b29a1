; ModuleID = "complex_abs_impl.<locals>.complex_abs$35"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v35B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v35B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"(double* %".ret", double %"z.0", double %"z.1")
{
entry:
  %"inserted.real" = insertvalue {double, double} undef, double %"z.0", 0
  %"inserted.imag" = insertvalue {double, double} %"inserted.real", double %"z.1", 1
  %".5" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".5"
  %".11" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".11"
  br label %"B0"
B0:
  store {double, double} zeroinitializer, {double, double}* %".5"
  store {double, double} %"inserted.imag", {double, double}* %".5"
  %".9" = getelementptr inbounds {double, double}, {double, double}* %".5", i32 0, i32 0
  %".10" = load double, double* %".9"
  store {double, double} zeroinitializer, {double, double}* %".11"
  store {double, double} %"inserted.imag", {double, double}* %".11"
  %".15" = getelementptr inbounds {double, double}, {double, double}* %".11", i32 0, i32 1
  %".16" = load double, double* %".15"
  %".17" = call double @"__nv_hypot"(double %".10", double %".16")
  store double %".17", double* %".ret"
  ret i32 0
}

declare double @"__nv_hypot"(double %".1", double %".2")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }