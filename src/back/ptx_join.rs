//! Joins several PTX modules that LLVM's NVPTX backend wrote for the same target into one module
//! that ptxas accepts. Two users: `--link ptx` (the libdevice functions compiled on their own,
//! then the program) and parallel code generation (`-j N`, the program split into partitions).
//!
//! A PTX module is a header (`.version`, `.target`, `.address_size`) and a sequence of top-level
//! items: function declarations (`.extern .func …;` or a prototype `.func …;`), variables
//! (`.global`/`.shared`/`.const`, defined or `.extern`) and function definitions (with a body).
//! The joined module has one header (the highest `.version` of the parts, the rest from the part
//! named by `header`), then each part's items in order, with these rules, by symbol name:
//!
//! - the first definition of a function counts; a later definition of the same name is dropped
//!   (internal functions that several partitions call are compiled in each and kept once);
//! - a declaration of a function defined in an earlier part is dropped; one of a function defined
//!   in a later part becomes a prototype with the definition's linkage (`.visible .func …;`
//!   instead of `.extern .func …;`), so the call still follows a declaration; a declaration that
//!   an earlier part already made is dropped;
//! - an `.extern` variable defined in an earlier part is dropped (a variable defined in a later
//!   part is an error: PTX has no forward declaration of variables); a second definition of a
//!   variable is an error, except an identical `.shared` or internal one (a library table that
//!   several partitions linked), which is dropped.
//!
//! Comments and blank lines stay with the item that follows them.

use crate::error::CompileError;
use std::collections::{BTreeMap, BTreeSet};

/// One module to join.
pub struct Part<'a> {
    pub ptx: &'a str,
    /// A comment line written before the part's items, e.g. `// ---- program ----`.
    pub banner: Option<&'a str>,
    /// Library code: its `.visible .func` definitions become plain `.func` (not exported).
    pub hide_functions: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    FunctionDeclaration,
    FunctionDefinition,
    VariableDeclaration,
    VariableDefinition,
    /// Anything else at top level (kept as written, once).
    Other,
}

#[derive(Debug)]
struct Item<'a> {
    /// Comment and blank lines before the item.
    leading: Vec<&'a str>,
    lines: Vec<&'a str>,
    kind: Kind,
    name: String,
}

/// The `.version` of a PTX text as (major, minor).
pub fn version(ptx: &str) -> Option<(u32, u32)> {
    let v = ptx.lines().find_map(|l| l.trim().strip_prefix(".version "))?;
    let (a, b) = v.trim().split_once('.')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The index of the first line after the header (`.version`, `.target`, `.address_size` and
/// comments).
pub fn body_start(lines: &[&str]) -> usize {
    let mut last = 0;
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        if t.starts_with(".version") || t.starts_with(".target") || t.starts_with(".address_size") {
            last = i + 1;
        } else if !(t.is_empty() || t.starts_with("//")) {
            break;
        }
    }
    last
}

/// A line without its `//` comment.
fn code(line: &str) -> &str {
    line.find("//").map_or(line, |i| &line[..i]).trim()
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '%' | '.')
}

