; ModuleID = "loop_kernels.<locals>.loop_sincos_f64$3"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv11numba_check12loop_kernels12_3clocals_3e15loop_sincos_f64B2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEd" = common global i8* null
define void @"_ZN11numba_check12loop_kernels12_3clocals_3e15loop_sincos_f64B2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEd"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0", double %"k")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".18" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".18", 5
  %".19" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".19", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".20" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".20", 5
  %".21" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".21", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"k.1" = alloca double
  store double 0.0, double* %"k.1"
  %".44" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  %".50" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".50"
  %".60" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".60"
  %".64" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".64"
  %".73" = alloca i64
  store i64 0, i64* %".73"
  %".76" = alloca i64
  store i64 0, i64* %".76"
  %"$phi134.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi134.0"
  %".115" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  %".118" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".118"
  %".144" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  %".150" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".150"
  %"$134for_iter.3" = alloca i1
  store i1 0, i1* %"$134for_iter.3"
  %"$phi136.1" = alloca i64
  store i64 0, i64* %"$phi136.1"
  %".170" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170"
  %".204" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204"
  %".239" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store double %"k", double* %"k.1"
  %".28" = trunc i64 1 to i32
  %".29" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".30" = sext i32 %".29" to i64
  %".31" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".32" = sext i32 %".31" to i64
  %".33" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".34" = sext i32 %".33" to i64
  %".35" = mul i64 %".32", %".34"
  %".36" = add i64 %".35", %".30"
  %".37" = trunc i64 1 to i32
  %".38" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".40" = sext i32 %".38" to i64
  %".41" = sext i32 %".39" to i64
  %".42" = mul i64 %".40", %".41"
  %".43" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".43", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44"
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".44", i32 0, i32 2
  %".49" = load i64, i64* %".48"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".50"
  %".53" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 0
  store i64 %".36", i64* %".53"
  %".55" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 1
  store i64 %".49", i64* %".55"
  %".57" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".50", i32 0, i32 2
  store i64 %".42", i64* %".57"
  %".59" = load {i64, i64, i64}, {i64, i64, i64}* %".50"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".60"
  store {i64, i64, i64} %".59", {i64, i64, i64}* %".60"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".64"
  %".67" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 0
  %".68" = load i64, i64* %".67"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 1
  %".70" = load i64, i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".60", i32 0, i32 2
  %".72" = load i64, i64* %".71"
  store i64 %".68", i64* %".73"
  %".78" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 0
  store i64* %".73", i64** %".78"
  %".80" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 1
  store i64 %".70", i64* %".80"
  %".82" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 2
  store i64 %".72", i64* %".82"
  %".84" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  store i64* %".76", i64** %".84"
  %".86" = sub i64 %".70", %".68"
  %".87" = icmp sgt i64 %".86", 0
  %".88" = icmp sgt i64 %".72", 0
  %".89" = xor i1 %".87", %".88"
  %".90" = icmp eq i64 %".72", 0
  br i1 %".90", label %"B0.if", label %"B0.endif", !prof !1
B134:
  %".114" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".115"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".118"
  store {i64*, i64, i64, i64*} %".114", {i64*, i64, i64, i64*}* %".118"
  %".122" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".118", i32 0, i32 3
  %".123" = load i64*, i64** %".122"
  %".124" = load i64, i64* %".123"
  %".125" = icmp sgt i64 %".124", 0
  %".126" = getelementptr inbounds {i64, i1}, {i64, i1}* %".115", i32 0, i32 1
  store i1 %".125", i1* %".126"
  br i1 %".125", label %"B134.if", label %"B134.endif"
