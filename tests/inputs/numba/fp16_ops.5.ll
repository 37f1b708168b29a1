; ModuleID = "_lower__ZltRK6__halfS1__nbst.<locals>._ZltRK6__halfS1__nbst_caller$6"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda9_internal9cuda_fp1628_lower__ZltRK6__halfS1__nbst12_3clocals_3e28_ZltRK6__halfS1__nbst_callerB2v6B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZltRK6__halfS1__nbst12_3clocals_3e28_ZltRK6__halfS1__nbst_callerB2v6B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i8* %".ret", i16* %"arg_0", i16* %"arg_1")
{
entry:
  %".5" = alloca i8
  store i8 0, i8* %".5"
  %".17" = alloca i1
  store i1 0, i1* %".17"
  br label %"B0"
B0:
  store i8 0, i8* %".5"
  %".8" = call i32 @"_ZltRK6__halfS1__nbst"(i8* %".5", i16* %"arg_0", i16* %"arg_1")
  %".9" = icmp eq i32 %".8", 0
  %".10" = icmp eq i32 %".8", -2
  %".11" = or i1 %".9", %".10"
  %".12" = xor i1 %".11", -1
  %".13" = icmp eq i32 %".8", -1
  %".14" = icmp eq i32 %".8", -3
  %".15" = icmp sge i32 %".8", 1
  %".16" = load i8, i8* %".5"
  %".19" = icmp eq i8 %".16", 0
  br i1 %".19", label %"B0.if", label %"B0.else"
B0.if:
  store i1 0, i1* %".17"
  br label %"B0.endif"
B0.else:
  store i1 1, i1* %".17"
  br label %"B0.endif"
B0.endif:
  %".25" = load i1, i1* %".17"
  br i1 %".12", label %"B0.endif.if", label %"B0.endif.endif", !prof !1
B0.endif.if:
  ret i32 %".8"
B0.endif.endif:
  %".28" = zext i1 %".25" to i8
  store i8 %".28", i8* %".ret"
  ret i32 0
}

declare i32 @"_ZltRK6__halfS1__nbst"(i8* %".ret", i16* %"arg0", i16* %"arg1")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }