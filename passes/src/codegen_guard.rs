//! `codegen-guard`: finds, before code generation, every construct on which LLVM 22's NVPTX
//! backend would abort the process ("Cannot select: fsin", "no libcall available for fexp",
//! "unsupported library call operation") or produce PTX that ptxas rejects (an unresolved
//! libdevice `__nv_*` function). Each becomes an error diagnostic naming the construct, the
//! function and the fix, so nvvmc never hands LLVM IR it cannot compile.
//!
//! Any other function the program uses but does not define is an *external* one (separate
//! compilation, as llc and libNVVM compile it): it becomes `.extern .func` in the PTX and is
//! recorded in [`CodegenGuard::externs`] for `--stats`, `--emit abi` and `--emit cubin`.
//!
//! The tables below were measured with `llc` 22.1.8 for sm_52 and sm_90 (see docs/reference/math.md's
//! "Pipeline" section); a case that selects natively is listed with the condition under which it
//! does.

use crate::fast_hash::FastMap;
use crate::ir::Module;
use crate::ir::{self, Opcode, TargetData, Type, TypeKind, Value};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass, Severity};

/// Math intrinsics (by base name, `llvm.<base>.<overload>`) that the NVPTX backend cannot select
/// for any floating-point type, except as listed in `natively_selected`.
pub const UNSELECTABLE_INTRINSICS: &[&str] = &[
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "exp", "exp2", "exp10", "log",
    "log2", "log10", "pow", "powi", "modf", "sincos", "sincospi", "lround", "llround", "lrint", "llrint",
];

/// Functions the CUDA driver provides to every PTX program (ptxas accepts their `.extern`
/// declarations in whole-program mode).
pub const CUDA_SYSTEM_CALLS: &[&str] = &["vprintf", "malloc", "free", "__assertfail"];

/// The base name of an `llvm.*` intrinsic that appears in [`UNSELECTABLE_INTRINSICS`], if any.
pub fn unselectable_base(name: &str) -> Option<&'static str> {
    let rest = name.strip_prefix("llvm.")?;
    UNSELECTABLE_INTRINSICS
        .iter()
        .copied()
        .find(|base| rest.strip_prefix(base).is_some_and(|tail| tail.starts_with('.')))
}

/// The floating-point element kind of an intrinsic's first argument or result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FloatKind {
    Half,
    Float,
    Double,
    Other,
}

fn float_kind(name: &str) -> FloatKind {
    // Overload suffixes: f16 / f32 / f64, possibly as a vector element (v4f32).
    let last = name.rsplit('.').find(|s| s.contains('f')).unwrap_or("");
    if last.ends_with("f16") || last.ends_with("bf16") {
        FloatKind::Half
    } else if last.ends_with("f32") {
        FloatKind::Float
    } else if last.ends_with("f64") {
        FloatKind::Double
    } else {
        FloatKind::Other
    }
}

/// Cases among [`UNSELECTABLE_INTRINSICS`] that the backend does select, measured with llc 22:
/// `exp2` on f16/f32 (`ex2.approx`), and `sin`/`cos` (any arch) and `tanh` (sm_75+ with PTX
/// 7.0+, `tanh_ptx`) on f16/f32 when the call carries `afn` (`sin.approx`, `tanh.approx`).
fn natively_selected(base: &str, name: &str, afn: bool, sm: u32, tanh_ptx: bool) -> bool {
    let k = float_kind(name);
    let small = matches!(k, FloatKind::Half | FloatKind::Float);
    match base {
        "exp2" => small,
        "sin" | "cos" => small && afn,
        "tanh" => small && afn && sm >= 75 && tanh_ptx,
        _ => false,
    }
}

