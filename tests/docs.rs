//! The documentation describes the real tool. Its generated tables are the ones the code
//! generates, wherever they live: the math table is what `nvvmc --list-math` prints and the half
//! and bfloat table `math_table::narrow_fixes_markdown()` (docs/reference/math.md), the rule table
//! `rules::render_markdown()` (docs/reference/rules.md), the stage table and the `--run-pass`
//! names the `Stage` enum (docs/design.md, section "Pipeline"). Every flag `nvvmc --help` lists is
//! in docs/reference/options.md, and `--help` says what each `--link` value does. Every relative
//! link in README.md, CHANGELOG.md and docs/**/*.md resolves to a file (and an `#anchor` to one
//! of its headings, as GitHub spells them), and the README stays at most 250 lines.

use std::path::{Path, PathBuf};
use std::process::Command;

const README: &str = "README.md";
const MATH: &str = "docs/reference/math.md";
const RULES: &str = "docs/reference/rules.md";
const OPTIONS: &str = "docs/reference/options.md";
const DESIGN: &str = "docs/design.md";
const README_MAX_LINES: usize = 250;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn nvvmc(arg: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_nvvmc")).arg(arg).output().unwrap();
    assert!(out.status.success(), "nvvmc {arg} failed");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn math_table_is_current() {
    let table = nvvmc("--list-math");
    assert!(read(MATH).contains(&table), "{MATH}'s math table is stale: paste `nvvmc --list-math` into it");
}

#[test]
fn narrow_fix_table_is_current() {
    let table = nvvmc::passes::math_table::narrow_fixes_markdown();
    assert!(read(MATH).contains(&table), "{MATH}'s half and bfloat table is stale:\n{table}");
}

#[test]
fn legality_rule_table_is_current() {
    let table = nvvmc::passes::legality::rules::render_markdown();
    assert!(read(RULES).contains(&table), "{RULES}'s rule table is stale:\n{table}");
}

#[test]
fn every_flag_is_documented() {
    let help = nvvmc("--help");
    let options = read(OPTIONS);
    for word in help.split_whitespace() {
        let flag = word.trim_matches(|c: char| c == ',' || c == '[' || c == ']');
        let flag = flag.split(['=', '[', '<']).next().unwrap();
        if flag.starts_with("--") && flag.len() > 2 && flag != "--help" && flag != "--version" {
            assert!(options.contains(&format!("`{flag}")), "{OPTIONS} does not document {flag}");
        }
    }
}

#[test]
fn help_says_what_each_link_strategy_does() {
    let help = nvvmc("--help");
    for strategy in ["late", "early", "ptx", "none"] {
        let line = help.lines().map(str::trim_start).find(|l| l.starts_with(&format!("- {strategy}:")));
        let what = line.map(|l| l[strategy.len() + 3..].trim()).unwrap_or("");
        assert!(
            !what.is_empty(),
            "`nvvmc --help` does not say what --link {strategy} does (a doc comment on the value)"
        );
    }
}

/// The text of the section `## {title}` of a markdown file, up to the next `## ` heading.
fn section<'a>(text: &'a str, title: &str) -> &'a str {
    let start = text.find(&format!("\n## {title}\n")).unwrap_or_else(|| panic!("no section '## {title}'"));
    let body = &text[start + 1..];
    let end = body[1..].find("\n## ").map_or(body.len(), |i| i + 1);
    &body[..end]
}

#[test]
fn stage_table_is_current() {
    let table = nvvmc::stage::markdown_table();
    let design = read(DESIGN);
    assert!(
        section(&design, "Pipeline").contains(&table),
        "{DESIGN}'s stage table (section Pipeline) is stale:\n{table}"
    );
}

#[test]
fn run_pass_names_are_the_passes() {
    let design = read(DESIGN);
    let pipeline = section(&design, "Pipeline");
    let para = pipeline.split("`--run-pass NAME` runs one").nth(1).unwrap().split("\n\n").next().unwrap();
    let names: Vec<&str> = nvvmc::Stage::single_passes().map(nvvmc::Stage::name).collect();
    let listed = para.split("that are one pass:").nth(1).unwrap().split("; another").next().unwrap();
    let listed: Vec<&str> = listed.split(',').map(|n| n.trim().trim_matches('`')).collect();
    assert_eq!(listed, names, "{DESIGN}'s --run-pass names");
}

#[test]
fn readme_is_short() {
    let lines = read(README).lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines; at most {README_MAX_LINES} (move detail to docs/)"
    );
}

/// README.md, CHANGELOG.md and every markdown file under docs/, relative to the root.
fn documents() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                out.push(path);
            }
        }
    }
    let mut docs = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    walk(&root().join("docs"), &mut docs);
    docs
}

/// The lines of a markdown text outside fenced code blocks, with their 1-based numbers.
fn prose_lines(text: &str) -> Vec<(usize, &str)> {
    let mut fence: Option<&str> = None;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let marker = ["```", "~~~"].into_iter().find(|m| trimmed.starts_with(m));
        match (fence, marker) {
            (None, Some(m)) => fence = Some(m),
            (Some(f), Some(m)) if f == m => fence = None,
            (None, None) => out.push((i + 1, line)),
            _ => {}
        }
    }
    out
}

/// A line without its inline code spans (`...`), where brackets are not links.
fn without_code_spans(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        out.push_str(&rest[..start]);
        let ticks = rest[start..].len() - rest[start..].trim_start_matches('`').len();
        let after = &rest[start + ticks..];
        match after.find(&"`".repeat(ticks)) {
            Some(end) => rest = &after[end + ticks..],
            None => {
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The targets of the inline links and images of a markdown text, with their line numbers.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (number, line) in prose_lines(text) {
        let line = without_code_spans(line);
        let mut rest = line.as_str();
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let (target, end) = match after.strip_prefix('<') {
                Some(angled) => match angled.find('>') {
                    Some(end) => (&angled[..end], end + 2),
                    None => break,
                },
                None => match after.find(')') {
                    Some(end) => (after[..end].split_whitespace().next().unwrap_or(""), end),
                    None => break,
                },
            };
            out.push((number, target.to_string()));
            rest = &after[end..];
        }
    }
    out
}

/// GitHub's anchor for a heading: lowercase, punctuation other than '-' and '_' removed, spaces
/// to '-'.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a markdown file's headings, repeated ones numbered as GitHub numbers them.
fn anchors(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, line) in prose_lines(text) {
        let hashes = line.len() - line.trim_start_matches('#').len();
        if !(1..=6).contains(&hashes) || !line[hashes..].starts_with(' ') {
            continue;
        }
        let base = slug(&line[hashes..]);
        let mut anchor = base.clone();
        let mut n = 0;
        while out.contains(&anchor) {
            n += 1;
            anchor = format!("{base}-{n}");
        }
        out.push(anchor);
    }
    out
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        let name = doc.strip_prefix(root()).unwrap().display().to_string();
        for (line, target) in link_targets(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            let file = if path.is_empty() { doc.clone() } else { doc.parent().unwrap().join(path) };
            if !file.exists() {
                broken.push(format!("{name}:{line}: {target}: no such file"));
                continue;
            }
            if let Some(anchor) = anchor {
                let Ok(target_text) = std::fs::read_to_string(&file) else {
                    broken.push(format!("{name}:{line}: {target}: an anchor into something that is not a text file"));
                    continue;
                };
                if !anchors(&target_text).iter().any(|a| a == anchor) {
                    broken.push(format!("{name}:{line}: {target}: no heading with that anchor"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn link_checker_reads_markdown_as_github_does() {
    assert_eq!(slug("Choosing `--link`"), "choosing---link");
    assert_eq!(slug("LLVM 22's NVPTX tests (`llvm-tests`)"), "llvm-22s-nvptx-tests-llvm-tests");
    assert_eq!(anchors("# A\n## A\n```\n# not a heading\n```\n## b_c\n"), ["a", "a-1", "b_c"]);
    let text = "see [x](a.md#b) and `[not](c.md)`\n```\n[no](d.md)\n```\n[y](<e f.md>) ![img](g.png \"t\")\n";
    let targets: Vec<String> = link_targets(text).into_iter().map(|(_, t)| t).collect();
    assert_eq!(targets, ["a.md#b", "e f.md", "g.png"]);
}
