//! `load` and `getelementptr` with the type LLVM 3.x left implicit: `load i32* %p` becomes
//! `load i32, i32* %p`, `getelementptr inbounds [4 x i8]* @s, i64 0, i64 1` becomes
//! `getelementptr inbounds [4 x i8], [4 x i8]* @s, i64 0, i64 1` (the constant expression too).
//! The typed pointer itself stays: LLVM 22 reads `i32*` as `ptr`.

use super::edits::Edit;
use super::types::{Reader, Shape};
use super::Problem;

/// `load [atomic] [volatile] T* %p` at `i` (the `load` token).
pub fn load(r: &Reader, i: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    let mut j = i + 1;
    while r.is(j, "atomic") || r.is(j, "volatile") {
        j += 1;
    }
    explicit_type(r, i, j, "load", "load T, ptr %p", edits, problems);
}

/// `getelementptr [inbounds] T* %p, …` or the constant `getelementptr [inbounds] (T* @g, …)`
/// at `i`.
pub fn getelementptr(r: &Reader, i: usize, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    let mut j = i + 1;
    loop {
        match r.text(j) {
            "inbounds" | "nuw" | "nusw" => j += 1,
            "inrange" if r.is(j + 1, "(") => j = r.skip_group(j + 1).unwrap_or(j + 1),
            _ => break,
        }
    }
    if r.is(j, "(") {
        j += 1;
    }
    explicit_type(r, i, j, "getelementptr", "getelementptr T, ptr %p, …", edits, problems);
}

/// The operation at `op` whose first operand's type starts at `j`: modern when a comma follows
/// that type, else the pointee is written in front of it.
fn explicit_type(
    r: &Reader,
    op: usize,
    j: usize,
    name: &str,
    modern: &str,
    edits: &mut Vec<Edit>,
    problems: &mut Vec<Problem>,
) {
    let Some(ty) = r.parse(j) else { return }; // not a type: LLVM's parser says what is wrong
    if r.is(ty.end, ",") {
        return;
    }
    match ty.shape {
        Shape::Pointer { pointee, .. } | Shape::PointerVector { pointee } => {
            edits.push(Edit::insert(r.toks[j].start, format!("{}, ", r.span_text(pointee))));
        }
        _ => problems.push(Problem {
            at: r.toks[op].start,
            construct: format!(
                "`{name}` without its type, its operand of type `{}` not a typed pointer",
                r.span_text((ty.start, ty.end))
            ),
            modern: format!("write the type in front: `{modern}`"),
        }),
    }
}
