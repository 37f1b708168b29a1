//! Integers that may carry a pointer: when an integer is proven a *number* (see the module
//! header), and what adding, subtracting or masking does to a pointer carried in an integer.

use super::analysis::Analysis;
use super::ir_queries::is_int;
use super::lattice::Space;
use crate::ir::Value;

impl<'ctx> Analysis<'ctx> {
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
