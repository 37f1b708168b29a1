//! The part of libdevice a program links, kept as a small bitcode module of its own so that the
//! next program that declares the same functions reads a few kilobytes instead of libdevice's
//! index.
//!
//! Reading libdevice lazily still parses its whole module record: 352 function headers, their
//! attributes and three tables, ~8 M instructions (~2 ms), which was over a third of a small
//! numba kernel's compile through the C API. Which definitions LLVM's linker moves out of the
//! library depends only on the library, the names the program declares (a `linkonce_odr`
//! definition is moved when the program declares its name, and its callees with it) and the
//! program's triple and data layout (given to the library before linking). So the first program
//! with a given set of declarations links the library into an empty module of a scratch context
//! that declares those names, in the library's order, and that module's bitcode is kept; every
//! program with the same key reads it whole and links it, which moves the same definitions in
//! the same order, with the same linkage and the library's named metadata. `ptx-identical`
//! checks the outputs byte for byte against a build without it.
//!
//! Kept in memory for the rest of the process (the C API compiles many programs in one), least
//! recently used first out beyond [`BUDGET`] bytes; a key names the library by its interned
//! bytes ([`libdevice::resolve`] keeps one copy per content), so a new library is a new
//! key. A program that declares a variable the library defines, or defines a function or
//! variable of a name the library exports (whose linkage and `unnamed_addr` the linker would
//! merge with the library's), is linked from the library itself, as before: every kept part
//! carries the library's exported names for that test. An `available_externally` body counts
//! as a declaration, as it does for the linker. Warnings LLVM gives while a part is made stay in
//! its scratch context (linking libdevice gives none). A kept part LLVM cannot read back is
//! forgotten and the library is linked instead.
//!
//! Also kept on disk for the next process (every CLI run is one), in `libdevice-subset-v1/` of
//! the cache folder `--link ptx` uses ([`disk`]): there the key names the library by a hash of
//! its bytes and this nvvmc's build identity, and is stored in full in the entry; the bitcode is
//! sealed with its SHA-256 and checked before LLVM reads it (damaged bitcode can make LLVM's
//! reader loop, `libdevice.rs`), so a damaged entry is a miss and is replaced.

use super::libdevice;
use crate::error::CompileError;
use crate::services::llvm_diagnostics::DiagnosedContext;
use nvvmc_ir::{self as ir, Module};
use std::collections::BTreeSet;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

/// What decides a subset's contents.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    /// The interned library's address and length (one copy per distinct content).
    library: (usize, usize),
    triple: String,
    data_layout: String,
    /// Every function and variable the program declares (not LLVM intrinsics), sorted.
    declared: Vec<String>,
}

/// The most bitcode kept (a subset is ~5–200 KB; numba programs need a few dozen sets).
const BUDGET: usize = 64 << 20;

/// A kept part: its bitcode, and every name the library exports (defines with a linkage other
/// than local), sorted.
#[derive(Clone)]
pub struct Kept {
    bitcode: Arc<[u8]>,
    exports: Arc<[String]>,
}

struct Entry {
    kept: Kept,
    last_use: u64,
}

#[derive(Default)]
struct Store {
    entries: HashMap<Key, Entry>,
    bytes: usize,
    clock: u64,
}

impl Store {
    fn get(&mut self, key: &Key) -> Option<Kept> {
        self.clock += 1;
        let now = self.clock;
        self.entries.get_mut(key).map(|e| {
            e.last_use = now;
            e.kept.clone()
        })
    }

    fn put(&mut self, key: Key, kept: Kept) {
        self.clock += 1;
        self.bytes += kept.bitcode.len();
        if let Some(old) = self.entries.insert(key, Entry { kept, last_use: self.clock }) {
            self.bytes -= old.kept.bitcode.len();
        }
        while self.bytes > BUDGET && self.entries.len() > 1 {
            let oldest = self.entries.iter().min_by_key(|(_, e)| e.last_use).map(|(k, _)| k.clone());
            let Some(e) = oldest.and_then(|k| self.entries.remove(&k)) else { break };
            self.bytes -= e.kept.bitcode.len();
        }
    }

    fn forget(&mut self, key: &Key) {
        if let Some(e) = self.entries.remove(key) {
            self.bytes -= e.kept.bitcode.len();
        }
    }
}

fn store() -> std::sync::MutexGuard<'static, Store> {
    static STORE: OnceLock<Mutex<Store>> = OnceLock::new();
    STORE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner())
}

/// Whether the linker takes `g` for a declaration: no body or initializer, or an
/// `available_externally` one (which a definition from the library replaces).
fn declaration_for_linker(g: ir::Value<'_>) -> bool {
    g.is_declaration() || g.linkage() == Some(ir::Linkage::AvailableExternally)
}

/// The names `module` declares that a library could define: functions and variables the linker
/// takes for declarations (LLVM's intrinsics aside), sorted.
fn declared(module: &Module<'_>) -> Vec<String> {
    let globals = module.functions().into_iter().chain(module.globals());
    let mut names: Vec<String> =
        globals.filter(|g| declaration_for_linker(*g)).map(|g| g.name()).filter(|n| !n.starts_with("llvm.")).collect();
    names.sort();
    names.dedup();
    names
}

/// Whether `module` defines a function or variable (not local) that the library exports.
fn defines_an_export(module: &Module<'_>, exports: &[String]) -> bool {
    let globals = module.functions().into_iter().chain(module.globals());
    globals
        .filter(|g| !declaration_for_linker(*g) && !g.has_local_linkage())
        .any(|g| exports.binary_search(&g.name()).is_ok())
}

/// What [`link_needed`] linked.
pub struct Linked {
    /// The functions that came in.
    pub functions: BTreeSet<String>,
    /// Where they were read from.
    pub source: Source,
}

/// Links into `module` exactly the libdevice functions it references, transitively, through
/// the program's subset of the library (`libdevice_subset.rs`).
pub fn link_needed(module: &Module<'_>, name: &Path, bytes: &'static [u8]) -> Result<Linked, CompileError> {
    let before = libdevice::defined_functions(module);
    let subset = for_module(module, name, bytes)?;
    let mut source = subset.source;
    let read = subset.bitcode.as_ref().map(|b| ir::bitcode::read_whole(module.context(), b, "libdevice"));
    match read {
        Some(Ok(lib)) => {
            libdevice::set_target_like(&lib, module);
            libdevice::link_into(module, name, lib)?;
        }
        unread => {
            if unread.is_some() {
                // A kept part LLVM cannot read: forgotten, and the library linked instead.
                subset.forget();
                source = Source::Library;
            }
            let lib = libdevice::load(module, name, bytes, true)?;
            libdevice::make_linkonce(&lib);
            libdevice::link_into(module, name, lib)?;
            // The part was not verified when made (there is none): the program, valid before,
            // is verified with what came in, so that invalid IR read from damaged bytes stops
            // here too (the program declares a variable the library defines, or the kept part
            // did not read back).
            module.verify().map_err(|report| libdevice::rejected_by_verifier(name, &report))?;
        }
    }
    Ok(Linked { functions: libdevice::defined_functions(module).difference(&before).cloned().collect(), source })
}

/// Where a program's part of the library came from (`--stats`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Kept in this process's memory.
    Memory,
    /// Kept on disk by an earlier process.
    Disk,
    /// Made now from the library (and kept, in memory and where the cache folder can be written).
    Made,
    /// Linked from the library itself.
    Library,
}

impl Source {
    pub fn describe(self) -> &'static str {
        match self {
            Source::Memory => "read from this process's memory",
            Source::Disk => "read from the cache folder",
            Source::Made => "made now from the library",
            Source::Library => "linked from the library itself",
        }
    }
}

