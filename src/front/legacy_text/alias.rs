//! Aliases as LLVM 3.x wrote them: `@a = alias [linkage] i32* @b`, the aliasee's pointer type
//! only and the linkage after `alias`. LLVM 22 wants `@a = [linkage] alias i32, i32* @b`: the
//! value type is written in front and the linkage moves before `alias`.

use super::edits::Edit;
use super::types::{Reader, Shape};

const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
    "hidden",
    "protected",
    "default",
];

/// `alias` at `i`.
pub fn alias(r: &Reader, i: usize, edits: &mut Vec<Edit>) {
    let mut j = i + 1;
    let mut moved = Vec::new();
    while LINKAGES.contains(&r.text(j)) {
        moved.push(j);
        j += 1;
    }
    let Some(ty) = r.parse(j) else { return };
    if r.is(ty.end, ",") {
        return;
    }
    if let Shape::Pointer { pointee, .. } = ty.shape {
        edits.push(Edit::insert(r.toks[j].start, format!("{}, ", r.span_text(pointee))));
        if !moved.is_empty() {
            let words: Vec<&str> = moved.iter().map(|&k| r.text(k)).collect();
            edits.push(Edit::insert(r.toks[i].start, format!("{} ", words.join(" "))));
            edits.extend(moved.iter().map(|&k| Edit::blank(r.toks[k].start, r.toks[k].end)));
        }
    }
}
