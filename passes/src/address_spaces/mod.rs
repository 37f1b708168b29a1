//! `infer-address-spaces`: nvvmc's own address-space inference. A generic `ld`/`st`/`atom`
//! costs a run-time address-space check; `ld.global`, `st.shared`, `ld.local` do not. This pass
//! proves where generic pointers point and rewrites the accesses to use the specific space.
//!
//! Sources of known spaces: kernel pointer parameters (NVVM semantics: global memory), allocas
//! (local), global variables (a generic-space global lives in global memory; others in their
//! space), `addrspacecast` from a specific space (including the spec's `llvm.nvvm.ptr.*.to.gen`,
//! which LLVM 22 upgrades to addrspacecast).
//!
//! Propagation: GEP, phi and select (to a fixed point, so loops work), freeze, `llvm.ptrmask`;
//! optionally (on by default, `--no-infer-through-integers` turns it off) through integers:
//! `inttoptr(ptrtoint(P) ± n)` points into `P`'s space when `n` is proven a *number*, through
//! add/sub of numbers, masks (`and`/`or` with a number), casts, phis and selects of such integers.
//! Values stored into and reloaded from a private slot (an alloca whose address never escapes)
//! keep what is known about what was stored.
//!
//! Numbers. In LLVM IR an integer can carry a pointer: `ptrtoint(@shared) - ptrtoint(%global)`
//! is a valid value, and `inttoptr(ptrtoint(%global) + that)` is the shared address, a defined
//! access. So "an integer not visibly derived from a pointer" is not enough; an integer is a
//! number only when the analysis proves, along data flow, that everything it is computed from
//! is a number:
//! - integer constants; the sizes and results of special registers and of intrinsics that touch
//!   no memory (`llvm.nvvm.read.ptx.sreg.*`, `llvm.smax`, `llvm.ctpop`, ...), of warp exchanges
//!   (`shfl`, `vote`, `match`, `redux`: another lane's value of the same, analyzed operand) and of
//!   libdevice (`__nv_*` declarations, functions of their arguments), when their arguments are
//!   numbers; arithmetic and comparisons of numbers; what a private slot holds, if everything
//!   stored into it is a number;
//! - a helper's integer parameter only in a clone made for call sites that all pass a number;
//! - a kernel's integer parameters. The host launches a kernel (or a parent kernel does, which
//!   CUDA forbids to pass shared or local addresses to its child); it cannot form the address of
//!   a shared or local object (those exist only on the device, for the life of a block or a
//!   thread: one seen by an earlier launch is dead), and the addresses it has are global ones
//!   (NVVM's rule for kernel pointer parameters, which LLVM's NVPTX backend applies as well). So
//!   no argument can move a pointer from one space into another, and an argument that is the
//!   distance between two global objects leaves a global pointer global;
//! - integers loaded from memory (outside private slots), atomics' old values, parts of vectors
//!   and aggregates, conversions from floating point: only when the whole module provably never
//!   writes a value that may carry a pointer into memory (`memory_holds_numbers`; memory it does
//!   not write is the host's or an earlier launch's, covered by the kernel-argument argument),
//!   and not in functions that other modules can enter (`entered_from_other_modules`: code of a
//!   module linked later may have written anything before calling them).
//!
//! Everything else may carry a pointer and is not a number: integers returned by other calls,
//! passed to a helper by a caller that did not prove them numbers, and the integers above when
//! the module may write a pointer somewhere. Such an integer makes `ptrtoint(P) + it` unknown,
//! and the access stays generic. Assumed, not proven: a number is never the address of an object
//! or the distance between two spaces (no address is known when compiling, and kernel arguments
//! are covered above); control flow does not carry pointers (an integer rebuilt bit by bit from
//! branches or a `select`'s condition counts as a number, as in LLVM's own analyses).
//!
//! Interprocedural: an internal helper whose pointer arguments have known spaces at a call site
//! gets a clone specialized for that address-space signature (at most `MAX_CLONES` per helper,
//! only when the clone makes more accesses specific, never for recursive or address-taken-only
//! functions: the original stays for calls that cannot be specialized).
//!
//! Soundness: a pointer whose space is not proven stays generic: pointers loaded from memory
//! (other than private slots), returned by calls, passed to non-specialized functions, null, or
//! merging two different spaces. LLVM's own InferAddressSpaces still runs afterwards in the
//! NVPTX pipeline, so nvvmc is never worse than it.

