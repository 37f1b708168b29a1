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
//! key. A program that declares a variable the library defines is linked from the library
//! itself, as before (libdevice defines none).
//!
//! Also kept on disk for the next process (every CLI run is one), in `libdevice-subset-v1/` of
//! the cache folder `--link ptx` uses ([`disk`]): there the key names the library by a hash of
//! its bytes and this nvvmc's build identity, and is stored in full in the entry; the bitcode is
//! sealed with its SHA-256 and checked before LLVM reads it (damaged bitcode can make LLVM's
//! reader loop, `libdevice.rs`), so a damaged entry is a miss and is replaced.

use super::libdevice;
use crate::error::CompileError;
use crate::llvm_diagnostics::DiagnosedContext;
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

struct Entry {
    bitcode: Arc<[u8]>,
    last_use: u64,
}

#[derive(Default)]
struct Store {
    entries: HashMap<Key, Entry>,
    bytes: usize,
    clock: u64,
}

impl Store {
    fn get(&mut self, key: &Key) -> Option<Arc<[u8]>> {
        self.clock += 1;
        let now = self.clock;
        self.entries.get_mut(key).map(|e| {
            e.last_use = now;
            e.bitcode.clone()
        })
    }

    fn put(&mut self, key: Key, bitcode: Arc<[u8]>) {
        self.clock += 1;
        self.bytes += bitcode.len();
        if let Some(old) = self.entries.insert(key, Entry { bitcode, last_use: self.clock }) {
            self.bytes -= old.bitcode.len();
        }
        while self.bytes > BUDGET && self.entries.len() > 1 {
            let oldest = self.entries.iter().min_by_key(|(_, e)| e.last_use).map(|(k, _)| k.clone());
            let Some(e) = oldest.and_then(|k| self.entries.remove(&k)) else { break };
            self.bytes -= e.bitcode.len();
        }
    }
}

fn store() -> std::sync::MutexGuard<'static, Store> {
    static STORE: OnceLock<Mutex<Store>> = OnceLock::new();
    STORE.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner())
}

