; A call to a function no input defines would leave an .extern .func that ptxas rejects; it is
; reported with its name, the caller and the source line from debug info.
; RUN: exit-code 1 %nvvmc %s -o %t.ptx 2>&1 | %FileCheck %s
; RUN: not test -e %t.ptx
; RUN: exit-code 1 %nvvmc %s --diagnostics json -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=JSON
; CHECK: kernel.cu:12: error: call to undefined function 'helper' [unresolved-function, NVVM IR spec §14.1]
; CHECK-NEXT: in function 'k'
; CHECK-NEXT: global 'helper'
; CHECK: fix: define 'helper' in one of the input modules
; JSON: {"severity":"error","rule":"unresolved-function","section":"14.1","message":"call to undefined function 'helper'","function":"k","global":"helper","instruction":"{{.*}}call i32 @helper(i32 %x){{.*}}","file":"kernel.cu","line":12,"hint":"{{.*}}"}
target triple = "nvptx64-nvidia-cuda"
declare i32 @helper(i32)
define void @k(ptr %p, i32 %x) !dbg !4 {
  %r = call i32 @helper(i32 %x), !dbg !7
  store i32 %r, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, emissionKind: LineTablesOnly)
!2 = !DIFile(filename: "kernel.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 10, type: !5, unit: !1, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 12, column: 3, scope: !4)
