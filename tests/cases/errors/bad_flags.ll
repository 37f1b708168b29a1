; Usage errors exit 2 and say what is wrong.
; RUN: exit-code 2 %nvvmc %s --arch sm_1000 2>&1 | %FileCheck %s --check-prefix=ARCH
; RUN: exit-code 2 %nvvmc %s --arch gfx90a 2>&1 | %FileCheck %s --check-prefix=NOTARCH
; RUN: exit-code 2 %nvvmc %s -O7 2>&1 | %FileCheck %s --check-prefix=OPT
; RUN: exit-code 2 %nvvmc %s --emit obj 2>&1 | %FileCheck %s --check-prefix=EMIT
; RUN: exit-code 2 %nvvmc %s --prec-div=maybe 2>&1 | %FileCheck %s --check-prefix=BOOL
; RUN: exit-code 2 %nvvmc %s --no-such-flag 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
; RUN: exit-code 2 %nvvmc 2>&1 | %FileCheck %s --check-prefix=NOINPUT
; RUN: exit-code 2 %nvvmc %s --print-after nonsense 2>&1 | %FileCheck %s --check-prefix=STAGE
; libNVVM's compute_NN spelling and the a suffix are accepted.
; RUN: %nvvmc %s --arch compute_90a -o - | %FileCheck %s --check-prefix=COMPUTE
; ARCH: architecture 'sm_1000' is not supported by LLVM 22's NVPTX backend; use one of sm_50
; NOTARCH: 'gfx90a' is not an architecture: write sm_NN or compute_NN
; OPT: invalid value '7' for '-O <LEVEL>'
; EMIT: invalid value 'obj' for '--emit <EMIT>'
; BOOL: 'maybe' is not a boolean
; UNKNOWN: unexpected argument '--no-such-flag'
; NOINPUT: error: no input files
; STAGE: --print-after nonsense: no such stage
; COMPUTE: .target sm_90a
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
