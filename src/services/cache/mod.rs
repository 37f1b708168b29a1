//! The compile cache: a compilation's result stored under a key that covers everything that can
//! change it (`key.rs`), in a local folder (`local.rs`) and, when configured, in a Redis server
//! shared by many machines (`remote.rs`). Off unless asked for: `--cache` (CLI),
//! `-nvvmc-cache` (C API), or `NVVMC_CACHE=1` for both.
//!
//! It wraps [`crate::compile`] from the outside: a [`Session`] computes the key, looks it up
//! (local, then Redis; a Redis hit is copied into the local folder), and after a miss stores the
//! successful result (failures are not stored: they are cheap to find again, and their messages
//! name the moment). A hit replays what the compilation printed: its warnings (text or JSON for
//! the CLI, the log for the C API) and its `--stats` lines, followed by
//! `nvvmc stats: cache: hit (local)` or `hit (redis)`. Compilations that observe the pipeline
//! (`--time-report`, `--print-after`) or produce nothing (`--check`, `nvvmVerifyProgram`) do not
//! use it.
//!
//! Where it runs: in the CLI's process (a hit under `--timeout`/`--max-memory` starts no worker;
//! a miss is compiled and stored by the worker), and in the C API's host process (in the isolated
//! mode too: a hit starts no worker, a miss stores what the worker sent back).
//!
//! Settings (read once per process; a bad one is a warning, said once, and the cache goes on
//! without it):
//!
//! | variable | meaning |
//! |---|---|
//! | `NVVMC_CACHE` | `1` turns the cache on for the CLI and the C API (`--cache=0`, `-nvvmc-cache=0` turn it off again) |
//! | `NVVMC_CACHE_DIR` | the folder (else `$XDG_CACHE_HOME/nvvmc`, else `~/.cache/nvvmc`), shared with `--link ptx` |
//! | `NVVMC_CACHE_MAX` | the local folder's size limit (`512M`, `2G`; default 1 GiB) |
//! | `NVVMC_CACHE_URL` | `redis://HOST:PORT/DB`: the shared cache |
//! | `NVVMC_CACHE_KEY` | the secret that seals shared entries (HMAC-SHA256); without it Redis is not used |

pub mod entry;
pub mod key;
pub mod local;
pub mod remote;

use crate::front::input::Input;
use crate::middle::pipeline::Compilation;
use crate::options::Options;
use crate::services::isolate::libnvvm::{Code, Outcome};
pub use entry::{Entry, Rendered};
pub use key::Key;
use local::Local;
use remote::Remote;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The local folder's size limit when `NVVMC_CACHE_MAX` is not set.
pub const DEFAULT_MAX: u64 = 1 << 30;

/// Where a hit came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Local,
    Redis,
}

/// What the cache did for one compilation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Not asked for.
    Off,
    /// Asked for, but this compilation does not use it (why).
    NotUsed(String),
    Hit(Source),
    /// Looked up (in the local folder, and in Redis when `redis`) and not found.
    Miss {
        redis: bool,
    },
}

/// Whether `NVVMC_CACHE` turns the cache on (read once per process).
pub fn enabled_by_env() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| match std::env::var("NVVMC_CACHE") {
        Ok(v) => match v.trim() {
            "1" | "true" | "yes" | "on" => true,
            "" | "0" | "false" | "no" | "off" => false,
            other => {
                note_once(format!("NVVMC_CACHE='{other}' is not 0 or 1; the compile cache stays off"));
                false
            }
        },
        Err(_) => false,
    })
}

/// Messages not yet said, and every message said, in this process.
type Notes = Mutex<(Vec<String>, std::collections::HashSet<String>)>;

/// Messages said once per process (a misconfigured or unreachable Redis, a bad setting).
fn pending_notes() -> &'static Notes {
    static NOTES: OnceLock<Notes> = OnceLock::new();
    NOTES.get_or_init(Default::default)
}

/// Queues `message` to be said by the next compilation that reports, unless it was said before
/// in this process.
fn note_once(message: String) {
    let mut n = pending_notes().lock().unwrap_or_else(|p| p.into_inner());
    if n.1.insert(message.clone()) {
        n.0.push(message);
    }
}

fn take_notes() -> Vec<String> {
    std::mem::take(&mut pending_notes().lock().unwrap_or_else(|p| p.into_inner()).0)
}

/// The stores of this process, from the environment (once).
struct Stores {
    local: Option<Local>,
    remote: Option<Remote>,
}

fn stores() -> &'static Stores {
    static STORES: OnceLock<Stores> = OnceLock::new();
    STORES.get_or_init(|| {
        let dir: Option<PathBuf> = crate::services::cache_dir::cache_dir();
        if dir.is_none() {
            note_once("the compile cache has no folder (set NVVMC_CACHE_DIR, XDG_CACHE_HOME or HOME); only Redis is used, if set".into());
        }
        let max = match std::env::var("NVVMC_CACHE_MAX") {
            Ok(v) => crate::services::isolate::parse_size(&v).unwrap_or_else(|e| {
                note_once(format!("NVVMC_CACHE_MAX: {e}; the limit is 1 GiB"));
                DEFAULT_MAX
            }),
            Err(_) => DEFAULT_MAX,
        };
        let local = dir.as_deref().map(|d| Local::new(d, max));
        let remote = match (std::env::var("NVVMC_CACHE_URL"), std::env::var_os("NVVMC_CACHE_KEY")) {
            (Ok(url), _) if url.trim().is_empty() => None,
            (Ok(url), Some(k)) => {
                use std::os::unix::ffi::OsStrExt;
                Remote::new(url.trim(), k.as_bytes(), dir.as_deref()).map_err(note_once).ok()
            }
            (Ok(_), None) => {
                note_once(
                    "NVVMC_CACHE_URL is set but NVVMC_CACHE_KEY is not: entries from a shared cache are only trusted when sealed with a key you set; Redis is not used".into(),
                );
                None
            }
            (Err(_), _) => None,
        };
        Stores { local, remote }
    })
}

/// Why a compilation with `opts` does not use the cache, if it does not.
pub fn bypass_reason(opts: &Options) -> Option<&'static str> {
    if opts.check_only {
        Some("a check produces no output")
    } else if opts.time_report {
        Some("--time-report times the stages of a compilation")
    } else if !opts.print_after.is_empty() {
        Some("--print-after prints the IR of a compilation")
    } else {
        None
    }
}

/// The cache's part in one compilation.
pub struct Session {
    key: Option<Key>,
    status: Status,
    /// Messages for the user (said once per process), as `nvvmc: warning:` lines or log lines.
    pub notes: Vec<String>,
}

impl Session {
    /// The session for compiling `inputs` with `opts`; `asked` is `--cache[=B]`/`-nvvmc-cache[=B]`
    /// when given (else `NVVMC_CACHE` decides).
    pub fn new(asked: Option<bool>, inputs: &[Input], opts: &Options) -> Session {
        if !asked.unwrap_or_else(enabled_by_env) {
            return Session { key: None, status: Status::Off, notes: take_notes() };
        }
        if let Some(why) = bypass_reason(opts) {
            return Session { key: None, status: Status::NotUsed(why.into()), notes: take_notes() };
        }
        let s = stores();
        let memo = s.local.as_ref().map(|l| l.root());
        let key = (s.local.is_some() || s.remote.is_some())
            .then(|| key::compute(inputs, opts, &key::context_for(opts, memo)));
        let status = if key.is_some() {
            Status::Miss { redis: false }
        } else {
            Status::NotUsed("no cache folder or server".into())
        };
        Session { key, status, notes: take_notes() }
    }

    /// Whether the cache is on for this compilation.
    pub fn active(&self) -> bool {
        self.key.is_some()
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn key(&self) -> Option<&Key> {
        self.key.as_ref()
    }

    /// The entry for this compilation, if there is one with what the caller replays (the CLI
    /// needs the diagnostics; the C API only the log).
    pub fn lookup(&mut self, needs_diagnostics: bool) -> Option<Entry> {
        let key = self.key?;
        let s = stores();
        let usable = |e: &Entry| !needs_diagnostics || (e.diagnostics.is_some() && e.stats.is_some());
        if let Some(e) = s.local.as_ref().and_then(|l| l.get(&key)).filter(usable) {
            self.status = Status::Hit(Source::Local);
            return Some(e);
        }
        if let Some(r) = &s.remote {
            self.status = Status::Miss { redis: true };
            match r.get(&key) {
                Ok(Some(e)) if usable(&e) => {
                    if let Some(l) = &s.local {
                        self.local_put(l, &key, &e);
                    }
                    self.status = Status::Hit(Source::Redis);
                    return Some(e);
                }
                Ok(_) => {}
                Err(msg) => self.remote_failed(r, &msg),
            }
        }
        None
    }

    /// Stores `entry` (after a miss).
    pub fn store(&mut self, entry: &Entry) {
        let Some(key) = self.key else { return };
        let s = stores();
        if let Some(l) = &s.local {
            self.local_put(l, &key, entry);
        }
        if let Some(r) = &s.remote {
            if let Err(msg) = r.put(&key, entry) {
                self.remote_failed(r, &msg);
            }
        }
    }

    fn local_put(&mut self, l: &Local, key: &Key, entry: &Entry) {
        if let Err(e) = l.put(key, entry) {
            self.say_once(format!(
                "cannot write the compile cache in '{}': {e}; compiling without storing",
                l.root().display()
            ));
        }
    }

    fn remote_failed(&mut self, r: &Remote, msg: &str) {
        if msg.starts_with("skipped") {
            return;
        }
        self.say_once(format!(
            "the shared compile cache {} failed ({msg}); compiling without it, and trying it again in {} s",
            r.display(),
            remote::RETRY_AFTER.as_secs()
        ));
    }

    fn say_once(&mut self, message: String) {
        note_once(message);
        self.notes.extend(take_notes());
    }

    /// `nvvmc stats: cache: …`, or nothing when the cache is off.
    pub fn stats_line(&self) -> Option<String> {
        let what = match &self.status {
            Status::Off => return None,
            Status::NotUsed(why) => format!("not used ({why})"),
            Status::Hit(Source::Local) => "hit (local)".into(),
            Status::Hit(Source::Redis) => "hit (redis)".into(),
            Status::Miss { redis: false } => "miss (local)".into(),
            Status::Miss { redis: true } => "miss (local, redis)".into(),
        };
        Some(format!("nvvmc stats: cache: {what}\n"))
    }
}

/// A diagnostic as the CLI prints it, in both formats (`src/main.rs`'s `Reporter`).
pub fn rendered(d: &crate::Diagnostic) -> Rendered {
    let text = d.render_text();
    let text = if d.file.is_some() { text } else { format!("nvvmc: {text}") };
    Rendered { text, json: serde_json::to_string(d).expect("diagnostics serialize") }
}

/// The entry a successful compilation makes (with its `--stats` lines), or `None`.
pub fn entry_of(out: &Compilation) -> Option<Entry> {
    let output = out.result.as_ref().ok()?.clone();
    Some(Entry {
        output,
        log: crate::services::isolate::libnvvm::outcome(out, false).log,
        diagnostics: Some(out.diagnostics.iter().map(rendered).collect()),
        stats: Some(crate::services::stats::render_replayable(out)),
    })
}

/// A C API compilation through the cache: `compile` (in this process or in a worker) runs on a
/// miss; a hit gives libNVVM's success with the stored PTX and log. Messages of the cache (said
/// once per process) end the log.
pub fn libnvvm(asked: Option<bool>, inputs: &[Input], opts: &Options, compile: impl FnOnce() -> Outcome) -> Outcome {
    let mut session = Session::new(asked, inputs, opts);
    let mut outcome = match session.lookup(false) {
        Some(hit) => Outcome { code: Code::Success, result: Some(hit.output), log: hit.log },
        None => {
            let o = compile();
            if let (Code::Success, Some(result)) = (o.code, &o.result) {
                if session.active() {
                    session.store(&Entry {
                        output: result.clone(),
                        log: o.log.clone(),
                        diagnostics: None,
                        stats: None,
                    });
                }
            }
            o
        }
    };
    for n in &session.notes {
        outcome.log.push_str(&format!("nvvmc: warning: {n}\n"));
    }
    outcome
}
