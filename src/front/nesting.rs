//! How deep an input may nest, checked before LLVM recurses on it.
//!
//! LLVM's text parser recurses once per level of brackets (a constant expression inside a
//! constant expression, a type inside a type, a metadata node written inside another), its
//! verifier, printer, constant folder, instruction selector and DWARF writer once per level of
//! constant expressions, types and metadata (references between metadata nodes included), and
//! some of these walks are quadratic in the depth (a struct type is checked against everything
//! it contains; a DWARF scope looks up its unit through its parents). nvvmc compiles on a stack
//! sized for [`MAX_DEPTH`] with a wide margin (`stack.rs`) and refuses deeper input with a
//! diagnostic, before the walks run:
//!
//! - text, before LLVM parses it ([`check_text`]): a scan of the bracket nesting (`()`, `[]`,
//!   `{}`, `<>`, skipping strings and comments) and of the chains of top-level definitions that
//!   refer to each other (metadata nodes `!N = …`, named types `%T = type …`, aliases), naming
//!   the line;
//! - every module, right after it is read ([`check_module`]): the depth of its constant
//!   expressions and aggregates, types and metadata, and the length of its chains of aliases,
//!   measured without recursion (`ir/src/cpp/nesting.cpp`). For bitcode this is the check
//!   (its reader builds constants and types without recursion; the one recursion it has, on
//!   debug metadata, is what the stack's per-byte part is for); for text it also covers what the
//!   scan approximates.
//!
//! Everything here is a loop over the bytes or an explicit stack: nothing recurses on the input.

use crate::error::{CompileError, InputProblem};
use nvvmc_ir::nesting::{self, Nested};
use nvvmc_ir::Module;
use std::collections::HashMap;

/// The deepest nesting nvvmc compiles: brackets in text, constant expressions, types, metadata
/// and chains of references between metadata nodes, named types or aliases, each counted on its
/// own. The deepest input it admits needs 24 MiB of stack (LLVM's text parser, 1.2 KB a level;
/// `stack.rs`), and what LLVM does in time quadratic in the depth stays under 10 s (7 s for
/// 20,000 nested struct types).
pub const MAX_DEPTH: u32 = 20_000;

/// Beyond this depth the compile thread is not kept for the next compilation (`stack.rs`):
/// its stack now holds what LLVM's recursion touched, 1.2 MiB at this depth in the text parser.
const KEEP_THREAD_DEPTH: u32 = 1_000;

/// The longest chain of aliases nvvmc compiles (an alias of an alias of …): LLVM resolves every
/// alias through the whole chain, so the time is quadratic in its length (30 s for 10,000).
pub const MAX_ALIAS_CHAIN: u32 = 1_000;

/// The fixes a refusal suggests.
const FIX_CONSTANT: &str =
    "compute the value with instructions (one per level) instead of nesting constant expressions";
const FIX_TYPE: &str = "nest types less deeply (e.g. a pointer to the inner aggregate instead of the aggregate itself)";
const FIX_METADATA: &str = "nest metadata nodes less deeply";
const FIX_ALIAS: &str = "let each alias name the aliased function or variable itself, not another alias";

/// Checks the nesting of LLVM IR text `text` (named `name` in the message) before it is parsed:
/// an error naming the line and column where the brackets nest deeper than [`MAX_DEPTH`], or the
/// definition at the head of a chain of references deeper than that.
pub fn check_text(name: &str, text: &[u8]) -> Result<(), CompileError> {
    if within_limits_by_counts(text) {
        return Ok(());
    }
    let scan = Scan::run(text).map_err(|at| {
        let (line, col) = line_col(text, at);
        let message = format!(
            "brackets nest more than {MAX_DEPTH} levels deep here (constant expressions, types or metadata inside each \
             other), nvvmc's limit: LLVM's parser recurses once per level"
        );
        let fix = format!("{FIX_CONSTANT}, {FIX_TYPE}, {FIX_METADATA}");
        CompileError::Parse(InputProblem::new(name, message).at(line, Some(col)).fix(fix))
    })?;
    if let Some((def, depth)) = scan.deepest_chain() {
        let (line, col) = line_col(text, def.at);
        let key = String::from_utf8_lossy(def.key);
        let text = match def.kind {
            DefKind::Metadata => {
                format!("metadata node {key} nests {depth} levels deep through the nodes it refers to")
            }
            DefKind::Type => format!("type {key} nests {depth} levels deep through the types it refers to"),
            DefKind::Alias => format!("alias {key} is the head of a chain of {depth} aliases"),
        };
        let (limit, fix) = match def.kind {
            DefKind::Metadata => (MAX_DEPTH, FIX_METADATA),
            DefKind::Type => (MAX_DEPTH, FIX_TYPE),
            DefKind::Alias => (MAX_ALIAS_CHAIN, FIX_ALIAS),
        };
        let message = format!("{text}, more than nvvmc's limit of {limit}: {}", why(def.kind == DefKind::Alias));
        return Err(CompileError::Parse(InputProblem::new(name, message).at(line, Some(col)).fix(fix)));
    }
    Ok(())
}

/// Whether byte counts alone show that `text` is within the limits, so that the scan need not
/// run (most inputs: a count is a fast pass over the bytes, the scan tokenizes them). Each
/// count bounds what the scan measures, which never exceeds it:
/// - bracket depth: at most the number of opening brackets anywhere in the text;
/// - a chain of metadata nodes or named types: each link's weight is the bracket depth of a
///   reference inside one definition, and the last one's own depth is at least 1, so the chain
///   is at most the opening brackets plus the definitions on it, each of which starts with `!`
///   (`%` for types);
/// - aliases: a definition counts only where the keyword `alias` or `ifunc` appears, so text
///   without either has no chain of them.
fn within_limits_by_counts(text: &[u8]) -> bool {
    // One byte at a time: memchr counts one byte in a vectorized pass, but finds several only
    // match by match.
    let count = |b: u8| memchr::memchr_iter(b, text).count();
    let opening = count(b'(') + count(b'[') + count(b'{') + count(b'<');
    let definitions = count(b'!').max(count(b'%'));
    let no_alias = !has_word(text, b"alias") && !has_word(text, b"ifunc");
    no_alias && opening.saturating_add(definitions) <= MAX_DEPTH as usize
}

/// Whether `word` appears in `text` as a whole identifier (`noalias` is not `alias`).
fn has_word(text: &[u8], word: &[u8]) -> bool {
    memchr::memmem::find_iter(text, word).any(|at| {
        let before = at.checked_sub(1).is_some_and(|i| is_ident(text[i]));
        let after = text.get(at + word.len()).is_some_and(|&b| is_ident(b));
        !before && !after
    })
}

/// Checks the nesting of a module read from input `name`: an error naming what nests deeper than
/// [`MAX_DEPTH`] (a global's initializer, an instruction in a function, a metadata attachment).
pub fn check_module(name: &str, module: &Module<'_>) -> Result<(), CompileError> {
    // Most modules nest shallowly: one measure with the lower limit answers for both.
    if nesting::deeper_than(module, KEEP_THREAD_DEPTH, MAX_ALIAS_CHAIN).is_none() {
        return Ok(());
    }
    crate::services::stack::retire_this_thread();
    let Some(deep) = nesting::deeper_than(module, MAX_DEPTH, MAX_ALIAS_CHAIN) else { return Ok(()) };
    let (limit, fix) = match deep.what {
        Nested::Constant => (MAX_DEPTH, FIX_CONSTANT),
        Nested::Type => (MAX_DEPTH, FIX_TYPE),
        Nested::Metadata => (MAX_DEPTH, FIX_METADATA),
        Nested::Alias => (MAX_ALIAS_CHAIN, FIX_ALIAS),
    };
    let (place, depth) = (deep.place, deep.depth);
    let text = match deep.what {
        Nested::Alias => format!("{place} is {depth} aliases long"),
        _ => format!("{place} nests {depth} levels deep"),
    };
    let message = format!("{text}, more than nvvmc's limit of {limit}: {}", why(deep.what == Nested::Alias));
    Err(CompileError::Parse(InputProblem::new(name, message).fix(fix)))
}

