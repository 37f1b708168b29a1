//! Functions, basic blocks and instructions: [`Block`], the instruction walkers, parameters,
//! and what a global value (function, variable, alias) says about itself (linkage, visibility,
//! declaration, initializer).

use super::types::Type;
use super::value::{Opcode, Value};
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMBasicBlockRef;
use std::marker::PhantomData;
use std::ptr::NonNull;

pub use crate::enums::{DllStorageClass, Linkage, Visibility};

/// A basic block of the context `'ctx` (valid while its function is not deleted).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Block<'ctx> {
    raw: NonNull<llvm_sys::LLVMBasicBlock>,
    _ctx: PhantomData<&'ctx ()>,
}

impl<'ctx> Block<'ctx> {
    /// # Safety
    /// `raw` is null or a live block of a context that outlives `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMBasicBlockRef) -> Option<Self> {
        NonNull::new(raw).map(|raw| Block { raw, _ctx: PhantomData })
    }

    pub(crate) fn raw(self) -> LLVMBasicBlockRef {
        self.raw.as_ptr()
    }

    fn wrap(self, raw: LLVMBasicBlockRef) -> Option<Block<'ctx>> {
        // SAFETY: `raw` came from LLVM for a block of this block's context.
        unsafe { Block::from_raw(raw) }
    }

    /// The function the block belongs to.
    pub fn parent(self) -> Option<Value<'ctx>> {
        // SAFETY: a live block; its parent is null (detached) or a live function.
        unsafe { Value::from_raw(llc::LLVMGetBasicBlockParent(self.raw())) }
    }

    /// The block as a value (what `br` and `blockaddress` use as operand).
    pub fn as_value(self) -> Value<'ctx> {
        // SAFETY: a live block is a live value.
        unsafe { Value::from_raw(llc::LLVMBasicBlockAsValue(self.raw())) }.expect("a block is a value")
    }

    /// The block a block-valued operand names.
    pub fn from_value(v: Value<'ctx>) -> Option<Block<'ctx>> {
        // SAFETY: checked to be a block value first; the result is that live block.
        v.is_basic_block().then(|| unsafe { Block::from_raw(llc::LLVMValueAsBasicBlock(v.raw())) }).flatten()
    }

    pub fn first_instruction(self) -> Option<Value<'ctx>> {
        // SAFETY: a live block.
        unsafe { Value::from_raw(llc::LLVMGetFirstInstruction(self.raw())) }
    }

    pub fn terminator(self) -> Option<Value<'ctx>> {
        // SAFETY: a live block.
        unsafe { Value::from_raw(llc::LLVMGetBasicBlockTerminator(self.raw())) }
    }

    pub fn next(self) -> Option<Block<'ctx>> {
        self.parent()?;
        // SAFETY: a live block inside a function (`LLVMGetNextBasicBlock` compares with
        // `getParent()->end()`, UB for a detached block).
        self.wrap(unsafe { llc::LLVMGetNextBasicBlock(self.raw()) })
    }

    /// The block's instructions, in order (collected first, so the caller may change the block).
    pub fn instructions(self) -> Vec<Value<'ctx>> {
        self.instruction_walk().collect()
    }

    /// The successors of the block's terminator.
    pub fn successors(self) -> Vec<Block<'ctx>> {
        let Some(term) = self.terminator() else { return Vec::new() };
        // SAFETY: a live terminator; indices below its successor count.
        unsafe {
            let n = llc::LLVMGetNumSuccessors(term.raw());
            (0..n).filter_map(|i| self.wrap(llc::LLVMGetSuccessor(term.raw(), i))).collect()
        }
    }
}

