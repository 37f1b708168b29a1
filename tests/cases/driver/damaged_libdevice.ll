; A damaged libdevice (truncated, or not bitcode past its magic) is one error naming the file,
; LLVM's reason and the fix, exit status 1 and no output: not LLVM's bare "can't skip to bit"
; and an exit from inside the library. (The C API side: capi/tests/host_safety.rs.)
; RUN: head -c 300000 %libdevice > %t-trunc.bc
; RUN: exit-code 1 %nvvmc %inputs/needs_libdevice.ll --arch sm_90 --libdevice %t-trunc.bc -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=TRUNC
; RUN: not test -e %t.ptx
; RUN: printf 'BC\300\336junk after the magic' > %t-junk.bc
; RUN: exit-code 1 %nvvmc %inputs/needs_libdevice.ll --arch sm_90 --libdevice %t-junk.bc -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=JUNK
; TRUNC: nvvmc: error: libdevice '{{.*}}-trunc.bc' is damaged: LLVM cannot read it (can't skip to bit {{[0-9]+}} from {{[0-9]+}})
; TRUNC-NEXT: fix: use an intact nvvm/libdevice/libdevice.10.bc of a CUDA installation
; TRUNC-NOT: LLVM ERROR
; JUNK: nvvmc: error: libdevice '{{.*}}-junk.bc' is damaged: LLVM cannot read it (
; JUNK-NEXT: fix:
