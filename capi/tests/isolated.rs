//! The isolated mode (`-nvvmc-isolate`, `NVVMC_ISOLATE=1`) and the limits
//! (`-nvvmc-timeout=`, `-nvvmc-max-memory=`): the same code, PTX and log as in-process on every
//! numba input; a limit, a killed worker and a missing worker are `NVVM_ERROR_COMPILATION` with
//! a log saying why, the host's signal handlers stay as they were, and the next compilation
//! works. The worker is `target/<profile>/nvvmc`, found beside the library (`cargo build` builds
//! it; `cargo test --workspace` does before running this).
//!
//! The tests take one lock each (they kill this process's workers by pid), and the last two run
//! this binary again as a child, to see a process-wide setting (`NVVMC_WORKER`,
//! `NVVMC_ISOLATE`) from its start.

#[macro_use]
mod common;

use common::*;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

fn one_at_a_time() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

/// The worker the library will find (one directory above `deps/`); the test stops when it is
/// missing.
fn require_worker() {
    let exe = deps_dir().parent().unwrap().join("nvvmc");
    require(&format!("{} (cargo build)", exe.display()), exe.is_file() || std::env::var_os("NVVMC_WORKER").is_some());
}

fn libdevice() -> Vec<u8> {
    std::fs::read(dep("libdevice.10.bc")).unwrap()
}

/// A small kernel that takes LLVM minutes at -O0: chained multiplications of `<W x i32>`
/// vectors, which the back end splits into N × W scalar ones in one block.
fn slow_kernel(n: usize, width: usize) -> String {
    let t = format!("<{width} x i32>");
    let mut s = format!("target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p, ptr %q) {{\n  %x0 = load {t}, ptr %p\n  %a = load {t}, ptr %q\n");
    for i in 1..=n {
        s += &format!("  %x{i} = mul {t} %x{}, %a\n", i - 1);
    }
    s += &format!("  store {t} %x{n}, ptr %p\n  ret void\n}}\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"kernel\", i32 1}}\n");
    s
}

/// (code, result bytes, log bytes) of one compile or verify.
fn run(modules: &[(&[u8], &str)], lib: Option<&[u8]>, verify: bool, options: &[&str]) -> (i32, Vec<u8>, Vec<u8>) {
    let p = Program::new();
    for (ir, name) in modules {
        assert_eq!(p.add(ir, name), SUCCESS);
    }
    if let Some(lib) = lib {
        assert_eq!(p.lazy_add(lib, "libdevice.10.bc"), SUCCESS);
    }
    let r = p.run(verify, options);
    (r, p.result(), p.log_bytes())
}

fn results_and_logs_are_byte_identical_to_in_process() {
    let _one = one_at_a_time();
    require_worker();
    let lib = libdevice();
    let mut dir: Vec<_> =
        std::fs::read_dir(repo().join("tests/inputs/numba")).unwrap().map(|e| e.unwrap().path()).collect();
    dir.sort();
    let mut compared = 0;
    let bad: Vec<(String, String)> = vec![
        ("parse.ll".into(), "define void @k( {\n".into()),
        ("verify.ll".into(), "define void @k() {\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}\n".into()),
        ("lib.ll".into(), MATH_KERNEL.replace("__nv_sinf", "__nv_no_such_function")),
    ];
    let mut cases: Vec<(String, Vec<u8>)> = dir
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(p).unwrap()))
        .collect();
    cases.extend(bad.into_iter().map(|(n, t)| (n, t.into_bytes())));
    for (name, ir) in &cases {
        for (verify, options) in [
            (false, &["-arch=compute_90"][..]),
            (true, &["-arch=compute_90"][..]),
            (false, &["-arch=compute_80", "-opt=0", "-g"][..]),
        ] {
            let inproc = run(&[(ir, name)], Some(&lib), verify, options);
            let isolated = run(&[(ir, name)], Some(&lib), verify, &[options, &["-nvvmc-isolate"]].concat());
            assert_eq!(
                inproc.0,
                isolated.0,
                "{name} {options:?} verify={verify}: codes differ; isolated log:\n{}",
                String::from_utf8_lossy(&isolated.2)
            );
            assert!(inproc.1 == isolated.1, "{name} {options:?} verify={verify}: results differ");
            assert!(
                inproc.2 == isolated.2,
                "{name} {options:?}: logs differ:\n{}\n---\n{}",
                String::from_utf8_lossy(&inproc.2),
                String::from_utf8_lossy(&isolated.2)
            );
            compared += 1;
        }
    }
    // Two modules and no libdevice, and a bad option (refused before any worker is asked).
    let two = run(
        &[(b"define i32 @f() {\n ret i32 1\n}\n", "a.ll"), (MATH_KERNEL.as_bytes(), "b.ll")],
        None,
        false,
        &["-nvvmc-isolate"],
    );
    assert_eq!(
        two,
        run(&[(b"define i32 @f() {\n ret i32 1\n}\n", "a.ll"), (MATH_KERNEL.as_bytes(), "b.ll")], None, false, &[])
    );
    let opt = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], None, false, &["-nvvmc-isolate", "-opt=9"]);
    assert_eq!(
        (opt.0, String::from_utf8_lossy(&opt.2).into_owned()),
        (INVALID_OPTION, "libnvvm : error: -opt=9 is an unsupported option\0".into())
    );
    assert!(compared > 100, "only {compared} comparisons");
    eprintln!("isolated: {compared} compilations byte-identical to in-process");
}

