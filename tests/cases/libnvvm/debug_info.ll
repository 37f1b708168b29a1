; Debug information in the PTX: what the IR carries by default and with -g, as libNVVM 12.9
; emits it whatever its options (numba-cuda's lineinfo=True passes no option and relies on that);
; line tables alone with --lineinfo (libNVVM -generate-line-info): `.file`/`.loc` without the
; DWARF sections and without `.target …, debug` (which makes ptxas compile for the debugger).
; IR without debug information gives PTX without it. Every PTX here is assembled by ptxas; the
; helper is inlined, so the line tables carry inlined locations.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx
; RUN: %FileCheck %s --check-prefix=FULL --input-file %t.ptx
; RUN: %nvvmc %s --arch sm_90 -g -O0 -o %t-g.ptx
; RUN: %FileCheck %s --check-prefix=FULL --input-file %t-g.ptx
; RUN: %nvvmc %s --arch sm_90 --lineinfo -o %t-lines.ptx
; RUN: %FileCheck %s --check-prefix=LINES --input-file %t-lines.ptx
; RUN: %nvvmc %s --arch sm_90 --lineinfo -g -o %t-both.ptx
; RUN: %FileCheck %s --check-prefix=FULL --input-file %t-both.ptx
; RUN: sed -e 's/,* !dbg ![0-9]*//' -e '/^!llvm/d' %s > %t-nodbg.ll
; RUN: %nvvmc %t-nodbg.ll --arch sm_90 -g -o %t-nodbg.ptx
; RUN: %FileCheck %s --check-prefix=NONE --input-file %t-nodbg.ptx
; FULL: .target sm_90, debug
; FULL: .loc 1 11 3
; FULL: .section .debug_info
; LINES: .target sm_90{{$}}
; LINES: .loc 1 11 3
; LINES: .file 1 "/src/kernel.py"
; LINES-NOT: .section .debug_info
; NONE: .target sm_90{{$}}
; NONE-NOT: .loc
; NONE-NOT: .file
target triple = "nvptx64-nvidia-cuda"

define internal float @helper(float %x) !dbg !9 {
  %y = fmul float %x, 3.0, !dbg !10
  ret float %y, !dbg !10
}

define void @k(ptr %p) !dbg !4 {
  %v = load float, ptr %p, !dbg !7
  %h = call float @helper(float %v), !dbg !7
  %w = fadd float %h, 1.0, !dbg !7
  store float %w, ptr %p, !dbg !8
  ret void, !dbg !8
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!3}
!1 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "kernel.py", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 10, type: !5, unit: !1, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 11, column: 3, scope: !4)
!8 = !DILocation(line: 12, column: 3, scope: !4)
!9 = distinct !DISubprogram(name: "helper", scope: !2, file: !2, line: 3, type: !5, unit: !1, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit)
!10 = !DILocation(line: 4, column: 5, scope: !9)
