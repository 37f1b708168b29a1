//! `kernel-attributes`: kernel attributes as libNVVM treats them, so that clients see the same
//! PTX and the same log:
//!
//! - A kernel marked `noinline` loses the attribute, with libNVVM's warning (clients match its
//!   text; numba-cuda's `test_nvvm_warning` does): a kernel is an entry point, and `noinline` on
//!   it only keeps the optimizer from inlining it where it is also called as a function.
//! - Launch bounds (`maxntid`, `reqntid`; LLVM 22 reads `!nvvm.annotations` into the function
//!   attributes `"nvvm.maxntid"` / `"nvvm.reqntid"`) get all three dimensions, the missing ones
//!   1 as the spec's `maxntid{x, y, z}` defines them (§11.3), so that the PTX reads
//!   `.maxntid 128, 1, 1` as libNVVM writes it, not LLVM's `.maxntid 128`.

use crate::ir::annotations::{is_kernel, launch_attribute, DIMENSIONED_ATTRIBUTES};
use crate::ir::{AttrIndex, Module};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass};

/// The pass. `annotated` names the kernels marked with libNVVM's `!nvvm.annotations` "kernel"
/// property (what the inputs say before LLVM's parser turns them into `ptx_kernel`; the
/// annotation guard reads them from the text inputs): only those get libNVVM's `noinline`
/// treatment. A kernel written `ptx_kernel` (clang's CUDA IR, which marks every kernel
/// `noinline`) is LLVM 22's dialect and keeps LLVM's meaning, silently. `None` (bitcode inputs,
/// whose annotations the guard does not report) treats every kernel as libNVVM does.
#[derive(Debug, Default, Clone)]
pub struct KernelAttributes {
    pub annotated: Option<std::collections::BTreeSet<String>>,
}

impl ModulePass for KernelAttributes {
    fn name(&self) -> &'static str {
        "kernel-attributes"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let mut changed = false;
        for f in module.functions() {
            if !is_kernel(f) {
                continue;
            }
            let name = f.name();
            let annotated = self.annotated.as_ref().is_none_or(|a| a.contains(&name));
            // optnone requires noinline (LLVM's verifier); such a kernel keeps both.
            let optnone = f.has_enum_attribute(AttrIndex::Function, "optnone");
            if annotated && !optnone && f.has_enum_attribute(AttrIndex::Function, "noinline") {
                f.remove_enum_attribute(AttrIndex::Function, "noinline");
                diags.push(
                    Diagnostic::warning(format!(
                        "Function {name} is a kernel, so overriding noinline attribute. The function may be inlined when called."
                    ))
                    .rule(crate::Rule::NoinlineKernel)
                    .function(name.clone())
                    .hint("remove noinline from the kernel, or call a noinline helper from it"),
                );
                changed = true;
            }
            for attr in DIMENSIONED_ATTRIBUTES {
                let Some(value) = launch_attribute(f, attr) else { continue };
                let dims = value.split(',').count();
                if dims >= 3 || value.trim().is_empty() {
                    continue;
                }
                let padded = format!("{value}{}", ",1".repeat(3 - dims));
                f.remove_string_attribute(AttrIndex::Function, attr);
                f.add_string_attribute(AttrIndex::Function, attr, &padded);
                changed = true;
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    fn kernels(names: &[&str]) -> std::collections::BTreeSet<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn noinline_kernels_warn_and_launch_bounds_get_three_dimensions() {
        let ir = r#"
define void @inlinekernel() noinline {
  ret void
}
define void @helper() noinline {
  ret void
}
define void @k2() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @inlinekernel, !"kernel", i32 1}
!1 = !{ptr @inlinekernel, !"maxntidx", i32 128}
!2 = !{ptr @k2, !"kernel", i32 1, !"reqntidx", i32 8, !"reqntidy", i32 4}
!3 = !{ptr @k2, !"maxntidx", i32 16, !"maxntidy", i32 2, !"maxntidz", i32 2}
"#;
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "t.ll").unwrap();
        let mut diags = Diagnostics::new();
        assert_eq!(
            KernelAttributes { annotated: Some(kernels(&["inlinekernel", "k2"])) }.run(&m, &mut diags),
            Changed::Yes
        );
        let text = m.print();
        let warnings: Vec<_> = diags.iter().collect();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_eq!(
            warnings[0].message,
            "Function inlinekernel is a kernel, so overriding noinline attribute. The function may be inlined when called."
        );
        assert!(text.contains("\"nvvm.maxntid\"=\"128,1,1\""), "{text}");
        assert!(text.contains("\"nvvm.reqntid\"=\"8,4,1\""), "{text}");
        assert!(text.contains("\"nvvm.maxntid\"=\"16,2,2\""), "{text}");
        // The helper keeps its noinline; the kernel lost it.
        let kernel = m.function("inlinekernel").unwrap();
        assert!(!kernel.has_enum_attribute(AttrIndex::Function, "noinline"));
        assert!(text.contains("define void @helper() #"), "{text}");
        let mut again = Diagnostics::new();
        assert_eq!(KernelAttributes::default().run(&m, &mut again), Changed::No);
        assert!(again.is_empty());
    }

    #[test]
    fn ptx_kernel_and_optnone_kernels_keep_noinline_silently() {
        // clang's CUDA IR: every kernel is ptx_kernel and noinline (and optnone at -O0).
        let ir = "define ptx_kernel void @k() noinline {\n  ret void\n}\ndefine ptx_kernel void @z() noinline optnone {\n  ret void\n}\n";
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "c.ll").unwrap();
        let mut diags = Diagnostics::new();
        KernelAttributes { annotated: Some(kernels(&[])) }.run(&m, &mut diags);
        assert!(diags.is_empty(), "{:?}", diags.iter().collect::<Vec<_>>());
        for k in ["k", "z"] {
            assert!(m.function(k).unwrap().has_enum_attribute(AttrIndex::Function, "noinline"), "{k}");
        }
        m.verify().unwrap();
        // Even treated as libNVVM's dialect, the optnone kernel keeps noinline (LLVM requires it).
        KernelAttributes::default().run(&m, &mut diags);
        m.verify().unwrap();
        assert_eq!(diags.len(), 1);
    }
}
