; ModuleID = "_lower__ZplRK6__halfS1__nbst.<locals>._ZplRK6__halfS1__nbst_caller$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".ret", i16* %"arg_0", i16* %"arg_1")
{
entry:
  %".5" = alloca i16
  store i16 0, i16* %".5"
  br label %"B0"
B0:
  store i16 0, i16* %".5"
  %".8" = call i32 @"_ZplRK6__halfS1__nbst"(i16* %".5", i16* %"arg_0", i16* %"arg_1")
  %".9" = icmp eq i32 %".8", 0
  %".10" = icmp eq i32 %".8", -2
  %".11" = or i1 %".9", %".10"
  %".12" = xor i1 %".11", -1
  %".13" = icmp eq i32 %".8", -1
  %".14" = icmp eq i32 %".8", -3
  %".15" = icmp sge i32 %".8", 1
  %".16" = load i16, i16* %".5"
  br i1 %".12", label %"B0.if", label %"B0.endif", !prof !1
B0.if:
  ret i32 %".8"
B0.endif:
  store i16 %".16", i16* %".ret"
  ret i32 0
}

declare i32 @"_ZplRK6__halfS1__nbst"(i16* %".ret", i16* %"arg0", i16* %"arg1")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }