//! `--timeout SECS` and `--max-memory SIZE`: the compilation runs in a worker process (the
//! `nvvmc` binary itself, `src/services/isolate/`); past a limit it is stopped with an error naming the
//! limit and the stage, exit code 1 and no output, in about the limit's time; within the limits
//! the output, diagnostics and exit code are those of a run without them. The slow and the
//! memory-hungry inputs are generated here (a few KB each).

#[macro_use]
mod support;

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use support::*;

/// A small kernel that takes LLVM minutes at -O0 (measured: 200 × 4096 takes 48 s of CPU and
/// 1 GB, 170 s on a loaded 2-core machine): chained multiplications of `<W x i32>` vectors,
/// which the back end splits into N × W scalar ones in one block.
fn slow_kernel(n: usize, width: usize) -> String {
    let t = format!("<{width} x i32>");
    let mut s = format!("target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p, ptr %q) {{\n  %x0 = load {t}, ptr %p\n  %a = load {t}, ptr %q\n");
    for i in 1..=n {
        s += &format!("  %x{i} = mul {t} %x{}, %a\n", i - 1);
    }
    s += &format!("  store {t} %x{n}, ptr %p\n  ret void\n}}\n!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"kernel\", i32 1}}\n");
    s
}

fn nvvmc(args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(nvvmc_bin());
    c.args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().unwrap();
    if let Some(text) = stdin {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    }
    child.wait_with_output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn timeout_stops_a_long_compilation_in_about_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("slow.ll");
    std::fs::write(&input, slow_kernel(200, 4096)).unwrap();
    let out = dir.path().join("slow.ptx");
    let start = Instant::now();
    let o = nvvmc(&[input.to_str().unwrap(), "-O0", "--timeout", "1", "-o", out.to_str().unwrap()], None);
    let took = start.elapsed();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "nvvmc: error: the time limit of 1 s (--timeout 1) was exceeded in stage 'codegen': the compilation was stopped, without output\n"
    );
    assert!(!out.exists(), "no output after a stopped compilation");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "nothing but the input is left");
    // The limit is the test's subject: the input alone takes minutes, so 20 s (room for a loaded
    // machine) still tells a stopped compilation from a finished one.
    assert!(took < Duration::from_secs(20), "--timeout 1 took {took:?}");
    eprintln!("limits: --timeout 1 ended after {took:?}");
    // JSON diagnostics: one object.
    let o = nvvmc(&[input.to_str().unwrap(), "-O0", "--timeout", "0.5", "--diagnostics", "json", "-o", "-"], None);
    let line = stderr(&o);
    assert!(
        line.starts_with("{")
            && line.contains("\"severity\":\"error\"")
            && line.contains("time limit of 0.5 s (--timeout 0.5)"),
        "{line}"
    );
    assert!(o.stdout.is_empty(), "nothing on stdout");
}

fn max_memory_stops_a_hungry_compilation() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("hungry.ll");
    // The back end's graph for 65536-wide vectors grows by tens of MB a second.
    std::fs::write(&input, slow_kernel(10, 65536)).unwrap();
    let start = Instant::now();
    let o = nvvmc(&[input.to_str().unwrap(), "-O0", "--max-memory", "200M", "--timeout", "120", "-o", "-"], None);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.starts_with("nvvmc: error: the memory limit of 200 MiB (--max-memory 200M) was exceeded in stage 'codegen' (the compiling process used 2")
            && e.ends_with("MiB): the compilation was stopped, without output\n"),
        "{e}"
    );
    assert!(o.stdout.is_empty());
    eprintln!("limits: --max-memory 200M ended after {:?}", start.elapsed());
}

/// Within the limits, a run is the run without them: the same output, diagnostics and exit code.
fn within_the_limits_nothing_changes() {
    let root = repo_root();
    let saxpy = root.join("examples/saxpy.ll");
    let saxpy = saxpy.to_str().unwrap();
    let numba = root.join("tests/inputs/numba/sin_f32.ll");
    let libdevice = libdevice();
    let mut cases: Vec<(Vec<String>, Option<String>)> = vec![
        (vec![saxpy.into(), "--arch".into(), "sm_90".into(), "-o".into(), "-".into(), "--stats".into()], None),
        (vec!["-".into(), "--arch".into(), "sm_80".into()], Some(std::fs::read_to_string(saxpy).unwrap())),
        (vec![saxpy.into(), "--check".into(), "--strict".into()], None),
        (
            vec!["-".into(), "--diagnostics".into(), "json".into(), "-o".into(), "-".into()],
            Some("define void @k( {\n".into()),
        ),
        (
            vec!["-".into(), "-o".into(), "-".into()],
            Some("define void @k() {\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n  ret void\n}\n".into()),
        ),
        (
            vec![
                saxpy.into(),
                "--emit".into(),
                "llvm".into(),
                "-o".into(),
                "-".into(),
                "--run-pass".into(),
                "fp-mode".into(),
            ],
            None,
        ),
    ];
    if let Some(lib) = &libdevice {
        let args =
            [numba.to_str().unwrap(), "--arch", "sm_90", "-o", "-", "--libdevice", lib.to_str().unwrap(), "-j", "2"];
        cases.push((args.iter().map(|s| s.to_string()).collect(), None));
    }
    for (args, stdin) in &cases {
        let plain: Vec<&str> = args.iter().map(String::as_str).collect();
        let limited: Vec<&str> = plain.iter().copied().chain(["--timeout", "60", "--max-memory", "2G"]).collect();
        let (a, b) = (nvvmc(&plain, stdin.as_deref()), nvvmc(&limited, stdin.as_deref()));
        assert_eq!(a.status.code(), b.status.code(), "{args:?}: {}\n---\n{}", stderr(&a), stderr(&b));
        assert!(a.stdout == b.stdout, "{args:?}: stdout differs");
        assert_eq!(stderr(&a), stderr(&b), "{args:?}");
    }
    // An output file is written by the parent, as without limits.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("s.ptx");
    let o = nvvmc(&[saxpy, "--timeout", "60", "-o", out.to_str().unwrap()], None);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::read_to_string(&out).unwrap().contains(".entry"));
}

fn bad_limits_are_usage_errors() {
    for (flag, value, says) in [
        ("--timeout", "0", "'0' is not a positive number of seconds"),
        ("--timeout", "soon", "'soon' is not a number of seconds"),
        ("--max-memory", "12X", "'12X' is not a size"),
        ("--max-memory", "0", "'0' is not a positive size"),
    ] {
        let o = nvvmc(&["examples/saxpy.ll", flag, value], None);
        assert_eq!(o.status.code(), Some(2), "{flag} {value}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{flag} {value}: {}", stderr(&o));
    }
}

test_main!(
    timeout_stops_a_long_compilation_in_about_a_second,
    max_memory_stops_a_hungry_compilation,
    within_the_limits_nothing_changes,
    bad_limits_are_usage_errors,
);
