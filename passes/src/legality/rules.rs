//! The one table of every rule a diagnostic can name: the NVVM legality rules and the ids the
//! other stages report (code-generation guard, math lowering, link strategies, target
//! normalization). Each row gives the kebab-case id, the section of the NVVM IR specification 1.1
//! it comes from, its severity by default and under `--strict`, a one-line summary and the fix.
//! The `rules!` macro makes the typed id [`Rule`] from the same rows, so an id that is not in
//! the table cannot be reported. `nvvmc --list-rules` prints this table; the rule table of docs/reference/rules.md
//! is the same data.
//!
//! Severities follow the spec's three levels of support (section 1): what is *illegal* is an
//! error; what is *accepted and ignored* is a warning (in both modes: the spec accepts it); a
//! spec-1.1 restriction that LLVM 22 handles correctly is a warning by default and an error under
//! `--strict` (the letter of the spec, for users who must stay compatible with libNVVM). Math
//! intrinsics that nvvmc lowers itself are off by default and errors under `--strict`.

use crate::Severity;

/// How a rule reports in one mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Off,
    Warning,
    Error,
}

impl Level {
    pub fn severity(self) -> Option<Severity> {
        match self {
            Level::Off => None,
            Level::Warning => Some(Severity::Warning),
            Level::Error => Some(Severity::Error),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Off => "off",
            Level::Warning => "warning",
            Level::Error => "error",
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, Copy)]
pub struct RuleInfo {
    pub rule: Rule,
    /// The kebab-case id, `rule.as_str()`.
    pub id: &'static str,
    /// The section of the NVVM IR specification 1.1 the rule comes from; `""` for the rules of
    /// constructs the spec does not know (NVVM IR 2.0 intrinsics, complex builtins).
    pub section: &'static str,
    /// How the rule reports by default and under `--strict`. Rules of other stages than the
    /// legality checker report at their own severity, the same in both modes.
    pub default: Level,
    pub strict: Level,
    pub summary: &'static str,
    /// The fix, unless the diagnostic gives a more specific one.
    pub hint: &'static str,
}

impl RuleInfo {
    pub fn level(&self, strict: bool) -> Level {
        if strict {
            self.strict
        } else {
            self.default
        }
    }

    /// The spec section, `None` for rules without one.
    pub fn section(&self) -> Option<&'static str> {
        (!self.section.is_empty()).then_some(self.section)
    }
}

impl Rule {
    /// The rule's row of the table.
    pub fn info(self) -> &'static RuleInfo {
        &RULES[self as usize]
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A string that is no rule's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRule(pub String);

impl std::fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "no rule '{}' (nvvmc --list-rules lists them)", self.0)
    }
}

impl std::error::Error for UnknownRule {}

impl std::str::FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(s: &str) -> Result<Rule, UnknownRule> {
        Rule::ALL.iter().copied().find(|r| r.as_str() == s).ok_or_else(|| UnknownRule(s.to_string()))
    }
}

/// Diagnostics serialize the id as its string (the JSON schema of `--diagnostics json`).
impl serde::Serialize for Rule {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

use Level::{Error as E, Off as O, Warning as W};

/// Defines [`Rule`] (one variant per row, in table order) and [`RULES`] (the rows) from one
/// table, so that every id a diagnostic can carry is a row: a `Diagnostic::rule` of an id that
/// is not in the table does not compile.
macro_rules! rules {
    ($($variant:ident = $id:literal, $sec:literal, $d:ident, $s:ident, $sum:literal, $hint:literal;)*) => {
        /// The id of a rule: every diagnostic id nvvmc reports, legality checker or not.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $($variant,)*
        }

        impl Rule {
            /// Every rule, in table order.
            pub const ALL: &'static [Rule] = &[$(Rule::$variant),*];

            /// The kebab-case id (`"unknown-nvvm-intrinsic"`), as diagnostics and `--list-rules` show it.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Rule::$variant => $id,)*
                }
            }
        }

        /// Every rule, in table order (spec order, roughly; the rules of other stages next to the
        /// legality rules of their section).
        pub const RULES: &[RuleInfo] = &[$(RuleInfo { rule: Rule::$variant, id: $id, section: $sec, default: $d, strict: $s, summary: $sum, hint: $hint }),*];
    };
}

rules! {
    IdentifierForm = "identifier-form", "2", O, E,
        "a named global's name is not of the form [a-zA-Z$_][a-zA-Z$_0-9]*",
        "rename the global without '.' or other characters outside [a-zA-Z$_0-9]";
    PtxSymbolName = "ptx-symbol-name", "2", E, E,
        "a global whose name PTX cannot carry: LLVM 22 renames only internal and private globals, so an external name outside [a-zA-Z][a-zA-Z0-9_$]* (or _, $ or % followed by those) gives PTX that ptxas rejects or makes LLVM abort, and no name may start with a digit",
        "rename the global to a PTX identifier (replace '.' and '-' with '_'), or give it internal linkage";
    ReservedIdentifier = "reserved-identifier", "2", E, E,
        "a global is named llvm.nvvm.* or nvvm.* (reserved words)",
        "rename the value: the llvm.nvvm. and nvvm. prefixes are reserved for NVVM";
    ReservedLocalName = "reserved-local-name", "2", O, E,
        "a parameter or local value is named llvm.nvvm.* or nvvm.* (reserved words; local names never reach the PTX)",
        "rename the value: the llvm.nvvm. and nvvm. prefixes are reserved for NVVM";
    DllStorageClass = "dll-storage-class", "3.1", O, E,
        "dllimport or dllexport on a global (not supported; LLVM ignores it for NVPTX)",
        "remove dllimport/dllexport";
    UnsupportedAlias = "unsupported-alias", "3.1", E, E,
        "an alias of a kernel or of a function without a body, or any alias below PTX ISA 6.3 (LLVM 22's NVPTX backend cannot emit it; reported by the code-generation guard)",
        "alias a device function defined in the program, or compile with --ptx-version 6.3 (or later)";
    UnmappedLinkage = "unmapped-linkage", "14.1", O, E,
        "a linkage type with no PTX linker directive (weak_odr, extern_weak, appending)",
        "use private, internal, external, available_externally, linkonce(_odr), weak or common";
    UnresolvedFunction = "unresolved-function", "14.1", E, E,
        "a call to (or the address of) a libdevice function no link strategy provides, or an undefined function in a cubin that is not relocatable",
        "link libdevice (--link late, the default), or compile with --relocatable and link with the code that defines the function";
    CallingConventionIgnored = "calling-convention-ignored", "3.2", O, W,
        "a calling convention other than the default (accepted and ignored: PTX calling convention is used)",
        "drop the calling convention marking (mark kernels with the nvvm.annotations \"kernel\" property)";
    Varargs = "varargs", "3.2.1", O, E,
        "a variadic function, va_arg or va_start/va_end/va_copy (not supported by the spec)",
        "pass the arguments explicitly (e.g. as a pointer to a buffer, as vprintf takes them)";
    NarrowIntegerExtension = "narrow-integer-extension", "3.2.1", O, W,
        "an integer argument or return value narrower than 32 bits without zeroext or signext",
        "add zeroext or signext to the parameter or return value (zeroext is assumed)";
    ByvalAlignment = "byval-alignment", "3.2.1", E, E,
        "a byval argument with a non-natural alignment (per its align annotation) but no matching align attribute",
        "add align N to the byval parameter, N being the alignment the align annotation gives";
    AlignAnnotation = "align-annotation", "3.2.1", E, E,
        "a malformed <align, N> annotation: alignment not a power of two, position past the last parameter, or not on an aggregate/vector/byval",
        "encode the position in the upper 16 bits (0 = return value) and a power-of-two alignment in the lower 16";
    CallalignMetadata = "callalign-metadata", "3.2.1", E, E,
        "malformed !callalign metadata: fields must be i32 constants, sorted by position, within the call's arguments, power-of-two alignments",
        "write !callalign !{i32 (position << 16) | alignment, ...} in increasing order";
    CallalignMismatch = "callalign-mismatch", "3.2.1", E, E,
        "!callalign on a direct call disagrees with the natural alignment or the byval align attribute",
        "remove the field or make it equal to the natural alignment (or the byval parameter's align)";
    VisibilityIgnored = "visibility-ignored", "3.3", O, W,
        "hidden or protected visibility (accepted and ignored)",
        "drop the visibility style";
    GlobalAddressSpace = "global-address-space", "3.5", E, E,
        "a global variable outside the global (1), shared (3) and constant (4) address spaces (or generic 0)",
        "declare the variable in addrspace(1), addrspace(3) or addrspace(4)";
    ThreadLocal = "thread-local", "3.5", E, E,
        "a thread_local global variable (not supported; LLVM would silently make it one shared variable)",
        "use a local variable (alloca) or an array indexed by thread id";
    GlobalSection = "global-section", "3.5", O, E,
        "a global variable with an explicit section other than \"llvm.metadata\"",
        "remove the section";
    FunctionSection = "function-section", "3.6", O, E,
        "a function with an explicit section",
        "remove the section";
    FunctionAlignment = "function-alignment", "3.6", O, E,
        "a function with an explicit alignment",
        "remove the align N from the function";
    NvvmirVersion = "nvvmir-version", "3.8", E, E,
        "!nvvmir.version is not one node of two i32 values (or four, with the debug-info version), or the linked modules disagree",
        "write !nvvmir.version = !{!N} with !N = !{i32 MAJOR, i32 MINOR}, the same in every input";
    InregIgnored = "inreg-ignored", "3.9", O, W,
        "the inreg parameter attribute (accepted and ignored)",
        "drop inreg";
    GcStrategy = "gc-strategy", "3.10", O, E,
        "a function names a garbage collector (not supported)",
        "remove the gc \"...\" marking";
    UnsupportedFunctionAttribute = "unsupported-function-attribute", "3.11", O, E,
        "a function attribute the spec lists as not supported (alignstack, naked, noimplicitfloat, noredzone, nonlazybind, returns_twice, sanitize_address, ssp, sspreq, sspstrong, uwtable)",
        "remove the attribute";
    NoinlineKernel = "noinline-kernel", "3.11", W, W,
        "noinline on a kernel, which nvvmc drops as libNVVM does (the kernel may be inlined where it is called)",
        "remove noinline from the kernel, or call a noinline helper from it";
    DataLayout = "data-layout", "3.13", W, E,
        "a data layout that lays out integers, floats or vectors differently from NVPTX's (by default; under --strict, any layout other than the spec's 32-bit or 64-bit NVPTX layouts); nvvmc replaces it with LLVM 22's",
        "use target datalayout = \"e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"";
    TargetTriple = "target-triple", "3.13", W, W,
        "a module whose target triple is not NVPTX's (nvvmc compiles it for nvptx64-nvidia-cuda)",
        "emit NVVM IR with target triple = \"nvptx64-nvidia-cuda\"";
    AddressSize32 = "address-size-32", "3.13", W, W,
        "a 32-bit nvptx module or data layout, compiled as 64-bit (ptxas no longer accepts 32-bit addressing)",
        "produce 64-bit NVVM IR (target triple = \"nvptx64-nvidia-cuda\")";
    AtomicLoadStore = "atomic-load-store", "8.6.2", O, E,
        "load atomic or store atomic (not supported by the spec)",
        "use a volatile load/store with llvm.nvvm.membar.* fences, or an atomicrmw";
    AtomicOperandType = "atomic-operand-type", "8.6.5", O, E,
        "cmpxchg or atomicrmw on a type other than i32 or i64 (float fadd excepted, see 13.1)",
        "widen the operand to i32 or i64";
    AtomicrmwNand = "atomicrmw-nand", "8.6.6", O, E,
        "atomicrmw nand (not supported; LLVM emulates it with a compare-and-swap loop)",
        "write the compare-and-swap loop with cmpxchg";
    AtomicPointerSpace = "atomic-pointer-space", "8.6.5", E, E,
        "cmpxchg or atomicrmw through a constant, param or other pointer LLVM 22 cannot select an atomic for",
        "operate on global (addrspace(1)), shared (addrspace(3)) or generic memory";
    AtomicSpaceExtension = "atomic-space-extension", "8.6.5", O, E,
        "cmpxchg or atomicrmw through a local (5) pointer (LLVM 22 lowers it to plain loads and stores) or a shared::cluster (7) one (sm_90)",
        "operate on global (addrspace(1)), shared (addrspace(3)) or generic memory";
    Fence = "fence", "8.6.4", O, E,
        "a fence instruction (not supported by the spec)",
        "call llvm.nvvm.membar.cta, llvm.nvvm.membar.gl or llvm.nvvm.membar.sys instead";
    HalfType = "half-type", "4", O, E,
        "the half (or bfloat) type (not supported by the spec; LLVM 22 supports it)",
        "use float, converting with llvm.convert.to.fp16/llvm.convert.from.fp16";
    UnsupportedFloatType = "unsupported-float-type", "4", E, E,
        "x86_fp80 or ppc_fp128, or arithmetic, comparison or conversion on fp128 (LLVM 22 keeps fp128 only as 16 bytes of storage)",
        "use float or double";
    Fp128Storage = "fp128-storage", "4", O, E,
        "fp128 loaded, stored, passed or returned without arithmetic (LLVM 22 handles it as 16 bytes of storage)",
        "use float or double, or keep the 16 bytes as i128";
    Blockaddress = "blockaddress", "5", E, E,
        "a blockaddress constant (not supported; LLVM's NVPTX backend cannot select it)",
        "use a switch over block indices instead of block addresses";
    GlobalInitializerExpression = "global-initializer-expression", "5", E, E,
        "a global initializer expression over another global that does not reduce to bitcast+offset",
        "initialize with the global's address plus a constant offset, and compute the rest at run time";
    InlineAsmConstraint = "inline-asm-constraint", "6.1", E, E,
        "an inline asm constraint letter NVPTX does not know, or an operand of another size than its register (c/h 16 bits, r/f 32, l/d 64: LLVM 22 would truncate or extend it)",
        "use c (i8), h (i16), r (i32), l (i64), f (f32) or d (f64) with an operand of that type";
    InlineAsmOperandType = "inline-asm-operand-type", "6.1", O, E,
        "an inline asm operand of the register's size but not the spec's type for the letter (<1 x float> or i32 with f, <2 x half> with r: LLVM 22's registers are untyped)",
        "use c (i8), h (i16), r (i32), l (i64), f (f32) or d (f64) with an operand of that type, bitcasting if needed";
    InlineAsmConstraintExtension = "inline-asm-constraint-extension", "6.1", O, E,
        "an inline asm constraint LLVM 22 accepts but the spec does not list (n, b, q, an explicit register)",
        "use only the constraints c, h, r, l, f and d";
    InlineAsmDialect = "inline-asm-dialect", "6.1", E, E,
        "inline asm in the inteldialect (not supported: ptxas rejects .intel_syntax)",
        "write PTX in the default (AT&T) dialect";
    SrclocIgnored = "srcloc-ignored", "6.1", O, W,
        "!srcloc metadata on inline asm (accepted and ignored)",
        "drop the !srcloc attachment";
    PragmaUnroll = "pragma-unroll", "6.2", E, E,
        "malformed !pragma metadata: must be on a branch, !{!\"unroll\", i32 N} with N >= 0",
        "write br ..., !pragma !N with !N = !{!\"unroll\", i32 FACTOR}";
    GlobalCtorsDtors = "global-ctors-dtors", "7", E, E,
        "a non-empty llvm.global_ctors or llvm.global_dtors (not supported: the CUDA driver runs no constructors; an empty list is accepted)",
        "call the initialization from the kernel, or initialize the variable statically";
    UnsupportedInstruction = "unsupported-instruction", "8", E, E,
        "indirectbr, invoke, resume, landingpad, callbr or a funclet EH instruction (not supported)",
        "use switch instead of indirectbr; remove exception handling";
    DynamicAlloca = "dynamic-alloca", "8.6.1", O, E,
        "an alloca whose element count is not a constant (not supported by the spec; LLVM 22 needs sm_52 and PTX 7.3)",
        "allocate a constant number of elements";
    ArchRequirement = "arch-requirement", "8.6", E, E,
        "an instruction or intrinsic that needs a newer architecture than --arch",
        "raise --arch, or avoid the construct";
    IntrinsicRequirement = "intrinsic-requirement", "9", E, E,
        "an instruction, intrinsic or initializer that needs a newer PTX ISA or architecture than the target's in LLVM 22 (dynamic alloca, 128-bit atomics, packed pointer initializers, newer intrinsics; reported by the code-generation guard)",
        "raise --ptx-version (and --arch) as the message says, or avoid the construct";
    UnsupportedIntrinsic = "unsupported-intrinsic", "9", E, E,
        "an intrinsic of a family the spec does not support and LLVM cannot lower for NVPTX (garbage collection, exception handling, trampolines)",
        "remove the call";
    IntrinsicNotInSpec = "intrinsic-not-in-spec", "9", O, E,
        "an intrinsic the spec does not support but LLVM 22 lowers for NVPTX (code generator, overflow-arithmetic, trap, stackprotector, objectsize)",
        "avoid the intrinsic (e.g. compute overflow by hand) for libNVVM compatibility";
    LoweredMathIntrinsic = "lowered-math-intrinsic", "9.4", O, E,
        "llvm.sin/cos/pow/exp/log/powi, which the spec does not support (nvvmc lowers them to libdevice)",
        "call the libdevice function (__nv_sin, __nv_pow, ...) directly";
    MemoryIntrinsicConstantSpace = "memory-intrinsic-constant-space", "9.4", E, E,
        "llvm.memcpy/memset into, or llvm.memmove to or from, the constant address space (read-only)",
        "copy into global, shared or local memory";
    IntrinsicOverload = "intrinsic-overload", "9.4", O, E,
        "llvm.fma/sqrt/bswap/ctpop/ctlz/cttz on a type the spec does not list",
        "use the listed types: float/double for fma and sqrt, i16/i32/i64 for bswap, i8 to i64 for the bit counts";
    AnnotationIntrinsicIgnored = "annotation-intrinsic-ignored", "9.12", O, W,
        "llvm.var.annotation, llvm.ptr.annotation or llvm.annotation (accepted and ignored)",
        "drop the annotation call";
    UnknownNvvmIntrinsic = "unknown-nvvm-intrinsic", "9", E, E,
        "a call to an llvm.nvvm.* function that is not an NVVM intrinsic LLVM 22 knows",
        "use an intrinsic from LLVM's NVPTX backend (IntrinsicsNVVM.td) or a libdevice function";
    UnselectableIntrinsic = "unselectable-intrinsic", "9", E, E,
        "an intrinsic LLVM 22's NVPTX backend cannot compile for the target (element-wise atomic memory intrinsics, llvm.canonicalize on bf16, math intrinsics left without a libdevice lowering; reported by the code-generation guard)",
        "link libdevice, call the libdevice function, or compute it another way";
    NvvmIntrinsicMode = "nvvm-intrinsic-mode", "", E, E,
        "the mode operand of libNVVM's llvm.nvvm.shfl.sync or llvm.nvvm.vote.sync (NVVM IR 2.0, not in spec 1.1) is not a constant 0, 1, 2 or 3",
        "pass the mode as a literal constant, as the NVVM IR spec requires";
    NoLibdeviceEquivalent = "no-libdevice-equivalent", "9", E, E,
        "a math intrinsic nvvmc must lower to libdevice, for a type or form libdevice has no function for",
        "compute in float or double";
    LibdeviceSignatureMismatch = "libdevice-signature-mismatch", "9", E, E,
        "the module declares the libdevice function a math call lowers to (__nv_*) with another type than libdevice's",
        "remove or correct the declaration of the __nv_ function";
    LibmSignatureMismatch = "libm-signature-mismatch", "9", W, W,
        "a function named like a C math function (sin, powf, ...) declared with another type: left alone, not lowered to libdevice",
        "declare it with the math function's type, or rename the function";
    MissingLibdeviceFunction = "missing-libdevice-function", "9", E, E,
        "a libdevice function (__nv_*) is needed but the link strategy links no libdevice, or libdevice has no such function",
        "use --link late (the default), early or ptx, or define the function in an input";
    ComplexBuiltinSignature = "complex-builtin-signature", "", E, E,
        "a C99 complex-arithmetic builtin (__mulsc3, __divdc3, ...) declared with another type than clang's NVPTX ABI, which nvvmc provides (no NVVM IR spec section: the spec has no complex builtins)",
        "declare the builtin as clang does, or give your own function another name";
    UnsupportedAddressSpace = "unsupported-address-space", "10.1", E, E,
        "an address space neither the spec (0, 1, 3, 4, 5) nor LLVM 22's NVPTX backend (6, 7, 101) defines",
        "use one of the address spaces 0, 1, 3, 4 and 5";
    AddressSpaceExtension = "address-space-extension", "10.1", O, E,
        "address space 6 (tensor memory, sm_100a), 7 (shared::cluster, sm_90) or 101 (kernel parameters), which LLVM 22 supports and the spec does not list",
        "use one of the address spaces 0, 1, 3, 4 and 5";
    FunctionPointerAccess = "function-pointer-access", "10.2.1", E, E,
        "a load or store through a function pointer",
        "load and store through data pointers only";
    AddressSpaceConversion = "address-space-conversion", "10.2.2", O, E,
        "a pointer converted from one specific address space to a different specific one (LLVM 22 converts through generic)",
        "convert back only to the space the generic pointer came from";
    AnnotationShape = "annotation-shape", "11.2", E, E,
        "an nvvm.annotations entry that is not !{entity, !\"name\", i32 value, ...}",
        "write each entry as !{ptr @entity, !\"property\", i32 value[, !\"property\", i32 value ...]}";
    AnnotationProperty = "annotation-property", "11.3", W, E,
        "an nvvm.annotations property that neither the spec nor LLVM 22 defines (ignored)",
        "check the spelling: the spec's properties are maxntid{x,y,z}, reqntid{x,y,z}, minctasm, kernel, align, texture, surface and managed (LLVM 22 adds maxnreg, maxclusterrank, cluster_dim_{x,y,z})";
    AnnotationLlvmExtension = "annotation-llvm-extension", "11.3", O, E,
        "a launch property LLVM 22 implements but the spec does not define (maxnreg, maxclusterrank, cluster_dim_{x,y,z})",
        "use only maxntid{x,y,z}, reqntid{x,y,z} and minctasm for libNVVM 12 compatibility";
    AnnotationEntity = "annotation-entity", "11.3", E, E,
        "an annotation on the wrong kind of entity (kernel/launch bounds/align on a variable, texture/surface/managed on a function)",
        "annotate functions with kernel, maxntid*, reqntid*, minctasm and align, and global variables with texture, surface and managed";
    AnnotationValue = "annotation-value", "11.3", E, E,
        "an annotation value out of range: launch bounds must be positive, texture/surface/managed must be 1",
        "give a positive launch bound; write i32 1 for texture, surface and managed";
    LaunchBoundsNonKernel = "launch-bounds-non-kernel", "11.3", W, E,
        "maxntid, reqntid or minctasm on a function that is not a kernel (ignored)",
        "mark the function as a kernel, or drop the launch bounds";
    AnnotationConflict = "annotation-conflict", "11.2", E, E,
        "conflicting properties for the same entity (after linking several modules)",
        "make the annotations of the entity agree in every input module";
    TextureSurfaceVariable = "texture-surface-variable", "12.1", E, E,
        "a texture or surface variable that is not a named i64 global in the global address space",
        "declare it as @name = addrspace(1) global i64 ..., annotated texture or surface";
    TextureSurfaceUse = "texture-surface-use", "12.1", E, E,
        "a texture or surface variable used other than in metadata, as an intrinsic argument or in llvm.used",
        "get a handle with llvm.nvvm.texsurf.handle and never load or store the variable";
}

/// The row of `rule`. Total: a [`Rule`] is always in the table.
pub fn rule(rule: Rule) -> &'static RuleInfo {
    rule.info()
}

fn section_cell(r: &RuleInfo) -> String {
    match r.section() {
        Some(s) => format!("§{s}"),
        None => "-".to_string(),
    }
}

/// The table as `nvvmc --list-rules` prints it: one rule per line, aligned columns, then the fix.
pub fn render_table() -> String {
    let w = RULES.iter().map(|r| r.id.len()).max().unwrap_or(0);
    let mut out = format!("{:<w$}  {:<7}  {:<7}  {:<7}  SUMMARY\n", "RULE", "SECTION", "DEFAULT", "STRICT");
    for r in RULES {
        out.push_str(&format!(
            "{:<w$}  {:<7}  {:<7}  {:<7}  {}\n{:<w$}  {:<7}  {:<7}  {:<7}  fix: {}\n",
            r.id,
            section_cell(r),
            r.default.name(),
            r.strict.name(),
            r.summary,
            "",
            "",
            "",
            "",
            r.hint
        ));
    }
    out
}

/// The table in Markdown, for docs/reference/rules.md.
pub fn render_markdown() -> String {
    let mut out = String::from("| Rule | Spec § | Default | `--strict` | What |\n|---|---|---|---|---|\n");
    for r in RULES {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} |\n",
            r.id,
            r.section().unwrap_or("-"),
            r.default.name(),
            r.strict.name(),
            r.summary
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case_with_sections() {
        let mut seen = std::collections::HashSet::new();
        for r in RULES {
            assert!(seen.insert(r.id), "duplicate rule id {}", r.id);
            assert!(r.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{}", r.id);
            assert!(r.section.chars().all(|c| c.is_ascii_digit() || c == '.'), "{}", r.id);
            assert!(!r.summary.is_empty() && !r.hint.is_empty());
        }
        // Only the two constructs the spec does not know have no section.
        let without: Vec<&str> = RULES.iter().filter(|r| r.section().is_none()).map(|r| r.id).collect();
        assert_eq!(without, vec!["nvvm-intrinsic-mode", "complex-builtin-signature"]);
    }

    /// The enum and the table are one: variant i is row i, its id is its name in kebab case,
    /// and the string form parses back. (That every diagnostic id is a row is the type
    /// system's part: `Diagnostic::rule` and `Cx::report` take a `Rule`, never a string.)
    #[test]
    fn the_enum_is_the_table() {
        assert_eq!(Rule::ALL.len(), RULES.len());
        for (i, r) in Rule::ALL.iter().enumerate() {
            assert_eq!(RULES[i].rule, *r);
            assert_eq!(r.info().id, r.as_str());
            assert_eq!(r.as_str().parse::<Rule>(), Ok(*r));
            let camel: String = r.as_str().split('-').map(|w| w[..1].to_uppercase() + &w[1..]).collect();
            assert_eq!(format!("{r:?}"), camel);
        }
        assert_eq!("no-such-rule".parse::<Rule>(), Err(UnknownRule("no-such-rule".into())));
    }

    #[test]
    fn strict_never_weakens_a_rule() {
        let rank = |l: Level| match l {
            Level::Off => 0,
            Level::Warning => 1,
            Level::Error => 2,
        };
        for r in RULES {
            assert!(rank(r.strict) >= rank(r.default), "{}", r.id);
        }
    }

    #[test]
    fn math_lowered_by_nvvmc_is_off_by_default_only() {
        let r = rule(Rule::LoweredMathIntrinsic);
        assert_eq!(r.level(false), Level::Off);
        assert_eq!(r.level(true), Level::Error);
    }

    #[test]
    fn table_lists_every_rule() {
        let t = render_table();
        for r in RULES {
            assert!(t.contains(r.id));
        }
        assert_eq!(render_markdown().lines().count(), RULES.len() + 2);
        // The ids other stages report, which the table once missed.
        for id in [
            "unresolved-function",
            "unselectable-intrinsic",
            "libm-signature-mismatch",
            "complex-builtin-signature",
            "nvvm-intrinsic-mode",
        ] {
            assert!(t.contains(&format!("\n{id} ")), "{id}");
        }
    }
}
