// Use lists in program order, before code generation.
//
// Why C++: LLVM-C cannot reorder a use list (`Value::sortUseList` is C++ only).
//
// Every LLVM value keeps a list of its uses, in an order that is no part of the IR's meaning: it
// is whatever the way the module was built left, and text IR does not even keep it (the parser
// adds each use at the head, so a module read from text has every list in reverse program order;
// a pass that replaces or creates uses leaves them elsewhere). Some of the code generator's passes
// depend on it anyway. Loop strength reduction prunes its search space once it grows past a budget
// (`-lsr-complexity-limit`), and what survives depends on the order it met the uses of each
// induction variable in; so the same loop could come out with two induction variables or four
// depending on where the module came from. nvvmc sorts the use lists of every instruction,
// argument, basic block, function and global variable by where each user is in the module (its
// function, block and position; then the operand number; users outside functions last, in their
// old order) before code generation, so the same IR gives the same PTX however it was made
// (read from text or bitcode, or left by the optimizer).
// Measured on real CUDA kernels in docs/benchmarks.md ("Use lists in program order").
//
// Declared in ir/src/use_list_order.rs (the IR boundary), the only Rust code that calls it.

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Use.h"
#include "llvm-c/Core.h"

#include <cstdint>

using namespace llvm;

extern "C" void nvvmc_sort_use_lists_in_program_order(LLVMModuleRef module) {
  Module *m = unwrap(module);
  DenseMap<const User *, uint32_t> position;
  uint32_t next = 0;
  for (Function &f : *m)
    for (BasicBlock &b : f)
      for (Instruction &i : b)
        position[&i] = ++next;
  // A use's key: its user's position (users that are not instructions, such as constant
  // expressions and global initializers, after every instruction), then its operand number.
  auto key = [&](const Use &u) -> uint64_t {
    auto it = position.find(u.getUser());
    uint64_t at = it == position.end() ? UINT32_MAX : it->second;
    return at << 32 | u.getOperandNo();
  };
  // `sortUseList` is a stable merge sort (equal keys keep their order) that returns at once for
  // fewer than two uses.
  auto sort = [&](Value &v) {
    v.sortUseList([&](const Use &l, const Use &r) { return key(l) < key(r); });
  };
  for (GlobalVariable &g : m->globals())
    sort(g);
  for (Function &f : *m) {
    sort(f);
    for (Argument &a : f.args())
      sort(a);
    for (BasicBlock &b : f) {
      sort(b);
      for (Instruction &i : b)
        sort(i);
    }
  }
}
