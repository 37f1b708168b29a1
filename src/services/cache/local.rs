//! The local cache: one file per entry under `<cache dir>/compile-v1/`, bounded in size.
//!
//! - Entry `KEY` (64 hex digits) is `compile-v1/KE/KEY` (256 subfolders by the first byte).
//! - Writing: the entry goes to a temporary file in `compile-v1/tmp/`, which is then renamed
//!   over its name: a reader sees a whole entry or none, whatever other processes do.
//! - Reading: the seal (SHA-256) is checked; a damaged entry is a miss and is deleted. A hit
//!   sets the file's modification time to now: the time of last use, which eviction reads.
//! - Size: `compile-v1/usage` holds the bytes written since the last scan's total; when a store
//!   takes it past the limit (`NVVMC_CACHE_MAX`, default 1 GiB), or every 256 stores, the folder
//!   is scanned and the least recently used entries are deleted until it holds at most 90% of the
//!   limit. Concurrent processes may both scan and delete: deleting a file already gone is
//!   nothing, and a reader that opened an entry keeps reading it after it is unlinked. The usage
//!   file is an estimate between scans (two processes storing at once may count one store), and
//!   each scan makes it exact.

use super::entry::{self, Entry, Seal};
use super::key::Key;
use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The folder of this format of entries inside the cache folder.
pub const SUBDIR: &str = "compile-v1";
/// Stores between two scans, at most.
const SCAN_EVERY: u64 = 256;
/// Temporary files older than this are a writer's that died; a scan deletes them.
const STALE_TMP: Duration = Duration::from_secs(3600);

pub struct Local {
    root: PathBuf,
    max: u64,
}

/// What a scan found and did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Scan {
    pub entries: usize,
    pub bytes: u64,
    pub evicted: usize,
}

impl Local {
    /// The store in `cache_dir` (the folder `--link ptx` uses too) holding at most `max` bytes.
    pub fn new(cache_dir: &Path, max: u64) -> Self {
        Local { root: cache_dir.join(SUBDIR), max }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn path(&self, key: &Key) -> PathBuf {
        let h = key.hex();
        self.root.join(&h[..2]).join(h)
    }

    /// The entry for `key`, if there is a whole one.
    pub fn get(&self, key: &Key) -> Option<Entry> {
        let path = self.path(key);
        let mut f = File::open(&path).ok()?;
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes).ok()?;
        match entry::decode(key, &bytes, Seal::Checksum) {
            Some(e) => {
                // The time of last use, for eviction (best effort: a read-only cache still hits).
                let _ = f.set_modified(SystemTime::now());
                Some(e)
            }
            None => {
                // Damaged (a disk error, a partial copy, an edit): a miss, and gone.
                let _ = std::fs::remove_file(&path);
                None
            }
        }
    }

    /// Stores `entry` for `key`: an error only says why it could not (the caller goes on).
    pub fn put(&self, key: &Key, entry: &Entry) -> std::io::Result<()> {
        let bytes = entry::encode(key, entry, Seal::Checksum);
        let path = self.path(key);
        let dir = path.parent().expect("entries are in a subfolder");
        std::fs::create_dir_all(dir)?;
        let tmp_dir = self.root.join("tmp");
        std::fs::create_dir_all(&tmp_dir)?;
        // Mode 0600 (the temporary file's), whatever the umask: whoever can read or write the
        // folder sees or changes what compilations return (docs/design.md, "Whom you trust").
        let mut tmp = tempfile::NamedTempFile::new_in(&tmp_dir)?;
        tmp.write_all(&bytes)?;
        // No fsync: an entry torn by a crash of the machine fails its seal, a miss.
        tmp.persist(&path).map_err(|e| e.error)?;
        self.account(bytes.len() as u64);
        Ok(())
    }

    /// Counts `written` bytes in the usage file and scans when the limit or the count says so.
    fn account(&self, written: u64) {
        let usage = self.root.join("usage");
        let (bytes, stores) = std::fs::read_to_string(&usage)
            .ok()
            .and_then(|t| {
                let mut it = t.split_whitespace().map(|w| w.parse::<u64>());
                Some((it.next()?.ok()?, it.next()?.ok()?))
            })
            .unwrap_or((u64::MAX / 2, 0));
        let (bytes, stores) = (bytes.saturating_add(written), stores + 1);
        if bytes > self.max || stores % SCAN_EVERY == 0 {
            let scan = self.scan_and_evict();
            self.write_usage(scan.bytes, stores);
        } else {
            self.write_usage(bytes, stores);
        }
    }

    fn write_usage(&self, bytes: u64, stores: u64) {
        let tmp_dir = self.root.join("tmp");
        if let Ok(mut tmp) = tempfile::NamedTempFile::new_in(&tmp_dir) {
            if tmp.write_all(format!("{bytes} {stores}\n").as_bytes()).is_ok() {
                let _ = tmp.persist(self.root.join("usage"));
            }
        }
    }

    /// Every entry with its size and time of last use; temporary files of dead writers deleted.
    fn entries(&self) -> Vec<(SystemTime, u64, PathBuf)> {
        let mut out = Vec::new();
        let Ok(rd) = std::fs::read_dir(&self.root) else { return out };
        let now = SystemTime::now();
        for sub in rd.flatten() {
            let name = sub.file_name();
            let is_tmp = name == "tmp";
            if !(is_tmp || (name.len() == 2 && sub.path().is_dir())) {
                continue;
            }
            let Ok(files) = std::fs::read_dir(sub.path()) else { continue };
            for f in files.flatten() {
                let Ok(meta) = f.metadata() else { continue };
                let mtime = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
                if is_tmp {
                    if now.duration_since(mtime).is_ok_and(|age| age > STALE_TMP) {
                        let _ = std::fs::remove_file(f.path());
                    }
                    continue;
                }
                out.push((mtime, meta.len(), f.path()));
            }
        }
        out
    }

    /// Scans the folder and deletes the least recently used entries until it holds at most 90%
    /// of the limit (nothing when it is under the limit).
    pub fn scan_and_evict(&self) -> Scan {
        let mut all = self.entries();
        let mut total: u64 = all.iter().map(|e| e.1).sum();
        let mut scan = Scan { entries: all.len(), bytes: total, evicted: 0 };
        if total <= self.max {
            return scan;
        }
        let target = self.max / 10 * 9;
        all.sort();
        for (_, size, path) in all {
            if total <= target {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                scan.evicted += 1;
                scan.entries -= 1;
            }
            total = total.saturating_sub(size);
        }
        scan.bytes = total;
        scan
    }
}
