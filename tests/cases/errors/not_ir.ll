; Binary junk that is neither bitcode nor UTF-8 text.
; RUN: printf '\xff\xfe\x00\x01garbage' > %t.junk
; RUN: exit-code 1 %nvvmc %t.junk -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; Truncated bitcode.
; RUN: printf 'BC\xc0\xde\x35\x14\x00\x00' > %t.bc
; RUN: exit-code 1 %nvvmc %t.bc -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=BC
; CHECK: t.junk: not LLVM IR text (invalid UTF-8 at byte 0) and not bitcode either
; BC: t.bc: invalid bitcode:
