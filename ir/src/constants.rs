//! Constants: integers, poison/undef/null, and the constant expressions the passes build.

use super::types::Type;
use super::value::Value;
use llvm_sys::core as llc;

impl<'ctx> Type<'ctx> {
    /// The integer constant `value` of this integer type (`sign_extend`: treat `value` as signed).
    pub fn const_int(self, value: u64, sign_extend: bool) -> Value<'ctx> {
        assert!(self.int_width().is_some(), "const_int of a non-integer type");
        // SAFETY: a live integer type; LLVM returns a live constant of its context.
        unsafe { Value::from_raw(llc::LLVMConstInt(self.raw(), value, sign_extend as i32)) }
            .expect("LLVM returns a constant")
    }

    /// `poison` of this type.
    pub fn poison(self) -> Value<'ctx> {
        // SAFETY: a live type; LLVM returns a live constant of its context.
        unsafe { Value::from_raw(llc::LLVMGetPoison(self.raw())) }.expect("LLVM returns a constant")
    }

    /// `undef` of this type.
    pub fn undef(self) -> Value<'ctx> {
        // SAFETY: as above.
        unsafe { Value::from_raw(llc::LLVMGetUndef(self.raw())) }.expect("LLVM returns a constant")
    }

    /// The all-zero constant (`zeroinitializer`, `null`, `0`) of this type.
    ///
    /// # Panics
    /// For types without a null value (void, label, metadata, function): LLVM's
    /// `Constant::getNullValue` reaches `llvm_unreachable` on them, UB in a release build.
    pub fn const_null(self) -> Value<'ctx> {
        assert!(
            self.is_basic() || matches!(self.kind(), super::TypeKind::TargetExt | super::TypeKind::Token),
            "const_null of a type without a null value"
        );
        // SAFETY: a live type that `Constant::getNullValue` handles; LLVM returns a live constant
        // of its context.
        unsafe { Value::from_raw(llc::LLVMConstNull(self.raw())) }.expect("LLVM returns a constant")
    }

    /// A constant array of this element type.
    pub fn const_array(self, elements: &[Value<'ctx>]) -> Value<'ctx> {
        // `LLVMConstArray2` does `unwrap<Constant>` on every element; the type check is a debug
        // assertion only.
        assert!(
            elements.iter().all(|e| e.is_constant() && e.ty() == self),
            "const_array of elements that are not constants of the element type"
        );
        let mut raw: Vec<_> = elements.iter().map(|e| e.raw()).collect();
        // SAFETY: live constants of this element type; `raw` holds exactly `len` elements.
        unsafe { Value::from_raw(llc::LLVMConstArray2(self.raw(), raw.as_mut_ptr(), raw.len() as u64)) }
            .expect("LLVM returns a constant")
    }
}

impl<'ctx> Value<'ctx> {
    /// The constant expression `addrspacecast (self to ty)`.
    pub fn const_addrspace_cast(self, ty: Type<'ctx>) -> Value<'ctx> {
        assert!(self.is_constant(), "const_addrspace_cast of a non-constant");
        assert!(
            self.ty().scalar().is_pointer() && ty.scalar().is_pointer() && self.ty().context_raw() == ty.context_raw(),
            "const_addrspace_cast between non-pointers"
        );
        // SAFETY: a live constant and a live type of one context.
        self.wrap(unsafe { llc::LLVMConstAddrSpaceCast(self.raw(), ty.raw()) }).expect("LLVM returns a constant")
    }

    /// The constant expression `ptrtoint (self to ty)`.
    pub fn const_ptr_to_int(self, ty: Type<'ctx>) -> Value<'ctx> {
        assert!(self.is_constant(), "const_ptr_to_int of a non-constant");
        assert!(
            self.ty().scalar().is_pointer()
                && ty.scalar().int_width().is_some()
                && self.ty().context_raw() == ty.context_raw(),
            "const_ptr_to_int needs a pointer and an integer type"
        );
        // SAFETY: as above.
        self.wrap(unsafe { llc::LLVMConstPtrToInt(self.raw(), ty.raw()) }).expect("LLVM returns a constant")
    }

    /// A pointer cast constant (bitcast or addrspacecast as the types need).
    pub fn const_pointer_cast(self, ty: Type<'ctx>) -> Value<'ctx> {
        assert!(self.is_constant(), "const_pointer_cast of a non-constant");
        assert!(
            self.ty().scalar().is_pointer()
                && (ty.scalar().is_pointer() || ty.scalar().int_width().is_some())
                && self.ty().context_raw() == ty.context_raw(),
            "const_pointer_cast needs a pointer and a pointer or integer type"
        );
        // SAFETY: as above.
        self.wrap(unsafe { llc::LLVMConstPointerCast(self.raw(), ty.raw()) }).expect("LLVM returns a constant")
    }

    /// The constant `self + other` (integers of one type).
    pub fn const_add(self, other: Value<'ctx>) -> Value<'ctx> {
        assert!(self.is_constant() && other.is_constant(), "const_add of non-constants");
        assert!(
            self.ty() == other.ty() && self.ty().scalar().int_width().is_some(),
            "const_add of operands of different or non-integer types"
        );
        // SAFETY: live constants of one context.
        self.wrap(unsafe { llc::LLVMConstAdd(self.raw(), other.raw()) }).expect("LLVM returns a constant")
    }
}
