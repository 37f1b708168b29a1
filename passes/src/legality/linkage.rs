//! Sections 3.1, 3.3 and 14.1: linkage types, DLL storage classes and visibility styles.

use super::rules::Rule;
use super::{is_intrinsic_global, At, Cx};
use crate::ir::module::{aliases, functions, globals};
use crate::ir::{DllStorageClass, Linkage, Visibility};

/// The spelling of a linkage that section 14.1 maps to no PTX directive, if it is one.
pub(crate) fn unmapped(l: Linkage) -> Option<&'static str> {
    match l {
        Linkage::External
        | Linkage::AvailableExternally
        | Linkage::LinkOnceAny
        | Linkage::LinkOnceODR
        | Linkage::WeakAny
        | Linkage::Internal
        | Linkage::Private
        | Linkage::Common => None,
        Linkage::WeakODR => Some("weak_odr"),
        Linkage::Appending => Some("appending"),
        Linkage::ExternalWeak => Some("extern_weak"),
        Linkage::LinkOnceODRAutoHide => Some("linkonce_odr_autohide"),
        Linkage::DLLImport => Some("dllimport"),
        Linkage::DLLExport => Some("dllexport"),
        Linkage::Ghost => Some("ghost"),
        Linkage::LinkerPrivate => Some("linker_private"),
        Linkage::LinkerPrivateWeak => Some("linker_private_weak"),
    }
}

pub(crate) fn check(cx: &mut Cx) {
    let mut all = globals(cx.m);
    all.extend(functions(cx.m));
    all.extend(aliases(cx.m));
    for g in all {
        let name = g.name();
        if is_intrinsic_global(g) {
            continue;
        }
        // Every entry of the three lists is a global value, which has all three properties.
        let (Some(linkage), Some(dll), Some(vis)) = (g.linkage(), g.dll_storage_class(), g.visibility()) else {
            continue;
        };
        if let Some(l) = unmapped(linkage) {
            cx.report(
                Rule::UnmappedLinkage,
                At::Global(g),
                format!("'@{name}' has {l} linkage, which has no PTX linker directive"),
            );
        }
        match dll {
            DllStorageClass::Default => {}
            DllStorageClass::DllImport => {
                cx.report(Rule::DllStorageClass, At::Global(g), format!("'@{name}' is dllimport"))
            }
            DllStorageClass::DllExport => {
                cx.report(Rule::DllStorageClass, At::Global(g), format!("'@{name}' is dllexport"))
            }
        }
        let v = match vis {
            Visibility::Default => None,
            Visibility::Hidden => Some("hidden"),
            Visibility::Protected => Some("protected"),
        };
        if let Some(v) = v {
            cx.report(
                Rule::VisibilityIgnored,
                At::Global(g),
                format!("'@{name}' has {v} visibility, which is accepted and ignored"),
            );
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
