; ModuleID = "kernels.<locals>.local_array$42"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e11local_arrayB3v42B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e11local_arrayB3v42B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i32* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
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
  %"a" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %"_cudapy_lmem" = alloca [8 x i32]
  store [8 x i32] zeroinitializer, [8 x i32]* %"_cudapy_lmem"
  %".15" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15"
  %"loc" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".55" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".55"
  %".65" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".65"
  %".69" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".69"
  %".78" = alloca i64
  store i64 0, i64* %".78"
  %".81" = alloca i64
  store i64 0, i64* %".81"
  %"$phi132.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi132.0"
  %".120" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".120"
  %".123" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".123"
  %".149" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".149"
  %".155" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  %"$132for_iter.3" = alloca i1
  store i1 0, i1* %"$132for_iter.3"
  %"$phi134.1" = alloca i64
  store i64 0, i64* %"$phi134.1"
  %".176" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176"
  %".209" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209"
  %"s.2" = alloca i64
  store i64 0, i64* %"s.2"
  %".249" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  %".259" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".259"
  %".263" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".263"
  %".272" = alloca i64
  store i64 0, i64* %".272"
  %".275" = alloca i64
  store i64 0, i64* %".275"
  %"$phi200.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi200.0"
  %".314" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".314"
  %".317" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".317"
  %".343" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".343"
  %".349" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".349"
  %"$200for_iter.3" = alloca i1
  store i1 0, i1* %"$200for_iter.3"
  %"$phi202.1" = alloca i64
  store i64 0, i64* %"$phi202.1"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".376" = alloca i64
  store i64 0, i64* %".376"
  %".379" = alloca i64
  store i64 0, i64* %".379"
  %".410" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  %".456" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15"
  %".18" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 4
  %".19" = load i32*, i32** %".18"
  %".20" = bitcast [8 x i32]* %"_cudapy_lmem" to i32*
  %".21" = insertvalue [1 x i64] undef, i64 8, 0
  %".22" = insertvalue [1 x i64] undef, i64 4, 0
  %".23" = extractvalue [1 x i64] %".21", 0
  %".24" = mul nsw i64 1, %".23"
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 5
  store [1 x i64] %".21", [1 x i64]* %".25"
  %".27" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 6
  store [1 x i64] %".22", [1 x i64]* %".27"
  %".29" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 4
  store i32* %".20", i32** %".29"
  %".31" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 3
  store i64 4, i64* %".31"
  %".33" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 0
  store i8* null, i8** %".33"
  %".35" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 1
  store i8* null, i8** %".35"
  %".37" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15", i32 0, i32 2
  store i64 %".24", i64* %".37"
  %".39" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".15"
  %".41" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".39", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  %".43" = trunc i64 1 to i32
  %".44" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".45" = sext i32 %".44" to i64
  %".46" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".47" = sext i32 %".46" to i64
  %".48" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".49" = sext i32 %".48" to i64
  %".50" = mul i64 %".47", %".49"
  %".51" = add i64 %".50", %".45"
  %".53" = load i64, i64* %"i"
  store i64 %".51", i64* %"i"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".55"
  %".58" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".55", i32 0, i32 0
  store i64 0, i64* %".58"
  %".60" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".55", i32 0, i32 1
  store i64 8, i64* %".60"
  %".62" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".55", i32 0, i32 2
  store i64 1, i64* %".62"
  %".64" = load {i64, i64, i64}, {i64, i64, i64}* %".55"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".65"
  store {i64, i64, i64} %".64", {i64, i64, i64}* %".65"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".69"
  %".72" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".65", i32 0, i32 0
  %".73" = load i64, i64* %".72"
  %".74" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".65", i32 0, i32 1
  %".75" = load i64, i64* %".74"
  %".76" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".65", i32 0, i32 2
  %".77" = load i64, i64* %".76"
  store i64 %".73", i64* %".78"
  %".83" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 0
  store i64* %".78", i64** %".83"
  %".85" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 1
  store i64 %".75", i64* %".85"
  %".87" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 2
  store i64 %".77", i64* %".87"
  %".89" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 3
  store i64* %".81", i64** %".89"
  %".91" = sub i64 %".75", %".73"
  %".92" = icmp sgt i64 %".91", 0
  %".93" = icmp sgt i64 %".77", 0
  %".94" = xor i1 %".92", %".93"
  %".95" = icmp eq i64 %".77", 0
  br i1 %".95", label %"B0.if", label %"B0.endif", !prof !1
