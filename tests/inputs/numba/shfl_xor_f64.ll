; ModuleID = "kernels.<locals>.shfl_xor_f64$23"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e12shfl_xor_f64B3v23B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e12shfl_xor_f64B3v23B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
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
  %".21" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21"
  %".51" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  %".97" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97"
  br label %"B0"
B0:
  %".12" = trunc i64 1 to i32
  %".13" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".14" = sext i32 %".13" to i64
  %".15" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".16" = sext i32 %".15" to i64
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".18" = sext i32 %".17" to i64
  %".19" = mul i64 %".16", %".18"
  %".20" = add i64 %".19", %".14"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21"
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".26" = getelementptr inbounds [1 x i64], [1 x i64]* %".25", i32 0, i32 0
  %".27" = load i64, i64* %".26", !range !1
  %".28" = insertvalue [1 x i64] undef, i64 %".27", 0
  %".29" = extractvalue [1 x i64] %".28", 0
  %".30" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".31" = load [1 x i64], [1 x i64]* %".30"
  %".32" = extractvalue [1 x i64] %".31", 0
  %".33" = icmp slt i64 %".20", 0
  %".34" = add i64 %".20", %".29"
  %".35" = select  i1 %".33", i64 %".34", i64 %".20"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".37" = getelementptr inbounds [1 x i64], [1 x i64]* %".36", i32 0, i32 0
  %".38" = load i64, i64* %".37", !range !1
  %".39" = insertvalue [1 x i64] undef, i64 %".38", 0
  %".40" = extractvalue [1 x i64] %".39", 0
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".42" = load [1 x i64], [1 x i64]* %".41"
  %".43" = extractvalue [1 x i64] %".42", 0
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 4
  %".45" = load double*, double** %".44"
  %".46" = mul i64 %".43", %".35"
  %".47" = ptrtoint double* %".45" to i64
  %".48" = add i64 %".47", %".46"
  %".49" = inttoptr i64 %".48" to double*
  %".50" = load double, double* %".49"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 5
  %".56" = getelementptr inbounds [1 x i64], [1 x i64]* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56", !range !1
  %".58" = insertvalue [1 x i64] undef, i64 %".57", 0
  %".59" = extractvalue [1 x i64] %".58", 0
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 6
  %".61" = load [1 x i64], [1 x i64]* %".60"
  %".62" = extractvalue [1 x i64] %".61", 0
  %".63" = icmp slt i64 %".20", 0
  %".64" = add i64 %".20", %".59"
  %".65" = select  i1 %".63", i64 %".64", i64 %".20"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 5
  %".67" = getelementptr inbounds [1 x i64], [1 x i64]* %".66", i32 0, i32 0
  %".68" = load i64, i64* %".67", !range !1
  %".69" = insertvalue [1 x i64] undef, i64 %".68", 0
  %".70" = extractvalue [1 x i64] %".69", 0
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 6
  %".72" = load [1 x i64], [1 x i64]* %".71"
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 4
  %".75" = load double*, double** %".74"
  %".76" = mul i64 %".73", %".65"
  %".77" = ptrtoint double* %".75" to i64
  %".78" = add i64 %".77", %".76"
  %".79" = inttoptr i64 %".78" to double*
  %".80" = load double, double* %".79"
  %".81" = bitcast double %".80" to i64
  %".82" = trunc i64 4294967295 to i32
  %".83" = trunc i64 1 to i32
  %".84" = trunc i64 %".81" to i32
  %".85" = lshr i64 %".81", 32
  %".86" = trunc i64 %".85" to i32
  %".87" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".82", i32 3, i32 %".84", i32 %".83", i32 31)
  %".88" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".82", i32 3, i32 %".86", i32 %".83", i32 31)
  %".89" = extractvalue {i32, i1} %".87", 0
  %".90" = extractvalue {i32, i1} %".88", 0
  %".91" = zext i32 %".89" to i64
  %".92" = zext i32 %".90" to i64
  %".93" = shl i64 %".92", 32
  %".94" = or i64 %".93", %".91"
  %".95" = bitcast i64 %".94" to double
  %".96" = fadd double %".50", %".95"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97"
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 5
  %".102" = getelementptr inbounds [1 x i64], [1 x i64]* %".101", i32 0, i32 0
  %".103" = load i64, i64* %".102", !range !1
  %".104" = insertvalue [1 x i64] undef, i64 %".103", 0
  %".105" = extractvalue [1 x i64] %".104", 0
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 6
  %".107" = load [1 x i64], [1 x i64]* %".106"
  %".108" = extractvalue [1 x i64] %".107", 0
  %".109" = icmp slt i64 %".20", 0
  %".110" = add i64 %".20", %".105"
  %".111" = select  i1 %".109", i64 %".110", i64 %".20"
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 5
  %".113" = getelementptr inbounds [1 x i64], [1 x i64]* %".112", i32 0, i32 0
  %".114" = load i64, i64* %".113", !range !1
  %".115" = insertvalue [1 x i64] undef, i64 %".114", 0
  %".116" = extractvalue [1 x i64] %".115", 0
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 6
  %".118" = load [1 x i64], [1 x i64]* %".117"
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".97", i32 0, i32 4
  %".121" = load double*, double** %".120"
  %".122" = mul i64 %".119", %".111"
  %".123" = ptrtoint double* %".121" to i64
  %".124" = add i64 %".123", %".122"
  %".125" = inttoptr i64 %".124" to double*
  store double %".96", double* %".125"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12shfl_xor_f64B3v23B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12shfl_xor_f64B3v23B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }