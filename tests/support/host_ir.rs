//! nvvmc's optimized IR (`--emit llvm`: libdevice linked and inlined, the IR that goes to NVPTX
//! code generation) retargeted to the x86-64 host, so that tests can run it on the CPU:
//!
//! - the NVPTX target triple, data layout, CPU and features go;
//! - every NVVM intrinsic `@llvm.nvvm.a.b.c` becomes a call of the C function `@nvvm_a_b_c`
//!   (`tests/support/math_cpu/nvvm_intrinsics.c` implements each as the PTX ISA defines the
//!   instruction it selects);
//! - libdevice's PTX inline assembly becomes calls of C functions or of IR functions appended to
//!   the module (multi-output assembly returns a struct, which C cannot return in the same
//!   registers); an unknown piece of assembly is an error;
//! - under `--ftz` (the functions carry `"denormal-fp-math-f32"="preserve-sign"`), the NVPTX
//!   backend selects the `.ftz` form of every f32 instruction and of most f16 ones (measured with
//!   llc 22, sm_90: `add/mul/div/fma/sqrt/abs/neg/min/max/setp/cvt.rmi….ftz.f32`,
//!   `add/mul/fma/abs/neg/setp.ftz.f16`, `setp.ftz.bf16`, `cvt.ftz.f64.f32`, `cvt.rn.ftz.f32.f64`,
//!   `cvt.ftz.f32.bf16`; `cvt.ftz.f32.f16` converts a subnormal half exactly, since the result
//!   is a normal f32; bf16 add/mul have no `.ftz`). Those instructions flush subnormal inputs and
//!   results to sign-preserving zero, which the host does not do: each such IR instruction is
//!   wrapped in calls of flush functions (appended), so that the host computes what the GPU does;
//! - generic FP intrinsics that the host would compute with its own libm (`llvm.sin.f32`, …) or
//!   round differently (`llvm.fma.f16`: promoted to f32, rounded twice) are refused: in lowered
//!   code none may be left, and [`for_host`] says which are.
//!
//! The approximate PTX instructions (`ex2.approx`, `rcp.approx`, `tanh.approx`, …) are modelled
//! by correctly rounded (or libm) values: within the PTX ISA's error bounds, not bit-identical
//! to the hardware.

use std::collections::BTreeSet;
use std::fmt::Write;

/// A piece of libdevice's inline assembly and what replaces it: a C function (declared) or an IR
/// function (defined here).
struct AsmModel {
    /// The assembly string as it appears in the IR, with its constraint string.
    asm: &'static str,
    callee: &'static str,
    /// `declare …` for a C model, `define …` for an IR one.
    text: &'static str,
}

