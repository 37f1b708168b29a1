; clang marks every function with the PTX ISA version it compiled for
; ("target-features"="+ptx81,+sm_90"): without --ptx-version, nvvmc generates at least that version,
; so that the module header matches what LLVM selects inside the functions (ptxas rejects a 32 KB
; kernel parameter under .version 7.8: cuda-samples' LargeKernelParameter.cu). --ptx-version wins.
; RUN: %nvvmc %s --arch sm_90 --stats -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=STATS
; RUN: %FileCheck %s < %t.ptx
; RUN: %nvvmc %s --arch sm_90 --ptx-version 8.3 -o - | %FileCheck %s --check-prefix=EXPLICIT
; STATS: nvvmc stats: PTX ISA 8.1: above the architecture's minimum, as the module asks (target-features +ptx81 of big_param wants 8.1)
; CHECK: .version 8.1
; CHECK: .target sm_90
; CHECK: .entry big_param(
; CHECK: .param .align 4 .b8 big_param_param_0[32000]
; EXPLICIT: .version 8.3
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [8000 x i32] }

define ptx_kernel void @big_param(ptr byval(%struct.Big) align 4 %p, ptr addrspace(1) %out) #0 {
  %v = load i32, ptr %p, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx81,+sm_90" }
