//! Sections 3.16 and 8.6.2-8.6.6: atomic loads and stores, fences, cmpxchg and atomicrmw
//! (operand types, `nand`, pointer spaces) and their architecture requirements.

use super::rules::Rule;
use super::{At, Cx, Inst};
use crate::ir::module::functions;
use crate::ir::{AtomicOrdering, AtomicRMWBinOp, Opcode, TypeKind};

/// The oldest architecture section 8.6.5/8.6.6 allows for a cmpxchg (`rmw` = None) or atomicrmw
/// of `bits` through a pointer in `space`.
pub(crate) fn spec_min_sm(rmw: Option<AtomicRMWBinOp>, bits: u32, space: u32) -> u32 {
    let mut sm = 11;
    match space {
        3 => sm = sm.max(12),
        0 => sm = sm.max(20),
        _ => {}
    }
    let counts_64 = match rmw {
        None => true,
        Some(op) => matches!(op, AtomicRMWBinOp::Xchg | AtomicRMWBinOp::Add | AtomicRMWBinOp::Sub),
    };
    if bits == 64 && counts_64 {
        match space {
            1 => sm = sm.max(12),
            3 => sm = sm.max(20),
            _ => {}
        }
    }
    sm
}

fn ordered(o: AtomicOrdering) -> bool {
    matches!(
        o,
        AtomicOrdering::Acquire
            | AtomicOrdering::Release
            | AtomicOrdering::AcquireRelease
            | AtomicOrdering::SequentiallyConsistent
    )
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            let Some(opcode) = opcode else { continue };
            match opcode {
                Opcode::Load | Opcode::Store => {
                    let Some(o) = i.ordering() else { continue };
                    if o == AtomicOrdering::NotAtomic {
                        continue;
                    }
                    let what = if opcode == Opcode::Load { "load atomic" } else { "store atomic" };
                    cx.report(Rule::AtomicLoadStore, At::Inst(f, i), format!("{what} is not supported"));
                    if ordered(o) && cx.sm < 70 {
                        cx.report(Rule::ArchRequirement,
                            At::Inst(f, i),
                            format!("{what} with an ordering stronger than monotonic needs sm_70 (LLVM 22 cannot compile it for sm_{})", cx.sm),
                        );
                    }
                }
                Opcode::Fence => cx.report(Rule::Fence, At::Inst(f, i), "the fence instruction is not supported"),
                Opcode::AtomicCmpXchg | Opcode::AtomicRMW => {
                    let ops = i.operands();
                    if ops.len() < 2 {
                        continue;
                    }
                    let rmw = i.atomic_rmw_op();
                    let name = if rmw.is_some() { "atomicrmw" } else { "cmpxchg" };
                    let vt = ops[1].ty();
                    let bits = vt.int_width();
                    let float_add = rmw == Some(AtomicRMWBinOp::FAdd) && vt.kind() == TypeKind::Float;
                    // §8.6.5 is cmpxchg's, §8.6.6 atomicrmw's.
                    let section = if rmw.is_some() { "8.6.6" } else { "8.6.5" };
                    if !matches!(bits, Some(32 | 64)) && !float_add {
                        let ty = vt.print();
                        cx.report_in(Rule::AtomicOperandType,
                            Some(section),
                            At::Inst(f, i),
                            format!("the spec lists only i32 and i64 for {name}; this one is on {ty} (LLVM 22 compiles it, natively where PTX has the operation, e.g. atom.add.f64 from sm_60, else with a compare-and-swap loop)"),
                            Some(format!("for spec 1.1 to the letter, write the {name} on the i32 or i64 that holds the {ty} (a cmpxchg loop over its bits)")),
                        );
                    }
                    if rmw == Some(AtomicRMWBinOp::Nand) {
                        cx.report(Rule::AtomicrmwNand, At::Inst(f, i), "atomicrmw nand is not supported");
                    }
                    let space = ops[0].ty().pointer_or_vector_address_space().unwrap_or(0);
                    if matches!(space, 5 | 7) {
                        // LLVM 22 lowers local atomics to plain loads and stores (no other thread
                        // sees local memory) and selects atom.shared::cluster on sm_90.
                        cx.report(
                            Rule::AtomicSpaceExtension,
                            At::Inst(f, i),
                            format!("{name} through a pointer in address space {space}, which the spec does not list"),
                        );
                        if space == 7 && cx.sm < 90 {
                            cx.report(
                                Rule::ArchRequirement,
                                At::Inst(f, i),
                                format!(
                                    "this {name} on shared::cluster memory needs sm_90; the target is sm_{}",
                                    cx.sm
                                ),
                            );
                        }
                        continue;
                    }
                    if !matches!(space, 0 | 1 | 3) {
                        cx.report_in(Rule::AtomicPointerSpace,
                            Some(section),
                            At::Inst(f, i),
                            format!("{name} through a pointer in address space {space}; only global, shared and generic pointers are allowed"),
                            None,
                        );
                        continue;
                    }
                    let need = spec_min_sm(rmw, bits.unwrap_or(32), space);
                    if cx.sm < need {
                        cx.report(
                            Rule::ArchRequirement,
                            At::Inst(f, i),
                            format!("this {name} needs sm_{need}; the target is sm_{}", cx.sm),
                        );
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;
    use crate::Severity;

    #[test]
    fn spec_table() {
        assert_eq!(spec_min_sm(None, 32, 1), 11);
        assert_eq!(spec_min_sm(None, 32, 3), 12);
        assert_eq!(spec_min_sm(None, 32, 0), 20);
        assert_eq!(spec_min_sm(None, 64, 1), 12);
        assert_eq!(spec_min_sm(None, 64, 3), 20);
        assert_eq!(spec_min_sm(Some(AtomicRMWBinOp::And), 64, 3), 12);
        assert_eq!(spec_min_sm(Some(AtomicRMWBinOp::Add), 64, 1), 12);
    }

    #[test]
    fn old_arch_is_an_error() {
        let ir = "define i64 @f(ptr addrspace(3) %p) {\n  %v = atomicrmw add ptr addrspace(3) %p, i64 1 monotonic\n  ret i64 %v\n}";
        assert_eq!(check_with(ir, 12, false), vec![("arch-requirement".to_string(), Severity::Error)]);
        assert!(check_with(ir, 20, false).is_empty());
    }

    #[test]
    fn atomics() {
        let r = strict_rules_of("define void @f(ptr %p, ptr addrspace(4) %c) {\n  %a = load atomic i32, ptr %p monotonic, align 4\n  fence seq_cst\n  %b = atomicrmw nand ptr %p, i32 1 monotonic\n  %d = atomicrmw add ptr %p, i16 1 monotonic\n  %e = atomicrmw add ptr addrspace(4) %c, i32 1 monotonic\n  %g = atomicrmw fadd ptr %p, float 1.0 monotonic\n  %h = cmpxchg ptr %p, i64 0, i64 1 monotonic monotonic\n  ret void\n}");
        assert_eq!(
            r,
            vec!["atomic-load-store", "fence", "atomicrmw-nand", "atomic-operand-type", "atomic-pointer-space"]
        );
        // LLVM 22 compiles all but the constant-space atomic correctly: by default only that.
        assert_eq!(rules_of("define void @f(ptr %p) {\n  %a = load atomic i32, ptr %p monotonic, align 4\n  fence seq_cst\n  %b = atomicrmw nand ptr %p, i32 1 monotonic\n  %d = atomicrmw add ptr %p, i16 1 monotonic\n  %e = atomicrmw fadd ptr %p, double 1.0 monotonic\n  ret void\n}"), Vec::<String>::new());
        let acq = "define i32 @f(ptr %p) {\n  %a = load atomic i32, ptr %p acquire, align 4\n  ret i32 %a\n}";
        assert_eq!(check_with(acq, 52, false).len(), 1, "only the arch requirement by default");
        assert_eq!(check_with(acq, 52, true).len(), 2);
        assert!(check_with(acq, 70, false).is_empty());
    }

    #[test]
    fn local_and_cluster_atomics_are_strict_only() {
        let ir = "define void @f(ptr addrspace(5) %l, ptr addrspace(7) %c) {\n  %a = atomicrmw add ptr addrspace(5) %l, i32 1 monotonic\n  %b = atomicrmw add ptr addrspace(7) %c, i32 1 monotonic\n  ret void\n}";
        let default: Vec<_> = check_with(ir, 90, false).into_iter().filter(|d| d.0.starts_with("atomic")).collect();
        assert!(default.is_empty(), "{default:?}");
        assert_eq!(strict_rules_of(ir).iter().filter(|r| *r == "atomic-space-extension").count(), 2);
        assert!(check_with(ir, 80, false).iter().any(|d| d.0 == "arch-requirement"));
    }
}
