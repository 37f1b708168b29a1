//! `--link none`: libdevice is never linked. Math lowering still runs (so a program can bring
//! its own `__nv_*` definitions in another input), and every libdevice function still needed is
//! reported once, with the functions that call it.

use super::strategy::{LinkContext, Strategy};
use crate::error::CompileError;
use crate::options::LinkStrategy;
use nvvmc_ir::Module;

/// The `none` strategy.
pub struct NoLink;

impl Strategy for NoLink {
    fn kind(&self) -> LinkStrategy {
        LinkStrategy::None
    }

    /// `link-libdevice` links nothing here; it checks that nothing is missing.
    fn provides_libdevice(&self) -> bool {
        false
    }

    /// Links nothing: a libdevice function still needed is an error.
    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        super::unresolved::check_resolved(module, self, cx.diags)
    }

    fn missing_function(&self, name: &str) -> (String, String) {
        (
            format!("libdevice function '{name}' is needed, but --link none links no libdevice"),
            "use --link late (the default), early or ptx, or pass a module that defines it as another input"
                .to_string(),
        )
    }

    fn math_hint(&self) -> String {
        "nvvmc lowers it to libdevice when libdevice is linked: drop --link none".into()
    }
}
