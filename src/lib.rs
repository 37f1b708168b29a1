//! nvvmc: an open compiler driver from NVVM IR to PTX.
//!
//! The library behind the `nvvmc` binary and the libNVVM-compatible C API. Build an
//! [`Options`], read [`Input`]s, call [`compile`]:
//!
//! ```no_run
//! let opts = nvvmc::Options { arch: "sm_90".parse().unwrap(), ..Default::default() };
//! let input = nvvmc::Input::read("examples/saxpy.ll").unwrap();
//! let out = nvvmc::compile(&[input], &opts);
//! let ptx = out.result.unwrap();
//! ```

#![deny(unsafe_code)]

pub mod abi;
pub mod annotation_guard;
pub mod cache;
pub mod cache_dir;
pub mod codegen;
pub mod crash_recovery;
pub mod debug_info;
pub mod error;
pub mod fatal;
pub mod input;
pub mod isolate;
pub mod legacy_text;
pub mod link;
pub mod llvm_diagnostics;
pub mod nesting;
pub mod options;
pub mod output;
pub mod pipeline;
pub mod ptx_isa;
pub mod ptx_join;
pub mod split_codegen;
pub mod stack;
pub mod stage;
pub mod stats;
pub mod target;
pub mod timing;
pub mod tools;

pub use error::CompileError;
pub use input::Input;
pub use nvvmc_passes as passes;
pub use nvvmc_passes::{Diagnostic, Diagnostics, Severity};
pub use options::{
    Arch, DebugInfo, EmitKind, FpOptions, LibdeviceBytes, LinkStrategy, OptLevel, Options, PrintAfter, PtxVersion,
    SplitCompile,
};
pub use pipeline::{compile, Compilation};
pub use stage::Stage;
