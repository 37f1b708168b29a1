//! Section 5, constants: no `blockaddress`, and a global initializer expression over another
//! global must reduce to bitcast+offset.

use super::{const_int, functions, globals, instructions, int_width, is_intrinsic_global, operands, type_of, value_name, At, Cx};
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMValueRef;
use llvm_sys::LLVMOpcode;
use std::collections::HashSet;

fn is_constant_expr(v: LLVMValueRef) -> bool {
    !v.is_null() && unsafe { !llc::LLVMIsAConstantExpr(v).is_null() }
}

fn is_global_value(v: LLVMValueRef) -> bool {
    !v.is_null() && unsafe { !llc::LLVMIsAGlobalValue(v).is_null() }
}

/// Whether constant `v` mentions a global value.
fn mentions_global(v: LLVMValueRef, seen: &mut HashSet<LLVMValueRef>) -> bool {
    if v.is_null() || !seen.insert(v) {
        return false;
    }
    if is_global_value(v) {
        return true;
    }
    unsafe {
        if llc::LLVMIsAConstant(v).is_null() {
            return false;
        }
    }
    operands(v).into_iter().any(|o| mentions_global(o, seen))
}

/// The first sub-expression of initializer `v` that does not reduce to a global's address plus a
/// constant offset, if any.
pub(crate) fn irreducible(v: LLVMValueRef) -> Option<LLVMValueRef> {
    if v.is_null() || is_global_value(v) || !mentions_global(v, &mut HashSet::new()) {
        return None;
    }
    if !is_constant_expr(v) {
        // An aggregate: each element on its own.
        return operands(v).into_iter().find_map(irreducible);
    }
    let ops = operands(v);
    let op = unsafe { llc::LLVMGetConstOpcode(v) };
    match op {
        LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMIntToPtr => ops.first().and_then(|o| irreducible(*o)),
        LLVMOpcode::LLVMPtrToInt if int_width(type_of(v)).is_some_and(|w| w >= 64) => ops.first().and_then(|o| irreducible(*o)),
        LLVMOpcode::LLVMGetElementPtr => {
            if ops.iter().skip(1).all(|i| !mentions_global(*i, &mut HashSet::new())) {
                ops.first().and_then(|o| irreducible(*o))
            } else {
                Some(v)
            }
        }
        LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub if ops.len() == 2 => {
            let (a, b) = (ops[0], ops[1]);
            let ga = mentions_global(a, &mut HashSet::new());
            let gb = mentions_global(b, &mut HashSet::new());
            match (ga, gb) {
                (true, false) if const_int(b).is_some() => irreducible(a),
                (false, true) if op == LLVMOpcode::LLVMAdd && const_int(a).is_some() => irreducible(b),
                _ => Some(v),
            }
        }
        _ => Some(v),
    }
}

/// A `blockaddress` inside constant `v`, if any.
fn find_blockaddress(v: LLVMValueRef, seen: &mut HashSet<LLVMValueRef>) -> bool {
    if v.is_null() || !seen.insert(v) {
        return false;
    }
    unsafe {
        if !llc::LLVMIsABlockAddress(v).is_null() {
            return true;
        }
        if llc::LLVMIsAConstant(v).is_null() || is_global_value(v) {
            return false;
        }
    }
    operands(v).into_iter().any(|o| find_blockaddress(o, seen))
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = value_name(g);
        let init = unsafe { llc::LLVMGetInitializer(g) };
        if init.is_null() {
            continue;
        }
        if find_blockaddress(init, &mut HashSet::new()) {
            cx.report("blockaddress", At::Global(g), format!("the initializer of '@{name}' uses blockaddress"));
            continue;
        }
        if is_intrinsic_global(&name) {
            continue;
        }
        if let Some(e) = irreducible(init) {
            cx.report(
                "global-initializer-expression",
                At::Global(g),
                format!("the initializer of '@{name}' has the expression '{}', which does not reduce to bitcast+offset", super::print_md(e)),
            );
        }
    }
    for f in functions(cx.m) {
        for i in instructions(f) {
            let mut seen = HashSet::new();
            if operands(i).into_iter().any(|o| unsafe { llc::LLVMIsAInstruction(o).is_null() } && find_blockaddress(o, &mut seen)) {
                cx.report("blockaddress", At::Inst(f, i), "blockaddress is not supported");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn initializers() {
        let ok = "@a = addrspace(1) global [4 x i32] zeroinitializer\n@p = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 8) to ptr)\n@q = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @a to i64), i64 8)\n@s = addrspace(1) global { i32, ptr addrspace(1) } { i32 1, ptr addrspace(1) @a }";
        assert!(rules_of(ok).is_empty(), "{:?}", rules_of(ok));
        let bad = "@a = addrspace(1) global i32 0\n@b = addrspace(1) global i32 0\n@d = addrspace(1) global i64 sub (i64 ptrtoint (ptr addrspace(1) @a to i64), i64 ptrtoint (ptr addrspace(1) @b to i64))\n@t = addrspace(1) global i32 ptrtoint (ptr addrspace(1) @a to i32)";
        assert_eq!(rules_of(bad), vec!["global-initializer-expression", "global-initializer-expression"]);
    }

    #[test]
    fn blockaddress() {
        let r = rules_of("define ptr @f() {\nentry:\n  br label %b\nb:\n  ret ptr blockaddress(@f, %b)\n}");
        assert_eq!(r, vec!["blockaddress"]);
    }
}
