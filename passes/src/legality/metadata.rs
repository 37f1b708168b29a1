//! Sections 3.8 and 6: named metadata (`!nvvmir.version`), `!pragma` unroll on branches, and
//! `!srcloc` on inline asm (accepted and ignored).

use super::{const_int, functions, instructions, int_width, md_operands, md_string, named_metadata, opcode, print_md, type_of, At, Cx};
use llvm_sys::LLVMOpcode;

/// The version a `!nvvmir.version` node gives, or why it is malformed.
pub(crate) fn version(node: llvm_sys::prelude::LLVMValueRef) -> Result<Vec<u64>, String> {
    let Some(ops) = md_operands(node) else { return Err("it is not a metadata node".into()) };
    if ops.len() != 2 && ops.len() != 4 {
        return Err(format!("it has {} operands; it needs two i32 values (major, minor), or four with the debug-info version", ops.len()));
    }
    ops.iter()
        .map(|o| const_int(*o).filter(|_| int_width(type_of(*o)) == Some(32)).ok_or_else(|| "its operands are not all i32 constants".to_string()))
        .collect()
}

pub(crate) fn check(cx: &mut Cx) {
    let nodes = named_metadata(cx.m, "nvvmir.version");
    let mut seen: Vec<Vec<u64>> = Vec::new();
    for n in &nodes {
        match version(*n) {
            Ok(v) => {
                if v.len() == 4 && cx.strict {
                    cx.report("nvvmir-version", At::Module, format!("!nvvmir.version node {} has four operands; spec 1.1 defines two", print_md(*n)));
                }
                if !seen.iter().any(|s| s[..2] == v[..2]) {
                    seen.push(v);
                }
            }
            Err(why) => cx.report("nvvmir-version", At::Module, format!("malformed !nvvmir.version node {}: {why}", print_md(*n))),
        }
    }
    if seen.len() > 1 {
        let list: Vec<String> = seen.iter().map(|v| format!("{}.{}", v[0], v[1])).collect();
        cx.report("nvvmir-version", At::Module, format!("the linked modules give different NVVM IR versions: {}", list.join(", ")));
    }
    for f in functions(cx.m) {
        for i in instructions(f) {
            if let Some(md) = super::inst_metadata(cx.m, i, "pragma") {
                if let Err(why) = pragma(md, opcode(i)) {
                    cx.report("pragma-unroll", At::Inst(f, i), format!("malformed !pragma {}: {why}", print_md(md)));
                }
            }
            if opcode(i) == LLVMOpcode::LLVMCall && super::inst_metadata(cx.m, i, "srcloc").is_some() {
                cx.report("srcloc-ignored", At::Inst(f, i), "!srcloc is accepted and ignored");
            }
        }
    }
}

fn pragma(md: llvm_sys::prelude::LLVMValueRef, op: LLVMOpcode) -> Result<(), String> {
    if op != LLVMOpcode::LLVMBr {
        return Err("it must be attached to the branch at a loop's back edge".into());
    }
    let ops = md_operands(md).ok_or("it is not a metadata node")?;
    if ops.len() != 2 {
        return Err(format!("it has {} operands, not two", ops.len()));
    }
    if md_string(ops[0]).as_deref() != Some("unroll") {
        return Err("the first operand is not !\"unroll\"".into());
    }
    match const_int(ops[1]).filter(|_| int_width(type_of(ops[1])) == Some(32)) {
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
        assert_eq!(strict_rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0, i32 3, i32 1}"), vec!["nvvmir-version"]);
        assert_eq!(rules_of("!nvvmir.version = !{!0}\n!0 = !{i32 1}"), vec!["nvvmir-version"]);
        assert_eq!(rules_of("!nvvmir.version = !{!0}\n!0 = !{!\"1\", i64 2}"), vec!["nvvmir-version"]);
        assert_eq!(rules_of("!nvvmir.version = !{!0, !1}\n!0 = !{i32 1, i32 0}\n!1 = !{i32 2, i32 0}"), vec!["nvvmir-version"]);
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
