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

// The compiler's parts, by what they are (`docs/design.md` opens with this map): the front end
// reads inputs, the middle runs the pipeline and links, the back end generates code, and the
// services serve a compilation (cache, isolation, recovery, outputs, timings).
mod back;
mod error;
mod front;
mod middle;
pub mod options;
mod services;

// The public modules (each documented by its own `//!` comment): what the CLI, the C API and the
// integration tests reach beyond the re-exports below.
pub use back::tools;
pub use front::{legacy_text, lto_object};
pub use middle::stage;
pub use services::{cache, isolate, output, stats, timing};

// The re-exported items carry their own documentation (a `///` here would be prepended to it).
// A compilation's error, and the kind of failure it is.
pub use error::{CompileError, ErrorKind, InputProblem, Problem};
// An input module, read from a file, stdin or memory.
pub use front::input::Input;
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
pub use middle::pipeline::{compile, Compilation};
// A stage of the pipeline.
pub use middle::stage::Stage;
