//! Linking libdevice, by the strategy the user picks (`--link`), one file each:
//!
//! | strategy | file       | what it does                                                        |
//! |----------|------------|---------------------------------------------------------------------|
//! | `late`   | `late.rs`  | after optimizing user code and lowering math: links only the used libdevice functions (lazily loaded), answers reflect, internalizes them, optimizes again |
//! | `early`  | `early.rs` | before optimizing: links the whole library (optnone + noinline, kept alive as external), then after lowering un-marks, internalizes and lets the optimizer inline and drop the rest |
//! | `ptx`    | `ptx.rs`   | compiles the used libdevice functions to PTX on their own (cached on disk) and joins that PTX with the program's |
//! | `none`   | `none.rs`  | never links; a libdevice function still needed is an error naming it |
//!
//! Each implements the trait in `strategy.rs` (before the optimizer, after lowering, what it
//! provides, after code generation), which is all `src/middle/pipeline/mod.rs` knows of them. Shared by all:
//! `discover.rs` (where libdevice is), `libdevice.rs` (lazy loading and linking), `shims.rs` (the
//! `libdevice-shim/` wrappers), `math_lib.rs` (the user's math libraries, `--math-lib`), `unresolved.rs` (the check that nothing `__nv_*` is left
//! undefined) and `optimize.rs` (the optimization after linking); `choose.rs` picks the strategy.

pub mod choose;
pub mod discover;
pub mod early;
pub mod late;
pub mod libdevice;
pub mod libdevice_subset;
pub mod math_lib;
pub mod none;
pub mod optimize;
pub mod ptx;
pub mod shims;
pub mod strategy;
pub mod unresolved;

use nvvmc_ir::Module;
use std::collections::BTreeSet;

/// The prefix of every libdevice function.
pub const LIBDEVICE_PREFIX: &str = "__nv_";

/// The libdevice functions `module` still calls without defining them.
pub fn needed(module: &Module<'_>) -> BTreeSet<String> {
    libdevice::undefined_uses(module, LIBDEVICE_PREFIX)
}

/// `Options::whole_program` (nvJitLink's link of nvvmc LTO objects): every function defined in
/// `module` but the kernels becomes internal, so that the optimizer may inline it across the
/// objects and delete it once unused. Variables keep their linkage: the host may look them up.
pub fn internalize_all_but_kernels(module: &Module<'_>) {
    use nvvmc_ir::Linkage;
    for f in module.functions() {
        let keep = matches!(f.linkage(), Some(Linkage::Internal | Linkage::Private | Linkage::AvailableExternally));
        if !f.is_declaration() && !f.is_kernel() && !keep {
            f.set_linkage(Linkage::Internal);
        }
    }
}

/// What linking did, for `--stats`, `--time-report` and the ABI report.
#[derive(Debug, Clone, Default)]
pub struct LinkReport {
    /// The libdevice file read, if any.
    pub libdevice: Option<std::path::PathBuf>,
    /// libdevice functions linked into the program (or into its library PTX).
    pub functions: BTreeSet<String>,
    /// Where the program's part of libdevice came from (`late`, and `early` when it links late).
    pub subset: Option<libdevice_subset::Source>,
    /// `libdevice-shim/` wrappers linked.
    pub shims: BTreeSet<String>,
    /// The user's math libraries (`--math-lib`, `math_lib.rs`): files, routes, functions linked.
    pub math_lib: math_lib::Report,
    /// Functions the program calls or takes the address of but does not define: `.extern .func`
    /// in the PTX, for a later link (separate compilation). CUDA's system calls (`vprintf`,
    /// `malloc`, ...), which the driver provides, are not among them.
    pub externs: BTreeSet<String>,
}
