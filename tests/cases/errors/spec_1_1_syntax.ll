; An error in a module written in the spec 1.1 syntax points at the text as written: LLVM sees
; `load i32, i32* %q` (with `%q` 5 columns to the right), the message gives the column of `%q`
; in the line below and quotes it as it is here.
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; CHECK: spec_1_1_syntax.ll:[[@LINE+7]]:18: error: use of undefined value '%q'
; CHECK-NEXT: {{^}}  %x = load i32* %q, align 4{{$}}
; CHECK-NEXT: {{^}}                 ^{{$}}
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %p) {
  %a = load i32* %p, align 4
  %x = load i32* %q, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32*)* @k, metadata !"kernel", i32 1}
