; --check parses, links and checks, and writes nothing, even with -o.
; RUN: cd %t-dir 2>/dev/null || mkdir %t-dir && cd %t-dir && %nvvmc %s --check -o out.ptx
; RUN: cd %t-dir && not test -e out.ptx && not test -e check_only.ptx
; RUN: exit-code 1 %nvvmc %inputs/../cases/errors/verifier_error.ll --check 2>&1 | %FileCheck %s
; CHECK: is not valid LLVM IR
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
