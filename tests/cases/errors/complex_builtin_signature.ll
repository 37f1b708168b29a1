; A declaration of a complex-arithmetic builtin with another type than clang's NVPTX ABI (here
; the result through a pointer) is an error: nvvmc's definition would not match the calls.
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: error: '__divdc3' is declared as `void (ptr, double, double, double, double)`, but it is the C99 complex-arithmetic builtin `{ double, double } (double, double, double, double)` that nvvmc provides [complex-builtin-signature]
; CHECK-NEXT: global '__divdc3'
; CHECK-NEXT: fix: declare '__divdc3' as `{ double, double } (double, double, double, double)` (clang's NVPTX ABI), or give your own function another name
target triple = "nvptx64-nvidia-cuda"
declare void @__divdc3(ptr, double, double, double, double)
define ptx_kernel void @k(ptr addrspace(1) %out, double %a, double %b, double %c, double %d) {
  %tmp = alloca { double, double }
  call void @__divdc3(ptr %tmp, double %a, double %b, double %c, double %d)
  %r = load { double, double }, ptr %tmp
  store { double, double } %r, ptr addrspace(1) %out
  ret void
}
