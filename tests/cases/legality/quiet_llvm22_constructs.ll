; Constructs that spec 1.1 restricts but LLVM 22 compiles correctly (measured: nvvmc + ptxas
; for sm_90) are silent by default: weak_odr/extern_weak/appending linkage, varargs, fastcc, gc
; names, naked, sections and alignment, atomics on i8/i16/half/double, nand, fmax, fence, atomic
; load/store, stacksave/prefetch/readcyclecounter/overflow/objectsize/trap, ctpop.i128,
; fma.f16, the `n` asm constraint, dynamic alloca. --strict still reports every one.
; RUN: %nvvmc %s --arch sm_90 -o %t.ptx 2>&1 | %FileCheck %s --allow-empty --implicit-check-not=warning --implicit-check-not=error
; RUN: exit-code 1 %nvvmc %s --arch sm_90 --strict --check 2>&1 | %FileCheck %s --check-prefix=STRICT
; STRICT: error: compilation failed: {{[0-9]+}} errors found
target triple = "nvptx64-nvidia-cuda"
declare half @llvm.fma.f16(half, half, half)
declare i128 @llvm.ctpop.i128(i128)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
declare i64 @llvm.readcyclecounter()
declare ptr @llvm.stacksave.p0()
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare void @llvm.stackrestore.p0(ptr)
declare void @llvm.trap()
declare void @llvm.va_end.p0(ptr)
declare void @llvm.va_start.p0(ptr)
declare {i32, i1} @llvm.sadd.with.overflow.i32(i32, i32)
@a_appending = appending addrspace(1) global [1 x i32] [i32 1]
define ptx_kernel void @k_appending(ptr %p) {
  %v = load i32, ptr addrspace(1) @a_appending
  store i32 %v, ptr %p
  ret void
}

define ptx_kernel void @k_asm(ptr %p) {
  %a = call i32 asm "mov.u32 $0, $1;", "=r,n"(i32 4)
  store i32 %a, ptr %p
  ret void
}

define ptx_kernel void @k_atomics(ptr addrspace(1) %p, ptr addrspace(1) %h, ptr addrspace(1) %b, ptr addrspace(1) %d) {
  %a = atomicrmw add ptr addrspace(1) %b, i8 1 monotonic
  %c = cmpxchg ptr addrspace(1) %h, i16 0, i16 1 monotonic monotonic
  %e = atomicrmw fadd ptr addrspace(1) %h, half 1.0 monotonic
  %f = atomicrmw fadd ptr addrspace(1) %d, double 1.0 monotonic
  %n = atomicrmw nand ptr addrspace(1) %p, i32 3 seq_cst
  %x = atomicrmw xchg ptr addrspace(1) %d, double 2.0 monotonic
  %m = atomicrmw fmax ptr addrspace(1) %p, float 2.0 monotonic
  fence seq_cst
  %l = load atomic i32, ptr addrspace(1) %p acquire, align 4
  store atomic i32 %l, ptr addrspace(1) %p release, align 4
  ret void
}

define ptx_kernel void @k_dynalloca(ptr %p, i32 %n) {
  %a = alloca i32, i32 %n
  store volatile i32 1, ptr %a
  %v = load volatile i32, ptr %a
  store i32 %v, ptr %p
  ret void
}

@g_extern_weak = extern_weak addrspace(1) global i32
define ptx_kernel void @k_extern_weak(ptr %p) {
  %v = load i32, ptr addrspace(1) @g_extern_weak
  store i32 %v, ptr %p
  ret void
}

define internal fastcc i32 @f_fastcc(i32 %x) noinline {
  ret i32 %x
}
define ptx_kernel void @k_fastcc(ptr %p) {
  %r = call fastcc i32 @f_fastcc(i32 3)
  store i32 %r, ptr %p
  ret void
}

define ptx_kernel void @k_gc(ptr %p) gc "shadow-stack" {
  store i32 1, ptr %p
  ret void
}

define ptx_kernel void @k_intrinsics(ptr %p, i32 %x, i128 %w, half %h) {
  %s = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %s)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %c = call i64 @llvm.readcyclecounter()
  %o = call {i32, i1} @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)
  %v = extractvalue {i32, i1} %o, 0
  %z = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  %q = call i128 @llvm.ctpop.i128(i128 %w)
  %t = trunc i128 %q to i32
  %f = call half @llvm.fma.f16(half %h, half %h, half %h)
  store half %f, ptr %p
  %sum = add i32 %v, %t
  store i32 %sum, ptr %p
  store i64 %c, ptr %p
  store i64 %z, ptr %p
  %b = icmp eq i32 %x, 99
  br i1 %b, label %trap, label %done
trap:
  call void @llvm.trap()
  unreachable
done:
  ret void
}

define internal void @f_naked(ptr %p) naked noinline {
  ret void
}
define ptx_kernel void @k_naked(ptr %p) {
  call void @f_naked(ptr %p)
  ret void
}

@g_sections = addrspace(1) global i32 0, section "foo"
define ptx_kernel void @k_sections() section "bar" align 16 {
  store i32 1, ptr addrspace(1) @g_sections
  ret void
}

define internal i32 @f_varargs(i32 %n, ...) noinline {
  %ap = alloca ptr
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}
define ptx_kernel void @k_varargs(ptr %p) {
  %r = call i32 (i32, ...) @f_varargs(i32 1, i32 7)
  store i32 %r, ptr %p
  ret void
}

@g_weak_odr = weak_odr addrspace(1) global i32 0
define ptx_kernel void @k_weak_odr() {
  store i32 1, ptr addrspace(1) @g_weak_odr
  ret void
}

