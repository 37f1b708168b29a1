//! `prepare-library`: the library code that linking brought into the program (libdevice's
//! functions, the `libdevice-shim/` wrappers) is compiled the way libNVVM compiles it, whatever
//! strategy linked it and whenever it came in.
//!
//! - **Contraction** (`--fma`): `fp-mode` flags the user's `fadd`/`fsub`/`fmul` before linking,
//!   so the library's own arithmetic would come out as `add.rn`/`mul.rn`, which ptxas never fuses,
//!   where libNVVM (`-fma=1`) writes plain `add`/`mul` that ptxas fuses into `fma`. libdevice's
//!   accuracy bounds are NVIDIA's for code compiled that way, and its last bits are libNVVM's
//!   only if it is. Here every library `fadd`/`fsub`/`fmul` gets `contract` under `--fma=1` and
//!   loses it under `--fma=0` (and `llvm.fmuladd` is split, as in `fp-mode`).
//! - **Denormal mode** (`--ftz`): the library's functions get the program's f32 denormal mode
//!   (`fp-mode`'s attribute), also those that are not inlined into the user's code.
//! - **Approximate division and square root** (`--prec-div=0`, `--prec-sqrt=0`): the library's
//!   f32 `fdiv` and `llvm.sqrt.f32` get `afn` as the user's do, as libNVVM compiles them
//!   (`atan2f` under `-prec-div=0`: `rcp.approx`, not `div.rn`). `--fast-math`'s choice of fast
//!   variants concerns the user's calls only.
//! - **Shifts as PTX defines them**: libdevice was written for PTX's `shl`/`shr`, which clamp the
//!   shift amount (a shift by the width or more gives 0, or the sign for `shr.s`); in LLVM IR such
//!   a shift is poison, which the optimizer may exploit. `__nv_pow` tests "is y an odd integer"
//!   with `shl i64 bits(y), exponent(y) - 1012`, out of range for |y| < 1 and |y| ≥ 2^53. Every
//!   shift by a non-constant amount in library code gets PTX's meaning explicitly
//!   (`select(n u< W, shl x n, 0)`, `ashr x (umin n, W-1)`); where the optimizer can prove the
//!   amount in range, the select folds away.

use crate::fp_mode::{self, FpMode, DENORMAL_ATTR, FTZ_VALUE};
use crate::ir::FastMath;
use crate::ir::Module;
use crate::ir::{self, AttrIndex, Builder, IntPredicate, Opcode, Value};
use crate::{Changed, Diagnostics, ModulePass};
use std::collections::BTreeSet;

pub struct PrepareLibrary {
    /// The functions that came from the library.
    functions: BTreeSet<String>,
    /// The program's floating-point options.
    mode: FpMode,
}

impl PrepareLibrary {
    /// For the library functions named in `functions`, under the program's options.
    pub fn new(functions: BTreeSet<String>, mode: FpMode) -> Self {
        PrepareLibrary { functions, mode }
    }
}

/// Sets `afn` on an instruction that can carry it; whether that changed it.
fn set_approx(inst: Value<'_>) -> bool {
    let Some(old) = inst.fast_math() else { return false };
    let new = FastMath::from_bits(old.bits() | FastMath::default().with_approx_func().bits());
    if new == old {
        return false;
    }
    inst.set_fast_math(new);
    true
}

/// Whether the value is f32 (or a vector of f32).
fn is_f32(v: Value<'_>) -> bool {
    v.ty().scalar().kind() == ir::TypeKind::Float
}

/// Gives a shift by a non-constant amount PTX's clamping meaning; whether it was one.
fn clamp_shift(inst: Value<'_>) -> bool {
    let Some(op @ (Opcode::Shl | Opcode::LShr | Opcode::AShr)) = inst.opcode() else { return false };
    let ty = inst.ty();
    let (Some(x), Some(n)) = (inst.operand(0), inst.operand(1)) else { return false };
    // Constant amounts are in range in libdevice (an out-of-range constant is folded by LLVM the
    // same way in both readings); vector shifts do not occur in it.
    let Some(width) = ty.int_width() else { return false };
    if n.is_constant() {
        return false;
    }
    let b = Builder::for_value(inst);
    b.position_before(inst);
    let w = ty.const_int(u64::from(width), false);
    let in_range = b.icmp(IntPredicate::Ult, n, w, "");
    let clamped = if op == Opcode::AShr {
        // shr.s by the width or more fills with the sign: the same as by width - 1.
        let last = ty.const_int(u64::from(width - 1), false);
        let amount = b.select(in_range, n, last, "");
        b.int_binop(Opcode::AShr, x, amount, "")
    } else {
        let shifted = b.int_binop(op, x, n, "");
        b.select(in_range, shifted, ty.const_int(0, false), "")
    };
    drop(b);
    inst.replace_all_uses_with(clamped);
    inst.erase_instruction();
    true
}

impl ModulePass for PrepareLibrary {
    fn name(&self) -> &'static str {
        "prepare-library"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let mut changed = false;
        for f in ir::module::functions(module) {
            if f.is_declaration() || !self.functions.contains(&f.name()) {
                continue;
            }
            let mode = self.mode;
            if mode.ftz && f.string_attribute(AttrIndex::Function, DENORMAL_ATTR).as_deref() != Some(FTZ_VALUE) {
                f.add_string_attribute(AttrIndex::Function, DENORMAL_ATTR, FTZ_VALUE);
                changed = true;
            }
            for inst in f.instructions() {
                let callee = || inst.called_function().map(|f| f.name()).unwrap_or_default();
                changed |= match inst.opcode() {
                    Some(Opcode::FAdd | Opcode::FSub | Opcode::FMul) => fp_mode::set_contraction(inst, mode.fma),
                    Some(Opcode::FDiv) if !mode.prec_div && is_f32(inst) => set_approx(inst),
                    Some(Opcode::Call) if !mode.fma && callee().starts_with("llvm.fmuladd.") => {
                        fp_mode::split_fmuladd(inst)
                    }
                    Some(Opcode::Call) if !mode.prec_sqrt && is_f32(inst) && callee().starts_with("llvm.sqrt.") => {
                        set_approx(inst)
                    }
                    Some(Opcode::Shl | Opcode::LShr | Opcode::AShr) => clamp_shift(inst),
                    _ => false,
                };
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    const IR: &str = "define double @lib(double %a, double %b, i64 %x, i32 %n) {
  %m = fmul double %a, %b
  %s = fadd double %m, %a
  %w = zext i32 %n to i64
  %l = shl i64 %x, %w
  %r = ashr i64 %x, %w
  %k = lshr i64 %x, 3
  %o = or i64 %l, %r
  %p = or i64 %o, %k
  %c = sitofp i64 %p to double
  %t = fadd double %s, %c
  %f = fptrunc double %t to float
  %q = fdiv float %f, 3.0
  %r2 = call float @llvm.sqrt.f32(float %q)
  %e = fpext float %r2 to double
  ret double %e
}
declare float @llvm.sqrt.f32(float)
define double @user(double %a) {
  %m = fmul double %a, %a
  ret double %m
}";

    fn run(ftz: bool, fma: bool) -> String {
        run_mode(FpMode { ftz, prec_div: true, prec_sqrt: true, fma, fast_math: false })
    }

    fn run_mode(mode: FpMode) -> String {
        let ctx = Context::new();
        let m = ctx.parse_ir(IR.as_bytes(), "t").unwrap();
        let mut pass = PrepareLibrary::new(["lib".to_string()].into(), mode);
        assert!(pass.run(&m, &mut Diagnostics::new()).changed());
        m.verify().unwrap();
        m.print()
    }

    #[test]
    fn library_arithmetic_is_contracted_and_user_code_left_alone() {
        let out = run(false, true);
        assert!(out.contains("fmul contract double %a, %b") && out.contains("fadd contract double %m, %a"), "{out}");
        assert!(out.contains("%m = fmul double %a, %a"), "user code untouched: {out}");
        assert!(!out.contains("denormal-fp-math"), "{out}");
        let out = run(true, false);
        assert!(!out.contains("contract"), "{out}");
        assert!(out.contains("\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\""), "{out}");
    }

    #[test]
    fn approximate_division_and_sqrt_reach_the_library() {
        let out = run(false, true);
        assert!(out.contains("fdiv float %f, 3.0") && !out.contains("afn"), "{out}");
        let out = run_mode(FpMode { ftz: false, prec_div: false, prec_sqrt: false, fma: true, fast_math: false });
        assert!(out.contains("fdiv afn float %f") && out.contains("call afn float @llvm.sqrt.f32"), "{out}");
    }

    #[test]
    fn shifts_by_variable_amounts_get_ptx_clamping() {
        let out = run(false, true);
        assert!(out.contains("icmp ult i64 %w, 64"), "{out}");
        assert!(out.contains("select i1 %") && out.contains("i64 0"), "{out}");
        assert!(out.contains("i64 63"), "ashr clamps at width - 1: {out}");
        assert!(out.contains("lshr i64 %x, 3"), "constant shifts untouched: {out}");
    }
}