B132:
  %".119" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi132.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".120"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".123"
  store {i64*, i64, i64, i64*} %".119", {i64*, i64, i64, i64*}* %".123"
  %".127" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 3
  %".128" = load i64*, i64** %".127"
  %".129" = load i64, i64* %".128"
  %".130" = icmp sgt i64 %".129", 0
  %".131" = getelementptr inbounds {i64, i1}, {i64, i1}* %".120", i32 0, i32 1
  store i1 %".130", i1* %".131"
  br i1 %".130", label %"B132.if", label %"B132.endif"
B134:
  %".169" = load i1, i1* %"$132for_iter.3"
  store i1 0, i1* %"$132for_iter.3"
  %".171" = load i64, i64* %"$phi134.1"
  %".172" = load i64, i64* %"$phi134.1"
  store i64 0, i64* %"$phi134.1"
  %".174" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %".175" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".174", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176"
  %".180" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 5
  %".181" = getelementptr inbounds [1 x i64], [1 x i64]* %".180", i32 0, i32 0
  %".182" = load i64, i64* %".181", !range !2
  %".183" = insertvalue [1 x i64] undef, i64 %".182", 0
  %".184" = extractvalue [1 x i64] %".183", 0
  %".185" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 6
  %".186" = load [1 x i64], [1 x i64]* %".185"
  %".187" = extractvalue [1 x i64] %".186", 0
  %".188" = icmp slt i64 %".175", 0
  %".189" = add i64 %".175", %".184"
  %".190" = select  i1 %".188", i64 %".189", i64 %".175"
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 5
  %".192" = getelementptr inbounds [1 x i64], [1 x i64]* %".191", i32 0, i32 0
  %".193" = load i64, i64* %".192", !range !2
  %".194" = insertvalue [1 x i64] undef, i64 %".193", 0
  %".195" = extractvalue [1 x i64] %".194", 0
  %".196" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 6
  %".197" = load [1 x i64], [1 x i64]* %".196"
  %".198" = extractvalue [1 x i64] %".197", 0
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".176", i32 0, i32 4
  %".200" = load i32*, i32** %".199"
  %".201" = mul i64 %".198", %".190"
  %".202" = ptrtoint i32* %".200" to i64
  %".203" = add i64 %".202", %".201"
  %".204" = inttoptr i64 %".203" to i32*
  %".205" = load i32, i32* %".204"
  %".206" = sext i32 %".205" to i64
  %".207" = mul nsw i64 %".206", %".171"
  %".208" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".208", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209"
  %".213" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 5
  %".214" = getelementptr inbounds [1 x i64], [1 x i64]* %".213", i32 0, i32 0
  %".215" = load i64, i64* %".214", !range !2
  %".216" = insertvalue [1 x i64] undef, i64 %".215", 0
  %".217" = extractvalue [1 x i64] %".216", 0
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 6
  %".219" = load [1 x i64], [1 x i64]* %".218"
  %".220" = extractvalue [1 x i64] %".219", 0
  %".221" = icmp slt i64 %".171", 0
  %".222" = add i64 %".171", %".217"
  %".223" = select  i1 %".221", i64 %".222", i64 %".171"
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 5
  %".225" = getelementptr inbounds [1 x i64], [1 x i64]* %".224", i32 0, i32 0
  %".226" = load i64, i64* %".225", !range !2
  %".227" = insertvalue [1 x i64] undef, i64 %".226", 0
  %".228" = extractvalue [1 x i64] %".227", 0
  %".229" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 6
  %".230" = load [1 x i64], [1 x i64]* %".229"
  %".231" = extractvalue [1 x i64] %".230", 0
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".209", i32 0, i32 4
  %".233" = load i32*, i32** %".232"
  %".234" = mul i64 %".223", 1
  %".235" = add i64 0, %".234"
  %".236" = getelementptr i32, i32* %".233", i64 %".235"
  %".237" = trunc i64 %".207" to i32
  store i32 %".237", i32* %".236"
  br label %"B132"
