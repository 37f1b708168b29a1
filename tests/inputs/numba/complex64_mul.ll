; ModuleID = "kernels.<locals>.complex64_mul$32"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e13complex64_mulB3v32B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e13complex64_mulB3v32B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", {float, float}* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"b.0", i8* %"b.1", i64 %"b.2", i64 %"b.3", {float, float}* %"b.4", i64 %"b.5.0", i64 %"b.6.0", i8* %"c.0", i8* %"c.1", i64 %"c.2", i64 %"c.3", {float, float}* %"c.4", i64 %"c.5.0", i64 %"c.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.itemsize", {float, float}* %"a.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} undef, i8* %"b.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"b.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"b.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"b.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", {float, float}* %"b.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"b.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"b.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} undef, i8* %"c.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"c.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"c.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"c.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", {float, float}* %"c.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"c.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"c.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"a" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %"b" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  %"c" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".49"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".66" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66"
  %".101" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101"
  %".136" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".136"
  %".140" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".140"
  %".144" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".144"
  %".168" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168"
  %".203" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".203"
  %".213" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".213"
  %".217" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".217"
  %".221" = alloca {float, float}
  store {float, float} zeroinitializer, {float, float}* %".221"
  %".241" = alloca {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %".36" = trunc i64 1 to i32
  %".37" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".38" = sext i32 %".37" to i64
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".40" = sext i32 %".39" to i64
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".42" = sext i32 %".41" to i64
  %".43" = mul i64 %".40", %".42"
  %".44" = add i64 %".43", %".38"
  %".46" = load i64, i64* %"i"
  store i64 %".44", i64* %"i"
  %".48" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp slt i64 %".55", %".54"
  %".58" = load i1, i1* %"$68pred"
  store i1 %".56", i1* %"$68pred"
  %".60" = load i1, i1* %"$68pred"
  br i1 %".60", label %"B70", label %"B168"
B70:
  %".62" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  %".64" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".65" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".64", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = icmp slt i64 %".65", 0
  %".79" = add i64 %".65", %".74"
  %".80" = select  i1 %".78", i64 %".79", i64 %".65"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 4
  %".90" = load {float, float}*, {float, float}** %".89"
  %".91" = mul i64 %".88", %".80"
  %".92" = ptrtoint {float, float}* %".90" to i64
  %".93" = add i64 %".92", %".91"
  %".94" = inttoptr i64 %".93" to {float, float}*
  %".95" = getelementptr inbounds {float, float}, {float, float}* %".94", i32 0, i32 0
  %".96" = load float, float* %".95"
  %".97" = getelementptr inbounds {float, float}, {float, float}* %".94", i32 0, i32 1
  %".98" = load float, float* %".97"
  %"inserted.real" = insertvalue {float, float} undef, float %".96", 0
  %"inserted.imag" = insertvalue {float, float} %"inserted.real", float %".98", 1
  %".99" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  %".100" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".99", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".106" = getelementptr inbounds [1 x i64], [1 x i64]* %".105", i32 0, i32 0
  %".107" = load i64, i64* %".106", !range !1
  %".108" = insertvalue [1 x i64] undef, i64 %".107", 0
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".111" = load [1 x i64], [1 x i64]* %".110"
  %".112" = extractvalue [1 x i64] %".111", 0
  %".113" = icmp slt i64 %".100", 0
  %".114" = add i64 %".100", %".109"
  %".115" = select  i1 %".113", i64 %".114", i64 %".100"
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 5
  %".117" = getelementptr inbounds [1 x i64], [1 x i64]* %".116", i32 0, i32 0
  %".118" = load i64, i64* %".117", !range !1
  %".119" = insertvalue [1 x i64] undef, i64 %".118", 0
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 6
  %".122" = load [1 x i64], [1 x i64]* %".121"
  %".123" = extractvalue [1 x i64] %".122", 0
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".101", i32 0, i32 4
  %".125" = load {float, float}*, {float, float}** %".124"
  %".126" = mul i64 %".123", %".115"
  %".127" = ptrtoint {float, float}* %".125" to i64
  %".128" = add i64 %".127", %".126"
  %".129" = inttoptr i64 %".128" to {float, float}*
  %".130" = getelementptr inbounds {float, float}, {float, float}* %".129", i32 0, i32 0
  %".131" = load float, float* %".130"
  %".132" = getelementptr inbounds {float, float}, {float, float}* %".129", i32 0, i32 1
  %".133" = load float, float* %".132"
  %"inserted.real.1" = insertvalue {float, float} undef, float %".131", 0
  %"inserted.imag.1" = insertvalue {float, float} %"inserted.real.1", float %".133", 1
  %".134" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  store {float, float} zeroinitializer, {float, float}* %".136"
  store {float, float} %"inserted.imag", {float, float}* %".136"
  store {float, float} zeroinitializer, {float, float}* %".140"
  store {float, float} %"inserted.imag.1", {float, float}* %".140"
  store {float, float} zeroinitializer, {float, float}* %".144"
  %".147" = getelementptr inbounds {float, float}, {float, float}* %".136", i32 0, i32 0
  %".148" = load float, float* %".147"
  %".149" = getelementptr inbounds {float, float}, {float, float}* %".136", i32 0, i32 1
  %".150" = load float, float* %".149"
  %".151" = getelementptr inbounds {float, float}, {float, float}* %".140", i32 0, i32 0
  %".152" = load float, float* %".151"
  %".153" = getelementptr inbounds {float, float}, {float, float}* %".140", i32 0, i32 1
  %".154" = load float, float* %".153"
  %".155" = fmul float %".148", %".152"
  %".156" = fmul float %".150", %".154"
  %".157" = fmul float %".148", %".154"
  %".158" = fmul float %".150", %".152"
  %".159" = fsub float %".155", %".156"
  %".160" = getelementptr inbounds {float, float}, {float, float}* %".144", i32 0, i32 0
  store float %".159", float* %".160"
  %".162" = fadd float %".157", %".158"
  %".163" = getelementptr inbounds {float, float}, {float, float}* %".144", i32 0, i32 1
  store float %".162", float* %".163"
  %".165" = load {float, float}, {float, float}* %".144"
  %".166" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".167" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".166", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168"
  %".172" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168", i32 0, i32 5
  %".173" = getelementptr inbounds [1 x i64], [1 x i64]* %".172", i32 0, i32 0
  %".174" = load i64, i64* %".173", !range !1
  %".175" = insertvalue [1 x i64] undef, i64 %".174", 0
  %".176" = extractvalue [1 x i64] %".175", 0
  %".177" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168", i32 0, i32 6
  %".178" = load [1 x i64], [1 x i64]* %".177"
  %".179" = extractvalue [1 x i64] %".178", 0
  %".180" = icmp slt i64 %".167", 0
  %".181" = add i64 %".167", %".176"
  %".182" = select  i1 %".180", i64 %".181", i64 %".167"
  %".183" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168", i32 0, i32 5
  %".184" = getelementptr inbounds [1 x i64], [1 x i64]* %".183", i32 0, i32 0
  %".185" = load i64, i64* %".184", !range !1
  %".186" = insertvalue [1 x i64] undef, i64 %".185", 0
  %".187" = extractvalue [1 x i64] %".186", 0
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168", i32 0, i32 6
  %".189" = load [1 x i64], [1 x i64]* %".188"
  %".190" = extractvalue [1 x i64] %".189", 0
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".168", i32 0, i32 4
  %".192" = load {float, float}*, {float, float}** %".191"
  %".193" = mul i64 %".190", %".182"
  %".194" = ptrtoint {float, float}* %".192" to i64
  %".195" = add i64 %".194", %".193"
  %".196" = inttoptr i64 %".195" to {float, float}*
  %".197" = getelementptr inbounds {float, float}, {float, float}* %".196", i32 0, i32 0
  %".198" = load float, float* %".197"
  %".199" = getelementptr inbounds {float, float}, {float, float}* %".196", i32 0, i32 1
  %".200" = load float, float* %".199"
  %"inserted.real.2" = insertvalue {float, float} undef, float %".198", 0
  %"inserted.imag.2" = insertvalue {float, float} %"inserted.real.2", float %".200", 1
  %".201" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {float, float} zeroinitializer, {float, float}* %".203"
  store {float, float} %"inserted.imag.2", {float, float}* %".203"
  %".207" = getelementptr inbounds {float, float}, {float, float}* %".203", i32 0, i32 1
  %".208" = load float, float* %".207"
  %".209" = fsub float 0x8000000000000000, %".208"
  %".210" = getelementptr inbounds {float, float}, {float, float}* %".203", i32 0, i32 1
  store float %".209", float* %".210"
  %".212" = load {float, float}, {float, float}* %".203"
  store {float, float} zeroinitializer, {float, float}* %".213"
  store {float, float} %".165", {float, float}* %".213"
  store {float, float} zeroinitializer, {float, float}* %".217"
  store {float, float} %".212", {float, float}* %".217"
  store {float, float} zeroinitializer, {float, float}* %".221"
  %".224" = getelementptr inbounds {float, float}, {float, float}* %".213", i32 0, i32 0
  %".225" = load float, float* %".224"
  %".226" = getelementptr inbounds {float, float}, {float, float}* %".213", i32 0, i32 1
  %".227" = load float, float* %".226"
  %".228" = getelementptr inbounds {float, float}, {float, float}* %".217", i32 0, i32 0
  %".229" = load float, float* %".228"
  %".230" = getelementptr inbounds {float, float}, {float, float}* %".217", i32 0, i32 1
  %".231" = load float, float* %".230"
  %".232" = fadd float %".225", %".229"
  %".233" = getelementptr inbounds {float, float}, {float, float}* %".221", i32 0, i32 0
  store float %".232", float* %".233"
  %".235" = fadd float %".227", %".231"
  %".236" = getelementptr inbounds {float, float}, {float, float}* %".221", i32 0, i32 1
  store float %".235", float* %".236"
  %".238" = load {float, float}, {float, float}* %".221"
  %".239" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %".240" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} %".239", {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241"
  %".245" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 5
  %".246" = getelementptr inbounds [1 x i64], [1 x i64]* %".245", i32 0, i32 0
  %".247" = load i64, i64* %".246", !range !1
  %".248" = insertvalue [1 x i64] undef, i64 %".247", 0
  %".249" = extractvalue [1 x i64] %".248", 0
  %".250" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 6
  %".251" = load [1 x i64], [1 x i64]* %".250"
  %".252" = extractvalue [1 x i64] %".251", 0
  %".253" = icmp slt i64 %".240", 0
  %".254" = add i64 %".240", %".249"
  %".255" = select  i1 %".253", i64 %".254", i64 %".240"
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 5
  %".257" = getelementptr inbounds [1 x i64], [1 x i64]* %".256", i32 0, i32 0
  %".258" = load i64, i64* %".257", !range !1
  %".259" = insertvalue [1 x i64] undef, i64 %".258", 0
  %".260" = extractvalue [1 x i64] %".259", 0
  %".261" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 6
  %".262" = load [1 x i64], [1 x i64]* %".261"
  %".263" = extractvalue [1 x i64] %".262", 0
  %".264" = getelementptr inbounds {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %".241", i32 0, i32 4
  %".265" = load {float, float}*, {float, float}** %".264"
  %".266" = mul i64 %".263", %".255"
  %".267" = ptrtoint {float, float}* %".265" to i64
  %".268" = add i64 %".267", %".266"
  %".269" = inttoptr i64 %".268" to {float, float}*
  %"extracted.real" = extractvalue {float, float} %".238", 0
  %"extracted.imag" = extractvalue {float, float} %".238", 1
  %".270" = insertvalue {float, float} undef, float %"extracted.real", 0
  %".271" = insertvalue {float, float} %".270", float %"extracted.imag", 1
  store {float, float} %".271", {float, float}* %".269"
  %".273" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".275" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  ret void
B168:
  %".279" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".281" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"c"
  %".283" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"b"
  %".285" = load {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {float, float}*, [1 x i64], [1 x i64]}* %"a"
  %".287" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e13complex64_mulB3v32B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64, i8*, i8*, i64, i64, {float, float}*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e13complex64_mulB3v32B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE5ArrayI9complex64Li1E1A7mutable7alignedE", !"kernel", i32 1 }