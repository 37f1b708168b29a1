//! The lattice of the analysis: what is known about where a value points, and how two facts
//! combine; the mode the analysis of every function runs in.

/// What is known about where a value (a pointer, or an integer holding one) points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Space {
    /// Nothing known yet (optimistic start of the fixed point).
    Unknown,
    /// An integer proven to be a plain number (see the module header), which carries no pointer.
    Offset,
    /// Points into this specific address space.
    Known(u32),
    /// May point anywhere.
    Generic,
}

pub(super) fn meet(a: Space, b: Space) -> Space {
    use Space::*;
    match (a, b) {
        (Unknown, x) | (x, Unknown) => x,
        (Generic, _) | (_, Generic) => Generic,
        (Offset, Offset) => Offset,
        (Known(x), Known(y)) if x == y => Known(x),
        _ => Generic,
    }
}

/// How the analysis of every function runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Mode {
    pub(super) through_integers: bool,
    /// Proven for the whole module by `memory_holds_numbers`.
    pub(super) memory_numbers: bool,
}
