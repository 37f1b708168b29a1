; Section 12: texture and surface variables are named i64 globals in the global space, used only
; in metadata, as intrinsic arguments and in llvm.used.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0
@surf32 = addrspace(1) global i32 0   ; expect-error: texture-surface-variable ; strict-error: texture-surface-variable
@texg = global i64 0   ; expect-error: texture-surface-variable ; strict-error: texture-surface-variable
@llvm.used = appending global [1 x i8*] [i8* addrspacecast (i8 addrspace(1)* bitcast (i64 addrspace(1)* @tex to i8 addrspace(1)*) to i8*)], section "llvm.metadata"

define i64 @k() {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)* @tex)
  %v = load i64, i64 addrspace(1)* @tex   ; expect-error: texture-surface-use ; strict-error: texture-surface-use
  %s = add i64 %h, %v
  ret i64 %s
}

declare i64 @llvm.nvvm.texsurf.handle.internal.p1i64(i64 addrspace(1)*)

!nvvm.annotations = !{!0, !1, !2}
!0 = !{i64 addrspace(1)* @tex, !"texture", i32 1}
!1 = !{i32 addrspace(1)* @surf32, !"surface", i32 1}
!2 = !{i64* @texg, !"texture", i32 1}
