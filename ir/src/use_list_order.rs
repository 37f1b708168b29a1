//! Use lists in program order (`ir/src/cpp/use_list_order.cpp`): the order in which LLVM keeps each
//! value's uses is no part of the IR's meaning, but LLVM's loop strength reduction depends on it.
//! [`TargetMachine::emit_assembly`](crate::target_machine::TargetMachine::emit_assembly) puts
//! every list in program order first, so the same IR gives the same PTX however the module was
//! made (read from text or bitcode, or left by nvvmc's passes).

use crate::module::Module;

extern "C" {
    // ir/src/cpp/use_list_order.cpp
    fn nvvmc_sort_use_lists_in_program_order(module: llvm_sys::prelude::LLVMModuleRef);
}

/// Sorts the use list of every instruction, argument, basic block, function and global variable
/// of `module` by where each user is in the module (function, block, position, then operand
/// number; users that are not instructions last, in their old order).
pub fn sort_in_program_order(module: &Module<'_>) {
    // SAFETY: a live module; sorting relinks its use lists and changes nothing else.
    unsafe { nvvmc_sort_use_lists_in_program_order(module.as_mut_ptr()) }
}
