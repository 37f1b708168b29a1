//! `--link none`: libdevice is never linked. Math lowering still runs (so a program can bring
//! its own `__nv_*` definitions in another input), and every libdevice function still needed is
//! reported once, with the functions that call it.

use crate::error::CompileError;
use inkwell::module::Module;
use nvvmc_passes::{ir, Diagnostic, Diagnostics};
use std::collections::BTreeMap;

/// One error per `__nv_*` function that is used but not defined, naming its callers.
pub fn missing_functions(module: &Module<'_>, strategy: &str) -> Diagnostics {
    let mut callers: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in module.get_functions() {
        for inst in ir::instructions(f) {
            if let Some(callee) = ir::called_function(inst) {
                let name = ir::function_name(callee);
                if name.starts_with(super::LIBDEVICE_PREFIX) && callee.count_basic_blocks() == 0 {
                    let list = callers.entry(name).or_default();
                    let caller = ir::function_name(f);
                    if !list.contains(&caller) {
                        list.push(caller);
                    }
                }
            }
        }
    }
    let mut diags = Diagnostics::new();
    for (name, by) in callers {
        let (message, hint) = if strategy == "none" {
            (
                format!("libdevice function '{name}' is needed, but --link none links no libdevice"),
                "use --link late (the default), early or ptx, or pass a module that defines it as another input".to_string(),
            )
        } else {
            (
                format!("'{name}' is not a function of this libdevice"),
                "check the name against libdevice's function list, or define it in an input".to_string(),
            )
        };
        diags.push(
            Diagnostic::error(message)
                .rule(nvvmc_passes::Rule::MissingLibdeviceFunction)
                .global(name)
                .function(by.join(", "))
                .hint(hint),
        );
    }
    diags
}

/// Fails when a `__nv_*` function is still undefined after linking.
pub fn check_resolved(module: &Module<'_>, strategy: &str) -> Result<(), CompileError> {
    let d = missing_functions(module, strategy);
    if d.has_errors() {
        return Err(CompileError::Diagnostics(d));
    }
    Ok(())
}
