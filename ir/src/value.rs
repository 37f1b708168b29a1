//! [`Value`]: a non-null, copyable handle on an LLVM value (instruction, argument, constant, global,
//! function, basic block as value, metadata as value), with the queries the passes need.
//!
//! # Validity model
//! A `Value<'ctx>` is valid while the LLVM context it belongs to lives (`'ctx`, the lifetime of
//! inkwell's `&'ctx Context`) and the value itself has not been erased. This is the model inkwell's
//! own value types follow; the boundary adds nothing weaker. Handles are only made from pointers that
//! LLVM returned for live IR (`from_raw` is `unsafe` and crate-private), and the methods that erase IR
//! ([`Value::erase_instruction`], `Value::delete_function`, ...) say so: callers do not use
//! a handle after erasing what it names.

use super::types::Type;
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMValueRef;
use std::marker::PhantomData;
use std::ptr::NonNull;

pub use crate::enums::{Opcode, ValueKind};

/// A live LLVM value of the context `'ctx`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value<'ctx> {
    raw: NonNull<llvm_sys::LLVMValue>,
    _ctx: PhantomData<&'ctx ()>,
}

impl std::fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Value({})", self.print())
    }
}

/// Copies `len` bytes LLVM returned at `p` into a `String` (lossy UTF-8); `""` for null or empty.
///
/// # Safety
/// `p` is null or points to `len` readable bytes.
pub(crate) unsafe fn lossy_string(p: *const std::ffi::c_char, len: usize) -> String {
    if p.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: the caller guarantees `len` readable bytes at the non-null `p`.
    let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
    // Names are almost always valid UTF-8: checked at once (word-wise), the lossy walk only
    // for the rest.
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    }
}

impl<'ctx> Value<'ctx> {
    /// Wraps a pointer LLVM returned; `None` for null.
    ///
    /// # Safety
    /// `raw` is null or a live value whose context outlives `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMValueRef) -> Option<Self> {
        NonNull::new(raw).map(|raw| Value { raw, _ctx: PhantomData })
    }

    /// The raw LLVM-C handle, for the boundary's own calls.
    pub(crate) fn raw(self) -> LLVMValueRef {
        self.raw.as_ptr()
    }

    /// Wraps the (possibly null) result of an LLVM-C query on this value's context.
    pub(crate) fn wrap(self, raw: LLVMValueRef) -> Option<Value<'ctx>> {
        // SAFETY: `raw` was returned by LLVM for IR of this value's context, so it is null or live
        // for as long as `self` is.
        unsafe { Value::from_raw(raw) }
    }

    // ----- identity and printing ---------------------------------------------------------------

    /// The value's name, `""` when it has none.
    pub fn name(self) -> String {
        let mut len = 0usize;
        // SAFETY: `self` is live; LLVM returns a pointer to `len` bytes owned by the value.
        unsafe { lossy_string(llc::LLVMGetValueName2(self.raw(), &mut len), len) }
    }

    /// Whether the value's name starts with `prefix` (compared in place, without copying the
    /// name out).
    pub fn name_starts_with(self, prefix: &str) -> bool {
        self.name_starts_with_any(&[prefix])
    }

    /// Whether the value's name starts with one of `prefixes`: [`name_starts_with`](Self::name_starts_with)
    /// with the name looked up once (LLVM keeps names in a per-context map, not in the value).
    pub fn name_starts_with_any(self, prefixes: &[&str]) -> bool {
        let mut len = 0usize;
        // SAFETY: `self` is live; LLVM returns a pointer to `len` bytes owned by the value.
        let p = unsafe { llc::LLVMGetValueName2(self.raw(), &mut len) };
        let name: &[u8] = if p.is_null() {
            &[]
        } else {
            // SAFETY: `p` is non-null with `len` readable bytes, read here before anything can
            // rename the value (the slice does not leave this function).
            unsafe { std::slice::from_raw_parts(p as *const u8, len) }
        };
        prefixes.iter().any(|prefix| name.starts_with(prefix.as_bytes()))
    }

    /// Gives the value a name (LLVM makes it unique within its symbol table).
    pub fn set_name(self, name: &str) {
        // SAFETY: `self` is live; LLVM copies `name.len()` bytes from a valid slice.
        unsafe { llc::LLVMSetValueName2(self.raw(), name.as_ptr() as *const _, name.len()) }
    }

    /// LLVM's textual form (an instruction prints as its line of IR), trimmed.
    pub fn print(self) -> String {
        // SAFETY: `self` is live; the returned message is owned by `Message` and freed once.
        let text = unsafe { super::Message::from_raw(llc::LLVMPrintValueToString(self.raw())) };
        text.to_string_lossy().trim().to_string()
    }

    /// The value's type.
    pub fn ty(self) -> Type<'ctx> {
        // SAFETY: every live value has a non-null type of the same context.
        unsafe { Type::from_raw(llc::LLVMTypeOf(self.raw())) }.expect("every value has a type")
    }

    /// What kind of value this is.
    pub fn kind(self) -> ValueKind {
        // SAFETY: `self` is live.
        ValueKind::from_llvm(unsafe { llc::LLVMGetValueKind(self.raw()) })
    }

    // ----- classification (LLVMIsA*) -----------------------------------------------------------

    pub fn is_function(self) -> bool {
        // SAFETY: `self` is live; LLVMIsA* only reads the value's kind.
        unsafe { !llc::LLVMIsAFunction(self.raw()).is_null() }
    }
    pub fn is_global_variable(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAGlobalVariable(self.raw()).is_null() }
    }
    pub fn is_global_alias(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAGlobalAlias(self.raw()).is_null() }
    }
    pub fn is_global_value(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAGlobalValue(self.raw()).is_null() }
    }
    pub fn is_instruction(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAInstruction(self.raw()).is_null() }
    }
    pub fn is_argument(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAArgument(self.raw()).is_null() }
    }
    pub fn is_constant(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstant(self.raw()).is_null() }
    }
    pub fn is_constant_expr(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantExpr(self.raw()).is_null() }
    }
    pub fn is_constant_int(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantInt(self.raw()).is_null() }
    }
    pub fn is_undef(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAUndefValue(self.raw()).is_null() }
    }
    pub fn is_poison(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAPoisonValue(self.raw()).is_null() }
    }
    pub fn is_null_pointer(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantPointerNull(self.raw()).is_null() }
    }
    pub fn is_inline_asm(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAInlineAsm(self.raw()).is_null() }
    }
    pub fn is_basic_block(self) -> bool {
        // SAFETY: as above.
        unsafe { llc::LLVMValueIsBasicBlock(self.raw()) != 0 }
    }
    pub fn is_md_node(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAMDNode(self.raw()).is_null() }
    }
    pub fn is_md_string(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAMDString(self.raw()).is_null() }
    }
    pub fn is_call(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsACallInst(self.raw()).is_null() }
    }
    pub fn is_invoke(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAInvokeInst(self.raw()).is_null() }
    }
    pub fn is_phi(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAPHINode(self.raw()).is_null() }
    }
    pub fn is_gep(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAGetElementPtrInst(self.raw()).is_null() }
    }
    pub fn is_addrspace_cast(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAAddrSpaceCastInst(self.raw()).is_null() }
    }
    pub fn is_cast(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsACastInst(self.raw()).is_null() }
    }
    pub fn is_terminator(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsATerminatorInst(self.raw()).is_null() }
    }
    pub fn is_block_address(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsABlockAddress(self.raw()).is_null() }
    }
    pub fn is_constant_aggregate_zero(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantAggregateZero(self.raw()).is_null() }
    }
    pub fn is_constant_array(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantArray(self.raw()).is_null() }
    }
    pub fn is_constant_struct(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantStruct(self.raw()).is_null() }
    }
    pub fn is_constant_vector(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantVector(self.raw()).is_null() }
    }
    pub fn is_constant_data_sequential(self) -> bool {
        // SAFETY: as above.
        unsafe { !llc::LLVMIsAConstantDataSequential(self.raw()).is_null() }
    }

    // ----- operands and uses -------------------------------------------------------------------

    /// The number of operands of a user (instruction, constant expression, metadata node as
    /// value); 0 for values that have no operands (arguments, blocks, inline asm, metadata
    /// strings and other non-node metadata as values).
    pub fn num_operands(self) -> u32 {
        if self.is_user() {
            // SAFETY: a live `User`: `LLVMGetNumOperands` does `cast<User>` on it.
            return unsafe { llc::LLVMGetNumOperands(self.raw()) }.max(0) as u32;
        }
        if self.is_md_node() {
            // SAFETY: a live `MetadataAsValue` wrapping an `MDNode` or a `ValueAsMetadata`
            // (what `LLVMIsAMDNode` accepts): `LLVMGetNumOperands` sends it to
            // `LLVMGetMDNodeNumOperands`, which answers 1 for the latter and does `cast<MDNode>`
            // on the former. Any other metadata (an `MDString`, a `DIArgList`) would be UB there.
            return unsafe { llc::LLVMGetNumOperands(self.raw()) }.max(0) as u32;
        }
        0
    }

    /// Operand `i` (`None` past the end, for an empty slot, or for a value without operands).
    pub fn operand(self, i: u32) -> Option<Value<'ctx>> {
        if i >= self.num_operands() {
            return None;
        }
        // SAFETY: `num_operands` is non-zero only for a live `User` or a metadata node (or
        // `ValueAsMetadata`) as value, the kinds `LLVMGetOperand` handles, and `i` is below it.
        self.wrap(unsafe { llc::LLVMGetOperand(self.raw(), i) })
    }

    /// Every (non-empty) operand, in order.
    pub fn operands(self) -> Vec<Value<'ctx>> {
        let mut out = Vec::new();
        self.append_operands(&mut out);
        out
    }

    /// Appends every (non-empty) operand to `out`, in order: [`operands`](Self::operands) into a
    /// vector the caller keeps, for listing many instructions' operands in one.
    pub fn append_operands(self, out: &mut Vec<Value<'ctx>>) {
        let n = self.num_operands();
        out.reserve(n as usize);
        for i in 0..n {
            // SAFETY: `num_operands` is non-zero only for a live `User` or a metadata node (or
            // `ValueAsMetadata`) as value, the kinds `LLVMGetOperand` handles; `i` is below it,
            // and nothing runs between the count and this read that could change it.
            out.extend(self.wrap(unsafe { llc::LLVMGetOperand(self.raw(), i) }));
        }
    }

    /// Every (non-empty) operand, in order, one at a time: [`operands`](Self::operands) without
    /// the vector, for the walks over every instruction. The count is read once; each operand is
    /// still fetched with [`operand`](Self::operand)'s range check.
    pub fn operand_iter(self) -> impl Iterator<Item = Value<'ctx>> {
        (0..self.num_operands()).filter_map(move |i| self.operand(i))
    }

    /// Replaces operand `i` of an instruction with `v` (a value of the same context).
    ///
    /// # Panics
    /// When `self` is not an instruction (constants are uniqued by their operands: changing one
    /// in place corrupts LLVM's constant maps; metadata as value is not a `User` at all), when
    /// `i` is out of range, or when `v` belongs to another context.
    pub fn set_operand(self, i: u32, v: Value<'ctx>) {
        assert!(self.is_instruction(), "set_operand on a non-instruction");
        assert!(i < self.num_operands(), "operand index out of range");
        assert!(self.same_context(v), "set_operand with a value of another context");
        // SAFETY: a live instruction (a `User`, what `LLVMSetOperand` unwraps), `i` in range, and
        // `v` a live value of the same context.
        unsafe { llc::LLVMSetOperand(self.raw(), i, v.raw()) }
    }

    /// Whether the value is a `User` (instruction, constant, global): what has operands.
    pub fn is_user(self) -> bool {
        // SAFETY: `self` is live; LLVMIsA* only reads the value's kind.
        unsafe { !llc::LLVMIsAUser(self.raw()).is_null() }
    }

    /// Whether two values belong to the same LLVM context (compared through their types, which
    /// are owned by the context).
    pub fn same_context(self, other: Value<'_>) -> bool {
        self.ty().context_raw() == other.ty().context_raw()
    }

    /// The user of every use of the value, one entry per use, in LLVM's use-list order.
    pub fn users(self) -> Vec<Value<'ctx>> {
        let mut out = Vec::new();
        // SAFETY: `self` is live; each use returned by LLVM is live while the IR is not changed,
        // and the list is read completely before anything changes it.
        unsafe {
            let mut u = llc::LLVMGetFirstUse(self.raw());
            while !u.is_null() {
                if let Some(user) = self.wrap(llc::LLVMGetUser(u)) {
                    out.push(user);
                }
                u = llc::LLVMGetNextUse(u);
            }
        }
        out
    }

    /// Whether anything uses the value.
    pub fn has_uses(self) -> bool {
        // SAFETY: `self` is live.
        unsafe { !llc::LLVMGetFirstUse(self.raw()).is_null() }
    }

    /// Replaces every use of the value with `with`.
    ///
    /// # Panics
    /// When `with` is `self`, has another type or context, or is not a constant while a constant
    /// (other than a global) uses `self`: LLVM's `replaceAllUsesWith` loops forever on the first,
    /// asserts the second only in debug builds, and does `cast<Constant>(with)` for the third.
    pub fn replace_all_uses_with(self, with: Value<'ctx>) {
        assert!(self != with, "replace_all_uses_with of a value with itself");
        assert!(self.same_context(with), "replace_all_uses_with across contexts");
        assert!(self.ty() == with.ty(), "replace_all_uses_with with a value of another type");
        if !with.is_constant() {
            assert!(
                !self.users().iter().any(|u| u.is_constant() && !u.is_global_value()),
                "replace_all_uses_with of a value a constant uses, by a non-constant"
            );
        }
        // SAFETY: two distinct live values of one context and one type; when a constant uses
        // `self` (its operands are updated through `handleOperandChange`), `with` is a constant.
        unsafe { llc::LLVMReplaceAllUsesWith(self.raw(), with.raw()) }
    }

    // ----- constants ---------------------------------------------------------------------------

    /// The zero-extended value of a `ConstantInt` of at most 64 bits.
    pub fn const_int_zext(self) -> Option<u64> {
        if !self.is_constant_int() || self.ty().int_width().is_none_or(|w| w > 64) {
            return None;
        }
        // SAFETY: a live ConstantInt of at most 64 bits.
        Some(unsafe { llc::LLVMConstIntGetZExtValue(self.raw()) })
    }

    /// The sign-extended value of a `ConstantInt` of at most 64 bits.
    pub fn const_int_sext(self) -> Option<i64> {
        if !self.is_constant_int() || self.ty().int_width().is_none_or(|w| w > 64) {
            return None;
        }
        // SAFETY: a live ConstantInt of at most 64 bits.
        Some(unsafe { llc::LLVMConstIntGetSExtValue(self.raw()) })
    }

    /// The opcode of a constant expression.
    pub fn const_opcode(self) -> Option<Opcode> {
        // SAFETY: only asked of a live constant expression.
        self.is_constant_expr().then(|| Opcode::from_llvm(unsafe { llc::LLVMGetConstOpcode(self.raw()) }))
    }

    /// The opcode of an instruction.
    pub fn opcode(self) -> Option<Opcode> {
        // SAFETY: only asked of a live instruction.
        self.is_instruction().then(|| Opcode::from_llvm(unsafe { llc::LLVMGetInstructionOpcode(self.raw()) }))
    }

    /// The opcode of an instruction or a constant expression (what LLVM's `Operator` sees).
    pub fn operator_opcode(self) -> Option<Opcode> {
        self.opcode().or_else(|| self.const_opcode())
    }

    /// The bytes of a constant data array / string (`c"..."`), when it is one.
    pub fn const_string_bytes(self) -> Option<Vec<u8>> {
        if !self.is_constant_data_sequential() {
            return None;
        }
        let mut len = 0usize;
        // SAFETY: a live ConstantDataSequential; LLVM returns `len` bytes it owns.
        let p = unsafe { llc::LLVMGetAsString(self.raw(), &mut len) };
        if p.is_null() {
            return None;
        }
        // SAFETY: `p` points to `len` bytes owned by the constant, copied at once.
        Some(unsafe { std::slice::from_raw_parts(p as *const u8, len) }.to_vec())
    }

    // ----- instructions --------------------------------------------------------------------------

    /// The instruction after this one in its block.
    pub fn next_instruction(self) -> Option<Value<'ctx>> {
        if !self.is_instruction() || self.raw_parent_block().is_null() {
            return None;
        }
        // SAFETY: a live instruction inside a block (`LLVMGetNextInstruction` does
        // `cast<Instruction>` and compares with `getParent()->end()`, UB for a detached one).
        self.wrap(unsafe { llc::LLVMGetNextInstruction(self.raw()) })
    }

    /// The instruction before this one in its block.
    pub fn previous_instruction(self) -> Option<Value<'ctx>> {
        if !self.is_instruction() || self.raw_parent_block().is_null() {
            return None;
        }
        // SAFETY: as in `next_instruction`.
        self.wrap(unsafe { llc::LLVMGetPreviousInstruction(self.raw()) })
    }

    /// The block of an instruction, null when detached (or not an instruction).
    fn raw_parent_block(self) -> llvm_sys::prelude::LLVMBasicBlockRef {
        if !self.is_instruction() {
            return std::ptr::null_mut();
        }
        // SAFETY: a live instruction (`LLVMGetInstructionParent` does `cast<Instruction>`).
        unsafe { llc::LLVMGetInstructionParent(self.raw()) }
    }

    /// Removes the instruction from its block and deletes it. The handle (and any copy of it) must
    /// not be used afterwards.
    ///
    /// # Panics
    /// When `self` is not an instruction in a block, or still has uses (a release LLVM would free
    /// it and leave its users pointing at freed memory).
    pub fn erase_instruction(self) {
        assert!(self.is_instruction(), "erase_instruction on a non-instruction");
        assert!(!self.raw_parent_block().is_null(), "erase_instruction on a detached instruction");
        assert!(!self.has_uses(), "erase_instruction on an instruction that still has uses");
        // SAFETY: a live instruction in a block, without uses; LLVM unlinks and frees it. Using a
        // copy of the handle afterwards is the documented limit of the validity model.
        unsafe { llc::LLVMInstructionEraseFromParent(self.raw()) }
    }

    /// For `call`/`invoke`/`callbr`: the called operand (function, inline asm, pointer, cast).
    pub fn called_value(self) -> Option<Value<'ctx>> {
        if !matches!(self.opcode(), Some(Opcode::Call | Opcode::Invoke | Opcode::CallBr)) {
            return None;
        }
        // SAFETY: a live call-like instruction.
        self.wrap(unsafe { llc::LLVMGetCalledValue(self.raw()) })
    }

    /// For a direct call: the called function.
    pub fn called_function(self) -> Option<Value<'ctx>> {
        self.called_value().filter(|c| c.is_function())
    }

    /// For a direct call: the called function's name.
    pub fn callee_name(self) -> Option<String> {
        self.called_function().map(Value::name)
    }

    /// For a call-like instruction: the number of argument operands.
    pub fn num_arg_operands(self) -> u32 {
        if self.called_value().is_none() {
            return 0;
        }
        // SAFETY: a live call-like instruction.
        unsafe { llc::LLVMGetNumArgOperands(self.raw()) }
    }

    /// For a call-like instruction: its argument operands.
    pub fn call_args(self) -> Vec<Value<'ctx>> {
        (0..self.num_arg_operands()).filter_map(|i| self.operand(i)).collect()
    }

    /// For a call-like instruction: the function type it calls with.
    pub fn called_function_type(self) -> Option<Type<'ctx>> {
        self.called_value()?;
        // SAFETY: a live call-like instruction has a function type.
        unsafe { Type::from_raw(llc::LLVMGetCalledFunctionType(self.raw())) }
    }

    /// The calling convention of a function or a call-like instruction.
    pub fn call_conv(self) -> super::CallConv {
        // SAFETY: asked of a live function or call-like instruction only.
        let raw = unsafe {
            if self.is_function() {
                llc::LLVMGetFunctionCallConv(self.raw())
            } else if self.called_value().is_some() {
                llc::LLVMGetInstructionCallConv(self.raw())
            } else {
                0
            }
        };
        super::CallConv::from_raw(raw)
    }

    /// Sets the calling convention of a function.
    pub fn set_call_conv(self, cc: super::CallConv) {
        assert!(self.is_function(), "set_call_conv on a non-function");
        // SAFETY: a live function.
        unsafe { llc::LLVMSetFunctionCallConv(self.raw(), cc.raw()) }
    }

    /// The fast-math flags of an instruction that can carry them.
    pub fn fast_math(self) -> Option<super::FastMath> {
        // SAFETY: LLVMCanValueUseFastMathFlags accepts any live value; the flags are read only
        // from values that can carry them.
        unsafe {
            if !self.is_instruction() || llc::LLVMCanValueUseFastMathFlags(self.raw()) == 0 {
                return None;
            }
            Some(super::FastMath(llc::LLVMGetFastMathFlags(self.raw())))
        }
    }

    /// Sets the fast-math flags of an instruction that can carry them (others are left alone).
    pub fn set_fast_math(self, flags: super::FastMath) {
        if self.fast_math().is_some() {
            // SAFETY: a live instruction that can carry fast-math flags.
            unsafe { llc::LLVMSetFastMathFlags(self.raw(), flags.0) }
        }
    }

    /// Whether the instruction carries the `afn` (approximate functions) flag.
    pub fn has_afn(self) -> bool {
        self.fast_math().is_some_and(|f| f.approx_func())
    }

    /// The intrinsic id of a function (0 when it is not an intrinsic).
    pub fn intrinsic_id(self) -> u32 {
        if !self.is_function() {
            return 0;
        }
        // SAFETY: a live function.
        unsafe { llc::LLVMGetIntrinsicID(self.raw()) }
    }

    /// Source file and line of an instruction, from its debug location (both `None` without one).
    pub fn source_location(self) -> (Option<String>, Option<u32>) {
        if !self.is_instruction() {
            return (None, None);
        }
        // SAFETY: a live instruction; LLVM answers 0 without a location.
        let line = unsafe { llc::LLVMGetDebugLocLine(self.raw()) };
        if line == 0 {
            return (None, None);
        }
        let mut len = 0u32;
        // SAFETY: a live instruction with a location; `len` bytes at the returned pointer.
        let file = unsafe { lossy_string(llc::LLVMGetDebugLocFilename(self.raw(), &mut len), len as usize) };
        ((!file.is_empty()).then_some(file), Some(line))
    }
}

