; ModuleID = "kernels.<locals>.vote_all_any_eq$26"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e15vote_all_any_eqB3v26B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e15vote_all_any_eqB3v26B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".30" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  %".81" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81"
  br label %"B0"
B0:
  %".21" = trunc i64 1 to i32
  %".22" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".23" = sext i32 %".22" to i64
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".25" = sext i32 %".24" to i64
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = mul i64 %".25", %".27"
  %".29" = add i64 %".28", %".23"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 5
  %".35" = getelementptr inbounds [1 x i64], [1 x i64]* %".34", i32 0, i32 0
  %".36" = load i64, i64* %".35", !range !1
  %".37" = insertvalue [1 x i64] undef, i64 %".36", 0
  %".38" = extractvalue [1 x i64] %".37", 0
  %".39" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 6
  %".40" = load [1 x i64], [1 x i64]* %".39"
  %".41" = extractvalue [1 x i64] %".40", 0
  %".42" = icmp slt i64 %".29", 0
  %".43" = add i64 %".29", %".38"
  %".44" = select  i1 %".42", i64 %".43", i64 %".29"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 5
  %".46" = getelementptr inbounds [1 x i64], [1 x i64]* %".45", i32 0, i32 0
  %".47" = load i64, i64* %".46", !range !1
  %".48" = insertvalue [1 x i64] undef, i64 %".47", 0
  %".49" = extractvalue [1 x i64] %".48", 0
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 6
  %".51" = load [1 x i64], [1 x i64]* %".50"
  %".52" = extractvalue [1 x i64] %".51", 0
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 4
  %".54" = load i32*, i32** %".53"
  %".55" = mul i64 %".52", %".44"
  %".56" = ptrtoint i32* %".54" to i64
  %".57" = add i64 %".56", %".55"
  %".58" = inttoptr i64 %".57" to i32*
  %".59" = load i32, i32* %".58"
  %".60" = sext i32 %".59" to i64
  %".61" = icmp sgt i64 %".60", 0
  %".62" = trunc i64 4294967295 to i32
  %".63" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".62", i32 0, i1 %".61")
  %".64" = extractvalue {i32, i1} %".63", 1
  %".65" = trunc i64 4294967295 to i32
  %".66" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".65", i32 1, i1 %".61")
  %".67" = extractvalue {i32, i1} %".66", 1
  %".68" = zext i1 %".67" to i32
  %".69" = sext i32 %".68" to i64
  %".70" = mul nsw i64 2, %".69"
  %".71" = zext i1 %".64" to i32
  %".72" = sext i32 %".71" to i64
  %".73" = add nsw i64 %".72", %".70"
  %".74" = trunc i64 4294967295 to i32
  %".75" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".74", i32 2, i1 %".61")
  %".76" = extractvalue {i32, i1} %".75", 1
  %".77" = zext i1 %".76" to i32
  %".78" = sext i32 %".77" to i64
  %".79" = mul nsw i64 4, %".78"
  %".80" = add nsw i64 %".73", %".79"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81"
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5
  %".86" = getelementptr inbounds [1 x i64], [1 x i64]* %".85", i32 0, i32 0
  %".87" = load i64, i64* %".86", !range !1
  %".88" = insertvalue [1 x i64] undef, i64 %".87", 0
  %".89" = extractvalue [1 x i64] %".88", 0
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6
  %".91" = load [1 x i64], [1 x i64]* %".90"
  %".92" = extractvalue [1 x i64] %".91", 0
  %".93" = icmp slt i64 %".29", 0
  %".94" = add i64 %".29", %".89"
  %".95" = select  i1 %".93", i64 %".94", i64 %".29"
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5
  %".97" = getelementptr inbounds [1 x i64], [1 x i64]* %".96", i32 0, i32 0
  %".98" = load i64, i64* %".97", !range !1
  %".99" = insertvalue [1 x i64] undef, i64 %".98", 0
  %".100" = extractvalue [1 x i64] %".99", 0
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6
  %".102" = load [1 x i64], [1 x i64]* %".101"
  %".103" = extractvalue [1 x i64] %".102", 0
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 4
  %".105" = load i32*, i32** %".104"
  %".106" = mul i64 %".103", %".95"
  %".107" = ptrtoint i32* %".105" to i64
  %".108" = add i64 %".107", %".106"
  %".109" = inttoptr i64 %".108" to i32*
  %".110" = trunc i64 %".80" to i32
  store i32 %".110", i32* %".109"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".1", i32 %".2", i1 %".3")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e15vote_all_any_eqB3v26B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e15vote_all_any_eqB3v26B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }