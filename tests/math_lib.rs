//! `--math-lib FILE`: math libraries as data (docs/reference/math.md: "Bring your own math library").
//!
//! - `tests/inputs/math_lib/kernel.ll` calls `llvm.sin.f32`, `cosf` and `sinf` under `afn`; with
//!   `--math-lib tests/inputs/math_lib/mylib.ll` each goes to the library's function (its
//!   polynomial coefficients are in the PTX, nothing is called), under every `--link` strategy,
//!   with `--libdevice /nonexistent`: libdevice is not read when nothing else needs it.
//! - What the library does not implement still goes to libdevice (which is then read).
//! - A library spread over several files, in any order.
//! - Every diagnostic: an unknown name, a wrong type, two implementations of one name, a function
//!   the program defines too, two libraries defining one function, an unreadable or unparsable
//!   file.
//! - The recipe of docs/reference/math.md: libclc's NVPTX bitcode (Debian's libclc-22, installed by
//!   scripts/setup.sh) wrapped in `tests/inputs/math_lib/libclc_wrap.ll`.
//!
//! Every PTX produced is assembled by ptxas. Needs ptxas (and libdevice where it says); without
//! them the tests show as ignored, or fail under `NVVMC_REQUIRE_TOOLS=1`.

#[macro_use]
mod support;
#[path = "support/ptx_exec.rs"]
mod ptx_exec;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use support::*;

const STRATEGIES: [&str; 4] = ["late", "early", "ptx", "none"];
/// The x^9 coefficient of `mylib_sinf` (1/9!), as PTX writes it.
const ACCURATE_MARK: &str = "0f3638EF1D";
/// The x^5 coefficient of `mylib_fast_sinf`.
const FAST_MARK: &str = "0f3BF95D4F";
/// libclc's NVPTX bitcode (Debian's libclc-22).
const LIBCLC: &str = "/usr/lib/clc/nvptx64--.bc";

fn input(name: &str) -> PathBuf {
    repo_root().join("tests/inputs/math_lib").join(name)
}

/// nvvmc with `args`, its `--link ptx` cache in `dir`.
fn nvvmc(dir: &Path, args: &[&str]) -> Output {
    Command::new(nvvmc_bin())
        .args(args)
        .env("NVVMC_CACHE_DIR", dir.join("cache"))
        .env_remove("NVVMC_CACHE")
        .output()
        .expect("run nvvmc")
}

/// Compiles to `dir/NAME.ptx`; the PTX (checked by ptxas) and stderr, or the failure.
fn compile_ok(dir: &Path, name: &str, args: &[&str]) -> Result<(String, String), String> {
    let out_path = dir.join(format!("{name}.ptx"));
    let mut all: Vec<&str> = args.to_vec();
    let out_str = out_path.to_str().unwrap().to_string();
    all.extend(["--stats", "-o", &out_str]);
    let out = nvvmc(dir, &all);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        return Err(format!("nvvmc {args:?} failed:\n{stderr}"));
    }
    ptxas_check(&out_path)?;
    Ok((std::fs::read_to_string(&out_path).unwrap(), stderr))
}

/// nvvmc must fail; its stderr.
fn compile_fails(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = nvvmc(dir, &[args, &["-o", "-"]].concat());
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if out.status.success() || out.status.code() != Some(1) {
        return Err(format!("nvvmc {args:?} should fail with exit code 1, got {:?}:\n{stderr}", out.status.code()));
    }
    Ok(stderr)
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// What `--math-lib` is for: `llvm.sin.f32` and `cosf` call the library's functions under each
/// strategy, and libdevice is not read (it does not even exist).
fn sin_and_cos_come_from_the_library_under_every_strategy() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    let dir = tempfile::tempdir().unwrap();
    let (kernel, lib) = (input("kernel.ll"), input("mylib.ll"));
    for link in STRATEGIES {
        let (ptx, stderr) = compile_ok(
            dir.path(),
            link,
            &[path(&kernel), "--math-lib", path(&lib), "--link", link, "--libdevice", "/nonexistent"],
        )?;
        let ctx = format!("--link {link}:\n{stderr}\n{ptx}");
        // sin and cos (= sin(x + pi/2) in the library) inlined; the afn call got the fast one.
        if ptx.matches(ACCURATE_MARK).count() != 2 || ptx.matches(FAST_MARK).count() != 1 {
            return Err(format!("the library's polynomials are not in the PTX, {ctx}"));
        }
        if ptx.contains("mylib_") || ptx.contains("call") || ptx.contains("sin.approx") {
            return Err(format!("library functions left as functions (or a native sin), {ctx}"));
        }
        if !stderr.contains("nvvmc stats: libdevice: not read")
            || !stderr.contains("functions linked: 3: mylib_cosf mylib_fast_sinf mylib_sinf")
        {
            return Err(format!("stats, {ctx}"));
        }
    }
    // Without the library the same kernel needs libdevice: the check above can fail.
    let e = compile_fails(dir.path(), &[path(&kernel), "--libdevice", "/nonexistent"])?;
    if !e.contains("libdevice is needed") {
        return Err(format!("expected a missing-libdevice error:\n{e}"));
    }
    Ok(())
}

