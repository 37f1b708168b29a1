//! `nvvm-check`: the NVVM legality checker. It checks a (linked) module against every rule of the
//! NVVM IR specification 1.1 that LLVM's own verifier does not know, and reports each violation
//! with its rule id, spec section, function, instruction or global, source location and fix.
//!
//! The rules live in one table ([`rules::RULES`]); the checks are grouped by spec section, one
//! module each, in the style of naga's validator. Every check only reads the module (the pass
//! never changes it), in safe Rust over the IR boundary ([`crate::ir`]), defensively: metadata is
//! kind-checked before it is looked into, so malformed NVVM metadata yields a diagnostic, never a
//! crash.
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

use crate::ir::Module;
use crate::ir::{self, AttrIndex, Opcode, Value};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass};
use rules::Rule;
use std::collections::BTreeMap;

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
        self.observe_input_written_with(module, name, &ir::data_layout(module));
    }

    /// [`observe_input`](Self::observe_input) for a module whose data layout as written is
    /// `data_layout` (empty when absent): the driver parses a module without one with the
    /// target's layout already in force.
    pub fn observe_input_written_with(&mut self, module: &Module<'_>, name: &str, data_layout: &str) {
        let facts = InputFacts {
            name: name.to_string(),
            data_layout: data_layout.to_string(),
            launch: annotations::launch_properties(module),
        };
        self.inputs.push(facts);
    }
}

impl ModulePass for NvvmLegality {
    fn name(&self) -> &'static str {
        "nvvm-check"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let mut cx =
            Cx { m: module, sm: self.sm, strict: self.strict, diags, inputs: &self.inputs, bodies: Default::default() };
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
pub(crate) enum At<'ctx> {
    /// The module as a whole (data layout, named metadata).
    Module,
    /// A global variable, function or alias.
    Global(Value<'ctx>),
    /// An instruction (second) in a function (first).
    Inst(Value<'ctx>, Value<'ctx>),
}

/// The state every check shares: the module, the target and the collector.
pub(crate) struct Cx<'a, 'ctx> {
    pub m: &'a Module<'ctx>,
    pub sm: u32,
    pub strict: bool,
    pub diags: &'a mut Diagnostics,
    pub inputs: &'a [InputFacts],
    /// Each function's body, listed once for all the checks (the pass changes nothing).
    bodies: std::cell::RefCell<crate::fast_hash::FastMap<Value<'ctx>, std::rc::Rc<Body<'ctx>>>>,
}

/// A function's instructions, with the opcode and operands of each, as the checks read them:
/// every check walks every instruction, several every operand, and LLVM-C hands them out one
/// call at a time.
pub(crate) struct Body<'ctx> {
    /// In block order.
    instructions: Vec<Value<'ctx>>,
    opcodes: Vec<Option<Opcode>>,
    /// Instruction `k`'s operands are `operands[starts[k]..starts[k + 1]]`.
    starts: Vec<usize>,
    operands: Vec<Value<'ctx>>,
}

/// One instruction of a [`Body`].
#[derive(Clone, Copy)]
pub(crate) struct Inst<'a, 'ctx> {
    pub value: Value<'ctx>,
    /// [`Value::opcode`] of `value`.
    pub opcode: Option<Opcode>,
    /// Its (non-empty) operands, in order.
    pub operands: &'a [Value<'ctx>],
}

impl<'ctx> Inst<'_, 'ctx> {
    /// [`Value::allocated_type`], asked of allocas only (it looks the opcode up again).
    pub fn allocated_type(&self) -> Option<ir::Type<'ctx>> {
        if self.opcode == Some(Opcode::Alloca) {
            self.value.allocated_type()
        } else {
            None
        }
    }
}

impl<'ctx> Body<'ctx> {
    fn of(f: Value<'ctx>) -> Self {
        let instructions = f.instructions();
        let opcodes = instructions.iter().map(|i| i.opcode()).collect();
        let mut starts = Vec::with_capacity(instructions.len() + 1);
        let mut operands = Vec::with_capacity(instructions.len() * 3);
        starts.push(0);
        for i in &instructions {
            i.append_operands(&mut operands);
            starts.push(operands.len());
        }
        Body { instructions, opcodes, starts, operands }
    }

    /// Each instruction, in block order.
    pub fn iter(&self) -> impl Iterator<Item = Inst<'_, 'ctx>> {
        let operands = self.starts.windows(2).map(|w| &self.operands[w[0]..w[1]]);
        self.instructions.iter().zip(&self.opcodes).zip(operands).map(|((&value, &opcode), operands)| Inst {
            value,
            opcode,
            operands,
        })
    }
}

