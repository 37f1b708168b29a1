//! Every lowering of the math table, run on the CPU against MPFR.
//!
//! For each flag set (default, `--ftz`, `--fast-math`, `--lower-native-math`) one module holds
//! every form nvvmc lowers to libdevice or a shim: each row of `MATH_OPS` as an LLVM intrinsic
//! on f32, f64, f16, bf16 and two-lane vectors of them (every overload variant: `powi` with i32
//! and i64 exponents, `lround` to i32 and i64, …) and by its C name (`sinf`, `sin`). nvvmc
//! compiles it with `--emit llvm` (libdevice linked and inlined, the IR that goes to NVPTX code
//! generation); `support::host_ir` retargets that IR to the host (NVVM intrinsics and libdevice's
//! inline assembly become C models of their PTX instructions, `tests/support/math_cpu/
//! nvvm_intrinsics.c`; under `--ftz` the flushing of the `.ftz` instructions the backend selects
//! is modelled too); llc compiles it, and `tests/support/math_cpu/driver.c` runs every form on
//! special values (±0, ±inf, NaN, subnormals, min/max normal, ±1, integers, halves, overflow and
//! underflow thresholds, pow(-x, huge even/odd y), the exact inputs of known bugs) and random
//! inputs, against `math_ref.c`: MPFR's correctly rounded results, held to the CUDA Programming
//! Guide's bounds, bit for bit for the exactly specified operations (see driver.c for the f16,
//! bf16 and `--ftz` rules). libdevice's own deviations from the mathematical values (the table in
//! `math_ref.c`: `__nv_jnf(n >= 2, 0)` is NaN, …) are listed with where they were seen, not
//! failed.
//!
//! Operations that stay native (no libdevice call: `llvm.sqrt`, `llvm.floor`, `llvm.exp2.f32`,
//! … outside `--lower-native-math`) are not run here: the PTX-level test covers them; this test
//! lists which forms it skipped.
//!
//! `NVVMC_MATH_CPU_INPUTS` sets the number of random inputs per operation and type (default
//! 150); `scripts/math-cpu-check` runs the full count. `NVVMC_MATH_CPU_FILTER=pow` runs only
//! forms whose label or operation contains the text; `NVVMC_MATH_CPU_KEEP=DIR` keeps the
//! generated files there; `NVVMC_MATH_CPU_NVVMC=PATH` checks another nvvmc binary (an older build).

#[macro_use]
mod support;

use nvvmc::passes::math_table::{Fp, IntrinsicShape, MathOp, MATH_OPS};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use support::host_ir::{for_host, is_ftz_module};
use support::math_forms::{variants, Operands, Param, Res, Route, Variant};
use support::*;

const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// A flag set: its label, nvvmc's arguments, and what it means for the checks.
struct Flags {
    label: &'static str,
    args: &'static [&'static str],
    ftz: bool,
    fast: bool,
    lower_native: bool,
}

const FLAG_SETS: &[Flags] = &[
    Flags { label: "default", args: &[], ftz: false, fast: false, lower_native: false },
    Flags { label: "--ftz", args: &["--ftz"], ftz: true, fast: false, lower_native: false },
    Flags { label: "--fast-math", args: &["--fast-math"], ftz: true, fast: true, lower_native: false },
    Flags { label: "--lower-native-math", args: &["--lower-native-math"], ftz: false, fast: false, lower_native: true },
];

const INTRINSIC_TYPES: &[&str] =
    &["float", "double", "half", "bfloat", "<2 x float>", "<2 x double>", "<2 x half>", "<2 x bfloat>"];
const C_TYPES: &[&str] = &["float", "double"];

/// One form: an operation reached one way on one type, under one flag set.
struct Form {
    op: &'static MathOp,
    variant: Variant,
    ty: &'static str,
    flags: usize,
    /// The IR function that calls it.
    function: String,
}

impl Form {
    fn label(&self) -> String {
        self.variant.callee.clone()
    }
    fn elem(&self) -> &'static str {
        elem(self.ty)
    }
    fn lanes(&self) -> u32 {
        support::math_forms::lanes(self.ty).unwrap_or(1)
    }
}

fn elem(t: &str) -> &str {
    match t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(inner) => inner.split_once(" x ").map(|(_, e)| e).unwrap_or(inner),
        None => t,
    }
}

fn fp_of(t: &str) -> Fp {
    match elem(t) {
        "half" | "bfloat" => Fp::Half,
        "float" => Fp::Float,
        _ => Fp::Double,
    }
}

/// Whether nvvmc lowers `op` reached by `route` on type `t` to libdevice (or a shim), as
/// `lower-math` decides it from the table.
fn is_lowered(op: &MathOp, route: Route, t: &str, lower_native: bool) -> bool {
    let fp = fp_of(t);
    if op.libdevice(fp, false).is_none() {
        return false;
    }
    let native = op.is_native_for(fp) && !lower_native;
    match route {
        Route::Intrinsic => op.shape != IntrinsicShape::NativeOnly && !native,
        Route::CName => {
            // C names with an elementwise intrinsic become it first; others go to libdevice.
            let simple = op.shape.elementwise_arity().is_some()
                && op.c_sig.starts_with("T(T")
                && !op.c_sig.contains("ptr")
                && !op.c_sig.contains("i32");
            !(simple && op.intrinsic.is_some() && native)
        }
    }
}

/// The forms of every flag set, and the skipped (native) ones as "label (flags)".
fn forms() -> (Vec<Form>, Vec<String>) {
    let mut out = Vec::new();
    let mut skipped = Vec::new();
    for (fi, flags) in FLAG_SETS.iter().enumerate() {
        for op in MATH_OPS {
            for (route, types) in [(Route::Intrinsic, INTRINSIC_TYPES), (Route::CName, C_TYPES)] {
                for t in types.iter() {
                    for v in variants(op, route, t) {
                        if !is_lowered(op, route, t, flags.lower_native) {
                            skipped.push(format!("{} ({})", v.callee, flags.label));
                            continue;
                        }
                        let function = format!("mc_{fi}_{}", out.len());
                        out.push(Form { op, variant: v, ty: t, flags: fi, function });
                    }
                }
            }
        }
    }
    (out, skipped)
}

/// The module of one flag set's forms: `void @F(ptr %out, ptr %in, i32 %n, i64 %l)` each, with
/// the floating-point operands at `%in + 16 k` and result k stored at `%out + 16 k`.
fn module(forms: &[&Form]) -> String {
    let mut m = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n@empty = private unnamed_addr constant [1 x i8] zeroinitializer\n\n",
    );
    let mut decls = std::collections::BTreeSet::new();
    for f in forms {
        let t = f.ty;
        decls.insert(f.variant.declaration(t));
        writeln!(m, "define void @{}(ptr %out, ptr %in, i32 %n, i64 %l) {{", f.function).unwrap();
        let names = ["%x", "%y", "%z", "%w"];
        for (k, name) in names.iter().enumerate() {
            writeln!(m, "  %p{k} = getelementptr i8, ptr %in, i64 {}", 16 * k).unwrap();
            writeln!(m, "  {name} = load {t}, ptr %p{k}, align 16").unwrap();
        }
        let mut body = String::new();
        let results = f.variant.emit(t, &Operands { f: names, i32: "%n", i64: "%l" }, "c", &mut body);
        m.push_str(&body);
        for (k, (ty, v)) in results.iter().enumerate() {
            writeln!(m, "  %q{k} = getelementptr i8, ptr %out, i64 {}", 16 * k).unwrap();
            writeln!(m, "  store {ty} {v}, ptr %q{k}, align 16").unwrap();
        }
        m.push_str("  ret void\n}\n\n");
    }
    for d in decls {
        m.push_str(&d);
        m.push('\n');
    }
    m
}

