//! Parallel back end (`-j N`, `--split-compile N`): the joined PTX passes ptxas, is the
//! same bytes run after run, and has the same kernels, variables and `.extern` declarations as
//! the PTX of one thread, and the same code in every function (the post-link optimization runs
//! per partition); each function is defined once; programs that do not split (one kernel,
//! debug information) give exactly the one-thread PTX; independent kernels are split before
//! `optimize`, kernels that share code or variables after linking.

#[macro_use]
mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::*;

/// Compiles `src` with `args`, writes the PTX next to `dir`, checks it with ptxas, returns it.
fn compile(src: &Path, dir: &Path, tag: &str, args: &[&str]) -> String {
    let out = dir.join(format!("{tag}.ptx"));
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(src).args(["--arch", "sm_90", "-o"]).arg(&out).args(args);
    if let Some(l) = libdevice() {
        cmd.arg("--libdevice").arg(l);
    }
    let r = cmd.output().unwrap();
    assert!(r.status.success(), "nvvmc {args:?} failed:\n{}", String::from_utf8_lossy(&r.stderr));
    ptxas_check(&out).unwrap_or_else(|e| panic!("{tag}: {e}"));
    std::fs::read_to_string(&out).unwrap()
}

/// The name in a declaration or definition line: the identifier before `(`, `[` or `;`.
fn name_in(line: &str) -> String {
    let head = line.split(['(', '[', ';', '=']).next().unwrap_or("");
    let head = if line.trim_start().starts_with(".extern .func") || line.contains(".func") {
        // `.func  (.param .b32 func_retval0) name(`: the name follows the return parameter.
        line.rsplit_once(')')
            .map(|(_, r)| r)
            .filter(|r| !r.trim().is_empty())
            .unwrap_or(head)
            .split('(')
            .next()
            .unwrap_or("")
    } else {
        head
    };
    head.split_whitespace().last().unwrap_or("").to_string()
}

/// What the PTX provides and needs, each with how often it occurs: kernels (`entry`), function
/// definitions (`func`), global and constant variables (`var`), shared variables wherever they
/// are defined (at module scope or demoted into a kernel: `shared`), and `.extern`
/// declarations (`extern`).
fn symbols(ptx: &str) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    let lines: Vec<&str> = ptx.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let t = t.strip_prefix(".visible ").or_else(|| t.strip_prefix(".weak ")).unwrap_or(t);
        let key = if t.starts_with(".entry ") {
            format!("entry {}", name_in(t))
        } else if t.starts_with(".extern ") {
            format!("extern {}", name_in(t))
        } else if t.starts_with(".func") {
            // A definition when a body follows before the next `;` line.
            let body = lines[i..].iter().take_while(|l| l.trim() != ";").any(|l| l.trim_start().starts_with('{'));
            if !body {
                continue;
            }
            format!("func {}", name_in(t))
        } else if [".global ", ".const "].iter().any(|p| t.starts_with(p)) {
            format!("var {}", name_in(t))
        } else if t.starts_with(".shared ") {
            // Shared memory belongs to one launch of one kernel: LLVM moves an internal shared
            // variable into the kernel that uses it, so a split program may hold one copy per
            // kernel where one thread's PTX has one at module scope. Counted as present.
            out.insert(format!("shared {}", name_in(t)), 1);
            continue;
        } else {
            continue;
        };
        *out.entry(key).or_insert(0) += 1;
    }
    out
}

/// Each function's and kernel's code, with what depends on its place in the module written the
/// same way (labels and depots are numbered by function, call sequences across the module), and
/// without shared variables LLVM moved into it (counted by [`symbols`]).
fn bodies(ptx: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, Vec<String>)> = None;
    for line in ptx.lines() {
        let t = line.trim_start();
        let t = t.strip_prefix(".visible ").or_else(|| t.strip_prefix(".weak ")).unwrap_or(t);
        if current.is_none() && (t.starts_with(".entry ") || t.starts_with(".func")) && !t.trim_end().ends_with(';') {
            current = Some((name_in(t), Vec::new()));
        }
        if let Some((_, lines)) = current.as_mut() {
            // (A demoted variable takes the place of the blank line after the registers.)
            if line.trim().is_empty() || line.contains("demoted variable") || line.trim_start().starts_with(".shared ")
            {
                continue;
            }
            if line.trim() == ";" {
                // A prototype (declaration), not a definition.
                current = None;
                continue;
            }
            lines.push(numbered_the_same(line));
            if line.starts_with('}') {
                let (name, lines) = current.take().unwrap();
                out.entry(name).or_insert(lines.join("\n"));
            }
        }
    }
    out
}

/// `line` with the number after each of LLVM's per-function or per-module counters as `N`.
fn numbered_the_same(line: &str) -> String {
    let mut out = line.to_string();
    for key in ["__local_depot", "$L__BB", "$L__tmp", "callseq "] {
        let mut done = String::new();
        let mut rest = out.as_str();
        while let Some(i) = rest.find(key) {
            done.push_str(&rest[..i + key.len()]);
            done.push('N');
            rest = rest[i + key.len()..].trim_start_matches(|c: char| c.is_ascii_digit());
        }
        done.push_str(rest);
        out = done;
    }
    out
}

fn input() -> PathBuf {
    repo_root().join("tests/inputs/split_kernels.ll")
}

fn split_output_matches_one_thread_and_is_deterministic() {
    require("libdevice", libdevice().is_some());
    let dir = tempfile::tempdir().unwrap();
    let one = compile(&input(), dir.path(), "j1", &["-j", "1"]);
    let two = compile(&input(), dir.path(), "j2", &["-j", "2"]);
    let want = symbols(&one);
    for key in [
        "entry k_math",
        "entry k_scratch",
        "entry k_tile",
        "entry k_tile2",
        "func scale",
        "func device_add",
        "var counter",
        "var table",
        "shared tile",
        "shared scratch",
        "extern dyn",
    ] {
        assert_eq!(want.get(key), Some(&1), "{key} in the one-thread PTX:\n{one}");
    }
    assert_ne!(one, two, "-j 2 should have split this program");
    assert_eq!(symbols(&two), want, "-j 2 against -j 1:\n{two}");
    assert_eq!(bodies(&two), bodies(&one), "-j 2 compiles every function as -j 1 does");
    for _ in 0..2 {
        assert_eq!(
            compile(&input(), dir.path(), "j2again", &["--split-compile", "2"]),
            two,
            "the same bytes every run"
        );
    }
    for j in ["3", "4", "0", "64"] {
        let ptx = compile(&input(), dir.path(), &format!("j{j}"), &["-j", j]);
        assert_eq!(symbols(&ptx), want, "-j {j}:\n{ptx}");
        assert_eq!(bodies(&ptx), bodies(&one), "-j {j}");
    }
    // The library PTX of --link ptx joins with the split program too.
    let cache = dir.path().join("cache");
    let mut cmd = Command::new(nvvmc_bin());
    let out = dir.path().join("ptx.ptx");
    cmd.env("NVVMC_CACHE_DIR", &cache)
        .arg(input())
        .args(["--arch", "sm_90", "--link", "ptx", "-j", "2", "-o"])
        .arg(&out);
    cmd.arg("--libdevice").arg(libdevice().unwrap());
    assert!(cmd.status().unwrap().success());
    ptxas_check(&out).unwrap();
    let linked = symbols(&std::fs::read_to_string(&out).unwrap());
    assert!(linked.keys().all(|k| !k.starts_with("extern __nv_")), "{linked:?}");
    assert!(linked.values().all(|n| *n == 1), "{linked:?}");
}

fn programs_that_do_not_split_give_the_one_thread_bytes() {
    let dir = tempfile::tempdir().unwrap();
    // One kernel.
    let saxpy = repo_root().join("examples/saxpy.ll");
    assert_eq!(compile(&saxpy, dir.path(), "a1", &[]), compile(&saxpy, dir.path(), "a2", &["-j", "2"]));
    // Debug information: each partition would write its own file table and DWARF sections.
    let src = dir.path().join("debug.ll");
    let text = std::fs::read_to_string(input()).unwrap().replace(
        "define ptx_kernel void @k_tile2(ptr addrspace(1) %out, i32 %i) {",
        "define ptx_kernel void @k_tile2(ptr addrspace(1) %out, i32 %i) !dbg !3 {",
    ).replace("  ret void\n}\n\ndeclare float @llvm.sin.f32", "  ret void, !dbg !6\n}\n\ndeclare float @llvm.sin.f32")
        + "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!5}\n!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: LineTablesOnly)\n!1 = !DIFile(filename: \"k.cu\", directory: \"/src\")\n!3 = distinct !DISubprogram(name: \"k_tile2\", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)\n!4 = !DISubroutineType(types: !{})\n!5 = !{i32 2, !\"Debug Info Version\", i32 3}\n!6 = !DILocation(line: 2, scope: !3)\n";
    std::fs::write(&src, text).unwrap();
    require("libdevice", libdevice().is_some());
    let one = compile(&src, dir.path(), "d1", &[]);
    assert!(one.contains(".file"), "{one}");
    assert_eq!(compile(&src, dir.path(), "d2", &["-j", "2"]), one);
}

fn malformed_counts_are_usage_errors() {
    for bad in ["-1", "x", ""] {
        let r = Command::new(nvvmc_bin()).arg(input()).args(["-j", bad, "-o", "/dev/null"]).output().unwrap();
        assert_eq!(r.status.code(), Some(2), "-j {bad:?}: {}", String::from_utf8_lossy(&r.stderr));
    }
}

fn function_pointers_and_calls_into_later_partitions() {
    let src = repo_root().join("tests/inputs/split_function_pointers.ll");
    let dir = tempfile::tempdir().unwrap();
    let keys = ["entry ka", "entry kb", "entry kc", "func f1", "func f2", "func late", "var fns", "var count_$_local"];
    splits_as_one_thread(&src, dir.path(), &keys);
}

/// `src` at `-j 2` and `-j 3`: split, with the one-thread PTX's symbols (`keys` among them,
/// once each) and code in every function.
fn splits_as_one_thread(src: &Path, dir: &Path, keys: &[&str]) {
    let one = compile(src, dir, "j1", &[]);
    let want = symbols(&one);
    for key in keys {
        assert_eq!(want.get(*key), Some(&1), "{key} in the one-thread PTX:\n{one}");
    }
    for j in ["2", "3"] {
        let ptx = compile(src, dir, &format!("j{j}"), &["-j", j]);
        assert_ne!(ptx, one, "-j {j} should have split this program");
        assert_eq!(symbols(&ptx), want, "-j {j}:\n{ptx}");
        assert_eq!(bodies(&ptx), bodies(&one), "-j {j}");
    }
}

fn math_loops_are_optimized_after_linking_on_each_thread() {
    // Three kernels, each a grid-stride loop of sinf, expf, log and pow: libdevice's functions
    // and their constant tables (sinf's Payne-Hanek table) are used by every partition.
    require("libdevice", libdevice().is_some());
    let src = repo_root().join("tests/inputs/split_math_loops.ll");
    let dir = tempfile::tempdir().unwrap();
    let one = compile(&src, dir.path(), "j1", &[]);
    let want = symbols(&one);
    assert!(want.keys().any(|k| k.starts_with("var ")), "libdevice's tables are variables:\n{one}");
    let two = compile(&src, dir.path(), "j2", &["-j", "2"]);
    assert_ne!(two, one, "-j 2 should have split this program");
    assert_eq!(symbols(&two), want, "-j 2:\n{two}");
    assert_eq!(bodies(&two), bodies(&one), "the same code in every kernel");
    assert_eq!(compile(&src, dir.path(), "j2again", &["-j", "2"]), two, "the same bytes every run");
    // The time report shows the back end on two threads, each with its own post-link
    // optimization and code generation.
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(&src).args(["--arch", "sm_90", "-j", "2", "--time-report", "-o"]).arg(dir.path().join("t.ptx"));
    cmd.arg("--libdevice").arg(libdevice().unwrap());
    let r = cmd.output().unwrap();
    assert!(r.status.success());
    let report = String::from_utf8_lossy(&r.stderr);
    // The kernels share nothing, so the program is split before `optimize`: each thread
    // optimizes, lowers, links and compiles its own kernels; parsing and checking stay serial.
    assert!(!report.lines().any(|l| l.ends_with("  optimize")), "no optimize on the whole program:\n{report}");
    for line in [
        "back-end (2 threads)",
        "partition 1/2: optimize\n",
        "partition 2/2: optimize\n",
        "partition 1/2: link-libdevice",
        "partition 2/2: link-libdevice",
        "partition 1/2: optimize-linked",
        "partition 2/2: optimize-linked",
        "partition 1/2: codegen",
        "partition 2/2: codegen",
        "join-partitions",
    ] {
        assert!(report.contains(line), "{line} in\n{report}");
    }
    // Asking to print a back-end stage compiles on one thread: the printed module is the program.
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(&src)
        .args(["--arch", "sm_90", "-j", "2", "--print-after", "codegen-guard", "-o"])
        .arg(dir.path().join("p.ptx"));
    cmd.arg("--libdevice").arg(libdevice().unwrap());
    let r = cmd.output().unwrap();
    assert!(r.status.success());
    assert_eq!(std::fs::read_to_string(dir.path().join("p.ptx")).unwrap(), one);
    assert_eq!(String::from_utf8_lossy(&r.stderr).matches("*** IR after stage 'codegen-guard' ***").count(), 1);
    // What was linked and made specific is reported as one thread reports it.
    let stats = |j: &str| {
        let mut cmd = Command::new(nvvmc_bin());
        cmd.arg(&src).args(["--arch", "sm_90", "-j", j, "--stats", "-o"]).arg(dir.path().join("s.ptx"));
        cmd.arg("--libdevice").arg(libdevice().unwrap());
        let r = cmd.output().unwrap();
        assert!(r.status.success());
        let text = String::from_utf8_lossy(&r.stderr).into_owned();
        text.lines().filter(|l| l.contains("linked") || l.contains("address spaces")).collect::<Vec<_>>().join("\n")
    };
    let one_thread = stats("1");
    assert!(one_thread.contains("__nv_sinf"), "{one_thread}");
    assert_eq!(stats("2"), one_thread);
}

/// The `--time-report` of compiling `src` with `args`.
fn time_report(src: &Path, dir: &Path, args: &[&str]) -> String {
    let mut cmd = Command::new(nvvmc_bin());
    cmd.arg(src).args(["--arch", "sm_90", "--time-report", "-o"]).arg(dir.join("t.ptx")).args(args);
    if let Some(l) = libdevice() {
        cmd.arg("--libdevice").arg(l);
    }
    let r = cmd.output().unwrap();
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    String::from_utf8_lossy(&r.stderr).into_owned()
}

