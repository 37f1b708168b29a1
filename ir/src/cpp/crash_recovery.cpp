// Crash recovery for nvvmc's library: LLVM fatal errors and crash signals during a compilation
// become an error return instead of the end of the host process.
//
// Why C++: LLVM's C API can install a fatal-error handler, but a handler must not return (LLVM
// calls exit() or abort() when it does), and the only way out that LLVM supports is its
// CrashRecoveryContext, a C++ class with no C binding. It is the mechanism libclang uses for the
// same purpose: RunSafely() marks a setjmp point; our fatal-error handler, running inside it,
// calls HandleExit(), which longjmps back; with recovery enabled, SIGSEGV/SIGABRT/SIGBUS/
// SIGFPE/SIGILL/SIGTRAP raised on the compiling thread jump back the same way. Rust drives
// everything else: the functions below are declared in ir/src/crash_recovery.rs (the IR
// boundary), which the driver's src/services/crash_recovery.rs calls.
//
// Recovery is enabled (LLVM installs its signal handlers) only while at least one compilation
// runs, and disabled again (the host's handlers restored) when the last one ends, so that the
// host's own crash handling (Python's faulthandler, a JVM's handlers) is untouched between
// compilations. A signal from a thread that is not compiling goes to the host's handler.

#include <llvm/Support/CrashRecoveryContext.h>
#include <llvm/Support/ErrorHandling.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

namespace {

std::mutex enable_mutex;
int active = 0;

// The reason of the last fatal error on this thread, kept until the next compilation on it.
thread_local std::string fatal_reason;

void on_fatal_error(void *, const char *reason, bool) {
  if (llvm::CrashRecoveryContext *crc = llvm::CrashRecoveryContext::GetCurrent()) {
    fatal_reason = reason ? reason : "unknown error";
    crc->HandleExit(1); // does not return: back to RunSafely
  }
  // Outside a compilation (nothing to return to): one clear line, and the exit LLVM would do.
  std::fprintf(stderr,
               "nvvmc: error: LLVM failed: %s\n  note: nvvmc's checks should have caught this before "
               "LLVM ran; please report it with the input\n",
               reason ? reason : "unknown error");
  std::fflush(stderr);
  std::exit(1);
}

struct Trampoline {
  void (*fn)(void *);
  void *data;
};

} // namespace

extern "C" {

// Installs the fatal-error handler (once per process; LLVM keeps one handler).
void nvvmc_install_fatal_error_handler(void) {
  static std::once_flag once;
  std::call_once(once, [] { llvm::install_fatal_error_handler(on_fatal_error, nullptr); });
}

// Runs fn(data) under crash recovery. Returns 0 when it returned normally; otherwise 1 for an
// LLVM fatal error (its reason in nvvmc_fatal_reason()) or 128 + the signal number.
int nvvmc_run_recovered(void (*fn)(void *), void *data) {
  {
    std::lock_guard<std::mutex> lock(enable_mutex);
    if (active++ == 0)
      llvm::CrashRecoveryContext::Enable();
  }
  fatal_reason.clear();
  int code = 0;
  {
    llvm::CrashRecoveryContext crc;
    Trampoline t{fn, data};
    if (!crc.RunSafely([&t] { t.fn(t.data); }))
      code = crc.RetCode ? crc.RetCode : 1;
  }
  {
    std::lock_guard<std::mutex> lock(enable_mutex);
    if (--active == 0)
      llvm::CrashRecoveryContext::Disable();
  }
  return code;
}

// The reason of the last fatal error recovered on this thread ("" if none).
const char *nvvmc_fatal_reason(void) { return fatal_reason.c_str(); }

} // extern "C"
