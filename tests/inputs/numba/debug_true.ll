; ModuleID = "kernels.<locals>.debug_kernel$38"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0") !dbg !26
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
  %"$6load_deref.0" = alloca i8*
  store i8* null, i8** %"$6load_deref.0"
  %"$8load_method.2" = alloca i8*
  store i8* null, i8** %"$8load_method.2"
  %"$const30.3.1" = alloca i64
  store i64 0, i64* %"$const30.3.1"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".40" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".40"
  %"$52load_attr.7" = alloca i64
  store i64 0, i64* %"$52load_attr.7"
  %"$62compare_op.8" = alloca i1
  store i1 0, i1* %"$62compare_op.8"
  %"$bool68" = alloca i8*
  store i8* null, i8** %"$bool68"
  %"$68pred" = alloca i1
  store i1 0, i1* %"$68pred"
  %".81" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  %"$74binary_subscr.2" = alloca float
  store float 0.0, float* %"$74binary_subscr.2"
  %"$const84.3.2" = alloca double
  store double 0.0, double* %"$const84.3.2"
  %"$binop_mul86.4" = alloca double
  store double 0.0, double* %"$binop_mul86.4"
  %"$const90.5.3" = alloca double
  store double 0.0, double* %"$const90.5.3"
  %"$binop_add92.6" = alloca double
  store double 0.0, double* %"$binop_add92.6"
  %".136" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136"
  %"$const104.9.0" = alloca i8*
  store i8* null, i8** %"$const104.9.0"
  %"$106return_value.10" = alloca i8*
  store i8* null, i8** %"$106return_value.10"
  %"$const108.0.0" = alloca i8*
  store i8* null, i8** %"$const108.0.0"
  %"$110return_value.1" = alloca i8*
  store i8* null, i8** %"$110return_value.1"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", metadata !42, metadata !43), !dbg !27
  %".16" = load i8*, i8** %"$6load_deref.0", !dbg !44
  store i8* null, i8** %"$6load_deref.0", !dbg !44
  %".18" = load i8*, i8** %"$6load_deref.0", !dbg !44
  %".20" = load i8*, i8** %"$8load_method.2", !dbg !44
  store i8* null, i8** %"$8load_method.2", !dbg !44
  %".23" = load i64, i64* %"$const30.3.1", !dbg !44
  store i64 1, i64* %"$const30.3.1", !dbg !44
  %".25" = load i64, i64* %"$const30.3.1", !dbg !44
  %".26" = trunc i64 1 to i32 , !dbg !44
  %".27" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"(), !dbg !44
  %".28" = sext i32 %".27" to i64 , !dbg !44
  %".29" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"(), !dbg !44
  %".30" = sext i32 %".29" to i64 , !dbg !44
  %".31" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"(), !dbg !44
  %".32" = sext i32 %".31" to i64 , !dbg !44
  %".33" = mul i64 %".30", %".32", !dbg !44
  %".34" = add i64 %".33", %".28", !dbg !44
  %".36" = load i64, i64* %"i", !dbg !44
  store i64 %".34", i64* %"i", !dbg !44
  call void @"llvm.dbg.value"(metadata i64 %".34", metadata !45, metadata !43), !dbg !44
  %".39" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".40"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".39", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".40", !dbg !46
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".40", i32 0, i32 2 , !dbg !46
  %".45" = load i64, i64* %".44", !dbg !46
  %".47" = load i64, i64* %"$52load_attr.7", !dbg !46
  store i64 %".45", i64* %"$52load_attr.7", !dbg !46
  %".49" = load i64, i64* %"i", !dbg !46
  %".50" = load i64, i64* %"$52load_attr.7", !dbg !46
  %".51" = icmp slt i64 %".49", %".50" , !dbg !46
  %".53" = load i1, i1* %"$62compare_op.8", !dbg !46
  store i1 %".51", i1* %"$62compare_op.8", !dbg !46
  %".56" = load i8*, i8** %"$bool68", !dbg !46
  store i8* null, i8** %"$bool68", !dbg !46
  %".58" = load i1, i1* %"$62compare_op.8", !dbg !46
  %".60" = load i1, i1* %"$68pred", !dbg !46
  store i1 %".58", i1* %"$68pred", !dbg !46
  %".62" = load i8*, i8** %"$6load_deref.0", !dbg !46
  store i8* null, i8** %"$6load_deref.0", !dbg !46
  %".64" = load i64, i64* %"$const30.3.1", !dbg !46
  store i64 0, i64* %"$const30.3.1", !dbg !46
  %".66" = load i8*, i8** %"$8load_method.2", !dbg !46
  store i8* null, i8** %"$8load_method.2", !dbg !46
  %".68" = load i64, i64* %"$52load_attr.7", !dbg !46
  store i64 0, i64* %"$52load_attr.7", !dbg !46
  %".70" = load i8*, i8** %"$bool68", !dbg !46
  store i8* null, i8** %"$bool68", !dbg !46
  %".72" = load i1, i1* %"$62compare_op.8", !dbg !46
  store i1 0, i1* %"$62compare_op.8", !dbg !46
  %".74" = load i1, i1* %"$68pred", !dbg !46
  br i1 %".74", label %"B70", label %"B108", !dbg !46
