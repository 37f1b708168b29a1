//! Section 8, instructions: the unsupported terminators and EH instructions, and `alloca` with a
//! non-constant element count. (Atomics are in `atomics.rs`, `va_arg` in `calling_convention.rs`.)

use super::rules::Rule;
use super::{At, Cx, Inst};
use crate::ir::module::functions;
use crate::ir::Opcode;

/// The spelling of an instruction section 8 (or LLVM 22's NVPTX backend) does not support.
pub(crate) fn unsupported(op: Opcode) -> Option<&'static str> {
    Some(match op {
        Opcode::IndirectBr => "indirectbr",
        Opcode::Invoke => "invoke",
        Opcode::Resume => "resume",
        Opcode::LandingPad => "landingpad",
        Opcode::CallBr => "callbr",
        Opcode::CatchSwitch => "catchswitch",
        Opcode::CatchPad => "catchpad",
        Opcode::CleanupPad => "cleanuppad",
        Opcode::CatchRet => "catchret",
        Opcode::CleanupRet => "cleanupret",
        _ => return None,
    })
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            let Some(op) = opcode else { continue };
            if let Some(name) = unsupported(op) {
                // Terminators are §8.1's; landingpad (and the pads) §8.8's.
                let section = if i.is_terminator() { "8.1" } else { "8.8" };
                cx.report_in(
                    Rule::UnsupportedInstruction,
                    Some(section),
                    At::Inst(f, i),
                    format!("the {name} instruction is not supported"),
                    None,
                );
            }
            if op == Opcode::Alloca {
                let count = i.operand_iter().next();
                if count.is_some_and(|c| c.const_int_zext().is_none() && !c.is_constant()) {
                    cx.report(
                        Rule::DynamicAlloca,
                        At::Inst(f, i),
                        "alloca with a non-constant number of elements is not supported",
                    );
                    if cx.sm < 52 {
                        cx.report(
                            Rule::ArchRequirement,
                            At::Inst(f, i),
                            format!("a dynamic alloca needs sm_52 and PTX 7.3; the target is sm_{}", cx.sm),
                        );
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn dynamic_alloca_and_arch() {
        let ir = "define void @f(i32 %n) {\n  %a = alloca i32, i32 %n\n  %b = alloca i32, i32 4\n  store volatile i32 0, ptr %a\n  store volatile i32 0, ptr %b\n  ret void\n}";
        assert!(rules_of(ir).is_empty(), "LLVM 22 compiles it: quiet by default");
        assert_eq!(strict_rules_of(ir), vec!["dynamic-alloca"]);
        assert_eq!(check_with(ir, 50, false).len(), 1, "only the arch requirement by default");
        assert_eq!(check_with(ir, 50, true).len(), 2);
    }

    #[test]
    fn indirectbr() {
        assert_eq!(
            rules_of("define void @f(ptr %a) {\n  indirectbr ptr %a, [label %b]\nb:\n  ret void\n}"),
            vec!["unsupported-instruction"]
        );
    }
}
