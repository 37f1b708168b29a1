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

use crate::ir;
use crate::{Changed, Diagnostic, Diagnostics, ModulePass};
use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;
use inkwell::values::AsValueRef;

/// LLVM's `ptx_kernel` calling convention.
const PTX_KERNEL_CC: u32 = 71;

/// The launch-bound attributes that take up to three dimensions.
const DIMENSIONED: &[&str] = &["nvvm.maxntid", "nvvm.reqntid"];

#[derive(Debug, Default, Clone, Copy)]
pub struct KernelAttributes;

impl ModulePass for KernelAttributes {
    fn name(&self) -> &'static str {
        "kernel-attributes"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let mut changed = false;
        let ctx = module.get_context();
        let noinline = inkwell::attributes::Attribute::get_named_enum_kind_id("noinline");
        for f in ir::functions(module) {
            if unsafe { llvm_sys::core::LLVMGetFunctionCallConv(f.as_value_ref()) } != PTX_KERNEL_CC {
                continue;
            }
            let name = ir::function_name(f);
            if f.get_enum_attribute(AttributeLoc::Function, noinline).is_some() {
                f.remove_enum_attribute(AttributeLoc::Function, noinline);
                diags.push(
                    Diagnostic::warning(format!(
                        "Function {name} is a kernel, so overriding noinline attribute. The function may be inlined when called."
                    ))
                    .rule("noinline-kernel", "3.11")
                    .function(name.clone())
                    .hint("remove noinline from the kernel, or call a noinline helper from it"),
                );
                changed = true;
            }
            for attr in DIMENSIONED {
                let Some(a) = f.get_string_attribute(AttributeLoc::Function, attr) else { continue };
                let value = a.get_string_value().to_string_lossy().into_owned();
                let dims = value.split(',').count();
                if dims >= 3 || value.trim().is_empty() {
                    continue;
                }
                let padded = format!("{value}{}", ",1".repeat(3 - dims));
                f.remove_string_attribute(AttributeLoc::Function, attr);
                f.add_attribute(AttributeLoc::Function, ctx.create_string_attribute(attr, &padded));
                changed = true;
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
        let ctx = Context::create();
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t.ll")).unwrap();
        let mut diags = Diagnostics::new();
        assert_eq!(KernelAttributes.run(&m, &mut diags), Changed::Yes);
        let text = m.print_to_string().to_string();
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
        let kernel = m.get_function("inlinekernel").unwrap();
        assert!(kernel.get_enum_attribute(AttributeLoc::Function, inkwell::attributes::Attribute::get_named_enum_kind_id("noinline")).is_none());
        assert!(text.contains("define void @helper() #"), "{text}");
        let mut again = Diagnostics::new();
        assert_eq!(KernelAttributes.run(&m, &mut again), Changed::No);
        assert!(again.is_empty());
    }
}
