//! The compile cache (`src/services/cache/`, docs/design.md "Compile cache"), local: a hit replays the output,
//! the warnings and the `--stats` lines of the compilation that made it; the key changes with
//! every option, input, libdevice byte and the build identity, and not with flag order; a
//! damaged entry is a miss, never a wrong result; concurrent processes share one folder; the
//! folder stays within its limit, least recently used entries going first. The shared (Redis)
//! back end is `tests/cache_redis.rs`.

#[macro_use]
mod support;

use nvvmc::cache::entry::{Entry, Rendered};
use nvvmc::cache::key::{self, Context, Key};
use nvvmc::cache::local::Local;
use nvvmc::options::{
    AddressSpaceOptions, DebugInfo, EmitKind, FpOptions, LinkStrategy, OptLevel, Options, PtxVersion, SplitCompile,
};
use nvvmc::{Input, LibdeviceBytes, Stage};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::cache::{cache_stat, replayable, stderr, PLAIN_KERNEL, WARN_KERNEL};
use support::*;

/// Runs nvvmc with the cache folder `dir` and the environment's cache settings cleared (then
/// `env` set).
fn nvvmc(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(nvvmc_bin());
    cmd.args(args).env("NVVMC_CACHE_DIR", dir);
    for v in ["NVVMC_CACHE", "NVVMC_CACHE_URL", "NVVMC_CACHE_KEY", "NVVMC_CACHE_MAX"] {
        cmd.env_remove(v);
    }
    cmd.envs(env.iter().copied()).output().unwrap()
}

/// Every entry file in the folder.
fn entries(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = dir.join(nvvmc::cache::local::SUBDIR);
    for sub in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        if sub.file_name().len() == 2 {
            out.extend(std::fs::read_dir(sub.path()).unwrap().flatten().map(|e| e.path()));
        }
    }
    out.sort();
    out
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

fn ok(o: &Output) -> &Output {
    assert!(o.status.success(), "nvvmc failed:\n{}", stderr(o));
    o
}

fn a_hit_replays_output_warnings_and_stats() -> Result<(), String> {
    let ld = require_some("libdevice", libdevice());
    let ld = ld.to_str().unwrap();
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "warn.ll", WARN_KERNEL);
    let out = |n: &str| d.join(n).to_string_lossy().into_owned();
    // The reference: no cache at all.
    let plain =
        ok(&nvvmc(&cache, &[&src, "--arch", "sm_90", "--libdevice", ld, "--stats", "-o", &out("plain.ptx")], &[]))
            .clone();
    assert!(!stderr(&plain).contains("cache:"), "no cache line when the cache is off");
    assert!(entries(&cache).is_empty(), "off by default");
    let miss = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--stats", "--cache", "-o", &out("miss.ptx")],
        &[],
    ))
    .clone();
    assert_eq!(cache_stat(&miss), "miss (local)");
    assert_eq!(entries(&cache).len(), 1);
    let hit = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--stats", "--cache", "-o", &out("hit.ptx")],
        &[],
    ))
    .clone();
    assert_eq!(cache_stat(&hit), "hit (local)");
    let ptx = std::fs::read(out("plain.ptx")).unwrap();
    assert_eq!(std::fs::read(out("miss.ptx")).unwrap(), ptx);
    assert_eq!(std::fs::read(out("hit.ptx")).unwrap(), ptx);
    ptxas_check(Path::new(&out("hit.ptx")))?;
    // Everything but the cache line is what the compilation printed: the warning and the stats
    // (but where libdevice's part came from, which says what a process did: an entry does not
    // keep it).
    assert!(!stderr(&hit).contains("libdevice part:"), "{}", stderr(&hit));
    let without_cache_line = |o: &Output| replayable(o).join("\n");
    assert!(stderr(&plain).contains("warning: Function k is a kernel, so overriding noinline"), "{}", stderr(&plain));
    assert_eq!(without_cache_line(&hit), without_cache_line(&plain));
    assert_eq!(without_cache_line(&miss), without_cache_line(&plain));
    // JSON diagnostics are replayed as JSON; NVVMC_CACHE=1 turns the cache on, --cache=0 off.
    let json = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--diagnostics", "json", "-o", &out("j.ptx")],
        &[],
    ))
    .clone();
    let json_hit = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--diagnostics", "json", "--stats", "-o", &out("j2.ptx")],
        &[("NVVMC_CACHE", "1")],
    ))
    .clone();
    assert_eq!(cache_stat(&json_hit), "hit (local)");
    assert_eq!(without_cache_line(&json_hit).lines().next(), stderr(&json).lines().next());
    assert!(stderr(&json).starts_with("{\"severity\":\"warning\""), "{}", stderr(&json));
    let off = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--stats", "--cache=0", "-o", &out("o.ptx")],
        &[("NVVMC_CACHE", "1")],
    ))
    .clone();
    assert!(!stderr(&off).contains("cache:"), "--cache=0 wins over NVVMC_CACHE=1");
    // Observing a compilation does not use the cache, and says so.
    let timed = ok(&nvvmc(
        &cache,
        &[&src, "--arch", "sm_90", "--libdevice", ld, "--stats", "--cache", "--time-report", "-o", &out("t.ptx")],
        &[],
    ))
    .clone();
    assert!(cache_stat(&timed).starts_with("not used (--time-report"), "{}", stderr(&timed));
    Ok(())
}

fn flag_order_does_not_split_entries() {
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let first = ok(&nvvmc(
        &cache,
        &["--cache", "--stats", "--ftz=1", "--fma=0", "-O2", "--arch", "sm_80", &src, "-o", &o],
        &[],
    ))
    .clone();
    assert_eq!(cache_stat(&first), "miss (local)");
    let again = ok(&nvvmc(
        &cache,
        &[&src, "-o", &o, "--arch", "sm_80", "-O2", "--fma=0", "--ftz=1", "--stats", "--cache"],
        &[],
    ))
    .clone();
    assert_eq!(cache_stat(&again), "hit (local)", "the same options in another order");
    let other = ok(&nvvmc(
        &cache,
        &[&src, "-o", &o, "--arch", "sm_80", "-O2", "--fma=1", "--ftz=1", "--stats", "--cache"],
        &[],
    ))
    .clone();
    assert_eq!(cache_stat(&other), "miss (local)", "another option value");
    // -j 0 means one thread per core: the same entry as -j <cores>.
    let cores = std::thread::available_parallelism().unwrap().get().to_string();
    assert_eq!(cache_stat(ok(&nvvmc(&cache, &[&src, "-o", &o, "-j", "0", "--stats", "--cache"], &[]))), "miss (local)");
    assert_eq!(
        cache_stat(ok(&nvvmc(&cache, &[&src, "-o", &o, "-j", &cores, "--stats", "--cache"], &[]))),
        "hit (local)"
    );
}

/// Every field of [`Options`], changed one at a time (the destructuring below stops compiling
/// when a field is added, until the new field is added here): each change is another key,
/// except the side-output fields that [`key::normalize`] resets, which leave it alone.
fn option_variants() -> Vec<(&'static str, Options, bool)> {
    let Options {
        arch: _,
        ptx_version: _,
        opt: _,
        emit: _,
        link: _,
        libdevice: _,
        libdevice_bytes: _,
        debug_info: _,
        fp: _,
        lower_native_math: _,
        address_spaces: _,
        verify_each: _,
        relocatable: _,
        check_only: _,
        strict: _,
        time_report: _,
        print_after: _,
        run_pass: _,
        split_compile: _,
        math_libs: _,
        whole_program: _,
    } = Options::default();
    let d = Options::default;
    let fp = FpOptions::default();
    vec![
        ("arch", Options { arch: "sm_90".parse().unwrap(), ..d() }, true),
        (
            "arch suffix",
            Options { arch: "sm_90a".parse().unwrap(), ..Options { arch: "sm_90".parse().unwrap(), ..d() } },
            true,
        ),
        ("ptx_version", Options { ptx_version: Some(PtxVersion(86)), ..d() }, true),
        ("opt", Options { opt: OptLevel::O1, ..d() }, true),
        ("emit", Options { emit: EmitKind::Llvm, ..d() }, true),
        ("link", Options { link: LinkStrategy::Early, ..d() }, true),
        ("debug_info", Options { debug_info: DebugInfo::LineTables, ..d() }, true),
        ("fp.ftz", Options { fp: FpOptions { ftz: true, ..fp }, ..d() }, true),
        ("fp.prec_div", Options { fp: FpOptions { prec_div: false, ..fp }, ..d() }, true),
        ("fp.prec_sqrt", Options { fp: FpOptions { prec_sqrt: false, ..fp }, ..d() }, true),
        ("fp.fma", Options { fp: FpOptions { fma: false, ..fp }, ..d() }, true),
        ("fp.fast_math", Options { fp: FpOptions { fast_math: true, ..fp }, ..d() }, true),
        ("lower_native_math", Options { lower_native_math: true, ..d() }, true),
        (
            "address_spaces.enabled",
            Options { address_spaces: AddressSpaceOptions { enabled: false, through_integers: true }, ..d() },
            true,
        ),
        (
            "address_spaces.through_integers",
            Options { address_spaces: AddressSpaceOptions { enabled: true, through_integers: false }, ..d() },
            true,
        ),
        ("verify_each", Options { verify_each: true, ..d() }, true),
        ("relocatable", Options { relocatable: true, ..d() }, true),
        ("check_only", Options { check_only: true, ..d() }, true),
        ("strict", Options { strict: true, ..d() }, true),
        ("run_pass", Options { run_pass: Some(Stage::FpMode), ..d() }, true),
        ("split_compile", Options { split_compile: SplitCompile(3), ..d() }, true),
        ("math_libs", Options { math_libs: vec!["mylib.ll".into()], ..d() }, true),
        ("whole_program", Options { whole_program: true, ..d() }, true),
        ("emit lto", Options { emit: EmitKind::Lto, ..d() }, true),
        // Side output only, or replaced by the library's digest in the context.
        ("time_report", Options { time_report: true, ..d() }, false),
        ("print_after", Options { print_after: nvvmc::PrintAfter::All, ..d() }, false),
        ("libdevice", Options { libdevice: Some("/elsewhere/libdevice.10.bc".into()), ..d() }, false),
        (
            "libdevice_bytes",
            Options {
                libdevice_bytes: Some(LibdeviceBytes { name: "x".into(), bytes: b"BC\xc0\xde".to_vec().into() }),
                ..d()
            },
            false,
        ),
    ]
}

fn every_part_of_the_key_changes_it() {
    let cx = || Context {
        identity: "nvvmc 0.1.0 commit abc source 123",
        libdevice: Some([1; 32]),
        ptxas: None,
        named_files: vec![Some([2; 32])],
    };
    let a = Input::from_memory("a.ll", PLAIN_KERNEL);
    let b = Input::from_memory("b.ll", WARN_KERNEL);
    let base_inputs = vec![a.clone(), b.clone()];
    let base = key::compute(&base_inputs, &Options::default(), &cx());
    assert_eq!(base, key::compute(&base_inputs, &Options::default(), &cx()), "the key is a function of its parts");
    let mut keys: Vec<(String, Key)> = Vec::new();
    for (name, opts, changes) in option_variants() {
        let k = key::compute(&base_inputs, &opts, &cx());
        if changes {
            keys.push((format!("option {name}"), k));
        } else {
            assert_eq!(k, base, "option {name} only changes side output, or is hashed by content");
        }
    }
    let mut flipped = a.clone();
    flipped.bytes[40] ^= 1;
    let renamed = Input::from_memory("c.ll", PLAIN_KERNEL);
    for (name, inputs) in [
        ("an input byte", vec![flipped, b.clone()]),
        ("an input name", vec![renamed, b.clone()]),
        ("the input order", vec![b.clone(), a.clone()]),
        ("one input fewer", vec![a.clone()]),
        ("one input more", vec![a.clone(), b.clone(), a.clone()]),
        (
            "a byte moved between inputs",
            vec![Input::from_memory("a.ll", &PLAIN_KERNEL[..PLAIN_KERNEL.len() - 1]), {
                let mut bytes = PLAIN_KERNEL.as_bytes()[PLAIN_KERNEL.len() - 1..].to_vec();
                bytes.extend_from_slice(WARN_KERNEL.as_bytes());
                Input::from_memory("b.ll", bytes)
            }],
        ),
    ] {
        keys.push((name.to_string(), key::compute(&inputs, &Options::default(), &cx())));
    }
    let mut ld = [1u8; 32];
    ld[31] ^= 0x80;
    for (name, c) in [
        ("a libdevice byte", Context { libdevice: Some(ld), ..cx() }),
        ("no libdevice", Context { libdevice: None, ..cx() }),
        ("nvvmc's identity", Context { identity: "nvvmc 0.1.0 commit abc source 124", ..cx() }),
        ("the ptxas of --emit cubin", Context { ptxas: Some("/usr/bin/ptxas size 1 mtime 2".into()), ..cx() }),
        ("a byte of a --math-lib file", Context { named_files: vec![Some([3; 32])], ..cx() }),
        ("an unreadable --math-lib file", Context { named_files: vec![None], ..cx() }),
        ("one --math-lib file more", Context { named_files: vec![Some([2; 32]), Some([2; 32])], ..cx() }),
    ] {
        keys.push((name.to_string(), key::compute(&base_inputs, &Options::default(), &c)));
    }
    for (i, (name, k)) in keys.iter().enumerate() {
        assert_ne!(*k, base, "changing {name} must change the key");
        for (other, k2) in &keys[..i] {
            assert_ne!(k, k2, "{name} and {other} give the same key");
        }
    }
    // -j 0 is the number of cores it means.
    let cores = std::thread::available_parallelism().unwrap().get() as u32;
    assert_eq!(
        key::compute(&base_inputs, &Options { split_compile: SplitCompile(0), ..Default::default() }, &cx()),
        key::compute(&base_inputs, &Options { split_compile: SplitCompile(cores), ..Default::default() }, &cx())
    );
}

fn a_changed_libdevice_is_a_miss() {
    let ld = require_some("libdevice", libdevice());
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let mut bytes = std::fs::read(&ld).unwrap();
    std::fs::write(d.join("a.bc"), &bytes).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(d.join("b.bc"), &bytes).unwrap();
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let run = |lib: &str, env: &[(&str, &str)]| {
        let lib = d.join(lib).to_string_lossy().into_owned();
        let mut args = vec![src.as_str(), "-o", &o, "--stats", "--cache"];
        if env.is_empty() {
            args.extend(["--libdevice", lib.as_str()]);
            cache_stat(ok(&nvvmc(&cache, &args, &[])))
        } else {
            let env: Vec<(&str, &str)> = env.iter().map(|(k, _)| (*k, lib.as_str())).collect();
            cache_stat(ok(&nvvmc(&cache, &args, &env)))
        }
    };
    assert_eq!(run("a.bc", &[]), "miss (local)");
    assert_eq!(run("a.bc", &[]), "hit (local)");
    assert_eq!(run("b.bc", &[]), "miss (local)", "one libdevice byte changed");
    // The same bytes found by discovery ($NVVMC_LIBDEVICE) are the same entry.
    assert_eq!(run("b.bc", &[("NVVMC_LIBDEVICE", "")]), "hit (local)");
    std::fs::write(d.join("b.bc"), std::fs::read(d.join("a.bc")).unwrap()).unwrap();
    assert_eq!(run("b.bc", &[("NVVMC_LIBDEVICE", "")]), "hit (local)", "b.bc now holds a.bc's bytes");
}

fn a_damaged_entry_is_a_miss_never_a_wrong_result() {
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let other = write(d, "other.ll", &PLAIN_KERNEL.replace("3.0", "5.0"));
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let run = |src: &str| {
        let out = ok(&nvvmc(&cache, &[src, "-o", &o, "--stats", "--cache"], &[])).clone();
        (cache_stat(&out), std::fs::read(&o).unwrap())
    };
    let (stat, reference) = run(&src);
    assert_eq!(stat, "miss (local)");
    let entry = entries(&cache).pop().unwrap();
    let good = std::fs::read(&entry).unwrap();
    // The PTX starts after the magic (21 bytes), the key (32) and its length (8).
    let damages: Vec<(&str, Vec<u8>)> = vec![
        ("a flipped byte in the PTX", {
            let mut b = good.clone();
            b[21 + 32 + 8 + 3] ^= 0x01;
            b
        }),
        ("a flipped byte in the seal", {
            let mut b = good.clone();
            *b.last_mut().unwrap() ^= 0x80;
            b
        }),
        ("cut short", good[..good.len() / 2].to_vec()),
        ("empty", Vec::new()),
        ("bytes after the seal", [good.as_slice(), b"x"].concat()),
    ];
    for (what, bytes) in damages {
        std::fs::write(&entry, &bytes).unwrap();
        let (stat, ptx) = run(&src);
        assert_eq!(stat, "miss (local)", "{what}");
        assert_eq!(ptx, reference, "{what}: the output is compiled again");
        assert_eq!(std::fs::read(&entry).unwrap(), good, "{what}: the entry is written again");
        assert_eq!(run(&src).0, "hit (local)", "{what}: then it is a hit");
    }
    // Another input's (whole, valid) entry under this key's name is not this key's entry.
    let (_, other_ptx) = run(&other);
    let other_entry = entries(&cache).into_iter().find(|p| *p != entry).unwrap();
    std::fs::copy(&other_entry, &entry).unwrap();
    let (stat, ptx) = run(&src);
    assert_eq!(stat, "miss (local)", "another key's entry");
    assert_eq!(ptx, reference);
    assert_ne!(ptx, other_ptx);
}

fn concurrent_processes_share_one_folder() {
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let srcs: Vec<String> =
        (0..3).map(|i| write(d, &format!("k{i}.ll"), &PLAIN_KERNEL.replace("3.0", &format!("{}.0", i + 7)))).collect();
    let reference: Vec<Vec<u8>> = srcs
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let o = d.join(format!("ref{i}.ptx"));
            ok(&nvvmc(&d.join("no-cache"), &[s, "-o", o.to_str().unwrap()], &[]));
            std::fs::read(o).unwrap()
        })
        .collect();
    // 12 processes at once, 4 per input, into one cold folder.
    let children: Vec<(usize, PathBuf, std::process::Child)> = (0..12)
        .map(|n| {
            let i = n % srcs.len();
            let o = d.join(format!("out{n}.ptx"));
            let child = Command::new(nvvmc_bin())
                .args([&srcs[i], "-o", o.to_str().unwrap(), "--cache", "--stats"])
                .env("NVVMC_CACHE_DIR", &cache)
                .env_remove("NVVMC_CACHE_URL")
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            (i, o, child)
        })
        .collect();
    for (i, o, child) in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(std::fs::read(&o).unwrap(), reference[i], "process for input {i}");
    }
    assert_eq!(entries(&cache).len(), srcs.len(), "one entry per input");
    for (i, s) in srcs.iter().enumerate() {
        let o = d.join("again.ptx");
        assert_eq!(
            cache_stat(ok(&nvvmc(&cache, &[s, "-o", o.to_str().unwrap(), "--cache", "--stats"], &[]))),
            "hit (local)"
        );
        assert_eq!(std::fs::read(&o).unwrap(), reference[i]);
    }
}

fn a_hit_under_a_limit_starts_no_worker() {
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    // A miss under a limit compiles in the worker, which stores the result.
    let miss = ok(&nvvmc(&cache, &[&src, "-o", &o, "--cache", "--stats", "--timeout", "60"], &[])).clone();
    assert_eq!(cache_stat(&miss), "miss (local)");
    let ptx = std::fs::read(&o).unwrap();
    // A limit no compilation can meet: only a hit, answered before any worker starts, succeeds.
    let slow = nvvmc(&cache, &[&src, "-o", &o, "--timeout", "0.000001"], &[]);
    assert!(!slow.status.success() && stderr(&slow).contains("time limit"), "{}", stderr(&slow));
    let hit = ok(&nvvmc(&cache, &[&src, "-o", &o, "--cache", "--stats", "--timeout", "0.000001"], &[])).clone();
    assert_eq!(cache_stat(&hit), "hit (local)");
    assert_eq!(std::fs::read(&o).unwrap(), ptx);
}