fn fmt_index(e: &str) -> u32 {
    match e {
        "half" => 0,
        "bfloat" => 1,
        "float" => 2,
        _ => 3,
    }
}

/// The argument and result codes of a variant for the driver (see driver.c).
fn codes(v: &Variant) -> (String, String) {
    let args = v
        .params
        .iter()
        .filter_map(|p| match p {
            Param::T => Some('T'),
            Param::Int(32) => Some('I'),
            Param::Int(_) => Some('L'),
            Param::EmptyString => Some('S'),
            Param::Out(_) => None,
        })
        .collect();
    let res = v
        .results()
        .iter()
        .map(|r| match r {
            Res::T => 'T',
            Res::Int(32) => 'i',
            Res::Int(_) => 'l',
        })
        .collect();
    (args, res)
}

/// The C table of the forms that compiled.
fn form_table(forms: &[&Form]) -> String {
    let mut c = String::from("#include <stdint.h>\ntypedef void (*mc_fn)(void *, const void *, int32_t, int64_t);\n");
    c.push_str("struct mc_form { const char *label, *flags, *op; int fmt, lanes; const char *args, *res; int ftz, fast; mc_fn fn; };\n");
    for f in forms {
        writeln!(c, "void {}(void *, const void *, int32_t, int64_t);", f.function).unwrap();
    }
    c.push_str("const struct mc_form mc_forms[] = {\n");
    for f in forms {
        let flags = &FLAG_SETS[f.flags];
        let (args, res) = codes(&f.variant);
        writeln!(
            c,
            "  {{\"{}\", \"{}\", \"{}\", {}, {}, \"{args}\", \"{res}\", {}, {}, {}}},",
            f.label(),
            flags.label,
            f.op.name,
            fmt_index(f.elem()),
            f.lanes(),
            flags.ftz as u8,
            flags.fast as u8,
            f.function
        )
        .unwrap();
    }
    writeln!(c, "}};\nconst int mc_nforms = {};", forms.len()).unwrap();
    c
}

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed ({}):\n{}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// compiler-rt's builtins archive for x86-64 (half and bfloat conversions of the host code).
fn builtins_archive() -> Option<PathBuf> {
    let clang = Path::new("/usr/lib/llvm-22/lib/clang");
    let mut versions: Vec<PathBuf> = std::fs::read_dir(clang).ok()?.flatten().map(|e| e.path()).collect();
    versions.sort();
    versions.into_iter().rev().find_map(|v| {
        [v.join("lib/linux/libclang_rt.builtins-x86_64.a"), v.join("lib/x86_64-pc-linux-gnu/libclang_rt.builtins.a")]
            .into_iter()
            .find(|p| p.is_file())
    })
}

/// The body of `define … @name(` … `}` in `ir`.
fn function_body<'a>(ir: &'a str, name: &str) -> Option<&'a str> {
    let at = ir.find(&format!(" @{name}("))?;
    let rest = &ir[at..];
    let end = rest.find("\n}\n").map(|e| e + 3).unwrap_or(rest.len());
    Some(&rest[..end])
}

/// The form's own callee, when its function still calls it after nvvmc.
fn still_calls_itself(body: &str, form: &Form) -> Option<String> {
    let callee = &form.variant.callee;
    body.contains(&format!("@{callee}(")).then(|| callee.clone())
}

struct Compiled {
    objects: Vec<PathBuf>,
    forms: Vec<usize>,
    /// Forms nvvmc left unlowered, or whose module failed: (form index, why).
    broken: Vec<(usize, String)>,
    /// Forms whose lowered code is the same intrinsic again (libdevice's code for it, once
    /// inlined and optimized: `__nv_floorf` is `llvm.floor.f32`): run all the same, and listed.
    renativized: Vec<usize>,
}

