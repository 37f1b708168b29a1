//! Section 4, the type system: `half` (and `bfloat`, which postdates the spec) are not supported
//! by the spec but by LLVM 22; `x86_fp80` and `ppc_fp128` are not supported at all, and `fp128`
//! only as storage (LLVM 22 loads, stores, passes and returns it as 16 bytes; arithmetic on it
//! cannot be selected).
//! (`x86_mmx` no longer exists: LLVM 22's parser reads it as `<1 x i64>`.)

use super::rules::Rule;
use super::{is_intrinsic_global, At, Cx, Inst};
use crate::fast_hash::{FastMap, FastSet};
use crate::ir::module::{functions, globals};
use crate::ir::{Opcode, Type, TypeKind, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bad {
    Half(&'static str),
    Float(&'static str),
}

/// The first unsupported floating-point type inside `t` (looking through vectors, arrays and
/// struct fields), preferring the unsupported ones over `half`. Types nest as deep as the input
/// does: the walk is an explicit stack (depth first, in field order), each type visited once.
pub(crate) fn find_bad(t: Type<'_>) -> Option<Bad> {
    // A type that is not an aggregate is its own answer, without the walk's set and stack.
    let kind = t.kind();
    if !is_aggregate(kind) {
        return scalar_bad(kind);
    }
    let mut seen = FastSet::default();
    let mut found = None;
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match t.kind() {
            TypeKind::Half => found = found.or(Some(Bad::Half("half"))),
            TypeKind::BFloat => found = found.or(Some(Bad::Half("bfloat"))),
            TypeKind::Fp128 => return Some(Bad::Float("fp128")),
            TypeKind::X86Fp80 => return Some(Bad::Float("x86_fp80")),
            TypeKind::PpcFp128 => return Some(Bad::Float("ppc_fp128")),
            TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array => stack.extend(t.element_type()),
            TypeKind::Struct => stack.extend(t.struct_elements().into_iter().rev()),
            TypeKind::Function => {
                stack.extend(t.param_types().into_iter().rev());
                stack.extend(t.return_type());
            }
            _ => {}
        }
    }
    found
}

/// Whether types of `kind` contain other types (the ones [`find_bad`] walks into).
fn is_aggregate(kind: TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array | TypeKind::Struct | TypeKind::Function
    )
}

/// [`find_bad`] of a type of `kind` that is not an aggregate.
fn scalar_bad(kind: TypeKind) -> Option<Bad> {
    match kind {
        TypeKind::Half => Some(Bad::Half("half")),
        TypeKind::BFloat => Some(Bad::Half("bfloat")),
        TypeKind::Fp128 => Some(Bad::Float("fp128")),
        TypeKind::X86Fp80 => Some(Bad::Float("x86_fp80")),
        TypeKind::PpcFp128 => Some(Bad::Float("ppc_fp128")),
        _ => None,
    }
}

/// [`find_bad`], remembering the answer for aggregate types in `memo` (the same few structs are
/// the types of thousands of instructions).
fn find_bad_memo<'ctx>(t: Type<'ctx>, memo: &mut FastMap<Type<'ctx>, Option<Bad>>) -> Option<Bad> {
    let kind = t.kind();
    if is_aggregate(kind) {
        *memo.entry(t).or_insert_with(|| find_bad(t))
    } else {
        scalar_bad(kind)
    }
}

fn is_half(t: Type<'_>) -> bool {
    t.kind() == TypeKind::Half
}

/// LLVM 22 upgrades the spec's `llvm.convert.to.fp16`/`llvm.convert.from.fp16` into
/// `fptrunc`+`bitcast` to i16 and `bitcast`+`fpext` from i16: those `half` values are the spec's
/// own conversions, not a use of the type.
fn is_fp16_conversion(inst: Inst<'_, '_>) -> bool {
    fn single_user(v: Value<'_>) -> Option<Value<'_>> {
        match v.users()[..] {
            [user] => user.is_instruction().then_some(user),
            _ => None,
        }
    }
    let i = inst.value;
    let half_operand = || match inst.operands {
        [o] => is_half(o.ty()).then_some(*o),
        _ => None,
    };
    match inst.opcode {
        Some(Opcode::FPTrunc) if is_half(i.ty()) => {
            single_user(i).is_some_and(|u| u.opcode() == Some(Opcode::BitCast) && u.ty().int_width() == Some(16))
        }
        Some(Opcode::BitCast) if is_half(i.ty()) => single_user(i).is_some_and(|u| u.opcode() == Some(Opcode::FPExt)),
        Some(Opcode::BitCast) => half_operand().is_some_and(|o| o.opcode() == Some(Opcode::FPTrunc)),
        Some(Opcode::FPExt) => half_operand().is_some_and(|o| o.opcode() == Some(Opcode::BitCast)),
        _ => false,
    }
}

/// Reports `bad`; `computes` says whether the construct computes with the type (an instruction
/// that does arithmetic, comparison or conversion) rather than only storing or passing it, which
/// LLVM 22 supports for fp128.
fn report<'ctx>(cx: &mut Cx<'_, 'ctx>, bad: Bad, at: At<'ctx>, what: &str, computes: bool) {
    match bad {
        Bad::Half(t) => {
            cx.report(Rule::HalfType, at, format!("type {t} is not supported by the NVVM IR spec 1.1 (in {what})"))
        }
        Bad::Float("fp128") if !computes => cx.report(
            Rule::Fp128Storage,
            at,
            format!(
                "type fp128 is not supported by the NVVM IR spec (in {what}); LLVM 22 keeps it as 16 bytes of storage"
            ),
        ),
        // The same wording as `codegen-guard`, which reports the rule after optimization.
        Bad::Float(t) => cx.report(
            Rule::UnsupportedFloatType,
            at,
            format!("type {t} is not supported by NVVM IR or the NVPTX backend"),
        ),
    }
}

pub(crate) fn check(cx: &mut Cx) {
    let memo = &mut FastMap::default();
    let mut find_bad = |t| find_bad_memo(t, memo);
    for g in globals(cx.m) {
        if is_intrinsic_global(g) {
            continue;
        }
        if let Some(b) = g.global_value_type().and_then(&mut find_bad) {
            report(cx, b, At::Global(g), &format!("global variable '@{}'", g.name()), false);
        }
    }
    for f in functions(cx.m) {
        if !is_intrinsic_global(f) {
            if let Some(b) = f.global_value_type().and_then(&mut find_bad) {
                report(cx, b, At::Global(f), &format!("the signature of '@{}'", f.name()), false);
            }
        }
        for inst in cx.body(f).iter() {
            if is_fp16_conversion(inst) {
                continue;
            }
            let i = inst.value;
            let mut bad = find_bad(i.ty());
            if let Some(t) = inst.allocated_type() {
                bad = bad.or_else(|| find_bad(t));
            }
            for &op in inst.operands {
                if bad.is_some_and(|b| matches!(b, Bad::Float(_))) {
                    break;
                }
                if !op.is_basic_block() {
                    match (bad, find_bad(op.ty())) {
                        (_, Some(b @ Bad::Float(_))) | (None, Some(b)) => bad = Some(b),
                        _ => {}
                    }
                }
            }
            if let Some(b) = bad {
                report(cx, b, At::Inst(f, i), "this instruction", crate::codegen_guard::computes_with_floats(i));
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
        let r = rules_of(
            "@g = addrspace(1) global fp128 0xL0\n@s = addrspace(1) global { i32, [2 x x86_fp80] } zeroinitializer",
        );
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
