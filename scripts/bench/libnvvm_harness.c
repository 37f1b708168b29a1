/* libnvvm_harness: times NVIDIA libNVVM compiling one NVVM IR module in-process.
 *
 * Used by scripts/bench-compile (compile time) and scripts/compare-strategies (PTX output for
 * ptxas register counts). It dlopens libnvvm.so (default: .deps/libnvvm.so, from
 * scripts/setup.sh) and, N times in the same process, times
 *
 *     nvvmCreateProgram
 *     nvvmAddModuleToProgram(user IR)
 *     nvvmLazyAddModuleToProgram(libdevice bytes)      (unless --no-libdevice)
 *     nvvmCompileProgram(options)
 *     nvvmGetCompiledResultSize + nvvmGetCompiledResult
 *     (nvvmDestroyProgram is outside the timed region)
 *
 * The input and libdevice files are read once, before the first compile, and are not timed.
 * Output (stdout), one line each, machine-readable:
 *     dlopen_ms <t>            time to dlopen libnvvm.so and resolve its symbols
 *     compile_ms <t>           one line per compile, in order (the first includes lazy init)
 *     median_ms <t>            median over compiles (all of them, or those after --warmup)
 *     ptx_bytes <n>
 * With -o FILE the PTX of the last compile is written to FILE.
 *
 * libNVVM reads LLVM-7-era NVVM IR (typed pointers) and rejects llvm.sin & co.: inputs must call
 * libdevice's __nv_* functions directly.
 *
 * The nvvm.h API is declared here from its documented signatures (the header is not copied).
 *
 * Build: gcc -O2 -o libnvvm_harness libnvvm_harness.c -ldl
 * Usage: libnvvm_harness [--lib libnvvm.so] [--libdevice libdevice.10.bc] [--no-libdevice]
 *                        [-n N] [--warmup W] [-o out.ptx] [--opt OPTION]... input.ll
 *        (default options: -arch=compute_90; any --opt replaces the defaults)
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* --- The libNVVM API, declared from its documentation --------------------------------------- */
typedef int nvvmResult; /* NVVM_SUCCESS == 0 */
typedef struct nvvm_program_opaque *nvvmProgram;

typedef nvvmResult (*fn_create)(nvvmProgram *);
typedef nvvmResult (*fn_destroy)(nvvmProgram *);
typedef nvvmResult (*fn_add)(nvvmProgram, const char *, size_t, const char *);
typedef nvvmResult (*fn_compile)(nvvmProgram, int, const char **);
typedef nvvmResult (*fn_size)(nvvmProgram, size_t *);
typedef nvvmResult (*fn_get)(nvvmProgram, char *);
typedef const char *(*fn_errstr)(nvvmResult);
typedef nvvmResult (*fn_version)(int *, int *);

static struct {
    fn_create create;
    fn_destroy destroy;
    fn_add add_module;
    fn_add lazy_add_module;
    fn_compile compile;
    fn_size result_size;
    fn_get result;
    fn_size log_size;
    fn_get log;
    fn_errstr error_string;
    fn_version version;
} nvvm;

/* ------------------------------------------------------------------------------------------- */

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "libnvvm_harness: cannot open %s\n", path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "libnvvm_harness: cannot read %s\n", path);
        exit(2);
    }
    buf[n] = 0;
    fclose(f);
    *size = (size_t)n;
    return buf;
}

static void *sym(void *lib, const char *name) {
    void *p = dlsym(lib, name);
    if (!p) {
        fprintf(stderr, "libnvvm_harness: %s not found in libnvvm: %s\n", name, dlerror());
        exit(2);
    }
    return p;
}

static void check(nvvmResult r, const char *what, nvvmProgram prog) {
    if (r == 0) return;
    fprintf(stderr, "libnvvm_harness: %s failed: %s\n", what, nvvm.error_string(r));
    size_t n = 0;
    if (prog && nvvm.log_size(prog, &n) == 0 && n > 1) {
        char *log = malloc(n);
        if (log && nvvm.log(prog, log) == 0) fprintf(stderr, "%s\n", log);
        free(log);
    }
    exit(1);
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void usage(void) {
    fprintf(stderr,
            "usage: libnvvm_harness [--lib libnvvm.so] [--libdevice FILE] [--no-libdevice] [-n N]\n"
            "                       [--warmup W] [-o out.ptx] [--opt OPTION]... input.ll\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *lib_path = ".deps/libnvvm.so";
    const char *libdevice_path = ".deps/libdevice.10.bc";
    const char *input = NULL, *out_path = NULL;
    int use_libdevice = 1, n = 10, warmup = 0, nopts = 0;
    const char *opts[64];

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--lib") && i + 1 < argc) lib_path = argv[++i];
        else if (!strcmp(a, "--libdevice") && i + 1 < argc) libdevice_path = argv[++i];
        else if (!strcmp(a, "--no-libdevice")) use_libdevice = 0;
        else if (!strcmp(a, "-n") && i + 1 < argc) n = atoi(argv[++i]);
        else if (!strcmp(a, "--warmup") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(a, "-o") && i + 1 < argc) out_path = argv[++i];
        else if (!strcmp(a, "--opt") && i + 1 < argc && nopts < 64) opts[nopts++] = argv[++i];
        else if (a[0] == '-' && a[1]) usage();
        else if (!input) input = a;
        else usage();
    }
    if (!input || n < 1 || warmup < 0 || warmup >= n) usage();
    if (nopts == 0) opts[nopts++] = "-arch=compute_90";

    double t0 = now_ms();
    void *lib = dlopen(lib_path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "libnvvm_harness: cannot dlopen %s: %s\n  fix: run scripts/setup.sh\n", lib_path, dlerror());
        return 2;
    }
    nvvm.create = (fn_create)sym(lib, "nvvmCreateProgram");
    nvvm.destroy = (fn_destroy)sym(lib, "nvvmDestroyProgram");
    nvvm.add_module = (fn_add)sym(lib, "nvvmAddModuleToProgram");
    nvvm.lazy_add_module = (fn_add)sym(lib, "nvvmLazyAddModuleToProgram");
    nvvm.compile = (fn_compile)sym(lib, "nvvmCompileProgram");
    nvvm.result_size = (fn_size)sym(lib, "nvvmGetCompiledResultSize");
    nvvm.result = (fn_get)sym(lib, "nvvmGetCompiledResult");
    nvvm.log_size = (fn_size)sym(lib, "nvvmGetProgramLogSize");
    nvvm.log = (fn_get)sym(lib, "nvvmGetProgramLog");
    nvvm.error_string = (fn_errstr)sym(lib, "nvvmGetErrorString");
    nvvm.version = (fn_version)sym(lib, "nvvmVersion");
    double t_dlopen = now_ms() - t0;

    size_t src_size = 0, ld_size = 0;
    char *src = read_file(input, &src_size);
    char *ld = use_libdevice ? read_file(libdevice_path, &ld_size) : NULL;

    int major = 0, minor = 0;
    nvvm.version(&major, &minor);
    fprintf(stderr, "libnvvm_harness: libNVVM %d.%d, %d compile(s) of %s\n", major, minor, n, input);
    printf("dlopen_ms %.4f\n", t_dlopen);

    double *times = calloc((size_t)n, sizeof(double));
    char *ptx = NULL;
    size_t ptx_size = 0;
    for (int it = 0; it < n; it++) {
        nvvmProgram prog = NULL;
        free(ptx);
        double start = now_ms();
        check(nvvm.create(&prog), "nvvmCreateProgram", NULL);
        check(nvvm.add_module(prog, src, src_size, input), "nvvmAddModuleToProgram", prog);
        if (ld) check(nvvm.lazy_add_module(prog, ld, ld_size, "libdevice"), "nvvmLazyAddModuleToProgram", prog);
        check(nvvm.compile(prog, nopts, opts), "nvvmCompileProgram", prog);
        check(nvvm.result_size(prog, &ptx_size), "nvvmGetCompiledResultSize", prog);
        ptx = malloc(ptx_size);
        check(nvvm.result(prog, ptx), "nvvmGetCompiledResult", prog);
        times[it] = now_ms() - start;
        nvvm.destroy(&prog);
        printf("compile_ms %.4f\n", times[it]);
    }

    int m = n - warmup;
    qsort(times + warmup, (size_t)m, sizeof(double), cmp_double);
    double med = m % 2 ? times[warmup + m / 2] : (times[warmup + m / 2 - 1] + times[warmup + m / 2]) / 2;
    printf("median_ms %.4f\n", med);
    /* The result size includes the terminating NUL. */
    size_t len = ptx_size && ptx[ptx_size - 1] == 0 ? ptx_size - 1 : ptx_size;
    printf("ptx_bytes %zu\n", len);
    if (out_path) {
        FILE *f = fopen(out_path, "wb");
        if (!f || fwrite(ptx, 1, len, f) != len || fclose(f) != 0) {
            fprintf(stderr, "libnvvm_harness: cannot write %s\n", out_path);
            return 2;
        }
    }
    free(ptx);
    free(times);
    free(src);
    free(ld);
    return 0;
}