/// Compiles one flag set's module with nvvmc, retargets it and compiles it for the host.
fn compile_flag_set(dir: &Path, fi: usize, all: &[Form], idx: &[usize], libdevice: &Path) -> Result<Compiled, String> {
    let flags = &FLAG_SETS[fi];
    let forms: Vec<&Form> = idx.iter().map(|&i| &all[i]).collect();
    let src = dir.join(format!("forms{fi}.ll"));
    std::fs::write(&src, module(&forms)).map_err(|e| e.to_string())?;
    let linked = dir.join(format!("forms{fi}.nvvm.ll"));
    let nvvmc = std::env::var_os("NVVMC_MATH_CPU_NVVMC").map(PathBuf::from).unwrap_or_else(nvvmc_bin);
    let out = Command::new(nvvmc)
        .arg(&src)
        .args(["--arch", "sm_90", "--emit", "llvm", "--libdevice"])
        .arg(libdevice)
        .args(flags.args)
        .arg("-o")
        .arg(&linked)
        .env("NVVMC_CACHE_DIR", dir.join("cache"))
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("nvvmc {} failed: {}", flags.args.join(" "), String::from_utf8_lossy(&out.stderr)));
    }
    let ir = std::fs::read_to_string(&linked).map_err(|e| e.to_string())?;
    let mut compiled = Compiled { objects: vec![], forms: vec![], broken: vec![], renativized: vec![] };
    for &i in idx {
        let f = &all[i];
        match function_body(&ir, &f.function) {
            None => compiled.broken.push((i, "its function is missing from nvvmc's output".into())),
            Some(body) => match still_calls_itself(body, f) {
                // An intrinsic the host cannot compute as the GPU does fails `for_host` below.
                Some(c) if c.starts_with("llvm.") => {
                    compiled.renativized.push(i);
                    compiled.forms.push(i);
                }
                Some(c) => compiled.broken.push((i, format!("not lowered: still calls @{c}"))),
                None => compiled.forms.push(i),
            },
        }
    }
    // Nothing may be left for the host's libm to compute (the functions of forms found not
    // lowered above stay in the object, but the driver never calls them).
    let unlowered: Vec<&str> = compiled.broken.iter().map(|(i, _)| all[*i].variant.callee.as_str()).collect();
    for line in ir.lines().filter(|l| l.starts_with("declare ")) {
        let name = line.split('@').nth(1).and_then(|r| r.split('(').next()).unwrap_or("");
        if !name.starts_with("llvm.") && !unlowered.contains(&name) {
            return Err(format!("nvvmc's output still declares @{name}, which the host would provide:\n{line}"));
        }
    }
    let host = for_host(&ir, flags.ftz && is_ftz_module(&ir))?;
    let host_ll = dir.join(format!("forms{fi}.host.ll"));
    std::fs::write(&host_ll, host).map_err(|e| e.to_string())?;
    // -O0: fewer DAG combines between the IR and what runs (and a faster build). At -O1, llc 22
    // folds `icmp slt (bitcast bfloat %v to i16), 0` to false on x86-64, a host miscompile
    // that made atan2.bf16(inf, -inf) come out as pi/4.
    let obj = dir.join(format!("forms{fi}.o"));
    run(Command::new(Path::new(LLVM_BIN).join("llc"))
        .args(["-O0", "-mtriple=x86_64-pc-linux-gnu", "-relocation-model=pic", "-filetype=obj"])
        .arg(&host_ll)
        .arg("-o")
        .arg(&obj))?;
    compiled.objects.push(obj);
    Ok(compiled)
}

fn random_inputs() -> usize {
    std::env::var("NVVMC_MATH_CPU_INPUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(150)
}

/// The selected forms of `all`, one module per flag set, compiled on two threads (CI has two
/// cores).
fn compile_all(dir: &Path, all: &[Form], selected: &[usize], libdevice: &Path) -> Result<Compiled, String> {
    let per_set: Vec<Vec<usize>> =
        (0..FLAG_SETS.len()).map(|fi| selected.iter().copied().filter(|&i| all[i].flags == fi).collect()).collect();
    let results: Vec<Result<Compiled, String>> = std::thread::scope(|s| {
        let chunks: Vec<Vec<usize>> = vec![vec![0, 2], vec![1, 3]];
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|sets| {
                let per_set = &per_set;
                s.spawn(move || {
                    sets.into_iter()
                        .filter(|&fi| !per_set[fi].is_empty())
                        .map(|fi| compile_flag_set(dir, fi, all, &per_set[fi], libdevice))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("compile thread")).collect()
    });
    let mut all_compiled = Compiled { objects: vec![], forms: vec![], broken: vec![], renativized: vec![] };
    for r in results {
        let c = r?;
        all_compiled.objects.extend(c.objects);
        all_compiled.forms.extend(c.forms);
        all_compiled.broken.extend(c.broken);
        all_compiled.renativized.extend(c.renativized);
    }
    Ok(all_compiled)
}

/// What the driver reported: per form, the results checked and a cell per flag set (max ulp,
/// `F` failing and `K` known results); the failures by (form, flags); the results explained by
/// libdevice's documented deviations (deviation, form, count and example); the deviations of
/// math_ref.c's table (operation, text); results checked and forms run.
struct DriverReport {
    cells: BTreeMap<String, (u64, [String; 4])>,
    failing: BTreeMap<(String, String), Vec<String>>,
    known: Vec<(String, String, String)>,
    deviations: Vec<(String, String)>,
    checked: u64,
    forms_run: usize,
}

/// Reads the driver's report: one FORM, FAIL, KNOWN, DEVIATION or ERROR record a line.
fn parse_report(report: &str) -> DriverReport {
    let mut cells: BTreeMap<String, (u64, [String; 4])> = BTreeMap::new();
    let mut failing: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut known = Vec::new();
    let mut deviations = Vec::new();
    let (mut checked, mut forms_run) = (0u64, 0usize);
    for line in report.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        match f[0] {
            "FORM" if f.len() >= 8 => {
                forms_run += 1;
                let n = f[3].parse::<u64>().unwrap_or(0);
                checked += n;
                let fi = FLAG_SETS.iter().position(|s| s.label == f[1]).unwrap_or(0);
                let row = cells.entry(f[2].to_string()).or_default();
                row.0 += n;
                let mut cell = f[4].to_string();
                if f[5] != "0" {
                    cell.push_str(&format!(" F{}", f[5]));
                    failing
                        .entry((f[2].to_string(), f[1].to_string()))
                        .or_default()
                        .insert(0, format!("{} failing results", f[5]));
                }
                if f[6] != "0" {
                    cell.push_str(&format!(" K{}", f[6]));
                }
                row.1[fi] = cell;
            }
            "FAIL" if f.len() >= 4 => {
                failing.entry((f[2].to_string(), f[1].to_string())).or_default().push(f[3].to_string())
            }
            "KNOWN" if f.len() >= 5 => known.push((f[3].to_string(), format!("{} {}", f[2], f[1]), f[4].to_string())),
            "DEVIATION" if f.len() >= 3 => deviations.push((f[1].to_string(), f[2].to_string())),
            "ERROR" => failing.entry(("driver".into(), String::new())).or_default().push(line.to_string()),
            _ => {}
        }
    }
    DriverReport { cells, failing, known, deviations, checked, forms_run }
}

/// A row per form, a column per flag set.
fn summary_table(cells: &BTreeMap<String, (u64, [String; 4])>) -> String {
    let mut summary = format!("{:<30} {:>8}", "form (max ulp; F fail, K known)", "checked");
    for fl in FLAG_SETS {
        summary.push_str(&format!(" {:>20}", fl.label));
    }
    summary.push('\n');
    for (label, (n, row)) in cells {
        summary.push_str(&format!("{label:<30} {n:>8}"));
        for c in row {
            summary.push_str(&format!(" {:>20}", if c.is_empty() { "-" } else { c.as_str() }));
        }
        summary.push('\n');
    }
    summary
}

/// libdevice's own behaviour: each deviation of math_ref.c's table, where it was seen.
fn print_deviations(deviations: &[(String, String)], known: &[(String, String, String)]) {
    eprintln!("libdevice's own deviations from the mathematical value (math_ref.c's table; listed, not failed):");
    for (op, text) in deviations {
        let seen: Vec<&(String, String, String)> = known.iter().filter(|(t, _, _)| t == text).collect();
        eprintln!("  {op}: {text}");
        if seen.is_empty() {
            eprintln!("      not seen in this run");
            continue;
        }
        let total: u64 = seen.iter().filter_map(|(_, _, c)| c.split(' ').next()?.parse::<u64>().ok()).sum();
        let forms: Vec<&str> = seen.iter().map(|(_, form, _)| form.as_str()).collect();
        eprintln!(
            "      {total} results in {} forms ({}); e.g. {}: {}",
            forms.len(),
            forms.join(", "),
            seen[0].1,
            seen[0].2
        );
    }
}

fn every_lowered_math_form_matches_mpfr_within_cuda_bounds() -> Result<(), String> {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        skip("the CPU math check needs an x86-64 Linux host");
    }
    let libdevice = require_some("libdevice", libdevice());
    let cc = which::which("cc").ok();
    require("llc (LLVM 22)", Path::new(LLVM_BIN).join("llc").is_file());
    require("a C compiler (cc)", cc.is_some());
    require("MPFR (libmpfr-dev)", Path::new("/usr/include/mpfr.h").is_file());
    let archive = require_some("compiler-rt builtins (libclang-rt-22-dev)", builtins_archive());
    let start = std::time::Instant::now();
    let keep = std::env::var_os("NVVMC_MATH_CPU_KEEP").map(PathBuf::from);
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let dir = keep.clone().unwrap_or_else(|| tmp.path().to_path_buf());
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;

    let (all, skipped) = forms();
    let filter = std::env::var("NVVMC_MATH_CPU_FILTER").ok();
    let selected: Vec<usize> = (0..all.len())
        .filter(|&i| filter.as_deref().is_none_or(|f| all[i].label().contains(f) || all[i].op.name.contains(f)))
        .collect();

    let Compiled { objects, forms: mut ok_forms, broken, mut renativized } =
        compile_all(&dir, &all, &selected, &libdevice)?;
    renativized.sort();
    ok_forms.sort();
    let compile_time = start.elapsed();

    // The driver, linked with every flag set's forms.
    let table: Vec<&Form> = ok_forms.iter().map(|&i| &all[i]).collect();
    let table_c = dir.join("forms.c");
    std::fs::write(&table_c, form_table(&table)).map_err(|e| e.to_string())?;
    let support = repo_root().join("tests/support/math_cpu");
    let exe = dir.join("math_cpu_check");
    run(Command::new(cc.expect("checked"))
        .args(["-O2", "-std=gnu11", "-frounding-math", "-fno-fast-math", "-w"])
        .arg(format!("-I{}", support.display()))
        .arg(support.join("driver.c"))
        .arg(support.join("math_ref.c"))
        .arg(support.join("nvvm_intrinsics.c"))
        .arg(&table_c)
        .args(&objects)
        .arg(&archive)
        .args(["-lmpfr", "-lgmp", "-lm", "-o"])
        .arg(&exe))?;

    // Two worker processes share the groups of forms (CI has two cores).
    let inputs = random_inputs().to_string();
    let report = run(Command::new(&exe).args([inputs.as_str(), "2"]))?;
    if let Some(k) = &keep {
        std::fs::write(k.join("report.txt"), &report).map_err(|e| e.to_string())?;
    }

    // Summary: a row per form, a column per flag set (max ulp from the correctly rounded result;
    // F: failing results, K: results explained by libdevice's documented deviations).
    let DriverReport { cells, failing, known, deviations, checked, forms_run } = parse_report(&report);
    eprintln!("{}", summary_table(&cells));
    print_deviations(&deviations, &known);
    let mut skipped_by_label: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for sk in &skipped {
        let (label, flags) = sk.split_once(" (").unwrap_or((sk.as_str(), ""));
        skipped_by_label.entry(label.to_string()).or_default().push(flags.trim_end_matches(')').to_string());
    }
    let skipped_text: Vec<String> = skipped_by_label.iter().map(|(l, f)| format!("{l} [{}]", f.join(", "))).collect();
    eprintln!(
        "skipped {} native forms (no libdevice call; the PTX-level test covers them): {}",
        skipped.len(),
        skipped_text.join(", ")
    );
    if !renativized.is_empty() {
        let names: Vec<String> =
            renativized.iter().map(|&i| format!("{} ({})", all[i].label(), FLAG_SETS[all[i].flags].label)).collect();
        eprintln!("forms whose lowered code calls the same intrinsic again (run all the same): {}", names.join(", "));
    }
    eprintln!(
        "{forms_run} forms run ({} compiled, {} not lowered), {checked} results checked, {} random inputs per operation and type; compile {:.1?}, total {:.1?}",
        ok_forms.len(),
        broken.len(),
        inputs,
        compile_time,
        start.elapsed()
    );
    let mut problems = Vec::new();
    for (i, why) in &broken {
        problems.push(format!("{} ({}): {why}", all[*i].label(), FLAG_SETS[all[*i].flags].label));
    }
    for ((label, flags), lines) in &failing {
        problems.push(format!("{label} ({flags}):\n    {}", lines.join("\n    ")));
    }
    if forms_run != ok_forms.len() {
        problems.push(format!("the driver ran {forms_run} forms of {}", ok_forms.len()));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{} failing forms:\n{}", problems.len(), problems.join("\n")))
    }
}

/// Every row of the table is either run in some form or skipped as native, and the known bugs'
/// forms are among those run.
fn every_row_is_run_or_listed_as_native() {
    let (all, skipped) = forms();
    for op in MATH_OPS {
        let run = all.iter().any(|f| f.op.name == op.name);
        let names: Vec<String> = [
            op.intrinsic.map(|b| format!("llvm.{b}.")),
            Some(format!("{} (", op.c_f32)),
            Some(format!("{} (", op.c_f64)),
        ]
        .into_iter()
        .flatten()
        .collect();
        let listed = skipped.iter().any(|s| names.iter().any(|n| s.starts_with(n.as_str())));
        assert!(run || listed || op.libdevice_f64.is_none(), "row {} is neither run nor listed as skipped", op.name);
    }
    let has = |label: &str, flags: &str| all.iter().any(|f| f.label() == label && FLAG_SETS[f.flags].label == flags);
    assert!(has("llvm.pow.f16", "--ftz") && has("llvm.pow.v2f16", "--ftz"));
    assert!(has("llvm.fma.bf16", "--lower-native-math") && has("llvm.fma.f16", "--lower-native-math"));
    assert!(has("llvm.pow.f64", "default") && has("powf", "default"));
}

/// The `.ftz` modelling wraps f32 and f16 arithmetic, compares and conversions in flushes.
fn ftz_instructions_are_modelled() {
    let ir = "define float @f(float %a, half %h, bfloat %b, double %d) #0 {\n  %1 = fadd contract float %a, 1.000000e+00\n  %c = fcmp une half %h, 0xH0000\n  %e = fpext bfloat %b to float\n  %t = fptrunc double %d to float\n  %m = call nnan float @llvm.fma.f32(float %a, float %1, float noundef %t)\n  %g = fadd bfloat %b, %b\n  ret float %m\n}\nattributes #0 = { \"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\" }\n";
    let host = for_host(ir, true).expect("retargets");
    assert!(host.contains("%\"1.ftz.r\" = fadd contract float %\"1.ftz.a\", %\"1.ftz.b\""), "{host}");
    assert!(host.contains("%1 = call float @__host_ftz.float(float %\"1.ftz.r\")"), "{host}");
    assert!(host.contains("%c = fcmp une half %\"c.ftz.a\", %\"c.ftz.b\""), "{host}");
    assert!(host.contains("%e = call float @__host_ftz.float(float %\"e.ftz.r\")"), "{host}");
    assert!(host.contains("%t = call float @__host_ftz.float(float %\"t.ftz.r\")"), "{host}");
    assert!(host.contains("@llvm.fma.f32(float %\"m.ftz.a0\", float %\"m.ftz.a1\", float %\"m.ftz.a2\")"), "{host}");
    assert!(host.contains("%g = fadd bfloat %b, %b"), "bf16 add has no .ftz form: {host}");
    assert!(host.contains("define internal half @__host_ftz.half(half %x)"), "{host}");
    // Without --ftz nothing is wrapped; generic FP intrinsics the host would compute are refused.
    let plain = for_host(ir, false).expect("retargets");
    assert!(plain.contains("%1 = fadd contract float %a, 1.000000e+00") && !plain.contains("__host_ftz"), "{plain}");
    let err = for_host("declare float @llvm.sin.f32(float)\ndeclare half @llvm.fma.f16(half, half, half)\n", false)
        .unwrap_err();
    assert!(err.contains("llvm.sin.f32") && err.contains("llvm.fma.f16"), "{err}");
    assert!(for_host(
        "declare double @llvm.fma.f64(double, double, double)\ndeclare i32 @llvm.umin.i32(i32, i32)\n",
        false
    )
    .is_ok());
}

/// libdevice's multi-output inline assembly becomes IR functions, NVVM intrinsics C calls.
fn inline_assembly_and_intrinsics_are_retargeted() {
    let ir = "target triple = \"nvptx64-nvidia-cuda\"\ndefine i32 @f(i32 %a, i32 %b, float %y) #1 {\n  %r = call { i32, i32 } asm \"{\\0A\\09mad.lo.cc.u32   $0, $2, $3, $4;\\0A\\09madc.hi.u32     $1, $2, $3,  0;\\0A\\09}\", \"=r,=r,r,r,r\"(i32 %a, i32 %b, i32 %a)\n  %q = call float asm \"rcp.approx.ftz.f32 $0,$1;\", \"=f,f\"(float %y) #5\n  %h = call i32 @llvm.nvvm.d2i.hi(double 1.0)\n  ret i32 %h\n}\nattributes #1 = { \"target-cpu\"=\"sm_90\" nounwind }\n";
    let host = for_host(ir, false).expect("retargets");
    assert!(!host.contains("target triple") && !host.contains("target-cpu"), "{host}");
    assert!(host.contains("call { i32, i32 } @__host_asm_mad_wide_u32(i32 %a, i32 %b, i32 %a)"), "{host}");
    assert!(host.contains("define internal { i32, i32 } @__host_asm_mad_wide_u32("), "{host}");
    assert!(host.contains("call float @nvvm_asm_rcp_approx_ftz_f32(float %y) #5"), "{host}");
    assert!(host.contains("call i32 @nvvm_d2i_hi(double 1.0)"), "{host}");
    let err = for_host("  %r = call float asm \"ex2.approx.f16 $0, $1;\", \"=h,h\"(half %x)\n", false).unwrap_err();
    assert!(err.contains("ex2.approx.f16"), "{err}");
}

test_main!(
    every_lowered_math_form_matches_mpfr_within_cuda_bounds,
    every_row_is_run_or_listed_as_native,
    ftz_instructions_are_modelled,
    inline_assembly_and_intrinsics_are_retargeted,
);
