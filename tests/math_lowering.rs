//! Every row of the math table (`passes/src/math_table.rs`), f32 and f64, in intrinsic form, C
//! name form and vector/half forms, compiled under every linking strategy for sm_90 and sm_52.
//! The PTX must call no `llvm.*` function, leave no `.extern .func __nv_*`, and pass ptxas.
//! Under `--link none` the same programs must fail, naming the libdevice functions they need.

#[macro_use]
mod support;

use nvvmc::passes::math_table::{IntrinsicShape, MathOp, MATH_OPS};
use std::collections::BTreeSet;
use std::fmt::Write;
use std::process::Command;
use support::*;

struct Gen {
    body: String,
    decls: BTreeSet<String>,
    n: usize,
}

impl Gen {
    fn new() -> Self {
        Gen { body: String::new(), decls: BTreeSet::new(), n: 0 }
    }
    fn fresh(&mut self) -> usize {
        self.n += 1;
        self.n
    }
    /// Stores `%v` (of type `ty`) into the next output slot.
    fn store(&mut self, ty: &str, v: &str) {
        let i = self.fresh();
        writeln!(self.body, "  %slot{i} = getelementptr {ty}, ptr addrspace(1) %out, i64 {i}").unwrap();
        writeln!(self.body, "  store {ty} {v}, ptr addrspace(1) %slot{i}").unwrap();
    }
}

fn suffix(t: &str) -> &'static str {
    match t {
        "float" => "f32",
        "double" => "f64",
        "half" => "f16",
        "<2 x float>" => "v2f32",
        "<2 x double>" => "v2f64",
        _ => unreachable!(),
    }
}

/// Calls of the intrinsic form of `op` on values of type `t` (scalar, vector or half).
fn intrinsic_calls(g: &mut Gen, op: &MathOp, t: &str) {
    let Some(base) = op.intrinsic else { return };
    let s = suffix(t);
    let i = g.fresh();
    let is_vec = t.starts_with('<');
    let int_ty = if is_vec { "<2 x i64>".to_string() } else { "i64".to_string() };
    match op.shape {
        IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary => {
            let n = op.shape.elementwise_arity().expect("an elementwise shape");
            let params = vec![t; n].join(", ");
            let args: Vec<String> = ["%x", "%y", "%z"][..n].iter().map(|a| format!("{t} {a}")).collect();
            g.decls.insert(format!("declare {t} @llvm.{base}.{s}({params})"));
            writeln!(g.body, "  %r{i} = call {t} @llvm.{base}.{s}({})", args.join(", ")).unwrap();
            g.store(t, &format!("%r{i}"));
        }
        IntrinsicShape::PowI => {
            g.decls.insert(format!("declare {t} @llvm.powi.{s}.i32({t}, i32)"));
            writeln!(g.body, "  %r{i} = call {t} @llvm.powi.{s}.i32({t} %x, i32 %n)").unwrap();
            g.store(t, &format!("%r{i}"));
            if !is_vec {
                g.decls.insert(format!("declare {t} @llvm.powi.{s}.i64({t}, i64)"));
                writeln!(g.body, "  %w{i} = call {t} @llvm.powi.{s}.i64({t} %x, i64 %l)").unwrap();
                g.store(t, &format!("%w{i}"));
            }
        }
        IntrinsicShape::Pair => {
            g.decls.insert(format!("declare {{ {t}, {t} }} @llvm.{base}.{s}({t})"));
            writeln!(g.body, "  %p{i} = call {{ {t}, {t} }} @llvm.{base}.{s}({t} %x)").unwrap();
            writeln!(g.body, "  %a{i} = extractvalue {{ {t}, {t} }} %p{i}, 0").unwrap();
            writeln!(g.body, "  %b{i} = extractvalue {{ {t}, {t} }} %p{i}, 1").unwrap();
            g.store(t, &format!("%a{i}"));
            g.store(t, &format!("%b{i}"));
        }
        IntrinsicShape::IntResult => {
            let is = if is_vec { "v2i64" } else { "i64" };
            g.decls.insert(format!("declare {int_ty} @llvm.{base}.{is}.{s}({t})"));
            writeln!(g.body, "  %r{i} = call {int_ty} @llvm.{base}.{is}.{s}({t} %x)").unwrap();
            g.store(&int_ty, &format!("%r{i}"));
            if !is_vec {
                g.decls.insert(format!("declare i32 @llvm.{base}.i32.{s}({t})"));
                writeln!(g.body, "  %q{i} = call i32 @llvm.{base}.i32.{s}({t} %x)").unwrap();
                g.store("i32", &format!("%q{i}"));
            }
        }
        IntrinsicShape::NativeOnly => {
            if base == "ldexp" {
                g.decls.insert(format!("declare {t} @llvm.ldexp.{s}.i32({t}, i32)"));
                writeln!(g.body, "  %r{i} = call {t} @llvm.ldexp.{s}.i32({t} %x, i32 %n)").unwrap();
                g.store(t, &format!("%r{i}"));
            }
        }
    }
}

/// A call of the C form of `op` (`sin`/`sinf`, …) with its C signature.
fn c_call(g: &mut Gen, op: &MathOp, t: &str) {
    let name = if t == "double" { op.c_f64 } else { op.c_f32 };
    if name.is_empty() {
        return;
    }
    let i = g.fresh();
    let (ret, params) = op.c_sig.split_once('(').unwrap();
    let params: Vec<&str> = params.trim_end_matches(')').split(',').filter(|p| !p.is_empty()).collect();
    let conv = |p: &str| if p == "T" { t.to_string() } else { p.to_string() };
    let mut args = Vec::new();
    let mut slots = Vec::new();
    let mut floats = ["%x", "%y", "%z", "%x"].iter();
    for (k, p) in params.iter().enumerate() {
        match *p {
            "T" => args.push(format!("{t} {}", floats.next().unwrap())),
            "i32" => args.push("i32 %n".into()),
            "ptr" if op.name == "nan" => args.push("ptr @empty".into()),
            "ptr" => {
                writeln!(g.body, "  %m{i}_{k} = alloca i64, align 8").unwrap();
                args.push(format!("ptr %m{i}_{k}"));
                slots.push(format!("%m{i}_{k}"));
            }
            other => panic!("unknown parameter kind {other}"),
        }
    }
    let ptys: Vec<String> = params.iter().map(|p| conv(p)).collect();
    let ret = conv(ret);
    g.decls.insert(format!("declare {ret} @{name}({})", ptys.join(", ")));
    if ret == "void" {
        writeln!(g.body, "  call void @{name}({})", args.join(", ")).unwrap();
    } else {
        writeln!(g.body, "  %r{i} = call {ret} @{name}({})", args.join(", ")).unwrap();
        g.store(&ret, &format!("%r{i}"));
    }
    for s in slots {
        let j = g.fresh();
        writeln!(g.body, "  %l{j} = load i64, ptr {s}").unwrap();
        g.store("i64", &format!("%l{j}"));
    }
}

fn module(kernels: &[(String, String)], decls: &BTreeSet<String>) -> String {
    let mut m = String::from("target triple = \"nvptx64-nvidia-cuda\"\n@empty = private unnamed_addr constant [1 x i8] zeroinitializer\n\n");
    let mut annotations = Vec::new();
    for (k, (name, text)) in kernels.iter().enumerate() {
        m.push_str(text);
        annotations.push((k, name.clone()));
    }
    for d in decls {
        m.push_str(d);
        m.push('\n');
    }
    let list: Vec<String> = annotations.iter().map(|(k, _)| format!("!{k}")).collect();
    writeln!(m, "!nvvm.annotations = !{{{}}}", list.join(", ")).unwrap();
    for (k, name) in annotations {
        writeln!(m, "!{k} = !{{ptr @{name}, !\"kernel\", i32 1}}").unwrap();
    }
    m
}

fn kernel(name: &str, t: &str, g: &Gen) -> String {
    format!("define void @{name}(ptr addrspace(1) %out, {t} %x, {t} %y, {t} %z, i32 %n, i64 %l) {{\n{}  ret void\n}}\n\n", g.body)
}

/// The generated test programs: (label, IR text).
fn programs() -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for (label, form) in [("intrinsics", 0), ("c-names", 1), ("vectors-and-half", 2)] {
        let mut kernels = Vec::new();
        let mut decls = BTreeSet::new();
        let types: &[&str] = if form == 2 { &["<2 x float>", "<2 x double>", "half"] } else { &["float", "double"] };
        for t in types {
            let mut g = Gen::new();
            for op in MATH_OPS {
                match form {
                    0 => intrinsic_calls(&mut g, op, t),
                    1 => c_call(&mut g, op, t),
                    _ => {
                        let fits = match op.shape {
                            IntrinsicShape::NativeOnly => false,
                            IntrinsicShape::Ternary => true,
                            _ => true,
                        };
                        if fits && !(*t == "half" && op.shape != IntrinsicShape::Unary) {
                            intrinsic_calls(&mut g, op, t)
                        }
                    }
                }
            }
            decls.extend(g.decls.iter().cloned());
            let name = format!("k_{}", suffix(t));
            kernels.push((name.clone(), kernel(&name, t, &g)));
        }
        out.push((label, module(&kernels, &decls)));
    }
    out
}