fn a_cubin_is_cached_with_its_ptxas() {
    let ptxas = require_some("ptxas", ptxas());
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let o = d.join("o.cubin").to_string_lossy().into_owned();
    let run = |env: &[(&str, &str)]| {
        let out =
            ok(&nvvmc(&cache, &[&src, "--arch", "sm_90", "--emit", "cubin", "-o", &o, "--cache", "--stats"], env))
                .clone();
        (cache_stat(&out), std::fs::read(&o).unwrap())
    };
    let real = std::fs::canonicalize(&ptxas).unwrap();
    let real = real.to_str().unwrap();
    let (stat, cubin) = run(&[("NVVMC_PTXAS", real)]);
    assert_eq!(stat, "miss (local)");
    assert!(cubin.starts_with(b"\x7fELF"));
    let link = d.join("ptxas-link");
    std::os::unix::fs::symlink(real, &link).unwrap();
    assert_eq!(
        run(&[("NVVMC_PTXAS", link.to_str().unwrap())]),
        ("hit (local)".into(), cubin.clone()),
        "the same ptxas through a link"
    );
    // Another ptxas (here a copy: another file) is another key.
    let copy = d.join("ptxas-copy");
    std::fs::copy(real, &copy).unwrap();
    assert_eq!(run(&[("NVVMC_PTXAS", copy.to_str().unwrap())]).0, "miss (local)");
}

fn entry(i: usize, size: usize) -> Entry {
    Entry {
        output: vec![b'a' + (i % 26) as u8; size],
        log: format!("log {i}\n"),
        diagnostics: Some(vec![Rendered { text: format!("w{i}"), json: "{}".into() }]),
        stats: Some(String::new()),
    }
}

fn threads_writing_one_key_never_show_a_mixed_entry() {
    let t = tempfile::tempdir().unwrap();
    let local = std::sync::Arc::new(Local::new(t.path(), 1 << 30));
    let key = Key([9; 32]);
    let written: Vec<Entry> = (0..6).map(|i| entry(i, 20_000 + i * 997)).collect();
    std::thread::scope(|s| {
        for w in &written {
            let local = local.clone();
            s.spawn(move || {
                for _ in 0..30 {
                    local.put(&key, w).unwrap();
                }
            });
        }
        for _ in 0..2 {
            let local = local.clone();
            let written = &written;
            s.spawn(move || {
                for _ in 0..300 {
                    if let Some(e) = local.get(&key) {
                        assert!(written.contains(&e), "a read gave an entry no writer wrote");
                    }
                }
            });
        }
    });
    assert!(written.contains(&local.get(&key).unwrap()));
}

fn the_least_recently_used_entries_are_evicted_first() {
    let t = tempfile::tempdir().unwrap();
    let size = 10_000;
    let one =
        nvvmc::cache::entry::encode(&Key([0; 32]), &entry(0, size), nvvmc::cache::entry::Seal::Checksum).len() as u64;
    // Room for 10 entries; eviction leaves at most 90% of it (9 entries).
    let local = Local::new(t.path(), one * 10);
    let key = |i: u8| Key([i; 32]);
    let age = |i: u8, secs: u64| {
        let h = key(i).hex();
        let f = std::fs::File::options()
            .write(true)
            .open(t.path().join(nvvmc::cache::local::SUBDIR).join(&h[..2]).join(&h))
            .unwrap();
        f.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(secs)).unwrap();
    };
    for i in 0..10u8 {
        local.put(&key(i), &entry(i as usize, size)).unwrap();
        age(i, 1000 - i as u64); // entry 0 is the oldest
    }
    assert_eq!(entries(t.path()).len(), 10, "10 entries fit");
    // Using entry 0 makes it the most recent: entries 1 and 2 go when two more arrive.
    assert!(local.get(&key(0)).is_some());
    local.put(&key(10), &entry(0, size)).unwrap(); // the same size as the others
    let left: Vec<bool> = (0..=10).map(|i| local.get(&key(i)).is_some()).collect();
    assert_eq!(left, [true, false, false, true, true, true, true, true, true, true, true], "entries left, by key");
    let scan = local.scan_and_evict();
    assert!(scan.bytes <= one * 10, "{scan:?}");
    assert_eq!(scan.entries, 9);
}

