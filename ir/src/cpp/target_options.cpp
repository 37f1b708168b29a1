// Saving and restoring a target machine's `TargetOptions`.
//
// Why C++: `TargetMachine::Options` is a public, `mutable` field of LLVM's C++ API that code
// generation rewrites from each function's attributes (`TargetMachine::resetTargetOptions`:
// `no-infs-fp-math`, `no-nans-fp-math`, …), and LLVM-C has no access to it. A target machine
// that compiles one program after another (nvvmc's pool, src/back/target.rs) gets the options it was
// created with back before each, so that no program sees what the last one's functions set.

#include "llvm-c/TargetMachine.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"

using namespace llvm;

static TargetMachine *unwrapMachine(LLVMTargetMachineRef m) { return reinterpret_cast<TargetMachine *>(m); }

// A copy of the machine's options, for `nvvmc_target_options_restore`; freed with
// `nvvmc_target_options_free`.
extern "C" void *nvvmc_target_options_save(LLVMTargetMachineRef m) {
  return new TargetOptions(unwrapMachine(m)->Options);
}

// The machine's options become the `saved` copy again.
extern "C" void nvvmc_target_options_restore(LLVMTargetMachineRef m, const void *saved) {
  unwrapMachine(m)->Options = *static_cast<const TargetOptions *>(saved);
}

extern "C" void nvvmc_target_options_free(void *saved) { delete static_cast<TargetOptions *>(saved); }
