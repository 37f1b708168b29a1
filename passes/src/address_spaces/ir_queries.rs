//! The questions the pass asks of the IR: types it tracks, kernels, parameters that receive a
//! copy, direct calls and who makes them, the memory accesses of an instruction.

use crate::ir::{self, AttrIndex, Opcode, Type, TypeKind, Value};
use std::sync::OnceLock;

/// Operand `k` of an instruction or constant expression that always has it (a load's pointer, a
/// cast's source, ...).
pub(super) fn operand(v: Value<'_>, k: u32) -> Value<'_> {
    v.operand(k).expect("the instruction has this operand")
}

pub(super) fn is_generic_ptr(t: Type<'_>) -> bool {
    t.pointer_address_space() == Some(ir::address_space::GENERIC)
}

pub(super) fn is_int(t: Type<'_>) -> bool {
    t.kind() == TypeKind::Integer
}

pub(super) fn is_kernel(f: Value<'_>) -> bool {
    f.is_kernel()
}

/// Whether parameter `index` of `f` receives a copy of the argument's pointee (`byval`, `byref`,
/// `inalloca`, `preallocated`) rather than the pointer itself.
pub(super) fn passes_a_copy(f: Value<'_>, index: u32) -> bool {
    // The kinds' ids are LLVM's, the same for every module: looked up by name once.
    static KINDS: OnceLock<[u32; 4]> = OnceLock::new();
    let kinds = KINDS.get_or_init(|| ["byval", "byref", "inalloca", "preallocated"].map(ir::attributes::enum_kind_id));
    kinds.iter().any(|&kind| f.enum_attribute_of_kind(AttrIndex::Param(index), kind).is_some())
}

/// The function a `call` (not `invoke`) calls directly.
pub(super) fn called_function(call: Value<'_>) -> Option<Value<'_>> {
    if !call.is_call() {
        return None;
    }
    call.called_function()
}

/// Whether some instruction calls `f` directly (a kernel called like a function receives whatever
/// its caller passes, not launch arguments).
pub(super) fn called_from_device_code(f: Value<'_>) -> bool {
    f.users().into_iter().any(|user| (user.is_call() || user.is_invoke()) && user.called_value() == Some(f))
}

/// Whether `f` is used other than as the callee of a direct call.
pub(super) fn address_taken(f: Value<'_>) -> bool {
    f.users().into_iter().any(|user| !user.is_call() || user.called_value() != Some(f))
}

/// Whether a value of type `t` may hold a pointer (a pointer in any space, or a vector, array or
/// struct with one inside).
pub(super) fn contains_pointer(t: Type<'_>) -> bool {
    match t.kind() {
        TypeKind::Pointer => true,
        TypeKind::Vector | TypeKind::ScalableVector | TypeKind::Array => t.element_type().is_some_and(contains_pointer),
        TypeKind::Struct => t.struct_elements().into_iter().any(contains_pointer),
        _ => false,
    }
}

/// The memory accesses of an instruction: (operand index, may be rewritten to local/const).
pub(super) fn access_operands(inst: Value<'_>) -> Vec<(u32, bool)> {
    match inst.operator_opcode() {
        Some(Opcode::Load) => vec![(0, true)],
        Some(Opcode::Store) => vec![(1, true)],
        // PTX has no local or constant atomics: those stay generic.
        Some(Opcode::AtomicRMW) | Some(Opcode::AtomicCmpXchg) => vec![(0, false)],
        _ => vec![],
    }
}

/// The memory intrinsic a call is (`memcpy`/`memmove`: dst 0, src 1; `memset`: dst 0).
pub(super) fn mem_intrinsic(inst: Value<'_>) -> Option<(&'static str, Vec<u32>)> {
    let f = called_function(inst)?;
    // Exactly `llvm.mem*.p…` (the overloads), not `.inline` or `.element.unordered.atomic`.
    if f.name_starts_with("llvm.memcpy.p") {
        Some(("llvm.memcpy", vec![0, 1]))
    } else if f.name_starts_with("llvm.memmove.p") {
        Some(("llvm.memmove", vec![0, 1]))
    } else if f.name_starts_with("llvm.memset.p") {
        Some(("llvm.memset", vec![0]))
    } else {
        None
    }
}

/// Whether a call to `f` computes its result from its arguments alone, so that an integer result
/// is a number when the arguments are: intrinsics that touch no memory, the warp exchanges (they
/// return another lane's value of the same operand), and libdevice's functions (`__nv_*`, still
/// declarations here: libdevice is linked later).
pub(super) fn computes_from_its_arguments(f: Value<'_>) -> bool {
    if f.name_starts_with("llvm.") {
        const WARP: &[&str] = &["llvm.nvvm.shfl.", "llvm.nvvm.vote.", "llvm.nvvm.match.", "llvm.nvvm.redux.sync."];
        return touches_no_memory(f) || f.name_starts_with_any(WARP);
    }
    f.name_starts_with("__nv_") && f.is_declaration()
}

/// Whether `f` has `memory(none)`.
pub(super) fn touches_no_memory(f: Value<'_>) -> bool {
    static MEMORY: OnceLock<u32> = OnceLock::new();
    let memory = *MEMORY.get_or_init(|| ir::attributes::enum_kind_id("memory"));
    f.enum_attribute_of_kind(AttrIndex::Function, memory).is_some_and(|a| a.enum_value() == Some(0))
}
