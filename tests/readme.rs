//! The README documents the real tool: its math table is what `nvvmc --list-math` prints, its
//! rule and stage tables are the ones the code generates, and every flag `nvvmc --help` lists
//! appears in its options table.

use std::process::Command;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
}

#[test]
fn math_table_in_readme_is_current() {
    let out = Command::new(env!("CARGO_BIN_EXE_nvvmc")).arg("--list-math").output().unwrap();
    assert!(out.status.success());
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(readme().contains(&table), "README's math table is stale: paste `nvvmc --list-math` into it");
}

#[test]
fn narrow_fix_table_in_readme_is_current() {
    let table = nvvmc::passes::math_table::narrow_fixes_markdown();
    assert!(readme().contains(&table), "README's half and bfloat table is stale:\n{table}");
}

#[test]
fn legality_rule_table_in_readme_is_current() {
    let table = nvvmc::passes::legality::rules::render_markdown();
    assert!(readme().contains(&table), "README's rule table is stale:\n{table}");
}

#[test]
fn every_flag_is_documented() {
    let out = Command::new(env!("CARGO_BIN_EXE_nvvmc")).arg("--help").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    let readme = readme();
    for word in help.split_whitespace() {
        let flag = word.trim_matches(|c: char| c == ',' || c == '[' || c == ']');
        let flag = flag.split(['=', '[', '<']).next().unwrap();
        if flag.starts_with("--") && flag.len() > 2 && flag != "--help" && flag != "--version" {
            assert!(readme.contains(&format!("`{flag}")), "README does not document {flag}");
        }
    }
}

#[test]
fn stage_table_in_readme_is_current() {
    let table = nvvmc::stage::markdown_table();
    let readme = readme();
    let pipeline = readme.split("## Pipeline").nth(1).unwrap().split("\n## ").next().unwrap();
    assert!(pipeline.contains(&table), "README's stage table (section Pipeline) is stale:\n{table}");
}

#[test]
fn run_pass_names_in_readme_are_the_passes() {
    let readme = readme();
    let para = readme.split("`--run-pass NAME` runs one").nth(1).unwrap().split("\n\n").next().unwrap();
    let names: Vec<&str> = nvvmc::Stage::single_passes().map(nvvmc::Stage::name).collect();
    let listed = para.split("that are one pass:").nth(1).unwrap().split("; another").next().unwrap();
    let listed: Vec<&str> = listed.split(',').map(|n| n.trim().trim_matches('`')).collect();
    assert_eq!(listed, names, "README's --run-pass names");
}
