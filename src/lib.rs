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

#![forbid(unsafe_code)]

// The compiler's parts, private to the library: what its users need is re-exported below or
// reached through the public modules after them.
mod abi;
mod annotation_guard;
mod cache_dir;
mod codegen;
mod crash_recovery;
mod debug_info;
mod error;
mod fatal;
mod input;
mod link;
mod llvm_diagnostics;
mod make_pass;
mod nesting;
mod pipeline;
mod ptx_isa;
mod ptx_join;
mod split_codegen;
mod stack;
mod target;

// The public modules (each documented by its own `//!` comment): what the CLI, the C API and the
// integration tests reach beyond the re-exports below.
pub mod cache;
pub mod isolate;
pub mod legacy_text;
pub mod lto_object;
pub mod options;
pub mod output;
pub mod stage;
pub mod stats;
pub mod timing;
pub mod tools;

// The re-exported items carry their own documentation (a `///` here would be prepended to it).
// A compilation's error, and the kind of failure it is.
pub use error::{CompileError, ErrorKind};
// An input module, read from a file, stdin or memory.
pub use input::Input;
/// nvvmc's passes crate: diagnostics, the legality rules, the math table, the IR boundary.
pub use nvvmc_passes as passes;
// Diagnostics: one `Diagnostic` (its `Severity`), and a compilation's list of them.
pub use nvvmc_passes::{Diagnostic, Diagnostics, Severity};
// The options of a compilation and the types of its most used fields.
pub use options::{
    Arch, DebugInfo, EmitKind, FpOptions, LibdeviceBytes, LinkStrategy, OptLevel, Options, PrintAfter, PtxVersion,
    SplitCompile,
};
// The compilation: `compile`, and the `Compilation` it returns.
pub use pipeline::{compile, Compilation};
// A stage of the pipeline.
pub use stage::Stage;
