//! The hot code is laid out together in the `nvvmc` executable (`linker/symbol_order.rs`,
//! `tests/support/binary_layout.rs`) whenever build.rs passed the list to the linker: on the
//! toolchain CI and setup.sh use (rustc's rust-lld) it does, and a change of linker or of
//! build.rs that lost the speed-up would fail here instead of silently. Where the linker does not
//! take the option, build.rs says why and this test prints it.

#[path = "support/binary_layout.rs"]
mod binary_layout;

use std::path::Path;

#[test]
fn hot_functions_are_laid_out_together_in_the_executable() {
    binary_layout::check_if_applied(
        Path::new(env!("CARGO_BIN_EXE_nvvmc")),
        Path::new(env!("CARGO_MANIFEST_DIR")),
        env!("NVVMC_SYMBOL_ORDER_APPLIED"),
    );
}

/// With the toolchain's own linker (rustc's rust-lld on x86_64 Linux, as setup.sh and CI use)
/// the list is passed: a regression in build.rs's link probe would otherwise turn the test above
/// into a no-op. Builds that chose their own linker or flags, or turned the layout off, are not
/// held to it (build.rs marks them).
#[test]
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu"))]
fn the_layout_is_applied_with_the_default_linker() {
    let applied = env!("NVVMC_SYMBOL_ORDER_APPLIED");
    if applied.starts_with("0 (configured)") || applied.contains("NVVMC_SYMBOL_ORDER=0") {
        eprintln!("not held to the layout: {applied}");
        return;
    }
    assert_eq!(applied, "1", "build.rs did not pass the symbol order with the default linker");
}