/// `--fast-math` is `afn` on every call: `sin` goes to the `implements-afn` function, `cos` (no
/// `implements-afn`, and libdevice has `__nv_fast_cosf`) to libdevice's fast variant.
fn fast_math_follows_implements_afn() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    require("libdevice", libdevice().is_some());
    let dir = tempfile::tempdir().unwrap();
    let ld = libdevice().unwrap();
    let (kernel, lib) = (input("kernel.ll"), input("mylib.ll"));
    let args = [path(&kernel), "--math-lib", path(&lib), "--fast-math", "--libdevice", path(&ld)];
    let (ptx, stderr) = compile_ok(dir.path(), "fast", &args)?;
    if ptx.contains(ACCURATE_MARK) || ptx.matches(FAST_MARK).count() != 2 || !ptx.contains("cos.approx") {
        return Err(format!("--fast-math: expected two fast sins and libdevice's fast cos:\n{stderr}\n{ptx}"));
    }
    if !stderr.contains("__nv_fast_cosf") {
        return Err(format!("--fast-math: __nv_fast_cosf not linked:\n{stderr}"));
    }
    Ok(())
}

/// What the library does not implement (`tanf`, `sin` in double) still goes to libdevice, which
/// is then read: under `late`, `early` and `ptx` it is linked, under `none` it is an error.
fn the_rest_still_goes_to_libdevice() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    require("libdevice", libdevice().is_some());
    let dir = tempfile::tempdir().unwrap();
    let kernel = dir.path().join("mixed.ll");
    std::fs::write(
        &kernel,
        "define ptx_kernel void @mixed(ptr addrspace(1) %out, float %x, double %d) {
  %s = call float @llvm.sin.f32(float %x)
  %t = call float @tanf(float %s)
  %e = call double @llvm.sin.f64(double %d)
  store float %t, ptr addrspace(1) %out
  %o8 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store double %e, ptr addrspace(1) %o8
  ret void
}
declare float @llvm.sin.f32(float)
declare float @tanf(float)
declare double @llvm.sin.f64(double)
",
    )
    .unwrap();
    let ld = libdevice().unwrap();
    for link in ["late", "early", "ptx"] {
        let (ptx, stderr) = compile_ok(
            dir.path(),
            link,
            &[path(&kernel), "--math-lib", path(&input("mylib.ll")), "--link", link, "--libdevice", path(&ld)],
        )?;
        let linked = stderr.lines().find(|l| l.contains("libdevice functions linked")).unwrap_or_default().to_string();
        if !ptx.contains(ACCURATE_MARK)
            || stderr.contains("libdevice: not read")
            || !linked.split_whitespace().any(|w| w == "__nv_tanf")
            || !linked.split_whitespace().any(|w| w == "__nv_sin")
        {
            return Err(format!(
                "--link {link}: sin f32 from the library, tanf and sin f64 from libdevice expected:\n{stderr}"
            ));
        }
        // Under `early` the whole library is linked (then what is unused dropped).
        if link != "early" && linked.contains("__nv_sinf") {
            return Err(format!("--link {link}: __nv_sinf linked though the library implements it:\n{stderr}"));
        }
    }
    let e = compile_fails(dir.path(), &[path(&kernel), "--math-lib", path(&input("mylib.ll")), "--link", "none"])?;
    if !e.contains("__nv_tanf") || e.contains("__nv_sinf") {
        return Err(format!("--link none: expected __nv_tanf (only) to be missing:\n{e}"));
    }
    Ok(())
}

