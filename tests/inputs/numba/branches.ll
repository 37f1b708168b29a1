; ModuleID = "kernels.<locals>.branches$44"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e8branchesB3v44B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e8branchesB3v44B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i32* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
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
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".28" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28"
  %"v" = alloca i32
  store i32 0, i32* %"v"
  %"$74pred" = alloca i1
  store i1 0, i1* %"$74pred"
  %"r.5" = alloca i64
  store i64 0, i64* %"r.5"
  %"$92pred" = alloca i1
  store i1 0, i1* %"$92pred"
  %"$110pred" = alloca i1
  store i1 0, i1* %"$110pred"
  %"$128pred" = alloca i1
  store i1 0, i1* %"$128pred"
  %".141" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %".14" = trunc i64 1 to i32
  %".15" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".16" = sext i32 %".15" to i64
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".18" = sext i32 %".17" to i64
  %".19" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".20" = sext i32 %".19" to i64
  %".21" = mul i64 %".18", %".20"
  %".22" = add i64 %".21", %".16"
  %".24" = load i64, i64* %"i"
  store i64 %".22", i64* %"i"
  %".26" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %".27" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".26", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28"
  %".32" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28", i32 0, i32 5
  %".33" = getelementptr inbounds [1 x i64], [1 x i64]* %".32", i32 0, i32 0
  %".34" = load i64, i64* %".33", !range !1
  %".35" = insertvalue [1 x i64] undef, i64 %".34", 0
  %".36" = extractvalue [1 x i64] %".35", 0
  %".37" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28", i32 0, i32 6
  %".38" = load [1 x i64], [1 x i64]* %".37"
  %".39" = extractvalue [1 x i64] %".38", 0
  %".40" = icmp slt i64 %".27", 0
  %".41" = add i64 %".27", %".36"
  %".42" = select  i1 %".40", i64 %".41", i64 %".27"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28", i32 0, i32 5
  %".44" = getelementptr inbounds [1 x i64], [1 x i64]* %".43", i32 0, i32 0
  %".45" = load i64, i64* %".44", !range !1
  %".46" = insertvalue [1 x i64] undef, i64 %".45", 0
  %".47" = extractvalue [1 x i64] %".46", 0
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28", i32 0, i32 6
  %".49" = load [1 x i64], [1 x i64]* %".48"
  %".50" = extractvalue [1 x i64] %".49", 0
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".28", i32 0, i32 4
  %".52" = load i32*, i32** %".51"
  %".53" = mul i64 %".50", %".42"
  %".54" = ptrtoint i32* %".52" to i64
  %".55" = add i64 %".54", %".53"
  %".56" = inttoptr i64 %".55" to i32*
  %".57" = load i32, i32* %".56"
  %".59" = load i32, i32* %"v"
  store i32 %".57", i32* %"v"
  %".61" = load i32, i32* %"v"
  %".62" = sext i32 %".61" to i64
  %".63" = icmp eq i64 %".62", 0
  %".65" = load i1, i1* %"$74pred"
  store i1 %".63", i1* %"$74pred"
  %".67" = load i1, i1* %"$74pred"
  br i1 %".67", label %"B76", label %"B82"
B76:
  %".69" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".71" = load i1, i1* %"$74pred"
  store i1 0, i1* %"$74pred"
  %".74" = load i64, i64* %"r.5"
  store i64 10, i64* %"r.5"
  br label %"B146"
B82:
  %".77" = load i1, i1* %"$74pred"
  store i1 0, i1* %"$74pred"
  %".79" = load i32, i32* %"v"
  %".80" = sext i32 %".79" to i64
  %".81" = icmp eq i64 %".80", 1
  %".83" = load i1, i1* %"$92pred"
  store i1 %".81", i1* %"$92pred"
  %".85" = load i1, i1* %"$92pred"
  br i1 %".85", label %"B94", label %"B100"
