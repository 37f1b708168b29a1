"""``nvvmc.compile``: one call into nvvmc's ``libnvvm.so.4`` (``nvvmcCompile``, an export beside
libNVVM's API, declared in ``capi/include/nvvmc.h``) through ctypes: the same library, pipeline
and diagnostics as the ``nvvmc`` command, in this process, with no second build of LLVM."""

from __future__ import annotations

import ctypes
import json
import os
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from ._library import load_local

#: One module: NVVM IR text (``str``), bitcode or text as ``bytes``, a file (``os.PathLike``),
#: or a ``(name, str | bytes)`` pair naming the module in diagnostics.
Module = Union[str, bytes, bytearray, memoryview, "os.PathLike[str]", Tuple[str, Union[str, bytes]]]

_LINKS = ("late", "early", "ptx", "none")
_EMITS = ("ptx", "cubin", "abi", "llvm", "bc", "lto")


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic, as ``nvvmc --diagnostics json`` prints it."""

    severity: str
    """``"error"``, ``"warning"`` or ``"note"``."""
    message: str
    rule: Optional[str] = None
    """The legality rule that fired (kebab-case id, ``nvvmc --list-rules``), if any."""
    section: Optional[str] = None
    """The NVVM IR specification 1.1 section the rule comes from, e.g. ``"9"``."""
    file: Optional[str] = None
    """Source file (from debug information) or the module's name."""
    line: Optional[int] = None
    function: Optional[str] = None
    global_name: Optional[str] = None
    """The offending global variable, declaration or alias (``global`` in the JSON)."""
    instruction: Optional[str] = None
    fix: Optional[str] = None
    """What to do about it (``hint`` in the JSON)."""

    @property
    def location(self) -> str:
        """``file:line``, the file, the function, or ``""``: where it is."""
        if self.file and self.line is not None:
            return f"{self.file}:{self.line}"
        if self.file:
            return self.file
        if self.function:
            return f"function '{self.function}'"
        return ""

    @classmethod
    def from_json(cls, d: Dict[str, Any]) -> "Diagnostic":
        return cls(
            severity=d.get("severity") or "error",
            message=d.get("message") or "",
            rule=d.get("rule"),
            section=d.get("section"),
            file=d.get("file"),
            line=d.get("line"),
            function=d.get("function"),
            global_name=d.get("global"),
            instruction=d.get("instruction"),
            fix=d.get("hint"),
        )

    def __str__(self) -> str:
        where = f"{self.location}: " if self.location else ""
        rule = f" [{self.rule}{', NVVM IR spec ' + chr(167) + self.section if self.section else ''}]" if self.rule else ""
        text = f"{where}{self.severity}: {self.message}{rule}"
        if self.instruction:
            text += f"\n  {self.instruction}"
        if self.fix:
            text += f"\n  fix: {self.fix}"
        return text


@dataclass(frozen=True)
class CompileResult:
    """What a successful :func:`compile` produced."""

    output: bytes
    """The output: PTX, LLVM IR text, bitcode, a cubin, the ABI report (JSON) or an nvvmc LTO
    object; empty with ``check=True``."""
    emit: str
    diagnostics: List[Diagnostic] = field(default_factory=list)
    """Warnings and notes (a success has no errors)."""
    stats: Optional[str] = None
    """``--stats``' text, when asked for."""
    time_report: Optional[str] = None
    """``--time-report``'s text, when asked for."""

    @property
    def ptx(self) -> str:
        """The PTX (``emit="ptx"``) as text."""
        if self.emit != "ptx":
            raise ValueError(f"this result is emit={self.emit!r}, not PTX")
        return self.output.decode()

    @property
    def text(self) -> str:
        """The output as text (PTX, LLVM IR, ABI report)."""
        return self.output.decode()

    @property
    def abi(self) -> Any:
        """The kernel ABI report (``emit="abi"``), parsed."""
        if self.emit != "abi":
            raise ValueError(f"this result is emit={self.emit!r}, not the ABI report")
        return json.loads(self.output)


class CompileError(Exception):
    """The compilation failed. ``diagnostics`` holds every diagnostic (the errors first reported,
    then warnings and notes), each with rule, section, location and fix where nvvmc knows them;
    ``kind`` names the failure (``"parse"``, ``"link"``, ``"diagnostics"`` for legality and
    backend errors, ``"libdevice"``, ``"tool"`` for ptxas, ``"usage"``, ...)."""

    def __init__(self, message: str, kind: str, diagnostics: List[Diagnostic]):
        super().__init__(message)
        self.message = message
        self.kind = kind
        self.diagnostics = diagnostics

    @property
    def errors(self) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    def __str__(self) -> str:
        # For a "diagnostics" failure the message is a count and the diagnostics say what; for
        # the others the message is the first diagnostic's, with its fix.
        shown = self.diagnostics if self.kind == "diagnostics" else self.diagnostics[1:]
        return "\n".join([self.message] + [str(d) for d in shown])


class OptionError(CompileError, ValueError):
    """An option nvvmc does not accept (unknown architecture, PTX version, link strategy, ...):
    a :class:`CompileError` of kind ``"usage"`` and a ``ValueError``."""


_P = ctypes.POINTER(ctypes.c_char)
_configured: Optional[ctypes.CDLL] = None


def _lib() -> ctypes.CDLL:
    global _configured
    lib = load_local()
    if _configured is not lib:
        f = lib.nvvmcCompile
        f.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_char_p),
            ctypes.POINTER(_P), ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(_P), ctypes.POINTER(ctypes.c_size_t),
        ]
        f.restype = ctypes.c_int
        lib.nvvmcFreeBuffer.argtypes = [_P, ctypes.c_size_t]
        lib.nvvmcFreeBuffer.restype = None
        _configured = lib
    return lib


def _module(m: Any, index: int) -> Tuple[str, bytes]:
    if isinstance(m, tuple) and len(m) == 2 and isinstance(m[0], str):
        name, body = m
        return name, _module(body, index)[1]
    if isinstance(m, str):
        return f"<module {index}>", m.encode()
    if isinstance(m, (bytes, bytearray, memoryview)):
        return f"<module {index}>", bytes(m)
    if isinstance(m, os.PathLike):
        path = os.fspath(m)
        with open(path, "rb") as f:
            return str(path), f.read()
    raise TypeError(f"module {index}: expected IR text (str), bitcode (bytes), a path (os.PathLike) or a (name, content) pair, not {type(m).__name__}")


