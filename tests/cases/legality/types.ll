; Section 4: half (and bfloat) are not in the spec but LLVM 22 supports them; x86_fp80 and
; ppc_fp128 are not supported at all, fp128 only as storage (no arithmetic). The spec's fp16 conversion intrinsics (which LLVM 22
; upgrades into fptrunc/fpext through half) are not uses of half.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@h = addrspace(1) global half 0xH0000   ; strict-error: half-type
@q = addrspace(1) global { i32, fp128 } zeroinitializer   ; strict-error: fp128-storage
@x = addrspace(1) global { i32, x86_fp80 } zeroinitializer   ; expect-error: unsupported-float-type ; strict-error: unsupported-float-type
@d = addrspace(1) global { i32, double } zeroinitializer

define float @conv(float %x) {
  %b = call i16 @llvm.convert.to.fp16.f32(float %x)
  %y = call float @llvm.convert.from.fp16.f32(i16 %b)
  ret float %y
}

define void @uses(float %x, float addrspace(1)* %p) {
  %t = fptrunc float %x to half   ; strict-error: half-type
  %e = fpext half %t to float   ; strict-error: half-type
  %l = fpext float %x to double
  store float %e, float addrspace(1)* %p
  ret void
}

define fp128 @quad(fp128 addrspace(1)* %p, fp128 %x) {   ; strict-error: fp128-storage
  %v = load fp128, fp128 addrspace(1)* %p   ; strict-error: fp128-storage
  store fp128 %x, fp128 addrspace(1)* %p   ; strict-error: fp128-storage
  %s = fadd fp128 %v, %v   ; expect-error: unsupported-float-type ; strict-error: unsupported-float-type
  ret fp128 %s   ; strict-error: fp128-storage
}

declare i16 @llvm.convert.to.fp16.f32(float)
declare float @llvm.convert.from.fp16.f32(i16)
