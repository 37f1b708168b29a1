"""Finding, loading and identifying libNVVM libraries in this process.

How libNVVM's clients find the library (read from their sources, cuda-pathfinder 1.9 and
cuda-bindings 12.9/13.x):

- ``cuda.bindings.nvvm`` (``_internal/nvvm_linux.pyx``) first asks the process's global symbol
  scope, ``dlsym(RTLD_DEFAULT, "nvvmCreateProgram")`` and so on: a libnvvm loaded with
  ``RTLD_GLOBAL`` (or ``LD_PRELOAD``) wins outright. Otherwise it calls
  ``cuda.pathfinder.load_nvidia_dynamic_lib("nvvm")``.
- cuda-pathfinder (``_dynamic_libs/load_nvidia_dynamic_lib.py``) looks for NVIDIA's wheel in
  site-packages (``nvidia/cuda_nvcc/nvvm/lib64``, ``nvidia/cu13/lib``), conda and ``CUDA_HOME``,
  but before loading what it found it checks whether a library of that soname is already in the
  process: ``dlopen("libnvvm.so.4", RTLD_NOLOAD)`` (then ``"libnvvm.so"``), which the dynamic
  loader answers by soname as well as by file name. nvvmc's library has the soname
  ``libnvvm.so.4``, so once it is loaded, pathfinder returns it instead of NVIDIA's wheel.
  (``CUDA_HOME`` comes after site-packages: with NVIDIA's wheel installed, a ``CUDA_HOME``
  pointing at nvvmc's library is never reached.)
- numba-cuda (0.30) compiles through ``cuda.bindings.nvvm``, so it follows the same path.

So loading nvvmc's ``libnvvm.so.4`` with ``RTLD_GLOBAL`` before a client first uses NVVM makes
every one of them use it, and nothing can redirect a client that already loaded NVIDIA's.
"""

from __future__ import annotations

import ctypes
import os
import re
import threading
from dataclasses import dataclass
from typing import List, Optional

_HERE = os.path.dirname(os.path.abspath(__file__))
_LIBNVVM = re.compile(r"^libnvvm\.so(\.\d+)*$")
_lock = threading.Lock()
_handle: Optional[ctypes.CDLL] = None


class ActivationError(RuntimeError):
    """nvvmc's library cannot become the process's libNVVM (another one is already loaded, or
    nvvmc's library is missing or cannot be loaded)."""


@dataclass(frozen=True)
class Library:
    """A libNVVM loaded in this process."""

    compiler: str
    """``"nvvmc"`` or ``"NVIDIA libNVVM"``."""
    path: str
    """The file the process mapped (symbolic links resolved)."""
    version: str
    """``nvvmcVersion()`` for nvvmc (``"nvvmc 0.1.0"``), ``"libNVVM X.Y"`` (``nvvmVersion``) otherwise."""

    @property
    def is_nvvmc(self) -> bool:
        return self.compiler == "nvvmc"

    def __str__(self) -> str:
        return f"{self.version} ({self.path})"


def library_path() -> str:
    """The path of nvvmc's ``libnvvm.so.4``: ``$NVVMC_LIBRARY`` if set, else the one installed
    with this package (``nvvmc/lib/libnvvm.so.4``)."""
    env = os.environ.get("NVVMC_LIBRARY")
    if env:
        return env
    return os.path.join(_HERE, "lib", "libnvvm.so.4")


def binary_path() -> str:
    """The path of the ``nvvmc`` executable installed with this package (``nvvmc/bin/nvvmc``;
    the ``nvvmc`` command on ``PATH`` runs it)."""
    return os.path.join(_HERE, "bin", "nvvmc")


def _mapped_libnvvm() -> List[str]:
    """Every libnvvm file mapped into this process, in /proc/self/maps order, without repeats."""
    seen: List[str] = []
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                parts = line.split(None, 5)
                if len(parts) == 6:
                    path = parts[5].strip()
                    if path.startswith("/") and _LIBNVVM.match(os.path.basename(path)) and path not in seen:
                        seen.append(path)
    except OSError:
        pass
    return seen


def _mapping_of(address: int) -> Optional[str]:
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                parts = line.split(None, 5)
                lo, hi = (int(x, 16) for x in parts[0].split("-"))
                if lo <= address < hi and len(parts) == 6:
                    return parts[5].strip()
    except (OSError, ValueError):
        pass
    return None


def _describe(path: str) -> Library:
    """Asks the loaded library at ``path`` what it is."""
    try:
        lib = ctypes.CDLL(path, mode=os.RTLD_NOLOAD)
    except OSError:
        return Library("NVIDIA libNVVM", path, "libNVVM (unknown version)")
    try:
        identity = lib.nvvmcVersion
    except AttributeError:
        identity = None
    if identity is not None:
        identity.restype = ctypes.c_char_p
        identity.argtypes = []
        return Library("nvvmc", path, identity().decode())
    major, minor = ctypes.c_int(), ctypes.c_int()
    version = "libNVVM (unknown version)"
    try:
        if lib.nvvmVersion(ctypes.byref(major), ctypes.byref(minor)) == 0:
            version = f"libNVVM {major.value}.{minor.value}"
    except AttributeError:
        pass
    return Library("NVIDIA libNVVM", path, version)


def active() -> Optional[Library]:
    """Which libNVVM this process has: the library whose ``nvvmCreateProgram`` a client
    resolving symbols globally gets, else the first libnvvm mapped into the process; ``None``
    when no libNVVM is loaded yet (a client will load NVIDIA's, unless :func:`activate` runs
    first)."""
    try:
        address = ctypes.cast(ctypes.CDLL(None).nvvmCreateProgram, ctypes.c_void_p).value
    except AttributeError:
        address = None
    path = _mapping_of(address) if address else None
    if path is None:
        mapped = _mapped_libnvvm()
        path = mapped[0] if mapped else None
    return _describe(path) if path else None


def activate() -> Library:
    """Makes nvvmc's ``libnvvm.so.4`` this process's libNVVM, for every client that loads
    libNVVM afterwards: numba-cuda (0.30 and later), cuda-python's ``cuda.bindings.nvvm`` (12.x
    and 13.x), anything that goes through cuda-pathfinder or resolves ``nvvm*`` symbols globally.

    Call it before the client first compiles (first thing in the program is safest), or set
    ``NVVMC_ACTIVATE=1`` in the environment, which does it when Python starts. Calling it again
    is harmless. Returns the active :class:`Library`.

    Raises :class:`ActivationError` when NVIDIA's libNVVM is already loaded (nothing can take
    its place in a running process: restart with ``NVVMC_ACTIVATE=1``, or activate earlier),
    or when nvvmc's library is missing or cannot be loaded.
    """
    global _handle
    with _lock:
        for path in _mapped_libnvvm():
            lib = _describe(path)
            if not lib.is_nvvmc:
                raise ActivationError(
                    f"NVIDIA's libNVVM is already loaded in this process ({path}), so clients keep "
                    "using it: nvvmc.activate() must run before numba-cuda or cuda.bindings.nvvm load "
                    "NVVM (their first compilation). Activate first thing in the program, or start "
                    "Python with NVVMC_ACTIVATE=1 in the environment."
                )
        path = library_path()
        if not os.path.isfile(path):
            raise ActivationError(f"nvvmc's library is missing: {path} (reinstall the nvvmc wheel, or set NVVMC_LIBRARY)")
        try:
            _handle = ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
        except OSError as e:
            raise ActivationError(f"cannot load nvvmc's library {path}: {e}") from e
    lib = active()
    if lib is None or not lib.is_nvvmc:
        raise ActivationError(f"nvvmc's library was loaded but the process resolves libNVVM to {lib}")
    return lib


def load_local() -> ctypes.CDLL:
    """nvvmc's library for :func:`nvvmc.compile`: the activated one, else loaded without
    ``RTLD_GLOBAL``. Either way its soname, ``libnvvm.so.4``, is then in the process, so a client
    that loads libNVVM later through cuda-pathfinder gets nvvmc's (see this module's notes)."""
    global _handle
    with _lock:
        if _handle is None:
            path = library_path()
            try:
                _handle = ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_LOCAL)
            except OSError as e:
                raise ActivationError(f"cannot load nvvmc's library {path}: {e}") from e
        return _handle


def activate_from_environment() -> None:
    """The ``NVVMC_ACTIVATE=1`` hook (``nvvmc_activate.pth``): activates, and on failure says why
    on stderr instead of stopping the interpreter's start."""
    import sys

    try:
        activate()
    except Exception as e:  # noqa: BLE001 - a .pth hook must not abort Python's start
        sys.stderr.write(f"nvvmc: NVVMC_ACTIVATE is set but nvvmc's libNVVM was not activated: {e}\n")
