/*
 * nvvmc.h: nvvmc's own exports in libnvvm.so.4, beside libNVVM's API (nvvm.h). NVIDIA's libNVVM
 * has none of them. The Python package (python/nvvmc/) calls them through ctypes; the
 * implementation is capi/src/json_api.rs.
 */
#ifndef NVVMC_NVVMC_H
#define NVVMC_NVVMC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A static string naming the library, e.g. "nvvmc 0.1.0": its presence tells nvvmc's library
 * from NVIDIA's. */
const char *nvvmcVersion(void);

/*
 * One compilation with the nvvmc command's options.
 *
 * request/request_size: a JSON object of options by their long names, '-' written '_' (all
 *   optional; an unknown name is an error): "arch" ("sm_90"), "ptx_version" ("8.6"), "opt"
 *   (0-3), "emit" ("ptx", "llvm", "bc", "cubin", "abi"), "link" ("late", "early", "ptx",
 *   "none"), "libdevice" (a path), "relocatable", "ftz", "prec_div", "prec_sqrt", "fma",
 *   "fast_math", "lower_native_math", "lineinfo", "no_infer_address_spaces",
 *   "no_infer_through_integers", "check", "strict" (booleans), "split_compile" (a count),
 *   "stats", "time_report" (booleans: include those reports). A NULL request with size 0 is {}.
 * buffers/sizes/names: num_modules modules (text or bitcode), linked in order; names may be
 *   NULL, or hold NULL entries ("<module N>" is used).
 * output/output_size: the output (PTX, IR, bitcode, cubin or ABI report; empty on error).
 * report/report_size: a JSON object (not NUL-terminated):
 *   {"status": 0|1|2, "error": null | {"kind", "message", "diagnostic"},
 *    "diagnostics": [{"severity", "rule", "section", "message", "function", "global",
 *                     "instruction", "file", "line", "hint"}, ...],
 *    "stats": null | text, "time_report": null | text}
 *   the diagnostics being those of `nvvmc --diagnostics json`.
 * Free output and report with nvvmcFreeBuffer. Returns 0 (success), 1 (compile error), 2 (bad
 * request or options), 3 (a NULL argument, or an internal failure: nothing is written then).
 * Thread-safe: calls on different threads compile in parallel (one at a time after
 * nvvmDisableConcurrentAPI).
 */
int nvvmcCompile(const char *request, size_t request_size, size_t num_modules, const char *const *buffers,
                 const size_t *sizes, const char *const *names, char **output, size_t *output_size, char **report,
                 size_t *report_size);

/* Frees a buffer nvvmcCompile returned, with the size it returned; NULL is ignored. */
void nvvmcFreeBuffer(char *buffer, size_t size);

#ifdef __cplusplus
}
#endif

#endif
