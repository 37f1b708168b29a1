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
//!
//! A user's math library (`--math-lib`, [`MathLibRoutes`]) comes first: a call whose intrinsic
//! or C name one of its functions `implements` calls that function instead (vectors lane by
//! lane, half and bfloat in f32), natively selected operations included; see
//! [`MathLibRoutes::choose`] for `afn`.

use crate::fast_hash::FastMap;
use crate::ir::ContextRef;
use crate::ir::Module;
use crate::ir::Opcode;
use crate::ir::{self, Builder, Type, TypeKind, Value};
use crate::math_table::{self, Format, Fp, IntrinsicShape, MathOp, NarrowHow};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass, Severity};
use std::collections::{BTreeMap, BTreeSet};

/// A user's math libraries (`--math-lib`, read by `src/middle/link/math_lib.rs`): which library function
/// serves each routing key (`math_table::implementable`: `llvm.sin.f32`, `erfcinvf`), for calls
/// without `afn` (the function's `implements` attribute) and with it (`implements-afn`).
#[derive(Debug, Clone, Default)]
pub struct MathLibRoutes {
    /// Key → the function serving calls without `afn`.
    pub accurate: BTreeMap<String, String>,
    /// Key → the function serving calls with `afn` (or under `--fast-math`).
    pub fast: BTreeMap<String, String>,
    /// Functions whose own calls are never routed to the library: libdevice's, which `--link
    /// early` links before lowering (they get libdevice's own answers whatever the strategy).
    pub exclude: BTreeSet<String>,
}

impl MathLibRoutes {
    pub fn is_empty(&self) -> bool {
        self.accurate.is_empty() && self.fast.is_empty()
    }

    /// The library function for a call of `key` (operation `op` computed at `fp`), `fast` when
    /// the call has `afn`. Without `afn`: the `implements` function. With it: the
    /// `implements-afn` function; else, where libdevice has a fast f32 variant nvvmc would pick
    /// (`__nv_fast_sinf`), that variant (`None` here); else the `implements` function.
    pub fn choose(&self, key: &str, op: &MathOp, fp: Fp, fast: bool) -> Option<&str> {
        if fast {
            if let Some(f) = self.fast.get(key) {
                return Some(f);
            }
            if fp != Fp::Double && op.fast_f32.is_some() {
                return None;
            }
        }
        self.accurate.get(key).map(String::as_str)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Canonicalize,
    Lower,
    /// `narrow-math`: only the `math_table::NARROW_FIXES` that are not shims, after the last
    /// optimization (see `Rewriter::lower_narrow`).
    Narrow,
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
    /// `--ftz`: half operands computed in f32 are flushed first when subnormal (see
    /// `flush_half_subnormal`).
    pub ftz: bool,
    /// The target architecture (`sm_NN`), for the half and bfloat fixes that depend on it.
    pub sm: u32,
    /// The user's math libraries (`--math-lib`): their functions take libdevice's place.
    pub library: MathLibRoutes,
    /// Only these functions are lowered (the math library's, after they are linked), when set.
    pub only: Option<BTreeSet<String>>,
}

impl LowerMath {
    pub fn canonicalize() -> Self {
        LowerMath {
            mode: Mode::Canonicalize,
            fast_math: false,
            lower_native: false,
            exact_frem: false,
            ftz: false,
            sm: u32::MAX,
            library: MathLibRoutes::default(),
            only: None,
        }
    }
    pub fn lower(fast_math: bool, lower_native: bool) -> Self {
        LowerMath {
            mode: Mode::Lower,
            fast_math,
            lower_native,
            exact_frem: true,
            ftz: false,
            sm: u32::MAX,
            library: MathLibRoutes::default(),
            only: None,
        }
    }
    /// `narrow-math` for architecture `sm_NN` under `--ftz` (or not).
    pub fn narrow(sm: u32, ftz: bool) -> Self {
        LowerMath {
            mode: Mode::Narrow,
            fast_math: false,
            lower_native: false,
            exact_frem: false,
            ftz,
            sm,
            library: MathLibRoutes::default(),
            only: None,
        }
    }
    /// For architecture `sm_NN` under `--ftz` (or not).
    pub fn for_target(mut self, sm: u32, ftz: bool) -> Self {
        self.sm = sm;
        self.ftz = ftz;
        self
    }
    /// Keeps LLVM's `frem` expansion (for `--link none`).
    pub fn without_exact_frem(mut self) -> Self {
        self.exact_frem = false;
        self
    }
    /// Calls the math library implements go to its functions (`--math-lib`).
    pub fn with_library(mut self, routes: MathLibRoutes) -> Self {
        self.library = routes;
        self
    }
    /// Lowers only the functions named in `functions`.
    pub fn only_functions(mut self, functions: BTreeSet<String>) -> Self {
        self.only = Some(functions);
        self
    }
}

/// A builder positioned before `inst`, giving what it builds the debug location of `inst`.
fn builder_before(inst: Value<'_>) -> Builder<'_> {
    let b = Builder::for_value(inst);
    b.position_before(inst).set_debug_location_of(inst);
    b
}

fn fp_of(t: Type<'_>) -> Option<Fp> {
    match t.kind() {
        TypeKind::Half | TypeKind::BFloat => Some(Fp::Half),
        TypeKind::Float => Some(Fp::Float),
        TypeKind::Double => Some(Fp::Double),
        _ => None,
    }
}

/// Which format of `math_table::NARROW_FIXES` `t` is, if it is one.
fn format_of(t: Type<'_>) -> Option<Format> {
    match t.kind() {
        TypeKind::Half => Some(Format::F16),
        TypeKind::BFloat => Some(Format::BF16),
        TypeKind::Float => Some(Format::F32),
        _ => None,
    }
}

/// A (scalar) half value flushed to a zero of its sign when subnormal, before it is widened to f32 under
/// `--ftz`. Widened, a subnormal half is a normal float that the f32 code keeps, but LLVM folds
/// the f32 comparisons of libdevice's special cases back into half ones, which the backend
/// selects as `setp.ftz.f16` (the subnormal is zero there): `pow(0x0001, 0.5)` took the zero
/// branch with a nonzero x and returned 0x0002. Flushed first, every view agrees. The test is on
/// the bits, which no floating-point mode reinterprets.
fn flush_half_subnormal<'ctx>(b: &Builder<'ctx>, i16t: Type<'ctx>, x: Value<'ctx>) -> Value<'ctx> {
    let bits = b.bitcast(x, i16t, "");
    let exponent = b.int_binop(ir::Opcode::And, bits, i16t.const_int(0x7C00, false), "");
    let tiny = b.icmp(ir::IntPredicate::Eq, exponent, i16t.const_int(0, false), "");
    let sign = b.int_binop(ir::Opcode::And, bits, i16t.const_int(0x8000, false), "");
    let flushed = b.select(tiny, sign, bits, "");
    b.bitcast(flushed, x.ty(), "")
}

/// A (scalar) bfloat widened to float through its bits (the float with the same top 16 bits),
/// under `--ftz`. With `fpext`, LLVM folds libdevice's f32 comparisons of the widened value back
/// into bfloat ones, which the NVPTX backend selects as `setp.ftz.bf16` in the f32-flushing mode,
/// an instruction ptxas rejects (`logf`, `powf`, `llroundf` of a bfloat under `--ftz`).
fn widen_bfloat_bits<'ctx>(
    b: &Builder<'ctx>,
    i16t: Type<'ctx>,
    i32t: Type<'ctx>,
    f32t: Type<'ctx>,
    x: Value<'ctx>,
) -> Value<'ctx> {
    let bits = b.zext(b.bitcast(x, i16t, ""), i32t, "");
    let top = b.int_binop(ir::Opcode::Shl, bits, i32t.const_int(16, false), "");
    b.bitcast(top, f32t, "")
}

/// Whether `t` is a fixed-width vector (scalable vectors are not scalarized).
fn is_vector(t: Type<'_>) -> bool {
    t.kind() == TypeKind::Vector
}

/// The element type of a vector, or the type itself.
fn scalar(t: Type<'_>) -> Type<'_> {
    if is_vector(t) {
        t.element_type().unwrap_or(t)
    } else {
        t
    }
}

/// What one intrinsic call lowers to: the per-lane function and its type.
struct Target<'ctx> {
    name: String,
    fn_ty: Type<'ctx>,
}

struct Rewriter<'a, 'ctx> {
    ctx: ContextRef<'ctx>,
    module: &'a Module<'ctx>,
    diags: &'a mut Diagnostics,
    /// `--ftz`: see [`flush_half_subnormal`].
    ftz: bool,
    /// The math library's routes, in the function being lowered (none in libdevice's own).
    routes: Option<&'a MathLibRoutes>,
}

impl<'ctx> Rewriter<'_, 'ctx> {
    fn float_ty(&self, fp: Fp) -> Type<'ctx> {
        match fp {
            Fp::Double => Type::double(self.ctx),
            Fp::Float | Fp::Half => Type::float(self.ctx),
        }
    }
    fn int_ty(&self, w: u32) -> Type<'ctx> {
        Type::int(self.ctx, w)
    }

    /// The declaration `name` with type `ty`, added if missing. An existing function of another
    /// type is an error (a call of the wrong type would be invalid IR).
    fn declare(&mut self, name: &str, ty: Type<'ctx>, at: Value<'ctx>) -> Option<Value<'ctx>> {
        if let Some(existing) = ir::module::named_function(self.module, name) {
            let declared = existing.global_value_type().expect("a function has a value type");
            if declared != ty {
                let f = at.parent_function();
                let mut d = Diagnostic::error(format!(
                    "cannot lower to '{name}': the module declares it as {}, but nvvmc needs {}",
                    declared.print(),
                    ty.print()
                ))
                .rule(crate::Rule::LibdeviceSignatureMismatch)
                .instruction(at.print())
                .hint(format!("remove or correct the declaration of '{name}'"));
                if let Some(f) = f {
                    d = d.function(f.name());
                }
                self.diags.push(d);
                return None;
            }
            return Some(existing);
        }
        Some(ir::module::add_function(self.module, name, ty))
    }

    /// The math library's function for a call of `key` (see [`MathLibRoutes::choose`]).
    fn library_function(&self, key: Option<String>, op: &MathOp, fp: Fp, fast: bool) -> Option<String> {
        self.routes?.choose(&key?, op, fp, fast).map(str::to_string)
    }

    /// Chooses the per-lane function for an intrinsic call.
    fn intrinsic_target(&mut self, op: &MathOp, fp: Fp, fast: bool, inst: Value<'ctx>) -> Result<Target<'ctx>, String> {
        let t = self.float_ty(fp);
        let sfx = if fp == Fp::Double { "f64" } else { "f32" };
        let v = inst;
        match op.shape {
            IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary => {
                let n = op.shape.elementwise_arity().expect("an elementwise shape");
                let name = op.libdevice(fp, fast).ok_or("libdevice has no such function")?;
                Ok(Target { name: name.into(), fn_ty: Type::function(t, &vec![t; n]) })
            }
            IntrinsicShape::PowI => {
                let w = v.operand(1).and_then(|e| scalar(e.ty()).int_width()).ok_or("exponent is not an integer")?;
                let name = match w {
                    32 => op.libdevice(fp, false).ok_or("libdevice has no such function")?.to_string(),
                    8 | 16 | 64 => format!("__nvvmc_powi_{sfx}_i{w}"),
                    _ => return Err(format!("no libdevice wrapper for an i{w} exponent")),
                };
                Ok(Target { name, fn_ty: Type::function(t, &[t, self.int_ty(w)]) })
            }
            IntrinsicShape::Pair => {
                let fast_prefix = if fast && fp != Fp::Double && op.fast_f32.is_some() { "fast_" } else { "" };
                let name = format!("__nvvmc_{fast_prefix}{}_{sfx}", op.name);
                let st = Type::literal_struct(self.ctx, &[t, t]);
                Ok(Target { name, fn_ty: Type::function(st, &[t]) })
            }
            IntrinsicShape::IntResult => {
                let w = scalar(v.ty()).int_width().ok_or("result is not an integer")?;
                let name = match w {
                    64 => op.libdevice(fp, false).ok_or("libdevice has no such function")?.to_string(),
                    8 | 16 | 32 => format!("__nvvmc_{}_i{w}_{sfx}", op.name),
                    _ => return Err(format!("no libdevice wrapper for an i{w} result")),
                };
                Ok(Target { name, fn_ty: Type::function(self.int_ty(w), &[t]) })
            }
            IntrinsicShape::NativeOnly => Err("selected natively".into()),
        }
    }

    /// Replaces an intrinsic call (or an `frem`) with per-lane calls of `target`, converting
    /// half to float and back, and reassembling vectors and structs.
    fn rewrite_intrinsic(&mut self, inst: Value<'ctx>, target: &Target<'ctx>) -> bool {
        let Some(callee) = self.declare(&target.name, target.fn_ty, inst) else { return false };
        let v = inst;
        let b = builder_before(v);
        let ret_ty = v.ty();
        let args = if v.is_call() { v.call_args() } else { v.operands() };
        // Lanes: from the first vector among the result and the arguments.
        let lanes = std::iter::once(ret_ty)
            .chain(args.iter().map(|a| a.ty()))
            .chain(ret_ty.struct_elements())
            .find(|t| is_vector(*t))
            .and_then(|t| t.vector_size());
        let lane_count = lanes.unwrap_or(1);
        let fmf = v.fast_math();
        let mut per_lane = Vec::with_capacity(lane_count as usize);
        let param_tys = target.fn_ty.param_types();
        let i32t = self.int_ty(32);
        for lane in 0..lane_count {
            let mut lane_args = Vec::with_capacity(args.len());
            for (a, want) in args.iter().zip(&param_tys) {
                let mut x = *a;
                if lanes.is_some() && is_vector(x.ty()) {
                    x = b.extract_element(x, i32t.const_int(lane as u64, false), "");
                }
                if x.ty() != *want && fp_of(x.ty()) == Some(Fp::Half) {
                    x = match x.ty().kind() {
                        TypeKind::Half if self.ftz => b.fp_ext(flush_half_subnormal(&b, self.int_ty(16), x), *want, ""),
                        TypeKind::BFloat if self.ftz && *want == Type::float(self.ctx) => {
                            widen_bfloat_bits(&b, self.int_ty(16), self.int_ty(32), *want, x)
                        }
                        _ => b.fp_ext(x, *want, ""),
                    };
                }
                lane_args.push(x);
            }
            let call = b.call(target.fn_ty, callee, &lane_args, "");
            if let Some(f) = fmf {
                call.set_fast_math(f);
            }
            per_lane.push(call);
        }
        let scalar_ret = scalar_shape(self.ctx, ret_ty);
        let converted: Vec<Value<'ctx>> = per_lane.iter().map(|c| convert_back(&b, *c, scalar_ret)).collect();
        let result = if lanes.is_some() { assemble(&b, i32t, ret_ty, &converted) } else { converted[0] };
        drop(b);
        v.replace_all_uses_with(result);
        v.erase_instruction();
        true
    }

    fn lower_intrinsic(&mut self, op: &MathOp, inst: Value<'ctx>, pass: &LowerMath) -> bool {
        let v = inst;
        let f = inst.parent_function();
        let callee = inst.callee_name().unwrap_or_default();
        if op.shape == IntrinsicShape::NativeOnly {
            return false; // frexp and ldexp: LLVM expands them (but see `NARROW_FIXES`)
        }
        // The float type that selects the overload: the argument's for integer results.
        let float_ty = lowering_float_type(op, v);
        let Some(fp) = fp_of(float_ty) else {
            let mut d = crate::diagnostic::diagnostic_at(
                Severity::Error,
                format!("'{callee}' has no libdevice equivalent for type {}", float_ty.print()),
                f.expect("instruction in a function"),
                inst,
            )
            .rule(crate::Rule::NoLibdeviceEquivalent)
            .hint("compute in float or double");
            d.global = Some(callee);
            self.diags.push(d);
            return false;
        };
        let fast = pass.fast_math || v.has_afn();
        // The user's math library first, natively selected operations included.
        if let Some(function) = self.library_function(math_table::route_key_intrinsic(op, fp), op, fp, fast) {
            let t = self.float_ty(fp);
            let n = op.shape.elementwise_arity().expect("routed intrinsics are elementwise");
            return self.rewrite_intrinsic(inst, &Target { name: function, fn_ty: Type::function(t, &vec![t; n]) });
        }
        if op.is_native_for(fp) && !pass.lower_native {
            return false;
        }
        if op.libdevice(fp, false).is_none() {
            return false; // native-only operation without a libdevice form (roundeven)
        }
        match self.intrinsic_target(op, fp, fast, inst) {
            Ok(t) => self.rewrite_intrinsic(inst, &t),
            Err(why) => {
                self.diags.push(
                    crate::diagnostic::diagnostic_at(
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

    /// The forms of native intrinsics LLVM computes wrongly (`math_table::NARROW_FIXES`), and
    /// half and bfloat `fma` under `--lower-native-math`: `Some(changed)` when this call is one
    /// that this mode handles, `None` otherwise. `lower-math` rewrites the calls that become shim
    /// calls (the shims are linked right after it); `narrow-math` the rest, after the last
    /// optimization, which would otherwise narrow `fptrunc(minimum(fpext a, fpext b))` back.
    fn lower_narrow(&mut self, name: &str, inst: Value<'ctx>, pass: &LowerMath) -> Option<bool> {
        let v = inst;
        let base = name.strip_prefix("llvm.")?.split('.').next()?;
        let value_ty = v.ty().struct_elements().first().copied().unwrap_or(v.ty());
        let format = format_of(scalar(value_ty))?;
        let elem = scalar(value_ty);
        let shim = |name: &str| Target { name: name.to_string(), fn_ty: Type::function(elem, &[elem, elem, elem]) };
        if pass.mode == Mode::Lower {
            // libdevice's f32 fma would round twice: `--lower-native-math` takes the shim.
            if base == "fma" && pass.lower_native {
                if let Some(name) = math_table::narrow_fma_shim(format) {
                    return Some(self.rewrite_intrinsic(inst, &shim(name)));
                }
            }
            return match math_table::narrow_fix(base, format, pass.sm, pass.ftz)?.how {
                NarrowHow::Shim(name) => Some(self.rewrite_intrinsic(inst, &shim(name))),
                _ => None,
            };
        }
        Some(match math_table::narrow_fix(base, format, pass.sm, pass.ftz)?.how {
            NarrowHow::Shim(_) => return None,
            NarrowHow::InF32 => self.widen(inst, format, Type::float(self.ctx)),
            NarrowHow::InF64 => self.widen(inst, format, Type::double(self.ctx)),
            NarrowHow::Bits => self.copysign_bits(inst),
        })
    }

    /// The intrinsic call on its `format` operands widened to `wide` (f32 or f64, the same
    /// shape), its floating-point result (or result field) rounded back once.
    fn widen(&mut self, inst: Value<'ctx>, format: Format, wide: Type<'ctx>) -> bool {
        let v = inst;
        let Some(name) = inst.callee_name() else { return false };
        let wide_suffix = if wide.kind() == TypeKind::Double { "f64" } else { "f32" };
        let is_format = |t: Type<'ctx>| format_of(scalar(t)) == Some(format);
        let widened =
            |t: Type<'ctx>| if is_vector(t) { Type::vector(wide, t.vector_size().unwrap_or(1)) } else { wide };
        let b = builder_before(v);
        let args: Vec<Value<'ctx>> = v
            .call_args()
            .into_iter()
            .map(|a| if is_format(a.ty()) { b.fp_ext(a, widened(a.ty()), "") } else { a })
            .collect();
        let wide_name: Vec<String> = name
            .split('.')
            .map(|part| match part.strip_suffix(format.name()) {
                Some(lanes)
                    if lanes.is_empty()
                        || (lanes.starts_with('v') && lanes[1..].chars().all(|c| c.is_ascii_digit())) =>
                {
                    format!("{lanes}{wide_suffix}")
                }
                _ => part.to_string(),
            })
            .collect();
        // `{T, iN}` (frexp): the float field widened, the others as they are.
        let fields = v.ty().struct_elements();
        let ret = if fields.is_empty() {
            widened(v.ty())
        } else {
            let wide_fields: Vec<Type<'ctx>> =
                fields.iter().map(|&t| if is_format(t) { widened(t) } else { t }).collect();
            Type::literal_struct(self.ctx, &wide_fields)
        };
        let fn_ty = Type::function(ret, &args.iter().map(|a| a.ty()).collect::<Vec<_>>());
        let Some(callee) = self.declare(&wide_name.join("."), fn_ty, inst) else { return false };
        let call = b.call(fn_ty, callee, &args, "");
        if let Some(f) = v.fast_math() {
            call.set_fast_math(f);
        }
        let result = if fields.is_empty() {
            b.fp_trunc(call, v.ty(), "")
        } else {
            let mut agg = v.ty().poison();
            for (i, &t) in fields.iter().enumerate() {
                let x = b.extract_value(call, i as u32, "");
                let x = if is_format(t) { b.fp_trunc(x, t, "") } else { x };
                agg = b.insert_value(agg, x, i as u32, "");
            }
            agg
        };
        drop(b);
        v.replace_all_uses_with(result);
        v.erase_instruction();
        true
    }

    /// `llvm.copysign` of a 16-bit type on the bits, lane by lane: `x`'s magnitude, `y`'s sign.
    fn copysign_bits(&mut self, inst: Value<'ctx>) -> bool {
        let v = inst;
        let [x, y] = v.call_args()[..] else { return false };
        let ty = v.ty();
        let elem = scalar(ty);
        let i16t = self.int_ty(16);
        let i32t = self.int_ty(32);
        let b = builder_before(v);
        let lane = |a: Value<'ctx>, c: Value<'ctx>| {
            let a = b.bitcast(a, i16t, "");
            let c = b.bitcast(c, i16t, "");
            let magnitude = b.int_binop(ir::Opcode::And, a, i16t.const_int(0x7FFF, false), "");
            let sign = b.int_binop(ir::Opcode::And, c, i16t.const_int(0x8000, false), "");
            let r = b.int_binop(ir::Opcode::Or, magnitude, sign, "");
            b.bitcast(r, elem, "")
        };
        let result = match ty.vector_size().filter(|_| is_vector(ty)) {
            None => lane(x, y),
            Some(n) => {
                let mut out = ty.poison();
                for i in 0..n {
                    let at = i32t.const_int(u64::from(i), false);
                    let r = lane(b.extract_element(x, at, ""), b.extract_element(y, at, ""));
                    out = b.insert_element(out, r, at, "");
                }
                out
            }
        };
        drop(b);
        v.replace_all_uses_with(result);
        v.erase_instruction();
        true
    }

    /// `frem` as libdevice's exact fmod.
    fn lower_frem(&mut self, inst: Value<'ctx>) -> bool {
        let Some(fp) = fp_of(scalar(inst.ty())) else {
            return false; // fp128 / x86_fp80: the codegen guard reports it
        };
        let (name, t) =
            if fp == Fp::Double { ("__nv_fmod", self.float_ty(fp)) } else { ("__nv_fmodf", self.float_ty(fp)) };
        // The math library's fmod, if it implements it (`frem` is only lowered without `afn`).
        let (fmod, _) = math_table::by_c_name("fmod").expect("fmod is in the table");
        let c_fp = if fp == Fp::Double { Fp::Double } else { Fp::Float };
        let name = self
            .library_function(Some(math_table::route_key_c(fmod, c_fp)), fmod, c_fp, false)
            .unwrap_or_else(|| name.to_string());
        let target = Target { name, fn_ty: Type::function(t, &[t, t]) };
        self.rewrite_intrinsic(inst, &target)
    }

    /// A C libm / CUDA math-API call: check its declared type, then retarget it.
    fn lower_c_call(&mut self, op: &MathOp, fp: Fp, inst: Value<'ctx>, pass: &LowerMath) -> bool {
        let v = inst;
        let callee_fn = inst.called_function().expect("direct call");
        let name = callee_fn.name();
        let fty = callee_fn.global_value_type().expect("a function has a value type");
        let declared = fty.print();
        // A call whose own type differs from the declaration's (possible with opaque pointers)
        // is left alone: retargeting it would produce an invalid call.
        if v.called_function_type() != Some(fty) {
            return false;
        }
        let expected = op.c_type(fp);
        if declared != expected {
            let f = inst.parent_function().expect("instruction in a function");
            self.diags.push(
                crate::diagnostic::diagnostic_at(
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
        let fast = pass.fast_math || v.has_afn();
        if pass.mode == Mode::Lower {
            // The user's math library first (the declared type is the C signature, checked above,
            // which is the library function's, checked when the library was read).
            if let Some(function) = self.library_function(Some(math_table::route_key_c(op, fp)), op, fp, fast) {
                let Some(target) = self.declare(&function, fty, inst) else { return false };
                retarget(v, target);
                return true;
            }
        }
        let simple = op.c_name_is_intrinsic();
        let to_intrinsic = match pass.mode {
            Mode::Canonicalize => simple,
            Mode::Lower => simple && op.is_native_for(fp) && !pass.lower_native,
            Mode::Narrow => return false, // never called for C names
        };
        if to_intrinsic {
            let base = op.intrinsic.expect("checked");
            let overload = if fp == Fp::Double { "f64" } else { "f32" };
            let iname = format!("llvm.{base}.{overload}");
            let Some(intr) = self.declare(&iname, fty, inst) else { return false };
            retarget(v, intr);
            return true;
        }
        if pass.mode == Mode::Canonicalize {
            return false;
        }
        let Some(ld) = op.libdevice(fp, fast) else { return false };
        let Some(target) = self.declare(ld, fty, inst) else { return false };
        retarget(v, target);
        true
    }
}

/// Points a call at another function of the same type (the callee is the last operand).
fn retarget<'ctx>(call: Value<'ctx>, callee: Value<'ctx>) {
    let n = call.num_operands();
    call.set_operand(n - 1, callee);
}

/// The float type that selects an intrinsic's overload: the first argument's for integer and
/// pair results, the result's otherwise (the element type for vectors).
fn lowering_float_type<'ctx>(op: &MathOp, call: Value<'ctx>) -> Type<'ctx> {
    match op.shape {
        IntrinsicShape::IntResult | IntrinsicShape::Pair => scalar(call.operand(0).unwrap_or(call).ty()),
        _ => scalar(call.ty()),
    }
}

/// The per-lane type of a (possibly vector, or struct-of-vectors) result.
fn scalar_shape<'ctx>(ctx: ContextRef<'ctx>, t: Type<'ctx>) -> Type<'ctx> {
    let fields = t.struct_elements();
    if fields.is_empty() {
        return scalar(t);
    }
    let s: Vec<Type<'ctx>> = fields.into_iter().map(scalar).collect();
    Type::literal_struct(ctx, &s)
}

/// Converts a computed lane (float where the program wants half) to the program's type.
fn convert_back<'ctx>(b: &Builder<'ctx>, v: Value<'ctx>, want: Type<'ctx>) -> Value<'ctx> {
    let have = v.ty();
    if have == want {
        return v;
    }
    let want_fields = want.struct_elements();
    if want_fields.is_empty() {
        return b.fp_trunc(v, want, "");
    }
    let mut agg = want.poison();
    for (i, ft) in want_fields.iter().enumerate() {
        let x = b.extract_value(v, i as u32, "");
        let x = if x.ty() == *ft { x } else { b.fp_trunc(x, *ft, "") };
        agg = b.insert_value(agg, x, i as u32, "");
    }
    agg
}

/// Builds a vector (or a struct of vectors) from per-lane scalars (or structs of scalars);
/// `i32t` is the lane index type.
fn assemble<'ctx>(b: &Builder<'ctx>, i32t: Type<'ctx>, ty: Type<'ctx>, lanes: &[Value<'ctx>]) -> Value<'ctx> {
    let fields = ty.struct_elements();
    if fields.is_empty() {
        let mut vec = ty.poison();
        for (i, x) in lanes.iter().enumerate() {
            vec = b.insert_element(vec, *x, i32t.const_int(i as u64, false), "");
        }
        return vec;
    }
    let mut agg = ty.poison();
    for (fi, ft) in fields.iter().enumerate() {
        let mut vec = ft.poison();
        for (i, x) in lanes.iter().enumerate() {
            let e = b.extract_value(*x, fi as u32, "");
            vec = b.insert_element(vec, e, i32t.const_int(i as u64, false), "");
        }
        agg = b.insert_value(agg, vec, fi as u32, "");
    }
    agg
}

/// Whether `lower-math` turns this `frem` into a libdevice call (and not LLVM's fast sequence).
pub fn frem_is_lowered(inst: Value<'_>, fast_math: bool) -> bool {
    !fast_math && !inst.has_afn() && fp_of(scalar(inst.ty())).is_some()
}

/// Whether `lower-math` turns this call of `op`'s intrinsic ([`math_table::by_intrinsic`] of
/// the callee's name) into library code (libdevice or a shim), rather than leaving it for the
/// backend to select.
pub fn intrinsic_op_call_is_lowered(call: Value<'_>, op: &MathOp, lower_native: bool) -> bool {
    if op.shape == IntrinsicShape::NativeOnly {
        return false;
    }
    let Some(fp) = fp_of(lowering_float_type(op, call)) else { return false };
    (!op.is_native_for(fp) || lower_native) && op.libdevice(fp, false).is_some()
}

impl ModulePass for LowerMath {
    fn name(&self) -> &'static str {
        match self.mode {
            Mode::Canonicalize => "canonicalize-math",
            Mode::Lower => "lower-math",
            Mode::Narrow => "narrow-math",
        }
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let mut rw = Rewriter { ctx: module.context(), module, diags, ftz: self.ftz, routes: None };
        let mut changed = false;
        // Callee names, read once per callee: the rewrites add declarations but rename, delete
        // or give a body to no function (unused declarations go after the walk).
        let mut names: FastMap<Value<'_>, Option<String>> = FastMap::default();
        for f in module.functions() {
            // The function's name only where a list of names asks for it.
            let fname = (self.only.is_some() || !self.library.is_empty()).then(|| f.name());
            if let (Some(only), Some(fname)) = (&self.only, &fname) {
                if !only.contains(fname) {
                    continue;
                }
            }
            rw.routes = fname
                .filter(|fname| !self.library.is_empty() && !self.library.exclude.contains(fname))
                .map(|_| &self.library);
            // Every rewrite builds before the instruction it replaces: the walk (which has read
            // the next one already) meets none of what it builds.
            for inst in f.instruction_walk() {
                let opcode = inst.opcode();
                if opcode == Some(Opcode::FRem) {
                    if self.mode == Mode::Lower && self.exact_frem && frem_is_lowered(inst, self.fast_math) {
                        changed |= rw.lower_frem(inst);
                    }
                    continue;
                }
                if opcode != Some(Opcode::Call) {
                    continue;
                }
                let Some(callee) = inst.called_function() else { continue };
                // `None`: a definition of the program's own, never replaced.
                let name = names.entry(callee).or_insert_with(|| (callee.block_count() == 0).then(|| callee.name()));
                let Some(name) = name.as_deref() else { continue };
                if name.starts_with("llvm.") {
                    if self.mode != Mode::Canonicalize {
                        if let Some(done) = rw.lower_narrow(name, inst, self) {
                            changed |= done;
                        } else if let (Mode::Lower, Some(op)) = (self.mode, math_table::by_intrinsic(name)) {
                            changed |= rw.lower_intrinsic(op, inst, self);
                        }
                    }
                } else if self.mode == Mode::Narrow {
                    continue;
                } else if let Some((op, fp)) = math_table::by_c_name(name) {
                    changed |= rw.lower_c_call(op, fp, inst, self);
                }
            }
        }
        // Declarations nothing calls any more (the replaced intrinsics and libm names).
        for f in ir::module::functions(module) {
            if f.first_block().is_none() && !f.has_uses() {
                let n = f.name();
                if math_table::by_intrinsic(&n).is_some() || math_table::by_c_name(&n).is_some() {
                    f.delete_function();
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests;
