//! [`TargetData`]: an owned LLVM data layout (sizes, alignments, struct offsets, byte order),
//! disposed on drop.

use super::types::Type;
use llvm_sys::target as llt;
use std::ffi::CString;

pub use crate::enums::ByteOrder;

/// A data layout parsed from its string, owned.
pub struct TargetData {
    raw: llt::LLVMTargetDataRef,
}

impl Drop for TargetData {
    fn drop(&mut self) {
        // SAFETY: created by LLVMCreateTargetData and disposed exactly once.
        unsafe { llt::LLVMDisposeTargetData(self.raw) }
    }
}

impl TargetData {
    /// The layout described by `layout` (LLVM's data-layout string; invalid parts are ignored by
    /// LLVM's C API parser, so callers validate layouts they do not trust first).
    pub fn new(layout: &str) -> TargetData {
        let c = CString::new(layout).unwrap_or_default();
        // SAFETY: a NUL-terminated string; LLVM returns an owned layout.
        TargetData { raw: unsafe { llt::LLVMCreateTargetData(c.as_ptr()) } }
    }

    /// The layout of `module`.
    pub fn of_module(module: &crate::module::Module<'_>) -> TargetData {
        TargetData::new(&super::module::data_layout(module))
    }

    ///
    /// # Panics
    /// For an unsized type (void, function, opaque struct): `DataLayout` reaches
    /// `llvm_unreachable` or reads an opaque struct's layout on them, UB in a release build.
    pub fn abi_size(&self, ty: Type<'_>) -> u64 {
        assert!(ty.is_sized(), "abi_size of an unsized type");
        // SAFETY: a live layout and a live sized type.
        unsafe { llt::LLVMABISizeOfType(self.raw, ty.raw()) }
    }

    ///
    /// # Panics
    /// For an unsized type, as [`TargetData::abi_size`].
    pub fn abi_alignment(&self, ty: Type<'_>) -> u32 {
        assert!(ty.is_sized(), "abi_alignment of an unsized type");
        // SAFETY: a live layout and a live sized type (`getABITypeAlign` handles every one).
        unsafe { llt::LLVMABIAlignmentOfType(self.raw, ty.raw()) }
    }

    /// The byte offset of element `index` of the struct type `ty`.
    pub fn offset_of_element(&self, ty: Type<'_>, index: u32) -> u64 {
        assert!(index < ty.struct_elements().len() as u32, "struct element index out of range");
        // SAFETY: a live layout, a live struct type and an index below its element count.
        unsafe { llt::LLVMOffsetOfElement(self.raw, ty.raw(), index) }
    }

    pub fn byte_order(&self) -> ByteOrder {
        // SAFETY: a live layout.
        ByteOrder::from_llvm(unsafe { llt::LLVMByteOrder(self.raw) })
    }
}
