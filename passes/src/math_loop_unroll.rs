//! `defer-unroll` / `release-unroll`: loops that call math are unrolled (or not) after libdevice
//! is linked, when the unroller sees what the math costs.
//!
//! Before linking, `llvm.sin.f32` or `__nv_sinf` is one small call to LLVM's unroller, and the
//! NVPTX target asks for runtime and partial unrolling: `default<O3>` copies a grid-stride loop
//! that calls `sinf` four or five times, and after linking each copy becomes libdevice's whole
//! `sinf` (its Payne-Hanek slow path included). Registers and PTX size grow, and so does the time
//! the post-link pipeline and code generation spend on the copies.
//!
//! `defer-unroll` runs before the optimizer. It marks every natural loop whose body does math
//! that will become library code (a math intrinsic `lower-math` lowers to libdevice, a C math
//! call, an `__nv_*`/`__nvvmc_*` call, an exact `frem`, or a call of a function of the program
//! that does any of these, transitively) with `llvm.loop.unroll.disable` plus nvvmc's own marker
//! `nvvmc.unroll.after-link`, so that `default<O3>` unrolls it neither fully, partially nor at
//! run time. Loops that already carry an unroll request (`llvm.loop.unroll.*`, NVVM's `!pragma`)
//! are left as written, and loops without math are not touched: the optimizer treats them as
//! before.
//!
//! `release-unroll` runs after linking, before the post-link pipeline: it replaces what
//! `defer-unroll` added by `llvm.loop.unroll.runtime.disable`. The post-link pipeline's
//! `loop-unroll<O3>` then decides full and partial unrolling of these loops with the library's
//! code inlined into them; runtime unrolling stays off for them. Measured (README, "Loops that
//! call math"): letting it runtime-unroll loops whose math is small once inlined (`--fast-math`'s
//! `sin.approx`) cost 48 instead of 33 registers on the bench-scale kernel (libNVVM: 40), for a
//! body that is math-bound anyway. `llvm.loop.unroll.runtime.disable`, unlike `unroll.disable`,
//! does not make the backend write `.pragma "nounroll"`, so ptxas still decides for itself.
use crate::ir;
use crate::{Changed, Diagnostics, ModulePass};
use inkwell::module::Module;
use llvm_sys::core as llc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

/// The loop-metadata entry that says "nvvmc disabled unrolling here until after linking".
pub const MARKER: &str = "nvvmc.unroll.after-link";
const DISABLE: &str = "llvm.loop.unroll.disable";
/// What a released loop keeps: no runtime unrolling (see the module comment).
const NO_RUNTIME: &str = "llvm.loop.unroll.runtime.disable";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Defer,
    Release,
}

pub struct MathLoopUnroll {
    pub mode: Mode,
    /// `frem` keeps LLVM's fast sequence (`--fast-math`, `--link none`): it is no library call.
    pub fast_frem: bool,
    /// `--lower-native-math`: natively selected math is lowered to libdevice too.
    pub lower_native: bool,
    /// Loops marked (Defer) or released (Release) by the last run.
    pub loops: usize,
}

impl MathLoopUnroll {
    pub fn defer(fast_frem: bool, lower_native: bool) -> Self {
        MathLoopUnroll { mode: Mode::Defer, fast_frem, lower_native, loops: 0 }
    }
    pub fn release() -> Self {
        MathLoopUnroll { mode: Mode::Release, fast_frem: false, lower_native: false, loops: 0 }
    }
}

impl ModulePass for MathLoopUnroll {
    fn name(&self) -> &'static str {
        match self.mode {
            Mode::Defer => "defer-unroll",
            Mode::Release => "release-unroll",
        }
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let md = Md::new(module);
        self.loops = match self.mode {
            Mode::Defer => defer(module, &md, self.fast_frem, self.lower_native),
            Mode::Release => release(module, &md),
        };
        Changed::from_bool(self.loops > 0)
    }
}

/// Metadata kinds and strings in the module's context.
struct Md {
    ctx: LLVMContextRef,
    loop_kind: u32,
    pragma_kind: u32,
}

impl Md {
    fn new(module: &Module<'_>) -> Self {
        let ctx = module.get_context().raw();
        let kind = |name: &str| unsafe { llc::LLVMGetMDKindIDInContext(ctx, name.as_ptr().cast(), name.len() as u32) };
        Md { ctx, loop_kind: kind("llvm.loop"), pragma_kind: kind("pragma") }
    }

    fn string(&self, s: &str) -> LLVMMetadataRef {
        unsafe { llc::LLVMMDStringInContext2(self.ctx, s.as_ptr().cast(), s.len()) }
    }

    /// `!{!"s"}`
    fn option(&self, s: &str) -> LLVMMetadataRef {
        let mut ops = [self.string(s)];
        unsafe { llc::LLVMMDNodeInContext2(self.ctx, ops.as_mut_ptr(), 1) }
    }

    /// A new loop ID: a node whose first operand is itself, then `entries`.
    fn loop_id(&self, entries: &[LLVMMetadataRef]) -> LLVMValueRef {
        unsafe {
            let temp = llvm_sys::debuginfo::LLVMTemporaryMDNode(self.ctx, std::ptr::null_mut(), 0);
            let mut ops = Vec::with_capacity(entries.len() + 1);
            ops.push(temp);
            ops.extend_from_slice(entries);
            let node = llc::LLVMMDNodeInContext2(self.ctx, ops.as_mut_ptr(), ops.len());
            // Replacing the placeholder makes the node refer to itself, as loop IDs do; the
            // placeholder is freed by the replacement.
            llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(temp, node);
            llc::LLVMMetadataAsValue(self.ctx, node)
        }
    }
}

/// The entries of a loop ID after its self-reference, as (metadata, option name if any).
fn loop_entries(id: LLVMValueRef) -> Vec<(LLVMMetadataRef, Option<String>)> {
    unsafe {
        let n = llc::LLVMGetMDNodeNumOperands(id) as usize;
        let mut ops = vec![std::ptr::null_mut(); n];
        llc::LLVMGetMDNodeOperands(id, ops.as_mut_ptr());
        ops.into_iter()
            .skip(1)
            .filter(|op| !op.is_null())
            .map(|op| (llc::LLVMValueAsMetadata(op), option_name(op)))
            .collect()
    }
}

/// The name of a loop option node `!{!"name", ...}`.
fn option_name(v: LLVMValueRef) -> Option<String> {
    unsafe {
        if llc::LLVMIsAMDNode(v).is_null() || llc::LLVMGetMDNodeNumOperands(v) == 0 {
            return None;
        }
        let n = llc::LLVMGetMDNodeNumOperands(v) as usize;
        let mut ops = vec![std::ptr::null_mut(); n];
        llc::LLVMGetMDNodeOperands(v, ops.as_mut_ptr());
        let first = ops[0];
        if first.is_null() || llc::LLVMIsAMDString(first).is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = llc::LLVMGetMDString(first, &mut len);
        (!p.is_null()).then(|| String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
    }
}

/// Whether `inst` does math that becomes library code, given the program's functions known to.
fn is_math(inst: LLVMValueRef, math_functions: &HashSet<LLVMValueRef>, fast_math: bool, lower_native: bool) -> bool {
    unsafe {
        match llc::LLVMGetInstructionOpcode(inst) {
            LLVMOpcode::LLVMFRem => crate::lower_math::frem_is_lowered(inst, fast_math),
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke => {
                let callee = llc::LLVMGetCalledValue(inst);
                if callee.is_null() || llc::LLVMIsAFunction(callee).is_null() {
                    return false;
                }
                if math_functions.contains(&callee) {
                    return true;
                }
                if llc::LLVMCountBasicBlocks(callee) != 0 && llc::LLVMIsDeclaration(callee) == 0 {
                    // A definition: math only if it does math (decided by the caller's fixpoint),
                    // or if it is libdevice's own (`--link early` links it before the optimizer).
                    let name = ir::value_name(callee);
                    return name.starts_with("__nv_") || name.starts_with("__nvvmc_");
                }
                let name = ir::value_name(callee);
                if name.starts_with("__nv_") || name.starts_with("__nvvmc_") {
                    return true;
                }
                if name.starts_with("llvm.") {
                    return crate::lower_math::intrinsic_call_is_lowered(inst, &name, lower_native);
                }
                crate::math_table::by_c_name(&name).is_some()
            }
            _ => false,
        }
    }
}

/// The program's functions that do library math, directly or through calls (a fixpoint).
fn math_functions(module: &Module<'_>, fast_math: bool, lower_native: bool) -> HashSet<LLVMValueRef> {
    let defined: Vec<LLVMValueRef> =
        ir::functions(module).into_iter().map(|f| f.as_value_ref_raw()).filter(|f| unsafe { llc::LLVMCountBasicBlocks(*f) } != 0).collect();
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        for &f in &defined {
            if !set.contains(&f) && ir::instructions_of(f).into_iter().any(|i| is_math(i, &set, fast_math, lower_native)) {
                set.insert(f);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

trait RawValue {
    fn as_value_ref_raw(&self) -> LLVMValueRef;
}

impl RawValue for inkwell::values::FunctionValue<'_> {
    fn as_value_ref_raw(&self) -> LLVMValueRef {
        use inkwell::values::AsValueRef;
        self.as_value_ref()
    }
}

/// The natural loops of function `f`: (header, latches, body blocks), from its dominator tree.
fn natural_loops(f: LLVMValueRef) -> Vec<(Vec<LLVMBasicBlockRef>, Vec<LLVMBasicBlockRef>)> {
    unsafe {
        let mut blocks = Vec::new();
        let mut bb = llc::LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            blocks.push(bb);
            bb = llc::LLVMGetNextBasicBlock(bb);
        }
        if blocks.is_empty() {
            return vec![];
        }
        let index: HashMap<LLVMBasicBlockRef, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|b| {
                let t = llc::LLVMGetBasicBlockTerminator(*b);
                if t.is_null() {
                    return vec![];
                }
                (0..llc::LLVMGetNumSuccessors(t)).filter_map(|i| index.get(&llc::LLVMGetSuccessor(t, i)).copied()).collect()
            })
            .collect();
        let mut preds = vec![Vec::new(); blocks.len()];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        // Reverse post-order from the entry block.
        let mut order = Vec::new();
        let mut seen = vec![false; blocks.len()];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some((b, i)) = stack.pop() {
            if i < succs[b].len() {
                stack.push((b, i + 1));
                let s = succs[b][i];
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
            }
        }
        order.reverse();
        let mut rpo = vec![usize::MAX; blocks.len()];
        for (i, b) in order.iter().enumerate() {
            rpo[*b] = i;
        }
        // Immediate dominators (Cooper, Harvey and Kennedy's iterative algorithm).
        let mut idom = vec![usize::MAX; blocks.len()];
        idom[0] = 0;
        let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
            while a != b {
                while rpo[a] > rpo[b] {
                    a = idom[a];
                }
                while rpo[b] > rpo[a] {
                    b = idom[b];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new = usize::MAX;
                for &p in &preds[b] {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new = if new == usize::MAX { p } else { intersect(&idom, p, new) };
                }
                if new != usize::MAX && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        let dominates = |a: usize, mut b: usize| loop {
            if a == b {
                return true;
            }
            if b == 0 || idom[b] == usize::MAX {
                return false;
            }
            b = idom[b];
        };
        // Back edges latch -> header, grouped by header; the body is what reaches a latch
        // backwards without passing the header.
        let mut latches: Vec<(usize, Vec<usize>)> = Vec::new();
        for &b in &order {
            for &s in &succs[b] {
                if dominates(s, b) {
                    match latches.iter_mut().find(|(h, _)| *h == s) {
                        Some((_, ls)) => ls.push(b),
                        None => latches.push((s, vec![b])),
                    }
                }
            }
        }
        latches
            .into_iter()
            .map(|(h, ls)| {
                let mut body = vec![false; blocks.len()];
                body[h] = true;
                let mut work: Vec<usize> = ls.clone();
                while let Some(b) = work.pop() {
                    if !body[b] {
                        body[b] = true;
                        work.extend(preds[b].iter().copied().filter(|p| rpo[*p] != usize::MAX));
                    }
                }
                let latch_blocks = ls.iter().map(|l| blocks[*l]).collect();
                let body_blocks = (0..blocks.len()).filter(|b| body[*b]).map(|b| blocks[b]).collect();
                (latch_blocks, body_blocks)
            })
            .collect()
    }
}

fn defer(module: &Module<'_>, md: &Md, fast_math: bool, lower_native: bool) -> usize {
    let math = math_functions(module, fast_math, lower_native);
    if math.is_empty() {
        return 0;
    }
    let added = [md.option(DISABLE), md.option(MARKER)];
    let mut marked = 0;
    for f in ir::functions(module) {
        let f = f.as_value_ref_raw();
        if !math.contains(&f) {
            continue;
        }
        for (latches, body) in natural_loops(f) {
            let has_math = body.iter().any(|bb| ir::block_instructions(*bb).into_iter().any(|i| is_math(i, &math, fast_math, lower_native)));
            if !has_math {
                continue;
            }
            let terms: Vec<LLVMValueRef> = latches.iter().map(|l| unsafe { llc::LLVMGetBasicBlockTerminator(*l) }).collect();
            // The program's own unroll request (or NVVM's `!pragma unroll`) stands.
            let existing = unsafe { llc::LLVMGetMetadata(terms[0], md.loop_kind) };
            let mut entries = Vec::new();
            if !existing.is_null() {
                let old = loop_entries(existing);
                if old.iter().any(|(_, n)| n.as_deref().is_some_and(|n| n.starts_with("llvm.loop.unroll.") || n == MARKER)) {
                    continue;
                }
                entries.extend(old.into_iter().map(|(m, _)| m));
            }
            if terms.iter().any(|t| unsafe { !llc::LLVMGetMetadata(*t, md.pragma_kind).is_null() }) {
                continue;
            }
            entries.extend_from_slice(&added);
            let id = md.loop_id(&entries);
            for t in terms {
                unsafe { llc::LLVMSetMetadata(t, md.loop_kind, id) };
            }
            marked += 1;
        }
    }
    marked
}

fn release(module: &Module<'_>, md: &Md) -> usize {
    // Old loop ID -> its replacement (itself when nvvmc did not mark it).
    let mut replaced: HashMap<LLVMValueRef, LLVMValueRef> = HashMap::new();
    for f in ir::functions(module) {
        for inst in ir::instructions_of(f.as_value_ref_raw()) {
            let id = unsafe { llc::LLVMGetMetadata(inst, md.loop_kind) };
            if id.is_null() {
                continue;
            }
            let new = *replaced.entry(id).or_insert_with(|| {
                let entries = loop_entries(id);
                if !entries.iter().any(|(_, n)| n.as_deref() == Some(MARKER)) {
                    return id;
                }
                let mut kept: Vec<LLVMMetadataRef> =
                    entries.into_iter().filter(|(_, n)| !matches!(n.as_deref(), Some(MARKER) | Some(DISABLE))).map(|(m, _)| m).collect();
                kept.push(md.option(NO_RUNTIME));
                md.loop_id(&kept)
            });
            if new != id {
                unsafe { llc::LLVMSetMetadata(inst, md.loop_kind, new) };
            }
        }
    }
    replaced.iter().filter(|(old, new)| old != new).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    fn module<'c>(ctx: &'c Context, body: &str) -> Module<'c> {
        let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
        ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll")).unwrap()
    }

    const LOOP: &str = "define void @k(ptr %p, i64 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i64 [ 0, %entry ], [ %j, %l ]\n  %a = getelementptr float, ptr %p, i64 %i\n  %x = load float, ptr %a\n  BODY\n  store float %y, ptr %a\n  %j = add i64 %i, 1\n  %c = icmp slt i64 %j, %n\n  br i1 %c, label %l, label %e LOOPMD\ne:\n  ret void\n}\n";

    fn run(mode: MathLoopUnroll, m: &Module<'_>) -> usize {
        let mut p = mode;
        p.run(m, &mut Diagnostics::new());
        m.verify().unwrap_or_else(|e| panic!("{e}\n{}", m.print_to_string()));
        p.loops
    }

    fn with(body: &str, md: &str, extra: &str) -> String {
        LOOP.replace("BODY", body).replace("LOOPMD", md) + extra
    }

    #[test]
    fn loops_with_library_math_are_deferred_then_released() {
        let ctx = Context::create();
        let m = module(&ctx, &with("%y = call float @llvm.sin.f32(float %x)", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        let text = m.print_to_string().to_string();
        assert!(text.contains("!llvm.loop") && text.contains(DISABLE) && text.contains(MARKER), "{text}");
        assert_eq!(run(MathLoopUnroll::release(), &m), 1);
        let text = m.print_to_string().to_string();
        assert!(text.contains(NO_RUNTIME) && !text.contains(DISABLE) && !text.contains(MARKER), "{text}");
    }

    #[test]
    fn native_math_and_plain_loops_are_left_alone() {
        let ctx = Context::create();
        for body in ["%y = call float @llvm.sqrt.f32(float %x)", "%y = fmul float %x, 2.0", "%y = call float @llvm.fabs.f32(float %x)"] {
            let m = module(&ctx, &with(body, "", ""));
            assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0, "{body}");
        }
        // --lower-native-math makes sqrt library code.
        let m = module(&ctx, &with("%y = call float @llvm.sqrt.f32(float %x)", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, true), &m), 1);
    }

    #[test]
    fn libdevice_calls_helpers_and_frem_count_as_math() {
        let ctx = Context::create();
        let m = module(&ctx, &with("%y = call float @__nv_expf(float %x)", "", "declare float @__nv_expf(float)\n"));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        let helper = "define internal float @h(float %x) {\n  %s = call float @sinf(float %x)\n  ret float %s\n}\ndefine internal float @g(float %x) {\n  %s = call float @h(float %x)\n  ret float %s\n}\ndeclare float @sinf(float)\n";
        let m = module(&ctx, &with("%y = call float @g(float %x)", "", helper));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        let m = module(&ctx, &with("%y = frem float %x, 3.0", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        // Under --fast-math frem stays LLVM's short sequence: nothing to defer.
        let m = module(&ctx, &with("%y = frem float %x, 3.0", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(true, false), &m), 0);
    }

    #[test]
    fn existing_loop_metadata_is_kept_and_unroll_requests_win() {
        let ctx = Context::create();
        let m = module(&ctx, &with("%y = call float @llvm.exp.f32(float %x)", ", !llvm.loop !0", "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n"));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        assert_eq!(run(MathLoopUnroll::release(), &m), 1);
        let text = m.print_to_string().to_string();
        assert!(text.contains("llvm.loop.mustprogress") && text.contains(NO_RUNTIME) && !text.contains(DISABLE) && !text.contains(MARKER), "{text}");
        let m = module(&ctx, &with("%y = call float @llvm.exp.f32(float %x)", ", !llvm.loop !0", "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n"));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0);
        let m = module(&ctx, &with("%y = call float @llvm.exp.f32(float %x)", ", !pragma !0", "!0 = !{!\"unroll\", i32 1}\n"));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0);
    }

    #[test]
    fn a_program_unroll_disable_survives_release() {
        let ctx = Context::create();
        let m = module(&ctx, &with("%y = fmul float %x, 2.0", ", !llvm.loop !0", "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.disable\"}\n"));
        assert_eq!(run(MathLoopUnroll::release(), &m), 0);
        assert!(m.print_to_string().to_string().contains(DISABLE));
    }
}
