; --emit abi: every kind of kernel parameter, with what the PTX .entry declares for it.
; RUN: %nvvmc %s --arch sm_90 --emit abi -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=PTX
; CHECK: "schema": "nvvmc-abi/1",
; CHECK: "ptx_version": "{{[0-9]+\.[0-9]+}}",
; CHECK: "target": "sm_90",
; CHECK: "address_size": 64,
; CHECK-LABEL: "name": "params",
; CHECK: "ptx_entry": "params",
; generic pointer: global by NVVM semantics, align from the parameter attribute
; CHECK: "ptx_declaration": ".param .u64 .ptr .align 16 params_param_0",
; CHECK: "pointee_address_space": "global",
; CHECK-NEXT: "ptr_align": 16,
; CHECK: "llvm_type": "ptr addrspace(1)",
; CHECK: "pointee_address_space": "global",
; CHECK: "llvm_type": "ptr addrspace(3)",
; CHECK: "ptx_declaration": ".param .u64 .ptr .shared .align 1 params_param_2",
; CHECK: "pointee_address_space": "shared",
; CHECK: "llvm_type": "ptr addrspace(4)",
; CHECK: "pointee_address_space": "const",
; narrow integers: explicit signext, and zeroext assumed (section 3.2.1)
; CHECK: "ptx_declaration": ".param .u8 params_param_4",
; CHECK: "extension": "zeroext (assumed)",
; CHECK: "ptx_declaration": ".param .u16 params_param_5",
; CHECK: "extension": "signext",
; CHECK: "ptx_declaration": ".param .f64 params_param_6",
; CHECK: "size": 8,
; vector and struct by value: byte arrays with the type's alignment
; CHECK: "llvm_type": "<4 x float>",
; CHECK: "ptx_declaration": ".param .align 16 .b8 params_param_7[16]",
; CHECK: "llvm_type": "%struct.Pair",
; CHECK: "ptx_declaration": ".param .align 8 .b8 params_param_8[16]",
; CHECK: "size": 16,
; CHECK: "members": [
; CHECK: "offset": 0,
; CHECK-NEXT: "size": 1,
; CHECK-NEXT: "llvm_type": "i8"
; CHECK: "offset": 8,
; CHECK-NEXT: "size": 8,
; CHECK-NEXT: "llvm_type": "double"
; byval with the align annotation's alignment
; CHECK: "ptx_declaration": ".param .align 16 .b8 params_param_9[16]",
; CHECK: "byval": true,
; CHECK-LABEL: "name": "launch",
; CHECK: "maxntid": [
; CHECK-NEXT: 128,
; CHECK-NEXT: 2
; CHECK: "minctasm": 4,
; CHECK: "ptx_directives": [
; CHECK-NEXT: ".maxntid 128, 2, 1",
; CHECK-NEXT: ".minnctapersm 4"
; CHECK-LABEL: "name": "exact",
; CHECK: "reqntid": [
; CHECK-NEXT: 32,
; CHECK-NEXT: 4,
; CHECK-NEXT: 1
; CHECK: "maxnreg": 64,
; CHECK: "ptx_directives": [
; CHECK-DAG: ".reqntid 32, 4, 1"
; CHECK-DAG: ".maxnreg 64"
; CHECK-LABEL: "functions": [
; CHECK: "name": "helper",
; CHECK-NEXT: "linkage": "weak",
; CHECK-NEXT: "ptx_directive": ".weak",
; CHECK: "name": "params",
; CHECK-NEXT: "linkage": "external",
; CHECK-NEXT: "ptx_directive": ".visible",
; CHECK-LABEL: "globals": [
; CHECK: "name": "counter",
; CHECK-NEXT: "linkage": "external",
; CHECK-NEXT: "ptx_directive": ".visible",
; CHECK: "address_space": 1
; PTX: .visible .entry params(
; PTX: .maxntid 128, 2
target triple = "nvptx64-nvidia-cuda"
%struct.Pair = type { i8, double }
@counter = addrspace(1) global i32 0
define weak void @helper() noinline {
  ret void
}
define void @params(ptr align 16 %gen, ptr addrspace(1) %glob, ptr addrspace(3) %sh, ptr addrspace(4) %c, i8 %byte, i16 signext %half, double %d, <4 x float> %v, %struct.Pair %pair, ptr byval(%struct.Pair) align 16 %bv) {
  call void @helper()
  ret void
}
define void @launch() {
  ret void
}
define void @exact() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!0 = !{ptr @params, !"kernel", i32 1}
!1 = !{ptr @params, !"align", i32 655376}
!2 = !{ptr @launch, !"kernel", i32 1}
!3 = !{ptr @launch, !"maxntidx", i32 128}
!4 = !{ptr @launch, !"maxntidy", i32 2}
!5 = !{ptr @launch, !"minctasm", i32 4}
!6 = !{ptr @exact, !"kernel", i32 1}
!7 = !{ptr @exact, !"reqntidx", i32 32}
!8 = !{ptr @exact, !"reqntidy", i32 4}
!9 = !{ptr @exact, !"reqntidz", i32 1}
!10 = !{ptr @exact, !"maxnreg", i32 64}
