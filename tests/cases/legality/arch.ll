; Architecture requirements against --arch: LLVM 22 compiles dynamic allocas, stacksave and
; ordered atomic loads/stores only from sm_52 / sm_70 on (measured with llc 22). The spec's own
; thresholds (sm_11 to sm_20) are below every architecture nvvmc accepts; the unit tests cover them.
; RUN: %expect-diags %s --arch sm_50
; RUN: %expect-diags --prefix=new %s --arch sm_90
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i32 %n, i32* %p) {
  %d = alloca i32, i32 %n   ; expect-error: arch-requirement
  %c = alloca i32, i32 4
  store volatile i32 0, i32* %d
  store volatile i32 0, i32* %c
  %v = load atomic i32, i32* %p acquire, align 4   ; expect-error: arch-requirement
  %w = load atomic i32, i32* %p monotonic, align 4
  ret void
}