B70:
  %".76" = load i1, i1* %"$68pred", !dbg !47
  store i1 0, i1* %"$68pred", !dbg !47
  %".78" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !47
  %".79" = load i64, i64* %"i", !dbg !47
  call void @"llvm.dbg.value"(metadata i64 %".79", metadata !45, metadata !43), !dbg !47
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".78", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", !dbg !47
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5 , !dbg !47
  %".86" = getelementptr inbounds [1 x i64], [1 x i64]* %".85", i32 0, i32 0 , !dbg !47
  %".87" = load i64, i64* %".86", !dbg !47, !range !48
  %".88" = insertvalue [1 x i64] undef, i64 %".87", 0 , !dbg !47
  %".89" = extractvalue [1 x i64] %".88", 0 , !dbg !47
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6 , !dbg !47
  %".91" = load [1 x i64], [1 x i64]* %".90", !dbg !47
  %".92" = extractvalue [1 x i64] %".91", 0 , !dbg !47
  %".93" = icmp slt i64 %".79", 0 , !dbg !47
  %".94" = add i64 %".79", %".89", !dbg !47
  %".95" = select  i1 %".93", i64 %".94", i64 %".79" , !dbg !47
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 5 , !dbg !47
  %".97" = getelementptr inbounds [1 x i64], [1 x i64]* %".96", i32 0, i32 0 , !dbg !47
  %".98" = load i64, i64* %".97", !dbg !47, !range !48
  %".99" = insertvalue [1 x i64] undef, i64 %".98", 0 , !dbg !47
  %".100" = extractvalue [1 x i64] %".99", 0 , !dbg !47
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 6 , !dbg !47
  %".102" = load [1 x i64], [1 x i64]* %".101", !dbg !47
  %".103" = extractvalue [1 x i64] %".102", 0 , !dbg !47
  %".104" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".81", i32 0, i32 4 , !dbg !47
  %".105" = load float*, float** %".104", !dbg !47
  %".106" = mul i64 %".103", %".95", !dbg !47
  %".107" = ptrtoint float* %".105" to i64 , !dbg !47
  %".108" = add i64 %".107", %".106", !dbg !47
  %".109" = inttoptr i64 %".108" to float* , !dbg !47
  %".110" = load float, float* %".109", !dbg !47
  %".112" = load float, float* %"$74binary_subscr.2", !dbg !47
  store float %".110", float* %"$74binary_subscr.2", !dbg !47
  %".115" = load double, double* %"$const84.3.2", !dbg !47
  store double 0x4000000000000000, double* %"$const84.3.2", !dbg !47
  %".117" = load float, float* %"$74binary_subscr.2", !dbg !47
  %".118" = load double, double* %"$const84.3.2", !dbg !47
  %".119" = fpext float %".117" to double , !dbg !47
  %".120" = fmul double %".119", %".118", !dbg !47
  %".122" = load double, double* %"$binop_mul86.4", !dbg !47
  store double %".120", double* %"$binop_mul86.4", !dbg !47
  %".125" = load double, double* %"$const90.5.3", !dbg !47
  store double 0x3ff0000000000000, double* %"$const90.5.3", !dbg !47
  %".127" = load double, double* %"$binop_mul86.4", !dbg !47
  %".128" = load double, double* %"$const90.5.3", !dbg !47
  %".129" = fadd double %".127", %".128", !dbg !47
  %".131" = load double, double* %"$binop_add92.6", !dbg !47
  store double %".129", double* %"$binop_add92.6", !dbg !47
  %".133" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !47
  %".134" = load double, double* %"$binop_add92.6", !dbg !47
  %".135" = load i64, i64* %"i", !dbg !47
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".133", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", !dbg !47
  %".140" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 5 , !dbg !47
  %".141" = getelementptr inbounds [1 x i64], [1 x i64]* %".140", i32 0, i32 0 , !dbg !47
  %".142" = load i64, i64* %".141", !dbg !47, !range !48
  %".143" = insertvalue [1 x i64] undef, i64 %".142", 0 , !dbg !47
  %".144" = extractvalue [1 x i64] %".143", 0 , !dbg !47
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 6 , !dbg !47
  %".146" = load [1 x i64], [1 x i64]* %".145", !dbg !47
  %".147" = extractvalue [1 x i64] %".146", 0 , !dbg !47
  %".148" = icmp slt i64 %".135", 0 , !dbg !47
  %".149" = add i64 %".135", %".144", !dbg !47
  %".150" = select  i1 %".148", i64 %".149", i64 %".135" , !dbg !47
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 5 , !dbg !47
  %".152" = getelementptr inbounds [1 x i64], [1 x i64]* %".151", i32 0, i32 0 , !dbg !47
  %".153" = load i64, i64* %".152", !dbg !47, !range !48
  %".154" = insertvalue [1 x i64] undef, i64 %".153", 0 , !dbg !47
  %".155" = extractvalue [1 x i64] %".154", 0 , !dbg !47
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 6 , !dbg !47
  %".157" = load [1 x i64], [1 x i64]* %".156", !dbg !47
  %".158" = extractvalue [1 x i64] %".157", 0 , !dbg !47
  %".159" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".136", i32 0, i32 4 , !dbg !47
  %".160" = load float*, float** %".159", !dbg !47
  %".161" = mul i64 %".158", %".150", !dbg !47
  %".162" = ptrtoint float* %".160" to i64 , !dbg !47
  %".163" = add i64 %".162", %".161", !dbg !47
  %".164" = inttoptr i64 %".163" to float* , !dbg !47
  %".165" = fptrunc double %".134" to float , !dbg !47
  store float %".165", float* %".164", !dbg !47
  %".168" = load i8*, i8** %"$const104.9.0", !dbg !47
  store i8* null, i8** %"$const104.9.0", !dbg !47
  %".170" = load i8*, i8** %"$const104.9.0", !dbg !47
  %".172" = load i8*, i8** %"$106return_value.10", !dbg !47
  store i8* %".170", i8** %"$106return_value.10", !dbg !47
  %".174" = load double, double* %"$const84.3.2", !dbg !47
  store double 0.0, double* %"$const84.3.2", !dbg !47
  %".176" = load float, float* %"$74binary_subscr.2", !dbg !47
  store float 0.0, float* %"$74binary_subscr.2", !dbg !47
  %".178" = load double, double* %"$const90.5.3", !dbg !47
  store double 0.0, double* %"$const90.5.3", !dbg !47
  %".180" = load double, double* %"$binop_mul86.4", !dbg !47
  store double 0.0, double* %"$binop_mul86.4", !dbg !47
  %".182" = load i64, i64* %"i", !dbg !47
  store i64 0, i64* %"i", !dbg !47
  %".184" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !47
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !47
  %".186" = load double, double* %"$binop_add92.6", !dbg !47
  store double 0.0, double* %"$binop_add92.6", !dbg !47
  %".188" = load i8*, i8** %"$const104.9.0", !dbg !47
  store i8* null, i8** %"$const104.9.0", !dbg !47
  %".190" = load i8*, i8** %"$106return_value.10", !dbg !47
  call void @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__exc_helper__"(i32 0), !dbg !47
  ret void, !dbg !47
B108:
  %".193" = load i64, i64* %"i", !dbg !46
  store i64 0, i64* %"i", !dbg !46
  %".195" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a", !dbg !46
  %".197" = load i1, i1* %"$68pred", !dbg !46
  store i1 0, i1* %"$68pred", !dbg !46
  %".200" = load i8*, i8** %"$const108.0.0", !dbg !46
  store i8* null, i8** %"$const108.0.0", !dbg !46
  %".202" = load i8*, i8** %"$const108.0.0", !dbg !46
  %".204" = load i8*, i8** %"$110return_value.1", !dbg !46
  store i8* %".202", i8** %"$110return_value.1", !dbg !46
  %".206" = load i8*, i8** %"$const108.0.0", !dbg !46
  store i8* null, i8** %"$const108.0.0", !dbg !46
  %".208" = load i8*, i8** %"$110return_value.1", !dbg !46
  call void @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__exc_helper__"(i32 0), !dbg !46
  ret void, !dbg !46
}

declare void @"llvm.dbg.declare"(metadata %".1", metadata %".2", metadata %".3")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.dbg.value"(metadata %".1", metadata %".2", metadata %".3")

@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__errcode__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidx__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidx__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidy__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidy__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidz__" = global i32 0
@"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidz__" = global i32 0
define void @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__exc_helper__"(i32 %".1")
{
entry:
  %".3" = icmp eq i32 %".1", 0
  %".4" = icmp eq i32 %".1", -2
  %".5" = or i1 %".3", %".4"
  %".6" = xor i1 %".5", -1
  %".7" = icmp eq i32 %".1", -1
  %".8" = icmp eq i32 %".1", -3
  %".9" = icmp sge i32 %".1", 1
  br i1 %".5", label %"entry.if", label %"entry.endif", !prof !51
entry.if:
  ret void
entry.endif:
  %".12" = xor i1 %".7", -1
  br i1 %".12", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %".14" = cmpxchg i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__errcode__", i32 0, i32 %".1" monotonic monotonic
  %".15" = extractvalue {i32, i1} %".14", 1
  br i1 %".15", label %"entry.endif.if.if", label %"entry.endif.if.endif"
entry.endif.endif:
  ret void
entry.endif.if.if:
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  store i32 %".17", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidx__"
  %".19" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  store i32 %".19", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidy__"
  %".21" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  store i32 %".21", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__tidz__"
  %".23" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  store i32 %".23", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidx__"
  %".25" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  store i32 %".25", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidy__"
  %".27" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  store i32 %".27", i32* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE__ctaidz__"
  br label %"entry.endif.if.endif"
entry.endif.if.endif:
  br label %"entry.endif.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!llvm.dbg.cu = !{ !2 }
!llvm.module.flags = !{ !49, !50 }
!nvvm.annotations = !{ !52 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !DIFile(directory: "/work/main/scripts", filename: "numba_check.py")
!2 = distinct !DICompileUnit(emissionKind: FullDebug, file: !1, isOptimized: true, language: DW_LANG_C_plus_plus, producer: "clang (Numba)", runtimeVersion: 0)
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
!26 = distinct !DISubprogram(file: !1, isDefinition: true, isLocal: false, isOptimized: true, line: 215, linkageName: "_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE", name: "kernels.<locals>.debug_kernel", scope: !1, scopeLine: 215, type: !25, unit: !2)
!27 = !DILocation(column: 1, line: 215, scope: !26)
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
!42 = !DILocalVariable(arg: 1, file: !1, line: 215, name: "a", scope: !26, type: !41)
!43 = !DIExpression()
!44 = !DILocation(column: 1, line: 216, scope: !26)
!45 = !DILocalVariable(arg: 0, file: !1, line: 216, name: "i", scope: !26, type: !10)
!46 = !DILocation(column: 1, line: 217, scope: !26)
!47 = !DILocation(column: 1, line: 218, scope: !26)
!48 = !{ i64 0, i64 9223372036854775807 }
!49 = !{ i32 2, !"Dwarf Version", i32 4 }
!50 = !{ i32 2, !"Debug Info Version", i32 3 }
!51 = !{ !"branch_weights", i32 99, i32 1 }
!52 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__7kernels12_3clocals_3e12debug_kernelB3v38B110cw51cXTLSUwv1sDUaKthqaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }