; Section 3.13: only the spec's two data layouts (every other case uses the 64-bit one). The
; diagnostic is about the module, so it matches an expectation on any line.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"   ; expect-warning: data-layout ; strict-error: data-layout
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}
