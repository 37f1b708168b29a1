//! What -O0 needs to know and do about debug information (`ir/src/cpp/debug_info.cpp`): whether the
//! module asks for variables in its debug information, and the promotion of the locals no
//! variable lives in, which a debugger never looks at.

use crate::module::Module;

extern "C" {
    // ir/src/cpp/debug_info.cpp
    fn nvvmc_has_full_debug_compile_unit(module: llvm_sys::prelude::LLVMModuleRef) -> bool;
    fn nvvmc_promote_undescribed_allocas(module: llvm_sys::prelude::LLVMModuleRef) -> u32;
}

/// Whether a compile unit of the module asks for full debug information (`emissionKind:
/// FullDebug`: variables and types, not line tables alone).
pub fn has_full_debug_info(module: &Module<'_>) -> bool {
    // SAFETY: a live module; the shim only reads its compile units.
    unsafe { nvvmc_has_full_debug_compile_unit(module.as_mut_ptr()) }
}

/// Puts into registers (LLVM's `PromoteMemToReg`, what `mem2reg` does) every alloca of an entry
/// block that `mem2reg` could promote and that no `#dbg_declare` describes; the variables the
/// debug information places in memory stay there. Returns how many were promoted.
pub fn promote_undescribed_locals(module: &Module<'_>) -> u32 {
    // SAFETY: a live module; the shim rewrites its functions as a pass would, and computes the
    // dominator trees it needs itself.
    unsafe { nvvmc_promote_undescribed_allocas(module.as_mut_ptr()) }
}
