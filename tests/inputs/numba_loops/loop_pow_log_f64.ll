; ModuleID = "loop_kernels.<locals>.loop_pow_log_f64$4"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12loop_kernels12_3clocals_3e16loop_pow_log_f64B2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12loop_kernels12_3clocals_3e16loop_pow_log_f64B2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".41" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41"
  %".47" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".47"
  %".57" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".57"
  %".61" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".61"
  %".70" = alloca i64
  store i64 0, i64* %".70"
  %".73" = alloca i64
  store i64 0, i64* %".73"
  %"$phi134.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi134.0"
  %".112" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".112"
  %".115" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".115"
  %".141" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".141"
  %".147" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".147"
  %"$134for_iter.3" = alloca i1
  store i1 0, i1* %"$134for_iter.3"
  %"$phi136.1" = alloca i64
  store i64 0, i64* %"$phi136.1"
  %".167" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167"
  %".198" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198"
  %".231" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".25" = trunc i64 1 to i32
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".29" = sext i32 %".28" to i64
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = mul i64 %".29", %".31"
  %".33" = add i64 %".32", %".27"
  %".34" = trunc i64 1 to i32
  %".35" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".36" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".37" = sext i32 %".35" to i64
  %".38" = sext i32 %".36" to i64
  %".39" = mul i64 %".37", %".38"
  %".40" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".40", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".41", i32 0, i32 2
  %".46" = load i64, i64* %".45"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".47"
  %".50" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 0
  store i64 %".33", i64* %".50"
  %".52" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 1
  store i64 %".46", i64* %".52"
  %".54" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".47", i32 0, i32 2
  store i64 %".39", i64* %".54"
  %".56" = load {i64, i64, i64}, {i64, i64, i64}* %".47"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".57"
  store {i64, i64, i64} %".56", {i64, i64, i64}* %".57"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".61"
  %".64" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".57", i32 0, i32 0
  %".65" = load i64, i64* %".64"
  %".66" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".57", i32 0, i32 1
  %".67" = load i64, i64* %".66"
  %".68" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".57", i32 0, i32 2
  %".69" = load i64, i64* %".68"
  store i64 %".65", i64* %".70"
  %".75" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 0
  store i64* %".70", i64** %".75"
  %".77" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 1
  store i64 %".67", i64* %".77"
  %".79" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 2
  store i64 %".69", i64* %".79"
  %".81" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 3
  store i64* %".73", i64** %".81"
  %".83" = sub i64 %".67", %".65"
  %".84" = icmp sgt i64 %".83", 0
  %".85" = icmp sgt i64 %".69", 0
  %".86" = xor i1 %".84", %".85"
  %".87" = icmp eq i64 %".69", 0
  br i1 %".87", label %"B0.if", label %"B0.endif", !prof !1
B134:
  %".111" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".112"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".115"
  store {i64*, i64, i64, i64*} %".111", {i64*, i64, i64, i64*}* %".115"
  %".119" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".115", i32 0, i32 3
  %".120" = load i64*, i64** %".119"
  %".121" = load i64, i64* %".120"
  %".122" = icmp sgt i64 %".121", 0
  %".123" = getelementptr inbounds {i64, i1}, {i64, i1}* %".112", i32 0, i32 1
  store i1 %".122", i1* %".123"
  br i1 %".122", label %"B134.if", label %"B134.endif"
