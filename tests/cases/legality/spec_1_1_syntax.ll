; The NVVM IR 1.1 rules hold for a module written in the spec's own (LLVM 3.2) syntax: the text is
; upgraded line for line (src/front/legacy_text/), and each rule fires on the line as written, by
; default and under --strict. `address_safety` is LLVM 3.2's name of `sanitize_address`, which
; §3.11 lists as not supported. (No rule fires on the cmpxchg: the upgrade renames its result,
; %old to %"old.nvvmc.pair", which this harness could not place.)
; RUN: %expect-diags %s --arch sm_70
; RUN: %expect-diags --prefix=strict %s --arch sm_70 --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tl = thread_local global i32 0   ; expect-error: thread-local ; strict-error: thread-local
@sec = linker_private global i32 0, section ".foo"   ; strict-error: global-section

define void @k(i32* %p, i16* %h) address_safety {   ; strict-error: unsupported-function-attribute
  %v = load volatile i32* %p, align 4
  %q = getelementptr inbounds i32* %p, i64 1
  %n = atomicrmw nand i32* %q, i32 %v seq_cst   ; strict-error: atomicrmw-nand
  %ah = atomicrmw add i16* %h, i16 1 seq_cst   ; strict-error: atomic-operand-type
  %old = cmpxchg i32* %p, i32 0, i32 %v seq_cst
  %t = load i32* @tl
  %s = load i32* @sec
  %sum = add i32 %s, %old
  store i32 %sum, i32* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32*, i16*)* @k, metadata !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = metadata !{i32 1, i32 1}
