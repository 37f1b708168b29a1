"""The kernels and the harness behind scripts/numba-check (run that, not this file).

`python numba_check.py run OUT.json [IR_DIR]` compiles every kernel below with
`numba.cuda.compile_ptx(..., cc=(9, 0))` through whichever libNVVM numba finds (the wrapper
points CUDA_HOME at nvvmc's or NVIDIA's), checks each PTX with ptxas, and writes one JSON record
per kernel. With IR_DIR it also saves the NVVM IR numba handed to libNVVM, one `.ll` per kernel.
`python numba_check.py table NVVMC.json NVIDIA.json` prints the side-by-side markdown table.
With NUMBA_CHECK_SET=loops, `run` compiles the grid-stride loop kernels of `loop_kernels()`
instead, and `python numba_check.py loops-table NVVMC.json NVIDIA.json` prints their registers
and PTX sizes against libNVVM's (scripts/numba-check --loops runs both).
With NUMBA_CHECK_SET=math, `run` compiles the math kernels of `math_kernels()` (one math
function each, f32 and f64, and fastmath f32; scripts/numba-check --math), whose saved IR
scripts/compare-fma reads.
`python numba_check.py bench ROUNDS HOMES OUT.json [KERNELS]` is scripts/bench-numba: the kernels
of `bench_kernels()` through `cuda.compile_ptx`, end to end, in two long-lived worker processes
(`bench-worker`), one with each library, in the same interleaved rounds.
"""

import cmath
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings

import numpy as np

PTXAS = os.environ.get("PTXAS", "ptxas")


def kernels():
    """(name, function, signature, compile_ptx options) for every kernel."""
    from numba import cuda, float32, int32

    @cuda.jit(device=True)
    def dev_poly(x):
        return 3.0 * x * x + 2.0 * x + 1.0

    @cuda.jit(device=True)
    def dev_clamp(x, lo, hi):
        return min(max(x, lo), hi)

    def add_f32(a, b, c):
        i = cuda.grid(1)
        if i < c.size:
            c[i] = a[i] + b[i]

    def saxpy(a, x, y):
        i = cuda.grid(1)
        if i < y.size:
            y[i] = a * x[i] + y[i]

    def sin_f32(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.sin(a[i])

    def sin_f64(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.sin(a[i])

    def pow_f32(a, b):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.pow(a[i], b[i])

    def pow_f64(a, b):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.pow(a[i], b[i])

    def erf_f32(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.erf(a[i]) + math.erfc(a[i])

    def erf_f64(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.erf(a[i])

    def exp_log_sqrt_f64(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.exp(a[i]) + math.log(abs(a[i]) + 1.0) + math.sqrt(abs(a[i]))

    def trig_mix_f32(a, b):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.cos(a[i]) * math.tan(b[i]) + math.atan2(a[i], b[i])

    def special_f64(a):
        i = cuda.grid(1)
        if i < a.size:
            x = a[i]
            a[i] = math.hypot(x, 2.0) + math.lgamma(abs(x) + 1.0) + math.expm1(x) + math.log1p(abs(x))

    def floor_ceil_f32(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.floor(a[i]) + math.ceil(a[i] * 0.5) + math.fabs(a[i]) + math.copysign(1.0, a[i])

    def atomic_add_f32(acc, x):
        i = cuda.grid(1)
        if i < x.size:
            cuda.atomic.add(acc, 0, x[i])

    def atomic_add_i32(acc, x):
        i = cuda.grid(1)
        if i < x.size:
            cuda.atomic.add(acc, 0, x[i])

    def atomic_max_f64(acc, x):
        i = cuda.grid(1)
        if i < x.size:
            cuda.atomic.max(acc, 0, x[i])

    def atomic_min_i32(acc, x):
        i = cuda.grid(1)
        if i < x.size:
            cuda.atomic.min(acc, 0, x[i])

    def atomic_cas_i32(a):
        i = cuda.grid(1)
        if i < a.size:
            cuda.atomic.compare_and_swap(a, 0, i)

    def atomic_inc_u32(a):
        cuda.atomic.inc(a, 0, 1000)
        cuda.atomic.dec(a, 1, 1000)

    def atomic_exch_i64(a, v):
        i = cuda.grid(1)
        if i < v.size:
            cuda.atomic.exch(a, 0, v[i])

    def shared_reduce_f32(x, out):
        sm = cuda.shared.array(256, float32)
        t = cuda.threadIdx.x
        i = cuda.grid(1)
        sm[t] = x[i] if i < x.size else 0.0
        cuda.syncthreads()
        s = 128
        while s > 0:
            if t < s:
                sm[t] += sm[t + s]
            cuda.syncthreads()
            s //= 2
        if t == 0:
            out[cuda.blockIdx.x] = sm[0]

    def syncthreads_count(x, out):
        i = cuda.grid(1)
        p = 1 if x[i] > 0 else 0
        out[0] = cuda.syncthreads_count(p)
        out[1] = cuda.syncthreads_and(p)
        out[2] = cuda.syncthreads_or(p)

    def shfl_down_f32(x, out):
        i = cuda.grid(1)
        v = x[i]
        off = 16
        while off > 0:
            v += cuda.shfl_down_sync(0xFFFFFFFF, v, off)
            off //= 2
        if cuda.laneid == 0:
            out[i // 32] = v

    def shfl_xor_f64(x):
        i = cuda.grid(1)
        x[i] = x[i] + cuda.shfl_xor_sync(0xFFFFFFFF, x[i], 1)

    def shfl_idx_up_i32(x):
        i = cuda.grid(1)
        a = cuda.shfl_sync(0xFFFFFFFF, x[i], 0)
        b = cuda.shfl_up_sync(0xFFFFFFFF, x[i], 1)
        x[i] = a + b

    def shfl_i64(x):
        i = cuda.grid(1)
        x[i] = cuda.shfl_down_sync(0xFFFFFFFF, x[i], 3)

    def vote_all_any_eq(x, out):
        i = cuda.grid(1)
        p = x[i] > 0
        out[i] = cuda.all_sync(0xFFFFFFFF, p) + 2 * cuda.any_sync(0xFFFFFFFF, p) + 4 * cuda.eq_sync(0xFFFFFFFF, p)

    def ballot_popc(x, out):
        i = cuda.grid(1)
        b = cuda.ballot_sync(0xFFFFFFFF, x[i] > 0)
        out[i] = cuda.popc(b)

    def warp_misc(x, out):
        i = cuda.grid(1)
        m = cuda.activemask()
        out[i] = cuda.match_any_sync(m, x[i]) + cuda.lanemask_lt()
        cuda.syncwarp(m)

    def device_functions(x):
        i = cuda.grid(1)
        if i < x.size:
            x[i] = dev_clamp(dev_poly(x[i]), -10.0, 10.0)

    def complex64_mul(a, b, c):
        i = cuda.grid(1)
        if i < c.size:
            c[i] = a[i] * b[i] + a[i].conjugate()

    def complex128_exp_abs(a, out):
        i = cuda.grid(1)
        if i < a.size:
            out[i] = abs(cmath.exp(a[i])) + cmath.sqrt(a[i]).real

    def fastmath_f32(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = math.sin(a[i]) / (a[i] + 1.0) + math.sqrt(abs(a[i])) + math.exp(a[i])

    def debug_kernel(a):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = a[i] * 2.0 + 1.0

    def lineinfo_kernel(a):
        i = cuda.grid(1)
        if i < a.size:
            x = a[i]
            a[i] = math.sin(x) * math.exp(x)

    def matmul_tiled(A, B, C):
        sA = cuda.shared.array((16, 16), float32)
        sB = cuda.shared.array((16, 16), float32)
        x, y = cuda.grid(2)
        tx = cuda.threadIdx.x
        ty = cuda.threadIdx.y
        acc = float32(0.0)
        for t in range((A.shape[1] + 15) // 16):
            sA[ty, tx] = A[y, t * 16 + tx] if y < A.shape[0] and t * 16 + tx < A.shape[1] else 0.0
            sB[ty, tx] = B[t * 16 + ty, x] if x < B.shape[1] and t * 16 + ty < B.shape[0] else 0.0
            cuda.syncthreads()
            for k in range(16):
                acc += sA[ty, k] * sB[k, tx]
            cuda.syncthreads()
        if y < C.shape[0] and x < C.shape[1]:
            C[y, x] = acc

    def fences(a):
        i = cuda.grid(1)
        a[i] = 1
        cuda.threadfence_block()
        a[i] += 1
        cuda.threadfence()
        a[i] += 1
        cuda.threadfence_system()

    def local_array(a):
        loc = cuda.local.array(8, int32)
        i = cuda.grid(1)
        for k in range(8):
            loc[k] = a[i] * k
        s = 0
        for k in range(8):
            s += loc[(k * 3) % 8]
        a[i] = s

    def int_bits(a):
        i = cuda.grid(1)
        a[i] = cuda.popc(a[i]) + cuda.clz(a[i]) + cuda.brev(a[i]) + cuda.ffs(a[i])

    def branches(a):
        i = cuda.grid(1)
        v = a[i]
        if v == 0:
            r = 10
        elif v == 1:
            r = 23
        elif v == 2:
            r = 7
        elif v == 3:
            r = 99
        else:
            r = v * 3
        a[i] = r

    CONST = np.arange(16, dtype=np.float32)

    def const_memory(a):
        c = cuda.const.array_like(CONST)
        i = cuda.grid(1)
        a[i] = a[i] * c[i % 16]

    def fma_f64(a, b, c):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = cuda.fma(a[i], b[i], c[i]) / b[i]

    # Separate compilation: a function numba links later (link=[...]); the PTX declares it
    # `.extern .func`.
    ext_mul = cuda.declare_device("ext_mul_f32", "float32(float32, float32)")

    def declare_device(a, b):
        i = cuda.grid(1)
        if i < a.size:
            a[i] = ext_mul(a[i], b[i]) + 1.0

    # numba's float16 operators call cuda_fp16.h functions that numba compiles with NVRTC and
    # links afterwards: externs in the kernel's PTX.
    def fp16_ops(r, x, y):
        i = cuda.grid(1)
        if i < r.size:
            a = x[i] + y[i]
            b = x[i] * y[i] - a
            r[i] = -b if b < a else abs(a)

    f32 = "float32[:]"
    f64 = "float64[:]"
    i32 = "int32[:]"
    return [
        ("add_f32", add_f32, f"void({f32}, {f32}, {f32})", {}),
        ("saxpy", saxpy, f"void(float32, {f32}, {f32})", {}),
        ("sin_f32", sin_f32, f"void({f32})", {}),
        ("sin_f64", sin_f64, f"void({f64})", {}),
        ("pow_f32", pow_f32, f"void({f32}, {f32})", {}),
        ("pow_f64", pow_f64, f"void({f64}, {f64})", {}),
        ("erf_f32", erf_f32, f"void({f32})", {}),
        ("erf_f64", erf_f64, f"void({f64})", {}),
        ("exp_log_sqrt_f64", exp_log_sqrt_f64, f"void({f64})", {}),
        ("trig_mix_f32", trig_mix_f32, f"void({f32}, {f32})", {}),
        ("special_f64", special_f64, f"void({f64})", {}),
        ("floor_ceil_f32", floor_ceil_f32, f"void({f32})", {}),
        ("atomic_add_f32", atomic_add_f32, f"void({f32}, {f32})", {}),
        ("atomic_add_i32", atomic_add_i32, f"void({i32}, {i32})", {}),
        ("atomic_max_f64", atomic_max_f64, f"void({f64}, {f64})", {}),
        ("atomic_min_i32", atomic_min_i32, f"void({i32}, {i32})", {}),
        ("atomic_cas_i32", atomic_cas_i32, f"void({i32})", {}),
        ("atomic_inc_dec_u32", atomic_inc_u32, "void(uint32[:])", {}),
        ("atomic_exch_i64", atomic_exch_i64, "void(int64[:], int64[:])", {}),
        ("shared_reduce_f32", shared_reduce_f32, f"void({f32}, {f32})", {}),
        ("syncthreads_count", syncthreads_count, f"void({i32}, {i32})", {}),
        ("shfl_down_f32", shfl_down_f32, f"void({f32}, {f32})", {}),
        ("shfl_xor_f64", shfl_xor_f64, f"void({f64})", {}),
        ("shfl_idx_up_i32", shfl_idx_up_i32, f"void({i32})", {}),
        ("shfl_down_i64", shfl_i64, "void(int64[:])", {}),
        ("vote_all_any_eq", vote_all_any_eq, f"void({i32}, {i32})", {}),
        ("ballot_popc", ballot_popc, f"void({i32}, {i32})", {}),
        ("warp_match_mask", warp_misc, f"void({i32}, {i32})", {}),
        ("device_functions", device_functions, f"void({f64})", {}),
        ("complex64_mul", complex64_mul, "void(complex64[:], complex64[:], complex64[:])", {}),
        ("complex128_exp_abs", complex128_exp_abs, f"void(complex128[:], {f64})", {}),
        ("fastmath_f32", fastmath_f32, f"void({f32})", {"fastmath": True}),
        ("debug_true", debug_kernel, f"void({f32})", {"debug": True, "opt": False}),
        ("lineinfo_true", lineinfo_kernel, f"void({f32})", {"lineinfo": True}),
        ("matmul_tiled", matmul_tiled, "void(float32[:,:], float32[:,:], float32[:,:])", {}),
        ("fences", fences, f"void({i32})", {}),
        ("local_array", local_array, f"void({i32})", {}),
        ("int_bits", int_bits, "void(uint32[:])", {}),
        ("branches", branches, f"void({i32})", {}),
        ("const_memory", const_memory, f"void({f32})", {}),
        ("fma_f64", fma_f64, f"void({f64}, {f64}, {f64})", {}),
        ("declare_device", declare_device, f"void({f32}, {f32})", {}),
        ("fp16_ops", fp16_ops, "void(float16[:], float16[:], float16[:])", {}),
    ]


def loop_kernels():
    """(name, function, signature, options): grid-stride loops with math in their bodies (issue
    14), and a saxpy loop without math as the control."""
    from numba import cuda

    def loop_exp_sin_f32(x, out):
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, x.size, stride):
            out[i] = math.exp(math.sin(x[i])) * 0.5

    def loop_sincos_f64(x, out, k):
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, x.size, stride):
            out[i] = math.sin(k * x[i]) * math.cos(k * x[i])

    def loop_pow_log_f64(x, out):
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, x.size, stride):
            out[i] = math.pow(x[i], math.log(x[i]))

    def loop_erf_tanh_f32(x, out):
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, x.size, stride):
            out[i] = math.erf(x[i]) + math.tanh(x[i])

    def loop_sum_exp_f64(x, out):
        # math in an inner loop whose trip count is known only at run time
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, out.size, stride):
            acc = 0.0
            for j in range(x.size):
                acc += math.exp(x[j] - x[i % x.size])
            out[i] = acc

    def loop_saxpy_f32(a, x, y):
        start, stride = cuda.grid(1), cuda.gridsize(1)
        for i in range(start, x.size, stride):
            y[i] = a * x[i] + y[i]

    f32 = "float32[:]"
    f64 = "float64[:]"
    return [
        ("loop_exp_sin_f32", loop_exp_sin_f32, f"void({f32}, {f32})", {}),
        ("loop_exp_sin_f32_fast", loop_exp_sin_f32, f"void({f32}, {f32})", {"fastmath": True}),
        ("loop_sincos_f64", loop_sincos_f64, f"void({f64}, {f64}, float64)", {}),
        ("loop_pow_log_f64", loop_pow_log_f64, f"void({f64}, {f64})", {}),
        ("loop_erf_tanh_f32", loop_erf_tanh_f32, f"void({f32}, {f32})", {}),
        ("loop_sum_exp_f64", loop_sum_exp_f64, f"void({f64}, {f64})", {}),
        ("loop_saxpy_f32", loop_saxpy_f32, f"void(float32, {f32}, {f32})", {}),
    ]


# The math kernels: one numba math function per kernel, in f32 and f64, and the f32
# kernels again under fastmath=True (numba then calls __nv_fast_* where it has one and compiles with
# ftz=1, prec_div=0, prec_sqrt=0). Their IR, saved in tests/inputs/numba/math_*.ll, is what
# scripts/compare-fma and tests/fma_contraction.rs compare against libNVVM.
MATH_UNARY = [
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
    "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "erf", "erfc", "gamma", "lgamma",
    "sqrt", "cbrt",
]
MATH_BINARY = ["atan2", "pow", "hypot", "fmod"]
MATH_FAST_F32 = ["sin", "cos", "tan", "exp", "log", "log2", "log10", "pow", "atan2", "tanh", "sqrt", "erf"]


def copy_function(f):
    """A new function object with f's code, globals and closure (to give it its own name)."""
    import types

    return types.FunctionType(f.__code__, f.__globals__, f.__name__, f.__defaults__, f.__closure__)


def math_kernels():
    """(name, function, signature, options): `math_FN_f32`, `math_FN_f64` for every function of
    MATH_UNARY and MATH_BINARY, and `math_FN_f32_fast` (fastmath=True) for MATH_FAST_F32."""
    from numba import cuda

    def unary(f):
        def k(a):
            i = cuda.grid(1)
            if i < a.size:
                a[i] = f(a[i])
        return k

    def binary(f):
        def k(a, b):
            i = cuda.grid(1)
            if i < a.size:
                a[i] = f(a[i], b[i])
        return k

    def cbrt(a):  # numba types cuda.cbrt only as a global, not through a closure
        i = cuda.grid(1)
        if i < a.size:
            a[i] = cuda.cbrt(a[i])

    out = []
    for fast in (False, True):
        for name in MATH_UNARY + MATH_BINARY:
            for ty in ("f32",) if fast else ("f32", "f64"):
                if fast and name not in MATH_FAST_F32:
                    continue
                kname = f"math_{name}_{ty}" + ("_fast" if fast else "")
                if name == "cbrt":
                    k = copy_function(cbrt)
                else:
                    k = (binary if name in MATH_BINARY else unary)(getattr(math, name))
                # numba's mangled kernel name comes from the qualified name
                k.__name__ = k.__qualname__ = kname
                arr = "float32[:]" if ty == "f32" else "float64[:]"
                sig = f"void({arr}, {arr})" if name in MATH_BINARY else f"void({arr})"
                out.append((kname, k, sig, {"fastmath": True} if fast else {}))
    return out


def ptxas(ptx, arch="sm_90"):
    """(accepted, max registers of an entry, message). PTX with external functions (separate
    compilation: numba links them later) is assembled as relocatable code, `ptxas -c`."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "k.ptx")
        with open(path, "w") as f:
            f.write(ptx)
        cmd = [PTXAS, f"-arch={arch}", "-v", path, "-o", os.path.join(d, "k.cubin")]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0 and "Unresolved extern function" in p.stderr:
            p = subprocess.run(cmd[:1] + ["-c"] + cmd[1:], capture_output=True, text=True)
        regs = [int(m) for m in re.findall(r"Used (\d+) registers", p.stderr)]
        if p.returncode != 0:
            return False, None, p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "ptxas failed"
        return True, max(regs) if regs else 0, ""


class _Sm90:
    compute_capability = (9, 0)


def _hook_nvvm():
    """Without a driver, numba is told the device is sm_90; every module numba adds to a libNVVM
    program and the time of each compile call are recorded. Returns (modules, seconds), lists
    that the caller clears between kernels."""
    from numba.cuda import dispatcher
    from numba.cuda.cudadrv import nvvm

    # numba-cuda compiles a device function called from a kernel for the *current device's*
    # compute capability, which needs a driver; this check runs without one, so it says sm_90,
    # the cc every kernel is compiled for.
    dispatcher.get_current_device = lambda: _Sm90()
    captured = []
    nvvm_seconds = []
    orig_add, orig_compile = nvvm.CompilationUnit.add_module, nvvm.CompilationUnit.compile

    def add_module(self, buffer):
        captured.append(bytes(buffer))
        return orig_add(self, buffer)

    def compile_(self):
        t = time.perf_counter()
        try:
            return orig_compile(self)
        finally:
            nvvm_seconds.append(time.perf_counter() - t)

    nvvm.CompilationUnit.add_module = add_module
    nvvm.CompilationUnit.compile = compile_
    return captured, nvvm_seconds


def loaded_libnvvm():
    """The libnvvm files this process has mapped."""
    return sorted({line.split()[-1] for line in open("/proc/self/maps") if "libnvvm" in line})


def run(out_path, ir_dir=None):
    from numba import cuda

    captured, nvvm_seconds = _hook_nvvm()
    records = []
    which = os.environ.get("NUMBA_CHECK_SET")
    chosen = loop_kernels() if which == "loops" else math_kernels() if which == "math" else kernels()
    only = [k for k in os.environ.get("NUMBA_CHECK_ONLY", "").split(",") if k]
    for name, fn, sig, opts in chosen:
        if only and name not in only:
            continue
        captured.clear()
        nvvm_seconds.clear()
        rec = {"kernel": name, "options": opts}
        t = time.perf_counter()
        try:
            with warnings.catch_warnings(record=True) as w:
                warnings.simplefilter("always")
                ptx, _ = cuda.compile_ptx(fn, sig, cc=(9, 0), **opts)
            rec["accepted"] = True
            rec["warnings"] = [str(x.message)[:300] for x in w if "Nvvm" in type(x.message).__name__]
            ok, regs, msg = ptxas(ptx)
            rec.update(ptxas=ok, registers=regs, ptxas_message=msg, ptx_bytes=len(ptx.encode()))
            rec["loc"] = "\t.loc\t" in ptx
        except Exception as e:  # a rejected kernel is a result, not a crash of the harness
            rec.update(accepted=False, error=f"{type(e).__name__}: {str(e)[:500]}", ptxas=False, registers=None)
        rec["total_ms"] = (time.perf_counter() - t) * 1000
        rec["nvvm_ms"] = sum(nvvm_seconds) * 1000 if nvvm_seconds else None
        if ir_dir and captured:
            os.makedirs(ir_dir, exist_ok=True)
            # One file per module numba added (libdevice, added lazily, is not among them).
            for n, ir in enumerate(captured):
                suffix = "" if len(captured) == 1 else f".{n + 1}"
                with open(os.path.join(ir_dir, f"{name}{suffix}.ll"), "wb") as f:
                    f.write(ir)
        records.append(rec)
        print(f"  {name:22} accepted={rec['accepted']!s:5} ptxas={rec['ptxas']!s:5} regs={rec.get('registers')} nvvm={rec['nvvm_ms'] or 0:.1f} ms", flush=True)
        if not rec["accepted"]:
            print("    " + rec["error"].replace("\n", "\n    "), flush=True)
        elif not rec["ptxas"]:
            print("    ptxas: " + rec["ptxas_message"], flush=True)
    lib = loaded_libnvvm()
    print(f"  libNVVM loaded by this process: {', '.join(lib) or 'none'}", flush=True)
    with open(out_path, "w") as f:
        json.dump({"library": lib, "kernels": records}, f, indent=1)


def table(nvvmc_path, nvidia_path):
    a = json.load(open(nvvmc_path))
    b = json.load(open(nvidia_path))
    bk = {r["kernel"]: r for r in b["kernels"]}
    yes = lambda v: "yes" if v else "**no**"
    ms = lambda v: "–" if v is None else f"{v:.1f}"
    regs = lambda v: "–" if v is None else str(v)
    loc = lambda r: "yes" if r.get("loc") else "–"
    print("| kernel | options | nvvmc: accepted | ptxas | regs | `.loc` | NVVM ms | libNVVM 12.9: accepted | ptxas | regs | `.loc` | NVVM ms |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    totals = [0.0, 0.0]
    counts = [0, 0, 0, 0]
    for r in a["kernels"]:
        o = bk.get(r["kernel"], {})
        opts = ", ".join(f"{k}={v}" for k, v in r["options"].items()) or "–"
        print(
            f"| {r['kernel']} | {opts} | {yes(r['accepted'])} | {yes(r['ptxas'])} | {regs(r.get('registers'))} | {loc(r)} | {ms(r.get('nvvm_ms'))} "
            f"| {yes(o.get('accepted'))} | {yes(o.get('ptxas'))} | {regs(o.get('registers'))} | {loc(o)} | {ms(o.get('nvvm_ms'))} |"
        )
        totals[0] += r.get("nvvm_ms") or 0
        totals[1] += o.get("nvvm_ms") or 0
        counts[0] += bool(r["accepted"])
        counts[1] += bool(r["ptxas"])
        counts[2] += bool(o.get("accepted"))
        counts[3] += bool(o.get("ptxas"))
    n = len(a["kernels"])
    print(f"| **total** ({n} kernels) | | {counts[0]}/{n} | {counts[1]}/{n} | | | {totals[0]:.0f} | {counts[2]}/{n} | {counts[3]}/{n} | | | {totals[1]:.0f} |")
    warned = [r["kernel"] for r in a["kernels"] if r.get("warnings")]
    if warned:
        print(f"\nnumba warned (non-empty nvvmc log after success) for: {', '.join(warned)}")
    # Line information must reach the PTX wherever NVIDIA's libNVVM emits it.
    failed = [r for r in a["kernels"] if not (r["accepted"] and r["ptxas"]) or (bk.get(r["kernel"], {}).get("loc") and not r.get("loc"))]
    return 1 if failed else 0


def loops_table(nvvmc_path, nvidia_path):
    """Registers and PTX bytes per loop kernel, nvvmc against libNVVM; exit status 1 when a
    kernel fails through nvvmc."""
    a = json.load(open(nvvmc_path))
    b = {r["kernel"]: r for r in json.load(open(nvidia_path))["kernels"]}
    print("| kernel | options | regs nvvmc | regs libNVVM | PTX bytes nvvmc | PTX bytes libNVVM | bytes ratio | NVVM ms nvvmc | NVVM ms libNVVM |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    failed = 0
    for r in a["kernels"]:
        o = b.get(r["kernel"], {})
        opts = ", ".join(f"{k}={v}" for k, v in r["options"].items()) or "–"
        ok = r["accepted"] and r["ptxas"]
        failed += not ok
        def cell(rec, key, fmt="{}"):
            v = rec.get(key)
            return "–" if v is None else fmt.format(v)
        ratio = f"{r['ptx_bytes'] / o['ptx_bytes']:.2f}×" if ok and o.get("ptx_bytes") else "–"
        mark = "" if ok else " (**failed**)"
        print(f"| {r['kernel']}{mark} | {opts} | {cell(r, 'registers')} | {cell(o, 'registers')} | {cell(r, 'ptx_bytes')} | {cell(o, 'ptx_bytes')} | {ratio} "
              f"| {cell(r, 'nvvm_ms', '{:.1f}')} | {cell(o, 'nvvm_ms', '{:.1f}')} |")
    return 1 if failed else 0


# scripts/bench-numba's kernels, by kind: (kind, name) of `kernels()` and `loop_kernels()`, and
# the random-number kernel of `bench_kernels()`.
BENCH_SET = [
    ("baseline", "add_f32"),
    ("math", "sin_f32"),
    ("math", "pow_f64"),
    ("math", "special_f64"),
    ("loops", "loop_exp_sin_f32"),
    ("loops", "loop_sum_exp_f64"),
    ("shared memory", "shared_reduce_f32"),
    ("shared memory", "matmul_tiled"),
    ("atomics", "atomic_add_f32"),
    ("atomics", "atomic_cas_i32"),
    ("fp16", "fp16_ops"),
    ("complex", "complex64_mul"),
    ("complex", "complex128_exp_abs"),
    ("random", "random_uniform_f32"),
]


def bench_kernels():
    """{name: (kind, function, signature, options)} for scripts/bench-numba."""
    from numba import cuda, float32, from_dtype, void
    from numba.cuda.random import xoroshiro128p_dtype, xoroshiro128p_uniform_float32

    def random_uniform_f32(states, out):
        i = cuda.grid(1)
        if i < out.size:
            out[i] = xoroshiro128p_uniform_float32(states, i) * 2.0 - 1.0

    rng_sig = void(from_dtype(xoroshiro128p_dtype)[:], float32[:])
    known = {k[0]: k for k in kernels() + loop_kernels()}
    known["random_uniform_f32"] = ("random_uniform_f32", random_uniform_f32, rng_sig, {})
    return {name: (kind, *known[name][1:]) for kind, name in BENCH_SET}


def bench_worker():
    """A long-lived numba process for scripts/bench-numba: one kernel name per line on stdin,
    one JSON line per compile on stdout (`cuda.compile_ptx` end to end, and the time inside
    libNVVM's compile calls)."""
    from numba import cuda

    _, nvvm_seconds = _hook_nvvm()
    chosen = bench_kernels()
    for line in sys.stdin:
        name = line.strip()
        _, fn, sig, opts = chosen[name]
        nvvm_seconds.clear()
        t = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cuda.compile_ptx(fn, sig, cc=(9, 0), **opts)
        total = time.perf_counter() - t
        rec = {"kernel": name, "total_ms": total * 1000, "nvvm_ms": sum(nvvm_seconds) * 1000, "library": loaded_libnvvm()}
        print(json.dumps(rec), flush=True)


def bench(rounds, homes, out_path, only=""):
    """scripts/bench-numba: two workers, nvvmc's library and NVIDIA's, compile every kernel once
    (the first compile in a process, reported apart), then `rounds` rounds, each in a new random
    order of the kernels and of the two libraries; medians per kernel, geometric means."""
    import random
    import statistics

    names = [n for _, n in BENCH_SET if not only or n in only.split(",")]
    workers = {}
    for which in ("nvvmc", "nvidia"):
        env = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "LD_PRELOAD")}
        env.update(CUDA_HOME=os.path.join(homes, which), CUDA_PATH="")
        workers[which] = subprocess.Popen([sys.executable, os.path.abspath(__file__), "bench-worker"], env=env,
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def compile_in(which, name):
        w = workers[which]
        w.stdin.write(name + "\n")
        w.stdin.flush()
        line = w.stdout.readline()
        if not line:
            sys.exit(f"bench-numba: the {which} worker died compiling {name}")
        return json.loads(line)

    first = {which: {n: compile_in(which, n) for n in names} for which in workers}
    times = {which: {n: [] for n in names} for which in workers}
    rng = random.Random(39)
    for r in range(rounds):
        order = names[:]
        rng.shuffle(order)
        for n in order:
            pair = ["nvvmc", "nvidia"]
            rng.shuffle(pair)
            for which in pair:
                times[which][n].append(compile_in(which, n))
        print(f"bench-numba: round {r + 1}/{rounds}", file=sys.stderr, flush=True)
    libs = {which: first[which][names[0]]["library"] for which in workers}
    for w in workers.values():
        w.stdin.close()
        w.wait()
    med = lambda recs, key: statistics.median(x[key] for x in recs)
    rows = []
    for kind, n in BENCH_SET:
        if n not in names:
            continue
        a, b = times["nvvmc"][n], times["nvidia"][n]
        rows.append({"kind": kind, "kernel": n,
                     "nvvmc_total_ms": med(a, "total_ms"), "nvvmc_nvvm_ms": med(a, "nvvm_ms"),
                     "nvidia_total_ms": med(b, "total_ms"), "nvidia_nvvm_ms": med(b, "nvvm_ms"),
                     "nvvmc_first_ms": first["nvvmc"][n]["total_ms"], "nvidia_first_ms": first["nvidia"][n]["total_ms"]})
    with open(out_path, "w") as f:
        json.dump({"libraries": libs, "rounds": rounds, "kernels": rows}, f, indent=1)
    return bench_table(rows, libs, rounds)


def bench_table(rows, libs, rounds):
    """The markdown table of scripts/bench-numba."""
    geo = lambda xs: math.exp(sum(math.log(x) for x in xs) / len(xs))
    print(f"numba `cuda.compile_ptx`, sm_90, {rounds} rounds, median ms per compile (libraries: "
          f"nvvmc {', '.join(libs['nvvmc']) or 'none'}; NVIDIA {', '.join(libs['nvidia']) or 'none'})\n")
    print("| kind | kernel | nvvmc: total | NVVM | NVVM share | NVIDIA libNVVM: total | NVVM | NVVM share | total ratio | NVVM ratio |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        a, an, b, bn = r["nvvmc_total_ms"], r["nvvmc_nvvm_ms"], r["nvidia_total_ms"], r["nvidia_nvvm_ms"]
        print(f"| {r['kind']} | {r['kernel']} | {a:.1f} | {an:.1f} | {an / a:.0%} | {b:.1f} | {bn:.1f} | {bn / b:.0%} "
              f"| {a / b:.3f}× | {an / bn:.3f}× |")
    ga, gb = geo([r["nvvmc_total_ms"] for r in rows]), geo([r["nvidia_total_ms"] for r in rows])
    gan, gbn = geo([r["nvvmc_nvvm_ms"] for r in rows]), geo([r["nvidia_nvvm_ms"] for r in rows])
    print(f"| **geomean** ({len(rows)}) | | {ga:.1f} | {gan:.1f} | {gan / ga:.0%} | {gb:.1f} | {gbn:.1f} | {gbn / gb:.0%} "
          f"| **{ga / gb:.3f}×** | **{gan / gbn:.3f}×** |")
    fa, fb = geo([r["nvvmc_first_ms"] for r in rows]), geo([r["nvidia_first_ms"] for r in rows])
    print(f"\nFirst compile of each kernel in its process (numba's own first-time work included), geomean: "
          f"nvvmc {fa:.1f} ms, NVIDIA {fb:.1f} ms ({fa / fb:.3f}×).")
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
    elif sys.argv[1] == "table":
        sys.exit(table(sys.argv[2], sys.argv[3]))
    elif sys.argv[1] == "loops-table":
        sys.exit(loops_table(sys.argv[2], sys.argv[3]))
    elif sys.argv[1] == "bench":
        sys.exit(bench(int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5] if len(sys.argv) > 5 else ""))
    elif sys.argv[1] == "bench-worker":
        bench_worker()
    else:
        sys.exit(f"usage: {sys.argv[0]} run OUT.json [IR_DIR] | table NVVMC.json NVIDIA.json | loops-table NVVMC.json NVIDIA.json | bench ROUNDS HOMES OUT.json [KERNELS]")
