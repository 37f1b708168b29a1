; ModuleID = "kernels.<locals>.shfl_i64$25"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e8shfl_i64B3v25B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e8shfl_i64B3v25B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i64* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize", i64* %"x.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %".21" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21"
  %".64" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64"
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
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21"
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".26" = getelementptr inbounds [1 x i64], [1 x i64]* %".25", i32 0, i32 0
  %".27" = load i64, i64* %".26", !range !1
  %".28" = insertvalue [1 x i64] undef, i64 %".27", 0
  %".29" = extractvalue [1 x i64] %".28", 0
  %".30" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".31" = load [1 x i64], [1 x i64]* %".30"
  %".32" = extractvalue [1 x i64] %".31", 0
  %".33" = icmp slt i64 %".20", 0
  %".34" = add i64 %".20", %".29"
  %".35" = select  i1 %".33", i64 %".34", i64 %".20"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 5
  %".37" = getelementptr inbounds [1 x i64], [1 x i64]* %".36", i32 0, i32 0
  %".38" = load i64, i64* %".37", !range !1
  %".39" = insertvalue [1 x i64] undef, i64 %".38", 0
  %".40" = extractvalue [1 x i64] %".39", 0
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 6
  %".42" = load [1 x i64], [1 x i64]* %".41"
  %".43" = extractvalue [1 x i64] %".42", 0
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".21", i32 0, i32 4
  %".45" = load i64*, i64** %".44"
  %".46" = mul i64 %".43", %".35"
  %".47" = ptrtoint i64* %".45" to i64
  %".48" = add i64 %".47", %".46"
  %".49" = inttoptr i64 %".48" to i64*
  %".50" = load i64, i64* %".49"
  %".51" = trunc i64 4294967295 to i32
  %".52" = trunc i64 3 to i32
  %".53" = trunc i64 %".50" to i32
  %".54" = lshr i64 %".50", 32
  %".55" = trunc i64 %".54" to i32
  %".56" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".51", i32 2, i32 %".53", i32 %".52", i32 31)
  %".57" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".51", i32 2, i32 %".55", i32 %".52", i32 31)
  %".58" = extractvalue {i32, i1} %".56", 0
  %".59" = extractvalue {i32, i1} %".57", 0
  %".60" = zext i32 %".58" to i64
  %".61" = zext i32 %".59" to i64
  %".62" = shl i64 %".61", 32
  %".63" = or i64 %".62", %".60"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 5
  %".69" = getelementptr inbounds [1 x i64], [1 x i64]* %".68", i32 0, i32 0
  %".70" = load i64, i64* %".69", !range !1
  %".71" = insertvalue [1 x i64] undef, i64 %".70", 0
  %".72" = extractvalue [1 x i64] %".71", 0
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 6
  %".74" = load [1 x i64], [1 x i64]* %".73"
  %".75" = extractvalue [1 x i64] %".74", 0
  %".76" = icmp slt i64 %".20", 0
  %".77" = add i64 %".20", %".72"
  %".78" = select  i1 %".76", i64 %".77", i64 %".20"
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 5
  %".80" = getelementptr inbounds [1 x i64], [1 x i64]* %".79", i32 0, i32 0
  %".81" = load i64, i64* %".80", !range !1
  %".82" = insertvalue [1 x i64] undef, i64 %".81", 0
  %".83" = extractvalue [1 x i64] %".82", 0
  %".84" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 6
  %".85" = load [1 x i64], [1 x i64]* %".84"
  %".86" = extractvalue [1 x i64] %".85", 0
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 4
  %".88" = load i64*, i64** %".87"
  %".89" = mul i64 %".86", %".78"
  %".90" = ptrtoint i64* %".88" to i64
  %".91" = add i64 %".90", %".89"
  %".92" = inttoptr i64 %".91" to i64*
  store i64 %".63", i64* %".92"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i64*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8shfl_i64B3v25B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i64*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e8shfl_i64B3v25B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE", !"kernel", i32 1 }