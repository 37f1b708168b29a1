; ModuleID = "kernels.<locals>.fp16_ops$2"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e8fp16_opsB2v2B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e8fp16_opsB2v2B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE"(i8* %"r.0", i8* %"r.1", i64 %"r.2", i64 %"r.3", i16* %"r.4", i64 %"r.5.0", i64 %"r.6.0", i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i16* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"y.0", i8* %"y.1", i64 %"y.2", i64 %"y.3", i16* %"y.4", i64 %"y.5.0", i64 %"y.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"r.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"r.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"r.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"r.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize", i16* %"r.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"r.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"r.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"x.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"x.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"x.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i16* %"x.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} undef, i8* %"y.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"y.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"y.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"y.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i16* %"y.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"y.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"y.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"r" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  %"x" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  %"y" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".49" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".49"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".66" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66"
  %".98" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98"
  %".132" = alloca i16
  store i16 0, i16* %".132"
  %"a" = alloca i16
  store i16 0, i16* %"a"
  %".151" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151"
  %".185" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185"
  %".221" = alloca i16
  store i16 0, i16* %".221"
  %".240" = alloca i16
  store i16 0, i16* %".240"
  %"b" = alloca i16
  store i16 0, i16* %"b"
  %".263" = alloca i8
  store i8 0, i8* %".263"
  %".275" = alloca i1
  store i1 0, i1* %".275"
  %"$154pred" = alloca i1
  store i1 0, i1* %"$154pred"
  %".298" = alloca i16
  store i16 0, i16* %".298"
  %"$phi190.0.2" = alloca i16
  store i16 0, i16* %"$phi190.0.2"
  %".325" = alloca i16
  store i16 0, i16* %".325"
  %".347" = alloca {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
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
  %".48" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".49"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".49"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".49", i32 0, i32 2
  %".54" = load i64, i64* %".53"
  %".55" = load i64, i64* %"i"
  %".56" = icmp slt i64 %".55", %".54"
  %".58" = load i1, i1* %"$68pred"
  store i1 %".56", i1* %"$68pred"
  %".60" = load i1, i1* %"$68pred"
  br i1 %".60", label %"B70", label %"B202"
B70:
  %".62" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  %".64" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  %".65" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".64", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = icmp slt i64 %".65", 0
  %".79" = add i64 %".65", %".74"
  %".80" = select  i1 %".78", i64 %".79", i64 %".65"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 5
  %".82" = getelementptr inbounds [1 x i64], [1 x i64]* %".81", i32 0, i32 0
  %".83" = load i64, i64* %".82", !range !1
  %".84" = insertvalue [1 x i64] undef, i64 %".83", 0
  %".85" = extractvalue [1 x i64] %".84", 0
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 6
  %".87" = load [1 x i64], [1 x i64]* %".86"
  %".88" = extractvalue [1 x i64] %".87", 0
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".66", i32 0, i32 4
  %".90" = load i16*, i16** %".89"
  %".91" = mul i64 %".88", %".80"
  %".92" = ptrtoint i16* %".90" to i64
  %".93" = add i64 %".92", %".91"
  %".94" = inttoptr i64 %".93" to i16*
  %".95" = load i16, i16* %".94"
  %".96" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  %".97" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".96", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 5
  %".103" = getelementptr inbounds [1 x i64], [1 x i64]* %".102", i32 0, i32 0
  %".104" = load i64, i64* %".103", !range !1
  %".105" = insertvalue [1 x i64] undef, i64 %".104", 0
  %".106" = extractvalue [1 x i64] %".105", 0
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 6
  %".108" = load [1 x i64], [1 x i64]* %".107"
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = icmp slt i64 %".97", 0
  %".111" = add i64 %".97", %".106"
  %".112" = select  i1 %".110", i64 %".111", i64 %".97"
  %".113" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 5
  %".114" = getelementptr inbounds [1 x i64], [1 x i64]* %".113", i32 0, i32 0
  %".115" = load i64, i64* %".114", !range !1
  %".116" = insertvalue [1 x i64] undef, i64 %".115", 0
  %".117" = extractvalue [1 x i64] %".116", 0
  %".118" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 6
  %".119" = load [1 x i64], [1 x i64]* %".118"
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".98", i32 0, i32 4
  %".122" = load i16*, i16** %".121"
  %".123" = mul i64 %".120", %".112"
  %".124" = ptrtoint i16* %".122" to i64
  %".125" = add i64 %".124", %".123"
  %".126" = inttoptr i64 %".125" to i16*
  %".127" = load i16, i16* %".126"
  %".128" = alloca i16
  %".129" = alloca i16
  store i16 %".95", i16* %".128", align 2
  store i16 %".127", i16* %".129", align 2
  store i16 0, i16* %".132"
  %".135" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".132", i16* %".128", i16* %".129")
  %".136" = icmp eq i32 %".135", 0
  %".137" = icmp eq i32 %".135", -2
  %".138" = or i1 %".136", %".137"
  %".139" = xor i1 %".138", -1
  %".140" = icmp eq i32 %".135", -1
  %".141" = icmp eq i32 %".135", -3
  %".142" = icmp sge i32 %".135", 1
  %".143" = load i16, i16* %".132"
  br i1 %".139", label %"B70.if", label %"B70.endif", !prof !2
B156:
  %".291" = load i16, i16* %"a"
  store i16 0, i16* %"a"
  %".293" = load i1, i1* %"$154pred"
  store i1 0, i1* %"$154pred"
  %".295" = load i16, i16* %"b"
  %".296" = alloca i16
  store i16 %".295", i16* %".296", align 2
  store i16 0, i16* %".298"
  %".301" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB2v7B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a"(i16* %".298", i16* %".296")
  %".302" = icmp eq i32 %".301", 0
  %".303" = icmp eq i32 %".301", -2
  %".304" = or i1 %".302", %".303"
  %".305" = xor i1 %".304", -1
  %".306" = icmp eq i32 %".301", -1
  %".307" = icmp eq i32 %".301", -3
  %".308" = icmp sge i32 %".301", 1
  %".309" = load i16, i16* %".298"
  br i1 %".305", label %"B156.if", label %"B156.endif", !prof !2
B162:
  %".318" = load i16, i16* %"b"
  store i16 0, i16* %"b"
  %".320" = load i1, i1* %"$154pred"
  store i1 0, i1* %"$154pred"
  %".322" = load i16, i16* %"a"
  %".323" = alloca i16
  store i16 %".322", i16* %".323", align 2
  store i16 0, i16* %".325"
  %".328" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB2v8B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a"(i16* %".325", i16* %".323")
  %".329" = icmp eq i32 %".328", 0
  %".330" = icmp eq i32 %".328", -2
  %".331" = or i1 %".329", %".330"
  %".332" = xor i1 %".331", -1
  %".333" = icmp eq i32 %".328", -1
  %".334" = icmp eq i32 %".328", -3
  %".335" = icmp sge i32 %".328", 1
  %".336" = load i16, i16* %".325"
  br i1 %".332", label %"B162.if", label %"B162.endif", !prof !2
B190:
  %".344" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  %".345" = load i16, i16* %"$phi190.0.2"
  %".346" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".344", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347"
  %".351" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347", i32 0, i32 5
  %".352" = getelementptr inbounds [1 x i64], [1 x i64]* %".351", i32 0, i32 0
  %".353" = load i64, i64* %".352", !range !1
  %".354" = insertvalue [1 x i64] undef, i64 %".353", 0
  %".355" = extractvalue [1 x i64] %".354", 0
  %".356" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347", i32 0, i32 6
  %".357" = load [1 x i64], [1 x i64]* %".356"
  %".358" = extractvalue [1 x i64] %".357", 0
  %".359" = icmp slt i64 %".346", 0
  %".360" = add i64 %".346", %".355"
  %".361" = select  i1 %".359", i64 %".360", i64 %".346"
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347", i32 0, i32 5
  %".363" = getelementptr inbounds [1 x i64], [1 x i64]* %".362", i32 0, i32 0
  %".364" = load i64, i64* %".363", !range !1
  %".365" = insertvalue [1 x i64] undef, i64 %".364", 0
  %".366" = extractvalue [1 x i64] %".365", 0
  %".367" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347", i32 0, i32 6
  %".368" = load [1 x i64], [1 x i64]* %".367"
  %".369" = extractvalue [1 x i64] %".368", 0
  %".370" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".347", i32 0, i32 4
  %".371" = load i16*, i16** %".370"
  %".372" = mul i64 %".369", %".361"
  %".373" = ptrtoint i16* %".371" to i64
  %".374" = add i64 %".373", %".372"
  %".375" = inttoptr i64 %".374" to i16*
  store i16 %".345", i16* %".375"
  %".377" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  %".379" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".381" = load i16, i16* %"$phi190.0.2"
  store i16 0, i16* %"$phi190.0.2"
  ret void
B202:
  %".385" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  %".387" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  %".389" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"r"
  %".391" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".393" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
B70.if:
  ret void
