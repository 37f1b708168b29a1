; ModuleID = "_lower__ZngRK6__half_nbst.<locals>._ZngRK6__half_nbst_caller$7"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB2v7B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB2v7B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a"(i16* %".ret", i16* %"arg_0")
{
entry:
  %".4" = alloca i16
  store i16 0, i16* %".4"
  br label %"B0"
B0:
  store i16 0, i16* %".4"
  %".7" = call i32 @"_ZngRK6__half_nbst"(i16* %".4", i16* %"arg_0")
  %".8" = icmp eq i32 %".7", 0
  %".9" = icmp eq i32 %".7", -2
  %".10" = or i1 %".8", %".9"
  %".11" = xor i1 %".10", -1
  %".12" = icmp eq i32 %".7", -1
  %".13" = icmp eq i32 %".7", -3
  %".14" = icmp sge i32 %".7", 1
  %".15" = load i16, i16* %".4"
  br i1 %".11", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  ret i32 %".7"
B0.endif:
  store i16 %".15", i16* %".ret"
  ret i32 0
}

declare i32 @"_ZngRK6__half_nbst"(i16* %".ret", i16* %"arg0")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }