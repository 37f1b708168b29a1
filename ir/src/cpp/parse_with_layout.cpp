// Parsing NVVM IR (text or bitcode) with the NVPTX data layout in force from the start when the
// module names none.
//
// Why C++: the data layout decides the alignment that the parsers write into every load, store
// and alloca without an explicit `align`. A module without `target datalayout` is otherwise
// parsed with LLVM's default layout (i64 and double aligned to 4), so its 64-bit accesses get
// `align 4` and the NVPTX backend splits each into two 32-bit ones (a torn volatile store).
// Setting the layout after parsing is too late. LLVM's C++ parsers (`parseIR`,
// `parseBitcodeFile`) take a data-layout callback for exactly this; the C API
// (`LLVMParseIRInContext2`, `LLVMParseBitcodeInContext2`) does not. A text-level fix (inserting
// a `target datalayout` line) cannot reach bitcode at all.
//
// The two functions below are the C API's parsers with that callback added and nothing else:
// same buffers (a NUL-terminated copy), same error messages. They are declared in
// ir/src/reader.rs (the IR boundary), the only Rust code that calls them.

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

using namespace llvm;

namespace {

// The callback: the module's own layout when it has one, `fallback` when it has none.
ParserCallbacks layout_callbacks(const char *fallback, int *supplied) {
  std::string layout(fallback);
  *supplied = 0;
  return ParserCallbacks([layout, supplied](StringRef, StringRef own) -> std::optional<std::string> {
    if (!own.empty())
      return std::nullopt;
    *supplied = 1;
    return layout;
  });
}

} // namespace

// Parses `len` bytes at `data` (LLVM IR text, or bitcode: `parseIR` tells them apart) into
// `ctx`. On success returns 0 and sets `*out` (owned by the caller) and `*layout_supplied` (1 when
// the module had no data layout and got `fallback_layout`). On failure returns 1 and sets
// `*message` (free it with `LLVMDisposeMessage`) to what `LLVMParseIRInContext2` would say.
extern "C" int nvvmc_parse_ir_with_fallback_layout(LLVMContextRef ctx, const char *data, size_t len,
                                                    const char *buffer_name, const char *fallback_layout,
                                                    LLVMModuleRef *out, int *layout_supplied, char **message) {
  std::unique_ptr<MemoryBuffer> buf = MemoryBuffer::getMemBufferCopy(StringRef(data, len), buffer_name);
  SMDiagnostic diag;
  std::unique_ptr<Module> m = parseIR(buf->getMemBufferRef(), diag, *unwrap(ctx), layout_callbacks(fallback_layout, layout_supplied));
  if (!m) {
    std::string text;
    raw_string_ostream os(text);
    diag.print(nullptr, os, false);
    os.flush();
    *message = strdup(text.c_str());
    return 1;
  }
  *out = wrap(m.release());
  return 0;
}

// The same for bitcode, with `LLVMParseBitcodeInContext`'s error message (the reader's own).
extern "C" int nvvmc_parse_bitcode_with_fallback_layout(LLVMContextRef ctx, const char *data, size_t len,
                                                         const char *buffer_name, const char *fallback_layout,
                                                         LLVMModuleRef *out, int *layout_supplied, char **message) {
  std::unique_ptr<MemoryBuffer> buf = MemoryBuffer::getMemBufferCopy(StringRef(data, len), buffer_name);
  Expected<std::unique_ptr<Module>> m =
      parseBitcodeFile(buf->getMemBufferRef(), *unwrap(ctx), layout_callbacks(fallback_layout, layout_supplied));
  if (Error err = m.takeError()) {
    std::string text;
    handleAllErrors(std::move(err), [&](ErrorInfoBase &info) { text = info.message(); });
    *message = strdup(text.c_str());
    return 1;
  }
  *out = wrap(m->release());
  return 0;
}
