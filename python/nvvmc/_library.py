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

nvJitLink, the linker for ``-gen-lto`` output, is found the same way: ``cuda.bindings.nvjitlink``
(``_internal/nvjitlink_linux.pyx``) first asks ``dlsym(RTLD_DEFAULT, "nvJitLinkCreate")`` and so
on, then ``load_nvidia_dynamic_lib("nvJitLink")``; numba-cuda (``driver._Linker`` with
``lto=True``) and cuda.core's ``Linker`` link through it. nvvmc's ``libnvvm.so.4`` also exports
nvJitLink's C API: it links the nvvmc LTO objects that its libNVVM writes for ``-gen-lto``
(compiling them to PTX itself), and forwards the rest of a link (a cubin, PTX, NVIDIA's LTO-IR
from NVRTC) to NVIDIA's nvJitLink, which it loads privately.

So loading nvvmc's ``libnvvm.so.4`` with ``RTLD_GLOBAL`` before a client first uses NVVM or
nvJitLink makes every one of them use it for both, and nothing can redirect a client that
already loaded NVIDIA's: :func:`activate` refuses then. It also points ``NVVMC_NVJITLINK`` at
NVIDIA's nvJitLink in NVIDIA's wheels (``nvidia/cu13/lib/libnvJitLink.so.13``, then
``nvidia/nvjitlink/lib/libnvJitLink.so.12``, in every site-packages and ``sys.path`` directory,
as cuda-pathfinder searches them), unless it is set already, so that nvvmc's nvJitLink finds
the library to forward cubin links to even when nvvmc's wheel is installed elsewhere than
NVIDIA's (the library itself only looks beside its own site-packages, ``CUDA_HOME`` and the
loader's path).
"""

from __future__ import annotations

import ctypes
import os
import re
import threading
from dataclasses import dataclass, replace
from typing import List, Optional

_HERE = os.path.dirname(os.path.abspath(__file__))
_LIBNVVM = re.compile(r"^libnvvm\.so(\.\d+)*$")
_LIBNVJITLINK = re.compile(r"^libnvJitLink\.so(\.\d+)*$")
#: NVIDIA's nvJitLink in NVIDIA's wheels, relative to a site-packages directory, in
#: cuda-pathfinder's order.
_NVJITLINK_IN_WHEELS = ("nvidia/cu13/lib/libnvJitLink.so.13", "nvidia/nvjitlink/lib/libnvJitLink.so.12")
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
    nvjitlink: Optional[str] = None
    """Which nvJitLink the process has (the linker of ``-gen-lto`` output): ``"nvvmc"`` when
    ``nvJitLinkCreate`` resolves globally to nvvmc's library, ``"NVIDIA nvJitLink"`` when it
    resolves to (or, resolving to none, the process maps) NVIDIA's ``libnvJitLink.so``, ``None``
    when no nvJitLink is loaded yet."""

    @property
    def is_nvvmc(self) -> bool:
        return self.compiler == "nvvmc"

    def __str__(self) -> str:
        linker = f", nvJitLink: {self.nvjitlink}" if self.nvjitlink else ""
        return f"{self.version} ({self.path}{linker})"


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


def _mapped(name: "re.Pattern[str]") -> List[str]:
    """Every file whose name matches ``name`` mapped into this process, in /proc/self/maps
    order, without repeats."""
    seen: List[str] = []
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                parts = line.split(None, 5)
                if len(parts) == 6:
                    path = parts[5].strip()
                    if path.startswith("/") and name.match(os.path.basename(path)) and path not in seen:
                        seen.append(path)
    except OSError:
        pass
    return seen


def _mapped_libnvvm() -> List[str]:
    """Every libnvvm file mapped into this process."""
    return _mapped(_LIBNVVM)


def _global_symbol_file(name: str) -> Optional[str]:
    """The mapped file that defines ``name`` in the process's global scope (``RTLD_DEFAULT``),
    or ``None``."""
    try:
        address = ctypes.cast(getattr(ctypes.CDLL(None), name), ctypes.c_void_p).value
    except AttributeError:
        return None
    return _mapping_of(address) if address else None


def _nvjitlink() -> Optional[str]:
    """Which nvJitLink the process has (:attr:`Library.nvjitlink`)."""
    path = _global_symbol_file("nvJitLinkCreate")
    if path is not None:
        return "nvvmc" if _describe(path).is_nvvmc else "NVIDIA nvJitLink"
    return "NVIDIA nvJitLink" if _mapped(_LIBNVJITLINK) else None


def _find_nvidia_nvjitlink() -> Optional[str]:
    """NVIDIA's nvJitLink in NVIDIA's wheels (``nvidia-nvjitlink`` for CUDA 13, then
    ``nvidia-nvjitlink-cu12``), searched in every site-packages and ``sys.path`` directory as
    cuda-pathfinder searches them; ``None`` when none is installed."""
    import site
    import sys

    dirs: List[str] = []
    try:
        dirs += site.getsitepackages()
    except AttributeError:  # some embedded or virtualenv-patched ``site`` modules lack it
        pass
    try:
        dirs.append(site.getusersitepackages())
    except AttributeError:
        pass
    dirs += [d for d in sys.path if d]
    for relative in _NVJITLINK_IN_WHEELS:
        for d in dirs:
            candidate = os.path.join(d, relative)
            if os.path.isfile(candidate):
                return candidate
    return None


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
    first). Its :attr:`~Library.nvjitlink` says which nvJitLink the process has."""
    path = _global_symbol_file("nvvmCreateProgram")
    if path is None:
        mapped = _mapped_libnvvm()
        path = mapped[0] if mapped else None
    if path is None:
        return None
    return replace(_describe(path), nvjitlink=_nvjitlink())


