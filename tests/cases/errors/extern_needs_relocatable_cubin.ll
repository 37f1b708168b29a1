; A call to a function no input defines is separate compilation: the PTX declares it
; `.extern .func` (tests/cases/driver/externs.ll). A cubin can leave it unresolved only as
; relocatable code, so --emit cubin without --relocatable names each such function and the flag,
; and writes nothing.
; RUN: exit-code 1 %nvvmc %s --arch sm_90 --emit cubin -o %t.cubin 2>&1 | %FileCheck %s
; RUN: not test -e %t.cubin
; RUN: exit-code 1 %nvvmc %s --arch sm_90 --emit cubin --diagnostics json -o %t.cubin 2>&1 | %FileCheck %s --check-prefix=JSON
; CHECK: error: function 'helper' is not defined in the program: a cubin can leave it unresolved only as relocatable code [unresolved-function, NVVM IR spec §14.1]
; CHECK-NEXT: global 'helper'
; CHECK-NEXT: fix: add --relocatable (ptxas -c) and link the cubin with the code that defines 'helper'
; CHECK: error: function 'other' is not defined in the program
; JSON: {"severity":"error","rule":"unresolved-function","section":"14.1","message":"function 'helper' is not defined in the program: a cubin can leave it unresolved only as relocatable code","function":null,"global":"helper",{{.*}}"hint":"add --relocatable (ptxas -c){{.*}}"}
target triple = "nvptx64-nvidia-cuda"
declare i32 @helper(i32)
declare i32 @other(i32)
define void @k(ptr %p, i32 %x) {
  %r = call i32 @helper(i32 %x)
  %s = call i32 @other(i32 %r)
  store i32 %s, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
