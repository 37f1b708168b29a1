; ModuleID = "kernels.<locals>.int_bits$43"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e8int_bitsB3v43B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e8int_bitsB3v43B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i32* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
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
  %".52" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52"
  %".86" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  %".119" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  %".152" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
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
  %".50" = load i32, i32* %".49"
  %".51" = call i32 @"llvm.ctpop.i32"(i32 %".50")
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52"
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52", i32 0, i32 5
  %".57" = getelementptr inbounds [1 x i64], [1 x i64]* %".56", i32 0, i32 0
  %".58" = load i64, i64* %".57", !range !1
  %".59" = insertvalue [1 x i64] undef, i64 %".58", 0
  %".60" = extractvalue [1 x i64] %".59", 0
  %".61" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52", i32 0, i32 6
  %".62" = load [1 x i64], [1 x i64]* %".61"
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = icmp slt i64 %".20", 0
  %".65" = add i64 %".20", %".60"
  %".66" = select  i1 %".64", i64 %".65", i64 %".20"
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52", i32 0, i32 5
  %".68" = getelementptr inbounds [1 x i64], [1 x i64]* %".67", i32 0, i32 0
  %".69" = load i64, i64* %".68", !range !1
  %".70" = insertvalue [1 x i64] undef, i64 %".69", 0
  %".71" = extractvalue [1 x i64] %".70", 0
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52", i32 0, i32 6
  %".73" = load [1 x i64], [1 x i64]* %".72"
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".52", i32 0, i32 4
  %".76" = load i32*, i32** %".75"
  %".77" = mul i64 %".74", %".66"
  %".78" = ptrtoint i32* %".76" to i64
  %".79" = add i64 %".78", %".77"
  %".80" = inttoptr i64 %".79" to i32*
  %".81" = load i32, i32* %".80"
  %".82" = call i32 @"llvm.ctlz.i32"(i32 %".81", i1 0)
  %".83" = zext i32 %".51" to i64
  %".84" = zext i32 %".82" to i64
  %".85" = add i64 %".83", %".84"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 5
  %".91" = getelementptr inbounds [1 x i64], [1 x i64]* %".90", i32 0, i32 0
  %".92" = load i64, i64* %".91", !range !1
  %".93" = insertvalue [1 x i64] undef, i64 %".92", 0
  %".94" = extractvalue [1 x i64] %".93", 0
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 6
  %".96" = load [1 x i64], [1 x i64]* %".95"
  %".97" = extractvalue [1 x i64] %".96", 0
  %".98" = icmp slt i64 %".20", 0
  %".99" = add i64 %".20", %".94"
  %".100" = select  i1 %".98", i64 %".99", i64 %".20"
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 5
  %".102" = getelementptr inbounds [1 x i64], [1 x i64]* %".101", i32 0, i32 0
  %".103" = load i64, i64* %".102", !range !1
  %".104" = insertvalue [1 x i64] undef, i64 %".103", 0
  %".105" = extractvalue [1 x i64] %".104", 0
  %".106" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 6
  %".107" = load [1 x i64], [1 x i64]* %".106"
  %".108" = extractvalue [1 x i64] %".107", 0
  %".109" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 4
  %".110" = load i32*, i32** %".109"
  %".111" = mul i64 %".108", %".100"
  %".112" = ptrtoint i32* %".110" to i64
  %".113" = add i64 %".112", %".111"
  %".114" = inttoptr i64 %".113" to i32*
  %".115" = load i32, i32* %".114"
  %".116" = call i32 @"__nv_brev"(i32 %".115")
  %".117" = zext i32 %".116" to i64
  %".118" = add i64 %".85", %".117"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 5
  %".124" = getelementptr inbounds [1 x i64], [1 x i64]* %".123", i32 0, i32 0
  %".125" = load i64, i64* %".124", !range !1
  %".126" = insertvalue [1 x i64] undef, i64 %".125", 0
  %".127" = extractvalue [1 x i64] %".126", 0
  %".128" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 6
  %".129" = load [1 x i64], [1 x i64]* %".128"
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = icmp slt i64 %".20", 0
  %".132" = add i64 %".20", %".127"
  %".133" = select  i1 %".131", i64 %".132", i64 %".20"
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 5
  %".135" = getelementptr inbounds [1 x i64], [1 x i64]* %".134", i32 0, i32 0
  %".136" = load i64, i64* %".135", !range !1
  %".137" = insertvalue [1 x i64] undef, i64 %".136", 0
  %".138" = extractvalue [1 x i64] %".137", 0
  %".139" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 6
  %".140" = load [1 x i64], [1 x i64]* %".139"
  %".141" = extractvalue [1 x i64] %".140", 0
  %".142" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 4
  %".143" = load i32*, i32** %".142"
  %".144" = mul i64 %".141", %".133"
  %".145" = ptrtoint i32* %".143" to i64
  %".146" = add i64 %".145", %".144"
  %".147" = inttoptr i64 %".146" to i32*
  %".148" = load i32, i32* %".147"
  %".149" = call i32 @"__nv_ffs"(i32 %".148")
  %".150" = zext i32 %".149" to i64
  %".151" = add i64 %".118", %".150"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 5
  %".157" = getelementptr inbounds [1 x i64], [1 x i64]* %".156", i32 0, i32 0
  %".158" = load i64, i64* %".157", !range !1
  %".159" = insertvalue [1 x i64] undef, i64 %".158", 0
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 6
  %".162" = load [1 x i64], [1 x i64]* %".161"
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = icmp slt i64 %".20", 0
  %".165" = add i64 %".20", %".160"
  %".166" = select  i1 %".164", i64 %".165", i64 %".20"
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 5
  %".168" = getelementptr inbounds [1 x i64], [1 x i64]* %".167", i32 0, i32 0
  %".169" = load i64, i64* %".168", !range !1
  %".170" = insertvalue [1 x i64] undef, i64 %".169", 0
  %".171" = extractvalue [1 x i64] %".170", 0
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 6
  %".173" = load [1 x i64], [1 x i64]* %".172"
  %".174" = extractvalue [1 x i64] %".173", 0
  %".175" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 4
  %".176" = load i32*, i32** %".175"
  %".177" = mul i64 %".174", %".166"
  %".178" = ptrtoint i32* %".176" to i64
  %".179" = add i64 %".178", %".177"
  %".180" = inttoptr i64 %".179" to i32*
  %".181" = trunc i64 %".151" to i32
  store i32 %".181", i32* %".180"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.ctpop.i32"(i32 %".1")

declare i32 @"llvm.ctlz.i32"(i32 %".1", i1 %".2")

declare i32 @"__nv_brev"(i32 %".1")

declare i32 @"__nv_ffs"(i32 %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8int_bitsB3v43B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8int_bitsB3v43B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE", !"kernel", i32 1 }