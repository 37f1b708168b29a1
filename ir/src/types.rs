//! [`Type`]: a non-null, copyable handle on an LLVM type, with the queries the passes need.
//! Types live as long as their context (LLVM never frees a type before its context), so a
//! `Type<'ctx>` is valid for all of `'ctx`.

use crate::context_ref::AsContextRef;
use llvm_sys::core as llc;
use llvm_sys::prelude::LLVMTypeRef;
use std::marker::PhantomData;
use std::ptr::NonNull;

pub use crate::enums::TypeKind;

/// A type of the context `'ctx`.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Type<'ctx> {
    raw: NonNull<llvm_sys::LLVMType>,
    _ctx: PhantomData<&'ctx ()>,
}

impl std::fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Type({})", self.print())
    }
}

impl<'ctx> Type<'ctx> {
    /// Wraps a pointer LLVM returned; `None` for null.
    ///
    /// # Safety
    /// `raw` is null or a type of a context that outlives `'ctx`.
    pub(crate) unsafe fn from_raw(raw: LLVMTypeRef) -> Option<Self> {
        NonNull::new(raw).map(|raw| Type { raw, _ctx: PhantomData })
    }

    pub(crate) fn raw(self) -> LLVMTypeRef {
        self.raw.as_ptr()
    }

    /// The raw context the type belongs to, for the boundary's constructors.
    pub(crate) fn context_raw(self) -> llvm_sys::prelude::LLVMContextRef {
        // SAFETY: `self` is a live type; its context outlives it.
        unsafe { llc::LLVMGetTypeContext(self.raw()) }
    }

