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
use support::math_forms::{suffix, variants, Operands, Route};
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

/// Calls of `op` reached by `route` on values of type `t` (every variant of
/// `support::math_forms`), each result stored in its own slot.
fn calls(g: &mut Gen, op: &MathOp, route: Route, t: &str) {
    for v in variants(op, route, t) {
        let i = g.fresh();
        g.decls.insert(v.declaration(t));
        let ops = Operands { f: ["%x", "%y", "%z", "%x"], i32: "%n", i64: "%l" };
        let mut body = String::new();
        let results = v.emit(t, &ops, &format!("c{i}"), &mut body);
        g.body.push_str(&body);
        for (ty, value) in results {
            g.store(&ty, &value);
        }
    }
}

fn module(kernels: &[(String, String)], decls: &BTreeSet<String>) -> String {
    let mut m = String::from(
        "target triple = \"nvptx64-nvidia-cuda\"\n@empty = private unnamed_addr constant [1 x i8] zeroinitializer\n\n",
    );
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
    format!(
        "define void @{name}(ptr addrspace(1) %out, {t} %x, {t} %y, {t} %z, i32 %n, i64 %l) {{\n{}  ret void\n}}\n\n",
        g.body
    )
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
                    0 => calls(&mut g, op, Route::Intrinsic, t),
                    1 => calls(&mut g, op, Route::CName, t),
                    _ => {
                        let fits = match op.shape {
                            IntrinsicShape::NativeOnly => false,
                            IntrinsicShape::Ternary => true,
                            _ => true,
                        };
                        if fits && !(*t == "half" && op.shape != IntrinsicShape::Unary) {
                            calls(&mut g, op, Route::Intrinsic, t)
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
                    failures.push(format!(
                        "{what}: exit {:?}\n{}",
                        r.status.code(),
                        String::from_utf8_lossy(&r.stderr)
                    ));
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
        if r.status.code() != Some(1)
            || !stderr.contains("is needed, but --link none links no libdevice")
            || out.exists()
        {
            failures.push(format!(
                "{label} --link none: expected exit 1 naming the needed functions, got {:?}:\n{stderr}",
                r.status.code()
            ));
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
    let ctx = nvvmc::passes::ir::Context::new();
    let bytes = std::fs::read(&libdevice).map_err(|e| e.to_string())?;
    let lib = nvvmc::passes::ir::bitcode::read_whole(&ctx, &bytes, "libdevice")
        .map_err(|e| e.unwrap_or_else(|| "libdevice does not read".into()))?;
    let mut bad = Vec::new();
    for op in MATH_OPS {
        for (fp, names) in [(Fp::Double, vec![op.libdevice_f64]), (Fp::Float, vec![op.libdevice_f32, op.fast_f32])] {
            for name in names.into_iter().flatten() {
                match lib.function(name) {
                    None => bad.push(format!("{}: {name} is not in libdevice", op.name)),
                    Some(f) => {
                        let ty = f.global_value_type().expect("a function has a value type").print();
                        if ty != op.c_type(fp) {
                            bad.push(format!("{}: {name} is {ty}, the table says {}", op.name, op.c_type(fp)));
                        }
                    }
                }
            }
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n"))
    }
}

test_main!(
    every_row_compiles_under_every_strategy_for_sm90_and_sm52,
    generated_programs_cover_every_row,
    every_libdevice_name_in_the_table_exists_with_the_c_signature,
);
