; Every diagnostic honours --diagnostics json: an error of the NVVM metadata guard and an LLVM
; parse error are one JSON object each, with the file, the line, the fix and (for the guard)
; the rule and section.
; RUN: exit-code 1 %nvvmc --diagnostics json %s -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=GUARD
; RUN: exit-code 1 %nvvmc --diagnostics json %inputs/../cases/driver/json_errors.txt -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=PARSE
; GUARD: {"severity":"error","rule":"annotation-shape","section":"11.2","message":"malformed !nvvm.annotations entry !0: it has 2 operands;{{.*}}","function":null,"global":null,"instruction":null,"file":"{{.*}}json_errors.ll","line":13,"hint":"give the last key !\"kernel\" a value{{.*}}"}
; PARSE: {"severity":"error","rule":null,"section":null,"message":"expected top-level entity","function":null,"global":null,"instruction":null,"file":"{{.*}}json_errors.txt","line":1,"hint":null}
target triple = "nvptx64-nvidia-cuda"
define void @k() {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel"}
