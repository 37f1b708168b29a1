; A form of the old syntax the upgrade cannot rewrite (a `load` whose operand is not a typed
; pointer, so its type is unknown) is a diagnostic naming it and the modern spelling, at its line
; and column.
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; CHECK: spec_1_1_not_upgraded.ll:[[@LINE+6]]:8: error: not upgraded from the NVVM IR 1.1 (LLVM 3.x) syntax: `load` without its type, its operand of type `ptr` not a typed pointer; write the type in front: `load T, ptr %p`
; CHECK-NEXT: {{^}}  %v = load ptr %p{{$}}
; CHECK-NEXT: {{^}}       ^{{$}}
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load ptr %p
  %w = load i32* %v
  ret i32 %w
}
