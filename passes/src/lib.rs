//! nvvmc's own passes over NVVM IR.
//!
//! Each pass is one type in one module implementing [`ModulePass`]; they report into a shared
//! [`Diagnostics`] collector. The driver (`src/pipeline.rs` in the `nvvmc` crate) decides the
//! order.

pub mod codegen_guard;
pub mod diagnostic;
pub mod fp_mode;
pub mod ir;
pub mod normalize_target;
pub mod pass;

pub use codegen_guard::CodegenGuard;
pub use fp_mode::FpMode;
pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use normalize_target::NormalizeTarget;
pub use pass::{Changed, ModulePass};
