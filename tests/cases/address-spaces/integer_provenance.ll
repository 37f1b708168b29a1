; In LLVM IR an integer can carry a pointer: `%d = @buf - %base` is a valid value, and
; `inttoptr(ptrtoint(%base) + %d)` is @buf, in shared memory. The integer rule must not take such
; an integer for an offset and make the access global (a fault, or a write to the wrong memory).
; Here the difference reaches the access through memory (@through_memory, the program of issue
; 15), through an integer parameter of a helper (@through_helper) and through a vector
; (@through_vector); each access stays generic (for @through_vector, in the pass's own output:
; the pipeline folds the vector round trip at -O0 (early-cse) and -O3 and finds @buf itself,
; st.shared). @numbers is the same shape with plain numbers
; (a thread index times a kernel argument): that one is global. Its second access uses an index
; loaded from memory, which is a number only when no code of the module writes a value that may
; carry a pointer into memory; @through_memory does, so that access stays generic here (in
; numba_integer_indexing.ll, where nothing does, such an index is a number).
; RUN: %nvvmc %s --arch sm_90 -O0 -o - | %FileCheck %s --check-prefixes=CHECK,O0
; RUN: %nvvmc %s --arch sm_90 -O3 -o - | %FileCheck %s --check-prefixes=CHECK,O3
; RUN: %nvvmc %s --arch sm_90 -O3 --no-infer-through-integers -o - | %FileCheck %s --check-prefix=OFF
; RUN: %nvvmc %s --arch sm_90 --run-pass infer-address-spaces -o - | %FileCheck %s --check-prefix=PASS
; CHECK-NOT: st.global.b32 {{.*}}, 10{{65353216|73741824|77936128}};
; CHECK-LABEL: .func put(
; CHECK: st.b32 [%rd{{[0-9]+}}], 1073741824;
; CHECK-LABEL: .visible .entry through_memory(
; CHECK: st.volatile.global.b64
; CHECK: ld.volatile.global.b64
; CHECK: st.b32 [%rd{{[0-9]+}}], 1065353216;
; CHECK-LABEL: .visible .entry through_helper(
; CHECK-LABEL: .visible .entry through_vector(
; O0: st.shared.b32 [buf], 1077936128;
; O3: st.shared.b32 [buf], 1077936128;
; PASS-LABEL: define ptx_kernel void @through_vector(
; PASS: store float 3.000000e+00, ptr %q
; CHECK-LABEL: .visible .entry numbers(
; CHECK: st.global.b32 [%rd{{[0-9]+}}], 1082130432;
; CHECK: st.b32 [%rd{{[0-9]+}}], 1084227584;
; OFF-LABEL: .visible .entry numbers(
; OFF: st.b32 [%rd{{[0-9]+}}], 1082130432;
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [256 x float] undef
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define internal void @put(ptr %base, i64 %off) noinline {
  %bi = ptrtoint ptr %base to i64
  %qi = add i64 %bi, %off
  %q = inttoptr i64 %qi to ptr
  store float 2.0, ptr %q
  ret void
}

define ptx_kernel void @through_memory(ptr %base, ptr %rel) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %slotp = getelementptr inbounds i64, ptr %rel, i64 %t64
  %bi = ptrtoint ptr %base to i64
  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64
  %d = sub i64 %si, %bi
  store volatile i64 %d, ptr %slotp
  %r = load volatile i64, ptr %slotp
  %qi = add i64 %bi, %r
  %q = inttoptr i64 %qi to ptr
  store float 1.0, ptr %q
  ret void
}

define ptx_kernel void @through_helper(ptr %base) {
  %bi = ptrtoint ptr %base to i64
  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64
  %d = sub i64 %si, %bi
  call void @put(ptr %base, i64 %d)
  ret void
}

define ptx_kernel void @through_vector(ptr %base) {
  %bi = ptrtoint ptr %base to i64
  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64
  %d = sub i64 %si, %bi
  %v = insertelement <2 x i64> zeroinitializer, i64 %d, i32 1
  %e = extractelement <2 x i64> %v, i32 1
  %qi = add i64 %bi, %e
  %q = inttoptr i64 %qi to ptr
  store float 3.0, ptr %q
  ret void
}

; out[tid * stride] = 4.0; out[idx[tid]] = 5.0
define ptx_kernel void @numbers(ptr %out, i64 %stride, ptr %idx) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %o = mul i64 %t64, %stride
  %o4 = shl i64 %o, 2
  %bi = ptrtoint ptr %out to i64
  %qi = add i64 %bi, %o4
  %q = inttoptr i64 %qi to ptr
  store float 4.0, ptr %q
  %ip = getelementptr i32, ptr %idx, i64 %t64
  %i = load i32, ptr %ip
  %i64 = sext i32 %i to i64
  %i4 = shl i64 %i64, 2
  %ri = add i64 %bi, %i4
  %r = inttoptr i64 %ri to ptr
  store float 5.0, ptr %r
  ret void
}
