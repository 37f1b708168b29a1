// Giving a parsed module its `!nvvm.annotations` back, and LLVM's upgrade of them.
//
// Why C++: the annotation guard (src/front/annotation_guard/) lets LLVM parse NVVM IR text with every
// definition of `!nvvm.annotations` renamed (parked under another name), so that LLVM's parser
// does not run `UpgradeNVVMAnnotations` on entries that would crash it; the guard then checks the
// entries on the parsed module. What the parser would have done next has to be done here:
// `llvm::UpgradeNVVMAnnotations(Module &)` (llvm/IR/AutoUpgrade.h) has no C binding, and the C
// API cannot erase a named metadata node or keep its place among the module's named metadata.
// The text is parsed once, and the module ends up exactly as a plain parse leaves it.

#include "llvm-c/Core.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <vector>

using namespace llvm;

// Moves the operands of the named metadata `parked` to `nvvm.annotations`, which takes its place
// in the module's list of named metadata, erases `parked`, and runs LLVM's annotation upgrade (the
// last step of `LLParser::validateEndOfModule` that concerns annotations) unless `upgrade` is 0
// (the guard's tests write bitcode that carries a list verbatim). Does nothing when the module
// has no `parked` node.
extern "C" void nvvmc_restore_nvvm_annotations(LLVMModuleRef module, const char *parked, int upgrade) {
  Module &m = *unwrap(module);
  NamedMDNode *from = m.getNamedMetadata(parked);
  if (!from)
    return;
  // The nodes defined after the parked list, which move behind the restored one (in order).
  std::vector<NamedMDNode *> after;
  bool seen = false;
  for (NamedMDNode &n : m.named_metadata()) {
    if (seen)
      after.push_back(&n);
    seen = seen || &n == from;
  }
  NamedMDNode *to = m.getOrInsertNamedMetadata("nvvm.annotations");
  for (MDNode *op : from->operands())
    to->addOperand(op);
  m.eraseNamedMetadata(from);
  for (NamedMDNode *n : after) {
    if (n == to)
      continue;
    m.removeNamedMDNode(n);
    m.insertNamedMDNode(n);
  }
  if (upgrade)
    UpgradeNVVMAnnotations(m);
}
