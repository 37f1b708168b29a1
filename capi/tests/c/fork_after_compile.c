/* Compiled by c_api.rs and linked with -lnvvm: a client that compiles, forks (as Python's
 * multiprocessing does) and compiles again in the child and in the parent. The library keeps
 * its compile thread between compilations; a forked child has none of its parent's threads,
 * so it must start its own, not wait for one that is not there. */
#define _POSIX_C_SOURCE 200809L
#include <nvvm.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kernel.h"

/* 1 when a compilation of the kernel succeeds with an entry in its PTX. */
static int compiles(void) {
    nvvmProgram prog;
    const char *opts[] = {"-arch=compute_90"};
    char ptx[16384];
    size_t size = 0;
    int ok = nvvmCreateProgram(&prog) == NVVM_SUCCESS &&
             nvvmAddModuleToProgram(prog, kernel, strlen(kernel), "kernel.ll") == NVVM_SUCCESS &&
             nvvmCompileProgram(prog, 1, opts) == NVVM_SUCCESS &&
             nvvmGetCompiledResultSize(prog, &size) == NVVM_SUCCESS && size <= sizeof ptx &&
             nvvmGetCompiledResult(prog, ptx) == NVVM_SUCCESS && strstr(ptx, ".entry k") != NULL;
    nvvmDestroyProgram(&prog);
    return ok;
}

int main(void) {
    printf("parent %d %d\n", compiles(), compiles());
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        alarm(60); /* a child that waits for a thread it does not have ends here */
        printf("child %d %d\n", compiles(), compiles());
        fflush(stdout);
        _exit(0);
    }
    int status = -1;
    waitpid(child, &status, 0);
    printf("child ended %d, parent %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1, compiles());
    return 0;
}
