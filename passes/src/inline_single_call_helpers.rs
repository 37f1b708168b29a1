//! `inline-single-call-helpers`: after linking, the library helpers that libdevice marks
//! `noinline` are inlined into a caller when each is called from that one place only and doing
//! so leaves the caller without any call.
//!
//! libdevice keeps three big internal helpers out of line (`noinline`): `pow`'s accurate core,
//! the Payne-Hanek reduction of the f64 trigonometric functions and `lgamma`'s positive branch,
//! so that a program using them in many places carries one copy. libNVVM keeps them out of line
//! everywhere. A call costs registers, though: ptxas allocates a `.func` together with its
//! caller, every value the caller keeps live across the call needs a register beside the
//! callee's, and LLVM's backend keeps more such values live than libNVVM's. In numba's
//! `pow(x[i], log(x[i]))` grid-stride loop (measured with ptxas and nvdisasm): the sign mask of
//! the wrapped index `i < 0 ? i + n : i`, which machine CSE shares between the load and the store
//! (2 registers), and pow's odd-integer flag kept as an i32 instead of a predicate (1): 38
//! registers against libNVVM's 34; inlined, 30.
//!
//! Two conditions keep it from making anything worse:
//! - one call site: with two or more the helper stays shared (no copy of its code is added);
//! - no other call left in the caller: while one remains (say sin and cos share the trig
//!   reduction), LLVM's machine sinking and machine CSE move values of the inlined code across
//!   it, and ptxas needs more registers than with the helper out of line (the bench program
//!   `math_f64`: 48 instead of 40; without machine sinking, 32).
//!
//! Only functions that came from the library (the names the driver passes) are touched: a
//! `noinline` the user wrote is the user's decision. The pass only changes attributes
//! (`noinline` becomes `alwaysinline`); the `always-inline` pass that follows it does the work.
//! It runs after the library's `alwaysinline` entry points are inlined into the program, when
//! each helper has the call sites the PTX would have.

use crate::ir::Module;
use crate::ir::{AttrIndex, Value};
use crate::{Changed, Diagnostics, ModulePass};
use std::collections::BTreeSet;

pub struct InlineSingleCallHelpers {
    library: BTreeSet<String>,
    /// The helpers marked for inlining, for tests and `--stats`.
    pub inlined: Vec<String>,
}

impl InlineSingleCallHelpers {
    /// `library`: the names of the functions linked from the library (libdevice, the shims).
    pub fn new(library: BTreeSet<String>) -> Self {
        InlineSingleCallHelpers { library, inlined: Vec::new() }
    }
}

fn has_attr(f: Value<'_>, name: &str) -> bool {
    f.has_enum_attribute(AttrIndex::Function, name)
}

