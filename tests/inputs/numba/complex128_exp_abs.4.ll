; ModuleID = "sqrt_impl.<locals>.sqrt_impl$36"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v36B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128" = common global i8* null
define linkonce_odr i32 @"_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v36B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"({double, double}* %".ret", double %"z.0", double %"z.1")
{
entry:
  %"inserted.real" = insertvalue {double, double} undef, double %"z.0", 0
  %"inserted.imag" = insertvalue {double, double} %"inserted.real", double %"z.1", 1
  %".5" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".5"
  %"a" = alloca double
  store double 0.0, double* %"a"
  %".14" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".14"
  %"b" = alloca double
  store double 0.0, double* %"b"
  %"$44pred" = alloca i1
  store i1 0, i1* %"$44pred"
  %"$56pred" = alloca i1
  store i1 0, i1* %"$56pred"
  %".46" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".46"
  %"$154pred" = alloca i1
  store i1 0, i1* %"$154pred"
  %".79" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".79"
  %"$252pred" = alloca i1
  store i1 0, i1* %"$252pred"
  %".109" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".109"
  %"$324pred" = alloca i1
  store i1 0, i1* %"$324pred"
  %"$336pred" = alloca i1
  store i1 0, i1* %"$336pred"
  %".155" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".155"
  %".177" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".177"
  %"$552pred" = alloca i1
  store i1 0, i1* %"$552pred"
  %"$590pred" = alloca i1
  store i1 0, i1* %"$590pred"
  %"a.2" = alloca double
  store double 0.0, double* %"a.2"
  %"b.2" = alloca double
  store double 0.0, double* %"b.2"
  %"scale.2" = alloca i1
  store i1 0, i1* %"scale.2"
  %"$632pred" = alloca i1
  store i1 0, i1* %"$632pred"
  %"real.2" = alloca double
  store double 0.0, double* %"real.2"
  %"imag.2" = alloca double
  store double 0.0, double* %"imag.2"
  %"$924pred" = alloca i1
  store i1 0, i1* %"$924pred"
  %".328" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".328"
  %".346" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".346"
  br label %"B0"
B0:
  store {double, double} zeroinitializer, {double, double}* %".5"
  store {double, double} %"inserted.imag", {double, double}* %".5"
  %".9" = getelementptr inbounds {double, double}, {double, double}* %".5", i32 0, i32 0
  %".10" = load double, double* %".9"
  %".12" = load double, double* %"a"
  store double %".10", double* %"a"
  store {double, double} zeroinitializer, {double, double}* %".14"
  store {double, double} %"inserted.imag", {double, double}* %".14"
  %".18" = getelementptr inbounds {double, double}, {double, double}* %".14", i32 0, i32 1
  %".19" = load double, double* %".18"
  %".21" = load double, double* %"b"
  store double %".19", double* %"b"
  %".23" = load double, double* %"a"
  %".24" = fcmp oeq double %".23",              0x0
  %".26" = load i1, i1* %"$44pred"
  store i1 %".24", i1* %"$44pred"
  %".28" = load i1, i1* %"$44pred"
  br i1 %".28", label %"B46", label %"B116"
B46:
  %".30" = load i1, i1* %"$44pred"
  store i1 0, i1* %"$44pred"
  %".32" = load double, double* %"b"
  %".33" = fcmp oeq double %".32",              0x0
  %".35" = load i1, i1* %"$56pred"
  store i1 %".33", i1* %"$56pred"
  %".37" = load i1, i1* %"$56pred"
  br i1 %".37", label %"B58", label %"B116"
B58:
  %".39" = load double, double* %"a"
  store double 0.0, double* %"a"
  %".41" = load i1, i1* %"$56pred"
  store i1 0, i1* %"$56pred"
  %".43" = load double, double* %"b"
  %".44" = call double @"__nv_fabs"(double %".43")
  %".45" = load double, double* %"b"
  store {double, double} zeroinitializer, {double, double}* %".46"
  %".49" = getelementptr inbounds {double, double}, {double, double}* %".46", i32 0, i32 0
  store double %".44", double* %".49"
  %".51" = getelementptr inbounds {double, double}, {double, double}* %".46", i32 0, i32 1
  store double %".45", double* %".51"
  %".53" = load {double, double}, {double, double}* %".46"
  %".54" = load double, double* %"b"
  store double 0.0, double* %"b"
  %"extracted.real" = extractvalue {double, double} %".53", 0
  %"extracted.imag" = extractvalue {double, double} %".53", 1
  %".56" = insertvalue {double, double} undef, double %"extracted.real", 0
  %".57" = insertvalue {double, double} %".56", double %"extracted.imag", 1
  store {double, double} %".57", {double, double}* %".ret"
  ret i32 0
B116:
  %".60" = load i1, i1* %"$56pred"
  store i1 0, i1* %"$56pred"
  %".62" = load i1, i1* %"$44pred"
  store i1 0, i1* %"$44pred"
  %".64" = load double, double* %"b"
  %".65" = call i32 @"__nv_isinfd"(double %".64")
  %".66" = icmp ne i32 %".65", 0
  %".68" = load i1, i1* %"$154pred"
  store i1 %".66", i1* %"$154pred"
  %".70" = load i1, i1* %"$154pred"
  br i1 %".70", label %"B156", label %"B214"
B156:
  %".72" = load double, double* %"a"
  store double 0.0, double* %"a"
  %".74" = load i1, i1* %"$154pred"
  store i1 0, i1* %"$154pred"
  %".76" = load double, double* %"b"
  %".77" = call double @"__nv_fabs"(double %".76")
  %".78" = load double, double* %"b"
  store {double, double} zeroinitializer, {double, double}* %".79"
  %".82" = getelementptr inbounds {double, double}, {double, double}* %".79", i32 0, i32 0
  store double %".77", double* %".82"
  %".84" = getelementptr inbounds {double, double}, {double, double}* %".79", i32 0, i32 1
  store double %".78", double* %".84"
  %".86" = load {double, double}, {double, double}* %".79"
  %".87" = load double, double* %"b"
  store double 0.0, double* %"b"
  %"extracted.real.1" = extractvalue {double, double} %".86", 0
  %"extracted.imag.1" = extractvalue {double, double} %".86", 1
  %".89" = insertvalue {double, double} undef, double %"extracted.real.1", 0
  %".90" = insertvalue {double, double} %".89", double %"extracted.imag.1", 1
  store {double, double} %".90", {double, double}* %".ret"
  ret i32 0
B214:
  %".93" = load i1, i1* %"$154pred"
  store i1 0, i1* %"$154pred"
  %".95" = load double, double* %"a"
  %".96" = call i32 @"__nv_isnand"(double %".95")
  %".97" = icmp ne i32 %".96", 0
  %".99" = load i1, i1* %"$252pred"
  store i1 %".97", i1* %"$252pred"
  %".101" = load i1, i1* %"$252pred"
  br i1 %".101", label %"B254", label %"B286"
B254:
  %".103" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".105" = load i1, i1* %"$252pred"
  store i1 0, i1* %"$252pred"
  %".107" = load double, double* %"a"
  %".108" = load double, double* %"a"
  store {double, double} zeroinitializer, {double, double}* %".109"
  %".112" = getelementptr inbounds {double, double}, {double, double}* %".109", i32 0, i32 0
  store double %".107", double* %".112"
  %".114" = getelementptr inbounds {double, double}, {double, double}* %".109", i32 0, i32 1
  store double %".108", double* %".114"
  %".116" = load {double, double}, {double, double}* %".109"
  %".117" = load double, double* %"a"
  store double 0.0, double* %"a"
  %"extracted.real.2" = extractvalue {double, double} %".116", 0
  %"extracted.imag.2" = extractvalue {double, double} %".116", 1
  %".119" = insertvalue {double, double} undef, double %"extracted.real.2", 0
  %".120" = insertvalue {double, double} %".119", double %"extracted.imag.2", 1
  store {double, double} %".120", {double, double}* %".ret"
  ret i32 0
B286:
  %".123" = load i1, i1* %"$252pred"
  store i1 0, i1* %"$252pred"
  %".125" = load double, double* %"a"
  %".126" = call i32 @"__nv_isinfd"(double %".125")
  %".127" = icmp ne i32 %".126", 0
  %".129" = load i1, i1* %"$324pred"
  store i1 %".127", i1* %"$324pred"
  %".131" = load i1, i1* %"$324pred"
  br i1 %".131", label %"B326", label %"B516"
B326:
  %".133" = load i1, i1* %"$324pred"
  store i1 0, i1* %"$324pred"
  %".135" = load double, double* %"a"
  %".136" = fcmp olt double %".135",              0x0
  %".138" = load i1, i1* %"$336pred"
  store i1 %".136", i1* %"$336pred"
  %".140" = load i1, i1* %"$336pred"
  br i1 %".140", label %"B338", label %"B440"
B338:
  %".142" = load i1, i1* %"$336pred"
  store i1 0, i1* %"$336pred"
  %".144" = load double, double* %"b"
  %".145" = load double, double* %"b"
  %".146" = fsub double %".144", %".145"
  %".147" = call double @"__nv_fabs"(double %".146")
  %".148" = load double, double* %"a"
  %".149" = load double, double* %"b"
  %".150" = call double @"__nv_copysign"(double %".148", double %".149")
  %".151" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".153" = load double, double* %"a"
  store double 0.0, double* %"a"
  store {double, double} zeroinitializer, {double, double}* %".155"
  %".158" = getelementptr inbounds {double, double}, {double, double}* %".155", i32 0, i32 0
  store double %".147", double* %".158"
  %".160" = getelementptr inbounds {double, double}, {double, double}* %".155", i32 0, i32 1
  store double %".150", double* %".160"
  %".162" = load {double, double}, {double, double}* %".155"
  %"extracted.real.3" = extractvalue {double, double} %".162", 0
  %"extracted.imag.3" = extractvalue {double, double} %".162", 1
  %".163" = insertvalue {double, double} undef, double %"extracted.real.3", 0
  %".164" = insertvalue {double, double} %".163", double %"extracted.imag.3", 1
  store {double, double} %".164", {double, double}* %".ret"
  ret i32 0
B440:
  %".167" = load i1, i1* %"$336pred"
  store i1 0, i1* %"$336pred"
  %".169" = load double, double* %"b"
  %".170" = load double, double* %"b"
  %".171" = fsub double %".169", %".170"
  %".172" = load double, double* %"b"
  %".173" = call double @"__nv_copysign"(double %".171", double %".172")
  %".174" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".176" = load double, double* %"a"
  store {double, double} zeroinitializer, {double, double}* %".177"
  %".180" = getelementptr inbounds {double, double}, {double, double}* %".177", i32 0, i32 0
  store double %".176", double* %".180"
  %".182" = getelementptr inbounds {double, double}, {double, double}* %".177", i32 0, i32 1
  store double %".173", double* %".182"
  %".184" = load {double, double}, {double, double}* %".177"
  %".185" = load double, double* %"a"
  store double 0.0, double* %"a"
  %"extracted.real.4" = extractvalue {double, double} %".184", 0
  %"extracted.imag.4" = extractvalue {double, double} %".184", 1
  %".187" = insertvalue {double, double} undef, double %"extracted.real.4", 0
  %".188" = insertvalue {double, double} %".187", double %"extracted.imag.4", 1
  store {double, double} %".188", {double, double}* %".ret"
  ret i32 0
B516:
  %".191" = load i1, i1* %"$324pred"
  store i1 0, i1* %"$324pred"
  %".193" = load double, double* %"a"
  %".194" = call double @"__nv_fabs"(double %".193")
  %".195" = fcmp oge double %".194", 0x7fda827999fcef32
  %".197" = load i1, i1* %"$552pred"
  store i1 %".195", i1* %"$552pred"
  %".199" = load i1, i1* %"$552pred"
  br i1 %".199", label %"B592", label %"B554"
B554:
  %".201" = load i1, i1* %"$552pred"
  store i1 0, i1* %"$552pred"
  %".203" = load double, double* %"b"
  %".204" = call double @"__nv_fabs"(double %".203")
  %".205" = fcmp oge double %".204", 0x7fda827999fcef32
  %".207" = load i1, i1* %"$590pred"
  store i1 %".205", i1* %"$590pred"
  %".209" = load i1, i1* %"$590pred"
  br i1 %".209", label %"B592", label %"B618"
B592:
  %".211" = load i1, i1* %"$590pred"
  store i1 0, i1* %"$590pred"
  %".213" = load i1, i1* %"$552pred"
  store i1 0, i1* %"$552pred"
  %".215" = load double, double* %"a"
  %".216" = fmul double %".215", 0x3fd0000000000000
  %".217" = load double, double* %"a"
  store double 0.0, double* %"a"
  %".220" = load double, double* %"a.2"
  store double %".216", double* %"a.2"
  %".222" = load double, double* %"b"
  %".223" = fmul double %".222", 0x3fd0000000000000
  %".224" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".227" = load double, double* %"b.2"
  store double %".223", double* %"b.2"
  %".230" = load i1, i1* %"scale.2"
  store i1 true, i1* %"scale.2"
  br label %"B622"
B618:
  %".233" = load i1, i1* %"$590pred"
  store i1 0, i1* %"$590pred"
  %".235" = load double, double* %"a"
  %".236" = load double, double* %"a.2"
  store double %".235", double* %"a.2"
  %".238" = load double, double* %"a"
  store double 0.0, double* %"a"
  %".240" = load double, double* %"b"
  %".241" = load double, double* %"b.2"
  store double %".240", double* %"b.2"
  %".243" = load double, double* %"b"
  store double 0.0, double* %"b"
  %".245" = load i1, i1* %"scale.2"
  store i1 false, i1* %"scale.2"
  br label %"B622"
B622:
  %".248" = load double, double* %"a.2"
  %".249" = sitofp i64 0 to double
  %".250" = fcmp oge double %".248", %".249"
  %".252" = load i1, i1* %"$632pred"
  store i1 %".250", i1* %"$632pred"
  %".254" = load i1, i1* %"$632pred"
  br i1 %".254", label %"B634", label %"B746"
B634:
  %".256" = load i1, i1* %"$632pred"
  store i1 0, i1* %"$632pred"
  %".258" = load double, double* %"a.2"
  %".259" = load double, double* %"b.2"
  %".260" = call double @"__nv_hypot"(double %".258", double %".259")
  %".261" = load double, double* %"a.2"
  %".262" = fadd double %".261", %".260"
  %".263" = load double, double* %"a.2"
  store double 0.0, double* %"a.2"
  %".265" = fmul double %".262", 0x3fe0000000000000
  %".266" = call double @"__nv_sqrt"(double %".265")
  %".268" = load double, double* %"real.2"
  store double %".266", double* %"real.2"
  %".270" = sitofp i64 2 to double
  %".271" = fmul double %".270", %".266"
  %".272" = load double, double* %"b.2"
  %".273" = fcmp oeq double %".271",              0x0
  br i1 %".273", label %"B634.if", label %"B634.endif", !prof !1
B746:
  %".283" = load i1, i1* %"$632pred"
  store i1 0, i1* %"$632pred"
  %".285" = load double, double* %"a.2"
  %".286" = fsub double 0x8000000000000000, %".285"
  %".287" = load double, double* %"a.2"
  %".288" = load double, double* %"b.2"
  %".289" = call double @"__nv_hypot"(double %".287", double %".288")
  %".290" = load double, double* %"a.2"
  store double 0.0, double* %"a.2"
  %".292" = fadd double %".286", %".289"
  %".293" = fmul double %".292", 0x3fe0000000000000
  %".294" = call double @"__nv_sqrt"(double %".293")
  %".295" = load double, double* %"b.2"
  %".296" = call double @"__nv_fabs"(double %".295")
  %".297" = sitofp i64 2 to double
  %".298" = fmul double %".297", %".294"
  %".299" = fcmp oeq double %".298",              0x0
  br i1 %".299", label %"B746.if", label %"B746.endif", !prof !1
B922:
  %".312" = load i1, i1* %"scale.2"
  %".314" = load i1, i1* %"$924pred"
  store i1 %".312", i1* %"$924pred"
  %".316" = load i1, i1* %"scale.2"
  store i1 0, i1* %"scale.2"
  %".318" = load i1, i1* %"$924pred"
  br i1 %".318", label %"B926", label %"B964"
B926:
  %".320" = load i1, i1* %"$924pred"
  store i1 0, i1* %"$924pred"
  %".322" = load double, double* %"real.2"
  %".323" = sitofp i64 2 to double
  %".324" = fmul double %".322", %".323"
  %".325" = load double, double* %"real.2"
  store double 0.0, double* %"real.2"
  %".327" = load double, double* %"imag.2"
  store {double, double} zeroinitializer, {double, double}* %".328"
  %".331" = getelementptr inbounds {double, double}, {double, double}* %".328", i32 0, i32 0
  store double %".324", double* %".331"
  %".333" = getelementptr inbounds {double, double}, {double, double}* %".328", i32 0, i32 1
  store double %".327", double* %".333"
  %".335" = load {double, double}, {double, double}* %".328"
  %".336" = load double, double* %"imag.2"
  store double 0.0, double* %"imag.2"
  %"extracted.real.5" = extractvalue {double, double} %".335", 0
  %"extracted.imag.5" = extractvalue {double, double} %".335", 1
  %".338" = insertvalue {double, double} undef, double %"extracted.real.5", 0
  %".339" = insertvalue {double, double} %".338", double %"extracted.imag.5", 1
  store {double, double} %".339", {double, double}* %".ret"
  ret i32 0
B964:
  %".342" = load i1, i1* %"$924pred"
  store i1 0, i1* %"$924pred"
  %".344" = load double, double* %"real.2"
  %".345" = load double, double* %"imag.2"
  store {double, double} zeroinitializer, {double, double}* %".346"
  %".349" = getelementptr inbounds {double, double}, {double, double}* %".346", i32 0, i32 0
  store double %".344", double* %".349"
  %".351" = getelementptr inbounds {double, double}, {double, double}* %".346", i32 0, i32 1
  store double %".345", double* %".351"
  %".353" = load {double, double}, {double, double}* %".346"
  %".354" = load double, double* %"real.2"
  store double 0.0, double* %"real.2"
  %".356" = load double, double* %"imag.2"
  store double 0.0, double* %"imag.2"
  %"extracted.real.6" = extractvalue {double, double} %".353", 0
  %"extracted.imag.6" = extractvalue {double, double} %".353", 1
  %".358" = insertvalue {double, double} undef, double %"extracted.real.6", 0
  %".359" = insertvalue {double, double} %".358", double %"extracted.imag.6", 1
  store {double, double} %".359", {double, double}* %".ret"
  ret i32 0
B634.if:
  br label %"B634.endif"
B634.endif:
  %".276" = fdiv double %".272", %".271"
  %".277" = load double, double* %"b.2"
  store double 0.0, double* %"b.2"
  %".280" = load double, double* %"imag.2"
  store double %".276", double* %"imag.2"
  br label %"B922"
B746.if:
  br label %"B746.endif"
B746.endif:
  %".302" = fdiv double %".296", %".298"
  %".303" = load double, double* %"real.2"
  store double %".302", double* %"real.2"
  %".305" = load double, double* %"b.2"
  %".306" = call double @"__nv_copysign"(double %".294", double %".305")
  %".307" = load double, double* %"b.2"
  store double 0.0, double* %"b.2"
  %".309" = load double, double* %"imag.2"
  store double %".306", double* %"imag.2"
  br label %"B922"
}

declare double @"__nv_fabs"(double %".1")

declare i32 @"__nv_isinfd"(double %".1")

declare i32 @"__nv_isnand"(double %".1")

declare double @"__nv_copysign"(double %".1", double %".2")

declare double @"__nv_hypot"(double %".1", double %".2")

declare double @"__nv_sqrt"(double %".1")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }