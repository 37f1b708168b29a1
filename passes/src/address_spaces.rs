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

use crate::clone_function::clone_function;
use crate::ir;
use crate::{Changed, Diagnostics, ModulePass};
use inkwell::module::Module;
use inkwell::values::AsValueRef;
use llvm_sys::core as llc;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap, HashSet};

pub const GLOBAL: u32 = 1;
pub const SHARED: u32 = 3;
pub const CONSTANT: u32 = 4;
pub const LOCAL: u32 = 5;
/// LLVM's `CallingConv::PTX_Kernel`.
const PTX_KERNEL_CC: u32 = 71;
/// At most this many specialized clones per helper.
pub const MAX_CLONES: usize = 8;

/// What is known about where a value (a pointer, or an integer holding one) points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Space {
    /// Nothing known yet (optimistic start of the fixed point).
    Unknown,
    /// An integer proven to be a plain number (see the module header), which carries no pointer.
    Offset,
    /// Points into this specific address space.
    Known(u32),
    /// May point anywhere.
    Generic,
}

fn meet(a: Space, b: Space) -> Space {
    use Space::*;
    match (a, b) {
        (Unknown, x) | (x, Unknown) => x,
        (Generic, _) | (_, Generic) => Generic,
        (Offset, Offset) => Offset,
        (Known(x), Known(y)) if x == y => Known(x),
        _ => Generic,
    }
}

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

pub struct InferAddressSpaces {
    /// Follow pointers through integer arithmetic and private slots (issue: numba-style
    /// indexing). Off with `--no-infer-through-integers`.
    pub through_integers: bool,
    pub stats: AddressSpaceStats,
}

impl InferAddressSpaces {
    pub fn new(through_integers: bool) -> Self {
        InferAddressSpaces { through_integers, stats: AddressSpaceStats::default() }
    }
}

fn type_kind(t: LLVMTypeRef) -> LLVMTypeKind {
    unsafe { llc::LLVMGetTypeKind(t) }
}

fn is_generic_ptr(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMPointerTypeKind && unsafe { llc::LLVMGetPointerAddressSpace(t) } == 0
}

fn is_int(t: LLVMTypeRef) -> bool {
    type_kind(t) == LLVMTypeKind::LLVMIntegerTypeKind
}

fn opcode(v: LLVMValueRef) -> Option<LLVMOpcode> {
    unsafe {
        if !llc::LLVMIsAInstruction(v).is_null() {
            Some(llc::LLVMGetInstructionOpcode(v))
        } else if !llc::LLVMIsAConstantExpr(v).is_null() {
            Some(llc::LLVMGetConstOpcode(v))
        } else {
            None
        }
    }
}

fn operand(v: LLVMValueRef, i: u32) -> LLVMValueRef {
    unsafe { llc::LLVMGetOperand(v, i) }
}

fn is_kernel(f: LLVMValueRef) -> bool {
    unsafe { llc::LLVMGetFunctionCallConv(f) == PTX_KERNEL_CC }
}

fn is_byval_param(f: LLVMValueRef, index: u32) -> bool {
    passes_a_copy(f, index)
}

/// Whether parameter `index` of `f` receives a copy of the argument's pointee (`byval`, `byref`,
/// `inalloca`, `preallocated`) rather than the pointer itself.
fn passes_a_copy(f: LLVMValueRef, index: u32) -> bool {
    ["byval", "byref", "inalloca", "preallocated"].iter().any(|name| unsafe {
        let kind = llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        !llc::LLVMGetEnumAttributeAtIndex(f, index + 1, kind).is_null()
    })
}

/// Whether a call to `f` computes its result from its arguments alone, so that an integer result
/// is a number when the arguments are: intrinsics that touch no memory, the warp exchanges (they
/// return another lane's value of the same operand), and libdevice's functions (`__nv_*`, still
/// declarations here: libdevice is linked later).
fn computes_from_its_arguments(f: LLVMValueRef) -> bool {
    let name = ir::value_name(f);
    if name.starts_with("llvm.") {
        const WARP: &[&str] = &["llvm.nvvm.shfl.", "llvm.nvvm.vote.", "llvm.nvvm.match.", "llvm.nvvm.redux.sync."];
        return touches_no_memory(f) || WARP.iter().any(|p| name.starts_with(p));
    }
    name.starts_with("__nv_") && unsafe { llc::LLVMIsDeclaration(f) != 0 }
}

/// Whether `callee` is inline asm that only computes: no side effects, no memory clobber, no
/// memory operand (LLVM may assume such asm reads and writes no memory).
fn is_computing_asm(callee: LLVMValueRef) -> bool {
    unsafe {
        if llc::LLVMIsAInlineAsm(callee).is_null() || llc::LLVMGetInlineAsmHasSideEffects(callee) != 0 {
            return false;
        }
        let mut len = 0;
        let p = llc::LLVMGetInlineAsmConstraintString(callee, &mut len);
        let constraints = if p.is_null() { "" } else { std::str::from_utf8(std::slice::from_raw_parts(p as *const u8, len)).unwrap_or("*") };
        !constraints.contains("~{memory}") && !constraints.contains('*')
    }
}

/// Whether `f` has `memory(none)`.
fn touches_no_memory(f: LLVMValueRef) -> bool {
    unsafe {
        let name = "memory";
        let kind = llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        let a = llc::LLVMGetEnumAttributeAtIndex(f, llvm_sys::LLVMAttributeFunctionIndex, kind);
        !a.is_null() && llc::LLVMGetEnumAttributeValue(a) == 0
    }
}

/// Whether some instruction calls `f` directly (a kernel called like a function receives whatever
/// its caller passes, not launch arguments).
fn called_from_device_code(f: LLVMValueRef) -> bool {
    unsafe {
        let mut u = llc::LLVMGetFirstUse(f);
        while !u.is_null() {
            let user = llc::LLVMGetUser(u);
            if (!llc::LLVMIsACallInst(user).is_null() || !llc::LLVMIsAInvokeInst(user).is_null()) && llc::LLVMGetCalledValue(user) == f {
                return true;
            }
            u = llc::LLVMGetNextUse(u);
        }
        false
    }
}

fn instructions(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    ir::instructions_of(f)
}

fn called_function(call: LLVMValueRef) -> Option<LLVMValueRef> {
    unsafe {
        if llc::LLVMIsACallInst(call).is_null() {
            return None;
        }
        let c = llc::LLVMGetCalledValue(call);
        (!c.is_null() && !llc::LLVMIsAFunction(c).is_null()).then_some(c)
    }
}

/// The memory accesses of an instruction: (operand index, may be rewritten to local/const).
fn access_operands(inst: LLVMValueRef) -> Vec<(u32, bool)> {
    use LLVMOpcode::*;
    match opcode(inst) {
        Some(LLVMLoad) => vec![(0, true)],
        Some(LLVMStore) => vec![(1, true)],
        // PTX has no local or constant atomics: those stay generic.
        Some(LLVMAtomicRMW) | Some(LLVMAtomicCmpXchg) => vec![(0, false)],
        _ => vec![],
    }
}

/// The memory intrinsic a call is (`memcpy`/`memmove`: dst 0, src 1; `memset`: dst 0).
fn mem_intrinsic(inst: LLVMValueRef) -> Option<(&'static str, Vec<u32>)> {
    let f = called_function(inst)?;
    let name = ir::value_name(f);
    // Exactly `llvm.mem*.p…` (the overloads), not `.inline` or `.element.unordered.atomic`.
    if name.starts_with("llvm.memcpy.p") {
        Some(("llvm.memcpy", vec![0, 1]))
    } else if name.starts_with("llvm.memmove.p") {
        Some(("llvm.memmove", vec![0, 1]))
    } else if name.starts_with("llvm.memset.p") {
        Some(("llvm.memset", vec![0]))
    } else {
        None
    }
}

/// How the analysis of every function runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Mode {
    through_integers: bool,
    /// Proven for the whole module by `memory_holds_numbers`.
    memory_numbers: bool,
}

/// Whether a value of type `t` may hold a pointer (a pointer in any space, or a vector, array or
/// struct with one inside).
fn contains_pointer(t: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    unsafe {
        match type_kind(t) {
            LLVMPointerTypeKind => true,
            LLVMVectorTypeKind | LLVMScalableVectorTypeKind | LLVMArrayTypeKind => contains_pointer(llc::LLVMGetElementType(t)),
            LLVMStructTypeKind => (0..llc::LLVMCountStructElementTypes(t)).any(|k| contains_pointer(llc::LLVMStructGetTypeAtIndex(t, k))),
            _ => false,
        }
    }
}

