//! A process that compiles program after program (the C API under numba, the library API) gets
//! the PTX a new process gets for each: the pooled target machines keep their code generation
//! pass manager between programs (`ir/src/cpp/asm_emitter.cpp`), and nothing of one program may
//! show in the next. Every program of `tests/inputs/numba/`, `tests/inputs/clang-cuda/` and
//! `examples/` is compiled here in one process, in two orders and three times in a row, and
//! compared byte for byte with the PTX of its own `nvvmc` process (one compilation, a new pass
//! manager), which ptxas checks.

#[macro_use]
mod support;

use nvvmc::{Input, Options};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;
use support::*;

/// The programs: every file alone, and NAME.N.ll files also as the modules of one program, in N
/// order.
fn programs() -> Vec<(String, Vec<PathBuf>)> {
    let mut groups: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for dir in ["tests/inputs/numba", "tests/inputs/clang-cuda", "examples"] {
        for (program, p) in ll_programs(dir) {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            if program != stem {
                groups.entry(format!("{dir}/{program}")).or_default().push(p.clone());
            }
            groups.insert(format!("{dir}/{stem}"), vec![p]);
        }
    }
    groups.into_iter().collect()
}

/// The PTX of the program's own `nvvmc` process, or None when nvvmc refuses it (some examples
/// are bad input on purpose).
fn in_own_process(files: &[PathBuf], libdevice: &PathBuf, dir: &std::path::Path, tag: usize) -> Option<Vec<u8>> {
    let out = dir.join(format!("{tag}.ptx"));
    let r = Command::new(nvvmc_bin())
        .args(files)
        .args(["--arch", "sm_90", "--libdevice"])
        .arg(libdevice)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    if !r.status.success() {
        return None;
    }
    ptxas_check(&out).unwrap_or_else(|e| panic!("{}: {e}", files[0].display()));
    Some(std::fs::read(&out).unwrap())
}

fn one_process_gives_each_program_its_own_process_ptx() -> Result<(), String> {
    let libdevice = require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    let opts = Options { arch: "sm_90".parse().unwrap(), libdevice: Some(libdevice.clone()), ..Options::default() };
    let mut expected = Vec::new();
    for (i, (name, files)) in programs().into_iter().enumerate() {
        if let Some(ptx) = in_own_process(&files, &libdevice, dir.path(), i) {
            let inputs: Vec<Input> = files.iter().map(|f| Input::read(f.to_str().unwrap()).unwrap()).collect();
            expected.push((name, inputs, ptx));
        }
    }
    if expected.len() < 130 {
        return Err(format!("only {} programs compiled; the corpus is smaller than expected", expected.len()));
    }
    let mut differ = Vec::new();
    // Forward, then backward (each program follows a different one the second time), then each
    // three times in a row (state keyed by the address of a freed function or variable is most
    // likely met by the same program allocated again).
    let forward: Vec<&(String, Vec<Input>, Vec<u8>)> = expected.iter().collect();
    let backward: Vec<_> = forward.iter().rev().copied().collect();
    let repeated: Vec<_> = forward.iter().flat_map(|p| [*p; 3]).collect();
    let mut compiled = 0;
    for (order, list) in [("forward", forward), ("backward", backward), ("repeated", repeated)] {
        for (name, inputs, ptx) in list {
            let got = nvvmc::compile(inputs, &opts).result.map_err(|e| format!("{name}: {e}"))?;
            compiled += 1;
            if &got != ptx {
                differ.push(format!("{name} ({order})"));
            }
        }
    }
    if differ.is_empty() {
        Ok(())
    } else {
        Err(format!("{} of {compiled} compilations differ from their own process's PTX: {differ:?}", differ.len()))
    }
}

test_main!(one_process_gives_each_program_its_own_process_ptx);
