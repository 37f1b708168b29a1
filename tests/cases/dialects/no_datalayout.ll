; A module without `target datalayout` is parsed with the NVPTX layout already in force, so the
; loads and stores without `align` get the target's alignment (8 for i64 and double), as with
; llc: every 64-bit value is one .b64 access, and a volatile 64-bit store is not torn in two.
; (LLVM's default layout, which parsing used before, aligns i64 and double to 4.) The layout the
; module did not write draws no data-layout diagnostic.
; RUN: %nvvmc %s --arch sm_90 -o - 2>%t.err | %FileCheck %s
; RUN: not test -s %t.err
; RUN: %nvvmc %s --arch sm_90 -O0 -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=IR
; Bitcode: this file as bitcode without alignments on its loads and stores, as writers before
; LLVM 11 wrote it (made by tests/inputs/make_align0_bitcode.py); the reader fills them in from
; the layout in force, too.
; RUN: %nvvmc %inputs/no_datalayout_align0.bc --arch sm_90 -o - 2>%t.bc.err | %FileCheck %s
; RUN: not test -s %t.bc.err
; CHECK-LABEL: .visible .entry k(
; CHECK-NOT: .b32
; CHECK: st.volatile.global.b64
; CHECK-NOT: .b32
; CHECK: ld.volatile.global.b64
; CHECK-NOT: .b32
; CHECK: st.global.b64
; CHECK-NOT: .b32
; CHECK: ld.global.b64
; CHECK-NOT: .b32
; CHECK: st.global.b64
; CHECK-NOT: .b32
; CHECK: ret;
; IR: store volatile i64 %v, ptr addrspace(1) {{.*}}, align 8
; IR: store double %d, ptr addrspace(1) {{.*}}, align 8
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i64 %v, double %d) {
  store volatile i64 %v, ptr %p
  %x = load volatile i64, ptr %p
  %q = getelementptr i64, ptr %p, i64 1
  store double %d, ptr %q
  %r = getelementptr i64, ptr %p, i64 2
  %y = load i64, ptr %r
  %s = add i64 %x, %y
  %t = getelementptr i64, ptr %p, i64 3
  store i64 %s, ptr %t
  ret void
}
