//! [`Module`], nvvmc's handle of an LLVM module, and what a module holds: its functions, global
//! variables and aliases as [`Value`]s, lookups by name, new declarations, the data layout and
//! triple as LLVM stores them, intrinsics.

use super::context_ref::{AsContextRef, ContextRef};
use super::types::Type;
use super::value::Value;
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMModuleRef;
use std::ffi::{CStr, CString};

/// An LLVM module of the context `'ctx`, owned: dropping it disposes of the module.
///
/// Everything outside this crate works on modules through this type, its methods and the free
/// functions of this crate that take `&Module`.
pub struct Module<'ctx> {
    inner: inkwell::module::Module<'ctx>,
}

impl std::fmt::Debug for Module<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Module").field("name", &self.name()).finish()
    }
}

impl<'ctx> Module<'ctx> {
    /// Takes ownership of a raw module.
    ///
    /// # Safety
    /// `raw` is a live module of a context that lives for `'ctx`, owned by nobody else.
    pub(crate) unsafe fn new(raw: LLVMModuleRef) -> Self {
        // SAFETY: per the function's contract.
        Module { inner: unsafe { inkwell::module::Module::new(raw) } }
    }

    pub(crate) fn inkwell(&self) -> &inkwell::module::Module<'ctx> {
        &self.inner
    }

    /// Gives up ownership: the caller (LLVM) disposes of the module.
    pub(crate) fn into_raw(self) -> LLVMModuleRef {
        let raw = self.inner.as_mut_ptr();
        std::mem::forget(self);
        raw
    }

    pub(crate) fn as_mut_ptr(&self) -> LLVMModuleRef {
        self.inner.as_mut_ptr()
    }

    /// The context the module belongs to.
    pub fn context(&self) -> ContextRef<'ctx> {
        // SAFETY: a live module; its context lives for `'ctx`.
        unsafe { ContextRef::from_raw(llc::LLVMGetModuleContext(self.as_mut_ptr())) }
    }

    /// The module's identifier (the name it was created or parsed with).
    pub fn name(&self) -> String {
        self.inner.get_name().to_string_lossy().into_owned()
    }

    /// The module as LLVM IR text.
    pub fn print(&self) -> String {
        self.inner.print_to_string().to_string()
    }

    /// LLVM's verifier: `Err` with its report when the module is not valid IR.
    pub fn verify(&self) -> Result<(), String> {
        self.inner.verify().map_err(|e| e.to_string())
    }

    /// The module as bitcode.
    pub fn to_bitcode(&self) -> Vec<u8> {
        self.inner.write_bitcode_to_memory().as_slice().to_vec()
    }

    /// The module as bitcode that also records the order of every value's uses, so that the
    /// module read back is the same to passes that walk users (`cpp/bitcode_writer.cpp`).
    pub fn to_bitcode_keeping_use_lists(&self) -> Vec<u8> {
        extern "C" {
            fn nvvmc_write_bitcode_keeping_use_lists(m: LLVMModuleRef) -> llvm_sys::prelude::LLVMMemoryBufferRef;
        }
        // SAFETY: a live module; the shim returns a new buffer, copied here and disposed once.
        unsafe {
            let buf = nvvmc_write_bitcode_keeping_use_lists(self.as_mut_ptr());
            let start = llc::LLVMGetBufferStart(buf) as *const u8;
            let bytes = std::slice::from_raw_parts(start, llc::LLVMGetBufferSize(buf)).to_vec();
            llc::LLVMDisposeMemoryBuffer(buf);
            bytes
        }
    }

    /// Every function of the module (definitions and declarations), in module order.
    pub fn functions(&self) -> Vec<Value<'ctx>> {
        functions(self)
    }

    /// The function called `name`, declared or defined.
    pub fn function(&self, name: &str) -> Option<Value<'ctx>> {
        named_function(self, name)
    }

    /// Every global variable of the module, in module order.
    pub fn globals(&self) -> Vec<Value<'ctx>> {
        globals(self)
    }

    /// The global variable called `name`.
    pub fn global(&self, name: &str) -> Option<Value<'ctx>> {
        named_global(self, name)
    }

    /// The module's target triple as LLVM stores it.
    pub fn triple(&self) -> String {
        target_triple(self)
    }

    /// Sets the module's target triple.
    pub fn set_triple(&self, triple: &str) {
        set_target_triple(self, triple)
    }

    /// The module's data layout string.
    pub fn data_layout(&self) -> String {
        data_layout(self)
    }

    /// Sets the module's data layout string.
    pub fn set_data_layout(&self, layout: &str) {
        set_data_layout(self, layout)
    }
}

