; IR that parses but that LLVM's verifier rejects.
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: error: '{{.*}}verifier_error.ll' is not valid LLVM IR: Instruction does not dominate all uses!
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %a) {
entry:
  br label %next
next:
  ret i32 %b
late:
  %b = add i32 %a, 1
  br label %next
}
