//! Specializing helpers for the address spaces of their arguments: which functions may not be
//! specialized (recursive ones), the signature a call site asks for, and the clone's name.

use super::analysis::Analysis;
use super::ir_queries::{called_function, is_generic_ptr, is_int, passes_a_copy};
use super::lattice::Space;
use crate::ir::Value;
use std::collections::{HashMap, HashSet};

/// Functions that can reach themselves through direct calls.
pub(super) fn recursive_functions<'ctx>(funcs: &[Value<'ctx>]) -> HashSet<Value<'ctx>> {
    let calls: HashMap<Value<'ctx>, Vec<Value<'ctx>>> =
        funcs.iter().map(|f| (*f, f.instruction_walk().filter_map(called_function).collect())).collect();
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

/// What the call `inst` (to `callee`, analyzed by `a`) passes, per argument: `Known(s)` for a
/// pointer into `s`, `Offset` for a proven number (when following integers), `Generic` else.
pub(super) fn call_signature<'ctx>(
    a: &Analysis<'ctx>,
    inst: Value<'ctx>,
    callee: Value<'ctx>,
    through_integers: bool,
    local: bool,
) -> Vec<Space> {
    inst.call_args()
        .into_iter()
        .enumerate()
        .map(|(k, arg)| {
            let t = arg.ty();
            match a.space_of(arg) {
                // A byval-like parameter is a private copy, not the caller's pointer.
                _ if passes_a_copy(callee, k as u32) => Space::Generic,
                // Without local rewriting (`InferAddressSpaces::local`), no clone for local pointers.
                Space::Known(s) if is_generic_ptr(t) && (local || s != crate::ir::address_space::LOCAL) => {
                    Space::Known(s)
                }
                Space::Offset if through_integers && is_int(t) => Space::Offset,
                _ => Space::Generic,
            }
        })
        .collect()
}

/// The name of `callee`'s clone for `sig`: per parameter its space, `n` for a number, `g` for
/// nothing known (`helper_as1_n`). PTX spells '.' in names as "_$_": clone names stay plain.
pub(super) fn clone_name(callee: Value<'_>, sig: &[Space]) -> String {
    let tag: Vec<String> = sig
        .iter()
        .map(|s| match s {
            Space::Known(s) => s.to_string(),
            Space::Offset => "n".to_string(),
            _ => "g".to_string(),
        })
        .collect();
    format!("{}_as{}", callee.name(), tag.join("_"))
}