def activate() -> Library:
    """Makes nvvmc's ``libnvvm.so.4`` this process's libNVVM and nvJitLink, for every client
    that loads them afterwards: numba-cuda (0.30 and later), cuda-python's
    ``cuda.bindings.nvvm`` and ``cuda.bindings.nvjitlink`` (12.x and 13.x), cuda.core, anything
    that goes through cuda-pathfinder or resolves ``nvvm*`` and ``nvJitLink*`` symbols globally.
    Unless ``NVVMC_NVJITLINK`` is set, it is set to NVIDIA's nvJitLink from NVIDIA's wheels when
    one is installed: nvvmc's nvJitLink hands cubin links to it (see this module's notes).

    Call it before the client first compiles or links (first thing in the program is safest),
    or set ``NVVMC_ACTIVATE=1`` in the environment, which does it when Python starts. Calling it
    again is harmless. Returns the active :class:`Library`.

    Raises :class:`ActivationError` when NVIDIA's libNVVM or nvJitLink is already loaded
    (nothing can take its place in a running process: restart with ``NVVMC_ACTIVATE=1``, or
    activate earlier), or when nvvmc's library is missing or cannot be loaded.
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
        # Once nvvmc's nvJitLink is the global one, a mapped libnvJitLink is the NVIDIA library
        # it loaded privately for a cubin link (or one loaded after it, which clients that
        # resolve globally do not use): activating again is harmless then.
        linkers = _mapped(_LIBNVJITLINK) if _nvjitlink() != "nvvmc" else []
        if linkers:
            raise ActivationError(
                f"NVIDIA's nvJitLink is already loaded in this process ({linkers[0]}), so clients keep "
                "using it: nvvmc.activate() must run before numba-cuda, cuda.bindings.nvjitlink or "
                "cuda.core load nvJitLink (their first link). Activate first thing in the program, "
                "or start Python with NVVMC_ACTIVATE=1 in the environment."
            )
        path = library_path()
        if not os.path.isfile(path):
            raise ActivationError(f"nvvmc's library is missing: {path} (reinstall the nvvmc wheel, or set NVVMC_LIBRARY)")
        if not os.environ.get("NVVMC_NVJITLINK"):
            nvidia = _find_nvidia_nvjitlink()
            if nvidia is not None:
                # Read by nvvmc's nvJitLink at its first link that needs NVIDIA's.
                os.environ["NVVMC_NVJITLINK"] = nvidia
        try:
            _handle = ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_GLOBAL)
        except OSError as e:
            raise ActivationError(f"cannot load nvvmc's library {path}: {e}") from e
    lib = active()
    if lib is None or not lib.is_nvvmc:
        raise ActivationError(f"nvvmc's library was loaded but the process resolves libNVVM to {lib}")
    if lib.nvjitlink != "nvvmc":
        raise ActivationError(f"nvvmc's library was loaded but the process resolves nvJitLink to {lib.nvjitlink}")
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