fn options_are_checked() {
    let _one = one_at_a_time();
    for (opts, line) in [
        (&["-nvvmc-timeout=0"][..], "libnvvm : error: -nvvmc-timeout=0 is an unsupported option: '0' is not a positive number of seconds"),
        (&["-nvvmc-max-memory=lots"][..], "libnvvm : error: -nvvmc-max-memory=lots is an unsupported option: 'lots' is not a size: write a number with K, M, G or T (e.g. 512M, 2G)"),
        (&["-nvvmc-isolate=2"][..], "libnvvm : error: -nvvmc-isolate=2 is an unsupported option"),
        (&["-nvvmc-isolate", "-nvvmc-isolate=1"][..], "libnvvm : error: -nvvmc-isolate defined more than once"),
        (&["-nvvmc-isolate=0", "-nvvmc-timeout=5"][..], "libnvvm : error: -nvvmc-timeout needs the isolated mode, which -nvvmc-isolate=0 turns off"),
    ] {
        let (r, _, log) = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], None, false, opts);
        assert_eq!((r, String::from_utf8_lossy(&log[..log.len() - 1]).into_owned()), (INVALID_OPTION, line.to_string()), "{opts:?}");
    }
}

fn a_time_limit_stops_the_compilation_in_about_its_time() {
    let _one = one_at_a_time();
    require_worker();
    let slow = slow_kernel(200, 4096);
    // A warm worker first, so that the time measured is the limit's.
    assert_eq!(run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &["-nvvmc-isolate"]).0, SUCCESS);
    let start = Instant::now();
    let (r, result, log) = run(&[(slow.as_bytes(), "slow.ll")], None, false, &["-opt=0", "-nvvmc-timeout=1"]);
    let took = start.elapsed();
    let log = String::from_utf8_lossy(&log).into_owned();
    assert_eq!(r, COMPILATION, "{log}");
    assert_eq!(result, b"\0");
    assert!(
        log.starts_with("nvvmc: error: the time limit of 1 s (-nvvmc-timeout=1) was exceeded in stage 'codegen': the compilation was stopped, without output"),
        "{log}"
    );
    // The limit is the test's subject: the input alone takes minutes, so 20 s (room for a loaded
    // machine) still tells a stopped compilation from a finished one.
    assert!(took < Duration::from_secs(20), "a 1 s limit took {took:?}");
    eprintln!("isolated: -nvvmc-timeout=1 returned after {took:?}");
    // The next compilation (a new worker) and an in-process one work.
    for opts in [&["-nvvmc-isolate"][..], &[]] {
        let (r, _, log) = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, opts);
        assert_eq!(r, SUCCESS, "{}", String::from_utf8_lossy(&log));
    }
}

fn a_memory_limit_stops_the_compilation() {
    let _one = one_at_a_time();
    require_worker();
    // The back end's graph for 65536-wide vectors grows by tens of MB a second.
    let hungry = slow_kernel(10, 65536);
    let start = Instant::now();
    let (r, _, log) = run(
        &[(hungry.as_bytes(), "hungry.ll")],
        None,
        false,
        &["-opt=0", "-nvvmc-max-memory=200M", "-nvvmc-timeout=120"],
    );
    let log = String::from_utf8_lossy(&log).into_owned();
    assert_eq!(r, COMPILATION, "{log}");
    assert!(
        log.starts_with("nvvmc: error: the memory limit of 200 MiB (-nvvmc-max-memory=200M) was exceeded in stage 'codegen' (the compiling process used 2"),
        "{log}"
    );
    eprintln!("isolated: -nvvmc-max-memory=200M stopped after {:?}", start.elapsed());
    let (r, _, log) = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &["-nvvmc-max-memory=1G"]);
    assert_eq!(r, SUCCESS, "{}", String::from_utf8_lossy(&log));
}

/// This process's children that are nvvmc workers, with the CPU time each has used (in clock
/// ticks; the compilation may run on another thread than the one `stat` describes).
fn workers() -> Vec<(u32, u64)> {
    let me = std::process::id();
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
        let Some((_, rest)) = stat.rsplit_once(") ") else { continue };
        let f: Vec<&str> = rest.split(' ').collect();
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        if f.get(1).and_then(|p| p.parse::<u32>().ok()) == Some(me)
            && String::from_utf8_lossy(&cmdline).contains("--nvvmc-worker")
        {
            let ticks = |i: usize| f.get(i).and_then(|t| t.parse::<u64>().ok()).unwrap_or(0);
            out.push((pid, ticks(11) + ticks(12)));
        }
    }
    out
}

