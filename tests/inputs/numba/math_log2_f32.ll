; ModuleID = "math_log2_f32$33"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13math_log2_f32B3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13math_log2_f32B3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
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
  br i1 %".38", label %"B70", label %"B114"
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
  %".74" = call float @"__nv_log2f"(float %".73")
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
  store float %".74", float* %".105"
  %".107" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".109" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  ret void
B114:
  %".113" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".115" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".117" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare float @"__nv_log2f"(float %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__13math_log2_f32B3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__13math_log2_f32B3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }