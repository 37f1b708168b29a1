//! The rewrite: accesses whose pointer is proven specific get a pointer in that space, built
//! from the root where the space is known (one cast per root and block), and memory intrinsics
//! are rebuilt with specific-space operands.

use super::analysis::Analysis;
use super::ir_queries::{access_operands, is_generic_ptr, mem_intrinsic, operand};
use super::lattice::Space;
use super::InferAddressSpaces;
use crate::ir::address_space::{CONSTANT, LOCAL, SHARED};
use crate::ir::Module;
use crate::ir::{self, AttrIndex, Block, Builder, Opcode, Value};
use std::collections::HashMap;

/// `ptr` cast to space `space`, built right before `inst`.
fn cast_to<'ctx>(inst: Value<'ctx>, ptr: Value<'ctx>, space: u32) -> Value<'ctx> {
    let b = Builder::for_value(ptr);
    b.position_before(inst);
    let ty = ptr.ty().pointer_in_context(space);
    let name = format!("{}.as{space}", ptr.name());
    b.addrspace_cast(ptr, ty, &name)
}

/// Rebuilds a memcpy/memmove/memset call with specific-space pointer operands.
fn rewrite_mem_intrinsic<'ctx>(module: &Module<'ctx>, inst: Value<'ctx>, base: &str, new_ptrs: &[(u32, u32)]) -> bool {
    let mut args = inst.call_args();
    let nargs = args.len() as u32;
    for (k, space) in new_ptrs {
        args[*k as usize] = cast_to(inst, args[*k as usize], *space);
    }
    let id = ir::module::intrinsic_id(base);
    if id == 0 {
        return false;
    }
    let overloads = if base == "llvm.memset" {
        vec![args[0].ty(), args[2].ty()]
    } else {
        vec![args[0].ty(), args[1].ty(), args[2].ty()]
    };
    let decl = ir::module::intrinsic_declaration(module, id, &overloads)
        .expect("the memory intrinsics are overloaded on these types");
    let b = Builder::for_value(inst);
    b.position_before(inst);
    let call = b.call_function(decl, &args, "");
    // Keep the call-site attributes (align, noalias, …) of every argument.
    for k in 0..nargs {
        for a in inst.call_site_attributes(AttrIndex::Param(k)) {
            call.add_call_site_attribute(AttrIndex::Param(k), a);
        }
    }
    call.copy_debug_location_from(inst);
    inst.erase_instruction();
    true
}

