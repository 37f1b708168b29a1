//! Calls and parameter lists. LLVM 3.x wrote the callee's type of a variadic (or otherwise
//! spelled-out) call as a pointer to a function type, `call i32 (i8*, ...)* @printf(…)`, where
//! LLVM 22 wants the function type itself, `call i32 (i8*, ...) @printf(…)`: the `*` is blanked.
//! `byval` and `sret` took their type from the typed pointer, `%struct.S* byval %p`; LLVM 22
//! wants it written, `%struct.S* byval(%struct.S) %p` (in definitions, declarations and call
//! arguments alike).

use super::edits::Edit;
use super::lexer::Kind;
use super::types::{Reader, Shape};
use super::Problem;

/// `call` or `invoke` at `i`.
pub fn call(r: &Reader, i: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    // Calling convention, return attributes, fast-math flags: words (and their arguments) up to
    // the return type.
    let mut j = i + 1;
    for _ in 0..16 {
        if r.starts_type(j) {
            break;
        }
        match r.kind(j) {
            Some(Kind::Word) => j = if r.is(j + 1, "(") { r.skip_group(j + 1).unwrap_or(j + 1) } else { j + 1 },
            Some(Kind::Number) => j += 1,
            _ => return,
        }
    }
    let Some(ty) = r.parse(j) else { return };
    if let Shape::Pointer { suffix, function: true, .. } = ty.shape {
        let (a, b) = (r.toks[suffix].start, r.toks[ty.end - 1].end);
        edits.push(Edit::blank(a, b));
    }
    // The callee, then its arguments.
    let mut k = ty.end;
    match r.kind(k) {
        Some(Kind::Global | Kind::Local) => k += 1,
        Some(Kind::Word) if r.is(k, "asm") => {
            k += 1;
            while r.kind(k) == Some(Kind::Word) {
                k += 1;
            }
            if !(r.kind(k) == Some(Kind::Str) && r.is(k + 1, ",") && r.kind(k + 2) == Some(Kind::Str)) {
                return;
            }
            k += 3;
        }
        Some(Kind::Word) if r.is(k + 1, "(") => match r.skip_group(k + 1) {
            Some(after) => k = after,
            None => return,
        },
        _ => return,
    }
    if r.is(k, "(") {
        params(r, k, edits, problems);
    }
}

/// `define` or `declare` at `i`: its parameter list.
pub fn function(r: &Reader, i: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    let Some(name) = (i + 1..(i + 40).min(r.toks.len())).find(|&k| r.kind(k) == Some(Kind::Global)) else { return };
    if r.is(name + 1, "(") {
        params(r, name + 1, edits, problems);
    }
}

/// A parameter or argument list opening at `open`: each entry is a type, attributes, and (in
/// calls and definitions) a value.
fn params(r: &Reader, open: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    let mut j = open + 1;
    while j < r.toks.len() && !r.is(j, ")") {
        if r.is(j, "...") {
            j += 1;
        } else {
            let Some(ty) = r.parse(j) else { return };
            let mut k = ty.end;
            while k < r.toks.len() && !r.is(k, ",") && !r.is(k, ")") {
                let word = r.text(k);
                if matches!(word, "byval" | "sret" | "inalloca") && !r.is(k + 1, "(") {
                    match &ty.shape {
                        Shape::Pointer { pointee, function: false, .. } => {
                            edits.push(Edit::insert(r.toks[k].end, format!("({})", r.span_text(*pointee))));
                        }
                        _ => problems.push(Problem {
                            at: r.toks[k].start,
                            construct: format!(
                                "`{word}` without its type on a parameter of type `{}`",
                                r.span_text((ty.start, ty.end))
                            ),
                            modern: format!("write the type: `ptr {word}(T) %p`"),
                        }),
                    }
                }
                k = if matches!(word, "(" | "[" | "{" | "<" | "!{") { r.skip_group(k).unwrap_or(k + 1) } else { k + 1 };
            }
            j = k;
        }
        if r.is(j, ",") {
            j += 1;
        }
    }
}
