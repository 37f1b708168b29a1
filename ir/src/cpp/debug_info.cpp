// Debug information at -O0: whether a module's debug information describes variables, and the
// promotion of the locals that no variable lives in.
//
// Why C++: LLVM-C cannot read a compile unit's emission kind (`DICompileUnit::getEmissionKind`
// is C++ only), find the `#dbg_declare` records of an alloca (`findDVRDeclares`), or promote
// chosen allocas (`PromoteMemToReg`; the `mem2reg` pass promotes all of them).
//
// A compile unit with `emissionKind: FullDebug` asks for variables and types in the debug
// information; `LineTablesOnly` and `DebugDirectivesOnly` ask for line tables alone, and `NoDebug`
// for nothing. At -O0 the driver promotes locals as libNVVM's -opt=0 does; with full debug
// information it keeps in memory the allocas a `#dbg_declare` describes (the debugger reads the
// variable there: NVPTX writes no location lists, so a variable promoted to registers would be
// lost to it) and promotes only the others, numba's temporaries.
//
// Declared in ir/src/debug_info.rs (the IR boundary), the only Rust code that calls it.

#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"
#include "llvm-c/Core.h"

#include <cstdint>
#include <vector>

using namespace llvm;

extern "C" bool nvvmc_has_full_debug_compile_unit(LLVMModuleRef module) {
  for (const DICompileUnit *cu : unwrap(module)->debug_compile_units())
    if (cu->getEmissionKind() == DICompileUnit::FullDebug)
      return true;
  return false;
}

extern "C" uint32_t nvvmc_promote_undescribed_allocas(LLVMModuleRef module) {
  uint32_t promoted = 0;
  for (Function &f : *unwrap(module)) {
    if (f.isDeclaration())
      continue;
    std::vector<AllocaInst *> allocas;
    for (Instruction &i : f.getEntryBlock())
      if (auto *a = dyn_cast<AllocaInst>(&i))
        if (isAllocaPromotable(a) && findDVRDeclares(a).empty())
          allocas.push_back(a);
    if (allocas.empty())
      continue;
    DominatorTree dt(f);
    PromoteMemToReg(allocas, dt);
    promoted += allocas.size();
  }
  return promoted;
}
