// Included by build.rs and capi/build.rs (`include!`): the hot code of the `nvvmc` executable
// and of the C API's `libnvvm.so` laid out together by the linker.
//
// `linker/symbol-order.txt.gz` (written by `scripts/symbol-order` from callgrind profiles of
// typical compilations) lists the ~11,000 LLVM and libstdc++ functions a compilation runs, which
// the archives' order otherwise scatters over 30 MB of code. rust-lld, the linker rustc uses on
// x86_64 Linux since 1.90, places them first with `--symbol-ordering-file`: fewer pages of code
// touched per process (one-`sin` CLI process ~10% faster, `--version` ~23%; docs/benchmarks.md,
// "Hot code laid out together"). The output of a compilation does not change.
//
// Passed only when the linker is known to be rust-lld (GNU ld does not know the option): the
// x86_64-unknown-linux-gnu target, rustc 1.90 or later, and no linker chosen in RUSTFLAGS.
// `NVVMC_SYMBOL_ORDER=0` turns it off.

/// The linker arguments that order the hot functions, or none.
fn symbol_order_link_args(list: &std::path::Path) -> Vec<String> {
    println!("cargo:rerun-if-changed={}", list.display());
    println!("cargo:rerun-if-env-changed=NVVMC_SYMBOL_ORDER");
    if std::env::var("NVVMC_SYMBOL_ORDER").is_ok_and(|v| v.trim() == "0") {
        return Vec::new();
    }
    if std::env::var("TARGET").as_deref() != Ok("x86_64-unknown-linux-gnu") {
        return Vec::new();
    }
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    if ["linker", "fuse-ld", "link-self-contained"].iter().any(|w| flags.contains(w)) {
        return Vec::new();
    }
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    // "rustc 1.95.0 (…)"
    let minor = version
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.strip_prefix("1."))
        .and_then(|v| v.split('.').next())
        .and_then(|m| m.parse::<u32>().ok());
    if minor.is_none_or(|m| m < 90) {
        return Vec::new();
    }
    let Some(out) = std::env::var_os("OUT_DIR") else { return Vec::new() };
    let text = std::path::Path::new(&out).join("symbol-order.txt");
    let Ok(decompressed) = std::process::Command::new("gzip").arg("-dc").arg(list).output() else {
        return Vec::new();
    };
    if !decompressed.status.success() || std::fs::write(&text, &decompressed.stdout).is_err() {
        return Vec::new();
    }
    vec![format!("-Wl,--symbol-ordering-file={}", text.display()), "-Wl,--no-warn-symbol-ordering".into()]
}