/// Why a limit is there.
fn why(alias: bool) -> &'static str {
    if alias {
        "LLVM follows the whole chain for every alias in it"
    } else {
        "LLVM recurses once per level"
    }
}

/// The 1-based line and column of byte `at`.
fn line_col(text: &[u8], at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = at - before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
    (line, col)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum DefKind {
    Metadata,
    Type,
    Alias,
}

/// A top-level definition that other definitions can refer to.
struct Def<'t> {
    kind: DefKind,
    /// Its name as written (`!12`, `%struct.S`, `@a`).
    key: &'t [u8],
    /// Where it starts.
    at: usize,
    /// Its own depth: 1, or the deepest brackets inside it.
    depth: u32,
    /// The names it refers to, each with the bracket depth it appears at (at least 1).
    refs: Vec<(&'t [u8], u32)>,
}

/// What the scan of a text found: its definitions, in order.
struct Scan<'t> {
    defs: Vec<Def<'t>>,
}

fn is_ident(b: u8) -> bool {
    IDENT[b as usize]
}

/// [`is_ident`]'s bytes as a table (the scan's inner loops test every byte of every name).
static IDENT: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_');
        c += 1;
    }
    t
};

impl<'t> Scan<'t> {
    /// Scans `text`; Err(offset) where the brackets nest deeper than [`MAX_DEPTH`].
    fn run(text: &'t [u8]) -> Result<Scan<'t>, usize> {
        let mut defs: Vec<Def<'t>> = Vec::new();
        // The definition the scan is in, and for a `@` one whether it is an alias (met the
        // keyword `alias` or `ifunc`): other globals are not kept.
        let mut current: Option<Def<'t>> = None;
        let mut alias = false;
        let mut depth: u32 = 0;
        let mut line_start = true;
        let mut i = 0;
        let n = text.len();
        while i < n {
            let b = text[i];
            match b {
                b'\n' => {
                    line_start = true;
                    i += 1;
                    continue;
                }
                b' ' | b'\t' | b'\r' => {
                    i += 1;
                    continue;
                }
                _ => {}
            }
            if std::mem::replace(&mut line_start, false) && depth == 0 {
                // A new top-level statement: is it a definition others refer to?
                if let Some(def) = current.take() {
                    if def.kind != DefKind::Alias || alias {
                        defs.push(def);
                    }
                }
                current = definition(text, i);
                alias = false;
            }
            match b {
                b';' => {
                    while i < n && text[i] != b'\n' {
                        i += 1;
                    }
                }
                b'"' => i = skip_string(text, i),
                b'(' | b'[' | b'{' | b'<' => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        return Err(i);
                    }
                    if let Some(def) = current.as_mut() {
                        def.depth = def.depth.max(depth);
                    }
                    i += 1;
                }
                b')' | b']' | b'}' | b'>' => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
                b'!' | b'%' | b'@' => {
                    // A name: `!12`, `%T`, `%"quoted"`, `@a`; a reference when it is inside a
                    // definition of its kind, past the definition's own name.
                    let start = i;
                    let end = name_end(text, i);
                    i = end.max(i + 1);
                    let Some(def) = current.as_mut() else { continue };
                    let key = &text[start..end];
                    let counts = match def.kind {
                        DefKind::Metadata => b == b'!' && key.len() > 1 && key[1..].iter().all(u8::is_ascii_digit),
                        DefKind::Type => b == b'%' && key.len() > 1,
                        DefKind::Alias => b == b'@' && key.len() > 1 && alias,
                    };
                    if counts && start > def.at {
                        // An alias is one link of its chain wherever its target is written.
                        let weight = if def.kind == DefKind::Alias { 1 } else { depth.max(1) };
                        def.refs.push((key, weight));
                    }
                }
                _ if is_ident(b) => {
                    let start = i;
                    while i < n && is_ident(text[i]) {
                        i += 1;
                    }
                    if depth == 0 && matches!(&text[start..i], b"alias" | b"ifunc") {
                        alias = true;
                    }
                }
                _ => i += 1,
            }
        }
        if let Some(def) = current {
            if def.kind != DefKind::Alias || alias {
                defs.push(def);
            }
        }
        Ok(Scan { defs })
    }

    /// The definition at the head of the deepest chain of references that is deeper than its
    /// limit ([`MAX_DEPTH`], [`MAX_ALIAS_CHAIN`] for aliases), and the chain's depth.
    fn deepest_chain(&self) -> Option<(&Def<'t>, u32)> {
        let index: HashMap<(DefKind, &[u8]), usize> =
            self.defs.iter().enumerate().map(|(i, d)| ((d.kind, d.key), i)).collect();
        let edges: Vec<Vec<(usize, u32)>> = self
            .defs
            .iter()
            .map(|d| d.refs.iter().filter_map(|(k, w)| index.get(&(d.kind, *k)).map(|&t| (t, *w))).collect())
            .collect();
        // Longest weighted path from each definition (a cycle counts once), on an explicit stack.
        const UNSEEN: u32 = u32::MAX;
        const BUSY: u32 = u32::MAX - 1;
        let mut depth = vec![UNSEEN; self.defs.len()];
        let mut stack: Vec<(usize, usize, u32)> = Vec::new();
        for root in 0..self.defs.len() {
            if depth[root] != UNSEEN {
                continue;
            }
            depth[root] = BUSY;
            stack.push((root, 0, self.defs[root].depth));
            while let Some(&mut (node, ref mut next, ref mut best)) = stack.last_mut() {
                if let Some(&(target, weight)) = edges[node].get(*next) {
                    *next += 1;
                    match depth[target] {
                        UNSEEN => {
                            depth[target] = BUSY;
                            stack.push((target, 0, self.defs[target].depth));
                        }
                        BUSY => *best = (*best).max(weight),
                        d => *best = (*best).max(weight.saturating_add(d)),
                    }
                    continue;
                }
                let d = *best;
                depth[node] = d;
                stack.pop();
                if let Some((parent, next, best)) = stack.last_mut() {
                    let weight = edges[*parent][*next - 1].1;
                    *best = (*best).max(weight.saturating_add(d));
                }
            }
        }
        let limit = |kind| if kind == DefKind::Alias { MAX_ALIAS_CHAIN } else { MAX_DEPTH };
        let (i, &d) = depth
            .iter()
            .enumerate()
            .filter(|&(i, &d)| d > limit(self.defs[i].kind))
            .max_by_key(|&(i, &d)| (d, std::cmp::Reverse(i)))?;
        Some((&self.defs[i], d))
    }
}

/// The definition a top-level statement at `i` starts, if it is one others can refer to:
/// `!N = …` or `!name = …`, `%T = type …`, `@a = … alias|ifunc …` (the alias is confirmed by the
/// scan when it meets the keyword).
fn definition(text: &[u8], i: usize) -> Option<Def<'_>> {
    let sigil = text[i];
    if !matches!(sigil, b'!' | b'%' | b'@') {
        return None;
    }
    let end = name_end(text, i);
    if end <= i + 1 {
        return None;
    }
    let mut j = end;
    while j < text.len() && matches!(text[j], b' ' | b'\t') {
        j += 1;
    }
    if text.get(j) != Some(&b'=') {
        return None;
    }
    let kind = match sigil {
        b'!' => DefKind::Metadata,
        b'%' => {
            let mut k = j + 1;
            while k < text.len() && matches!(text[k], b' ' | b'\t') {
                k += 1;
            }
            let word_end = (k..text.len()).find(|&e| !is_ident(text[e])).unwrap_or(text.len());
            if &text[k..word_end] != b"type" {
                return None;
            }
            DefKind::Type
        }
        _ => DefKind::Alias,
    };
    Some(Def { kind, key: &text[i..end], at: i, depth: 1, refs: Vec::new() })
}

/// The end of the name starting with the sigil at `i`: identifier characters, or a quoted name.
fn name_end(text: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    if text.get(j) == Some(&b'"') {
        return skip_string(text, j);
    }
    while j < text.len() && is_ident(text[j]) {
        j += 1;
    }
    j
}

/// The offset after the string whose opening quote is at `i` (LLVM's strings escape a quote as
/// `\22`, so the next quote closes it).
fn skip_string(text: &[u8], i: usize) -> usize {
    match text[i + 1..].iter().position(|&b| b == b'"') {
        Some(p) => i + 1 + p + 1,
        None => text.len(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gep(n: usize) -> String {
        (0..n).fold("@g".to_string(), |e, _| format!("getelementptr (i8, ptr {e}, i64 1)"))
    }

    fn message(r: Result<(), CompileError>) -> String {
        match r {
            Err(e) => e.to_string(),
            Ok(()) => String::new(),
        }
    }

    /// The compile thread that checked `text`'s module (parsed there with `depth` levels of
    /// constant expressions), run twice.
    fn compile_threads(depth: usize) -> [std::thread::ThreadId; 2] {
        let text = format!("@g = global i8 0\n@p = global ptr {}\n", gep(depth));
        let check = move || {
            let ctx = nvvmc_ir::Context::new();
            let module = ctx.parse_ir(text.as_bytes(), "t.ll").expect("parses");
            check_module("t.ll", &module).expect("within the limits");
            std::thread::current().id()
        };
        let name = format!("nesting-{depth}");
        let stack = crate::services::stack::MIN_STACK;
        [0, 1].map(|_| crate::services::stack::run(&name, stack, check.clone()).expect("a thread"))
    }

    #[test]
    fn a_compile_thread_is_kept_unless_its_module_nested_deeply() {
        let [first, second] = compile_threads(10);
        assert_eq!(first, second);
        let [first, second] = compile_threads(KEEP_THREAD_DEPTH as usize + 1);
        assert_ne!(first, second);
    }

    #[test]
    fn counts_skip_the_scan_only_where_they_bound_it() {
        // A small kernel: within the limits by its counts.
        assert!(within_limits_by_counts(b"define void @k(ptr %p) {\n  ret void\n}\n!0 = !{!1}\n!1 = !{}\n"));
        // Deep brackets, a long chain of metadata nodes or of named types: never skipped.
        let deep = format!("@g = global i8 0\n@p = global ptr {}\n", gep(MAX_DEPTH as usize + 1));
        assert!(!within_limits_by_counts(deep.as_bytes()));
        let chain: String = (0..=MAX_DEPTH).map(|i| format!("!{i} = !{{!{}}}\n", i + 1)).collect();
        assert!(!within_limits_by_counts(chain.as_bytes()));
        let types: String = (0..=MAX_DEPTH).map(|i| format!("%T{i} = type {{ %T{} }}\n", i + 1)).collect();
        assert!(!within_limits_by_counts(types.as_bytes()));
        // Any alias: the scan runs (a chain of 1,001 aliases is short text).
        assert!(!within_limits_by_counts(b"@a = alias i8, ptr @b\n"));
        assert!(!within_limits_by_counts(b"@f = ifunc void (), ptr @r\n"));
        // `noalias` is not the keyword.
        assert!(within_limits_by_counts(b"define void @k(ptr noalias %p) {\n  ret void\n}\n"));
    }

    #[test]
    fn deep_chains_are_refused_with_or_without_the_counts() {
        // What the counts let through, the scan also passes; what they do not, the scan judges.
        let chain: String = (0..=MAX_DEPTH).map(|i| format!("!{i} = !{{!{}}}\n", i + 1)).collect();
        assert!(message(check_text("m.ll", chain.as_bytes())).contains("metadata node !0 nests"));
        let aliases: String = (0..=MAX_ALIAS_CHAIN).map(|i| format!("@a{i} = alias i8, ptr @a{}\n", i + 1)).collect();
        assert!(message(check_text("a.ll", aliases.as_bytes())).contains("chain of"));
    }

    #[test]
    fn brackets_at_the_limit_pass_and_deeper_ones_name_the_place() {
        let ok = format!("@g = global i8 0\n@p = global ptr {}\n", gep(MAX_DEPTH as usize));
        assert!(check_text("a.ll", ok.as_bytes()).is_ok());
        let deep = format!("@g = global i8 0\n@p = global ptr {}\n", gep(MAX_DEPTH as usize + 1));
        let m = message(check_text("a.ll", deep.as_bytes()));
        // The opening parenthesis of level MAX_DEPTH + 1, 1-based.
        let col =
            "@p = global ptr ".len() + (MAX_DEPTH as usize) * "getelementptr (i8, ptr ".len() + "getelementptr (".len();
        assert!(m.starts_with(&format!("a.ll:2:{col}: error: brackets nest more than {MAX_DEPTH} levels")), "{m}");
        assert!(m.contains("fix: "), "{m}");
    }

    #[test]
    fn strings_and_comments_do_not_count() {
        let open = "(".repeat(MAX_DEPTH as usize + 5);
        let text = format!(
            "; {open}\n@s = constant [3 x i8] c\"{open}\"\n!0 = !{{!\"{open}\"}}\n%\"{open}\" = type {{ i32 }}\n"
        );
        assert!(check_text("a.ll", text.as_bytes()).is_ok(), "{}", message(check_text("a.ll", text.as_bytes())));
    }

    #[test]
    fn chains_of_metadata_types_and_aliases_are_measured_through_references() {
        let n = MAX_DEPTH as usize;
        // Forward references: !0 -> !1 -> ... ; each node one level.
        let chain = |n: usize| {
            (0..n).map(|i| format!("!{i} = !{{!{}}}\n", i + 1)).collect::<String>() + &format!("!{n} = !{{}}\n")
        };
        assert!(check_text("m.ll", chain(n - 1).as_bytes()).is_ok());
        let m = message(check_text("m.ll", format!("define void @f() {{\n  ret void\n}}\n{}", chain(n)).as_bytes()));
        assert!(m.starts_with(&format!("m.ll:4:1: error: metadata node !0 nests {} levels deep", n + 1)), "{m}");
        // Backward references, and a cycle through distinct nodes, which counts once.
        let back: String = std::iter::once("!0 = !{}\n".to_string())
            .chain((1..=n).map(|i| format!("!{i} = distinct !{{!{}, !{i}}}\n", i - 1)))
            .collect();
        let m = message(check_text("m.ll", back.as_bytes()));
        assert!(
            m.starts_with(&format!("m.ll:{}:1: error: metadata node !{n} nests {} levels deep", n + 1, n + 1)),
            "{m}"
        );
        // Named types.
        let types: String = std::iter::once("%t0 = type { i32 }\n".to_string())
            .chain((1..=n).map(|i| format!("%t{i} = type {{ i8, %t{} }}\n", i - 1)))
            .collect();
        let m = message(check_text("t.ll", types.as_bytes()));
        assert!(m.contains(&format!("error: type %t{n} nests {} levels deep", n + 1)), "{m}");
        // Aliases (a global's initializer referring to a global is no nesting).
        let aliases = |n: u32| (1..=n).map(|i| format!("@a{i} = alias i8, ptr @a{}\n", i - 1)).collect::<String>();
        assert!(check_text("a.ll", format!("@a0 = global i8 0\n{}", aliases(MAX_ALIAS_CHAIN)).as_bytes()).is_ok());
        let m = message(check_text("a.ll", format!("@a0 = global i8 0\n{}", aliases(MAX_ALIAS_CHAIN + 1)).as_bytes()));
        let head = MAX_ALIAS_CHAIN + 1;
        assert!(
            m.contains(&format!(
                "a.ll:{}:1: error: alias @a{head} is the head of a chain of {head} aliases, more than",
                head + 1
            )),
            "{m}"
        );
        let globals: String = (1..=n + 1).map(|i| format!("@g{i} = global ptr @g{}\n", i - 1)).collect();
        assert!(check_text("g.ll", format!("@g0 = global ptr null\n{globals}").as_bytes()).is_ok());
    }
}
