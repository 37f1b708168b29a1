; ModuleID = "kernels.<locals>.fences$41"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e6fencesB3v41B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e6fencesB3v41B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i32* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"a.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %".21" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21"
  %".53" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53"
  %".85" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85"
  %".117" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117"
  %".149" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
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
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21"
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".26" = getelementptr inbounds [1 x i64], [1 x i64]* %".25", i32 0, i32 0
  %".27" = load i64, i64* %".26", !range !1
  %".28" = insertvalue [1 x i64] undef, i64 %".27", 0
  %".29" = extractvalue [1 x i64] %".28", 0
  %".30" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".31" = load [1 x i64], [1 x i64]* %".30"
  %".32" = extractvalue [1 x i64] %".31", 0
  %".33" = icmp slt i64 %".20", 0
  %".34" = add i64 %".20", %".29"
  %".35" = select  i1 %".33", i64 %".34", i64 %".20"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".37" = getelementptr inbounds [1 x i64], [1 x i64]* %".36", i32 0, i32 0
  %".38" = load i64, i64* %".37", !range !1
  %".39" = insertvalue [1 x i64] undef, i64 %".38", 0
  %".40" = extractvalue [1 x i64] %".39", 0
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".42" = load [1 x i64], [1 x i64]* %".41"
  %".43" = extractvalue [1 x i64] %".42", 0
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 4
  %".45" = load i32*, i32** %".44"
  %".46" = mul i64 %".43", %".35"
  %".47" = ptrtoint i32* %".45" to i64
  %".48" = add i64 %".47", %".46"
  %".49" = inttoptr i64 %".48" to i32*
  %".50" = trunc i64 1 to i32
  store i32 %".50", i32* %".49"
  call void @"llvm.nvvm.membar.cta"()
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53", i32 0, i32 5
  %".58" = getelementptr inbounds [1 x i64], [1 x i64]* %".57", i32 0, i32 0
  %".59" = load i64, i64* %".58", !range !1
  %".60" = insertvalue [1 x i64] undef, i64 %".59", 0
  %".61" = extractvalue [1 x i64] %".60", 0
  %".62" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53", i32 0, i32 6
  %".63" = load [1 x i64], [1 x i64]* %".62"
  %".64" = extractvalue [1 x i64] %".63", 0
  %".65" = icmp slt i64 %".20", 0
  %".66" = add i64 %".20", %".61"
  %".67" = select  i1 %".65", i64 %".66", i64 %".20"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53", i32 0, i32 5
  %".69" = getelementptr inbounds [1 x i64], [1 x i64]* %".68", i32 0, i32 0
  %".70" = load i64, i64* %".69", !range !1
  %".71" = insertvalue [1 x i64] undef, i64 %".70", 0
  %".72" = extractvalue [1 x i64] %".71", 0
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53", i32 0, i32 6
  %".74" = load [1 x i64], [1 x i64]* %".73"
  %".75" = extractvalue [1 x i64] %".74", 0
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".53", i32 0, i32 4
  %".77" = load i32*, i32** %".76"
  %".78" = mul i64 %".75", %".67"
  %".79" = ptrtoint i32* %".77" to i64
  %".80" = add i64 %".79", %".78"
  %".81" = inttoptr i64 %".80" to i32*
  %".82" = load i32, i32* %".81"
  %".83" = sext i32 %".82" to i64
  %".84" = add nsw i64 %".83", 1
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85"
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 5
  %".90" = getelementptr inbounds [1 x i64], [1 x i64]* %".89", i32 0, i32 0
  %".91" = load i64, i64* %".90", !range !1
  %".92" = insertvalue [1 x i64] undef, i64 %".91", 0
  %".93" = extractvalue [1 x i64] %".92", 0
  %".94" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 6
  %".95" = load [1 x i64], [1 x i64]* %".94"
  %".96" = extractvalue [1 x i64] %".95", 0
  %".97" = icmp slt i64 %".20", 0
  %".98" = add i64 %".20", %".93"
  %".99" = select  i1 %".97", i64 %".98", i64 %".20"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 5
  %".101" = getelementptr inbounds [1 x i64], [1 x i64]* %".100", i32 0, i32 0
  %".102" = load i64, i64* %".101", !range !1
  %".103" = insertvalue [1 x i64] undef, i64 %".102", 0
  %".104" = extractvalue [1 x i64] %".103", 0
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 6
  %".106" = load [1 x i64], [1 x i64]* %".105"
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".85", i32 0, i32 4
  %".109" = load i32*, i32** %".108"
  %".110" = mul i64 %".107", %".99"
  %".111" = ptrtoint i32* %".109" to i64
  %".112" = add i64 %".111", %".110"
  %".113" = inttoptr i64 %".112" to i32*
  %".114" = trunc i64 %".84" to i32
  store i32 %".114", i32* %".113"
  call void @"llvm.nvvm.membar.gl"()
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117"
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117", i32 0, i32 5
  %".122" = getelementptr inbounds [1 x i64], [1 x i64]* %".121", i32 0, i32 0
  %".123" = load i64, i64* %".122", !range !1
  %".124" = insertvalue [1 x i64] undef, i64 %".123", 0
  %".125" = extractvalue [1 x i64] %".124", 0
  %".126" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117", i32 0, i32 6
  %".127" = load [1 x i64], [1 x i64]* %".126"
  %".128" = extractvalue [1 x i64] %".127", 0
  %".129" = icmp slt i64 %".20", 0
  %".130" = add i64 %".20", %".125"
  %".131" = select  i1 %".129", i64 %".130", i64 %".20"
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117", i32 0, i32 5
  %".133" = getelementptr inbounds [1 x i64], [1 x i64]* %".132", i32 0, i32 0
  %".134" = load i64, i64* %".133", !range !1
  %".135" = insertvalue [1 x i64] undef, i64 %".134", 0
  %".136" = extractvalue [1 x i64] %".135", 0
  %".137" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117", i32 0, i32 6
  %".138" = load [1 x i64], [1 x i64]* %".137"
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".117", i32 0, i32 4
  %".141" = load i32*, i32** %".140"
  %".142" = mul i64 %".139", %".131"
  %".143" = ptrtoint i32* %".141" to i64
  %".144" = add i64 %".143", %".142"
  %".145" = inttoptr i64 %".144" to i32*
  %".146" = load i32, i32* %".145"
  %".147" = sext i32 %".146" to i64
  %".148" = add nsw i64 %".147", 1
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149"
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".154" = getelementptr inbounds [1 x i64], [1 x i64]* %".153", i32 0, i32 0
  %".155" = load i64, i64* %".154", !range !1
  %".156" = insertvalue [1 x i64] undef, i64 %".155", 0
  %".157" = extractvalue [1 x i64] %".156", 0
  %".158" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".159" = load [1 x i64], [1 x i64]* %".158"
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = icmp slt i64 %".20", 0
  %".162" = add i64 %".20", %".157"
  %".163" = select  i1 %".161", i64 %".162", i64 %".20"
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 5
  %".165" = getelementptr inbounds [1 x i64], [1 x i64]* %".164", i32 0, i32 0
  %".166" = load i64, i64* %".165", !range !1
  %".167" = insertvalue [1 x i64] undef, i64 %".166", 0
  %".168" = extractvalue [1 x i64] %".167", 0
  %".169" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 6
  %".170" = load [1 x i64], [1 x i64]* %".169"
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".149", i32 0, i32 4
  %".173" = load i32*, i32** %".172"
  %".174" = mul i64 %".171", %".163"
  %".175" = ptrtoint i32* %".173" to i64
  %".176" = add i64 %".175", %".174"
  %".177" = inttoptr i64 %".176" to i32*
  %".178" = trunc i64 %".148" to i32
  store i32 %".178", i32* %".177"
  call void @"llvm.nvvm.membar.sys"()
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.nvvm.membar.cta"()

declare void @"llvm.nvvm.membar.gl"()

declare void @"llvm.nvvm.membar.sys"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e6fencesB3v41B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e6fencesB3v41B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }