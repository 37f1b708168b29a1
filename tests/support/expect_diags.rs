//! `%expect-diags`: the golden harness mode for legality cases. It runs
//! `nvvmc --check --diagnostics json ARGS...` and matches the diagnostics both ways against
//! expectation comments on the offending lines of the case:
//!
//! ```text
//! @g = weak_odr addrspace(1) global i32 0   ; expect-warning: unmapped-linkage ; strict-error: unmapped-linkage
//! ```
//!
//! `--prefix=P` selects the comments `P-error:`, `P-warning:` and `P-note:` (default `expect`), so
//! one case can hold the default and the `--strict` verdicts. A diagnostic is placed on a line of
//! the case by what it names: an instruction is found in its function's body by its result name
//! (`%x = ...`) or else by its opcode and the sequence of values and globals it uses (the same in the
//! typed-pointer and opaque-pointer dialects: LLVM keeps value names, named types and the
//! intrinsics' type mangling are left out); a global by the line
//! that defines or declares it. A diagnostic about the whole module (data layout, named metadata)
//! matches an expectation of that rule and severity on any line. Every diagnostic must be
//! expected and every expectation met; the exit status must be 1 exactly when there are errors.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The code of a line of IR without its comment (a `;` outside double quotes starts it).
fn code_part(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

fn comment_part(line: &str) -> &str {
    let code = code_part(line);
    &line[code.len()..]
}

/// Whether an intrinsic name component is type mangling (`p0i8`, `i64`, `f32`, `v4f32`, `p4`).
fn is_mangling(c: &str) -> bool {
    let mut ch = c.chars();
    match ch.next() {
        Some('p' | 'i' | 'f' | 'v') => ch.next().is_some_and(|d| d.is_ascii_digit()),
        _ => false,
    }
}

/// An identifier as both dialects spell it: `@llvm.memcpy.p4i8.p0i8.i64` (typed) and
/// `@llvm.memcpy.p4.p0.i64` (opaque) are both `@llvm.memcpy`.
fn normalize(id: &str) -> String {
    if !id.starts_with("@llvm.") {
        return id.to_string();
    }
    let mut parts: Vec<&str> = id.split('.').collect();
    while parts.len() > 2 && parts.last().is_some_and(|p| is_mangling(p)) {
        parts.pop();
    }
    parts.join(".")
}

/// The `%local` and `@global` identifiers of a piece of IR, in order (quoted strings skipped),
/// without named types (which typed pointers mention and opaque pointers do not).
fn identifiers(code: &str, types: &BTreeSet<String>) -> Vec<String> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let mut i = 0;
    let mut quoted = false;
    while i < b.len() {
        let c = b[i] as char;
        if c == '"' {
            quoted = !quoted;
        } else if (c == '%' || c == '@') && !quoted {
            let s = i + 1;
            let mut j = s;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b"._$-".contains(&b[j])) {
                j += 1;
            }
            if j > s && !(c == '%' && types.contains(&code[s..j])) {
                out.push(normalize(&code[i..j]));
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// (result name, opcode, identifiers) of one instruction's text.
fn signature(code: &str, types: &BTreeSet<String>) -> (Option<String>, String, Vec<String>) {
    let t = code.trim();
    let (result, rest) = match t.strip_prefix('%').and_then(|r| r.split_once('=')) {
        Some((name, rest)) => (Some(name.trim().trim_matches('"').to_string()), rest.trim()),
        None => (None, t),
    };
    let mut words = rest.split_whitespace().peekable();
    while let Some(w) = words.peek() {
        if matches!(*w, "tail" | "musttail" | "notail") {
            words.next();
        } else {
            break;
        }
    }
    let op = words.next().unwrap_or("").to_string();
    (result, op, identifiers(rest, types))
}

struct Function {
    name: String,
    /// 1-based line numbers of the body.
    body: Vec<usize>,
}

fn global_name_of_define(code: &str) -> Option<String> {
    let at = code.find('@')?;
    let rest = &code[at + 1..];
    let end = rest.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(rest.len());
    Some(rest[..end].trim_matches('"').to_string())
}

struct Case<'a> {
    lines: Vec<&'a str>,
    functions: Vec<Function>,
    /// Named types (`%S = type ...`).
    types: BTreeSet<String>,
}

impl<'a> Case<'a> {
    fn new(text: &'a str) -> Self {
        let lines: Vec<&str> = text.lines().collect();
        let mut functions = Vec::new();
        let types = lines
            .iter()
            .filter_map(|l| {
                let c = code_part(l).trim();
                let (name, rest) = c.strip_prefix('%')?.split_once('=')?;
                rest.trim().starts_with("type").then(|| name.trim().to_string())
            })
            .collect();
        let mut k = 0;
        while k < lines.len() {
            let code = code_part(lines[k]).trim();
            if code.starts_with("define ") {
                let name = global_name_of_define(code).unwrap_or_default();
                let mut body = Vec::new();
                k += 1;
                while k < lines.len() && code_part(lines[k]).trim() != "}" {
                    body.push(k + 1);
                    k += 1;
                }
                functions.push(Function { name, body });
            }
            k += 1;
        }
        Case { lines, functions, types }
    }

    fn global_line(&self, name: &str) -> Result<usize, String> {
        let plain = format!("@{name}");
        let quoted = format!("@\"{name}\"");
        let hits: Vec<usize> = self
            .lines
            .iter()
            .enumerate()
            .filter(|(_, l)| {
                let c = code_part(l).trim();
                let defines = |p: &str| {
                    c.strip_prefix(p).is_some_and(|r| r.trim_start().starts_with('='))
                        || ((c.starts_with("define ") || c.starts_with("declare "))
                            && (c.contains(&format!("{p}(")) || c.contains(&format!("{p} ("))))
                };
                defines(&plain) || defines(&quoted)
            })
            .map(|(i, _)| i + 1)
            .collect();
        match hits.as_slice() {
            [one] => Ok(*one),
            [] => Err(format!("no line defines '@{name}'")),
            _ => Err(format!("several lines define '@{name}': {hits:?}")),
        }
    }

    fn instruction_line(&self, function: &str, inst: &str) -> Result<usize, String> {
        let f = self
            .functions
            .iter()
            .find(|f| f.name == function)
            .ok_or_else(|| format!("no function '@{function}' in the case"))?;
        let (result, op, ids) = signature(inst, &self.types);
        let hits: Vec<usize> = f
            .body
            .iter()
            .copied()
            .filter(|&n| {
                let code = code_part(self.lines[n - 1]);
                if code.trim().is_empty() {
                    return false;
                }
                let (r, o, l) = signature(code, &self.types);
                match &result {
                    Some(name) => r.as_deref() == Some(name.as_str()),
                    None => r.is_none() && o == op && l == ids,
                }
            })
            .collect();
        match hits.as_slice() {
            [one] => Ok(*one),
            [] => Err(format!("cannot find the instruction '{inst}' in '@{function}'")),
            _ => Err(format!("the instruction '{inst}' matches several lines of '@{function}': {hits:?}")),
        }
    }

    /// (line, severity, rule) for every expectation with `prefix`.
    fn expectations(&self, prefix: &str) -> BTreeSet<(usize, String, String)> {
        let mut out = BTreeSet::new();
        for (i, l) in self.lines.iter().enumerate() {
            let c = comment_part(l);
            if c.trim_start().starts_with("; RUN:") {
                continue;
            }
            for piece in c.split(';') {
                let piece = piece.trim();
                for sev in ["error", "warning", "note"] {
                    if let Some(rest) = piece.strip_prefix(&format!("{prefix}-{sev}:")) {
                        for r in rest.split(',') {
                            let r = r.trim();
                            if !r.is_empty() {
                                out.insert((i + 1, sev.to_string(), r.to_string()));
                            }
                        }
                    }
                }
            }
        }
        out
    }
}

/// Runs one `%expect-diags ARGS` command for the case `path`.
pub fn run(path: &Path, args: &[String], nvvmc: &Path, cwd: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut prefix = "expect".to_string();
    let mut nvvmc_args = Vec::new();
    for a in args {
        match a.strip_prefix("--prefix=") {
            Some(p) => prefix = p.to_string(),
            None => nvvmc_args.push(a.clone()),
        }
    }
    let out = Command::new(nvvmc)
        .args(["--check", "--diagnostics", "json"])
        .args(&nvvmc_args)
        .current_dir(cwd)
        .output()
        .map_err(|e| format!("cannot run nvvmc: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let case = Case::new(&text);
    let mut problems = Vec::new();
    let mut located = BTreeSet::new();
    let mut unlocated = Vec::new();
    let mut any_error = false;
    for l in stderr.lines().filter(|l| !l.trim().is_empty()) {
        let v: serde_json::Value = match serde_json::from_str(l) {
            Ok(v) => v,
            Err(_) => {
                problems.push(format!("not a JSON diagnostic: {l}"));
                continue;
            }
        };
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        let sev = s("severity").unwrap_or_default();
        any_error |= sev == "error";
        let Some(rule) = s("rule") else {
            problems.push(format!("diagnostic without a rule: {l}"));
            continue;
        };
        let line = match (s("instruction"), s("function"), s("global")) {
            (Some(inst), Some(f), _) => case.instruction_line(&f, &inst).map(Some),
            (_, _, Some(g)) => case.global_line(&g).map(Some),
            (_, Some(f), None) => case.global_line(&f).map(Some),
            _ => Ok(None),
        };
        match line {
            Ok(Some(n)) => {
                located.insert((n, sev, rule));
            }
            Ok(None) => unlocated.push((sev, rule, s("message").unwrap_or_default())),
            Err(e) => problems.push(format!("{rule}: {e} ({l})")),
        }
    }
    let expected = case.expectations(&prefix);
    let mut missing: BTreeSet<_> = expected.difference(&located).cloned().collect();
    for (n, sev, rule) in &located {
        if !expected.contains(&(*n, sev.clone(), rule.clone())) {
            problems.push(format!("line {n}: unexpected {sev} [{rule}]: {}", case.lines[n - 1].trim()));
        }
    }
    for (sev, rule, msg) in unlocated {
        match missing.iter().find(|(_, s, r)| *s == sev && *r == rule).cloned() {
            Some(m) => {
                missing.remove(&m);
            }
            None => problems.push(format!("unexpected module-level {sev} [{rule}]: {msg}")),
        }
    }
    for (n, sev, rule) in &missing {
        problems.push(format!("line {n}: expected {sev} [{rule}] was not reported: {}", case.lines[n - 1].trim()));
    }
    let want = if any_error { 1 } else { 0 };
    if out.status.code() != Some(want) {
        problems.push(format!("nvvmc exited with {:?}, expected {want}", out.status.code()));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "%expect-diags (prefix '{prefix}', nvvmc --check --diagnostics json {}):\n  {}\n--- stderr ---\n{stderr}",
            nvvmc_args.join(" "),
            problems.join("\n  ")
        ))
    }
}