    /// An integer type of `bits` in this type's context.
    pub fn int_in_context(self, bits: u32) -> Type<'ctx> {
        assert!((1..=MAX_INT_BITS).contains(&bits), "integer width out of LLVM's range");
        // SAFETY: the live context of `self`; LLVM returns a type of it.
        unsafe { Type::from_raw(llc::LLVMIntTypeInContext(self.context_raw(), bits)) }.expect("LLVM returns a type")
    }

    /// A pointer type of `address_space` in this type's context.
    pub fn pointer_in_context(self, address_space: u32) -> Type<'ctx> {
        // SAFETY: as above.
        unsafe { Type::from_raw(llc::LLVMPointerTypeInContext(self.context_raw(), address_space)) }
            .expect("LLVM returns a type")
    }

    fn wrap(self, raw: LLVMTypeRef) -> Option<Type<'ctx>> {
        // SAFETY: `raw` came from LLVM for a type of this type's context.
        unsafe { Type::from_raw(raw) }
    }

    /// The kind of type.
    pub fn kind(self) -> TypeKind {
        // SAFETY: `self` is a live type.
        TypeKind::from_llvm(unsafe { llc::LLVMGetTypeKind(self.raw()) })
    }

    /// LLVM's textual form (`i32`, `ptr addrspace(3)`, `{ float, i64 }`).
    pub fn print(self) -> String {
        // SAFETY: `self` is live; the message is owned by `Message` and freed once.
        let text = unsafe { super::Message::from_raw(llc::LLVMPrintTypeToString(self.raw())) };
        text.to_string_lossy()
    }

    /// The width of an integer type.
    pub fn int_width(self) -> Option<u32> {
        // SAFETY: asked of an integer type only.
        (self.kind() == TypeKind::Integer).then(|| unsafe { llc::LLVMGetIntTypeWidth(self.raw()) })
    }

    pub fn is_pointer(self) -> bool {
        self.kind() == TypeKind::Pointer
    }

    pub fn is_vector(self) -> bool {
        matches!(self.kind(), TypeKind::Vector | TypeKind::ScalableVector)
    }

    pub fn is_floating_point(self) -> bool {
        matches!(
            self.kind(),
            TypeKind::Half
                | TypeKind::BFloat
                | TypeKind::Float
                | TypeKind::Double
                | TypeKind::X86Fp80
                | TypeKind::Fp128
                | TypeKind::PpcFp128
        )
    }

    /// The address space of a pointer type.
    pub fn pointer_address_space(self) -> Option<u32> {
        // SAFETY: asked of a pointer type only.
        self.is_pointer().then(|| unsafe { llc::LLVMGetPointerAddressSpace(self.raw()) })
    }

    /// The address space of a pointer or of a vector of pointers' elements.
    pub fn pointer_or_vector_address_space(self) -> Option<u32> {
        if self.is_vector() {
            return self.element_type()?.pointer_address_space();
        }
        self.pointer_address_space()
    }

    /// The element type of an array or vector type.
    pub fn element_type(self) -> Option<Type<'ctx>> {
        if !matches!(self.kind(), TypeKind::Array | TypeKind::Vector | TypeKind::ScalableVector) {
            return None;
        }
        // SAFETY: a sequential type has an element type.
        self.wrap(unsafe { llc::LLVMGetElementType(self.raw()) })
    }

    /// The element count of a (fixed or scalable) vector type.
    pub fn vector_size(self) -> Option<u32> {
        // SAFETY: asked of a vector type only.
        self.is_vector().then(|| unsafe { llc::LLVMGetVectorSize(self.raw()) })
    }

    /// The length of an array type.
    pub fn array_length(self) -> Option<u64> {
        // SAFETY: asked of an array type only.
        (self.kind() == TypeKind::Array).then(|| unsafe { llc::LLVMGetArrayLength2(self.raw()) })
    }

    /// The element types of a struct type.
    pub fn struct_elements(self) -> Vec<Type<'ctx>> {
        if self.kind() != TypeKind::Struct {
            return Vec::new();
        }
        // SAFETY: a struct type; indices below its element count.
        let n = unsafe { llc::LLVMCountStructElementTypes(self.raw()) };
        (0..n)
            .filter_map(|i| {
                // SAFETY: `i` is below the element count of this struct type.
                self.wrap(unsafe { llc::LLVMStructGetTypeAtIndex(self.raw(), i) })
            })
            .collect()
    }

    /// The name of a named struct type (`None` for literal structs and other types).
    pub fn struct_name(self) -> Option<String> {
        if self.kind() != TypeKind::Struct {
            return None;
        }
        // SAFETY: a struct type; the name is a NUL-terminated string owned by the type, or null.
        unsafe {
            let p = llc::LLVMGetStructName(self.raw());
            (!p.is_null()).then(|| std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned())
        }
    }

    /// The return type of a function type.
    pub fn return_type(self) -> Option<Type<'ctx>> {
        // SAFETY: asked of a function type only.
        (self.kind() == TypeKind::Function).then(|| self.wrap(unsafe { llc::LLVMGetReturnType(self.raw()) })).flatten()
    }

    /// The parameter types of a function type.
    pub fn param_types(self) -> Vec<Type<'ctx>> {
        if self.kind() != TypeKind::Function {
            return Vec::new();
        }
        // SAFETY: a function type; the buffer has room for exactly its parameter count.
        unsafe {
            let n = llc::LLVMCountParamTypes(self.raw()) as usize;
            let mut raw = vec![std::ptr::null_mut(); n];
            llc::LLVMGetParamTypes(self.raw(), raw.as_mut_ptr());
            raw.into_iter().filter_map(|t| self.wrap(t)).collect()
        }
    }

    /// Whether a function type is variadic.
    pub fn is_var_arg(self) -> bool {
        // SAFETY: asked of a function type only.
        self.kind() == TypeKind::Function && unsafe { llc::LLVMIsFunctionVarArg(self.raw()) != 0 }
    }

    /// The element type of a vector type, the type itself otherwise.
    pub fn scalar(self) -> Type<'ctx> {
        if self.is_vector() {
            self.element_type().unwrap_or(self)
        } else {
            self
        }
    }

    /// The width in bits of a floating-point type (`bfloat` and `half` both 16).
    pub fn float_width(self) -> Option<u32> {
        match self.kind() {
            TypeKind::Half | TypeKind::BFloat => Some(16),
            TypeKind::Float => Some(32),
            TypeKind::Double => Some(64),
            TypeKind::X86Fp80 => Some(80),
            TypeKind::Fp128 | TypeKind::PpcFp128 => Some(128),
            _ => None,
        }
    }

    /// Whether the type has a size (`LLVMTypeIsSized`).
    pub fn is_sized(self) -> bool {
        // SAFETY: `self` is a live type; `isSized` only reads it (and its elements).
        unsafe { llc::LLVMTypeIsSized(self.raw()) != 0 }
    }

    /// Element `index` of a struct or array type (`None` out of range or for other types).
    pub fn aggregate_element(self, index: u32) -> Option<Type<'ctx>> {
        match self.kind() {
            TypeKind::Struct => self.struct_elements().get(index as usize).copied(),
            TypeKind::Array => (u64::from(index) < self.array_length()?).then(|| self.element_type()).flatten(),
            _ => None,
        }
    }

    /// Whether the type is a first-class value type a `select` or `phi` can have: floating point,
    /// integer, pointer, struct, array or vector (not void, label, metadata, token, function, or
    /// target extension types).
    pub fn is_basic(self) -> bool {
        self.is_floating_point()
            || matches!(
                self.kind(),
                TypeKind::Integer
                    | TypeKind::Struct
                    | TypeKind::Pointer
                    | TypeKind::Array
                    | TypeKind::Vector
                    | TypeKind::ScalableVector
            )
    }

    /// Whether the type may be an element of an array or struct (LLVM's
    /// `ArrayType::isValidElementType`, which `ArrayType::get` only asserts in debug builds).
    pub(crate) fn is_valid_aggregate_element(self) -> bool {
        !matches!(
            self.kind(),
            TypeKind::Void
                | TypeKind::Label
                | TypeKind::Metadata
                | TypeKind::Function
                | TypeKind::Token
                | TypeKind::X86Amx
                | TypeKind::ScalableVector
        )
    }
}

/// `IntegerType::MAX_INT_BITS`: LLVM asserts integer widths in `1..=2^23` only in debug builds.
const MAX_INT_BITS: u32 = 1 << 23;

/// Types made in a context (inkwell has these too; these return boundary handles).
impl<'ctx> Type<'ctx> {
    pub fn int(context: impl AsContextRef<'ctx>, bits: u32) -> Type<'ctx> {
        assert!((1..=MAX_INT_BITS).contains(&bits), "integer width out of LLVM's range");
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMIntTypeInContext(context.as_ctx_ref(), bits)) }.expect("LLVM returns a type")
    }
    pub fn pointer(context: impl AsContextRef<'ctx>, address_space: u32) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMPointerTypeInContext(context.as_ctx_ref(), address_space)) }
            .expect("LLVM returns a type")
    }
    ///
    /// # Panics
    /// When `count` is 0 or `element` is not an integer, floating-point or pointer type (LLVM
    /// checks both only in debug builds).
    pub fn vector(element: Type<'ctx>, count: u32) -> Type<'ctx> {
        assert!(count > 0, "a vector type has at least one element");
        assert!(
            element.kind() == TypeKind::Integer || element.is_floating_point() || element.is_pointer(),
            "invalid vector element type"
        );
        // SAFETY: `element` is a live, valid vector element type; LLVM makes the vector type in
        // its context.
        unsafe { Type::from_raw(llc::LLVMVectorType(element.raw(), count)) }.expect("LLVM returns a type")
    }
    ///
    /// # Panics
    /// When `element` cannot be an array element (void, label, metadata, function, token).
    pub fn array(element: Type<'ctx>, count: u64) -> Type<'ctx> {
        assert!(element.is_valid_aggregate_element(), "invalid array element type");
        // SAFETY: `element` is a live, valid array element type; LLVM makes the array type in
        // its context.
        unsafe { Type::from_raw(llc::LLVMArrayType2(element.raw(), count)) }.expect("LLVM returns a type")
    }
    /// `float` (`context`: a `&Context` or a module's `ContextRef`, as for the others here).
    pub fn float(context: impl AsContextRef<'ctx>) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMFloatTypeInContext(context.as_ctx_ref())) }.expect("LLVM returns a type")
    }
    /// `half`.
    pub fn half(context: impl AsContextRef<'ctx>) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMHalfTypeInContext(context.as_ctx_ref())) }.expect("LLVM returns a type")
    }
    /// `bfloat`.
    pub fn bfloat(context: impl AsContextRef<'ctx>) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMBFloatTypeInContext(context.as_ctx_ref())) }.expect("LLVM returns a type")
    }
    /// `void`.
    pub fn void(context: impl AsContextRef<'ctx>) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMVoidTypeInContext(context.as_ctx_ref())) }.expect("LLVM returns a type")
    }
    /// `double`.
    pub fn double(context: impl AsContextRef<'ctx>) -> Type<'ctx> {
        // SAFETY: the context is live for 'ctx; the result is a type of it.
        unsafe { Type::from_raw(llc::LLVMDoubleTypeInContext(context.as_ctx_ref())) }.expect("LLVM returns a type")
    }
    /// The literal (unnamed, unpacked) struct type `{ fields... }`.
    pub fn literal_struct(context: impl AsContextRef<'ctx>, fields: &[Type<'ctx>]) -> Type<'ctx> {
        let context = context.as_ctx_ref();
        assert!(
            fields.iter().all(|t| t.is_valid_aggregate_element() && t.context_raw() == context),
            "invalid struct field type"
        );
        let mut raw: Vec<_> = fields.iter().map(|t| t.raw()).collect();
        // SAFETY: the context is live for 'ctx; `raw` holds exactly `len` live types of it.
        unsafe { Type::from_raw(llc::LLVMStructTypeInContext(context, raw.as_mut_ptr(), raw.len() as u32, 0)) }
            .expect("LLVM returns a type")
    }
    /// The (non-variadic) function type `ret (params...)`.
    ///
    /// # Panics
    /// When a type is of another context than `ret`, `ret` is a function, label or metadata type,
    /// or a parameter is void, label, metadata or function (LLVM asserts these only in debug).
    pub fn function(ret: Type<'ctx>, params: &[Type<'ctx>]) -> Type<'ctx> {
        assert!(
            !matches!(ret.kind(), TypeKind::Function | TypeKind::Label | TypeKind::Metadata),
            "invalid return type"
        );
        assert!(
            params.iter().all(|t| !matches!(
                t.kind(),
                TypeKind::Void | TypeKind::Label | TypeKind::Metadata | TypeKind::Function
            ) && t.context_raw() == ret.context_raw()),
            "invalid parameter type"
        );
        let mut raw: Vec<_> = params.iter().map(|t| t.raw()).collect();
        // SAFETY: live types of one context; `raw` holds exactly `len` of them.
        unsafe { Type::from_raw(llc::LLVMFunctionType(ret.raw(), raw.as_mut_ptr(), raw.len() as u32, 0)) }
            .expect("LLVM returns a type")
    }
}