B94:
  %".87" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".89" = load i1, i1* %"$92pred"
  store i1 0, i1* %"$92pred"
  %".91" = load i64, i64* %"r.5"
  store i64 23, i64* %"r.5"
  br label %"B146"
B100:
  %".94" = load i1, i1* %"$92pred"
  store i1 0, i1* %"$92pred"
  %".96" = load i32, i32* %"v"
  %".97" = sext i32 %".96" to i64
  %".98" = icmp eq i64 %".97", 2
  %".100" = load i1, i1* %"$110pred"
  store i1 %".98", i1* %"$110pred"
  %".102" = load i1, i1* %"$110pred"
  br i1 %".102", label %"B112", label %"B118"
B112:
  %".104" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".106" = load i1, i1* %"$110pred"
  store i1 0, i1* %"$110pred"
  %".108" = load i64, i64* %"r.5"
  store i64 7, i64* %"r.5"
  br label %"B146"
B118:
  %".111" = load i1, i1* %"$110pred"
  store i1 0, i1* %"$110pred"
  %".113" = load i32, i32* %"v"
  %".114" = sext i32 %".113" to i64
  %".115" = icmp eq i64 %".114", 3
  %".117" = load i1, i1* %"$128pred"
  store i1 %".115", i1* %"$128pred"
  %".119" = load i1, i1* %"$128pred"
  br i1 %".119", label %"B130", label %"B136"
B130:
  %".121" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".123" = load i1, i1* %"$128pred"
  store i1 0, i1* %"$128pred"
  %".125" = load i64, i64* %"r.5"
  store i64 99, i64* %"r.5"
  br label %"B146"
B136:
  %".128" = load i1, i1* %"$128pred"
  store i1 0, i1* %"$128pred"
  %".130" = load i32, i32* %"v"
  %".131" = sext i32 %".130" to i64
  %".132" = mul nsw i64 %".131", 3
  %".133" = load i32, i32* %"v"
  store i32 0, i32* %"v"
  %".135" = load i64, i64* %"r.5"
  store i64 %".132", i64* %"r.5"
  br label %"B146"
B146:
  %".138" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  %".139" = load i64, i64* %"r.5"
  %".140" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".138", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141"
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 5
  %".146" = getelementptr inbounds [1 x i64], [1 x i64]* %".145", i32 0, i32 0
  %".147" = load i64, i64* %".146", !range !1
  %".148" = insertvalue [1 x i64] undef, i64 %".147", 0
  %".149" = extractvalue [1 x i64] %".148", 0
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 6
  %".151" = load [1 x i64], [1 x i64]* %".150"
  %".152" = extractvalue [1 x i64] %".151", 0
  %".153" = icmp slt i64 %".140", 0
  %".154" = add i64 %".140", %".149"
  %".155" = select  i1 %".153", i64 %".154", i64 %".140"
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 5
  %".157" = getelementptr inbounds [1 x i64], [1 x i64]* %".156", i32 0, i32 0
  %".158" = load i64, i64* %".157", !range !1
  %".159" = insertvalue [1 x i64] undef, i64 %".158", 0
  %".160" = extractvalue [1 x i64] %".159", 0
  %".161" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 6
  %".162" = load [1 x i64], [1 x i64]* %".161"
  %".163" = extractvalue [1 x i64] %".162", 0
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".141", i32 0, i32 4
  %".165" = load i32*, i32** %".164"
  %".166" = mul i64 %".163", %".155"
  %".167" = ptrtoint i32* %".165" to i64
  %".168" = add i64 %".167", %".166"
  %".169" = inttoptr i64 %".168" to i32*
  %".170" = trunc i64 %".139" to i32
  store i32 %".170", i32* %".169"
  %".172" = load i64, i64* %"r.5"
  store i64 0, i64* %"r.5"
  %".174" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".176" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"a"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8branchesB3v44B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8branchesB3v44B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }