//! nvvmc's own passes over NVVM IR.
//!
//! Each pass is one type in one module implementing [`ModulePass`]; they report into a shared
//! [`Diagnostics`] collector. The driver (`src/middle/pipeline/mod.rs` in the `nvvmc` crate) decides the
//! order.

#![forbid(unsafe_code)]

/// The IR boundary, the crate `nvvmc-ir` (`ir/`): the one crate that calls LLVM.
pub use nvvmc_ir as ir;

pub mod address_spaces;
pub mod atomic_scope;
pub mod clone_function;
pub mod codegen_guard;
pub mod diagnostic;
pub mod fast_hash;
pub mod fp_mode;
pub mod inline_single_call_helpers;
pub mod intrinsic_requirements;
pub mod kernel_attributes;
pub mod legality;
pub mod lower_math;
pub mod math_loop_unroll;
pub mod math_table;
pub mod narrow_int_ext;
pub mod normalize_target;
pub mod nvvm_intrinsic_upgrade;
pub mod nvvm_reflect;
pub mod pass;
pub mod prepare_library;

pub use address_spaces::InferAddressSpaces;
pub use atomic_scope::AtomicScope;
pub use codegen_guard::CodegenGuard;
pub use diagnostic::{Diagnostic, Diagnostics, Severity};
pub use fp_mode::FpMode;
pub use inline_single_call_helpers::InlineSingleCallHelpers;
pub use kernel_attributes::KernelAttributes;
pub use legality::rules::Rule;
pub use legality::NvvmLegality;
pub use lower_math::LowerMath;
pub use math_loop_unroll::MathLoopUnroll;
pub use narrow_int_ext::NarrowIntExt;
pub use normalize_target::NormalizeTarget;
pub use nvvm_intrinsic_upgrade::NvvmIntrinsicUpgrade;
pub use nvvm_reflect::NvvmReflect;
pub use pass::{Changed, ModulePass};
pub use prepare_library::PrepareLibrary;
