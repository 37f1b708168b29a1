; Sections 3.8 and 6: !nvvmir.version's shape, !pragma unroll on loop back edges, !srcloc on
; inline asm (accepted and ignored).
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @loops(i32 %n) {
entry:
  br label %a
a:
  %i = phi i32 [ 0, %entry ], [ %i1, %a ]
  %i1 = add i32 %i, 1
  %ca = icmp slt i32 %i1, %n
  br i1 %ca, label %a, label %b, !pragma !1
b:
  %j = phi i32 [ 0, %a ], [ %j1, %b ]
  %j1 = add i32 %j, 1
  %cb = icmp slt i32 %j1, %n
  br i1 %cb, label %b, label %c, !pragma !2   ; expect-error: pragma-unroll ; strict-error: pragma-unroll
c:
  %m = add i32 %n, 1, !pragma !1   ; expect-error: pragma-unroll ; strict-error: pragma-unroll
  call void asm sideeffect "exit;", ""(), !srcloc !3   ; strict-warning: srcloc-ignored
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 1}   ; expect-error: nvvmir-version ; strict-error: nvvmir-version
!1 = !{!"unroll", i32 4}
!2 = !{!"unroll", i32 -1}
!3 = !{i32 42}
