//! The hot code is laid out together in the `nvvmc` executable (`linker/symbol_order.rs`,
//! `tests/support/binary_layout.rs`) whenever build.rs passed the list to the linker: on the
//! toolchain CI and setup.sh use (rustc's rust-lld) it does, and a change of linker or of
//! build.rs that lost the speed-up would fail here instead of silently. Where the linker does not
//! take the option, build.rs says why and the test shows as ignored with that reason.

#[path = "support/binary_layout.rs"]
mod binary_layout;
#[path = "support/harness.rs"]
#[macro_use]
mod harness;

use harness::*;
use std::path::Path;

fn hot_functions_are_laid_out_together_in_the_executable() {
    let applied = env!("NVVMC_SYMBOL_ORDER_APPLIED");
    let binary = Path::new(env!("CARGO_BIN_EXE_nvvmc"));
    if let Err(why) = binary_layout::check_if_applied(binary, Path::new(env!("CARGO_MANIFEST_DIR")), applied) {
        skip(&why);
    }
}

/// With the toolchain's own linker (rustc's rust-lld on x86_64 Linux, as setup.sh and CI use)
/// the list is passed: a regression in build.rs's link probe would otherwise turn the test above
/// into an ignored one. Builds that chose their own linker or flags, or turned the layout off,
/// are not held to it (build.rs marks them): the test is ignored, with that reason.
fn the_layout_is_applied_with_the_default_linker() {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu")) {
        skip("the default linker is known to take the list on x86_64 Linux (gnu) only");
    }
    let applied = env!("NVVMC_SYMBOL_ORDER_APPLIED");
    if applied.starts_with("0 (configured)") || applied.contains("NVVMC_SYMBOL_ORDER=0") {
        skip(&format!("not held to the layout: {applied}"));
    }
    assert_eq!(applied, "1", "build.rs did not pass the symbol order with the default linker");
}

test_main!(hot_functions_are_laid_out_together_in_the_executable, the_layout_is_applied_with_the_default_linker);
