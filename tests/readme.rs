//! The README documents the real tool: its math table is what `nvvmc --list-math` prints, and
//! every flag `nvvmc --help` lists appears in its options table.

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
fn every_pipeline_stage_is_documented() {
    let readme = readme();
    let pipeline = readme.split("## Pipeline").nth(1).unwrap().split("\n## ").next().unwrap();
    for stage in nvvmc::pipeline::STAGES {
        assert!(pipeline.contains(&format!("`{stage}`")), "README's pipeline section does not list stage {stage}");
    }
}
