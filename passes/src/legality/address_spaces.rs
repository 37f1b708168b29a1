//! Section 10, address spaces: only 0 (generic and code), 1 (global), 3 (shared), 4 (constant)
//! and 5 (local) exist (2 and 101+ are reserved); no loads or stores through function pointers;
//! no conversion between two different specific spaces.
//!
//! LLVM 22's NVPTX backend defines three more (NVPTX.h, `NVPTXAddrSpace.h`): 6 (tensor memory,
//! tcgen05 on sm_100a), 7 (`shared::cluster`, sm_90) and 101 (kernel parameters). They are
//! `address-space-extension`, off by default (LLVM compiles them) and an error under `--strict`;
//! any other space is `unsupported-address-space`, an error in both modes.

use super::{function_type, functions, globals, instructions, is_function, is_intrinsic_global, opcode, operands, pointer_space, type_kind, type_of, value_name, At, Cx};
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashSet;

pub(crate) fn supported(space: u32) -> bool {
    matches!(space, 0 | 1 | 3 | 4 | 5)
}

/// The address spaces LLVM 22's NVPTX backend adds to the spec's: tensor memory (6),
/// shared::cluster (7) and kernel parameters (101).
pub(crate) fn llvm_extension(space: u32) -> bool {
    matches!(space, 6 | 7 | 101)
}

/// The first address space neither the spec nor LLVM defines among the pointer types inside `t`.
pub(crate) fn bad_space(t: LLVMTypeRef) -> Option<u32> {
    find_space(t, |s| !supported(s) && !llvm_extension(s))
}

/// The first of LLVM's extension spaces among the pointer types inside `t`.
pub(crate) fn extension_space(t: LLVMTypeRef) -> Option<u32> {
    find_space(t, llvm_extension)
}

fn find_space(t: LLVMTypeRef, pred: impl Fn(u32) -> bool + Copy) -> Option<u32> {
    fn walk(t: LLVMTypeRef, seen: &mut HashSet<LLVMTypeRef>, pred: impl Fn(u32) -> bool + Copy) -> Option<u32> {
        use LLVMTypeKind::*;
        if t.is_null() || !seen.insert(t) {
            return None;
        }
        unsafe {
            match type_kind(t) {
                LLVMPointerTypeKind => Some(llc::LLVMGetPointerAddressSpace(t)).filter(|s| pred(*s)),
                LLVMVectorTypeKind | LLVMScalableVectorTypeKind | LLVMArrayTypeKind => walk(llc::LLVMGetElementType(t), seen, pred),
                LLVMStructTypeKind => (0..llc::LLVMCountStructElementTypes(t)).find_map(|k| walk(llc::LLVMStructGetTypeAtIndex(t, k), seen, pred)),
                LLVMFunctionTypeKind => {
                    let n = llc::LLVMCountParamTypes(t) as usize;
                    let mut ps = vec![std::ptr::null_mut(); n];
                    if n > 0 {
                        llc::LLVMGetParamTypes(t, ps.as_mut_ptr());
                    }
                    walk(llc::LLVMGetReturnType(t), seen, pred).or_else(|| ps.into_iter().find_map(|p| walk(p, seen, pred)))
                }
                _ => None,
            }
        }
    }
    walk(t, &mut HashSet::new(), pred)
}

/// Reports an unsupported space in `t` (or, failing that, an LLVM extension space) at `at`;
/// `what(space)` says where it is.
fn report_spaces(cx: &mut Cx, t: &[LLVMTypeRef], at: At, what: impl Fn(u32) -> String) {
    if let Some(s) = t.iter().find_map(|t| bad_space(*t)) {
        cx.report("unsupported-address-space", at, format!("{}, which is reserved or not supported", what(s)));
    } else if let Some(s) = t.iter().find_map(|t| extension_space(*t)) {
        cx.report("address-space-extension", at, format!("{}, an LLVM extension the NVVM IR spec does not define", what(s)));
    }
}

fn addrspacecast_source(v: LLVMValueRef) -> Option<LLVMValueRef> {
    unsafe {
        let is_cast = (!llc::LLVMIsAAddrSpaceCastInst(v).is_null())
            || (!llc::LLVMIsAConstantExpr(v).is_null() && llc::LLVMGetConstOpcode(v) == LLVMOpcode::LLVMAddrSpaceCast);
        if is_cast {
            operands(v).first().copied()
        } else {
            None
        }
    }
}

/// Strips pointer casts that keep the address (constant-expression bitcasts and zero GEPs are
/// gone in LLVM 22; addrspacecast is the one left).
fn strip_casts(mut v: LLVMValueRef) -> LLVMValueRef {
    for _ in 0..8 {
        match addrspacecast_source(v) {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

/// For an addrspacecast `v`: the two specific spaces it converts between illegally, if it does.
pub(crate) fn bad_conversion(v: LLVMValueRef) -> Option<(u32, u32)> {
    let src = addrspacecast_source(v)?;
    let d = pointer_space(type_of(v))?;
    let s = pointer_space(type_of(src))?;
    if d == 0 {
        return None;
    }
    if s != 0 {
        return (s != d).then_some((s, d));
    }
    // generic → d: where did the generic pointer come from?
    let origin = addrspacecast_source(src)?;
    let t = pointer_space(type_of(origin))?;
    (t != 0 && t != d).then_some((t, d))
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = value_name(g);
        if is_intrinsic_global(&name) {
            continue;
        }
        // The global's own space is a pointer type's: `ptr addrspace(S)`.
        let own = unsafe { llc::LLVMTypeOf(g) };
        let inner = unsafe { llc::LLVMGlobalGetValueType(g) };
        report_spaces(cx, &[own, inner], At::Global(g), |s| format!("'@{name}' uses address space {s}"));
    }
    for f in functions(cx.m) {
        let name = value_name(f);
        if !name.starts_with("llvm.") {
            report_spaces(cx, &[function_type(f)], At::Global(f), |s| format!("the signature of '@{name}' uses address space {s}"));
        }
        for i in instructions(f) {
            let ops = operands(i);
            let mut types = vec![type_of(i)];
            if opcode(i) == LLVMOpcode::LLVMAlloca {
                types.push(unsafe { llc::LLVMGetAllocatedType(i) });
            }
            types.extend(ops.iter().filter(|o| !o.is_null() && unsafe { llc::LLVMIsABasicBlock(**o).is_null() } && !is_function(**o)).map(|o| type_of(*o)));
            report_spaces(cx, &types, At::Inst(f, i), |s| format!("address space {s} is used"));
            let ptr = match opcode(i) {
                LLVMOpcode::LLVMLoad => ops.first().copied(),
                LLVMOpcode::LLVMStore => ops.get(1).copied(),
                _ => None,
            };
            if let Some(p) = ptr {
                let base = strip_casts(p);
                if is_function(base) {
                    cx.report("function-pointer-access", At::Inst(f, i), format!("memory access through the function pointer '@{}'", value_name(base)));
                }
            }
            let mut casts: Vec<LLVMValueRef> = Vec::new();
            if opcode(i) == LLVMOpcode::LLVMAddrSpaceCast {
                casts.push(i);
            }
            casts.extend(ops.iter().copied().filter(|o| unsafe { !o.is_null() && !llc::LLVMIsAConstantExpr(*o).is_null() }));
            if let Some((s, d)) = casts.into_iter().find_map(bad_conversion) {
                cx.report(
                    "address-space-conversion",
                    At::Inst(f, i),
                    format!("a pointer into address space {s} is converted to address space {d}; two specific spaces never overlap"),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn llvm_extension_spaces_are_strict_only() {
        let ir = "define void @f(ptr addrspace(7) %p, ptr addrspace(101) %q) {\n  %v = load i32, ptr addrspace(101) %q\n  store i32 %v, ptr addrspace(7) %p\n  ret void\n}";
        assert!(rules_of(ir).is_empty(), "{:?}", rules_of(ir));
        assert!(check_with(ir, 90, true).iter().all(|d| d.0 == "address-space-extension"));
        assert!(!check_with(ir, 90, true).is_empty());
        let ir = "define void @f(ptr addrspace(7) %p, ptr addrspace(2) %q) {\n  ret void\n}";
        assert_eq!(rules_of(ir), vec!["unsupported-address-space"]);
    }

    #[test]
    fn reserved_spaces() {
        let r = rules_of("@g = addrspace(2) global i32 0\ndefine i32 @f(ptr addrspace(102) %p) {\n  %v = load i32, ptr addrspace(102) %p\n  ret i32 %v\n}");
        assert_eq!(r, vec!["unsupported-address-space", "unsupported-address-space", "unsupported-address-space"]);
    }

    #[test]
    fn conversions() {
        let ir = "define void @f(ptr addrspace(1) %p, ptr %q) {\n  %a = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)\n  %g = addrspacecast ptr addrspace(1) %p to ptr\n  %b = addrspacecast ptr %g to ptr addrspace(3)\n  %c = addrspacecast ptr %g to ptr addrspace(1)\n  %d = addrspacecast ptr %q to ptr addrspace(3)\n  ret void\n}";
        assert!(rules_of(ir).is_empty(), "LLVM 22 converts through generic: off by default");
        assert_eq!(strict_rules_of(ir), vec!["address-space-conversion", "address-space-conversion"]);
    }

    #[test]
    fn function_pointer_load() {
        assert_eq!(rules_of("define i32 @f() {\n  %v = load i32, ptr @f\n  ret i32 %v\n}"), vec!["function-pointer-access"]);
    }
}
