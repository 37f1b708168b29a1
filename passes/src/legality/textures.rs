//! Section 12, texture and surface variables: named i64 globals in the global space, used only in
//! metadata, as intrinsic arguments and in `llvm.used`.

use super::annotations::Annotations;
use super::identifiers::is_identifier;
use super::rules::Rule;
use super::{global_space, At, Cx};
use crate::ir::Value;

/// The illegal uses of `v` (a texture/surface variable or a constant expression over it): the
/// offending instructions (with their functions) and globals.
fn bad_uses<'ctx>(v: Value<'ctx>, depth: u32, out: &mut Vec<At<'ctx>>) {
    if depth > 8 {
        return;
    }
    for u in v.users() {
        if u.is_instruction() {
            let intrinsic_arg =
                u.called_function().is_some_and(|c| c.name().starts_with("llvm.")) && u.called_value() != Some(v);
            if !intrinsic_arg {
                // An instruction of the module is always in a function.
                if let Some(f) = u.parent_function() {
                    out.push(At::Inst(f, u));
                }
            }
        } else if u.is_global_variable() {
            let n = u.name();
            if n != "llvm.used" && n != "llvm.compiler.used" {
                out.push(At::Global(u));
            }
        } else if u.is_constant() {
            bad_uses(u, depth + 1, out);
        }
    }
}

pub(crate) fn check<'ctx>(cx: &mut Cx<'_, 'ctx>, ann: &Annotations<'ctx>) {
    for (g, kind) in ann.texsurf() {
        if !g.is_global_variable() {
            continue; // `annotation-entity` reports it
        }
        let name = g.name();
        let Some(vt) = g.global_value_type() else { continue };
        if name.is_empty() || !is_identifier(&name) {
            cx.report(
                Rule::TextureSurfaceVariable,
                At::Global(g),
                format!("a {kind} variable must have an identifier name, not '@{name}'"),
            );
        }
        if vt.int_width() != Some(64) || global_space(g) != 1 {
            cx.report(
                Rule::TextureSurfaceVariable,
                At::Global(g),
                format!(
                    "{kind} variable '@{name}' is {} in address space {}; it must be i64 in addrspace(1)",
                    vt.print(),
                    global_space(g)
                ),
            );
        }
        let mut bad = Vec::new();
        bad_uses(g, 0, &mut bad);
        for at in bad {
            cx.report(
                Rule::TextureSurfaceUse,
                at,
                format!(
                    "{kind} variable '@{name}' may only be used in metadata, as an intrinsic argument or in llvm.used"
                ),
            );
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
