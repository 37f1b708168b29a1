//! Services around a compilation: the compile cache, the isolated worker and its limits, the
//! compiling thread and its stack, recovery from LLVM's fatal errors and crashes and its
//! diagnostics, atomic outputs, timings and statistics.

pub mod cache;
pub(crate) mod cache_dir;
pub(crate) mod crash_recovery;
pub(crate) mod fatal;
pub mod isolate;
pub(crate) mod llvm_diagnostics;
pub mod output;
pub(crate) mod stack;
pub mod stats;
pub mod timing;
