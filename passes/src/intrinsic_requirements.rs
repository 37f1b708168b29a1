//! The PTX ISA version and architecture that common NVVM intrinsics need in LLVM 22, so that
//! `codegen-guard` can say which flag gives them before LLVM's instruction selector fails with
//! "Cannot select: intrinsic %llvm.nvvm...".
//!
//! Derived from LLVM 22.1's `llvm/lib/Target/NVPTX/NVPTXIntrinsics.td`: each entry is the
//! `Requires<[hasPTX<N>, hasSM<M>]>` (or enclosing `let Predicates = [...]`) of the instructions
//! that select the intrinsic. Only unconditional `hasPTX`/`hasSM` pairs are listed; intrinsics
//! gated on arch-specific features (`sm_90a`, `sm_100f`, ...: setmaxnreg, tcgen05, redux.sync on
//! f32) are left to LLVM's own error. A prefix ending in `.` covers every intrinsic under it; the
//! longest matching prefix wins, so a more demanding member can be listed after its family.

/// `(intrinsic name or prefix, PTX ISA version × 10, sm)`.
pub const REQUIREMENTS: &[(&str, u32, u32)] = &[
    ("llvm.nvvm.activemask", 62, 30),
    ("llvm.nvvm.applypriority.", 74, 80),
    ("llvm.nvvm.bar.warp.sync", 60, 30),
    ("llvm.nvvm.barrier.cluster.", 78, 90),
    ("llvm.nvvm.bmsk.", 76, 70),
    ("llvm.nvvm.cp.async.bulk.commit.group", 80, 90),
    ("llvm.nvvm.cp.async.bulk.wait.group", 80, 90),
    ("llvm.nvvm.cp.async.bulk.global.to.shared.cluster", 80, 90),
    ("llvm.nvvm.cp.async.bulk.global.to.shared.cta", 86, 90),
    ("llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", 80, 90),
    ("llvm.nvvm.cp.async.bulk.shared.cta.to.global", 80, 90),
    ("llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask", 86, 100),
    ("llvm.nvvm.cp.async.bulk.prefetch.L2", 80, 90),
    ("llvm.nvvm.discard.", 74, 80),
    ("llvm.nvvm.elect.sync", 80, 90),
    ("llvm.nvvm.fence.acquire.sync_restrict.", 86, 90),
    ("llvm.nvvm.fence.release.sync_restrict.", 86, 90),
    ("llvm.nvvm.fence.mbarrier_init.release.cluster", 80, 90),
    ("llvm.nvvm.fence.proxy.alias", 75, 70),
    ("llvm.nvvm.fence.proxy.async", 80, 90),
    ("llvm.nvvm.fence.proxy.async_generic.", 86, 90),
    ("llvm.nvvm.fence.proxy.tensormap_generic.", 83, 90),
    ("llvm.nvvm.fence.sc.cluster", 78, 90),
    ("llvm.nvvm.fmax.xorsign.abs.f", 72, 86),
    ("llvm.nvvm.fmin.xorsign.abs.f", 72, 86),
    ("llvm.nvvm.fns", 60, 30),
    ("llvm.nvvm.getctarank", 78, 90),
    ("llvm.nvvm.griddepcontrol.", 78, 90),
    ("llvm.nvvm.mapa", 78, 90),
    ("llvm.nvvm.match.all.sync.", 60, 70),
    ("llvm.nvvm.match.any.sync.", 60, 70),
    ("llvm.nvvm.mbarrier.init", 70, 80),
    ("llvm.nvvm.mbarrier.inval", 70, 80),
    ("llvm.nvvm.mbarrier.arrive", 70, 80),
    ("llvm.nvvm.mbarrier.test.wait", 70, 80),
    ("llvm.nvvm.mbarrier.pending.count", 70, 80),
    ("llvm.nvvm.nanosleep", 63, 70),
    ("llvm.nvvm.prefetch.tensormap", 80, 90),
    ("llvm.nvvm.read.ptx.sreg.aggr_smem_size", 81, 90),
    ("llvm.nvvm.redux.sync.add", 70, 80),
    ("llvm.nvvm.redux.sync.and", 70, 80),
    ("llvm.nvvm.redux.sync.max", 70, 80),
    ("llvm.nvvm.redux.sync.min", 70, 80),
    ("llvm.nvvm.redux.sync.or", 70, 80),
    ("llvm.nvvm.redux.sync.umax", 70, 80),
    ("llvm.nvvm.redux.sync.umin", 70, 80),
    ("llvm.nvvm.redux.sync.xor", 70, 80),
    ("llvm.nvvm.sext.", 76, 70),
    ("llvm.nvvm.shfl.sync.", 60, 30),
    ("llvm.nvvm.vote.", 60, 30),
    ("llvm.nvvm.zext.", 76, 70),
    ("llvm.stackrestore", 73, 52),
    ("llvm.stacksave", 73, 52),
];

