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
//! The file's bytes are read into memory nvvmc owns, once per version of the file, and shared by
//! every compilation (the C API compiles many programs in one process). Nothing is
//! memory-mapped: a mapped file that another process truncates (a package upgrade) faults the
//! mapping process with SIGBUS at its next access, which no recovery turns into an error.

use crate::error::{CompileError, Problem};
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, AttrIndex, Linkage, Value};
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// libdevice's bytes: read (~470 KB) once per path and version of the file (its size,
/// modification time, device and inode), then shared. A file replaced or rewritten on disk is read
/// again at its next use; the copy compilations already hold stays valid, interned by content
/// ([`intern`]), so a process keeps one copy per distinct library it has seen, never one per
/// call. A file that is not bitcode keeps nothing.
pub fn bytes(path: &Path) -> Result<&'static [u8], CompileError> {
    use std::os::unix::fs::MetadataExt;
    /// (path, size, mtime in ns, device, inode)
    type Version = (PathBuf, u64, i128, u64, u64);
    static CACHE: OnceLock<Mutex<HashMap<Version, &'static [u8]>>> = OnceLock::new();
    let unreadable =
        |e: std::io::Error| CompileError::Libdevice(format!("cannot read libdevice '{}': {e}", path.display()).into());
    let meta = std::fs::metadata(path).map_err(unreadable)?;
    let version = (
        path.to_path_buf(),
        meta.len(),
        meta.mtime() as i128 * 1_000_000_000 + meta.mtime_nsec() as i128,
        meta.dev(),
        meta.ino(),
    );
    let mut map = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    if let Some(b) = map.get(&version) {
        return Ok(b);
    }
    let data = std::fs::read(path).map_err(unreadable)?;
    if !is_bitcode(&data) {
        return Err(CompileError::Libdevice(Problem::with_fix(
            format!("'{}' is not LLVM bitcode, so it cannot be libdevice", path.display()),
            "point --libdevice at nvvm/libdevice/libdevice.10.bc of a CUDA installation",
        )));
    }
    let interned = intern_owned(data);
    map.insert(version, interned);
    Ok(interned)
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
    if !is_bitcode(data) {
        return Err(CompileError::Libdevice(Problem::with_fix(
            format!("the lazily added module '{name}' is not LLVM bitcode, so it cannot be libdevice"),
            "add nvvm/libdevice/libdevice.10.bc of a CUDA installation",
        )));
    }
    Ok(intern(data))
}

/// A copy of `data` that lives for the rest of the process (LLVM's lazy reader keeps reading the
/// library's bytes while a module made from them lives), one per distinct content.
fn intern(data: &[u8]) -> &'static [u8] {
    intern_cow(Cow::Borrowed(data))
}

/// [`intern`] of bytes nvvmc already owns (a file just read): kept without another copy.
fn intern_owned(data: Vec<u8>) -> &'static [u8] {
    intern_cow(Cow::Owned(data))
}

/// The distinct contents seen so far, by length: a library is compared byte for byte with the
/// copies of its length (a `memcmp` of ~470 KB, tens of µs), never hashed first (a byte-wise
/// FNV hash of the library cost ~0.5 ms of every compiling process).
fn intern_cow(data: Cow<'_, [u8]>) -> &'static [u8] {
    /// Interned copies by length.
    type Interned = HashMap<usize, Vec<&'static [u8]>>;
    static CACHE: OnceLock<Mutex<Interned>> = OnceLock::new();
    let mut map = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    let same = map.entry(data.len()).or_default();
    if let Some(b) = same.iter().find(|b| b[..] == data[..]) {
        return b;
    }
    let leaked: &'static [u8] = Box::leak(data.into_owned().into_boxed_slice());
    same.push(leaked);
    leaked
}

// The boundary's one bitcode magic check (raw or wrapped).
use nvvmc_ir::reader::is_bitcode;

/// A short, stable hash of the library's bytes (FNV-1a, 64 bits), for cache keys.
pub fn fingerprint(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    for b in bytes {
        h ^= *b as u64;
        h = h.wrapping_mul(0x100000001b3);
    }
    h
}

/// Names of the functions `module` defines (has bodies for, not `available_externally` ones).
pub fn defined_functions(module: &Module<'_>) -> BTreeSet<String> {
    let defined = |f: &Value<'_>| f.block_count() > 0 && f.linkage() != Some(Linkage::AvailableExternally);
    module.functions().into_iter().filter(defined).map(|f| f.name()).collect()
}

/// Names of functions `module` calls or references but does not define, starting with `prefix`.
/// An `available_externally` body counts as undefined: code generation does not emit it, and the
/// linker replaces it with the library's definition.
pub fn undefined_uses(module: &Module<'_>, prefix: &str) -> BTreeSet<String> {
    module
        .functions()
        .into_iter()
        .filter(|f| f.block_count() == 0 || f.linkage() == Some(Linkage::AvailableExternally))
        .map(|f| (f, f.name()))
        .filter(|(f, n)| n.starts_with(prefix) && f.has_uses())
        .map(|(_, n)| n)
        .collect()
}

/// Gives `lib` the target triple and data layout of `module`.
pub(super) fn set_target_like(lib: &Module<'_>, module: &Module<'_>) {
    ir::module::set_target_triple(lib, &ir::module::target_triple(module));
    ir::module::set_data_layout(lib, &ir::data_layout(module));
}

/// Reads libdevice into `module`'s context (lazily: only the function index), with the reader's
/// error returned, not sent to the context (whose default handler would exit the process).
pub(super) fn load<'ctx>(
    module: &Module<'ctx>,
    name: &Path,
    bytes: &'static [u8],
    lazy: bool,
) -> Result<Module<'ctx>, CompileError> {
    check_readable(name, bytes)?;
    let ctx = module.context();
    let read = if lazy {
        ir::bitcode::read_lazily(ctx, bytes, "libdevice")
    } else {
        ir::bitcode::read_whole(ctx, bytes, "libdevice")
    };
    let lib = read.map_err(|message| {
        let reason = message.unwrap_or_else(|| {
            crate::services::llvm_diagnostics::error_text(
                &crate::services::llvm_diagnostics::take_diagnostics(module),
                "invalid bitcode",
            )
        });
        damaged(name, &reason)
    })?;
    set_target_like(&lib, module);
    Ok(lib)
}

/// Reads the library's index once per process (per distinct bytes) in a context of its own,
/// before it is read into a program's context. Measured on damaged copies (capi/tests/fuzz.rs):
/// bytes that LLVM 22's reader rejects at once in a fresh context can make it loop forever when
/// read into a context that already holds a program, so the verdict is taken where it is
/// reliable. Costs one lazy read (~1–2 ms) per library per process, unless an earlier process
/// of the same nvvmc build found the same bytes readable ([`checked_before`]).
fn check_readable(name: &Path, bytes: &'static [u8]) -> Result<(), CompileError> {
    // (address, length) of the interned bytes -> why LLVM cannot read them, if it cannot.
    type Verdicts = HashMap<(usize, usize), Option<String>>;
    static CHECKED: OnceLock<Mutex<Verdicts>> = OnceLock::new();
    let key = (bytes.as_ptr() as usize, bytes.len());
    if let Some(verdict) = CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return verdict.as_ref().map_or(Ok(()), |reason| Err(damaged(name, reason)));
    }
    let marker = marker(bytes, Checked::Readable);
    if marker.as_deref().is_some_and(|m| checked_before(m, Checked::Readable)) {
        CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).insert(key, None);
        return Ok(());
    }
    // Not under the lock: LLVM runs here, and a recovered crash must not leave the lock held.
    // Recovered on its own, so that a crash of the reader is reported as this library's.
    let verdict = crate::services::crash_recovery::run(|| {
        let scratch = crate::services::llvm_diagnostics::DiagnosedContext::new();
        // Read lazily, as a compilation reads it, and its `!nvvm.annotations` checked: LLVM's
        // upgrade of them, when the library is materialized, trusts their shape as with any
        // module (annotation_guard/). Dropping the module disposes the buffer it owns.
        let verdict =
            match ir::bitcode::read_lazily(&*scratch, bytes, "libdevice") {
                Ok(lib) => crate::front::annotation_guard::check_lazy_module(&lib),
                Err(message) => Some(message.unwrap_or_else(|| {
                    crate::services::llvm_diagnostics::error_text(&scratch.take(), "invalid bitcode")
                })),
            };
        verdict
    })
    .unwrap_or_else(|failure| Some(format!("reading it made LLVM fail: {failure}")));
    CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).insert(key, verdict.clone());
    if let (None, Some(marker)) = (&verdict, &marker) {
        remember(marker, Checked::Readable);
    }
    verdict.map_or(Ok(()), |reason| Err(damaged(name, &reason)))
}