fn kernels_that_share_code_or_variables_are_split_after_linking() {
    // split_kernels.ll's kernels share helpers and variables: optimizing them apart could
    // change what the optimizer makes of the shared code, so the split waits for linking.
    require("libdevice", libdevice().is_some());
    let dir = tempfile::tempdir().unwrap();
    let report = time_report(&input(), dir.path(), &["-j", "2"]);
    assert!(report.lines().any(|l| l.ends_with("  optimize")), "optimize on the whole program:\n{report}");
    assert!(report.contains("partition 1/2: optimize-linked") && !report.contains("partition 1/2: optimize\n"));
    // Independent kernels, one of them with a variable of its own and one reading a constant
    // table of its own: split before `optimize`, each variable defined once, the code -j 1's.
    let src = dir.path().join("own.ll");
    std::fs::write(
        &src,
        r#"target triple = "nvptx64-nvidia-cuda"
@count = internal addrspace(1) global i32 0
@tbl = internal addrspace(1) constant [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]
@unused = addrspace(1) global i32 7
define ptx_kernel void @ka(ptr addrspace(1) %p) {
  %v = atomicrmw add ptr addrspace(1) @count, i32 1 monotonic
  store i32 %v, ptr addrspace(1) %p
  ret void
}
define ptx_kernel void @kb(ptr addrspace(1) %p, i32 %i) {
  %a = getelementptr [4 x float], ptr addrspace(1) @tbl, i32 0, i32 %i
  %x = load float, ptr addrspace(1) %a
  %s = call float @sinf(float %x)
  store float %s, ptr addrspace(1) %p
  ret void
}
define ptx_kernel void @kc(ptr addrspace(1) %p, float %x) {
  %s = call float @sinf(float %x)
  store float %s, ptr addrspace(1) %p
  ret void
}
declare float @sinf(float)
"#,
    )
    .unwrap();
    let report = time_report(&src, dir.path(), &["-j", "2"]);
    assert!(report.contains("partition 1/2: optimize\n"), "split before optimize:\n{report}");
    splits_as_one_thread(&src, dir.path(), &["var count", "var tbl", "var unused", "entry ka", "entry kb", "entry kc"]);
    // The same kernels reading one table: split after linking.
    let shared = std::fs::read_to_string(&src).unwrap().replace(
        "%s = call float @sinf(float %x)\n  store float %s, ptr addrspace(1) %p\n  ret void\n}\ndeclare",
        "%t = load float, ptr addrspace(1) @tbl\n  %y = fadd float %x, %t\n  %s = call float @sinf(float %y)\n  store float %s, ptr addrspace(1) %p\n  ret void\n}\ndeclare",
    );
    assert!(shared.contains("%y = fadd"));
    std::fs::write(&src, shared).unwrap();
    let report = time_report(&src, dir.path(), &["-j", "2"]);
    assert!(!report.contains("partition 1/2: optimize\n") && report.contains("back-end (2 threads)"), "{report}");
    // `--stats` says where the program was split, or that it was not.
    let stats = |src: &Path| {
        let r = Command::new(nvvmc_bin())
            .arg(src)
            .args(["--arch", "sm_90", "-j", "2", "--stats", "-o"])
            .arg(dir.path().join("s.ptx"))
            .output()
            .unwrap();
        assert!(r.status.success());
        String::from_utf8_lossy(&r.stderr).lines().filter(|l| l.contains("-j:")).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(stats(&src), "nvvmc stats: -j: 2 partitions, split after linking");
    let math = repo_root().join("tests/inputs/split_math_loops.ll");
    assert!(stats(&math).contains("2 partitions, split before `optimize`"), "{}", stats(&math));
    assert!(stats(&repo_root().join("examples/saxpy.ll")).contains("compiled on one thread"));
}

fn an_error_in_a_partition_is_reported_as_one_thread_reports_it() {
    // Two kernels, each calling a function no input defines: a cubin cannot leave them
    // unresolved. Each partition finds one; the back end is run again on the whole program, so
    // -j 2 prints exactly -j 1's diagnostics (both, in module order).
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("externs.ll");
    std::fs::write(
        &src,
        "target triple = \"nvptx64-nvidia-cuda\"\ndeclare i32 @helper(i32)\ndeclare i32 @other(i32)\n\
         define ptx_kernel void @k1(ptr %p, i32 %x) {\n  %r = call i32 @helper(i32 %x)\n  store i32 %r, ptr %p\n  ret void\n}\n\
         define ptx_kernel void @k2(ptr %p, i32 %x) {\n  %r = call i32 @other(i32 %x)\n  store i32 %r, ptr %p\n  ret void\n}\n",
    )
    .unwrap();
    let run = |j: &str| {
        let r = Command::new(nvvmc_bin())
            .arg(&src)
            .args(["--arch", "sm_90", "--emit", "cubin", "-j", j, "-o"])
            .arg(dir.path().join("k.cubin"))
            .output()
            .unwrap();
        (r.status.code(), String::from_utf8_lossy(&r.stderr).into_owned())
    };
    let one = run("1");
    assert_eq!(one.0, Some(1));
    assert!(
        one.1.contains("function 'helper' is not defined") && one.1.contains("function 'other' is not defined"),
        "{}",
        one.1
    );
    assert_eq!(run("2"), one);
    assert!(!dir.path().join("k.cubin").exists());
}

test_main!(
    split_output_matches_one_thread_and_is_deterministic,
    programs_that_do_not_split_give_the_one_thread_bytes,
    malformed_counts_are_usage_errors,
    function_pointers_and_calls_into_later_partitions,
    math_loops_are_optimized_after_linking_on_each_thread,
    an_error_in_a_partition_is_reported_as_one_thread_reports_it,
    kernels_that_share_code_or_variables_are_split_after_linking,
);
