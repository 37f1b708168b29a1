//! `lower-math`: rewrites every math operation the NVPTX backend cannot select into a call of
//! the libdevice function (or of a `libdevice-shim/` wrapper) that implements it, following the
//! one table in `math_table.rs`.
//!
//! Three ways in:
//! 1. LLVM intrinsics (`llvm.sin.f64`, every overload: f16/bf16 are computed in f32, vectors are
//!    scalarized, struct results and non-i32/i64 integer widths go through shims);
//! 2. C libm and CUDA math-API calls (`sinf`, `erfcinv`, …), when the declaration matches the C
//!    signature (checked first; a mismatch is a warning and the call is left alone);
//! 3. vector forms of both (`llvm.sin.v4f32`), lane by lane;
//! 4. `frem`: LLVM (like libNVVM) expands it to a rounded divide, a truncation and a
//!    multiply-subtract, which is not `fmod` once the quotient no longer fits the significand
//!    (2^24 in f32, 2^53 in f64). It becomes libdevice's exact `__nv_fmodf`/`__nv_fmod`
//!    (vectors lane by lane, half and bfloat computed in f32, where the result is exact and
//!    converts back exactly); `afn` on the instruction or `--fast-math` keeps LLVM's sequence.
//!
//! The pass has two modes. `Canonicalize` runs before the optimizer and only turns C calls that
//! have an LLVM intrinsic into that intrinsic, so that LLVM constant-folds `sin(0.5)` and knows
//! the call has no side effects. `Lower` runs after the optimizer and does everything else.
//! Under `afn` on the call (or `--fast-math`, which sets it) libdevice's fast f32 variants are
//! used where they exist.

use crate::ir;
use crate::math_table::{self, Fp, IntrinsicShape, MathOp};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass, Severity};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionOpcode, InstructionValue};
use llvm_sys::core as llc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::ffi::CString;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Canonicalize,
    Lower,
}

pub struct LowerMath {
    pub mode: Mode,
    /// Use libdevice's fast variants everywhere (`--fast-math`).
    pub fast_math: bool,
    /// Route even natively selected operations (sqrt, floor, …) to libdevice.
    pub lower_native: bool,
    /// Lower `frem` to libdevice's exact fmod (off under `--link none`, where there is no
    /// libdevice: LLVM's expansion stays).
    pub exact_frem: bool,
}

impl LowerMath {
    pub fn canonicalize() -> Self {
        LowerMath { mode: Mode::Canonicalize, fast_math: false, lower_native: false, exact_frem: false }
    }
    pub fn lower(fast_math: bool, lower_native: bool) -> Self {
        LowerMath { mode: Mode::Lower, fast_math, lower_native, exact_frem: true }
    }
    /// Keeps LLVM's `frem` expansion (for `--link none`).
    pub fn without_exact_frem(mut self) -> Self {
        self.exact_frem = false;
        self
    }
}

/// Owns an LLVM IR builder for the duration of one rewrite.
struct Builder(LLVMBuilderRef);

impl Builder {
    fn before(ctx: LLVMContextRef, inst: LLVMValueRef) -> Self {
        unsafe {
            let b = llc::LLVMCreateBuilderInContext(ctx);
            llc::LLVMPositionBuilderBefore(b, inst);
            let loc = llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(inst);
            if !loc.is_null() {
                llc::LLVMSetCurrentDebugLocation2(b, loc);
            }
            Builder(b)
        }
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        unsafe { llc::LLVMDisposeBuilder(self.0) }
    }
}

const EMPTY: *const i8 = c"".as_ptr();

fn fp_of(t: LLVMTypeRef) -> Option<Fp> {
    use LLVMTypeKind::*;
    match unsafe { llc::LLVMGetTypeKind(t) } {
        LLVMHalfTypeKind | LLVMBFloatTypeKind => Some(Fp::Half),
        LLVMFloatTypeKind => Some(Fp::Float),
        LLVMDoubleTypeKind => Some(Fp::Double),
        _ => None,
    }
}

fn is_vector(t: LLVMTypeRef) -> bool {
    unsafe { llc::LLVMGetTypeKind(t) == LLVMTypeKind::LLVMVectorTypeKind }
}

fn scalar(t: LLVMTypeRef) -> LLVMTypeRef {
    if is_vector(t) {
        unsafe { llc::LLVMGetElementType(t) }
    } else {
        t
    }
}

