//! Words LLVM renamed or dropped since 3.2, and integer constants written in hex.
//!
//! Renamed (the old word is replaced by the new one): the attributes `address_safety`,
//! `thread_safety` and `uninitialized_checks` (LLVM 3.3's `sanitize_*`), the linkages
//! `linker_private`, `linker_private_weak` (LLVM 3.5: `private`) and `linkonce_odr_auto_hide`
//! (LLVM 3.4: `linkonce_odr`). Not upgraded, with a diagnostic: the `unwind` instruction (LLVM
//! 3.0). The spec writes integers in hex as `i32 0x208`, which LLVM reads as a floating-point
//! constant: an integer type followed by `0x` and hex digits gets LLVM's hex-integer prefix,
//! `i32 u0x208`.

use super::edits::Edit;
use super::lexer::Kind;
use super::types::{is_int, Reader};
use super::Problem;

/// Old word, new word.
pub const RENAMED: &[(&str, &str)] = &[
    ("address_safety", "sanitize_address"),
    ("thread_safety", "sanitize_thread"),
    ("uninitialized_checks", "sanitize_memory"),
    ("linker_private", "private"),
    ("linker_private_weak", "private"),
    ("linkonce_odr_auto_hide", "linkonce_odr"),
];

/// The word at `i` (not a label or a field name, which a `:` follows).
#[inline]
pub fn word(r: &Reader, i: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    let t = r.toks[i];
    // Most words are none of these: only `unwind` and the renamed words (`a…`, `l…`, `t…`, `u…`)
    // go on (this runs for nearly every word of the text, inlined into its loop).
    if !matches!(r.src.as_bytes()[t.start], b'u' | b'a' | b'l' | b't') {
        return;
    }
    let w = t.text(r.src);
    if r.is(i + 1, ":") {
        return;
    }
    if let Some((_, new)) = RENAMED.iter().find(|(old, _)| *old == w) {
        edits.push(Edit::replace(t.start, t.end, *new));
    } else if w == "unwind" && !r.is(i + 1, "label") {
        problems.push(Problem {
            at: t.start,
            construct: "the `unwind` instruction (removed in LLVM 3.1; NVVM IR has no exceptions)".into(),
            modern: "end the block with `unreachable`".into(),
        });
    }
}

/// The number at `i`: a hex integer (`0x` and hex digits) after an integer type (a word `iN`)
/// gets LLVM's hex-integer prefix. Looked at from the number, whose `0x` is rare, rather than
/// from the type, which is everywhere.
pub fn hex_integer(r: &Reader, i: usize, edits: &mut Vec<Edit>) {
    let n = r.toks[i];
    let text = n.text(r.src);
    let Some(digits) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) else { return };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return;
    }
    if i > 0 && r.kind(i - 1) == Some(Kind::Word) && is_int(r.text(i - 1)) {
        edits.push(Edit::insert(n.start, "u"));
    }
}

/// Whether `src` may hold an integer type followed by a hex constant (`i32 0x208`).
pub fn may_have_hex_integer(src: &str) -> bool {
    src.match_indices(" 0x").any(|(at, _)| {
        let before = &src[..at];
        // Bytes, not chars: every byte of a non-ASCII character ends the word, so the word starts
        // on a character boundary.
        let word = &before[before.bytes().rposition(|b| !b.is_ascii_alphanumeric()).map_or(0, |p| p + 1)..];
        is_int(word)
    })
}

/// Whether `src` may hold the `unwind` instruction (not `nounwind`, not `unwind label`).
pub fn may_have_unwind(src: &str) -> bool {
    src.match_indices("unwind").any(|(at, _)| {
        let word_before = src[..at].chars().next_back().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        !word_before && !src[at + 6..].trim_start().starts_with("label")
    })
}
