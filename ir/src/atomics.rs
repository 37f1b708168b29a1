//! Atomic instructions: synchronization scopes (`syncscope("device")`, ...) by name.

use super::value::Value;
use crate::context_ref::AsContextRef;
use llvm_sys::core as llc;

/// LLVM's id of the synchronization scope `name` in `context` (`""` is the system scope, LLVM's
/// default; `"device"`, `"block"`, `"cluster"`, `"singlethread"`, ...).
pub fn sync_scope_id<'ctx>(context: &impl AsContextRef<'ctx>, name: &str) -> SyncScope {
    let ctx = context.as_ctx_ref();
    // SAFETY: a live context (inkwell's `Context` or `ContextRef`); LLVM reads `name.len()` bytes of a valid slice (and registers the
    // name when it is new).
    let id = unsafe { llc::LLVMGetSyncScopeID(ctx, name.as_ptr() as *const _, name.len()) };
    SyncScope { id, ctx }
}

/// A synchronization scope registered in one context. Only LLVM makes these (by name, or read
/// from an instruction): an id the context never registered would make LLVM index past its
/// table of scope names when it prints or emits the instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SyncScope {
    id: u32,
    ctx: llvm_sys::prelude::LLVMContextRef,
}

impl SyncScope {
    /// LLVM's number for the scope in its context.
    pub fn id(self) -> u32 {
        self.id
    }
}

impl<'ctx> Value<'ctx> {
    /// Whether the instruction is atomic (atomic load/store, `atomicrmw`, `cmpxchg`, `fence`).
    pub fn is_atomic(self) -> bool {
        // SAFETY: asked of a live instruction only.
        self.is_instruction() && unsafe { llc::LLVMIsAtomic(self.raw()) != 0 }
    }

    /// The synchronization scope id of an atomic instruction (see [`sync_scope_id`]).
    pub fn sync_scope(self) -> Option<SyncScope> {
        self.is_atomic().then(|| SyncScope {
            // SAFETY: asked of a live atomic instruction only.
            id: unsafe { llc::LLVMGetAtomicSyncScopeID(self.raw()) },
            ctx: self.ty().context_raw(),
        })
    }

    /// Sets the synchronization scope id of an atomic instruction.
    pub fn set_sync_scope(self, scope: SyncScope) {
        assert!(self.is_atomic(), "set_sync_scope on a non-atomic instruction");
        assert!(scope.ctx == self.ty().context_raw(), "set_sync_scope with a scope of another context");
        // SAFETY: a live atomic instruction; `scope.id` was registered in its context (a
        // `SyncScope` only comes from LLVM for that context).
        unsafe { llc::LLVMSetAtomicSyncScopeID(self.raw(), scope.id) }
    }
}