/// The signals this process has handlers for (`SigCgt` of `/proc/self/status`).
fn caught_signals() -> String {
    let s = std::fs::read_to_string("/proc/self/status").unwrap();
    s.lines().find(|l| l.starts_with("SigCgt:")).unwrap().to_string()
}

fn a_killed_worker_is_a_compilation_error_and_the_host_is_untouched() {
    let _one = one_at_a_time();
    require_worker();
    let before = caught_signals();
    let slow = slow_kernel(200, 4096);
    let compiling =
        std::thread::spawn(move || run(&[(slow.as_bytes(), "slow.ll")], None, false, &["-opt=0", "-nvvmc-isolate"]));
    // Wait for the worker to be busy (its CPU time growing between two looks 200 ms apart, until
    // a deadline), look at this process meanwhile, then kill the worker as the kernel's OOM killer
    // would.
    let give_up = Instant::now() + Duration::from_secs(60);
    let busy = loop {
        let before = workers();
        std::thread::sleep(Duration::from_millis(200));
        let after = workers();
        if let Some((pid, _)) = after.iter().find(|(pid, t)| before.iter().any(|(p, b)| p == pid && t > b)) {
            break *pid;
        }
        assert!(Instant::now() < give_up, "no busy worker after 60 s: {after:?}");
    };
    // The worker is compiling now: the host's handlers are as they were.
    assert_eq!(caught_signals(), before, "a signal handler was installed in the host during an isolated compilation");
    // The shell's builtin `kill`: Debian's minbase has no /bin/kill (procps).
    let killed = std::process::Command::new("/bin/sh").args(["-c", &format!("kill -9 {busy}")]).status().unwrap();
    assert!(killed.success());
    let (r, result, log) = compiling.join().unwrap();
    let log = String::from_utf8_lossy(&log).into_owned();
    assert_eq!((r, result), (COMPILATION, b"\0".to_vec()), "{log}");
    assert!(
        log.starts_with(&format!(
            "nvvmc: error: the nvvmc worker process (pid {busy}) was killed with signal 9 (SIGKILL"
        )) && log.contains(
            "in stage 'codegen' without finishing the compilation (isolated mode: this process is unaffected)"
        ),
        "{log}"
    );
    let (r, _, log) = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &["-nvvmc-isolate"]);
    assert_eq!(r, SUCCESS, "{}", String::from_utf8_lossy(&log));
    assert_eq!(caught_signals(), before);
}

/// Runs this test binary again with `test` alone and the environment `env`, in a child process.
fn in_child(test: &str, env: &[(&str, &str)]) {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", test, "--nocapture", "--test-threads=1"])
        .env("NVVMC_ISOLATED_TEST_CHILD", "1")
        .envs(env.iter().copied())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && text.contains("1 passed"), "{test} in a child process:\n{text}");
}

fn is_child() -> bool {
    std::env::var_os("NVVMC_ISOLATED_TEST_CHILD").is_some()
}

fn a_missing_worker_is_a_clear_error() {
    if !is_child() {
        return in_child("a_missing_worker_is_a_clear_error", &[("NVVMC_WORKER", "/nonexistent/nvvmc")]);
    }
    let (r, _, log) = run(&[(MATH_KERNEL.as_bytes(), "m.ll")], None, false, &["-nvvmc-isolate"]);
    let log = String::from_utf8_lossy(&log).into_owned();
    assert_eq!(r, COMPILATION, "{log}");
    assert!(
        log.starts_with("nvvmc: error: NVVMC_WORKER=/nonexistent/nvvmc is not a file") && log.contains("fix:"),
        "{log}"
    );
    // In-process still works.
    assert_eq!(run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &[]).0, SUCCESS);
}

fn the_environment_variable_turns_isolation_on() {
    if !is_child() {
        require_worker();
        return in_child("the_environment_variable_turns_isolation_on", &[("NVVMC_ISOLATE", "1")]);
    }
    assert!(workers().is_empty());
    assert_eq!(run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &["-nvvmc-isolate=0"]).0, SUCCESS);
    assert!(workers().is_empty(), "-nvvmc-isolate=0 overrides NVVMC_ISOLATE=1");
    assert_eq!(run(&[(MATH_KERNEL.as_bytes(), "m.ll")], Some(&libdevice()), false, &[]).0, SUCCESS);
    assert_eq!(workers().len(), 1, "NVVMC_ISOLATE=1 compiles in a worker, kept for the next compilation");
}

test_main!(
    results_and_logs_are_byte_identical_to_in_process,
    options_are_checked,
    a_time_limit_stops_the_compilation_in_about_its_time,
    a_memory_limit_stops_the_compilation,
    a_killed_worker_is_a_compilation_error_and_the_host_is_untouched,
    a_missing_worker_is_a_clear_error,
    the_environment_variable_turns_isolation_on,
);
