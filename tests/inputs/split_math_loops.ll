target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k0(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %dout, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %start = add i32 %base, %tid
  %stride = mul i32 %ntid, %nctaid
  %any = icmp slt i32 %start, %n
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %next, %loop ]
  %idx = sext i32 %i to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %pin
  %xs = fmul float %x, 0x3FF0000000000000
  %s = call float @sinf(float %xs)
  %e = call float @expf(float %s)
  %d = fpext float %e to double
  %l = call double @log(double %d)
  %p = call double @pow(double %l, double 1.5)
  %r = fptrunc double %p to float
  %pout = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %r, ptr addrspace(1) %pout
  %pd = getelementptr double, ptr addrspace(1) %dout, i64 %idx
  store double %p, ptr addrspace(1) %pd
  %next = add i32 %i, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @k1(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %dout, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %start = add i32 %base, %tid
  %stride = mul i32 %ntid, %nctaid
  %any = icmp slt i32 %start, %n
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %next, %loop ]
  %idx = sext i32 %i to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %pin
  %xs = fmul float %x, 0x3FF0400000000000
  %s = call float @sinf(float %xs)
  %e = call float @expf(float %s)
  %d = fpext float %e to double
  %l = call double @log(double %d)
  %p = call double @pow(double %l, double 1.5)
  %r = fptrunc double %p to float
  %pout = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %r, ptr addrspace(1) %pout
  %pd = getelementptr double, ptr addrspace(1) %dout, i64 %idx
  store double %p, ptr addrspace(1) %pd
  %next = add i32 %i, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @k2(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(1) %dout, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %ctaid, %ntid
  %start = add i32 %base, %tid
  %stride = mul i32 %ntid, %nctaid
  %any = icmp slt i32 %start, %n
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i32 [ %start, %entry ], [ %next, %loop ]
  %idx = sext i32 %i to i64
  %pin = getelementptr float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %pin
  %xs = fmul float %x, 0x3FF0800000000000
  %s = call float @sinf(float %xs)
  %e = call float @expf(float %s)
  %d = fpext float %e to double
  %l = call double @log(double %d)
  %p = call double @pow(double %l, double 1.5)
  %r = fptrunc double %p to float
  %pout = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %r, ptr addrspace(1) %pout
  %pd = getelementptr double, ptr addrspace(1) %dout, i64 %idx
  store double %p, ptr addrspace(1) %pd
  %next = add i32 %i, %stride
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare float @sinf(float)
declare float @expf(float)
declare double @log(double)
declare double @pow(double, double)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
