//! The two programs the compile-cache tests (`tests/cache.rs`, `tests/cache_redis.rs`) compile.

/// A kernel that calls libdevice and has a warning (`noinline` on a kernel).
pub const WARN_KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) noinline {
  %v = load float, ptr %p
  %s = call float @__nv_sinf(float %v)
  store float %s, ptr %p
  ret void
}
declare float @__nv_sinf(float)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;

/// A kernel without math: libdevice is found and hashed into the key but never read.
pub const PLAIN_KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) {
  %v = load float, ptr %p
  %w = fmul float %v, 3.0
  store float %w, ptr %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#;
