; ModuleID = "kernels.<locals>.const_memory$45"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e12const_memoryB3v45B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e12const_memoryB3v45B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %".12" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12"
  %".50" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".87" = alloca i64
  store i64 0, i64* %".87"
  %".90" = alloca i64
  store i64 0, i64* %".90"
  %".120" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120"
  %".150" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150"
  br label %"B0"
B0:
  %"generic" = addrspacecast [64 x i8] addrspace(4)* @"_cudapy_cmem" to i8*
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12"
  %".15" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 4
  %".16" = load float*, float** %".15"
  %".17" = bitcast i8* %"generic" to float*
  %".18" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 3
  %".19" = load i64, i64* %".18"
  %".20" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 1
  %".21" = load i8*, i8** %".20"
  %".22" = insertvalue [1 x i64] undef, i64 16, 0
  %".23" = insertvalue [1 x i64] undef, i64 4, 0
  %".24" = extractvalue [1 x i64] %".22", 0
  %".25" = mul nsw i64 1, %".24"
  %".26" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 5
  store [1 x i64] %".22", [1 x i64]* %".26"
  %".28" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 6
  store [1 x i64] %".23", [1 x i64]* %".28"
  %".30" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 4
  store float* %".17", float** %".30"
  %".32" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 3
  store i64 %".19", i64* %".32"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 0
  store i8* null, i8** %".34"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 1
  store i8* %".21", i8** %".36"
  %".38" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12", i32 0, i32 2
  store i64 %".25", i64* %".38"
  %".40" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".12"
  %".41" = trunc i64 1 to i32
  %".42" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".43" = sext i32 %".42" to i64
  %".44" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".45" = sext i32 %".44" to i64
  %".46" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".47" = sext i32 %".46" to i64
  %".48" = mul i64 %".45", %".47"
  %".49" = add i64 %".48", %".43"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50"
  %".54" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 5
  %".55" = getelementptr inbounds [1 x i64], [1 x i64]* %".54", i32 0, i32 0
  %".56" = load i64, i64* %".55", !range !1
  %".57" = insertvalue [1 x i64] undef, i64 %".56", 0
  %".58" = extractvalue [1 x i64] %".57", 0
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 6
  %".60" = load [1 x i64], [1 x i64]* %".59"
  %".61" = extractvalue [1 x i64] %".60", 0
  %".62" = icmp slt i64 %".49", 0
  %".63" = add i64 %".49", %".58"
  %".64" = select  i1 %".62", i64 %".63", i64 %".49"
  %".65" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 5
  %".66" = getelementptr inbounds [1 x i64], [1 x i64]* %".65", i32 0, i32 0
  %".67" = load i64, i64* %".66", !range !1
  %".68" = insertvalue [1 x i64] undef, i64 %".67", 0
  %".69" = extractvalue [1 x i64] %".68", 0
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 6
  %".71" = load [1 x i64], [1 x i64]* %".70"
  %".72" = extractvalue [1 x i64] %".71", 0
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".50", i32 0, i32 4
  %".74" = load float*, float** %".73"
  %".75" = mul i64 %".72", %".64"
  %".76" = ptrtoint float* %".74" to i64
  %".77" = add i64 %".76", %".75"
  %".78" = inttoptr i64 %".77" to float*
  %".79" = load float, float* %".78"
  %".82" = icmp eq i64 16, 0
  br i1 %".82", label %"B0.if", label %"B0.else", !prof !2
B0.if:
  store i64 16, i64* %"quot"
  store i64 16, i64* %"rem"
  br label %"B0.endif"
B0.else:
  store i64 0, i64* %".87"
  store i64 0, i64* %".90"
  %".93" = icmp eq i64 %".49", -9223372036854775808
  %".94" = icmp eq i64 16, -1
  %".95" = and i1 %".93", %".94"
  %".96" = xor i1 %".95", -1
  br i1 %".96", label %"B0.else.if", label %"B0.else.endif", !prof !3
