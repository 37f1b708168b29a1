//! Linking the `libdevice-shim/` wrappers the math lowering referenced.
//!
//! The shims are LLVM IR text compiled into nvvmc. Each is `linkonce_odr`, so linking the shim
//! module brings in only the wrappers the program calls; they in turn call libdevice functions,
//! which the chosen strategy then provides.

use crate::error::CompileError;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use std::collections::BTreeSet;

/// The shim sources, by file name.
pub const SOURCES: &[(&str, &str)] = &[
    ("pair_results.ll", include_str!("../../libdevice-shim/pair_results.ll")),
    ("powi_widths.ll", include_str!("../../libdevice-shim/powi_widths.ll")),
    ("int_result_widths.ll", include_str!("../../libdevice-shim/int_result_widths.ll")),
];

/// Links the wrappers `module` uses; returns their names.
pub fn link_used(module: &Module<'_>) -> Result<BTreeSet<String>, CompileError> {
    let wanted = super::libdevice::undefined_uses(module, "__nvvmc_");
    if wanted.is_empty() {
        return Ok(wanted);
    }
    let before = super::libdevice::defined_functions(module);
    let ctx = module.get_context();
    for (file, text) in SOURCES {
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), file);
        let shim = ctx
            .create_module_from_ir(buf)
            .map_err(|e| CompileError::Codegen(format!("libdevice-shim/{file} does not parse: {e}")))?;
        shim.set_triple(&module.get_triple());
        unsafe { llvm_sys::core::LLVMSetDataLayout(shim.as_mut_ptr(), llvm_sys::core::LLVMGetDataLayoutStr(module.as_mut_ptr())) };
        crate::llvm_diagnostics::link_modules(module, shim)
            .map_err(|e| CompileError::Codegen(format!("linking libdevice-shim/{file} failed: {e}")))?;
    }
    Ok(super::libdevice::defined_functions(module).difference(&before).cloned().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;

    #[test]
    fn every_shim_file_parses_verifies_and_has_a_why_comment() {
        let ctx = Context::create();
        for (file, text) in SOURCES {
            assert!(text.lines().next().unwrap().starts_with("; "), "{file} must open with a comment");
            assert!(text.contains("Why this file exists"), "{file} must say why it exists");
            let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), file)).unwrap();
            m.verify().unwrap_or_else(|e| panic!("{file}: {e}"));
        }
    }
}
