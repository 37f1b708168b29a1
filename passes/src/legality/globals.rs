//! Sections 3.5, 3.6 and 7: where global variables may live, thread_local, explicit sections and
//! alignment on functions, and the unsupported intrinsic globals `llvm.global_ctors`/`dtors`.

use super::rules::Rule;
use super::{global_space, is_intrinsic_global, At, Cx};
use crate::ir::module::{functions, globals};
use crate::ir::Value;

/// Whether a global holds an array of no elements (`[0 x T]`, or no initializer at all).
fn is_empty_array(g: Value<'_>) -> bool {
    g.initializer().is_none() || g.global_value_type().and_then(|t| t.array_length()) == Some(0)
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = g.name();
        if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
            // An empty list (what clang emits when every constructor was folded away) asks for
            // nothing; LLVM 22 drops it.
            if !is_empty_array(g) {
                cx.report(
                    Rule::GlobalCtorsDtors,
                    At::Global(g),
                    format!("'@{name}' is not supported: no constructor or destructor would run"),
                );
            }
            continue;
        }
        if is_intrinsic_global(g) {
            continue;
        }
        let space = global_space(g);
        // Reserved spaces (2, 101+) are reported by `unsupported-address-space`.
        if !matches!(space, 0 | 1 | 3 | 4) && space != 2 && space <= 100 {
            cx.report(Rule::GlobalAddressSpace,
                At::Global(g),
                format!("global variable '@{name}' is in address space {space}; globals live in global (1), shared (3) or constant (4) memory"),
            );
        }
        if g.is_thread_local() {
            cx.report(Rule::ThreadLocal, At::Global(g), format!("'@{name}' is thread_local, which is not supported"));
        }
        if let Some(s) = g.section() {
            if s != "llvm.metadata" {
                cx.report(
                    Rule::GlobalSection,
                    At::Global(g),
                    format!("global variable '@{name}' has the explicit section \"{s}\""),
                );
            }
        }
    }
    for f in functions(cx.m) {
        let name = f.name();
        if name.starts_with("llvm.") {
            continue;
        }
        if let Some(s) = f.section() {
            cx.report(
                Rule::FunctionSection,
                At::Global(f),
                format!("function '@{name}' has the explicit section \"{s}\""),
            );
        }
        let align = f.alignment();
        if align != 0 {
            cx.report(
                Rule::FunctionAlignment,
                At::Global(f),
                format!("function '@{name}' has the explicit alignment {align}"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn globals_and_functions() {
        let ir = "@a = addrspace(5) global i32 0\n@b = thread_local addrspace(1) global i32 0\n@c = addrspace(1) global i32 0, section \"foo\"\n@d = addrspace(3) global i32 undef\n@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(3) @d to ptr)], section \"llvm.metadata\"\ndefine void @f() section \"x\" align 16 {\n  ret void\n}";
        assert_eq!(rules_of(ir), vec!["global-address-space", "thread-local"]);
        assert_eq!(
            strict_rules_of(ir),
            vec!["global-address-space", "thread-local", "global-section", "function-section", "function-alignment"]
        );
    }

    #[test]
    fn ctors() {
        let r = rules_of("@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]\ndefine void @c() {\n  ret void\n}");
        assert_eq!(r, vec!["global-ctors-dtors"]);
        let empty = rules_of("@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer\n@llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] []");
        assert!(empty.is_empty(), "{empty:?}");
    }
}
