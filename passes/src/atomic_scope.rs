//! `atomic-scope`: `atomicrmw` and `cmpxchg` without a `syncscope` keep NVVM's meaning, device
//! scope, instead of LLVM's default, system scope.
//!
//! NVVM IR (spec §8.6.5, §8.6.6) has no scopes: an atomic is atomic for the GPU, and libNVVM
//! 12.9 emits `atom.global.cas.b32` (PTX's default scope, `.gpu`) for numba's `cmpxchg … monotonic
//! monotonic`. LLVM 22 reads the same instruction as system scope and, for sm_70 and later,
//! emits `atom.relaxed.sys.global.cas.b32` (and `fence.sc.sys` around `seq_cst`), slower and not
//! what the producer meant. With `syncscope("device")` LLVM emits `atom.relaxed.gpu…`, the same
//! operation libNVVM emits. Explicit scopes (`"block"`, `"cluster"`, `"singlethread"`, …) are kept;
//! fences and atomic loads and stores, which NVVM IR does not have, keep LLVM's meaning.

use crate::ir::Module;
use crate::ir::{self, Opcode};
use crate::{Changed, Diagnostics, ModulePass};

#[derive(Debug, Default, Clone, Copy)]
pub struct AtomicScope;

impl ModulePass for AtomicScope {
    fn name(&self) -> &'static str {
        "atomic-scope"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let mut changed = false;
        let context = module.context();
        // The empty name is LLVM's system scope.
        let system = ir::atomics::sync_scope_id(&context, "");
        let device = ir::atomics::sync_scope_id(&context, "device");
        for f in ir::module::functions(module) {
            for inst in f.instruction_walk() {
                if !matches!(inst.opcode(), Some(Opcode::AtomicRMW | Opcode::AtomicCmpXchg)) {
                    continue;
                }
                if inst.sync_scope() == Some(system) {
                    inst.set_sync_scope(device);
                    changed = true;
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    #[test]
    fn unscoped_atomics_get_device_scope_and_explicit_scopes_stay() {
        let ir = r#"
define void @f(ptr addrspace(1) %p, ptr addrspace(3) %s) {
  %a = cmpxchg volatile ptr addrspace(1) %p, i32 0, i32 1 monotonic monotonic
  %b = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  %c = atomicrmw add ptr addrspace(3) %s, i32 1 syncscope("block") monotonic
  %d = cmpxchg ptr addrspace(1) %p, i32 0, i32 1 syncscope("singlethread") acquire monotonic
  fence seq_cst
  ret void
}
"#;
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "t").unwrap();
        assert!(AtomicScope.run(&m, &mut Diagnostics::new()).changed());
        m.verify().unwrap();
        let out = m.print();
        assert!(
            out.contains(
                r#"cmpxchg volatile ptr addrspace(1) %p, i32 0, i32 1 syncscope("device") monotonic monotonic"#
            ),
            "{out}"
        );
        assert!(out.contains(r#"atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("device") seq_cst"#), "{out}");
        assert!(out.contains(r#"syncscope("block") monotonic"#), "{out}");
        assert!(out.contains(r#"syncscope("singlethread") acquire"#), "{out}");
        assert!(out.contains("fence seq_cst"), "fences keep LLVM's meaning: {out}");
        assert!(!AtomicScope.run(&m, &mut Diagnostics::new()).changed(), "idempotent");
    }
}