/// The name of an unsupported floating-point type (`fp128`, `x86_fp80`, `ppc_fp128`), looking
/// through vectors.
fn unsupported_float(t: Type<'_>) -> Option<&'static str> {
    let mut kind = t.kind();
    if matches!(kind, TypeKind::Vector | TypeKind::ScalableVector) {
        kind = t.element_type().map_or(kind, Type::kind);
    }
    match kind {
        TypeKind::Fp128 => Some("fp128"),
        TypeKind::X86Fp80 => Some("x86_fp80"),
        TypeKind::PpcFp128 => Some("ppc_fp128"),
        _ => None,
    }
}

/// Whether an instruction computes with its floating-point operands or result (arithmetic,
/// comparison, conversion, or an intrinsic call), as opposed to only moving the bits (load,
/// store, argument, return, phi, select, bitcast, aggregate and vector element moves). LLVM 22's
/// NVPTX backend keeps fp128 as 16 bytes of storage and can select only the latter.
pub(crate) fn computes_with_floats(inst: Value<'_>) -> bool {
    match inst.opcode() {
        Some(
            Opcode::FAdd
            | Opcode::FSub
            | Opcode::FMul
            | Opcode::FDiv
            | Opcode::FRem
            | Opcode::FNeg
            | Opcode::FCmp
            | Opcode::FPTrunc
            | Opcode::FPExt
            | Opcode::FPToUI
            | Opcode::FPToSI
            | Opcode::UIToFP
            | Opcode::SIToFP,
        ) => true,
        Some(Opcode::Call) => inst.called_function().is_some_and(|callee| callee.intrinsic_id() != 0),
        _ => false,
    }
}

pub struct CodegenGuard {
    /// The `sm_NN` number code is generated for.
    sm: u32,
    /// The PTX ISA version code is generated for, 10 × major + minor (0: LLVM's default for the
    /// architecture, taken as PTX 6.3 from sm_75 on and older before).
    ptx: u32,
    /// How to fix an unselectable math intrinsic under the current options.
    math_hint: String,
    /// Undefined functions that will be provided after code generation (`--link ptx`).
    provided: std::collections::BTreeSet<String>,
    /// After `run`: the functions left for a later link (called or address-taken, not defined,
    /// not intrinsics, not provided, not CUDA system calls, not libdevice).
    pub externs: std::collections::BTreeSet<String>,
}

/// The hint for a libdevice function that is still undefined before code generation.
const LIBDEVICE_HINT: &str =
    "this is a libdevice function: link libdevice (--link late, the default, with --libdevice PATH if it is not found)";

impl CodegenGuard {
    pub fn new(sm: u32, math_hint: impl Into<String>) -> Self {
        CodegenGuard {
            sm,
            ptx: 0,
            math_hint: math_hint.into(),
            provided: Default::default(),
            externs: Default::default(),
        }
    }

    /// Generates code for PTX ISA `ptx` (10 × major + minor), e.g. from `--ptx-version`.
    pub fn with_ptx(mut self, ptx: u32) -> Self {
        self.ptx = ptx;
        self
    }

    fn ptx_at_least(&self, v: u32) -> bool {
        if self.ptx == 0 {
            self.sm >= 75 && v <= 63
        } else {
            self.ptx >= v
        }
    }

    /// Accepts calls to these undefined functions (their PTX is joined after code generation).
    pub fn allowing(mut self, provided: std::collections::BTreeSet<String>) -> Self {
        self.provided = provided;
        self
    }

    /// Reports the first construct in `inst` (of function `f`) that code generation cannot handle.
    /// `scratch` is a vector the caller keeps for listing operands; `suspects` says, per callee
    /// seen so far, whether its calls need [`Self::call_problem`]'s look.
    fn check_instruction<'ctx>(
        &self,
        f: Value<'ctx>,
        inst: Value<'ctx>,
        scratch: &mut Vec<Value<'ctx>>,
        suspects: &mut FastMap<Value<'ctx>, bool>,
        diags: &mut Diagnostics,
    ) {
        let at = |message: String| crate::diagnostic::diagnostic_at(Severity::Error, message, f, inst);
        let found = unsupported_float_type(inst, scratch, at)
            .or_else(|| self.dynamic_alloca(inst, at))
            .or_else(|| self.wide_atomic(inst, at))
            .or_else(|| self.call_problem(inst, suspects, at));
        if let Some(d) = found {
            diags.push(d);
        }
    }

    /// Dynamic allocas (and llvm.stacksave/stackrestore, in the requirements table) need PTX 7.3.
    fn dynamic_alloca(&self, inst: Value<'_>, at: impl Fn(String) -> Diagnostic) -> Option<Diagnostic> {
        if self.ptx == 0 || self.ptx >= 73 || inst.opcode() != Some(Opcode::Alloca) {
            return None;
        }
        let count = inst.operand(0)?;
        if count.is_constant_int() {
            return None;
        }
        Some(
            at(format!(
                "a dynamic alloca needs PTX ISA 7.3 and sm_52; the target has PTX ISA {}.{}",
                self.ptx / 10,
                self.ptx % 10
            ))
            .rule_in(crate::Rule::IntrinsicRequirement, "8.6.1")
            .hint("compile with --ptx-version 7.3 (or later), or allocate a constant number of elements"),
        )
    }

    /// 128-bit atomics: atom.b128 needs sm_90 and PTX 8.3 (hasAtomSwap128); LLVM otherwise
    /// reports "unsupported cmpxchg".
    fn wide_atomic(&self, inst: Value<'_>, at: impl Fn(String) -> Diagnostic) -> Option<Diagnostic> {
        if !matches!(inst.opcode(), Some(Opcode::AtomicRMW | Opcode::AtomicCmpXchg)) {
            return None;
        }
        let wide = inst.operand(1).is_some_and(|x| x.ty().int_width() == Some(128));
        if !wide || (self.sm >= 90 && (self.ptx == 0 || self.ptx >= 83)) {
            return None;
        }
        let mut fix = Vec::new();
        if self.sm < 90 {
            fix.push("--arch sm_90 (or later)");
        }
        fix.push("--ptx-version 8.3 (or later)");
        let ptx =
            if self.ptx == 0 { String::new() } else { format!(" with PTX ISA {}.{}", self.ptx / 10, self.ptx % 10) };
        Some(
            at(format!("a 128-bit atomic needs PTX ISA 8.3 and sm_90 in LLVM 22; the target is sm_{}{ptx}", self.sm))
                .rule_in(crate::Rule::IntrinsicRequirement, "8.6.5")
                .hint(format!("compile with {}, or use 64-bit atomics", fix.join(" and "))),
        )
    }

    /// A call that the NVPTX backend cannot select for the target, or to a libdevice function
    /// that no strategy provided.
    fn call_problem<'ctx>(
        &self,
        inst: Value<'ctx>,
        suspects: &mut FastMap<Value<'ctx>, bool>,
        at: impl Fn(String) -> Diagnostic,
    ) -> Option<Diagnostic> {
        let callee = inst.called_function()?;
        if !*suspects.entry(callee).or_insert_with(|| self.is_suspect(callee)) {
            return None;
        }
        let name = callee.name();
        if let Some(d) = unselectable_special(&name, self.sm, &at) {
            return Some(d);
        }
        if let Some(d) = self.missing_requirement(&name, &at) {
            return Some(d);
        }
        if let Some(base) = unselectable_base(&name) {
            return self.unselectable_math(inst, base, &name, &at);
        }
        // A libdevice function that no strategy provided: ptxas would reject its `.extern`.
        // (Other undefined functions are externs, see `run`.)
        if callee.block_count() == 0 && name.starts_with("__nv_") && !self.provided.contains(&name) {
            return Some(
                at(format!("call to undefined libdevice function '{name}'"))
                    .rule(crate::Rule::UnresolvedFunction)
                    .global(name)
                    .hint(LIBDEVICE_HINT),
            );
        }
        None
    }

    /// Whether a call of `callee` may be one [`Self::call_problem`] reports: all it asks of the
    /// callee but the call's own `afn`. The same for every call of one run (the pass changes
    /// nothing), so it is asked once per callee.
    fn is_suspect(&self, callee: Value<'_>) -> bool {
        let name = callee.name();
        let at = |message: String| Diagnostic::error(message);
        unselectable_special(&name, self.sm, at).is_some()
            || self.missing_requirement(&name, at).is_some()
            || unselectable_base(&name).is_some()
            || (callee.block_count() == 0 && name.starts_with("__nv_") && !self.provided.contains(&name))
    }

    /// An intrinsic that needs a newer PTX ISA or architecture than the target's (LLVM would
    /// fail with "Cannot select").
    fn missing_requirement(&self, name: &str, at: impl Fn(String) -> Diagnostic) -> Option<Diagnostic> {
        let (ptx, sm) = crate::intrinsic_requirements::requirement(name)?;
        let ptx_short = self.ptx != 0 && self.ptx < ptx;
        if self.sm >= sm && !ptx_short {
            return None;
        }
        let v = |n: u32| format!("{}.{}", n / 10, n % 10);
        let have = if self.ptx == 0 {
            format!("sm_{}", self.sm)
        } else {
            format!("sm_{} with PTX ISA {}", self.sm, v(self.ptx))
        };
        let mut fix = Vec::new();
        if self.sm < sm {
            fix.push(format!("--arch sm_{sm} (or later)"));
        }
        if ptx_short || self.sm < sm {
            fix.push(format!("--ptx-version {} (or later)", v(ptx)));
        }
        Some(
            at(format!("'{name}' needs PTX ISA {} and sm_{sm} in LLVM 22; the target is {have}", v(ptx)))
                .rule(crate::Rule::IntrinsicRequirement)
                .global(name)
                .hint(format!("compile with {}", fix.join(" and "))),
        )
    }

    /// A math intrinsic among [`UNSELECTABLE_INTRINSICS`] (`base`) that the backend does not
    /// select natively for the target and the call's `afn`.
    fn unselectable_math(
        &self,
        inst: Value<'_>,
        base: &str,
        name: &str,
        at: impl Fn(String) -> Diagnostic,
    ) -> Option<Diagnostic> {
        let afn = inst.has_afn();
        if base == "tanh" && natively_selected(base, name, afn, self.sm, true) && self.ptx != 0 && self.ptx < 70 {
            return Some(
                at(format!(
                    "'{name}' with afn (tanh.approx) needs PTX ISA 7.0; the target has {}.{}",
                    self.ptx / 10,
                    self.ptx % 10
                ))
                .rule(crate::Rule::IntrinsicRequirement)
                .hint("compile with --ptx-version 7.0 (or later)"),
            );
        }
        if natively_selected(base, name, afn, self.sm, self.ptx == 0 || self.ptx >= 70) {
            return None;
        }
        Some(
            at(format!("LLVM's NVPTX backend cannot compile a call to '{name}'"))
                .rule(crate::Rule::UnselectableIntrinsic)
                .hint(self.math_hint.clone()),
        )
    }
}

