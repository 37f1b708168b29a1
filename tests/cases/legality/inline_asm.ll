; Section 6.1: inline asm constraints c, h, r, l, f and d with operands of their types (of their
; size, by default); no inteldialect. (!srcloc is in metadata.ll.)
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @k(i32 %x, i64 %y, float %f, double %d, i16 zeroext %h) {
  %ok32 = call i32 asm "add.s32 $0, $1, 1;", "=r,r"(i32 %x)
  %ok64 = call i64 asm "add.s64 $0, $1, 1;", "=l,l"(i64 %y)
  %okf = call float asm "add.f32 $0, $1, $2;", "=f,f,d"(float %f, double %d)
  %okh = call i16 asm "mov.b16 $0, $1;", "=h,h,~{memory}"(i16 %h)
  %mis = call i64 asm "mov.b64 $0, $1;", "=r,r"(i64 %y)   ; expect-error: inline-asm-constraint ; strict-error: inline-asm-constraint
  %unk = call i32 asm "mov.b32 $0, $1;", "=r,x"(i32 %x)   ; expect-error: inline-asm-constraint ; strict-error: inline-asm-constraint
  %imm = call i32 asm "add.s32 $0, $1, $2;", "=r,r,n"(i32 %x, i32 4)   ; strict-error: inline-asm-constraint-extension
  ; LLVM 22's registers are untyped: an operand of the register's size but another type is
  ; compiled correctly (off by default, an error under --strict).
  %v1 = bitcast float %f to <1 x float>
  %vec = call float asm "mov.b32 $0, $1;", "=f,f"(<1 x float> %v1)   ; strict-error: inline-asm-operand-type
  %fr = call float asm "mov.b32 $0, $1;", "=f,r"(float %f)   ; strict-error: inline-asm-operand-type
  %int = call i32 asm inteldialect "mov.b32 $0, $1;", "=r,r"(i32 %x)   ; expect-error: inline-asm-dialect ; strict-error: inline-asm-dialect
  ret i64 %ok64
}