B136:
  %".164" = load i1, i1* %"$134for_iter.3"
  store i1 0, i1* %"$134for_iter.3"
  %".166" = load i64, i64* %"$phi136.1"
  %".167" = load i64, i64* %"$phi136.1"
  store i64 0, i64* %"$phi136.1"
  %".169" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".169", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170"
  %".174" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 5
  %".175" = getelementptr inbounds [1 x i64], [1 x i64]* %".174", i32 0, i32 0
  %".176" = load i64, i64* %".175", !range !2
  %".177" = insertvalue [1 x i64] undef, i64 %".176", 0
  %".178" = extractvalue [1 x i64] %".177", 0
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 6
  %".180" = load [1 x i64], [1 x i64]* %".179"
  %".181" = extractvalue [1 x i64] %".180", 0
  %".182" = icmp slt i64 %".166", 0
  %".183" = add i64 %".166", %".178"
  %".184" = select  i1 %".182", i64 %".183", i64 %".166"
  %".185" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 5
  %".186" = getelementptr inbounds [1 x i64], [1 x i64]* %".185", i32 0, i32 0
  %".187" = load i64, i64* %".186", !range !2
  %".188" = insertvalue [1 x i64] undef, i64 %".187", 0
  %".189" = extractvalue [1 x i64] %".188", 0
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 6
  %".191" = load [1 x i64], [1 x i64]* %".190"
  %".192" = extractvalue [1 x i64] %".191", 0
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".170", i32 0, i32 4
  %".194" = load double*, double** %".193"
  %".195" = mul i64 %".192", %".184"
  %".196" = ptrtoint double* %".194" to i64
  %".197" = add i64 %".196", %".195"
  %".198" = inttoptr i64 %".197" to double*
  %".199" = load double, double* %".198"
  %".200" = load double, double* %"k.1"
  %".201" = fmul double %".200", %".199"
  %".202" = call double @"__nv_sin"(double %".201")
  %".203" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".203", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204"
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 5
  %".209" = getelementptr inbounds [1 x i64], [1 x i64]* %".208", i32 0, i32 0
  %".210" = load i64, i64* %".209", !range !2
  %".211" = insertvalue [1 x i64] undef, i64 %".210", 0
  %".212" = extractvalue [1 x i64] %".211", 0
  %".213" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 6
  %".214" = load [1 x i64], [1 x i64]* %".213"
  %".215" = extractvalue [1 x i64] %".214", 0
  %".216" = icmp slt i64 %".166", 0
  %".217" = add i64 %".166", %".212"
  %".218" = select  i1 %".216", i64 %".217", i64 %".166"
  %".219" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 5
  %".220" = getelementptr inbounds [1 x i64], [1 x i64]* %".219", i32 0, i32 0
  %".221" = load i64, i64* %".220", !range !2
  %".222" = insertvalue [1 x i64] undef, i64 %".221", 0
  %".223" = extractvalue [1 x i64] %".222", 0
  %".224" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 6
  %".225" = load [1 x i64], [1 x i64]* %".224"
  %".226" = extractvalue [1 x i64] %".225", 0
  %".227" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".204", i32 0, i32 4
  %".228" = load double*, double** %".227"
  %".229" = mul i64 %".226", %".218"
  %".230" = ptrtoint double* %".228" to i64
  %".231" = add i64 %".230", %".229"
  %".232" = inttoptr i64 %".231" to double*
  %".233" = load double, double* %".232"
  %".234" = load double, double* %"k.1"
  %".235" = fmul double %".234", %".233"
  %".236" = call double @"__nv_cos"(double %".235")
  %".237" = fmul double %".202", %".236"
  %".238" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".238", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239"
  %".243" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239", i32 0, i32 5
  %".244" = getelementptr inbounds [1 x i64], [1 x i64]* %".243", i32 0, i32 0
  %".245" = load i64, i64* %".244", !range !2
  %".246" = insertvalue [1 x i64] undef, i64 %".245", 0
  %".247" = extractvalue [1 x i64] %".246", 0
  %".248" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239", i32 0, i32 6
  %".249" = load [1 x i64], [1 x i64]* %".248"
  %".250" = extractvalue [1 x i64] %".249", 0
  %".251" = icmp slt i64 %".166", 0
  %".252" = add i64 %".166", %".247"
  %".253" = select  i1 %".251", i64 %".252", i64 %".166"
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239", i32 0, i32 5
  %".255" = getelementptr inbounds [1 x i64], [1 x i64]* %".254", i32 0, i32 0
  %".256" = load i64, i64* %".255", !range !2
  %".257" = insertvalue [1 x i64] undef, i64 %".256", 0
  %".258" = extractvalue [1 x i64] %".257", 0
  %".259" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239", i32 0, i32 6
  %".260" = load [1 x i64], [1 x i64]* %".259"
  %".261" = extractvalue [1 x i64] %".260", 0
  %".262" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".239", i32 0, i32 4
  %".263" = load double*, double** %".262"
  %".264" = mul i64 %".261", %".253"
  %".265" = ptrtoint double* %".263" to i64
  %".266" = add i64 %".265", %".264"
  %".267" = inttoptr i64 %".266" to double*
  store double %".237", double* %".267"
  br label %"B134"
