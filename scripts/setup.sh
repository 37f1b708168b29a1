#!/usr/bin/env bash
# Installs what nvvmc needs to build and test, idempotently, as root on Debian 12:
#   - the C/C++ toolchain (gcc, g++, libstdc++-12-dev), LLVM 22 (llvm-22-dev, its tools for
#     FileCheck) and the libraries a static LLVM link needs;
#   - LLVM 22's compiler-rt builtins (libclang-rt-22-dev), the CPU reference that
#     tests/complex_builtins.rs checks the complex-arithmetic shim against;
#   - libclc-22 (libclc's NVPTX bitcode, /usr/lib/clc/nvptx64--.bc), the real math library that
#     tests/math_lib.rs wraps for --math-lib (docs/reference/math.md: "Bring your own math library");
#   - redis-server, which tests/cache_redis.rs starts on a free localhost port (the shared
#     compile cache, NVVMC_CACHE_URL);
#   - libdevice, ptxas and libNVVM from NVIDIA's PyPI wheel nvidia-cuda-nvcc-cu12, and nvJitLink
#     from nvidia-nvjitlink-cu12, unpacked into the ignored folder .deps/ (nothing from NVIDIA is
#     ever committed).
# Safe to run again: every step checks first and does nothing when its result is already there.
#
# Usage: bash scripts/setup.sh
if [ "${1-}" = --help ] || [ "${1-}" = -h ]; then sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0; fi
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps="$root/.deps"
wheel_version="12.9.86"
# The C toolchain is listed explicitly: rustc links with `cc`, a static LLVM needs libstdc++,
# and ir/build.rs compiles ir/src/cpp/*.cpp with g++ (on a root machine without Recommends, nothing
# else pulls them in: "linker `cc` not found", then "unable to find library -lstdc++").
apt_packages=(gcc g++ libc6-dev libstdc++-12-dev
              llvm-22-dev llvm-22-tools libpolly-22-dev libzstd-dev zlib1g-dev libz3-dev
              libxml2-dev libffi-dev python3 python3-pip python3-venv unzip ca-certificates
              libclang-rt-22-dev libmpfr-dev
              libclc-22
              redis-server)

log() { printf 'setup: %s\n' "$*" >&2; }

missing=()
for p in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    if [ "$(id -u)" != 0 ]; then
        log "missing Debian packages: ${missing[*]}; run this script as root (or: sudo apt-get install ${missing[*]})"
        exit 1
    fi
    log "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1 && [ ! -x "$HOME/.cargo/bin/cargo" ]; then
    log "no Rust toolchain found: install one with rustup (https://rustup.rs), then run this again"
    exit 1
fi

nvcc_dir="$deps/nvidia/cuda_nvcc"
if [ ! -f "$nvcc_dir/nvvm/libdevice/libdevice.10.bc" ] || [ ! -x "$nvcc_dir/bin/ptxas" ] \
   || [ ! -f "$nvcc_dir/nvvm/lib64/libnvvm.so" ]; then
    log "fetching nvidia-cuda-nvcc-cu12==$wheel_version (libdevice, ptxas, libNVVM) into .deps/"
    mkdir -p "$deps/wheels"
    py=$(command -v python3)
    "$py" -m pip download --quiet --no-deps --disable-pip-version-check \
        "nvidia-cuda-nvcc-cu12==$wheel_version" -d "$deps/wheels"
    whl=$(ls "$deps"/wheels/nvidia_cuda_nvcc_cu12-"$wheel_version"-*.whl | head -n 1)
    unzip -q -o "$whl" 'nvidia/cuda_nvcc/nvvm/libdevice/*' 'nvidia/cuda_nvcc/bin/ptxas' \
        'nvidia/cuda_nvcc/nvvm/lib64/*' 'nvidia/cuda_nvcc/nvvm/include/*' -d "$deps"
    chmod +x "$nvcc_dir/bin/ptxas"
    rm -rf "$deps/wheels"
fi
# NVIDIA's nvJitLink (nvidia-nvjitlink-cu12), which nvvmc's nvJitLink hands PTX and foreign
# inputs to for a cubin (capi/src/nvjitlink/; capi/tests/nvjitlink.rs links through it).
jitlink_dir="$deps/nvidia/nvjitlink"
if [ ! -f "$jitlink_dir/lib/libnvJitLink.so.12" ]; then
    log "fetching nvidia-nvjitlink-cu12==$wheel_version (nvJitLink) into .deps/"
    mkdir -p "$deps/wheels"
    python3 -m pip download --quiet --no-deps --disable-pip-version-check \
        "nvidia-nvjitlink-cu12==$wheel_version" -d "$deps/wheels"
    whl=$(ls "$deps"/wheels/nvidia_nvjitlink_cu12-"$wheel_version"-*.whl | head -n 1)
    unzip -q -o "$whl" 'nvidia/nvjitlink/lib/*' -d "$deps"
    rm -rf "$deps/wheels"
fi
ln -sfn "nvidia/nvjitlink/lib/libnvJitLink.so.12" "$deps/libnvJitLink.so.12"
# Stable short paths that scripts, tests and users can rely on.
ln -sfn "nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc" "$deps/libdevice.10.bc"
ln -sfn "nvidia/cuda_nvcc/bin/ptxas" "$deps/ptxas"
ln -sfn "nvidia/cuda_nvcc/nvvm/lib64/libnvvm.so" "$deps/libnvvm.so"
log "ready: LLVM 22 at /usr/lib/llvm-22, libdevice and ptxas under .deps/"
