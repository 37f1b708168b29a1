//! The code's shape, where the compiler cannot check it. (What it can, it does: only the crate
//! `nvvmc-ir` depends on llvm-sys and inkwell, every other crate root but the C API's has
//! `#![forbid(unsafe_code)]`, and clippy's `too_many_lines`, a workspace lint, keeps every
//! function, tests' included, at most 100 lines of code.) Checked on the sources:
//! - every `unsafe` block and impl there has a `// SAFETY:` comment right above it, every `unsafe
//!   fn` and trait a `# Safety` section in its doc comment, and no lint that asks for them is
//!   silenced;
//! - no source file over 900 lines;
//! - no import cycle between files: the graph of `use` declarations and paths (`crate::…`,
//!   `super::…`, `self::…`, `nvvmc_passes::…`, names bound by `use`) between source files has no
//!   cycle. A module's own file (`mod.rs`, or `a.rs` for `a/`) naming its children (`pub use
//!   child::X`, `child::f()`) is the module's structure, not a dependency, so those edges are left
//!   out; a child naming its parent (`super::X`) counts.
//! - test binaries on libtest-mimic (`harness = false`) have no `#[test]`, which would silently
//!   drop the test (they list their tests in `test_main!`);
//! - the IR boundary holds LLVM and nothing else: `ir/` depends only on inkwell and llvm-sys (and
//!   `cc` to build its C++), and declares no process call (fork, exec, signals, sockets, limits);
//! - comments stay true: every repository path a comment in `src/`, `passes/`, `ir/`, `capi/`,
//!   `tests/` or `scripts/` names exists, and none cites a tracker's issue number.
//!
//! Sources are read as text with comments and string literals blanked out (a small lexer), so the
//! checks are approximations of what clippy's `undocumented_unsafe_blocks` and the compiler see;
//! each failure lists `file:line` with what was found.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 900;
const BOUNDARY: &str = "ir/src/";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A source file: its path relative to the repository, its crate, its module path, its text and
/// its code (comments and literals blanked, same length and line breaks).
struct Source {
    rel: String,
    krate: &'static str,
    module: Vec<String>,
    text: String,
    code: String,
}

impl Source {
    fn line_of(&self, offset: usize) -> usize {
        self.code[..offset].matches('\n').count() + 1
    }
    fn lines(&self) -> Vec<&str> {
        self.text.lines().collect()
    }
}

/// The crates and their source directories; `main.rs` is the binary's own root.
const CRATES: &[(&str, &str)] =
    &[("nvvmc", "src"), ("nvvmc_ir", "ir/src"), ("nvvmc_passes", "passes/src"), ("nvvm", "capi/src")];

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    files_under(dir, &|p| p.extension().is_some_and(|e| e == "rs"), out);
}

/// The files under `dir` that `keep`, sorted.
fn files_under(dir: &Path, keep: &dyn Fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, keep, out);
        } else if keep(&p) {
            out.push(p);
        }
    }
}

fn sources() -> Vec<Source> {
    let root = root();
    let mut out = Vec::new();
    for &(krate, dir) in CRATES {
        let mut files = Vec::new();
        rs_files(&root.join(dir), &mut files);
        for f in files {
            let rel_in_crate = f.strip_prefix(root.join(dir)).unwrap().to_string_lossy().replace('\\', "/");
            let (krate, module) = match rel_in_crate.as_str() {
                "lib.rs" => (krate, vec![]),
                "main.rs" => ("nvvmc-bin", vec![]),
                r => {
                    let mut parts: Vec<String> = r.trim_end_matches(".rs").split('/').map(str::to_string).collect();
                    if parts.last().is_some_and(|l| l == "mod") {
                        parts.pop();
                    }
                    (krate, parts)
                }
            };
            let text = std::fs::read_to_string(&f).unwrap();
            let code = blank_comments_and_literals(&text);
            out.push(Source { rel: format!("{dir}/{rel_in_crate}"), krate, module, text, code });
        }
    }
    out
}

/// The text with comments, string, byte-string and char literals replaced by spaces (line breaks
/// kept), so that words found in it are code.
fn blank_comments_and_literals(text: &str) -> String {
    lex(text).0
}

/// The text with everything but its comments blanked (line breaks kept): what the comments say,
/// at their lines.
fn comments_only(text: &str) -> String {
    let mut out: Vec<u8> = text.bytes().map(|c| if c == b'\n' { c } else { b' ' }).collect();
    for (from, to) in lex(text).1 {
        out[from..to].copy_from_slice(&text.as_bytes()[from..to]);
    }
    String::from_utf8(out).unwrap()
}

/// [`blank_comments_and_literals`]'s text, and the byte ranges of the comments.
fn lex(text: &str) -> (String, Vec<(usize, usize)>) {
    let mut comments = Vec::new();
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            let end = text[i..].find('\n').map_or(b.len(), |n| i + n);
            blank(&mut out, i, end);
            comments.push((i, end));
            i = end;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < b.len() && depth > 0 {
                if b[j] == b'/' && b.get(j + 1) == Some(&b'*') {
                    depth += 1;
                    j += 2;
                } else if b[j] == b'*' && b.get(j + 1) == Some(&b'/') {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            comments.push((i, j));
            i = j;
        } else if c == b'"' || ((c == b'r' || c == b'b' || c == b'c') && starts_literal(b, i)) {
            let end = literal_end(b, i);
            blank(&mut out, i, end);
            i = end;
        } else if c == b'\'' {
            // A char literal ('a', '\n', '\u{1F600}'), or a lifetime ('a), which stays.
            let end = if b.get(i + 1) == Some(&b'\\') {
                // After the escaped character (`'\''`, `'\\'`, `'\u{..}'`), the closing quote.
                text.get(i + 3..).and_then(|t| t.find('\'')).map(|n| i + 3 + n + 1)
            } else {
                let ch = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + ch) == Some(&b'\'')).then_some(i + 2 + ch)
            };
            match end {
                Some(e) => {
                    blank(&mut out, i, e);
                    i = e;
                }
                None => i += 1,
            }
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            // Skip the whole identifier, so that `br` in `abbr"` is not a literal's prefix.
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    (String::from_utf8(out).unwrap(), comments)
}

/// `r"`, `r#"`, `b"`, `br"`, `br#"`, `c"`, `cr#"`, `b'` at `i`, not inside an identifier.
fn starts_literal(b: &[u8], i: usize) -> bool {
    if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_') {
        return false;
    }
    let mut j = i;
    if b[j] == b'b' || b[j] == b'c' {
        j += 1;
        if b.get(j) == Some(&b'\'') && b[i] == b'b' {
            return true;
        }
    }
    if b.get(j) == Some(&b'r') {
        j += 1;
        while b.get(j) == Some(&b'#') {
            j += 1;
        }
    }
    j > i && b.get(j) == Some(&b'"')
}

/// The end (exclusive) of the string-like literal starting at `i`.
fn literal_end(b: &[u8], i: usize) -> usize {
    let mut j = i;
    while b[j] != b'"' && b[j] != b'\'' {
        if b[j] == b'r' {
            let mut hashes = 0;
            j += 1;
            while b[j] == b'#' {
                hashes += 1;
                j += 1;
            }
            // Raw: up to `"` followed by as many `#`.
            j += 1;
            while j < b.len() {
                if b[j] == b'"'
                    && b[j + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes
                    && b.len() >= j + 1 + hashes
                {
                    return j + 1 + hashes;
                }
                j += 1;
            }
            return b.len();
        }
        j += 1;
    }
    let quote = b[j];
    j += 1;
    while j < b.len() && b[j] != quote {
        j += if b[j] == b'\\' { 2 } else { 1 };
    }
    (j + 1).min(b.len())
}

/// Offsets of `word` as a whole identifier in `code`.
fn word_offsets<'a>(code: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let b = code.as_bytes();
    code.match_indices(word).map(|(i, _)| i).filter(move |&i| {
        let before = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        let j = i + word.len();
        let after = j >= b.len() || !(b[j].is_ascii_alphanumeric() || b[j] == b'_');
        before && after
    })
}

fn report(what: &str, violations: &[String]) {
    assert!(violations.is_empty(), "{} {what}:\n  {}", violations.len(), violations.join("\n  "));
}

/// The comment lines directly above line `l` (1-based), nearest first, after walking up over the
/// lines of the statement `l` continues (lines not ending in `;`, `{`, `}` or `,`).
fn comment_block_above(lines: &[&str], code_lines: &[&str], l: usize) -> Vec<String> {
    let mut k = l - 1; // index of the line with `unsafe`
    let mut up = 0;
    while k > 0 && up < 4 {
        let prev = code_lines[k - 1].trim();
        if prev.is_empty() || prev.ends_with(';') || prev.ends_with('{') || prev.ends_with('}') || prev.ends_with(',') {
            break;
        }
        k -= 1;
        up += 1;
    }
    let mut out = Vec::new();
    while k > 0 && lines[k - 1].trim_start().starts_with("//") {
        out.push(lines[k - 1].trim().to_string());
        k -= 1;
    }
    out
}