/// Whether a constant (a global's initializer) holds only numbers: no address of a global or
/// function, no constant expression (`ptrtoint`, `getelementptr`, ...).
fn constant_holds_numbers(c: LLVMValueRef) -> bool {
    unsafe {
        if !llc::LLVMIsAGlobalValue(c).is_null() || !llc::LLVMIsAConstantExpr(c).is_null() || !llc::LLVMIsABlockAddress(c).is_null() {
            return false;
        }
        (0..llc::LLVMGetNumOperands(c).max(0) as u32).all(|k| constant_holds_numbers(operand(c, k)))
    }
}

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
const POINTER_WRITING_INTRINSICS: &[&str] = &["llvm.va_start", "llvm.va_copy", "llvm.stackprotector", "llvm.init.trampoline"];

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
fn memory_holds_numbers(module: &Module<'_>, defined: &[LLVMValueRef]) -> bool {
    let mode = Mode { through_integers: true, memory_numbers: true };
    unsafe {
        let mut g = llc::LLVMGetFirstGlobal(module.as_mut_ptr());
        while !g.is_null() {
            let init = llc::LLVMGetInitializer(g);
            // `llvm.used` and the like are lists for the linker, not memory of the program.
            if !init.is_null() && !ir::value_name(g).starts_with("llvm.") && !constant_holds_numbers(init) {
                return false;
            }
            g = llc::LLVMGetNextGlobal(g);
        }
    }
    defined.iter().all(|&f| {
        let a = Analysis::run(f, &[], mode);
        instructions(f).into_iter().all(|i| a.writes_only_numbers(i))
    })
}

/// The functions that code of other modules can enter (separate compilation: an externally
/// visible device function may be called from a module linked later, after that module's code
/// wrote anything into memory — e.g. the distance from a global to a shared object), and every
/// function they reach. Kernels are not entries (they are launched, not called from other
/// modules); when there is an entry, every function whose address is taken counts as one too
/// (an entry may call it indirectly). The memory fact does not hold for loads in these.
fn entered_from_other_modules(defined: &[LLVMValueRef]) -> HashSet<LLVMValueRef> {
    let local = |f: LLVMValueRef| unsafe {
        matches!(llc::LLVMGetLinkage(f), llvm_sys::LLVMLinkage::LLVMInternalLinkage | llvm_sys::LLVMLinkage::LLVMPrivateLinkage)
    };
    let mut stack: Vec<LLVMValueRef> = defined.iter().copied().filter(|&f| !local(f) && !is_kernel(f)).collect();
    if !stack.is_empty() {
        stack.extend(defined.iter().copied().filter(|&f| address_taken(f)));
    }
    let mut seen: HashSet<LLVMValueRef> = stack.iter().copied().collect();
    while let Some(f) = stack.pop() {
        for i in instructions(f) {
            if let Some(c) = called_function(i) {
                if unsafe { llc::LLVMIsDeclaration(c) } == 0 && seen.insert(c) {
                    stack.push(c);
                }
            }
        }
    }
    seen
}

/// Whether `f` is used other than as the callee of a direct call.
fn address_taken(f: LLVMValueRef) -> bool {
    unsafe {
        let mut u = llc::LLVMGetFirstUse(f);
        while !u.is_null() {
            let user = llc::LLVMGetUser(u);
            if llc::LLVMIsACallInst(user).is_null() || llc::LLVMGetCalledValue(user) != f {
                return true;
            }
            u = llc::LLVMGetNextUse(u);
        }
        false
    }
}

/// The address-space facts of one function (with seeds for its parameters: `Known(s)` for a
/// pointer parameter that every call reaching this copy passes a pointer into `s`, `Offset` for an
/// integer parameter that every such call passes a number; `Generic` for nothing known).
struct Analysis<'a> {
    func: LLVMValueRef,
    seeds: &'a [Space],
    through_integers: bool,
    /// The module-wide fact that memory holds only numbers (see `memory_holds_numbers`).
    memory_numbers: bool,
    /// A kernel that is only launched (never called from device code): its arguments come from
    /// the host or a parent launch, so its pointers are global and its integers numbers.
    launched: bool,
    spaces: HashMap<LLVMValueRef, Space>,
    /// Non-escaping allocas used as private slots: slot -> values stored into it.
    slots: HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    /// Constant expressions already evaluated (they depend on constants only). Without it a DAG
    /// of constant expressions (`add (C, C)` nested, compact in bitcode) costs 2^depth.
    constants: std::cell::RefCell<HashMap<LLVMValueRef, Space>>,
}

impl<'a> Analysis<'a> {
    fn run(func: LLVMValueRef, seeds: &'a [Space], mode: Mode) -> Self {
        let Mode { through_integers, memory_numbers } = mode;
        let memory_numbers = through_integers && memory_numbers;
        let launched = is_kernel(func) && !called_from_device_code(func);
        let mut a = Analysis { func, seeds, through_integers, memory_numbers, launched, spaces: HashMap::new(), slots: HashMap::new(), constants: Default::default() };
        let insts = instructions(func);
        if through_integers {
            a.find_private_slots(&insts);
        }
        // Fixed point: each value only moves down Unknown -> Offset/Known -> Generic, so a round
        // without change comes within 3 rounds per value; past that bound (never expected)
        // every value is made Generic rather than trusting a partial result.
        let bound = 3 * insts.len() + 3;
        let mut converged = false;
        for _ in 0..bound {
            let mut changed = false;
            for &i in &insts {
                let t = unsafe { llc::LLVMTypeOf(i) };
                if !(is_generic_ptr(t) || (through_integers && is_int(t))) {
                    continue;
                }
                let new = a.transfer(i);
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
            for &i in &insts {
                let t = unsafe { llc::LLVMTypeOf(i) };
                if is_generic_ptr(t) || (through_integers && is_int(t)) {
                    a.spaces.insert(i, Space::Generic);
                }
            }
        }
        a
    }

    /// Allocas whose address is only ever the pointer operand of loads and stores.
    fn find_private_slots(&mut self, insts: &[LLVMValueRef]) {
        for &i in insts {
            if opcode(i) != Some(LLVMOpcode::LLVMAlloca) {
                continue;
            }
            let mut stored = Vec::new();
            let mut ok = true;
            unsafe {
                let mut u = llc::LLVMGetFirstUse(i);
                while !u.is_null() {
                    let user = llc::LLVMGetUser(u);
                    match opcode(user) {
                        // Read back as a whole pointer or integer (what the analysis tracks).
                        Some(LLVMOpcode::LLVMLoad) if is_generic_ptr(llc::LLVMTypeOf(user)) || is_int(llc::LLVMTypeOf(user)) => {}
                        // Only whole generic pointers or integers: a pointer inside a stored
                        // vector or struct would escape the analysis.
                        Some(LLVMOpcode::LLVMStore)
                            if operand(user, 1) == i
                                && operand(user, 0) != i
                                && (is_generic_ptr(llc::LLVMTypeOf(operand(user, 0))) || is_int(llc::LLVMTypeOf(operand(user, 0)))) =>
                        {
                            stored.push(operand(user, 0))
                        }
                        _ => ok = false,
                    }
                    u = llc::LLVMGetNextUse(u);
                }
            }
            if ok {
                self.slots.insert(i, stored);
            }
        }
    }

    /// What is known about a value that may not be an instruction of this function.
    fn space_of(&self, v: LLVMValueRef) -> Space {
        unsafe {
            if let Some(s) = self.spaces.get(&v) {
                return *s;
            }
            let t = llc::LLVMTypeOf(v);
            if !is_int(t) && !contains_pointer(t) {
                // Floating point, vectors and aggregates of them carry no pointer only when
                // memory holds only numbers (then nothing can have put one into them).
                return if self.memory_numbers { Space::Offset } else { Space::Generic };
            }
            if !llc::LLVMIsAArgument(v).is_null() {
                let idx = (0..llc::LLVMCountParams(self.func)).find(|k| llc::LLVMGetParam(self.func, *k) == v);
                let Some(k) = idx else { return Space::Generic };
                let seed = self.seeds.get(k as usize).copied().unwrap_or(Space::Generic);
                if is_int(t) {
                    // A kernel's integer arguments come from the host (see the header); a
                    // helper's are numbers only where its callers proved them so.
                    return if self.launched || seed == Space::Offset { Space::Offset } else { Space::Generic };
                }
                if let Space::Known(s) = seed {
                    return Space::Known(s);
                }
                if self.launched && is_generic_ptr(t) && !is_byval_param(self.func, k) {
                    return Space::Known(GLOBAL);
                }
                return Space::Generic;
            }
            if !llc::LLVMIsAInstruction(v).is_null() {
                // A tracked instruction not reached yet is still Unknown; one of a type the
                // analysis does not track (floating point, vectors, aggregates) may be anything.
                return if is_generic_ptr(t) || (self.through_integers && is_int(t)) { Space::Unknown } else { Space::Generic };
            }
            if !llc::LLVMIsAConstantInt(v).is_null() {
                return Space::Offset;
            }
            if !llc::LLVMIsAUndefValue(v).is_null() || !llc::LLVMIsAPoisonValue(v).is_null() {
                return Space::Unknown;
            }
            if !llc::LLVMIsAGlobalVariable(v).is_null() {
                let s = llc::LLVMGetPointerAddressSpace(t);
                return Space::Known(if s == 0 { GLOBAL } else { s });
            }
            if !llc::LLVMIsAConstantExpr(v).is_null() {
                if let Some(s) = self.constants.borrow().get(&v) {
                    return *s;
                }
                let s = self.transfer(v);
                self.constants.borrow_mut().insert(v, s);
                return s;
            }
            Space::Generic
        }
    }

    /// The transfer function of one instruction or constant expression.
    fn transfer(&self, v: LLVMValueRef) -> Space {
        use LLVMOpcode::*;
        let Some(op) = opcode(v) else { return Space::Generic };
        unsafe {
            match op {
                LLVMAlloca => Space::Known(LOCAL),
                LLVMAddrSpaceCast => {
                    let from = llc::LLVMGetPointerAddressSpace(llc::LLVMTypeOf(operand(v, 0)));
                    if from != 0 {
                        Space::Known(from)
                    } else {
                        self.space_of(operand(v, 0))
                    }
                }
                LLVMGetElementPtr | LLVMBitCast | LLVMFreeze => self.space_of(operand(v, 0)),
                LLVMPHI => {
                    let mut s = Space::Unknown;
                    for k in 0..llc::LLVMCountIncoming(v) {
                        s = meet(s, self.space_of(llc::LLVMGetIncomingValue(v, k)));
                    }
                    s
                }
                LLVMSelect => meet(self.space_of(operand(v, 1)), self.space_of(operand(v, 2))),
                LLVMLoad if self.through_integers => match self.slots.get(&operand(v, 0)) {
                    Some(stored) if !stored.is_empty() => stored.iter().fold(Space::Unknown, |s, x| meet(s, self.space_of(*x))),
                    _ => self.loaded_integer(v),
                },
                // The old value of an atomic read-modify-write is memory too.
                LLVMAtomicRMW if self.through_integers => self.loaded_integer(v),
                LLVMCall => {
                    let f = called_function(v);
                    if f.is_some_and(|f| ir::value_name(f).starts_with("llvm.ptrmask.")) {
                        self.space_of(operand(v, 0))
                    } else if self.through_integers && is_int(llc::LLVMTypeOf(v)) && f.is_some_and(computes_from_its_arguments) {
                        let n = llc::LLVMGetNumArgOperands(v);
                        self.number_from((0..n).map(|k| operand(v, k)))
                    } else {
                        Space::Generic
                    }
                }
                // Integers carrying a pointer (numba-style indexing).
                LLVMPtrToInt if self.through_integers => match self.space_of(operand(v, 0)) {
                    Space::Offset => Space::Generic,
                    s => s,
                },
                LLVMIntToPtr if self.through_integers => match self.space_of(operand(v, 0)) {
                    Space::Offset => Space::Generic,
                    s => s,
                },
                LLVMAdd | LLVMOr | LLVMAnd if self.through_integers => {
                    self.pointer_plus_offset(self.space_of(operand(v, 0)), self.space_of(operand(v, 1)), true)
                }
                LLVMSub if self.through_integers => {
                    self.pointer_plus_offset(self.space_of(operand(v, 0)), self.space_of(operand(v, 1)), false)
                }
                LLVMZExt | LLVMSExt | LLVMTrunc if self.through_integers => self.space_of(operand(v, 0)),
                // Other arithmetic and comparisons: numbers stay numbers; a scaled pointer or a
                // comparison of pointers is none.
                // Conversions from floating point, parts of vectors and aggregates: numbers when
                // memory holds only numbers (then these values do) and the indices are numbers.
                LLVMMul | LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem | LLVMShl | LLVMLShr | LLVMAShr | LLVMXor | LLVMICmp
                | LLVMFCmp | LLVMFPToSI | LLVMFPToUI | LLVMExtractElement | LLVMExtractValue
                    if self.through_integers =>
                {
                    let n = llc::LLVMGetNumOperands(v).max(0) as u32;
                    self.number_from((0..n).map(|k| operand(v, k)))
                }
                // Anything else (va_arg, invoke, landingpad, ...) may carry a pointer.
                _ => Space::Generic,
            }
        }
    }

    /// Whether `v` may carry a pointer, for `memory_holds_numbers`: a pointer (other than null or
    /// undef), an integer not proven a number; values of other types only carry what went
    /// into them, which the check sees where they are made.
    fn may_carry_pointer(&self, v: LLVMValueRef) -> bool {
        unsafe {
            let t = llc::LLVMTypeOf(v);
            if is_int(t) {
                return !matches!(self.space_of(v), Space::Offset | Space::Unknown);
            }
            if !contains_pointer(t) {
                return false;
            }
            let inert = !llc::LLVMIsAConstantPointerNull(v).is_null()
                || !llc::LLVMIsAUndefValue(v).is_null()
                || !llc::LLVMIsAConstantAggregateZero(v).is_null();
            !inert
        }
    }

    /// For `memory_holds_numbers`: whether instruction `i` writes only numbers to memory (outside
    /// private slots), puts no pointer into a value of another type, and hands none to code
    /// outside the module.
    fn writes_only_numbers(&self, i: LLVMValueRef) -> bool {
        use LLVMOpcode::*;
        let Some(op) = opcode(i) else { return true };
        unsafe {
            match op {
                LLVMStore => self.slots.contains_key(&operand(i, 1)) || !self.may_carry_pointer(operand(i, 0)),
                LLVMAtomicRMW => !self.may_carry_pointer(operand(i, 1)),
                LLVMAtomicCmpXchg => !self.may_carry_pointer(operand(i, 2)),
                LLVMCall => {
                    let callee = llc::LLVMGetCalledValue(i);
                    let args: Vec<LLVMValueRef> = (0..llc::LLVMGetNumArgOperands(i)).map(|k| operand(i, k)).collect();
                    let f = (!llc::LLVMIsAFunction(callee).is_null()).then_some(callee);
                    if f.is_some_and(|f| llc::LLVMIsDeclaration(f) == 0) {
                        // Its body is checked too.
                        return true;
                    }
                    let name = f.map(ir::value_name).unwrap_or_default();
                    // A call that writes no memory and returns nothing, an integer (which the
                    // analysis follows) or a pointer (never trusted) cannot put a pointer anywhere.
                    let rt = llc::LLVMTypeOf(i);
                    let followed = type_kind(rt) == LLVMTypeKind::LLVMVoidTypeKind || is_int(rt) || contains_pointer(rt);
                    let writes_nothing = f.is_some_and(touches_no_memory)
                        || NO_WRITE_INTRINSICS.iter().any(|p| name.starts_with(p))
                        || is_computing_asm(callee);
                    if writes_nothing && followed {
                        return true;
                    }
                    let known = (name.starts_with("llvm.") && !POINTER_WRITING_INTRINSICS.iter().any(|p| name.starts_with(p)))
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
                    args.into_iter().all(|a| (!asm && type_kind(llc::LLVMTypeOf(a)) == LLVMTypeKind::LLVMPointerTypeKind) || !self.may_carry_pointer(a))
                }
                LLVMInvoke | LLVMCallBr => false,
                _ => {
                    // A value of a type the analysis does not follow (floating point, vectors,
                    // aggregates) must not be made from one that may carry a pointer. A
                    // select's condition only chooses.
                    // Integers are followed by the analysis, pointers never trusted; branches,
                    // returns and fences (void) make no value.
                    let t = llc::LLVMTypeOf(i);
                    if is_int(t) || contains_pointer(t) || type_kind(t) == LLVMTypeKind::LLVMVoidTypeKind {
                        return true;
                    }
                    let first = if op == LLVMSelect { 1 } else { 0 };
                    let n = llc::LLVMGetNumOperands(i).max(0) as u32;
                    (first..n).all(|k| {
                        let o = operand(i, k);
                        // Block operands (phis) and the pointer of a load are not data.
                        llc::LLVMValueIsBasicBlock(o) != 0 || (op == LLVMLoad) || !self.may_carry_pointer(o)
                    })
                }
            }
        }
    }

    /// An integer loaded from memory (outside private slots): a number only when memory holds
    /// only numbers.
    fn loaded_integer(&self, v: LLVMValueRef) -> Space {
        if self.memory_numbers && is_int(unsafe { llc::LLVMTypeOf(v) }) {
            Space::Offset
        } else {
            Space::Generic
        }
    }

    /// A value computed from `operands` alone (data flow): a number when all of them are.
    fn number_from(&self, operands: impl Iterator<Item = LLVMValueRef>) -> Space {
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
    fn pointer_plus_offset(&self, a: Space, b: Space, commutes: bool) -> Space {
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

    /// The proven specific space of an access's pointer operand, if any.
    fn proven(&self, ptr: LLVMValueRef) -> Option<u32> {
        if !is_generic_ptr(unsafe { llc::LLVMTypeOf(ptr) }) {
            return None;
        }
        match self.space_of(ptr) {
            Space::Known(s) if s != 0 => Some(s),
            _ => None,
        }
    }

    /// How many accesses this analysis makes specific.
    fn count_specific(&self) -> usize {
        instructions(self.func)
            .into_iter()
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

/// Functions that can reach themselves through direct calls.
fn recursive_functions(funcs: &[LLVMValueRef]) -> HashSet<LLVMValueRef> {
    let calls: HashMap<LLVMValueRef, Vec<LLVMValueRef>> = funcs
        .iter()
        .map(|f| (*f, instructions(*f).into_iter().filter_map(called_function).collect()))
        .collect();
    let mut out = HashSet::new();
    for &f in funcs {
        let mut stack = calls.get(&f).cloned().unwrap_or_default();
        let mut seen = HashSet::new();
        while let Some(g) = stack.pop() {
            if g == f {
                out.insert(f);
                break;
            }
            if seen.insert(g) {
                stack.extend(calls.get(&g).cloned().unwrap_or_default());
            }
        }
    }
    out
}

unsafe fn cast_to(inst: LLVMValueRef, ptr: LLVMValueRef, space: u32) -> LLVMValueRef {
    let ctx = llc::LLVMGetTypeContext(llc::LLVMTypeOf(ptr));
    let b = llc::LLVMCreateBuilderInContext(ctx);
    llc::LLVMPositionBuilderBefore(b, inst);
    let ty = llc::LLVMPointerTypeInContext(ctx, space);
    let name = format!("{}.as{space}", ir::value_name(ptr));
    let c = std::ffi::CString::new(name).unwrap_or_default();
    let cast = llc::LLVMBuildAddrSpaceCast(b, ptr, ty, c.as_ptr());
    llc::LLVMDisposeBuilder(b);
    cast
}

/// Rebuilds a memcpy/memmove/memset call with specific-space pointer operands.
unsafe fn rewrite_mem_intrinsic(inst: LLVMValueRef, base: &str, new_ptrs: &[(u32, u32)]) -> bool {
    let module = llc::LLVMGetGlobalParent(llc::LLVMGetBasicBlockParent(llc::LLVMGetInstructionParent(inst)));
    let nargs = llc::LLVMGetNumArgOperands(inst);
    let mut args: Vec<LLVMValueRef> = (0..nargs).map(|k| operand(inst, k)).collect();
    for (k, space) in new_ptrs {
        args[*k as usize] = cast_to(inst, args[*k as usize], *space);
    }
    let id = llc::LLVMLookupIntrinsicID(base.as_ptr() as *const _, base.len());
    if id == 0 {
        return false;
    }
    let mut overloads: Vec<LLVMTypeRef> = if base == "llvm.memset" {
        vec![llc::LLVMTypeOf(args[0]), llc::LLVMTypeOf(args[2])]
    } else {
        vec![llc::LLVMTypeOf(args[0]), llc::LLVMTypeOf(args[1]), llc::LLVMTypeOf(args[2])]
    };
    let decl = llc::LLVMGetIntrinsicDeclaration(module, id, overloads.as_mut_ptr(), overloads.len());
    let fty = llc::LLVMGlobalGetValueType(decl);
    let ctx = llc::LLVMGetModuleContext(module);
    let b = llc::LLVMCreateBuilderInContext(ctx);
    llc::LLVMPositionBuilderBefore(b, inst);
    let call = llc::LLVMBuildCall2(b, fty, decl, args.as_mut_ptr(), nargs, c"".as_ptr());
    llc::LLVMDisposeBuilder(b);
    // Keep the call-site attributes (align, noalias, …) of every argument.
    for idx in 1..=nargs {
        let n = llc::LLVMGetCallSiteAttributeCount(inst, idx);
        if n > 0 {
            let mut attrs = vec![std::ptr::null_mut(); n as usize];
            llc::LLVMGetCallSiteAttributes(inst, idx, attrs.as_mut_ptr());
            for a in attrs {
                llc::LLVMAddCallSiteAttribute(call, idx, a);
            }
        }
    }
    llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(call, llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(inst));
    llc::LLVMInstructionEraseFromParent(inst);
    true
}

/// Builds specific-space pointers for accesses, rooted where the space is known: a kernel
/// parameter, alloca or global is cast once per using block, and the address arithmetic
/// between the root and the access (GEPs, numba's `inttoptr(ptrtoint(P) + offset)`) is rebuilt
/// in the specific space, so the PTX has one `cvta.to.*` per root instead of one per access.
struct Rebuilder<'a> {
    analysis: &'a Analysis<'a>,
    roots: HashMap<(LLVMValueRef, u32, LLVMBasicBlockRef), LLVMValueRef>,
}

impl Rebuilder<'_> {
    /// `v` cast to space `s`, once per block that uses it: at the top of the using block, or
    /// right after `v` when `v` is defined in that block. (Casting an argument once at the entry
    /// would keep the converted address live across the whole kernel; a parameter is cheaper to
    /// reload where it is used.)
    unsafe fn root(&mut self, at: LLVMValueRef, v: LLVMValueRef, s: u32) -> LLVMValueRef {
        // An addrspacecast from `s` is undone rather than cast back.
        if opcode(v) == Some(LLVMOpcode::LLVMAddrSpaceCast) && llc::LLVMGetPointerAddressSpace(llc::LLVMTypeOf(operand(v, 0))) == s {
            return operand(v, 0);
        }
        let ctx = llc::LLVMGetTypeContext(llc::LLVMTypeOf(v));
        let ty = llc::LLVMPointerTypeInContext(ctx, s);
        if !llc::LLVMIsAConstant(v).is_null() {
            return llc::LLVMConstAddrSpaceCast(v, ty);
        }
        let block = llc::LLVMGetInstructionParent(at);
        if let Some(r) = self.roots.get(&(v, s, block)) {
            return *r;
        }
        let defined_here = !llc::LLVMIsAInstruction(v).is_null() && llc::LLVMGetInstructionParent(v) == block;
        let mut pos = if defined_here { llc::LLVMGetNextInstruction(v) } else { llc::LLVMGetFirstInstruction(block) };
        while !pos.is_null() && !llc::LLVMIsAPHINode(pos).is_null() {
            pos = llc::LLVMGetNextInstruction(pos);
        }
        let b = llc::LLVMCreateBuilderInContext(ctx);
        llc::LLVMPositionBuilderBefore(b, pos);
        let name = std::ffi::CString::new(format!("{}.as{s}", ir::value_name(v))).unwrap_or_default();
        let r = llc::LLVMBuildAddrSpaceCast(b, v, ty, name.as_ptr());
        llc::LLVMDisposeBuilder(b);
        self.roots.insert((v, s, block), r);
        r
    }

    /// A pointer in space `s` equal to the generic `ptr`, built before `at`.
    unsafe fn pointer(&mut self, at: LLVMValueRef, ptr: LLVMValueRef, s: u32, depth: u32) -> LLVMValueRef {
        let known = |v: LLVMValueRef| is_generic_ptr(llc::LLVMTypeOf(v)) && self.analysis.space_of(v) == Space::Known(s);
        let is_root = !llc::LLVMIsAArgument(ptr).is_null()
            || !llc::LLVMIsAGlobalVariable(ptr).is_null()
            || matches!(opcode(ptr), Some(LLVMOpcode::LLVMAlloca) | Some(LLVMOpcode::LLVMAddrSpaceCast));
        if is_root {
            return self.root(at, ptr, s);
        }
        if depth < 8 && !llc::LLVMIsAGetElementPtrInst(ptr).is_null() && known(operand(ptr, 0)) {
            let base = self.pointer(at, operand(ptr, 0), s, depth + 1);
            let n = llc::LLVMGetNumOperands(ptr) as u32;
            let mut idx: Vec<LLVMValueRef> = (1..n).map(|k| operand(ptr, k)).collect();
            let b = llc::LLVMCreateBuilderInContext(llc::LLVMGetTypeContext(llc::LLVMTypeOf(ptr)));
            llc::LLVMPositionBuilderBefore(b, at);
            let ty = llc::LLVMGetGEPSourceElementType(ptr);
            let g = if llc::LLVMIsInBounds(ptr) != 0 {
                llc::LLVMBuildInBoundsGEP2(b, ty, base, idx.as_mut_ptr(), idx.len() as u32, c"".as_ptr())
            } else {
                llc::LLVMBuildGEP2(b, ty, base, idx.as_mut_ptr(), idx.len() as u32, c"".as_ptr())
            };
            llc::LLVMDisposeBuilder(b);
            return g;
        }
        if depth < 8 && opcode(ptr) == Some(LLVMOpcode::LLVMIntToPtr) {
            let sum = operand(ptr, 0);
            if opcode(sum) == Some(LLVMOpcode::LLVMAdd) {
                for (p, off) in [(operand(sum, 0), operand(sum, 1)), (operand(sum, 1), operand(sum, 0))] {
                    let is_p2i = opcode(p) == Some(LLVMOpcode::LLVMPtrToInt);
                    let off_ty = llc::LLVMTypeOf(off);
                    if is_p2i && known(operand(p, 0)) && self.analysis.space_of(off) == Space::Offset && llc::LLVMGetIntTypeWidth(off_ty) == 64 {
                        let base = self.pointer(at, operand(p, 0), s, depth + 1);
                        let ctx = llc::LLVMGetTypeContext(off_ty);
                        let b = llc::LLVMCreateBuilderInContext(ctx);
                        llc::LLVMPositionBuilderBefore(b, at);
                        let mut idx = [off];
                        let g = llc::LLVMBuildGEP2(b, llc::LLVMInt8TypeInContext(ctx), base, idx.as_mut_ptr(), 1, c"".as_ptr());
                        llc::LLVMDisposeBuilder(b);
                        return g;
                    }
                }
            }
        }
        cast_to(at, ptr, s)
    }
}

impl InferAddressSpaces {
    /// Rewrites the accesses of one analyzed function.
    fn rewrite(&mut self, a: &Analysis<'_>) -> bool {
        let mut changed = false;
        let mut rb = Rebuilder { analysis: a, roots: HashMap::new() };
        for inst in instructions(a.func) {
            for (k, local_ok) in access_operands(inst) {
                let ptr = operand(inst, k);
                if let Some(s) = a.proven(ptr) {
                    let is_store = opcode(inst) == Some(LLVMOpcode::LLVMStore);
                    if (!local_ok && (s == LOCAL || s == CONSTANT)) || (is_store && s == CONSTANT) {
                        continue;
                    }
                    unsafe {
                        let specific = rb.pointer(inst, ptr, s, 0);
                        llc::LLVMSetOperand(inst, k, specific);
                    }
                    *self.stats.specific.entry(s).or_default() += 1;
                    changed = true;
                }
            }
            if let Some((base, ops)) = mem_intrinsic(inst) {
                let new: Vec<(u32, u32)> = ops
                    .iter()
                    .filter_map(|k| a.proven(operand(inst, *k)).map(|s| (*k, s)))
                    .filter(|(k, s)| !(*k == 0 && *s == CONSTANT))
                    .collect();
                if !new.is_empty() && unsafe { rewrite_mem_intrinsic(inst, base, &new) } {
                    for (_, s) in &new {
                        *self.stats.specific.entry(*s).or_default() += 1;
                    }
                    changed = true;
                }
            }
        }
        changed
    }
}

impl ModulePass for InferAddressSpaces {
    fn name(&self) -> &'static str {
        "infer-address-spaces"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let defined: Vec<LLVMValueRef> =
            module.get_functions().filter(|f| f.count_basic_blocks() > 0).map(|f| f.as_value_ref()).collect();
        let recursive = recursive_functions(&defined);
        let mut clones: HashMap<(LLVMValueRef, Vec<Space>), LLVMValueRef> = HashMap::new();
        let mut clone_count: HashMap<LLVMValueRef, usize> = HashMap::new();
        // How many accesses a function makes specific with given seeds (its own accesses do not
        // change while calls are retargeted).
        let mut counts: HashMap<(LLVMValueRef, Vec<Space>), usize> = HashMap::new();
        let module_mode = Mode {
            through_integers: self.through_integers,
            memory_numbers: self.through_integers && memory_holds_numbers(module, &defined),
        };
        // Code of other modules may run before these functions in the same thread and write
        // anything into memory: loads there are not covered by the memory fact.
        let outside = entered_from_other_modules(&defined);
        // Clone -> the original it was (transitively) cloned from: a clone is entered wherever its
        // original is.
        let mut origin: HashMap<LLVMValueRef, LLVMValueRef> = HashMap::new();
        let mode_of = |origin: &HashMap<LLVMValueRef, LLVMValueRef>, f: LLVMValueRef| {
            if outside.contains(origin.get(&f).unwrap_or(&f)) {
                Mode { memory_numbers: false, ..module_mode }
            } else {
                module_mode
            }
        };
        // (Only decides whether a clone pays off; the final analyses below use `origin`.)
        let mut specific = |f: LLVMValueRef, seeds: &[Space]| -> usize {
            *counts.entry((f, seeds.to_vec())).or_insert_with(|| Analysis::run(f, seeds, mode_of(&HashMap::new(), f)).count_specific())
        };
        let mut worklist: Vec<(LLVMValueRef, Vec<Space>)> = defined.iter().map(|f| (*f, Vec::new())).collect();
        // Kernels first, so that their calls specialize helpers before the helpers are visited.
        worklist.sort_by_key(|(f, _)| !is_kernel(*f));
        worklist.reverse();
        let mut changed = false;
        let mut analyses = Vec::new();
        while let Some((func, seeds)) = worklist.pop() {
            let a = Analysis::run(func, &seeds, mode_of(&origin, func));
            // Specialize helpers at call sites whose pointer arguments have known spaces or whose
            // integer arguments are proven numbers.
            for inst in instructions(func) {
                let Some(callee) = called_function(inst) else { continue };
                unsafe {
                    let internal = matches!(
                        llc::LLVMGetLinkage(callee),
                        llvm_sys::LLVMLinkage::LLVMInternalLinkage | llvm_sys::LLVMLinkage::LLVMPrivateLinkage
                    );
                    if !internal || llc::LLVMIsDeclaration(callee) != 0 || is_kernel(callee) || recursive.contains(&callee) {
                        continue;
                    }
                    // Only a call of the callee's own type passes the arguments to its parameters.
                    if llc::LLVMGetCalledFunctionType(inst) != llc::LLVMGlobalGetValueType(callee) {
                        continue;
                    }
                    let nargs = llc::LLVMGetNumArgOperands(inst);
                    let mut sig: Vec<Space> = (0..nargs)
                        .map(|k| {
                            let arg = operand(inst, k);
                            let t = llc::LLVMTypeOf(arg);
                            match a.space_of(arg) {
                                // A byval-like parameter is a private copy, not the caller's pointer.
                                _ if passes_a_copy(callee, k) => Space::Generic,
                                Space::Known(s) if is_generic_ptr(t) => Space::Known(s),
                                Space::Offset if self.through_integers && is_int(t) => Space::Offset,
                                _ => Space::Generic,
                            }
                        })
                        .collect();
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
                        // Per parameter: its space, `n` for a number, `g` for nothing known.
                        let tag: Vec<String> = sig
                            .iter()
                            .map(|s| match s {
                                Space::Known(s) => s.to_string(),
                                Space::Offset => "n".to_string(),
                                _ => "g".to_string(),
                            })
                            .collect();
                        // PTX spells '.' in names as "_$_": keep clone names plain.
                        let name = format!("{}_as{}", ir::value_name(callee), tag.join("_"));
                        let c = clone_function(callee, &name);
                        // A clone's body may already call clones: record the first original.
                        let root = *origin.get(&callee).unwrap_or(&callee);
                        origin.insert(c, root);
                        clones.insert(key, c);
                        self.stats.clones += 1;
                        worklist.push((c, sig));
                        c
                    };
                    let n = llc::LLVMGetNumOperands(inst) as u32;
                    llc::LLVMSetOperand(inst, n - 1, target);
                    changed = true;
                }
            }
            analyses.push((func, seeds));
        }
        for (func, seeds) in analyses {
            // Re-run on the final IR (calls were retargeted), then rewrite.
            let a = Analysis::run(func, &seeds, mode_of(&origin, func));
            changed |= self.rewrite(&a);
        }
        // Originals that every caller now bypasses.
        for f in module.get_functions() {
            let v = f.as_value_ref();
            unsafe {
                if llc::LLVMGetLinkage(v) == llvm_sys::LLVMLinkage::LLVMInternalLinkage
                    && f.count_basic_blocks() > 0
                    && !ir::has_uses(v)
                    && clones.keys().any(|(orig, _)| *orig == v)
                {
                    f.delete();
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    fn run(body: &str, through_integers: bool) -> (String, AddressSpaceStats) {
        let ctx = Context::create();
        let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t")).unwrap();
        let mut p = InferAddressSpaces::new(through_integers);
        p.run(&m, &mut Diagnostics::new());
        if let Err(e) = m.verify() {
            panic!("invalid IR: {e}\n{}", m.print_to_string());
        }
        (m.print_to_string().to_string(), p.stats)
    }

    #[test]
    fn kernel_params_are_global_and_allocas_local() {
        let (out, st) = run(
            "define ptx_kernel void @k(ptr %p, i32 %i) {\n  %a = alloca i32\n  store i32 %i, ptr %a\n  %q = getelementptr i32, ptr %p, i32 %i\n  %v = load i32, ptr %a\n  store i32 %v, ptr %q\n  ret void\n}",
            true,
        );
        // The root is cast once, the GEP is rebuilt in the global space.
        assert!(out.contains("%p.as1 = addrspacecast ptr %p to ptr addrspace(1)"), "{out}");
        assert!(out.contains("getelementptr i32, ptr addrspace(1) %p.as1, i32 %i"), "{out}");
        assert!(out.contains("store i32 %v, ptr addrspace(1)"), "{out}");
        assert!(out.contains("load i32, ptr addrspace(5) %a.as5"), "{out}");
        assert_eq!(st.specific.get(&GLOBAL), Some(&1));
        assert_eq!(st.specific.get(&LOCAL), Some(&2));
    }

    #[test]
    fn non_kernel_params_and_loaded_pointers_stay_generic() {
        let (out, st) = run(
            "define void @f(ptr %p) {\n  %q = load ptr, ptr %p\n  store i32 1, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %pp) {\n  %q = load ptr, ptr %pp\n  store i32 1, ptr %q\n  ret void\n}",
            true,
        );
        assert!(out.contains("store i32 1, ptr %q"), "{out}");
        assert!(!out.contains("addrspace(1) %q"), "{out}");
        // The kernel's own pointer is global, what it loads from memory is not proven.
        assert_eq!(st.specific.get(&GLOBAL), Some(&1));
    }

    #[test]
    fn loops_with_phis_and_selects_between_two_spaces() {
        let (out, _) = run(
            "@s = internal addrspace(3) global [64 x float] undef\n@g = internal addrspace(1) global [64 x float] undef\ndefine ptx_kernel void @k(ptr %p, i1 %c, i32 %n) {\nentry:\n  %sh = addrspacecast ptr addrspace(3) @s to ptr\n  %gl = addrspacecast ptr addrspace(1) @g to ptr\n  %mixed = select i1 %c, ptr %sh, ptr %gl\n  store float 0.0, ptr %mixed\n  br label %loop\nloop:\n  %cur = phi ptr [ %sh, %entry ], [ %next, %loop ]\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  store float 1.0, ptr %cur\n  %next = getelementptr float, ptr %cur, i32 1\n  %i1 = add i32 %i, 1\n  %done = icmp eq i32 %i1, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}",
            true,
        );
        assert!(out.contains("store float 0.000000e+00, ptr %mixed"), "two spaces stay generic: {out}");
        assert!(out.contains("store float 1.000000e+00, ptr addrspace(3) %cur.as3"), "{out}");
    }

    #[test]
    fn integer_arithmetic_keeps_the_space_only_when_enabled() {
        let ir = "define ptx_kernel void @k(ptr %p, i64 %i) {\n  %b = ptrtoint ptr %p to i64\n  %o = mul i64 %i, 8\n  %a = add i64 %b, %o\n  %q = inttoptr i64 %a to ptr\n  store double 1.0, ptr %q\n  %bad = inttoptr i64 %i to ptr\n  store double 2.0, ptr %bad\n  ret void\n}";
        let (out, _) = run(ir, true);
        // inttoptr(ptrtoint(p) + o) becomes a byte GEP from the global-space root.
        assert!(out.contains("getelementptr i8, ptr addrspace(1) %p.as1, i64 %o"), "{out}");
        assert!(out.contains("store double 1.000000e+00, ptr addrspace(1)"), "{out}");
        assert!(out.contains("store double 2.000000e+00, ptr %bad"), "a number is no pointer: {out}");
        let (out, _) = run(ir, false);
        assert!(out.contains("store double 1.000000e+00, ptr %q"), "{out}");
    }

    #[test]
    fn private_slots_keep_the_stored_space() {
        let (out, _) = run(
            "define ptx_kernel void @k(ptr %p) {\n  %slot = alloca ptr\n  store ptr %p, ptr %slot\n  %r = load ptr, ptr %slot\n  store i32 3, ptr %r\n  ret void\n}",
            true,
        );
        assert!(out.contains("store i32 3, ptr addrspace(1) %r.as1"), "{out}");
    }

    #[test]
    fn helpers_are_specialized_per_signature_and_originals_dropped() {
        let (out, st) = run(
            "@s = internal addrspace(3) global [8 x i32] undef\ndefine internal void @h(ptr %q) noinline {\n  store i32 5, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @h(ptr %p)\n  %sh = addrspacecast ptr addrspace(3) @s to ptr\n  call void @h(ptr %sh)\n  call void @h(ptr %p)\n  ret void\n}",
            true,
        );
        assert_eq!(st.clones, 2, "{out}");
        assert!(out.contains("define internal void @h_as1(") && out.contains("define internal void @h_as3("), "{out}");
        assert!(!out.contains("define internal void @h(ptr"), "original is unused: {out}");
        assert!(out.contains("store i32 5, ptr addrspace(3)"));
    }

    #[test]
    fn recursive_and_external_helpers_are_not_specialized() {
        let (out, st) = run(
            "define internal void @r(ptr %q, i32 %n) {\n  store i32 %n, ptr %q\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %e, label %more\nmore:\n  %m = sub i32 %n, 1\n  call void @r(ptr %q, i32 %m)\n  br label %e\ne:\n  ret void\n}\ndefine void @ext(ptr %q) {\n  store i32 0, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @r(ptr %p, i32 3)\n  call void @ext(ptr %p)\n  ret void\n}",
            true,
        );
        assert_eq!(st.clones, 0, "{out}");
        assert!(out.contains("store i32 %n, ptr %q"));
    }

    #[test]
    fn address_taken_helpers_keep_the_original_for_indirect_calls() {
        let (out, st) = run(
            "@fp = addrspace(1) global ptr @h\ndefine internal void @h(ptr %q) noinline {\n  store i32 5, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @h(ptr %p)\n  %f = load ptr, ptr addrspace(1) @fp\n  call void %f(ptr %p)\n  ret void\n}",
            true,
        );
        assert_eq!(st.clones, 1);
        assert!(out.contains("define internal void @h(ptr %q)"), "original must stay: {out}");
        assert!(out.contains("store i32 5, ptr %q"), "the original stays generic: {out}");
    }

    #[test]
    fn memcpy_operands_become_specific_and_keep_their_attributes() {
        let (out, _) = run(
            "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndefine ptx_kernel void @k(ptr %p) {\n  %a = alloca [16 x i8]\n  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 4 %p, i64 16, i1 false)\n  ret void\n}",
            true,
        );
        assert!(out.contains("@llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %a.as5, ptr addrspace(1) align 4 %p.as1"), "{out}");
    }

    #[test]
    fn pointers_stored_inside_vectors_make_the_slot_opaque() {
        let (out, _) = run(
            "@s = internal addrspace(3) global [64 x i32] undef\ndefine ptx_kernel void @k(ptr %p, i1 %c, i64 %n) {\nentry:\n  %slot = alloca <2 x ptr>\n  br i1 %c, label %a, label %b\na:\n  %e = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %n\n  %v0 = insertelement <2 x ptr> poison, ptr %e, i32 0\n  store volatile <2 x ptr> %v0, ptr %slot\n  br label %j\nb:\n  store volatile ptr %p, ptr %slot\n  br label %j\nj:\n  %r = load volatile ptr, ptr %slot\n  store i32 1, ptr %r\n  ret void\n}",
            true,
        );
        assert!(out.contains("store i32 1, ptr %r"), "{out}");
    }

    #[test]
    fn long_phi_chains_converge() {
        // 70 phis in a loop header, each taking the next one's value around the back edge; the
        // last takes a pointer loaded from memory. None of them is proven global.
        let n = 70;
        let mut ir = String::from("define ptx_kernel void @k(ptr %p, ptr %pp, i32 %m) {\nentry:\n  %gen = load ptr, ptr %pp\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n");
        for k in 1..=n {
            let next = if k == n { "%gen".to_string() } else { format!("%p{}", k + 1) };
            ir.push_str(&format!("  %p{k} = phi ptr [ %p, %entry ], [ {next}, %loop ]\n"));
        }
        ir.push_str("  store i32 %i, ptr %p1\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %m\n  br i1 %c, label %loop, label %exit\nexit:\n  ret void\n}");
        let (out, _) = run(&ir, true);
        assert!(out.contains("store i32 %i, ptr %p1"), "{out}");
    }

    #[test]
    fn byval_parameters_of_helpers_are_not_seeded() {
        let (out, st) = run(
            "%S = type { i32, i32 }\ndefine internal void @h(ptr byval(%S) %s, ptr %out) noinline {\n  store volatile i32 7, ptr %s\n  %v = load volatile i32, ptr %s\n  store i32 %v, ptr %out\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p, ptr %out) {\n  call void @h(ptr byval(%S) %p, ptr %out)\n  ret void\n}",
            true,
        );
        assert_eq!(st.clones, 1, "{out}");
        assert!(!out.contains("store volatile i32 7, ptr addrspace(1)"), "the copy is not global memory: {out}");
    }

    #[test]
    fn element_atomic_memcpy_is_left_alone() {
        let (out, _) = run(
            "declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)\ndefine ptx_kernel void @k(ptr %a, ptr %b) {\n  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %a, ptr align 4 %b, i64 16, i32 4)\n  ret void\n}",
            true,
        );
        assert!(out.contains("@llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr"), "{out}");
    }

    #[test]
    fn no_local_atomics_and_no_stores_to_constant() {
        let (out, _) = run(
            "@c = internal addrspace(4) global i32 0\ndefine ptx_kernel void @k() {\n  %a = alloca i32\n  %x = atomicrmw add ptr %a, i32 1 monotonic\n  %cp = addrspacecast ptr addrspace(4) @c to ptr\n  %v = load i32, ptr %cp\n  store i32 %v, ptr %cp\n  ret void\n}",
            true,
        );
        assert!(out.contains("atomicrmw add ptr %a"), "{out}");
        assert!(out.contains("load i32, ptr addrspace(4)"), "{out}");
        assert!(out.contains("store i32 %v, ptr %cp"), "{out}");
    }

    // Integers of unknown origin (issue 15): each source, with the difference `@buf - %base`
    // (a valid value in LLVM IR) as the integer that must not be taken for an offset.

    /// `@buf` in shared memory and `%d = @buf - %base`, then `BODY`, which must leave `%off`;
    /// the access is `store float 1.0` to `inttoptr(ptrtoint(%base) + %off)`.
    fn difference_kernel(decls: &str, body: &str) -> String {
        format!(
            "@buf = internal addrspace(3) global [256 x float] undef\n{decls}\ndefine ptx_kernel void @k(ptr %base, ptr %mem, i64 %n) {{\n  %bi = ptrtoint ptr %base to i64\n  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64\n  %d = sub i64 %si, %bi\n{body}\n  %qi = add i64 %bi, %off\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}"
        )
    }

    fn access_is_generic(ir: &str) -> bool {
        let (out, _) = run(ir, true);
        assert!(!out.contains("store float 1.000000e+00, ptr addrspace("), "{out}");
        out.contains("store float 1.000000e+00, ptr %q")
    }

    fn access_is_global(ir: &str) -> bool {
        let (out, _) = run(ir, true);
        out.contains("store float 1.000000e+00, ptr addrspace(1)")
    }

    #[test]
    fn integers_loaded_from_memory_may_carry_a_pointer() {
        // The issue's program: the difference goes through memory.
        assert!(access_is_generic(&difference_kernel("", "  store volatile i64 %d, ptr %mem\n  %off = load volatile i64, ptr %mem")));
        // An atomic's old value is memory too.
        assert!(access_is_generic(&difference_kernel("", "  store i64 %d, ptr %mem\n  %off = atomicrmw add ptr %mem, i64 0 monotonic")));
        // When nothing in the module writes a pointer, a loaded index is a number (host data).
        let index = "define ptx_kernel void @k(ptr %base, ptr %idx) {\n  %i = load i32, ptr %idx\n  %i64 = zext i32 %i to i64\n  %o = mul i64 %i64, 4\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %o\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}";
        assert!(access_is_global(index));
    }

    #[test]
    fn any_pointer_written_anywhere_makes_loaded_integers_unknown() {
        // The index kernel above plus one write that could put a pointer into memory.
        let with = |decls: &str, extra: &str| {
            format!("{decls}\ndefine ptx_kernel void @k(ptr %base, ptr %idx, ptr %out) {{\n{extra}\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}")
        };
        assert!(access_is_global(&with("", "  store i64 7, ptr %out\n  store float 2.0, ptr %out")));
        // Asm that only computes, on numbers, writes nothing.
        let asm = "  %f = call double asm \"mov.b64 $0, $1;\", \"=d,l\"(i64 5)\n  store double %f, ptr %out";
        assert!(access_is_global(&with("", asm)));
        // Branching on a comparison of pointers writes nothing.
        assert!(access_is_global(&with("", "  %c = icmp eq ptr %out, null\n  br i1 %c, label %a, label %a\na:")));
        let refuting = [
            ("", "  store ptr %base, ptr %out"),
            ("", "  %b = ptrtoint ptr %base to i64\n  store i64 %b, ptr %out"),
            ("", "  %b = ptrtoint ptr %base to i64\n  %f = uitofp i64 %b to double\n  store double %f, ptr %out"),
            ("", "  %b = ptrtoint ptr %base to i64\n  %v = insertelement <2 x i64> zeroinitializer, i64 %b, i32 0\n  store <2 x i64> %v, ptr %out"),
            ("", "  %b = ptrtoint ptr %base to i64\n  %x = atomicrmw xchg ptr %out, i64 %b monotonic"),
            ("", "  %b = ptrtoint ptr %base to i64\n  %x = cmpxchg ptr %out, i64 0, i64 %b monotonic monotonic"),
            ("@g = internal addrspace(1) global ptr addrspace(1) @g", ""),
            ("@g = internal addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g to i64)", ""),
            ("declare void @ext(ptr)", "  call void @ext(ptr %out)"),
            ("", "  call void asm sideeffect \"st.u64 [$0], 0;\", \"l\"(ptr %out)"),
            ("", "  call void asm \"st.u64 [$0], 0;\", \"l,~{memory}\"(ptr %out)"),
            ("", "  %f = call double asm \"mov.b64 $0, $1;\", \"=d,l\"(ptr %out)\n  store double %f, ptr %out"),
            (
                "declare void @llvm.va_start.p0(ptr)\ndefine internal void @v(ptr %out, ...) {\n  %va = alloca ptr\n  call void @llvm.va_start.p0(ptr %va)\n  %x = load i64, ptr %va\n  store i64 %x, ptr %out\n  ret void\n}",
                "  call void (ptr, ...) @v(ptr %out, i64 1)",
            ),
        ];
        for (decls, extra) in refuting {
            assert!(access_is_generic(&with(decls, extra)), "{decls} {extra}");
        }
    }

    #[test]
    fn loads_in_functions_other_modules_can_call_are_not_numbers() {
        // Separate compilation: another module may call @dev after storing `shared - @g` into
        // *%idx; nothing in this module writes a pointer, but that is not the only writer.
        let dev = |linkage: &str, caller: &str| {
            format!("@g = addrspace(1) global [64 x float] zeroinitializer\ndefine {linkage} void @dev(ptr %idx) noinline {{\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr addrspacecast (ptr addrspace(1) @g to ptr) to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}\n{caller}")
        };
        assert!(access_is_generic(&dev("", "")));
        assert!(access_is_generic(&dev("linkonce_odr", "")));
        // Also what an entry calls, directly or through a pointer.
        let via = "define void @entry(ptr %idx) {\n  call void @dev(ptr %idx)\n  ret void\n}";
        assert!(access_is_generic(&dev("internal", via)));
        let table = "@t = internal addrspace(1) global ptr null\ndefine void @entry(ptr %idx) {\n  %f = load ptr, ptr addrspace(1) @t\n  call void %f(ptr %idx)\n  ret void\n}\ndefine internal void @use() {\n  call void @dev(ptr null)\n  ret void\n}\ndefine ptx_kernel void @k() {\n  %x = ptrtoint ptr @dev to i64\n  ret void\n}";
        assert!(access_is_generic(&dev("internal", table)));
        // A clone of a clone (H was specialized after its own call had been retargeted to a
        // clone of G) is entered where G is.
        let chain = "define internal void @G(ptr %p, ptr %idx) noinline {\n  store volatile float 2.0, ptr %p\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr %p to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}\ndefine internal void @H(ptr %p, ptr %idx) noinline {\n  store volatile float 0.0, ptr %p\n  %b = alloca [16 x float]\n  call void @G(ptr %b, ptr %idx)\n  ret void\n}\ndefine internal void @A(ptr %idx) noinline {\n  %a = alloca [16 x float]\n  call void @H(ptr %a, ptr %idx)\n  ret void\n}\ndefine void @entry(ptr %idx) {\n  call void @A(ptr %idx)\n  ret void\n}";
        let (out, _) = run(chain, true);
        assert!(out.contains("@G_as5_g_as5_g("), "the case needs a clone of a clone: {out}");
        assert!(!out.contains("store float 1.000000e+00, ptr addrspace("), "{out}");
        assert!(out.contains("store float 1.000000e+00, ptr %"), "{out}");
        // Internal helpers that only kernels of this module reach keep the memory fact.
        let kernel = "define ptx_kernel void @k(ptr %idx) {\n  call void @dev(ptr %idx)\n  ret void\n}";
        assert!(access_is_global(&dev("internal", kernel)));
    }

    #[test]
    fn constant_expression_dags_are_evaluated_once_each() {
        // `add (C, C)` nested 48 deep: 48 constants in bitcode, 2^48 paths (hung the pass).
        let ctx = Context::create();
        let text = "target triple = \"nvptx64-nvidia-cuda\"\n@g = addrspace(1) global [64 x float] zeroinitializer\ndefine ptx_kernel void @k(i64 %n) {\n  %s = add i64 %n, 0\n  %q = inttoptr i64 %s to ptr\n  store float 1.0, ptr %q\n  ret void\n}";
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t")).unwrap();
        unsafe {
            let g = llc::LLVMGetNamedGlobal(m.as_mut_ptr(), c"g".as_ptr());
            let mut e = llc::LLVMConstPtrToInt(g, llc::LLVMInt64TypeInContext(ctx.raw()));
            for _ in 0..48 {
                e = llc::LLVMConstAdd(e, e);
            }
            let f = llc::LLVMGetNamedFunction(m.as_mut_ptr(), c"k".as_ptr());
            let add = llc::LLVMGetFirstInstruction(llc::LLVMGetFirstBasicBlock(f));
            llc::LLVMSetOperand(add, 1, e);
        }
        InferAddressSpaces::new(true).run(&m, &mut Diagnostics::new());
        // A sum of two pointers points nowhere known: generic. (Not printed: the text is 2^48 long.)
        let store = unsafe {
            let f = llc::LLVMGetNamedFunction(m.as_mut_ptr(), c"k".as_ptr());
            let bb = llc::LLVMGetFirstBasicBlock(f);
            let mut i = llc::LLVMGetFirstInstruction(bb);
            while opcode(i) != Some(LLVMOpcode::LLVMStore) {
                i = llc::LLVMGetNextInstruction(i);
            }
            i
        };
        assert_eq!(unsafe { llc::LLVMGetPointerAddressSpace(llc::LLVMTypeOf(operand(store, 1))) }, 0);
    }

    #[test]
    fn call_results_are_numbers_only_from_pure_intrinsics_of_numbers() {
        let ext = "declare i64 @ext(i64)";
        assert!(access_is_generic(&difference_kernel(ext, "  %off = call i64 @ext(i64 %d)")));
        assert!(access_is_generic(&difference_kernel(ext, "  %off = call i64 @ext(i64 0)")));
        let smax = "declare i64 @llvm.smax.i64(i64, i64)";
        assert!(access_is_generic(&difference_kernel(smax, "  %off = call i64 @llvm.smax.i64(i64 %d, i64 0)")));
        assert!(access_is_global(&difference_kernel(smax, "  %off = call i64 @llvm.smax.i64(i64 %n, i64 0)")));
        let tid = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()";
        assert!(access_is_global(&difference_kernel(tid, "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %off = zext i32 %t to i64")));
        let shfl = "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)";
        let t = "  %t = trunc i64 %d to i32\n  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n  %off = sext i32 %s to i64";
        assert!(access_is_generic(&difference_kernel(shfl, t)));
    }

    #[test]
    fn vectors_aggregates_and_floating_point_carry_what_went_in() {
        let v = "  %v = insertelement <2 x i64> zeroinitializer, i64 %d, i32 1\n  %off = extractelement <2 x i64> %v, i32 1";
        assert!(access_is_generic(&difference_kernel("", v)));
        let a = "  %a = insertvalue { i64, i64 } zeroinitializer, i64 %d, 1\n  %off = extractvalue { i64, i64 } %a, 1";
        assert!(access_is_generic(&difference_kernel("", a)));
        let f = "  %f = sitofp i64 %d to double\n  %off = fptosi double %f to i64";
        assert!(access_is_generic(&difference_kernel("", f)));
        let b = "  %f = bitcast i64 %d to double\n  %off = bitcast double %f to i64";
        assert!(access_is_generic(&difference_kernel("", b)));
        // A comparison of pointers is no number either.
        let c = "  %c = icmp ult ptr %base, %mem\n  %off = zext i1 %c to i64";
        assert!(access_is_generic(&difference_kernel("", c)));
        // Numbers stay numbers through the same instructions.
        let n = "  %v = insertelement <2 x i64> zeroinitializer, i64 %n, i32 1\n  %e = extractelement <2 x i64> %v, i32 1\n  %f = sitofp i64 %e to double\n  %off = fptosi double %f to i64";
        assert!(access_is_global(&difference_kernel("", n)));
    }

    #[test]
    fn helper_integer_parameters_are_numbers_only_when_the_callers_prove_it() {
        let helper = "define internal void @put(ptr %p, i64 %o) noinline {\n  %pi = ptrtoint ptr %p to i64\n  %qi = add i64 %pi, %o\n  %q = inttoptr i64 %qi to ptr\n  store float 2.0, ptr %q\n  ret void\n}\n";
        let kernel = |arg: &str| {
            format!("@buf = internal addrspace(3) global [256 x float] undef\n{helper}define ptx_kernel void @k(ptr %base, i64 %n) {{\n  %bi = ptrtoint ptr %base to i64\n  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64\n  %d = sub i64 %si, %bi\n  call void @put(ptr %base, i64 {arg})\n  ret void\n}}")
        };
        let (out, st) = run(&kernel("%d"), true);
        assert!(out.contains("store float 2.000000e+00, ptr %q"), "{out}");
        assert!(!out.contains("store float 2.000000e+00, ptr addrspace("), "{out}");
        assert_eq!(st.clones, 0, "{out}");
        let (out, st) = run(&kernel("%n"), true);
        assert!(out.contains("define internal void @put_as1_n("), "{out}");
        assert!(out.contains("store float 2.000000e+00, ptr addrspace(1)"), "{out}");
        assert_eq!(st.clones, 1);
        // A helper that is not specialized (here: not internal) sees unknown integers.
        let (out, _) = run(&kernel("%n").replace("define internal void @put", "define void @put"), true);
        assert!(out.contains("store float 2.000000e+00, ptr %q"), "{out}");
    }

    #[test]
    fn a_kernel_called_from_device_code_gets_no_launch_assumptions() {
        let k = "define ptx_kernel void @k(ptr %base, i64 %off) {\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %off\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  store float 2.0, ptr %base\n  ret void\n}";
        let (out, _) = run(k, true);
        assert!(out.contains("store float 1.000000e+00, ptr addrspace(1)") && out.contains("store float 2.000000e+00, ptr addrspace(1)"), "{out}");
        let caller = "@buf = internal addrspace(3) global [256 x float] undef\ndefine void @f(ptr %base) {\n  %sh = addrspacecast ptr addrspace(3) @buf to ptr\n  call ptx_kernel void @k(ptr %sh, i64 0)\n  ret void\n}";
        let (out, _) = run(&format!("{k}\n{caller}"), true);
        assert!(out.contains("store float 1.000000e+00, ptr %q") && out.contains("store float 2.000000e+00, ptr %base"), "{out}");
    }

    #[test]
    fn a_number_enters_the_clone_signature_only_where_it_helps() {
        // Two call sites that differ only in an integer argument the helper never uses as an
        // offset share one clone.
        let (out, st) = run(
            "define internal void @h(ptr %p, i64 %x) noinline {\n  store i64 %x, ptr %p\n  ret void\n}\ndefine ptx_kernel void @k(ptr %base, ptr %m) {\n  %l = load i64, ptr %m\n  call void @h(ptr %base, i64 3)\n  call void @h(ptr %base, i64 %l)\n  ret void\n}",
            true,
        );
        assert_eq!(st.clones, 1, "{out}");
        assert!(out.contains("define internal void @h_as1_g("), "{out}");
    }

    #[test]
    fn private_slots_read_back_as_other_types_are_not_slots() {
        // A slot holding the difference read back as a double: memory, not a slot.
        let t = "  %s = alloca i64\n  store i64 %d, ptr %s\n  %f = load double, ptr %s\n  store double %f, ptr %mem\n  %off = load i64, ptr %mem";
        assert!(access_is_generic(&difference_kernel("", t)));
        // Read back whole, it keeps what was stored: a number.
        let n = "  %s = alloca i64\n  store i64 %n, ptr %s\n  %off = load i64, ptr %s";
        assert!(access_is_global(&difference_kernel("", n)));
    }
}
