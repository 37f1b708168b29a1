; --run-pass nvvm-reflect answers __nvvm_reflect from the options and leaves the branches to
; the optimizer (which does not run).
; RUN: %nvvmc %s --run-pass nvvm-reflect --arch sm_90 --ftz -o - | %FileCheck %s --check-prefix=FTZ
; RUN: %nvvmc %s --run-pass nvvm-reflect --arch sm_80 -o - | %FileCheck %s --check-prefix=NOFTZ
; FTZ: %ftz = icmp ne i32 1, 0
; FTZ: %arch = add i32 900, 0
; FTZ-NOT: __nvvm_reflect
; NOFTZ: %ftz = icmp ne i32 0, 0
; NOFTZ: %arch = add i32 800, 0
target triple = "nvptx64-nvidia-cuda"
@.ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@.arch = private unnamed_addr addrspace(4) constant [12 x i8] c"__CUDA_ARCH\00"
declare i32 @__nvvm_reflect(ptr)
define i32 @f() {
  %r = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @.ftz to ptr))
  %ftz = icmp ne i32 %r, 0
  %a = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @.arch to ptr))
  %arch = add i32 %a, 0
  %s = select i1 %ftz, i32 %arch, i32 0
  ret i32 %s
}