fn type_string(t: LLVMTypeRef) -> String {
    unsafe {
        let p = llc::LLVMPrintTypeToString(t);
        let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        llc::LLVMDisposeMessage(p);
        s
    }
}

fn int_width(t: LLVMTypeRef) -> Option<u32> {
    unsafe { (llc::LLVMGetTypeKind(t) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| llc::LLVMGetIntTypeWidth(t)) }
}

fn has_afn(inst: LLVMValueRef) -> bool {
    unsafe { llc::LLVMCanValueUseFastMathFlags(inst) != 0 && (llc::LLVMGetFastMathFlags(inst) & 64) != 0 }
}

/// What one intrinsic call lowers to: the per-lane function and its type.
struct Target {
    name: String,
    fn_ty: LLVMTypeRef,
}

struct Rewriter<'a> {
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    diags: &'a mut Diagnostics,
}

impl Rewriter<'_> {
    fn float_ty(&self, fp: Fp) -> LLVMTypeRef {
        unsafe {
            match fp {
                Fp::Double => llc::LLVMDoubleTypeInContext(self.ctx),
                Fp::Float | Fp::Half => llc::LLVMFloatTypeInContext(self.ctx),
            }
        }
    }
    fn int_ty(&self, w: u32) -> LLVMTypeRef {
        unsafe { llc::LLVMIntTypeInContext(self.ctx, w) }
    }
    fn fn_ty(&self, ret: LLVMTypeRef, args: &mut [LLVMTypeRef]) -> LLVMTypeRef {
        unsafe { llc::LLVMFunctionType(ret, args.as_mut_ptr(), args.len() as u32, 0) }
    }

    /// The declaration `name` with type `ty`, added if missing. An existing function of another
    /// type is an error (a call of the wrong type would be invalid IR).
    fn declare(&mut self, name: &str, ty: LLVMTypeRef, at: InstructionValue<'_>) -> Option<LLVMValueRef> {
        let c = CString::new(name).ok()?;
        unsafe {
            let existing = llc::LLVMGetNamedFunction(self.module, c.as_ptr());
            if !existing.is_null() {
                if llc::LLVMGlobalGetValueType(existing) != ty {
                    let f = at.get_parent().and_then(|b| b.get_parent());
                    let mut d = Diagnostic::error(format!(
                        "cannot lower to '{name}': the module declares it as {}, but nvvmc needs {}",
                        type_string(llc::LLVMGlobalGetValueType(existing)),
                        type_string(ty)
                    ))
                    .rule(crate::Rule::LibdeviceSignatureMismatch)
                    .instruction(ir::print_instruction(at))
                    .hint(format!("remove or correct the declaration of '{name}'"));
                    if let Some(f) = f {
                        d = d.function(ir::function_name(f));
                    }
                    self.diags.push(d);
                    return None;
                }
                return Some(existing);
            }
            Some(llc::LLVMAddFunction(self.module, c.as_ptr(), ty))
        }
    }

    /// Chooses the per-lane function for an intrinsic call.
    fn intrinsic_target(&mut self, op: &MathOp, fp: Fp, fast: bool, inst: InstructionValue<'_>) -> Result<Target, String> {
        let t = self.float_ty(fp);
        let sfx = if fp == Fp::Double { "f64" } else { "f32" };
        let v = inst.as_value_ref();
        unsafe {
            match op.shape {
                IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary => {
                    let n = match op.shape {
                        IntrinsicShape::Unary => 1,
                        IntrinsicShape::Binary => 2,
                        _ => 3,
                    };
                    let name = op.libdevice(fp, fast).ok_or("libdevice has no such function")?;
                    let mut args = vec![t; n];
                    Ok(Target { name: name.into(), fn_ty: self.fn_ty(t, &mut args) })
                }
                IntrinsicShape::PowI => {
                    let w = int_width(scalar(llc::LLVMTypeOf(llc::LLVMGetOperand(v, 1)))).ok_or("exponent is not an integer")?;
                    let name = match w {
                        32 => op.libdevice(fp, false).ok_or("libdevice has no such function")?.to_string(),
                        8 | 16 | 64 => format!("__nvvmc_powi_{sfx}_i{w}"),
                        _ => return Err(format!("no libdevice wrapper for an i{w} exponent")),
                    };
                    let mut args = [t, self.int_ty(w)];
                    Ok(Target { name, fn_ty: self.fn_ty(t, &mut args) })
                }
                IntrinsicShape::Pair => {
                    let fast_prefix = if fast && fp != Fp::Double && op.fast_f32.is_some() { "fast_" } else { "" };
                    let name = format!("__nvvmc_{fast_prefix}{}_{sfx}", op.name);
                    let mut fields = [t, t];
                    let st = llc::LLVMStructTypeInContext(self.ctx, fields.as_mut_ptr(), 2, 0);
                    let mut args = [t];
                    Ok(Target { name, fn_ty: self.fn_ty(st, &mut args) })
                }
                IntrinsicShape::IntResult => {
                    let w = int_width(scalar(llc::LLVMTypeOf(v))).ok_or("result is not an integer")?;
                    let name = match w {
                        64 => op.libdevice(fp, false).ok_or("libdevice has no such function")?.to_string(),
                        8 | 16 | 32 => format!("__nvvmc_{}_i{w}_{sfx}", op.name),
                        _ => return Err(format!("no libdevice wrapper for an i{w} result")),
                    };
                    let mut args = [t];
                    Ok(Target { name, fn_ty: self.fn_ty(self.int_ty(w), &mut args) })
                }
                IntrinsicShape::NativeOnly => Err("selected natively".into()),
            }
        }
    }

    /// Replaces an intrinsic call (or an `frem`) with per-lane calls of `target`, converting
    /// half to float and back, and reassembling vectors and structs.
    fn rewrite_intrinsic(&mut self, inst: InstructionValue<'_>, target: &Target) -> bool {
        let Some(callee) = self.declare(&target.name, target.fn_ty, inst) else { return false };
        let v = inst.as_value_ref();
        unsafe {
            let b = Builder::before(self.ctx, v);
            let ret_ty = llc::LLVMTypeOf(v);
            let nargs = if llc::LLVMIsACallInst(v).is_null() { llc::LLVMGetNumOperands(v) as u32 } else { llc::LLVMGetNumArgOperands(v) };
            let args: Vec<LLVMValueRef> = (0..nargs).map(|i| llc::LLVMGetOperand(v, i)).collect();
            // Lanes: from the first vector among the result and the arguments.
            let lanes = std::iter::once(ret_ty)
                .chain(args.iter().map(|a| llc::LLVMTypeOf(*a)))
                .chain(struct_fields(ret_ty))
                .find(|t| is_vector(*t))
                .map(|t| llc::LLVMGetVectorSize(t));
            let lane_count = lanes.unwrap_or(1);
            let fmf = if llc::LLVMCanValueUseFastMathFlags(v) != 0 { Some(llc::LLVMGetFastMathFlags(v)) } else { None };
            let mut per_lane = Vec::with_capacity(lane_count as usize);
            let mut param_tys = vec![std::ptr::null_mut(); llc::LLVMCountParamTypes(target.fn_ty) as usize];
            llc::LLVMGetParamTypes(target.fn_ty, param_tys.as_mut_ptr());
            for lane in 0..lane_count {
                let mut lane_args = Vec::with_capacity(args.len());
                for (a, want) in args.iter().zip(&param_tys) {
                    let mut x = *a;
                    if lanes.is_some() && is_vector(llc::LLVMTypeOf(x)) {
                        x = llc::LLVMBuildExtractElement(b.0, x, llc::LLVMConstInt(self.int_ty(32), lane as u64, 0), EMPTY);
                    }
                    if llc::LLVMTypeOf(x) != *want && fp_of(llc::LLVMTypeOf(x)) == Some(Fp::Half) {
                        x = llc::LLVMBuildFPExt(b.0, x, *want, EMPTY);
                    }
                    lane_args.push(x);
                }
                let call = llc::LLVMBuildCall2(b.0, target.fn_ty, callee, lane_args.as_mut_ptr(), lane_args.len() as u32, EMPTY);
                if let Some(f) = fmf {
                    if llc::LLVMCanValueUseFastMathFlags(call) != 0 {
                        llc::LLVMSetFastMathFlags(call, f);
                    }
                }
                per_lane.push(call);
            }
            let scalar_ret = scalar_shape(self.ctx, ret_ty);
            let converted: Vec<LLVMValueRef> = per_lane.iter().map(|c| convert_back(b.0, *c, scalar_ret)).collect();
            let result = if lanes.is_some() { assemble(b.0, ret_ty, &converted) } else { converted[0] };
            llc::LLVMReplaceAllUsesWith(v, result);
            llc::LLVMInstructionEraseFromParent(v);
        }
        true
    }

    fn lower_intrinsic(&mut self, op: &MathOp, inst: InstructionValue<'_>, pass: &LowerMath) -> bool {
        let v = inst.as_value_ref();
        let f = inst.get_parent().and_then(|b| b.get_parent());
        let callee = ir::callee_name(inst).unwrap_or_default();
        if op.shape == IntrinsicShape::NativeOnly {
            return false; // frexp and ldexp: LLVM expands them exactly, whatever the type
        }
        // The float type that selects the overload: the argument's for integer results.
        let float_ty = unsafe {
            match op.shape {
                IntrinsicShape::IntResult | IntrinsicShape::Pair => scalar(llc::LLVMTypeOf(llc::LLVMGetOperand(v, 0))),
                _ => scalar(llc::LLVMTypeOf(v)),
            }
        };
        let Some(fp) = fp_of(float_ty) else {
            let mut d = ir::diagnostic_at(
                Severity::Error,
                format!("'{callee}' has no libdevice equivalent for type {}", type_string(float_ty)),
                f.expect("instruction in a function"),
                inst,
            )
            .rule(crate::Rule::NoLibdeviceEquivalent)
            .hint("compute in float or double");
            d.global = Some(callee);
            self.diags.push(d);
            return false;
        };
        if op.is_native_for(fp) && !pass.lower_native {
            return false;
        }
        if op.libdevice(fp, false).is_none() {
            return false; // native-only operation without a libdevice form (roundeven)
        }
        let fast = pass.fast_math || has_afn(v);
        match self.intrinsic_target(op, fp, fast, inst) {
            Ok(t) => self.rewrite_intrinsic(inst, &t),
            Err(why) => {
                self.diags.push(
                    ir::diagnostic_at(
                        Severity::Error,
                        format!("cannot lower '{callee}' to libdevice: {why}"),
                        f.expect("instruction in a function"),
                        inst,
                    )
                    .rule(crate::Rule::NoLibdeviceEquivalent),
                );
                false
            }
        }
    }

    /// `frem` as libdevice's exact fmod.
    fn lower_frem(&mut self, inst: InstructionValue<'_>) -> bool {
        let Some(fp) = fp_of(scalar(unsafe { llc::LLVMTypeOf(inst.as_value_ref()) })) else {
            return false; // fp128 / x86_fp80: the codegen guard reports it
        };
        let (name, t) = if fp == Fp::Double { ("__nv_fmod", self.float_ty(fp)) } else { ("__nv_fmodf", self.float_ty(fp)) };
        let mut args = [t, t];
        let target = Target { name: name.into(), fn_ty: self.fn_ty(t, &mut args) };
        self.rewrite_intrinsic(inst, &target)
    }

    /// A C libm / CUDA math-API call: check its declared type, then retarget it.
    fn lower_c_call(&mut self, op: &MathOp, fp: Fp, inst: InstructionValue<'_>, pass: &LowerMath) -> bool {
        let v = inst.as_value_ref();
        let callee_fn = ir::called_function(inst).expect("direct call");
        let name = ir::function_name(callee_fn);
        let declared = unsafe { type_string(llc::LLVMGlobalGetValueType(callee_fn.as_value_ref())) };
        // A call whose own type differs from the declaration's (possible with opaque pointers)
        // is left alone: retargeting it would produce an invalid call.
        if unsafe { llc::LLVMGetCalledFunctionType(v) != llc::LLVMGlobalGetValueType(callee_fn.as_value_ref()) } {
            return false;
        }
        let expected = op.c_type(fp);
        if declared != expected {
            let f = inst.get_parent().and_then(|b| b.get_parent()).expect("instruction in a function");
            self.diags.push(
                ir::diagnostic_at(
                    Severity::Warning,
                    format!("'{name}' is declared as {declared}, not as the math function {expected}; left alone"),
                    f,
                    inst,
                )
                .rule(crate::Rule::LibmSignatureMismatch)
                .global(name.clone())
                .hint(format!("declare '{name}' as {expected}, or rename the function")),
            );
            return false;
        }
        let simple = matches!(op.shape, IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary)
            && op.c_sig.starts_with("T(T")
            && !op.c_sig.contains("ptr")
            && !op.c_sig.contains("i32");
        let to_intrinsic = match pass.mode {
            Mode::Canonicalize => op.intrinsic.is_some() && simple,
            Mode::Lower => op.intrinsic.is_some() && simple && op.is_native_for(fp) && !pass.lower_native,
        };
        unsafe {
            if to_intrinsic {
                let base = op.intrinsic.expect("checked");
                let overload = if fp == Fp::Double { "f64" } else { "f32" };
                let iname = format!("llvm.{base}.{overload}");
                let fty = llc::LLVMGlobalGetValueType(callee_fn.as_value_ref());
                let Some(intr) = self.declare(&iname, fty, inst) else { return false };
                retarget(v, intr);
                return true;
            }
            if pass.mode == Mode::Canonicalize {
                return false;
            }
            let fast = pass.fast_math || has_afn(v);
            let Some(ld) = op.libdevice(fp, fast) else { return false };
            let fty = llc::LLVMGlobalGetValueType(callee_fn.as_value_ref());
            let Some(target) = self.declare(ld, fty, inst) else { return false };
            retarget(v, target);
        }
        true
    }
}

/// Points a call at another function of the same type (the callee is the last operand).
unsafe fn retarget(call: LLVMValueRef, callee: LLVMValueRef) {
    let n = llc::LLVMGetNumOperands(call) as u32;
    llc::LLVMSetOperand(call, n - 1, callee);
}

fn struct_fields(t: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    unsafe {
        if llc::LLVMGetTypeKind(t) != LLVMTypeKind::LLVMStructTypeKind {
            return vec![];
        }
        let n = llc::LLVMCountStructElementTypes(t);
        let mut v = vec![std::ptr::null_mut(); n as usize];
        llc::LLVMGetStructElementTypes(t, v.as_mut_ptr());
        v
    }
}

/// The per-lane type of a (possibly vector, or struct-of-vectors) result.
fn scalar_shape(ctx: LLVMContextRef, t: LLVMTypeRef) -> LLVMTypeRef {
    let fields = struct_fields(t);
    if fields.is_empty() {
        return scalar(t);
    }
    let mut s: Vec<LLVMTypeRef> = fields.into_iter().map(scalar).collect();
    unsafe { llc::LLVMStructTypeInContext(ctx, s.as_mut_ptr(), s.len() as u32, 0) }
}

/// Converts a computed lane (float where the program wants half) to the program's type.
unsafe fn convert_back(b: LLVMBuilderRef, v: LLVMValueRef, want: LLVMTypeRef) -> LLVMValueRef {
    let have = llc::LLVMTypeOf(v);
    if have == want {
        return v;
    }
    let want_fields = struct_fields(want);
    if want_fields.is_empty() {
        return llc::LLVMBuildFPTrunc(b, v, want, EMPTY);
    }
    let mut agg = llc::LLVMGetPoison(want);
    for (i, ft) in want_fields.iter().enumerate() {
        let x = llc::LLVMBuildExtractValue(b, v, i as u32, EMPTY);
        let x = if llc::LLVMTypeOf(x) == *ft { x } else { llc::LLVMBuildFPTrunc(b, x, *ft, EMPTY) };
        agg = llc::LLVMBuildInsertValue(b, agg, x, i as u32, EMPTY);
    }
    agg
}

/// Builds a vector (or a struct of vectors) from per-lane scalars (or structs of scalars).
unsafe fn assemble(b: LLVMBuilderRef, ty: LLVMTypeRef, lanes: &[LLVMValueRef]) -> LLVMValueRef {
    let i32t = llc::LLVMIntTypeInContext(llc::LLVMGetTypeContext(ty), 32);
    let fields = struct_fields(ty);
    if fields.is_empty() {
        let mut vec = llc::LLVMGetPoison(ty);
        for (i, x) in lanes.iter().enumerate() {
            vec = llc::LLVMBuildInsertElement(b, vec, *x, llc::LLVMConstInt(i32t, i as u64, 0), EMPTY);
        }
        return vec;
    }
    let mut agg = llc::LLVMGetPoison(ty);
    for (fi, ft) in fields.iter().enumerate() {
        let mut vec = llc::LLVMGetPoison(*ft);
        for (i, x) in lanes.iter().enumerate() {
            let e = llc::LLVMBuildExtractValue(b, *x, fi as u32, EMPTY);
            vec = llc::LLVMBuildInsertElement(b, vec, e, llc::LLVMConstInt(i32t, i as u64, 0), EMPTY);
        }
        agg = llc::LLVMBuildInsertValue(b, agg, vec, fi as u32, EMPTY);
    }
    agg
}

/// Whether `lower-math` turns this `frem` into a libdevice call (and not LLVM's fast sequence).
/// `inst` is an instruction of a live module (as for the helpers in `ir.rs`).
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn frem_is_lowered(inst: LLVMValueRef, fast_math: bool) -> bool {
    !fast_math && !has_afn(inst) && fp_of(scalar(unsafe { llc::LLVMTypeOf(inst) })).is_some()
}

/// Whether `lower-math` turns this call of the intrinsic `name` into library code (libdevice or
/// a shim), rather than leaving it for the backend to select. `call` is a call instruction of a
/// live module.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn intrinsic_call_is_lowered(call: LLVMValueRef, name: &str, lower_native: bool) -> bool {
    let Some(op) = math_table::by_intrinsic(name) else { return false };
    if op.shape == IntrinsicShape::NativeOnly {
        return false;
    }
    let float_ty = unsafe {
        match op.shape {
            IntrinsicShape::IntResult | IntrinsicShape::Pair => scalar(llc::LLVMTypeOf(llc::LLVMGetOperand(call, 0))),
            _ => scalar(llc::LLVMTypeOf(call)),
        }
    };
    let Some(fp) = fp_of(float_ty) else { return false };
    (!op.is_native_for(fp) || lower_native) && op.libdevice(fp, false).is_some()
}

impl ModulePass for LowerMath {
    fn name(&self) -> &'static str {
        match self.mode {
            Mode::Canonicalize => "canonicalize-math",
            Mode::Lower => "lower-math",
        }
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let mut rw = Rewriter { ctx: module.get_context().raw(), module: module.as_mut_ptr(), diags };
        let mut changed = false;
        for f in ir::functions(module) {
            for inst in ir::instructions(f) {
                if inst.get_opcode() == InstructionOpcode::FRem {
                    if self.mode == Mode::Lower && self.exact_frem && frem_is_lowered(inst.as_value_ref(), self.fast_math) {
                        changed |= rw.lower_frem(inst);
                    }
                    continue;
                }
                if inst.get_opcode() != InstructionOpcode::Call {
                    continue;
                }
                let Some(callee) = ir::called_function(inst) else { continue };
                if callee.count_basic_blocks() != 0 {
                    continue; // a definition of the program's own: never replaced
                }
                let name = ir::function_name(callee);
                if name.starts_with("llvm.") {
                    if self.mode == Mode::Lower {
                        if let Some(op) = math_table::by_intrinsic(&name) {
                            changed |= rw.lower_intrinsic(op, inst, self);
                        }
                    }
                } else if let Some((op, fp)) = math_table::by_c_name(&name) {
                    changed |= rw.lower_c_call(op, fp, inst, self);
                }
            }
        }
        // Declarations nothing calls any more (the replaced intrinsics and libm names).
        for f in ir::functions(module) {
            if f.count_basic_blocks() == 0 && !ir::has_uses(f.as_value_ref()) {
                let n = ir::function_name(f);
                if math_table::by_intrinsic(&n).is_some() || math_table::by_c_name(&n).is_some() {
                    unsafe { f.delete() };
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    fn run(pass: LowerMath, body: &str) -> (String, Diagnostics) {
        let ctx = Context::create();
        let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "t.ll")).unwrap();
        let mut d = Diagnostics::new();
        let mut pass = pass;
        pass.run(&m, &mut d);
        if let Err(e) = m.verify() {
            panic!("invalid IR after lowering: {e}\n{}", m.print_to_string());
        }
        (m.print_to_string().to_string(), d)
    }

    fn lower(body: &str) -> (String, Diagnostics) {
        run(LowerMath::lower(false, false), body)
    }

    #[test]
    fn scalar_intrinsics_become_libdevice_calls() {
        let (out, d) = lower("define double @f(double %x) {\n  %s = call double @llvm.sin.f64(double %x)\n  %p = call double @llvm.pow.f64(double %s, double %x)\n  ret double %p\n}");
        assert!(d.is_empty());
        assert!(out.contains("call double @__nv_sin(double %x)"), "{out}");
        assert!(out.contains("call double @__nv_pow(double"), "{out}");
        assert!(!out.contains("llvm.sin"), "{out}");
    }

    #[test]
    fn vectors_are_scalarized() {
        let (out, _) = lower("define <2 x float> @f(<2 x float> %x) {\n  %s = call <2 x float> @llvm.cos.v2f32(<2 x float> %x)\n  ret <2 x float> %s\n}");
        assert_eq!(out.matches("call float @__nv_cosf").count(), 2, "{out}");
        assert!(out.contains("insertelement <2 x float>"));
    }

    #[test]
    fn half_is_computed_in_float() {
        let (out, _) = lower("define half @f(half %x) {\n  %s = call half @llvm.exp.f16(half %x)\n  ret half %s\n}");
        assert!(out.contains("fpext half %x to float"), "{out}");
        assert!(out.contains("call float @__nv_expf"));
        assert!(out.contains("fptrunc float"));
    }

    #[test]
    fn struct_results_and_odd_widths_use_shims() {
        let (out, _) = lower(
            "define float @f(float %x, i64 %n) {\n  %sc = call { float, float } @llvm.sincos.f32(float %x)\n  %s = extractvalue { float, float } %sc, 0\n  %p = call float @llvm.powi.f32.i64(float %s, i64 %n)\n  %r = call i32 @llvm.lround.i32.f32(float %p)\n  %q = call i64 @llvm.llround.i64.f32(float %p)\n  ret float %p\n}",
        );
        assert!(out.contains("call { float, float } @__nvvmc_sincos_f32(float %x)"), "{out}");
        assert!(out.contains("@__nvvmc_powi_f32_i64(float"));
        assert!(out.contains("@__nvvmc_lround_i32_f32(float"));
        assert!(out.contains("call i64 @__nv_llroundf(float"));
    }

    #[test]
    fn vector_struct_results_are_reassembled() {
        let (out, _) = lower("define { <2 x double>, <2 x double> } @f(<2 x double> %x) {\n  %r = call { <2 x double>, <2 x double> } @llvm.modf.v2f64(<2 x double> %x)\n  ret { <2 x double>, <2 x double> } %r\n}");
        assert_eq!(out.matches("call { double, double } @__nvvmc_modf_f64(double").count(), 2, "{out}");
    }

    #[test]
    fn native_operations_stay_native() {
        let (out, _) = lower("define float @f(float %x) {\n  %a = call float @llvm.sqrt.f32(float %x)\n  %b = call float @llvm.exp2.f32(float %a)\n  %c = call double @llvm.exp2.f64(double 1.0)\n  ret float %b\n}");
        assert!(out.contains("@llvm.sqrt.f32") && out.contains("@llvm.exp2.f32"), "{out}");
        assert!(out.contains("@__nv_exp2(double"), "{out}");
        let (out, _) = run(LowerMath::lower(false, true), "define float @f(float %x) {\n  %a = call float @llvm.floor.f32(float %x)\n  ret float %a\n}");
        assert!(out.contains("@__nv_floorf"), "{out}");
    }

    #[test]
    fn afn_and_fast_math_pick_fast_variants_for_float_only() {
        let (out, _) = lower("define float @f(float %x, double %y) {\n  %a = call afn float @llvm.sin.f32(float %x)\n  %b = call afn double @llvm.sin.f64(double %y)\n  ret float %a\n}");
        assert!(out.contains("call afn float @__nv_fast_sinf"), "{out}");
        assert!(out.contains("call afn double @__nv_sin("), "{out}");
        let (out, _) = run(LowerMath::lower(true, false), "define float @f(float %x) {\n  %a = call float @logf(float %x)\n  ret float %a\n}\ndeclare float @logf(float)");
        assert!(out.contains("@__nv_fast_logf"), "{out}");
    }

    #[test]
    fn c_calls_canonicalize_to_intrinsics_then_lower() {
        let body = "define double @f(double %x) {\n  %a = call double @sin(double %x)\n  %b = call double @erfc(double %a)\n  ret double %b\n}\ndeclare double @sin(double)\ndeclare double @erfc(double)";
        let (out, _) = run(LowerMath::canonicalize(), body);
        assert!(out.contains("call double @llvm.sin.f64(double %x)"), "{out}");
        assert!(out.contains("call double @erfc("), "erfc has no intrinsic: {out}");
        let (out, _) = lower(body);
        assert!(out.contains("@__nv_sin(") && out.contains("@__nv_erfc("), "{out}");
        assert!(!out.contains("declare double @sin("), "{out}");
    }

    #[test]
    fn c_signature_mismatch_is_a_warning_and_left_alone() {
        let (out, d) = lower("define double @f(double %x) {\n  %a = call double @sinf(double %x)\n  ret double %a\n}\ndeclare double @sinf(double)");
        assert!(out.contains("call double @sinf("));
        let diag = d.iter().next().unwrap();
        assert_eq!(diag.rule_id(), Some("libm-signature-mismatch"));
        assert_eq!(diag.severity, Severity::Warning);
    }

    #[test]
    fn user_definitions_are_never_replaced() {
        let (out, _) = lower("define double @sin(double %x) {\n  ret double %x\n}\ndefine double @f(double %x) {\n  %a = call double @sin(double %x)\n  ret double %a\n}");
        assert!(out.contains("call double @sin(double %x)"), "{out}");
    }

    #[test]
    fn wrongly_declared_libdevice_function_is_an_error() {
        let (_, d) = lower("declare float @__nv_sinf(double)\ndefine float @f(float %x) {\n  %a = call float @llvm.sin.f32(float %x)\n  ret float %a\n}");
        assert!(d.has_errors());
        assert_eq!(d.iter().next().unwrap().rule_id(), Some("libdevice-signature-mismatch"));
    }

    #[test]
    fn frexp_stays_native_and_mistyped_calls_are_left_alone() {
        let (out, d) = lower("define float @f(float %x, double %y) {\n  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)\n  %m = extractvalue { float, i32 } %r, 0\n  %s = call float @sinf(double %y)\n  ret float %m\n}\ndeclare { float, i32 } @llvm.frexp.f32.i32(float)\ndeclare float @sinf(float)");
        assert!(d.is_empty(), "{d:?}");
        assert!(out.contains("@llvm.frexp.f32.i32(float %x)"), "{out}");
        assert!(out.contains("call float @sinf(double %y)"), "{out}");
        let (out, _) = run(LowerMath::canonicalize(), "define float @f(double %y) {\n  %s = call float @sinf(double %y)\n  ret float %s\n}\ndeclare float @sinf(float)");
        assert!(out.contains("call float @sinf(double %y)"), "{out}");
    }

    #[test]
    fn frem_becomes_exact_fmod_unless_fast() {
        let (out, _) = lower("define <2 x float> @f(float %x, double %y, half %h, <2 x float> %v) {\n  %a = frem float %x, 3.0\n  %b = frem double %y, 7.0\n  %c = frem half %h, %h\n  %d = frem <2 x float> %v, %v\n  %e = frem afn float %x, 5.0\n  ret <2 x float> %d\n}");
        assert!(out.contains("call float @__nv_fmodf(float %x, float 3.0"), "{out}");
        assert!(out.contains("call double @__nv_fmod(double %y, double 7.0"), "{out}");
        assert!(out.contains("fpext half %h to float") && out.contains("fptrunc float"), "{out}");
        assert_eq!(out.matches("call float @__nv_fmodf").count(), 4, "{out}");
        assert!(out.contains("frem afn float %x, 5.0"), "{out}");
        let (out, _) = run(LowerMath::lower(true, false), "define double @f(double %y) {\n  %b = frem double %y, 7.0\n  ret double %b\n}");
        assert!(out.contains("frem double %y, 7.0") && !out.contains("__nv_fmod"), "{out}");
        let (out, _) = run(LowerMath::canonicalize(), "define double @f(double %y) {\n  %b = frem double %y, 7.0\n  ret double %b\n}");
        assert!(out.contains("frem double %y, 7.0"), "{out}");
    }

    #[test]
    fn fp128_has_no_libdevice_equivalent() {
        let (_, d) = lower("define fp128 @f(fp128 %x) {\n  %a = call fp128 @llvm.sin.f128(fp128 %x)\n  ret fp128 %a\n}");
        assert_eq!(d.iter().next().unwrap().rule_id(), Some("no-libdevice-equivalent"));
    }
}
