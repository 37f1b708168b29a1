//! Inline assembly values (the callee of `call ... asm "..."`): constraint string and dialect.

use super::value::{lossy_string, Value};
use llvm_sys::core as llc;

pub use llvm_sys::LLVMInlineAsmDialect as InlineAsmDialect;

impl Value<'_> {
    /// The constraint string of an inline asm value (`"=r,r,~{memory}"`).
    pub fn inline_asm_constraints(self) -> Option<String> {
        if !self.is_inline_asm() {
            return None;
        }
        let mut len = 0usize;
        // SAFETY: a live inline asm value; LLVM returns `len` bytes it owns.
        Some(unsafe { lossy_string(llc::LLVMGetInlineAsmConstraintString(self.raw(), &mut len), len) })
    }

    /// The dialect of an inline asm value.
    pub fn inline_asm_dialect(self) -> Option<InlineAsmDialect> {
        // SAFETY: asked of a live inline asm value only.
        self.is_inline_asm().then(|| unsafe { llc::LLVMGetInlineAsmDialect(self.raw()) })
    }
}