/// A floating-point type in the instruction's type or its operands' (metadata operands as LLVM's
/// `metadata`) that NVPTX cannot handle; fp128 only where the instruction computes with it.
fn unsupported_float_type<'ctx>(
    inst: Value<'ctx>,
    scratch: &mut Vec<Value<'ctx>>,
    at: impl Fn(String) -> Diagnostic,
) -> Option<Diagnostic> {
    scratch.clear();
    inst.append_operands(scratch);
    let t = std::iter::once(inst.ty())
        .chain(scratch.iter().map(|operand| operand.ty()))
        .filter_map(unsupported_float)
        .find(|t| *t != "fp128" || computes_with_floats(inst))?;
    Some(
        at(format!("type {t} is not supported by NVVM IR or the NVPTX backend"))
            .rule(crate::Rule::UnsupportedFloatType)
            .hint("use float or double (half is accepted by LLVM 22 as an extension)"),
    )
}

/// Intrinsics that the backend cannot select whatever their requirements table says.
fn unselectable_special(name: &str, sm: u32, at: impl Fn(String) -> Diagnostic) -> Option<Diagnostic> {
    // Element-wise atomic memory intrinsics: NVPTX has no libcall for them ("Unsupported
    // element size").
    if name.contains(".element.unordered.atomic") {
        return Some(
            at(format!("LLVM's NVPTX backend cannot compile '{name}'"))
                .rule(crate::Rule::UnselectableIntrinsic)
                .hint("copy with a loop of atomic loads and stores, or with plain llvm.memcpy"),
        );
    }
    // llvm.canonicalize: no bf16 form at all, and f16 only from sm_53 on (measured, llc 22).
    if name.starts_with("llvm.canonicalize.") && (name.ends_with("bf16") || (name.ends_with("f16") && sm < 53)) {
        return Some(
            at(format!("LLVM's NVPTX backend cannot compile '{name}' for sm_{sm}"))
                .rule(crate::Rule::UnselectableIntrinsic)
                .hint("canonicalize in float (fpext, llvm.canonicalize.f32, fptrunc)"),
        );
    }
    None
}

/// Whether a function value is used other than as the callee of a direct call.
fn address_taken(f: Value<'_>) -> bool {
    f.users().into_iter().any(|user| {
        let is_callee = user.is_call() && user.called_value() == Some(f);
        // A direct call that also passes the function as an argument takes its address.
        let passed = is_callee && user.call_args().contains(&f);
        !is_callee || passed
    })
}

impl CodegenGuard {
    /// Aliases: NVPTX needs PTX 6.3 (the default only from sm_75 on) and aborts on an alias of a
    /// kernel or of a declaration.
    fn check_aliases(&self, module: &Module<'_>, diags: &mut Diagnostics) {
        for a in ir::module::aliases(module) {
            let name = a.name();
            let Some(mut target) = a.aliasee() else { continue };
            while target.is_constant_expr() {
                let Some(inner) = target.operand(0) else { break };
                target = inner;
            }
            let is_fn = target.is_function();
            if is_fn && (target.is_kernel() || target.is_declaration()) {
                diags.push(
                    Diagnostic::error(format!("alias '{name}' names '{}', which is a kernel or has no body: the NVPTX backend cannot emit it", target.name()))
                        .rule(crate::Rule::UnsupportedAlias)
                        .global(name.clone())
                        .hint("alias a device function defined in the program, or call the kernel's code through a device function"),
                );
            } else if !self.ptx_at_least(63) {
                let have = if self.ptx == 0 {
                    "LLVM's default below sm_75 is older".to_string()
                } else {
                    format!("the target has PTX ISA {}.{}", self.ptx / 10, self.ptx % 10)
                };
                diags.push(
                    Diagnostic::error(format!("alias '{name}' needs PTX ISA 6.3; {have}"))
                        .rule(crate::Rule::UnsupportedAlias)
                        .global(name.clone())
                        .hint("compile with --ptx-version 6.3 (or later) or --arch sm_75 (or later), or replace the alias by the function it names"),
                );
            }
        }
    }
}

