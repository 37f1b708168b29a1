//! Keeps LLVM's other backends out of the binary (start-up time).
//!
//! llvm-sys defines `LLVM_InitializeAllTargets()` and its siblings in one C object that calls the
//! initializer of every backend LLVM was built with, and inkwell refers to them from the same
//! object as APIs nvvmc uses. So the static link pulled in all of LLVM's ~20 backends (AArch64,
//! AMDGPU, Hexagon, X86, …: 650 static constructors, ~55 MB), whose constructors and
//! command-line options every nvvmc process and every `dlopen` of the C API paid for at start-up,
//! though nvvmc only ever initializes NVPTX (`target::initialize`).
//!
//! These definitions take the place of llvm-sys's (the linker resolves the references here
//! first, so its object is never extracted): "all targets" are the targets nvvmc has, NVPTX, and
//! there is no native target. They live in the IR boundary because they are FFI; every binary
//! that links inkwell in this workspace links this crate, so each gets them. Measured (`perf
//! stat -r 40 target/release/nvvmc --version`, docs/benchmarks.md): task-clock and page faults of every process drop; the PTX is unchanged.

// The functions are `extern "C"` definitions for LLVM's C code to call: they take nothing, so
// nothing a caller passes can make them unsound.

use llvm_sys::prelude::LLVMBool;
use llvm_sys::target as t;

#[no_mangle]
pub extern "C" fn LLVM_InitializeAllTargetInfos() {
    // SAFETY: LLVM's NVPTX initializer takes nothing and may be called any number of times.
    unsafe { t::LLVMInitializeNVPTXTargetInfo() }
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeAllTargets() {
    // SAFETY: as above.
    unsafe { t::LLVMInitializeNVPTXTarget() }
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeAllTargetMCs() {
    // SAFETY: as above.
    unsafe { t::LLVMInitializeNVPTXTargetMC() }
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeAllAsmPrinters() {
    // SAFETY: as above.
    unsafe { t::LLVMInitializeNVPTXAsmPrinter() }
}

/// NVPTX has no assembly parser.
#[no_mangle]
pub extern "C" fn LLVM_InitializeAllAsmParsers() {}

/// NVPTX has no disassembler.
#[no_mangle]
pub extern "C" fn LLVM_InitializeAllDisassemblers() {}

/// No native target: 1 is LLVM's "failed" answer.
#[no_mangle]
pub extern "C" fn LLVM_InitializeNativeTarget() -> LLVMBool {
    1
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeNativeAsmParser() -> LLVMBool {
    1
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeNativeAsmPrinter() -> LLVMBool {
    1
}

#[no_mangle]
pub extern "C" fn LLVM_InitializeNativeDisassembler() -> LLVMBool {
    1
}
