; --time-report lists every stage, and for each of nvvmc's passes whether it changed the module;
; --print-after prints the IR after a stage.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx --time-report 2>&1 | %FileCheck %s --check-prefix=TIME
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx --print-after fp-mode 2>&1 | %FileCheck %s --check-prefix=PRINT
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx --verify-each
; TIME: nvvmc time report (wall clock, and CPU time of the threads that ran each stage):
; TIME: wall {{.*}} cpu  changed  stage
; TIME: ms {{.*}}% {{.*}} ms           parse
; TIME: ms {{.*}}% {{.*}} ms       no  nvvm-intrinsic-upgrade
; TIME: ms {{.*}}% {{.*}} ms      yes  fp-mode
; TIME: ms {{.*}} optimize
; TIME: ms {{.*}} codegen
; TIME: ms {{.*}} total
; PRINT: ; *** IR after stage 'fp-mode' ***
; PRINT: fmul contract float
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, float %a) {
  %v = load float, ptr %p
  %m = fmul float %v, %a
  store float %m, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