impl<'ctx> Value<'ctx> {
    /// The block an instruction is in.
    pub fn parent_block(self) -> Option<Block<'ctx>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: a live instruction; its parent is null or a live block.
        unsafe { Block::from_raw(llc::LLVMGetInstructionParent(self.raw())) }
    }

    /// The function an instruction is in.
    pub fn parent_function(self) -> Option<Value<'ctx>> {
        self.parent_block().and_then(|b| b.parent())
    }

    /// For a function: how many basic blocks its body has (0: a declaration, or a body not read
    /// yet from a lazily read module).
    pub fn block_count(self) -> usize {
        if !self.is_function() {
            return 0;
        }
        // SAFETY: a live function.
        unsafe { llc::LLVMCountBasicBlocks(self.raw()) as usize }
    }

    /// Appends a new empty basic block called `name` to a function's body.
    pub fn append_block(self, name: &str) -> Block<'ctx> {
        assert!(self.is_function(), "append_block on a value that is not a function");
        let c = std::ffi::CString::new(name.replace('\0', "?")).expect("no NUL");
        // SAFETY: a live function; LLVM copies the name and returns the new block.
        unsafe { Block::from_raw(llc::LLVMAppendBasicBlockInContext(self.ty().context_raw(), self.raw(), c.as_ptr())) }
            .expect("LLVM returns the block")
    }

    /// The first basic block of a function (`None` for declarations).
    pub fn first_block(self) -> Option<Block<'ctx>> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: a live function.
        unsafe { Block::from_raw(llc::LLVMGetFirstBasicBlock(self.raw())) }
    }

    /// The basic blocks of a function, in order.
    pub fn blocks(self) -> Vec<Block<'ctx>> {
        let mut out = Vec::new();
        let mut cur = self.first_block();
        while let Some(b) = cur {
            out.push(b);
            cur = b.next();
        }
        out
    }

    /// Every instruction of a function, in block order (collected first).
    pub fn instructions(self) -> Vec<Value<'ctx>> {
        self.instruction_walk().collect()
    }

    /// The parameters of a function.
    pub fn params(self) -> Vec<Value<'ctx>> {
        if !self.is_function() {
            return Vec::new();
        }
        // SAFETY: a live function; indices below its parameter count.
        unsafe {
            let n = llc::LLVMCountParams(self.raw());
            (0..n).filter_map(|i| self.wrap(llc::LLVMGetParam(self.raw(), i))).collect()
        }
    }

    /// The value type of a global (a function's function type, a variable's content type).
    pub fn global_value_type(self) -> Option<Type<'ctx>> {
        if !self.is_global_value() {
            return None;
        }
        // SAFETY: a live global value.
        unsafe { Type::from_raw(llc::LLVMGlobalGetValueType(self.raw())) }
    }

    /// Whether a global is a declaration (no body / no initializer).
    pub fn is_declaration(self) -> bool {
        // SAFETY: asked of a live global value only.
        self.is_global_value() && unsafe { llc::LLVMIsDeclaration(self.raw()) != 0 }
    }

    pub fn linkage(self) -> Option<Linkage> {
        // SAFETY: asked of a live global value only.
        self.is_global_value().then(|| Linkage::from_llvm(unsafe { llc::LLVMGetLinkage(self.raw()) }))
    }

    pub fn set_linkage(self, linkage: Linkage) {
        assert!(self.is_global_value(), "set_linkage on a non-global");
        // SAFETY: a live global value.
        unsafe { llc::LLVMSetLinkage(self.raw(), linkage.to_llvm()) }
    }

    /// Whether the global is local to its module (internal or private linkage).
    pub fn has_local_linkage(self) -> bool {
        matches!(self.linkage(), Some(Linkage::Internal | Linkage::Private))
    }

    pub fn visibility(self) -> Option<Visibility> {
        // SAFETY: asked of a live global value only.
        self.is_global_value().then(|| Visibility::from_llvm(unsafe { llc::LLVMGetVisibility(self.raw()) }))
    }

    pub fn set_visibility(self, visibility: Visibility) {
        assert!(self.is_global_value(), "set_visibility on a non-global");
        // SAFETY: a live global value.
        unsafe { llc::LLVMSetVisibility(self.raw(), visibility.to_llvm()) }
    }

    pub fn dll_storage_class(self) -> Option<DllStorageClass> {
        // SAFETY: asked of a live global value only.
        self.is_global_value().then(|| DllStorageClass::from_llvm(unsafe { llc::LLVMGetDLLStorageClass(self.raw()) }))
    }

    /// The section of a global (`None` when it has none).
    pub fn section(self) -> Option<String> {
        if !self.is_global_value() {
            return None;
        }
        // SAFETY: a live global value; the section is a NUL-terminated string it owns, or null.
        unsafe {
            let p = llc::LLVMGetSection(self.raw());
            let s = (!p.is_null()).then(|| std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned());
            s.filter(|s| !s.is_empty())
        }
    }

    pub fn set_section(self, section: &str) {
        // `LLVMSetSection` does `unwrap<GlobalObject>`: an alias has no section of its own.
        assert!(self.is_global_object(), "set_section on a value that is not a function or variable");
        let c = std::ffi::CString::new(section).expect("section names have no NUL");
        // SAFETY: a live function or global variable (a `GlobalObject`); LLVM copies the
        // NUL-terminated string.
        unsafe { llc::LLVMSetSection(self.raw(), c.as_ptr()) }
    }

    /// The initializer of a global variable.
    pub fn initializer(self) -> Option<Value<'ctx>> {
        if !self.is_global_variable() {
            return None;
        }
        // SAFETY: a live global variable.
        self.wrap(unsafe { llc::LLVMGetInitializer(self.raw()) })
    }

    pub fn set_initializer(self, init: Value<'ctx>) {
        assert!(self.is_global_variable(), "set_initializer on a non-variable");
        // `LLVMSetInitializer` does `unwrap<Constant>(init)`; the type check is an assertion only
        // in debug builds of LLVM.
        assert!(init.is_constant(), "set_initializer with a non-constant");
        assert!(self.global_value_type() == Some(init.ty()), "set_initializer with a value of another type");
        // SAFETY: a live global variable and a live constant of its value type (so of its context).
        unsafe { llc::LLVMSetInitializer(self.raw(), init.raw()) }
    }

    pub fn is_thread_local(self) -> bool {
        // SAFETY: asked of a live global variable only.
        self.is_global_variable() && unsafe { llc::LLVMIsThreadLocal(self.raw()) != 0 }
    }

    /// The aliasee of a global alias.
    pub fn aliasee(self) -> Option<Value<'ctx>> {
        if !self.is_global_alias() {
            return None;
        }
        // SAFETY: a live alias.
        self.wrap(unsafe { llc::LLVMAliasGetAliasee(self.raw()) })
    }

    /// The alignment of a global, `alloca`, `load` or `store` (0 when unspecified).
    pub fn alignment(self) -> u32 {
        // `LLVMGetAlignment` handles a `GlobalObject` (not an alias: `llvm_unreachable`, UB in a
        // release LLVM) and these five instructions.
        let ok = self.is_global_object()
            || matches!(
                self.opcode(),
                Some(Opcode::Alloca | Opcode::Load | Opcode::Store | Opcode::AtomicRMW | Opcode::AtomicCmpXchg)
            );
        if ok {
            // SAFETY: asked only of the value kinds LLVMGetAlignment accepts.
            unsafe { llc::LLVMGetAlignment(self.raw()) }
        } else {
            0
        }
    }

    /// The garbage-collector name of a function.
    pub fn gc(self) -> Option<String> {
        if !self.is_function() {
            return None;
        }
        // SAFETY: a live function; the name is NUL-terminated and owned by it, or null.
        unsafe {
            let p = llc::LLVMGetGC(self.raw());
            (!p.is_null()).then(|| std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned())
        }
    }

    /// Deletes a function from its module. The handle must not be used afterwards and the
    /// function must have no uses left.
    pub fn delete_function(self) {
        assert!(self.is_function(), "delete_function on a non-function");
        assert!(!self.has_uses(), "delete_function on a function that still has uses");
        // SAFETY: a live function without uses (a release LLVM frees a used value and leaves its
        // users dangling); LLVM unlinks and frees it. Callers drop the handle.
        unsafe { llc::LLVMDeleteFunction(self.raw()) }
    }

    // ----- memory instructions (added for the legality checker) -------------------------------

    /// The atomic ordering of a `load`, `store`, `atomicrmw` or `fence` (`NotAtomic` for plain
    /// loads and stores).
    pub fn ordering(self) -> Option<super::AtomicOrdering> {
        let ok = matches!(self.opcode(), Some(Opcode::Load | Opcode::Store | Opcode::AtomicRMW | Opcode::Fence));
        // SAFETY: asked only of the instructions LLVMGetOrdering accepts.
        ok.then(|| super::AtomicOrdering::from_llvm(unsafe { llc::LLVMGetOrdering(self.raw()) }))
    }

    /// The operation of an `atomicrmw`.
    pub fn atomic_rmw_op(self) -> Option<super::AtomicRMWBinOp> {
        // SAFETY: asked of a live atomicrmw only.
        (self.opcode() == Some(super::Opcode::AtomicRMW))
            .then(|| super::AtomicRMWBinOp::from_llvm(unsafe { llc::LLVMGetAtomicRMWBinOp(self.raw()) }))
    }

    /// The type an `alloca` allocates.
    pub fn allocated_type(self) -> Option<Type<'ctx>> {
        if self.opcode() != Some(super::Opcode::Alloca) {
            return None;
        }
        // SAFETY: a live alloca has an allocated type of its context.
        unsafe { Type::from_raw(llc::LLVMGetAllocatedType(self.raw())) }
    }

    /// Deletes a global variable from its module (same rules as [`Value::delete_function`]).
    pub fn delete_global(self) {
        assert!(self.is_global_variable(), "delete_global on a non-variable");
        assert!(!self.has_uses(), "delete_global on a variable that still has uses");
        // SAFETY: a live global variable without uses; LLVM unlinks and frees it. Callers drop
        // the handle.
        unsafe { llc::LLVMDeleteGlobal(self.raw()) }
    }

    // ----- turning definitions into declarations (the parallel back end's partitions) ----------

    /// Removes a global variable's initializer (it becomes a declaration).
    pub fn remove_initializer(self) {
        assert!(self.is_global_variable(), "remove_initializer on a non-variable");
        // SAFETY: a live global variable; a null initializer is LLVM-C's "none".
        unsafe { llc::LLVMSetInitializer(self.raw(), std::ptr::null_mut()) }
    }

    /// Takes a global value out of its comdat, if it is in one.
    pub fn clear_comdat(self) {
        assert!(self.is_global_object(), "clear_comdat on a value that has no comdat");
        // SAFETY: a live global object; a null comdat is LLVM-C's "none".
        unsafe { llvm_sys::comdat::LLVMSetComdat(self.raw(), std::ptr::null_mut()) }
    }

    /// Whether the value is a global object (a function or a global variable: what can have a
    /// comdat, a section, an alignment).
    pub fn is_global_object(self) -> bool {
        self.is_function() || self.is_global_variable()
    }

    /// Empties a function's body, which makes it a declaration: every instruction's uses become
    /// `poison`, then the instructions and blocks are erased. Handles on them are dead afterwards.
    pub fn delete_body(self) {
        assert!(self.is_function(), "delete_body on a non-function");
        for inst in self.instructions() {
            let ty = inst.ty();
            if ty.kind() != super::types::TypeKind::Void {
                inst.replace_all_uses_with(ty.poison());
            }
        }
        for block in self.blocks() {
            while let Some(inst) = block.first_instruction() {
                inst.erase_instruction();
            }
        }
        while let Some(block) = self.first_block() {
            // SAFETY: a live block of this function, now empty (no branch of the function uses it
            // any more); LLVM unlinks and frees it, and its handle is not used again.
            unsafe { llc::LLVMDeleteBasicBlock(block.raw()) }
        }
    }
}
