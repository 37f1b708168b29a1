; Section 3.2 and 3.2.1: calling conventions (accepted and ignored), varargs, zeroext/signext on
; narrow integers, byval alignment, the <align, N> annotation (auto-upgraded by LLVM to
; alignstack) and !callalign on calls. (An align value whose alignment is not a power of two is
; rejected before parsing by the annotation guard, so it never reaches the checker.)
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, i32 }

define fastcc void @cc() {   ; strict-warning: calling-convention-ignored
  ret void
}

define void @plain() {
  call fastcc void @cc()   ; strict-warning: calling-convention-ignored
  call void @plain_callee()
  ret void
}

define void @plain_callee() {
  ret void
}

define i32 @va(i32 %n, ...) {   ; strict-error: varargs
  %ap = alloca ptr
  %v = va_arg ptr %ap, i32   ; strict-error: varargs
  ret i32 %v
}

define i8 @narrow(i16 %a, i1 zeroext %b) {   ; strict-warning: narrow-integer-extension
  ret i8 0
}

define signext i8 @extended(i16 zeroext %a, i8 signext %b, i32 %c) {
  ret i8 %b
}

define void @inreg(i32 inreg %a) {   ; strict-warning: inreg-ignored
  ret void
}

; align annotations: @byval_ok gives the byval parameter the annotated alignment; @byval_bad
; lacks it; @agg_ok annotates a by-value aggregate; @scalar_bad a scalar.
define void @byval_ok(ptr byval(%S) align 16 %p) {
  ret void
}

define void @byval_bad(ptr byval(%S) %p) {   ; expect-error: byval-alignment ; strict-error: byval-alignment
  ret void
}

define void @agg_ok(%S %s) {
  ret void
}

define void @scalar_bad(i32 %x) {   ; expect-error: align-annotation ; strict-error: align-annotation
  ret void
}

; !callalign: field (position << 16) | alignment, sorted, i32, within the arguments.
define void @calls(ptr %fp, ptr %p, %S %s) {
  call void %fp(ptr byval(%S) align 8 %p, %S %s), !callalign !10
  call void %fp(ptr byval(%S) align 8 %p), !callalign !11   ; expect-error: callalign-metadata ; strict-error: callalign-metadata
  call void %fp(%S %s), !callalign !12   ; expect-error: callalign-metadata ; strict-error: callalign-metadata
  call void %fp(i32 1), !callalign !13   ; expect-error: callalign-metadata ; strict-error: callalign-metadata
  call void @byval_ok(ptr byval(%S) align 16 %p), !callalign !14
  call void @agg_ok(%S %s), !callalign !15   ; expect-error: callalign-mismatch ; strict-error: callalign-mismatch
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @byval_ok, !"align", i32 65552}
!1 = !{ptr @byval_bad, !"align", i32 65552}
!2 = !{ptr @agg_ok, !"align", i32 65552}
!3 = !{ptr @scalar_bad, !"align", i32 65544}
!10 = !{i32 8, i32 131088}
!11 = !{i32 131088, i32 65544}
!12 = !{i32 65539}
!13 = !{!"8"}
!14 = !{i32 65552}
!15 = !{i32 65600}
