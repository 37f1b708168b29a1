//! Whether the hot functions listed in `linker/symbol-order.txt.gz` are laid out together in a
//! binary (`linker/symbol_order.rs`): in the list's order, in one stretch of code about as long
//! as their sizes add up to. Shared by `tests/binary_layout.rs` (the `nvvmc` executable) and
//! `capi/tests/binary_layout.rs` (the C API's `libnvvm.so`). Reads symbol tables with binutils'
//! `nm`.

#![allow(dead_code)]

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// The list, from the repository at `root`.
pub fn listed_functions(root: &Path) -> Vec<String> {
    let list = root.join("linker/symbol-order.txt.gz");
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

/// Panics unless the listed functions are in `binary` (90% of them at least), in the list's
/// order, within 1.1 times their total size. Without the linker option they are scattered over
/// ~30 MB, and this fails.
pub fn check_layout(binary: &Path, listed: &[String]) {
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
        "{}: the listed functions span {span} bytes for {size} bytes of code: the linker did not order them",
        binary.display()
    );
}

/// Checks `binary` when its build script passed the list (`applied`, the crate's
/// `NVVMC_SYMBOL_ORDER_APPLIED`: `1`, or `0: why`). Otherwise there is nothing to check: the
/// reason, for the caller to report the test as ignored with it.
pub fn check_if_applied(binary: &Path, root: &Path, applied: &str) -> Result<(), String> {
    if applied != "1" {
        return Err(format!("{}: built without the layout ({applied})", binary.display()));
    }
    check_layout(binary, &listed_functions(root));
    Ok(())
}
