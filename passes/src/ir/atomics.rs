//! Atomic instructions: synchronization scopes (`syncscope("device")`, ...) by name.

use super::value::Value;
use inkwell::context::AsContextRef;
use llvm_sys::core as llc;

/// LLVM's id of the synchronization scope `name` in `context` (`""` is the system scope, LLVM's
/// default; `"device"`, `"block"`, `"cluster"`, `"singlethread"`, ...).
pub fn sync_scope_id<'ctx>(context: &impl AsContextRef<'ctx>, name: &str) -> u32 {
    // SAFETY: a live context (inkwell's `Context` or `ContextRef`); LLVM reads `name.len()` bytes of a valid slice (and registers the
    // name when it is new).
    unsafe { llc::LLVMGetSyncScopeID(context.as_ctx_ref(), name.as_ptr() as *const _, name.len()) }
}

impl<'ctx> Value<'ctx> {
    /// Whether the instruction is atomic (atomic load/store, `atomicrmw`, `cmpxchg`, `fence`).
    pub fn is_atomic(self) -> bool {
        // SAFETY: asked of a live instruction only.
        self.is_instruction() && unsafe { llc::LLVMIsAtomic(self.raw()) != 0 }
    }

    /// The synchronization scope id of an atomic instruction (see [`sync_scope_id`]).
    pub fn sync_scope(self) -> Option<u32> {
        // SAFETY: asked of a live atomic instruction only.
        self.is_atomic().then(|| unsafe { llc::LLVMGetAtomicSyncScopeID(self.raw()) })
    }

    /// Sets the synchronization scope id of an atomic instruction.
    pub fn set_sync_scope(self, id: u32) {
        assert!(self.is_atomic(), "set_sync_scope on a non-atomic instruction");
        // SAFETY: a live atomic instruction; `id` names a scope of its context (from
        // `sync_scope_id`).
        unsafe { llc::LLVMSetAtomicSyncScopeID(self.raw(), id) }
    }
}
