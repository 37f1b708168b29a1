; A missing input file names the file; exit 1; nothing written.
; RUN: exit-code 1 %nvvmc %t-does-not-exist.ll -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: nvvmc: error: cannot read input '{{.*}}t-does-not-exist.ll': No such file or directory
