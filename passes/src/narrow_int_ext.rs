//! `narrow-int-ext`: NVVM IR spec section 3.2.1 says an integer parameter or return value
//! narrower than 32 bits is zero-extended when it carries neither `zeroext` nor `signext`.
//! LLVM leaves such values any-extended; this pass writes the spec's rule into the IR as an
//! explicit `zeroext` on every such function parameter, return value and call site, so the PTX
//! and the ABI report (`--emit abi`) follow it.

use crate::ir::Module;
use crate::ir::{self, AttrIndex, Type};
use crate::{Changed, Diagnostics, ModulePass};

pub struct NarrowIntExt;

/// Function attribute listing the attribute indices (0 = return value, 1.. = parameters) that
/// got `zeroext` by the spec's rule rather than from the producer, for the ABI report.
pub const ASSUMED_ATTR: &str = "nvvmc-assumed-zeroext";

fn narrow(t: Type<'_>) -> bool {
    t.int_width().is_some_and(|w| w < 32)
}

/// The types of the return value and the parameters of a function type, each with its
/// attribute index and that index's number in [`ASSUMED_ATTR`] (0 = return, 1.. = parameters).
fn indexed_types(fty: Type<'_>) -> Vec<(u32, AttrIndex, Type<'_>)> {
    let mut out: Vec<_> = fty.return_type().into_iter().map(|t| (0, AttrIndex::Return, t)).collect();
    out.extend(fty.param_types().into_iter().enumerate().map(|(i, t)| (i as u32 + 1, AttrIndex::Param(i as u32), t)));
    out
}

impl ModulePass for NarrowIntExt {
    fn name(&self) -> &'static str {
        "narrow-int-ext"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let (zext, sext) = ("zeroext", "signext");
        let mut changed = false;
        for f in ir::module::functions(module) {
            if f.name_starts_with("llvm.") {
                continue;
            }
            let mut assumed = Vec::new();
            for (number, idx, t) in indexed_types(f.global_value_type().expect("a function has a type")) {
                if narrow(t) && !f.has_enum_attribute(idx, zext) && !f.has_enum_attribute(idx, sext) {
                    f.add_enum_attribute(idx, zext, 0);
                    assumed.push(number.to_string());
                    changed = true;
                }
            }
            if !assumed.is_empty() {
                f.add_string_attribute(AttrIndex::Function, ASSUMED_ATTR, &assumed.join(","));
            }
            for c in f.instruction_walk() {
                if !c.is_call() {
                    continue;
                }
                let callee = c.called_value();
                // Intrinsics and inline asm have no C ABI to follow.
                if callee.is_some_and(|callee| callee.name_starts_with("llvm.") || callee.is_inline_asm()) {
                    continue;
                }
                let direct = callee.filter(|callee| callee.is_function());
                let Some(fty) = c.called_function_type() else { continue };
                for (_, idx, t) in indexed_types(fty) {
                    if narrow(t)
                        && c.call_site_enum_attribute(idx, zext).is_none()
                        && c.call_site_enum_attribute(idx, sext).is_none()
                    {
                        // A direct call follows its callee (already normalized above).
                        let callee_signext = direct.is_some_and(|callee| callee.has_enum_attribute(idx, sext));
                        c.add_call_site_enum_attribute(idx, if callee_signext { sext } else { zext }, 0);
                        changed = true;
                    }
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

    #[test]
    fn narrow_values_without_extension_become_zeroext() {
        let ir = "declare i8 @ext(i16, i16 signext, i32)\ndefine i16 @f(i8 %a, i8 signext %b, i64 %c) {\n  %r = call i8 @ext(i16 1, i16 2, i32 3)\n  ret i16 0\n}";
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "t").unwrap();
        assert!(NarrowIntExt.run(&m, &mut Diagnostics::new()).changed());
        m.verify().unwrap();
        let out = m.print();
        assert!(out.contains("declare zeroext i8 @ext(i16 zeroext, i16 signext, i32)"), "{out}");
        assert!(out.contains("define zeroext i16 @f(i8 zeroext %a, i8 signext %b, i64 %c)"), "{out}");
        assert!(out.contains("\"nvvmc-assumed-zeroext\"=\"0,1\""), "{out}");
        assert!(out.contains("call zeroext i8 @ext(i16 zeroext 1, i16 signext 2, i32 3)"), "{out}");
        assert!(!NarrowIntExt.run(&m, &mut Diagnostics::new()).changed());
    }
}