B166:
  %".240" = load i64, i64* %"$phi134.1"
  store i64 0, i64* %"$phi134.1"
  %".242" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi132.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi132.0"
  %".244" = load i1, i1* %"$132for_iter.3"
  store i1 0, i1* %"$132for_iter.3"
  %".247" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".249"
  %".252" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 0
  store i64 0, i64* %".252"
  %".254" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 1
  store i64 8, i64* %".254"
  %".256" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".249", i32 0, i32 2
  store i64 1, i64* %".256"
  %".258" = load {i64, i64, i64}, {i64, i64, i64}* %".249"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".259"
  store {i64, i64, i64} %".258", {i64, i64, i64}* %".259"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".263"
  %".266" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".259", i32 0, i32 0
  %".267" = load i64, i64* %".266"
  %".268" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".259", i32 0, i32 1
  %".269" = load i64, i64* %".268"
  %".270" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".259", i32 0, i32 2
  %".271" = load i64, i64* %".270"
  store i64 %".267", i64* %".272"
  %".277" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 0
  store i64* %".272", i64** %".277"
  %".279" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 1
  store i64 %".269", i64* %".279"
  %".281" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 2
  store i64 %".271", i64* %".281"
  %".283" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 3
  store i64* %".275", i64** %".283"
  %".285" = sub i64 %".269", %".267"
  %".286" = icmp sgt i64 %".285", 0
  %".287" = icmp sgt i64 %".271", 0
  %".288" = xor i1 %".286", %".287"
  %".289" = icmp eq i64 %".271", 0
  br i1 %".289", label %"B166.if", label %"B166.endif", !prof !1
B200:
  %".313" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi200.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".314"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".317"
  store {i64*, i64, i64, i64*} %".313", {i64*, i64, i64, i64*}* %".317"
  %".321" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".317", i32 0, i32 3
  %".322" = load i64*, i64** %".321"
  %".323" = load i64, i64* %".322"
  %".324" = icmp sgt i64 %".323", 0
  %".325" = getelementptr inbounds {i64, i1}, {i64, i1}* %".314", i32 0, i32 1
  store i1 %".324", i1* %".325"
  br i1 %".324", label %"B200.if", label %"B200.endif"
B202:
  %".363" = load i1, i1* %"$200for_iter.3"
  store i1 0, i1* %"$200for_iter.3"
  %".365" = load i64, i64* %"$phi202.1"
  %".366" = load i64, i64* %"$phi202.1"
  store i64 0, i64* %"$phi202.1"
  %".368" = mul nsw i64 %".365", 3
  %".371" = icmp eq i64 8, 0
  br i1 %".371", label %"B202.if", label %"B202.else", !prof !1
B240:
  %".445" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  %".447" = load i64, i64* %"$phi202.1"
  store i64 0, i64* %"$phi202.1"
  %".449" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi200.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi200.0"
  %".451" = load i1, i1* %"$200for_iter.3"
  store i1 0, i1* %"$200for_iter.3"
  %".453" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %".454" = load i64, i64* %"s.2"
  %".455" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".453", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456"
  %".460" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456", i32 0, i32 5
  %".461" = getelementptr inbounds [1 x i64], [1 x i64]* %".460", i32 0, i32 0
  %".462" = load i64, i64* %".461", !range !2
  %".463" = insertvalue [1 x i64] undef, i64 %".462", 0
  %".464" = extractvalue [1 x i64] %".463", 0
  %".465" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456", i32 0, i32 6
  %".466" = load [1 x i64], [1 x i64]* %".465"
  %".467" = extractvalue [1 x i64] %".466", 0
  %".468" = icmp slt i64 %".455", 0
  %".469" = add i64 %".455", %".464"
  %".470" = select  i1 %".468", i64 %".469", i64 %".455"
  %".471" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456", i32 0, i32 5
  %".472" = getelementptr inbounds [1 x i64], [1 x i64]* %".471", i32 0, i32 0
  %".473" = load i64, i64* %".472", !range !2
  %".474" = insertvalue [1 x i64] undef, i64 %".473", 0
  %".475" = extractvalue [1 x i64] %".474", 0
  %".476" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456", i32 0, i32 6
  %".477" = load [1 x i64], [1 x i64]* %".476"
  %".478" = extractvalue [1 x i64] %".477", 0
  %".479" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".456", i32 0, i32 4
  %".480" = load i32*, i32** %".479"
  %".481" = mul i64 %".478", %".470"
  %".482" = ptrtoint i32* %".480" to i64
  %".483" = add i64 %".482", %".481"
  %".484" = inttoptr i64 %".483" to i32*
  %".485" = trunc i64 %".454" to i32
  store i32 %".485", i32* %".484"
  %".487" = load i64, i64* %"s.2"
  store i64 0, i64* %"s.2"
  %".489" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".491" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".94", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".99" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 3
  %".100" = load i64*, i64** %".99"
  store i64 0, i64* %".100"
  br label %"B0.endif.endif"
