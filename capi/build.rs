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
    link_libstdcxx_statically();
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

/// The library carries its own libstdc++: loaded into a Python or C++ process
/// (numba, PyTorch, a program built with another GCC), it neither needs the host's
/// libstdc++.so.6 to be as new as Debian 12's (`GLIBCXX_3.4.29`) nor meets the host's copy:
/// `--exclude-libs=ALL` above and rustc's version script (only the `#[no_mangle]` C functions are
/// global) keep every libstdc++ symbol local. As for the `nvvmc` executable (the root
/// `build.rs`): llvm-sys and cc-rs ask for `-lstdc++`, and a search folder holding only
/// `libstdc++.a`, searched before the compiler's own, makes the linker take the archive.
/// libgcc's support routines are static already; `libgcc_s.so.1` stays a dependency, since
/// Rust's unwinder links it (a C library with versioned symbols, in every manylinux policy).
/// Without an archive (`c++ -print-file-name` finds none) the library links as before.
fn link_libstdcxx_statically() {
    println!("cargo:rerun-if-env-changed=CXX");
    if std::env::var("CARGO_CFG_TARGET_ENV").as_deref() != Ok("gnu") {
        return;
    }
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let Ok(found) = std::process::Command::new(&cxx).arg("-print-file-name=libstdc++.a").output() else { return };
    let archive = PathBuf::from(String::from_utf8_lossy(&found.stdout).trim());
    // Not found, the compiler prints the bare name back.
    if !archive.is_absolute() || !archive.is_file() {
        return;
    }
    let Some(out) = std::env::var_os("OUT_DIR") else { return };
    let dir = std::path::Path::new(&out).join("static-libstdcxx");
    let link = dir.join("libstdc++.a");
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::remove_file(&link);
    if std::os::unix::fs::symlink(&archive, &link).is_ok() {
        println!("cargo:rustc-cdylib-link-arg=-L{}", dir.display());
    }
}

include!("../linker/symbol_order.rs");