/// The library's part for a program.
pub struct Subset {
    /// Its bitcode; `None` when the program must be linked from the library itself.
    pub bitcode: Option<Arc<[u8]>>,
    pub source: Source,
    /// Its key and the library's bytes, to forget it by.
    kept_as: Option<(Key, &'static [u8])>,
}

impl Subset {
    fn library() -> Subset {
        Subset { bitcode: None, source: Source::Library, kept_as: None }
    }

    /// Forgets the kept part, in memory and on disk.
    fn forget(&self) {
        let Some((key, bytes)) = &self.kept_as else { return };
        store().forget(key);
        if let Some(dir) = crate::services::cache_dir::cache_dir() {
            disk::Entry::new(&dir, key, bytes).remove();
        }
    }
}

/// The bitcode of the library's part that linking it into `module` would move, and where it
/// came from.
pub fn for_module(module: &Module<'_>, name: &Path, bytes: &'static [u8]) -> Result<Subset, CompileError> {
    let key = Key {
        library: (bytes.as_ptr() as usize, bytes.len()),
        triple: ir::module::target_triple(module),
        data_layout: ir::data_layout(module),
        declared: declared(module),
    };
    let kept = store().get(&key);
    let (kept, source) = match kept {
        Some(kept) => (kept, Source::Memory),
        None => {
            let entry = crate::services::cache_dir::cache_dir().map(|dir| disk::Entry::new(&dir, &key, bytes));
            match entry.as_ref().and_then(disk::Entry::read) {
                Some(kept) => (kept, Source::Disk),
                None => {
                    // Made outside the lock: LLVM runs here, and other threads may link meanwhile.
                    let Some(kept) = make(&key, name, bytes)? else { return Ok(Subset::library()) };
                    if let Some(entry) = &entry {
                        entry.write(&kept);
                    }
                    (kept, Source::Made)
                }
            }
        }
    };
    if source != Source::Memory {
        store().put(key.clone(), kept.clone());
    }
    if defines_an_export(module, &kept.exports) {
        return Ok(Subset::library());
    }
    Ok(Subset { bitcode: Some(kept.bitcode), source, kept_as: Some((key, bytes)) })
}

/// Links the library into an empty module of a scratch context that declares `key.declared`
/// (those the library defines, in the library's order, with its types) and returns that
/// module's bitcode, read back once, with the library's exports; `None` when the program
/// declares a variable the library defines, or the bitcode does not read back.
fn make(key: &Key, name: &Path, bytes: &'static [u8]) -> Result<Option<Kept>, CompileError> {
    let scratch = DiagnosedContext::new();
    let subset = scratch.create_module("libdevice");
    subset.set_triple(&key.triple);
    subset.set_data_layout(&key.data_layout);
    let lib = libdevice::load(&subset, name, bytes, true)?;
    let wanted = |n: &str| key.declared.binary_search_by(|d| d.as_str().cmp(n)).is_ok();
    let exported = |g: &ir::Value<'_>| !g.is_declaration() && !g.has_local_linkage();
    if ir::module::globals(&lib).into_iter().any(|g| exported(&g) && wanted(&g.name())) {
        return Ok(None);
    }
    let mut exports: Vec<String> = Vec::new();
    for f in ir::module::functions(&lib).into_iter().filter(exported) {
        let n = f.name();
        if wanted(&n) {
            ir::module::add_function(&subset, &n, f.global_value_type().expect("a function has a value type"));
        }
        exports.push(n);
    }
    exports.extend(ir::module::globals(&lib).into_iter().filter(exported).map(|g| g.name()));
    exports.sort();
    exports.dedup();
    libdevice::make_linkonce(&lib);
    libdevice::link_into(&subset, name, lib)?;
    // LLVM's reader does not verify what it reads: damaged bytes can read as invalid IR (a
    // variable whose initializer has another type), on which NVPTX's printer writes past its
    // buffer. The part is verified here, once per key, before any program links it.
    subset.verify().map_err(|report| libdevice::rejected_by_verifier(name, &report))?;
    let bitcode = subset.to_bitcode_keeping_use_lists();
    if ir::bitcode::read_whole(&*scratch, &bitcode, "libdevice").is_err() {
        return Ok(None);
    }
    // Diagnostics of this scratch context (warnings only, or `link_into` failed) end with it.
    let _ = scratch.take();
    Ok(Some(Kept { bitcode: bitcode.into(), exports: exports.into() }))
}

/// Subsets on disk: `<cache dir>/libdevice-subset-v1/<SHA-256 of the key>.bc`, each the magic
/// line, the key's length and text, the exports' length and text, the SHA-256 of the exports and
/// the bitcode, and the bitcode. The key's fields are each written with their length first, so
/// no two keys read alike. Written atomically
/// (a temporary file renamed into place); a hit sets the file's modification time, and a store
/// that finds more than [`disk::MAX_ENTRIES`] deletes the least recently used. Failures to
/// read or write only cost the next process the lazy read.
mod disk {
    use super::{Kept, Key};
    use sha2::{Digest, Sha256};
    use std::io::Write;
    use std::path::{Path, PathBuf};

    pub const SUBDIR: &str = "libdevice-subset-v1";
    const MAGIC: &[u8] = b"nvvmc libdevice subset v1\n";
    /// Entries kept (a subset is ~5–200 KB).
    pub const MAX_ENTRIES: usize = 256;

    pub struct Entry {
        path: PathBuf,
        key: String,
    }

    impl Entry {
        /// Where `key` of the library `bytes` is kept under `cache_dir`.
        pub fn new(cache_dir: &Path, key: &Key, bytes: &[u8]) -> Entry {
            let (a, b) = super::libdevice::content_hash(bytes);
            let mut text = String::new();
            let library = format!("{a:016x}{b:016x} {}", bytes.len());
            let fields = [env!("NVVMC_BUILD_IDENTITY"), &library, &key.triple, &key.data_layout];
            for field in fields.into_iter().chain(key.declared.iter().map(String::as_str)) {
                text.push_str(&format!("{}:{field}\n", field.len()));
            }
            let key = text;
            let name = Sha256::digest(key.as_bytes()).iter().map(|b| format!("{b:02x}")).collect::<String>();
            Entry { path: cache_dir.join(SUBDIR).join(format!("{name}.bc")), key }
        }

        /// The kept part, when the entry is whole and is this key's.
        pub fn read(&self) -> Option<Kept> {
            // Only a plain file: a FIFO or a device there would block the read.
            if !std::fs::symlink_metadata(&self.path).is_ok_and(|m| m.is_file()) {
                return None;
            }
            let data = std::fs::read(&self.path).ok()?;
            match decode(&data, &self.key) {
                Some(kept) => {
                    // The time of last use, for eviction (best effort).
                    let _ = std::fs::File::options()
                        .write(true)
                        .open(&self.path)
                        .and_then(|f| f.set_modified(std::time::SystemTime::now()));
                    Some(kept)
                }
                None => {
                    self.remove();
                    None
                }
            }
        }

        pub fn write(&self, kept: &Kept) {
            let Some(dir) = self.path.parent() else { return };
            if std::fs::create_dir_all(dir).is_err() {
                return;
            }
            let Ok(mut tmp) = tempfile::NamedTempFile::new_in(dir) else { return };
            if tmp.write_all(&encode(&self.key, kept)).is_err() || tmp.persist(&self.path).is_err() {
                return;
            }
            evict(dir, MAX_ENTRIES);
        }

        #[cfg(test)]
        pub fn path(&self) -> &Path {
            &self.path
        }

        pub fn remove(&self) {
            let _ = std::fs::remove_file(&self.path);
        }
    }

    pub fn encode(key: &str, kept: &Kept) -> Vec<u8> {
        let exports = kept.exports.join("\n");
        let mut out = Vec::with_capacity(MAGIC.len() + 16 + key.len() + exports.len() + 32 + kept.bitcode.len());
        out.extend_from_slice(MAGIC);
        for field in [key, &exports] {
            out.extend_from_slice(&(field.len() as u64).to_le_bytes());
            out.extend_from_slice(field.as_bytes());
        }
        out.extend_from_slice(&seal(exports.as_bytes(), &kept.bitcode));
        out.extend_from_slice(&kept.bitcode);
        out
    }

    fn seal(exports: &[u8], bitcode: &[u8]) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update((exports.len() as u64).to_le_bytes());
        h.update(exports);
        h.update(bitcode);
        h.finalize().into()
    }

    /// The part `data` keeps, when it is a whole entry of `key`.
    pub fn decode(data: &[u8], key: &str) -> Option<Kept> {
        let mut rest = data.strip_prefix(MAGIC)?;
        let mut field = || {
            let (len, after) = rest.split_first_chunk::<8>()?;
            let (value, after) = after.split_at_checked(usize::try_from(u64::from_le_bytes(*len)).ok()?)?;
            rest = after;
            Some(value)
        };
        let (stored_key, exports) = (field()?, field()?);
        let (stored_seal, bitcode) = rest.split_first_chunk::<32>()?;
        if stored_key != key.as_bytes() || seal(exports, bitcode) != *stored_seal {
            return None;
        }
        let exports = std::str::from_utf8(exports).ok()?;
        let exports: Vec<String> = exports.split('\n').filter(|n| !n.is_empty()).map(str::to_string).collect();
        Some(Kept { bitcode: bitcode.into(), exports: exports.into() })
    }