B136:
  %".161" = load i1, i1* %"$134for_iter.3"
  store i1 0, i1* %"$134for_iter.3"
  %".163" = load i64, i64* %"$phi136.1"
  %".164" = load i64, i64* %"$phi136.1"
  store i64 0, i64* %"$phi136.1"
  %".166" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".166", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167"
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167", i32 0, i32 5
  %".172" = getelementptr inbounds [1 x i64], [1 x i64]* %".171", i32 0, i32 0
  %".173" = load i64, i64* %".172", !range !2
  %".174" = insertvalue [1 x i64] undef, i64 %".173", 0
  %".175" = extractvalue [1 x i64] %".174", 0
  %".176" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167", i32 0, i32 6
  %".177" = load [1 x i64], [1 x i64]* %".176"
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = icmp slt i64 %".163", 0
  %".180" = add i64 %".163", %".175"
  %".181" = select  i1 %".179", i64 %".180", i64 %".163"
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167", i32 0, i32 5
  %".183" = getelementptr inbounds [1 x i64], [1 x i64]* %".182", i32 0, i32 0
  %".184" = load i64, i64* %".183", !range !2
  %".185" = insertvalue [1 x i64] undef, i64 %".184", 0
  %".186" = extractvalue [1 x i64] %".185", 0
  %".187" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167", i32 0, i32 6
  %".188" = load [1 x i64], [1 x i64]* %".187"
  %".189" = extractvalue [1 x i64] %".188", 0
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".167", i32 0, i32 4
  %".191" = load double*, double** %".190"
  %".192" = mul i64 %".189", %".181"
  %".193" = ptrtoint double* %".191" to i64
  %".194" = add i64 %".193", %".192"
  %".195" = inttoptr i64 %".194" to double*
  %".196" = load double, double* %".195"
  %".197" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".197", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198"
  %".202" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198", i32 0, i32 5
  %".203" = getelementptr inbounds [1 x i64], [1 x i64]* %".202", i32 0, i32 0
  %".204" = load i64, i64* %".203", !range !2
  %".205" = insertvalue [1 x i64] undef, i64 %".204", 0
  %".206" = extractvalue [1 x i64] %".205", 0
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198", i32 0, i32 6
  %".208" = load [1 x i64], [1 x i64]* %".207"
  %".209" = extractvalue [1 x i64] %".208", 0
  %".210" = icmp slt i64 %".163", 0
  %".211" = add i64 %".163", %".206"
  %".212" = select  i1 %".210", i64 %".211", i64 %".163"
  %".213" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198", i32 0, i32 5
  %".214" = getelementptr inbounds [1 x i64], [1 x i64]* %".213", i32 0, i32 0
  %".215" = load i64, i64* %".214", !range !2
  %".216" = insertvalue [1 x i64] undef, i64 %".215", 0
  %".217" = extractvalue [1 x i64] %".216", 0
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198", i32 0, i32 6
  %".219" = load [1 x i64], [1 x i64]* %".218"
  %".220" = extractvalue [1 x i64] %".219", 0
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".198", i32 0, i32 4
  %".222" = load double*, double** %".221"
  %".223" = mul i64 %".220", %".212"
  %".224" = ptrtoint double* %".222" to i64
  %".225" = add i64 %".224", %".223"
  %".226" = inttoptr i64 %".225" to double*
  %".227" = load double, double* %".226"
  %".228" = call double @"__nv_log"(double %".227")
  %".229" = call double @"__nv_pow"(double %".196", double %".228")
  %".230" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".230", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231"
  %".235" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".236" = getelementptr inbounds [1 x i64], [1 x i64]* %".235", i32 0, i32 0
  %".237" = load i64, i64* %".236", !range !2
  %".238" = insertvalue [1 x i64] undef, i64 %".237", 0
  %".239" = extractvalue [1 x i64] %".238", 0
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".241" = load [1 x i64], [1 x i64]* %".240"
  %".242" = extractvalue [1 x i64] %".241", 0
  %".243" = icmp slt i64 %".163", 0
  %".244" = add i64 %".163", %".239"
  %".245" = select  i1 %".243", i64 %".244", i64 %".163"
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 5
  %".247" = getelementptr inbounds [1 x i64], [1 x i64]* %".246", i32 0, i32 0
  %".248" = load i64, i64* %".247", !range !2
  %".249" = insertvalue [1 x i64] undef, i64 %".248", 0
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 6
  %".252" = load [1 x i64], [1 x i64]* %".251"
  %".253" = extractvalue [1 x i64] %".252", 0
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".231", i32 0, i32 4
  %".255" = load double*, double** %".254"
  %".256" = mul i64 %".253", %".245"
  %".257" = ptrtoint double* %".255" to i64
  %".258" = add i64 %".257", %".256"
  %".259" = inttoptr i64 %".258" to double*
  store double %".229", double* %".259"
  br label %"B134"
B248:
  %".262" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".264" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".266" = load i64, i64* %"$phi136.1"
  store i64 0, i64* %"$phi136.1"
  %".268" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi134.0"
  %".270" = load i1, i1* %"$134for_iter.3"
  store i1 0, i1* %"$134for_iter.3"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".86", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".91" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 3
  %".92" = load i64*, i64** %".91"
  store i64 0, i64* %".92"
  br label %"B0.endif.endif"
B0.endif.else:
  %".95" = srem i64 %".83", %".69"
  %".96" = sub i64 0, %".95"
  %".97" = select  i1 %".84", i64 %".95", i64 %".96"
  %".98" = icmp sgt i64 %".97", 0
  %".99" = sdiv i64 %".83", %".69"
  %".100" = select  i1 %".98", i64 1, i64 0
  %".101" = add i64 %".99", %".100"
  %".102" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61", i32 0, i32 3
  %".103" = load i64*, i64** %".102"
  store i64 %".101", i64* %".103"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".106" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".61"
  %".108" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64*, i64, i64, i64*} %".106", {i64*, i64, i64, i64*}* %"$phi134.0"
  br label %"B134"
B134.if:
  %".126" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".115", i32 0, i32 0
  %".127" = load i64*, i64** %".126"
  %".128" = load i64, i64* %".127"
  %".129" = getelementptr inbounds {i64, i1}, {i64, i1}* %".112", i32 0, i32 0
  store i64 %".128", i64* %".129"
  %".131" = sub nsw i64 %".121", 1
  store i64 %".131", i64* %".120"
  %".133" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".115", i32 0, i32 2
  %".134" = load i64, i64* %".133"
  %".135" = add i64 %".128", %".134"
  %".136" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".115", i32 0, i32 0
  %".137" = load i64*, i64** %".136"
  store i64 %".135", i64* %".137"
  br label %"B134.endif"
B134.endif:
  %".140" = load {i64, i1}, {i64, i1}* %".112"
  store {i64, i1} zeroinitializer, {i64, i1}* %".141"
  store {i64, i1} %".140", {i64, i1}* %".141"
  %".145" = getelementptr inbounds {i64, i1}, {i64, i1}* %".141", i32 0, i32 0
  %".146" = load i64, i64* %".145"
  store {i64, i1} zeroinitializer, {i64, i1}* %".147"
  store {i64, i1} %".140", {i64, i1}* %".147"
  %".151" = getelementptr inbounds {i64, i1}, {i64, i1}* %".147", i32 0, i32 1
  %".152" = load i1, i1* %".151"
  %".154" = load i1, i1* %"$134for_iter.3"
  store i1 %".152", i1* %"$134for_iter.3"
  %".157" = load i64, i64* %"$phi136.1"
  store i64 %".146", i64* %"$phi136.1"
  %".159" = load i1, i1* %"$134for_iter.3"
  br i1 %".159", label %"B136", label %"B248"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()

declare double @"__nv_log"(double %".1")

declare double @"__nv_pow"(double %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12loop_kernels12_3clocals_3e16loop_pow_log_f64B2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__12loop_kernels12_3clocals_3e16loop_pow_log_f64B2v4B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }