//! Section 12, texture and surface variables: named i64 globals in the global space, used only in
//! metadata, as intrinsic arguments and in `llvm.used`.

use super::annotations::Annotations;
use super::identifiers::is_identifier;
use super::{callee, global_space, int_width, is_global_variable, value_name, At, Cx};
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMValueRef;

fn users(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut u = llc::LLVMGetFirstUse(v);
        while !u.is_null() {
            out.push(llc::LLVMGetUser(u));
            u = llc::LLVMGetNextUse(u);
        }
    }
    out
}

/// The illegal uses of `v` (a texture/surface variable or a constant expression over it): the
/// offending instructions (with their functions) and globals.
fn bad_uses(v: LLVMValueRef, depth: u32, out: &mut Vec<At>) {
    if depth > 8 {
        return;
    }
    for u in users(v) {
        unsafe {
            if !llc::LLVMIsAInstruction(u).is_null() {
                let f = llc::LLVMGetBasicBlockParent(llc::LLVMGetInstructionParent(u));
                let intrinsic_arg = callee(u).is_some_and(|c| value_name(c).starts_with("llvm.")) && llc::LLVMGetCalledValue(u) != v;
                if !intrinsic_arg {
                    out.push(At::Inst(f, u));
                }
            } else if is_global_variable(u) {
                let n = value_name(u);
                if n != "llvm.used" && n != "llvm.compiler.used" {
                    out.push(At::Global(u));
                }
            } else if !llc::LLVMIsAConstant(u).is_null() {
                bad_uses(u, depth + 1, out);
            }
        }
    }
}

pub(crate) fn check(cx: &mut Cx, ann: &Annotations) {
    for (g, kind) in ann.texsurf() {
        if !is_global_variable(g) {
            continue; // `annotation-entity` reports it
        }
        let name = value_name(g);
        let vt = unsafe { llc::LLVMGlobalGetValueType(g) };
        if name.is_empty() || !is_identifier(&name) {
            cx.report("texture-surface-variable", At::Global(g), format!("a {kind} variable must have an identifier name, not '@{name}'"));
        }
        if int_width(vt) != Some(64) || global_space(g) != 1 {
            cx.report(
                "texture-surface-variable",
                At::Global(g),
                format!("{kind} variable '@{name}' is {} in address space {}; it must be i64 in addrspace(1)", super::print_type(vt), global_space(g)),
            );
        }
        let mut bad = Vec::new();
        bad_uses(g, 0, &mut bad);
        for at in bad {
            cx.report("texture-surface-use", at, format!("{kind} variable '@{name}' may only be used in metadata, as an intrinsic argument or in llvm.used"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn texture_rules() {
        let ir = "@tex = addrspace(1) global i64 0\n@bad = addrspace(1) global i32 0\n@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @tex to ptr)], section \"llvm.metadata\"\ndefine i64 @f() {\n  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)\n  %v = load i64, ptr addrspace(1) @tex\n  ret i64 %h\n}\ndeclare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))\n!nvvm.annotations = !{!0, !1}\n!0 = !{ptr addrspace(1) @tex, !\"texture\", i32 1}\n!1 = !{ptr addrspace(1) @bad, !\"surface\", i32 1}";
        let mut r = rules_of(ir);
        r.sort();
        assert_eq!(r, vec!["texture-surface-use", "texture-surface-variable"]);
    }
}