/// The library's own calls: a wrapper that implements `sinf` by calling `sinf` (and `logf`
/// through `__nv_logf`) gets libdevice's, never itself; under `early`, which did not preload
/// libdevice (every math call of the program is the library's), what the library needs is linked
/// after lowering; under `none` it is the usual error.
fn library_code_calls_libdevice_not_itself() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    require("libdevice", libdevice().is_some());
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("wrap.ll");
    std::fs::write(
        &lib,
        "define float @w_sinf(float %x) #0 {\n  %y = fmul float %x, 2.0\n  %r = call float @sinf(float %y)\n  ret float %r\n}\n\
         define float @w_logf(float %x) #1 {\n  %r = call float @__nv_logf(float %x)\n  ret float %r\n}\n\
         declare float @sinf(float)\ndeclare float @__nv_logf(float)\n\
         attributes #0 = { \"implements\"=\"sinf\" }\nattributes #1 = { \"implements\"=\"logf\" }\n",
    )
    .unwrap();
    let kernel = dir.path().join("k.ll");
    std::fs::write(&kernel, "define ptx_kernel void @k(ptr addrspace(1) %o, float %x) {\n  %s = call float @sinf(float %x)\n  %l = call float @logf(float %s)\n  store float %l, ptr addrspace(1) %o\n  ret void\n}\ndeclare float @sinf(float)\ndeclare float @logf(float)\n").unwrap();
    let ld = libdevice().unwrap();
    for link in ["late", "early", "ptx"] {
        let (ptx, stderr) = compile_ok(
            dir.path(),
            link,
            &[path(&kernel), "--math-lib", path(&lib), "--link", link, "--libdevice", path(&ld)],
        )?;
        let linked = stderr.lines().find(|l| l.contains("libdevice functions linked")).unwrap_or_default();
        let words: Vec<&str> = linked.split_whitespace().collect();
        if !words.contains(&"__nv_sinf")
            || !words.contains(&"__nv_logf")
            || !stderr.contains("functions linked: 2: w_logf w_sinf")
        {
            return Err(format!("--link {link}: the library's sinf and logf should be libdevice's:\n{stderr}"));
        }
        // `early` did not preload libdevice: only what the library calls came in, after lowering.
        if link == "early" && !linked.contains("libdevice functions linked: 2 ") {
            return Err(format!("--link early: expected the two functions linked after lowering:\n{stderr}"));
        }
        // w_sinf calling itself would be a recursive `.func` (or an endless loop).
        if ptx.contains("w_sinf") {
            return Err(format!("--link {link}: the wrapper is left as a function:\n{ptx}"));
        }
    }
    let e = compile_fails(dir.path(), &[path(&kernel), "--math-lib", path(&lib), "--link", "none"])?;
    if !e.contains("'__nv_logf' is needed, but --link none links no libdevice") {
        return Err(format!("--link none:\n{e}"));
    }
    Ok(())
}

/// A library over two files: the implementing function in one, what it calls in the other,
/// given in either order; under `early` and `ptx` too.
fn a_library_can_span_files() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("entry.ll");
    let b = dir.path().join("helpers.ll");
    std::fs::write(&a, "define float @lib_expf(float %x) #0 {\n  %r = call float @helper_exp(float %x)\n  ret float %r\n}\ndeclare float @helper_exp(float)\nattributes #0 = { \"implements\"=\"expf\" }\n").unwrap();
    std::fs::write(&b, "define float @helper_exp(float %x) {\n  %y = fmul float %x, 0x3FF7154760000000\n  %r = call float @llvm.exp2.f32(float %y)\n  ret float %r\n}\ndeclare float @llvm.exp2.f32(float)\n").unwrap();
    let kernel = dir.path().join("k.ll");
    std::fs::write(&kernel, "define ptx_kernel void @k(ptr addrspace(1) %o, float %x) {\n  %e = call float @expf(float %x)\n  store float %e, ptr addrspace(1) %o\n  ret void\n}\ndeclare float @expf(float)\n").unwrap();
    for (order, files) in [("entry-first", [&a, &b]), ("helpers-first", [&b, &a])] {
        for link in ["late", "early", "ptx"] {
            let name = format!("{order}-{link}");
            let (ptx, stderr) = compile_ok(
                dir.path(),
                &name,
                &[
                    path(&kernel),
                    "--math-lib",
                    path(files[0]),
                    "--math-lib",
                    path(files[1]),
                    "--link",
                    link,
                    "--libdevice",
                    "/nonexistent",
                ],
            )?;
            // log2(e) as the helper multiplies by it, then the native ex2.
            if !ptx.contains("0f3FB8AA3B")
                || !ptx.contains("ex2.approx")
                || ptx.contains("call")
                || !stderr.contains("functions linked: 2: helper_exp lib_expf")
            {
                return Err(format!("{name}:\n{stderr}\n{ptx}"));
            }
        }
    }
    Ok(())
}

/// Each problem with a library is an error naming the file, the function and the fix.
fn bad_libraries_are_diagnosed() -> Result<(), String> {
    let dir = tempfile::tempdir().unwrap();
    let kernel = input("kernel.ll");
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let twice = write(
        "twice.ll",
        "define float @a(float %x) #0 {\n  ret float %x\n}\ndefine float @b(float %x) #1 {\n  ret float %x\n}\nattributes #0 = { \"implements\"=\"sinf\" }\nattributes #1 = { \"implements\"=\"llvm.sin.f32\" }\n",
    );
    let wrong_type = write("wrong_type.ll", "define double @s(double %x) #0 {\n  ret double %x\n}\nattributes #0 = { \"implements\"=\"llvm.sin.f64 sinf\" }\n");
    let unknown = write("unknown.ll", "define float @s(float %x) #0 {\n  ret float %x\n}\nattributes #0 = { \"implements\"=\"my_sin llvm.sin.v2f32\" }\n");
    let broken = write("broken.ll", "define float @s(float %x) {\n  ret float %y\n}\n");
    let program_too = write(
        "program_too.ll",
        "define float @trig(float %x) #0 {\n  ret float %x\n}\nattributes #0 = { \"implements\"=\"tanf\" }\n",
    );
    let one = write(
        "one.ll",
        "define float @s(float %x) #0 {\n  ret float %x\n}\nattributes #0 = { \"implements\"=\"tanf\" }\n",
    );
    let other = write(
        "other.ll",
        "define float @s(float %x) #0 {\n  ret float %x\n}\nattributes #0 = { \"implements\"=\"erff\" }\n",
    );
    let missing = dir.path().join("missing.ll");
    let cases: Vec<(Vec<&Path>, Vec<&str>)> = vec![
        (
            vec![&twice],
            vec![
                "twice.ll",
                "'llvm.sin.f32' is implemented twice",
                "by 'a'",
                "by 'b'",
                "one function to nvvmc",
                "fix: keep one implementation",
            ],
        ),
        (
            vec![&wrong_type],
            vec![
                "wrong_type.ll",
                "'s' is `double (double)`, but 'sinf' is `float (float)`",
                "fix: give 's' the type `float (float)`",
            ],
        ),
        (
            vec![&unknown],
            vec![
                "unknown.ll",
                "'my_sin' is neither an LLVM math intrinsic",
                "'llvm.sin.v2f32': vector calls are computed lane by lane",
            ],
        ),
        (vec![&broken], vec!["broken.ll", "LLVM cannot parse the math library", "%y"]),
        (vec![&missing], vec!["missing.ll", "cannot read the math library", "fix: check the path given to --math-lib"]),
        (vec![&one, &other], vec!["'s' is defined by two math libraries", "one.ll", "other.ll"]),
        (
            vec![&program_too],
            vec!["the program defines 'trig', which the math library", "program_too.ll", "fix: rename"],
        ),
    ];
    for (libs, expect) in cases {
        let mut args = vec![path(&kernel)];
        for l in &libs {
            args.extend(["--math-lib", path(l)]);
        }
        let e = compile_fails(dir.path(), &args)?;
        for want in expect {
            if !e.contains(want) {
                return Err(format!("{libs:?}: expected '{want}' in:\n{e}"));
            }
        }
        if e.contains("panicked") {
            return Err(format!("{libs:?}: a panic:\n{e}"));
        }
    }
    Ok(())
}

/// The recipe of docs/reference/math.md: libclc's sin, cos and exp wrapped in a few lines of IR; under every
/// strategy, libdevice unread.
fn libclc_wrapped_in_a_few_lines() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    require("libclc-22 (/usr/lib/clc/nvptx64--.bc)", Path::new(LIBCLC).is_file());
    let dir = tempfile::tempdir().unwrap();
    let wrap = input("libclc_wrap.ll");
    for link in STRATEGIES {
        let (ptx, stderr) = compile_ok(
            dir.path(),
            link,
            &[
                path(&input("kernel.ll")),
                "--math-lib",
                path(&wrap),
                "--math-lib",
                LIBCLC,
                "--link",
                link,
                "--libdevice",
                "/nonexistent",
            ],
        )?;
        if !stderr.contains("libdevice: not read") || !stderr.contains("_Z3cosf _Z3sinf clc_cosf clc_sinf") {
            return Err(format!("--link {link}:\n{stderr}"));
        }
        // The wrappers and libclc's functions are inlined: nothing of them is left as a function.
        if ptx.contains(".func") || ptx.contains("clc_") || ptx.contains("_Z3") || ptx.contains("call") {
            return Err(format!("--link {link}: expected libclc's code inlined:\n{ptx}"));
        }
    }
    Ok(())
}

/// The PTX of `sinf`/`cosf` through a library, run by the PTX interpreter (`support/ptx_exec.rs`,
/// approximate instructions at the middle of their range) against the host's f64 `sin`/`cos`:
/// within `ulps` units in the last place of the float result or `abs` absolute, for |x| up to
/// `range`.
fn run_sin_cos(dir: &Path, name: &str, libs: &[&str], range: f32, ulps: u32, abs: f32) -> Result<(), String> {
    let src = dir.join(format!("{name}.ll"));
    std::fs::write(
        &src,
        "define float @s(float %x) {\n  %r = call float @sinf(float %x)\n  ret float %r\n}\n\
         define float @c(float %x) {\n  %r = call float @cosf(float %x)\n  ret float %r\n}\n\
         declare float @sinf(float)\ndeclare float @cosf(float)\n",
    )
    .unwrap();
    let mut args = vec![path(&src), "--arch", "sm_90", "--libdevice", "/nonexistent"];
    for l in libs {
        args.extend(["--math-lib", *l]);
    }
    let (ptx, _) = compile_ok(dir, name, &args)?;
    let funcs = ptx_exec::parse_module(&ptx).map_err(|e| format!("{name}: {e}"))?;
    let mut worst = 0u32;
    for (fname, f) in funcs {
        let f = f.map_err(|e| format!("{name}: {fname}: {e}"))?;
        let reference: fn(f64) -> f64 = if fname == "s" { f64::sin } else { f64::cos };
        for i in 0..=200 {
            let x = -range + 2.0 * range * i as f32 / 200.0;
            let r = f
                .call(&[x.to_bits().to_le_bytes().to_vec()], ptx_exec::Approx::Mid)
                .map_err(|e| format!("{name}: {fname}({x}): {e}"))?;
            let got = f32::from_le_bytes(r[..4].try_into().unwrap());
            let want = reference(x as f64) as f32;
            // Distance in float steps (both finite, same sign region near the result).
            let ord = |v: f32| {
                if v.to_bits() >> 31 == 1 {
                    -((v.to_bits() & 0x7FFF_FFFF) as i64)
                } else {
                    v.to_bits() as i64
                }
            };
            let d = (ord(got) - ord(want)).unsigned_abs() as u32;
            if d > ulps && (got - want).abs() > abs {
                return Err(format!("{name}: {fname}({x:e}) = {got:e}, the host says {want:e} ({d} ulps)"));
            }
            worst = worst.max(d.min(1 << 20));
        }
    }
    eprintln!("{name}: worst {worst} ulps over |x| <= {range} (sin and cos, 201 points each)");
    Ok(())
}

/// What the test library computes, on the PTX interpreter: its Taylor polynomial near 0 (its cos
/// is sin(x + pi/2), where the series is 1e-6 off: an absolute bound). (libclc's `sinf` uses
/// `mul.hi.u32` in its Payne-Hanek reduction, which the interpreter does not model.)
fn library_computes_sin_and_cos() -> Result<(), String> {
    require("ptxas", ptxas().is_some());
    let dir = tempfile::tempdir().unwrap();
    run_sin_cos(dir.path(), "mylib", &[path(&input("mylib.ll"))], 1.0, 4, 2e-6)
}

/// libclc's `sinf` and `cosf` as nvvmc compiles them through the recipe (`--emit llvm`: the IR
/// that goes to NVPTX code generation), retargeted to the host (`support/host_ir.rs`) and run
/// against the host's f64 `sin`/`cos` on 400,002 points of [-100, 100]: within OpenCL's 4 ulps.
/// (`llvm.fmuladd` may round once or twice on the host where the GPU fuses: a bit at most.)
fn libclc_computes_sin_and_cos_on_the_host() -> Result<(), String> {
    if !cfg!(all(target_arch = "x86_64", target_os = "linux")) {
        skip("the host run needs an x86-64 Linux host");
    }
    require("libclc-22 (/usr/lib/clc/nvptx64--.bc)", Path::new(LIBCLC).is_file());
    let llc = Path::new("/usr/lib/llvm-22/bin/llc");
    require("llc (LLVM 22)", llc.is_file());
    let cc = require_some("a C compiler (cc)", which::which("cc").ok());
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let src = d.join("s.ll");
    std::fs::write(&src, "define float @s(float %x) {\n  %r = call float @sinf(float %x)\n  ret float %r\n}\ndefine float @c(float %x) {\n  %r = call float @cosf(float %x)\n  ret float %r\n}\ndeclare float @sinf(float)\ndeclare float @cosf(float)\n").unwrap();
    let ir = d.join("s.opt.ll");
    let out = nvvmc(
        d,
        &[
            path(&src),
            "--math-lib",
            path(&input("libclc_wrap.ll")),
            "--math-lib",
            LIBCLC,
            "--libdevice",
            "/nonexistent",
            "--emit",
            "llvm",
            "-o",
            path(&ir),
        ],
    );
    if !out.status.success() {
        return Err(format!("nvvmc --emit llvm failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    let host = support::host_ir::for_host(&std::fs::read_to_string(&ir).unwrap(), false)?;
    std::fs::write(d.join("host.ll"), host).unwrap();
    let run = |cmd: &mut Command| -> Result<String, String> {
        let o = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
        let text = String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
        if o.status.success() {
            Ok(text)
        } else {
            Err(format!("{cmd:?} failed:\n{text}"))
        }
    };
    run(Command::new(llc)
        .args(["-O2", "-mtriple=x86_64-pc-linux-gnu", "-relocation-model=pic", "-filetype=obj"])
        .arg(d.join("host.ll"))
        .arg("-o")
        .arg(d.join("host.o")))?;
    std::fs::write(
        d.join("driver.c"),
        r#"#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
float s(float); float c(float);
static int64_t ord(float v) { uint32_t b; memcpy(&b, &v, 4); return (b >> 31) ? -(int64_t)(b & 0x7fffffff) : (int64_t)b; }
int main(void) {
    int64_t worst = 0;
    for (int i = 0; i <= 200000; i++) {
        float x = -100.0f + 200.0f * (float)i / 200000.0f;
        float got[2] = { s(x), c(x) }, want[2] = { (float)sin((double)x), (float)cos((double)x) };
        for (int k = 0; k < 2; k++) {
            int64_t d = ord(got[k]) - ord(want[k]);
            if (d < 0) d = -d;
            if (d > 4) { printf("%s(%a) = %a, the host says %a (%lld ulps)\n", k ? "cosf" : "sinf", x, got[k], want[k], (long long)d); return 1; }
            if (d > worst) worst = d;
        }
    }
    printf("worst %lld ulps\n", (long long)worst);
    return 0;
}
"#,
    )
    .unwrap();
    run(Command::new(&cc)
        .arg("-O1")
        .arg(d.join("driver.c"))
        .arg(d.join("host.o"))
        .args(["-lm", "-o"])
        .arg(d.join("driver")))?;
    let report = run(&mut Command::new(d.join("driver")))?;
    eprintln!("libclc on the host: {}", report.trim());
    Ok(())
}

test_main!(
    sin_and_cos_come_from_the_library_under_every_strategy,
    fast_math_follows_implements_afn,
    the_rest_still_goes_to_libdevice,
    library_code_calls_libdevice_not_itself,
    a_library_can_span_files,
    bad_libraries_are_diagnosed,
    libclc_wrapped_in_a_few_lines,
    library_computes_sin_and_cos,
    libclc_computes_sin_and_cos_on_the_host,
);
