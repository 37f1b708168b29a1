; What -o writes (PTX, a cubin, the ABI report) gets the mode every compiler gives its output,
; 0666 less the umask: 0644 under umask 022, 0600 under umask 077, not the private mode of the
; temporary file it is written to first. Replacing a file gives the new file that mode too.
; Compile cache entries stay 0600 whatever the umask (docs/design.md, "Compile cache": whoever
; can write or read the folder sees or changes what compilations return; keep it yours).
; RUN: umask 022 && %nvvmc %s --arch sm_90 -o %t.ptx && stat -c %a %t.ptx | %FileCheck %s --check-prefix=U022
; RUN: umask 022 && %nvvmc %s --arch sm_90 --emit cubin -o %t.cubin && stat -c %a %t.cubin | %FileCheck %s --check-prefix=U022
; RUN: umask 022 && %nvvmc %s --arch sm_90 --emit abi -o %t.json && stat -c %a %t.json | %FileCheck %s --check-prefix=U022
; RUN: umask 077 && %nvvmc %s --arch sm_90 -o %t.ptx && stat -c %a %t.ptx | %FileCheck %s --check-prefix=U077
; RUN: umask 077 && %nvvmc %s --arch sm_90 --emit abi -o %t.json && stat -c %a %t.json | %FileCheck %s --check-prefix=U077
; RUN: umask 022 && NVVMC_CACHE_DIR=%t-cache %nvvmc %s --arch sm_90 --cache -o %t-cached.ptx
; RUN: stat -c %a %t-cached.ptx | %FileCheck %s --check-prefix=U022
; RUN: stat -c %a %t-cache/compile-v1/??/* | %FileCheck %s --check-prefix=U077
; U022: {{^}}644{{$}}
; U077: {{^}}600{{$}}
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
