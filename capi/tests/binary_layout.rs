//! The hot code is laid out together in the C API's `libnvvm.so` (`linker/symbol_order.rs`,
//! `tests/support/binary_layout.rs`) whenever capi/build.rs passed the list to the linker;
//! otherwise the test shows as ignored, with build.rs's reason.

#[path = "../../tests/support/binary_layout.rs"]
mod binary_layout;

#[macro_use]
mod common;

use common::*;
use std::path::Path;

fn hot_functions_are_laid_out_together_in_the_library() {
    let library = common::deps_dir().join("libnvvm.so");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    if let Err(why) = binary_layout::check_if_applied(&library, root, env!("NVVMC_SYMBOL_ORDER_APPLIED")) {
        skip(&why);
    }
}

test_main!(hot_functions_are_laid_out_together_in_the_library);