B0.endif.else:
  %".103" = srem i64 %".91", %".77"
  %".104" = sub i64 0, %".103"
  %".105" = select  i1 %".92", i64 %".103", i64 %".104"
  %".106" = icmp sgt i64 %".105", 0
  %".107" = sdiv i64 %".91", %".77"
  %".108" = select  i1 %".106", i64 1, i64 0
  %".109" = add i64 %".107", %".108"
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  store i64 %".109", i64* %".111"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".114" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".69"
  %".116" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi132.0"
  store {i64*, i64, i64, i64*} %".114", {i64*, i64, i64, i64*}* %"$phi132.0"
  br label %"B132"
B132.if:
  %".134" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 0
  %".135" = load i64*, i64** %".134"
  %".136" = load i64, i64* %".135"
  %".137" = getelementptr inbounds {i64, i1}, {i64, i1}* %".120", i32 0, i32 0
  store i64 %".136", i64* %".137"
  %".139" = sub nsw i64 %".129", 1
  store i64 %".139", i64* %".128"
  %".141" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 2
  %".142" = load i64, i64* %".141"
  %".143" = add i64 %".136", %".142"
  %".144" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".123", i32 0, i32 0
  %".145" = load i64*, i64** %".144"
  store i64 %".143", i64* %".145"
  br label %"B132.endif"
B132.endif:
  %".148" = load {i64, i1}, {i64, i1}* %".120"
  store {i64, i1} zeroinitializer, {i64, i1}* %".149"
  store {i64, i1} %".148", {i64, i1}* %".149"
  %".153" = getelementptr inbounds {i64, i1}, {i64, i1}* %".149", i32 0, i32 0
  %".154" = load i64, i64* %".153"
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  store {i64, i1} %".148", {i64, i1}* %".155"
  %".159" = getelementptr inbounds {i64, i1}, {i64, i1}* %".155", i32 0, i32 1
  %".160" = load i1, i1* %".159"
  %".162" = load i1, i1* %"$132for_iter.3"
  store i1 %".160", i1* %"$132for_iter.3"
  %".165" = load i64, i64* %"$phi134.1"
  store i64 %".154", i64* %"$phi134.1"
  %".167" = load i1, i1* %"$132for_iter.3"
  br i1 %".167", label %"B134", label %"B166"
B166.if:
  ret void
B166.endif:
  br i1 %".288", label %"B166.endif.if", label %"B166.endif.else"
B166.endif.if:
  %".293" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 3
  %".294" = load i64*, i64** %".293"
  store i64 0, i64* %".294"
  br label %"B166.endif.endif"
B166.endif.else:
  %".297" = srem i64 %".285", %".271"
  %".298" = sub i64 0, %".297"
  %".299" = select  i1 %".286", i64 %".297", i64 %".298"
  %".300" = icmp sgt i64 %".299", 0
  %".301" = sdiv i64 %".285", %".271"
  %".302" = select  i1 %".300", i64 1, i64 0
  %".303" = add i64 %".301", %".302"
  %".304" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263", i32 0, i32 3
  %".305" = load i64*, i64** %".304"
  store i64 %".303", i64* %".305"
  br label %"B166.endif.endif"
B166.endif.endif:
  %".308" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".263"
  %".310" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi200.0"
  store {i64*, i64, i64, i64*} %".308", {i64*, i64, i64, i64*}* %"$phi200.0"
  br label %"B200"
B200.if:
  %".328" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".317", i32 0, i32 0
  %".329" = load i64*, i64** %".328"
  %".330" = load i64, i64* %".329"
  %".331" = getelementptr inbounds {i64, i1}, {i64, i1}* %".314", i32 0, i32 0
  store i64 %".330", i64* %".331"
  %".333" = sub nsw i64 %".323", 1
  store i64 %".333", i64* %".322"
  %".335" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".317", i32 0, i32 2
  %".336" = load i64, i64* %".335"
  %".337" = add i64 %".330", %".336"
  %".338" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".317", i32 0, i32 0
  %".339" = load i64*, i64** %".338"
  store i64 %".337", i64* %".339"
  br label %"B200.endif"
