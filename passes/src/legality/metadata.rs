//! Sections 3.8 and 6: named metadata (`!nvvmir.version`), `!pragma` unroll on branches, and
//! `!srcloc` on inline asm (accepted and ignored).

use super::rules::Rule;
use super::{i32_constant, At, Cx, Inst};
use crate::ir::metadata::named_metadata_operands;
use crate::ir::module::functions;
use crate::ir::{Opcode, Value};

/// The version a `!nvvmir.version` node gives, or why it is malformed.
pub(crate) fn version(node: Value<'_>) -> Result<Vec<u64>, String> {
    if !node.is_md_node() {
        return Err("it is not a metadata node".into());
    }
    let ops = node.md_node_operands();
    if ops.len() != 2 && ops.len() != 4 {
        return Err(format!(
            "it has {} operands; it needs two i32 values (major, minor), or four with the debug-info version",
            ops.len()
        ));
    }
    ops.iter()
        .map(|o| o.and_then(i32_constant).ok_or_else(|| "its operands are not all i32 constants".to_string()))
        .collect()
}

pub(crate) fn check(cx: &mut Cx) {
    let nodes = named_metadata_operands(cx.m, "nvvmir.version");
    let mut seen: Vec<Vec<u64>> = Vec::new();
    for n in &nodes {
        match version(*n) {
            Ok(v) => {
                if v.len() == 4 && cx.strict {
                    cx.report(
                        Rule::NvvmirVersion,
                        At::Module,
                        format!("!nvvmir.version node {} has four operands; spec 1.1 defines two", n.print_metadata()),
                    );
                }
                if !seen.iter().any(|s| s[..2] == v[..2]) {
                    seen.push(v);
                }
            }
            Err(why) => cx.report(
                Rule::NvvmirVersion,
                At::Module,
                format!("malformed !nvvmir.version node {}: {why}", n.print_metadata()),
            ),
        }
    }
    if seen.len() > 1 {
        let list: Vec<String> = seen.iter().map(|v| format!("{}.{}", v[0], v[1])).collect();
        cx.report(
            Rule::NvvmirVersion,
            At::Module,
            format!("the linked modules give different NVVM IR versions: {}", list.join(", ")),
        );
    }
    for f in functions(cx.m) {
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            if let Some(md) = i.metadata_named("pragma") {
                if let Err(why) = pragma(md, opcode) {
                    cx.report(
                        Rule::PragmaUnroll,
                        At::Inst(f, i),
                        format!("malformed !pragma {}: {why}", md.print_metadata()),
                    );
                }
            }
            if opcode == Some(Opcode::Call) && i.metadata_named("srcloc").is_some() {
                cx.report(Rule::SrclocIgnored, At::Inst(f, i), "!srcloc is accepted and ignored");
            }
        }
    }
}

fn pragma(md: Value<'_>, op: Option<Opcode>) -> Result<(), String> {
    if op != Some(Opcode::Br) {
        return Err("it must be attached to the branch at a loop's back edge".into());
    }
    if !md.is_md_node() {
        return Err("it is not a metadata node".into());
    }
    let ops = md.md_node_operands();
    if ops.len() != 2 {
        return Err(format!("it has {} operands, not two", ops.len()));
    }
    if ops[0].and_then(|o| o.md_string()).as_deref() != Some("unroll") {
        return Err("the first operand is not !\"unroll\"".into());
    }
    match ops[1].and_then(i32_constant) {
        Some(v) if (v as u32 as i32) >= 0 => Ok(()),
        Some(_) => Err("the unroll factor is negative".into()),
        None => Err("the unroll factor is not an i32 constant".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn version_shapes() {
        assert!(rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 1, i32 2}").is_empty());
        assert!(rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0, i32 3, i32 1}").is_empty());
        assert_eq!(
            strict_rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0, i32 3, i32 1}"),
            vec!["nvvmir-version"]
        );
        assert_eq!(rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 1}"), vec!["nvvmir-version"]);
        assert_eq!(rules_of("!nvvmir.version = !{!0}\n!0 = !{!\"1\", i64 2}"), vec!["nvvmir-version"]);
        assert_eq!(
            rules_of("!nvvmir.version = !{!0, !1}\n!0 = !{i32 1, i32 0}\n!1 = !{i32 2, i32 0}"),
            vec!["nvvmir-version"]
        );
    }

    #[test]
    fn pragma_unroll_shape() {
        let f = |md: &str| {
            rules_of(&format!("define void @f(i1 zeroext %c) {{\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %e, !pragma !0\ne:\n  ret void\n}}\n!0 = {md}"))
        };
        assert!(f("!{!\"unroll\", i32 4}").is_empty());
        assert_eq!(f("!{!\"unrol\", i32 4}"), vec!["pragma-unroll"]);
        assert_eq!(f("!{!\"unroll\"}"), vec!["pragma-unroll"]);
        assert_eq!(f("!{!\"unroll\", i32 -1}"), vec!["pragma-unroll"]);
        assert_eq!(f("!{!\"unroll\", !\"4\"}"), vec!["pragma-unroll"]);
    }
}
