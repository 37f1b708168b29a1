; The part of libdevice a program links is kept in the cache folder (libdevice-subset-v1/) and
; read from there by the next process with the same declarations: the same PTX, byte for byte.
; A damaged entry (one byte changed past its header) is not read: the part is made again from
; the library, with the same PTX, and kept again.
; RUN: rm -rf %t-cache && NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 -o %t1.ptx --stats 2>&1 | %FileCheck %s --check-prefix=MADE
; RUN: NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 -o %t2.ptx --stats 2>&1 | %FileCheck %s --check-prefix=KEPT
; RUN: cmp %t1.ptx %t2.ptx
; RUN: for f in %t-cache/libdevice-subset-v1/*.bc; do printf X | dd of=$f bs=1 seek=900 conv=notrunc 2>/dev/null; done
; RUN: NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 -o %t3.ptx --stats 2>&1 | %FileCheck %s --check-prefix=MADE
; RUN: cmp %t1.ptx %t3.ptx
; RUN: NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 -o %t4.ptx --stats 2>&1 | %FileCheck %s --check-prefix=KEPT
; RUN: %FileCheck %s --check-prefix=PTX --input-file %t4.ptx
; MADE: nvvmc stats: libdevice part: made now from the library
; MADE: libdevice functions linked: 2 ({{[0-9]+}} with internal helpers): __nv_cosf __nv_sinf
; KEPT: nvvmc stats: libdevice part: read from the cache folder
; KEPT: libdevice functions linked: 2 ({{[0-9]+}} with internal helpers): __nv_cosf __nv_sinf
; PTX: .visible .entry k(
; PTX-NOT: __nv_sinf
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %s = call float @llvm.sin.f32(float %v)
  %c = call float @llvm.cos.f32(float %s)
  store float %c, ptr addrspace(1) %p
  ret void
}
