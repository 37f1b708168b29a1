//! The back end: the target machine, code generation, the `-j N` split and the joining of PTX
//! modules, the PTX ISA version, debug information, the ABI report and ptxas.

pub(crate) mod abi;
pub(crate) mod codegen;
pub(crate) mod debug_info;
pub(crate) mod ptx_isa;
pub(crate) mod ptx_join;
pub(crate) mod split_codegen;
pub(crate) mod target;
pub mod tools;
