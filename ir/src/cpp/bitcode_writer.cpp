// Bitcode that keeps the order of every value's uses.
//
// Why C++: LLVM-C's LLVMWriteBitcodeToMemoryBuffer calls WriteBitcodeToFile without
// `ShouldPreserveUseListOrder`, so a module read back lists each value's users in the order the
// reader made them, not the order they had. Passes walk users in that order (the printer's
// `; preds =` shows it), so a module kept as bitcode and read again (the libdevice subsets,
// src/middle/link/libdevice_subset.rs) could be optimized differently from the one it was written from.

#include "llvm-c/Core.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

// The module's bitcode with use-list order records, in a new buffer the caller disposes.
extern "C" LLVMMemoryBufferRef nvvmc_write_bitcode_keeping_use_lists(LLVMModuleRef m) {
  SmallString<0> data;
  raw_svector_ostream os(data);
  WriteBitcodeToFile(*unwrap(m), os, /*ShouldPreserveUseListOrder=*/true);
  return wrap(MemoryBuffer::getMemBufferCopy(data.str(), "bitcode").release());
}