/// The name of a function from its header text (`.visible .func  (.param .b32 r) name(…`).
fn function_name(header: &str) -> String {
    let at = [".func", ".entry"].iter().filter_map(|k| header.find(k).map(|i| i + k.len())).min().unwrap_or(0);
    let mut rest = header[at..].trim_start();
    if rest.starts_with('(') {
        // The return parameter list.
        let mut depth = 0;
        for (i, c) in rest.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        rest = rest[i + 1..].trim_start();
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    rest.chars().take_while(|c| is_ident_char(*c)).collect()
}

/// The name of a variable from its line (`.global .align 4 .b8 name[16] = {…};`).
fn variable_name(line: &str) -> String {
    let decl = line.split(['=', ';']).next().unwrap_or("");
    let mut tokens = decl.split_whitespace();
    while let Some(t) = tokens.next() {
        if t == ".align" {
            tokens.next();
        } else if !t.starts_with('.') {
            return t.split('[').next().unwrap_or(t).to_string();
        }
    }
    String::new()
}

/// Splits a module's body (the lines after its header) into top-level items.
fn items<'a>(lines: &[&'a str]) -> Vec<Item<'a>> {
    let mut out = Vec::new();
    let mut leading = Vec::new();
    let mut current: Vec<&'a str> = Vec::new();
    let (mut parens, mut braces, mut body) = (0i32, 0i32, false);
    for &line in lines {
        let c = code(line);
        if current.is_empty() && c.is_empty() {
            leading.push(line);
            continue;
        }
        current.push(line);
        for ch in c.chars() {
            match ch {
                '(' => parens += 1,
                ')' => parens -= 1,
                '{' => {
                    if braces == 0 && parens == 0 && !c.contains('=') {
                        body = true;
                    }
                    braces += 1
                }
                '}' => braces -= 1,
                _ => {}
            }
        }
        if parens == 0 && braces == 0 && (c.ends_with(';') || c.ends_with('}')) {
            let first = code(current[0]);
            let is_function = first.contains(".func") || first.contains(".entry");
            let is_extern = first.split_whitespace().any(|t| t == ".extern");
            let kind = if is_function {
                if body {
                    Kind::FunctionDefinition
                } else {
                    Kind::FunctionDeclaration
                }
            } else if [".global", ".shared", ".const", ".local"]
                .iter()
                .any(|s| first.split_whitespace().any(|t| t == *s))
            {
                if is_extern {
                    Kind::VariableDeclaration
                } else {
                    Kind::VariableDefinition
                }
            } else {
                Kind::Other
            };
            let name = match kind {
                Kind::FunctionDeclaration | Kind::FunctionDefinition => {
                    // The header: the lines before the body.
                    function_name(
                        &current
                            .iter()
                            .map(|l| code(l))
                            .take_while(|c| !c.starts_with('{'))
                            .collect::<Vec<_>>()
                            .join(" "),
                    )
                }
                Kind::VariableDeclaration | Kind::VariableDefinition => variable_name(first),
                Kind::Other => current.join("\n"),
            };
            out.push(Item { leading: std::mem::take(&mut leading), lines: std::mem::take(&mut current), kind, name });
            body = false;
        }
    }
    if !current.is_empty() || !leading.is_empty() {
        // Trailing comments (or an unterminated item, kept as written).
        leading.extend(current);
        out.push(Item { leading, lines: Vec::new(), kind: Kind::Other, name: String::new() });
    }
    out
}

fn is_shared(item: &Item<'_>) -> bool {
    code(item.lines[0]).split_whitespace().any(|t| t == ".shared")
}

/// A variable no other module sees (no `.visible`, `.weak` or `.common`): a program's internal
/// constant, such as a libdevice table that partitions split before `optimize` each linked.
fn is_internal(item: &Item<'_>) -> bool {
    !code(item.lines[0]).split_whitespace().any(|t| matches!(t, ".visible" | ".weak" | ".common" | ".extern"))
}

fn first_definition<'i, 'a>(items: &'i [Item<'a>], name: &str) -> Option<&'i Vec<&'a str>> {
    items.iter().find(|i| i.kind == Kind::VariableDefinition && i.name == name).map(|i| &i.lines)
}

/// The linkage directive a definition starts with (`.visible`, `.weak`, or none), as written
/// before `.func`.
fn linkage_of(first_line: &str, hidden: bool) -> &'static str {
    let t = code(first_line);
    if hidden {
        ""
    } else if t.starts_with(".visible") {
        ".visible "
    } else if t.starts_with(".weak") {
        ".weak "
    } else {
        ""
    }
}

/// Each function's first definition: its part and linkage directive.
type FirstFunctions<'a> = BTreeMap<&'a str, (usize, &'static str)>;
/// Each variable's first definition: its part.
type FirstVariables<'a> = BTreeMap<&'a str, usize>;

/// Where each function and variable is defined first: functions with (part, linkage directive),
/// variables with their part. A variable defined in two parts is an error unless the later one
/// is the same `.shared` or internal definition.
fn first_definitions<'p>(
    parts: &[Part<'_>],
    parsed: &'p [Vec<Item<'_>>],
) -> Result<(FirstFunctions<'p>, FirstVariables<'p>), CompileError> {
    let mut functions = FirstFunctions::new();
    let mut variables = FirstVariables::new();
    for (pi, part) in parsed.iter().enumerate() {
        for it in part {
            match it.kind {
                Kind::FunctionDefinition => {
                    functions.entry(&it.name).or_insert((pi, linkage_of(it.lines[0], parts[pi].hide_functions)));
                }
                Kind::VariableDefinition => {
                    if let Some(&first) = variables.get(it.name.as_str()) {
                        if first_definition(&parsed[first], &it.name) == Some(&it.lines)
                            && (is_shared(it) || is_internal(it))
                        {
                            continue;
                        }
                        return Err(CompileError::Codegen(
                            format!("joining PTX: variable '{}' is defined in part {first} and in part {pi}", it.name)
                                .into(),
                        ));
                    }
                    variables.insert(&it.name, pi);
                }
                _ => {}
            }
        }
    }
    Ok((functions, variables))
}