/// The only call of `f`, when `f` has exactly one use and that use is a direct call of it from
/// another function (not a recursive call, not its address taken).
fn single_call_site(f: Value<'_>) -> Option<Value<'_>> {
    let [user] = f.users()[..] else { return None };
    if !user.is_call() || user.called_value() != Some(f) {
        return None;
    }
    (user.parent_function() != Some(f)).then_some(user)
}

/// Whether the call instruction `call` is a call in the PTX: not an intrinsic, not inline asm.
fn is_real_call(call: Value<'_>) -> bool {
    let Some(callee) = call.called_value() else { return true };
    if callee.is_inline_asm() {
        return false;
    }
    !callee.is_function() || !callee.name().starts_with("llvm.")
}

impl ModulePass for InlineSingleCallHelpers {
    fn name(&self) -> &'static str {
        "inline-single-call-helpers"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let idx = AttrIndex::Function;
        // The helpers that may be inlined, by caller.
        let mut by_caller: Vec<(Value<'_>, Vec<(Value<'_>, String)>)> = Vec::new();
        for f in module.functions().into_iter() {
            let name = f.name();
            let v = f;
            if f.block_count() == 0 || !self.library.contains(&name) {
                continue;
            }
            // Only what the program cannot see: an internal helper, never an entry point.
            if !v.has_local_linkage() || !has_attr(v, "noinline") || has_attr(v, "optnone") {
                continue;
            }
            let Some(call) = single_call_site(v) else { continue };
            // A `noinline` on the call itself is as binding as on the function.
            if call.call_site_enum_attribute(idx, "noinline").is_some() {
                continue;
            }
            let Some(caller) = call.parent_function() else { continue };
            match by_caller.iter_mut().find(|(c, _)| *c == caller) {
                Some((_, hs)) => hs.push((v, name)),
                None => by_caller.push((caller, vec![(v, name)])),
            }
        }
        let mut changed = false;
        for (caller, helpers) in by_caller {
            // Only when that leaves the caller without any call: while one remains, LLVM's
            // backend moves values of the inlined code across it (machine sinking, machine CSE),
            // and ptxas then needs more registers than with the helper out of line.
            let all_inlined = caller.instructions().into_iter().all(|i| {
                !i.is_call() && !i.is_invoke()
                    || !is_real_call(i)
                    || helpers.iter().any(|(h, _)| i.called_value() == Some(*h))
            });
            if !all_inlined {
                continue;
            }
            for (v, name) in helpers {
                v.remove_enum_attribute(idx, "noinline");
                v.add_enum_attribute(idx, "alwaysinline", 0);
                self.inlined.push(name);
                changed = true;
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    const IR: &str = r#"
define internal double @once(double %a) #0 {
  ret double %a
}
define internal double @once_beside_a_call(double %a) #0 {
  ret double %a
}
define internal double @twice(double %a) #0 {
  ret double %a
}
define internal double @user_once(double %a) #0 {
  ret double %a
}
define internal double @self_rec(double %a) #0 {
  %r = call double @self_rec(double %a)
  ret double %r
}
define double @exported_once(double %a) #0 {
  ret double %a
}
define internal double @call_noinline(double %a) #0 {
  ret double %a
}
declare double @llvm.fabs.f64(double)
define double @k1(double %x) {
  %a = call double @llvm.fabs.f64(double %x)
  %b = call double @once(double %a)
  ret double %b
}
define double @k2(double %x) {
  %a = call double @once_beside_a_call(double %x)
  %b = call double @twice(double %a)
  ret double %b
}
define double @k3(double %x) {
  %a = call double @twice(double %x)
  ret double %a
}
define double @k4(double %x) {
  %a = call double @user_once(double %x)
  ret double %a
}
define double @k5(double %x) {
  %a = call double @self_rec(double %x)
  ret double %a
}
define double @k6(double %x) {
  %a = call double @exported_once(double %x)
  ret double %a
}
define double @k7(double %x) {
  %a = call double @call_noinline(double %x) #1
  ret double %a
}
attributes #0 = { noinline nounwind }
attributes #1 = { noinline }
"#;

    #[test]
    fn only_library_helpers_whose_call_is_the_callers_last_lose_noinline() {
        let ctx = Context::new();
        let m = ctx.parse_ir(IR.as_bytes(), "t").unwrap();
        let library: BTreeSet<String> =
            ["once", "once_beside_a_call", "twice", "self_rec", "exported_once", "call_noinline"]
                .iter()
                .map(|s| s.to_string())
                .collect();
        let mut pass = InlineSingleCallHelpers::new(library.clone());
        assert!(pass.run(&m, &mut Diagnostics::new()).changed());
        assert_eq!(pass.inlined, vec!["once".to_string()]);
        m.verify().unwrap();
        let attrs = |name: &str| {
            let f = m.function(name).unwrap();
            (has_attr(f, "noinline"), has_attr(f, "alwaysinline"))
        };
        assert_eq!(attrs("once"), (false, true));
        for kept in ["once_beside_a_call", "twice", "user_once", "self_rec", "exported_once", "call_noinline"] {
            assert_eq!(attrs(kept), (true, false), "{kept}");
        }
        // Nothing left to do the second time.
        assert!(!InlineSingleCallHelpers::new(library).run(&m, &mut Diagnostics::new()).changed());
    }
}