/// The doc comment of the item at line `l`: `///` and `#[...]` lines directly above.
fn doc_above(lines: &[&str], l: usize) -> Vec<String> {
    let mut k = l - 1;
    let mut out = Vec::new();
    while k > 0 {
        let t = lines[k - 1].trim_start();
        if t.starts_with("///") || t.starts_with("#[") || t.starts_with("//") {
            out.push(t.to_string());
            k -= 1;
        } else {
            break;
        }
    }
    out
}

#[test]
fn every_unsafe_says_why_it_is_sound() {
    let mut v = Vec::new();
    for s in sources() {
        let lines = s.lines();
        let code_lines: Vec<&str> = s.code.lines().collect();
        for lint in ["undocumented_unsafe_blocks", "missing_safety_doc", "unsafe_op_in_unsafe_fn"] {
            for i in word_offsets(&s.code, lint) {
                let line = lines[s.line_of(i) - 1];
                if line.contains("allow(") || line.contains("expect(") {
                    v.push(format!("{}:{}: `{lint}` is silenced: {}", s.rel, s.line_of(i), line.trim()));
                }
            }
        }
        if !s.rel.starts_with(BOUNDARY) && !s.rel.starts_with("capi/src/") {
            continue; // unsafe_only_inside_the_ir_boundary_and_the_c_api reports those
        }
        for i in word_offsets(&s.code, "unsafe") {
            let l = s.line_of(i);
            let rest = s.code[i + "unsafe".len()..].trim_start();
            let words: Vec<&str> =
                rest.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).take(2).collect();
            // `unsafe fn name`, `unsafe extern "C" fn name` and `unsafe trait` need a `# Safety`
            // doc; `unsafe extern "C" fn(...)` is a function-pointer type and needs nothing.
            let fn_type = rest.find("fn").is_some_and(|f| rest[f + 2..].trim_start().starts_with('('));
            let item = match words.as_slice() {
                ["fn", ..] | ["extern", "fn"] if fn_type => continue,
                ["fn", ..] | ["extern", "fn"] => Some("fn"),
                ["trait", ..] => Some("trait"),
                _ => None,
            };
            let ok = match item {
                Some(_) => doc_above(&lines, l).iter().any(|d| d.contains("# Safety")),
                None => comment_block_above(&lines, &code_lines, l).iter().any(|c| c.contains("SAFETY:")),
            };
            if !ok {
                let want = if item.is_some() { "a `# Safety` doc section" } else { "a `// SAFETY:` comment above" };
                v.push(format!("{}:{}: needs {want}: {}", s.rel, l, lines[l - 1].trim()));
            }
        }
    }
    report("unsafe uses without their soundness argument", &v);
}

/// The process calls the IR boundary must not declare: it is the door to LLVM, not to the OS
/// (the isolated worker's process code is the driver's, through `std::process`).
const PROCESS_CALLS: &[&str] = &[
    "fork",
    "vfork",
    "execv",
    "execve",
    "execvp",
    "_exit",
    "waitpid",
    "kill",
    "socket",
    "socketpair",
    "sendmsg",
    "recvmsg",
    "setrlimit",
    "prctl",
    "setsid",
    "sigaction",
];

#[test]
fn the_ir_boundary_holds_llvm_and_nothing_else() {
    let manifest = std::fs::read_to_string(root().join("ir/Cargo.toml")).unwrap();
    let deps = manifest.split("[dependencies]").nth(1).unwrap_or("").split("\n[").next().unwrap_or("");
    let mut v: Vec<String> = deps
        .lines()
        .filter_map(|l| l.split('=').next().map(str::trim).filter(|k| !k.is_empty() && !k.starts_with('#')))
        .filter(|k| !["inkwell", "llvm-sys", "inkwell.workspace", "llvm-sys.workspace"].contains(k))
        .map(|k| format!("ir/Cargo.toml: dependency '{k}' (the IR boundary depends on LLVM's crates only)"))
        .collect();
    for s in sources().iter().filter(|s| s.rel.starts_with(BOUNDARY)) {
        for call in PROCESS_CALLS {
            let decl = format!("fn {call}(");
            for (i, _) in s.code.match_indices(&decl) {
                let before = s.code[..i].chars().last().unwrap_or(' ');
                if !(before.is_alphanumeric() || before == '_') {
                    v.push(format!("{}:{}: declares the process call '{call}'", s.rel, s.line_of(i)));
                }
            }
        }
    }
    report("non-LLVM code in the IR boundary", &v);
}