B70.endif:
  %".147" = load i16, i16* %"a"
  store i16 %".143", i16* %"a"
  %".149" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  %".150" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".149", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151"
  %".155" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151", i32 0, i32 5
  %".156" = getelementptr inbounds [1 x i64], [1 x i64]* %".155", i32 0, i32 0
  %".157" = load i64, i64* %".156", !range !1
  %".158" = insertvalue [1 x i64] undef, i64 %".157", 0
  %".159" = extractvalue [1 x i64] %".158", 0
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151", i32 0, i32 6
  %".161" = load [1 x i64], [1 x i64]* %".160"
  %".162" = extractvalue [1 x i64] %".161", 0
  %".163" = icmp slt i64 %".150", 0
  %".164" = add i64 %".150", %".159"
  %".165" = select  i1 %".163", i64 %".164", i64 %".150"
  %".166" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151", i32 0, i32 5
  %".167" = getelementptr inbounds [1 x i64], [1 x i64]* %".166", i32 0, i32 0
  %".168" = load i64, i64* %".167", !range !1
  %".169" = insertvalue [1 x i64] undef, i64 %".168", 0
  %".170" = extractvalue [1 x i64] %".169", 0
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151", i32 0, i32 6
  %".172" = load [1 x i64], [1 x i64]* %".171"
  %".173" = extractvalue [1 x i64] %".172", 0
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".151", i32 0, i32 4
  %".175" = load i16*, i16** %".174"
  %".176" = mul i64 %".173", %".165"
  %".177" = ptrtoint i16* %".175" to i64
  %".178" = add i64 %".177", %".176"
  %".179" = inttoptr i64 %".178" to i16*
  %".180" = load i16, i16* %".179"
  %".181" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"x"
  %".183" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  %".184" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} %".183", {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185"
  %".189" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 5
  %".190" = getelementptr inbounds [1 x i64], [1 x i64]* %".189", i32 0, i32 0
  %".191" = load i64, i64* %".190", !range !1
  %".192" = insertvalue [1 x i64] undef, i64 %".191", 0
  %".193" = extractvalue [1 x i64] %".192", 0
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 6
  %".195" = load [1 x i64], [1 x i64]* %".194"
  %".196" = extractvalue [1 x i64] %".195", 0
  %".197" = icmp slt i64 %".184", 0
  %".198" = add i64 %".184", %".193"
  %".199" = select  i1 %".197", i64 %".198", i64 %".184"
  %".200" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 5
  %".201" = getelementptr inbounds [1 x i64], [1 x i64]* %".200", i32 0, i32 0
  %".202" = load i64, i64* %".201", !range !1
  %".203" = insertvalue [1 x i64] undef, i64 %".202", 0
  %".204" = extractvalue [1 x i64] %".203", 0
  %".205" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 6
  %".206" = load [1 x i64], [1 x i64]* %".205"
  %".207" = extractvalue [1 x i64] %".206", 0
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %".185", i32 0, i32 4
  %".209" = load i16*, i16** %".208"
  %".210" = mul i64 %".207", %".199"
  %".211" = ptrtoint i16* %".209" to i64
  %".212" = add i64 %".211", %".210"
  %".213" = inttoptr i64 %".212" to i16*
  %".214" = load i16, i16* %".213"
  %".215" = load {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  store {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [1 x i64], [1 x i64]}* %"y"
  %".217" = alloca i16
  %".218" = alloca i16
  store i16 %".180", i16* %".217", align 2
  store i16 %".214", i16* %".218", align 2
  store i16 0, i16* %".221"
  %".224" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".221", i16* %".217", i16* %".218")
  %".225" = icmp eq i32 %".224", 0
  %".226" = icmp eq i32 %".224", -2
  %".227" = or i1 %".225", %".226"
  %".228" = xor i1 %".227", -1
  %".229" = icmp eq i32 %".224", -1
  %".230" = icmp eq i32 %".224", -3
  %".231" = icmp sge i32 %".224", 1
  %".232" = load i16, i16* %".221"
  br i1 %".228", label %"B70.endif.if", label %"B70.endif.endif", !prof !2
B70.endif.if:
  ret void
B70.endif.endif:
  %".235" = load i16, i16* %"a"
  %".236" = alloca i16
  %".237" = alloca i16
  store i16 %".232", i16* %".236", align 2
  store i16 %".235", i16* %".237", align 2
  store i16 0, i16* %".240"
  %".243" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB2v5B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".240", i16* %".236", i16* %".237")
  %".244" = icmp eq i32 %".243", 0
  %".245" = icmp eq i32 %".243", -2
  %".246" = or i1 %".244", %".245"
  %".247" = xor i1 %".246", -1
  %".248" = icmp eq i32 %".243", -1
  %".249" = icmp eq i32 %".243", -3
  %".250" = icmp sge i32 %".243", 1
  %".251" = load i16, i16* %".240"
  br i1 %".247", label %"B70.endif.endif.if", label %"B70.endif.endif.endif", !prof !2
