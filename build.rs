//! The build identity of this nvvmc, for the compile cache's key (`src/services/cache/key.rs`): the
//! version, the git commit, a SHA-256 of every source file that can change what nvvmc produces
//! (the driver, the passes, the libdevice shims, the lock file, so that an uncommitted change is
//! a new identity too), LLVM's version, rustc's version, the profile and the target.
//! It reaches the crate as `env!("NVVMC_BUILD_IDENTITY")`.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Folders whose files are hashed (recursively), and single files.
/// (The C API's sources are not among them: what it hands the compiler, the options and the
/// inputs, is in the key itself, and a change there need not rebuild this crate.)
const SOURCE_DIRS: &[&str] = &["src", "ir/src", "passes/src", "libdevice-shim"];
const SOURCE_FILES: &[&str] = &["build.rs", "Cargo.lock", "ir/Cargo.toml", "ir/build.rs", "passes/Cargo.toml"];

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.is_file() {
            out.push(p);
        }
    }
}

fn command_line(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string()).filter(|s| !s.is_empty())
}

fn main() {
    let mut files = Vec::new();
    for d in SOURCE_DIRS {
        println!("cargo:rerun-if-changed={d}");
        walk(Path::new(d), &mut files);
    }
    for f in SOURCE_FILES {
        println!("cargo:rerun-if-changed={f}");
        files.push(PathBuf::from(f));
    }
    files.sort();
    let mut h = Sha256::new();
    for f in &files {
        let Ok(bytes) = std::fs::read(f) else { continue };
        let name = f.to_string_lossy();
        h.update((name.len() as u64).to_le_bytes());
        h.update(name.as_bytes());
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(&bytes);
    }
    let source: String = h.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();

    // The commit, for people reading a key's identity; the source hash is what separates builds.
    println!("cargo:rerun-if-changed=.git/HEAD");
    let commit = command_line("git", &["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".into());
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let llvm = command_line(&format!("{prefix}/bin/llvm-config"), &["--version"])
        .unwrap_or_else(|| "22 (llvm-config not found)".into());
    let rustc = std::env::var("RUSTC")
        .ok()
        .and_then(|r| command_line(&r, &["--version"]))
        .unwrap_or_else(|| "rustc unknown".into());
    let profile = std::env::var("PROFILE").unwrap_or_default();
    let target = std::env::var("TARGET").unwrap_or_default();
    println!(
        "cargo:rustc-env=NVVMC_BUILD_IDENTITY=nvvmc {} commit {commit} source {source} llvm {llvm} {rustc} {profile} {target}",
        std::env::var("CARGO_PKG_VERSION").unwrap_or_default()
    );
    link_libstdcxx_statically_into_the_cli();
    order_hot_functions(Path::new("linker/symbol-order.txt.gz"), "rustc-link-arg-bin=nvvmc=");
    libdevice_for_unit_tests();
}

/// `cfg(nvvmc_libdevice)` where `.deps/libdevice.10.bc` is (or `NVVMC_REQUIRE_TOOLS=1` asks for
/// it): unit tests that read libdevice are `#[cfg_attr(not(nvvmc_libdevice), ignore = "...")]`,
/// so that without it they show as ignored, with the reason, instead of passing unchecked.
fn libdevice_for_unit_tests() {
    println!("cargo::rustc-check-cfg=cfg(nvvmc_libdevice)");
    println!("cargo:rerun-if-changed=.deps/libdevice.10.bc");
    println!("cargo:rerun-if-env-changed=NVVMC_REQUIRE_TOOLS");
    let required = std::env::var("NVVMC_REQUIRE_TOOLS").is_ok_and(|v| v == "1");
    if required || Path::new(".deps/libdevice.10.bc").is_file() {
        println!("cargo:rustc-cfg=nvvmc_libdevice");
    }
}

include!("linker/symbol_order.rs");

/// The `nvvmc` executable links libstdc++ statically (so does the C API's `libnvvm.so`,
/// `capi/build.rs`; the tests keep the shared one). A CLI process pays for every shared library
/// at start: the dynamic
/// loader binds ~7,700 symbol references, most of them libstdc++'s own, before `main` (3 of
/// the 5 M instructions of `nvvmc --version`); linked in, ~600 are left, and `--version` takes
/// 0.5–1.0 ms less (docs/benchmarks.md, "Kept code generation pass manager"). llvm-sys and cc-rs
/// ask for `-lstdc++`;
/// a search folder holding only `libstdc++.a` makes the linker take the archive for it, since
/// GNU ld looks in each folder for the shared library, then the archive, before the next.
/// Without an archive (`c++ -print-file-name` finds none) the executable links as before.
fn link_libstdcxx_statically_into_the_cli() {
    let linux_gnu = std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu");
    println!("cargo:rerun-if-env-changed=CXX");
    if !linux_gnu {
        return;
    }
    let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
    let Some(archive) = command_line(&cxx, &["-print-file-name=libstdc++.a"]).map(PathBuf::from) else { return };
    // Not found, the compiler prints the bare name back.
    if !archive.is_absolute() || !archive.is_file() {
        return;
    }
    let Some(out) = std::env::var_os("OUT_DIR") else { return };
    let dir = Path::new(&out).join("static-libstdcxx");
    let link = dir.join("libstdc++.a");
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::remove_file(&link);
    if std::os::unix::fs::symlink(&archive, &link).is_ok() {
        println!("cargo:rustc-link-arg-bin=nvvmc=-L{}", dir.display());
    }
}
