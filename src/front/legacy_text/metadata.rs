//! Metadata in the LLVM 3.x syntax (before LLVM 3.6 split metadata from values): nodes written
//! `metadata !{…}`, operands prefixed with `metadata`, and function-local values wrapped in a
//! node as call arguments.
//!
//! `!0 = metadata !{void (i32)* @k, metadata !"kernel", i32 1}` becomes
//! `!0 =          !{void (i32)* @k,          !"kernel", i32 1}` (blanked, so every column stays),
//! and `call void @llvm.dbg.declare(metadata !{i32* %x}, metadata !7)` becomes
//! `call void @llvm.dbg.declare(metadata   i32* %x , metadata !7)`.

use super::edits::Edit;
use super::lexer::Kind;
use super::types::Reader;
use super::Problem;

/// Whether token `i` is a metadata token that `metadata` may prefix.
fn is_metadata_operand(r: &Reader, i: usize) -> bool {
    matches!(r.kind(i), Some(Kind::MetaOpen | Kind::MetaString | Kind::MetaName))
}

/// The `metadata` keyword at `i`. `in_node`: it is an operand of a metadata node; `after_eq`:
/// it follows `!N =`.
pub fn keyword(r: &Reader, i: usize, in_node: bool, edits: &mut Vec<Edit>, problems: &mut Vec<Problem>) {
    if !is_metadata_operand(r, i + 1) {
        return; // `metadata` as a type (`declare void @f(metadata)`, `metadata i32 %x`)
    }
    let t = r.toks[i];
    let after_eq = i > 0 && r.is(i - 1, "=") && r.kind(i.wrapping_sub(2)) == Some(Kind::MetaName);
    if in_node || after_eq {
        edits.push(Edit::blank(t.start, t.end));
        return;
    }
    // A call argument: `metadata !12` and `metadata !"s"` are modern; a node holding one
    // function-local value is LLVM 3.x's way to pass the value itself.
    if r.kind(i + 1) != Some(Kind::MetaOpen) {
        return;
    }
    let Some(close) = r.skip_group(i + 1) else { return };
    let close = close - 1; // the `}`
    let locals = (i + 2..close).filter(|&k| r.kind(k) == Some(Kind::Local) && !r.starts_type_at_local(k)).count();
    if locals == 0 {
        return; // a node of constants and globals: modern too
    }
    let single = r.parse(i + 2).is_some_and(|ty| ty.end + 1 == close && r.kind(ty.end) == Some(Kind::Local));
    if single {
        let open = r.toks[i + 1];
        let end = r.toks[close];
        edits.push(Edit::blank(open.start, open.end));
        edits.push(Edit::blank(end.start, end.end));
    } else {
        problems.push(Problem {
            at: r.toks[i + 1].start,
            construct:
                "a metadata node of several operands holding a function-local value (LLVM 3.x function-local metadata)"
                    .into(),
            modern: "pass the value itself: `metadata T %v`".into(),
        });
    }
}

impl Reader<'_> {
    /// Whether the local at `k` is a type name (`%struct.S` in `%struct.S* %p`) rather than a
    /// value: a type is followed by `*`, `addrspace` or another value.
    fn starts_type_at_local(&self, k: usize) -> bool {
        matches!(self.text(k + 1), "*" | "addrspace") || matches!(self.kind(k + 1), Some(Kind::Local | Kind::Global))
    }
}
