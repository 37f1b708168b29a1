//! `--emit abi` agrees with the PTX for every kernel of every test input that compiles: the
//! same parameters, in order, with the PTX's own declarations; byte-array sizes and alignments
//! equal to LLVM's data-layout sizes; scalar PTX types as wide as the LLVM type; launch
//! attributes equal to the `.maxntid`/`.reqntid`/`.minnctapersm` directives; and linker
//! directives as section 14.1 maps them.

#[macro_use]
mod support;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::*;

fn inputs() -> Vec<PathBuf> {
    fn walk(d: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    walk(&repo_root().join("tests/cases"), &mut v);
    walk(&repo_root().join("examples"), &mut v);
    v.sort();
    v
}

fn run(src: &Path, emit: &str) -> Option<String> {
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(src).args(["--arch", "sm_90", "--emit", emit, "-o", "-"]);
    if let Some(l) = libdevice() {
        cmd.arg("--libdevice").arg(l);
    }
    let out = cmd.output().unwrap();
    out.status.success().then(|| String::from_utf8(out.stdout).unwrap())
}

/// The `.entry NAME(` block of the PTX: parameter lines and directives.
fn entry(ptx: &str, name: &str) -> Option<(Vec<String>, Vec<String>)> {
    let mut lines = ptx.lines().skip_while(|l| !l.contains(&format!(".entry {name}(")));
    let first = lines.next()?;
    let mut params = Vec::new();
    if !first.trim_end().ends_with(')') {
        for l in lines.by_ref() {
            let l = l.trim().trim_end_matches(',');
            if l.starts_with(')') {
                break;
            }
            params.push(l.to_string());
        }
    }
    let directives = lines
        .take_while(|l| !l.trim().starts_with('{'))
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    Some((params, directives))
}

fn scalar_bytes(ptx_type: &str) -> Option<u64> {
    let digits: String = ptx_type.chars().filter(|c| c.is_ascii_digit()).collect();
    digits.parse::<u64>().ok().map(|b| b / 8)
}

fn check(src: &Path, abi: &Value, ptx: &str) -> Vec<String> {
    let mut bad = Vec::new();
    let say = |bad: &mut Vec<String>, m: String| bad.push(format!("{}: {m}", src.display()));
    let kernels = abi["kernels"].as_array().unwrap();
    let entries = ptx.lines().filter(|l| l.contains(".entry ")).count();
    if entries != kernels.len() {
        say(&mut bad, format!("{} .entry in the PTX, {} kernels in the report", entries, kernels.len()));
    }
    for k in kernels {
        let name = k["ptx_entry"].as_str().unwrap();
        let Some((params, directives)) = entry(ptx, name) else {
            say(&mut bad, format!("no .entry {name}"));
            continue;
        };
        let rp = k["params"].as_array().unwrap();
        if rp.len() != params.len() {
            say(&mut bad, format!("{name}: {} params in the PTX, {} in the report", params.len(), rp.len()));
            continue;
        }
        for (p, line) in rp.iter().zip(&params) {
            let decl = p["ptx_declaration"].as_str().unwrap();
            if decl != line {
                say(&mut bad, format!("{name}: report says `{decl}`, PTX says `{line}`"));
            }
            let size = p["size"].as_u64().unwrap();
            if let Some(n) = line.split('[').nth(1).and_then(|x| x.trim_end_matches(']').parse::<u64>().ok()) {
                if n != size {
                    say(&mut bad, format!("{name}: `{line}` is {n} bytes, LLVM's layout says {size}"));
                }
                let align = p["align"].as_u64().unwrap();
                if !line.contains(&format!(".align {align} ")) {
                    say(&mut bad, format!("{name}: `{line}` lacks .align {align}"));
                }
            } else if let Some(b) = scalar_bytes(p["ptx_type"].as_str().unwrap()) {
                if b != size {
                    say(&mut bad, format!("{name}: `{line}` is {b} bytes, LLVM's layout says {size}"));
                }
            }
        }
        let l = &k["launch"];
        let directive_numbers = |d: &str| -> Option<Vec<u64>> {
            directives
                .iter()
                .find_map(|x| x.strip_prefix(d))
                .map(|r| r.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        };
        for (field, directive) in [("maxntid", ".maxntid "), ("reqntid", ".reqntid ")] {
            let want: Option<Vec<u64>> = l[field].as_array().map(|a| a.iter().filter_map(Value::as_u64).collect());
            if want != directive_numbers(directive) {
                say(&mut bad, format!("{name}: {field} {want:?} but PTX has {:?}", directive_numbers(directive)));
            }
        }
        let want = l["minctasm"].as_u64().map(|n| vec![n]);
        if want != directive_numbers(".minnctapersm ") {
            say(&mut bad, format!("{name}: minctasm {want:?} but PTX has {:?}", directive_numbers(".minnctapersm ")));
        }
    }
    for f in abi["functions"].as_array().unwrap() {
        let name = f["name"].as_str().unwrap();
        let directive = f["ptx_directive"].as_str().unwrap();
        if !f["definition"].as_bool().unwrap() || name.starts_with("__nv") {
            continue;
        }
        let decl = ptx.lines().find(|l| {
            (l.contains(".entry ") || l.contains(".func "))
                && !l.starts_with(".extern")
                && l.split(|c: char| c == '(' || c.is_whitespace()).any(|w| w == name)
        });
        let Some(decl) = decl else { continue };
        let actual = if decl.starts_with(".visible") {
            ".visible"
        } else if decl.starts_with(".weak") {
            ".weak"
        } else {
            ""
        };
        if actual != directive {
            say(&mut bad, format!("function {name}: report says '{directive}', PTX has `{decl}`"));
        }
    }
    bad
}

fn report_agrees_with_the_ptx_for_every_kernel_of_every_test_input() -> Result<(), String> {
    let mut bad = Vec::new();
    let mut checked = 0;
    for src in inputs() {
        let (Some(abi), Some(ptx)) = (run(&src, "abi"), run(&src, "ptx")) else { continue };
        let abi: Value = serde_json::from_str(&abi).map_err(|e| format!("{}: {e}", src.display()))?;
        let ptx_file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(ptx_file.path(), &ptx).unwrap();
        ptxas_check(ptx_file.path())?;
        checked += abi["kernels"].as_array().unwrap().len();
        bad.extend(check(&src, &abi, &ptx));
    }
    assert!(checked > 20, "only {checked} kernels checked");
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n"))
    }
}

test_main!(report_agrees_with_the_ptx_for_every_kernel_of_every_test_input,);
