//! Diagnostics about upgraded text, pointed back at the text as written: LLVM's
//! `NAME:LINE:COL: error: …` line gets the column as written, and the source line it quotes
//! (with its caret) is the input's own. An error inside text the upgrade wrote says so.

use super::edits::LineMap;
use super::Problem;

/// `message` (LLVM's, about the upgraded text of input `name`) with its positions mapped back.
pub fn map_message(message: &str, name: &str, map: &LineMap) -> String {
    let lines: Vec<&str> = message.lines().collect();
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    let mut k = 0;
    while k < lines.len() {
        let line = lines[k];
        let Some((row, col, rest)) = locate(line, name) else {
            out.push(line.to_string());
            k += 1;
            continue;
        };
        let Some(changed) = map.lines.get(&row) else {
            out.push(line.to_string());
            k += 1;
            continue;
        };
        let (orig, written) = changed.original_column(col - 1);
        let note = if written {
            let quoted = lines.get(k + 1).copied().unwrap_or("");
            let seg = changed
                .segments
                .iter()
                .find(|s| (s.upgraded.0..s.upgraded.1.max(s.upgraded.0 + 1)).contains(&(col - 1)));
            let wrote = seg.and_then(|s| quoted.get(s.upgraded.0..s.upgraded.1)).unwrap_or("").trim();
            format!(" (at `{wrote}`, which nvvmc wrote there while upgrading the LLVM 3.x syntax)")
        } else {
            String::new()
        };
        out.push(format!("{name}:{row}:{}:{rest}{note}", orig + 1));
        // LLVM quotes the line and points at the column: quote the line as written.
        let quotes_line = lines.get(k + 2).is_some_and(|c| c.trim() == "^");
        if quotes_line {
            out.push(changed.original.clone());
            out.push(format!("{}^", " ".repeat(orig)));
            k += 3;
        } else {
            k += 1;
        }
    }
    out.join("\n")
}

/// `NAME:LINE:COL:REST` → (line, column, REST).
fn locate<'m>(line: &'m str, name: &str) -> Option<(usize, usize, &'m str)> {
    let after = line.strip_prefix(name)?.strip_prefix(':')?;
    let (row, after) = after.split_once(':')?;
    let (col, rest) = after.split_once(':')?;
    Some((row.parse().ok()?, col.parse().ok().filter(|&c: &usize| c > 0)?, rest))
}

/// The diagnostic of a form the upgrade does not rewrite, in LLVM's format.
pub fn problem_message(name: &str, src: &str, p: &Problem) -> String {
    let line_start = src[..p.at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = src[p.at..].find('\n').map_or(src.len(), |i| p.at + i);
    let row = src[..p.at].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = p.at - line_start;
    format!(
        "{name}:{row}:{}: error: not upgraded from the NVVM IR 1.1 (LLVM 3.x) syntax: {}; {}\n{}\n{}^",
        col + 1,
        p.construct,
        p.modern,
        src[line_start..line_end].trim_end_matches('\r'),
        " ".repeat(col)
    )
}