/// The names `module` declares that a library could define: functions without a body (LLVM's
/// intrinsics aside) and variables without an initializer.
fn declared(module: &Module<'_>) -> Vec<String> {
    let functions = module.functions().into_iter().filter(|f| f.block_count() == 0).map(|f| f.name());
    let variables = module.globals().into_iter().filter(|g| g.is_declaration()).map(|g| g.name());
    let mut names: Vec<String> = functions.filter(|n| !n.starts_with("llvm.")).chain(variables).collect();
    names.sort();
    names.dedup();
    names
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
    let Subset { bitcode, source } = for_module(module, name, bytes)?;
    match bitcode {
        Some(subset) => {
            let lib = ir::bitcode::read_whole(module.context(), &subset, "libdevice").map_err(|m| {
                libdevice::damaged(name, &m.unwrap_or_else(|| "its linked part could not be read back".into()))
            })?;
            libdevice::set_target_like(&lib, module);
            libdevice::link_into(module, name, lib)?;
        }
        None => {
            let lib = libdevice::load(module, name, bytes, true)?;
            libdevice::make_linkonce(&lib);
            libdevice::link_into(module, name, lib)?;
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
    /// Made now from the library (and kept).
    Made,
    /// Linked from the library itself.
    Library,
}

impl Source {
    pub fn describe(self) -> &'static str {
        match self {
            Source::Memory => "read from this process's memory",
            Source::Disk => "read from the cache folder",
            Source::Made => "made now from the library, and kept",
            Source::Library => "linked from the library itself",
        }
    }
}

/// The library's part for a program.
pub struct Subset {
    /// Its bitcode; `None` when the program must be linked from the library itself.
    pub bitcode: Option<Arc<[u8]>>,
    pub source: Source,
}

/// The bitcode of the library's part that linking it into `module` would move, and where it
/// came from.
pub fn for_module(module: &Module<'_>, name: &std::path::Path, bytes: &'static [u8]) -> Result<Subset, CompileError> {
    let key = Key {
        library: (bytes.as_ptr() as usize, bytes.len()),
        triple: ir::module::target_triple(module),
        data_layout: ir::data_layout(module),
        declared: declared(module),
    };
    if let Some(bitcode) = store().get(&key) {
        return Ok(Subset { bitcode: Some(bitcode), source: Source::Memory });
    }
    let on_disk = crate::cache_dir::cache_dir().map(|dir| disk::Entry::new(&dir, &key, bytes));
    if let Some(bitcode) = on_disk.as_ref().and_then(disk::Entry::read) {
        let bitcode: Arc<[u8]> = bitcode.into();
        store().put(key, bitcode.clone());
        return Ok(Subset { bitcode: Some(bitcode), source: Source::Disk });
    }
    // Made outside the lock: LLVM runs here, and other threads may link meanwhile.
    let Some(bitcode) = make(&key, name, bytes)? else { return Ok(Subset { bitcode: None, source: Source::Library }) };
    if let Some(entry) = &on_disk {
        entry.write(&bitcode);
    }
    let bitcode: Arc<[u8]> = bitcode.into();
    store().put(key, bitcode.clone());
    Ok(Subset { bitcode: Some(bitcode), source: Source::Made })
}

/// Links the library into an empty module of a scratch context that declares `key.declared`
/// (those the library defines, in the library's order, with its types) and returns that
/// module's bitcode; `None` when the program declares a variable the library defines.
fn make(key: &Key, name: &std::path::Path, bytes: &'static [u8]) -> Result<Option<Vec<u8>>, CompileError> {
    let scratch = DiagnosedContext::new();
    let subset = scratch.create_module("libdevice");
    subset.set_triple(&key.triple);
    subset.set_data_layout(&key.data_layout);
    let lib = libdevice::load(&subset, name, bytes, true)?;
    let wanted = |n: &str| key.declared.binary_search_by(|d| d.as_str().cmp(n)).is_ok();
    if ir::module::globals(&lib).into_iter().any(|g| !g.is_declaration() && !g.has_local_linkage() && wanted(&g.name()))
    {
        return Ok(None);
    }
    for f in ir::module::functions(&lib) {
        let n = f.name();
        if !f.is_declaration() && !f.has_local_linkage() && wanted(&n) {
            ir::module::add_function(&subset, &n, f.global_value_type().expect("a function has a value type"));
        }
    }
    libdevice::make_linkonce(&lib);
    libdevice::link_into(&subset, name, lib)?;
    // Diagnostics of this scratch context (warnings only, or `link_into` failed) end with it.
    let _ = scratch.take();
    Ok(Some(subset.to_bitcode_keeping_use_lists()))
}

/// Subsets on disk: `<cache dir>/libdevice-subset-v1/<SHA-256 of the key>.bc`, each the magic
/// line, the key's length and text, the bitcode's SHA-256 and the bitcode. Written atomically
/// (a temporary file renamed into place); a hit sets the file's modification time, and a store
/// that finds more than [`disk::MAX_ENTRIES`] deletes the least recently used. Failures to
/// read or write only cost the next process the lazy read.
mod disk {
    use super::Key;
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
            let key = format!(
                "{}\nlibdevice {a:016x}{b:016x} {}\n{}\n{}\n{}",
                env!("NVVMC_BUILD_IDENTITY"),
                bytes.len(),
                key.triple,
                key.data_layout,
                key.declared.join(" ")
            );
            let name = Sha256::digest(key.as_bytes()).iter().map(|b| format!("{b:02x}")).collect::<String>();
            Entry { path: cache_dir.join(SUBDIR).join(format!("{name}.bc")), key }
        }

        /// The kept bitcode, when the entry is whole and is this key's.
        pub fn read(&self) -> Option<Vec<u8>> {
            let data = std::fs::read(&self.path).ok()?;
            let body = decode(&data, &self.key);
            match body {
                Some(bitcode) => {
                    // The time of last use, for eviction (best effort).
                    let _ = std::fs::File::options()
                        .write(true)
                        .open(&self.path)
                        .and_then(|f| f.set_modified(std::time::SystemTime::now()));
                    Some(bitcode.to_vec())
                }
                None => {
                    let _ = std::fs::remove_file(&self.path);
                    None
                }
            }
        }

        pub fn write(&self, bitcode: &[u8]) {
            let Some(dir) = self.path.parent() else { return };
            if std::fs::create_dir_all(dir).is_err() {
                return;
            }
            let Ok(mut tmp) = tempfile::NamedTempFile::new_in(dir) else { return };
            if tmp.write_all(&encode(&self.key, bitcode)).is_err() || tmp.persist(&self.path).is_err() {
                return;
            }
            evict(dir, MAX_ENTRIES);
        }
    }

    pub fn encode(key: &str, bitcode: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(MAGIC.len() + 8 + key.len() + 32 + bitcode.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(key.len() as u64).to_le_bytes());
        out.extend_from_slice(key.as_bytes());
        out.extend_from_slice(&Sha256::digest(bitcode));
        out.extend_from_slice(bitcode);
        out
    }

    /// The bitcode of `data`, when it is a whole entry of `key`.
    pub fn decode<'a>(data: &'a [u8], key: &str) -> Option<&'a [u8]> {
        let rest = data.strip_prefix(MAGIC)?;
        let (len, rest) = rest.split_first_chunk::<8>()?;
        let len = usize::try_from(u64::from_le_bytes(*len)).ok()?;
        let (stored_key, rest) = rest.split_at_checked(len)?;
        let (seal, bitcode) = rest.split_first_chunk::<32>()?;
        (stored_key == key.as_bytes() && Sha256::digest(bitcode)[..] == seal[..]).then_some(bitcode)
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
    fn libdevice() -> Option<(PathBuf, &'static [u8])> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps/libdevice.10.bc");
        if !path.is_file() {
            assert!(std::env::var_os("NVVMC_REQUIRE_TOOLS").is_none(), "no libdevice at {}", path.display());
            return None;
        }
        let bytes = libdevice::bytes(&path).unwrap();
        Some((path, bytes))
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

    /// `text` linked by `link_needed` (through a subset), printed, with the names it linked.
    fn linked_by_subset(text: &str, name: &Path, bytes: &'static [u8]) -> String {
        let ctx = Context::new();
        let m = ctx.parse_ir(text.as_bytes(), "program").unwrap();
        link_needed(&m, name, bytes).unwrap();
        m.print()
    }

    const HEAD: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n";

    #[test]
    fn a_subset_links_exactly_what_the_library_would_made_or_remembered() {
        let Some((name, bytes)) = libdevice() else { return };
        let programs = [
            // One function and its helpers (the Payne-Hanek table, internal functions).
            "declare float @__nv_sinf(float)\ndefine float @k(float %x) {\n  %s = call float @__nv_sinf(float %x)\n  ret float %s\n}\n",
            // The same declaration in another program: the remembered subset.
            "declare float @__nv_sinf(float)\ndefine float @other(float %y) {\n  %a = fadd float %y, 1.0\n  %s = call float @__nv_sinf(float %a)\n  ret float %s\n}\n",
            // More functions; one declared but unused (the linker moves it all the same); a
            // name libdevice does not define.
            "declare float @__nv_sinf(float)\ndeclare double @__nv_pow(double, double)\ndeclare float @__nv_cosf(float)\n\
             declare i32 @vprintf(ptr, ptr)\n\
             define double @k(double %x, float %f) {\n  %p = call double @__nv_pow(double %x, double %x)\n  \
             %c = call float @__nv_cosf(float %f)\n  %e = fpext float %c to double\n  %r = fadd double %p, %e\n  ret double %r\n}\n",
            // The program defines a function libdevice's callers use: its own wins.
            "declare float @__nv_tanf(float)\ndefine float @__nv_fabsf(float %x) {\n  ret float %x\n}\n\
             define float @k(float %x) {\n  %t = call float @__nv_tanf(float %x)\n  ret float %t\n}\n",
        ];
        for (i, body) in programs.iter().enumerate() {
            let text = format!("{HEAD}{body}");
            let direct = linked_directly(&text, &name, bytes);
            assert!(direct.contains("define linkonce_odr"), "program {i} links something:\n{direct}");
            for round in 0..2 {
                let subset = linked_by_subset(&text, &name, bytes);
                let first = subset.lines().zip(direct.lines()).position(|(a, b)| a != b);
                assert!(
                    subset == direct,
                    "program {i}, round {round}: first difference at line {first:?}:\n{:?}\n{:?}",
                    first.map(|n| subset.lines().skip(n).take(3).collect::<Vec<_>>()),
                    first.map(|n| direct.lines().skip(n).take(3).collect::<Vec<_>>())
                );
            }
        }
    }

    #[test]
    fn a_kept_entry_is_read_only_whole_sealed_and_for_its_key() {
        let bitcode = b"BC\xc0\xde some bitcode".to_vec();
        let entry = disk::encode("key one", &bitcode);
        assert_eq!(disk::decode(&entry, "key one"), Some(&bitcode[..]));
        assert_eq!(disk::decode(&entry, "key two"), None, "another key's entry is a miss");
        for at in [0, 10, entry.len() - 1] {
            let mut damaged = entry.clone();
            damaged[at] ^= 0x20;
            assert_eq!(disk::decode(&damaged, "key one"), None, "a byte changed at {at}");
        }
        for len in [0, 5, entry.len() - 1] {
            assert_eq!(disk::decode(&entry[..len], "key one"), None, "cut at {len}");
        }
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
    fn the_least_recently_used_subset_goes_first_beyond_the_budget() {
        let key = |n: &str| Key {
            library: (0, 0),
            triple: String::new(),
            data_layout: String::new(),
            declared: vec![n.into()],
        };
        let mut store = Store::default();
        let half: Arc<[u8]> = vec![0u8; BUDGET / 2].into();
        store.put(key("a"), half.clone());
        store.put(key("b"), half.clone());
        assert!(store.get(&key("a")).is_some(), "a is used again");
        store.put(key("c"), half.clone());
        assert!(store.get(&key("b")).is_none(), "b, the least recently used, went");
        assert!(store.get(&key("a")).is_some() && store.get(&key("c")).is_some());
        assert_eq!(store.bytes, BUDGET);
        // An entry larger than the budget is still kept alone (the program needs it).
        store.put(key("big"), vec![0u8; BUDGET + 1].into());
        assert_eq!(store.entries.len(), 1);
    }
}