B0.endif:
  %".119" = load i64, i64* %"rem"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".40", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120"
  %".124" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120", i32 0, i32 5
  %".125" = getelementptr inbounds [1 x i64], [1 x i64]* %".124", i32 0, i32 0
  %".126" = load i64, i64* %".125", !range !1
  %".127" = insertvalue [1 x i64] undef, i64 %".126", 0
  %".128" = extractvalue [1 x i64] %".127", 0
  %".129" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120", i32 0, i32 6
  %".130" = load [1 x i64], [1 x i64]* %".129"
  %".131" = extractvalue [1 x i64] %".130", 0
  %".132" = icmp slt i64 %".119", 0
  %".133" = add i64 %".119", %".128"
  %".134" = select  i1 %".132", i64 %".133", i64 %".119"
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120", i32 0, i32 5
  %".136" = getelementptr inbounds [1 x i64], [1 x i64]* %".135", i32 0, i32 0
  %".137" = load i64, i64* %".136", !range !1
  %".138" = insertvalue [1 x i64] undef, i64 %".137", 0
  %".139" = extractvalue [1 x i64] %".138", 0
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120", i32 0, i32 6
  %".141" = load [1 x i64], [1 x i64]* %".140"
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".120", i32 0, i32 4
  %".144" = load float*, float** %".143"
  %".145" = mul i64 %".134", 1
  %".146" = add i64 0, %".145"
  %".147" = getelementptr float, float* %".144", i64 %".146"
  %".148" = load float, float* %".147"
  %".149" = fmul float %".79", %".148"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150"
  %".154" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 5
  %".155" = getelementptr inbounds [1 x i64], [1 x i64]* %".154", i32 0, i32 0
  %".156" = load i64, i64* %".155", !range !1
  %".157" = insertvalue [1 x i64] undef, i64 %".156", 0
  %".158" = extractvalue [1 x i64] %".157", 0
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 6
  %".160" = load [1 x i64], [1 x i64]* %".159"
  %".161" = extractvalue [1 x i64] %".160", 0
  %".162" = icmp slt i64 %".49", 0
  %".163" = add i64 %".49", %".158"
  %".164" = select  i1 %".162", i64 %".163", i64 %".49"
  %".165" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 5
  %".166" = getelementptr inbounds [1 x i64], [1 x i64]* %".165", i32 0, i32 0
  %".167" = load i64, i64* %".166", !range !1
  %".168" = insertvalue [1 x i64] undef, i64 %".167", 0
  %".169" = extractvalue [1 x i64] %".168", 0
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 6
  %".171" = load [1 x i64], [1 x i64]* %".170"
  %".172" = extractvalue [1 x i64] %".171", 0
  %".173" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".150", i32 0, i32 4
  %".174" = load float*, float** %".173"
  %".175" = mul i64 %".172", %".164"
  %".176" = ptrtoint float* %".174" to i64
  %".177" = add i64 %".176", %".175"
  %".178" = inttoptr i64 %".177" to float*
  store float %".149", float* %".178"
  ret void
B0.else.if:
  %".98" = sdiv i64 %".49", 16
  %".99" = srem i64 %".49", 16
  %".100" = xor i64 16, %".99"
  %".101" = icmp slt i64 %".100", 0
  %".102" = icmp ne i64 %".99", 0
  %".103" = and i1 %".102", %".101"
  br i1 %".103", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".114" = load i64, i64* %".87"
  %".115" = load i64, i64* %".90"
  store i64 %".114", i64* %"quot"
  store i64 %".115", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".108" = sub i64 %".98", 1
  store i64 %".108", i64* %".87"
  %".110" = add i64 %".99", 16
  store i64 %".110", i64* %".90"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".98", i64* %".87"
  store i64 %".99", i64* %".90"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
}

@"_cudapy_cmem" = internal addrspace(4) constant [64 x i8] [i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 128, i8 63, i8 0, i8 0, i8 0, i8 64, i8 0, i8 0, i8 64, i8 64, i8 0, i8 0, i8 128, i8 64, i8 0, i8 0, i8 160, i8 64, i8 0, i8 0, i8 192, i8 64, i8 0, i8 0, i8 224, i8 64, i8 0, i8 0, i8 0, i8 65, i8 0, i8 0, i8 16, i8 65, i8 0, i8 0, i8 32, i8 65, i8 0, i8 0, i8 48, i8 65, i8 0, i8 0, i8 64, i8 65, i8 0, i8 0, i8 80, i8 65, i8 0, i8 0, i8 96, i8 65, i8 0, i8 0, i8 112, i8 65], align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12const_memoryB3v45B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12const_memoryB3v45B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }