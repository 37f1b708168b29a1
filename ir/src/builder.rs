//! [`Builder`]: an owned LLVM IR builder (disposed on drop) that builds with boundary handles.
//! inkwell's builder works too where its types fit; this one exists for the rewrites that start
//! from raw operands (calls through a function type, GEPs, aggregate and vector lanes).

use super::function::Block;
use super::types::Type;
use super::value::{GepNoWrapFlags, Value};
use crate::context::Context;
use crate::context_ref::AsContextRef;
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMBuilderRef;
use std::ffi::CString;
use std::marker::PhantomData;

pub use crate::enums::{IntPredicate, RealPredicate};

/// An IR builder of the context `'ctx`, owned: LLVM's builder is disposed when it drops.
pub struct Builder<'ctx> {
    raw: LLVMBuilderRef,
    /// The context the builder builds in: every handle it is given must belong to it.
    ctx: llvm_sys::prelude::LLVMContextRef,
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
        Builder { raw: unsafe { llc::LLVMCreateBuilderInContext(ctx) }, ctx, _ctx: PhantomData }
    }

    /// A builder for `context` (a `&Context` or a module's `ContextRef`).
    pub fn new(context: impl AsContextRef<'ctx>) -> Self {
        let ctx = context.as_ctx_ref();
        // SAFETY: the context is live for 'ctx; the builder is owned by the result.
        Builder { raw: unsafe { llc::LLVMCreateBuilderInContext(ctx) }, ctx, _ctx: PhantomData }
    }

    /// Panics unless every value is of the builder's context: LLVM's builders mix contexts
    /// without a check (use-lists and uniquing maps of two contexts get linked).
    fn check_context(&self, values: &[Value<'ctx>]) {
        assert!(
            values.iter().all(|v| v.ty().context_raw() == self.ctx),
            "a value of another context given to a builder"
        );
    }

    fn check_type_context(&self, types: &[Type<'ctx>]) {
        assert!(types.iter().all(|t| t.context_raw() == self.ctx), "a type of another context given to a builder");
    }

    /// Positions the builder before `inst` (and gives new instructions its debug location).
    pub fn position_before(&self, inst: Value<'ctx>) -> &Self {
        assert!(
            inst.is_instruction() && inst.parent_block().is_some(),
            "position_before a value that is not an instruction in a block"
        );
        self.check_context(&[inst]);
        // SAFETY: a live builder and a live instruction of its context inside a block
        // (`LLVMPositionBuilderBefore` takes the insertion block from its parent).
        unsafe { llc::LLVMPositionBuilderBefore(self.raw, inst.raw()) };
        self
    }

    /// Positions the builder at the end of `block`.
    pub fn position_at_end(&self, block: Block<'ctx>) -> &Self {
        self.check_context(&[block.as_value()]);
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
    ///
    /// # Panics
    /// When `fty` is not a function type, `callee` is not a pointer, or the arguments do not
    /// match `fty`'s parameters in number and type (a release LLVM builds such a call without
    /// a check and later reads operands past its end), or a handle is of another context.
    pub fn call(&self, fty: Type<'ctx>, callee: Value<'ctx>, args: &[Value<'ctx>], name: &str) -> Value<'ctx> {
        assert!(fty.kind() == super::TypeKind::Function, "call with a type that is not a function type");
        assert!(callee.ty().is_pointer(), "call of a value that is not a pointer");
        let params = fty.param_types();
        let arity_ok = if fty.is_var_arg() { args.len() >= params.len() } else { args.len() == params.len() };
        assert!(
            arity_ok && params.iter().zip(args).all(|(p, a)| *p == a.ty()),
            "call arguments do not match the function type"
        );
        self.check_type_context(&[fty]);
        self.check_context(&[callee]);
        self.check_context(args);
        let mut raw: Vec<_> = args.iter().map(|a| a.raw()).collect();
        let n = cname(name);
        // SAFETY: live handles of the builder's context; `fty` is a function type whose
        // parameters the arguments match; `raw` holds exactly `len` arguments.
        self.made(unsafe {
            llc::LLVMBuildCall2(self.raw, fty.raw(), callee.raw(), raw.as_mut_ptr(), raw.len() as u32, n.as_ptr())
        })
    }

    /// A call to a function, through its own function type.
    pub fn call_function(&self, f: Value<'ctx>, args: &[Value<'ctx>], name: &str) -> Value<'ctx> {
        let fty = f.global_value_type().expect("call_function on a function");
        self.call(fty, f, args, name)
    }

    /// `getelementptr [inbounds] ty, base, indices`.
    ///
    /// # Panics
    /// When `base` is not a pointer (or vector of pointers), an index is not an integer (or
    /// vector of integers), or the indices do not lead through `ty` (a struct index must be a
    /// constant in range): LLVM would build the GEP with a null result element type.
    pub fn gep(
        &self,
        ty: Type<'ctx>,
        base: Value<'ctx>,
        indices: &[Value<'ctx>],
        inbounds: bool,
        name: &str,
    ) -> Value<'ctx> {
        let flags = if inbounds { GepNoWrapFlags::INBOUNDS } else { GepNoWrapFlags::NONE };
        self.gep_with_flags(ty, base, indices, flags, name)
    }

    /// `getelementptr <flags> ty, base, indices`, e.g. with another GEP's no-wrap flags
    /// (`inbounds`, `nusw`, `nuw`: [`Value::gep_no_wrap_flags`]), as LLVM's own passes give a
    /// GEP they rebuild. Panics as [`Builder::gep`] does.
    pub fn gep_with_flags(
        &self,
        ty: Type<'ctx>,
        base: Value<'ctx>,
        indices: &[Value<'ctx>],
        flags: GepNoWrapFlags,
        name: &str,
    ) -> Value<'ctx> {
        assert!(base.ty().scalar().is_pointer(), "gep on a value that is not a pointer");
        assert!(
            indices.iter().all(|i| i.ty().scalar().kind() == super::TypeKind::Integer),
            "gep index that is not an integer"
        );
        assert!(ty.is_sized(), "gep over an unsized type");
        let mut cur = ty;
        for idx in indices.iter().skip(1) {
            cur = match cur.kind() {
                super::TypeKind::Struct => {
                    let k = idx.const_int_zext().expect("gep struct index that is not a constant integer");
                    *cur.struct_elements().get(k as usize).expect("gep struct index out of range")
                }
                super::TypeKind::Array | super::TypeKind::Vector => {
                    cur.element_type().expect("sequential types have elements")
                }
                _ => panic!("gep index into a type that is not an aggregate"),
            };
        }
        self.check_type_context(&[ty]);
        self.check_context(&[base]);
        self.check_context(indices);
        let mut raw: Vec<_> = indices.iter().map(|a| a.raw()).collect();
        let n = cname(name);
        // SAFETY: live handles of the builder's context, indices valid for `ty` (checked above);
        // `raw` holds exactly `len` indices.
        self.made(unsafe {
            llc::LLVMBuildGEPWithNoWrapFlags(
                self.raw,
                ty.raw(),
                base.raw(),
                raw.as_mut_ptr(),
                raw.len() as u32,
                n.as_ptr(),
                flags.0,
            )
        })
    }

    pub fn addrspace_cast(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        self.check_cast(v, to, |from, to| from.is_pointer() && to.is_pointer());
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildAddrSpaceCast(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn fp_ext(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        self.check_cast(v, to, |from, to| from.float_width().zip(to.float_width()).is_some_and(|(a, b)| a < b));
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildFPExt(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn fp_trunc(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        self.check_cast(v, to, |from, to| from.float_width().zip(to.float_width()).is_some_and(|(a, b)| a > b));
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildFPTrunc(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    /// `bitcast` between first-class types of one size (no pointers).
    pub fn bitcast(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        let bits = |t: Type<'ctx>| {
            let s = t.scalar();
            s.int_width().or_else(|| s.float_width()).map(|w| w * t.vector_size().unwrap_or(1))
        };
        assert!(
            bits(v.ty()).is_some() && bits(v.ty()) == bits(to),
            "bitcast between types of different sizes, or of pointers/aggregates"
        );
        self.check_context(&[v]);
        self.check_type_context(&[to]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildBitCast(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn zext(&self, v: Value<'ctx>, to: Type<'ctx>, name: &str) -> Value<'ctx> {
        self.check_cast(v, to, |from, to| from.int_width().zip(to.int_width()).is_some_and(|(a, b)| a < b));
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildZExt(self.raw, v.raw(), to.raw(), n.as_ptr()) })
    }

    pub fn icmp(&self, pred: IntPredicate, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        let s = a.ty().scalar();
        assert!(
            a.ty() == b.ty() && (s.int_width().is_some() || s.is_pointer()),
            "icmp of operands of different or non-integer types"
        );
        self.check_context(&[a, b]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildICmp(self.raw, pred.to_llvm(), a.raw(), b.raw(), n.as_ptr()) })
    }

    /// `select cond, a, b`: `cond` an `i1` (or a vector of them as long as `a`'s), `a` and `b`
    /// of one type.
    pub fn select(&self, cond: Value<'ctx>, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        let c = cond.ty();
        assert!(
            c.scalar().int_width() == Some(1)
                && c.is_vector() == a.ty().is_vector()
                && c.vector_size() == a.ty().vector_size(),
            "select on a condition that is not i1 (of the operands' shape)"
        );
        assert!(a.ty() == b.ty() && a.ty().is_basic(), "select of operands of different or non-first-class types");
        self.check_context(&[cond, a, b]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildSelect(self.raw, cond.raw(), a.raw(), b.raw(), n.as_ptr()) })
    }

    /// An integer binary operation (`add`, `shl`, `lshr`, …) of two operands of one integer type.
    pub fn int_binop(&self, op: super::Opcode, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        use super::Opcode as O;
        let integer = matches!(
            op,
            O::Add
                | O::Sub
                | O::Mul
                | O::UDiv
                | O::SDiv
                | O::URem
                | O::SRem
                | O::Shl
                | O::LShr
                | O::AShr
                | O::And
                | O::Or
                | O::Xor
        );
        assert!(integer, "int_binop of an opcode that is not an integer binary operation");
        assert!(
            a.ty() == b.ty() && a.ty().scalar().int_width().is_some(),
            "integer operation on operands of different or non-integer types"
        );
        self.check_context(&[a, b]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds); `op` is a binary opcode.
        self.made(unsafe { llc::LLVMBuildBinOp(self.raw, op.to_llvm(), a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn fmul(&self, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        self.check_float_binop(a, b);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildFMul(self.raw, a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn fadd(&self, a: Value<'ctx>, b: Value<'ctx>, name: &str) -> Value<'ctx> {
        self.check_float_binop(a, b);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildFAdd(self.raw, a.raw(), b.raw(), n.as_ptr()) })
    }

    pub fn phi(&self, ty: Type<'ctx>, name: &str) -> Value<'ctx> {
        assert!(ty.is_basic(), "phi of a type that is not first-class");
        self.check_type_context(&[ty]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildPhi(self.raw, ty.raw(), n.as_ptr()) })
    }

    pub fn extract_value(&self, agg: Value<'ctx>, index: u32, name: &str) -> Value<'ctx> {
        agg.ty().aggregate_element(index).expect("extract_value index out of range or not an aggregate");
        self.check_context(&[agg]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildExtractValue(self.raw, agg.raw(), index, n.as_ptr()) })
    }

    pub fn insert_value(&self, agg: Value<'ctx>, v: Value<'ctx>, index: u32, name: &str) -> Value<'ctx> {
        let elem = agg.ty().aggregate_element(index).expect("insert_value index out of range or not an aggregate");
        assert!(elem == v.ty(), "insert_value of a value of another type than the element");
        self.check_context(&[agg, v]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildInsertValue(self.raw, agg.raw(), v.raw(), index, n.as_ptr()) })
    }

    pub fn extract_element(&self, vec: Value<'ctx>, index: Value<'ctx>, name: &str) -> Value<'ctx> {
        assert!(
            vec.ty().is_vector() && index.ty().int_width().is_some(),
            "extract_element needs a vector and an integer index"
        );
        self.check_context(&[vec, index]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildExtractElement(self.raw, vec.raw(), index.raw(), n.as_ptr()) })
    }

    pub fn insert_element(&self, vec: Value<'ctx>, v: Value<'ctx>, index: Value<'ctx>, name: &str) -> Value<'ctx> {
        assert!(
            vec.ty().is_vector() && index.ty().int_width().is_some(),
            "insert_element needs a vector and an integer index"
        );
        assert!(vec.ty().element_type() == Some(v.ty()), "insert_element of a value of another type than the lanes");
        self.check_context(&[vec, v, index]);
        let n = cname(name);
        // SAFETY: live handles of the builder's context, of the types the instruction needs
        // (checked above: LLVM checks them only in debug builds).
        self.made(unsafe { llc::LLVMBuildInsertElement(self.raw, vec.raw(), v.raw(), index.raw(), n.as_ptr()) })
    }
}

impl<'ctx> Builder<'ctx> {
    /// Panics unless `v` and `to` are of the builder's context and `ok` holds for their scalar
    /// types, both scalars or vectors of one length.
    fn check_cast(&self, v: Value<'ctx>, to: Type<'ctx>, ok: impl Fn(Type<'ctx>, Type<'ctx>) -> bool) {
        let from = v.ty();
        assert!(
            from.is_vector() == to.is_vector() && from.vector_size() == to.vector_size(),
            "cast between a scalar and a vector, or vectors of two lengths"
        );
        assert!(ok(from.scalar(), to.scalar()), "cast between types it does not apply to");
        self.check_context(&[v]);
        self.check_type_context(&[to]);
    }

    fn check_float_binop(&self, a: Value<'ctx>, b: Value<'ctx>) {
        assert!(
            a.ty() == b.ty() && a.ty().scalar().is_floating_point(),
            "floating-point operation on operands of different or non-float types"
        );
        self.check_context(&[a, b]);
    }
}

impl<'ctx> Value<'ctx> {
    /// Adds an incoming (value, block) pair to a `phi`.
    pub fn add_incoming(self, value: Value<'ctx>, block: Block<'ctx>) {
        assert!(self.is_phi(), "add_incoming on a non-phi");
        assert!(value.ty() == self.ty(), "add_incoming of a value of another type than the phi");
        assert!(self.same_context(block.as_value()), "add_incoming of a block of another context");
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
    ///
    /// # Panics
    /// When `self` is not a detached instruction (inserting one that is already in a block
    /// would link it into two instruction lists) or is of another context than the builder.
    pub fn insert_with(self, builder: &Builder<'ctx>, name: &str) {
        assert!(
            self.is_instruction() && self.parent_block().is_none(),
            "insert_with of a value that is not a detached instruction"
        );
        builder.check_context(&[self]);
        let n = cname(name);
        // SAFETY: a live detached instruction and a live builder of its context (an unpositioned
        // builder only names the instruction).
        unsafe { llc::LLVMInsertIntoBuilderWithName(builder.raw, self.raw(), n.as_ptr()) }
    }
}
