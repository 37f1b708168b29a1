//! The compile cache through the C API (`-nvvmc-cache[=0|1]`, `NVVMC_CACHE=1`; `nvvmc::cache`):
//! a second compilation of the same program gives the same PTX and log from the cache folder,
//! and starts no worker in the isolated mode; the key follows the options (not their
//! order) and the lazily added libdevice's bytes; verification does not use it.
//!
//! The process gets its own cache folder (`NVVMC_CACHE_DIR`) and a worker that does not exist
//! (`NVVMC_WORKER`), set in `main` before the library reads them; the tests take one lock each,
//! since they count the folder's entries.

#[macro_use]
mod common;

use common::*;
use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

fn one_at_a_time() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

/// This process's cache folder.
fn folder() -> PathBuf {
    PathBuf::from(std::env::var_os("NVVMC_CACHE_DIR").expect("set in main"))
}

fn entries() -> usize {
    let root = folder().join("compile-v1");
    std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|d| d.file_name().len() == 2)
        .map(|d| std::fs::read_dir(d.path()).unwrap().count())
        .sum()
}

fn libdevice() -> Vec<u8> {
    std::fs::read(dep("libdevice.10.bc")).unwrap()
}

/// A kernel with a warning (`noinline` on a kernel) that calls libdevice; `n` makes it unique.
fn warn_kernel(n: u32) -> String {
    format!(
        r#"target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %p) noinline {{
  %v = load float, ptr %p
  %w = fmul float %v, {n}.0
  %s = call float @__nv_sinf(float %w)
  store float %s, ptr %p
  ret void
}}
declare float @__nv_sinf(float)
!nvvm.annotations = !{{!0}}
!0 = !{{ptr @k, !"kernel", i32 1}}
"#
    )
}

/// (code, PTX, log) of compiling `ir` with libdevice `lib` added lazily.
fn compile(ir: &str, lib: &[u8], options: &[&str]) -> (i32, String, String) {
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), ""), SUCCESS);
    assert_eq!(p.lazy_add(lib, "libdevice.10.bc"), SUCCESS);
    let r = p.compile(options);
    (r, if r == SUCCESS { p.ptx() } else { String::new() }, p.log())
}

fn a_second_compilation_is_a_hit_with_the_same_ptx_and_log() {
    let _one = one_at_a_time();
    let lib = libdevice();
    let ir = warn_kernel(1);
    let before = entries();
    let (r, ptx, log) = compile(&ir, &lib, &["-arch=compute_90", "-nvvmc-cache"]);
    assert_eq!(r, SUCCESS, "{log}");
    assert!(log.contains("Function k is a kernel, so overriding noinline attribute"), "{log}");
    assert_eq!(entries(), before + 1);
    let again = compile(&ir, &lib, &["-arch=compute_90", "-nvvmc-cache"]);
    assert_eq!(again, (SUCCESS, ptx.clone(), log.clone()), "a hit gives the compilation's PTX and log");
    // A hit, not a second compilation: in the isolated mode, whose worker does not exist
    // (`NVVMC_WORKER`), only the cache can answer.
    let isolated = compile(&ir, &lib, &["-arch=compute_90", "-nvvmc-isolate", "-nvvmc-cache"]);
    assert_eq!(isolated, (SUCCESS, ptx.clone(), log.clone()), "the isolated compilation is a hit");
    assert_eq!(entries(), before + 1);
    // Without the cache: the same result, nothing stored.
    assert_eq!(compile(&ir, &lib, &["-arch=compute_90", "-nvvmc-cache=0"]), (SUCCESS, ptx.clone(), log.clone()));
    assert_eq!(compile(&ir, &lib, &["-arch=compute_90"]), (SUCCESS, ptx, log));
    assert_eq!(entries(), before + 1);
    let hit = folder().join("hit.ptx");
    std::fs::write(&hit, compile(&ir, &lib, &["-arch=compute_90", "-nvvmc-cache"]).1).unwrap();
    ptxas_accepts(&std::fs::read_to_string(&hit).unwrap(), "sm_90");
}

fn a_hit_starts_no_worker() {
    let _one = one_at_a_time();
    let lib = libdevice();
    let ir = warn_kernel(2);
    let (r, ptx, log) = compile(&ir, &lib, &["-nvvmc-cache"]);
    assert_eq!(r, SUCCESS, "{log}");
    // NVVMC_WORKER names no file: an isolated compilation can only succeed from the cache.
    assert_eq!(compile(&ir, &lib, &["-nvvmc-isolate", "-nvvmc-cache"]), (SUCCESS, ptx, log));
    let (r, _, log) = compile(&ir, &lib, &["-nvvmc-isolate", "-nvvmc-cache=0"]);
    assert_eq!(r, COMPILATION);
    assert!(log.contains("NVVMC_WORKER=/nonexistent/nvvmc is not a file"), "{log}");
    let (r, _, log) = compile(&warn_kernel(3), &lib, &["-nvvmc-isolate", "-nvvmc-cache"]);
    assert_eq!(r, COMPILATION, "a miss compiles in the worker");
    assert!(log.contains("NVVMC_WORKER"), "{log}");
}

