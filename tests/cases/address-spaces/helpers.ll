; A helper called with a global and a shared pointer from one kernel gets one specialized clone
; per address-space signature, so both use specific loads. LLVM's own InferAddressSpaces works
; one function at a time and leaves the helper generic (shown with --no-infer-address-spaces).
; RUN: %nvvmc %s --arch sm_90 --stats -o %t.ptx 2>%t.err
; RUN: %FileCheck %s < %t.ptx
; RUN: %FileCheck %s --check-prefix=STATS < %t.err
; RUN: %nvvmc %s --arch sm_90 --no-infer-address-spaces -o - | %FileCheck %s --check-prefix=LLVM
; CHECK-NOT: .func {{.*}}sum4(
; CHECK: .func {{.*}}sum4_as1(
; CHECK-COUNT-4: ld.global.b32
; CHECK: .func {{.*}}sum4_as3(
; CHECK-COUNT-4: ld.shared.b32
; STATS: 2 helper clones
; LLVM-LABEL: .func {{.*}}sum4(
; LLVM: ld.b32
target triple = "nvptx64-nvidia-cuda"
@buf = internal addrspace(3) global [64 x i32] undef
define internal i32 @sum4(ptr %p) noinline {
  %a = load i32, ptr %p
  %q1 = getelementptr i32, ptr %p, i32 1
  %b = load i32, ptr %q1
  %q2 = getelementptr i32, ptr %p, i32 2
  %c = load i32, ptr %q2
  %q3 = getelementptr i32, ptr %p, i32 3
  %d = load i32, ptr %q3
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s = add i32 %s1, %s2
  ret i32 %s
}
define void @k(ptr %g, ptr %out) {
  %x = call i32 @sum4(ptr %g)
  %sh = addrspacecast ptr addrspace(3) @buf to ptr
  %y = call i32 @sum4(ptr %sh)
  %r = add i32 %x, %y
  store i32 %r, ptr %out
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
