/*
 * nvvm.h for nvvmc's libnvvm.so.4: declarations of the libNVVM C API, written for nvvmc and
 * compatible with code written against NVIDIA's libNVVM (same names, values and signatures).
 * See docs/reference/c-api.md for the contract and the differences from libNVVM.
 */
#ifndef NVVMC_NVVM_H
#define NVVMC_NVVM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Result codes; nvvmGetErrorString names each. */
typedef enum {
    NVVM_SUCCESS = 0,
    NVVM_ERROR_OUT_OF_MEMORY = 1,
    NVVM_ERROR_PROGRAM_CREATION_FAILURE = 2,
    NVVM_ERROR_IR_VERSION_MISMATCH = 3,
    NVVM_ERROR_INVALID_INPUT = 4,
    NVVM_ERROR_INVALID_PROGRAM = 5,
    NVVM_ERROR_INVALID_IR = 6,
    NVVM_ERROR_INVALID_OPTION = 7,
    NVVM_ERROR_NO_MODULE_IN_PROGRAM = 8,
    NVVM_ERROR_COMPILATION = 9,
    NVVM_ERROR_CANCELLED = 10
} nvvmResult;

/* A compilation unit: the modules added to it, and its last result and log. */
typedef struct _nvvmProgram *nvvmProgram;

/* A static string naming `result` ("NVVM_ERROR not found" for unknown codes). */
const char *nvvmGetErrorString(nvvmResult result);

/* The library's version (2.0) and the NVVM IR version clients should emit (2.0, debug 3.2). */
nvvmResult nvvmVersion(int *major, int *minor);
nvvmResult nvvmIRVersion(int *majorIR, int *minorIR, int *majorDbg, int *minorDbg);

/* CUDA 13's query: the LLVM version of the IR dialect to emit for `arch` ("compute_NN").
 * nvvmc answers 22 for every architecture it accepts (it parses LLVM 22 IR, and still accepts
 * the LLVM 7 typed-pointer dialect); NVVM_ERROR_INVALID_INPUT for NULL pointers or an unknown
 * architecture. */
nvvmResult nvvmLLVMVersion(const char *arch, int *major);

/* Serializes compilations in this process from now on (libNVVM 12.9's export; by default
 * different programs compile in parallel on different threads). */
nvvmResult nvvmDisableConcurrentAPI(void);

/* Creating and destroying programs; destroy sets *prog to NULL. */
nvvmResult nvvmCreateProgram(nvvmProgram *prog);
nvvmResult nvvmDestroyProgram(nvvmProgram *prog);

/* Adds a module (LLVM IR text or bitcode; the buffer is copied). `size` counts the bytes of the
 * module; a terminating NUL counted in it is ignored. `name` may be NULL. A lazily added module
 * (libdevice) contributes only the functions the program uses. */
nvvmResult nvvmAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size, const char *name);
nvvmResult nvvmLazyAddModuleToProgram(nvvmProgram prog, const char *buffer, size_t size, const char *name);

/* Compiles the program to PTX, or only parses, links and checks it (verify). Options:
 * -arch=compute_NN[a|f] -opt=0..3 -ftz=0|1 -prec-sqrt=0|1 -prec-div=0|1 -fma=0|1 -g
 * -generate-line-info -jump-table-density=0..100; nvvmc's extensions (docs/design.md, "Host safety"):
 * -nvvmc-isolate[=0|1] (compile in a worker process; default NVVMC_ISOLATE=1 in the environment),
 * -nvvmc-timeout=SECS and -nvvmc-max-memory=SIZE (limits, which imply the isolated mode). */
nvvmResult nvvmCompileProgram(nvvmProgram prog, int numOptions, const char **options);
nvvmResult nvvmVerifyProgram(nvvmProgram prog, int numOptions, const char **options);

/* The PTX of the last successful compilation and the log of the last compile or verify, each
 * with its terminating NUL counted in the size; valid until the program is destroyed. The log is
 * a single NUL byte when there is nothing to say. */
nvvmResult nvvmGetCompiledResultSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetCompiledResult(nvvmProgram prog, char *buffer);
nvvmResult nvvmGetProgramLogSize(nvvmProgram prog, size_t *bufferSizeRet);
nvvmResult nvvmGetProgramLog(nvvmProgram prog, char *buffer);

#ifdef __cplusplus
}
#endif

#endif /* NVVMC_NVVM_H */
