//! `--link late` (the default): link only what the optimized, lowered program uses.
//!
//! By the time this runs, the user's code has been optimized (so `sin(0.5)` folded away and dead
//! calls vanished) and math has been lowered to `__nv_*` calls. If none remain, libdevice is
//! never looked for or read. Otherwise exactly the referenced functions and their callees come
//! in (see `libdevice.rs`); the pipeline then answers `__nvvm_reflect`, internalizes them and
//! optimizes again, which inlines them and drops the rest.

use super::{libdevice, LinkReport};
use crate::error::CompileError;
use crate::options::Options;
use inkwell::module::Module;

pub fn link(module: &Module<'_>, opts: &Options, report: &mut LinkReport) -> Result<(), CompileError> {
    let needed = super::needed(module);
    if needed.is_empty() {
        return Ok(());
    }
    let (path, bytes) = libdevice::resolve(opts)?;
    report.functions = libdevice::link_needed(module, &path, bytes)?;
    report.libdevice = Some(path);
    super::none::check_resolved(module, "late")
}
