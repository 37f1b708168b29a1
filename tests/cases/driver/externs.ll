; Separate compilation: a function the program calls (or takes the address of) but no input
; defines becomes `.extern .func` in the PTX, as llc and libNVVM emit it, with no warning;
; --stats and --emit abi list the externs; --emit cubin --relocatable gives the relocatable ELF
; that ptxas -c produces (tests/cases/errors/extern_needs_relocatable_cubin.ll: without the flag).
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx 2> %t.err
; RUN: test ! -s %t.err
; RUN: %FileCheck %s < %t.ptx
; RUN: %nvvmc %s --arch sm_90 --stats -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=STATS
; RUN: %nvvmc %s --arch sm_90 --emit abi -o - | %FileCheck %s --check-prefix=ABI
; RUN: %nvvmc %s --arch sm_90 --emit cubin --relocatable -o %t.cubin
; RUN: /usr/lib/llvm-22/bin/llvm-readelf -h %t.cubin | %FileCheck %s --check-prefix=ELF
; CHECK: .extern .func (.param .b32 func_retval0) helper
; CHECK: .extern .func (.param .b32 func_retval0) callback
; CHECK: .visible .global .align 8 .u64 table = callback;
; CHECK: .visible .entry k(
; CHECK: call.uni (retval0), helper,
; CHECK-NOT: .extern .func {{.*}}vprintf
; STATS: nvvmc stats: external functions (.extern .func): 2: callback helper
; ABI: "externs": [
; ABI-NEXT: "callback",
; ABI-NEXT: "helper"
; ABI-NEXT: ]
; ELF: Type: REL (Relocatable file)
target triple = "nvptx64-nvidia-cuda"

declare i32 @helper(i32)
declare i32 @callback(i32)
declare i32 @never_used(i32)

@table = addrspace(1) global ptr @callback

define void @k(ptr addrspace(1) %p, i32 %x) {
  %r = call i32 @helper(i32 %x)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