/// The `(PTX × 10, sm)` intrinsic `name` needs, by the longest listed prefix that matches it
/// (an entry not ending in `.` matches the name itself and its overloads, `name.*`).
pub fn requirement(name: &str) -> Option<(u32, u32)> {
    if let Some(r) = scoped_mbarrier(name) {
        return Some(r);
    }
    REQUIREMENTS
        .iter()
        .filter(|(p, _, _)| {
            if p.ends_with('.') {
                name.starts_with(p)
            } else {
                name == *p || name.strip_prefix(p).is_some_and(|rest| rest.starts_with('.'))
            }
        })
        .max_by_key(|(p, _, _)| p.len())
        .map(|&(_, ptx, sm)| (ptx, sm))
}

/// The mbarrier operations with a scope (`llvm.nvvm.mbarrier.arrive.scope.cta.space.cta`, ...):
/// `MBAR_*_INTR` in NVPTXIntrinsics.td derive their predicates from the name's parts (relaxed:
/// PTX 8.6 and sm_90; try_wait: sm_90; a cluster scope: PTX 8.0 and sm_90; test_wait at CTA
/// scope: sm_80). Where the PTX version depends on more (parity), the lower bound is given.
fn scoped_mbarrier(name: &str) -> Option<(u32, u32)> {
    let rest = name.strip_prefix("llvm.nvvm.mbarrier.")?;
    if !rest.contains(".scope.") && !rest.starts_with("scope.") {
        return None;
    }
    Some(if rest.contains(".relaxed.") {
        (86, 90)
    } else if rest.starts_with("try.wait") {
        (78, 90)
    } else if rest.starts_with("test.wait") {
        if rest.contains("scope.cluster") {
            (80, 90)
        } else {
            (70, 80)
        }
    } else {
        (80, 90)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longest_prefix_wins_and_components_are_whole() {
        assert_eq!(requirement("llvm.nvvm.elect.sync"), Some((80, 90)));
        assert_eq!(requirement("llvm.nvvm.cp.async.bulk.shared.cta.to.global"), Some((80, 90)));
        assert_eq!(requirement("llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask"), Some((86, 100)));
        assert_eq!(requirement("llvm.nvvm.barrier.cluster.arrive.relaxed"), Some((78, 90)));
        assert_eq!(requirement("llvm.nvvm.mbarrier.arrive.shared"), Some((70, 80)));
        assert_eq!(requirement("llvm.nvvm.mapa.shared.cluster"), Some((78, 90)));
        assert_eq!(requirement("llvm.nvvm.fnsx"), None);
        assert_eq!(requirement("llvm.nvvm.redux.sync.fmin"), None);
        assert_eq!(requirement("llvm.nvvm.read.ptx.sreg.tid.x"), None);
        assert_eq!(requirement("llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cta"), Some((86, 90)));
        assert_eq!(requirement("llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta"), Some((80, 90)));
        assert_eq!(requirement("llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta"), Some((70, 80)));
    }

    #[test]
    fn entries_are_well_formed() {
        for (p, ptx, sm) in REQUIREMENTS {
            assert!(p.starts_with("llvm."), "{p}");
            assert!((32..=90).contains(ptx) && (20..=121).contains(sm), "{p}");
        }
    }
}
