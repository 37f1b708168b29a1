; LLVM 3.2 debug metadata (tagged nodes such as `i32 786449`, DWARF tag plus LLVMDebugVersion),
; in the spec 1.1 syntax: the upgrade makes it parse (`metadata` keywords, the function-local node
; of llvm.dbg.declare), then LLVM 22 drops it with its warning, as it does for old bitcode, and the
; kernel compiles without debug info.
; RUN: %nvvmc %s --arch sm_70 -o %t.ptx 2>%t.err
; RUN: %FileCheck %s < %t.ptx
; RUN: %FileCheck %s --check-prefix=WARN < %t.err
; CHECK: .visible .entry k(
; CHECK-NOT: .loc
; WARN: warning: LLVM: ignoring debug info with an invalid version (0) in {{.*}}spec_1_1_debug_info.ll
target triple = "nvptx64-nvidia-cuda"
define void @k(i32* %p) {
entry:
  %x = alloca i32, align 4
  call void @llvm.dbg.declare(metadata !{i32* %x}, metadata !7), !dbg !9
  %v = load i32* %p, align 4, !dbg !9
  store i32 %v, i32* %x, align 4, !dbg !9
  ret void, !dbg !9
}
declare void @llvm.dbg.declare(metadata, metadata) nounwind readnone
!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!10}
!0 = metadata !{i32 786449, i32 0, i32 4, metadata !"k.cu", metadata !"/tmp", metadata !"NVVM", i1 true, i1 false, metadata !"", i32 0, metadata !1, metadata !1, metadata !2, metadata !1}
!1 = metadata !{i32 0}
!2 = metadata !{metadata !3}
!3 = metadata !{i32 786478, i32 0, metadata !4, metadata !"k", metadata !"k", metadata !"", metadata !4, i32 1, metadata !5, i1 false, i1 true, i32 0, i32 0, null, i32 256, i1 false, void (i32*)* @k, null, null, metadata !1, i32 1}
!4 = metadata !{i32 786473, metadata !"k.cu", metadata !"/tmp", null}
!5 = metadata !{i32 786453, i32 0, metadata !"", i32 0, i32 0, i64 0, i64 0, i64 0, i32 0, null, metadata !6, i32 0, i32 0}
!6 = metadata !{null}
!7 = metadata !{i32 786688, metadata !3, metadata !"x", metadata !4, i32 2, metadata !8, i32 0, i32 0}
!8 = metadata !{i32 786468, null, metadata !"int", null, i32 0, i64 32, i64 32, i64 0, i32 0, i32 5}
!9 = metadata !{i32 2, i32 0, metadata !3, null}
!10 = metadata !{void (i32*)* @k, metadata !"kernel", i32 1}
