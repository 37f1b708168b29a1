; Section 8: indirectbr, invoke, landingpad and resume are not supported; alloca takes a constant
; element count (LLVM 22 handles a dynamic one from sm_52 on: a warning by default).
; RUN: %expect-diags %s --arch sm_90
; RUN: %expect-diags --prefix=strict %s --arch sm_90 --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @ib(i8* %target, i32 %n) {
entry:
  indirectbr i8* %target, [label %a, label %b]   ; expect-error: unsupported-instruction ; strict-error: unsupported-instruction
a:
  switch i32 %n, label %b [ i32 0, label %a ]
b:
  ret void
}

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)   ; strict-error: varargs

define void @eh() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp   ; expect-error: unsupported-instruction ; strict-error: unsupported-instruction
ok:
  call void @may_throw()
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup   ; expect-error: unsupported-instruction ; strict-error: unsupported-instruction
  resume { i8*, i32 } %l   ; expect-error: unsupported-instruction ; strict-error: unsupported-instruction
}

define void @allocas(i32 %n) {
  %dyn = alloca i32, i32 %n   ; strict-error: dynamic-alloca
  %fixed = alloca i32, i32 16
  store volatile i32 0, i32* %dyn
  store volatile i32 0, i32* %fixed
  ret void
}