#[test]
fn no_source_file_over_900_lines() {
    let v: Vec<String> = sources()
        .iter()
        .filter(|s| s.text.lines().count() > MAX_LINES)
        .map(|s| format!("{}: {} lines", s.rel, s.text.lines().count()))
        .collect();
    report(&format!("source files over {MAX_LINES} lines (split them by topic)"), &v);
}

/// A module: its crate and path.
type Module = (&'static str, Vec<String>);

/// The inline modules (`mod tests { ... }`) of `code`: (offset of `{`, offset of `}`, name).
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let b = code.as_bytes();
    let mut inline: Vec<(usize, usize, String)> = Vec::new(); // (start, end, name)
    for i in word_offsets(code, "mod") {
        let rest = &code[i + 3..];
        let name: String = rest.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if !name.is_empty() && after.starts_with('{') {
            let open = code.len() - after.len();
            let mut depth = 0;
            let mut end = code.len();
            for (j, &c) in b.iter().enumerate().skip(open) {
                if c == b'{' {
                    depth += 1;
                } else if c == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        end = j;
                        break;
                    }
                }
            }
            inline.push((open, end, name));
        }
    }
    inline
}

/// The paths in `code` (`a::b::c`, not preceded by `::`), with their offsets.
fn code_paths(code: &str) -> Vec<(usize, Vec<String>)> {
    let b = code.as_bytes();
    let mut refs = Vec::new();
    let mut j = 0;
    while j < b.len() {
        if (b[j].is_ascii_alphabetic() || b[j] == b'_')
            && (j == 0 || !(b[j - 1].is_ascii_alphanumeric() || b[j - 1] == b'_' || b[j - 1] == b':'))
        {
            let mut k = j;
            let mut segs = Vec::new();
            loop {
                let st = k;
                while k < b.len() && (b[k].is_ascii_alphanumeric() || b[k] == b'_') {
                    k += 1;
                }
                segs.push(code[st..k].to_string());
                if code[k..].starts_with("::") && code[k + 2..].starts_with(|c: char| c.is_alphabetic() || c == '_') {
                    k += 2;
                } else {
                    break;
                }
            }
            if segs.len() > 1 {
                refs.push((j, segs));
            }
            j = k.max(j + 1);
        } else {
            j += 1;
        }
    }
    refs
}

/// The files' import graph: for each file, the files it names, with where (line, path text).
fn import_graph(srcs: &[Source]) -> Vec<BTreeMap<usize, (usize, String)>> {
    let by_module: HashMap<Module, usize> =
        srcs.iter().enumerate().map(|(i, s)| ((s.krate, s.module.clone()), i)).collect();
    // Paths to another crate: the name in code, the crate.
    let crate_names = |name: &str| -> Option<Module> {
        match name {
            "nvvmc_passes" => Some(("nvvmc_passes", vec![])),
            "nvvmc_ir" => Some(("nvvmc_ir", vec![])),
            "nvvmc" => Some(("nvvmc", vec![])),
            _ => None,
        }
    };
    // `nvvmc::passes` is `pub use nvvmc_passes as passes`.
    let normalize = |(k, p): Module| -> Module {
        if k == "nvvmc" && p.first().is_some_and(|s| s == "passes") {
            ("nvvmc_passes", p[1..].to_vec())
        } else if k == "nvvmc_passes" && p.first().is_some_and(|s| s == "ir") {
            ("nvvmc_ir", p[1..].to_vec())
        } else {
            (k, p)
        }
    };
    // The file of the deepest module a path names.
    let file_of = |m: &Module| -> Option<usize> {
        let (k, p) = normalize(m.clone());
        (0..=p.len()).rev().find_map(|n| by_module.get(&(k, p[..n].to_vec())).copied())
    };
    let mut graph = vec![BTreeMap::new(); srcs.len()];
    for (fi, s) in srcs.iter().enumerate() {
        let own_crate = if s.krate == "nvvmc-bin" { "nvvmc-bin" } else { s.krate };
        let inline = inline_modules(&s.code);
        let module_at = |off: usize| -> Vec<String> {
            let mut m = s.module.clone();
            for (a, e, n) in &inline {
                if *a < off && off < *e {
                    m.push(n.clone());
                }
            }
            m
        };
        // Names bound by `use` (per inline module), and the `use` trees themselves.
        let mut aliases: HashMap<(Vec<String>, String), Module> = HashMap::new();
        let mut refs: Vec<(usize, Vec<String>)> = Vec::new(); // (offset, path segments)
        for i in word_offsets(&s.code, "use") {
            let Some(end) = s.code[i..].find(';') else { continue };
            let tree: String = s.code[i + 3..i + end].split_whitespace().collect::<Vec<_>>().join(" ");
            let here = module_at(i);
            for (path, binding) in expand_use_tree(&tree) {
                if path.is_empty() {
                    continue;
                }
                if let Some(bind) = binding {
                    if let Some(m) = resolve(&path, own_crate, &here, &aliases, &crate_names, &by_module) {
                        aliases.insert((here.clone(), bind), m);
                    }
                }
                refs.push((i, path));
            }
        }
        refs.extend(code_paths(&s.code));
        for (off, path) in refs {
            let here = module_at(off);
            let Some(m) = resolve(&path, own_crate, &here, &aliases, &crate_names, &by_module) else { continue };
            let Some(to) = file_of(&m) else { continue };
            if to == fi {
                continue;
            }
            // A module's own file naming its descendants is the module's structure.
            let t = &srcs[to];
            if t.krate == s.krate && t.module.len() > s.module.len() && t.module.starts_with(&s.module) {
                continue;
            }
            graph[fi].entry(to).or_insert_with(|| (s.line_of(off), path.join("::")));
        }
    }
    graph
}

/// The (path, binding) pairs of a `use` tree: `a::{b, c::d as e, f::*}` gives `a::b` bound to
/// `b`, `a::c::d` to `e`, `a::f` (glob, no binding); `a::{self}` binds `a`.
fn expand_use_tree(tree: &str) -> Vec<(Vec<String>, Option<String>)> {
    fn go(prefix: &[String], t: &str, out: &mut Vec<(Vec<String>, Option<String>)>) {
        let t = t.trim().trim_start_matches("::").trim();
        if let Some(open) = t.find('{') {
            let head: Vec<String> =
                t[..open].split("::").map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect();
            let mut p = prefix.to_vec();
            p.extend(head);
            let inner = &t[open + 1..t.rfind('}').unwrap_or(t.len())];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        go(&p, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            go(&p, &inner[start..], out);
            return;
        }
        if t.is_empty() {
            return;
        }
        let (path, alias) = match t.split_once(" as ") {
            Some((p, a)) => (p.trim(), Some(a.trim().to_string())),
            None => (t, None),
        };
        let mut p = prefix.to_vec();
        let segs: Vec<String> = path.split("::").map(str::trim).map(str::to_string).collect();
        if segs.last().is_some_and(|l| l == "*") {
            p.extend(segs[..segs.len() - 1].iter().cloned());
            out.push((p, None));
            return;
        }
        if segs == ["self"] {
            let bind = alias.or_else(|| p.last().cloned());
            out.push((p, bind));
            return;
        }
        p.extend(segs);
        let bind = alias.or_else(|| p.last().cloned()).filter(|b| b != "_");
        out.push((p, bind));
    }
    let mut out = Vec::new();
    go(&[], tree, &mut out);
    out
}

/// The module a path names from module `here` of `krate`, when it is one of ours.
fn resolve(
    path: &[String],
    krate: &'static str,
    here: &[String],
    aliases: &HashMap<(Vec<String>, String), Module>,
    crate_names: &dyn Fn(&str) -> Option<Module>,
    by_module: &HashMap<Module, usize>,
) -> Option<Module> {
    let own = if krate == "nvvmc-bin" { "nvvmc" } else { krate };
    let first = path[0].as_str();
    let (mut base, rest): (Module, &[String]) = match first {
        "crate" => ((own, vec![]), &path[1..]),
        "self" => ((own, here.to_vec()), &path[1..]),
        "super" => {
            let mut m = here.to_vec();
            let mut n = 0;
            while path.get(n).is_some_and(|s| s == "super") {
                m.pop();
                n += 1;
            }
            ((own, m), &path[n..])
        }
        _ => {
            if let Some(m) = aliases.get(&(here.to_vec(), first.to_string())) {
                (m.clone(), &path[1..])
            } else if let Some(m) = crate_names(first) {
                (m, &path[1..])
            } else {
                // A child module of the current one named without `self::`.
                let mut m = here.to_vec();
                m.push(first.to_string());
                if krate != "nvvmc-bin" && by_module.contains_key(&(own, m.clone())) {
                    ((own, m), &path[1..])
                } else {
                    return None;
                }
            }
        }
    };
    if krate == "nvvmc-bin" && first != "nvvmc" {
        return None; // the binary has no modules of its own
    }
    base.1.extend(rest.iter().cloned());
    Some(base)
}

/// Strongly connected components of more than one file (Tarjan), each as one cycle through it.
fn cycles(graph: &[BTreeMap<usize, (usize, String)>]) -> Vec<Vec<usize>> {
    struct T<'a> {
        g: &'a [BTreeMap<usize, (usize, String)>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        sccs: Vec<Vec<usize>>,
    }
    fn visit(t: &mut T, v: usize) {
        t.index[v] = Some(t.next);
        t.low[v] = t.next;
        t.next += 1;
        t.stack.push(v);
        t.on[v] = true;
        for &w in t.g[v].keys() {
            match t.index[w] {
                None => {
                    visit(t, w);
                    t.low[v] = t.low[v].min(t.low[w]);
                }
                Some(iw) if t.on[w] => t.low[v] = t.low[v].min(iw),
                _ => {}
            }
        }
        if Some(t.low[v]) == t.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on[w] = false;
                scc.push(w);
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                t.sccs.push(scc);
            }
        }
    }
    let n = graph.len();
    let mut t =
        T { g: graph, index: vec![None; n], low: vec![0; n], on: vec![false; n], stack: vec![], next: 0, sccs: vec![] };
    for v in 0..n {
        if t.index[v].is_none() {
            visit(&mut t, v);
        }
    }
    // One concrete cycle per component: the shortest way back to its smallest file (BFS).
    t.sccs
        .into_iter()
        .map(|scc| {
            let members: BTreeSet<usize> = scc.iter().copied().collect();
            let start = *members.iter().next().unwrap();
            let mut prev: HashMap<usize, usize> = HashMap::new();
            let mut queue = std::collections::VecDeque::from([start]);
            let mut last = start;
            'bfs: while let Some(v) = queue.pop_front() {
                for &w in graph[v].keys().filter(|w| members.contains(w)) {
                    if w == start {
                        last = v;
                        break 'bfs;
                    }
                    if let std::collections::hash_map::Entry::Vacant(e) = prev.entry(w) {
                        e.insert(v);
                        queue.push_back(w);
                    }
                }
            }
            let mut cycle = vec![last];
            while *cycle.last().unwrap() != start {
                cycle.push(prev[cycle.last().unwrap()]);
            }
            cycle.reverse();
            cycle
        })
        .collect()
}

#[test]
fn no_import_cycle_between_files() {
    let srcs = sources();
    let graph = import_graph(&srcs);
    let v: Vec<String> = cycles(&graph)
        .iter()
        .map(|c| {
            let steps: Vec<String> = (0..c.len())
                .map(|i| {
                    let (a, b) = (c[i], c[(i + 1) % c.len()]);
                    let (line, path) = &graph[a][&b];
                    format!("{} -> {} ({}:{line}: {path})", srcs[a].rel, srcs[b].rel, srcs[a].rel)
                })
                .collect();
            format!("cycle of {} files:\n    {}", c.len(), steps.join("\n    "))
        })
        .collect();
    report("import cycles between files (move the shared item to the lower file, or pass it in)", &v);
}

/// The import graph finds what it should: a file naming a sibling through `super::`, an alias
/// bound by `use crate::m::{self}`, and a child's `super::` item (but not its parent's `child::`).
#[test]
fn import_graph_sees_paths_aliases_and_parents() {
    let mk = |rel: &str, krate: &'static str, module: &[&str], text: &str| Source {
        rel: rel.into(),
        krate,
        module: module.iter().map(|s| s.to_string()).collect(),
        text: text.into(),
        code: blank_comments_and_literals(text),
    };
    let srcs = vec![
        mk("src/lib.rs", "nvvmc", &[], "pub mod a; pub mod b;"),
        mk("src/a/mod.rs", "nvvmc", &["a"], "mod c;\npub use c::X;\nuse crate::b::h;\npub fn f() { c::g() }"),
        mk(
            "src/a/c.rs",
            "nvvmc",
            &["a", "c"],
            "// crate::b::nothing in a comment\nuse super::f;\nlet s = \"crate::b::in_a_string\";",
        ),
        mk("src/b.rs", "nvvmc", &["b"], "use crate::a::{self, X};\nfn h() { a::c::g() }"),
    ];
    let g = import_graph(&srcs);
    let names = |i: usize| -> Vec<&str> { g[i].keys().map(|&k| srcs[k].rel.as_str()).collect() };
    assert_eq!(names(1), vec!["src/b.rs"], "a module naming its child is structure");
    assert_eq!(names(2), vec!["src/a/mod.rs"], "comments and strings are not paths");
    assert_eq!(names(3), vec!["src/a/mod.rs", "src/a/c.rs"]);
    assert_eq!(cycles(&g), vec![vec![1, 3]], "a/mod.rs <-> b.rs (b.rs -> a/c.rs -> a/mod.rs is in the same component)");
}

/// `harness = false` test binaries list their tests in `test_main!`; a `#[test]` in them would
/// never run.
#[test]
fn no_test_attribute_in_libtest_mimic_binaries() {
    let mut v = Vec::new();
    for (manifest, dir) in [("Cargo.toml", ""), ("capi/Cargo.toml", "capi/")] {
        let text = std::fs::read_to_string(root().join(manifest)).unwrap();
        for section in text.split("[[test]]").skip(1) {
            let section = section.split("\n[").next().unwrap();
            if !section.contains("harness = false") {
                continue;
            }
            let field = |k: &str| {
                section.lines().find_map(|l| {
                    l.trim()
                        .strip_prefix(k)
                        .map(|r| r.trim().trim_start_matches('=').trim().trim_matches('"').to_string())
                })
            };
            let name = field("name").unwrap();
            let path = field("path").unwrap_or_else(|| format!("tests/{name}.rs"));
            let file = format!("{dir}{path}");
            let src = std::fs::read_to_string(root().join(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
            let code = blank_comments_and_literals(&src);
            for (i, _) in code.match_indices("#[test]") {
                v.push(format!(
                    "{file}:{}: #[test] in a harness = false binary: add the function to its test_main!(...) instead",
                    code[..i].matches('\n').count() + 1
                ));
            }
        }
    }
    report("#[test] attributes that would not run", &v);
}

/// The folders whose comments are checked, and the top-level names a repository path starts with.
const COMMENTED: &[&str] = &["src", "passes", "ir", "capi", "tests", "scripts"];
const TOP: &[&str] = &[
    "src/",
    "passes/",
    "ir/",
    "capi/",
    "tests/",
    "scripts/",
    "libdevice-shim/",
    "docs/",
    "python/",
    "examples/",
    "linker/",
];

/// What the comments of a file say, by line: `//` and `/* */` in Rust and C-like files, `;` in
/// LLVM IR, `#` (and Python's docstrings) in scripts; `None` for a file that is not text.
fn comment_text(rel: &str, text: &str) -> Option<String> {
    let name = rel.rsplit('/').next().unwrap_or(rel);
    let ext = name.rsplit_once('.').map_or("", |(_, e)| e);
    let marker = match ext {
        "rs" | "c" | "h" | "cpp" | "cu" => return Some(comments_only(text)),
        "ll" => ';',
        "" | "py" | "sh" | "toml" => '#',
        "txt" | "md" => return Some(text.to_string()),
        _ => return None,
    };
    let python = ext == "py" || text.starts_with("#!/usr/bin/env python");
    let mut in_doc = false;
    let lines = text.lines().map(|line| {
        // Outside quotes: an even number of `"` before the marker.
        let comment = line.match_indices(marker).find(|(i, _)| line[..*i].matches('"').count() % 2 == 0);
        let mut kept = comment.map_or(String::new(), |(i, _)| line[i..].to_string());
        if python && (in_doc || line.contains("\"\"\"")) {
            kept = line.to_string();
            in_doc ^= line.matches("\"\"\"").count() % 2 == 1;
        }
        kept
    });
    Some(lines.collect::<Vec<_>>().join("\n"))
}

/// The repository paths written in `line`: text starting with a top-level folder's name (not
/// inside another path), up to the first character a path does not have. A path followed by a
/// placeholder (`*`, `{`, `<`, `...`, an upper-case word like `NAME`) keeps its part before it,
/// marked as a prefix.
fn paths_in(line: &str) -> Vec<(String, bool)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    for top in TOP {
        for (i, _) in line.match_indices(top) {
            if i > 0 && (b[i - 1].is_ascii_alphanumeric() || b"_-./$~".contains(&b[i - 1])) {
                continue;
            }
            let len =
                line[i..].find(|c: char| !(c.is_ascii_alphanumeric() || "_./-".contains(c))).unwrap_or(line.len() - i);
            let mut path = &line[i..i + len];
            let mut prefix = matches!(b.get(i + len), Some(b'*' | b'{' | b'<'));
            if let Some(cut) = path.find("...") {
                (path, prefix) = (&path[..cut], true);
            }
            let upper = |p: &str| {
                p.len() > 1 && p.split('.').next().unwrap().bytes().all(|c| c.is_ascii_uppercase() || c == b'_')
            };
            if let Some(cut) = path.split('/').position(upper) {
                let keep: usize = path.split('/').take(cut).map(|p| p.len() + 1).sum();
                (path, prefix) = (&path[..keep], true);
            }
            out.push((path.trim_end_matches(['.', '-', ',']).to_string(), prefix));
        }
    }
    out
}

/// Whether `path` names a file or folder of the repository (for a prefix: begins one's name).
fn path_exists(path: &str, prefix: bool) -> bool {
    let full = root().join(path);
    if !prefix || full.exists() {
        return full.exists();
    }
    let (dir, stem) = path.rsplit_once('/').unwrap_or(("", path));
    std::fs::read_dir(root().join(dir))
        .is_ok_and(|mut entries| entries.any(|e| e.is_ok_and(|e| e.file_name().to_string_lossy().starts_with(stem))))
}

/// The word "issue" (or "issues") followed by a number: a tracker's number, which the repository
/// lacks.
fn cites_issue(line: &str) -> bool {
    let lower = line.to_ascii_lowercase();
    lower.match_indices("issue").any(|(i, _)| {
        let before = lower[..i].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric());
        let after = lower[i + 5..].trim_start_matches('s').trim_start_matches([' ', '#', '-']);
        before && after.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Comments that cite what is not in the repository: a path to a file or folder that does not
/// exist (moved or deleted since), or a tracker's issue number (say the reason instead).
fn stale_comments(files: &[(String, String)]) -> Vec<String> {
    let mut v = Vec::new();
    for (rel, text) in files {
        let Some(comments) = comment_text(rel, text) else { continue };
        for (n, line) in comments.lines().enumerate() {
            for (path, prefix) in paths_in(line) {
                if !path_exists(&path, prefix) {
                    v.push(format!("{rel}:{}: {path}{}", n + 1, if prefix { "…" } else { "" }));
                }
            }
            if cites_issue(line) {
                v.push(format!("{rel}:{}: cites an issue number: {}", n + 1, line.trim()));
            }
        }
    }
    v
}

#[test]
fn comments_name_paths_that_exist() {
    let mut files = Vec::new();
    for dir in COMMENTED {
        files_under(&root().join(dir), &|_| true, &mut files);
    }
    let files: Vec<(String, String)> = files
        .iter()
        .filter_map(|f| {
            let text = std::fs::read_to_string(f).ok()?;
            Some((f.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/"), text))
        })
        .collect();
    report("comments naming what the repository does not have", &stale_comments(&files));
}

#[test]
fn stale_comments_are_found() {
    let file = |rel: &str, text: &str| (rel.to_string(), text.to_string());
    let found = stale_comments(&[
        file("src/a.rs", "// see src/middle/link/late.rs and `ir/src/cpp/nesting.cpp`\nlet s = \"src/gone.rs\";\n"),
        file("src/b.rs", "/// moved: `passes/src/cpp/nesting.cpp`, src/front/*.rs, tests/cases/driver/run_pass_*.ll\n"),
        file("tests/c.ll", "; scripts/NAME and libdevice-shim/gone.ll (issue 13)\n"),
        file(
            "scripts/d",
            "#!/usr/bin/env python3\n\"\"\"Runs src/gone/.\"\"\"\nx = 'src/also_gone.rs'  # Issues 14 and 24\n",
        ),
        file("scripts/e.bin", "src/gone.rs"),
    ]);
    assert_eq!(
        found,
        [
            "src/b.rs:1: passes/src/cpp/nesting.cpp",
            "tests/c.ll:1: libdevice-shim/gone.ll",
            "tests/c.ll:1: cites an issue number: ; scripts/NAME and libdevice-shim/gone.ll (issue 13)",
            "scripts/d:2: src/gone/",
            "scripts/d:3: cites an issue number: # Issues 14 and 24",
        ]
    );
}