fn cstring(s: &str) -> CString {
    CString::new(s).unwrap_or_default()
}

/// Walks a module-level list (`first`, then `next` until null), collecting handles.
///
/// # Safety
/// `first` is null or a live value of the module's context and `next` returns null or the next
/// live value of the same list.
unsafe fn collect<'ctx>(
    first: llvm_sys::prelude::LLVMValueRef,
    next: unsafe extern "C" fn(llvm_sys::prelude::LLVMValueRef) -> llvm_sys::prelude::LLVMValueRef,
) -> Vec<Value<'ctx>> {
    let mut out = Vec::new();
    let mut cur = first;
    while !cur.is_null() {
        // SAFETY: non-null and live per the function's contract.
        out.extend(unsafe { Value::from_raw(cur) });
        // SAFETY: per the contract, `next` of a live list entry is null or live.
        cur = unsafe { next(cur) };
    }
    out
}

impl<'ctx> ContextRef<'ctx> {
    /// A new empty module called `name`.
    pub fn create_module(self, name: &str) -> Module<'ctx> {
        let name = std::ffi::CString::new(name.replace('\0', "?")).expect("no NUL");
        // SAFETY: a live context; LLVM copies the name and returns a new module the caller owns.
        unsafe { Module::new(llvm_sys::core::LLVMModuleCreateWithNameInContext(name.as_ptr(), self.raw())) }
    }

    /// [`crate::Context::parse_ir`] in this context.
    pub fn parse_ir(self, text: impl AsRef<[u8]>, name: &str) -> Result<Module<'ctx>, String> {
        let text = text.as_ref();
        let name = std::ffi::CString::new(name.replace('\0', "?")).expect("no NUL");
        let mut module = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        // SAFETY: LLVM copies `text` into a buffer that is disposed after the parse (the `2`
        // parser does not take it). A live context and valid out-pointers; on failure `message` is null or a
        // string to free with LLVMDisposeMessage (owned by `Message`).
        let failed = unsafe {
            let buf = llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                text.as_ptr() as *const std::ffi::c_char,
                text.len(),
                name.as_ptr(),
            );
            let failed = llvm_sys::ir_reader::LLVMParseIRInContext2(self.raw(), buf, &mut module, &mut message);
            llvm_sys::core::LLVMDisposeMemoryBuffer(buf);
            failed
        } != 0;
        if failed || module.is_null() {
            // SAFETY: the parser's message, owned here and freed once.
            return Err(unsafe { super::Message::from_raw(message) }.to_string_lossy());
        }
        // SAFETY: a new module of this context, owned by the caller.
        Ok(unsafe { Module::new(module) })
    }
}

/// Every function of the module (definitions and declarations), in module order.
pub fn functions<'ctx>(module: &Module<'ctx>) -> Vec<Value<'ctx>> {
    // SAFETY: a live module; LLVM's function list is walked with its own accessors.
    unsafe { collect(llc::LLVMGetFirstFunction(module.as_mut_ptr()), llc::LLVMGetNextFunction) }
}

/// Every global variable of the module, in module order.
pub fn globals<'ctx>(module: &Module<'ctx>) -> Vec<Value<'ctx>> {
    // SAFETY: as above, for the global-variable list.
    unsafe { collect(llc::LLVMGetFirstGlobal(module.as_mut_ptr()), llc::LLVMGetNextGlobal) }
}

/// Every global alias of the module, in module order.
pub fn aliases<'ctx>(module: &Module<'ctx>) -> Vec<Value<'ctx>> {
    // SAFETY: as above, for the alias list.
    unsafe { collect(llc::LLVMGetFirstGlobalAlias(module.as_mut_ptr()), llc::LLVMGetNextGlobalAlias) }
}

/// Whether the module has any `ifunc`.
pub fn has_ifuncs(module: &Module<'_>) -> bool {
    // SAFETY: a live module.
    unsafe { !llc::LLVMGetFirstGlobalIFunc(module.as_mut_ptr()).is_null() }
}

/// The function called `name`, declared or defined.
pub fn named_function<'ctx>(module: &Module<'ctx>, name: &str) -> Option<Value<'ctx>> {
    let c = cstring(name);
    // SAFETY: a live module; null when absent.
    unsafe { Value::from_raw(llc::LLVMGetNamedFunction(module.as_mut_ptr(), c.as_ptr())) }
}

/// The global variable called `name`.
pub fn named_global<'ctx>(module: &Module<'ctx>, name: &str) -> Option<Value<'ctx>> {
    let c = cstring(name);
    // SAFETY: a live module; null when absent.
    unsafe { Value::from_raw(llc::LLVMGetNamedGlobal(module.as_mut_ptr(), c.as_ptr())) }
}

/// Adds a function declaration `name` of function type `fty`.
pub fn add_function<'ctx>(module: &Module<'ctx>, name: &str, fty: Type<'ctx>) -> Value<'ctx> {
    let c = cstring(name);
    // `LLVMAddFunction` does `unwrap<FunctionType>`.
    assert!(fty.kind() == super::TypeKind::Function, "add_function with a type that is not a function type");
    assert!(fty.context_raw() == module.context().as_ctx_ref(), "add_function with a type of another context");
    // SAFETY: a live module and a function type of its context; LLVM returns the new function.
    unsafe { Value::from_raw(llc::LLVMAddFunction(module.as_mut_ptr(), c.as_ptr(), fty.raw())) }
        .expect("LLVM returns the function")
}

/// Adds a global variable `name` of type `ty` (address space 0).
pub fn add_global<'ctx>(module: &Module<'ctx>, ty: Type<'ctx>, name: &str) -> Value<'ctx> {
    let c = cstring(name);
    // `GlobalVariable`'s constructor asserts a valid value type only in debug builds.
    assert!(ty.is_valid_aggregate_element(), "add_global with a type a variable cannot have");
    assert!(ty.context_raw() == module.context().as_ctx_ref(), "add_global with a type of another context");
    // SAFETY: a live module and a valid variable type of its context; LLVM returns the new
    // variable.
    unsafe { Value::from_raw(llc::LLVMAddGlobal(module.as_mut_ptr(), ty.raw(), c.as_ptr())) }
        .expect("LLVM returns the global")
}

/// The module's data layout string, read from LLVM (inkwell caches its own copy, which does not
/// see changes made elsewhere).
pub fn data_layout(module: &Module<'_>) -> String {
    // SAFETY: a live module; the string is NUL-terminated and owned by the module.
    unsafe {
        let p = llc::LLVMGetDataLayoutStr(module.as_mut_ptr());
        if p.is_null() {
            return String::new();
        }
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}

/// Sets the module's data layout string.
pub fn set_data_layout(module: &Module<'_>, layout: &str) {
    let c = cstring(layout);
    // SAFETY: a live module; LLVM parses and copies the string.
    unsafe { llc::LLVMSetDataLayout(module.as_mut_ptr(), c.as_ptr()) }
}

/// The module's target triple as LLVM stores it.
pub fn target_triple(module: &Module<'_>) -> String {
    // SAFETY: a live module; the string is NUL-terminated and owned by the module.
    unsafe {
        let p = llc::LLVMGetTarget(module.as_mut_ptr());
        if p.is_null() {
            return String::new();
        }
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}

/// Sets the module's target triple.
pub fn set_target_triple(module: &Module<'_>, triple: &str) {
    let c = cstring(triple);
    // SAFETY: a live module; LLVM copies the string.
    unsafe { llc::LLVMSetTarget(module.as_mut_ptr(), c.as_ptr()) }
}

/// The module-level inline assembly (`module asm "..."` lines joined by LLVM).
pub fn inline_asm(module: &Module<'_>) -> String {
    let mut len = 0usize;
    // SAFETY: a live module; LLVM returns `len` bytes it owns.
    unsafe { super::value::lossy_string(llc::LLVMGetModuleInlineAsm(module.as_mut_ptr(), &mut len), len) }
}

/// LLVM's id of the intrinsic called `name` (0 when there is none).
pub fn intrinsic_id(name: &str) -> u32 {
    // SAFETY: LLVM reads `name.len()` bytes of a valid slice.
    unsafe { llc::LLVMLookupIntrinsicID(name.as_ptr() as *const _, name.len()) }
}

/// The declaration of intrinsic `id` overloaded on `overloads`, added to the module if needed.
pub fn intrinsic_declaration<'ctx>(module: &Module<'ctx>, id: u32, overloads: &[Type<'ctx>]) -> Option<Value<'ctx>> {
    if id == 0 {
        return None;
    }
    let mut raw: Vec<_> = overloads.iter().map(|t| t.raw()).collect();
    // SAFETY: a live module, a valid intrinsic id and `len` live types of its context.
    unsafe { Value::from_raw(llc::LLVMGetIntrinsicDeclaration(module.as_mut_ptr(), id, raw.as_mut_ptr(), raw.len())) }
}
