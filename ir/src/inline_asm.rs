//! Inline assembly values (the callee of `call ... asm "..."`): constraint string and dialect.

use super::value::Value;
use llvm_sys::core as llc;

pub use crate::enums::InlineAsmDialect;

impl Value<'_> {
    /// The constraint string of an inline asm value (`"=r,r,~{memory}"`).
    pub fn inline_asm_constraints(self) -> Option<String> {
        self.inline_asm_constraint_bytes().map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// The constraint string of inline asm, as LLVM stores it (bytes, not checked to be UTF-8).
    pub fn inline_asm_constraint_bytes(self) -> Option<Vec<u8>> {
        if !self.is_inline_asm() {
            return None;
        }
        let mut len = 0usize;
        // SAFETY: a live inline asm value; LLVM returns `len` bytes it owns (or null).
        let p = unsafe { llc::LLVMGetInlineAsmConstraintString(self.raw(), &mut len) };
        if p.is_null() || len == 0 {
            return Some(Vec::new());
        }
        // SAFETY: `p` points to `len` bytes owned by the asm value, copied at once.
        Some(unsafe { std::slice::from_raw_parts(p as *const u8, len) }.to_vec())
    }

    /// Whether inline asm is `sideeffect` (`false` for anything that is not inline asm).
    pub fn inline_asm_has_side_effects(self) -> bool {
        // SAFETY: asked of a live inline asm value only.
        self.is_inline_asm() && unsafe { llc::LLVMGetInlineAsmHasSideEffects(self.raw()) != 0 }
    }

    /// The dialect of an inline asm value.
    pub fn inline_asm_dialect(self) -> Option<InlineAsmDialect> {
        // SAFETY: asked of a live inline asm value only.
        self.is_inline_asm().then(|| InlineAsmDialect::from_llvm(unsafe { llc::LLVMGetInlineAsmDialect(self.raw()) }))
    }
}
