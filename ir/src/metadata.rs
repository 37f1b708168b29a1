//! Metadata: named metadata of a module, node operands, strings, instruction attachments and
//! debug locations. LLVM-C hands metadata to us either as values (`MetadataAsValue`, what node and
//! named-metadata operands are) or as [`Metadata`] handles (what nodes are built from).

use super::value::{lossy_string, Value};
use crate::context::Context;
use crate::context_ref::AsContextRef;
use crate::module::Module;
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMMetadataRef;
use std::ffi::CString;
use std::marker::PhantomData;
use std::ptr::NonNull;

pub use crate::enums::MetadataKind;

/// A metadata node or string of the context `'ctx` (uniqued metadata lives as long as it).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Metadata<'ctx> {
    raw: NonNull<llvm_sys::LLVMOpaqueMetadata>,
    _ctx: PhantomData<&'ctx Context>,
}

impl<'ctx> Metadata<'ctx> {
    /// # Safety
    /// `raw` is null or metadata of a context that outlives `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMMetadataRef) -> Option<Self> {
        NonNull::new(raw).map(|raw| Metadata { raw, _ctx: PhantomData })
    }

    pub(crate) fn raw(self) -> LLVMMetadataRef {
        self.raw.as_ptr()
    }

    /// The metadata string `s` (`context`: a `&Context` or a module's `ContextRef`).
    pub fn string(context: impl AsContextRef<'ctx>, s: &str) -> Metadata<'ctx> {
        // SAFETY: a live context; LLVM copies `s.len()` bytes.
        unsafe {
            Metadata::from_raw(llc::LLVMMDStringInContext2(context.as_ctx_ref(), s.as_ptr() as *const _, s.len()))
        }
        .expect("LLVM returns metadata")
    }

    /// The uniqued node `!{ops...}` (`None` operands are null slots).
    pub fn node(context: impl AsContextRef<'ctx>, ops: &[Option<Metadata<'ctx>>]) -> Metadata<'ctx> {
        let mut raw: Vec<_> = ops.iter().map(|m| m.map_or(std::ptr::null_mut(), |m| m.raw())).collect();
        // SAFETY: a live context; `raw` holds exactly `len` operands of it (or null).
        unsafe { Metadata::from_raw(llc::LLVMMDNodeInContext2(context.as_ctx_ref(), raw.as_mut_ptr(), raw.len())) }
            .expect("LLVM returns metadata")
    }

    /// A node that refers to itself as operand 0 (the shape of `!llvm.loop` ids), followed by `ops`.
    pub fn self_referential_node(context: impl AsContextRef<'ctx>, ops: &[Metadata<'ctx>]) -> Metadata<'ctx> {
        let context = context.as_ctx_ref();
        // SAFETY: a live context. The temporary node is replaced by the real one (RAUW), which
        // then points at itself; LLVM frees the temporary in the replacement.
        unsafe {
            let temp = llvm_sys::debuginfo::LLVMTemporaryMDNode(context, std::ptr::null_mut(), 0);
            let mut raw: Vec<_> = std::iter::once(temp).chain(ops.iter().map(|m| m.raw())).collect();
            let node = llc::LLVMMDNodeInContext2(context, raw.as_mut_ptr(), raw.len());
            llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(temp, node);
            Metadata::from_raw(node).expect("LLVM returns metadata")
        }
    }

    /// The metadata as a value (what instruction attachments and node operands are in LLVM-C).
    pub fn as_value(self, context: impl AsContextRef<'ctx>) -> Value<'ctx> {
        // SAFETY: live metadata of the live context.
        unsafe { Value::from_raw(llc::LLVMMetadataAsValue(context.as_ctx_ref(), self.raw())) }
            .expect("LLVM returns a value")
    }

    /// What kind of metadata this is.
    pub fn kind(self) -> MetadataKind {
        // SAFETY: live metadata.
        MetadataKind::from_llvm(unsafe { llvm_sys::debuginfo::LLVMGetMetadataKind(self.raw()) })
    }
}

/// LLVM's id of the instruction metadata kind `name` (`"llvm.loop"`, `"dbg"`, ...).
pub fn kind_id<'ctx>(context: impl AsContextRef<'ctx>, name: &str) -> u32 {
    // SAFETY: a live context; LLVM reads `name.len()` bytes.
    unsafe { llc::LLVMGetMDKindIDInContext(context.as_ctx_ref(), name.as_ptr() as *const _, name.len() as u32) }
}

/// The operands of the module's named metadata `name` (empty when it has none), as values.
pub fn named_metadata_operands<'ctx>(module: &Module<'ctx>, name: &str) -> Vec<Value<'ctx>> {
    let c = CString::new(name).unwrap_or_default();
    // SAFETY: a live module; the buffer has room for exactly the count LLVM reports, and every
    // operand is a live node of the module's context.
    unsafe {
        let n = llc::LLVMGetNamedMetadataNumOperands(module.as_mut_ptr(), c.as_ptr()) as usize;
        let mut raw = vec![std::ptr::null_mut(); n];
        if n > 0 {
            llc::LLVMGetNamedMetadataOperands(module.as_mut_ptr(), c.as_ptr(), raw.as_mut_ptr());
        }
        raw.into_iter().filter_map(|v| Value::from_raw(v)).collect()
    }
}

/// Appends `node` (a metadata node as value) to the module's named metadata `name`.
///
/// # Panics
/// When `node` is not a metadata node (or constant) as value, or `name` holds a NUL byte.
pub fn add_named_metadata_operand<'ctx>(module: &Module<'ctx>, name: &str, node: Value<'ctx>) {
    assert!(node.is_attachable_node(), "add_named_metadata_operand with a value that is not a metadata node");
    assert!(
        node.ty().context_raw() == module.context().as_ctx_ref(),
        "add_named_metadata_operand with a node of another context"
    );
    let c = CString::new(name).expect("metadata names have no NUL");
    // SAFETY: a live module and a `MetadataAsValue` of its context wrapping an `MDNode` or a
    // `ConstantAsMetadata`, what `extractMDNode(unwrap<MetadataAsValue>)` accepts.
    unsafe { llc::LLVMAddNamedMetadataOperand(module.as_mut_ptr(), c.as_ptr(), node.raw()) }
}

/// Whether the module has named metadata called `name`.
pub fn has_named_metadata(module: &Module<'_>, name: &str) -> bool {
    // SAFETY: a live module; LLVM reads `name.len()` bytes and returns null when absent.
    unsafe { !llc::LLVMGetNamedMetadata(module.as_mut_ptr(), name.as_ptr() as *const _, name.len()).is_null() }
}

/// `LLVMContext::MD_dbg`, the fixed id of the `dbg` attachment kind.
const DBG_KIND: u32 = 0;

impl<'ctx> Value<'ctx> {
    /// Whether the value is a `MetadataAsValue` that `LLVMSetMetadata` and
    /// `LLVMAddNamedMetadataOperand` accept: one wrapping an `MDNode` or a `ConstantAsMetadata`
    /// (not an `MDString`, a `LocalAsMetadata` or a plain value).
    pub(crate) fn is_attachable_node(self) -> bool {
        if !self.is_md_node() {
            return false;
        }
        // SAFETY: `self` is live; LLVMIsA* only reads the value's kind and metadata's kind.
        let value_as_md = unsafe { !llc::LLVMIsAValueAsMetadata(self.raw()).is_null() };
        !value_as_md || self.operand(0).is_some_and(|v| v.is_constant())
    }

    /// The operands of a metadata node (as value); `None` for null slots.
    pub fn md_node_operands(self) -> Vec<Option<Value<'ctx>>> {
        if !self.is_md_node() {
            return Vec::new();
        }
        // SAFETY: a live node; the buffer has room for exactly its operand count.
        unsafe {
            let n = llc::LLVMGetMDNodeNumOperands(self.raw()) as usize;
            let mut raw = vec![std::ptr::null_mut(); n];
            llc::LLVMGetMDNodeOperands(self.raw(), raw.as_mut_ptr());
            raw.into_iter().map(|v| Value::from_raw(v)).collect()
        }
    }

    /// The text of a metadata string (as value).
    pub fn md_string(self) -> Option<String> {
        if !self.is_md_string() {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: a live metadata string; LLVM returns `len` bytes it owns.
        Some(unsafe { lossy_string(llc::LLVMGetMDString(self.raw(), &mut len), len as usize) })
    }

    /// The value as a metadata handle (a `MetadataAsValue` gives its metadata; other values are
    /// wrapped as `ValueAsMetadata`).
    pub fn as_metadata(self) -> Metadata<'ctx> {
        // SAFETY: a live value; LLVM returns live metadata of its context.
        unsafe { Metadata::from_raw(llc::LLVMValueAsMetadata(self.raw())) }.expect("LLVM returns metadata")
    }

    /// The instruction's attachment of metadata kind `kind` (see [`kind_id`]).
    pub fn metadata(self, kind: u32) -> Option<Value<'ctx>> {
        // SAFETY: asked of a live instruction only; null when absent.
        self.is_instruction().then(|| self.wrap(unsafe { llc::LLVMGetMetadata(self.raw(), kind) })).flatten()
    }

    /// Sets (or with `None` removes) the instruction's attachment of kind `kind`.
    ///
    /// # Panics
    /// When `self` is not an instruction, `node` is not a metadata node (or constant) as value of
    /// the same context, or `kind` is `dbg` (use [`Value::copy_debug_location_from`]: LLVM reads
    /// a `dbg` attachment as a `DILocation` without checking).
    pub fn set_metadata(self, kind: u32, node: Option<Value<'ctx>>) {
        assert!(self.is_instruction(), "set_metadata on a non-instruction");
        assert!(kind != DBG_KIND, "set_metadata of the dbg kind");
        if let Some(n) = node {
            assert!(
                n.is_attachable_node() && self.same_context(n),
                "set_metadata with a value that is not a metadata node of this context"
            );
        }
        // SAFETY: a live instruction and, or null to remove, a `MetadataAsValue` of its context
        // wrapping an `MDNode` or a `ConstantAsMetadata` (what `LLVMSetMetadata`'s
        // `extractMDNode(unwrap<MetadataAsValue>)` accepts).
        unsafe { llc::LLVMSetMetadata(self.raw(), kind, node.map_or(std::ptr::null_mut(), |n| n.raw())) }
    }

    /// Whether the instruction has any metadata attachment (debug locations excluded).
    pub fn has_metadata(self) -> bool {
        // SAFETY: asked of a live instruction only.
        self.is_instruction() && unsafe { llc::LLVMHasMetadata(self.raw()) != 0 }
    }

    // ----- added for the legality checker ------------------------------------------------------

    /// The instruction's attachment of the metadata kind called `kind` (`"pragma"`,
    /// `"callalign"`, ...), `None` for non-instructions and instructions without it.
    pub fn metadata_named(self, kind: &str) -> Option<Value<'ctx>> {
        if !self.has_metadata() {
            return None;
        }
        // SAFETY: the live context of a live value; LLVM reads `kind.len()` bytes.
        let id = unsafe {
            llc::LLVMGetMDKindIDInContext(self.ty().context_raw(), kind.as_ptr() as *const _, kind.len() as u32)
        };
        self.metadata(id)
    }

    /// A metadata-as-value printed the way it appears in IR: a node printed without a slot
    /// tracker reads `<0x55d0...> = !{...}`, of which only the node is kept.
    pub fn print_metadata(self) -> String {
        let s = self.print();
        match s.strip_prefix("<0x").and_then(|r| r.split_once("> = ")) {
            Some((_, node)) => node.to_string(),
            None => s,
        }
    }

    /// Gives the instruction the debug location of `from` (none when `from` has none).
    pub fn copy_debug_location_from(self, from: Value<'ctx>) {
        assert!(self.is_instruction() && from.is_instruction(), "debug locations belong to instructions");
        // SAFETY: two live instructions of one context; the location is uniqued metadata.
        unsafe {
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(
                self.raw(),
                llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(from.raw()),
            )
        }
    }

    /// Removes the instruction's debug location.
    pub fn clear_debug_location(self) {
        assert!(self.is_instruction(), "debug locations belong to instructions");
        // SAFETY: a live instruction; null removes the location.
        unsafe { llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(self.raw(), std::ptr::null_mut()) }
    }
}
