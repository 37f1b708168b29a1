; ModuleID = "kernels.<locals>.floor_ceil_f32$12"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e14floor_ceil_f32B3v12B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e14floor_ceil_f32B3v12B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".27" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".44" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44"
  %".77" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".114" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  %".149" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149"
  %".184" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".14" = trunc i64 1 to i32
  %".15" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".16" = sext i32 %".15" to i64
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".18" = sext i32 %".17" to i64
  %".19" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".20" = sext i32 %".19" to i64
  %".21" = mul i64 %".18", %".20"
  %".22" = add i64 %".21", %".16"
  %".24" = load i64, i64* %"i"
  store i64 %".22", i64* %"i"
  %".26" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".26", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  %".31" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27", i32 0, i32 2
  %".32" = load i64, i64* %".31"
  %".33" = load i64, i64* %"i"
  %".34" = icmp slt i64 %".33", %".32"
  %".36" = load i1, i1* %"$68pred"
  store i1 %".34", i1* %"$68pred"
  %".38" = load i1, i1* %"$68pred"
  br i1 %".38", label %"B70", label %"B302"
B70:
  %".40" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  %".42" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".43" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".42", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 5
  %".49" = getelementptr inbounds [1 x i64], [1 x i64]* %".48", i32 0, i32 0
  %".50" = load i64, i64* %".49", !range !1
  %".51" = insertvalue [1 x i64] undef, i64 %".50", 0
  %".52" = extractvalue [1 x i64] %".51", 0
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 6
  %".54" = load [1 x i64], [1 x i64]* %".53"
  %".55" = extractvalue [1 x i64] %".54", 0
  %".56" = icmp slt i64 %".43", 0
  %".57" = add i64 %".43", %".52"
  %".58" = select  i1 %".56", i64 %".57", i64 %".43"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 4
  %".68" = load float*, float** %".67"
  %".69" = mul i64 %".66", %".58"
  %".70" = ptrtoint float* %".68" to i64
  %".71" = add i64 %".70", %".69"
  %".72" = inttoptr i64 %".71" to float*
  %".73" = load float, float* %".72"
  %".74" = call float @"__nv_floorf"(float %".73")
  %".75" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".76" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".75", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = icmp slt i64 %".76", 0
  %".90" = add i64 %".76", %".85"
  %".91" = select  i1 %".89", i64 %".90", i64 %".76"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 5
  %".93" = getelementptr inbounds [1 x i64], [1 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = insertvalue [1 x i64] undef, i64 %".94", 0
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 6
  %".98" = load [1 x i64], [1 x i64]* %".97"
  %".99" = extractvalue [1 x i64] %".98", 0
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".77", i32 0, i32 4
  %".101" = load float*, float** %".100"
  %".102" = mul i64 %".99", %".91"
  %".103" = ptrtoint float* %".101" to i64
  %".104" = add i64 %".103", %".102"
  %".105" = inttoptr i64 %".104" to float*
  %".106" = load float, float* %".105"
  %".107" = fpext float %".106" to double
  %".108" = fmul double %".107", 0x3fe0000000000000
  %".109" = call double @"__nv_ceil"(double %".108")
  %".110" = fpext float %".74" to double
  %".111" = fadd double %".110", %".109"
  %".112" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".113" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114"
  %".118" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 5
  %".119" = getelementptr inbounds [1 x i64], [1 x i64]* %".118", i32 0, i32 0
  %".120" = load i64, i64* %".119", !range !1
  %".121" = insertvalue [1 x i64] undef, i64 %".120", 0
  %".122" = extractvalue [1 x i64] %".121", 0
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 6
  %".124" = load [1 x i64], [1 x i64]* %".123"
  %".125" = extractvalue [1 x i64] %".124", 0
  %".126" = icmp slt i64 %".113", 0
  %".127" = add i64 %".113", %".122"
  %".128" = select  i1 %".126", i64 %".127", i64 %".113"
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 5
  %".130" = getelementptr inbounds [1 x i64], [1 x i64]* %".129", i32 0, i32 0
  %".131" = load i64, i64* %".130", !range !1
  %".132" = insertvalue [1 x i64] undef, i64 %".131", 0
  %".133" = extractvalue [1 x i64] %".132", 0
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 6
  %".135" = load [1 x i64], [1 x i64]* %".134"
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".114", i32 0, i32 4
  %".138" = load float*, float** %".137"
  %".139" = mul i64 %".136", %".128"
  %".140" = ptrtoint float* %".138" to i64
  %".141" = add i64 %".140", %".139"
  %".142" = inttoptr i64 %".141" to float*
  %".143" = load float, float* %".142"
  %".144" = call float @"__nv_fabsf"(float %".143")
  %".145" = fpext float %".144" to double
  %".146" = fadd double %".111", %".145"
  %".147" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".148" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".147", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149"
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".154" = getelementptr inbounds [1 x i64], [1 x i64]* %".153", i32 0, i32 0
  %".155" = load i64, i64* %".154", !range !1
  %".156" = insertvalue [1 x i64] undef, i64 %".155", 0
  %".157" = extractvalue [1 x i64] %".156", 0
  %".158" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".159" = load [1 x i64], [1 x i64]* %".158"
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = icmp slt i64 %".148", 0
  %".162" = add i64 %".148", %".157"
  %".163" = select  i1 %".161", i64 %".162", i64 %".148"
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".165" = getelementptr inbounds [1 x i64], [1 x i64]* %".164", i32 0, i32 0
  %".166" = load i64, i64* %".165", !range !1
  %".167" = insertvalue [1 x i64] undef, i64 %".166", 0
  %".168" = extractvalue [1 x i64] %".167", 0
  %".169" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".170" = load [1 x i64], [1 x i64]* %".169"
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 4
  %".173" = load float*, float** %".172"
  %".174" = mul i64 %".171", %".163"
  %".175" = ptrtoint float* %".173" to i64
  %".176" = add i64 %".175", %".174"
  %".177" = inttoptr i64 %".176" to float*
  %".178" = load float, float* %".177"
  %".179" = fpext float %".178" to double
  %".180" = call double @"__nv_copysign"(double 0x3ff0000000000000, double %".179")
  %".181" = fadd double %".146", %".180"
  %".182" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".183" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".182", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184"
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 5
  %".189" = getelementptr inbounds [1 x i64], [1 x i64]* %".188", i32 0, i32 0
  %".190" = load i64, i64* %".189", !range !1
  %".191" = insertvalue [1 x i64] undef, i64 %".190", 0
  %".192" = extractvalue [1 x i64] %".191", 0
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 6
  %".194" = load [1 x i64], [1 x i64]* %".193"
  %".195" = extractvalue [1 x i64] %".194", 0
  %".196" = icmp slt i64 %".183", 0
  %".197" = add i64 %".183", %".192"
  %".198" = select  i1 %".196", i64 %".197", i64 %".183"
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 5
  %".200" = getelementptr inbounds [1 x i64], [1 x i64]* %".199", i32 0, i32 0
  %".201" = load i64, i64* %".200", !range !1
  %".202" = insertvalue [1 x i64] undef, i64 %".201", 0
  %".203" = extractvalue [1 x i64] %".202", 0
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 6
  %".205" = load [1 x i64], [1 x i64]* %".204"
  %".206" = extractvalue [1 x i64] %".205", 0
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".184", i32 0, i32 4
  %".208" = load float*, float** %".207"
  %".209" = mul i64 %".206", %".198"
  %".210" = ptrtoint float* %".208" to i64
  %".211" = add i64 %".210", %".209"
  %".212" = inttoptr i64 %".211" to float*
  %".213" = fptrunc double %".181" to float
  store float %".213", float* %".212"
  %".215" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".217" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  ret void
B302:
  %".221" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".223" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".225" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_floorf"(float %".1")

declare double @"__nv_ceil"(double %".1")

declare float @"__nv_fabsf"(float %".1")

declare double @"__nv_copysign"(double %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e14floor_ceil_f32B3v12B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e14floor_ceil_f32B3v12B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }