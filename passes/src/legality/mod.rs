//! `nvvm-check`: the NVVM legality checker. It checks a (linked) module against every rule of the
//! NVVM IR specification 1.1 that LLVM's own verifier does not know, and reports each violation
//! with its rule id, spec section, function, instruction or global, source location and fix.
//!
//! The rules live in one table ([`rules::RULES`]); the checks are grouped by spec section, one
//! module each, in the style of naga's validator. Every check only reads the module (the pass
//! never changes it) and goes through llvm-sys defensively: metadata is kind-checked before it is
//! looked into, so malformed NVVM metadata yields a diagnostic, never a crash.
//!
//! The checker sees the module after LLVM's parser has auto-upgraded it: `nvvm.annotations`
//! entries for `kernel`, `maxntid*`, `reqntid*`, `minctasm`, `maxnreg`, `cluster_dim_*` and
//! well-formed `align` are already turned into the `ptx_kernel` calling convention and `"nvvm.*"`
//! / `alignstack` attributes, and typed pointers into opaque ones. The checks look at both
//! representations where it matters. What the upgrade loses (the original data layout, launch
//! bounds given by several inputs) is recorded per input with [`NvvmLegality::observe_input`]
//! before linking.

pub mod rules;

mod address_spaces;
mod annotations;
mod atomics;
mod attributes;
mod calling_convention;
mod constants;
mod globals;
mod identifiers;
mod inline_asm;
mod instructions;
mod intrinsics;
mod linkage;
mod metadata;
mod textures;
mod types;

use crate::{Changed, Diagnostic, Diagnostics, ModulePass};
use inkwell::module::Module;
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMModuleRef, LLVMTypeRef, LLVMValueRef};
use std::collections::BTreeMap;
use std::ffi::CStr;

/// What is recorded about one input module before it is normalized and linked.
#[derive(Debug, Clone, Default)]
pub struct InputFacts {
    pub name: String,
    /// The data layout string as written (empty when absent).
    pub data_layout: String,
    /// Per function name: its launch properties (`kernel`, `nvvm.maxntid`, ...) as written.
    pub launch: BTreeMap<String, BTreeMap<String, String>>,
}

/// The legality pass. `sm` is the `--arch` number, `strict` selects the strict severities.
pub struct NvvmLegality {
    pub sm: u32,
    pub strict: bool,
    inputs: Vec<InputFacts>,
}

impl NvvmLegality {
    pub fn new(sm: u32, strict: bool) -> Self {
        NvvmLegality { sm, strict, inputs: Vec::new() }
    }

    /// Records what normalization and linking will erase from one input. Call it right after
    /// parsing, before `normalize-target`.
    pub fn observe_input(&mut self, module: &Module<'_>, name: &str) {
        self.observe_input_written_with(module, name, &crate::ir::data_layout(module));
    }

    /// [`observe_input`](Self::observe_input) for a module whose data layout as written is
    /// `data_layout` (empty when absent): the driver parses a module without one with the
    /// target's layout already in force.
    pub fn observe_input_written_with(&mut self, module: &Module<'_>, name: &str, data_layout: &str) {
        let facts =
            InputFacts { name: name.to_string(), data_layout: data_layout.to_string(), launch: annotations::launch_properties(module) };
        self.inputs.push(facts);
    }
}

impl ModulePass for NvvmLegality {
    fn name(&self) -> &'static str {
        "nvvm-check"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let m = module.as_mut_ptr();
        let mut cx = Cx { m, sm: self.sm, strict: self.strict, diags, inputs: &self.inputs };
        let ann = annotations::collect(module);
        identifiers::check(&mut cx);
        linkage::check(&mut cx);
        calling_convention::check(&mut cx);
        globals::check(&mut cx);
        metadata::check(&mut cx);
        attributes::check(&mut cx);
        atomics::check(&mut cx);
        types::check(&mut cx);
        constants::check(&mut cx);
        inline_asm::check(&mut cx);
        instructions::check(&mut cx);
        intrinsics::check(&mut cx);
        address_spaces::check(&mut cx);
        annotations::check(&mut cx, &ann);
        textures::check(&mut cx, &ann);
        Changed::No
    }
}

/// Where a diagnostic points.
#[derive(Clone, Copy)]
pub(crate) enum At {
    /// The module as a whole (data layout, named metadata).
    Module,
    /// A global variable, function or alias, by value.
    Global(LLVMValueRef),
    /// An instruction in a function.
    Inst(LLVMValueRef, LLVMValueRef),
}

/// The state every check shares: the module, the target and the collector.
pub(crate) struct Cx<'a> {
    pub m: LLVMModuleRef,
    pub sm: u32,
    pub strict: bool,
    pub diags: &'a mut Diagnostics,
    pub inputs: &'a [InputFacts],
}

impl Cx<'_> {
    /// Reports `id` at `at` with the rule's own fix.
    pub fn report(&mut self, id: &str, at: At, message: impl Into<String>) {
        self.report_with(id, at, message, None)
    }

    /// Reports `id` at `at`; `hint` replaces the rule's fix when given.
    pub fn report_with(&mut self, id: &str, at: At, message: impl Into<String>, hint: Option<String>) {
        self.report_in(id, None, at, message, hint)
    }

    /// Reports `id` citing `section` (a subsection of the rule's, when the construct is known
    /// more precisely: §8.6.6 for an atomicrmw of a rule that covers cmpxchg too) instead of
    /// the rule's own.
    pub fn report_in(&mut self, id: &str, section: Option<&str>, at: At, message: impl Into<String>, hint: Option<String>) {
        let r = rules::rule(id);
        let Some(sev) = r.level(self.strict).severity() else { return };
        let mut d = Diagnostic::new(sev, message).rule(r.id, section.unwrap_or(r.section)).hint(hint.unwrap_or_else(|| r.hint.to_string()));
        match at {
            At::Module => {}
            At::Global(g) => {
                let n = value_name(g);
                if is_function(g) {
                    d = d.function(n.clone());
                }
                d = d.global(n);
            }
            At::Inst(f, i) => {
                d = d.function(value_name(f)).instruction(crate::ir::print_value(i));
                let (file, line) = inst_location(i);
                d = d.location(file, line);
            }
        }
        self.diags.push(d);
    }
}

// ---- small defensive llvm-sys helpers shared by the section modules ----

pub(crate) fn functions(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut f = llc::LLVMGetFirstFunction(m);
        while !f.is_null() {
            out.push(f);
            f = llc::LLVMGetNextFunction(f);
        }
    }
    out
}

pub(crate) fn globals(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut g = llc::LLVMGetFirstGlobal(m);
        while !g.is_null() {
            out.push(g);
            g = llc::LLVMGetNextGlobal(g);
        }
    }
    out
}

pub(crate) fn aliases(m: LLVMModuleRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut g = llc::LLVMGetFirstGlobalAlias(m);
        while !g.is_null() {
            out.push(g);
            g = llc::LLVMGetNextGlobalAlias(g);
        }
    }
    out
}

pub(crate) fn instructions(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    crate::ir::instructions_of(f)
}

