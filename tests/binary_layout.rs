//! The hot code is laid out together (`linker/symbol_order.rs`): the functions that
//! `linker/symbol-order.txt.gz` lists sit in the `nvvmc` executable (and the C API's
//! `libnvvm.so`, when built beside it) in the list's order, in one stretch of code about as long
//! as their sizes add up to. Without the linker option they are scattered over ~30 MB (this
//! test then fails: a change of linker or of build.rs's conditions would lose the speed-up
//! silently otherwise). Reads the symbol tables with binutils' `nm`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn listed_functions() -> Vec<String> {
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("linker/symbol-order.txt.gz");
    let out = Command::new("gzip").arg("-dc").arg(&list).output().expect("gzip runs");
    assert!(out.status.success(), "gzip -dc {}", list.display());
    String::from_utf8(out.stdout).unwrap().lines().filter(|l| !l.is_empty()).map(String::from).collect()
}

/// Address and size of each function in `binary`'s symbol table.
fn functions(binary: &Path) -> HashMap<String, (u64, u64)> {
    let out = Command::new("nm").args(["-S", "--defined-only"]).arg(binary).output().expect("nm runs");
    assert!(out.status.success(), "nm {}", binary.display());
    let mut map = HashMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        if let [addr, size, kind, name] = f[..] {
            if matches!(kind, "t" | "T" | "w" | "W") {
                let parse = |s: &str| u64::from_str_radix(s, 16).unwrap();
                map.entry(name.to_string()).or_insert((parse(addr), parse(size)));
            }
        }
    }
    map
}

fn check_layout(binary: &Path, listed: &[String]) {
    let table = functions(binary);
    let placed: Vec<(u64, u64)> = listed.iter().filter_map(|n| table.get(n).copied()).collect();
    assert!(
        placed.len() * 10 >= listed.len() * 9,
        "{}: only {} of the {} listed functions are in the binary (an LLVM other than the one \
         scripts/symbol-order profiled? rerun it)",
        binary.display(),
        placed.len(),
        listed.len()
    );
    let in_order = placed.windows(2).filter(|w| w[1].0 > w[0].0).count();
    let start = placed.iter().map(|p| p.0).min().unwrap();
    let end = placed.iter().map(|p| p.0 + p.1).max().unwrap();
    let size: u64 = placed.iter().map(|p| p.1).sum();
    let span = end - start;
    eprintln!(
        "{}: {} functions, {in_order} pairs in order, {:.1} MB of code over {:.1} MB",
        binary.display(),
        placed.len(),
        size as f64 / 1e6,
        span as f64 / 1e6
    );
    assert!(
        in_order * 100 >= (placed.len() - 1) * 99,
        "{}: the functions are not in the list's order",
        binary.display()
    );
    assert!(
        span * 10 <= size * 11,
        "{}: the listed functions span {span} bytes for {size} bytes of code: the linker did not order them \
         (linker/symbol_order.rs says when build.rs passes --symbol-ordering-file)",
        binary.display()
    );
}

#[test]
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_env = "gnu"))]
fn hot_functions_are_laid_out_together() {
    if std::env::var("NVVMC_SYMBOL_ORDER").is_ok_and(|v| v.trim() == "0") {
        eprintln!("NVVMC_SYMBOL_ORDER=0: built without the layout");
        return;
    }
    let listed = listed_functions();
    let cli = PathBuf::from(env!("CARGO_BIN_EXE_nvvmc"));
    check_layout(&cli, &listed);
    // The C API's library, where this build made it (`cargo build`: beside the executable;
    // `cargo test`: in deps/).
    let dir = cli.parent().unwrap();
    for lib in [dir.join("libnvvm.so"), dir.join("deps/libnvvm.so")] {
        if lib.exists() {
            check_layout(&lib, &listed);
        }
    }
}
