; -O0 puts locals into registers as libNVVM's -opt=0 does (mem2reg, then early-cse for the loads
; of what was just stored), unless the PTX carries debug information for variables: with the
; IR's full debug information (kept by default and by -g) every variable stays in local memory,
; where its `dbg.declare` puts it for the debugger. With line tables alone (--lineinfo, or an IR
; whose compile unit asks for no more), or with no debug information, the locals are promoted.
; The kernel is numba's shape: each variable an alloca, zeroed, stored and loaded again.
; RUN: %nvvmc %s --arch sm_90 -O0 -o %t-g.ptx
; RUN: %FileCheck %s --check-prefix=MEMORY --input-file %t-g.ptx
; RUN: %nvvmc %s --arch sm_90 -O0 --lineinfo -o %t-lines.ptx
; RUN: %FileCheck %s --check-prefix=REGS --input-file %t-lines.ptx
; RUN: sed -e "s/FullDebug/DebugDirectivesOnly/" %s > %t-tables.ll
; RUN: %nvvmc %t-tables.ll --arch sm_90 -O0 -o %t-tables.ptx
; RUN: %FileCheck %s --check-prefix=REGS --input-file %t-tables.ptx
; RUN: sed -e 's/,* !dbg ![0-9]*//' -e '/dbg.declare/d' -e '/^!llvm/d' %s > %t-nodbg.ll
; RUN: %nvvmc %t-nodbg.ll --arch sm_90 -O0 -o %t-nodbg.ptx
; RUN: %FileCheck %s --check-prefix=REGS --input-file %t-nodbg.ptx
; MEMORY: .local .align 8 .b8 __local_depot0[16];
; MEMORY: st.local.b64
; MEMORY: ld.local.b64
; MEMORY: .section .debug_info
; REGS-NOT: __local_depot
; REGS-NOT: .local
; REGS: add.s64
; REGS-NOT: .local
; REGS: st.global.b64
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.dbg.declare(metadata, metadata, metadata)

define ptx_kernel void @kernel(ptr addrspace(1) %out, i64 %n) !dbg !5 {
entry:
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %sum = alloca i64, align 8
  store i64 0, ptr %sum, align 8
  call void @llvm.dbg.declare(metadata ptr %i, metadata !8, metadata !DIExpression()), !dbg !10
  call void @llvm.dbg.declare(metadata ptr %sum, metadata !11, metadata !DIExpression()), !dbg !10
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %t = sext i32 %tid to i64, !dbg !10
  store i64 %t, ptr %i, align 8, !dbg !10
  %iv = load i64, ptr %i, align 8, !dbg !10
  %s = add i64 %iv, %n, !dbg !10
  store i64 %s, ptr %sum, align 8, !dbg !10
  %sv = load i64, ptr %sum, align 8, !dbg !10
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %iv, !dbg !10
  store i64 %sv, ptr addrspace(1) %p, align 8, !dbg !10
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_Python, file: !1, producer: "numba", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.py", directory: "/src")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocalVariable(name: "i", scope: !5, file: !1, line: 11, type: !9)
!9 = !DIBasicType(name: "int64", size: 64, encoding: DW_ATE_signed)
!10 = !DILocation(line: 11, column: 3, scope: !5)
!11 = !DILocalVariable(name: "sum", scope: !5, file: !1, line: 12, type: !9)
