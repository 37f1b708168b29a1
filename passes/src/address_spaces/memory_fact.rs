//! The module-wide fact behind loads of integers, **memory holds only numbers**, its check, and
//! the functions it does not cover (those other modules can enter).

use super::analysis::Analysis;

use super::ir_queries::{
    address_taken, called_function, contains_pointer, is_int, is_kernel, operand, touches_no_memory,
};
use super::lattice::{Mode, Space};
use crate::ir::Module;
use crate::ir::{self, Opcode, TypeKind, Value};
use std::collections::HashSet;

/// Declared functions outside LLVM and libdevice that read their pointer arguments and write
/// no pointer anywhere.
const NUMBER_SAFE_EXTERNALS: &[&str] = &["vprintf", "__assertfail", "malloc", "free"];

/// Intrinsics that write no memory the program can read (hints, debug info, lifetimes, fences).
const NO_WRITE_INTRINSICS: &[&str] = &[
    "llvm.assume",
    "llvm.dbg.",
    "llvm.lifetime.",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.",
    "llvm.pseudoprobe",
    "llvm.donothing",
    "llvm.sideeffect",
    "llvm.prefetch",
];

/// Intrinsics that write pointers into memory (a `va_list`, a trampoline, the stack guard).
const POINTER_WRITING_INTRINSICS: &[&str] =
    &["llvm.va_start", "llvm.va_copy", "llvm.stackprotector", "llvm.init.trampoline"];

/// Whether `callee` is inline asm that only computes: no side effects, no memory clobber, no
/// memory operand (LLVM may assume such asm reads and writes no memory).
fn is_computing_asm(callee: Value<'_>) -> bool {
    if !callee.is_inline_asm() || callee.inline_asm_has_side_effects() {
        return false;
    }
    let bytes = callee.inline_asm_constraint_bytes().unwrap_or_default();
    let constraints = std::str::from_utf8(&bytes).unwrap_or("*");
    !constraints.contains("~{memory}") && !constraints.contains('*')
}

/// Whether a constant (a global's initializer) holds only numbers: no address of a global or
/// function, no constant expression (`ptrtoint`, `getelementptr`, ...). Aggregates nest as deep
/// as the input does: an explicit stack, each constant visited once.
fn constant_holds_numbers(c: Value<'_>) -> bool {
    let mut seen = HashSet::new();
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        if c.is_global_value() || c.is_constant_expr() || c.is_block_address() {
            return false;
        }
        if seen.insert(c) {
            stack.extend((0..c.num_operands()).map(|k| operand(c, k)));
        }
    }
    true
}

/// The module-wide fact behind loads of integers: **memory holds only numbers**, i.e. no code in
/// the module writes a value that may carry a pointer (a pointer, an integer that is not proven a
/// number, anything converted from them) into memory other than a private slot, no global
/// starts with an address in it, and no call leaves the module with such a value. Memory the
/// module does not write is written by the host or by other launches, which cannot hand this
/// launch a shared or local address (see the header). Then, by induction over the program's
/// writes, every integer loaded from memory is a number.
///
/// The check runs the analysis of every function assuming the fact and verifies every write:
/// if none may carry a pointer under the assumption, none does (the first write that did would
/// need an earlier load that did). A function is checked without seeds, which covers its clones.
pub(super) fn memory_holds_numbers(module: &Module<'_>, defined: &[Value<'_>]) -> bool {
    let mode = Mode { through_integers: true, memory_numbers: true };
    for g in ir::module::globals(module) {
        // `llvm.used` and the like are lists for the linker, not memory of the program.
        if let Some(init) = g.initializer() {
            if !g.name_starts_with("llvm.") && !constant_holds_numbers(init) {
                return false;
            }
        }
    }
    defined.iter().all(|&f| {
        let a = Analysis::run(f, &[], mode);
        f.instruction_walk().all(|i| a.writes_only_numbers(i))
    })
}

/// The functions that code of other modules can enter (separate compilation: an externally
/// visible device function may be called from a module linked later, after that module's code
/// wrote anything into memory — e.g. the distance from a global to a shared object), and every
/// function they reach. Kernels are not entries (they are launched, not called from other
/// modules); when there is an entry, every function whose address is taken counts as one too
/// (an entry may call it indirectly). The memory fact does not hold for loads in these.
pub(super) fn entered_from_other_modules<'ctx>(defined: &[Value<'ctx>]) -> HashSet<Value<'ctx>> {
    let mut stack: Vec<Value<'ctx>> =
        defined.iter().copied().filter(|&f| !f.has_local_linkage() && !is_kernel(f)).collect();
    if !stack.is_empty() {
        stack.extend(defined.iter().copied().filter(|&f| address_taken(f)));
    }
    let mut seen: HashSet<Value<'ctx>> = stack.iter().copied().collect();
    while let Some(f) = stack.pop() {
        for i in f.instruction_walk() {
            if let Some(c) = called_function(i) {
                if !c.is_declaration() && seen.insert(c) {
                    stack.push(c);
                }
            }
        }
    }
    seen
}

impl<'ctx> Analysis<'ctx> {
    /// Whether `v` may carry a pointer, for `memory_holds_numbers`: a pointer (other than null or
    /// undef), an integer not proven a number; values of other types only carry what went
    /// into them, which the check sees where they are made.
    fn may_carry_pointer(&self, v: Value<'ctx>) -> bool {
        let t = v.ty();
        if is_int(t) {
            return !matches!(self.space_of(v), Space::Offset | Space::Unknown);
        }
        if !contains_pointer(t) {
            return false;
        }
        let inert = v.is_null_pointer() || v.is_undef() || v.is_constant_aggregate_zero();
        !inert
    }

    /// For `memory_holds_numbers`: whether instruction `i` writes only numbers to memory (outside
    /// private slots), puts no pointer into a value of another type, and hands none to code
    /// outside the module.
    fn writes_only_numbers(&self, i: Value<'ctx>) -> bool {
        let Some(op) = i.operator_opcode() else { return true };
        match op {
            Opcode::Store => self.slots.contains_key(&operand(i, 1)) || !self.may_carry_pointer(operand(i, 0)),
            Opcode::AtomicRMW => !self.may_carry_pointer(operand(i, 1)),
            Opcode::AtomicCmpXchg => !self.may_carry_pointer(operand(i, 2)),
            Opcode::Call => {
                let callee = i.called_value().expect("a call has a callee");
                let f = callee.is_function().then_some(callee);
                if f.is_some_and(|f| !f.is_declaration()) {
                    // Its body is checked too.
                    return true;
                }
                let name = f.map(|f| f.name()).unwrap_or_default();
                // A call that writes no memory and returns nothing, an integer (which the
                // analysis follows) or a pointer (never trusted) cannot put a pointer anywhere.
                let rt = i.ty();
                let followed = rt.kind() == TypeKind::Void || is_int(rt) || contains_pointer(rt);
                let writes_nothing = f.is_some_and(touches_no_memory)
                    || NO_WRITE_INTRINSICS.iter().any(|p| name.starts_with(p))
                    || is_computing_asm(callee);
                if writes_nothing && followed {
                    return true;
                }
                let known = (name.starts_with("llvm.")
                    && !POINTER_WRITING_INTRINSICS.iter().any(|p| name.starts_with(p)))
                    || name.starts_with("__nv_")
                    || NUMBER_SAFE_EXTERNALS.contains(&name.as_str())
                    || is_computing_asm(callee);
                if !known {
                    // Inline asm, indirect calls, other external code: may store anything.
                    return false;
                }
                // Known functions take pointers only as addresses (asm may take them as
                // values); every other argument must be a number.
                let asm = f.is_none();
                i.call_args()
                    .into_iter()
                    .all(|a| (!asm && a.ty().kind() == TypeKind::Pointer) || !self.may_carry_pointer(a))
            }
            Opcode::Invoke | Opcode::CallBr => false,
            _ => {
                // A value of a type the analysis does not follow (floating point, vectors,
                // aggregates) must not be made from one that may carry a pointer. A
                // select's condition only chooses.
                // Integers are followed by the analysis, pointers never trusted; branches,
                // returns and fences (void) make no value.
                let t = i.ty();
                if is_int(t) || contains_pointer(t) || t.kind() == TypeKind::Void {
                    return true;
                }
                let first = if op == Opcode::Select { 1 } else { 0 };
                (first..i.num_operands()).all(|k| {
                    // Block operands (phis) and the pointer of a load are not data.
                    i.operand(k)
                        .is_none_or(|o| o.is_basic_block() || (op == Opcode::Load) || !self.may_carry_pointer(o))
                })
            }
        }
    }
}