/// Runs LLVM's verifier on the whole library, read into `lib` (the `early` strategy links all of
/// it before the optimizer). LLVM's reader does not verify: damaged bytes can read as invalid IR
/// (a variable whose initializer has another type, on which NVPTX's printer writes past its
/// buffer; capi/tests/fuzz.rs). Once per library per process, and once per library and nvvmc
/// build on a machine with a cache folder (a `libdevice-verified/` marker, as for
/// [`check_readable`]): the verifier takes ~50 ms on all of libdevice. The `late` strategy
/// verifies the part it links instead (`libdevice_subset.rs`), `ptx` the library module it
/// compiles.
pub(super) fn verify_whole(name: &Path, bytes: &'static [u8], lib: &Module<'_>) -> Result<(), CompileError> {
    static VERIFIED: OnceLock<Mutex<HashSet<(usize, usize)>>> = OnceLock::new();
    let key = (bytes.as_ptr() as usize, bytes.len());
    if VERIFIED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).contains(&key) {
        return Ok(());
    }
    let marker = marker(bytes, Checked::Valid);
    if !marker.as_deref().is_some_and(|m| checked_before(m, Checked::Valid)) {
        lib.verify().map_err(|report| rejected_by_verifier(name, &report))?;
        if let Some(marker) = &marker {
            remember(marker, Checked::Valid);
        }
    }
    VERIFIED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).insert(key);
    Ok(())
}

/// The error for libdevice code that LLVM's verifier rejects: the damaged-library error with
/// the first line of the verifier's report.
pub(super) fn rejected_by_verifier(name: &Path, report: &str) -> CompileError {
    let first = report.lines().next().unwrap_or("invalid IR").trim_end_matches([' ', '!']).to_string();
    damaged(name, &format!("LLVM's verifier rejects what it reads: {first}"))
}

/// What a marker in the cache folder records about bytes of libdevice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Checked {
    /// They passed [`check_readable`].
    Readable,
    /// Read whole, they passed LLVM's verifier ([`verify_whole`]).
    Valid,
}

impl Checked {
    fn folder(self) -> &'static str {
        match self {
            Checked::Readable => "libdevice-checked",
            Checked::Valid => "libdevice-verified",
        }
    }

    /// What the marker holds: a damaged or half-written marker is not one.
    fn contents(self) -> &'static [u8] {
        match self {
            Checked::Readable => b"readable by this nvvmc build\n",
            Checked::Valid => b"valid IR, read whole, for this nvvmc build\n",
        }
    }
}

/// Where a process records that bytes of libdevice passed a check, so that the next process
/// (every CLI run reads the same library) skips it: a file named by the bytes' length and a
/// 128-bit hash of them and of this nvvmc's build identity (LLVM's reader and verifier and
/// nvvmc's annotation check decide the verdict), in the check's folder of the cache folder that
/// `--link ptx` uses. Only a passing verdict is recorded; damaged bytes are checked every time.
/// `None` without a cache folder.
fn marker(bytes: &[u8], check: Checked) -> Option<PathBuf> {
    let dir = crate::services::cache_dir::cache_dir()?;
    let (a, b) = content_hash(bytes);
    let build = fingerprint(option_env!("NVVMC_BUILD_IDENTITY").unwrap_or(env!("CARGO_PKG_VERSION")).as_bytes());
    Some(dir.join(check.folder()).join(format!("{:016x}{a:016x}{b:016x}-{}", build, bytes.len())))
}

fn checked_before(marker: &Path, check: Checked) -> bool {
    std::fs::read(marker).is_ok_and(|m| m == check.contents())
}

/// Writes the marker atomically (a temporary file renamed into place); failures are ignored (a
/// read-only or missing cache folder only costs the next process the check).
fn remember(marker: &Path, check: Checked) {
    let Some(dir) = marker.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    if let Ok(mut tmp) = tempfile::NamedTempFile::new_in(dir) {
        use std::io::Write;
        if tmp.write_all(check.contents()).is_ok() {
            let _ = tmp.persist(marker);
        }
    }
}