/// GEPs and inline asm: what the address-space pass rebuilds and asks.
impl<'ctx> Value<'ctx> {
    /// The source element type of a `getelementptr` (instruction or constant expression).
    pub fn gep_source_element_type(self) -> Option<Type<'ctx>> {
        if self.operator_opcode() != Some(Opcode::GetElementPtr) {
            return None;
        }
        // SAFETY: a live GEP (a `GEPOperator`), which has a source element type of its context.
        unsafe { Type::from_raw(llc::LLVMGetGEPSourceElementType(self.raw())) }
    }

    /// Whether a `getelementptr` is `inbounds` (`false` for anything else).
    pub fn is_in_bounds(self) -> bool {
        // SAFETY: asked of a live GEP (a `GEPOperator`) only.
        self.operator_opcode() == Some(Opcode::GetElementPtr) && unsafe { llc::LLVMIsInBounds(self.raw()) != 0 }
    }

    /// A `getelementptr`'s no-wrap flags (`inbounds`, `nusw`, `nuw`), to give a rebuilt GEP the
    /// same; [`GepNoWrapFlags::NONE`] for anything else.
    pub fn gep_no_wrap_flags(self) -> GepNoWrapFlags {
        if self.operator_opcode() != Some(Opcode::GetElementPtr) {
            return GepNoWrapFlags::NONE;
        }
        // SAFETY: asked of a live GEP (a `GEPOperator`) only.
        GepNoWrapFlags(unsafe { llc::LLVMGEPGetNoWrapFlags(self.raw()) })
    }
}

/// A GEP's no-wrap flags as LLVM keeps them (`inbounds`, `nusw`, `nuw`), only read from one GEP
/// and given to another ([`Value::gep_no_wrap_flags`], [`crate::Builder::gep_with_flags`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GepNoWrapFlags(pub(crate) llvm_sys::LLVMGEPNoWrapFlags);

impl GepNoWrapFlags {
    /// No flag: a plain `getelementptr`.
    pub const NONE: GepNoWrapFlags = GepNoWrapFlags(0);
    /// `inbounds` (which implies `nusw`).
    pub const INBOUNDS: GepNoWrapFlags = GepNoWrapFlags(llvm_sys::LLVMGEPFlagInBounds | llvm_sys::LLVMGEPFlagNUSW);
}