fn the_folder_stays_within_nvvmc_cache_max() {
    let t = tempfile::tempdir().unwrap();
    let (cache, d) = (t.path().join("cache"), t.path());
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let max = 6 * 1024;
    let mut seen_eviction = false;
    for i in 0..12 {
        let src = write(d, &format!("k{i}.ll"), &PLAIN_KERNEL.replace("3.0", &format!("{i}.5")));
        ok(&nvvmc(&cache, &[&src, "-o", &o, "--cache"], &[("NVVMC_CACHE_MAX", "6K")]));
        let total: u64 = entries(&cache).iter().map(|p| p.metadata().unwrap().len()).sum();
        assert!(total <= max, "after {} compilations the folder holds {total} bytes", i + 1);
        seen_eviction |= entries(&cache).len() < i + 1;
    }
    assert!(seen_eviction, "12 entries do not fit in 6 KiB");
    let bad = nvvmc(&cache, &[&write(d, "p.ll", PLAIN_KERNEL), "-o", &o, "--cache"], &[("NVVMC_CACHE_MAX", "lots")]);
    assert!(
        bad.status.success() && stderr(&bad).contains("warning: NVVMC_CACHE_MAX: 'lots' is not a size"),
        "{}",
        stderr(&bad)
    );
}

fn a_file_rewritten_in_place_is_hashed_again() {
    let t = tempfile::tempdir().unwrap();
    let (memo, f) = (t.path().join("memo"), t.path().join("lib.bc"));
    std::fs::write(&f, b"BC\xc0\xde first").unwrap();
    let first = key::file_digest(&f, Some(&memo)).unwrap();
    assert_eq!(key::file_digest(&f, Some(&memo)), Some(first));
    assert!(
        std::fs::read_to_string(memo.join("file-digests")).unwrap().ends_with(&format!("{}\n", Key(first).hex())),
        "remembered"
    );
    // The same size and modification time, other bytes: the status-change time tells. Rewritten
    // until the file system's clock has moved on from the first write's status-change time.
    use std::os::unix::fs::MetadataExt;
    let meta = f.metadata().unwrap();
    let (mtime, changed) = (meta.modified().unwrap(), (meta.ctime(), meta.ctime_nsec()));
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        std::fs::write(&f, b"BC\xc0\xde other").unwrap();
        std::fs::File::options().write(true).open(&f).unwrap().set_modified(mtime).unwrap();
        let m = f.metadata().unwrap();
        if (m.ctime(), m.ctime_nsec()) != changed {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "the status-change time did not move in 10 s");
        std::thread::yield_now();
    }
    let second = key::file_digest(&f, Some(&memo)).unwrap();
    assert_ne!(second, first);
    use sha2_check::digest;
    assert_eq!(second, digest(&std::fs::read(&f).unwrap()));
}

mod sha2_check {
    /// SHA-256 by `sha256sum`, as a second opinion on the digests nvvmc computes.
    pub fn digest(bytes: &[u8]) -> [u8; 32] {
        use std::io::Write;
        let mut child = std::process::Command::new("sha256sum")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(bytes).unwrap();
        let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        let hex = out.split_whitespace().next().unwrap();
        let mut d = [0u8; 32];
        for (i, b) in d.iter_mut().enumerate() {
            *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
        }
        d
    }
}

test_main!(
    a_file_rewritten_in_place_is_hashed_again,
    a_hit_replays_output_warnings_and_stats,
    flag_order_does_not_split_entries,
    every_part_of_the_key_changes_it,
    a_changed_libdevice_is_a_miss,
    a_damaged_entry_is_a_miss_never_a_wrong_result,
    concurrent_processes_share_one_folder,
    a_hit_under_a_limit_starts_no_worker,
    a_cubin_is_cached_with_its_ptxas,
    threads_writing_one_key_never_show_a_mixed_entry,
    the_least_recently_used_entries_are_evicted_first,
    the_folder_stays_within_nvvmc_cache_max,
);