/// A 128-bit hash of `bytes`, 8 bytes at a step (two multiply-rotate lanes, then the tail and
/// the length): ~0.05 ms for libdevice, against ~0.5 ms for the byte-wise [`fingerprint`].
/// Not cryptographic: it names markers of bytes this machine already holds.
pub(super) fn content_hash(bytes: &[u8]) -> (u64, u64) {
    const K1: u64 = 0x9E37_79B9_7F4A_7C15;
    const K2: u64 = 0xC2B2_AE3D_27D4_EB4F;
    let (mut a, mut b) = (0x243F_6A88_85A3_08D3u64, 0x1319_8A2E_0370_7344u64);
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        let w = u64::from_le_bytes(w.try_into().expect("8 bytes"));
        a = (a ^ w).wrapping_mul(K1).rotate_left(29);
        b = (b.rotate_left(17) ^ w).wrapping_mul(K2);
    }
    let mut tail = [0u8; 8];
    tail[..words.remainder().len()].copy_from_slice(words.remainder());
    let w = u64::from_le_bytes(tail) ^ (bytes.len() as u64).rotate_left(32);
    a = (a ^ w).wrapping_mul(K1);
    b = (b ^ w).wrapping_mul(K2);
    let mix = |mut x: u64| {
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x
    };
    (mix(a ^ b.rotate_left(7)), mix(b ^ a.rotate_left(41)))
}

/// The error for a libdevice that LLVM cannot read or link.
pub(super) fn damaged(name: &Path, reason: &str) -> CompileError {
    CompileError::Libdevice(Problem::with_fix(
        format!("libdevice '{}' is damaged: LLVM cannot read it ({reason})", name.display()),
        "use an intact nvvm/libdevice/libdevice.10.bc of a CUDA installation (this copy is truncated or corrupted)",
    ))
}

/// Every function `lib` defines (declarations are skipped; a lazily read body counts).
fn definitions<'ctx>(lib: &Module<'ctx>) -> impl Iterator<Item = Value<'ctx>> {
    ir::module::functions(lib).into_iter().filter(|f| !f.is_declaration())
}

/// Gives every definition of `lib` that is not local `linkonce_odr` linkage, so that the linker
/// moves it only when something references it.
pub(super) fn make_linkonce(lib: &Module<'_>) {
    for f in definitions(lib).filter(|f| !f.has_local_linkage()) {
        f.set_linkage(Linkage::LinkOnceODR);
    }
}

pub(super) fn link_into<'ctx>(module: &Module<'ctx>, name: &Path, lib: Module<'ctx>) -> Result<(), CompileError> {
    // Linking materializes the functions it moves: a damaged function body is reported here,
    // through the context's diagnostic handler.
    let before = crate::services::llvm_diagnostics::take_diagnostics(module);
    let failed = ir::linker::link_modules(module, lib).is_err();
    let diags = crate::services::llvm_diagnostics::take_diagnostics(module);
    if failed || diags.iter().any(|d| d.error) {
        return Err(damaged(
            name,
            &crate::services::llvm_diagnostics::error_text(&diags, "linking it into the program failed"),
        ));
    }
    crate::services::llvm_diagnostics::restore_diagnostics(module, before.into_iter().chain(diags).collect());
    Ok(())
}

/// Links the whole library into `module` (the `early` strategy). Every function is made
/// `optnone noinline` so that the optimizer leaves it alone until math lowering has run, and
/// keeps external linkage, which is what keeps it alive (the placeholder) through the
/// optimizer's dead-code elimination. Returns the names of the functions that came in.
pub fn link_whole(module: &Module<'_>, name: &Path, bytes: &'static [u8]) -> Result<BTreeSet<String>, CompileError> {
    let before = defined_functions(module);
    let lib = load(module, name, bytes, false)?;
    verify_whole(name, bytes, &lib)?;
    let at = AttrIndex::Function;
    for f in definitions(&lib) {
        // What inlining libdevice asked for, restored by `unmark_whole`.
        let was = if f.has_enum_attribute(at, "alwaysinline") {
            "always"
        } else if f.has_enum_attribute(at, "noinline") {
            "never"
        } else {
            "default"
        };
        f.add_string_attribute(at, INLINE_TAG, was);
        f.remove_enum_attribute(at, "alwaysinline");
        f.add_enum_attribute(at, "optnone", 0);
        f.add_enum_attribute(at, "noinline", 0);
        // A function the program defines itself wins over libdevice's.
        if ir::module::named_function(module, &f.name()).is_some() && !f.has_local_linkage() {
            f.set_linkage(Linkage::LinkOnceODR);
        }
    }
    link_into(module, name, lib)?;
    Ok(defined_functions(module).difference(&before).cloned().collect())
}

/// The function attribute recording a library function's inlining before `link_whole`.
const INLINE_TAG: &str = "nvvmc-early-inline";

/// Undoes [`link_whole`]'s marks on `names`: optnone off, and the inlining libdevice asked for
/// (alwaysinline, noinline or neither) restored.
pub fn unmark_whole(module: &Module<'_>, names: &BTreeSet<String>) {
    let at = AttrIndex::Function;
    for f in ir::module::functions(module) {
        if !names.contains(&f.name()) {
            continue;
        }
        let was = f.string_attribute(at, INLINE_TAG).unwrap_or_else(|| "always".to_string());
        f.remove_string_attribute(at, INLINE_TAG);
        f.remove_enum_attribute(at, "optnone");
        if was != "never" {
            f.remove_enum_attribute(at, "noinline");
        }
        if was == "always" {
            f.add_enum_attribute(at, "alwaysinline", 0);
        }
    }
}

/// Gives the functions named in `names` internal linkage, so that once inlined (or unused) the
/// optimizer deletes them, and no libdevice symbol is exported from the PTX.
pub fn internalize(module: &Module<'_>, names: &BTreeSet<String>) {
    for f in module.functions().into_iter() {
        if f.block_count() > 0 && names.contains(&f.name()) {
            f.set_linkage(Linkage::Internal);
        }
    }
}

/// Links into `module` the libdevice functions named in `names` (and what they call), adding
/// their declarations first: used to build a library module for the `ptx` strategy. Returns the
/// names that are not in libdevice.
pub fn link_named(
    module: &Module<'_>,
    name: &Path,
    bytes: &'static [u8],
    names: &BTreeSet<String>,
) -> Result<Vec<String>, CompileError> {
    let lib = load(module, name, bytes, true)?;
    let mut missing = Vec::new();
    for n in names {
        match ir::module::named_function(&lib, n).filter(|f| !f.is_declaration()) {
            Some(f) => {
                let ty = f.global_value_type().expect("a function has a value type");
                ir::module::add_function(module, n, ty);
            }
            None => missing.push(n.clone()),
        }
    }
    make_linkonce(&lib);
    link_into(module, name, lib)?;
    Ok(missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_read_once_per_version_and_a_truncated_file_faults_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("libdevice.10.bc");
        std::fs::write(&path, b"BC\xc0\xde version one").unwrap();
        let first = bytes(&path).unwrap();
        assert_eq!(first, b"BC\xc0\xde version one");
        assert!(std::ptr::eq(first, bytes(&path).unwrap()), "the same version is shared, not read again");
        // Another process truncates and rewrites the file: the copy already handed out is intact
        // (a mapping would fault), and the next use reads the new version.
        std::fs::write(&path, b"BC\xc0\xde v2").unwrap();
        assert_eq!(first, b"BC\xc0\xde version one");
        assert_eq!(bytes(&path).unwrap(), b"BC\xc0\xde v2");
        std::fs::write(&path, b"not bitcode").unwrap();
        let e = bytes(&path).unwrap_err().to_string();
        assert!(e.contains("is not LLVM bitcode"), "{e}");
        std::fs::remove_file(&path).unwrap();
        assert!(bytes(&path).unwrap_err().to_string().contains("cannot read libdevice"));
        // Identical content under another name is the same copy.
        let other = dir.path().join("copy.bc");
        std::fs::write(&other, b"BC\xc0\xde version one").unwrap();
        assert!(std::ptr::eq(first, bytes(&other).unwrap()));
    }

    #[test]
    fn a_readable_verdict_is_remembered_by_content() {
        let lib = b"BC\xc0\xde some library bytes, 37 long".to_vec();
        let mut flipped = lib.clone();
        flipped[20] ^= 1;
        assert_ne!(content_hash(&lib), content_hash(&flipped), "one bit changes the name");
        assert_ne!(content_hash(&lib[..lib.len() - 1]), content_hash(&lib), "so does the length");
        assert_eq!(content_hash(&lib), content_hash(&lib.clone()));
        let dir = tempfile::tempdir().unwrap();
        let marker = dir.path().join("libdevice-checked").join("m");
        assert!(!checked_before(&marker, Checked::Readable));
        remember(&marker, Checked::Readable);
        assert!(checked_before(&marker, Checked::Readable));
        // A marker of one check is not the other's.
        assert!(!checked_before(&marker, Checked::Valid));
        // A damaged marker is no marker.
        std::fs::write(&marker, b"readable").unwrap();
        assert!(!checked_before(&marker, Checked::Readable));
    }
}
