//! [`ContextRef`] names an LLVM context; [`AsContextRef`] is what the constructors of types,
//! metadata and builders take (a `&Context` or a `ContextRef`).

use llvm_sys::prelude::LLVMContextRef;
use std::marker::PhantomData;

/// A context named by a module or a value: `Copy`, valid while the context lives (`'ctx`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ContextRef<'ctx> {
    raw: LLVMContextRef,
    _ctx: PhantomData<&'ctx ()>,
}

impl ContextRef<'_> {
    /// # Safety
    /// `raw` is a live context that lives for `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMContextRef) -> Self {
        ContextRef { raw, _ctx: PhantomData }
    }

    pub(crate) fn raw(self) -> LLVMContextRef {
        self.raw
    }
}

/// A context, owned or named: what the constructors of types, metadata and builders take.
pub trait AsContextRef<'ctx> {
    /// The raw context (for this crate's calls into LLVM).
    #[doc(hidden)]
    fn as_ctx_ref(&self) -> LLVMContextRef;
}

impl<'ctx> AsContextRef<'ctx> for ContextRef<'ctx> {
    fn as_ctx_ref(&self) -> LLVMContextRef {
        self.raw
    }
}

impl<'ctx> AsContextRef<'ctx> for &ContextRef<'ctx> {
    fn as_ctx_ref(&self) -> LLVMContextRef {
        self.raw
    }
}
