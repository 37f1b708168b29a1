//! Edits of the text and the way back: an edit replaces a byte range with text on the same
//! line (never a newline), so that the upgraded text keeps every line where it was, and a column
//! of the upgraded text maps back to the column it came from.

/// One replacement: bytes `[start, end)` of the original become `with`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub with: String,
}

impl Edit {
    pub fn insert(at: usize, with: impl Into<String>) -> Self {
        Edit { start: at, end: at, with: with.into() }
    }

    pub fn replace(start: usize, end: usize, with: impl Into<String>) -> Self {
        Edit { start, end, with: with.into() }
    }

    /// Blanks `[start, end)` with spaces: the columns after it stay where they were.
    pub fn blank(start: usize, end: usize) -> Self {
        Edit { start, end, with: " ".repeat(end - start) }
    }
}

/// Where the edits of one line moved its text: `(column in the upgraded line, column in the
/// original, length of inserted text at that point, or 0)`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineMap {
    /// Per changed line (1-based): the original line and the edits' anchors in upgraded columns.
    pub lines: std::collections::BTreeMap<usize, ChangedLine>,
}

/// A changed line: its text as written and the edited ranges of the upgraded line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangedLine {
    pub original: String,
    /// Each edit on the line, in order.
    pub segments: Vec<Segment>,
}

/// One edited range of a line, in 0-based byte columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    pub upgraded: (usize, usize),
    pub original: (usize, usize),
    /// Whether the upgrade wrote text there (false for a blanking, which keeps columns).
    pub written: bool,
}

impl ChangedLine {
    /// The original 0-based byte column of upgraded column `col`, and whether `col` lies in text
    /// the upgrade wrote (then the column is where that text was put).
    pub fn original_column(&self, col: usize) -> (usize, bool) {
        let mut delta: isize = 0;
        for s in &self.segments {
            let (us, ue) = s.upgraded;
            let (os, oe) = s.original;
            if col < us {
                break;
            }
            if col < ue {
                return if s.written { (os, true) } else { (os + (col - us), false) };
            }
            delta += (oe - os) as isize - (ue - us) as isize;
        }
        ((col as isize + delta).max(0) as usize, false)
    }
}

/// Applies `edits` (any order; of overlapping ones the first wins, and one across a line break
/// is dropped) to `src`: the new text and its map back.
pub fn apply(src: &str, mut edits: Vec<Edit>) -> (String, LineMap) {
    edits.sort_by_key(|e| (e.start, e.end));
    edits.dedup();
    let mut out = String::with_capacity(src.len() + edits.iter().map(|e| e.with.len()).sum::<usize>());
    let mut map = LineMap::default();
    let mut pos = 0;
    // The line of `pos` (1-based) and where it starts in both texts.
    let mut line = 1usize;
    let mut line_start = 0usize;
    let mut out_line_start = 0usize;
    for e in edits {
        if e.start < pos || e.with.contains('\n') || src[e.start..e.end].contains('\n') {
            // Overlapping, or across a line (a type split over two lines): LLVM gets the text as
            // written there, rather than lines that no longer match the input's.
            continue;
        }
        let gap = &src[pos..e.start];
        if let Some(nl) = gap.rfind('\n') {
            line += gap.bytes().filter(|&b| b == b'\n').count();
            line_start = pos + nl + 1;
            out_line_start = out.len() + nl + 1;
        }
        out.push_str(gap);
        let us = out.len() - out_line_start;
        out.push_str(&e.with);
        let ue = out.len() - out_line_start;
        let le = src[line_start..].find('\n').map_or(src.len(), |p| line_start + p);
        let changed = map.lines.entry(line).or_insert_with(|| ChangedLine {
            original: src[line_start..le].trim_end_matches('\r').to_string(),
            segments: Vec::new(),
        });
        let written = !(e.with.len() == e.end - e.start && e.with.bytes().all(|b| b == b' '));
        changed.segments.push(Segment {
            upgraded: (us, ue),
            original: (e.start - line_start, e.end - line_start),
            written,
        });
        pos = e.end;
    }
    out.push_str(&src[pos..]);
    (out, map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_stay_and_columns_map_back() {
        let src = "a\n  %x = load i32* %p\n  !0 = metadata !{}\n";
        let load = src.find("i32*").unwrap();
        let md = src.find("metadata").unwrap();
        let (out, map) = apply(src, vec![Edit::insert(load, "i32, "), Edit::blank(md, md + 8)]);
        assert_eq!(out, "a\n  %x = load i32, i32* %p\n  !0 =          !{}\n");
        let l2 = &map.lines[&2];
        assert_eq!(l2.original, "  %x = load i32* %p");
        // `%p` is at column 20 upgraded, 15 as written; the inserted `i32, ` maps to its anchor.
        assert_eq!(l2.original_column(20), (15, false));
        assert_eq!(l2.original_column(12), (12, true));
        assert_eq!(l2.original_column(3), (3, false));
        assert_eq!(map.lines[&3].original_column(16), (16, false));
        assert_eq!(out.lines().count(), src.lines().count());
    }
}
