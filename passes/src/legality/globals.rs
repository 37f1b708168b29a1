//! Sections 3.5, 3.6 and 7: where global variables may live, thread_local, explicit sections and
//! alignment on functions, and the unsupported intrinsic globals `llvm.global_ctors`/`dtors`.

use super::{functions, global_space, globals, is_intrinsic_global, value_name, At, Cx};
use llvm_sys::core as llc;
use std::ffi::CStr;

fn section(g: llvm_sys::prelude::LLVMValueRef) -> Option<String> {
    unsafe {
        let p = llc::LLVMGetSection(g);
        if p.is_null() {
            return None;
        }
        let s = CStr::from_ptr(p).to_string_lossy().into_owned();
        (!s.is_empty()).then_some(s)
    }
}

/// Whether a global holds an array of no elements (`[0 x T]`, or no initializer at all).
fn is_empty_array(g: llvm_sys::prelude::LLVMValueRef) -> bool {
    unsafe {
        let t = llvm_sys::core::LLVMGlobalGetValueType(g);
        let init = llvm_sys::core::LLVMGetInitializer(g);
        init.is_null()
            || (llvm_sys::core::LLVMGetTypeKind(t) == llvm_sys::LLVMTypeKind::LLVMArrayTypeKind && llvm_sys::core::LLVMGetArrayLength2(t) == 0)
    }
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = value_name(g);
        if name == "llvm.global_ctors" || name == "llvm.global_dtors" {
            // An empty list (what clang emits when every constructor was folded away) asks for
            // nothing; LLVM 22 drops it.
            if !is_empty_array(g) {
                cx.report("global-ctors-dtors", At::Global(g), format!("'@{name}' is not supported: no constructor or destructor would run"));
            }
            continue;
        }
        if is_intrinsic_global(&name) {
            continue;
        }
        let space = global_space(g);
        // Reserved spaces (2, 101+) are reported by `unsupported-address-space`.
        if !matches!(space, 0 | 1 | 3 | 4) && space != 2 && space <= 100 {
            cx.report(
                "global-address-space",
                At::Global(g),
                format!("global variable '@{name}' is in address space {space}; globals live in global (1), shared (3) or constant (4) memory"),
            );
        }
        if unsafe { llc::LLVMIsThreadLocal(g) } != 0 {
            cx.report("thread-local", At::Global(g), format!("'@{name}' is thread_local, which is not supported"));
        }
        if let Some(s) = section(g) {
            if s != "llvm.metadata" {
                cx.report("global-section", At::Global(g), format!("global variable '@{name}' has the explicit section \"{s}\""));
            }
        }
    }
    for f in functions(cx.m) {
        let name = value_name(f);
        if name.starts_with("llvm.") {
            continue;
        }
        if let Some(s) = section(f) {
            cx.report("function-section", At::Global(f), format!("function '@{name}' has the explicit section \"{s}\""));
        }
        let align = unsafe { llc::LLVMGetAlignment(f) };
        if align != 0 {
            cx.report("function-alignment", At::Global(f), format!("function '@{name}' has the explicit alignment {align}"));
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
        assert_eq!(strict_rules_of(ir), vec!["global-address-space", "thread-local", "global-section", "function-section", "function-alignment"]);
    }

    #[test]
    fn ctors() {
        let r = rules_of("@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]\ndefine void @c() {\n  ret void\n}");
        assert_eq!(r, vec!["global-ctors-dtors"]);
        let empty = rules_of("@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer\n@llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] []");
        assert!(empty.is_empty(), "{empty:?}");
    }
}
