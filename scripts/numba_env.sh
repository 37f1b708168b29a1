# The numba environment that scripts/numba-check and scripts/bench-numba share (sourced, not run):
# `numba_env ROOT LIB` checks .deps/, makes the virtualenv and the two CUDA_HOME layouts, and
# sets `venv` and `homes` for the caller.
#   - a virtualenv ($NUMBA_CHECK_VENV, default .deps/numba-venv) with numba-cuda,
#     nvidia-cuda-nvrtc-cu12 and nvidia-cuda-runtime-cu12 (cuda-bindings needs libcudart), and no
#     NVIDIA libNVVM; made from PyPI the first time;
#   - two CUDA_HOME layouts ($NUMBA_CHECK_HOMES, default .deps/numba-cuda-home), which is how
#     numba-cuda (through cuda-pathfinder) finds libNVVM (nvvm/lib64/libnvvm.so.4) and libdevice
#     (nvvm/libdevice/libdevice.10.bc):
#       nvvmc/   -> LIB (nvvmc's target/release/libnvvm.so)
#       nvidia/  -> .deps/libnvvm.so (NVIDIA's)
#     both with .deps/libdevice.10.bc.
# Only the CUDA_HOME layout decides which libnvvm a numba process loads: run it with
# `env -u LD_LIBRARY_PATH -u LD_PRELOAD CUDA_HOME="$homes/WHICH" CUDA_PATH= ...`.

numba_env() { # root lib
    local root=$1 lib=$2 deps="$1/.deps" f
    venv="${NUMBA_CHECK_VENV:-$deps/numba-venv}"
    homes="${NUMBA_CHECK_HOMES:-$deps/numba-cuda-home}"
    for f in libnvvm.so libdevice.10.bc ptxas; do
        [ -e "$deps/$f" ] || { printf 'missing .deps/%s: run scripts/setup.sh first\n' "$f" >&2; return 1; }
    done
    if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import numba.cuda, numpy" 2>/dev/null; then
        printf 'creating %s (numba-cuda from PyPI)\n' "$venv" >&2
        python3 -m venv "$venv"
        "$venv/bin/pip" install -q --upgrade pip
        "$venv/bin/pip" install -q numba-cuda nvidia-cuda-nvrtc-cu12 "nvidia-cuda-runtime-cu12==12.9.*"
    fi
    _numba_home nvvmc "$lib" "$deps"
    _numba_home nvidia "$(readlink -f "$deps/libnvvm.so")" "$deps"
}

_numba_home() { # name libnvvm deps
    local home="$homes/$1"
    mkdir -p "$home/nvvm/lib64" "$home/nvvm/libdevice"
    ln -sfn "$2" "$home/nvvm/lib64/libnvvm.so.4"
    ln -sfn "$2" "$home/nvvm/lib64/libnvvm.so"
    ln -sfn "$3/libdevice.10.bc" "$home/nvvm/libdevice/libdevice.10.bc"
}