/// Joins the parts (see the module comment).
pub fn join(parts: &[Part<'_>], header: usize) -> Result<String, CompileError> {
    let v = parts
        .iter()
        .map(|p| version(p.ptx))
        .collect::<Option<Vec<_>>>()
        .and_then(|vs| vs.into_iter().max())
        .ok_or_else(|| CompileError::Codegen("PTX without a .version line".into()))?;
    let split: Vec<(Vec<&str>, usize)> = parts
        .iter()
        .map(|p| {
            let lines: Vec<&str> = p.ptx.lines().collect();
            let start = body_start(&lines);
            (lines, start)
        })
        .collect();
    let parsed: Vec<Vec<Item<'_>>> = split.iter().map(|(lines, start)| items(&lines[*start..])).collect();

    let (functions, variables) = first_definitions(parts, &parsed)?;

    let mut out = String::with_capacity(parts.iter().map(|p| p.ptx.len()).sum());
    let (hlines, hstart) = &split[header];
    for l in &hlines[..*hstart] {
        if l.trim().starts_with(".version") {
            out.push_str(&format!(".version {}.{}\n", v.0, v.1));
        } else {
            out.push_str(l);
            out.push('\n');
        }
    }
    let mut emitted_functions: BTreeSet<&str> = BTreeSet::new();
    let mut declared: BTreeSet<&str> = BTreeSet::new();
    let mut declared_variables: BTreeSet<&str> = BTreeSet::new();
    let mut others: BTreeSet<&str> = BTreeSet::new();
    for (pi, part) in parsed.iter().enumerate() {
        if let Some(b) = parts[pi].banner {
            out.push_str(b);
            out.push('\n');
        }
        for it in part {
            // A changed first line, if any (the others are copied as they are).
            let mut first_line: Option<String> = None;
            let keep = match it.kind {
                Kind::FunctionDefinition => {
                    if parts[pi].hide_functions {
                        if let Some(rest) = it.lines[0].strip_prefix(".visible .func") {
                            first_line = Some(format!(".func{rest}"));
                        }
                    }
                    emitted_functions.insert(&it.name)
                }
                Kind::FunctionDeclaration => match functions.get(it.name.as_str()) {
                    Some(&(def, _)) if def < pi => false,
                    Some(&(def, _)) if def == pi => declared.insert(&it.name),
                    Some(&(_, linkage)) => {
                        // Defined in a later part: a prototype with the definition's linkage.
                        let first = it.lines[0].trim_start();
                        let rest = [".extern ", ".visible ", ".weak "]
                            .iter()
                            .find_map(|p| first.strip_prefix(p))
                            .unwrap_or(first);
                        first_line = Some(format!("{linkage}{rest}"));
                        declared.insert(&it.name)
                    }
                    None => declared.insert(&it.name),
                },
                Kind::VariableDeclaration => match variables.get(it.name.as_str()) {
                    Some(&def) if def < pi => false,
                    Some(&def) if def > pi => {
                        return Err(CompileError::Codegen(
                            format!(
                                "joining PTX: variable '{}' is used in part {pi} before its definition in part {def}",
                                it.name
                            )
                            .into(),
                        ))
                    }
                    _ => declared_variables.insert(&it.name),
                },
                // A copy of a `.shared` variable an earlier part defined (checked above).
                Kind::VariableDefinition => variables.get(it.name.as_str()) == Some(&pi),
                Kind::Other => it.lines.is_empty() || others.insert(&it.name),
            };
            if keep {
                for l in &it.leading {
                    out.push_str(l);
                    out.push('\n');
                }
                for (i, l) in it.lines.iter().enumerate() {
                    out.push_str(if i == 0 { first_line.as_deref().unwrap_or(l) } else { l });
                    out.push('\n');
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: &str = "//\n.version 7.8\n.target sm_90\n.address_size 64\n\n.extern .func  (.param .b32 func_retval0) later\n(\n\t.param .b32 later_param_0\n)\n;\n.extern .func vprintf\n(\n\t.param .b64 p\n)\n;\n.global .align 4 .b8 table[16] = {0, 0, 128, 63};\n.shared .align 4 .b8 buf[256];\n.func  (.param .b32 func_retval0) helper(\n\t.param .b32 helper_param_0\n)\n{\n\tret;\n}\n\t// .globl\tk1\n.visible .entry k1()\n{\n\tret;\n}\n";
    const B: &str = "//\n.version 8.0\n.target sm_90\n.address_size 64\n\n.extern .func vprintf\n(\n\t.param .b64 p\n)\n;\n.extern .global .align 4 .b8 table[16];\n.extern .shared .align 4 .b8 buf[256];\n.func  (.param .b32 func_retval0) helper(\n\t.param .b32 helper_param_0\n)\n{\n\tret;\n}\n.visible .func  (.param .b32 func_retval0) later(\n\t.param .b32 later_param_0\n)                                       // -- Begin function later\n{\n\tret;\n}\n\t// .globl\tk2\n.visible .entry k2()\n{\n\tret;\n}\n";

    fn part(ptx: &str) -> Part<'_> {
        Part { ptx, banner: None, hide_functions: false }
    }

    #[test]
    fn items_are_split_and_named() {
        let lines: Vec<&str> = B.lines().collect();
        let it = items(&lines[body_start(&lines)..]);
        let kinds: Vec<(Kind, &str)> = it.iter().map(|i| (i.kind, i.name.as_str())).collect();
        assert_eq!(
            kinds,
            vec![
                (Kind::FunctionDeclaration, "vprintf"),
                (Kind::VariableDeclaration, "table"),
                (Kind::VariableDeclaration, "buf"),
                (Kind::FunctionDefinition, "helper"),
                (Kind::FunctionDefinition, "later"),
                (Kind::FunctionDefinition, "k2"),
            ]
        );
        assert_eq!(variable_name(".global .align 1 .b8 _$_str[4] = {97, 98, 99};"), "_$_str");
        assert_eq!(variable_name(".visible .global .align 4 .u32 counter;"), "counter");
    }

    #[test]
    fn partitions_join_with_one_definition_of_each_symbol() {
        let out = join(&[part(A), part(B)], 0).unwrap();
        assert!(out.contains(".version 8.0\n") && !out.contains(".version 7.8"), "{out}");
        assert_eq!(out.matches(".target").count(), 1, "{out}");
        // The duplicated internal helper is kept once, the variables are defined once and not
        // declared again, the shared undefined function is declared once.
        assert_eq!(out.matches(") helper(").count(), 1, "{out}");
        assert_eq!(out.matches("table[16]").count(), 1, "{out}");
        assert_eq!(out.matches("buf[256]").count(), 1, "{out}");
        assert!(!out.contains(".extern .global") && !out.contains(".extern .shared"), "{out}");
        assert_eq!(out.matches(".extern .func vprintf").count(), 1, "{out}");
        // `later`, defined in the second part and called in the first, is declared as a
        // visible prototype before its first use.
        assert!(!out.contains(".extern .func  (.param .b32 func_retval0) later"), "{out}");
        let proto = out.find(".visible .func  (.param .b32 func_retval0) later\n").expect("prototype");
        assert!(proto < out.find(".entry k1").unwrap());
        assert!(out.contains("// .globl\tk2\n.visible .entry k2()"), "{out}");
    }

    #[test]
    fn identical_internal_variables_are_kept_once_and_others_defined_twice_are_errors() {
        let head = ".version 7.8\n.target sm_90\n.address_size 64\n";
        let with = |var: &str, k: &str| format!("{head}{var}\n.visible .entry {k}()\n{{\n\tret;\n}}\n");
        let table = ".global .align 4 .b8 __cudart_i2opi_f[2] = {65, 144};";
        let (a, b) = (with(table, "k1"), with(table, "k2"));
        let out = join(&[part(&a), part(&b)], 0).unwrap();
        assert_eq!(out.matches("__cudart_i2opi_f[2]").count(), 1, "{out}");
        let other = with(".global .align 4 .b8 __cudart_i2opi_f[2] = {65, 145};", "k2");
        assert!(join(&[part(&a), part(&other)], 0).is_err(), "two different tables of one name");
        let visible = with(".visible .global .align 4 .b32 g;", "k1");
        assert!(join(&[part(&visible), part(&visible.replace("k1", "k2"))], 0).is_err(), "an exported variable twice");
    }

    #[test]
    fn a_variable_defined_after_its_use_is_an_error() {
        assert!(join(&[part(B), part(A)], 0).is_err());
    }
}
