//! Section 2, identifiers: named globals match `[a-zA-Z$_][a-zA-Z$_0-9]*`, and `llvm.nvvm.*`
//! and `nvvm.*` are reserved (for globals and local values alike).
//!
//! LLVM 22 renames a private or internal global whose name PTX cannot spell (`a.b` → `a_$_b`,
//! NVPTXAssignValidGlobalNames) but keeps an externally visible one as it is, and ptxas then
//! rejects the PTX (or LLVM aborts): that is `ptx-symbol-name`, an error in both modes.
//! Local value and parameter names never reach the PTX, so a reserved one is only a spec matter
//! (`reserved-local-name`, off by default).

use super::rules::Rule;
use super::{At, Cx, Inst};
use crate::ir::module::{aliases, functions, globals};
use crate::ir::Value;
use std::borrow::Cow;

/// Whether `name` has the spec's identifier form.
pub(crate) fn is_identifier(name: &str) -> bool {
    // Every character the form allows is ASCII: the bytes of any other character fail the same
    // tests, so the bytes are checked (no UTF-8 decoding; numba's names run to hundreds).
    let follows = |b: &u8| b.is_ascii_alphanumeric() || *b == b'$' || *b == b'_';
    match name.as_bytes() {
        [first, rest @ ..] => {
            (first.is_ascii_alphabetic() || *first == b'$' || *first == b'_') && rest.iter().all(follows)
        }
        [] => false,
    }
}

/// Whether PTX can carry `name` as a symbol, given what LLVM 22's NVPTX backend does to it: it
/// renames local (internal/private) globals, replacing every character PTX does not allow with
/// `_$_`, and keeps every other name as it is (measured with llc 22 and ptxas: `@"a.b"`,
/// `@"1ab"`, `@"_"` give PTX that ptxas rejects; `@"a-b"`, `@"a b"` make LLVM abort).
pub(crate) fn ptx_representable(name: &str, local: bool) -> bool {
    let follows = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$';
    let cleaned: Cow<str> = if local {
        let mut renamed = String::with_capacity(name.len());
        for c in name.chars() {
            if follows(c) {
                renamed.push(c);
            } else {
                renamed.push_str("_$_");
            }
        }
        renamed.into()
    } else {
        name.into()
    };
    let mut chars = cleaned.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() => chars.all(follows),
        Some('_' | '$' | '%') => !chars.as_str().is_empty() && chars.all(follows),
        _ => false,
    }
}

/// The prefixes the spec reserves.
const RESERVED_PREFIXES: [&str; 2] = ["llvm.nvvm.", "nvvm."];

pub(crate) fn is_reserved(name: &str) -> bool {
    RESERVED_PREFIXES.iter().any(|p| name.starts_with(p))
}

/// [`is_reserved`] of `v`'s name, read in place (most locals are fine: no copy of their name).
fn has_reserved_name(v: Value<'_>) -> bool {
    v.name_starts_with_any(&RESERVED_PREFIXES)
}

pub(crate) fn check(cx: &mut Cx) {
    let mut named = globals(cx.m);
    named.extend(aliases(cx.m));
    named.extend(functions(cx.m));
    for g in named {
        let name = g.name();
        if name.is_empty() {
            continue;
        }
        let is_intrinsic_decl = g.intrinsic_id() != 0 || (g.is_function() && name.starts_with("llvm."));
        if is_reserved(&name) {
            // Unknown llvm.nvvm.* declarations are reported by `unknown-nvvm-intrinsic`.
            if !(g.is_function() && g.is_declaration() && name.starts_with("llvm.nvvm.")) {
                cx.report(
                    Rule::ReservedIdentifier,
                    At::Global(g),
                    format!("'@{name}' uses a reserved prefix (llvm.nvvm. and nvvm. are reserved words)"),
                );
            }
            continue;
        }
        if is_intrinsic_decl || super::is_intrinsic_global(g) {
            continue;
        }
        let local = g.has_local_linkage();
        if !ptx_representable(&name, local) {
            cx.report(
                Rule::PtxSymbolName,
                At::Global(g),
                format!("the name '@{name}' cannot be a PTX symbol (ptxas rejects it, or LLVM's backend aborts on it)"),
            );
        } else if !is_identifier(&name) {
            cx.report(
                Rule::IdentifierForm,
                At::Global(g),
                format!("the name '@{name}' is not of the form [a-zA-Z$_][a-zA-Z$_0-9]*"),
            );
        }
    }
    for f in functions(cx.m) {
        for p in f.params() {
            if has_reserved_name(p) {
                let n = p.name();
                cx.report(
                    Rule::ReservedLocalName,
                    At::Global(f),
                    format!("parameter '%{n}' of '@{}' uses a reserved prefix", f.name()),
                );
            }
        }
        for Inst { value: i, .. } in cx.body(f).iter() {
            if has_reserved_name(i) {
                let n = i.name();
                cx.report(Rule::ReservedLocalName, At::Inst(f, i), format!("the local '%{n}' uses a reserved prefix"));
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
        let r = strict_rules_of("@a.b = internal addrspace(1) global i32 0\n@nvvm.x = addrspace(1) global i32 0\n@ok = addrspace(1) global i32 0");
        assert_eq!(r, vec!["identifier-form", "reserved-identifier"]);
        // LLVM 22 renames local globals for PTX: quiet by default. An external one keeps its
        // name, which ptxas rejects: an error.
        assert_eq!(
            rules_of("@a.b = internal addrspace(1) global i32 0\n@nvvm.x = addrspace(1) global i32 0"),
            vec!["reserved-identifier"]
        );
        assert_eq!(rules_of("@a.b = addrspace(1) global i32 0"), vec!["ptx-symbol-name"]);
        assert_eq!(strict_rules_of("@a.b = internal addrspace(1) global i32 0"), vec!["identifier-form"]);
    }

    #[test]
    fn ptx_representable_names() {
        use super::ptx_representable as ok;
        for (name, local, want) in [
            ("a$b", false, true),
            ("k_1", false, true),
            ("_k", false, true),
            ("%r", false, true),
            ("a.b", false, false),
            ("a-b", false, false),
            ("1ab", false, false),
            ("_", false, false),
            ("$", false, false),
            ("a.b", true, true),
            ("a-b", true, true),
            ("a b", true, true),
            (".str", true, true),
            ("1ab", true, false),
        ] {
            assert_eq!(ok(name, local), want, "{name} local={local}");
        }
    }

    #[test]
    fn reserved_local_names() {
        // Local names never reach the PTX: off by default, an error under --strict.
        let ir = "define i32 @f(i32 %nvvm.a) {\n  %llvm.nvvm.b = add i32 %nvvm.a, 1\n  ret i32 %llvm.nvvm.b\n}";
        assert_eq!(rules_of(ir), Vec::<&str>::new());
        assert_eq!(strict_rules_of(ir), vec!["reserved-local-name", "reserved-local-name"]);
    }
}