/// The module's data layout string, as LLVM stores it.
pub(crate) fn data_layout_of(m: LLVMModuleRef) -> String {
    unsafe {
        let p = llc::LLVMGetDataLayoutStr(m);
        if p.is_null() {
            return String::new();
        }
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}

pub(crate) fn is_declaration(g: LLVMValueRef) -> bool {
    unsafe { llc::LLVMIsDeclaration(g) != 0 }
}

pub(crate) fn is_function(v: LLVMValueRef) -> bool {
    !v.is_null() && unsafe { !llc::LLVMIsAFunction(v).is_null() }
}

pub(crate) fn is_global_variable(v: LLVMValueRef) -> bool {
    !v.is_null() && unsafe { !llc::LLVMIsAGlobalVariable(v).is_null() }
}

pub(crate) fn value_name(v: LLVMValueRef) -> String {
    if v.is_null() {
        return String::new();
    }
    crate::ir::value_name(v)
}

pub(crate) fn opcode(i: LLVMValueRef) -> llvm_sys::LLVMOpcode {
    unsafe { llc::LLVMGetInstructionOpcode(i) }
}

pub(crate) fn operands(v: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe {
        let n = llc::LLVMGetNumOperands(v).max(0) as u32;
        (0..n).map(|i| llc::LLVMGetOperand(v, i)).collect()
    }
}

pub(crate) fn type_of(v: LLVMValueRef) -> LLVMTypeRef {
    unsafe { llc::LLVMTypeOf(v) }
}

pub(crate) fn type_kind(t: LLVMTypeRef) -> llvm_sys::LLVMTypeKind {
    unsafe { llc::LLVMGetTypeKind(t) }
}

/// The address space of a pointer type (or of a vector of pointers), else `None`.
pub(crate) fn pointer_space(t: LLVMTypeRef) -> Option<u32> {
    use llvm_sys::LLVMTypeKind::*;
    unsafe {
        let mut t = t;
        if matches!(type_kind(t), LLVMVectorTypeKind | LLVMScalableVectorTypeKind) {
            t = llc::LLVMGetElementType(t);
        }
        (type_kind(t) == LLVMPointerTypeKind).then(|| llc::LLVMGetPointerAddressSpace(t))
    }
}

/// The address space a global lives in.
pub(crate) fn global_space(g: LLVMValueRef) -> u32 {
    pointer_space(type_of(g)).unwrap_or(0)
}

pub(crate) fn print_type(t: LLVMTypeRef) -> String {
    unsafe {
        let p = llc::LLVMPrintTypeToString(t);
        if p.is_null() {
            return String::new();
        }
        let s = CStr::from_ptr(p).to_string_lossy().into_owned();
        llc::LLVMDisposeMessage(p);
        s
    }
}

/// The width of an integer type, `None` for other types.
pub(crate) fn int_width(t: LLVMTypeRef) -> Option<u32> {
    (type_kind(t) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind).then(|| unsafe { llc::LLVMGetIntTypeWidth(t) })
}

/// The value of a constant integer of at most 64 bits.
pub(crate) fn const_int(v: LLVMValueRef) -> Option<u64> {
    unsafe {
        if v.is_null() || llc::LLVMIsAConstantInt(v).is_null() {
            return None;
        }
        if int_width(type_of(v)).is_some_and(|w| w > 64) {
            return None;
        }
        Some(llc::LLVMConstIntGetZExtValue(v))
    }
}

/// The called value of a call-like instruction.
pub(crate) fn called_value(i: LLVMValueRef) -> Option<LLVMValueRef> {
    use llvm_sys::LLVMOpcode::*;
    if !matches!(opcode(i), LLVMCall | LLVMInvoke | LLVMCallBr) {
        return None;
    }
    let c = unsafe { llc::LLVMGetCalledValue(i) };
    (!c.is_null()).then_some(c)
}

/// The directly called function of a call-like instruction.
pub(crate) fn callee(i: LLVMValueRef) -> Option<LLVMValueRef> {
    called_value(i).filter(|c| is_function(*c))
}

pub(crate) fn arg_operands(i: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe {
        let n = llc::LLVMGetNumArgOperands(i);
        (0..n).map(|k| llc::LLVMGetArgOperand(i, k)).collect()
    }
}

/// A metadata string's text, when `v` is one.
pub(crate) fn md_string(v: LLVMValueRef) -> Option<String> {
    unsafe {
        if v.is_null() || llc::LLVMIsAMDString(v).is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = llc::LLVMGetMDString(v, &mut len);
        if p.is_null() {
            return Some(String::new());
        }
        Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
    }
}

/// The operands of a metadata node, when `v` (a metadata-as-value) is a node. Null entries are
/// operands that are null or not representable as values.
pub(crate) fn md_operands(v: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    unsafe {
        if v.is_null() || llc::LLVMIsAMDNode(v).is_null() {
            return None;
        }
        let n = llc::LLVMGetMDNodeNumOperands(v) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        if n > 0 {
            llc::LLVMGetMDNodeOperands(v, out.as_mut_ptr());
        }
        Some(out)
    }
}

/// The operands of a named metadata (each a metadata-as-value node).
pub(crate) fn named_metadata(m: LLVMModuleRef, name: &str) -> Vec<LLVMValueRef> {
    let c = std::ffi::CString::new(name).expect("no NUL");
    unsafe {
        if llc::LLVMGetNamedMetadata(m, c.as_ptr(), name.len()).is_null() {
            return Vec::new();
        }
        let n = llc::LLVMGetNamedMetadataNumOperands(m, c.as_ptr()) as usize;
        let mut out = vec![std::ptr::null_mut(); n];
        if n > 0 {
            llc::LLVMGetNamedMetadataOperands(m, c.as_ptr(), out.as_mut_ptr());
        }
        out
    }
}

/// An instruction's attachment of metadata kind `kind`, as a metadata-as-value.
pub(crate) fn inst_metadata(m: LLVMModuleRef, i: LLVMValueRef, kind: &str) -> Option<LLVMValueRef> {
    unsafe {
        let ctx = llc::LLVMGetModuleContext(m);
        let id = llc::LLVMGetMDKindIDInContext(ctx, kind.as_ptr() as *const _, kind.len() as u32);
        if llc::LLVMHasMetadata(i) == 0 {
            return None;
        }
        let md = llc::LLVMGetMetadata(i, id);
        (!md.is_null()).then_some(md)
    }
}

/// Prints a metadata-as-value the way it appears in IR.
pub(crate) fn print_md(v: LLVMValueRef) -> String {
    if v.is_null() {
        return "null".into();
    }
    let s = crate::ir::print_value(v);
    // A node printed without a slot tracker reads `<0x55d0...> = !{...}`: keep the node.
    match s.strip_prefix("<0x").and_then(|r| r.split_once("> = ")) {
        Some((_, node)) => node.to_string(),
        None => s,
    }
}

fn inst_location(i: LLVMValueRef) -> (Option<String>, Option<u32>) {
    crate::ir::source_location_of(i)
}

/// The enum attribute `name` at `index` of a function (0 return, 1.. params, !0 function).
pub(crate) fn enum_attr(f: LLVMValueRef, index: u32, name: &str) -> Option<u64> {
    unsafe {
        let kind = llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        if kind == 0 {
            return None;
        }
        let a = llc::LLVMGetEnumAttributeAtIndex(f, index, kind);
        (!a.is_null()).then(|| llc::LLVMGetEnumAttributeValue(a))
    }
}

/// The string attribute `name` at `index` of a function.
pub(crate) fn string_attr(f: LLVMValueRef, index: u32, name: &str) -> Option<String> {
    unsafe {
        let a = llc::LLVMGetStringAttributeAtIndex(f, index, name.as_ptr() as *const _, name.len() as u32);
        if a.is_null() {
            return None;
        }
        let mut len = 0u32;
        let p = llc::LLVMGetStringAttributeValue(a, &mut len);
        if p.is_null() {
            return Some(String::new());
        }
        Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
    }
}

/// The enum attribute `name` of a call site at `index`.
pub(crate) fn call_enum_attr(call: LLVMValueRef, index: u32, name: &str) -> Option<u64> {
    unsafe {
        let kind = llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        if kind == 0 {
            return None;
        }
        let a = llc::LLVMGetCallSiteEnumAttribute(call, index, kind);
        (!a.is_null()).then(|| llc::LLVMGetEnumAttributeValue(a))
    }
}

pub(crate) const FUNCTION_INDEX: u32 = u32::MAX;

/// The parameters of a function.
pub(crate) fn params(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe {
        let n = llc::LLVMCountParams(f);
        (0..n).map(|i| llc::LLVMGetParam(f, i)).collect()
    }
}

/// The function type of a function.
pub(crate) fn function_type(f: LLVMValueRef) -> LLVMTypeRef {
    unsafe { llc::LLVMGlobalGetValueType(f) }
}

/// The ABI alignment of a type under the module's data layout.
pub(crate) fn abi_align(m: LLVMModuleRef, t: LLVMTypeRef) -> u32 {
    unsafe {
        let dl = llvm_sys::target::LLVMGetModuleDataLayout(m);
        llvm_sys::target::LLVMABIAlignmentOfType(dl, t)
    }
}

pub(crate) fn is_aggregate_or_vector(t: LLVMTypeRef) -> bool {
    use llvm_sys::LLVMTypeKind::*;
    matches!(type_kind(t), LLVMStructTypeKind | LLVMArrayTypeKind | LLVMVectorTypeKind)
}

/// Intrinsic globals (`llvm.used` and friends) are exempt from the rules for ordinary globals.
pub(crate) fn is_intrinsic_global(name: &str) -> bool {
    name.starts_with("llvm.")
}

#[cfg(test)]
pub(crate) mod test_util {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    /// Parses `text` and runs the checker; returns (rule, severity) pairs.
    pub fn check_with(text: &str, sm: u32, strict: bool) -> Vec<(String, crate::Severity)> {
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
        let mut pass = NvvmLegality::new(sm, strict);
        pass.observe_input(&m, "t.ll");
        let mut d = Diagnostics::new();
        pass.run(&m, &mut d);
        d.iter().map(|x| (x.rule.clone().unwrap_or_default(), x.severity)).collect()
    }

    pub fn rules_of(text: &str) -> Vec<String> {
        check_with(text, 90, false).into_iter().map(|r| r.0).collect()
    }

    pub fn strict_rules_of(text: &str) -> Vec<String> {
        check_with(text, 90, true).into_iter().map(|r| r.0).collect()
    }

    /// "rule §section" of each diagnostic under --strict (every rule reports).
    pub fn strict_sections_of(text: &str) -> Vec<String> {
        let ctx = Context::create();
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll");
        let m = ctx.create_module_from_ir(buf).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
        let mut pass = NvvmLegality::new(90, true);
        pass.observe_input(&m, "t.ll");
        let mut d = Diagnostics::new();
        pass.run(&m, &mut d);
        d.iter().map(|x| format!("{} §{}", x.rule.clone().unwrap_or_default(), x.section.clone().unwrap_or_default())).collect()
    }
}

#[cfg(test)]
mod section_tests {
    use super::test_util::strict_sections_of;

    #[test]
    fn diagnostics_cite_the_most_specific_section() {
        let atomics = "define void @f(ptr %p, ptr addrspace(4) %c) {\n  %a = atomicrmw fadd ptr %p, double 1.0 monotonic\n  %b = cmpxchg ptr %p, i16 0, i16 1 monotonic monotonic\n  %e = atomicrmw add ptr addrspace(4) %c, i32 1 monotonic\n  ret void\n}";
        assert_eq!(
            strict_sections_of(atomics),
            vec!["atomic-operand-type §8.6.6", "atomic-operand-type §8.6.5", "atomic-pointer-space §8.6.6"]
        );
        let eh = "declare i32 @g()\ndeclare i32 @__gxx_personality_v0(...)\ndefine void @f() personality ptr @__gxx_personality_v0 {\n  %r = invoke i32 @g() to label %ok unwind label %bad\nok:\n  ret void\nbad:\n  %l = landingpad { ptr, i32 } cleanup\n  resume { ptr, i32 } %l\n}";
        let s = strict_sections_of(eh);
        assert!(s.contains(&"unsupported-instruction §8.1".to_string()) && s.contains(&"unsupported-instruction §8.8".to_string()), "{s:?}");
        let intr = "declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\ndeclare void @llvm.trap()\ndefine void @f(i32 %x) {\n  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)\n  call void @llvm.trap()\n  ret void\n}";
        assert_eq!(strict_sections_of(intr), vec!["intrinsic-not-in-spec §9.6", "intrinsic-not-in-spec §9.12"]);
    }
}
