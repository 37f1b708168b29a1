//! A libdevice that LLVM reads as invalid IR is refused by every link strategy, with the
//! damaged-library error, before code generation sees it.
//!
//! LLVM's bitcode reader does not verify what it reads. The fuzzer found damaged bytes of
//! libdevice that read back with `__cudart_i2opi_f` (`[6 x i32]`) holding an `i64` initializer:
//! NVPTX's printer wrote past its 24-byte buffer and the C API's host died
//! (`capi/tests/fuzz.rs` replays that input under `late`). Here the same damage is made on
//! purpose, through LLVM's API (inkwell), into a copy of the real libdevice that otherwise reads
//! whole, and a kernel calling `__nv_sinf` (which reads the table) is compiled with each
//! strategy at -O0 and -O3 (the command line, in a cache folder of the test's own): `late` verifies the part it links, `early` the whole library
//! (`verify_whole`, once per library and build), `ptx` the library module it compiles. The
//! intact library compiles under each, to PTX that ptxas accepts.

#[macro_use]
mod support;

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use std::path::{Path, PathBuf};
use support::*;

const KERNEL: &str = r#"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_sinf(float)

define void @sin_in_place(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @__nv_sinf(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @sin_in_place, !"kernel", i32 1}
"#;

const STRATEGIES: [&str; 3] = ["late", "early", "ptx"];

/// libdevice's bytes with `__cudart_i2opi_f`'s initializer replaced by an `i64`: what the
/// fuzzer's damaged copy read as (LLVM's API checks the type only in builds with assertions).
/// `exported`: the table also gets external linkage (libdevice exports no variable; a program
/// declaring one that a library exports links that library without a kept part).
fn with_mistyped_table(libdevice: &Path, exported: bool) -> Vec<u8> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_file(libdevice).unwrap();
    let m = Module::parse_bitcode_from_buffer(&buf, &ctx).unwrap();
    let table = m.get_global("__cudart_i2opi_f").expect("libdevice defines __cudart_i2opi_f");
    table.set_initializer(&ctx.i64_type().const_int(0x5eed, false));
    if exported {
        table.set_linkage(inkwell::module::Linkage::External);
    }
    assert!(m.verify().is_err(), "the damage is invalid IR");
    m.write_bitcode_to_memory().as_slice().to_vec()
}

/// `nvvmc` on `kernel` with `libdevice`, in the test's cache folder: exit code, stderr, and the
/// PTX when it wrote one.
fn compile_kernel(
    dir: &Path,
    kernel: &str,
    libdevice: &Path,
    link: &str,
    opt: &str,
) -> (Option<i32>, String, Option<Vec<u8>>) {
    let input = dir.join("sin_in_place.ll");
    std::fs::write(&input, kernel).unwrap();
    let out = dir.join(format!("{link}{opt}.ptx"));
    let run = std::process::Command::new(nvvmc_bin())
        .arg(&input)
        .args(["--arch", "sm_90", "--link", link, opt, "--libdevice"])
        .arg(libdevice)
        .arg("-o")
        .arg(&out)
        .env("NVVMC_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap();
    (run.status.code(), String::from_utf8_lossy(&run.stderr).into_owned(), std::fs::read(&out).ok())
}

fn compile(dir: &Path, libdevice: &Path, link: &str, opt: &str) -> (Option<i32>, String, Option<Vec<u8>>) {
    compile_kernel(dir, KERNEL, libdevice, link, opt)
}

/// A copy of libdevice damaged as [`with_mistyped_table`] says, in a folder of the test's own.
fn damaged_copy(exported: bool) -> (tempfile::TempDir, PathBuf) {
    let good = require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("libdevice.10.bc");
    std::fs::write(&bad, with_mistyped_table(&good, exported)).unwrap();
    (dir, bad)
}

/// `kernel` with `lib` ends with the damaged-library error naming the verifier, and no PTX.
fn assert_refused(dir: &Path, kernel: &str, lib: &Path, link: &str, opt: &str) {
    let (code, stderr, ptx) = compile_kernel(dir, kernel, lib, link, opt);
    assert_eq!(code, Some(1), "{link} {opt}: {stderr}");
    assert!(stderr.contains("is damaged") && stderr.contains("verifier"), "{link} {opt}: {stderr}");
    assert!(ptx.is_none(), "{link} {opt}: wrote PTX");
}

fn every_strategy_refuses_a_libdevice_that_reads_as_invalid_ir() {
    let (dir, bad) = damaged_copy(false);
    for link in STRATEGIES {
        for opt in ["-O0", "-O3"] {
            assert_refused(dir.path(), KERNEL, &bad, link, opt);
        }
    }
}

/// The same damage in a variable the library exports, which the program declares: `late` links
/// such a library without a kept part (`libdevice_subset.rs`) and verifies the program with it
/// linked.
fn a_library_linked_without_a_kept_part_is_verified_too() {
    let (dir, bad) = damaged_copy(true);
    let kernel = KERNEL.replace(
        "declare float @__nv_sinf(float)",
        "declare float @__nv_sinf(float)\n@__cudart_i2opi_f = external addrspace(1) global [6 x i32]",
    );
    for opt in ["-O0", "-O3"] {
        assert_refused(dir.path(), &kernel, &bad, "late", opt);
    }
}

fn every_strategy_compiles_with_the_intact_library() {
    let good = require_some("libdevice", libdevice());
    let dir = tempfile::tempdir().unwrap();
    for link in STRATEGIES {
        for opt in ["-O0", "-O3"] {
            let (code, stderr, ptx) = compile(dir.path(), &good, link, opt);
            assert_eq!(code, Some(0), "{link} {opt}: {stderr}");
            assert!(ptx.is_some(), "{link} {opt}: no PTX");
            ptxas_check(&dir.path().join(format!("{link}{opt}.ptx"))).unwrap();
        }
    }
}

test_main!(
    every_strategy_refuses_a_libdevice_that_reads_as_invalid_ir,
    a_library_linked_without_a_kept_part_is_verified_too,
    every_strategy_compiles_with_the_intact_library,
);
