; Sections 3.16 and 8.6: atomic loads and stores, fence, cmpxchg/atomicrmw operand types, nand
; and pointer spaces.
; RUN: %expect-diags %s --arch sm_90
; RUN: %expect-diags --prefix=strict %s --arch sm_90 --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32* %p, i32 addrspace(1)* %g, i32 addrspace(3)* %s, i32 addrspace(4)* %c, i16* %h, i64* %q, float* %f) {
  %la = load atomic i32, i32* %p monotonic, align 4   ; strict-error: atomic-load-store
  %lv = load volatile i32, i32* %p, align 4
  store atomic i32 %la, i32* %p monotonic, align 4   ; strict-error: atomic-load-store
  store volatile i32 %lv, i32* %p, align 4
  fence seq_cst   ; strict-error: fence
  call void @llvm.nvvm.membar.gl()
  %n = atomicrmw nand i32* %p, i32 1 seq_cst   ; strict-error: atomicrmw-nand
  %a = atomicrmw and i32* %p, i32 1 seq_cst
  %ag = atomicrmw add i32 addrspace(1)* %g, i32 1 seq_cst
  %as = atomicrmw xchg i32 addrspace(3)* %s, i32 1 seq_cst
  %ac = atomicrmw add i32 addrspace(4)* %c, i32 1 seq_cst   ; expect-error: atomic-pointer-space ; strict-error: atomic-pointer-space
  %ah = atomicrmw add i16* %h, i16 1 seq_cst   ; strict-error: atomic-operand-type
  %aq = atomicrmw add i64* %q, i64 1 seq_cst
  %af = atomicrmw fadd float* %f, float 1.0 seq_cst
  %xf = atomicrmw xchg float* %f, float 1.0 seq_cst   ; strict-error: atomic-operand-type
  %cx = cmpxchg i64* %q, i64 0, i64 1 seq_cst seq_cst
  %ch = cmpxchg i16* %h, i16 0, i16 1 seq_cst seq_cst   ; strict-error: atomic-operand-type
  ret void
}

; LLVM 22 lowers atomics on local memory to plain loads and stores, and selects
; atom.shared::cluster on sm_90: off by default, errors under --strict.
define void @spaces(i32 addrspace(5)* %l, i32 addrspace(7)* %c) {   ; strict-error: address-space-extension
  %al = atomicrmw add i32 addrspace(5)* %l, i32 1 monotonic   ; strict-error: atomic-space-extension
  %ac = atomicrmw add i32 addrspace(7)* %c, i32 1 monotonic   ; strict-error: atomic-space-extension ; strict-error: address-space-extension
  ret void
}

declare void @llvm.nvvm.membar.gl()
