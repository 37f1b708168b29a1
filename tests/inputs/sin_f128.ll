; sin of an fp128: no libdevice equivalent (used by tests/cases/errors/link_none_math.ll).
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p, fp128 %x) {
  %s = call fp128 @llvm.sin.f128(fp128 %x)
  store fp128 %s, ptr %p
  ret void
}
declare fp128 @llvm.sin.f128(fp128)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