def compile(
    modules: Union[Module, Sequence[Module]],
    arch: str = "sm_90",
    opt: int = 3,
    link: str = "late",
    emit: str = "ptx",
    *,
    libdevice: Optional[Union[str, "os.PathLike[str]"]] = None,
    ptx_version: Optional[str] = None,
    ftz: Optional[bool] = None,
    prec_div: Optional[bool] = None,
    prec_sqrt: Optional[bool] = None,
    fma: Optional[bool] = None,
    fast_math: bool = False,
    lower_native_math: bool = False,
    lineinfo: bool = False,
    relocatable: bool = False,
    strict: bool = False,
    check: bool = False,
    split_compile: int = 1,
    infer_address_spaces: bool = True,
    infer_through_integers: bool = True,
    stats: bool = False,
    time_report: bool = False,
) -> CompileResult:
    """Compiles NVVM IR to PTX (or a cubin, the kernel ABI report, the optimized IR, or an LTO
    object for nvJitLink) with nvvmc.

    ``modules`` is one module or a list of them, linked into one program in order. A module is
    NVVM IR text (``str``: modern opaque-pointer IR or the LLVM 7 typed-pointer dialect numba
    and libNVVM use), bitcode (``bytes``, raw or wrapped; text as ``bytes`` works too), a file
    (``pathlib.Path``), or a ``(name, content)`` pair that names the module in diagnostics.

    Options are the ``nvvmc`` command's (docs/reference/options.md):

    - ``arch``: ``"sm_NN"`` or libNVVM's ``"compute_NN"``, with ``a``/``f`` suffixes where LLVM
      22 has them (``"sm_90a"``). The default here is ``sm_90``; the command's is ``sm_52``.
    - ``opt``: 0 to 3.
    - ``link``: how libdevice is linked: ``"late"`` (after optimizing the program, only what it
      uses), ``"early"`` (before), ``"ptx"`` (compiled separately, PTX joined) or ``"none"``.
    - ``emit``: ``"ptx"``, ``"cubin"`` (runs ptxas), ``"abi"`` (the kernel ABI report, JSON),
      ``"llvm"`` or ``"bc"`` (the IR before code generation), or ``"lto"``: an nvvmc LTO object
      (bytes starting with NVIDIA's LTO-IR magic and ``NVVMCLTO``, what libNVVM's ``-gen-lto``
      gives with nvvmc), to link with nvJitLink once :func:`nvvmc.activate` made nvvmc's
      nvJitLink the process's (``cuda.bindings.nvjitlink``, cuda.core's ``Linker``, numba-cuda's
      LTO linker): objects linked together are optimized as one program.
    - ``libdevice``: the libdevice to link; by default it is found as the command finds it
      (``NVVMC_LIBDEVICE``, ``CUDA_HOME``, NVIDIA's ``nvidia-cuda-nvcc-cu12`` wheel, ...).
    - ``ptx_version``: e.g. ``"8.6"``; by default what the architecture and the module need.
    - ``ftz``, ``prec_div``, ``prec_sqrt``, ``fma``: libNVVM's floating-point options (``None``
      keeps the default: 0, 1, 1, 1); ``fast_math`` sets the first three and uses libdevice's
      fast variants; ``lower_native_math`` routes sqrt, floor, fma, ... to libdevice too.
    - ``lineinfo``: keep only line tables from the IR's debug information.
    - ``relocatable``: with ``emit="cubin"``, relocatable code for nvlink (``ptxas -c``).
    - ``strict``: the NVVM IR spec 1.1 to the letter; ``check``: check only, no output.
    - ``split_compile``: back-end threads (0 = every core).
    - ``infer_address_spaces``, ``infer_through_integers``: nvvmc's address-space inference.
    - ``stats``, ``time_report``: also return those reports' text.

    Returns a :class:`CompileResult`: ``.output`` (bytes), ``.ptx``/``.text``, ``.abi``, and
    ``.diagnostics`` (warnings), each a :class:`Diagnostic` with ``rule``, ``section``,
    ``location`` and ``fix``.

    Raises :class:`CompileError` (with ``.diagnostics`` and ``.kind``) when the program does not
    compile, and :class:`OptionError` (also a ``ValueError``) for options nvvmc does not accept.

    Thread-safe: calls on different threads compile in parallel (the GIL is released during the
    compilation), each in its own LLVM context.
    """
    if isinstance(modules, (str, bytes, bytearray, memoryview, os.PathLike, tuple)):
        modules = [modules]
    mods = [_module(m, i + 1) for i, m in enumerate(modules)]
    if link not in _LINKS:
        raise OptionError(f"link: {link!r} is not one of {', '.join(_LINKS)}", "usage", [])
    if emit not in _EMITS:
        raise OptionError(f"emit: {emit!r} is not one of {', '.join(_EMITS)}", "usage", [])
    request: Dict[str, Any] = {
        "arch": arch,
        "opt": opt,
        "link": link,
        "emit": emit,
        "libdevice": os.fspath(libdevice) if libdevice is not None else None,
        "ptx_version": ptx_version,
        "ftz": ftz,
        "prec_div": prec_div,
        "prec_sqrt": prec_sqrt,
        "fma": fma,
        "fast_math": fast_math,
        "lower_native_math": lower_native_math,
        "lineinfo": lineinfo,
        "relocatable": relocatable,
        "strict": strict,
        "check": check,
        "split_compile": split_compile,
        "no_infer_address_spaces": not infer_address_spaces,
        "no_infer_through_integers": not infer_through_integers,
        "stats": stats,
        "time_report": time_report,
    }
    if not isinstance(opt, int) or isinstance(opt, bool) or not 0 <= opt <= 3:
        raise OptionError(f"opt: {opt!r} is not 0, 1, 2 or 3", "usage", [])
    if not isinstance(split_compile, int) or split_compile < 0:
        raise OptionError(f"split_compile: {split_compile!r} is not a count of threads (0 = every core)", "usage", [])
    body = json.dumps({k: v for k, v in request.items() if v is not None}).encode()

    lib = _lib()
    n = len(mods)
    keep = [ctypes.create_string_buffer(data, len(data)) for _, data in mods]
    buffers = (ctypes.c_void_p * n)(*[ctypes.cast(b, ctypes.c_void_p) for b in keep])
    sizes = (ctypes.c_size_t * n)(*[len(data) for _, data in mods])
    names = (ctypes.c_char_p * n)(*[name.encode() for name, _ in mods])
    out, out_size, rep, rep_size = _P(), ctypes.c_size_t(), _P(), ctypes.c_size_t()
    status = lib.nvvmcCompile(body, len(body), n, buffers, sizes, names, ctypes.byref(out), ctypes.byref(out_size), ctypes.byref(rep), ctypes.byref(rep_size))
    if status == 3:
        raise RuntimeError("nvvmcCompile failed internally (status 3): please report it")
    try:
        output = ctypes.string_at(out, out_size.value)
        report = json.loads(ctypes.string_at(rep, rep_size.value))
    finally:
        lib.nvvmcFreeBuffer(out, out_size.value)
        lib.nvvmcFreeBuffer(rep, rep_size.value)

    diagnostics = [Diagnostic.from_json(d) for d in report.get("diagnostics") or []]
    error = report.get("error")
    if error is None:
        return CompileResult(b"" if check else output, emit, diagnostics, report.get("stats"), report.get("time_report"))
    own = Diagnostic.from_json(error["diagnostic"]) if error.get("diagnostic") else None
    if error.get("kind") != "diagnostics" and own is not None:
        diagnostics.insert(0, own)
    errors = [d for d in diagnostics if d.severity == "error"]
    others = [d for d in diagnostics if d.severity != "error"]
    cls = OptionError if status == 2 else CompileError
    raise cls(error.get("message") or "compilation failed", error.get("kind") or "other", errors + others)
