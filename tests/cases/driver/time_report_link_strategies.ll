; --time-report shows each link strategy's stages: `early` links before the optimizer
; (preload-libdevice) and takes its marks off after lowering (link-libdevice); `ptx` compiles the
; library on its own (compile-libdevice-ptx, with the library's reflect under it) and joins it
; after code generation (join-ptx). The changed column shows where reflect found libdevice's
; questions: in the first nvvm-reflect under `early`, in the library's under `ptx`.
; RUN: %nvvmc %s --arch sm_90 --link early -o %t.ptx --time-report 2>&1 | %FileCheck %s --check-prefix=EARLY
; RUN: rm -rf %t-cache && NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 --link ptx -o %t2.ptx --time-report 2>&1 | %FileCheck %s --check-prefix=PTX
; RUN: exit-code 1 %nvvmc %s --arch sm_90 --link none -o %t3.ptx --time-report 2>&1 | %FileCheck %s --check-prefix=NONE
; EARLY: ms  preload-libdevice
; EARLY: ms      yes  nvvm-reflect
; EARLY: ms  link-libdevice
; EARLY: ms       no  nvvm-reflect-linked
; EARLY-NOT: compile-libdevice-ptx
; PTX-NOT: preload-libdevice
; PTX: ms      yes  lower-math
; PTX: ms  compile-libdevice-ptx
; PTX-NEXT: ms      yes      library: nvvm-reflect-linked
; PTX: ms       no  nvvm-reflect-linked
; PTX: ms  codegen
; PTX-NEXT: ms  join-ptx
; NONE: error: libdevice function '__nv_sinf' is needed, but --link none links no libdevice
; NONE: ms  link-libdevice
; NONE-NOT: join-ptx
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sin.f32(float)
define ptx_kernel void @k(ptr %p) {
  %v = load float, ptr %p
  %s = call float @llvm.sin.f32(float %v)
  store float %s, ptr %p
  ret void
}
