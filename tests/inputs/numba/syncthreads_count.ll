; ModuleID = "kernels.<locals>.syncthreads_count$21"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e17syncthreads_countB3v21B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e17syncthreads_countB3v21B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".32" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32"
  %"$70pred" = alloca i1
  store i1 0, i1* %"$70pred"
  %"$phi78.0.2" = alloca i64
  store i64 0, i64* %"$phi78.0.2"
  %".86" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  %".119" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  %".152" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".23" = trunc i64 1 to i32
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".25" = sext i32 %".24" to i64
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = mul i64 %".27", %".29"
  %".31" = add i64 %".30", %".25"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 5
  %".37" = getelementptr inbounds [1 x i64], [1 x i64]* %".36", i32 0, i32 0
  %".38" = load i64, i64* %".37", !range !1
  %".39" = insertvalue [1 x i64] undef, i64 %".38", 0
  %".40" = extractvalue [1 x i64] %".39", 0
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 6
  %".42" = load [1 x i64], [1 x i64]* %".41"
  %".43" = extractvalue [1 x i64] %".42", 0
  %".44" = icmp slt i64 %".31", 0
  %".45" = add i64 %".31", %".40"
  %".46" = select  i1 %".44", i64 %".45", i64 %".31"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 5
  %".48" = getelementptr inbounds [1 x i64], [1 x i64]* %".47", i32 0, i32 0
  %".49" = load i64, i64* %".48", !range !1
  %".50" = insertvalue [1 x i64] undef, i64 %".49", 0
  %".51" = extractvalue [1 x i64] %".50", 0
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 6
  %".53" = load [1 x i64], [1 x i64]* %".52"
  %".54" = extractvalue [1 x i64] %".53", 0
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".32", i32 0, i32 4
  %".56" = load i32*, i32** %".55"
  %".57" = mul i64 %".54", %".46"
  %".58" = ptrtoint i32* %".56" to i64
  %".59" = add i64 %".58", %".57"
  %".60" = inttoptr i64 %".59" to i32*
  %".61" = load i32, i32* %".60"
  %".62" = sext i32 %".61" to i64
  %".63" = icmp sgt i64 %".62", 0
  %".65" = load i1, i1* %"$70pred"
  store i1 %".63", i1* %"$70pred"
  %".67" = load i1, i1* %"$70pred"
  br i1 %".67", label %"B72", label %"B76"
B72:
  %".69" = load i1, i1* %"$70pred"
  store i1 0, i1* %"$70pred"
  %".72" = load i64, i64* %"$phi78.0.2"
  store i64 1, i64* %"$phi78.0.2"
  br label %"B78"
B76:
  %".75" = load i1, i1* %"$70pred"
  store i1 0, i1* %"$70pred"
  %".77" = load i64, i64* %"$phi78.0.2"
  store i64 0, i64* %"$phi78.0.2"
  br label %"B78"
B78:
  %".80" = load i64, i64* %"$phi78.0.2"
  %".81" = load i64, i64* %"$phi78.0.2"
  store i64 0, i64* %"$phi78.0.2"
  %".83" = trunc i64 %".80" to i32
  %".84" = call i32 @"llvm.nvvm.barrier0.popc"(i32 %".83")
  %".85" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".85", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86"
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 5
  %".91" = getelementptr inbounds [1 x i64], [1 x i64]* %".90", i32 0, i32 0
  %".92" = load i64, i64* %".91", !range !1
  %".93" = insertvalue [1 x i64] undef, i64 %".92", 0
  %".94" = extractvalue [1 x i64] %".93", 0
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".86", i32 0, i32 6
  %".96" = load [1 x i64], [1 x i64]* %".95"
  %".97" = extractvalue [1 x i64] %".96", 0
  %".98" = icmp slt i64 0, 0
  %".99" = add i64 0, %".94"
  %".100" = select  i1 %".98", i64 %".99", i64 0
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
  store i32 %".84", i32* %".114"
  %".116" = trunc i64 %".80" to i32
  %".117" = call i32 @"llvm.nvvm.barrier0.and"(i32 %".116")
  %".118" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".118", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119"
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 5
  %".124" = getelementptr inbounds [1 x i64], [1 x i64]* %".123", i32 0, i32 0
  %".125" = load i64, i64* %".124", !range !1
  %".126" = insertvalue [1 x i64] undef, i64 %".125", 0
  %".127" = extractvalue [1 x i64] %".126", 0
  %".128" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".119", i32 0, i32 6
  %".129" = load [1 x i64], [1 x i64]* %".128"
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = icmp slt i64 1, 0
  %".132" = add i64 1, %".127"
  %".133" = select  i1 %".131", i64 %".132", i64 1
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
  store i32 %".117", i32* %".147"
  %".149" = trunc i64 %".80" to i32
  %".150" = call i32 @"llvm.nvvm.barrier0.or"(i32 %".149")
  %".151" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".151", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152"
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 5
  %".157" = getelementptr inbounds [1 x i64], [1 x i64]* %".156", i32 0, i32 0
  %".158" = load i64, i64* %".157", !range !1
  %".159" = insertvalue [1 x i64] undef, i64 %".158", 0
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".152", i32 0, i32 6
  %".162" = load [1 x i64], [1 x i64]* %".161"
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = icmp slt i64 2, 0
  %".165" = add i64 2, %".160"
  %".166" = select  i1 %".164", i64 %".165", i64 2
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
  store i32 %".150", i32* %".180"
  %".182" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.barrier0.popc"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.and"(i32 %".1")

declare i32 @"llvm.nvvm.barrier0.or"(i32 %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e17syncthreads_countB3v21B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e17syncthreads_countB3v21B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }