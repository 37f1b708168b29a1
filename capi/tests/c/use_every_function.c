/* Compiled by c_api.rs against capi/include/nvvm.h and linked with -lnvvm, as a C client of
 * libNVVM is: every declaration must match the library. */
#include <nvvm.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call, want)                                                                  \
    do {                                                                                   \
        nvvmResult r_ = (call);                                                            \
        if (r_ != (want)) {                                                                \
            fprintf(stderr, "%s: %s, expected %s\n", #call, nvvmGetErrorString(r_),        \
                    nvvmGetErrorString(want));                                             \
            return 1;                                                                      \
        }                                                                                  \
    } while (0)

#include "kernel.h"

int main(void) {
    int major, minor, dmajor, dminor;
    CHECK(nvvmVersion(&major, &minor), NVVM_SUCCESS);
    CHECK(nvvmIRVersion(&major, &minor, &dmajor, &dminor), NVVM_SUCCESS);
    printf("ir %d.%d debug %d.%d\n", major, minor, dmajor, dminor);

    nvvmProgram prog;
    CHECK(nvvmCreateProgram(&prog), NVVM_SUCCESS);
    CHECK(nvvmAddModuleToProgram(prog, kernel, strlen(kernel), "kernel.ll"), NVVM_SUCCESS);
    CHECK(nvvmLazyAddModuleToProgram(prog, "unused", 6, NULL), NVVM_SUCCESS);
    const char *opts[] = {"-arch=compute_90", "-opt=3", "-ftz=1"};
    CHECK(nvvmVerifyProgram(prog, 3, opts), NVVM_SUCCESS);
    CHECK(nvvmCompileProgram(prog, 3, opts), NVVM_SUCCESS);

    size_t size;
    CHECK(nvvmGetCompiledResultSize(prog, &size), NVVM_SUCCESS);
    char *ptx = malloc(size);
    CHECK(nvvmGetCompiledResult(prog, ptx), NVVM_SUCCESS);
    CHECK(nvvmGetProgramLogSize(prog, &size), NVVM_SUCCESS);
    char *log = malloc(size);
    CHECK(nvvmGetProgramLog(prog, log), NVVM_SUCCESS);
    printf("log size %zu\n", size);
    printf("has entry %d\n", strstr(ptx, ".entry k") != NULL);

    const char *bad[] = {"-no-such-option"};
    CHECK(nvvmCompileProgram(prog, 1, bad), NVVM_ERROR_INVALID_OPTION);
    CHECK(nvvmDestroyProgram(&prog), NVVM_SUCCESS);
    printf("destroyed %d\n", prog == NULL);
    printf("%s\n", nvvmGetErrorString(NVVM_ERROR_CANCELLED));
    free(ptx);
    free(log);
    return 0;
}
