; Section 11: nvvm.annotations entries: shape, property names, the entity each annotates, values,
; launch bounds on non-kernels and conflicting properties. (Entries LLVM's parser cannot survive
; are the annotation guard's business, not this checker's.)
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0
@both = addrspace(1) global i64 0   ; expect-error: annotation-conflict ; strict-error: annotation-conflict
@m = addrspace(1) global i32 0
@m2 = addrspace(1) global i32 0   ; expect-error: annotation-value ; strict-error: annotation-value
@m3 = addrspace(1) global i32 0   ; expect-error: annotation-shape ; strict-error: annotation-shape

define void @kernel() {
  ret void
}

define void @device() {   ; expect-warning: launch-bounds-non-kernel ; strict-error: launch-bounds-non-kernel
  ret void
}

define void @zero() {   ; expect-error: annotation-value ; strict-error: annotation-value
  ret void
}

define void @typo() {   ; expect-warning: annotation-property ; strict-error: annotation-property
  ret void
}

define void @regs() {   ; strict-error: annotation-llvm-extension
  ret void
}

define void @textured() {   ; expect-error: annotation-entity ; strict-error: annotation-entity
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!0 = !{void ()* @kernel, !"kernel", i32 1, !"maxntidx", i32 256, !"minctasm", i32 2}
!1 = !{i64 addrspace(1)* @tex, !"texture", i32 1}
!2 = !{i64 addrspace(1)* @both, !"texture", i32 1}
!3 = !{i64 addrspace(1)* @both, !"surface", i32 1}
!4 = !{i32 addrspace(1)* @m, !"managed", i32 1}
!5 = !{i32 addrspace(1)* @m2, !"managed", i32 2}
!6 = !{i32 addrspace(1)* @m3, !"managed", i64 1}
!7 = !{void ()* @device, !"maxntidx", i32 64}
!8 = !{void ()* @zero, !"kernel", i32 1, !"reqntidx", i32 0}
!9 = !{void ()* @typo, !"kernel", i32 1, !"maxntidX", i32 64}
!10 = !{void ()* @regs, !"kernel", i32 1, !"maxnreg", i32 32}
!11 = !{void ()* @textured, !"texture", i32 1}
