//! Section 2, identifiers: named globals match `[a-zA-Z$_][a-zA-Z$_0-9]*`, and `llvm.nvvm.*`
//! and `nvvm.*` are reserved (for globals and local values alike).
//!
//! LLVM 22 renames a private or internal global whose name PTX cannot spell (`a.b` → `a_$_b`,
//! NVPTXAssignValidGlobalNames) but keeps an externally visible one as it is, and ptxas then
//! rejects the PTX ("Parsing error near '.b'"): that is `ptx-identifier`, an error in both modes.
//! Local value and parameter names never reach the PTX, so a reserved one is only a spec matter
//! (`reserved-local-name`, off by default).

use super::{aliases, functions, globals, instructions, is_declaration, params, value_name, At, Cx};
use llvm_sys::core as llc;

/// Whether `name` has the spec's identifier form.
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '$' || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '$' || c == '_')
}

pub(crate) fn is_reserved(name: &str) -> bool {
    name.starts_with("llvm.nvvm.") || name.starts_with("nvvm.")
}

/// Whether PTX can spell `name` as it is (LLVM 22 keeps it for an externally visible symbol):
/// only `[a-zA-Z0-9_$]`, not starting with a digit.
fn is_ptx_identifier(name: &str) -> bool {
    !name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit()) && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

fn has_local_linkage(g: llvm_sys::prelude::LLVMValueRef) -> bool {
    use llvm_sys::LLVMLinkage::*;
    matches!(unsafe { llc::LLVMGetLinkage(g) }, LLVMInternalLinkage | LLVMPrivateLinkage)
}

pub(crate) fn check(cx: &mut Cx) {
    let mut named = globals(cx.m);
    named.extend(aliases(cx.m));
    named.extend(functions(cx.m));
    for g in named {
        let name = value_name(g);
        if name.is_empty() {
            continue;
        }
        let is_intrinsic_decl = unsafe { llc::LLVMGetIntrinsicID(g) } != 0 || (super::is_function(g) && name.starts_with("llvm."));
        if is_reserved(&name) {
            // Unknown llvm.nvvm.* declarations are reported by `unknown-nvvm-intrinsic`.
            if !(super::is_function(g) && is_declaration(g) && name.starts_with("llvm.nvvm.")) {
                cx.report(
                    "reserved-identifier",
                    At::Global(g),
                    format!("'@{name}' uses a reserved prefix (llvm.nvvm. and nvvm. are reserved words)"),
                );
            }
            continue;
        }
        if is_intrinsic_decl || super::is_intrinsic_global(&name) {
            continue;
        }
        if !is_ptx_identifier(&name) && !has_local_linkage(g) {
            cx.report(
                "ptx-identifier",
                At::Global(g),
                format!("'@{name}' is externally visible, so LLVM keeps its name, which PTX cannot spell: ptxas would reject it"),
            );
        } else if !is_identifier(&name) {
            cx.report(
                "identifier-form",
                At::Global(g),
                format!("the name '@{name}' is not of the form [a-zA-Z$_][a-zA-Z$_0-9]*"),
            );
        }
    }
    for f in functions(cx.m) {
        for p in params(f) {
            let n = value_name(p);
            if is_reserved(&n) {
                cx.report(
                    "reserved-local-name",
                    At::Global(f),
                    format!("parameter '%{n}' of '@{}' uses a reserved prefix", value_name(f)),
                );
            }
        }
        for i in instructions(f) {
            let n = value_name(i);
            if !n.is_empty() && is_reserved(&n) {
                cx.report("reserved-local-name", At::Inst(f, i), format!("the local '%{n}' uses a reserved prefix"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn identifier_form() {
        assert!(is_identifier("_Z3fooi"));
        assert!(is_identifier("$x9"));
        assert!(!is_identifier("a.b"));
        assert!(!is_identifier("9a"));
        assert!(!is_identifier(""));
    }

    #[test]
    fn dotted_global_warns_reserved_errors() {
        let r = rules_of("@a.b = internal addrspace(1) global i32 0\n@nvvm.x = addrspace(1) global i32 0\n@ok = addrspace(1) global i32 0");
        assert_eq!(r, vec!["identifier-form", "reserved-identifier"]);
    }

    #[test]
    fn externally_visible_names_ptx_cannot_spell_are_errors() {
        let r = rules_of("@a.b = addrspace(1) global i32 0\ndeclare void @ext.fn()\n@c$d = addrspace(1) global i32 0\n@_ok = addrspace(1) global i32 0");
        assert_eq!(r, vec!["ptx-identifier", "ptx-identifier"]);
        assert!(is_ptx_identifier("c$d") && !is_ptx_identifier("9a") && !is_ptx_identifier("a-b"));
    }

    #[test]
    fn reserved_local_names_are_strict_only() {
        let ir = "define i32 @f(i32 %nvvm.a) {\n  %llvm.nvvm.b = add i32 %nvvm.a, 1\n  ret i32 %llvm.nvvm.b\n}";
        assert!(rules_of(ir).is_empty());
        assert_eq!(strict_rules_of(ir), vec!["reserved-local-name", "reserved-local-name"]);
    }
}
