; --ptx-version X.Y picks the PTX ISA version (llc's -mattr=+ptxXY). Without it, an intrinsic that
; needs a newer one than the architecture's minimum raises the version (elect.sync: PTX 8.0 and
; sm_90; LLVM's default for sm_90 is 7.8), and --stats says why; an explicit --ptx-version that is
; too old for it is an error naming the version and the flag, before LLVM runs. Versions LLVM 22
; does not know, or older than the architecture's minimum, are usage errors.
; RUN: %nvvmc %s --arch sm_90 --ptx-version 8.0 -o %t.ptx
; RUN: %FileCheck %s < %t.ptx
; RUN: %nvvmc %s --arch sm_90 --stats -o %t3.ptx 2>&1 | %FileCheck %s --check-prefix=AUTO
; RUN: %FileCheck %s < %t3.ptx
; RUN: exit-code 1 %nvvmc %s --arch sm_90 --ptx-version 7.8 -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=OLD
; RUN: exit-code 1 %nvvmc %s --arch sm_80 --ptx-version 8.0 -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=ARCH
; RUN: exit-code 2 %nvvmc %s --arch sm_90 --ptx-version 7.0 -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=MIN
; RUN: exit-code 2 %nvvmc %s --ptx-version 8.9 -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
; RUN: exit-code 2 %nvvmc %s --ptx-version 80 -o %t2.ptx 2>&1 | %FileCheck %s --check-prefix=FORM
; RUN: not test -e %t2.ptx
; CHECK: .version 8.0
; CHECK: .target sm_90
; CHECK: elect.sync
; AUTO: nvvmc stats: PTX ISA 8.0: above the architecture's minimum, as the module asks (intrinsic llvm.nvvm.elect.sync wants 8.0)
; OLD: error: 'llvm.nvvm.elect.sync' needs PTX ISA 8.0 and sm_90 in LLVM 22; the target is sm_90 with PTX ISA 7.8 [intrinsic-requirement
; OLD: fix: compile with --ptx-version 8.0 (or later)
; ARCH: error: 'llvm.nvvm.elect.sync' needs PTX ISA 8.0 and sm_90 in LLVM 22; the target is sm_80 with PTX ISA 8.0
; ARCH: fix: compile with --arch sm_90 (or later) and --ptx-version 8.0 (or later)
; MIN: error: --ptx-version 7.0 is too old for sm_90: LLVM 22 needs PTX ISA 7.8 or newer for it
; UNKNOWN: PTX ISA 8.9 is not one LLVM 22's NVPTX backend knows; use one of 3.2, {{.*}}, 8.8, 9.0
; FORM: '80' is not a PTX ISA version: write MAJOR.MINOR, e.g. 8.6
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.elect.sync(i32)

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %e = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %v = extractvalue { i32, i1 } %e, 0
  store i32 %v, ptr addrspace(1) %p
  ret void
}
