; --run-pass takes only the name of one of nvvmc's passes, and writes IR; a pass's error
; diagnostics fail it like a compilation (nvvm-check here).
; RUN: exit-code 2 %nvvmc %s --run-pass optimize 2>&1 | %FileCheck %s --check-prefix=NAME
; RUN: exit-code 2 %nvvmc %s --run-pass fp-mode --emit cubin 2>&1 | %FileCheck %s --check-prefix=EMIT
; RUN: exit-code 1 %nvvmc %s --run-pass nvvm-check -o %t.ll 2>&1 | %FileCheck %s --check-prefix=CHECK
; RUN: not test -e %t.ll
; RUN: %nvvmc %s --run-pass atomic-scope -o - | %FileCheck %s --check-prefix=ATOMIC
; NAME: --run-pass optimize: not one of nvvmc's passes; they are: normalize-target, nvvm-intrinsic-upgrade, atomic-scope, kernel-attributes, nvvm-check, narrow-int-ext, canonicalize-math, fp-mode, nvvm-reflect, defer-unroll, freeze-unroll, infer-address-spaces, lower-math, release-unroll, thaw-unroll, narrow-math, codegen-guard
; EMIT: --run-pass writes the IR the pass leaves: use --emit llvm (the default with it) or bc
; CHECK: error: {{.*}}x86_fp80{{.*}}[unsupported-float-type
; CHECK: error: compilation failed: 1 error found
; ATOMIC: atomicrmw add ptr %p, i32 1 syncscope("device") monotonic
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  %o = atomicrmw add ptr %p, i32 1 monotonic
  ret void
}
@x = addrspace(1) global { i32, x86_fp80 } zeroinitializer
