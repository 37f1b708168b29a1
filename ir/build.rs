//! Builds the IR boundary's C++ sources (`ir/src/cpp/*.cpp`) against LLVM 22's headers
//! (`LLVM_SYS_221_PREFIX`, set in the workspace's `.cargo/config.toml`). Each file says in its
//! header why it is C++; its `extern "C"` functions are declared in `ir/src/` only.

fn main() {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    // Every C++ file of the directory, in name order (a new shim needs no change here).
    println!("cargo:rerun-if-changed=src/cpp");
    let mut sources: Vec<std::path::PathBuf> = std::fs::read_dir("src/cpp")
        .expect("ir/src/cpp exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cpp"))
        .collect();
    sources.sort();
    for s in &sources {
        println!("cargo:rerun-if-changed={}", s.display());
    }
    cc::Build::new()
        .cpp(true)
        .files(&sources)
        // -isystem: LLVM's own headers are not ours to warn about.
        .flag(format!("-isystem{prefix}/include"))
        .flag("-std=c++17")
        .flag("-fno-exceptions")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .warnings(true)
        .compile("nvvmc_cpp");
}
