//! What the pass did, for `--stats`.

use crate::ir::address_space::{CONSTANT, GLOBAL, LOCAL, SHARED};
use std::collections::BTreeMap;

/// Per-space counts for `--stats`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AddressSpaceStats {
    /// Accesses (load, store, atomic, mem intrinsic operand) made specific, by space.
    pub specific: BTreeMap<u32, usize>,
    /// Specialized helper clones created.
    pub clones: usize,
}

impl AddressSpaceStats {
    pub fn space_name(space: u32) -> &'static str {
        match space {
            GLOBAL => "global",
            SHARED => "shared",
            CONSTANT => "const",
            LOCAL => "local",
            _ => "other",
        }
    }
}