fn the_key_follows_options_and_libdevice_bytes() {
    let _one = one_at_a_time();
    let mut lib = libdevice();
    // No math: libdevice is hashed into the key, never read.
    let ir = warn_kernel(4).replace("call float @__nv_sinf(float %w)", "fadd float %w, 1.0");
    let before = entries();
    let run = |lib: &[u8], options: &[&str]| {
        let (r, _, log) = compile(&ir, lib, options);
        assert_eq!(r, SUCCESS, "{log}");
        entries()
    };
    assert_eq!(run(&lib, &["-nvvmc-cache", "-ftz=1", "-arch=compute_80"]), before + 1);
    assert_eq!(
        run(&lib, &["-arch=compute_80", "-ftz=1", "-nvvmc-cache"]),
        before + 1,
        "the same options in another order"
    );
    assert_eq!(run(&lib, &["-arch=compute_80", "-ftz=0", "-nvvmc-cache"]), before + 2, "another option value");
    let last = lib.len() - 1;
    lib[last] ^= 1;
    assert_eq!(run(&lib, &["-arch=compute_80", "-ftz=0", "-nvvmc-cache"]), before + 3, "one libdevice byte changed");
    // Verification produces no PTX: it does not use the cache.
    let p = Program::new();
    assert_eq!(p.add(ir.as_bytes(), ""), SUCCESS);
    assert_eq!(p.verify(&["-nvvmc-cache", "-arch=compute_70"]), SUCCESS);
    assert_eq!(entries(), before + 3);
}

fn options_are_checked() {
    let _one = one_at_a_time();
    let lib = libdevice();
    let (r, _, log) = compile(&warn_kernel(5), &lib, &["-nvvmc-cache=2"]);
    assert_eq!((r, log.as_str()), (INVALID_OPTION, "libnvvm : error: -nvvmc-cache=2 is an unsupported option"));
    let (r, _, log) = compile(&warn_kernel(5), &lib, &["-nvvmc-cache", "-nvvmc-cache=0"]);
    assert_eq!((r, log.as_str()), (INVALID_OPTION, "libnvvm : error: -nvvmc-cache defined more than once"));
}

fn the_environment_variable_turns_it_on() {
    if std::env::var_os("NVVMC_CACHE_TEST_CHILD").is_none() {
        let own = tempfile::tempdir().unwrap();
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "the_environment_variable_turns_it_on", "--nocapture", "--test-threads=1"])
            .env("NVVMC_CACHE_TEST_CHILD", "1")
            .env("NVVMC_CACHE", "1")
            .env("NVVMC_CACHE_DIR", own.path())
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && text.contains("1 passed"), "in a child process:\n{text}");
        return;
    }
    let lib = libdevice();
    assert_eq!(entries(), 0);
    assert_eq!(compile(&warn_kernel(6), &lib, &[]).0, SUCCESS);
    assert_eq!(entries(), 1, "NVVMC_CACHE=1 turns the cache on");
    assert_eq!(compile(&warn_kernel(7), &lib, &["-nvvmc-cache=0"]).0, SUCCESS);
    assert_eq!(entries(), 1, "-nvvmc-cache=0 turns it off");
}

fn main() {
    // Before the library reads them (once per process), and before any test thread runs.
    if std::env::var_os("NVVMC_CACHE_TEST_CHILD").is_none() {
        // Emptied at each start (the runner exits without returning here).
        let dir = deps_dir().parent().unwrap().join("capi-cache-test");
        let _ = std::fs::remove_dir_all(&dir);
        std::env::set_var("NVVMC_CACHE_DIR", &dir);
        std::env::remove_var("NVVMC_CACHE");
    }
    std::env::set_var("NVVMC_WORKER", "/nonexistent/nvvmc");
    for v in ["NVVMC_CACHE_URL", "NVVMC_CACHE_KEY", "NVVMC_CACHE_MAX", "NVVMC_ISOLATE"] {
        std::env::remove_var(v);
    }
    run_tests(vec![
        trial(
            "a_second_compilation_is_a_hit_with_the_same_ptx_and_log",
            a_second_compilation_is_a_hit_with_the_same_ptx_and_log,
        ),
        trial("a_hit_starts_no_worker", a_hit_starts_no_worker),
        trial("the_key_follows_options_and_libdevice_bytes", the_key_follows_options_and_libdevice_bytes),
        trial("options_are_checked", options_are_checked),
        trial("the_environment_variable_turns_it_on", the_environment_variable_turns_it_on),
    ])
}
