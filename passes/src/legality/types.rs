//! Section 4, the type system: `half` (and `bfloat`, which postdates the spec) are not supported
//! by the spec but by LLVM 22; `x86_fp80` and `ppc_fp128` are not supported at all, and `fp128`
//! only as storage (LLVM 22 loads, stores, passes and returns it as 16 bytes; arithmetic on it
//! cannot be selected).
//! (`x86_mmx` no longer exists: LLVM 22's parser reads it as `<1 x i64>`.)

use super::{functions, globals, instructions, is_intrinsic_global, opcode, operands, params, type_kind, type_of, value_name, At, Cx};
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashSet;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bad {
    Half(&'static str),
    Float(&'static str),
}

/// The first unsupported floating-point type inside `t` (looking through vectors, arrays and
/// struct fields), preferring the unsupported ones over `half`.
pub(crate) fn find_bad(t: LLVMTypeRef) -> Option<Bad> {
    let mut seen = HashSet::new();
    let mut found = None;
    walk(t, &mut seen, &mut found);
    found
}

fn walk(t: LLVMTypeRef, seen: &mut HashSet<LLVMTypeRef>, found: &mut Option<Bad>) {
    use LLVMTypeKind::*;
    if t.is_null() || !seen.insert(t) || matches!(found, Some(Bad::Float(_))) {
        return;
    }
    unsafe {
        match type_kind(t) {
            LLVMHalfTypeKind => *found = found.or(Some(Bad::Half("half"))),
            LLVMBFloatTypeKind => *found = found.or(Some(Bad::Half("bfloat"))),
            LLVMFP128TypeKind => *found = Some(Bad::Float("fp128")),
            LLVMX86_FP80TypeKind => *found = Some(Bad::Float("x86_fp80")),
            LLVMPPC_FP128TypeKind => *found = Some(Bad::Float("ppc_fp128")),
            LLVMVectorTypeKind | LLVMScalableVectorTypeKind | LLVMArrayTypeKind => walk(llc::LLVMGetElementType(t), seen, found),
            LLVMStructTypeKind => {
                let n = llc::LLVMCountStructElementTypes(t);
                for k in 0..n {
                    walk(llc::LLVMStructGetTypeAtIndex(t, k), seen, found);
                }
            }
            LLVMFunctionTypeKind => {
                walk(llc::LLVMGetReturnType(t), seen, found);
                let n = llc::LLVMCountParamTypes(t) as usize;
                let mut ps = vec![std::ptr::null_mut(); n];
                if n > 0 {
                    llc::LLVMGetParamTypes(t, ps.as_mut_ptr());
                }
                for p in ps {
                    walk(p, seen, found);
                }
            }
            _ => {}
        }
    }
}

fn is_half(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMHalfTypeKind
}

/// LLVM 22 upgrades the spec's `llvm.convert.to.fp16`/`llvm.convert.from.fp16` into
/// `fptrunc`+`bitcast` to i16 and `bitcast`+`fpext` from i16: those `half` values are the spec's
/// own conversions, not a use of the type.
fn is_fp16_conversion(i: LLVMValueRef) -> bool {
    unsafe {
        let single_user = |v: LLVMValueRef| {
            let u = llc::LLVMGetFirstUse(v);
            if u.is_null() || !llc::LLVMGetNextUse(u).is_null() {
                return None;
            }
            let user = llc::LLVMGetUser(u);
            (!llc::LLVMIsAInstruction(user).is_null()).then_some(user)
        };
        let ops = operands(i);
        match opcode(i) {
            LLVMOpcode::LLVMFPTrunc if is_half(type_of(i)) => {
                single_user(i).is_some_and(|u| opcode(u) == LLVMOpcode::LLVMBitCast && super::int_width(type_of(u)) == Some(16))
            }
            LLVMOpcode::LLVMBitCast if is_half(type_of(i)) => {
                single_user(i).is_some_and(|u| opcode(u) == LLVMOpcode::LLVMFPExt)
            }
            LLVMOpcode::LLVMBitCast if ops.len() == 1 && is_half(type_of(ops[0])) => {
                !llc::LLVMIsAInstruction(ops[0]).is_null() && opcode(ops[0]) == LLVMOpcode::LLVMFPTrunc
            }
            LLVMOpcode::LLVMFPExt if ops.len() == 1 && is_half(type_of(ops[0])) => {
                !llc::LLVMIsAInstruction(ops[0]).is_null() && opcode(ops[0]) == LLVMOpcode::LLVMBitCast
            }
            _ => false,
        }
    }
}

/// Reports `bad`; `computes` says whether the construct computes with the type (an instruction
/// that does arithmetic, comparison or conversion) rather than only storing or passing it, which
/// LLVM 22 supports for fp128.
fn report(cx: &mut Cx, bad: Bad, at: At, what: &str, computes: bool) {
    match bad {
        Bad::Half(t) => cx.report("half-type", at, format!("type {t} is not supported by the NVVM IR spec 1.1 (in {what})")),
        Bad::Float("fp128") if !computes => {
            cx.report("fp128-storage", at, format!("type fp128 is not supported by the NVVM IR spec (in {what}); LLVM 22 keeps it as 16 bytes of storage"))
        }
        // The same wording as `codegen-guard`, which reports the rule after optimization.
        Bad::Float(t) => cx.report("unsupported-float-type", at, format!("type {t} is not supported by NVVM IR or the NVPTX backend")),
    }
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = value_name(g);
        if is_intrinsic_global(&name) {
            continue;
        }
        if let Some(b) = find_bad(unsafe { llc::LLVMGlobalGetValueType(g) }) {
            report(cx, b, At::Global(g), &format!("global variable '@{name}'"), false);
        }
    }
    for f in functions(cx.m) {
        let name = value_name(f);
        if !name.starts_with("llvm.") {
            if let Some(b) = find_bad(super::function_type(f)) {
                report(cx, b, At::Global(f), &format!("the signature of '@{name}'"), false);
            }
        }
        let _ = params(f);
        for i in instructions(f) {
            if is_fp16_conversion(i) {
                continue;
            }
            let mut bad = find_bad(type_of(i));
            if opcode(i) == LLVMOpcode::LLVMAlloca {
                bad = bad.or_else(|| find_bad(unsafe { llc::LLVMGetAllocatedType(i) }));
            }
            for op in operands(i) {
                if bad.is_some_and(|b| matches!(b, Bad::Float(_))) {
                    break;
                }
                if !op.is_null() && unsafe { llc::LLVMIsABasicBlock(op).is_null() } {
                    match (bad, find_bad(type_of(op))) {
                        (_, Some(b @ Bad::Float(_))) | (None, Some(b)) => bad = Some(b),
                        _ => {}
                    }
                }
            }
            if let Some(b) = bad {
                report(cx, b, At::Inst(f, i), "this instruction", crate::codegen_guard::computes_with_floats(unsafe { crate::ir::Value::from_raw(i) }.expect("an instruction")));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn half_warns_fp128_errors() {
        let half = "define void @f(ptr %p, float %x) {\n  %h = fptrunc float %x to half\n  store half %h, ptr %p\n  ret void\n}";
        assert!(rules_of(half).is_empty(), "LLVM 22 supports half: quiet by default");
        assert_eq!(strict_rules_of(half), vec!["half-type", "half-type"]);
        let r = rules_of("@g = addrspace(1) global fp128 0xL0\n@s = addrspace(1) global { i32, [2 x x86_fp80] } zeroinitializer");
        assert_eq!(r, vec!["unsupported-float-type"], "fp128 storage is accepted by default");
        assert_eq!(strict_rules_of("@g = addrspace(1) global fp128 0xL0"), vec!["fp128-storage"]);
        let r = rules_of("define fp128 @f(fp128 %x) {\n  %y = fadd fp128 %x, %x\n  ret fp128 %y\n}");
        assert_eq!(r, vec!["unsupported-float-type"]);
    }

    #[test]
    fn spec_fp16_conversions_are_not_half_uses() {
        let r = rules_of("define float @f(float %x) {\n  %h = call i16 @llvm.convert.to.fp16.f32(float %x)\n  %y = call float @llvm.convert.from.fp16.f32(i16 %h)\n  ret float %y\n}\ndeclare i16 @llvm.convert.to.fp16.f32(float)\ndeclare float @llvm.convert.from.fp16.f32(i16)");
        assert!(r.is_empty(), "{r:?}");
    }
}
