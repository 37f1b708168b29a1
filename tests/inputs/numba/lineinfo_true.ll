; ModuleID = "kernels.<locals>.lineinfo_kernel$39"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e15lineinfo_kernelB3v39B106cw51cXTLSUwv1sDUaKthqaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e15lineinfo_kernelB3v39B106cw51cXTLSUwv1sDUaKthqaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0") !dbg !26
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
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".29" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".29"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".46" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46"
  %".81" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", metadata !42, metadata !43), !dbg !27
  %".15" = trunc i64 1 to i32 , !dbg !44
  %".16" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"(), !dbg !44
  %".17" = sext i32 %".16" to i64 , !dbg !44
  %".18" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"(), !dbg !44
  %".19" = sext i32 %".18" to i64 , !dbg !44
  %".20" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"(), !dbg !44
  %".21" = sext i32 %".20" to i64 , !dbg !44
  %".22" = mul i64 %".19", %".21", !dbg !44
  %".23" = add i64 %".22", %".17", !dbg !44
  %".25" = load i64, i64* %"i", !dbg !44
  store i64 %".23", i64* %"i", !dbg !44
  call void @"llvm.dbg.value"(metadata i64 %".23", metadata !45, metadata !43), !dbg !44
  %".28" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".29"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".28", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".29", !dbg !46
  %".33" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".29", i32 0, i32 2 , !dbg !46
  %".34" = load i64, i64* %".33", !dbg !46
  %".35" = load i64, i64* %"i", !dbg !46
  %".36" = icmp slt i64 %".35", %".34" , !dbg !46
  %".38" = load i1, i1* %"$68pred", !dbg !46
  store i1 %".36", i1* %"$68pred", !dbg !46
  %".40" = load i1, i1* %"$68pred", !dbg !46
  br i1 %".40", label %"B70", label %"B178", !dbg !46
B70:
  %".42" = load i1, i1* %"$68pred", !dbg !47
  store i1 0, i1* %"$68pred", !dbg !47
  %".44" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !47
  %".45" = load i64, i64* %"i", !dbg !47
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".44", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", !dbg !47
  %".50" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 5 , !dbg !47
  %".51" = getelementptr inbounds [1 x i64], [1 x i64]* %".50", i32 0, i32 0 , !dbg !47
  %".52" = load i64, i64* %".51", !dbg !47, !range !48
  %".53" = insertvalue [1 x i64] undef, i64 %".52", 0 , !dbg !47
  %".54" = extractvalue [1 x i64] %".53", 0 , !dbg !47
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 6 , !dbg !47
  %".56" = load [1 x i64], [1 x i64]* %".55", !dbg !47
  %".57" = extractvalue [1 x i64] %".56", 0 , !dbg !47
  %".58" = icmp slt i64 %".45", 0 , !dbg !47
  %".59" = add i64 %".45", %".54", !dbg !47
  %".60" = select  i1 %".58", i64 %".59", i64 %".45" , !dbg !47
  %".61" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 5 , !dbg !47
  %".62" = getelementptr inbounds [1 x i64], [1 x i64]* %".61", i32 0, i32 0 , !dbg !47
  %".63" = load i64, i64* %".62", !dbg !47, !range !48
  %".64" = insertvalue [1 x i64] undef, i64 %".63", 0 , !dbg !47
  %".65" = extractvalue [1 x i64] %".64", 0 , !dbg !47
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 6 , !dbg !47
  %".67" = load [1 x i64], [1 x i64]* %".66", !dbg !47
  %".68" = extractvalue [1 x i64] %".67", 0 , !dbg !47
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".46", i32 0, i32 4 , !dbg !47
  %".70" = load float*, float** %".69", !dbg !47
  %".71" = mul i64 %".68", %".60", !dbg !47
  %".72" = ptrtoint float* %".70" to i64 , !dbg !47
  %".73" = add i64 %".72", %".71", !dbg !47
  %".74" = inttoptr i64 %".73" to float* , !dbg !47
  %".75" = load float, float* %".74", !dbg !47
  %".76" = call float @"__nv_sinf"(float %".75"), !dbg !49
  %".77" = call float @"__nv_expf"(float %".75"), !dbg !49
  %".78" = fmul float %".76", %".77", !dbg !49
  %".79" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !49
  %".80" = load i64, i64* %"i", !dbg !49
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".79", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", !dbg !49
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5 , !dbg !49
  %".86" = getelementptr inbounds [1 x i64], [1 x i64]* %".85", i32 0, i32 0 , !dbg !49
  %".87" = load i64, i64* %".86", !dbg !49, !range !48
  %".88" = insertvalue [1 x i64] undef, i64 %".87", 0 , !dbg !49
  %".89" = extractvalue [1 x i64] %".88", 0 , !dbg !49
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6 , !dbg !49
  %".91" = load [1 x i64], [1 x i64]* %".90", !dbg !49
  %".92" = extractvalue [1 x i64] %".91", 0 , !dbg !49
  %".93" = icmp slt i64 %".80", 0 , !dbg !49
  %".94" = add i64 %".80", %".89", !dbg !49
  %".95" = select  i1 %".93", i64 %".94", i64 %".80" , !dbg !49
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5 , !dbg !49
  %".97" = getelementptr inbounds [1 x i64], [1 x i64]* %".96", i32 0, i32 0 , !dbg !49
  %".98" = load i64, i64* %".97", !dbg !49, !range !48
  %".99" = insertvalue [1 x i64] undef, i64 %".98", 0 , !dbg !49
  %".100" = extractvalue [1 x i64] %".99", 0 , !dbg !49
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6 , !dbg !49
  %".102" = load [1 x i64], [1 x i64]* %".101", !dbg !49
  %".103" = extractvalue [1 x i64] %".102", 0 , !dbg !49
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 4 , !dbg !49
  %".105" = load float*, float** %".104", !dbg !49
  %".106" = mul i64 %".103", %".95", !dbg !49
  %".107" = ptrtoint float* %".105" to i64 , !dbg !49
  %".108" = add i64 %".107", %".106", !dbg !49
  %".109" = inttoptr i64 %".108" to float* , !dbg !49
  store float %".78", float* %".109", !dbg !49
  %".111" = load i64, i64* %"i", !dbg !49
  store i64 0, i64* %"i", !dbg !49
  %".113" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !49
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !49
  ret void, !dbg !49
