//! `fp-mode`: applies libNVVM's floating-point options to the IR itself, per function and per
//! instruction, so that the same LLVM process can compile programs with different options (the
//! C API compiles several programs at once) without touching LLVM's global `cl::opt`s.
//!
//! | option          | what it becomes                                                       |
//! |-----------------|-----------------------------------------------------------------------|
//! | `ftz`           | `"denormal-fp-math-f32"="preserve-sign,preserve-sign"` on every function (PTX `.ftz`) |
//! | `prec-div=0`    | `afn` on f32 `fdiv` (PTX `div.approx.f32`)                             |
//! | `prec-sqrt=0`   | `afn` on f32 `llvm.sqrt` (PTX `sqrt.approx.f32`)                       |
//! | `fma=1` / `=0`  | `contract` set on / cleared from `fadd`, `fsub`, `fmul` (PTX `fma.rn`)  |
//! | `fast-math`     | `afn` on every floating-point math call (fast libdevice variants)      |

use crate::ir::{AttrIndex, Builder, FastMath, Module, Opcode, TypeKind, Value};
use crate::{Changed, Diagnostics, ModulePass};

pub const DENORMAL_ATTR: &str = "denormal-fp-math-f32";
pub const FTZ_VALUE: &str = "preserve-sign,preserve-sign";
/// The attribute for every floating-point type, which the f32 one overrides.
pub const GENERIC_DENORMAL_ATTR: &str = "denormal-fp-math";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FpMode {
    pub ftz: bool,
    pub prec_div: bool,
    pub prec_sqrt: bool,
    pub fma: bool,
    pub fast_math: bool,
}

/// True when the value's type is f32 or a vector of f32.
fn is_f32(inst: Value<'_>) -> bool {
    let mut t = inst.ty();
    if t.kind() == TypeKind::Vector {
        t = t.element_type().unwrap_or(t);
    }
    t.kind() == TypeKind::Float
}

/// Sets the flags `set` of an instruction that can carry them; whether that changed them.
fn update_flags(v: Value<'_>, set: FastMath) -> bool {
    let Some(old) = v.fast_math() else { return false };
    let new = FastMath::from_bits(old.bits() | set.bits());
    if new != old {
        v.set_fast_math(new);
        return true;
    }
    false
}

/// Sets (`fma`) or clears the `contract` flag of an `fadd`, `fsub` or `fmul`; whether that
/// changed it. With `contract`, the backend may form `fma.rn` and writes a plain `add`/`mul` that
/// ptxas may fuse; without it, `add.rn`/`mul.rn`, which ptxas leaves alone.
pub(crate) fn set_contraction(inst: Value<'_>, fma: bool) -> bool {
    let Some(old) = inst.fast_math() else { return false };
    let contract = FastMath::default().with_allow_contract().bits();
    let new = FastMath::from_bits(if fma { old.bits() | contract } else { old.bits() & !contract });
    if new != old {
        inst.set_fast_math(new);
        return true;
    }
    false
}

/// Replaces `llvm.fmuladd(a, b, c)` by `fadd(fmul(a, b), c)` without `contract`.
pub(crate) fn split_fmuladd(v: Value<'_>) -> bool {
    let [x, y, z] = v.call_args()[..] else { return false };
    let b = Builder::for_value(v);
    b.position_before(v);
    let m = b.fmul(x, y, "");
    let a = b.fadd(m, z, "");
    drop(b);
    v.replace_all_uses_with(a);
    v.erase_instruction();
    true
}

impl ModulePass for FpMode {
    fn name(&self) -> &'static str {
        "fp-mode"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let mut changed = false;
        for f in module.functions() {
            if f.first_block().is_none() {
                continue;
            }
            let had = f.string_attribute(AttrIndex::Function, DENORMAL_ATTR);
            match (had, self.ftz) {
                (Some(a), true) if a == FTZ_VALUE => {}
                (_, true) => {
                    f.add_string_attribute(AttrIndex::Function, DENORMAL_ATTR, FTZ_VALUE);
                    changed = true;
                }
                (Some(_), false) => {
                    f.remove_string_attribute(AttrIndex::Function, DENORMAL_ATTR);
                    changed = true;
                }
                (None, false) => {}
            }
            // The generic "denormal-fp-math" also covers f32 when no f32-specific one is set:
            // without --ftz, f32 is IEEE whatever the producer wrote.
            if !self.ftz && f.string_attribute(AttrIndex::Function, GENERIC_DENORMAL_ATTR).is_some() {
                f.add_string_attribute(AttrIndex::Function, DENORMAL_ATTR, "ieee,ieee");
                changed = true;
            }
            for inst in f.instruction_walk() {
                let mut set = FastMath::default();
                match inst.opcode() {
                    Some(Opcode::FAdd | Opcode::FSub | Opcode::FMul) => {
                        changed |= set_contraction(inst, self.fma);
                    }
                    Some(Opcode::FDiv) if !self.prec_div && is_f32(inst) => set = set.with_approx_func(),
                    Some(Opcode::Call) => {
                        let callee = inst.called_function();
                        let named = |prefix: &str| callee.is_some_and(|c| c.name_starts_with(prefix));
                        // fma=0: llvm.fmuladd may fuse; split it into a rounded multiply and add.
                        if !self.fma && named("llvm.fmuladd.") {
                            changed |= split_fmuladd(inst);
                            continue;
                        }
                        // Only the two tests below ask.
                        let sqrt = (!self.prec_sqrt || self.fast_math) && named("llvm.sqrt.");
                        if !self.prec_sqrt && sqrt && is_f32(inst) {
                            set = set.with_approx_func();
                        }
                        if self.fast_math && !sqrt {
                            set = set.with_approx_func();
                        }
                    }
                    _ => {}
                }
                if set.bits() != 0 {
                    changed |= update_flags(inst, set);
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    const IR: &str = "define float @f(float %a, float %b, double %c) {\n  %m = fmul float %a, %b\n  %s = fadd float %m, %a\n  %d = fdiv float %s, %b\n  %dd = fdiv double %c, %c\n  %q = call float @llvm.sqrt.f32(float %d)\n  ret float %q\n}\ndeclare float @llvm.sqrt.f32(float)";

    fn run(mode: FpMode) -> String {
        let ctx = Context::new();
        let m = ctx.parse_ir(IR.as_bytes(), "t").unwrap();
        let mut d = Diagnostics::new();
        let mut mode = mode;
        mode.run(&m, &mut d);
        m.verify().unwrap();
        m.print()
    }

    fn defaults() -> FpMode {
        FpMode { ftz: false, prec_div: true, prec_sqrt: true, fma: true, fast_math: false }
    }

    #[test]
    fn defaults_contract_and_keep_precise_division() {
        let out = run(defaults());
        assert!(out.contains("fmul contract float"), "{out}");
        assert!(out.contains("fadd contract float"));
        assert!(out.contains("fdiv float %s"));
        assert!(!out.contains("denormal-fp-math"));
    }

    #[test]
    fn imprecise_div_and_sqrt_only_touch_f32() {
        let out = run(FpMode { prec_div: false, prec_sqrt: false, ..defaults() });
        assert!(out.contains("fdiv afn float"), "{out}");
        assert!(out.contains("fdiv double"));
        assert!(out.contains("call afn float @llvm.sqrt.f32"));
    }

    #[test]
    fn fma_off_splits_fmuladd() {
        let ctx = Context::new();
        let ir = "define float @f(float %a, float %b, float %c) {\n  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)\n  ret float %r\n}\ndeclare float @llvm.fmuladd.f32(float, float, float)";
        let m = ctx.parse_ir(ir.as_bytes(), "t").unwrap();
        let mut mode = FpMode { fma: false, ..defaults() };
        mode.run(&m, &mut Diagnostics::new());
        m.verify().unwrap();
        let out = m.print();
        assert!(!out.contains("call float @llvm.fmuladd"), "{out}");
        assert!(out.contains("fmul float %a, %b") && out.contains("fadd float"), "{out}");
    }

    #[test]
    fn ftz_sets_the_denormal_attribute_and_fma_off_clears_contract() {
        let out = run(FpMode { ftz: true, fma: false, ..defaults() });
        assert!(out.contains("\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\""), "{out}");
        assert!(!out.contains("contract"));
    }
}
