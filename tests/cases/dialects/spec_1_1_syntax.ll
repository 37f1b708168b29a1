; NVVM IR as the 1.1 specification writes it (LLVM 3.2 text), compiled as it is: `metadata !{…}`
; nodes and operands, `load`/`getelementptr` without their type (instructions and a constant
; expression), callee types as function pointers, `byval` without its type, the old alias form,
; the old llvm.memcpy with its alignment operand, a single-ordering cmpxchg (src/front/legacy_text/).
; RUN: %nvvmc %s --arch sm_80 -o - | %FileCheck %s
; CHECK: .visible .func (.param .b32 func_retval0) scale
; CHECK: .visible .const .align 4 .b8 table[16]
; CHECK: .visible .entry _Z6kernelPfPiPK1V(
; CHECK: .maxntid 256, 1, 1
; CHECK: call.uni (retval0), scale, (param0);
; CHECK: ld.const.b32
; CHECK: atom.acquire.gpu.global.cas.b32
; CHECK: call.uni (retval0), vprintf, (param0, param1);
; CHECK: bar.sync 0;
; CHECK: .alias scale, norm1;
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.V = type { float, float, float }

@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@fmtp = internal global i8* getelementptr inbounds ([4 x i8]* @fmt, i64 0, i64 0)
@table = addrspace(4) global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0], align 4
@scale = alias float (%struct.V*)* @norm1

define float @norm1(%struct.V* byval %v) nounwind readonly alwaysinline {
  %xp = getelementptr inbounds %struct.V* %v, i32 0, i32 0
  %yp = getelementptr inbounds %struct.V* %v, i32 0, i32 1
  %x = load float* %xp, align 4
  %y = load float* %yp, align 4
  %s = fadd float %x, %y
  ret float %s
}

define void @_Z6kernelPfPiPK1V(float* %out, i32* %flag, %struct.V* %in) nounwind {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
  %i = sext i32 %tid to i64
  %v = alloca %struct.V, align 4
  %src = getelementptr inbounds %struct.V* %in, i64 %i
  %d8 = bitcast %struct.V* %v to i8*
  %s8 = bitcast %struct.V* %src to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 12, i32 4, i1 false)
  %n = call float (%struct.V*)* @scale(%struct.V* byval %v)
  %tp = getelementptr inbounds [4 x float] addrspace(4)* @table, i64 0, i64 %i
  %t = load float addrspace(4)* %tp, align 4
  %r = fmul float %n, %t
  %o = getelementptr inbounds float* %out, i64 %i
  store float %r, float* %o, align 4
  %was = cmpxchg i32* %flag, i32 0, i32 %tid seq_cst
  %first = icmp eq i32 %was, 0
  br i1 %first, label %report, label %done

report:
  %f = load i8** @fmtp, align 8
  %args = alloca i32, align 4
  store i32 %tid, i32* %args, align 4
  %a8 = bitcast i32* %args to i8*
  %p = call i32 (i8*, i8*)* @vprintf(i8* %f, i8* %a8)
  br label %done

done:
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @vprintf(i8*, i8*)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* nocapture, i8* nocapture, i64, i32, i1) nounwind
declare void @llvm.nvvm.barrier0() nounwind

!nvvm.annotations = !{!0, !1}
!0 = metadata !{void (float*, i32*, %struct.V*)* @_Z6kernelPfPiPK1V, metadata !"kernel", i32 1}
!1 = metadata !{void (float*, i32*, %struct.V*)* @_Z6kernelPfPiPK1V, metadata !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = metadata !{i32 1, i32 1}
