//! Every IR example of the NVVM IR specification 1.1, in the spec's own (LLVM 3.2) syntax,
//! compiled by nvvmc to PTX that ptxas accepts, and the examples the spec calls "Wrong"
//! rejected with an error at their own line and column.
//!
//! The spec is NVIDIA's text and is not in the repository: the test reads
//! `../shared/specs/nvvm-ir-spec-1.1.txt` beside the checkout, or the file `$NVVMC_NVVM_SPEC`
//! names. Without it the test is ignored, with the reason: the spec is not something
//! `scripts/setup.sh` can install (a CI checkout may not sit beside `../shared`), so only
//! `NVVMC_REQUIRE_SPEC=1` makes its absence a failure. Where the file is, ptxas and libdevice are
//! required as everywhere (`NVVMC_REQUIRE_TOOLS=1`).
//!
//! How the examples become modules (all of it data, below):
//! 1. **Errata** ([`ERRATA`]): the spec's typos that no LLVM ever read (`f32*` for `float*`,
//!    `delcare`, a missing `*`, …) are corrected in its text first, each with its reason. The
//!    upgrade does not accept them: they are not the syntax of any LLVM.
//! 2. **Extraction**: a line is IR when it starts like a definition (`declare`, `define`,
//!    `@x =`, `%x =`, `!x =`, `... =`) or a terminator (`br`); consecutive IR lines are one
//!    example; the examples of one numbered section are one module.
//! 3. **Completion**: top-level lines stay at top level; instruction lines go, in order, into a
//!    function that [`COMPLETIONS`] gives per section (its parameters are the values the
//!    fragment uses without defining; `... =` becomes `%vN =`, and a loaded `%vN` is stored
//!    through the function's `%out`, so that the load stays), after its `prelude` (types and
//!    functions the fragment refers to). Every declaration is called once from a function of its
//!    own, `@call_N`, whose parameters are the call's arguments and a pointer the result is
//!    stored through, written in the same old syntax ([`call_declaration`]); except the
//!    declarations [`NOT_CALLED`] lists, with the reason.
//! 4. **Expectations**: each module compiles (`--arch sm_70`), its PTX passes ptxas, and holds
//!    what [`COMPLETIONS`] expects; it compiles under `--strict` too, since the spec's examples
//!    follow its rules. Each instruction line the spec marks `; Wrong` is a module of its own that
//!    nvvmc must reject, pointing at that line and at the operand's column as written.

#[macro_use]
mod support;

use std::path::PathBuf;
use std::process::Command;
use support::*;

/// Corrections of the spec's text: (as written, corrected, why).
const ERRATA: &[(&str, &str, &str)] = &[
    ("delcare ", "declare ", "§12.2: typo"),
    ("%llvm.nvvm.texsurf.handle", "@llvm.nvvm.texsurf.handle", "§12.2, §13.5: a function is a global, @"),
    ("f32*", "float*", "§13.3: PTX's type name for LLVM's float"),
    ("f32 addrspace", "float addrspace", "§13.3: PTX's type name for LLVM's float"),
    ("f64*", "double*", "§13.3: PTX's type name for LLVM's double"),
    ("f64 addrspace", "double addrspace", "§13.3: PTX's type name for LLVM's double"),
    ("addrspace(1))", "addrspace(1)*)", "§13.3: the pointer's * is missing in the global.to.gen declarations"),
    ("* address, ", "* %address, ", "§13.1: parameter names need %"),
    (" val)", " %val)", "§13.1: parameter names need %"),
    ("align4", "align 4", "§10.2.1: a missing space"),
    (
        "i32 0x208}",
        "i32 0x20008}",
        "§3.2.1: argument 2 with alignment 8 is 0x20008 by the encoding the text gives (position in the upper 16 \
         bits); 0x208 is position 0 with alignment 520, which nvvmc's callalign-metadata rule rejects",
    ),
];

/// Declarations not called, with the reason (they are compiled as declarations).
const NOT_CALLED: &[(&str, &str)] = &[(
    "@llvm.nvvm.texsurf.handle",
    "LLVM 22's NVPTX back end cannot select llvm.nvvm.texsurf.handle, the metadata form the spec describes \
     (only llvm.nvvm.texsurf.handle.internal), and nvvmc does not rewrite it yet: modern text fails the same way",
)];

/// How the instruction lines of a section are completed into a module.
struct Completion {
    section: &'static str,
    /// Top-level text before the function: the types and functions the fragment refers to.
    prelude: &'static str,
    /// The function's first lines, up to the fragment.
    header: &'static str,
    /// After the fragment: the rest of the function, `}` included.
    trailer: &'static str,
    /// What the PTX must contain.
    expect: &'static [&'static str],
}

const COMPLETIONS: &[Completion] = &[
    Completion {
        // The callalign example: an indirect call with a byval argument.
        section: "3.2.1",
        prelude: "%struct.S = type { i32, i32 }",
        header: "define void @use(%struct.S (%struct.S*, %struct.S)* %fp1, %struct.S* %arg1p, %struct.S %arg2, %struct.S* %out) {",
        trailer: "  store %struct.S %call, %struct.S* %out\n  ret void\n}",
        // !callalign (return and argument 2 aligned 8) and byval's align 8, in the prototype.
        expect: &[".callprototype (.param .align 8 .b8 _[8]) _ (.param .align 8 .b8 _[8], .param .align 8 .b8 _[8])"],
    },
    Completion { section: "3.8", prelude: "", header: "", trailer: "", expect: &[".version"] },
    Completion {
        // The unroll pragma on a loop's back edge: BR1 loops to itself.
        section: "6.2",
        prelude: "",
        header: "define void @use(i1 %cond) {\nentry:\n  br label %BR1\nBR1:",
        trailer: "BR2:\n  ret void\n}",
        expect: &[".visible .func use("],
    },
    Completion {
        section: "10.1",
        prelude: "",
        header: "",
        trailer: "",
        expect: &[".const .align 4 .u32 c", ".global .align 4 .b8 g[8]"],
    },
    Completion {
        section: "10.2.1",
        prelude: "",
        header: "define void @use(i32* %out) {",
        trailer: "  ret void\n}",
        expect: &["ld.global", "ld.const"],
    },
    Completion {
        // The annotated kernels: the functions the annotations name.
        section: "11.2",
        prelude: "define void @_Z6kernelii(i32 %a, i32 %b) {\n  ret void\n}\ndefine void @_Z7kernel2v() {\n  ret void\n}",
        header: "",
        trailer: "",
        expect: &[".entry _Z6kernelii(", ".entry _Z7kernel2v()", ".maxntid 16, 1, 1"],
    },
    Completion { section: "12.2", prelude: "", header: "", trailer: "", expect: &[] },
    Completion { section: "13.1", prelude: "", header: "", trailer: "", expect: &["atom.add.f32", "atom.inc.u32", "atom.dec.u32"] },
    Completion { section: "13.2", prelude: "", header: "", trailer: "", expect: &["bar.sync", "bar.red.popc", "bar.red.and", "bar.red.or", "membar.gl", "membar.sys"] },
    Completion { section: "13.3", prelude: "", header: "", trailer: "", expect: &["cvta.global", "cvta.to.shared", "cvta.const", "cvta.to.local"] },
    Completion { section: "13.4", prelude: "", header: "", trailer: "", expect: &["%tid.x", "%ntid.z", "%nctaid.y", "%ctaid.z"] },
    Completion { section: "13.5", prelude: "", header: "", trailer: "", expect: &[] },
];

/// One IR line of the spec: its line number (1-based) in the spec and its text (errata applied).
#[derive(Clone, Debug)]
#[allow(dead_code)] // `number`: shown by Debug in failures
struct Line {
    number: usize,
    text: String,
}

/// A section's IR lines.
#[derive(Debug)]
struct Section {
    number: String,
    examples: Vec<Vec<Line>>,
}

fn spec_text() -> String {
    let path = std::env::var_os("NVVMC_NVVM_SPEC")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("../shared/specs/nvvm-ir-spec-1.1.txt"));
    let Ok(mut text) = std::fs::read_to_string(&path) else {
        let what = format!("the NVVM IR 1.1 spec text ({}; or set NVVMC_NVVM_SPEC)", path.display());
        if std::env::var_os("NVVMC_REQUIRE_SPEC").is_some_and(|v| v == "1") {
            panic!("{what} not found and NVVMC_REQUIRE_SPEC=1");
        }
        skip(&format!("needs {what}"));
    };
    for (wrong, right, _) in ERRATA {
        assert!(text.contains(wrong), "erratum {wrong:?} not in the spec's text any more: update ERRATA");
        text = text.replace(wrong, right);
    }
    text
}

/// `3.2.1. Rules and Restrictions` → `3.2.1` (the conversion put a no-break space after the
/// number).
fn heading(line: &str) -> Option<&str> {
    let num_len = line.find(|c: char| !(c.is_ascii_digit() || c == '.'))?;
    let (num, title) = line.split_at(num_len);
    let num = num.strip_suffix('.')?;
    let title = title.strip_prefix(char::is_whitespace)?;
    let ok = !num.is_empty()
        && num.split('.').all(|p| !p.is_empty())
        && title.chars().next().is_some_and(|c| c.is_ascii_uppercase());
    ok.then_some(num)
}

/// Whether a line of the spec is IR.
fn is_ir(line: &str) -> bool {
    let l = line.trim();
    if l.starts_with("declare ") || l.starts_with("define ") || l.starts_with("br ") || l.starts_with("... = ") {
        return true;
    }
    // `@x = …`, `%x = …`, `!x = …`
    let Some(rest) = l.strip_prefix(['@', '%', '!']) else { return false };
    let name_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).unwrap_or(rest.len());
    name_len > 0 && rest[name_len..].starts_with(" = ")
}

fn extract(spec: &str) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    let mut current = String::from("0");
    let mut open = false; // the last line was IR
    for (k, line) in spec.lines().enumerate() {
        if let Some(n) = heading(line) {
            current = n.to_string();
        }
        if !is_ir(line) {
            open = false;
            continue;
        }
        let ir = Line { number: k + 1, text: line.trim().to_string() };
        if sections.last().is_none_or(|s| s.number != current) {
            sections.push(Section { number: current.clone(), examples: Vec::new() });
        }
        let s = sections.last_mut().unwrap();
        if open {
            s.examples.last_mut().unwrap().push(ir);
        } else {
            s.examples.push(vec![ir]);
        }
        open = true;
    }
    sections
}

/// Whether an IR line stays at top level (else it is an instruction).
fn is_top_level(line: &str) -> bool {
    line.starts_with("declare ")
        || line.starts_with("define ")
        || line.starts_with('@')
        || line.starts_with('!')
        || (line.starts_with('%') && line.contains(" = type "))
}

/// Splits at commas outside brackets.
fn split_top(s: &str) -> Vec<String> {
    let (mut out, mut cur, mut depth) = (Vec::new(), String::new(), 0i32);
    for c in s.chars() {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// A function `@call_{n}` calling the declared function once, in the spec's (old) syntax: its
/// parameters are the call's arguments and, for a result, a pointer to store it through. A
/// `metadata` argument is a node holding the pointer argument after it (the texture variable).
fn call_declaration(n: usize, decl: &str) -> String {
    let rest = decl.strip_prefix("declare ").unwrap();
    let at = rest.find(" @").unwrap();
    let ret = rest[..at].trim();
    let open = at + rest[at..].find('(').unwrap();
    let name = &rest[at + 1..open];
    let params_text = &rest[open + 1..rest.rfind(')').unwrap()];
    let types: Vec<String> = split_top(params_text)
        .into_iter()
        .map(|p| match p.rsplit_once(' ') {
            Some((ty, last)) if last.starts_with('%') => ty.to_string(),
            _ => p,
        })
        .collect();
    let mut params = Vec::new();
    let mut args = Vec::new();
    for (k, ty) in types.iter().enumerate() {
        if ty == "metadata" {
            args.push(format!("metadata !{{{} %a{}}}", types[k + 1], k + 1));
        } else {
            params.push(format!("{ty} %a{k}"));
            args.push(format!("{ty} %a{k}"));
        }
    }
    let call = format!("call {ret} {name}({})", args.join(", "));
    let body = if ret == "void" {
        format!("  {call}\n")
    } else {
        params.push(format!("{ret}* %out"));
        format!("  %r = {call}\n  store {ret} %r, {ret}* %out\n")
    };
    format!("define void @call_{n}({}) {{\n{body}  ret void\n}}", params.join(", "))
}

/// One module to compile: its name, text, and for a spec line it must reject, the line (of the
/// module) and the 1-based column of the error.
struct Module {
    name: String,
    text: String,
    reject_at: Option<(usize, usize)>,
    expect: &'static [&'static str],
}

fn modules(sections: &[Section]) -> Vec<Module> {
    let mut out = Vec::new();
    for s in sections {
        let completion = COMPLETIONS
            .iter()
            .find(|c| c.section == s.number)
            .unwrap_or_else(|| panic!("§{}: IR examples without an entry in COMPLETIONS", s.number));
        let lines: Vec<&Line> = s.examples.iter().flatten().collect();
        let mut top: Vec<String> =
            vec![format!("; NVVM IR spec 1.1 §{}, completed by tests/spec_examples.rs", s.number)];
        if !completion.prelude.is_empty() {
            top.push(completion.prelude.to_string());
        }
        let mut calls = Vec::new();
        let mut body: Vec<String> = Vec::new();
        let mut wrong: Vec<String> = Vec::new();
        for (k, l) in lines.iter().enumerate() {
            if is_top_level(&l.text) {
                top.push(l.text.clone());
                if l.text.starts_with("declare ") && !NOT_CALLED.iter().any(|(n, _)| l.text.contains(&format!("{n}.")))
                {
                    calls.push(call_declaration(k, &l.text));
                }
            } else {
                let text = l.text.replacen("... = ", &format!("%v{k} = "), 1);
                // A `... = load T …` result is kept: stored through the function's `%out`.
                let keep = l
                    .text
                    .strip_prefix("... = load ")
                    .and_then(|r| r.split(' ').next())
                    .map(|ty| ty.trim_end_matches('*'))
                    .map(|ty| format!("  store volatile {ty} %v{k}, {ty}* %out"));
                let lines = if text.ends_with("; Wrong") { &mut wrong } else { &mut body };
                lines.push(text);
                lines.extend(keep);
            }
        }
        // A `Wrong` line with the store after it.
        let wrong: Vec<Vec<String>> = wrong.chunks(2).map(<[String]>::to_vec).collect();
        let module = |body: &[String]| {
            let mut text = top.join("\n");
            if !body.is_empty() || !completion.header.is_empty() {
                text += &format!("\n{}\n{}\n{}", completion.header, body.join("\n"), completion.trailer);
            }
            for c in &calls {
                text += &format!("\n{c}");
            }
            text + "\n"
        };
        let file = s.number.replace('.', "_");
        out.push(Module {
            name: format!("spec_{file}"),
            text: module(&body),
            reject_at: None,
            expect: completion.expect,
        });
        for (k, lines) in wrong.iter().enumerate() {
            let w = &lines[0];
            let text = module(lines);
            // The global the load reads, as written in the spec: where LLVM's type error points.
            let line = text.lines().position(|l| l == w).unwrap() + 1;
            let col = w.find(" @").unwrap() + 2;
            out.push(Module {
                name: format!("spec_{file}_wrong_{k}"),
                text,
                reject_at: Some((line, col)),
                expect: &[],
            });
        }
    }
    out
}

fn nvvmc(args: &[&str], file: &std::path::Path) -> std::process::Output {
    Command::new(nvvmc_bin()).args(args).arg(file).output().unwrap()
}

fn every_example_compiles() -> Result<(), String> {
    let spec = spec_text();
    let sections = extract(&spec);
    let examples: usize = sections.iter().map(|s| s.examples.len()).sum();
    let lines: usize = sections.iter().flat_map(|s| &s.examples).map(Vec::len).sum();
    // The spec 1.1's IR: 12 sections, 32 examples, 99 lines. A change means the extraction
    // (or the spec file) changed: look at what it finds now.
    let found: Vec<String> =
        sections.iter().map(|s| format!("§{} ({} examples)", s.number, s.examples.len())).collect();
    assert_eq!((sections.len(), examples, lines), (12, 32, 99), "extracted: {found:?}");
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    let mods = modules(&sections);
    for m in &mods {
        let file = dir.path().join(format!("{}.ll", m.name));
        std::fs::write(&file, &m.text).unwrap();
        let ptx = dir.path().join(format!("{}.ptx", m.name));
        let out = nvvmc(&["--arch", "sm_70", "-o", ptx.to_str().unwrap()], &file);
        let stderr = String::from_utf8_lossy(&out.stderr);
        match m.reject_at {
            None => {
                if !out.status.success() {
                    failures.push(format!("{}: nvvmc failed:\n{stderr}\n--- module:\n{}", m.name, m.text));
                    continue;
                }
                if let Err(e) = ptxas_check(&ptx) {
                    failures.push(format!("{}: {e}", m.name));
                }
                let text = std::fs::read_to_string(&ptx).unwrap();
                for want in m.expect {
                    if !text.contains(want) {
                        failures.push(format!("{}: no `{want}` in its PTX:\n{text}", m.name));
                    }
                }
                let strict = nvvmc(&["--arch", "sm_70", "--strict", "-o", "/dev/null"], &file);
                if !strict.status.success() {
                    failures.push(format!(
                        "{}: rejected under --strict:\n{}",
                        m.name,
                        String::from_utf8_lossy(&strict.stderr)
                    ));
                }
            }
            Some((line, col)) => {
                let at = format!("{}.ll:{line}:{col}: error: ", m.name);
                if out.status.success() || !stderr.contains(&at) || !stderr.contains("defined with type") {
                    failures.push(format!(
                        "{}: the spec's `Wrong` load is not rejected at {at}:\n{stderr}\n--- module:\n{}",
                        m.name, m.text
                    ));
                }
            }
        }
    }
    eprintln!(
        "spec 1.1: {examples} examples ({lines} lines) in {} sections, {} modules ({} rejected as the spec says)",
        sections.len(),
        mods.len(),
        mods.iter().filter(|m| m.reject_at.is_some()).count()
    );
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// The completion of a declaration, on its own.
fn declarations_are_called_in_the_old_syntax() {
    assert_eq!(
        call_declaration(3, "declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %address, float %val)"),
        "define void @call_3(float addrspace(1)* %a0, float %a1, float* %out) {\n  %r = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %a0, float %a1)\n  store float %r, float* %out\n  ret void\n}"
    );
    assert_eq!(
        call_declaration(0, "declare void @llvm.nvvm.barrier0()"),
        "define void @call_0() {\n  call void @llvm.nvvm.barrier0()\n  ret void\n}"
    );
}

/// Every `.ll` file of the repository in today's syntax (numba's typed-pointer dialect included)
/// goes to LLVM byte for byte: the upgrade finds nothing to do in it. The old-syntax cases
/// (`*spec_1_1*`) are upgraded. Prints how fast the scan is (no bound: timing is noisy).
fn todays_inputs_are_not_touched() -> Result<(), String> {
    fn walk(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    let mut files = Vec::new();
    for d in ["tests/cases", "tests/inputs", "libdevice-shim", "examples", "capi/tests"] {
        walk(&repo_root().join(d), &mut files);
    }
    files.sort();
    // libdevice as text (2.7 MB in today's syntax), when llvm-dis and libdevice are at hand.
    let dir = tempfile::tempdir().unwrap();
    if let Some(bc) = libdevice() {
        let ll = dir.path().join("libdevice.ll");
        let dis = Command::new("/usr/lib/llvm-22/bin/llvm-dis").arg(&bc).arg("-o").arg(&ll).status();
        if dis.is_ok_and(|s| s.success()) {
            files.push(ll);
        }
    }
    let mut bad = Vec::new();
    let (mut bytes, mut old) = (0usize, 0usize);
    let texts: Vec<String> = files.iter().map(|f| std::fs::read_to_string(f).unwrap()).collect();
    let start = std::time::Instant::now();
    for (f, text) in files.iter().zip(&texts) {
        bytes += text.len();
        let legacy = f.file_name().unwrap().to_string_lossy().contains("spec_1_1");
        match (nvvmc::legacy_text::upgrade(text), legacy) {
            (Ok(None), false) => {}
            (Ok(Some(_)) | Err(_), true) => old += 1,
            (r, _) => bad.push(format!(
                "{}: {}",
                f.display(),
                if legacy { "not upgraded".into() } else { format!("{:?}", r.map(|o| o.map(|(t, _)| t))) }
            )),
        }
    }
    let elapsed = start.elapsed();
    if let Some((f, text)) = files.iter().zip(&texts).find(|(f, _)| f.ends_with("libdevice.ll")) {
        let t = std::time::Instant::now();
        assert!(matches!(nvvmc::legacy_text::upgrade(text), Ok(None)), "{}", f.display());
        eprintln!("libdevice.ll ({} KiB): {:.2} ms", text.len() / 1024, t.elapsed().as_secs_f64() * 1e3);
    }
    eprintln!(
        "{} files ({} KiB) scanned in {:.1} ms ({:.0} MiB/s, {} build); {old} in the old syntax",
        files.len(),
        bytes / 1024,
        elapsed.as_secs_f64() * 1e3,
        bytes as f64 / (1 << 20) as f64 / elapsed.as_secs_f64(),
        if cfg!(debug_assertions) { "debug" } else { "release" }
    );
    assert!(files.len() > 50 && old >= 4, "{} files, {old} old", files.len());
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n"))
    }
}

test_main!(every_example_compiles, declarations_are_called_in_the_old_syntax, todays_inputs_are_not_touched);
