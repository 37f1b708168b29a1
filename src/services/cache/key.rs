//! The cache key: SHA-256 over everything that can change what a compilation produces.
//!
//! | part | what is hashed |
//! |---|---|
//! | nvvmc | [`IDENTITY`]: version, commit, a hash of the sources (`build.rs`), LLVM, rustc, profile, target |
//! | options | the [`Options`] as `{:?}` prints them (every field, so a new option is covered without a change here), after [`normalize`] |
//! | inputs | each input's name and bytes, in order (names appear in warnings) |
//! | libdevice | SHA-256 of the library the compilation would link (the C API's in-memory module, `--libdevice`, or what discovery finds: `$NVVMC_LIBDEVICE`, `$CUDA_HOME`, …), or that none is found |
//! | shims | SHA-256 of the `libdevice-shim/` sources compiled in |
//! | files options name | SHA-256 of each `--math-lib` file, in order (the paths are in the options) |
//! | ptxas | with `--emit cubin` only: the ptxas found (`$NVVMC_PTXAS`, …), its real path, size and modification time |
//!
//! Each part is written with its length before it, so no two different sequences of parts hash
//! the same text. libdevice is hashed once per process per distinct library (a file by its path
//! and version, an in-memory module by comparing its bytes with those hashed before).

use crate::front::input::Input;
use crate::options::{EmitKind, Options, PrintAfter, SplitCompile};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

/// The build identity of this nvvmc (`build.rs`).
pub const IDENTITY: &str = env!("NVVMC_BUILD_IDENTITY");

/// A cache key: 32 bytes of SHA-256.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Key(pub [u8; 32]);

impl Key {
    pub fn hex(&self) -> String {
        hex(&self.0)
    }
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A SHA-256 hasher whose parts are length-prefixed and labelled.
struct Parts(Sha256);

impl Parts {
    fn part(&mut self, label: &str, bytes: &[u8]) {
        self.0.update((label.len() as u64).to_le_bytes());
        self.0.update(label.as_bytes());
        self.0.update((bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
    }
}

/// What the key is computed from, besides the inputs and options: the build identity and the
/// libdevice digest are parameters so that tests can vary each one.
pub struct Context<'a> {
    pub identity: &'a str,
    /// SHA-256 of the libdevice the compilation would link, or `None` when none is found.
    pub libdevice: Option<[u8; 32]>,
    /// The ptxas that `--emit cubin` would run, described (`None` for other outputs).
    pub ptxas: Option<String>,
    /// SHA-256 of each file an option names besides libdevice (`--math-lib`), in order; `None`
    /// for one that cannot be read (that compilation fails, and is not stored).
    pub named_files: Vec<Option<[u8; 32]>>,
}

/// The options as the key sees them: fields that only change side output (`--time-report`,
/// `--print-after`: with them the cache is not used at all, see [`super::bypass_reason`]) are
/// reset, libdevice's path and in-memory bytes are replaced by their content's digest (a part of
/// its own), and `-j 0` becomes the number of threads it means on this machine.
pub fn normalize(opts: &Options) -> Options {
    let mut o = opts.clone();
    o.time_report = false;
    o.print_after = PrintAfter::default();
    o.libdevice = None;
    o.libdevice_bytes = None;
    o.split_compile = SplitCompile(opts.split_compile.threads() as u32);
    o
}

/// The key of compiling `inputs` with `opts` in `cx`.
pub fn compute(inputs: &[Input], opts: &Options, cx: &Context<'_>) -> Key {
    let mut p = Parts(Sha256::new());
    p.part("nvvmc-cache-key v1", b"");
    p.part("identity", cx.identity.as_bytes());
    p.part("options", format!("{:?}", normalize(opts)).as_bytes());
    match &cx.libdevice {
        Some(d) => p.part("libdevice", d),
        None => p.part("libdevice-none", b""),
    }
    p.part("shims", &shims_digest());
    if let Some(ptxas) = &cx.ptxas {
        p.part("ptxas", ptxas.as_bytes());
    }
    for f in &cx.named_files {
        match f {
            Some(d) => p.part("named-file", d),
            None => p.part("named-file-unreadable", b""),
        }
    }
    p.part("inputs", &(inputs.len() as u64).to_le_bytes());
    for i in inputs {
        p.part("input-name", i.name.as_bytes());
        p.part("input", &i.bytes);
    }
    Key(p.0.finalize().into())
}

/// The context of this process for `opts`: [`IDENTITY`], the libdevice it would link, and the
/// ptxas of `--emit cubin`. `memo` is a folder where the digests of files are remembered by the
/// files' identity (see [`file_digest`]).
pub fn context_for(opts: &Options, memo: Option<&Path>) -> Context<'static> {
    let ptxas = (opts.emit == EmitKind::Cubin).then(|| match crate::back::tools::find_ptxas() {
        Ok(p) => {
            use std::os::unix::fs::MetadataExt;
            // The file itself, whichever link or folder led to it.
            let p = std::fs::canonicalize(&p).unwrap_or(p);
            let meta = std::fs::metadata(&p).ok();
            let (size, mtime) =
                meta.map(|m| (m.len(), m.mtime() as i128 * 1_000_000_000 + m.mtime_nsec() as i128)).unwrap_or_default();
            format!("{} size {size} mtime {mtime}", p.display())
        }
        Err(_) => "not found".to_string(),
    });
    let named_files = opts.math_libs.iter().map(|f| file_digest(f, memo)).collect();
    Context { identity: IDENTITY, libdevice: libdevice_digest(opts, memo), ptxas, named_files }
}

/// SHA-256 of the libdevice `opts` would link, hashed once per distinct library in a process
/// (and, for a file, once per version of the file while `memo` remembers it).
fn libdevice_digest(opts: &Options, memo: Option<&Path>) -> Option<[u8; 32]> {
    /// Libraries hashed so far, with their digests. In-memory modules (the C API's, one copy
    /// per program) are recognized by comparing their bytes.
    type Seen = Mutex<Vec<(Arc<[u8]>, [u8; 32])>>;
    static SEEN: OnceLock<Seen> = OnceLock::new();
    if let Some(mem) = &opts.libdevice_bytes {
        let mut seen = SEEN.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, d)) = seen.iter().find(|(b, _)| Arc::ptr_eq(b, &mem.bytes) || **b == *mem.bytes) {
            return Some(*d);
        }
        let d: [u8; 32] = Sha256::digest(&mem.bytes).into();
        if seen.len() >= 4 {
            seen.remove(0);
        }
        seen.push((mem.bytes.clone(), d));
        return Some(d);
    }
    let path = crate::middle::link::discover::find(opts.libdevice.as_deref()).ok()?;
    file_digest(&path, memo)
}

