//! Attributes of functions, parameters, return values and call sites, by name.

use super::types::Type;
use super::value::{lossy_string, Value};
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMAttributeRef;
use std::marker::PhantomData;
use std::ptr::NonNull;

/// Where an attribute sits: on the function, its return value or one parameter (0-based).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AttrIndex {
    Function,
    Return,
    Param(u32),
}

impl AttrIndex {
    fn raw(self) -> u32 {
        match self {
            AttrIndex::Function => llvm_sys::LLVMAttributeFunctionIndex,
            AttrIndex::Return => llvm_sys::LLVMAttributeReturnIndex,
            AttrIndex::Param(i) => i + 1,
        }
    }
}

/// An attribute of the context `'ctx` (attributes are uniqued and live as long as it).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Attribute<'ctx> {
    raw: NonNull<llvm_sys::LLVMOpaqueAttributeRef>,
    _ctx: PhantomData<&'ctx ()>,
}

/// LLVM's id of the enum attribute called `name` (0 when LLVM has no such attribute).
pub fn enum_kind_id(name: &str) -> u32 {
    // SAFETY: LLVM reads exactly `name.len()` bytes of a valid slice.
    unsafe { llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}

/// The kind id of `name` for an attribute made with `LLVMCreateEnumAttribute`.
///
/// # Panics
/// For a name LLVM does not know (id 0) and for the type, constant-range and range-list kinds
/// (`byval`, `range`, `initializes`, ...): `Attribute::get` asserts enum-or-int kinds only in
/// debug builds, and LLVM later reads such an attribute as a `TypeAttributeImpl` (or a range)
/// without a check.
fn enum_or_int_kind_id(name: &str) -> u32 {
    const NOT_ENUM: [&str; 8] =
        ["byref", "byval", "elementtype", "inalloca", "preallocated", "sret", "range", "initializes"];
    let id = enum_kind_id(name);
    assert!(id != 0 && !NOT_ENUM.contains(&name), "`{name}` is not an enum or integer attribute");
    id
}

impl<'ctx> Attribute<'ctx> {
    /// # Safety
    /// `raw` is null or an attribute of a context that outlives `'ctx`.
    unsafe fn from_raw(raw: LLVMAttributeRef) -> Option<Self> {
        NonNull::new(raw).map(|raw| Attribute { raw, _ctx: PhantomData })
    }

    fn raw(self) -> LLVMAttributeRef {
        self.raw.as_ptr()
    }

    pub fn is_enum(self) -> bool {
        // SAFETY: a live attribute.
        unsafe { llc::LLVMIsEnumAttribute(self.raw()) != 0 }
    }
    pub fn is_string(self) -> bool {
        // SAFETY: a live attribute.
        unsafe { llc::LLVMIsStringAttribute(self.raw()) != 0 }
    }
    pub fn is_type(self) -> bool {
        // SAFETY: a live attribute.
        unsafe { llc::LLVMIsTypeAttribute(self.raw()) != 0 }
    }

    /// The kind id of an enum or type attribute.
    pub fn kind_id(self) -> Option<u32> {
        // SAFETY: asked of enum/type attributes only.
        (self.is_enum() || self.is_type()).then(|| unsafe { llc::LLVMGetEnumAttributeKind(self.raw()) })
    }

    /// The integer of an enum attribute (`align 16` → 16).
    pub fn enum_value(self) -> Option<u64> {
        // SAFETY: asked of enum attributes only.
        self.is_enum().then(|| unsafe { llc::LLVMGetEnumAttributeValue(self.raw()) })
    }

    /// The type of a type attribute (`byval(T)` → T).
    pub fn type_value(self) -> Option<Type<'ctx>> {
        // SAFETY: asked of type attributes only; the type lives as long as the context.
        self.is_type().then(|| unsafe { Type::from_raw(llc::LLVMGetTypeAttributeValue(self.raw())) }).flatten()
    }

    /// The key of a string attribute.
    pub fn string_kind(self) -> Option<String> {
        if !self.is_string() {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: a string attribute; LLVM returns `len` bytes it owns.
        Some(unsafe { lossy_string(llc::LLVMGetStringAttributeKind(self.raw(), &mut len), len as usize) })
    }

    /// The value of a string attribute.
    pub fn string_value(self) -> Option<String> {
        if !self.is_string() {
            return None;
        }
        let mut len = 0u32;
        // SAFETY: a string attribute; LLVM returns `len` bytes it owns.
        Some(unsafe { lossy_string(llc::LLVMGetStringAttributeValue(self.raw(), &mut len), len as usize) })
    }
}

impl<'ctx> Value<'ctx> {
    fn ctx_raw(self) -> llvm_sys::prelude::LLVMContextRef {
        self.ty().context_raw()
    }

    fn assert_function(self) {
        assert!(self.is_function(), "function attributes asked of a non-function");
    }

    /// The attributes of a function at `index`.
    pub fn attributes(self, index: AttrIndex) -> Vec<Attribute<'ctx>> {
        self.assert_function();
        // SAFETY: a live function; the buffer has room for exactly the count LLVM reports.
        unsafe {
            let n = llc::LLVMGetAttributeCountAtIndex(self.raw(), index.raw()) as usize;
            let mut raw = vec![std::ptr::null_mut(); n];
            llc::LLVMGetAttributesAtIndex(self.raw(), index.raw(), raw.as_mut_ptr());
            raw.into_iter().filter_map(|a| Attribute::from_raw(a)).collect()
        }
    }

    /// The enum attribute `name` of a function at `index`.
    pub fn enum_attribute(self, index: AttrIndex, name: &str) -> Option<Attribute<'ctx>> {
        self.enum_attribute_of_kind(index, enum_kind_id(name))
    }

    /// [`enum_attribute`](Self::enum_attribute) by the kind id [`enum_kind_id`] gave, for a
    /// caller that asks often: LLVM finds a kind's id by comparing the name with its whole list.
    pub fn enum_attribute_of_kind(self, index: AttrIndex, kind: u32) -> Option<Attribute<'ctx>> {
        self.assert_function();
        // SAFETY: a live function; LLVM returns null when the attribute is absent (any kind id,
        // 0 included, is only compared with the ids of the attributes present).
        unsafe { Attribute::from_raw(llc::LLVMGetEnumAttributeAtIndex(self.raw(), index.raw(), kind)) }
    }

    pub fn has_enum_attribute(self, index: AttrIndex, name: &str) -> bool {
        self.enum_attribute(index, name).is_some()
    }

    /// The value of the string attribute `key` of a function at `index`.
    pub fn string_attribute(self, index: AttrIndex, key: &str) -> Option<String> {
        self.assert_function();
        // SAFETY: a live function; LLVM reads `key.len()` bytes and returns null when absent.
        let a = unsafe {
            Attribute::from_raw(llc::LLVMGetStringAttributeAtIndex(
                self.raw(),
                index.raw(),
                key.as_ptr() as *const _,
                key.len() as u32,
            ))
        };
        a.and_then(|a| a.string_value())
    }

    /// Adds the enum attribute `name` (with `value`, 0 for flags) to a function at `index`.
    pub fn add_enum_attribute(self, index: AttrIndex, name: &str, value: u64) {
        self.assert_function();
        // SAFETY: a live function of the context the attribute is made in.
        unsafe {
            let a = llc::LLVMCreateEnumAttribute(self.ctx_raw(), enum_or_int_kind_id(name), value);
            llc::LLVMAddAttributeAtIndex(self.raw(), index.raw(), a);
        }
    }

    /// Adds the string attribute `key`=`value` to a function at `index`.
    pub fn add_string_attribute(self, index: AttrIndex, key: &str, value: &str) {
        self.assert_function();
        // SAFETY: a live function; LLVM copies the two byte slices.
        unsafe {
            let a = llc::LLVMCreateStringAttribute(
                self.ctx_raw(),
                key.as_ptr() as *const _,
                key.len() as u32,
                value.as_ptr() as *const _,
                value.len() as u32,
            );
            llc::LLVMAddAttributeAtIndex(self.raw(), index.raw(), a);
        }
    }

    pub fn remove_enum_attribute(self, index: AttrIndex, name: &str) {
        self.assert_function();
        // SAFETY: a live function; removing an absent attribute is a no-op.
        unsafe { llc::LLVMRemoveEnumAttributeAtIndex(self.raw(), index.raw(), enum_kind_id(name)) }
    }

    pub fn remove_string_attribute(self, index: AttrIndex, key: &str) {
        self.assert_function();
        // SAFETY: a live function; LLVM reads `key.len()` bytes; absent attributes are a no-op.
        unsafe {
            llc::LLVMRemoveStringAttributeAtIndex(self.raw(), index.raw(), key.as_ptr() as *const _, key.len() as u32)
        }
    }

    /// The attributes of a call site at `index`.
    pub fn call_site_attributes(self, index: AttrIndex) -> Vec<Attribute<'ctx>> {
        if self.called_value().is_none() {
            return Vec::new();
        }
        // SAFETY: a live call-like instruction; the buffer has room for the count LLVM reports.
        unsafe {
            let n = llc::LLVMGetCallSiteAttributeCount(self.raw(), index.raw()) as usize;
            let mut raw = vec![std::ptr::null_mut(); n];
            llc::LLVMGetCallSiteAttributes(self.raw(), index.raw(), raw.as_mut_ptr());
            raw.into_iter().filter_map(|a| Attribute::from_raw(a)).collect()
        }
    }

    /// The enum attribute `name` of a call site at `index`.
    pub fn call_site_enum_attribute(self, index: AttrIndex, name: &str) -> Option<Attribute<'ctx>> {
        self.called_value()?;
        // SAFETY: a live call-like instruction; null when absent.
        unsafe { Attribute::from_raw(llc::LLVMGetCallSiteEnumAttribute(self.raw(), index.raw(), enum_kind_id(name))) }
    }

    /// Adds the enum attribute `name` (with `value`) to a call site at `index`.
    pub fn add_call_site_enum_attribute(self, index: AttrIndex, name: &str, value: u64) {
        assert!(self.called_value().is_some(), "call-site attribute on a non-call");
        // SAFETY: a live call-like instruction of the context the attribute is made in.
        unsafe {
            let a = llc::LLVMCreateEnumAttribute(self.ctx_raw(), enum_or_int_kind_id(name), value);
            llc::LLVMAddCallSiteAttribute(self.raw(), index.raw(), a);
        }
    }
}

/// Copying attributes as they are (any kind: enum, integer, type, string), e.g. from one function
/// or call site to another (the address-space pass's cloned functions and rebuilt calls).
impl<'ctx> Value<'ctx> {
    /// Adds `attr` (an attribute of this context) to a function at `index`.
    pub fn add_attribute(self, index: AttrIndex, attr: Attribute<'ctx>) {
        self.assert_function();
        // SAFETY: a live function and an attribute of its context (the lifetime `'ctx` ties both
        // to one context); LLVM adds a reference to the uniqued attribute.
        unsafe { llc::LLVMAddAttributeAtIndex(self.raw(), index.raw(), attr.raw()) }
    }

    /// Adds `attr` (an attribute of this context) to a call site at `index`.
    pub fn add_call_site_attribute(self, index: AttrIndex, attr: Attribute<'ctx>) {
        assert!(self.called_value().is_some(), "call-site attribute on a non-call");
        // SAFETY: a live call-like instruction and an attribute of its context.
        unsafe { llc::LLVMAddCallSiteAttribute(self.raw(), index.raw(), attr.raw()) }
    }
}