const ASM_MODELS: &[AsmModel] = &[
    AsmModel {
        asm: r#"asm "rcp.approx.ftz.f32 $0,$1;", "=f,f""#,
        callee: "nvvm_asm_rcp_approx_ftz_f32",
        text: "declare float @nvvm_asm_rcp_approx_ftz_f32(float)",
    },
    AsmModel {
        asm: r#"asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d""#,
        callee: "nvvm_asm_rsqrt_approx_ftz_f64",
        text: "declare double @nvvm_asm_rsqrt_approx_ftz_f64(double)",
    },
    AsmModel {
        asm: r#"asm "sub.rn.f32 $0, $1, $2;", "=f,f,f""#,
        callee: "nvvm_asm_sub_rn_f32",
        text: "declare float @nvvm_asm_sub_rn_f32(float, float)",
    },
    AsmModel {
        asm: r#"asm "sub.rn.ftz.f32 $0, $1, $2;", "=f,f,f""#,
        callee: "nvvm_asm_sub_rn_ftz_f32",
        text: "declare float @nvvm_asm_sub_rn_ftz_f32(float, float)",
    },
    AsmModel {
        asm: r#"asm "sub.rn.f64 $0, $1, $2;", "=d,d,d""#,
        callee: "nvvm_asm_sub_rn_f64",
        text: "declare double @nvvm_asm_sub_rn_f64(double, double)",
    },
    // mad.lo.cc.u32 / madc.hi.u32: the 64-bit a * b + c, as {low, high} words.
    AsmModel {
        asm: r#"asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r""#,
        callee: "__host_asm_mad_wide_u32",
        text: "define internal { i32, i32 } @__host_asm_mad_wide_u32(i32 %a, i32 %b, i32 %c) {
  %a64 = zext i32 %a to i64
  %b64 = zext i32 %b to i64
  %c64 = zext i32 %c to i64
  %p = mul i64 %a64, %b64
  %s = add i64 %p, %c64
  %lo = trunc i64 %s to i32
  %h = lshr i64 %s, 32
  %hi = trunc i64 %h to i32
  %r0 = insertvalue { i32, i32 } poison, i32 %lo, 0
  %r1 = insertvalue { i32, i32 } %r0, i32 %hi, 1
  ret { i32, i32 } %r1
}",
    },
    // 128-bit a + b on {lo, hi} 64-bit halves.
    AsmModel {
        asm: r#"asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l""#,
        callee: "__host_asm_add_u128",
        text: "define internal { i64, i64 } @__host_asm_add_u128(i64 %alo, i64 %ahi, i64 %blo, i64 %bhi) {
  %a = call i128 @__host_u128(i64 %alo, i64 %ahi)
  %b = call i128 @__host_u128(i64 %blo, i64 %bhi)
  %s = add i128 %a, %b
  %r = call { i64, i64 } @__host_split_u128(i128 %s)
  ret { i64, i64 } %r
}",
    },
    // 128-bit a - b.
    AsmModel {
        asm: r#"asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l""#,
        callee: "__host_asm_sub_u128",
        text: "define internal { i64, i64 } @__host_asm_sub_u128(i64 %alo, i64 %ahi, i64 %blo, i64 %bhi) {
  %a = call i128 @__host_u128(i64 %alo, i64 %ahi)
  %b = call i128 @__host_u128(i64 %blo, i64 %bhi)
  %s = sub i128 %a, %b
  %r = call { i64, i64 } @__host_split_u128(i128 %s)
  ret { i64, i64 } %r
}",
    },
    // The 128-bit product a * b + c of 64-bit a, b, c.
    AsmModel {
        asm: r#"asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l""#,
        callee: "__host_asm_mad_wide_u64",
        text: "define internal { i64, i64 } @__host_asm_mad_wide_u64(i64 %a, i64 %b, i64 %c) {
  %a1 = zext i64 %a to i128
  %b1 = zext i64 %b to i128
  %c1 = zext i64 %c to i128
  %p = mul i128 %a1, %b1
  %s = add i128 %p, %c1
  %r = call { i64, i64 } @__host_split_u128(i128 %s)
  ret { i64, i64 } %r
}",
    },
    // The 128-bit product a * b of 64-bit a, b.
    AsmModel {
        asm: r#"asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l""#,
        callee: "__host_asm_mul_wide_u64",
        text: "define internal { i64, i64 } @__host_asm_mul_wide_u64(i64 %a, i64 %b) {
  %a1 = zext i64 %a to i128
  %b1 = zext i64 %b to i128
  %p = mul i128 %a1, %b1
  %r = call { i64, i64 } @__host_split_u128(i128 %p)
  ret { i64, i64 } %r
}",
    },
];

/// Helpers of the 128-bit models.
const U128_HELPERS: &str = "define internal i128 @__host_u128(i64 %lo, i64 %hi) {
  %l = zext i64 %lo to i128
  %h = zext i64 %hi to i128
  %hs = shl i128 %h, 64
  %r = or i128 %hs, %l
  ret i128 %r
}
define internal { i64, i64 } @__host_split_u128(i128 %v) {
  %lo = trunc i128 %v to i64
  %h = lshr i128 %v, 64
  %hi = trunc i128 %h to i64
  %r0 = insertvalue { i64, i64 } poison, i64 %lo, 0
  %r1 = insertvalue { i64, i64 } %r0, i64 %hi, 1
  ret { i64, i64 } %r1
}
";

/// Generic FP intrinsics the host computes exactly as the NVPTX backend's instructions do (or,
/// for `exp2`/`tanh` on f32, which the backend selects as `ex2.approx`/`tanh.approx`, within
/// their bounds); any other one left in lowered code is refused.
const HOST_EXACT_FP_INTRINSICS: &[&str] = &[
    "fabs",
    "copysign",
    "sqrt",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "nearbyint",
    "round",
    "roundeven",
    "minnum",
    "maxnum",
    "minimum",
    "maximum",
    "minimumnum",
    "maximumnum",
    "ldexp",
    "frexp",
    "is.fpclass",
    "canonicalize",
    "fptosi.sat",
    "fptoui.sat",
    "lround",
    "llround",
    "lrint",
    "llrint",
];

/// Of these, only the f32/f64 overloads (the host rounds f16/bf16 ones twice).
const HOST_WIDE_ONLY: &[&str] = &["fma", "fmuladd"];

/// Only the f32 overloads: models of PTX approximation instructions.
const HOST_F32_APPROX: &[&str] = &["exp2", "tanh"];

/// The module with every function's `"denormal-fp-math-f32"="preserve-sign"`: what `--ftz`
/// (and `--fast-math`) compile to.
pub fn is_ftz_module(ir: &str) -> bool {
    ir.contains("\"denormal-fp-math-f32\"=\"preserve-sign")
}

/// The IR retargeted to the host (see the module comment). `ftz`: model the `.ftz` instruction
/// forms (for modules compiled with `--ftz`). Errors name unknown inline assembly and generic FP
/// intrinsics the host cannot compute as the GPU does.
pub fn for_host(ir: &str, ftz: bool) -> Result<String, String> {
    let mut ir = ir.to_string();
    let mut appended = String::new();
    let mut needs_u128 = false;
    for m in ASM_MODELS {
        let with_side_effects = m.asm.replacen("asm ", "asm sideeffect ", 1);
        if ir.contains(m.asm) || ir.contains(&with_side_effects) {
            // Attributes stay on the call; only the callee changes.
            ir = ir.replace(&with_side_effects, &format!("@{}", m.callee));
            ir = ir.replace(m.asm, &format!("@{}", m.callee));
            appended.push_str(m.text);
            appended.push('\n');
            needs_u128 |= m.text.contains("@__host_u128") || m.text.contains("@__host_split_u128");
        }
    }
    if needs_u128 {
        appended.push_str(U128_HELPERS);
    }
    if let Some(at) = ir.find(" asm ") {
        return Err(format!("inline assembly without a host model: {}", ir[at..].lines().next().unwrap_or("")));
    }
    let mut out = String::with_capacity(ir.len() + appended.len());
    let mut flush_types = BTreeSet::new();
    let mut in_function = false;
    for line in ir.lines() {
        if line.starts_with("target triple") || line.starts_with("target datalayout") {
            continue;
        }
        if line.starts_with("define ") {
            in_function = true;
        } else if line.starts_with('}') {
            in_function = false;
        }
        let line = rename_nvvm(line);
        let line = strip_target_attributes(&line);
        if ftz && in_function {
            if let Some(rewritten) = ftz_rewrite(&line, &mut flush_types) {
                out.push_str(&rewritten);
                continue;
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    for t in &flush_types {
        out.push_str(&flush_function(t));
    }
    out.push_str(&appended);
    check_intrinsics(&out)?;
    Ok(out)
}

/// `@llvm.nvvm.a.b` → `@nvvm_a_b`.
fn rename_nvvm(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find("@llvm.nvvm.") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + "@llvm.nvvm.".len()..];
        let end = tail.find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_')).unwrap_or(tail.len());
        out.push_str("@nvvm_");
        out.push_str(&tail[..end].replace('.', "_"));
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// NVPTX's CPU and features mean nothing to the host target.
fn strip_target_attributes(line: &str) -> String {
    if !line.contains("\"target-cpu\"") && !line.contains("\"target-features\"") {
        return line.to_string();
    }
    let kept: Vec<&str> = line
        .split(' ')
        .filter(|a| !(a.starts_with("\"target-cpu\"=") || a.starts_with("\"target-features\"=")))
        .collect();
    kept.join(" ")
}

/// Every `@llvm.*` function declared: refused unless the host computes it as the GPU does.
fn check_intrinsics(ir: &str) -> Result<(), String> {
    let mut bad = BTreeSet::new();
    for line in ir.lines().filter(|l| l.starts_with("declare ")) {
        let Some(at) = line.find("@llvm.") else { continue };
        let name = &line[at + 1..];
        let name = &name[..name.find('(').unwrap_or(name.len())];
        let parts: Vec<&str> = name.split('.').skip(1).collect();
        let is_fp_type = |p: &str| {
            let p = p.trim_start_matches(|c: char| c == 'v' || c.is_ascii_digit());
            matches!(p, "f16" | "bf16" | "f32" | "f64" | "f80" | "f128")
        };
        let fp_types: Vec<&str> = parts.iter().copied().filter(|p| is_fp_type(p)).collect();
        if fp_types.is_empty() {
            continue; // integer, memory and other non-FP intrinsics
        }
        let is_int_type = |p: &str| {
            let p = p.trim_start_matches(|c: char| c == 'v' || c.is_ascii_digit());
            p.len() > 1 && p.starts_with('i') && p[1..].chars().all(|c| c.is_ascii_digit())
        };
        let base: Vec<&str> = parts.iter().copied().take_while(|p| !is_fp_type(p) && !is_int_type(p)).collect();
        let base = base.join(".");
        let elem = |p: &str| p.trim_start_matches(|c: char| c == 'v' || c.is_ascii_digit()).to_string();
        let all_wide = fp_types.iter().all(|p| matches!(elem(p).as_str(), "f32" | "f64"));
        let all_f32 = fp_types.iter().all(|p| elem(p) == "f32");
        let ok = HOST_EXACT_FP_INTRINSICS.contains(&base.as_str())
            || (HOST_WIDE_ONLY.contains(&base.as_str()) && all_wide)
            || (HOST_F32_APPROX.contains(&base.as_str()) && all_f32);
        if !ok {
            bad.insert(name.to_string());
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "generic FP intrinsics the host would not compute as the GPU does (not lowered?): {}",
            bad.into_iter().collect::<Vec<_>>().join(", ")
        ))
    }
}

// ---- `.ftz` instruction forms ----------------------------------------------------------------

/// The element type of a scalar or vector type.
fn elem(t: &str) -> &str {
    match t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(inner) => inner.split_once(" x ").map(|(_, e)| e).unwrap_or(inner),
        None => t,
    }
}

/// The name of the flush function for `t`.
fn flush_name(t: &str) -> String {
    let s = match t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(inner) => {
            let (n, e) = inner.split_once(" x ").expect("vector");
            format!("v{n}{e}")
        }
        None => t.to_string(),
    };
    format!("@__host_ftz.{s}")
}

/// A function that flushes a subnormal `t` (scalar or vector of float, half or bfloat) to
/// sign-preserving zero and returns every other value unchanged.
fn flush_function(t: &str) -> String {
    let (ity, exp_mask, sign_mask) = match elem(t) {
        "float" => ("i32", "2139095040", "-2147483648"),
        "half" => ("i16", "31744", "-32768"),
        "bfloat" => ("i16", "32640", "-32768"),
        other => panic!("no flush for {other}"),
    };
    let lanes = t.strip_prefix('<').and_then(|r| r.split_once(" x ")).map(|(n, _)| n.to_string());
    let konst = |v: &str| match &lanes {
        Some(_) => format!("splat ({ity} {v})"),
        None => v.to_string(),
    };
    let (it, bt) = match &lanes {
        Some(n) => (format!("<{n} x {ity}>"), format!("<{n} x i1>")),
        None => (ity.to_string(), "i1".to_string()),
    };
    format!(
        "define internal {t} {name}({t} %x) {{
  %b = bitcast {t} %x to {it}
  %e = and {it} %b, {em}
  %z = icmp eq {it} %e, {zero}
  %s = and {it} %b, {sm}
  %r = select {bt} %z, {it} %s, {it} %b
  %f = bitcast {it} %r to {t}
  ret {t} %f
}}
",
        name = flush_name(t),
        em = konst(exp_mask),
        sm = konst(sign_mask),
        zero = konst("0"),
    )
}

const FAST_MATH_FLAGS: &[&str] = &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"];

/// Splits `s` at its top-level commas (outside `<>`, `()`, `[]`, `{}` and quotes).
fn split_top(s: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut cur = String::new();
    for ch in s.chars() {
        match ch {
            '"' => quoted = !quoted,
            '<' | '(' | '[' | '{' if !quoted => depth += 1,
            '>' | ')' | ']' | '}' if !quoted => depth -= 1,
            ',' if depth == 0 && !quoted => {
                parts.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    if !cur.trim().is_empty() {
        parts.push(cur.trim().to_string());
    }
    parts
}

/// The type at the start of `s` (`float`, `<2 x half>`, …) and the rest.
fn take_type(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    if s.starts_with('<') {
        let end = s.find('>').map(|e| e + 1).unwrap_or(s.len());
        (&s[..end], s[end..].trim_start())
    } else {
        let end = s.find(' ').unwrap_or(s.len());
        (&s[..end], s[end..].trim_start())
    }
}

/// Skips fast-math flags; returns (flags, rest).
fn take_flags(s: &str) -> (String, &str) {
    let mut rest = s.trim_start();
    let mut flags = Vec::new();
    loop {
        let word = rest.split(' ').next().unwrap_or("");
        if FAST_MATH_FLAGS.contains(&word) {
            flags.push(word);
            rest = rest[word.len()..].trim_start();
        } else {
            break;
        }
    }
    (flags.join(" "), rest)
}

/// A value name derived from the instruction's result name (quoted: `%5` is a number).
fn derived(lhs: &str, suffix: &str) -> String {
    let name = lhs.trim_start_matches('%').trim_matches('"');
    format!("%\"{name}.ftz.{suffix}\"")
}

/// The value of a call argument `TYPE [attributes] VALUE` once its type is taken.
fn arg_value(s: &str) -> &str {
    let mut s = s.trim_start();
    loop {
        if let Some(r) = s.strip_prefix("noundef ") {
            s = r.trim_start();
        } else if s.starts_with("nofpclass(") {
            let end = s.find(')').map(|e| e + 1).unwrap_or(s.len());
            s = s[end..].trim_start();
        } else {
            return s;
        }
    }
}

fn flushable(t: &str) -> bool {
    matches!(elem(t), "float" | "half")
}

/// The instruction in `line` with the flushing its `.ftz` PTX form does, or `None` to keep it.
fn ftz_rewrite(line: &str, types: &mut BTreeSet<String>) -> Option<String> {
    let trimmed = line.trim_start();
    if !trimmed.starts_with('%') {
        return None;
    }
    let (lhs, rhs) = trimmed.split_once(" = ")?;
    let (opcode, rest) = rhs.split_once(' ')?;
    match opcode {
        "fadd" | "fsub" | "fmul" | "fdiv" | "frem" | "fcmp" | "fneg" => ftz_arithmetic(lhs, opcode, rest, types),
        "fpext" | "fptrunc" => ftz_conversion(lhs, opcode, rest, types),
        _ => ftz_intrinsic_call(lhs, rhs, types),
    }
}

/// Writes `name = flush(t v)` to `out` (recording `t` in `types`); the flushed value's name.
fn flush_into(out: &mut String, types: &mut BTreeSet<String>, t: &str, v: &str, name: String) -> String {
    types.insert(t.to_string());
    writeln!(out, "  {name} = call {t} {}({t} {v})", flush_name(t)).unwrap();
    name
}

/// Floating-point arithmetic and comparison `lhs = opcode rest` with flushed inputs and result.
fn ftz_arithmetic(lhs: &str, opcode: &str, rest: &str, types: &mut BTreeSet<String>) -> Option<String> {
    let mut out = String::new();
    let (flags, rest) = take_flags(rest);
    let (pred, rest) = if opcode == "fcmp" { rest.split_once(' ')? } else { ("", rest) };
    let (t, rest) = take_type(rest);
    let ops = split_top(rest);
    let arity = if opcode == "fneg" { 1 } else { 2 };
    if ops.len() < arity {
        return None;
    }
    let e = elem(t);
    // bf16 add/sub/mul have no .ftz form; bf16 division goes through f32 (cvt.ftz.f32.bf16
    // flushes its inputs) and so does its compare (setp.ftz.bf16).
    let flush_inputs = flushable(t) || (e == "bfloat" && matches!(opcode, "fdiv" | "frem" | "fcmp"));
    if !flush_inputs {
        return None;
    }
    let a = flush_into(&mut out, types, t, &ops[0], derived(lhs, "a"));
    let b = if arity == 2 { Some(flush_into(&mut out, types, t, &ops[1], derived(lhs, "b"))) } else { None };
    let flags = if flags.is_empty() { String::new() } else { format!("{flags} ") };
    let operands = match &b {
        Some(b) => format!("{a}, {b}"),
        None => a.clone(),
    };
    if opcode == "fcmp" {
        writeln!(out, "  {lhs} = fcmp {flags}{pred} {t} {operands}").unwrap();
    } else {
        let raw = derived(lhs, "r");
        writeln!(out, "  {raw} = {opcode} {flags}{t} {operands}").unwrap();
        types.insert(t.to_string());
        writeln!(out, "  {lhs} = call {t} {}({t} {raw})", flush_name(t)).unwrap();
    }
    Some(out)
}

/// `fpext` and `fptrunc` with the flushing their `.ftz` conversions do.
fn ftz_conversion(lhs: &str, opcode: &str, rest: &str, types: &mut BTreeSet<String>) -> Option<String> {
    let mut out = String::new();
    // `fpext float %a to double`
    let (from, rest) = take_type(rest);
    let (value, to) = rest.split_once(" to ")?;
    let to = to.split(',').next()?.trim();
    match (opcode, elem(from), elem(to)) {
        ("fpext", "float", "double") => {
            let a = flush_into(&mut out, types, from, value.trim(), derived(lhs, "a"));
            writeln!(out, "  {lhs} = fpext {from} {a} to {to}").unwrap();
            Some(out)
        }
        ("fpext", "bfloat", "float") | ("fptrunc", "double", "float") => {
            let raw = derived(lhs, "r");
            writeln!(out, "  {raw} = {opcode} {from} {} to {to}", value.trim()).unwrap();
            types.insert(to.to_string());
            writeln!(out, "  {lhs} = call {to} {}({to} {raw})", flush_name(to)).unwrap();
            Some(out)
        }
        _ => None,
    }
}

/// A call `lhs = rhs` of an intrinsic with an `.ftz` form, with flushed arguments and result.
fn ftz_intrinsic_call(lhs: &str, rhs: &str, types: &mut BTreeSet<String>) -> Option<String> {
    let mut out = String::new();
    // `[tail] call [flags] T @llvm.NAME.SFX(args)` of an intrinsic with an .ftz form.
    let call_at = rhs.find("call ")?;
    let prefix = &rhs[..call_at];
    if !prefix.split_whitespace().all(|w| matches!(w, "tail" | "musttail" | "notail")) {
        return None;
    }
    let after = &rhs[call_at + 5..];
    let (flags, after) = take_flags(after);
    let after = arg_value(after); // return attributes (noundef, nofpclass(…))
    let (t, after) = take_type(after);
    let name_end = after.find('(')?;
    let callee = &after[..name_end];
    let base = callee.strip_prefix("@llvm.")?;
    let base = &base[..base.find('.')?];
    let ftz_form = has_ftz_form(elem(t), base);
    if !ftz_form {
        return None;
    }
    let args_end = after.rfind(')')?;
    let args = split_top(&after[name_end + 1..args_end]);
    let tail = &after[args_end + 1..];
    let mut new_args = Vec::new();
    for (k, a) in args.iter().enumerate() {
        let (at, av) = take_type(a);
        let value = arg_value(av);
        if at == t {
            let f = flush_into(&mut out, types, at, value, derived(lhs, &format!("a{k}")));
            new_args.push(format!("{at} {f}"));
        } else {
            new_args.push(a.clone());
        }
    }
    let raw = derived(lhs, "r");
    let flags = if flags.is_empty() { String::new() } else { format!("{flags} ") };
    writeln!(out, "  {raw} = call {flags}{t} {callee}({}){tail}", new_args.join(", ")).unwrap();
    types.insert(t.to_string());
    writeln!(out, "  {lhs} = call {t} {}({t} {raw})", flush_name(t)).unwrap();
    Some(out)
}

/// Whether the intrinsic `llvm.BASE.*` on element type `elem` has an `.ftz` PTX form.
fn has_ftz_form(elem: &str, base: &str) -> bool {
    match elem {
        "float" => matches!(
            base,
            "fma"
                | "fmuladd"
                | "sqrt"
                | "fabs"
                | "minnum"
                | "maxnum"
                | "minimum"
                | "maximum"
                | "floor"
                | "ceil"
                | "trunc"
                | "rint"
                | "nearbyint"
                | "roundeven"
                | "round"
                | "exp2"
                | "ldexp"
        ),
        "half" => matches!(base, "fma" | "fmuladd" | "fabs" | "minnum" | "maxnum" | "minimum" | "maximum"),
        _ => false,
    }
}
