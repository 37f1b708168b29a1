; Section 10: reserved and unknown address spaces, loads/stores through function pointers,
; conversions between two different specific spaces. LLVM 22's own spaces (6 tensor memory,
; 7 shared::cluster, 101 param) and conversions between specific spaces (through generic) compile
; correctly: accepted by default, errors under --strict.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@r2 = addrspace(2) global i32 0   ; expect-error: unsupported-address-space ; strict-error: unsupported-address-space
@g = addrspace(1) global i32 0

define i32 @param(i32 addrspace(101)* %p) {   ; strict-error: address-space-extension
  %v = load i32, i32 addrspace(101)* %p   ; strict-error: address-space-extension
  ret i32 %v
}

define i32 @cluster(i32 addrspace(7)* %p) {   ; strict-error: address-space-extension
  %v = load i32, i32 addrspace(7)* %p   ; strict-error: address-space-extension
  ret i32 %v
}

define i32 @unknown(i32 addrspace(8)* %p) {   ; expect-error: unsupported-address-space ; strict-error: unsupported-address-space
  %v = load i32, i32 addrspace(8)* %p   ; expect-error: unsupported-address-space ; strict-error: unsupported-address-space
  ret i32 %v
}

define i32 @local(i32 addrspace(5)* %p) {
  %v = load i32, i32 addrspace(5)* %p
  ret i32 %v
}

define i32 @fnptr() {
  %v = load i32, i32* bitcast (i32 ()* @fnptr to i32*)   ; expect-error: function-pointer-access ; strict-error: function-pointer-access
  %w = load i32, i32* addrspacecast (i32 addrspace(1)* @g to i32*)
  ret i32 %v
}

define void @conv(i32 addrspace(1)* %p) {
  %s = addrspacecast i32 addrspace(1)* %p to i32 addrspace(3)*   ; strict-error: address-space-conversion
  %gen = addrspacecast i32 addrspace(1)* %p to i32*
  %back = addrspacecast i32* %gen to i32 addrspace(1)*
  %other = addrspacecast i32* %gen to i32 addrspace(3)*   ; strict-error: address-space-conversion
  store i32 0, i32 addrspace(3)* %s
  store i32 1, i32 addrspace(1)* %back
  store i32 2, i32 addrspace(3)* %other
  ret void
}
