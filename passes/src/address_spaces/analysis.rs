//! The analysis of one function: a fixed point over its instructions of what is known about
//! where every pointer (and, through integers, every integer) points, from the sources named in
//! the module header; the private slots; the accesses it proves specific.

use super::ir_queries::{
    access_operands, called_from_device_code, called_function, computes_from_its_arguments, contains_pointer,
    is_generic_ptr, is_int, is_kernel, mem_intrinsic, operand, passes_a_copy,
};
use super::lattice::{meet, Mode, Space};
use crate::fast_hash::FastMap as HashMap;
use crate::ir::address_space::{GENERIC, GLOBAL, LOCAL};
use crate::ir::{Opcode, Value};

/// The address-space facts of one function (with seeds for its parameters: `Known(s)` for a
/// pointer parameter that every call reaching this copy passes a pointer into `s`, `Offset` for an
/// integer parameter that every such call passes a number; `Generic` for nothing known).
pub(super) struct Analysis<'ctx> {
    pub(super) func: Value<'ctx>,
    /// The function's parameters, in order.
    params: Vec<Value<'ctx>>,
    pub(super) seeds: Vec<Space>,
    pub(super) through_integers: bool,
    /// The module-wide fact that memory holds only numbers (see `memory_holds_numbers`).
    pub(super) memory_numbers: bool,
    /// A kernel that is only launched (never called from device code): its arguments come from
    /// the host or a parent launch, so its pointers are global and its integers numbers.
    launched: bool,
    spaces: HashMap<Value<'ctx>, Space>,
    /// Non-escaping allocas used as private slots: slot -> values stored into it.
    pub(super) slots: HashMap<Value<'ctx>, Vec<Value<'ctx>>>,
    /// Constant expressions already evaluated (they depend on constants only). Without it a DAG
    /// of constant expressions (`add (C, C)` nested, compact in bitcode) costs 2^depth.
    constants: std::cell::RefCell<HashMap<Value<'ctx>, Space>>,
    /// What each direct callee met so far is (asked once per callee, not per call and round:
    /// LLVM looks a name up in a map of its context).
    callees: std::cell::RefCell<HashMap<Value<'ctx>, Callee>>,
}

/// What the transfer function needs to know of a called function.
#[derive(Clone, Copy)]
struct Callee {
    /// `llvm.ptrmask.*`: the result points where the pointer operand does.
    is_ptrmask: bool,
    /// See [`computes_from_its_arguments`].
    computes_from_its_arguments: bool,
}

impl<'ctx> Analysis<'ctx> {
    pub(super) fn run(func: Value<'ctx>, seeds: &[Space], mode: Mode) -> Self {
        let Mode { through_integers, memory_numbers } = mode;
        let memory_numbers = through_integers && memory_numbers;
        let launched = is_kernel(func) && !called_from_device_code(func);
        let mut a = Analysis {
            func,
            params: func.params(),
            seeds: seeds.to_vec(),
            through_integers,
            memory_numbers,
            launched,
            spaces: HashMap::default(),
            slots: HashMap::default(),
            constants: Default::default(),
            callees: Default::default(),
        };
        let insts = func.instructions();
        if through_integers {
            a.find_private_slots(&insts);
        }
        // Fixed point: each value only moves down Unknown -> Offset/Known -> Generic, so a round
        // without change comes within 3 rounds per value; past that bound (never expected)
        // every value is made Generic rather than trusting a partial result.
        let bound = 3 * insts.len() + 3;
        // The instructions the analysis tracks, with their opcodes (neither changes while it
        // runs), worked out once rather than in every round.
        let tracked: Vec<(Value<'ctx>, Option<Opcode>)> = insts
            .iter()
            .filter(|i| {
                let t = i.ty();
                is_generic_ptr(t) || (through_integers && is_int(t))
            })
            .map(|&i| (i, i.operator_opcode()))
            .collect();
        a.spaces.reserve(tracked.len());
        let mut converged = false;
        for _ in 0..bound {
            let mut changed = false;
            for &(i, op) in &tracked {
                let new = a.transfer_op(i, op);
                let old = *a.spaces.get(&i).unwrap_or(&Space::Unknown);
                let merged = meet(old, new);
                if merged != old {
                    a.spaces.insert(i, merged);
                    changed = true;
                }
            }
            if !changed {
                converged = true;
                break;
            }
        }
        if !converged {
            for &(i, _) in &tracked {
                a.spaces.insert(i, Space::Generic);
            }
        }
        a
    }

    /// Allocas whose address is only ever the pointer operand of loads and stores.
    fn find_private_slots(&mut self, insts: &[Value<'ctx>]) {
        for &i in insts {
            if i.operator_opcode() != Some(Opcode::Alloca) {
                continue;
            }
            let mut stored = Vec::new();
            let mut ok = true;
            for user in i.users() {
                match user.operator_opcode() {
                    // Read back as a whole pointer or integer (what the analysis tracks).
                    Some(Opcode::Load) if is_generic_ptr(user.ty()) || is_int(user.ty()) => {}
                    // Only whole generic pointers or integers: a pointer inside a stored
                    // vector or struct would escape the analysis.
                    Some(Opcode::Store)
                        if operand(user, 1) == i
                            && operand(user, 0) != i
                            && (is_generic_ptr(operand(user, 0).ty()) || is_int(operand(user, 0).ty())) =>
                    {
                        stored.push(operand(user, 0))
                    }
                    _ => ok = false,
                }
            }
            if ok {
                self.slots.insert(i, stored);
            }
        }
    }

    /// What is known about a value that may not be an instruction of this function.
    pub(super) fn space_of(&self, v: Value<'ctx>) -> Space {
        if let Some(s) = self.spaces.get(&v) {
            return *s;
        }
        let t = v.ty();
        if !is_int(t) && !contains_pointer(t) {
            // Floating point, vectors and aggregates of them carry no pointer only when
            // memory holds only numbers (then nothing can have put one into them).
            return if self.memory_numbers { Space::Offset } else { Space::Generic };
        }
        if v.is_argument() {
            let idx = self.params.iter().position(|p| *p == v);
            let Some(k) = idx else { return Space::Generic };
            let seed = self.seeds.get(k).copied().unwrap_or(Space::Generic);
            if is_int(t) {
                // A kernel's integer arguments come from the host (see the header); a
                // helper's are numbers only where its callers proved them so.
                return if self.launched || seed == Space::Offset { Space::Offset } else { Space::Generic };
            }
            if let Space::Known(s) = seed {
                return Space::Known(s);
            }
            if self.launched && is_generic_ptr(t) && !passes_a_copy(self.func, k as u32) {
                return Space::Known(GLOBAL);
            }
            return Space::Generic;
        }
        if v.is_instruction() {
            // A tracked instruction not reached yet is still Unknown; one of a type the
            // analysis does not track (floating point, vectors, aggregates) may be anything.
            return if is_generic_ptr(t) || (self.through_integers && is_int(t)) {
                Space::Unknown
            } else {
                Space::Generic
            };
        }
        if v.is_constant_int() {
            return Space::Offset;
        }
        if v.is_undef() || v.is_poison() {
            return Space::Unknown;
        }
        if v.is_global_variable() {
            let s = t.pointer_address_space().unwrap_or(GENERIC);
            return Space::Known(if s == GENERIC { GLOBAL } else { s });
        }
        if v.is_constant_expr() {
            if let Some(s) = self.constants.borrow().get(&v) {
                return *s;
            }
            let s = self.transfer(v);
            self.constants.borrow_mut().insert(v, s);
            return s;
        }
        Space::Generic
    }

    /// The transfer function of one instruction or constant expression.
    fn transfer(&self, v: Value<'ctx>) -> Space {
        self.transfer_op(v, v.operator_opcode())
    }

    /// [`transfer`](Self::transfer) with `v`'s opcode (`op`) already read.
    fn transfer_op(&self, v: Value<'ctx>, op: Option<Opcode>) -> Space {
        let Some(op) = op else { return Space::Generic };
        match op {
            Opcode::Alloca => Space::Known(LOCAL),
            Opcode::AddrSpaceCast => {
                // (A cast of a vector of pointers counts as one from the generic space.)
                let from = operand(v, 0).ty().pointer_address_space().unwrap_or(GENERIC);
                if from != GENERIC {
                    Space::Known(from)
                } else {
                    self.space_of(operand(v, 0))
                }
            }
            Opcode::GetElementPtr | Opcode::BitCast | Opcode::Freeze => self.space_of(operand(v, 0)),
            Opcode::Phi => {
                let mut s = Space::Unknown;
                for (incoming, _) in v.incoming() {
                    s = meet(s, self.space_of(incoming));
                }
                s
            }
            Opcode::Select => meet(self.space_of(operand(v, 1)), self.space_of(operand(v, 2))),
            Opcode::Load if self.through_integers => match self.slots.get(&operand(v, 0)) {
                Some(stored) if !stored.is_empty() => {
                    stored.iter().fold(Space::Unknown, |s, x| meet(s, self.space_of(*x)))
                }
                _ => self.loaded_integer(v),
            },
            // The old value of an atomic read-modify-write is memory too.
            Opcode::AtomicRMW if self.through_integers => self.loaded_integer(v),
            Opcode::Call => {
                let f = called_function(v).map(|f| self.callee(f));
                if f.is_some_and(|f| f.is_ptrmask) {
                    self.space_of(operand(v, 0))
                } else if self.through_integers && is_int(v.ty()) && f.is_some_and(|f| f.computes_from_its_arguments) {
                    self.number_from(v.call_args().into_iter())
                } else {
                    Space::Generic
                }
            }
            // Integers carrying a pointer (numba-style indexing).
            Opcode::PtrToInt if self.through_integers => match self.space_of(operand(v, 0)) {
                Space::Offset => Space::Generic,
                s => s,
            },
            Opcode::IntToPtr if self.through_integers => match self.space_of(operand(v, 0)) {
                Space::Offset => Space::Generic,
                s => s,
            },
            Opcode::Add | Opcode::Or | Opcode::And if self.through_integers => {
                self.pointer_plus_offset(self.space_of(operand(v, 0)), self.space_of(operand(v, 1)), true)
            }
            Opcode::Sub if self.through_integers => {
                self.pointer_plus_offset(self.space_of(operand(v, 0)), self.space_of(operand(v, 1)), false)
            }
            Opcode::ZExt | Opcode::SExt | Opcode::Trunc if self.through_integers => self.space_of(operand(v, 0)),
            // Other arithmetic and comparisons: numbers stay numbers; a scaled pointer or a
            // comparison of pointers is none.
            // Conversions from floating point, parts of vectors and aggregates: numbers when
            // memory holds only numbers (then these values do) and the indices are numbers.
            Opcode::Mul
            | Opcode::UDiv
            | Opcode::SDiv
            | Opcode::URem
            | Opcode::SRem
            | Opcode::Shl
            | Opcode::LShr
            | Opcode::AShr
            | Opcode::Xor
            | Opcode::ICmp
            | Opcode::FCmp
            | Opcode::FPToSI
            | Opcode::FPToUI
            | Opcode::ExtractElement
            | Opcode::ExtractValue
                if self.through_integers =>
            {
                self.number_from(v.operand_iter())
            }
            // Anything else (va_arg, invoke, landingpad, ...) may carry a pointer.
            _ => Space::Generic,
        }
    }

    /// What `f`, called directly, is.
    fn callee(&self, f: Value<'ctx>) -> Callee {
        *self.callees.borrow_mut().entry(f).or_insert_with(|| Callee {
            is_ptrmask: f.name_starts_with("llvm.ptrmask."),
            computes_from_its_arguments: computes_from_its_arguments(f),
        })
    }

    /// The proven specific space of an access's pointer operand, if any.
    pub(super) fn proven(&self, ptr: Value<'ctx>) -> Option<u32> {
        if !is_generic_ptr(ptr.ty()) {
            return None;
        }
        match self.space_of(ptr) {
            Space::Known(s) if s != GENERIC => Some(s),
            _ => None,
        }
    }

    /// How many accesses this analysis makes specific.
    pub(super) fn count_specific(&self) -> usize {
        self.func
            .instruction_walk()
            .map(|i| {
                let mut n = access_operands(i).iter().filter(|(k, _)| self.proven(operand(i, *k)).is_some()).count();
                if let Some((_, ops)) = mem_intrinsic(i) {
                    n += ops.iter().filter(|k| self.proven(operand(i, **k)).is_some()).count();
                }
                n
            })
            .sum()
    }
}