fn compile(src: &std::path::Path, args: &[&str], out: &std::path::Path) -> std::process::Output {
    Command::new(nvvmc_bin())
        .arg(src)
        .args(args)
        .arg("-o")
        .arg(out)
        .env("NVVMC_CACHE_DIR", out.parent().unwrap().join("cache"))
        .output()
        .expect("nvvmc runs")
}

fn every_row_compiles_under_every_strategy_for_sm90_and_sm52() -> Result<(), String> {
    let libdevice = require_some("libdevice", libdevice());
    require("ptxas", ptxas().is_some());
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for (label, text) in programs() {
        let src = dir.path().join(format!("{label}.ll"));
        std::fs::write(&src, &text).unwrap();
        for strategy in ["late", "early", "ptx"] {
            for arch in ["sm_90", "sm_52"] {
                let out = dir.path().join(format!("{label}-{strategy}-{arch}.ptx"));
                let args = ["--link", strategy, "--arch", arch, "--libdevice", libdevice.to_str().unwrap()];
                let r = compile(&src, &args, &out);
                let what = format!("{label} --link {strategy} --arch {arch}");
                if !r.status.success() {
                    failures.push(format!("{what}: exit {:?}\n{}", r.status.code(), String::from_utf8_lossy(&r.stderr)));
                    continue;
                }
                let ptx = std::fs::read_to_string(&out).unwrap();
                if ptx.contains("llvm.") {
                    failures.push(format!("{what}: PTX mentions llvm."));
                }
                if ptx.lines().any(|l| l.starts_with(".extern .func") && l.contains("__nv_")) {
                    failures.push(format!("{what}: PTX leaves an .extern .func __nv_*"));
                }
                if let Err(e) = ptxas_check(&out) {
                    failures.push(format!("{what}: {e}"));
                }
            }
        }
        // --link none: the same program needs libdevice, and says which functions.
        let out = dir.path().join(format!("{label}-none.ptx"));
        let r = compile(&src, &["--link", "none", "--arch", "sm_90"], &out);
        let stderr = String::from_utf8_lossy(&r.stderr);
        if r.status.code() != Some(1) || !stderr.contains("is needed, but --link none links no libdevice") || out.exists() {
            failures.push(format!("{label} --link none: expected exit 1 naming the needed functions, got {:?}:\n{stderr}", r.status.code()));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        for (label, text) in programs() {
            eprintln!("--- generated {label}.ll ---\n{text}");
        }
        Err(failures.join("\n"))
    }
}

fn generated_programs_cover_every_row() {
    let programs = programs();
    for op in MATH_OPS {
        let covered = programs.iter().any(|(_, text)| {
            op.intrinsic.is_some_and(|b| text.contains(&format!("@llvm.{b}.")))
                || (!op.c_f64.is_empty() && text.contains(&format!("@{}(", op.c_f64)))
        });
        assert!(covered, "row {} is not exercised", op.name);
        if !op.c_f32.is_empty() {
            assert!(programs[1].1.contains(&format!("@{}(", op.c_f32)), "{} not called", op.c_f32);
        }
    }
}

fn every_libdevice_name_in_the_table_exists_with_the_c_signature() -> Result<(), String> {
    use nvvmc::passes::math_table::Fp;
    let libdevice = require_some("libdevice", libdevice());
    let ctx = inkwell::context::Context::create();
    let lib = inkwell::module::Module::parse_bitcode_from_path(libdevice, &ctx).map_err(|e| e.to_string())?;
    let mut bad = Vec::new();
    for op in MATH_OPS {
        for (fp, names) in [(Fp::Double, vec![op.libdevice_f64]), (Fp::Float, vec![op.libdevice_f32, op.fast_f32])] {
            for name in names.into_iter().flatten() {
                match lib.get_function(name) {
                    None => bad.push(format!("{}: {name} is not in libdevice", op.name)),
                    Some(f) => {
                        let ty = f.get_type().print_to_string().to_string();
                        if ty != op.c_type(fp) {
                            bad.push(format!("{}: {name} is {ty}, the table says {}", op.name, op.c_type(fp)));
                        }
                    }
                }
            }
        }
    }
    if bad.is_empty() { Ok(()) } else { Err(bad.join("\n")) }
}

test_main!(
    every_row_compiles_under_every_strategy_for_sm90_and_sm52,
    generated_programs_cover_every_row,
    every_libdevice_name_in_the_table_exists_with_the_c_signature,
);
