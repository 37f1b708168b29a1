; Sections 3.1, 3.3 and 14.1: linkage types without a PTX directive, dllimport/dllexport, and
; visibility styles (accepted and ignored, so a warning even under --strict).
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@wo = weak_odr addrspace(1) global i32 0   ; strict-error: unmapped-linkage
@w = weak addrspace(1) global i32 0
@lo = linkonce_odr addrspace(1) global i32 0
@c = common addrspace(1) global i32 0
@ew = extern_weak addrspace(1) global i32   ; strict-error: unmapped-linkage
@ex = external addrspace(1) global i32
@dx = dllexport addrspace(1) global i32 0   ; strict-error: dll-storage-class
@hid = hidden addrspace(1) global i32 0   ; strict-warning: visibility-ignored
@def = addrspace(1) global i32 0
@int = internal addrspace(1) global i32 0

define weak_odr void @f() {   ; strict-error: unmapped-linkage
  ret void
}

define linkonce_odr void @g() {
  ret void
}
