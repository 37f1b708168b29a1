//! Builds nvvmc's C++ sources against LLVM 22's headers (`LLVM_SYS_221_PREFIX`, set in
//! `.cargo/config.toml`). Each file says in its header why it is C++.

fn main() {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let sources = ["src/cpp/crash_recovery.cpp", "src/cpp/nvvm_annotations.cpp", "src/cpp/parse_with_layout.cpp"];
    for s in sources {
        println!("cargo:rerun-if-changed={s}");
    }
    cc::Build::new()
        .cpp(true)
        .files(sources)
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