//!
//! Files: `lattice` (the facts and how they meet), `analysis` (the fixed point of one function),
//! `integer_provenance` (numbers and pointers carried in integers), `memory_fact` (the module-wide
//! fact behind loaded integers), `interprocedural` (specialized clones), `rewrite` (the specific
//! pointers and rebuilt memory intrinsics), `stats` (`--stats`), `ir_queries` (what is asked of
//! the IR).

mod analysis;
mod integer_provenance;
mod interprocedural;
mod ir_queries;
mod lattice;
mod memory_fact;
mod rewrite;
mod stats;
#[cfg(test)]
mod tests;

pub use stats::AddressSpaceStats;

use crate::clone_function::clone_function;
use crate::ir::Module;
use crate::ir::{self, Linkage, Value};
use crate::{Changed, Diagnostics, ModulePass};
use analysis::Analysis;
use interprocedural::{call_signature, clone_name, recursive_functions};
use ir_queries::{called_function, is_kernel};
use lattice::{Mode, Space};
use memory_fact::{entered_from_other_modules, memory_holds_numbers};
use std::collections::HashMap;

/// At most this many specialized clones per helper.
pub const MAX_CLONES: usize = 8;

pub struct InferAddressSpaces {
    /// Follow pointers through integer arithmetic and private slots (issue: numba-style
    /// indexing). Off with `--no-infer-through-integers`.
    pub through_integers: bool,
    /// Make accesses to allocas `ld.local`/`st.local` here (and specialize helpers for local
    /// pointers). Off when an optimizer runs after this pass (-O1 and above): an `addrspacecast`
    /// of an alloca stops SROA, and LLVM's NVPTX back end makes the accesses local itself once
    /// SROA is done (see `rewrite.rs`). On at -O0, where nothing else does.
    pub local: bool,
    pub stats: AddressSpaceStats,
}

impl InferAddressSpaces {
    pub fn new(through_integers: bool) -> Self {
        InferAddressSpaces { through_integers, local: true, stats: AddressSpaceStats::default() }
    }

    /// Whether local accesses are made specific here (see [`InferAddressSpaces::local`]).
    pub fn with_local(mut self, local: bool) -> Self {
        self.local = local;
        self
    }
}