B70.endif.endif.if:
  ret void
B70.endif.endif.endif:
  %".255" = load i16, i16* %"b"
  store i16 %".251", i16* %"b"
  %".257" = load i16, i16* %"b"
  %".258" = load i16, i16* %"a"
  %".259" = alloca i16
  %".260" = alloca i16
  store i16 %".257", i16* %".259", align 2
  store i16 %".258", i16* %".260", align 2
  store i8 0, i8* %".263"
  %".266" = call i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZltRK6__halfS1__nbst12_3clocals_3e28_ZltRK6__halfS1__nbst_callerB2v6B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i8* %".263", i16* %".259", i16* %".260")
  %".267" = icmp eq i32 %".266", 0
  %".268" = icmp eq i32 %".266", -2
  %".269" = or i1 %".267", %".268"
  %".270" = xor i1 %".269", -1
  %".271" = icmp eq i32 %".266", -1
  %".272" = icmp eq i32 %".266", -3
  %".273" = icmp sge i32 %".266", 1
  %".274" = load i8, i8* %".263"
  %".277" = icmp eq i8 %".274", 0
  br i1 %".277", label %"B70.endif.endif.endif.if", label %"B70.endif.endif.endif.else"
B70.endif.endif.endif.if:
  store i1 0, i1* %".275"
  br label %"B70.endif.endif.endif.endif"
B70.endif.endif.endif.else:
  store i1 1, i1* %".275"
  br label %"B70.endif.endif.endif.endif"
B70.endif.endif.endif.endif:
  %".283" = load i1, i1* %".275"
  br i1 %".270", label %"B70.endif.endif.endif.endif.if", label %"B70.endif.endif.endif.endif.endif", !prof !2
B70.endif.endif.endif.endif.if:
  ret void
B70.endif.endif.endif.endif.endif:
  %".287" = load i1, i1* %"$154pred"
  store i1 %".283", i1* %"$154pred"
  %".289" = load i1, i1* %"$154pred"
  br i1 %".289", label %"B156", label %"B162"
B156.if:
  ret void
B156.endif:
  %".312" = load i16, i16* %"b"
  store i16 0, i16* %"b"
  %".315" = load i16, i16* %"$phi190.0.2"
  store i16 %".309", i16* %"$phi190.0.2"
  br label %"B190"
B162.if:
  ret void
B162.endif:
  %".339" = load i16, i16* %"a"
  store i16 0, i16* %"a"
  %".341" = load i16, i16* %"$phi190.0.2"
  store i16 %".336", i16* %"$phi190.0.2"
  br label %"B190"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZplRK6__halfS1__nbst12_3clocals_3e28_ZplRK6__halfS1__nbst_callerB2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".ret", i16* %"arg_0", i16* %"arg_1")

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmlRK6__halfS1__nbst12_3clocals_3e28_ZmlRK6__halfS1__nbst_callerB2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".ret", i16* %"arg_0", i16* %"arg_1")

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZmiRK6__halfS1__nbst12_3clocals_3e28_ZmiRK6__halfS1__nbst_callerB2v5B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i16* %".ret", i16* %"arg_0", i16* %"arg_1")

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1628_lower__ZltRK6__halfS1__nbst12_3clocals_3e28_ZltRK6__halfS1__nbst_callerB2v6B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a10float16_2a"(i8* %".ret", i16* %"arg_0", i16* %"arg_1")

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1625_lower__ZngRK6__half_nbst12_3clocals_3e25_ZngRK6__half_nbst_callerB2v7B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a"(i16* %".ret", i16* %"arg_0")

declare i32 @"_ZN5numba4cuda9_internal9cuda_fp1629_lower__ZL6__habs6__half_nbst12_3clocals_3e29_ZL6__habs6__half_nbst_callerB2v8B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10float16_2a"(i16* %".ret", i16* %"arg_0")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i16*, i64, i64, i8*, i8*, i64, i64, i16*, i64, i64, i8*, i8*, i64, i64, i16*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8fp16_opsB2v2B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, i16*, i64, i64, i8*, i8*, i64, i64, i16*, i64, i64, i8*, i8*, i64, i64, i16*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8fp16_opsB2v2B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE5ArrayIDhLi1E1A7mutable7alignedE", !"kernel", i32 1 }