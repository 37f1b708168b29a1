"""nvvmc: an open NVVM IR -> PTX compiler (LLVM 22), from Python.

- :func:`activate` makes nvvmc's ``libnvvm.so.4`` the libNVVM and the nvJitLink of this
  process, so that numba-cuda, cuda-python's ``cuda.bindings.nvvm`` and cuda.core compile with
  nvvmc, and link its LTO objects (``-gen-lto``) with it; ``NVVMC_ACTIVATE=1`` in the
  environment does the same when Python starts. :func:`active` says which libNVVM and
  nvJitLink the process has.
- :func:`compile` compiles NVVM IR (text or bitcode, one module or several) to PTX, a cubin,
  the kernel ABI report, optimized IR or an LTO object, with structured diagnostics, raising
  :class:`CompileError` on failure.
- The ``nvvmc`` command (on ``PATH`` after ``pip install``) is the same compiler's command line.

libdevice (for math) and ptxas (for cubins) are NVIDIA's and not included: they are found in
NVIDIA's ``nvidia-cuda-nvcc-cu12`` wheel, ``CUDA_HOME`` and the other places docs/reference/options.md lists.
"""

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# The names below are imported on first use (PEP 562), so that the `nvvmc` command (a console
# script that only execs the executable) and Python's start-up hook do not pay for ctypes and
# json when they do not need them.
_LAZY = {
    "compile": "_compile",
    "CompileError": "_compile",
    "CompileResult": "_compile",
    "Diagnostic": "_compile",
    "Module": "_compile",
    "OptionError": "_compile",
    "activate": "_library",
    "active": "_library",
    "binary_path": "_library",
    "library_path": "_library",
    "ActivationError": "_library",
    "Library": "_library",
}

if TYPE_CHECKING:
    from ._compile import CompileError, CompileResult, Diagnostic, Module, OptionError, compile
    from ._library import ActivationError, Library, activate, active, binary_path, library_path


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'nvvmc' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    return sorted(list(globals()) + list(_LAZY))

__all__ = [
    "activate",
    "active",
    "compile",
    "library_path",
    "binary_path",
    "ActivationError",
    "CompileError",
    "CompileResult",
    "Diagnostic",
    "Library",
    "Module",
    "OptionError",
    "__version__",
]


def _activate_from_environment() -> None:
    from ._library import activate_from_environment

    activate_from_environment()