/// Whether a global's initializer holds the address of a global at an offset that is not a
/// multiple of 8, or in an object whose size is not: LLVM 22 then prints it with PTX 7.1's
/// `mask()` operator ("initialized packed aggregate with pointers", NVPTXAsmPrinter). `td` is
/// the module's data layout.
fn has_unaligned_symbol(td: &TargetData, g: Value<'_>) -> bool {
    /// Collects the byte offsets of the addresses in the constant `v` at `offset` (aggregates
    /// nest as deep as the input does: an explicit stack).
    fn walk(td: &TargetData, v: Option<Value<'_>>, offset: u64, found: &mut Vec<u64>) {
        let mut stack = vec![(v, offset)];
        while let Some((v, offset)) = stack.pop() {
            let Some(v) = v else { continue };
            if v.is_global_value() || (v.is_constant_expr() && v.ty().is_pointer()) {
                found.push(offset);
                continue;
            }
            let ty = v.ty();
            let n = v.num_operands();
            if v.is_constant_struct() {
                stack.extend((0..n).map(|k| (v.operand(k), offset + td.offset_of_element(ty, k))));
            } else if v.is_constant_array() || v.is_constant_vector() {
                let Some(elem_ty) = ty.element_type() else { continue };
                let elem = td.abi_size(elem_ty);
                stack.extend((0..n).map(|k| (v.operand(k), offset + elem * k as u64)));
            }
        }
    }
    let Some(init) = g.initializer() else { return false };
    if init.is_constant_aggregate_zero() || init.is_undef() {
        return false;
    }
    let mut found = Vec::new();
    if !init.is_constant_struct() && !init.is_constant_array() {
        return false;
    }
    walk(td, Some(init), 0, &mut found);
    let Some(value_ty) = g.global_value_type() else { return false };
    let size = td.abi_size(value_ty);
    !found.is_empty() && (size & 7 != 0 || found.iter().any(|o| o & 7 != 0))
}

