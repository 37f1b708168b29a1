//! The front end: reading inputs (text, bitcode, LTO objects), the NVVM IR 1.1 syntax upgraded
//! before parsing, the nesting limits and the guard against malformed `!nvvm.annotations`: what
//! comes before LLVM holds a module.

pub(crate) mod annotation_guard;
pub(crate) mod input;
pub mod legacy_text;
pub mod lto_object;
pub(crate) mod nesting;
