//! The shared cache behind the local one: a Redis server (or one that speaks its protocol) at
//! `NVVMC_CACHE_URL=redis://[:PASSWORD@]HOST[:PORT][/DB]`, its entries sealed with HMAC-SHA256
//! under `NVVMC_CACHE_KEY`.
//!
//! - An entry is stored under `nvvmc:` + HMAC(key, the cache key) in hex, so that holders of
//!   different keys do not overwrite each other's entries and the server never sees the keys
//!   themselves; its value is the entry sealed with the HMAC ([`super::entry`]). An entry that
//!   does not verify (damaged, or written without the key) is a miss.
//! - Every operation has a deadline: [`CONNECT_TIMEOUT`] to connect, [`IO_TIMEOUT`] for each read
//!   and write. A server that does not answer in time is skipped for [`RETRY_AFTER`] (in this
//!   process, and in the processes that see the note this one leaves in the cache folder), and
//!   the compilation goes on without it.
//! - One connection per process, reused by its compilations (the C API compiles many).

use super::entry::{self, Entry, Seal};
use super::key::{hex, Key};
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime};

/// Connecting (DNS, TCP, the server's AUTH/SELECT) may take this long.
pub const CONNECT_TIMEOUT: Duration = Duration::from_millis(300);
/// Each read or write may take this long.
pub const IO_TIMEOUT: Duration = Duration::from_millis(500);
/// A server that failed is not tried again for this long.
pub const RETRY_AFTER: Duration = Duration::from_secs(30);
/// The shortest `NVVMC_CACHE_KEY` accepted.
pub const MIN_KEY_BYTES: usize = 16;

pub struct Remote {
    url: String,
    client: redis::Client,
    key: Vec<u8>,
    /// The file in the cache folder whose recent modification time says the server failed.
    marker: Option<PathBuf>,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    conn: Option<redis::Connection>,
    down_until: Option<Instant>,
}

impl Remote {
    /// The server at `url` with the HMAC key `key`, or why it cannot be used.
    pub fn new(url: &str, key: &[u8], cache_dir: Option<&std::path::Path>) -> Result<Remote, String> {
        if key.len() < MIN_KEY_BYTES {
            return Err(format!(
                "NVVMC_CACHE_KEY has {} bytes; the shared cache needs at least {MIN_KEY_BYTES} (e.g. `openssl rand -hex 32`); NVVMC_CACHE_URL is not used",
                key.len()
            ));
        }
        let client = redis::Client::open(url).map_err(|e| {
            format!(
                "NVVMC_CACHE_URL '{}' is not a Redis URL ({e}); write redis://HOST:PORT/DB; it is not used",
                redact(url)
            )
        })?;
        let marker = cache_dir.map(|d| d.join("redis-unreachable"));
        Ok(Remote { url: url.to_string(), client, key: key.to_vec(), marker, state: Mutex::new(State::default()) })
    }

    /// The URL without its password, for messages.
    pub fn display(&self) -> String {
        redact(&self.url)
    }

    fn name(&self, key: &Key) -> String {
        let mut m = <Hmac<Sha256> as Mac>::new_from_slice(&self.key).expect("HMAC takes keys of any length");
        m.update(b"nvvmc-cache-name v1\0");
        m.update(&key.0);
        format!("nvvmc:{}", hex(&m.finalize().into_bytes()))
    }

    /// Runs `f` on the connection (made first if needed); a failure drops the connection, marks
    /// the server down, and is returned as a message.
    fn with<T>(&self, f: impl FnOnce(&mut redis::Connection) -> redis::RedisResult<T>) -> Result<T, String> {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if st.down_until.is_some_and(|t| Instant::now() < t) {
            return Err("skipped: it failed less than 30 s ago".into());
        }
        if st.conn.is_none() && self.marked_down() {
            st.down_until = Some(Instant::now() + RETRY_AFTER);
            return Err(format!("not tried: a process found it unreachable less than {} s ago", RETRY_AFTER.as_secs()));
        }
        if st.conn.is_none() {
            let conn = self.client.get_connection_with_timeout(CONNECT_TIMEOUT).and_then(|c| {
                c.set_read_timeout(Some(IO_TIMEOUT))?;
                c.set_write_timeout(Some(IO_TIMEOUT))?;
                Ok(c)
            });
            match conn {
                Ok(c) => st.conn = Some(c),
                Err(e) => {
                    st.down_until = Some(Instant::now() + RETRY_AFTER);
                    self.mark_down();
                    return Err(format!(
                        "no connection and answer within {} ms: {e}",
                        CONNECT_TIMEOUT.as_millis() + IO_TIMEOUT.as_millis()
                    ));
                }
            }
        }
        let result = f(st.conn.as_mut().expect("connected above"));
        result.map_err(|e| {
            st.conn = None;
            st.down_until = Some(Instant::now() + RETRY_AFTER);
            self.mark_down();
            e.to_string()
        })
    }

    fn marked_down(&self) -> bool {
        let Some(m) = &self.marker else { return false };
        let Ok(meta) = std::fs::metadata(m) else { return false };
        let same = std::fs::read_to_string(m).is_ok_and(|t| t.trim() == self.display());
        same && meta
            .modified()
            .ok()
            .and_then(|t| SystemTime::now().duration_since(t).ok())
            .is_some_and(|age| age < RETRY_AFTER)
    }

    fn mark_down(&self) {
        if let Some(m) = &self.marker {
            let _ = std::fs::create_dir_all(m.parent().unwrap_or(m));
            let _ = std::fs::write(m, format!("{}\n", self.display()));
        }
    }

    /// The verified entry for `key`; `Ok(None)` when there is none (or none that verifies).
    pub fn get(&self, key: &Key) -> Result<Option<Entry>, String> {
        let name = self.name(key);
        let value: Option<Vec<u8>> = self.with(|c| redis::cmd("GET").arg(&name).query(c))?;
        Ok(value.and_then(|v| entry::decode(key, &v, Seal::Hmac(&self.key))))
    }

    /// Stores `entry` for `key`.
    pub fn put(&self, key: &Key, entry: &Entry) -> Result<(), String> {
        let name = self.name(key);
        let bytes = entry::encode(key, entry, Seal::Hmac(&self.key));
        self.with(|c| redis::cmd("SET").arg(&name).arg(bytes).query::<()>(c))
    }
}

/// `redis://:secret@host` as `redis://:***@host`.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s + 3 => format!("{}***{}", &url[..s + 3], &url[at..]),
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_are_not_printed() {
        assert_eq!(super::redact("redis://:hunter2@10.0.0.1:6379/0"), "redis://***@10.0.0.1:6379/0");
        assert_eq!(super::redact("redis://127.0.0.1:6379"), "redis://127.0.0.1:6379");
    }
}