impl ModulePass for InferAddressSpaces {
    fn name(&self) -> &'static str {
        "infer-address-spaces"
    }

    fn run<'ctx>(&mut self, module: &Module<'ctx>, _diags: &mut Diagnostics) -> Changed {
        let defined: Vec<Value<'ctx>> =
            ir::module::functions(module).into_iter().filter(|f| f.first_block().is_some()).collect();
        let recursive = recursive_functions(&defined);
        let mut clones: HashMap<(Value<'ctx>, Vec<Space>), Value<'ctx>> = HashMap::new();
        let mut clone_count: HashMap<Value<'ctx>, usize> = HashMap::new();
        // How many accesses a function makes specific with given seeds (its own accesses do not
        // change while calls are retargeted).
        let mut counts: HashMap<(Value<'ctx>, Vec<Space>), usize> = HashMap::new();
        let module_mode = Mode {
            through_integers: self.through_integers,
            memory_numbers: self.through_integers && memory_holds_numbers(module, &defined),
        };
        // Code of other modules may run before these functions in the same thread and write
        // anything into memory: loads there are not covered by the memory fact.
        let outside = entered_from_other_modules(&defined);
        // Clone -> the original it was (transitively) cloned from: a clone is entered wherever its
        // original is.
        let mut origin: HashMap<Value<'ctx>, Value<'ctx>> = HashMap::new();
        let mode_of = |origin: &HashMap<Value<'ctx>, Value<'ctx>>, f: Value<'ctx>| {
            if outside.contains(origin.get(&f).unwrap_or(&f)) {
                Mode { memory_numbers: false, ..module_mode }
            } else {
                module_mode
            }
        };
        // (Only decides whether a clone pays off; the final analyses below use `origin`.)
        let mut specific = |f: Value<'ctx>, seeds: &[Space]| -> usize {
            *counts
                .entry((f, seeds.to_vec()))
                .or_insert_with(|| Analysis::run(f, seeds, mode_of(&HashMap::new(), f)).count_specific())
        };
        let mut worklist: Vec<(Value<'ctx>, Vec<Space>)> = defined.iter().map(|f| (*f, Vec::new())).collect();
        // Kernels first, so that their calls specialize helpers before the helpers are visited.
        worklist.sort_by_key(|(f, _)| !is_kernel(*f));
        worklist.reverse();
        let mut changed = false;
        let mut analyses = Vec::new();
        while let Some((func, seeds)) = worklist.pop() {
            let a = Analysis::run(func, &seeds, mode_of(&origin, func));
            // Specialize helpers at call sites whose pointer arguments have known spaces or whose
            // integer arguments are proven numbers.
            // The walk changes only the call it is at (its callee); clones are new functions.
            for inst in func.instruction_walk() {
                let Some(callee) = called_function(inst) else { continue };
                if !callee.has_local_linkage()
                    || callee.is_declaration()
                    || is_kernel(callee)
                    || recursive.contains(&callee)
                {
                    continue;
                }
                // Only a call of the callee's own type passes the arguments to its parameters.
                if inst.called_function_type() != callee.global_value_type() {
                    continue;
                }
                let mut sig = call_signature(&a, inst, callee, self.through_integers, self.local);
                // A number is part of the signature only where it makes more of the callee's
                // accesses specific; elsewhere it would only multiply clones.
                if sig.contains(&Space::Offset) && !clones.contains_key(&(callee, sig.clone())) {
                    let pointers_only: Vec<Space> =
                        sig.iter().map(|s| if *s == Space::Offset { Space::Generic } else { *s }).collect();
                    if specific(callee, &sig) <= specific(callee, &pointers_only) {
                        sig = pointers_only;
                    }
                }
                if sig.iter().all(|s| *s == Space::Generic) {
                    continue;
                }
                let key = (callee, sig.clone());
                let target = if let Some(c) = clones.get(&key) {
                    *c
                } else {
                    let count = clone_count.entry(callee).or_default();
                    if *count >= MAX_CLONES {
                        continue;
                    }
                    // Only when the clone makes more accesses specific than the original.
                    let gain = specific(callee, &sig) > specific(callee, &[]);
                    if !gain {
                        continue;
                    }
                    *count += 1;
                    let c = clone_function(module, callee, &clone_name(callee, &sig));
                    // A clone's body may already call clones: record the first original.
                    let root = *origin.get(&callee).unwrap_or(&callee);
                    origin.insert(c, root);
                    clones.insert(key, c);
                    self.stats.clones += 1;
                    worklist.push((c, sig));
                    c
                };
                // The callee is a call's last operand.
                inst.set_operand(inst.num_operands() - 1, target);
                changed = true;
            }
            analyses.push(a);
        }
        // Where calls were retargeted (clones made), re-run on the final IR; otherwise the IR is
        // the one the analyses above saw (a rewrite changes only its own function's accesses and
        // memory intrinsic calls, which no other function's analysis reads).
        let retargeted = changed;
        for first in analyses {
            let a =
                if retargeted { Analysis::run(first.func, &first.seeds, mode_of(&origin, first.func)) } else { first };
            changed |= self.rewrite(module, &a);
        }
        // Originals that every caller now bypasses.
        for f in ir::module::functions(module) {
            if f.linkage() == Some(Linkage::Internal)
                && f.first_block().is_some()
                && !f.has_uses()
                && clones.keys().any(|(orig, _)| *orig == f)
            {
                f.delete_function();
            }
        }
        Changed::from_bool(changed)
    }
}
