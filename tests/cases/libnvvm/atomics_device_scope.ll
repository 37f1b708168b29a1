; Atomics without a syncscope keep NVVM's meaning, device scope (nvvmc's `atomic-scope` stage).
; NVIDIA's libNVVM 12.9 compiles numba's `cmpxchg volatile ... monotonic monotonic` to
; `atom.global.cas.b32` (PTX's default scope, .gpu); LLVM 22 alone would read it as system scope
; and emit `atom.relaxed.sys.global.cas.b32`. nvvmc emits the .gpu form; an explicit scope stays.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx
; RUN: %FileCheck %s --input-file %t.ptx
; RUN: %nvvmc %s --arch sm_52 -o %t52.ptx
; RUN: %FileCheck %s --check-prefix=SM52 --input-file %t52.ptx
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=IR
; CHECK: atom.relaxed.gpu.global.cas.b32
; CHECK: atom.global.add.u32
; CHECK: fence.sc.gpu;
; CHECK: atom.acquire.gpu.global.cas.b64
; CHECK: atom.relaxed.cta.shared.cas.b32
; CHECK-NOT: .sys
; SM52-NOT: .sys
; SM52: atom.global.cas.b32
; IR: cmpxchg volatile ptr addrspace(1) %{{.*}} syncscope("device") monotonic monotonic
; IR: atomicrmw add ptr addrspace(1) %{{.*}} syncscope("device") monotonic
; IR: cmpxchg ptr addrspace(1) %{{.*}} syncscope("device") seq_cst seq_cst
; IR: cmpxchg ptr addrspace(3) @sh, i32 0, i32 %v syncscope("block") monotonic monotonic
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@sh = internal addrspace(3) global i32 0

define void @k(i32 addrspace(1)* %p, i64 addrspace(1)* %q, i32 %v) {
  %cas = cmpxchg volatile i32 addrspace(1)* %p, i32 0, i32 %v monotonic monotonic
  %old = extractvalue { i32, i1 } %cas, 0
  %add = atomicrmw add i32 addrspace(1)* %p, i32 %old monotonic
  %w = sext i32 %add to i64
  %cas64 = cmpxchg i64 addrspace(1)* %q, i64 0, i64 %w seq_cst seq_cst
  %blk = cmpxchg i32 addrspace(3)* @sh, i32 0, i32 %v syncscope("block") monotonic monotonic
  %b = extractvalue { i32, i1 } %blk, 0
  store i32 %b, i32 addrspace(1)* %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i32 addrspace(1)*, i64 addrspace(1)*, i32)* @k, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
