//! Diagnostics about upgraded text, pointed back at the text as written: LLVM's
//! `NAME:LINE:COL: error: …` line gets the column as written, and the source line it quotes
//! (with its caret) is the input's own. An error inside text the upgrade wrote says so.

use super::edits::LineMap;
use super::Problem;
use crate::error::InputProblem;

/// `problem` (LLVM's, about the upgraded text) with its column mapped back to the text as
/// written, and the line LLVM quotes replaced by the line as written.
pub fn map_problem(mut p: InputProblem, map: &LineMap) -> InputProblem {
    let (Some(row), Some(col)) = (p.line, p.column.filter(|&c| c > 0)) else { return p };
    let Some(changed) = map.lines.get(&(row as usize)) else { return p };
    let col = col as usize;
    let (orig, written) = changed.original_column(col - 1);
    let excerpt = p.excerpt.take().unwrap_or_default();
    let quoted: Vec<&str> = excerpt.lines().collect();
    if written {
        let seg =
            changed.segments.iter().find(|s| (s.upgraded.0..s.upgraded.1.max(s.upgraded.0 + 1)).contains(&(col - 1)));
        let line = quoted.first().copied().unwrap_or("");
        let wrote = seg.and_then(|s| line.get(s.upgraded.0..s.upgraded.1)).unwrap_or("").trim();
        p.message.push_str(&format!(" (at `{wrote}`, which nvvmc wrote there while upgrading the LLVM 3.x syntax)"));
    }
    p.column = Some(orig as u32 + 1);
    // LLVM quotes the line and points at the column: quote the line as written.
    if quoted.get(1).is_some_and(|c| c.trim() == "^") {
        let mut lines = vec![changed.original.clone(), format!("{}^", " ".repeat(orig))];
        lines.extend(quoted[2..].iter().map(|l| l.to_string()));
        p.excerpt = Some(lines.join("\n"));
    } else if !excerpt.is_empty() {
        p.excerpt = Some(excerpt);
    }
    p
}

/// The problem of a form the upgrade does not rewrite, shown as LLVM shows its own.
pub fn problem_at(name: &str, src: &str, p: &Problem) -> InputProblem {
    let line_start = src[..p.at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[p.at..].find('\n').map_or(src.len(), |i| p.at + i);
    let row = src[..p.at].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = p.at - line_start;
    let message = format!("not upgraded from the NVVM IR 1.1 (LLVM 3.x) syntax: {}; {}", p.construct, p.modern);
    let excerpt = format!("{}\n{}^", src[line_start..line_end].trim_end_matches('\r'), " ".repeat(col));
    InputProblem::new(name, message).at(row, Some(col + 1)).excerpt(excerpt)
}
