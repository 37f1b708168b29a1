//! Quiet by default on valid code: the numba kernels in `tests/inputs/numba/` and the clang-built
//! CUDA IR in `tests/inputs/clang-cuda/` (`kernels.cu`, compiled by clang 22 for sm_70 and sm_90
//! at -O0 and -O2) compile at default options with no diagnostic at all, warnings included
//! (numba shows every line of the log to its users; its test suite makes warnings errors). The
//! PTX is checked with ptxas.

#[macro_use]
mod support;

use std::collections::BTreeMap;
use std::path::PathBuf;
use support::*;

/// Programs: inputs named NAME.N.ll are the modules of one program (numba hands libNVVM several).
fn programs(dir: &str) -> BTreeMap<String, Vec<PathBuf>> {
    let mut out: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for (group, p) in ll_programs(dir) {
        out.entry(group).or_default().push(p);
    }
    for files in out.values_mut() {
        files.sort();
    }
    out
}

fn check_quiet(name: &str, files: &[PathBuf], arch: &str) -> Result<(), String> {
    let inputs: Vec<nvvmc::Input> = files.iter().map(|f| nvvmc::Input::read(f.to_str().unwrap()).unwrap()).collect();
    let opts = nvvmc::Options { arch: arch.parse().unwrap(), libdevice: libdevice(), ..Default::default() };
    let out = nvvmc::compile(&inputs, &opts);
    let diags: Vec<String> = out.diagnostics.iter().map(|d| d.render_text()).collect();
    let ptx = out.result.map_err(|e| format!("{name} ({arch}): {e}\n{}", diags.join("\n")))?;
    if !diags.is_empty() {
        return Err(format!("{name} ({arch}): diagnostics on valid code:\n{}", diags.join("\n")));
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("{name}.ptx"));
    std::fs::write(&file, ptx).unwrap();
    ptxas_check(&file).map_err(|e| format!("{name} ({arch}): {e}"))
}

fn run_all(dir: &str, arch_of: impl Fn(&str) -> String) {
    require("libdevice", libdevice().is_some());
    let programs = programs(dir);
    assert!(!programs.is_empty(), "no inputs in {dir}");
    let failures: Vec<String> =
        programs.iter().filter_map(|(name, files)| check_quiet(name, files, &arch_of(name)).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} programs in {dir}:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n\n")
    );
}

fn numba_kernels_compile_without_a_diagnostic() {
    // numba compiles for the GPU it runs on (sm_90 here: at sm_70, LLVM 22's default PTX ISA
    // 6.0 is too old for the debug sections and activemask two of these kernels use).
    run_all("tests/inputs/numba", |_| "sm_90".into());
}

fn clang_cuda_ir_compiles_without_a_diagnostic() {
    // kernels.sm_70.O2 was built for sm_70: compiled for the arch it was built for.
    run_all("tests/inputs/clang-cuda", |name| name.split('.').nth(1).unwrap_or("sm_70").to_string());
}

test_main!(numba_kernels_compile_without_a_diagnostic, clang_cuda_ir_compiles_without_a_diagnostic,);
