; The optimizer's unrolling decisions stand. The bit loop of cuda-samples'
; quasirandomGeneratorKernel (31 iterations, a table load under a branch) is partially unrolled
; by -O3 into 4 copies; `freeze-unroll` marks it so that the post-link pipeline, which the `sin`
; of the other kernel brings, does not unroll it again (it used to: 31 table loads, as
; `opt -passes='default<O3>'` run twice gives). `thaw-unroll` takes the mark off before code
; generation: no `.pragma "nounroll"` of nvvmc's reaches ptxas (libdevice's sinf has its own).
; The local array of @softmax8 is written in a loop that calls expf (kept rolled until libdevice
; is linked) and is promoted to registers once that loop is unrolled: at -O1 and above nvvmc
; leaves accesses to allocas generic for SROA and LLVM's back end (no `addrspace(5)` in the IR).
; RUN: %nvvmc %s --arch sm_90 --print-after freeze-unroll -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=FROZEN
; RUN: %FileCheck %s < %t.ptx
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=IR
; RUN: %nvvmc %s --arch sm_90 --link early -o - | %FileCheck %s
; `--run-pass` runs the pass alone at any -O level (the pipeline runs it at -O1 and above only).
; RUN: %nvvmc %s --arch sm_90 -O0 --run-pass freeze-unroll -o - | %FileCheck %s --check-prefix=FROZEN
; FROZEN: !{!"llvm.loop.unroll.disable"}
; FROZEN: !{!"nvvmc.unroll.decided"}
; CHECK-LABEL: .visible .entry quasi(
; CHECK-COUNT-4: ld.const.b32
; CHECK-NOT: ld.const.b32
; CHECK-NOT: nounroll
; CHECK: ret;
; CHECK-LABEL: .visible .entry softmax8(
; CHECK-NOT: .local
; CHECK: ret;
; IR-NOT: nvvmc.unroll.decided
; IR-NOT: addrspace(5)
target triple = "nvptx64-nvidia-cuda"
@c_Table = internal addrspace(4) externally_initialized global [3 x [31 x i32]] zeroinitializer, align 4

define ptx_kernel void @quasi(ptr %out, i32 %seed, i32 %N) {
entry:
  %tidy = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tidx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bdx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bix = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %gdx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %m = mul i32 %bdx, %bix
  %tid = add i32 %m, %tidx
  %threadN = mul i32 %bdx, %gdx
  %ty64 = zext i32 %tidy to i64
  %base = getelementptr [3 x [31 x i32]], ptr addrspace(4) @c_Table, i64 0, i64 %ty64, i64 0
  %c0 = icmp ult i32 %tid, %N
  br i1 %c0, label %outer, label %exit
outer:
  %pos = phi i32 [ %tid, %entry ], [ %pos.next, %after ]
  %data0 = add i32 %seed, %pos
  br label %inner
inner:
  %bit = phi i32 [ 0, %outer ], [ %bit.next, %latch ]
  %res = phi i32 [ 0, %outer ], [ %res.next, %latch ]
  %data = phi i32 [ %data0, %outer ], [ %data.next, %latch ]
  %b = and i32 %data, 1
  %t = icmp ne i32 %b, 0
  br i1 %t, label %then, label %latch
then:
  %b64 = zext i32 %bit to i64
  %p = getelementptr i32, ptr addrspace(4) %base, i64 %b64
  %v = load i32, ptr addrspace(4) %p
  %x = xor i32 %res, %v
  br label %latch
latch:
  %res.next = phi i32 [ %x, %then ], [ %res, %inner ]
  %bit.next = add i32 %bit, 1
  %data.next = lshr i32 %data, 1
  %c = icmp slt i32 %bit.next, 31
  br i1 %c, label %inner, label %after
after:
  %r1 = add i32 %res.next, 1
  %f = uitofp i32 %r1 to float
  %fs = fmul float %f, 0x3E00000000000000
  %ymul = mul i32 %tidy, %N
  %idx = add i32 %ymul, %pos
  %i64 = zext i32 %idx to i64
  %o = getelementptr float, ptr %out, i64 %i64
  store float %fs, ptr %o
  %pos.next = add i32 %pos, %threadN
  %c2 = icmp ult i32 %pos.next, %N
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
define ptx_kernel void @other(ptr %o, float %x) {
  %s = call float @llvm.sin.f32(float %x)
  store float %s, ptr %o
  ret void
}
declare float @llvm.sin.f32(float)
define ptx_kernel void @softmax8(ptr %in, ptr %out) {
entry:
  %buf = alloca [8 x float], align 4
  br label %l1
l1:
  %i = phi i32 [ 0, %entry ], [ %i1, %l1 ]
  %p = getelementptr float, ptr %in, i32 %i
  %x = load float, ptr %p
  %e = call float @llvm.exp.f32(float %x)
  %b = getelementptr [8 x float], ptr %buf, i32 0, i32 %i
  store float %e, ptr %b
  %i1 = add i32 %i, 1
  %c1 = icmp slt i32 %i1, 8
  br i1 %c1, label %l1, label %l2
l2:
  %j = phi i32 [ 0, %l1 ], [ %j1, %l2 ]
  %s = phi float [ 0.0, %l1 ], [ %s1, %l2 ]
  %bj = getelementptr [8 x float], ptr %buf, i32 0, i32 %j
  %v = load float, ptr %bj
  %s1 = fadd float %s, %v
  %j1 = add i32 %j, 1
  %c2 = icmp slt i32 %j1, 8
  br i1 %c2, label %l2, label %l3
l3:
  %k = phi i32 [ 0, %l2 ], [ %k1, %l3 ]
  %bk = getelementptr [8 x float], ptr %buf, i32 0, i32 %k
  %w = load float, ptr %bk
  %d = fdiv float %w, %s1
  %q = getelementptr float, ptr %out, i32 %k
  store float %d, ptr %q
  %k1 = add i32 %k, 1
  %c3 = icmp slt i32 %k1, 8
  br i1 %c3, label %l3, label %done
done:
  ret void
}
declare float @llvm.exp.f32(float)
