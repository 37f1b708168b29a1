//! Builds the one C++ file of the library, `src/parse_with_layout.cpp` (its header says why it
//! is C++), against LLVM 22's headers.

fn main() {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string());
    println!("cargo:rerun-if-changed=src/parse_with_layout.cpp");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    cc::Build::new()
        .cpp(true)
        .file("src/parse_with_layout.cpp")
        .include(format!("{prefix}/include"))
        .flag("-std=c++17")
        .flag("-fno-exceptions")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .warnings(false)
        .compile("nvvmc_parse_with_layout");
}
