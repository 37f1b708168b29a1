; ModuleID = "kernels.<locals>.atomic_inc_u32$18"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e14atomic_inc_u32B3v18B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e14atomic_inc_u32B3v18B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", i32* %"a.4", i64 %"a.5.0", i64 %"a.6.0")
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
  %".13" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13"
  %".36" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36"
  br label %"B0"
B0:
  %".12" = trunc i64 1000 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13"
  %".17" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13", i32 0, i32 5
  %".18" = getelementptr inbounds [1 x i64], [1 x i64]* %".17", i32 0, i32 0
  %".19" = load i64, i64* %".18", !range !1
  %".20" = insertvalue [1 x i64] undef, i64 %".19", 0
  %".21" = extractvalue [1 x i64] %".20", 0
  %".22" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13", i32 0, i32 6
  %".23" = load [1 x i64], [1 x i64]* %".22"
  %".24" = extractvalue [1 x i64] %".23", 0
  %".25" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".13", i32 0, i32 4
  %".26" = load i32*, i32** %".25"
  %".27" = icmp slt i64 0, 0
  %".28" = add i64 %".21", 0
  %".29" = select  i1 %".27", i64 %".28", i64 0
  %".30" = mul i64 %".24", %".29"
  %".31" = ptrtoint i32* %".26" to i64
  %".32" = add i64 %".31", %".30"
  %".33" = inttoptr i64 %".32" to i32*
  %".34" = call i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".33", i32 %".12")
  %".35" = trunc i64 1000 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36"
  %".40" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 5
  %".41" = getelementptr inbounds [1 x i64], [1 x i64]* %".40", i32 0, i32 0
  %".42" = load i64, i64* %".41", !range !1
  %".43" = insertvalue [1 x i64] undef, i64 %".42", 0
  %".44" = extractvalue [1 x i64] %".43", 0
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 6
  %".46" = load [1 x i64], [1 x i64]* %".45"
  %".47" = extractvalue [1 x i64] %".46", 0
  %".48" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 4
  %".49" = load i32*, i32** %".48"
  %".50" = icmp slt i64 1, 0
  %".51" = add i64 %".44", 1
  %".52" = select  i1 %".50", i64 %".51", i64 1
  %".53" = mul i64 %".47", %".52"
  %".54" = ptrtoint i32* %".49" to i64
  %".55" = add i64 %".54", %".53"
  %".56" = inttoptr i64 %".55" to i32*
  %".57" = call i32 @"llvm.nvvm.atomic.load.dec.32.p0i32"(i32* %".56", i32 %".35")
  ret void
}

declare i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".1", i32 %".2")

declare i32 @"llvm.nvvm.atomic.load.dec.32.p0i32"(i32* %".1", i32 %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e14atomic_inc_u32B3v18B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e14atomic_inc_u32B3v18B92cw51cXTLSUwv1sDUaKthqaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE", !"kernel", i32 1 }