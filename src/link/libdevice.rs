//! Reading libdevice and linking only what a module uses.
//!
//! libdevice.10.bc holds 352 functions. Parsing it eagerly costs ~23 ms; nvvmc instead loads it
//! lazily (~2 ms: only the function index is read), gives every function it defines
//! `linkonce_odr` linkage, and links it into the program. LLVM's linker moves a `linkonce_odr`
//! definition only when something references it, and materializes (reads) only what it moves,
//! so the cost grows with the functions used and their callees, not with the library. (Deleting
//! unmaterialized functions instead makes materialization fail on libdevice's LLVM 3.8
//! bitcode; see `../shared/notes/llvm22-measured-facts.md`.)
//!
//! The file's bytes are read once per process and shared by every compilation (the C API
//! compiles many programs in one process).

use crate::error::CompileError;
use inkwell::module::Module;
#[allow(deprecated)]
use llvm_sys::bit_reader::{LLVMGetBitcodeModuleInContext, LLVMParseBitcodeInContext};
use llvm_sys::core as llc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use std::collections::{BTreeSet, HashMap};
use std::ffi::CString;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// libdevice's bytes, read once per path per process.
pub fn bytes(path: &Path) -> Result<&'static [u8], CompileError> {
    static CACHE: OnceLock<Mutex<HashMap<PathBuf, &'static [u8]>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(b) = map.get(path) {
        return Ok(b);
    }
    let data = map_file(path)
        .map_err(|e| CompileError::Libdevice(format!("cannot read libdevice '{}': {e}", path.display())))?;
    if !is_bitcode(data) {
        return Err(CompileError::Libdevice(format!(
            "'{}' is not LLVM bitcode, so it cannot be libdevice\n  fix: point --libdevice at nvvm/libdevice/libdevice.10.bc of a CUDA installation",
            path.display()
        )));
    }
    map.insert(path.to_path_buf(), data);
    Ok(data)
}

/// The file's contents, memory-mapped by LLVM (lazy loading then touches only the pages of the
/// functions it reads), kept for the life of the process.
fn map_file(path: &Path) -> Result<&'static [u8], String> {
    let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
    unsafe {
        let mut buf: LLVMMemoryBufferRef = std::ptr::null_mut();
        let mut msg: *mut std::os::raw::c_char = std::ptr::null_mut();
        if llc::LLVMCreateMemoryBufferWithContentsOfFile(c.as_ptr(), &mut buf, &mut msg) != 0 || buf.is_null() {
            let m = if msg.is_null() { "unreadable".to_string() } else { std::ffi::CStr::from_ptr(msg).to_string_lossy().into_owned() };
            if !msg.is_null() {
                llc::LLVMDisposeMessage(msg);
            }
            return Err(m);
        }
        // Never disposed: the process-wide cache hands out slices of it.
        Ok(std::slice::from_raw_parts(llc::LLVMGetBufferStart(buf) as *const u8, llc::LLVMGetBufferSize(buf)))
    }
}

/// The libdevice a compilation links: `opts.libdevice_bytes` when given (the C API's lazily
/// added module), else the file `--libdevice` names or discovery finds. Returns how it is
/// named in reports and its bytes.
pub fn resolve(opts: &crate::Options) -> Result<(PathBuf, &'static [u8]), CompileError> {
    match &opts.libdevice_bytes {
        Some(mem) => Ok((PathBuf::from(format!("<memory: {}>", mem.name)), from_memory(&mem.name, &mem.bytes)?)),
        None => {
            let path = super::discover::find(opts.libdevice.as_deref())?;
            let b = bytes(&path)?;
            Ok((path, b))
        }
    }
}

/// In-memory libdevice bytes, interned by content: a process that compiles many programs with
/// the same library (numba adds it to every program) keeps one copy, as [`bytes`] does for files.
pub fn from_memory(name: &str, data: &[u8]) -> Result<&'static [u8], CompileError> {
    /// Interned copies by (hash, length): several when different bytes share both.
    type Interned = HashMap<(u64, usize), Vec<&'static [u8]>>;
    static CACHE: OnceLock<Mutex<Interned>> = OnceLock::new();
    if !is_bitcode(data) {
        return Err(CompileError::Libdevice(format!(
            "the lazily added module '{name}' is not LLVM bitcode, so it cannot be libdevice\n  fix: add nvvm/libdevice/libdevice.10.bc of a CUDA installation"
        )));
    }
    let mut map = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    let same = map.entry((fingerprint(data), data.len())).or_default();
    if let Some(b) = same.iter().find(|b| **b == data) {
        return Ok(b);
    }
    let leaked: &'static [u8] = Box::leak(data.to_vec().into_boxed_slice());
    same.push(leaked);
    Ok(leaked)
}

fn is_bitcode(data: &[u8]) -> bool {
    data.starts_with(b"BC\xc0\xde") || data.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// A short, stable hash of the library's bytes (FNV-1a, 64 bits), for cache keys.
pub fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in bytes {
        h ^= *b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// Names of the functions `module` defines (has bodies for).
pub fn defined_functions(module: &Module<'_>) -> BTreeSet<String> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect()
}

/// Names of functions `module` calls or references but does not define, starting with `prefix`.
pub fn undefined_uses(module: &Module<'_>, prefix: &str) -> BTreeSet<String> {
    module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| (f, f.get_name().to_string_lossy().into_owned()))
        .filter(|(f, n)| n.starts_with(prefix) && nvvmc_passes::ir::has_uses(inkwell::values::AsValueRef::as_value_ref(f)))
        .map(|(_, n)| n)
        .collect()
}

fn set_target_like(src: LLVMModuleRef, dst: LLVMModuleRef) {
    unsafe {
        llc::LLVMSetTarget(src, llc::LLVMGetTarget(dst));
        llc::LLVMSetDataLayout(src, llc::LLVMGetDataLayoutStr(dst));
    }
}

/// Reads libdevice into `module`'s context (lazily: only the function index), with the reader's
/// error returned, not sent to the context (whose default handler would exit the process).
fn load(module: &Module<'_>, name: &Path, bytes: &'static [u8], lazy: bool) -> Result<LLVMModuleRef, CompileError> {
    check_readable(name, bytes)?;
    unsafe {
        let buf_name = CString::new("libdevice").expect("no NUL");
        let buf = llc::LLVMCreateMemoryBufferWithMemoryRange(bytes.as_ptr() as *const _, bytes.len(), buf_name.as_ptr(), 0);
        let ctx = llc::LLVMGetModuleContext(module.as_mut_ptr());
        let mut lib: LLVMModuleRef = std::ptr::null_mut();
        let mut msg: *mut std::os::raw::c_char = std::ptr::null_mut();
        #[allow(deprecated)]
        let failed = if lazy {
            // The lazily loaded module takes ownership of the buffer.
            LLVMGetBitcodeModuleInContext(ctx, buf, &mut lib, &mut msg)
        } else {
            let r = LLVMParseBitcodeInContext(ctx, buf, &mut lib, &mut msg);
            llc::LLVMDisposeMemoryBuffer(buf);
            r
        };
        if failed != 0 || lib.is_null() {
            let reason = if msg.is_null() {
                crate::llvm_diagnostics::error_text(&crate::llvm_diagnostics::take(ctx), "invalid bitcode")
            } else {
                let m = std::ffi::CStr::from_ptr(msg).to_string_lossy().trim().to_string();
                llc::LLVMDisposeMessage(msg);
                m
            };
            return Err(damaged(name, &reason));
        }
        set_target_like(lib, module.as_mut_ptr());
        Ok(lib)
    }
}

/// Reads the library's index once per process (per distinct bytes) in a context of its own,
/// before it is read into a program's context. Measured on damaged copies (capi/tests/fuzz.rs):
/// bytes that LLVM 22's reader rejects at once in a fresh context can make it loop forever when
/// read into a context that already holds a program, so the verdict is taken where it is
/// reliable. Costs one lazy read (~2 ms) per library per process.
fn check_readable(name: &Path, bytes: &'static [u8]) -> Result<(), CompileError> {
    // (address, length) of the interned bytes -> why LLVM cannot read them, if it cannot.
    type Verdicts = HashMap<(usize, usize), Option<String>>;
    static CHECKED: OnceLock<Mutex<Verdicts>> = OnceLock::new();
    let key = (bytes.as_ptr() as usize, bytes.len());
    if let Some(verdict) = CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return verdict.as_ref().map_or(Ok(()), |reason| Err(damaged(name, reason)));
    }
    // Not under the lock: LLVM runs here, and a recovered crash must not leave the lock held.
    // Recovered on its own, so that a crash of the reader is reported as this library's.
    let verdict = crate::crash_recovery::run(|| {
        let scratch = crate::llvm_diagnostics::DiagnosedContext::new();
        // Read lazily, as a compilation reads it, and its `!nvvm.annotations` checked: LLVM's
        // upgrade of them, when the library is materialized, trusts their shape as with any
        // module (annotation_guard/).
        let lazy = nvvmc_passes::ir::annotations::with_lazy_bitcode(&scratch, "libdevice", bytes, |lib| {
            crate::annotation_guard::check_lazy_module(lib)
        });
        match lazy {
            Ok(verdict) => verdict,
            Err(msg) if msg.is_empty() => Some(crate::llvm_diagnostics::error_text(&scratch.take(), "invalid bitcode")),
            Err(msg) => Some(msg),
        }
    })
    .unwrap_or_else(|failure| Some(format!("reading it made LLVM fail: {failure}")));
    CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).insert(key, verdict.clone());
    verdict.map_or(Ok(()), |reason| Err(damaged(name, &reason)))
}

/// The error for a libdevice that LLVM cannot read or link.
fn damaged(name: &Path, reason: &str) -> CompileError {
    CompileError::Libdevice(format!(
        "libdevice '{}' is damaged: LLVM cannot read it ({reason})\n  fix: use an intact nvvm/libdevice/libdevice.10.bc of a CUDA installation (this copy is truncated or corrupted)",
        name.display()
    ))
}

/// Every function `lib` defines, with `f` applied (declarations are skipped).
unsafe fn for_each_definition(lib: LLVMModuleRef, mut f: impl FnMut(LLVMValueRef)) {
    let mut func = llc::LLVMGetFirstFunction(lib);
    while !func.is_null() {
        if llc::LLVMIsDeclaration(func) == 0 {
            f(func);
        }
        func = llc::LLVMGetNextFunction(func);
    }
}

fn is_local(linkage: LLVMLinkage) -> bool {
    matches!(linkage, LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage)
}

unsafe fn link_into(module: &Module<'_>, name: &Path, lib: LLVMModuleRef) -> Result<(), CompileError> {
    // Linking materializes the functions it moves: a damaged function body is reported here,
    // through the context's diagnostic handler.
    let ctx = llc::LLVMGetModuleContext(module.as_mut_ptr());
    let before = crate::llvm_diagnostics::take(ctx);
    let failed = llvm_sys::linker::LLVMLinkModules2(module.as_mut_ptr(), lib) != 0;
    let diags = crate::llvm_diagnostics::take(ctx);
    if failed || diags.iter().any(|d| d.error) {
        return Err(damaged(name, &crate::llvm_diagnostics::error_text(&diags, "linking it into the program failed")));
    }
    crate::llvm_diagnostics::restore(ctx, before.into_iter().chain(diags).collect());
    Ok(())
}

/// Links into `module` exactly the libdevice functions it references, transitively. Returns the
/// names of the functions that came in.
pub fn link_needed(module: &Module<'_>, name: &Path, bytes: &'static [u8]) -> Result<BTreeSet<String>, CompileError> {
    let before = defined_functions(module);
    let lib = load(module, name, bytes, true)?;
    unsafe {
        for_each_definition(lib, |f| {
            if !is_local(llc::LLVMGetLinkage(f)) {
                llc::LLVMSetLinkage(f, LLVMLinkage::LLVMLinkOnceODRLinkage);
            }
        });
        link_into(module, name, lib)?;
    }
    Ok(defined_functions(module).difference(&before).cloned().collect())
}

/// Links the whole library into `module` (the `early` strategy). Every function is made
/// `optnone noinline` so that the optimizer leaves it alone until math lowering has run, and
/// keeps external linkage, which is what keeps it alive (the placeholder) through the
/// optimizer's dead-code elimination. Returns the names of the functions that came in.
pub fn link_whole(module: &Module<'_>, name: &Path, bytes: &'static [u8]) -> Result<BTreeSet<String>, CompileError> {
    let before = defined_functions(module);
    let lib = load(module, name, bytes, false)?;
    unsafe {
        let ctx = llc::LLVMGetModuleContext(module.as_mut_ptr());
        let (always, optnone, noinline) = (kind("alwaysinline"), kind("optnone"), kind("noinline"));
        for_each_definition(lib, |f| {
            let idx = llvm_sys::LLVMAttributeFunctionIndex;
            // What inlining libdevice asked for, restored by `unmark_whole`.
            let was = if !llc::LLVMGetEnumAttributeAtIndex(f, idx, always).is_null() {
                "always"
            } else if !llc::LLVMGetEnumAttributeAtIndex(f, idx, noinline).is_null() {
                "never"
            } else {
                "default"
            };
            let tag = llc::LLVMCreateStringAttribute(
                ctx,
                INLINE_TAG.as_ptr() as *const _,
                INLINE_TAG.len() as u32,
                was.as_ptr() as *const _,
                was.len() as u32,
            );
            llc::LLVMAddAttributeAtIndex(f, idx, tag);
            llc::LLVMRemoveEnumAttributeAtIndex(f, idx, always);
            llc::LLVMAddAttributeAtIndex(f, idx, llc::LLVMCreateEnumAttribute(ctx, optnone, 0));
            llc::LLVMAddAttributeAtIndex(f, idx, llc::LLVMCreateEnumAttribute(ctx, noinline, 0));
            // A function the program defines itself wins over libdevice's.
            let mut len = 0usize;
            let name = llc::LLVMGetValueName2(f, &mut len);
            if !llc::LLVMGetNamedFunction(module.as_mut_ptr(), name).is_null() && !is_local(llc::LLVMGetLinkage(f)) {
                llc::LLVMSetLinkage(f, LLVMLinkage::LLVMLinkOnceODRLinkage);
            }
        });
        link_into(module, name, lib)?;
    }
    Ok(defined_functions(module).difference(&before).cloned().collect())
}

/// The function attribute recording a library function's inlining before `link_whole`.
const INLINE_TAG: &str = "nvvmc-early-inline";

fn kind(name: &str) -> u32 {
    unsafe { llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}

/// Undoes [`link_whole`]'s marks on `names`: optnone off, and the inlining libdevice asked for
/// (alwaysinline, noinline or neither) restored.
pub fn unmark_whole(module: &Module<'_>, names: &BTreeSet<String>) {
    unsafe {
        let ctx = llc::LLVMGetModuleContext(module.as_mut_ptr());
        let idx = llvm_sys::LLVMAttributeFunctionIndex;
        for f in module.get_functions() {
            if !names.contains(f.get_name().to_string_lossy().as_ref()) {
                continue;
            }
            let v = inkwell::values::AsValueRef::as_value_ref(&f);
            let tag = llc::LLVMGetStringAttributeAtIndex(v, idx, INLINE_TAG.as_ptr() as *const _, INLINE_TAG.len() as u32);
            let was = if tag.is_null() {
                "always".to_string()
            } else {
                let mut len = 0u32;
                let p = llc::LLVMGetStringAttributeValue(tag, &mut len);
                String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned()
            };
            llc::LLVMRemoveStringAttributeAtIndex(v, idx, INLINE_TAG.as_ptr() as *const _, INLINE_TAG.len() as u32);
            llc::LLVMRemoveEnumAttributeAtIndex(v, idx, kind("optnone"));
            if was != "never" {
                llc::LLVMRemoveEnumAttributeAtIndex(v, idx, kind("noinline"));
            }
            if was == "always" {
                llc::LLVMAddAttributeAtIndex(v, idx, llc::LLVMCreateEnumAttribute(ctx, kind("alwaysinline"), 0));
            }
        }
    }
}

/// Gives the functions named in `names` internal linkage, so that once inlined (or unused) the
/// optimizer deletes them, and no libdevice symbol is exported from the PTX.
pub fn internalize(module: &Module<'_>, names: &BTreeSet<String>) {
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && names.contains(f.get_name().to_string_lossy().as_ref()) {
            unsafe { llc::LLVMSetLinkage(inkwell::values::AsValueRef::as_value_ref(&f), LLVMLinkage::LLVMInternalLinkage) };
        }
    }
}

/// Links into `module` the libdevice functions named in `names` (and what they call), adding
/// their declarations first: used to build a library module for the `ptx` strategy. Returns the
/// names that are not in libdevice.
pub fn link_named(module: &Module<'_>, name: &Path, bytes: &'static [u8], names: &BTreeSet<String>) -> Result<Vec<String>, CompileError> {
    let lib = load(module, name, bytes, true)?;
    let mut missing = Vec::new();
    unsafe {
        for n in names {
            let c = CString::new(n.as_str()).expect("no NUL in names");
            let f = llc::LLVMGetNamedFunction(lib, c.as_ptr());
            if f.is_null() || llc::LLVMIsDeclaration(f) != 0 {
                missing.push(n.clone());
                continue;
            }
            llc::LLVMAddFunction(module.as_mut_ptr(), c.as_ptr(), llc::LLVMGlobalGetValueType(f));
        }
        for_each_definition(lib, |f| {
            if !is_local(llc::LLVMGetLinkage(f)) {
                llc::LLVMSetLinkage(f, LLVMLinkage::LLVMLinkOnceODRLinkage);
            }
        });
        link_into(module, name, lib)?;
    }
    Ok(missing)
}

/// The module's data layout as a C string.
pub fn data_layout_string(module: &Module<'_>) -> CString {
    unsafe { std::ffi::CStr::from_ptr(llc::LLVMGetDataLayoutStr(module.as_mut_ptr())).to_owned() }
}