B178:
  %".117" = load i64, i64* %"i", !dbg !46
  store i64 0, i64* %"i", !dbg !46
  %".119" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  %".121" = load i1, i1* %"$68pred", !dbg !46
  store i1 0, i1* %"$68pred", !dbg !46
  ret void, !dbg !46
}

declare void @"llvm.dbg.declare"(metadata %".1", metadata %".2", metadata %".3")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.dbg.value"(metadata %".1", metadata %".2", metadata %".3")

declare float @"__nv_sinf"(float %".1")

declare float @"__nv_expf"(float %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e15lineinfo_kernelB3v39B106cw51cXTLSUwv1sDUaKthqaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!llvm.dbg.cu = !{ !2 }
!llvm.module.flags = !{ !50, !51 }
!nvvm.annotations = !{ !52 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !DIFile(directory: "/work/main/scripts", filename: "numba_check.py")
!2 = distinct !DICompileUnit(emissionKind: DebugDirectivesOnly, file: !1, isOptimized: true, language: DW_LANG_C_plus_plus, producer: "clang (Numba)", runtimeVersion: 0)
!3 = !DIBasicType(encoding: DW_ATE_unsigned, name: "i8", size: 8)
!4 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!5 = !DIDerivedType(baseType: !4, size: 64, tag: DW_TAG_pointer_type)
!6 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!7 = !DIDerivedType(baseType: !6, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!8 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!9 = !DIDerivedType(baseType: !8, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!10 = !DIBasicType(encoding: DW_ATE_signed, name: "int64", size: 64)
!11 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!12 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!13 = !DIBasicType(encoding: DW_ATE_float, name: "float32", size: 32)
!14 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!15 = !DIDerivedType(baseType: !14, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!16 = !DISubrange(count: 1)
!17 = !{ !16 }
!18 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!19 = !DIDerivedType(baseType: !18, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!20 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!21 = !DIDerivedType(baseType: !20, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!22 = !{ !7, !9, !11, !12, !15, !19, !21 }
!23 = distinct !DICompositeType(elements: !22, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!24 = !{ null, !23 }
!25 = !DISubroutineType(types: !24)
!26 = distinct !DISubprogram(file: !1, isDefinition: true, isLocal: false, isOptimized: true, line: 220, linkageName: "_ZN8__main__7kernels12_3clocals_3e15lineinfo_kernelB3v39B106cw51cXTLSUwv1sDUaKthqaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIfLi1E1A7mutable7alignedE", name: "kernels.<locals>.lineinfo_kernel", scope: !1, scopeLine: 220, type: !25, unit: !2)
!27 = !DILocation(column: 1, line: 220, scope: !26)
!28 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!29 = !DIDerivedType(baseType: !28, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!30 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!31 = !DIDerivedType(baseType: !30, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!32 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!33 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!34 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!35 = !DIDerivedType(baseType: !34, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!36 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!37 = !DIDerivedType(baseType: !36, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!38 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!39 = !DIDerivedType(baseType: !38, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!40 = !{ !29, !31, !32, !33, !35, !37, !39 }
!41 = distinct !DICompositeType(elements: !40, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!42 = !DILocalVariable(arg: 1, file: !1, line: 220, name: "a", scope: !26, type: !41)
!43 = !DIExpression()
!44 = !DILocation(column: 1, line: 221, scope: !26)
!45 = !DILocalVariable(arg: 0, file: !1, line: 221, name: "i", scope: !26, type: !10)
!46 = !DILocation(column: 1, line: 222, scope: !26)
!47 = !DILocation(column: 1, line: 223, scope: !26)
!48 = !{ i64 0, i64 9223372036854775807 }
!49 = !DILocation(column: 1, line: 224, scope: !26)
!50 = !{ i32 2, !"Dwarf Version", i32 4 }
!51 = !{ i32 2, !"Debug Info Version", i32 3 }
!52 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e15lineinfo_kernelB3v39B106cw51cXTLSUwv1sDUaKthqaNgoKmjgMVuW1AiA8rAEg2UjxRKtuAIAMYDWpKAqkSkPiQB1BQFk0DyoW21Oizc1a0UoPGnDpQE8oxrNQE_3dE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }