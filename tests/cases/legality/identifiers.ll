; Section 2: global names have the form [a-zA-Z$_][a-zA-Z$_0-9]*; llvm.nvvm.* and nvvm.* are
; reserved for globals and locals alike. LLVM 22 renames internal globals for PTX (quiet by
; default); an external name PTX cannot carry is an error (ptxas would reject the PTX).
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dotted.name = internal addrspace(1) global i32 0   ; strict-error: identifier-form
@external.dotted = addrspace(1) global i32 0   ; expect-error: ptx-symbol-name ; strict-error: ptx-symbol-name
@"dash-name" = addrspace(1) global i32 0   ; expect-error: ptx-symbol-name ; strict-error: ptx-symbol-name
@plain_$name9 = addrspace(1) global i32 0
@nvvm.mine = addrspace(1) global i32 0   ; expect-error: reserved-identifier ; strict-error: reserved-identifier
@nvvmmine = addrspace(1) global i32 0

define void @k(i32 %x) {
  %nvvm.tmp = add i32 %x, 1   ; strict-error: reserved-local-name
  %nvvmtmp = add i32 %x, 2
  store i32 %nvvm.tmp, i32 addrspace(1)* @plain_$name9
  store i32 %nvvmtmp, i32 addrspace(1)* @nvvmmine
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32)* @k, !"kernel", i32 1}
