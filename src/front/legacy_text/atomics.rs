//! `cmpxchg` as LLVM 3.x wrote it: one ordering, and the loaded value as its result
//! (`%old = cmpxchg i32* %p, i32 %cmp, i32 %new seq_cst`). LLVM 22 wants a failure ordering
//! too and returns `{ i32, i1 }`: the instruction gets the failure ordering LLVM 3.5's upgrade
//! gave it, its result a name of its own, and the old name is defined right after it, on the same
//! line, as the loaded value: `%"old.nvvmc.pair" = cmpxchg … seq_cst seq_cst
//! %old = extractvalue { i32, i1 } %"old.nvvmc.pair", 0`.

use super::edits::Edit;
use super::lexer::Kind;
use super::types::Reader;

const ORDERINGS: &[&str] = &["unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"];

/// The failure ordering of a success ordering (a failure cannot release).
fn failure_ordering(success: &str) -> &'static str {
    match success {
        "acq_rel" | "acquire" => "acquire",
        "seq_cst" => "seq_cst",
        _ => "monotonic",
    }
}

/// `cmpxchg` at `i`.
pub fn cmpxchg(r: &Reader, i: usize, edits: &mut Vec<Edit>) {
    let line_end = r.src[r.toks[i].start..].find('\n').map_or(r.src.len(), |p| r.toks[i].start + p);
    // The operation's tokens: to the end of its line.
    let last = (i..r.toks.len()).take_while(|&k| r.toks[k].start < line_end).last().unwrap_or(i);
    let orderings: Vec<usize> = (i..=last).filter(|&k| ORDERINGS.contains(&r.text(k))).collect();
    if orderings.len() != 1 {
        return; // modern (two orderings), or not something to guess at
    }
    let success = orderings[0];
    // The compared value's type: after the first top-level comma.
    let mut j = i + 1;
    while r.is(j, "weak") || r.is(j, "volatile") {
        j += 1;
    }
    let Some(ptr) = r.parse(j) else { return };
    let Some(comma) = (ptr.end..=last).find(|&k| r.is(k, ",")) else { return };
    let Some(value) = r.parse(comma + 1) else { return };
    let value_type = r.span_text((value.start, value.end));
    edits.push(Edit::insert(r.toks[success].end, format!(" {}", failure_ordering(r.text(success)))));
    // `%name =` before it: rename and redefine.
    if i >= 2 && r.is(i - 1, "=") && r.kind(i - 2) == Some(Kind::Local) {
        let def = r.toks[i - 2];
        let name = def.text(r.src);
        let bare = name[1..].trim_matches('"');
        let pair = format!("%\"{bare}.nvvmc.pair\"");
        edits.push(Edit::replace(def.start, def.end, pair.clone()));
        edits.push(Edit::insert(r.toks[last].end, format!(" {name} = extractvalue {{ {value_type}, i1 }} {pair}, 0")));
    }
}
