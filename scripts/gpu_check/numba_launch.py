"""numba kernels launched the way numba users launch them (`@cuda.jit`, nvJitLink installed, so
LTO on: `-gen-lto` and nvJitLink at the first call), once with nvvmc active and once with
NVIDIA's stack, their results compared. Run by `scripts/gpu-check --numba` (which says how), or:

    python scripts/gpu_check/numba_launch.py            # both sides, in two child processes
    python scripts/gpu_check/numba_launch.py --side nvvmc OUT.npz   # one side (the children)

Needs a Python with `numba-cuda[cu12]` (or `[cu13]`) and the nvvmc wheel, and a GPU. Exit status
0 when every kernel gives the same results (floating point within 2 ulp, integers exactly); 1 when
one differs or fails on nvvmc's side only; 2 without a GPU or on a setup error.
"""

import os
import subprocess
import sys
import tempfile

import numpy as np

N = 1 << 16


def kernels():
    """(name, run) pairs; run() returns the output arrays."""
    from numba import cuda, float16

    @cuda.jit(device=True)
    def poly(x):
        return x * x * 0.5 + x * 3.0 - 1.0

    @cuda.jit
    def axpy(r, a, x, y):
        i = cuda.grid(1)
        if i < r.size:
            r[i] = a * x[i] + y[i]

    @cuda.jit
    def math64(r, x):
        i = cuda.grid(1)
        if i < r.size:
            r[i] = np.sin(x[i]) * np.exp(x[i] * 0.01) + poly(np.sqrt(abs(x[i])))

    @cuda.jit
    def block_sum(r, x):
        s = cuda.shared.array(256, np.float32)
        t = cuda.threadIdx.x
        i = cuda.grid(1)
        s[t] = x[i] if i < x.size else 0.0
        cuda.syncthreads()
        step = 128
        while step > 0:
            if t < step:
                s[t] += s[t + step]
            cuda.syncthreads()
            step //= 2
        if t == 0:
            r[cuda.blockIdx.x] = s[0]

    @cuda.jit
    def histogram(h, x):
        i = cuda.grid(1)
        if i < x.size:
            cuda.atomic.add(h, x[i] % h.size, 1)

    @cuda.jit
    def half_ops(r, x):
        i = cuda.grid(1)
        if i < r.size:
            r[i] = x[i] * float16(2.0) + float16(1.0)

    rng = np.random.default_rng(7)
    xf = rng.standard_normal(N).astype(np.float32)
    yf = rng.standard_normal(N).astype(np.float32)
    xd = rng.uniform(-50, 50, N)
    xi = rng.integers(0, 1 << 30, N).astype(np.int32)
    xh = rng.standard_normal(N).astype(np.float16)
    blocks = (N + 255) // 256

    def run_axpy():
        r = np.zeros(N, np.float32)
        axpy[blocks, 256](r, np.float32(1.5), xf, yf)
        return [r]

    def run_math64():
        r = np.zeros(N)
        math64[blocks, 256](r, xd)
        return [r]

    def run_block_sum():
        r = np.zeros(blocks, np.float32)
        block_sum[blocks, 256](r, xf)
        return [r]

    def run_histogram():
        h = np.zeros(97, np.int32)
        histogram[blocks, 256](h, xi)
        return [h]

    def run_half():
        r = np.zeros(N, np.float16)
        half_ops[blocks, 256](r, xh)
        return [r]

    return [("axpy", run_axpy), ("math64", run_math64), ("block_sum", run_block_sum),
            ("histogram", run_histogram), ("half_ops", run_half)]


def side(name, out):
    if name == "nvvmc":
        import nvvmc

        nvvmc.activate()
    from numba import cuda
    from numba.cuda.cudadrv import driver

    if not cuda.is_available():
        print("numba_launch: no CUDA driver/GPU found", file=sys.stderr)
        return 2
    if not driver._have_nvjitlink():
        print("numba_launch: nvJitLink is not installed, so numba would not take the LTO path", file=sys.stderr)
        return 2
    results = {}
    for kname, run in kernels():
        try:
            for j, a in enumerate(run()):
                results[f"{kname}.{j}"] = a
        except Exception as e:  # noqa: BLE001 - reported per kernel
            results[f"{kname}.error"] = np.array(str(e))
    if name == "nvvmc":
        import nvvmc

        results["active"] = np.array(str(nvvmc.active()))
    np.savez(out, **results)
    return 0


def ulps(a, b):
    """Distance in units in the last place, per element, for float arrays."""
    it = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    ia, ib = a.view(it).astype(np.int64), b.view(it).astype(np.int64)
    # Order negative floats below positive ones, as integers.
    ia = np.where(ia < 0, -(ia & ((1 << (8 * a.dtype.itemsize - 1)) - 1)), ia)
    ib = np.where(ib < 0, -(ib & ((1 << (8 * b.dtype.itemsize - 1)) - 1)), ib)
    return np.abs(ia - ib)


def compare():
    with tempfile.TemporaryDirectory() as d:
        files = {}
        for s in ("nvidia", "nvvmc"):
            files[s] = os.path.join(d, f"{s}.npz")
            env = {k: v for k, v in os.environ.items() if k not in ("NVVMC_ACTIVATE", "LD_PRELOAD")}
            code = subprocess.run([sys.executable, __file__, "--side", s, files[s]], env=env).returncode
            if code != 0:
                return code
        nv, us = np.load(files["nvidia"]), np.load(files["nvvmc"])
        print(f"nvvmc side: {us['active']}")
        print("| kernel | result | max ulp / mismatches |\n|---|---|---|")
        bad = 0
        for key in sorted(k for k in nv.files):
            if key.endswith(".error"):
                print(f"| {key[:-6]} | NVIDIA's stack failed: {nv[key]} | |")
                continue
            if key not in us.files:
                print(f"| {key} | nvvmc failed: {us.get(key.split('.')[0] + '.error', '?')} | |")
                bad += 1
                continue
            a, b = nv[key], us[key]
            if a.dtype.kind == "f":
                worst = int(ulps(a, b).max())
                ok = worst <= 2
                print(f"| {key} | {'same' if worst == 0 else 'within 2 ulp' if ok else 'DIFFERS'} | {worst} ulp |")
            else:
                n = int((a != b).sum())
                ok = n == 0
                print(f"| {key} | {'same' if ok else 'DIFFERS'} | {n} |")
            bad += not ok
        return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--side":
        sys.exit(side(sys.argv[2], sys.argv[3]))
    sys.exit(compare())