/// A file's identity: what changes whenever its bytes may have changed (the status-change time
/// moves with every write, and no user can set it back).
type FileId = (u64, u64, u64, i64, i64, i64, i64);

fn file_id(meta: &std::fs::Metadata) -> FileId {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino(), meta.size(), meta.mtime(), meta.mtime_nsec(), meta.ctime(), meta.ctime_nsec())
}

/// SHA-256 of the file at `path`, `None` when it cannot be read. Digests are remembered by the
/// file's identity (`FileId`: device, inode, size, modification and status-change times): in
/// this process, and in `memo/file-digests` for the next processes (a command line compiling with
/// the cache would otherwise read and hash libdevice's 470 KB each time). A file written since
/// has another identity, so it is hashed again.
pub fn file_digest(path: &Path, memo: Option<&Path>) -> Option<[u8; 32]> {
    static KNOWN: OnceLock<Mutex<HashMap<FileId, [u8; 32]>>> = OnceLock::new();
    let id = file_id(&std::fs::metadata(path).ok()?);
    let mut known = KNOWN.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    if let Some(d) = known.get(&id) {
        return Some(*d);
    }
    let line_of = |id: &FileId| format!("{} {} {} {} {} {} {}", id.0, id.1, id.2, id.3, id.4, id.5, id.6);
    let memo_file = memo.map(|m| m.join("file-digests"));
    let remembered = memo_file.as_ref().and_then(|f| std::fs::read_to_string(f).ok()).and_then(|text| {
        let want = line_of(&id);
        text.lines().find_map(|l| {
            let (ident, hex) = l.rsplit_once(' ')?;
            (ident == want).then(|| parse_hex(hex)).flatten()
        })
    });
    let d = match remembered {
        Some(d) => d,
        None => {
            let bytes = std::fs::read(path).ok()?;
            // Read again after reading: a file changed meanwhile is hashed, not remembered.
            let d: [u8; 32] = Sha256::digest(&bytes).into();
            if std::fs::metadata(path).ok().map(|m| file_id(&m)) != Some(id) {
                return Some(d);
            }
            if let Some(f) = &memo_file {
                remember(f, &format!("{} {}\n", line_of(&id), hex(&d)));
            }
            d
        }
    };
    known.insert(id, d);
    Some(d)
}

/// Appends `line` to the memo file (one small `O_APPEND` write, whole even when processes write
/// at once); a file grown past 64 KiB starts again.
fn remember(file: &Path, line: &str) {
    use std::io::Write;
    if let Some(dir) = file.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if std::fs::metadata(file).is_ok_and(|m| m.len() > 64 * 1024) {
        let _ = std::fs::remove_file(file);
    }
    if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(file) {
        let _ = f.write_all(line.as_bytes());
    }
}

fn parse_hex(s: &str) -> Option<[u8; 32]> {
    if s.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(s.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// SHA-256 of the shim sources compiled into nvvmc, once per process.
fn shims_digest() -> [u8; 32] {
    static D: OnceLock<[u8; 32]> = OnceLock::new();
    *D.get_or_init(|| {
        let mut p = Parts(Sha256::new());
        for (name, text) in crate::middle::link::shims::SOURCES {
            p.part(name, text.as_bytes());
        }
        p.0.finalize().into()
    })
}
