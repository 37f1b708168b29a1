//! Section 2, identifiers: named globals match `[a-zA-Z$_][a-zA-Z$_0-9]*`, and `llvm.nvvm.*`
//! and `nvvm.*` are reserved (for globals and local values alike).

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
        if !is_identifier(&name) {
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
                    "reserved-identifier",
                    At::Global(f),
                    format!("parameter '%{n}' of '@{}' uses a reserved prefix", value_name(f)),
                );
            }
        }
        for i in instructions(f) {
            let n = value_name(i);
            if !n.is_empty() && is_reserved(&n) {
                cx.report("reserved-identifier", At::Inst(f, i), format!("the local '%{n}' uses a reserved prefix"));
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
        let r = strict_rules_of("@a.b = addrspace(1) global i32 0\n@nvvm.x = addrspace(1) global i32 0\n@ok = addrspace(1) global i32 0");
        assert_eq!(r, vec!["identifier-form", "reserved-identifier"]);
        // LLVM 22 renames dotted globals for PTX: quiet by default.
        assert_eq!(rules_of("@a.b = addrspace(1) global i32 0\n@nvvm.x = addrspace(1) global i32 0"), vec!["reserved-identifier"]);
    }

    #[test]
    fn reserved_local_names() {
        let r = rules_of("define i32 @f(i32 %nvvm.a) {\n  %llvm.nvvm.b = add i32 %nvvm.a, 1\n  ret i32 %llvm.nvvm.b\n}");
        assert_eq!(r, vec!["reserved-identifier", "reserved-identifier"]);
    }
}
