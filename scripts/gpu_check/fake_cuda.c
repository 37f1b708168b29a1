/* A test double of libcuda.so.1 for scripts/gpu-check's driver code (ctypes signatures, kernel
 * parameters, copies, file layout) on a machine without a GPU. It runs no kernel: a launch checks
 * its parameters (seven device pointers and the count, a grid that covers the count) and copies
 * each input element of operand 0 to result 0 (and result 1), as many bytes as both have, the
 * rest zero; a second operand, when there is one, goes to result 1.
 *
 *   cc -shared -fPIC -o target/gpu-check/fake-libcuda.so scripts/gpu_check/fake_cuda.c
 *   GPU_CHECK_LIBCUDA=target/gpu-check/fake-libcuda.so scripts/gpu-check --bundle ... --keep
 *
 * Every result is then "outside the bound"; what matters is that the run completes and that
 * target/gpu-check/data/<group>.<flags>.<kernel>.res holds the inputs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef uint64_t CUdeviceptr;

#define MAXALLOC 4096
static struct { void *p; size_t n; } allocs[MAXALLOC];
static int loaded, launches;

static size_t size_of(CUdeviceptr p) {
    for (int i = 0; i < MAXALLOC; i++)
        if (allocs[i].p == (void *)(uintptr_t)p) return allocs[i].n;
    return 0;
}

CUresult cuInit(unsigned flags) { return flags ? 1 : 0; }
CUresult cuDriverGetVersion(int *v) { *v = 12090; return 0; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return 0; }
CUresult cuDeviceGet(int *d, int i) { *d = i; return i ? 101 : 0; }
CUresult cuDeviceGetName(char *name, int len, int dev) { (void)dev; snprintf(name, (size_t)len, "fake GPU (no kernels run)"); return 0; }
CUresult cuDeviceGetAttribute(int *v, int attr, int dev) {
    (void)dev;
    *v = attr == 75 ? 9 : attr == 76 ? 0 : 0;
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = (void *)0x1; return 0; }
CUresult cuCtxSetCurrent(void *ctx) { return ctx ? 0 : 201; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuGetErrorName(int e, const char **s) { *s = e == 200 ? "CUDA_ERROR_INVALID_IMAGE" : "CUDA_ERROR_FAKE"; return 0; }

CUresult cuModuleLoadData(void **mod, const void *image) {
    const unsigned char *p = image;
    int elf = p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F';
    int ptx = strstr((const char *)image, ".version") != NULL;
    if (!elf && !ptx) return 200;
    *mod = (void *)(uintptr_t)(0x1000 + ++loaded);
    return 0;
}
CUresult cuModuleUnload(void *mod) { return mod ? 0 : 400; }
CUresult cuModuleGetFunction(void **fn, void *mod, const char *name) {
    if (!mod || strcmp(name, "gpu_check_kernel")) return 500;
    *fn = mod;
    return 0;
}

CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t n) {
    for (int i = 0; i < MAXALLOC; i++)
        if (!allocs[i].p) {
            allocs[i].p = malloc(n);
            allocs[i].n = n;
            *p = (CUdeviceptr)(uintptr_t)allocs[i].p;
            return 0;
        }
    return 2;
}
CUresult cuMemFree_v2(CUdeviceptr p) {
    for (int i = 0; i < MAXALLOC; i++)
        if (allocs[i].p == (void *)(uintptr_t)p) {
            free(allocs[i].p);
            allocs[i].p = NULL;
            return 0;
        }
    return 1;
}
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n) {
    if (size_of(dst) < n) return 1;
    memcpy((void *)(uintptr_t)dst, src, n);
    return 0;
}
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n) {
    if (size_of(src) < n) return 1;
    memcpy(dst, (void *)(uintptr_t)src, n);
    return 0;
}
CUresult cuMemsetD8_v2(CUdeviceptr dst, unsigned char v, size_t n) {
    if (size_of(dst) < n) return 1;
    memset((void *)(uintptr_t)dst, v, n);
    return 0;
}

CUresult cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shmem, void *stream, void **params, void **extra) {
    (void)shmem; (void)stream;
    if (!fn || extra || gy != 1 || gz != 1 || by != 1 || bz != 1) return 1;
    CUdeviceptr p[7];
    for (int k = 0; k < 7; k++) memcpy(&p[k], params[k], 8);
    int32_t count;
    memcpy(&count, params[7], 4);
    if (count < 1 || (uint64_t)gx * bx < (uint64_t)count) return 1;
    /* p: out0, out1, in0..in3, n */
    for (int r = 0; r < 2; r++) {
        if (!p[r]) continue;
        CUdeviceptr src = r == 1 && p[3] ? p[3] : p[2];
        size_t osz = size_of(p[r]) / (size_t)count, isz = src ? size_of(src) / (size_t)count : 0;
        if (!osz || size_of(p[r]) % (size_t)count) return 1;
        for (int32_t i = 0; i < count; i++) {
            unsigned char *o = (unsigned char *)(uintptr_t)p[r] + (size_t)i * osz;
            memset(o, 0, osz);
            if (isz) memcpy(o, (unsigned char *)(uintptr_t)src + (size_t)i * isz, isz < osz ? isz : osz);
        }
    }
    launches++;
    return 0;
}
