//! The hot code is laid out together in the C API's `libnvvm.so` (`linker/symbol_order.rs`,
//! `tests/support/binary_layout.rs`) whenever capi/build.rs passed the list to the linker.

#[path = "../../tests/support/binary_layout.rs"]
mod binary_layout;

mod common;

use std::path::Path;

#[test]
fn hot_functions_are_laid_out_together_in_the_library() {
    binary_layout::check_if_applied(
        &common::deps_dir().join("libnvvm.so"),
        Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap(),
        env!("NVVMC_SYMBOL_ORDER_APPLIED"),
    );
}
