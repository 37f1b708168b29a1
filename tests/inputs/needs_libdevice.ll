; A kernel that needs libdevice (erf of a runtime value).
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %p, double %x) {
  %s = call double @erf(double %x)
  store double %s, ptr addrspace(1) %p
  ret void
}
declare double @erf(double)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
