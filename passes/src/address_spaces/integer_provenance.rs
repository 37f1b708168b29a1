//! Integers that may carry a pointer: when an integer is proven a *number* (see the module
//! header), and what adding, subtracting or masking does to a pointer carried in an integer.

use super::analysis::Analysis;
use super::ir_queries::is_int;
use super::lattice::Space;
use crate::ir::{AttrIndex, Value};

/// Whether a call to `f` computes its result from its arguments alone, so that an integer result
/// is a number when the arguments are: intrinsics that touch no memory, the warp exchanges (they
/// return another lane's value of the same operand), and libdevice's functions (`__nv_*`, still
/// declarations here: libdevice is linked later).
pub(super) fn computes_from_its_arguments(f: Value<'_>) -> bool {
    let name = f.name();
    if name.starts_with("llvm.") {
        const WARP: &[&str] = &["llvm.nvvm.shfl.", "llvm.nvvm.vote.", "llvm.nvvm.match.", "llvm.nvvm.redux.sync."];
        return touches_no_memory(f) || WARP.iter().any(|p| name.starts_with(p));
    }
    name.starts_with("__nv_") && f.is_declaration()
}

/// Whether `f` has `memory(none)`.
pub(super) fn touches_no_memory(f: Value<'_>) -> bool {
    f.enum_attribute(AttrIndex::Function, "memory").is_some_and(|a| a.enum_value() == Some(0))
}

impl<'ctx> Analysis<'_, 'ctx> {
    /// An integer loaded from memory (outside private slots): a number only when memory holds
    /// only numbers.
    pub(super) fn loaded_integer(&self, v: Value<'ctx>) -> Space {
        if self.memory_numbers && is_int(v.ty()) {
            Space::Offset
        } else {
            Space::Generic
        }
    }

    /// A value computed from `operands` alone (data flow): a number when all of them are.
    pub(super) fn number_from(&self, operands: impl Iterator<Item = Value<'ctx>>) -> Space {
        let mut s = Space::Offset;
        for o in operands {
            match self.space_of(o) {
                Space::Offset => {}
                Space::Unknown => s = Space::Unknown,
                _ => return Space::Generic,
            }
        }
        s
    }

    /// `a + b` (or `a - b` when `commutes` is false) on integers that may carry a pointer.
    pub(super) fn pointer_plus_offset(&self, a: Space, b: Space, commutes: bool) -> Space {
        use Space::*;
        match (a, b) {
            (Generic, _) | (_, Generic) => Generic,
            (Unknown, _) | (_, Unknown) => Unknown,
            (Offset, Offset) => Offset,
            (Known(s), Offset) => Known(s),
            (Offset, Known(s)) if commutes => Known(s),
            _ => Generic,
        }
    }
}