impl ModulePass for CodegenGuard {
    fn name(&self) -> &'static str {
        "codegen-guard"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        self.externs.clear();
        self.check_aliases(module, diags);
        if self.ptx != 0 && self.ptx < 71 {
            let td = TargetData::of_module(module);
            for g in ir::module::globals(module) {
                if has_unaligned_symbol(&td, g) {
                    let name = g.name();
                    diags.push(
                        Diagnostic::error(format!(
                            "'@{name}' is initialized with an address at an offset that is not a multiple of 8 (a packed aggregate): LLVM 22 needs PTX ISA 7.1 for it; the target has {}.{}",
                            self.ptx / 10,
                            self.ptx % 10
                        ))
                        .rule_in(crate::Rule::IntrinsicRequirement, "5")
                        .global(name)
                        .hint("compile with --ptx-version 7.1 (or later), or align the pointer fields to 8 bytes"),
                    );
                }
            }
        }
        let (mut scratch, mut suspects) = (Vec::new(), FastMap::default());
        for f in module.functions() {
            for inst in f.instruction_walk() {
                self.check_instruction(f, inst, &mut scratch, &mut suspects, diags);
            }
            if f.block_count() == 0 {
                let name = f.name();
                // Unknown `llvm.nvvm.*` functions are the legality checker's (`unknown-nvvm-intrinsic`).
                let used = f.has_uses();
                if name.starts_with("llvm.") || self.provided.contains(&name) || !used {
                    continue;
                }
                if name.starts_with("__nv_") {
                    // Calls are reported per instruction above; this is the address of one.
                    if address_taken(f) {
                        diags.push(
                            Diagnostic::error(format!("the address of undefined libdevice function '{name}' is taken"))
                                .rule(crate::Rule::UnresolvedFunction)
                                .global(name.clone())
                                .hint(LIBDEVICE_HINT),
                        );
                    }
                } else if !CUDA_SYSTEM_CALLS.contains(&name.as_str()) {
                    // Separate compilation: `.extern .func`, resolved by a later link.
                    self.externs.insert(name);
                }
            }
        }
        Changed::No
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    fn check(text: &str, sm: u32) -> Diagnostics {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "t.ll").unwrap();
        let mut d = Diagnostics::new();
        CodegenGuard::new(sm, "link libdevice").run(&m, &mut d);
        d
    }

    fn rules(d: &Diagnostics) -> Vec<String> {
        d.iter().filter_map(|x| x.rule_id().map(String::from)).collect()
    }

    #[test]
    fn base_names_match_whole_components() {
        assert_eq!(unselectable_base("llvm.sin.f64"), Some("sin"));
        assert_eq!(unselectable_base("llvm.sinh.f32"), Some("sinh"));
        assert_eq!(unselectable_base("llvm.sincos.v2f32"), Some("sincos"));
        assert_eq!(unselectable_base("llvm.sqrt.f64"), None);
        assert_eq!(unselectable_base("sin"), None);
        assert_eq!(unselectable_base("llvm.exp10.f32"), Some("exp10"));
    }

    #[test]
    fn sin_f64_is_reported_with_function_and_instruction() {
        let d = check(
            "define double @f(double %x) {\n  %s = call double @llvm.sin.f64(double %x)\n  ret double %s\n}\ndeclare double @llvm.sin.f64(double)",
            90,
        );
        assert_eq!(rules(&d), vec!["unselectable-intrinsic"]);
        let diag = d.iter().next().unwrap();
        assert_eq!(diag.function.as_deref(), Some("f"));
        assert!(diag.instruction.as_deref().unwrap().contains("@llvm.sin.f64"));
    }

    #[test]
    fn natively_selected_forms_pass() {
        let d = check(
            "define float @f(float %x) {\n  %a = call afn float @llvm.sin.f32(float %x)\n  %b = call float @llvm.exp2.f32(float %a)\n  %c = call float @llvm.sqrt.f32(float %b)\n  ret float %c\n}\ndeclare float @llvm.sin.f32(float)\ndeclare float @llvm.exp2.f32(float)\ndeclare float @llvm.sqrt.f32(float)",
            52,
        );
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn tanh_afn_needs_sm75() {
        let ir = "define float @f(float %x) {\n  %a = call afn float @llvm.tanh.f32(float %x)\n  ret float %a\n}\ndeclare float @llvm.tanh.f32(float)";
        assert!(check(ir, 90).is_empty());
        assert_eq!(rules(&check(ir, 52)), vec!["unselectable-intrinsic"]);
    }

    fn externs(text: &str) -> (Diagnostics, Vec<String>) {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "t.ll").unwrap();
        let mut d = Diagnostics::new();
        let mut g = CodegenGuard::new(90, "link libdevice");
        g.run(&m, &mut d);
        (d, g.externs.into_iter().collect())
    }

    #[test]
    fn undefined_functions_are_externs_except_cuda_system_calls() {
        let (d, ext) = externs(
            "declare float @helper(float)\ndeclare ptr @malloc(i64)\ndeclare void @unused()\ndefine float @f(float %x) {\n  %m = call ptr @malloc(i64 4)\n  %a = call float @helper(float %x)\n  ret float %a\n}",
        );
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(ext, vec!["helper"]);
    }

    #[test]
    fn undefined_libdevice_function_is_an_error() {
        let (d, ext) = externs("declare double @__nv_sin(double)\ndefine double @f(double %x) {\n  %a = call double @__nv_sin(double %x)\n  ret double %a\n}");
        assert_eq!(rules(&d), vec!["unresolved-function"]);
        assert_eq!(d.iter().next().unwrap().global.as_deref(), Some("__nv_sin"));
        assert!(ext.is_empty());
    }

    #[test]
    fn fp128_arithmetic_is_an_error() {
        let d = check(
            "define void @f(ptr %p, fp128 %x) {\n  %s = fadd fp128 %x, %x\n  store fp128 %s, ptr %p\n  ret void\n}",
            90,
        );
        assert_eq!(rules(&d), vec!["unsupported-float-type"]);
        assert!(d.has_errors());
    }

    #[test]
    fn fp128_storage_passes() {
        let d = check("define fp128 @f(ptr %p, ptr %q, fp128 %x) {\n  %v = load fp128, ptr %p\n  store fp128 %v, ptr %q\n  ret fp128 %x\n}", 90);
        assert!(d.is_empty(), "{d:?}");
    }

    #[test]
    fn aliases_of_kernels_and_on_old_arches_are_reported() {
        let ir = "define void @f() {\n  ret void\n}\ndefine ptx_kernel void @k() {\n  ret void\n}\n@a = alias void (), ptr @f\n@b = alias void (), ptr @k";
        let d = check(ir, 90);
        assert_eq!(rules(&d), vec!["unsupported-alias"]);
        assert!(d.iter().next().unwrap().message.contains("'b'"));
        assert_eq!(rules(&check(ir, 52)), vec!["unsupported-alias", "unsupported-alias"]);
    }

    #[test]
    fn address_of_an_undefined_function_is_an_extern() {
        let (d, ext) =
            externs("declare float @cb(float)\n@fp = addrspace(1) global ptr @cb\ndefine void @k() {\n  ret void\n}");
        assert!(d.is_empty(), "{d:?}");
        assert_eq!(ext, vec!["cb"]);
        let (d, _) = externs("declare double @__nv_sin(double)\n@fp = addrspace(1) global ptr @__nv_sin\ndefine void @k() {\n  ret void\n}");
        assert!(
            d.iter().next().unwrap().message.contains("address of undefined libdevice function '__nv_sin'"),
            "{d:?}"
        );
    }

    #[test]
    fn canonicalize_bf16_is_reported() {
        let d = check("define bfloat @k(bfloat %x) {\n  %c = call bfloat @llvm.canonicalize.bf16(bfloat %x)\n  ret bfloat %c\n}\ndeclare bfloat @llvm.canonicalize.bf16(bfloat)", 90);
        assert_eq!(rules(&d), vec!["unselectable-intrinsic"]);
    }

    #[test]
    fn intrinsics_name_the_ptx_version_and_arch_they_need() {
        let ir = "declare {i32, i1} @llvm.nvvm.elect.sync(i32)\ndefine i32 @f() {\n  %e = call {i32, i1} @llvm.nvvm.elect.sync(i32 -1)\n  %v = extractvalue {i32, i1} %e, 0\n  ret i32 %v\n}";
        let run = |sm: u32, ptx: u32| {
            let ctx = Context::new();
            let m = ctx.parse_ir(ir.as_bytes(), "t.ll").unwrap();
            let mut d = Diagnostics::new();
            CodegenGuard::new(sm, "").with_ptx(ptx).run(&m, &mut d);
            d.iter().map(|x| (x.message.clone(), x.hint.clone().unwrap_or_default())).collect::<Vec<_>>()
        };
        let d = run(90, 78);
        assert_eq!(d.len(), 1);
        assert!(d[0].0.contains("needs PTX ISA 8.0 and sm_90") && d[0].0.contains("sm_90 with PTX ISA 7.8"), "{d:?}");
        assert!(d[0].1.contains("--ptx-version 8.0") && !d[0].1.contains("--arch"), "{d:?}");
        let d = run(80, 70);
        assert!(d[0].1.contains("--arch sm_90") && d[0].1.contains("--ptx-version 8.0"), "{d:?}");
        assert!(run(90, 80).is_empty());
    }

    #[test]
    fn atomics_of_128_bits_need_sm90_and_ptx83() {
        let ir = "define i128 @f(ptr addrspace(1) %p, i128 %v) {\n  %o = atomicrmw xchg ptr addrspace(1) %p, i128 %v monotonic\n  ret i128 %o\n}";
        let run = |sm: u32, ptx: u32| {
            let ctx = Context::new();
            let m = ctx.parse_ir(ir.as_bytes(), "t.ll").unwrap();
            let mut d = Diagnostics::new();
            CodegenGuard::new(sm, "").with_ptx(ptx).run(&m, &mut d);
            rules(&d)
        };
        assert_eq!(run(90, 78), vec!["intrinsic-requirement"]);
        assert_eq!(run(80, 83), vec!["intrinsic-requirement"]);
        assert!(run(90, 83).is_empty());
    }
}
