//! Gives the shared object libNVVM's soname, `libnvvm.so.4`, and creates the `libnvvm.so.4`
//! symlink beside the artifact (`target/<profile>/libnvvm.so`), so that a plain `cargo build`
//! leaves both names a client may load: `dlopen("libnvvm.so.4")` (cuda-python, numba-cuda) and
//! `-lnvvm` (`libnvvm.so`).

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os != "linux" {
        return;
    }
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libnvvm.so.4");
    // Only libNVVM's API is exported: not the `LLVM_InitializeAll*` definitions that
    // the IR boundary's ir/src/targets.rs gives in place of llvm-sys's (they keep LLVM's other backends
    // out of the link).
    println!("cargo:rustc-cdylib-link-arg=-Wl,--exclude-libs=ALL");
    // The hot code laid out together (linker/symbol_order.rs).
    order_hot_functions(std::path::Path::new("../linker/symbol-order.txt.gz"), "rustc-cdylib-link-arg=");
    // OUT_DIR is <target>/<profile>/build/<pkg>-<hash>/out; the artifact lands in <target>/<profile>.
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let Some(profile_dir) = out.ancestors().nth(3) else { return };
    // `cargo build` copies the library to <profile>/; `cargo test` leaves it in <profile>/deps/,
    // where the tests load it from: both get the link.
    for dir in [profile_dir.to_path_buf(), profile_dir.join("deps")] {
        let link = dir.join("libnvvm.so.4");
        // A relative link, created even before the library exists (it is linked right after
        // this script runs); replaced if it points elsewhere.
        if std::fs::read_link(&link).map(|t| t != std::path::Path::new("libnvvm.so")).unwrap_or(true) {
            let _ = std::fs::remove_file(&link);
            if let Err(e) = std::os::unix::fs::symlink("libnvvm.so", &link) {
                println!("cargo:warning=cannot create {}: {e}", link.display());
            }
        }
    }
}

include!("../linker/symbol_order.rs");
