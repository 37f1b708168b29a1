//! NVVM IR in the syntax of the NVVM IR specification 1.1 (the LLVM 3.2 text of its day),
//! upgraded to LLVM 22's syntax before LLVM parses it.
//!
//! The spec's examples, CUDA 5-era samples and old in-house front ends write `!0 = metadata
//! !{…}`, `load i32* %p`, `getelementptr i32* %p, i32 1`, `call void (i8*, ...)* @f(…)`,
//! `%struct.S* byval %p`, single-ordering `cmpxchg`: LLVM 22 stops at the first of them. The
//! upgrade reads the text with a small lexer (`lexer`) and type reader (`types`) and rewrites
//! only those forms, one concept per file: `metadata`, `memory` (`load`, `getelementptr`),
//! `calls` (callee types, `byval`/`sret`), `atomics` (`cmpxchg`), `alias`, `spellings`
//! (renamed words, hex integers). What LLVM 22 upgrades itself is left to it: typed pointers
//! (`i32*` reads as `ptr`), the old `llvm.memcpy`/`llvm.memset` with an alignment operand, the
//! `llvm.nvvm.*` intrinsics of the spec, `nocapture`, `readnone`, LLVM 3.x debug metadata
//! (dropped, with LLVM's warning).
//!
//! Text without any of these forms is not touched (not a byte: [`upgrade`] returns None); a quick
//! look for what every old form needs (`may_be_legacy`) spares today's opaque-pointer text the
//! lexer, and a form the quick look lets through is still left alone unless it is old. Every
//! edit stays on its line (`edits`), so LLVM's line numbers are the input's; its columns and the
//! line it quotes are mapped back to the text as written (`position`). A form the upgrade cannot
//! rewrite is a diagnostic naming it and the modern spelling.

mod alias;
mod atomics;
mod calls;
mod edits;
mod lexer;
mod memory;
mod metadata;
mod position;
mod spellings;
#[cfg(test)]
mod tests;
mod types;

use crate::error::CompileError;
use edits::{Edit, LineMap};
use lexer::Kind;
use types::Reader;

/// A form the upgrade does not rewrite: where (byte offset), what, and what to write instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub at: usize,
    pub construct: String,
    pub modern: String,
}

/// A text input upgraded from the 1.1 specification's syntax.
#[derive(Debug, Clone)]
pub struct Upgraded {
    /// The upgraded text (line for line the input's).
    pub text: String,
    map: LineMap,
}

impl Upgraded {
    /// An error about the upgraded text, pointed back at the text as written.
    pub fn map_error(&self, e: CompileError) -> CompileError {
        match e {
            CompileError::Parse(problem) => CompileError::Parse(position::map_problem(problem, &self.map)),
            other => other,
        }
    }
}

/// Upgrades the text input `name` (its `bytes`) written in the 1.1 specification's syntax; None
/// for text that is not UTF-8 and text already in today's syntax (left as it is). Err for a form
/// the upgrade cannot rewrite.
pub fn upgrade_text(name: &str, bytes: &[u8]) -> Result<Option<Upgraded>, CompileError> {
    let Ok(text) = std::str::from_utf8(bytes) else { return Ok(None) };
    match upgrade(text) {
        Ok(None) => Ok(None),
        Ok(Some((text, map))) => Ok(Some(Upgraded { text, map })),
        Err(p) => Err(CompileError::Parse(position::problem_at(name, text, &p))),
    }
}

/// A quick look for what every old form needs (a typed pointer's `*`, the `metadata` keyword, an
/// old word, an integer in hex), so that text in today's opaque-pointer syntax is not lexed.
fn may_be_legacy(src: &str) -> bool {
    src.contains('*')
        || src.contains("metadata")
        || spellings::may_have_unwind(src)
        || spellings::RENAMED.iter().any(|(old, _)| src.contains(old))
        || spellings::may_have_hex_integer(src)
}

/// The upgraded text and its map back, None when `src` has no form to upgrade, or the first
/// form that cannot be upgraded.
pub fn upgrade(src: &str) -> Result<Option<(String, LineMap)>, Problem> {
    if !may_be_legacy(src) {
        return Ok(None);
    }
    let toks = lexer::tokens(src);
    let r = Reader::new(src, &toks);
    let mut edits: Vec<Edit> = Vec::new();
    let mut problems: Vec<Problem> = Vec::new();
    // Open brackets, true for a metadata node (whose `metadata` operands lose the keyword).
    let mut open: Vec<bool> = Vec::new();
    let bytes = src.as_bytes();
    for (i, tok) in toks.iter().enumerate() {
        // Dispatched on bytes: a `Punct` is one character (or `...`), so its first byte says
        // which; the words are matched without slicing the text as a `str`.
        match tok.kind {
            Kind::MetaOpen => open.push(true),
            Kind::Punct => match bytes[tok.start] {
                b'(' | b'[' | b'{' => open.push(false),
                b')' | b']' | b'}' => {
                    open.pop();
                }
                _ => {}
            },
            Kind::Word if !r.is(i + 1, ":") => match &bytes[tok.start..tok.end] {
                b"load" => memory::load(&r, i, &mut edits, &mut problems),
                b"getelementptr" => memory::getelementptr(&r, i, &mut edits, &mut problems),
                b"call" | b"invoke" => calls::call(&r, i, &mut edits, &mut problems),
                b"define" | b"declare" => calls::function(&r, i, &mut edits, &mut problems),
                b"cmpxchg" => atomics::cmpxchg(&r, i, &mut edits),
                b"alias" => alias::alias(&r, i, &mut edits),
                b"metadata" => metadata::keyword(&r, i, open.last() == Some(&true), &mut edits, &mut problems),
                _ => spellings::word(&r, i, &mut edits, &mut problems),
            },
            Kind::Number if bytes[tok.start] == b'0' => spellings::hex_integer(&r, i, &mut edits),
            _ => {}
        }
    }
    if let Some(first) = problems.into_iter().min_by_key(|p| p.at) {
        return Err(first);
    }
    if edits.is_empty() {
        return Ok(None);
    }
    Ok(Some(edits::apply(src, edits)))
}
