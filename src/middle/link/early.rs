//! `--link early`: the scheme from the 2021 llvm-dev thread "NVPTX codegen for llvm.sin (and
//! friends)".
//!
//! The whole library is linked before the optimizer runs, every function marked `optnone
//! noinline` so the optimizer leaves it alone, and kept alive by its external linkage (the
//! placeholder: nothing removes an external definition). After the optimizer and math lowering,
//! reflect is answered, the marks are removed (`alwaysinline` restored, as libdevice ships it),
//! the library is internalized, and the second optimization inlines what is used and deletes
//! every unused function. Simple and robust, but it parses the whole library (~23 ms) and the
//! optimizer walks every function of it: the benchmark shows the cost.

use super::libdevice;
use super::strategy::{LinkContext, Strategy};
use crate::error::CompileError;
use crate::options::LinkStrategy;
use nvvmc_ir::Module;
use nvvmc_ir::Opcode;

/// The `early` strategy.
pub struct Early;

impl Strategy for Early {
    fn kind(&self) -> LinkStrategy {
        LinkStrategy::Early
    }

    fn preloads_libdevice(&self) -> bool {
        true
    }

    /// Links the whole library, marked, before optimization. Skipped when the program cannot
    /// need libdevice at all (no math call, no `__nv_*` reference).
    fn before_optimize(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        let opts = cx.opts;
        if !may_need_libdevice(module, opts.lower_native_math, opts.fp.fast_math, &cx.report.math_lib) {
            return Ok(());
        }
        let (path, bytes) = libdevice::resolve(opts)?;
        cx.report.functions = libdevice::link_whole(module, &path, bytes)?;
        cx.report.libdevice = Some(path);
        Ok(())
    }

    /// After lowering: take the marks off so the optimizer can inline and delete. When nothing
    /// needed libdevice before the optimizer but something does now (a `--math-lib` function
    /// calling `__nv_*`), what it needs is linked as `late` links it.
    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        libdevice::unmark_whole(module, &cx.report.functions);
        if cx.report.libdevice.is_none() && !super::needed(module).is_empty() {
            super::late::link_needed_libdevice(module, cx)?;
        }
        super::unresolved::check_resolved(module, self, cx.diags)
    }
}

/// Whether anything in the program may end up calling libdevice: a `__nv_*` reference, a
/// math intrinsic or libm call that the lowering would rewrite (natively selected ones too under
/// `--lower-native-math`), or an `frem` that becomes `fmod`; not a call that the user's math
/// library serves whatever its `afn` (`--math-lib`).
fn may_need_libdevice(
    module: &Module<'_>,
    lower_native: bool,
    fast_math: bool,
    math_lib: &super::math_lib::Report,
) -> bool {
    let frem = module.functions().into_iter().filter(|f| f.block_count() != 0).any(|f| {
        f.instructions()
            .into_iter()
            .any(|i| i.opcode() == Some(Opcode::FRem) && nvvmc_passes::lower_math::frem_is_lowered(i, fast_math))
    });
    frem || module.functions().into_iter().filter(|f| f.block_count() == 0).any(|f| {
        let n = f.name();
        if math_lib.serves_every_call_of(f, fast_math) {
            return false;
        }
        n.starts_with(super::LIBDEVICE_PREFIX)
            || nvvmc_passes::math_table::by_intrinsic(&n)
                .is_some_and(|op| op.libdevice_f64.is_some() && (lower_native || op.native.len() < 3))
            || nvvmc_passes::math_table::by_c_name(&n).is_some()
    })
}
