//! Linking the `libdevice-shim/` wrappers the math lowering referenced.
//!
//! The shims are LLVM IR text compiled into nvvmc. Each is `linkonce_odr`, so linking the shim
//! module brings in only the wrappers the program calls; they in turn call libdevice functions,
//! which the chosen strategy then provides.
//!
//! Two kinds of names are claimed: `__nvvmc_*` wrappers, which only the math lowering refers to,
//! and the C99 complex-arithmetic builtins clang calls (`__muldc3`, `__divdc3`, `__mulsc3`,
//! `__divsc3`, [`COMPLEX_BUILTINS`]), which the input itself declares. These are linked here,
//! before the code-generation guard and code generation, so a program calling them never has
//! them left undefined (or emitted as `.extern .func`).

use crate::error::CompileError;
use nvvmc_ir::Module;
use nvvmc_passes::{Diagnostic, Diagnostics};
use std::collections::BTreeSet;

/// The shim sources, by file name.
pub const SOURCES: &[(&str, &str)] = &[
    ("pair_results.ll", include_str!("../../../libdevice-shim/pair_results.ll")),
    ("powi_widths.ll", include_str!("../../../libdevice-shim/powi_widths.ll")),
    ("int_result_widths.ll", include_str!("../../../libdevice-shim/int_result_widths.ll")),
    ("complex_arith.ll", include_str!("../../../libdevice-shim/complex_arith.ll")),
    ("narrow_fma.ll", include_str!("../../../libdevice-shim/narrow_fma.ll")),
];

/// The complex-arithmetic builtins `complex_arith.ll` defines, with the function type clang
/// declares them with for NVPTX (as LLVM prints it).
pub const COMPLEX_BUILTINS: &[(&str, &str)] = &[
    ("__muldc3", "{ double, double } (double, double, double, double)"),
    ("__divdc3", "{ double, double } (double, double, double, double)"),
    ("__mulsc3", "{ float, float } (float, float, float, float)"),
    ("__divsc3", "{ float, float } (float, float, float, float)"),
];

/// The complex builtins `module` uses but does not define. A declaration with another type is
/// an error: linking nvvmc's definition would make every call undefined behaviour.
fn complex_builtins_used(module: &Module<'_>, sink: &mut Diagnostics) -> Result<BTreeSet<String>, CompileError> {
    let mut used = BTreeSet::new();
    let mut diags = Diagnostics::new();
    for (name, ty) in COMPLEX_BUILTINS {
        let Some(f) = module.function(name) else { continue };
        if f.block_count() > 0 || !f.has_uses() {
            continue;
        }
        let declared = f.global_value_type().expect("a function has a value type").print();
        if declared != *ty {
            let mut d = Diagnostic::error(format!(
                "'{name}' is declared as `{declared}`, but it is the C99 complex-arithmetic builtin `{ty}` that nvvmc provides"
            ))
            .global(name.to_string())
            .hint(format!("declare '{name}' as `{ty}` (clang's NVPTX ABI), or give your own function another name"));
            // Not a rule of the NVVM IR spec (it has no complex builtins): no section.
            d = d.rule(nvvmc_passes::Rule::ComplexBuiltinSignature);
            diags.push(d);
            continue;
        }
        used.insert(name.to_string());
    }
    if diags.has_errors() {
        return Err(crate::error::fail_with(sink, diags));
    }
    Ok(used)
}

/// Links the wrappers `module` uses; returns their names. Its error diagnostics go to `sink`.
pub fn link_used(module: &Module<'_>, sink: &mut Diagnostics) -> Result<BTreeSet<String>, CompileError> {
    let mut wanted = super::libdevice::undefined_uses(module, "__nvvmc_");
    wanted.extend(complex_builtins_used(module, sink)?);
    if wanted.is_empty() {
        return Ok(wanted);
    }
    let before = super::libdevice::defined_functions(module);
    let ctx = module.context();
    // Only the files that define something wanted are parsed (no wrapper calls another file's).
    for (file, text) in SOURCES.iter().filter(|(_, text)| wanted.iter().any(|w| text.contains(&format!(" @{w}(")))) {
        let shim = ctx
            .parse_ir(text.as_bytes(), file)
            .map_err(|e| CompileError::Codegen(format!("libdevice-shim/{file} does not parse: {e}").into()))?;
        shim.set_triple(&module.triple());
        nvvmc_ir::module::set_data_layout(&shim, &nvvmc_ir::data_layout(module));
        crate::services::llvm_diagnostics::link_modules(module, shim)
            .map_err(|e| CompileError::Codegen(format!("linking libdevice-shim/{file} failed: {e}").into()))?;
    }
    Ok(super::libdevice::defined_functions(module).difference(&before).cloned().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use nvvmc_ir::Context;

    #[test]
    fn every_shim_file_parses_verifies_and_has_a_why_comment() {
        let ctx = Context::new();
        for (file, text) in SOURCES {
            assert!(text.lines().next().unwrap().starts_with("; "), "{file} must open with a comment");
            assert!(text.contains("Why this file exists"), "{file} must say why it exists");
            let m = ctx.parse_ir(text.as_bytes(), file).unwrap();
            m.verify().unwrap_or_else(|e| panic!("{file}: {e}"));
        }
    }

    #[test]
    fn complex_builtins_are_defined_with_clangs_types() {
        let ctx = Context::new();
        let (file, text) = SOURCES.iter().find(|(f, _)| *f == "complex_arith.ll").unwrap();
        let m = ctx.parse_ir(text.as_bytes(), file).unwrap();
        for (name, ty) in COMPLEX_BUILTINS {
            let f = m.function(name).unwrap_or_else(|| panic!("{file} does not define {name}"));
            assert!(f.block_count() > 0, "{name} has no body");
            assert_eq!(f.global_value_type().unwrap().print(), *ty, "{name}");
        }
    }
}