/// Builds specific-space pointers for accesses, rooted where the space is known: a kernel
/// parameter, alloca or global is cast once per block that uses it, and the address arithmetic
/// between the root and the access (GEPs, numba's `inttoptr(ptrtoint(P) + offset)`) is rebuilt
/// in the specific space, so the PTX has one `cvta.to.*` per root instead of one per access.
///
/// Each instruction of that arithmetic is rebuilt once, right after the original, with the
/// original's GEP flags (`inbounds`, `nusw`, `nuw`), as LLVM's own InferAddressSpaces and
/// NVPTXLowerArgs clone a GEP: accesses that shared an address (a loop-invariant GEP that LICM
/// hoisted, a base that GVN merged) share the specific one too, and the NVPTX back end's
/// straight-line passes (SeparateConstOffsetFromGEP, SLSR, NaryReassociate) see the same chain
/// they would have seen. Rebuilding the chain at every access instead (until 2026-12) repeated
/// the arithmetic in each block and the back end did not share it again: ggml's
/// `cpy_scalar_transpose<__half>` had 1,139 SASS instructions against clang's 761 (now 739).
/// Shared-memory addresses are the exception (see [`Rebuilder::pointer`]).
struct Rebuilder<'a, 'ctx> {
    analysis: &'a Analysis<'ctx>,
    roots: HashMap<(Value<'ctx>, u32, Block<'ctx>), Value<'ctx>>,
    /// The specific pointer already built for an instruction (a GEP, `inttoptr`, phi, …).
    rebuilt: HashMap<(Value<'ctx>, u32), Value<'ctx>>,
}

/// Where the specific twin of instruction `ptr` is built: right after it (after the block's
/// phis for a phi), so that it dominates every use of `ptr`. `None` for constants, arguments,
/// and a terminator that defines a pointer (an `invoke`): those are built at the access.
fn after_definition(ptr: Value<'_>) -> Option<Value<'_>> {
    if !ptr.is_instruction() || ptr.is_terminator() {
        return None;
    }
    let mut pos = ptr.next_instruction();
    while let Some(p) = pos.filter(|p| p.is_phi()) {
        pos = p.next_instruction();
    }
    pos
}

/// The name of the specific twin of `v`: `v`'s with `.as<space>`, or none when `v` has none.
fn twin_name(v: Value<'_>, s: u32) -> String {
    let name = v.name();
    if name.is_empty() {
        String::new()
    } else {
        format!("{name}.as{s}")
    }
}

impl<'ctx> Rebuilder<'_, 'ctx> {
    /// `v` cast to space `s`, once per block that uses it: at the top of the using block, or
    /// right after `v` when `v` is defined in that block. (Casting an argument once at the entry
    /// would keep the converted address live across the whole kernel; a parameter is cheaper to
    /// reload where it is used.)
    fn root(&mut self, at: Value<'ctx>, v: Value<'ctx>, s: u32) -> Value<'ctx> {
        // An addrspacecast from `s` is undone rather than cast back.
        if v.operator_opcode() == Some(Opcode::AddrSpaceCast) && operand(v, 0).ty().pointer_address_space() == Some(s) {
            return operand(v, 0);
        }
        let ty = v.ty().pointer_in_context(s);
        if v.is_constant() {
            return v.const_addrspace_cast(ty);
        }
        let block = at.parent_block().expect("the access is in a block");
        if let Some(r) = self.roots.get(&(v, s, block)) {
            return *r;
        }
        let defined_here = v.is_instruction() && v.parent_block() == Some(block);
        let mut pos = if defined_here { v.next_instruction() } else { block.first_instruction() };
        while let Some(p) = pos.filter(|p| p.is_phi()) {
            pos = p.next_instruction();
        }
        let b = Builder::for_value(v);
        b.position_before(pos.expect("a root is followed by an instruction of its block"));
        let r = b.addrspace_cast(v, ty, &format!("{}.as{s}", v.name()));
        self.roots.insert((v, s, block), r);
        r
    }

    /// A pointer in space `s` equal to the generic `ptr`, usable at `at`: an instruction's twin
    /// is built once, right after it; a constant expression's at `at`.
    fn pointer(&mut self, at: Value<'ctx>, ptr: Value<'ctx>, s: u32, depth: u32) -> Value<'ctx> {
        let is_root = ptr.is_argument()
            || ptr.is_global_variable()
            || matches!(ptr.operator_opcode(), Some(Opcode::Alloca) | Some(Opcode::AddrSpaceCast));
        if is_root {
            return self.root(at, ptr, s);
        }
        // Shared-memory addresses are rebuilt at each access instead: an offset from a shared
        // array is cheap to recompute (the back end folds the constant parts into the access's
        // immediate), and keeping one live across a big kernel costs registers. Built once,
        // ggml's `flash_attn_ext_f16<576,512,1,32>` went from 325 to 843 local loads
        // (clang: 848); per access, 325 at 20,410 SASS (clang 20,399).
        let Some(pos) = after_definition(ptr).filter(|_| s != SHARED) else {
            return self.build(at, ptr, s, depth);
        };
        if let Some(r) = self.rebuilt.get(&(ptr, s)) {
            return *r;
        }
        let r = self.build(pos, ptr, s, depth);
        self.rebuilt.insert((ptr, s), r);
        r
    }

    /// Builds the twin of `ptr` in space `s` before `pos`.
    fn build(&mut self, pos: Value<'ctx>, ptr: Value<'ctx>, s: u32, depth: u32) -> Value<'ctx> {
        let known = |v: Value<'ctx>| is_generic_ptr(v.ty()) && self.analysis.space_of(v) == Space::Known(s);
        if depth < 8 && ptr.is_gep() && known(operand(ptr, 0)) {
            let base = self.pointer(pos, operand(ptr, 0), s, depth + 1);
            let idx: Vec<Value<'ctx>> = (1..ptr.num_operands()).map(|k| operand(ptr, k)).collect();
            let b = Builder::for_value(ptr);
            b.position_before(pos);
            let ty = ptr.gep_source_element_type().expect("a GEP has a source element type");
            return b.gep_with_flags(ty, base, &idx, ptr.gep_no_wrap_flags(), &twin_name(ptr, s));
        }
        if depth < 8 && ptr.operator_opcode() == Some(Opcode::IntToPtr) {
            let sum = operand(ptr, 0);
            if sum.operator_opcode() == Some(Opcode::Add) {
                for (p, off) in [(operand(sum, 0), operand(sum, 1)), (operand(sum, 1), operand(sum, 0))] {
                    let is_p2i = p.operator_opcode() == Some(Opcode::PtrToInt);
                    let off_ty = off.ty();
                    if is_p2i
                        && known(operand(p, 0))
                        && self.analysis.space_of(off) == Space::Offset
                        && off_ty.int_width() == Some(64)
                    {
                        let base = self.pointer(pos, operand(p, 0), s, depth + 1);
                        let b = Builder::for_value(off);
                        b.position_before(pos);
                        return b.gep(off_ty.int_in_context(8), base, &[off], false, &twin_name(ptr, s));
                    }
                }
            }
        }
        cast_to(pos, ptr, s)
    }
}

/// Whether `ptr` is made from an integer (`inttoptr`, numba's `inttoptr(ptrtoint(P) + offset)`),
/// through GEPs. An alloca whose address became an integer is out of SROA's reach anyway, and
/// LLVM's own address-space inference does not follow integers: such local accesses are made
/// specific here at every optimization level (numba's `cuda.local.array`).
fn from_integer(ptr: Value<'_>) -> bool {
    let mut p = ptr;
    for _ in 0..32 {
        match p.operator_opcode() {
            Some(Opcode::IntToPtr) => return true,
            Some(Opcode::GetElementPtr) | Some(Opcode::BitCast) => p = operand(p, 0),
            _ => return false,
        }
    }
    false
}

// Local accesses are made specific at -O0 ([`InferAddressSpaces::local`]), and above it only
// where they come from integers ([`from_integer`]): an `addrspacecast` of an alloca stops SROA,
// and SROA still has work to do after this pass — the post-link pipeline unrolls the loops
// `defer-unroll` kept, and LLVM's NVPTX back end runs SROA before its own NVPTXLowerAlloca and
// address-space inference, which make what remains `ld.local`/`st.local`. Casting them here
// kept ggml's `flash_attn_ext_f16<192,128,1,8>` at 1,533 local loads (clang's pipeline: 16);
// left generic, 10. The analysis still knows them (a pointer proven local is not global).
impl InferAddressSpaces {
    /// Rewrites the accesses of one analyzed function.
    pub(super) fn rewrite<'ctx>(&mut self, module: &Module<'ctx>, a: &Analysis<'ctx>) -> bool {
        let local = self.local;
        let mut changed = false;
        let mut rb = Rebuilder { analysis: a, roots: HashMap::new(), rebuilt: HashMap::new() };
        for inst in a.func.instructions() {
            for (k, local_ok) in access_operands(inst) {
                let ptr = operand(inst, k);
                if let Some(s) = a.proven(ptr) {
                    let is_store = inst.operator_opcode() == Some(Opcode::Store);
                    if (!local_ok && (s == LOCAL || s == CONSTANT))
                        || (is_store && s == CONSTANT)
                        || (s == LOCAL && !local && !from_integer(ptr))
                    {
                        continue;
                    }
                    let specific = rb.pointer(inst, ptr, s, 0);
                    inst.set_operand(k, specific);
                    *self.stats.specific.entry(s).or_default() += 1;
                    changed = true;
                }
            }
            if let Some((base, ops)) = mem_intrinsic(inst) {
                let new: Vec<(u32, u32)> = ops
                    .iter()
                    .filter_map(|k| a.proven(operand(inst, *k)).map(|s| (*k, s)))
                    .filter(|(k, s)| {
                        !(*k == 0 && *s == CONSTANT) && (local || *s != LOCAL || from_integer(operand(inst, *k)))
                    })
                    .collect();
                if !new.is_empty() && rewrite_mem_intrinsic(module, inst, base, &new) {
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
