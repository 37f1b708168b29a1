; ModuleID = "kernels.<locals>.device_functions$29"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e16device_functionsB3v29B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e16device_functionsB3v29B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".27" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".27"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".44" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  %".74" = alloca double
  store double 0.0, double* %".74"
  %".88" = alloca double
  store double 0.0, double* %".88"
  %".104" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
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
  %".26" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".27"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".26", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".27"
  %".31" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".27", i32 0, i32 2
  %".32" = load i64, i64* %".31"
  %".33" = load i64, i64* %"i"
  %".34" = icmp slt i64 %".33", %".32"
  %".36" = load i1, i1* %"$68pred"
  store i1 %".34", i1* %"$68pred"
  %".38" = load i1, i1* %"$68pred"
  br i1 %".38", label %"B70", label %"B136"
B70:
  %".40" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  %".42" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".43" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".42", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 5
  %".49" = getelementptr inbounds [1 x i64], [1 x i64]* %".48", i32 0, i32 0
  %".50" = load i64, i64* %".49", !range !1
  %".51" = insertvalue [1 x i64] undef, i64 %".50", 0
  %".52" = extractvalue [1 x i64] %".51", 0
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 6
  %".54" = load [1 x i64], [1 x i64]* %".53"
  %".55" = extractvalue [1 x i64] %".54", 0
  %".56" = icmp slt i64 %".43", 0
  %".57" = add i64 %".43", %".52"
  %".58" = select  i1 %".56", i64 %".57", i64 %".43"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 4
  %".68" = load double*, double** %".67"
  %".69" = mul i64 %".66", %".58"
  %".70" = ptrtoint double* %".68" to i64
  %".71" = add i64 %".70", %".69"
  %".72" = inttoptr i64 %".71" to double*
  %".73" = load double, double* %".72"
  store double 0.0, double* %".74"
  %".77" = call i32 @"_ZN8__main__7kernels12_3clocals_3e8dev_polyB3v30B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd"(double* %".74", double %".73")
  %".78" = icmp eq i32 %".77", 0
  %".79" = icmp eq i32 %".77", -2
  %".80" = or i1 %".78", %".79"
  %".81" = xor i1 %".80", -1
  %".82" = icmp eq i32 %".77", -1
  %".83" = icmp eq i32 %".77", -3
  %".84" = icmp sge i32 %".77", 1
  %".85" = load double, double* %".74"
  br i1 %".81", label %"B70.if", label %"B70.endif", !prof !2
B136:
  %".140" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".142" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".144" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
B70.if:
  ret void
B70.endif:
  store double 0.0, double* %".88"
  %".91" = call i32 @"_ZN8__main__7kernels12_3clocals_3e9dev_clampB3v31B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEddd"(double* %".88", double %".85", double 0xc024000000000000, double 0x4024000000000000)
  %".92" = icmp eq i32 %".91", 0
  %".93" = icmp eq i32 %".91", -2
  %".94" = or i1 %".92", %".93"
  %".95" = xor i1 %".94", -1
  %".96" = icmp eq i32 %".91", -1
  %".97" = icmp eq i32 %".91", -3
  %".98" = icmp sge i32 %".91", 1
  %".99" = load double, double* %".88"
  br i1 %".95", label %"B70.endif.if", label %"B70.endif.endif", !prof !2
B70.endif.if:
  ret void
B70.endif.endif:
  %".102" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".103" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".102", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104"
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104", i32 0, i32 5
  %".109" = getelementptr inbounds [1 x i64], [1 x i64]* %".108", i32 0, i32 0
  %".110" = load i64, i64* %".109", !range !1
  %".111" = insertvalue [1 x i64] undef, i64 %".110", 0
  %".112" = extractvalue [1 x i64] %".111", 0
  %".113" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104", i32 0, i32 6
  %".114" = load [1 x i64], [1 x i64]* %".113"
  %".115" = extractvalue [1 x i64] %".114", 0
  %".116" = icmp slt i64 %".103", 0
  %".117" = add i64 %".103", %".112"
  %".118" = select  i1 %".116", i64 %".117", i64 %".103"
  %".119" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104", i32 0, i32 5
  %".120" = getelementptr inbounds [1 x i64], [1 x i64]* %".119", i32 0, i32 0
  %".121" = load i64, i64* %".120", !range !1
  %".122" = insertvalue [1 x i64] undef, i64 %".121", 0
  %".123" = extractvalue [1 x i64] %".122", 0
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104", i32 0, i32 6
  %".125" = load [1 x i64], [1 x i64]* %".124"
  %".126" = extractvalue [1 x i64] %".125", 0
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".104", i32 0, i32 4
  %".128" = load double*, double** %".127"
  %".129" = mul i64 %".126", %".118"
  %".130" = ptrtoint double* %".128" to i64
  %".131" = add i64 %".130", %".129"
  %".132" = inttoptr i64 %".131" to double*
  store double %".99", double* %".132"
  %".134" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".136" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"_ZN8__main__7kernels12_3clocals_3e8dev_polyB3v30B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEd"(double* %".ret", double %"x")

declare i32 @"_ZN8__main__7kernels12_3clocals_3e9dev_clampB3v31B100cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEddd"(double* %".ret", double %"x", double %"lo", double %"hi")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e16device_functionsB3v29B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e16device_functionsB3v29B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }