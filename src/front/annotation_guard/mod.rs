//! Guard against `!nvvm.annotations` shapes that crash LLVM 22 while it reads a module.
//!
//! LLVM 22 rewrites the launch-bound and kernel entries of `!nvvm.annotations` into function
//! attributes (`UpgradeNVVMAnnotations`) at the end of parsing text, when bitcode is materialized,
//! and when modules are linked. That code trusts the shape of each entry: an entry with an even
//! operand count, a key that is not a string, an upgraded key on a global variable, a value that is
//! not an integer, or a huge `align`/`grid_constant` index makes it read out of bounds (SIGSEGV) or
//! ask for terabytes (`LLVM ERROR: out of memory`), and the whole process dies. The guard checks
//! every entry *before* LLVM upgrades them and turns a bad one into an error naming the file, the
//! entry and the fix.
//!
//! The rule (an allow-list; anything outside it is rejected; [`rule`]):
//! 1. every operand of `!nvvm.annotations` (all its definitions, escaped spellings included) is a
//!    reference `!N` to a plain tuple `!{...}` or `distinct !{...}`, not a `!DI...` node;
//! 2. each entry has an odd number of operands, at least one;
//! 3. operand 0 is `<pointer type> @name`: no constant expression, `undef` or metadata; `null`
//!    (a deleted global's entry, which LLVM drops) ends the check of the entry;
//! 4. operands 1, 3, 5, ... are metadata strings `!"key"`;
//! 5. for the keys LLVM upgrades ([`UPGRADED_KEYS`]): `@name` is a function defined or declared
//!    in the module (not a global variable, alias or ifunc); scalar values are `iN <literal>` with
//!    N <= 64; `align` fits in 32 bits, its low 16 bits are a power of two up to 256 and its index
//!    (bits 16..31) is at most the parameter count; `grid_constant` is a plain tuple (not the
//!    entry itself) of `iN <literal>` parameter indices in 1..=65535 and at most the parameter count;
//! 6. other keys may carry any value LLVM parses.
//!
//! The entries are read by LLVM and walked with the one annotation model
//! ([`nvvmc_ir::annotations`]) before the upgrade runs on them:
//! - Text ([`park`], [`check_parsed`]): every definition of the list is renamed (parked) in the
//!   text, so LLVM's parser, which upgrades only `!nvvm.annotations`, leaves the entries alone;
//!   the parsed module's parked entries are checked, and then the module gets its list back and
//!   LLVM's upgrade runs on it (`nvvmc_restore_nvvm_annotations`, ir/src/cpp/nvvm_annotations.cpp),
//!   so the text is parsed once and the module is what a plain parse gives. A message names the
//!   entry's line and its operands as written ([`text`]). A list LLVM cannot parse at all is
//!   explained by [`unparsable_list`].
//! - Bitcode ([`check_bitcode`]): the module is loaded lazily first: a lazily loaded module shows
//!   the list as written, because the upgrade only runs when the module is materialized. Only if
//!   this passes may the bitcode be parsed for real. libdevice goes through the same check
//!   (`link::libdevice`), also when it comes through the C API.

mod rule;
#[cfg(test)]
mod tests;
mod text;

use crate::error::{CompileError, InputProblem};
#[cfg_attr(not(test), allow(unused_imports))] // the tests' list of keys, named in the docs above
pub use nvvmc_ir::annotations::UPGRADED_KEYS;
use nvvmc_ir::annotations::{self as model, Entry, NodeKind, Op, Operand, LIST};
use rule::{check_entry, Violation, CRASH, EXAMPLE_ENTRY, UNPARSABLE};
use std::collections::BTreeSet;
pub use text::Parked;

/// The functions the entries of a module mark with the `kernel` property, by name.
pub type Kernels = BTreeSet<String>;

/// The text to give LLVM's parser: `text` with every definition of `!nvvm.annotations` parked
/// under [`Parked::name`]; None when the text defines no list (it is parsed as it is).
pub fn park(text: &str) -> Option<Parked<'_>> {
    text::park(text)
}

/// `problem` in input `name`, at `line` when known.
fn parse_error(name: &str, line: Option<u32>, problem: InputProblem) -> CompileError {
    CompileError::Parse(InputProblem { input: name.to_string(), line, ..problem })
}

/// What is wrong with a list operand that is not a plain tuple.
fn not_a_tuple(what: &str) -> Violation {
    if what == "null" {
        return Violation::new("the list operand is null", CRASH, "list plain nodes only");
    }
    Violation::new(
        format!("it is {what}, not a plain node `!{{...}}`"),
        CRASH,
        format!("list only plain nodes in !nvvm.annotations, e.g. {EXAMPLE_ENTRY}"),
    )
}

fn verdict(e: &Entry<'_>) -> Result<(), Violation> {
    match &e.shape {
        Ok(ops) => check_entry(ops),
        Err(what) => Err(not_a_tuple(what)),
    }
}

fn kernels(entries: &[Entry<'_>]) -> Kernels {
    entries.iter().filter(|e| e.has("kernel")).filter_map(|e| e.global_name().map(str::to_string)).collect()
}

/// Checks the parked entries of a module LLVM parsed from [`park`]'s text. On success returns
/// the functions the entries mark as kernels; the caller then restores the list (and LLVM's
/// upgrade of it).
pub fn check_parsed(name: &str, module: &nvvmc_ir::Module<'_>, parked: &Parked<'_>) -> Result<Kernels, CompileError> {
    let scan = &parked.scan;
    let entries = model::entries(module, &parked.name);
    let parts = scan.list_operands();
    for (index, e) in entries.iter().enumerate() {
        if verdict(e).is_err() || !first_operand_as_written(scan, parts.get(index), e) {
            // Read the text for the entry's line and its operands as written. The text can
            // also show that the entry is fine (`!{}` and `!{null}` look alike through LLVM).
            if let Some((line, problem)) = text_verdict(scan, &parts, index, e) {
                return Err(parse_error(name, Some(line), problem));
            }
        }
    }
    Ok(kernels(&entries))
}

/// Whether the global LLVM sees as operand 0 is written as one (see [`text::Scan::is_plain_global`]).
fn first_operand_as_written(scan: &text::Scan<'_>, part: Option<&(u32, Vec<text::Token>)>, e: &Entry<'_>) -> bool {
    if !matches!(e.operands().first(), Some(Operand { op: Op::Global { .. }, .. })) {
        return true;
    }
    let Some(first) = part.and_then(|(_, p)| scan.node_ref(p)).and_then(|id| scan.node_first_part(id)) else {
        return true;
    };
    scan.is_plain_global(&first)
}

/// The guard's message for entry `index` of the list as written in `scan` (None: it is fine).
fn text_verdict(
    scan: &text::Scan<'_>,
    parts: &[(u32, Vec<text::Token>)],
    index: usize,
    e: &Entry<'_>,
) -> Option<(u32, InputProblem)> {
    let first_line = scan.lists.first().map_or(1, |l| l.line);
    let Some((list_line, part)) = parts.get(index) else {
        // The text and LLVM disagree on the list (not expected): LLVM's view, by position.
        let v = verdict(e).err()?;
        return Some((first_line, v.problem(&format!("{} of {}", index + 1, parts.len().max(index + 1)))));
    };
    let src = scan.src(part);
    let Some(id) = scan.node_ref(part) else {
        let v = list_operand_violation(&src, part.first().is_some_and(|t| t.kind == text::Kind::MetaName));
        return Some((*list_line, v.problem(&format!("`{src}`"))));
    };
    let entry = format!("!{id}");
    match scan.nodes.get(&id) {
        Some(text::NodeDef::Special { line, what }) => {
            let v = Violation::new(
                format!("{entry} is {what}, not a plain node `!{{...}}`"),
                CRASH,
                format!("list only plain nodes in !nvvm.annotations, e.g. {EXAMPLE_ENTRY}"),
            );
            Some((*line, v.problem(&entry)))
        }
        Some(text::NodeDef::Tuple { line, .. }) => {
            let ops = as_written(scan, e.operands(), &scan.node_parts(id).unwrap_or_default());
            check_entry(&ops).err().map(|v| (*line, v.problem(&entry)))
        }
        None => verdict(e).err().map(|v| (*list_line, v.problem(&entry))),
    }
}

fn list_operand_violation(src: &str, named_node: bool) -> Violation {
    Violation::new(
        format!("the list operand `{src}` is not a reference `!N` to a numbered node"),
        if named_node { CRASH } else { UNPARSABLE },
        format!("list numbered nodes only, e.g. `!nvvm.annotations = !{{!0}}` with {EXAMPLE_ENTRY}"),
    )
}

/// LLVM's classification of an entry's operands with their source text as written, and the
/// nodes among them resolved from the text: their kind (`a `!DIExpression(...)` node`), and the
/// elements of a tuple that LLVM's C API shows as `!{}` (`!{}` itself, or `!{null}`).
fn as_written(scan: &text::Scan<'_>, ops: &[Operand], parts: &[Vec<text::Token>]) -> Vec<Operand> {
    if ops.len() != parts.len() {
        return ops.to_vec();
    }
    let mut out = Vec::with_capacity(ops.len());
    for (o, part) in ops.iter().zip(parts) {
        let src = scan.src(part);
        let op = match &o.op {
            Op::Node { kind, self_ref } => {
                let kind = match (kind, scan.tuple_parts(part), scan.special(part)) {
                    (NodeKind::Tuple(elems), Some(ps), _) => NodeKind::Tuple(as_written(scan, elems, &ps)),
                    (NodeKind::EmptyOrNull, Some(ps), _) => NodeKind::Tuple(match ps.as_slice() {
                        [] => Vec::new(),
                        [p] if scan.src(p) == "null" => vec![Operand { op: Op::Null, src: "null".into() }],
                        _ => return ops.to_vec(),
                    }),
                    (NodeKind::NotTuple(_), _, Some(what)) => NodeKind::NotTuple(what),
                    (k, _, _) => k.clone(),
                };
                Op::Node { kind, self_ref: *self_ref }
            }
            Op::Global { .. } if !scan.is_plain_global(part) => Op::Other,
            op => op.clone(),
        };
        out.push(Operand { op, src });
    }
    out
}

/// After LLVM failed to parse [`park`]'s text: the guard's message when a definition of the list
/// is what it cannot read (the definition is not a list, or lists something else than `!N`).
pub fn unparsable_list(name: &str, parked: &Parked<'_>) -> Option<CompileError> {
    let scan = &parked.scan;
    let text = scan.text;
    for def in &scan.lists {
        let Some(body) = &def.body else {
            let v = Violation::new(
                "the definition of !nvvm.annotations is not a list `!{...}`",
                UNPARSABLE,
                "write `!nvvm.annotations = !{!0, !1}` and define each entry as a numbered node",
            );
            return Some(parse_error(name, Some(def.line), v.problem("list")));
        };
        for part in text::split_top(body, text) {
            if scan.node_ref(&part).is_none() {
                let src = scan.src(&part);
                let v = list_operand_violation(&src, part.first().is_some_and(|t| t.kind == text::Kind::MetaName));
                return Some(parse_error(name, Some(def.line), v.problem(&format!("`{src}`"))));
            }
        }
    }
    None
}

/// The first bad entry of a lazily loaded bitcode module (`malformed !nvvm.annotations entry N
/// of M (bitcode): ...`; no input named yet), None when every entry is fine.
fn first_bad_lazy_entry(lazy: &nvvmc_ir::Module<'_>) -> Option<InputProblem> {
    let entries = model::entries(lazy, LIST);
    let count = entries.len();
    entries
        .iter()
        .enumerate()
        .find_map(|(index, e)| verdict(e).err().map(|v| v.problem(&format!("{} of {count} (bitcode)", index + 1))))
}

/// [`first_bad_lazy_entry`] as the reason a library is refused, its fix after `; fix: `.
/// libdevice and `--math-lib` bitcode are checked with it on the lazy module nvvmc reads them
/// into anyway (`link::libdevice`, `link::math_lib`).
pub fn check_lazy_module(lazy: &nvvmc_ir::Module<'_>) -> Option<String> {
    first_bad_lazy_entry(lazy).map(|p| format!("{}; fix: {}", p.message, p.fix.unwrap_or_default()))
}

/// Checks the `!nvvm.annotations` of a bitcode input before LLVM materializes it: loads the
/// module lazily into a private context (which does not run the upgrade), applies the rule, and
/// throws the lazy module away. Only if this passes may the bitcode be parsed for real.
pub fn check_bitcode(name: &str, bytes: &[u8]) -> Result<(), CompileError> {
    // Whatever else LLVM reports while reading (metadata loaded on demand) is recorded, not
    // printed with an exit.
    let ctx = crate::services::llvm_diagnostics::DiagnosedContext::new();
    match model::with_lazy_bitcode(&ctx, name, bytes, first_bad_lazy_entry) {
        Ok(None) => Ok(()),
        Ok(Some(problem)) => Err(parse_error(name, None, problem)),
        Err(e) => {
            let e = if e.is_empty() {
                crate::services::llvm_diagnostics::error_text(&ctx.take(), "unknown error")
            } else {
                e
            };
            Err(CompileError::Unreadable { input: name.to_string(), message: format!("invalid bitcode: {e}") })
        }
    }
}
