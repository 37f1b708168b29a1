; Section 5: no blockaddress; a global initializer over another global reduces to bitcast+offset.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global [4 x i32] zeroinitializer
@b = addrspace(1) global i32 0
@diff = addrspace(1) global i64 sub (i64 ptrtoint ([4 x i32] addrspace(1)* @a to i64), i64 ptrtoint (i32 addrspace(1)* @b to i64))   ; expect-error: global-initializer-expression ; strict-error: global-initializer-expression
@offset = addrspace(1) global i64 add (i64 ptrtoint ([4 x i32] addrspace(1)* @a to i64), i64 8)
@gep = addrspace(1) global i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @a, i64 0, i64 2)
@cast = addrspace(1) global i8* addrspacecast (i8 addrspace(1)* bitcast (i32 addrspace(1)* @b to i8 addrspace(1)*) to i8*)
@trunc = addrspace(1) global i32 ptrtoint (i32 addrspace(1)* @b to i32)   ; expect-error: global-initializer-expression ; strict-error: global-initializer-expression

define i8* @ba() {
entry:
  br label %next
next:
  ret i8* blockaddress(@ba, %next)   ; expect-error: blockaddress ; strict-error: blockaddress
}

define i8* @no_ba() {
entry:
  br label %next
next:
  ret i8* null
}
