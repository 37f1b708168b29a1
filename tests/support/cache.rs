//! What the compile-cache tests (`tests/cache.rs`, `tests/cache_redis.rs`) share: the two programs
//! they compile, and how they read a run's output.

use std::process::Output;

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

/// stderr of a run, as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The `nvvmc stats: cache: …` value of a run with `--stats`.
pub fn cache_stat(o: &Output) -> String {
    let e = stderr(o);
    e.lines()
        .find_map(|l| l.strip_prefix("nvvmc stats: cache: "))
        .unwrap_or_else(|| panic!("no cache line in:\n{e}"))
        .to_string()
}

/// What a compile-cache hit replays of a compilation's stderr: every line but the cache's own and
/// where libdevice's part came from (which says what a process did, so an entry does not keep it).
pub fn replayable(o: &Output) -> Vec<String> {
    stderr(o)
        .lines()
        .filter(|l| !l.starts_with("nvvmc stats: cache") && !l.starts_with("nvvmc stats: libdevice part:"))
        .map(String::from)
        .collect()
}
