//! [`Builder`]: an owned LLVM IR builder (disposed on drop) that builds with boundary handles.
//! inkwell's builder works too where its types fit; this one exists for the rewrites that start
//! from raw operands (calls through a function type, GEPs, aggregate and vector lanes).

use super::function::Block;
use super::types::Type;
use super::value::Value;
use inkwell::context::{AsContextRef, Context};
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMBuilderRef;
use std::ffi::CString;
use std::marker::PhantomData;

pub use llvm_sys::{LLVMIntPredicate as IntPredicate, LLVMRealPredicate as RealPredicate};

/// An IR builder of the context `'ctx`, owned: LLVM's builder is disposed when it drops.
pub struct Builder<'ctx> {
    raw: LLVMBuilderRef,
    _ctx: PhantomData<&'ctx Context>,
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: `raw` was created by LLVMCreateBuilderInContext and is disposed exactly once.
        unsafe { llc::LLVMDisposeBuilder(self.raw) }
    }
}

fn cname(name: &str) -> CString {
    CString::new(name).unwrap_or_default()
}

impl<'ctx> Builder<'ctx> {
    /// A builder for the context of `v` (any value of it).
    pub fn for_value(v: Value<'ctx>) -> Self {
        let ctx = v.ty().context_raw();
        // SAFETY: `ctx` is the live context of `v`; the builder is owned by the result.
        Builder { raw: unsafe { llc::LLVMCreateBuilderInContext(ctx) }, _ctx: PhantomData }
    }

    /// A builder for `context` (a `&Context` or a module's `ContextRef`).
    pub fn new(context: impl AsContextRef<'ctx>) -> Self {
        // SAFETY: the context is live for 'ctx; the builder is owned by the result.
        Builder { raw: unsafe { llc::LLVMCreateBuilderInContext(context.as_ctx_ref()) }, _ctx: PhantomData }
    }

    /// Positions the builder before `inst` (and gives new instructions its debug location).
    pub fn position_before(&self, inst: Value<'ctx>) -> &Self {
        assert!(inst.is_instruction(), "position_before a non-instruction");
        // SAFETY: a live builder and a live instruction of its context.
        unsafe { llc::LLVMPositionBuilderBefore(self.raw, inst.raw()) };
        self
    }

    /// Positions the builder at the end of `block`.
    pub fn position_at_end(&self, block: Block<'ctx>) -> &Self {
        // SAFETY: a live builder and a live block of its context.
        unsafe { llc::LLVMPositionBuilderAtEnd(self.raw, block.raw()) };
        self
    }

    /// Gives the instructions built from now on the debug location of `inst`, when it has one
    /// (without one, the builder's current location stays).
    pub fn set_debug_location_of(&self, inst: Value<'ctx>) -> &Self {
        assert!(inst.is_instruction(), "debug locations belong to instructions");
        // SAFETY: a live instruction; its location is null or uniqued metadata of the builder's
        // context, which the live builder copies.
        unsafe {
            let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(inst.raw());
            if !loc.is_null() {
                llc::LLVMSetCurrentDebugLocation2(self.raw, loc);
            }
        }
        self
    }

    fn made(&self, raw: llvm_sys::prelude::LLVMValueRef) -> Value<'ctx> {
        // SAFETY: LLVM's builders return a live value of the builder's context (never null).
        unsafe { Value::from_raw(raw) }.expect("LLVM builders return a value")
    }

    /// `call fty callee(args)`.
    pub fn call(&self, fty: Type<'ctx>, callee: Value<'ctx>, args: &[Value<'ctx>], name: &str) -> Value<'ctx> {
        let mut raw: Vec<_> = args.iter().map(|a| a.raw()).collect();
        let n = cname(name);
        // SAFETY: live handles of one context; `raw` holds exactly `len` arguments.
        self.made(unsafe { llc::LLVMBuildCall2(self.raw, fty.raw(), callee.raw(), raw.as_mut_ptr(), raw.len() as u32, n.as_ptr()) })
    }

    /// A call to a function, through its own function type.
    pub fn call_function(&self, f: Value<'ctx>, args: &[Value<'ctx>], name: &str) -> Value<'ctx> {
        let fty = f.global_value_type().expect("call_function on a function");
        self.call(fty, f, args, name)
    }

    /// `getelementptr [inbounds] ty, base, indices`.
    pub fn gep(&self, ty: Type<'ctx>, base: Value<'ctx>, indices: &[Value<'ctx>], inbounds: bool, name: &str) -> Value<'ctx> {
        let mut raw: Vec<_> = indices.iter().map(|a| a.raw()).collect();
        let n = cname(name);
        // SAFETY: live handles of one context; `raw` holds exactly `len` indices.
        self.made(unsafe {
            if inbounds {
                llc::LLVMBuildInBoundsGEP2(self.raw, ty.raw(), base.raw(), raw.as_mut_ptr(), raw.len() as u32, n.as_ptr())
            } else {
                llc::LLVMBuildGEP2(self.raw, ty.raw(), base.raw(), raw.as_mut_ptr(), raw.len() as u32, n.as_ptr())
            }
        })
    }

    pub fn addrspace_cast(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildAddrSpaceCast(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn fp_ext(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildFPExt(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn fp_trunc(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildFPTrunc(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn zext(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildZExt(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn icmp(&self, pred: IntPredicate, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildICmp(self.raw, pred, a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn fmul(&self, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildFMul(self.raw, a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn fadd(&self, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildFAdd(self.raw, a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn phi(&self, ty: Type<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildPhi(self.raw, ty.raw(), n.as_ptr()) })
    }

    pub fn extract_value(&self, agg: Value<'ctx>, index: u32, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildExtractValue(self.raw, agg.raw(), index, n.as_ptr()) })
    }

    pub fn insert_value(&self, agg: Value<'ctx>, v: Value<'ctx>, index: u32, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildInsertValue(self.raw, agg.raw(), v.raw(), index, n.as_ptr()) })
    }

    pub fn extract_element(&self, vec: Value<'ctx>, index: Value<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildExtractElement(self.raw, vec.raw(), index.raw(), n.as_ptr()) })
    }

    pub fn insert_element(&self, vec: Value<'ctx>, v: Value<'ctx>, index: Value<'ctx>, name: &str) -> Value<'ctx> {
        let n = cname(name);
        // SAFETY: live handles of one context.
        self.made(unsafe { llc::LLVMBuildInsertElement(self.raw, vec.raw(), v.raw(), index.raw(), n.as_ptr()) })
    }
}

impl<'ctx> Value<'ctx> {
    /// Adds an incoming (value, block) pair to a `phi`.
    pub fn add_incoming(self, value: Value<'ctx>, block: Block<'ctx>) {
        assert!(self.is_phi(), "add_incoming on a non-phi");
        let mut v = [value.raw()];
        let mut b = [block.raw()];
        // SAFETY: a live phi; one value and one block of its context.
        unsafe { llc::LLVMAddIncoming(self.raw(), v.as_mut_ptr(), b.as_mut_ptr(), 1) }
    }

    /// The incoming (value, block) pairs of a `phi`.
    pub fn incoming(self) -> Vec<(Value<'ctx>, Block<'ctx>)> {
        if !self.is_phi() {
            return Vec::new();
        }
        // SAFETY: a live phi; indices below its incoming count.
        unsafe {
            let n = llc::LLVMCountIncoming(self.raw());
            (0..n)
                .filter_map(|i| {
                    let v = Value::from_raw(llc::LLVMGetIncomingValue(self.raw(), i))?;
                    let b = Block::from_raw(llc::LLVMGetIncomingBlock(self.raw(), i))?;
                    Some((v, b))
                })
                .collect()
        }
    }

    /// A copy of the instruction, not yet in any block.
    pub fn clone_instruction(self) -> Value<'ctx> {
        assert!(self.is_instruction(), "clone_instruction on a non-instruction");
        // SAFETY: a live instruction; LLVM returns a new live instruction of the same context.
        self.wrap(unsafe { llc::LLVMInstructionClone(self.raw()) }).expect("LLVM returns the clone")
    }

    /// Inserts a detached instruction (e.g. a clone) at the builder's position.
    pub fn insert_with(self, builder: &Builder<'ctx>, name: &str) {
        let n = cname(name);
        // SAFETY: a live detached instruction and a live positioned builder of one context.
        unsafe { llc::LLVMInsertIntoBuilderWithName(builder.raw, self.raw(), n.as_ptr()) }
    }
}
