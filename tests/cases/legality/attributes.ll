; Sections 3.10 and 3.11: garbage collector names and the unsupported function attributes.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gc() gc "shadow-stack" {   ; strict-error: gc-strategy
  ret void
}

define void @naked() naked {   ; strict-error: unsupported-function-attribute
  ret void
}

define void @uw() uwtable noredzone {   ; strict-error: unsupported-function-attribute
  ret void
}

define void @fine() alwaysinline nounwind {
  ret void
}

define void @fine2() noinline optsize {
  ret void
}