    /// Deletes the least recently used entries of `dir` beyond `max` (and temporary files of
    /// writers that died over an hour ago).
    pub fn evict(dir: &Path, max: usize) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        let mut entries = Vec::new();
        for e in rd.flatten() {
            let Ok(modified) = e.metadata().and_then(|m| m.modified()) else { continue };
            if e.path().extension().is_some_and(|x| x == "bc") {
                entries.push((modified, e.path()));
            } else if modified.elapsed().is_ok_and(|age| age.as_secs() > 3600) {
                let _ = std::fs::remove_file(e.path());
            }
        }
        if entries.len() > max {
            entries.sort();
            for (_, path) in &entries[..entries.len() - max] {
                let _ = std::fs::remove_file(path);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nvvmc_ir::Context;
    use std::path::{Path, PathBuf};

    /// The repository's libdevice (scripts/setup.sh); `None` skips, unless the tools are required.
    /// `.deps/libdevice.10.bc`; a test that calls it is ignored where it is missing
    /// (`cfg(nvvmc_libdevice)`, from build.rs).
    fn libdevice() -> (PathBuf, &'static [u8]) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps/libdevice.10.bc");
        assert!(path.is_file(), "no libdevice at {}: run scripts/setup.sh", path.display());
        let bytes = libdevice::bytes(&path).unwrap();
        (path, bytes)
    }

    /// `text` linked with the library itself, as before subsets, printed.
    fn linked_directly(text: &str, name: &Path, bytes: &'static [u8]) -> String {
        let ctx = DiagnosedContext::new();
        let m = ctx.parse_ir(text.as_bytes(), "program").unwrap();
        let lib = libdevice::load(&m, name, bytes, true).unwrap();
        libdevice::make_linkonce(&lib);
        libdevice::link_into(&m, name, lib).unwrap();
        m.print()
    }

    /// `text` linked with a part made now by [`make`] (neither memory nor disk), printed.
    fn linked_by_a_new_part(text: &str, name: &Path, bytes: &'static [u8]) -> String {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "program").unwrap();
        let key = Key {
            library: (bytes.as_ptr() as usize, bytes.len()),
            triple: ir::module::target_triple(&m),
            data_layout: ir::data_layout(&m),
            declared: declared(&m),
        };
        let kept = make(&key, name, bytes).unwrap().expect("a part");
        if defines_an_export(&m, &kept.exports) {
            return linked_directly(text, name, bytes);
        }
        let lib = ir::bitcode::read_whole(m.context(), &kept.bitcode, "libdevice").unwrap();
        libdevice::set_target_like(&lib, &m);
        libdevice::link_into(&m, name, lib).unwrap();
        m.print()
    }

    /// `text` linked by `link_needed`, printed, and where its part came from.
    fn linked_by_link_needed(text: &str, name: &Path, bytes: &'static [u8]) -> (String, Source) {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "program").unwrap();
        let linked = link_needed(&m, name, bytes).unwrap();
        (m.print(), linked.source)
    }

    fn assert_same(got: &str, want: &str, what: &str) {
        let first = got.lines().zip(want.lines()).position(|(a, b)| a != b);
        assert!(
            got == want,
            "{what}: first difference at line {first:?}:\n{:?}\n{:?}",
            first.map(|n| got.lines().skip(n).take(3).collect::<Vec<_>>()),
            first.map(|n| want.lines().skip(n).take(3).collect::<Vec<_>>())
        );
    }

    const HEAD: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n";

    #[test]
    #[cfg_attr(not(nvvmc_libdevice), ignore = "needs libdevice; run scripts/setup.sh")]
    fn a_part_links_exactly_what_the_library_would_made_or_remembered() {
        let (name, bytes) = libdevice();
        // (program, linked from a part: false when the library must be linked itself)
        let programs = [
            // One function and its helpers (the Payne-Hanek table, internal functions).
            ("declare float @__nv_sinf(float)\ndefine float @k(float %x) {\n  %s = call float @__nv_sinf(float %x)\n  ret float %s\n}\n", true),
            // The same declaration in another program.
            ("declare float @__nv_sinf(float)\ndefine float @other(float %y) {\n  %a = fadd float %y, 1.0\n  %s = call float @__nv_sinf(float %a)\n  ret float %s\n}\n", true),
            // More functions; one declared but unused (the linker moves it all the same); a
            // name libdevice does not define.
            ("declare float @__nv_sinf(float)\ndeclare double @__nv_pow(double, double)\ndeclare float @__nv_cosf(float)\n\
             declare i32 @vprintf(ptr, ptr)\n\
             define double @k(double %x, float %f) {\n  %p = call double @__nv_pow(double %x, double %x)\n  \
             %c = call float @__nv_cosf(float %f)\n  %e = fpext float %c to double\n  %r = fadd double %p, %e\n  ret double %r\n}\n", true),
            // An `available_externally` body is a declaration to the linker: libdevice's
            // definition replaces it.
            ("define available_externally float @__nv_sinf(float %x) {\n  ret float %x\n}\n\
             define float @k(float %x) {\n  %s = call float @__nv_sinf(float %x)\n  ret float %s\n}\n", true),
            // The program defines a function libdevice exports: the linker merges their
            // `unnamed_addr` (the program's loses it), so the library itself is linked.
            ("define float @__nv_sinf(float %x) unnamed_addr {\n  ret float %x\n}\ndeclare float @__nv_tanf(float)\n\
             define float @k(float %x) {\n  %s = call float @__nv_sinf(float %x)\n  %t = call float @__nv_tanf(float %s)\n  ret float %t\n}\n", false),
        ];
        for (i, (body, by_part)) in programs.iter().enumerate() {
            let text = format!("{HEAD}{body}");
            let direct = linked_directly(&text, &name, bytes);
            assert!(direct.contains("define linkonce_odr"), "program {i} links something:\n{direct}");
            assert_same(&linked_by_a_new_part(&text, &name, bytes), &direct, &format!("program {i}, a new part"));
            for round in 0..2 {
                let (linked, source) = linked_by_link_needed(&text, &name, bytes);
                assert_same(&linked, &direct, &format!("program {i}, round {round}"));
                let expected = match (by_part, round) {
                    (false, _) => vec![Source::Library],
                    (true, 0) => vec![Source::Made, Source::Disk, Source::Memory],
                    (true, _) => vec![Source::Memory],
                };
                assert!(expected.contains(&source), "program {i}, round {round}: {source:?}");
            }
        }
    }

    fn kept(bitcode: &[u8], exports: &[&str]) -> Kept {
        Kept { bitcode: bitcode.into(), exports: exports.iter().map(|e| e.to_string()).collect::<Vec<_>>().into() }
    }

    #[test]
    fn a_kept_entry_is_read_only_whole_sealed_and_for_its_key() {
        let part = kept(b"BC\xc0\xde some bitcode", &["__nv_a", "__nv_b"]);
        let entry = disk::encode("key one", &part);
        let read = disk::decode(&entry, "key one").expect("whole");
        assert_eq!((&read.bitcode[..], &read.exports[..]), (&part.bitcode[..], &part.exports[..]));
        assert!(disk::decode(&entry, "key two").is_none(), "another key's entry is a miss");
        for at in [0, 10, 20, entry.len() - 1] {
            let mut damaged = entry.clone();
            damaged[at] ^= 0x20;
            assert!(disk::decode(&damaged, "key one").is_none(), "a byte changed at {at}");
        }
        for len in [0, 5, entry.len() - 1] {
            assert!(disk::decode(&entry[..len], "key one").is_none(), "cut at {len}");
        }
    }

    #[test]
    fn keys_that_differ_have_different_entries() {
        let key = |declared: &[&str]| Key {
            library: (0, 0),
            triple: "t".into(),
            data_layout: "d".into(),
            declared: declared.iter().map(|d| d.to_string()).collect(),
        };
        let dir = Path::new("/nonexistent");
        let path = |k: &Key| disk::Entry::new(dir, k, b"lib").path().to_path_buf();
        assert_ne!(path(&key(&["a b"])), path(&key(&["a", "b"])));
        assert_ne!(path(&key(&["a"])), path(&key(&["a", ""])));
        assert_eq!(path(&key(&["a", "b"])), path(&key(&["a", "b"])));
        assert_ne!(
            disk::Entry::new(dir, &key(&["a"]), b"lib").path(),
            disk::Entry::new(dir, &key(&["a"]), b"lic").path()
        );
    }

    #[test]
    fn the_cache_folder_keeps_the_most_recently_used_entries() {
        let dir = tempfile::tempdir().unwrap();
        let t0 = std::time::SystemTime::now() - std::time::Duration::from_secs(100);
        for i in 0..5u64 {
            let p = dir.path().join(format!("{i}.bc"));
            std::fs::write(&p, b"x").unwrap();
            let f = std::fs::File::options().write(true).open(&p).unwrap();
            f.set_modified(t0 + std::time::Duration::from_secs(i * 10)).unwrap();
        }
        disk::evict(dir.path(), 3);
        let mut left: Vec<String> =
            std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        left.sort();
        assert_eq!(left, ["2.bc", "3.bc", "4.bc"]);
    }

    #[test]
    fn the_least_recently_used_part_goes_first_beyond_the_budget() {
        let key = |n: &str| Key {
            library: (0, 0),
            triple: String::new(),
            data_layout: String::new(),
            declared: vec![n.into()],
        };
        let mut store = Store::default();
        let half = kept(&vec![0u8; BUDGET / 2], &[]);
        store.put(key("a"), half.clone());
        store.put(key("b"), half.clone());
        assert!(store.get(&key("a")).is_some(), "a is used again");
        store.put(key("c"), half.clone());
        assert!(store.get(&key("b")).is_none(), "b, the least recently used, went");
        assert!(store.get(&key("a")).is_some() && store.get(&key("c")).is_some());
        assert_eq!(store.bytes, BUDGET);
        store.forget(&key("a"));
        assert_eq!(store.bytes, BUDGET / 2);
        // An entry larger than the budget is still kept alone (the program needs it).
        store.put(key("big"), kept(&vec![0u8; BUDGET + 1], &[]));
        assert_eq!(store.entries.len(), 1);
    }
}
