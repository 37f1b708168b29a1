; ModuleID = "exp_impl$34"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl8exp_implB3v34B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v34B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb"({double, double}* %".ret", double %"x", double %"y", i8 %"x_is_finite", i8 %"y_is_finite")
{
entry:
  %".7" = alloca i1
  store i1 0, i1* %".7"
  %".9" = icmp eq i8 %"x_is_finite", 0
  %".16" = alloca i1
  store i1 0, i1* %".16"
  %"x.1" = alloca double
  store double 0.0, double* %"x.1"
  %"y.1" = alloca double
  store double 0.0, double* %"y.1"
  %"y_is_finite.1" = alloca i1
  store i1 0, i1* %"y_is_finite.1"
  %"$6pred" = alloca i1
  store i1 0, i1* %"$6pred"
  %"$10pred" = alloca i1
  store i1 0, i1* %"$10pred"
  %".60" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".60"
  %".78" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".78"
  %"$266pred" = alloca i1
  store i1 0, i1* %"$266pred"
  %"$270pred" = alloca i1
  store i1 0, i1* %"$270pred"
  %".117" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".117"
  %".135" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".135"
  %"$346pred" = alloca i1
  store i1 0, i1* %"$346pred"
  %"$350pred" = alloca i1
  store i1 0, i1* %"$350pred"
  %"real" = alloca double
  store double 0.0, double* %"real"
  %"real.2" = alloca double
  store double 0.0, double* %"real.2"
  %"imag" = alloca double
  store double 0.0, double* %"imag"
  %"$442pred" = alloca i1
  store i1 0, i1* %"$442pred"
  %"imag.2" = alloca double
  store double 0.0, double* %"imag.2"
  %"$464pred" = alloca i1
  store i1 0, i1* %"$464pred"
  %".242" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".242"
  %".263" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".263"
  %"$552pred" = alloca i1
  store i1 0, i1* %"$552pred"
  %".301" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".301"
  %".321" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".321"
  br i1 %".9", label %"entry.if", label %"entry.else"
entry.if:
  store i1 0, i1* %".7"
  br label %"entry.endif"
entry.else:
  store i1 1, i1* %".7"
  br label %"entry.endif"
entry.endif:
  %".15" = load i1, i1* %".7"
  %".18" = icmp eq i8 %"y_is_finite", 0
  br i1 %".18", label %"entry.endif.if", label %"entry.endif.else"
entry.endif.if:
  store i1 0, i1* %".16"
  br label %"entry.endif.endif"
entry.endif.else:
  store i1 1, i1* %".16"
  br label %"entry.endif.endif"
entry.endif.endif:
  %".24" = load i1, i1* %".16"
  br label %"B0"
B0:
  store double %"x", double* %"x.1"
  store double %"y", double* %"y.1"
  store i1 %".24", i1* %"y_is_finite.1"
  %".32" = load i1, i1* %"$6pred"
  store i1 %".15", i1* %"$6pred"
  %".34" = load i1, i1* %"$6pred"
  br i1 %".34", label %"B8", label %"B228"
B8:
  %".36" = load i1, i1* %"$6pred"
  store i1 0, i1* %"$6pred"
  %".38" = load i1, i1* %"y_is_finite.1"
  %".40" = load i1, i1* %"$10pred"
  store i1 %".38", i1* %"$10pred"
  %".42" = load i1, i1* %"y_is_finite.1"
  store i1 0, i1* %"y_is_finite.1"
  %".44" = load i1, i1* %"$10pred"
  br i1 %".44", label %"B12", label %"B176"
B12:
  %".46" = load i1, i1* %"$10pred"
  store i1 0, i1* %"$10pred"
  %".48" = load double, double* %"y.1"
  %".49" = call double @"__nv_cos"(double %".48")
  %".50" = load double, double* %"y.1"
  %".51" = call double @"__nv_sin"(double %".50")
  %".52" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".54" = load double, double* %"x.1"
  %".55" = call double @"__nv_exp"(double %".54")
  %".56" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".58" = fmul double %".55", %".49"
  %".59" = fmul double %".55", %".51"
  store {double, double} zeroinitializer, {double, double}* %".60"
  %".63" = getelementptr inbounds {double, double}, {double, double}* %".60", i32 0, i32 0
  store double %".58", double* %".63"
  %".65" = getelementptr inbounds {double, double}, {double, double}* %".60", i32 0, i32 1
  store double %".59", double* %".65"
  %".67" = load {double, double}, {double, double}* %".60"
  %"extracted.real" = extractvalue {double, double} %".67", 0
  %"extracted.imag" = extractvalue {double, double} %".67", 1
  %".68" = insertvalue {double, double} undef, double %"extracted.real", 0
  %".69" = insertvalue {double, double} %".68", double %"extracted.imag", 1
  store {double, double} %".69", {double, double}* %".ret"
  ret i32 0
B176:
  %".72" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".74" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".76" = load i1, i1* %"$10pred"
  store i1 0, i1* %"$10pred"
  store {double, double} zeroinitializer, {double, double}* %".78"
  %".81" = getelementptr inbounds {double, double}, {double, double}* %".78", i32 0, i32 0
  store double 0x7ff8000000000000, double* %".81"
  %".83" = getelementptr inbounds {double, double}, {double, double}* %".78", i32 0, i32 1
  store double 0x7ff8000000000000, double* %".83"
  %".85" = load {double, double}, {double, double}* %".78"
  %"extracted.real.1" = extractvalue {double, double} %".85", 0
  %"extracted.imag.1" = extractvalue {double, double} %".85", 1
  %".86" = insertvalue {double, double} undef, double %"extracted.real.1", 0
  %".87" = insertvalue {double, double} %".86", double %"extracted.imag.1", 1
  store {double, double} %".87", {double, double}* %".ret"
  ret i32 0
B228:
  %".90" = load i1, i1* %"$6pred"
  store i1 0, i1* %"$6pred"
  %".92" = load double, double* %"x.1"
  %".93" = call i32 @"__nv_isnand"(double %".92")
  %".94" = icmp ne i32 %".93", 0
  %".96" = load i1, i1* %"$266pred"
  store i1 %".94", i1* %"$266pred"
  %".98" = load i1, i1* %"$266pred"
  br i1 %".98", label %"B268", label %"B336"
B268:
  %".100" = load i1, i1* %"y_is_finite.1"
  store i1 0, i1* %"y_is_finite.1"
  %".102" = load i1, i1* %"$266pred"
  store i1 0, i1* %"$266pred"
  %".104" = load double, double* %"y.1"
  %".105" = fcmp une double %".104",              0x0
  %".107" = load i1, i1* %"$270pred"
  store i1 %".105", i1* %"$270pred"
  %".109" = load i1, i1* %"$270pred"
  br i1 %".109", label %"B272", label %"B304"
B272:
  %".111" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".113" = load i1, i1* %"$270pred"
  store i1 0, i1* %"$270pred"
  %".115" = load double, double* %"x.1"
  %".116" = load double, double* %"x.1"
  store {double, double} zeroinitializer, {double, double}* %".117"
  %".120" = getelementptr inbounds {double, double}, {double, double}* %".117", i32 0, i32 0
  store double %".115", double* %".120"
  %".122" = getelementptr inbounds {double, double}, {double, double}* %".117", i32 0, i32 1
  store double %".116", double* %".122"
  %".124" = load {double, double}, {double, double}* %".117"
  %".125" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %"extracted.real.2" = extractvalue {double, double} %".124", 0
  %"extracted.imag.2" = extractvalue {double, double} %".124", 1
  %".127" = insertvalue {double, double} undef, double %"extracted.real.2", 0
  %".128" = insertvalue {double, double} %".127", double %"extracted.imag.2", 1
  store {double, double} %".128", {double, double}* %".ret"
  ret i32 0
B304:
  %".131" = load i1, i1* %"$270pred"
  store i1 0, i1* %"$270pred"
  %".133" = load double, double* %"x.1"
  %".134" = load double, double* %"y.1"
  store {double, double} zeroinitializer, {double, double}* %".135"
  %".138" = getelementptr inbounds {double, double}, {double, double}* %".135", i32 0, i32 0
  store double %".133", double* %".138"
  %".140" = getelementptr inbounds {double, double}, {double, double}* %".135", i32 0, i32 1
  store double %".134", double* %".140"
  %".142" = load {double, double}, {double, double}* %".135"
  %".143" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".145" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %"extracted.real.3" = extractvalue {double, double} %".142", 0
  %"extracted.imag.3" = extractvalue {double, double} %".142", 1
  %".147" = insertvalue {double, double} undef, double %"extracted.real.3", 0
  %".148" = insertvalue {double, double} %".147", double %"extracted.imag.3", 1
  store {double, double} %".148", {double, double}* %".ret"
  ret i32 0
B336:
  %".151" = load i1, i1* %"$266pred"
  store i1 0, i1* %"$266pred"
  %".153" = load double, double* %"x.1"
  %".154" = fcmp ogt double %".153",              0x0
  %".156" = load i1, i1* %"$346pred"
  store i1 %".154", i1* %"$346pred"
  %".158" = load i1, i1* %"$346pred"
  br i1 %".158", label %"B348", label %"B550"
B348:
  %".160" = load i1, i1* %"$346pred"
  store i1 0, i1* %"$346pred"
  %".162" = load i1, i1* %"y_is_finite.1"
  %".164" = load i1, i1* %"$350pred"
  store i1 %".162", i1* %"$350pred"
  %".166" = load i1, i1* %"y_is_finite.1"
  store i1 0, i1* %"y_is_finite.1"
  %".168" = load i1, i1* %"$350pred"
  br i1 %".168", label %"B352", label %"B508"
B352:
  %".170" = load i1, i1* %"$350pred"
  store i1 0, i1* %"$350pred"
  %".172" = load double, double* %"y.1"
  %".173" = call double @"__nv_cos"(double %".172")
  %".175" = load double, double* %"real"
  store double %".173", double* %"real"
  %".177" = load double, double* %"real"
  %".179" = load double, double* %"real.2"
  store double %".177", double* %"real.2"
  %".181" = load double, double* %"y.1"
  %".182" = call double @"__nv_sin"(double %".181")
  %".184" = load double, double* %"imag"
  store double %".182", double* %"imag"
  %".186" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".188" = load double, double* %"real"
  %".189" = sitofp i64 0 to double
  %".190" = fcmp une double %".188", %".189"
  %".192" = load i1, i1* %"$442pred"
  store i1 %".190", i1* %"$442pred"
  %".194" = load i1, i1* %"$442pred"
  br i1 %".194", label %"B444", label %"B454"
B444:
  %".196" = load i1, i1* %"$442pred"
  store i1 0, i1* %"$442pred"
  %".198" = load double, double* %"real"
  %".199" = load double, double* %"x.1"
  %".200" = fmul double %".198", %".199"
  %".201" = load double, double* %"real"
  store double 0.0, double* %"real"
  %".203" = load double, double* %"real.2"
  store double %".200", double* %"real.2"
  br label %"B454"
B454:
  %".206" = load double, double* %"real"
  store double 0.0, double* %"real"
  %".208" = load i1, i1* %"$442pred"
  store i1 0, i1* %"$442pred"
  %".210" = load double, double* %"imag"
  %".212" = load double, double* %"imag.2"
  store double %".210", double* %"imag.2"
  %".214" = load double, double* %"imag"
  %".215" = sitofp i64 0 to double
  %".216" = fcmp une double %".214", %".215"
  %".218" = load i1, i1* %"$464pred"
  store i1 %".216", i1* %"$464pred"
  %".220" = load i1, i1* %"$464pred"
  br i1 %".220", label %"B466", label %"B476"
B466:
  %".222" = load i1, i1* %"$464pred"
  store i1 0, i1* %"$464pred"
  %".224" = load double, double* %"imag"
  %".225" = load double, double* %"x.1"
  %".226" = fmul double %".224", %".225"
  %".227" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".229" = load double, double* %"imag"
  store double 0.0, double* %"imag"
  %".231" = load double, double* %"imag.2"
  store double %".226", double* %"imag.2"
  br label %"B476"
B476:
  %".234" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".236" = load double, double* %"imag"
  store double 0.0, double* %"imag"
  %".238" = load i1, i1* %"$464pred"
  store i1 0, i1* %"$464pred"
  %".240" = load double, double* %"real.2"
  %".241" = load double, double* %"imag.2"
  store {double, double} zeroinitializer, {double, double}* %".242"
  %".245" = getelementptr inbounds {double, double}, {double, double}* %".242", i32 0, i32 0
  store double %".240", double* %".245"
  %".247" = getelementptr inbounds {double, double}, {double, double}* %".242", i32 0, i32 1
  store double %".241", double* %".247"
  %".249" = load {double, double}, {double, double}* %".242"
  %".250" = load double, double* %"real.2"
  store double 0.0, double* %"real.2"
  %".252" = load double, double* %"imag.2"
  store double 0.0, double* %"imag.2"
  %"extracted.real.4" = extractvalue {double, double} %".249", 0
  %"extracted.imag.4" = extractvalue {double, double} %".249", 1
  %".254" = insertvalue {double, double} undef, double %"extracted.real.4", 0
  %".255" = insertvalue {double, double} %".254", double %"extracted.imag.4", 1
  store {double, double} %".255", {double, double}* %".ret"
  ret i32 0
B508:
  %".258" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".260" = load i1, i1* %"$350pred"
  store i1 0, i1* %"$350pred"
  %".262" = load double, double* %"x.1"
  store {double, double} zeroinitializer, {double, double}* %".263"
  %".266" = getelementptr inbounds {double, double}, {double, double}* %".263", i32 0, i32 0
  store double %".262", double* %".266"
  %".268" = getelementptr inbounds {double, double}, {double, double}* %".263", i32 0, i32 1
  store double 0x7ff8000000000000, double* %".268"
  %".270" = load {double, double}, {double, double}* %".263"
  %".271" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %"extracted.real.5" = extractvalue {double, double} %".270", 0
  %"extracted.imag.5" = extractvalue {double, double} %".270", 1
  %".273" = insertvalue {double, double} undef, double %"extracted.real.5", 0
  %".274" = insertvalue {double, double} %".273", double %"extracted.imag.5", 1
  store {double, double} %".274", {double, double}* %".ret"
  ret i32 0
B550:
  %".277" = load i1, i1* %"$346pred"
  store i1 0, i1* %"$346pred"
  %".279" = load i1, i1* %"y_is_finite.1"
  %".281" = load i1, i1* %"$552pred"
  store i1 %".279", i1* %"$552pred"
  %".283" = load i1, i1* %"y_is_finite.1"
  store i1 0, i1* %"y_is_finite.1"
  %".285" = load i1, i1* %"$552pred"
  br i1 %".285", label %"B554", label %"B718"
B554:
  %".287" = load i1, i1* %"$552pred"
  store i1 0, i1* %"$552pred"
  %".289" = load double, double* %"x.1"
  %".290" = call double @"__nv_exp"(double %".289")
  %".291" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".293" = load double, double* %"y.1"
  %".294" = call double @"__nv_cos"(double %".293")
  %".295" = load double, double* %"y.1"
  %".296" = call double @"__nv_sin"(double %".295")
  %".297" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".299" = fmul double %".290", %".294"
  %".300" = fmul double %".290", %".296"
  store {double, double} zeroinitializer, {double, double}* %".301"
  %".304" = getelementptr inbounds {double, double}, {double, double}* %".301", i32 0, i32 0
  store double %".299", double* %".304"
  %".306" = getelementptr inbounds {double, double}, {double, double}* %".301", i32 0, i32 1
  store double %".300", double* %".306"
  %".308" = load {double, double}, {double, double}* %".301"
  %"extracted.real.6" = extractvalue {double, double} %".308", 0
  %"extracted.imag.6" = extractvalue {double, double} %".308", 1
  %".309" = insertvalue {double, double} undef, double %"extracted.real.6", 0
  %".310" = insertvalue {double, double} %".309", double %"extracted.imag.6", 1
  store {double, double} %".310", {double, double}* %".ret"
  ret i32 0
B718:
  %".313" = load double, double* %"y.1"
  store double 0.0, double* %"y.1"
  %".315" = load double, double* %"x.1"
  store double 0.0, double* %"x.1"
  %".317" = load i1, i1* %"$552pred"
  store i1 0, i1* %"$552pred"
  %".319" = sitofp i64 0 to double
  %".320" = sitofp i64 0 to double
  store {double, double} zeroinitializer, {double, double}* %".321"
  %".324" = getelementptr inbounds {double, double}, {double, double}* %".321", i32 0, i32 0
  store double %".319", double* %".324"
  %".326" = getelementptr inbounds {double, double}, {double, double}* %".321", i32 0, i32 1
  store double %".320", double* %".326"
  %".328" = load {double, double}, {double, double}* %".321"
  %"extracted.real.7" = extractvalue {double, double} %".328", 0
  %"extracted.imag.7" = extractvalue {double, double} %".328", 1
  %".329" = insertvalue {double, double} undef, double %"extracted.real.7", 0
  %".330" = insertvalue {double, double} %".329", double %"extracted.imag.7", 1
  store {double, double} %".330", {double, double}* %".ret"
  ret i32 0
}

declare double @"__nv_cos"(double %".1")

declare double @"__nv_sin"(double %".1")

declare double @"__nv_exp"(double %".1")

declare i32 @"__nv_isnand"(double %".1")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }