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
//! code inlined into them; runtime unrolling stays off for them. Measured (docs/benchmarks.md, "Math in loops"; docs/design.md, "Loops that
//! call math"): letting it runtime-unroll loops whose math is small once inlined (`--fast-math`'s
//! `sin.approx`) cost 48 instead of 33 registers on the bench-scale kernel (libNVVM: 40), for a
//! body that is math-bound anyway. `llvm.loop.unroll.runtime.disable`, unlike `unroll.disable`,
//! does not make the backend write `.pragma "nounroll"`, so ptxas still decides for itself.
//!
//! `freeze-unroll` runs right after the optimizer: every other loop of the program (the optimizer
//! has made its unrolling decision on it, with all it knew) gets `llvm.loop.unroll.disable` plus
//! nvvmc's marker `nvvmc.unroll.decided`, so that the post-link pipeline's `loop-unroll<O3>`
//! unrolls only the loops `defer-unroll` kept for it. Without it, a loop `default<O3>` had
//! partially unrolled by 4 was unrolled again after linking, fully: cuda-samples'
//! `quasirandomGeneratorKernel` got its 31-iteration bit loop unrolled (101 SASS instructions
//! where clang's pipeline has 49), exactly as `opt -passes='default<O3>'` run twice does.
//! `thaw-unroll` removes what `freeze-unroll` added after the last optimization, before code
//! generation, so that the PTX carries no `.pragma "nounroll"` nvvmc made and ptxas decides as
//! it does for clang's PTX. Functions that came from the library (`--link early` links it before
//! the optimizer) are not frozen: their loops are unrolled after inlining, as before.
use crate::ir::ContextRef;
use crate::ir::Module;
use crate::ir::{self, Block, Metadata, Value};
use crate::{Changed, Diagnostics, ModulePass};
use library_math::LibraryMath;
use std::collections::{HashMap, HashSet};

mod library_math;

/// The loop-metadata entry that says "nvvmc disabled unrolling here until after linking".
pub const MARKER: &str = "nvvmc.unroll.after-link";
const DISABLE: &str = "llvm.loop.unroll.disable";
/// What a released loop keeps: no runtime unrolling (see the module comment).
const NO_RUNTIME: &str = "llvm.loop.unroll.runtime.disable";
/// The loop-metadata entry that says "the optimizer decided this loop's unrolling; nvvmc froze it".
pub const DECIDED: &str = "nvvmc.unroll.decided";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Defer,
    Release,
    Freeze,
    Thaw,
}

pub struct MathLoopUnroll {
    pub mode: Mode,
    /// `frem` keeps LLVM's fast sequence (`--fast-math`, `--link none`): it is no library call.
    pub fast_frem: bool,
    /// `--lower-native-math`: natively selected math is lowered to libdevice too.
    pub lower_native: bool,
    /// Functions `freeze-unroll` leaves alone: the library's.
    pub library: std::collections::BTreeSet<String>,
    /// Loops marked (Defer, Freeze) or released (Release, Thaw) by the last run.
    pub loops: usize,
}

impl MathLoopUnroll {
    pub fn defer(fast_frem: bool, lower_native: bool) -> Self {
        MathLoopUnroll { mode: Mode::Defer, fast_frem, lower_native, library: Default::default(), loops: 0 }
    }
    pub fn release() -> Self {
        MathLoopUnroll {
            mode: Mode::Release,
            fast_frem: false,
            lower_native: false,
            library: Default::default(),
            loops: 0,
        }
    }
    /// `freeze-unroll`; the functions named in `library` (and libdevice's `__nv_*`) are left alone.
    pub fn freeze(library: std::collections::BTreeSet<String>) -> Self {
        MathLoopUnroll { mode: Mode::Freeze, fast_frem: false, lower_native: false, library, loops: 0 }
    }
    pub fn thaw() -> Self {
        MathLoopUnroll {
            mode: Mode::Thaw,
            fast_frem: false,
            lower_native: false,
            library: Default::default(),
            loops: 0,
        }
    }
}

impl ModulePass for MathLoopUnroll {
    fn name(&self) -> &'static str {
        match self.mode {
            Mode::Defer => "defer-unroll",
            Mode::Release => "release-unroll",
            Mode::Freeze => "freeze-unroll",
            Mode::Thaw => "thaw-unroll",
        }
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let md = Md::new(module);
        self.loops = match self.mode {
            Mode::Defer => defer(module, &md, self.fast_frem, self.lower_native),
            Mode::Release => release(module, &md),
            Mode::Freeze => freeze(module, &md, &self.library),
            Mode::Thaw => thaw(module, &md),
        };
        Changed::from_bool(self.loops > 0)
    }
}

/// Metadata kinds and strings in the module's context.
struct Md<'ctx> {
    ctx: ContextRef<'ctx>,
    loop_kind: u32,
    pragma_kind: u32,
}

impl<'ctx> Md<'ctx> {
    fn new(module: &Module<'ctx>) -> Self {
        let ctx = module.context();
        Md {
            ctx,
            loop_kind: ir::metadata::kind_id(ctx, "llvm.loop"),
            pragma_kind: ir::metadata::kind_id(ctx, "pragma"),
        }
    }

    /// `!{!"s"}`
    fn option(&self, s: &str) -> Metadata<'ctx> {
        Metadata::node(self.ctx, &[Some(Metadata::string(self.ctx, s))])
    }

    /// A new loop ID: a node whose first operand is itself, then `entries`.
    fn loop_id(&self, entries: &[Metadata<'ctx>]) -> Value<'ctx> {
        Metadata::self_referential_node(self.ctx, entries).as_value(self.ctx)
    }
}

/// The entries of a loop ID after its self-reference, as (metadata, option name if any).
fn loop_entries(id: Value<'_>) -> Vec<(Metadata<'_>, Option<String>)> {
    id.md_node_operands().into_iter().skip(1).flatten().map(|op| (op.as_metadata(), option_name(op))).collect()
}

/// The name of a loop option node `!{!"name", ...}`.
fn option_name(v: Value<'_>) -> Option<String> {
    v.md_node_operands().first().copied().flatten()?.md_string()
}

/// The program's functions that do library math, directly or through calls (a fixpoint).
fn math_functions<'ctx>(module: &Module<'ctx>, library_math: &mut LibraryMath<'ctx>) -> HashSet<Value<'ctx>> {
    let defined: Vec<Value<'ctx>> =
        ir::module::functions(module).into_iter().filter(|f| f.first_block().is_some()).collect();
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        for &f in &defined {
            if !set.contains(&f) && f.instruction_walk().any(|i| library_math.is_math(i, &set)) {
                set.insert(f);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

/// The blocks (indices into `succs`) reachable from the entry block 0 in reverse post-order,
/// and each block's position in it (`usize::MAX`: unreachable).
fn reverse_post_order(succs: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let mut order = Vec::new();
    let mut seen = vec![false; succs.len()];
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
    let mut rpo = vec![usize::MAX; succs.len()];
    for (i, b) in order.iter().enumerate() {
        rpo[*b] = i;
    }
    (order, rpo)
}

/// Each block's immediate dominator (`usize::MAX`: unreachable; the entry block is its own), by
/// Cooper, Harvey and Kennedy's iterative algorithm over the reverse post-order.
fn immediate_dominators(order: &[usize], preds: &[Vec<usize>], rpo: &[usize]) -> Vec<usize> {
    let mut idom = vec![usize::MAX; preds.len()];
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
    idom
}

/// The natural loops of function `f`: (header, latches, body blocks), from its dominator tree.
fn natural_loops<'ctx>(f: Value<'ctx>) -> Vec<(Vec<Block<'ctx>>, Vec<Block<'ctx>>)> {
    let blocks = f.blocks();
    if blocks.is_empty() {
        return vec![];
    }
    let index: HashMap<Block<'ctx>, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let succs: Vec<Vec<usize>> =
        blocks.iter().map(|b| b.successors().into_iter().filter_map(|s| index.get(&s).copied()).collect()).collect();
    let mut preds = vec![Vec::new(); blocks.len()];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    let (order, rpo) = reverse_post_order(&succs);
    let idom = immediate_dominators(&order, &preds, &rpo);
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

/// Adds `added` to the loop ID of the loop whose latches are `latches`, unless `skip` says no
/// to one of its entries' names; whether it marked the loop.
fn mark_loop<'ctx>(
    md: &Md<'ctx>,
    latches: &[Block<'ctx>],
    added: &[Metadata<'ctx>],
    skip: impl Fn(&str) -> bool,
) -> bool {
    // Every latch ends in a terminator: it has the back edge as successor.
    let terms: Vec<Value<'ctx>> = latches.iter().filter_map(|l| l.terminator()).collect();
    let Some(first) = terms.first() else { return false };
    let mut entries = Vec::new();
    if let Some(existing) = first.metadata(md.loop_kind) {
        let old = loop_entries(existing);
        if old.iter().any(|(_, n)| n.as_deref().is_some_and(&skip)) {
            return false;
        }
        entries.extend(old.into_iter().map(|(m, _)| m));
    }
    entries.extend_from_slice(added);
    let id = md.loop_id(&entries);
    for t in terms {
        t.set_metadata(md.loop_kind, Some(id));
    }
    true
}

/// Replaces every loop ID that carries `marker` by what `replace` makes of its entries (`None`
/// drops the loop ID); how many loop IDs it replaced.
fn unmark_loops<'ctx>(
    module: &Module<'ctx>,
    md: &Md<'ctx>,
    marker: &str,
    replace: impl Fn(Vec<(Metadata<'ctx>, Option<String>)>) -> Option<Value<'ctx>>,
) -> usize {
    // Old loop ID -> its replacement (itself when it does not carry the marker).
    let mut replaced: HashMap<Value<'ctx>, Option<Value<'ctx>>> = HashMap::new();
    for f in ir::module::functions(module) {
        for inst in f.instruction_walk() {
            let Some(id) = inst.metadata(md.loop_kind) else { continue };
            let new = *replaced.entry(id).or_insert_with(|| {
                let entries = loop_entries(id);
                if entries.iter().any(|(_, n)| n.as_deref() == Some(marker)) {
                    replace(entries)
                } else {
                    Some(id)
                }
            });
            if new != Some(id) {
                inst.set_metadata(md.loop_kind, new);
            }
        }
    }
    replaced.iter().filter(|(old, new)| **new != Some(**old)).count()
}

/// The entries of a loop ID without the names in `dropped`.
fn without<'ctx>(entries: Vec<(Metadata<'ctx>, Option<String>)>, dropped: &[&str]) -> Vec<Metadata<'ctx>> {
    entries.into_iter().filter(|(_, n)| !n.as_deref().is_some_and(|n| dropped.contains(&n))).map(|(m, _)| m).collect()
}

fn defer(module: &Module<'_>, md: &Md<'_>, fast_math: bool, lower_native: bool) -> usize {
    let mut library_math = LibraryMath::new(fast_math, lower_native);
    let math = math_functions(module, &mut library_math);
    if math.is_empty() {
        return 0;
    }
    let added = [md.option(DISABLE), md.option(MARKER)];
    let mut marked = 0;
    for f in ir::module::functions(module) {
        if !math.contains(&f) {
            continue;
        }
        for (latches, body) in natural_loops(f) {
            let has_math = body.iter().any(|bb| bb.instruction_walk().any(|i| library_math.is_math(i, &math)));
            // NVVM's `!pragma unroll` stands.
            let pragma = latches.iter().filter_map(|l| l.terminator()).any(|t| t.metadata(md.pragma_kind).is_some());
            if !has_math || pragma {
                continue;
            }
            // The program's own unroll request stands.
            let skip = |n: &str| n.starts_with("llvm.loop.unroll.") || n == MARKER;
            marked += usize::from(mark_loop(md, &latches, &added, skip));
        }
    }
    marked
}

fn release<'ctx>(module: &Module<'ctx>, md: &Md<'ctx>) -> usize {
    unmark_loops(module, md, MARKER, |entries| {
        let mut kept = without(entries, &[MARKER, DISABLE]);
        kept.push(md.option(NO_RUNTIME));
        Some(md.loop_id(&kept))
    })
}

fn freeze(module: &Module<'_>, md: &Md<'_>, library: &std::collections::BTreeSet<String>) -> usize {
    let added = [md.option(DISABLE), md.option(DECIDED)];
    let mut marked = 0;
    for f in ir::module::functions(module) {
        let name = f.name();
        if f.first_block().is_none() || library.contains(&name) || name.starts_with("__nv_") {
            continue;
        }
        for (latches, _) in natural_loops(f) {
            // Kept for after linking (`defer-unroll`), or never to be unrolled anyway.
            let skip = |n: &str| matches!(n, MARKER | DECIDED | DISABLE);
            marked += usize::from(mark_loop(md, &latches, &added, skip));
        }
    }
    marked
}

fn thaw<'ctx>(module: &Module<'ctx>, md: &Md<'ctx>) -> usize {
    unmark_loops(module, md, DECIDED, |entries| {
        let kept = without(entries, &[DECIDED, DISABLE]);
        (!kept.is_empty()).then(|| md.loop_id(&kept))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    fn module<'c>(ctx: &'c Context, body: &str) -> Module<'c> {
        let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
        ctx.parse_ir(text.as_bytes(), "t.ll").unwrap()
    }

    const LOOP: &str = "define void @k(ptr %p, i64 %n) {\nentry:\n  br label %l\nl:\n  %i = phi i64 [ 0, %entry ], [ %j, %l ]\n  %a = getelementptr float, ptr %p, i64 %i\n  %x = load float, ptr %a\n  BODY\n  store float %y, ptr %a\n  %j = add i64 %i, 1\n  %c = icmp slt i64 %j, %n\n  br i1 %c, label %l, label %e LOOPMD\ne:\n  ret void\n}\n";

    fn run(mode: MathLoopUnroll, m: &Module<'_>) -> usize {
        let mut p = mode;
        p.run(m, &mut Diagnostics::new());
        m.verify().unwrap_or_else(|e| panic!("{e}\n{}", m.print()));
        p.loops
    }

    /// A loop without math whose loop ID has the one option `option`.
    fn plain_with(option: &str) -> String {
        with(
            "%y = fmul float %x, 2.0",
            ", !llvm.loop !0",
            &format!("!0 = distinct !{{!0, !1}}\n!1 = !{{!\"{option}\"}}\n"),
        )
    }

    fn with(body: &str, md: &str, extra: &str) -> String {
        LOOP.replace("BODY", body).replace("LOOPMD", md) + extra
    }

    #[test]
    fn loops_with_library_math_are_deferred_then_released() {
        let ctx = Context::new();
        let m = module(&ctx, &with("%y = call float @llvm.sin.f32(float %x)", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        let text = m.print();
        assert!(text.contains("!llvm.loop") && text.contains(DISABLE) && text.contains(MARKER), "{text}");
        assert_eq!(run(MathLoopUnroll::release(), &m), 1);
        let text = m.print();
        assert!(text.contains(NO_RUNTIME) && !text.contains(DISABLE) && !text.contains(MARKER), "{text}");
    }

    #[test]
    fn native_math_and_plain_loops_are_left_alone() {
        let ctx = Context::new();
        for body in [
            "%y = call float @llvm.sqrt.f32(float %x)",
            "%y = fmul float %x, 2.0",
            "%y = call float @llvm.fabs.f32(float %x)",
        ] {
            let m = module(&ctx, &with(body, "", ""));
            assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0, "{body}");
        }
        // --lower-native-math makes sqrt library code.
        let m = module(&ctx, &with("%y = call float @llvm.sqrt.f32(float %x)", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, true), &m), 1);
    }

    #[test]
    fn libdevice_calls_helpers_and_frem_count_as_math() {
        let ctx = Context::new();
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
        let ctx = Context::new();
        let m = module(
            &ctx,
            &with(
                "%y = call float @llvm.exp.f32(float %x)",
                ", !llvm.loop !0",
                "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.mustprogress\"}\n",
            ),
        );
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        assert_eq!(run(MathLoopUnroll::release(), &m), 1);
        let text = m.print();
        assert!(
            text.contains("llvm.loop.mustprogress")
                && text.contains(NO_RUNTIME)
                && !text.contains(DISABLE)
                && !text.contains(MARKER),
            "{text}"
        );
        let m = module(
            &ctx,
            &with(
                "%y = call float @llvm.exp.f32(float %x)",
                ", !llvm.loop !0",
                "!0 = distinct !{!0, !1}\n!1 = !{!\"llvm.loop.unroll.count\", i32 4}\n",
            ),
        );
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0);
        let m = module(
            &ctx,
            &with("%y = call float @llvm.exp.f32(float %x)", ", !pragma !0", "!0 = !{!\"unroll\", i32 1}\n"),
        );
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 0);
    }

    #[test]
    fn decided_loops_are_frozen_then_thawed_and_deferred_or_library_loops_are_not() {
        let ctx = Context::new();
        // A plain loop: frozen (unroll disabled), then thawed back to no loop metadata at all.
        let m = module(&ctx, &with("%y = fmul float %x, 2.0", "", ""));
        assert_eq!(run(MathLoopUnroll::freeze(Default::default()), &m), 1);
        let text = m.print();
        assert!(text.contains(DISABLE) && text.contains(DECIDED), "{text}");
        assert_eq!(run(MathLoopUnroll::thaw(), &m), 1);
        let text = m.print();
        assert!(!text.contains("!llvm.loop"), "{text}");
        // Other entries of the loop ID survive the round trip.
        let m = module(&ctx, &plain_with("llvm.loop.mustprogress"));
        assert_eq!(run(MathLoopUnroll::freeze(Default::default()), &m), 1);
        assert_eq!(run(MathLoopUnroll::thaw(), &m), 1);
        let text = m.print();
        assert!(
            text.contains("llvm.loop.mustprogress") && !text.contains(DISABLE) && !text.contains(DECIDED),
            "{text}"
        );
        // A loop deferred for after linking stays the post-link pipeline's to unroll.
        let m = module(&ctx, &with("%y = call float @llvm.sin.f32(float %x)", "", ""));
        assert_eq!(run(MathLoopUnroll::defer(false, false), &m), 1);
        assert_eq!(run(MathLoopUnroll::freeze(Default::default()), &m), 0);
        // A library function (`--link early`) is left alone.
        let m = module(&ctx, &with("%y = fmul float %x, 2.0", "", ""));
        assert_eq!(run(MathLoopUnroll::freeze(["k".to_string()].into_iter().collect()), &m), 0);
        // The program's own unroll.disable is its own: neither frozen nor thawed away.
        let m = module(&ctx, &plain_with(DISABLE));
        assert_eq!(run(MathLoopUnroll::freeze(Default::default()), &m), 0);
        assert_eq!(run(MathLoopUnroll::thaw(), &m), 0);
        assert!(m.print().contains(DISABLE));
    }

    #[test]
    fn a_program_unroll_disable_survives_release() {
        let ctx = Context::new();
        let m = module(&ctx, &plain_with(DISABLE));
        assert_eq!(run(MathLoopUnroll::release(), &m), 0);
        assert!(m.print().contains(DISABLE));
    }
}
