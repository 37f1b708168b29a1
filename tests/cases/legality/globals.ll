; Sections 3.5, 3.6 and 7: where global variables live, thread_local, explicit sections on
; variables and functions, function alignment, llvm.global_ctors.
; RUN: %expect-diags %s
; RUN: %expect-diags --prefix=strict %s --strict
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@local = addrspace(5) global i32 0   ; expect-error: global-address-space ; strict-error: global-address-space
@shared = addrspace(3) global i32 undef
@const = addrspace(4) global i32 7
@generic = global i32 0
@tls = thread_local addrspace(1) global i32 0   ; expect-error: thread-local ; strict-error: thread-local
@sect = addrspace(1) global i32 0, section "data"   ; strict-error: global-section
@llvm.used = appending global [1 x i8*] [i8* addrspacecast (i32 addrspace(3)* @shared to i8*)], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @init, i8* null }]   ; expect-error: global-ctors-dtors ; strict-error: global-ctors-dtors
; An empty list asks for nothing (LLVM 22 drops it).
@llvm.global_dtors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer

define void @init() {
  ret void
}

define void @in_section() section "text" {   ; strict-error: function-section
  ret void
}

define void @aligned() align 64 {   ; strict-error: function-alignment
  ret void
}
