// A code generation pass manager kept with its target machine, run on one module after another.
//
// Why C++: LLVM-C's `LLVMTargetMachineEmitToMemoryBuffer` builds a new legacy pass manager for
// every module: `addPassesToEmitFile` schedules ~100 passes and works out their analyses each
// time (~1.5 M instructions, 8% of compiling a small numba kernel through nvvmc's C API, which
// compiles program after program with the same pooled machine). LLVM-C cannot keep a pass manager;
// the C++ `legacy::PassManager` can, and running it again on another module is what `llc
// -compile-twice` does and checks (the same pass manager run twice must give the same output:
// state that persists between runs is a bug in LLVM's passes). The assembly goes to a buffer this
// value owns, cleared before each run.

#include "llvm-c/Core.h"
#include "llvm-c/TargetMachine.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstddef>
#include <memory>

using namespace llvm;

namespace {

struct AsmEmitter {
  TargetMachine *machine;
  SmallVector<char, 0> buffer;
  raw_svector_ostream stream{buffer};
  legacy::PassManager passes;

  explicit AsmEmitter(TargetMachine *m) : machine(m) {}
};

} // namespace

// The emitter for `m` (assembly output), or null when the target cannot emit assembly. Freed with
// `nvvmc_asm_emitter_free`, before the machine.
extern "C" void *nvvmc_asm_emitter_new(LLVMTargetMachineRef m) {
  auto *machine = reinterpret_cast<TargetMachine *>(m);
  auto emitter = std::make_unique<AsmEmitter>(machine);
  if (machine->addPassesToEmitFile(emitter->passes, emitter->stream, nullptr, CodeGenFileType::AssemblyFile))
    return nullptr;
  return emitter.release();
}

// Generates code for `module` (given the machine's data layout first, as LLVM-C's emit does); the
// assembly is `*data`, `*size` bytes, valid until the next run or the free.
extern "C" void nvvmc_asm_emitter_run(void *e, LLVMModuleRef module, const char **data, size_t *size) {
  auto *emitter = static_cast<AsmEmitter *>(e);
  Module *m = unwrap(module);
  m->setDataLayout(emitter->machine->createDataLayout());
  emitter->buffer.clear();
  emitter->passes.run(*m);
  *data = emitter->buffer.data();
  *size = emitter->buffer.size();
}

extern "C" void nvvmc_asm_emitter_free(void *e) { delete static_cast<AsmEmitter *>(e); }
