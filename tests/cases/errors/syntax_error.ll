; Unparsable IR: LLVM's own file:line:col message, exit 1, no output file, an existing output
; file left untouched.
; RUN: echo previous > %t.ptx
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; RUN: grep -qx previous %t.ptx
; CHECK: syntax_error.ll:[[@LINE+3]]:{{[0-9]+}}: error: {{.*}}
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  %x = frobnicate i32 1, 2
  ret void
}
