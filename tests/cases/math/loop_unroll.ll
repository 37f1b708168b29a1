; Loops that call math are unrolled after libdevice is linked, with its code in view:
; in the first -O3 the math loop keeps one copy of its body (marked so that the optimizer does not
; unroll it), while the math-free saxpy loop is still unrolled at run time as LLVM decides. After
; linking, the marks become llvm.loop.unroll.runtime.disable (no `.pragma "nounroll"` for ptxas)
; and the post-link unroller, which sees libdevice's sinf inlined, keeps one body. Under
; --fast-math (sin.approx) the body stays one too: math loops are not unrolled at run time.
; sin(0.5) on a constant still folds. A loop of 4 iterations is unrolled after linking when its
; math is small once inlined (sin.approx, from afn), and stays rolled around the full sinf.
; RUN: %nvvmc %s --arch sm_90 --print-after optimize -o %t.ptx 2>&1 | %FileCheck %s --check-prefix=OPT
; RUN: %nvvmc %s --arch sm_90 --emit llvm -o - | %FileCheck %s --check-prefix=LINKED
; RUN: %nvvmc %s --arch sm_90 -o - | %FileCheck %s --check-prefix=PTX
; RUN: %nvvmc %s --arch sm_90 --fast-math -o - | %FileCheck %s --check-prefix=FAST
; RUN: %nvvmc %s --arch sm_90 --link early -o - | %FileCheck %s --check-prefix=PTX
; OPT-LABEL: define {{.*}}@math_loop(
; OPT-COUNT-1: call float @llvm.sin.f32
; OPT-NOT: call float @llvm.sin.f32
; OPT: br i1 {{.*}}, !llvm.loop [[ID:![0-9]+]]
; OPT-LABEL: define {{.*}}@saxpy_loop(
; OPT-COUNT-4: store float
; OPT-LABEL: define {{.*}}@folded(
; OPT-NEXT: store float 0x3FDEAEE880000000
; OPT: [[ID]] = distinct !{[[ID]], [[DISABLE:![0-9]+]], [[MARK:![0-9]+]]}
; OPT: [[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; OPT: [[MARK]] = !{!"nvvmc.unroll.after-link"}
; LINKED-NOT: nvvmc.unroll.after-link
; LINKED-LABEL: define {{.*}}@math_loop(
; LINKED: %xv = load float
; LINKED-NOT: load float, ptr addrspace(1) %px
; LINKED-LABEL: define {{.*}}@saxpy_loop(
; LINKED-NOT: nvvmc.unroll.after-link
; LINKED: !{!"llvm.loop.unroll.runtime.disable"}
; One copy of sinf's slow path (Payne-Hanek, which reads __cudart_i2opi_f) in the math loop:
; PTX-LABEL: .entry math_loop(
; PTX-COUNT-1: mov.b64 {{%rd[0-9]+}}, __cudart_i2opi_f;
; PTX-NOT: __cudart_i2opi_f
; PTX-LABEL: .entry saxpy_loop(
; PTX-LABEL: .entry folded(
; PTX: st.global.b32 {{.*}}1056274244
; PTX-LABEL: .entry four_fast_sines(
; PTX-COUNT-4: sin.approx{{(.ftz)?}}.f32
; PTX-NOT: sin.approx
; PTX-LABEL: .entry four_sines(
; PTX-COUNT-1: mov.b64 {{%rd[0-9]+}}, __cudart_i2opi_f;
; PTX-NOT: __cudart_i2opi_f
; FAST-LABEL: .entry math_loop(
; FAST-COUNT-1: sin.approx{{(.ftz)?}}.f32
; FAST-NOT: sin.approx
; FAST-NOT: nounroll
; FAST-LABEL: .entry saxpy_loop(
target triple = "nvptx64-nvidia-cuda"

; for (i = start; i < n; i += stride) out[i] = expf(sinf(x[i])), counted as numba counts it.
define void @math_loop(ptr addrspace(1) %out, ptr addrspace(1) %x, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %tid64 = zext i32 %tid to i64
  %ntid64 = zext i32 %ntid to i64
  %ctaid64 = zext i32 %ctaid to i64
  %nctaid64 = zext i32 %nctaid to i64
  %base = mul nuw nsw i64 %ctaid64, %ntid64
  %start = add nuw nsw i64 %base, %tid64
  %stride = mul nuw nsw i64 %ntid64, %nctaid64
  %any = icmp slt i64 %start, %n
  br i1 %any, label %count, label %exit
count:
  %span = sub nsw i64 %n, %start
  %last = add nsw i64 %span, -1
  %q = udiv i64 %last, %stride
  %trips = add nuw nsw i64 %q, 1
  br label %loop
loop:
  %t = phi i64 [ 0, %count ], [ %tn, %loop ]
  %i = phi i64 [ %start, %count ], [ %next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %xv = load float, ptr addrspace(1) %px, align 4
  %s = call float @llvm.sin.f32(float %xv)
  %e = call float @llvm.exp.f32(float %s)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %e, ptr addrspace(1) %po, align 4
  %next = add nsw i64 %i, %stride
  %tn = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %tn, %trips
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; The same loop without math (saxpy): LLVM still unrolls it at run time.
define void @saxpy_loop(ptr addrspace(1) %y, ptr addrspace(1) %x, float %a, i64 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %tid64 = zext i32 %tid to i64
  %ntid64 = zext i32 %ntid to i64
  %ctaid64 = zext i32 %ctaid to i64
  %nctaid64 = zext i32 %nctaid to i64
  %base = mul nuw nsw i64 %ctaid64, %ntid64
  %start = add nuw nsw i64 %base, %tid64
  %stride = mul nuw nsw i64 %ntid64, %nctaid64
  %any = icmp slt i64 %start, %n
  br i1 %any, label %count, label %exit
count:
  %span = sub nsw i64 %n, %start
  %last = add nsw i64 %span, -1
  %q = udiv i64 %last, %stride
  %trips = add nuw nsw i64 %q, 1
  br label %loop
loop:
  %t = phi i64 [ 0, %count ], [ %tn, %loop ]
  %i = phi i64 [ %start, %count ], [ %next, %loop ]
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %i
  %xv = load float, ptr addrspace(1) %px, align 4
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %i
  %yv = load float, ptr addrspace(1) %py, align 4
  %ax = fmul float %a, %xv
  %r = fadd float %ax, %yv
  store float %r, ptr addrspace(1) %py, align 4
  %next = add nsw i64 %i, %stride
  %tn = add nuw nsw i64 %t, 1
  %more = icmp ult i64 %tn, %trips
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Math on constants still folds.
define void @folded(ptr addrspace(1) %p) {
  %s = call float @llvm.sin.f32(float 0.5)
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

; s = sum over k < 4 of sin(k * x), with the fast sine (afn) and with the full one.
define void @four_fast_sines(ptr addrspace(1) %p, float %x) {
entry:
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k1, %l ]
  %s = phi float [ 0.0, %entry ], [ %s1, %l ]
  %kf = sitofp i32 %k to float
  %a = fmul float %kf, %x
  %v = call afn float @llvm.sin.f32(float %a)
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 4
  br i1 %c, label %l, label %e
e:
  store float %s1, ptr addrspace(1) %p
  ret void
}

define void @four_sines(ptr addrspace(1) %p, float %x) {
entry:
  br label %l
l:
  %k = phi i32 [ 0, %entry ], [ %k1, %l ]
  %s = phi float [ 0.0, %entry ], [ %s1, %l ]
  %kf = sitofp i32 %k to float
  %a = fmul float %kf, %x
  %v = call float @llvm.sin.f32(float %a)
  %s1 = fadd float %s, %v
  %k1 = add nsw i32 %k, 1
  %c = icmp slt i32 %k1, 4
  br i1 %c, label %l, label %e
e:
  store float %s1, ptr addrspace(1) %p
  ret void
}

declare float @llvm.sin.f32(float)
declare float @llvm.exp.f32(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @math_loop, !"kernel", i32 1}
!1 = !{ptr @saxpy_loop, !"kernel", i32 1}
!2 = !{ptr @folded, !"kernel", i32 1}
!3 = !{ptr @four_fast_sines, !"kernel", i32 1}
!4 = !{ptr @four_sines, !"kernel", i32 1}
