; Section 3.13: by default, a layout that lays data out differently from NVPTX's (here i64 and
; double aligned to 4 bytes) is a warning; clang's NVPTX layout is not (tests/inputs/clang-cuda).
; Under --strict, only the spec's two layouts. The diagnostic is about the module, so it matches
; an expectation on any line.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-i64:32-f64:32-i128:128-v16:16-v32:32-n16:32:64"   ; expect-warning: data-layout ; strict-error: data-layout
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}
