//! Which instructions do math that becomes library code: `defer-unroll`'s question of every
//! instruction of the program, with what each callee's name says worked out once per callee (a
//! name is looked up in a map of LLVM's context and then in the math table).

use crate::fast_hash::FastMap;
use crate::ir::{Opcode, Value};
use crate::math_table::{self, MathOp};
use std::collections::HashSet;

/// What a called function's name (and whether it has a body) says about its calls.
#[derive(Clone, Copy)]
enum Callee {
    /// Library math (libdevice's, nvvmc's shims, a C math name) or not, whatever the call.
    Decided(bool),
    /// A math intrinsic of the table: whether `lower-math` lowers it depends on the call's types.
    Intrinsic(&'static MathOp),
}

/// The question, with the options that decide it and the callees met so far (the pass changes
/// no function while it asks).
pub(super) struct LibraryMath<'ctx> {
    fast_math: bool,
    lower_native: bool,
    callees: FastMap<Value<'ctx>, Callee>,
}

impl<'ctx> LibraryMath<'ctx> {
    /// `fast_math`: `frem` keeps LLVM's fast sequence; `lower_native`: natively selected math is
    /// lowered too.
    pub(super) fn new(fast_math: bool, lower_native: bool) -> Self {
        LibraryMath { fast_math, lower_native, callees: FastMap::default() }
    }

    /// Whether `inst` does math that becomes library code, given the program's functions known
    /// to (`math_functions`).
    pub(super) fn is_math(&mut self, inst: Value<'ctx>, math_functions: &HashSet<Value<'ctx>>) -> bool {
        match inst.opcode() {
            Some(Opcode::FRem) => crate::lower_math::frem_is_lowered(inst, self.fast_math),
            Some(Opcode::Call | Opcode::Invoke) => {
                let Some(callee) = inst.called_value().filter(|c| c.is_function()) else { return false };
                if math_functions.contains(&callee) {
                    return true;
                }
                match *self.callees.entry(callee).or_insert_with(|| classify(callee)) {
                    Callee::Decided(math) => math,
                    Callee::Intrinsic(op) => {
                        crate::lower_math::intrinsic_op_call_is_lowered(inst, op, self.lower_native)
                    }
                }
            }
            _ => false,
        }
    }
}

fn classify(callee: Value<'_>) -> Callee {
    if callee.first_block().is_some() && !callee.is_declaration() {
        // A definition: math only if it does math (decided by the caller's fixpoint),
        // or if it is libdevice's own (`--link early` links it before the optimizer).
        return Callee::Decided(callee.name_starts_with_any(&["__nv_", "__nvvmc_"]));
    }
    let name = callee.name();
    if name.starts_with("__nv_") || name.starts_with("__nvvmc_") {
        return Callee::Decided(true);
    }
    if name.starts_with("llvm.") {
        return math_table::by_intrinsic(&name).map_or(Callee::Decided(false), Callee::Intrinsic);
    }
    Callee::Decided(math_table::by_c_name(&name).is_some())
}
