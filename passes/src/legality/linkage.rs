//! Sections 3.1, 3.3 and 14.1: linkage types, DLL storage classes and visibility styles.

use super::{aliases, functions, globals, is_intrinsic_global, value_name, At, Cx};
use llvm_sys::core as llc;
use llvm_sys::{LLVMDLLStorageClass, LLVMLinkage, LLVMVisibility};

/// The spelling of a linkage that section 14.1 maps to no PTX directive, if it is one.
pub(crate) fn unmapped(l: LLVMLinkage) -> Option<&'static str> {
    use LLVMLinkage::*;
    match l {
        LLVMExternalLinkage | LLVMAvailableExternallyLinkage | LLVMLinkOnceAnyLinkage | LLVMLinkOnceODRLinkage
        | LLVMWeakAnyLinkage | LLVMInternalLinkage | LLVMPrivateLinkage | LLVMCommonLinkage => None,
        LLVMWeakODRLinkage => Some("weak_odr"),
        LLVMAppendingLinkage => Some("appending"),
        LLVMExternalWeakLinkage => Some("extern_weak"),
        LLVMLinkOnceODRAutoHideLinkage => Some("linkonce_odr_autohide"),
        LLVMDLLImportLinkage => Some("dllimport"),
        LLVMDLLExportLinkage => Some("dllexport"),
        LLVMGhostLinkage => Some("ghost"),
        LLVMLinkerPrivateLinkage => Some("linker_private"),
        LLVMLinkerPrivateWeakLinkage => Some("linker_private_weak"),
    }
}

pub(crate) fn check(cx: &mut Cx) {
    let mut all = globals(cx.m);
    all.extend(functions(cx.m));
    all.extend(aliases(cx.m));
    for g in all {
        let name = value_name(g);
        if is_intrinsic_global(&name) {
            continue;
        }
        let (linkage, dll, vis) = unsafe { (llc::LLVMGetLinkage(g), llc::LLVMGetDLLStorageClass(g), llc::LLVMGetVisibility(g)) };
        if let Some(l) = unmapped(linkage) {
            cx.report("unmapped-linkage", At::Global(g), format!("'@{name}' has {l} linkage, which has no PTX linker directive"));
        }
        match dll {
            LLVMDLLStorageClass::LLVMDefaultStorageClass => {}
            LLVMDLLStorageClass::LLVMDLLImportStorageClass => {
                cx.report("dll-storage-class", At::Global(g), format!("'@{name}' is dllimport"))
            }
            LLVMDLLStorageClass::LLVMDLLExportStorageClass => {
                cx.report("dll-storage-class", At::Global(g), format!("'@{name}' is dllexport"))
            }
        }
        let v = match vis {
            LLVMVisibility::LLVMDefaultVisibility => None,
            LLVMVisibility::LLVMHiddenVisibility => Some("hidden"),
            LLVMVisibility::LLVMProtectedVisibility => Some("protected"),
        };
        if let Some(v) = v {
            cx.report("visibility-ignored", At::Global(g), format!("'@{name}' has {v} visibility, which is accepted and ignored"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn weak_odr_dll_and_visibility() {
        let r = strict_rules_of("@a = weak_odr addrspace(1) global i32 0\n@b = weak addrspace(1) global i32 0\n@c = dllexport addrspace(1) global i32 0\n@d = hidden addrspace(1) global i32 0\n@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @b to ptr)], section \"llvm.metadata\"");
        assert_eq!(r, vec!["unmapped-linkage", "dll-storage-class", "visibility-ignored"]);
        // weak_odr (clang's templates), dllexport and hidden compile as LLVM 22 compiles them.
        assert!(rules_of("@a = weak_odr addrspace(1) global i32 0\n@c = dllexport addrspace(1) global i32 0\n@d = hidden addrspace(1) global i32 0").is_empty());
        assert_eq!(strict_rules_of("@a = weak_odr addrspace(1) global i32 0").len(), 1);
    }
}