B264:
  %".270" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".272" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".274" = load double, double* %"k.1"
  store double 0.0, double* %"k.1"
  %".276" = load i64, i64* %"$phi136.1"
  store i64 0, i64* %"$phi136.1"
  %".278" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi134.0"
  %".280" = load i1, i1* %"$134for_iter.3"
  store i1 0, i1* %"$134for_iter.3"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".89", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".94" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  %".95" = load i64*, i64** %".94"
  store i64 0, i64* %".95"
  br label %"B0.endif.endif"
B0.endif.else:
  %".98" = srem i64 %".86", %".72"
  %".99" = sub i64 0, %".98"
  %".100" = select  i1 %".87", i64 %".98", i64 %".99"
  %".101" = icmp sgt i64 %".100", 0
  %".102" = sdiv i64 %".86", %".72"
  %".103" = select  i1 %".101", i64 1, i64 0
  %".104" = add i64 %".102", %".103"
  %".105" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64", i32 0, i32 3
  %".106" = load i64*, i64** %".105"
  store i64 %".104", i64* %".106"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".109" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".64"
  %".111" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi134.0"
  store {i64*, i64, i64, i64*} %".109", {i64*, i64, i64, i64*}* %"$phi134.0"
  br label %"B134"
B134.if:
  %".129" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".118", i32 0, i32 0
  %".130" = load i64*, i64** %".129"
  %".131" = load i64, i64* %".130"
  %".132" = getelementptr inbounds {i64, i1}, {i64, i1}* %".115", i32 0, i32 0
  store i64 %".131", i64* %".132"
  %".134" = sub nsw i64 %".124", 1
  store i64 %".134", i64* %".123"
  %".136" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".118", i32 0, i32 2
  %".137" = load i64, i64* %".136"
  %".138" = add i64 %".131", %".137"
  %".139" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".118", i32 0, i32 0
  %".140" = load i64*, i64** %".139"
  store i64 %".138", i64* %".140"
  br label %"B134.endif"
B134.endif:
  %".143" = load {i64, i1}, {i64, i1}* %".115"
  store {i64, i1} zeroinitializer, {i64, i1}* %".144"
  store {i64, i1} %".143", {i64, i1}* %".144"
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".144", i32 0, i32 0
  %".149" = load i64, i64* %".148"
  store {i64, i1} zeroinitializer, {i64, i1}* %".150"
  store {i64, i1} %".143", {i64, i1}* %".150"
  %".154" = getelementptr inbounds {i64, i1}, {i64, i1}* %".150", i32 0, i32 1
  %".155" = load i1, i1* %".154"
  %".157" = load i1, i1* %"$134for_iter.3"
  store i1 %".155", i1* %"$134for_iter.3"
  %".160" = load i64, i64* %"$phi136.1"
  store i64 %".149", i64* %"$phi136.1"
  %".162" = load i1, i1* %"$134for_iter.3"
  br i1 %".162", label %"B136", label %"B264"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()

declare double @"__nv_sin"(double %".1")

declare double @"__nv_cos"(double %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, double)* @"_ZN11numba_check12loop_kernels12_3clocals_3e15loop_sincos_f64B2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEd" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, double)* @"_ZN11numba_check12loop_kernels12_3clocals_3e15loop_sincos_f64B2v3B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedEd", !"kernel", i32 1 }