B200.endif:
  %".342" = load {i64, i1}, {i64, i1}* %".314"
  store {i64, i1} zeroinitializer, {i64, i1}* %".343"
  store {i64, i1} %".342", {i64, i1}* %".343"
  %".347" = getelementptr inbounds {i64, i1}, {i64, i1}* %".343", i32 0, i32 0
  %".348" = load i64, i64* %".347"
  store {i64, i1} zeroinitializer, {i64, i1}* %".349"
  store {i64, i1} %".342", {i64, i1}* %".349"
  %".353" = getelementptr inbounds {i64, i1}, {i64, i1}* %".349", i32 0, i32 1
  %".354" = load i1, i1* %".353"
  %".356" = load i1, i1* %"$200for_iter.3"
  store i1 %".354", i1* %"$200for_iter.3"
  %".359" = load i64, i64* %"$phi202.1"
  store i64 %".348", i64* %"$phi202.1"
  %".361" = load i1, i1* %"$200for_iter.3"
  br i1 %".361", label %"B202", label %"B240"
B202.if:
  store i64 8, i64* %"quot"
  store i64 8, i64* %"rem"
  br label %"B202.endif"
B202.else:
  store i64 0, i64* %".376"
  store i64 0, i64* %".379"
  %".382" = icmp eq i64 %".368", -9223372036854775808
  %".383" = icmp eq i64 8, -1
  %".384" = and i1 %".382", %".383"
  %".385" = xor i1 %".384", -1
  br i1 %".385", label %"B202.else.if", label %"B202.else.endif", !prof !3
B202.endif:
  %".408" = load i64, i64* %"rem"
  %".409" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"loc"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".409", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410"
  %".414" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 5
  %".415" = getelementptr inbounds [1 x i64], [1 x i64]* %".414", i32 0, i32 0
  %".416" = load i64, i64* %".415", !range !2
  %".417" = insertvalue [1 x i64] undef, i64 %".416", 0
  %".418" = extractvalue [1 x i64] %".417", 0
  %".419" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 6
  %".420" = load [1 x i64], [1 x i64]* %".419"
  %".421" = extractvalue [1 x i64] %".420", 0
  %".422" = icmp slt i64 %".408", 0
  %".423" = add i64 %".408", %".418"
  %".424" = select  i1 %".422", i64 %".423", i64 %".408"
  %".425" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 5
  %".426" = getelementptr inbounds [1 x i64], [1 x i64]* %".425", i32 0, i32 0
  %".427" = load i64, i64* %".426", !range !2
  %".428" = insertvalue [1 x i64] undef, i64 %".427", 0
  %".429" = extractvalue [1 x i64] %".428", 0
  %".430" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 6
  %".431" = load [1 x i64], [1 x i64]* %".430"
  %".432" = extractvalue [1 x i64] %".431", 0
  %".433" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".410", i32 0, i32 4
  %".434" = load i32*, i32** %".433"
  %".435" = mul i64 %".424", 1
  %".436" = add i64 0, %".435"
  %".437" = getelementptr i32, i32* %".434", i64 %".436"
  %".438" = load i32, i32* %".437"
  %".439" = load i64, i64* %"s.2"
  %".440" = sext i32 %".438" to i64
  %".441" = add nsw i64 %".439", %".440"
  %".442" = load i64, i64* %"s.2"
  store i64 %".441", i64* %"s.2"
  br label %"B200"
B202.else.if:
  %".387" = sdiv i64 %".368", 8
  %".388" = srem i64 %".368", 8
  %".389" = xor i64 8, %".388"
  %".390" = icmp slt i64 %".389", 0
  %".391" = icmp ne i64 %".388", 0
  %".392" = and i1 %".391", %".390"
  br i1 %".392", label %"B202.else.if.if", label %"B202.else.if.else"
B202.else.endif:
  %".403" = load i64, i64* %".376"
  %".404" = load i64, i64* %".379"
  store i64 %".403", i64* %"quot"
  store i64 %".404", i64* %"rem"
  br label %"B202.endif"
B202.else.if.if:
  %".397" = sub i64 %".387", 1
  store i64 %".397", i64* %".376"
  %".399" = add i64 %".388", 8
  store i64 %".399", i64* %".379"
  br label %"B202.else.if.endif"
B202.else.if.else:
  store i64 %".387", i64* %".376"
  store i64 %".388", i64* %".379"
  br label %"B202.else.if.endif"
B202.else.if.endif:
  br label %"B202.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e11local_arrayB3v42B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e11local_arrayB3v42B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }