; numba's status test after each call (stage `jump-thread`): a wrapper returns its callee's
; status, 0 where the callee's is 0 or -2 (success); the kernel tests the wrapper's result the
; same way. Once the wrapper is inlined, the second test follows a phi of the first one's
; outcomes; LLVM's jump threading joins the two tests (NVPTX's cost model turns it off, so the
; stage runs it with the target-independent one): one test of the status is left, and the
; failure path stores the callee's status itself. At -O0 nothing is threaded.
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=PTX
; RUN: %nvvmc %s --arch sm_90 -O0 --emit llvm -o - | %FileCheck %s --check-prefix=O0
; CHECK-LABEL: define ptx_kernel void @kernel(
; CHECK: %[[S:status[.a-z0-9]*]] = {{.*}}call i32 @status_of(
; CHECK-NEXT: switch i32 %[[S]], label
; CHECK-NOT: phi
; CHECK-NOT: icmp
; CHECK: store i32 %[[S]], ptr addrspace(1)
; PTX: call.uni (retval0), status_of,
; PTX-COUNT-2: setp.eq.b32
; PTX-NOT: setp
; O0-COUNT-2: switch i32
target triple = "nvptx64-nvidia-cuda"

; A function numba links later (an extern, e.g. a cuda_fp16.h wrapper compiled by NVRTC).
declare i32 @status_of(ptr)

define internal i32 @wrapper(ptr %out) {
entry:
  %status = call i32 @status_of(ptr %out)
  switch i32 %status, label %fail [
    i32 0, label %ok
    i32 -2, label %ok
  ]
ok:
  ret i32 0
fail:
  ret i32 %status
}

define ptx_kernel void @kernel(ptr %out, ptr %flag) {
entry:
  %r = call i32 @wrapper(ptr %out)
  switch i32 %r, label %error [
    i32 0, label %done
    i32 -2, label %done
  ]
done:
  store float 1.0, ptr %out
  ret void
error:
  store i32 %r, ptr %flag
  ret void
}
