; ModuleID = "kernels.<locals>.dev_poly$30"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e8dev_polyB3v30B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd" = common global i8* null
define linkonce_odr i32 @"_ZN8__main__7kernels12_3clocals_3e8dev_polyB3v30B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd"(double* %".ret", double %"x")
{
entry:
  br label %"B0"
B0:
  %".4" = fmul double 0x4008000000000000, %"x"
  %".5" = fmul double %".4", %"x"
  %".6" = fmul double 0x4000000000000000, %"x"
  %".7" = fadd double %".5", %".6"
  %".8" = fadd double %".7", 0x3ff0000000000000
  store double %".8", double* %".ret"
  ret i32 0
}

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }