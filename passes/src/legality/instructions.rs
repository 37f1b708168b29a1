//! Section 8, instructions: the unsupported terminators and EH instructions, and `alloca` with a
//! non-constant element count. (Atomics are in `atomics.rs`, `va_arg` in `calling_convention.rs`.)

use super::{const_int, functions, instructions, opcode, operands, At, Cx};
use llvm_sys::LLVMOpcode;

/// The spelling of an instruction section 8 (or LLVM 22's NVPTX backend) does not support.
pub(crate) fn unsupported(op: LLVMOpcode) -> Option<&'static str> {
    use LLVMOpcode::*;
    Some(match op {
        LLVMIndirectBr => "indirectbr",
        LLVMInvoke => "invoke",
        LLVMResume => "resume",
        LLVMLandingPad => "landingpad",
        LLVMCallBr => "callbr",
        LLVMCatchSwitch => "catchswitch",
        LLVMCatchPad => "catchpad",
        LLVMCleanupPad => "cleanuppad",
        LLVMCatchRet => "catchret",
        LLVMCleanupRet => "cleanupret",
        _ => return None,
    })
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        for i in instructions(f) {
            let op = opcode(i);
            if let Some(name) = unsupported(op) {
                // Terminators are §8.1's; landingpad (and the pads) §8.8's.
                let section = if unsafe { llvm_sys::core::LLVMIsATerminatorInst(i) }.is_null() { "8.8" } else { "8.1" };
                cx.report_in("unsupported-instruction", Some(section), At::Inst(f, i), format!("the {name} instruction is not supported"), None);
            }
            if op == LLVMOpcode::LLVMAlloca {
                let count = operands(i).first().copied();
                if count.is_some_and(|c| const_int(c).is_none() && unsafe { llvm_sys::core::LLVMIsAConstant(c).is_null() }) {
                    cx.report("dynamic-alloca", At::Inst(f, i), "alloca with a non-constant number of elements is not supported");
                    if cx.sm < 52 {
                        cx.report(
                            "arch-requirement",
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
        assert_eq!(rules_of("define void @f(ptr %a) {\n  indirectbr ptr %a, [label %b]\nb:\n  ret void\n}"), vec!["unsupported-instruction"]);
    }
}
