// Included by build.rs and capi/build.rs (`include!`): the hot code of the `nvvmc` executable
// and of the C API's `libnvvm.so` laid out together by the linker.
//
// `linker/symbol-order.txt.gz` (written by `scripts/symbol-order` from callgrind profiles of
// typical compilations) lists the ~13,000 LLVM and libstdc++ functions they ran, which the
// archives' order otherwise scatters over 31.5 MB of code. rust-lld, the linker rustc uses on
// x86_64 Linux since 1.90, places them first with `--symbol-ordering-file`: fewer pages of code
// touched per process (the one-`sin` CLI process 0.88×, `--version` 0.83× of the time without;
// docs/benchmarks.md, "Hot code laid out together"). The output of a compilation does not
// change.
//
// GNU ld does not know the option, and the linker is not always rust-lld (a `linker` in Cargo's
// configuration, RUSTFLAGS, a rustc built without self-contained lld). So the build script links
// an empty program with the same rustc, flags and linker and the option, and passes the list
// only when that links. `NVVMC_SYMBOL_ORDER=0` turns it off. Whether it was passed, and why not,
// reaches the crate as `NVVMC_SYMBOL_ORDER_APPLIED` (`tests/binary_layout.rs`).

/// The linker arguments that order the hot functions, or why there are none.
fn symbol_order_link_args(list: &std::path::Path) -> Result<Vec<String>, String> {
    println!("cargo:rerun-if-changed={}", list.display());
    println!("cargo:rerun-if-env-changed=NVVMC_SYMBOL_ORDER");
    if std::env::var("NVVMC_SYMBOL_ORDER").is_ok_and(|v| v.trim() == "0") {
        return Err("NVVMC_SYMBOL_ORDER=0".into());
    }
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").ok_or("no OUT_DIR")?);
    let text = out.join("symbol-order.txt");
    let decompressed = std::process::Command::new("gzip")
        .arg("-dc")
        .arg(list)
        .output()
        .map_err(|e| format!("cannot run gzip: {e}"))?;
    if !decompressed.status.success() {
        return Err(format!("gzip -dc {} failed", list.display()));
    }
    std::fs::write(&text, &decompressed.stdout).map_err(|e| format!("cannot write {}: {e}", text.display()))?;
    let args = vec![format!("-Wl,--symbol-ordering-file={}", text.display()), "-Wl,--no-warn-symbol-ordering".into()];
    linker_takes(&out, &args)?;
    Ok(args)
}

/// Links an empty program for the target with the rustc, flags and linker of this build and
/// `args`: `Ok` when the linker accepts them.
fn linker_takes(out: &std::path::Path, args: &[String]) -> Result<(), String> {
    let probe = out.join("symbol_order_probe.rs");
    std::fs::write(&probe, "fn main() {}\n").map_err(|e| format!("cannot write {}: {e}", probe.display()))?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let mut cmd = std::process::Command::new(rustc);
    cmd.arg("--crate-type=bin").arg("--edition=2021").arg("-o").arg(out.join("symbol_order_probe")).arg(&probe);
    if let Ok(target) = std::env::var("TARGET") {
        cmd.arg("--target").arg(target);
    }
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    cmd.args(flags.split('\x1f').filter(|f| !f.is_empty()));
    // A linker from Cargo's configuration (`target.<triple>.linker`) is not in RUSTFLAGS.
    if let Ok(linker) = std::env::var("RUSTC_LINKER") {
        cmd.arg(format!("-Clinker={linker}"));
    }
    for a in args {
        cmd.arg(format!("-Clink-arg={a}"));
    }
    let run = cmd.output().map_err(|e| format!("cannot run rustc: {e}"))?;
    if run.status.success() {
        Ok(())
    } else {
        let why = String::from_utf8_lossy(&run.stderr);
        let line = why.lines().find(|l| l.contains("symbol-ordering") || l.contains("error")).unwrap_or("link failed");
        Err(format!("the linker does not take --symbol-ordering-file ({})", line.trim()))
    }
}

/// Emits the ordering for `emit` (the `cargo:` key that carries link arguments to the binary),
/// and `NVVMC_SYMBOL_ORDER_APPLIED` for the crate: `1`; `0: why`; or `0 (configured): why` when
/// the build chose its own linker or flags (Cargo's `linker`, RUSTFLAGS), where the default
/// toolchain's rust-lld may not be the linker.
fn order_hot_functions(list: &std::path::Path, emit: &str) {
    match symbol_order_link_args(list) {
        Ok(args) => {
            for a in args {
                println!("cargo:{emit}{a}");
            }
            println!("cargo:rustc-env=NVVMC_SYMBOL_ORDER_APPLIED=1");
        }
        Err(why) => {
            let configured = std::env::var_os("RUSTC_LINKER").is_some()
                || std::env::var("CARGO_ENCODED_RUSTFLAGS").is_ok_and(|f| !f.is_empty());
            let tag = if configured { "0 (configured)" } else { "0" };
            println!("cargo:rustc-env=NVVMC_SYMBOL_ORDER_APPLIED={tag}: {}", why.replace('\n', " "));
        }
    }
}
