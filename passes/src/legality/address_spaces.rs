//! Section 10, address spaces: only 0 (generic and code), 1 (global), 3 (shared), 4 (constant)
//! and 5 (local) exist (2 and 101+ are reserved); no loads or stores through function pointers;
//! no conversion between two different specific spaces.
//!
//! LLVM 22's NVPTX backend defines three more (NVPTX.h, `NVPTXAddrSpace.h`): 6 (tensor memory,
//! tcgen05 on sm_100a), 7 (`shared::cluster`, sm_90) and 101 (kernel parameters). They are
//! `address-space-extension`, off by default (LLVM compiles them) and an error under `--strict`;
//! any other space is `unsupported-address-space`, an error in both modes.

use super::rules::Rule;
use super::{is_intrinsic_global, At, Cx, Inst};
use crate::fast_hash::FastSet;
use crate::ir::module::{functions, globals};
use crate::ir::{Opcode, Type, TypeKind, Value};

pub(crate) fn supported(space: u32) -> bool {
    matches!(space, 0 | 1 | 3 | 4 | 5)
}

/// The address spaces LLVM 22's NVPTX backend adds to the spec's: tensor memory (6),
/// shared::cluster (7) and kernel parameters (101).
pub(crate) fn llvm_extension(space: u32) -> bool {
    matches!(space, 6 | 7 | 101)
}

/// The first address space neither the spec nor LLVM defines among the pointer types inside `t`.
pub(crate) fn bad_space(t: Type<'_>) -> Option<u32> {
    find_space(t, |s| !supported(s) && !llvm_extension(s))
}

/// The first of LLVM's extension spaces among the pointer types inside `t`.
pub(crate) fn extension_space(t: Type<'_>) -> Option<u32> {
    find_space(t, llvm_extension)
}

/// The first address space `pred` accepts among the pointer types inside `t`, depth first in
/// field order; an explicit stack (types nest as deep as the input does), each type visited once.
fn find_space(t: Type<'_>, pred: impl Fn(u32) -> bool) -> Option<u32> {
    // Most types are not aggregates: answered without the walk's set and stack (each cost an
    // allocation and a hash per type, ~1,400 instructions, 3,000 times per small kernel).
    match t.kind() {
        TypeKind::Pointer => return t.pointer_address_space().filter(|s| pred(*s)),
        TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array | TypeKind::Struct | TypeKind::Function => {}
        _ => return None,
    }
    let mut seen = FastSet::default();
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match t.kind() {
            TypeKind::Pointer => {
                if let Some(s) = t.pointer_address_space().filter(|s| pred(*s)) {
                    return Some(s);
                }
            }
            TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array => stack.extend(t.element_type()),
            TypeKind::Struct => stack.extend(t.struct_elements().into_iter().rev()),
            TypeKind::Function => {
                stack.extend(t.param_types().into_iter().rev());
                stack.extend(t.return_type());
            }
            _ => {}
        }
    }
    None
}

/// [`bad_space`] and [`extension_space`] of each aggregate type seen, for the rest of a check:
/// the same few structs (numba's array descriptors) are the types of thousands of instructions.
type Memo<'ctx> = crate::fast_hash::FastMap<Type<'ctx>, (Option<u32>, Option<u32>)>;

/// ([`bad_space`], [`extension_space`]) of `t`, from `memo` when `t` is an aggregate seen before.
fn spaces<'ctx>(t: Type<'ctx>, memo: &mut Memo<'ctx>) -> (Option<u32>, Option<u32>) {
    match t.kind() {
        TypeKind::Pointer => {
            let s = t.pointer_address_space();
            (s.filter(|s| !supported(*s) && !llvm_extension(*s)), s.filter(|s| llvm_extension(*s)))
        }
        TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array | TypeKind::Struct | TypeKind::Function => {
            *memo.entry(t).or_insert_with(|| (bad_space(t), extension_space(t)))
        }
        _ => (None, None),
    }
}

/// The first unsupported space and the first LLVM extension space among the types seen so far.
#[derive(Default)]
struct FirstSpaces {
    bad: Option<u32>,
    extension: Option<u32>,
}

impl FirstSpaces {
    /// Looks into `t` (nothing more to learn once an unsupported space is known).
    fn add<'ctx>(&mut self, t: Type<'ctx>, memo: &mut Memo<'ctx>) {
        if self.bad.is_none() {
            let (bad, extension) = spaces(t, memo);
            self.bad = bad;
            self.extension = self.extension.or(extension);
        }
    }

    /// Reports the unsupported space (or, failing that, the extension space) at `at`;
    /// `what(space)` says where it is.
    fn report<'ctx>(self, cx: &mut Cx<'_, 'ctx>, at: At<'ctx>, what: impl Fn(u32) -> String) {
        if let Some(s) = self.bad {
            cx.report(Rule::UnsupportedAddressSpace, at, format!("{}, which is reserved or not supported", what(s)));
        } else if let Some(s) = self.extension {
            cx.report(
                Rule::AddressSpaceExtension,
                at,
                format!("{}, an LLVM extension the NVVM IR spec does not define", what(s)),
            );
        }
    }
}

/// Reports the first unsupported space among `types` (or, failing that, the first LLVM
/// extension space) at `at`; `what(space)` says where it is.
fn report_spaces<'ctx>(
    cx: &mut Cx<'_, 'ctx>,
    memo: &mut Memo<'ctx>,
    types: impl IntoIterator<Item = Type<'ctx>>,
    at: At<'ctx>,
    what: impl Fn(u32) -> String,
) {
    let mut first = FirstSpaces::default();
    for t in types {
        first.add(t, memo);
    }
    first.report(cx, at, what);
}

fn addrspacecast_source(v: Value<'_>) -> Option<Value<'_>> {
    let is_cast = v.is_addrspace_cast() || v.const_opcode() == Some(Opcode::AddrSpaceCast);
    if is_cast {
        v.operand_iter().next()
    } else {
        None
    }
}

/// Strips pointer casts that keep the address (constant-expression bitcasts and zero GEPs are
/// gone in LLVM 22; addrspacecast is the one left).
fn strip_casts(mut v: Value<'_>) -> Value<'_> {
    for _ in 0..8 {
        match addrspacecast_source(v) {
            Some(s) => v = s,
            None => break,
        }
    }
    v
}

/// For an addrspacecast `v`: the two specific spaces it converts between illegally, if it does.
pub(crate) fn bad_conversion(v: Value<'_>) -> Option<(u32, u32)> {
    let src = addrspacecast_source(v)?;
    let d = v.ty().pointer_or_vector_address_space()?;
    let s = src.ty().pointer_or_vector_address_space()?;
    if d == 0 {
        return None;
    }
    if s != 0 {
        return (s != d).then_some((s, d));
    }
    // generic → d: where did the generic pointer come from?
    let origin = addrspacecast_source(src)?;
    let t = origin.ty().pointer_or_vector_address_space()?;
    (t != 0 && t != d).then_some((t, d))
}

pub(crate) fn check(cx: &mut Cx) {
    let memo = &mut Memo::default();
    for g in globals(cx.m) {
        if is_intrinsic_global(g) {
            continue;
        }
        // The global's own space is a pointer type's: `ptr addrspace(S)`.
        let types = std::iter::once(g.ty()).chain(g.global_value_type());
        report_spaces(cx, memo, types, At::Global(g), |s| format!("'@{}' uses address space {s}", g.name()));
    }
    for f in functions(cx.m) {
        if !is_intrinsic_global(f) {
            report_spaces(cx, memo, f.global_value_type(), At::Global(f), |s| {
                format!("the signature of '@{}' uses address space {s}", f.name())
            });
        }
        for inst in cx.body(f).iter() {
            check_instruction(cx, memo, f, inst);
        }
    }
}

/// The spaces instruction `inst` of `f` uses, what it loads or stores through and what it
/// converts, in one walk over its operands.
fn check_instruction<'ctx>(cx: &mut Cx<'_, 'ctx>, memo: &mut Memo<'ctx>, f: Value<'ctx>, inst: Inst<'_, 'ctx>) {
    let Inst { value: i, opcode, operands } = inst;
    let mut spaces = FirstSpaces::default();
    spaces.add(i.ty(), memo);
    if let Some(t) = inst.allocated_type() {
        spaces.add(t, memo);
    }
    let pointer_index = match opcode {
        Some(Opcode::Load) => Some(0),
        Some(Opcode::Store) => Some(1),
        _ => None,
    };
    let mut pointer = None;
    // The instruction's own cast first, then its constant-expression operands in order.
    let mut conversion = if opcode == Some(Opcode::AddrSpaceCast) { bad_conversion(i) } else { None };
    for (k, &o) in operands.iter().enumerate() {
        if !o.is_basic_block() && !o.is_function() {
            spaces.add(o.ty(), memo);
        }
        if pointer_index == Some(k) {
            pointer = Some(o);
        }
        if conversion.is_none() && o.is_constant_expr() {
            conversion = bad_conversion(o);
        }
    }
    spaces.report(cx, At::Inst(f, i), |s| format!("address space {s} is used"));
    if let Some(p) = pointer {
        let base = strip_casts(p);
        if base.is_function() {
            cx.report(
                Rule::FunctionPointerAccess,
                At::Inst(f, i),
                format!("memory access through the function pointer '@{}'", base.name()),
            );
        }
    }
    if let Some((s, d)) = conversion {
        cx.report(
            Rule::AddressSpaceConversion,
            At::Inst(f, i),
            format!(
                "a pointer into address space {s} is converted to address space {d}; two specific spaces never overlap"
            ),
        );
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
        assert_eq!(
            rules_of("define i32 @f() {\n  %v = load i32, ptr @f\n  ret i32 %v\n}"),
            vec!["function-pointer-access"]
        );
    }
}
