//! `--link late` (the default): link only what the optimized, lowered program uses.
//!
//! By the time this runs, the user's code has been optimized (so `sin(0.5)` folded away and dead
//! calls vanished) and math has been lowered to `__nv_*` calls. If none remain, libdevice is
//! never looked for or read. Otherwise exactly the referenced functions and their callees come
//! in (see `libdevice.rs`); the pipeline then answers `__nvvm_reflect`, internalizes them and
//! optimizes again, which inlines them and drops the rest.

use super::strategy::{LinkContext, Strategy};
use super::{libdevice, libdevice_subset};
use crate::error::CompileError;
use crate::options::LinkStrategy;
use nvvmc_ir::Module;

/// The `late` strategy.
pub struct Late;

impl Strategy for Late {
    fn kind(&self) -> LinkStrategy {
        LinkStrategy::Late
    }

    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        let needed = super::needed(module);
        if needed.is_empty() {
            return Ok(());
        }
        let (path, bytes) = libdevice::resolve(cx.opts)?;
        let linked = libdevice_subset::link_needed(module, &path, bytes)?;
        cx.report.functions = linked.functions;
        cx.report.subset = Some(linked.source);
        cx.report.libdevice = Some(path);
        super::unresolved::check_resolved(module, self, cx.diags)
    }
}
