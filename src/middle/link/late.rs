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
        link_needed_libdevice(module, cx)?;
        super::unresolved::check_resolved(module, self, cx.diags)
    }
}

/// Links into `module` the part of libdevice it needs (its declared `__nv_*` functions and
/// their callees), and says so in the link report; `early` does the same for what it finds
/// needed only after lowering.
pub(super) fn link_needed_libdevice(module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
    let (path, bytes) = libdevice::resolve(cx.opts)?;
    let linked = libdevice_subset::link_needed(module, &path, bytes)?;
    cx.report.functions = linked.functions;
    cx.report.subset = Some(linked.source);
    cx.report.libdevice = Some(path);
    Ok(())
}
