//! The check every strategy shares after linking: a libdevice (`__nv_*`) function the program
//! still calls without a definition is an error, once per function, naming its callers and the
//! strategy's fix.

use super::strategy::Strategy;
use crate::error::CompileError;
use nvvmc_ir::Module;
use nvvmc_passes::{Diagnostic, Diagnostics};
use std::collections::BTreeMap;

/// One error per `__nv_*` function that is used but not defined, naming its callers.
pub fn missing_functions(module: &Module<'_>, strategy: &dyn Strategy) -> Diagnostics {
    let mut callers: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in module.functions().into_iter() {
        for inst in f.instructions() {
            if let Some(callee) = inst.called_function() {
                let name = callee.name();
                if name.starts_with(super::LIBDEVICE_PREFIX) && callee.block_count() == 0 {
                    let list = callers.entry(name).or_default();
                    let caller = f.name();
                    if !list.contains(&caller) {
                        list.push(caller);
                    }
                }
            }
        }
    }
    let mut diags = Diagnostics::new();
    for (name, by) in callers {
        let (message, hint) = strategy.missing_function(&name);
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

/// Fails when a `__nv_*` function is still undefined after linking, with its diagnostics in
/// `sink`.
pub fn check_resolved(
    module: &Module<'_>,
    strategy: &dyn Strategy,
    sink: &mut Diagnostics,
) -> Result<(), CompileError> {
    let d = missing_functions(module, strategy);
    if d.has_errors() {
        return Err(crate::error::fail_with(sink, d));
    }
    Ok(())
}