impl<'ctx> Cx<'_, 'ctx> {
    /// The body of `f`.
    pub fn body(&self, f: Value<'ctx>) -> std::rc::Rc<Body<'ctx>> {
        self.bodies.borrow_mut().entry(f).or_insert_with(|| Body::of(f).into()).clone()
    }

    /// Reports `rule` at `at` with the rule's own fix.
    pub fn report(&mut self, rule: Rule, at: At<'ctx>, message: impl Into<String>) {
        self.report_with(rule, at, message, None)
    }

    /// Reports `rule` at `at`; `hint` replaces the rule's fix when given.
    pub fn report_with(&mut self, rule: Rule, at: At<'ctx>, message: impl Into<String>, hint: Option<String>) {
        self.report_in(rule, None, at, message, hint)
    }

    /// Reports `rule` citing `section` (a subsection of the rule's, when the construct is known
    /// more precisely: §8.6.6 for an atomicrmw of a rule that covers cmpxchg too) instead of
    /// the rule's own.
    pub fn report_in(
        &mut self,
        rule: Rule,
        section: Option<&str>,
        at: At<'ctx>,
        message: impl Into<String>,
        hint: Option<String>,
    ) {
        let r = rule.info();
        let Some(sev) = r.level(self.strict).severity() else { return };
        let d = Diagnostic::new(sev, message);
        let mut d = match section {
            Some(s) => d.rule_in(rule, s),
            None => d.rule(rule),
        }
        .hint(hint.unwrap_or_else(|| r.hint.to_string()));
        match at {
            At::Module => {}
            At::Global(g) => {
                let n = g.name();
                if g.is_function() {
                    d = d.function(n.clone());
                }
                d = d.global(n);
            }
            At::Inst(f, i) => {
                d = d.function(f.name()).instruction(i.print());
                let (file, line) = i.source_location();
                d = d.location(file, line);
            }
        }
        self.diags.push(d);
    }
}

// ---- small helpers shared by the section modules (legality's own, over the IR boundary) ----

/// The value of an `i32` constant (what NVVM metadata fields and annotation values must be).
pub(crate) fn i32_constant(v: Value<'_>) -> Option<u64> {
    v.const_int_zext().filter(|_| v.ty().int_width() == Some(32))
}

/// The address space a global lives in.
pub(crate) fn global_space(g: Value<'_>) -> u32 {
    g.ty().pointer_or_vector_address_space().unwrap_or(0)
}

/// The attribute position of index `idx` of LLVM-C's numbering (0 return, 1.. parameters).
pub(crate) fn attr_index(idx: u32) -> AttrIndex {
    match idx {
        0 => AttrIndex::Return,
        u32::MAX => AttrIndex::Function,
        k => AttrIndex::Param(k - 1),
    }
}

/// The integer of the enum (or int) attribute `name` of function `f` at `index`.
pub(crate) fn enum_attr(f: Value<'_>, index: AttrIndex, name: &str) -> Option<u64> {
    f.enum_attribute(index, name).and_then(|a| a.enum_value())
}

pub(crate) fn is_aggregate_or_vector(t: ir::Type<'_>) -> bool {
    matches!(t.kind(), ir::TypeKind::Struct | ir::TypeKind::Array | ir::TypeKind::Vector)
}

/// Whether instructions of `opcode` call something (the ones [`Value::called_value`] answers
/// for).
pub(crate) fn is_call(opcode: Option<Opcode>) -> bool {
    matches!(opcode, Some(Opcode::Call | Opcode::Invoke | Opcode::CallBr))
}

/// Intrinsic globals (`llvm.used` and friends) are exempt from the rules for ordinary globals.
pub(crate) fn is_intrinsic_global(g: Value<'_>) -> bool {
    g.name_starts_with("llvm.")
}

#[cfg(test)]
pub(crate) mod test_util {
    use super::*;
    use crate::ir::Context;

    /// Parses `text` and runs the checker; returns (rule, severity) pairs.
    pub fn check_with(text: &str, sm: u32, strict: bool) -> Vec<(String, crate::Severity)> {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "t.ll").unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
        let mut pass = NvvmLegality::new(sm, strict);
        pass.observe_input(&m, "t.ll");
        let mut d = Diagnostics::new();
        pass.run(&m, &mut d);
        d.iter().map(|x| (x.rule_id().unwrap_or_default().to_string(), x.severity)).collect()
    }

    pub fn rules_of(text: &str) -> Vec<String> {
        check_with(text, 90, false).into_iter().map(|r| r.0).collect()
    }

    pub fn strict_rules_of(text: &str) -> Vec<String> {
        check_with(text, 90, true).into_iter().map(|r| r.0).collect()
    }

    /// "rule §section" of each diagnostic under --strict (every rule reports).
    pub fn strict_sections_of(text: &str) -> Vec<String> {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "t.ll").unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
        let mut pass = NvvmLegality::new(90, true);
        pass.observe_input(&m, "t.ll");
        let mut d = Diagnostics::new();
        pass.run(&m, &mut d);
        d.iter()
            .map(|x| format!("{} §{}", x.rule_id().unwrap_or_default(), x.section.clone().unwrap_or_default()))
            .collect()
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
        assert!(
            s.contains(&"unsupported-instruction §8.1".to_string())
                && s.contains(&"unsupported-instruction §8.8".to_string()),
            "{s:?}"
        );
        let intr = "declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\ndeclare void @llvm.trap()\ndefine void @f(i32 %x) {\n  %r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %x, i32 %x)\n  call void @llvm.trap()\n  ret void\n}";
        assert_eq!(strict_sections_of(intr), vec!["intrinsic-not-in-spec §9.6", "intrinsic-not-in-spec §9.12"]);
    }
}
