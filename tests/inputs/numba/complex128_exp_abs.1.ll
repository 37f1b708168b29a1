; ModuleID = "kernels.<locals>.complex128_exp_abs$33"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e18complex128_exp_absB3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e18complex128_exp_absB3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", {double, double}* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.itemsize", {double, double}* %"a.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"a" = alloca {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".38"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".55" = alloca {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55"
  %".88" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".88"
  %".100" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".100"
  %".118" = alloca double
  store double 0.0, double* %".118"
  %".134" = alloca {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134"
  %".169" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".169"
  %".185" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".185"
  %".194" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
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
  %".35" = load i64, i64* %"i"
  store i64 %".33", i64* %"i"
  %".37" = load {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$68pred"
  store i1 %".45", i1* %"$68pred"
  %".49" = load i1, i1* %"$68pred"
  br i1 %".49", label %"B70", label %"B222"
B70:
  %".51" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  %".53" = load {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load {double, double}*, {double, double}** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint {double, double}* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to {double, double}*
  %".84" = getelementptr inbounds {double, double}, {double, double}* %".83", i32 0, i32 0
  %".85" = load double, double* %".84"
  %".86" = getelementptr inbounds {double, double}, {double, double}* %".83", i32 0, i32 1
  %".87" = load double, double* %".86"
  %"inserted.real" = insertvalue {double, double} undef, double %".85", 0
  %"inserted.imag" = insertvalue {double, double} %"inserted.real", double %".87", 1
  store {double, double} zeroinitializer, {double, double}* %".88"
  store {double, double} %"inserted.imag", {double, double}* %".88"
  %".92" = getelementptr inbounds {double, double}, {double, double}* %".88", i32 0, i32 0
  %".93" = load double, double* %".92"
  %".94" = getelementptr inbounds {double, double}, {double, double}* %".88", i32 0, i32 1
  %".95" = load double, double* %".94"
  %".96" = fsub double %".93", %".93"
  %".97" = fcmp ord double %".96", %".96"
  %".98" = fsub double %".95", %".95"
  %".99" = fcmp ord double %".98", %".98"
  store {double, double} zeroinitializer, {double, double}* %".100"
  %".103" = zext i1 %".97" to i8
  %".104" = zext i1 %".99" to i8
  %".105" = call i32 @"_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v34B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb"({double, double}* %".100", double %".93", double %".95", i8 %".103", i8 %".104")
  %".106" = icmp eq i32 %".105", 0
  %".107" = icmp eq i32 %".105", -2
  %".108" = or i1 %".106", %".107"
  %".109" = xor i1 %".108", -1
  %".110" = icmp eq i32 %".105", -1
  %".111" = icmp eq i32 %".105", -3
  %".112" = icmp sge i32 %".105", 1
  %".113" = load {double, double}, {double, double}* %".100"
  %".114" = extractvalue {double, double} %".113", 0
  %".115" = extractvalue {double, double} %".113", 1
  %"inserted.real.1" = insertvalue {double, double} undef, double %".114", 0
  %"inserted.imag.1" = insertvalue {double, double} %"inserted.real.1", double %".115", 1
  br i1 %".109", label %"B70.if", label %"B70.endif", !prof !2
B222:
  %".230" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".232" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".234" = load {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  %".236" = load i1, i1* %"$68pred"
  store i1 0, i1* %"$68pred"
  ret void
B70.if:
  ret void
B70.endif:
  store double 0.0, double* %".118"
  %"extracted.real" = extractvalue {double, double} %"inserted.imag.1", 0
  %"extracted.imag" = extractvalue {double, double} %"inserted.imag.1", 1
  %".121" = call i32 @"_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v35B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"(double* %".118", double %"extracted.real", double %"extracted.imag")
  %".122" = icmp eq i32 %".121", 0
  %".123" = icmp eq i32 %".121", -2
  %".124" = or i1 %".122", %".123"
  %".125" = xor i1 %".124", -1
  %".126" = icmp eq i32 %".121", -1
  %".127" = icmp eq i32 %".121", -3
  %".128" = icmp sge i32 %".121", 1
  %".129" = load double, double* %".118"
  br i1 %".125", label %"B70.endif.if", label %"B70.endif.endif", !prof !2
B70.endif.if:
  ret void
B70.endif.endif:
  %".132" = load {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  %".133" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} %".132", {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134"
  %".138" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134", i32 0, i32 5
  %".139" = getelementptr inbounds [1 x i64], [1 x i64]* %".138", i32 0, i32 0
  %".140" = load i64, i64* %".139", !range !1
  %".141" = insertvalue [1 x i64] undef, i64 %".140", 0
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134", i32 0, i32 6
  %".144" = load [1 x i64], [1 x i64]* %".143"
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = icmp slt i64 %".133", 0
  %".147" = add i64 %".133", %".142"
  %".148" = select  i1 %".146", i64 %".147", i64 %".133"
  %".149" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134", i32 0, i32 5
  %".150" = getelementptr inbounds [1 x i64], [1 x i64]* %".149", i32 0, i32 0
  %".151" = load i64, i64* %".150", !range !1
  %".152" = insertvalue [1 x i64] undef, i64 %".151", 0
  %".153" = extractvalue [1 x i64] %".152", 0
  %".154" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134", i32 0, i32 6
  %".155" = load [1 x i64], [1 x i64]* %".154"
  %".156" = extractvalue [1 x i64] %".155", 0
  %".157" = getelementptr inbounds {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %".134", i32 0, i32 4
  %".158" = load {double, double}*, {double, double}** %".157"
  %".159" = mul i64 %".156", %".148"
  %".160" = ptrtoint {double, double}* %".158" to i64
  %".161" = add i64 %".160", %".159"
  %".162" = inttoptr i64 %".161" to {double, double}*
  %".163" = getelementptr inbounds {double, double}, {double, double}* %".162", i32 0, i32 0
  %".164" = load double, double* %".163"
  %".165" = getelementptr inbounds {double, double}, {double, double}* %".162", i32 0, i32 1
  %".166" = load double, double* %".165"
  %"inserted.real.2" = insertvalue {double, double} undef, double %".164", 0
  %"inserted.imag.2" = insertvalue {double, double} %"inserted.real.2", double %".166", 1
  %".167" = load {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, {double, double}*, [1 x i64], [1 x i64]}* %"a"
  store {double, double} zeroinitializer, {double, double}* %".169"
  %"extracted.real.1" = extractvalue {double, double} %"inserted.imag.2", 0
  %"extracted.imag.1" = extractvalue {double, double} %"inserted.imag.2", 1
  %".172" = call i32 @"_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v36B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"({double, double}* %".169", double %"extracted.real.1", double %"extracted.imag.1")
  %".173" = icmp eq i32 %".172", 0
  %".174" = icmp eq i32 %".172", -2
  %".175" = or i1 %".173", %".174"
  %".176" = xor i1 %".175", -1
  %".177" = icmp eq i32 %".172", -1
  %".178" = icmp eq i32 %".172", -3
  %".179" = icmp sge i32 %".172", 1
  %".180" = load {double, double}, {double, double}* %".169"
  %".181" = extractvalue {double, double} %".180", 0
  %".182" = extractvalue {double, double} %".180", 1
  %"inserted.real.3" = insertvalue {double, double} undef, double %".181", 0
  %"inserted.imag.3" = insertvalue {double, double} %"inserted.real.3", double %".182", 1
  br i1 %".176", label %"B70.endif.endif.if", label %"B70.endif.endif.endif", !prof !2
B70.endif.endif.if:
  ret void
B70.endif.endif.endif:
  store {double, double} zeroinitializer, {double, double}* %".185"
  store {double, double} %"inserted.imag.3", {double, double}* %".185"
  %".189" = getelementptr inbounds {double, double}, {double, double}* %".185", i32 0, i32 0
  %".190" = load double, double* %".189"
  %".191" = fadd double %".129", %".190"
  %".192" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".193" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".192", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194"
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 5
  %".199" = getelementptr inbounds [1 x i64], [1 x i64]* %".198", i32 0, i32 0
  %".200" = load i64, i64* %".199", !range !1
  %".201" = insertvalue [1 x i64] undef, i64 %".200", 0
  %".202" = extractvalue [1 x i64] %".201", 0
  %".203" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 6
  %".204" = load [1 x i64], [1 x i64]* %".203"
  %".205" = extractvalue [1 x i64] %".204", 0
  %".206" = icmp slt i64 %".193", 0
  %".207" = add i64 %".193", %".202"
  %".208" = select  i1 %".206", i64 %".207", i64 %".193"
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 5
  %".210" = getelementptr inbounds [1 x i64], [1 x i64]* %".209", i32 0, i32 0
  %".211" = load i64, i64* %".210", !range !1
  %".212" = insertvalue [1 x i64] undef, i64 %".211", 0
  %".213" = extractvalue [1 x i64] %".212", 0
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 6
  %".215" = load [1 x i64], [1 x i64]* %".214"
  %".216" = extractvalue [1 x i64] %".215", 0
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".194", i32 0, i32 4
  %".218" = load double*, double** %".217"
  %".219" = mul i64 %".216", %".208"
  %".220" = ptrtoint double* %".218" to i64
  %".221" = add i64 %".220", %".219"
  %".222" = inttoptr i64 %".221" to double*
  store double %".191", double* %".222"
  %".224" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".226" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"_ZN5numba4cuda7cpython9cmathimpl8exp_implB3v34B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAEddbb"({double, double}* %".ret", double %"x", double %"y", i8 %"x_is_finite", i8 %"y_is_finite")

declare i32 @"_ZN5numba4cuda7cpython7numbers16complex_abs_impl12_3clocals_3e11complex_absB3v35B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"(double* %".ret", double %"z.0", double %"z.1")

declare i32 @"_ZN5numba4cuda7cpython9cmathimpl9sqrt_impl12_3clocals_3e9sqrt_implB3v36B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE10complex128"({double, double}* %".ret", double %"z.0", double %"z.1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, {double, double}*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e18complex128_exp_absB3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ void (i8*, i8*, i64, i64, {double, double}*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e18complex128_exp_absB3v33B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayI10complex128Li1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }