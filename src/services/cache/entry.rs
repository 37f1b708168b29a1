//! A cache entry and its bytes.
//!
//! ```text
//! "nvvmc-cache-entry v1\n"   magic
//! key                        32 bytes: the entry answers this key only
//! output                     u64 length + bytes (the PTX, IR, cubin or ABI report)
//! log                        u64 length + bytes: the C API's log for the compilation
//! diagnostics?               u8 present; u64 count; each: text line, JSON line (u64 length + bytes)
//! stats?                     u8 present; u64 length + bytes: the `--stats` lines of the compilation
//! seal                       32 bytes: SHA-256 of all of the above (a local file), or
//!                            HMAC-SHA256 under NVVMC_CACHE_KEY (an entry in Redis)
//! ```
//!
//! An entry whose seal does not match, that is cut short, has bytes after its seal, or was
//! written for another key is not an entry: reading it is a miss, never a result.

use super::key::Key;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

const MAGIC: &[u8] = b"nvvmc-cache-entry v1\n";

/// One diagnostic as the command line prints it, in both of its formats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// `--diagnostics text`.
    pub text: String,
    /// `--diagnostics json`.
    pub json: String,
}

/// What a hit replays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub output: Vec<u8>,
    /// The C API's log (warnings, rendered as `nvvmCompileProgram` reports them).
    pub log: String,
    /// The command line's diagnostics; `None` in an entry the C API's isolated mode stored (its
    /// worker sends back only the log), which the command line then treats as a miss.
    pub diagnostics: Option<Vec<Rendered>>,
    /// The `--stats` lines of the compilation that made the entry.
    pub stats: Option<String>,
}

/// How an entry is sealed.
#[derive(Clone, Copy)]
pub enum Seal<'a> {
    /// SHA-256: detects damage (a local file).
    Checksum,
    /// HMAC-SHA256 under this key: detects damage and writers without the key (Redis).
    Hmac(&'a [u8]),
}

impl Seal<'_> {
    fn of(self, body: &[u8]) -> [u8; 32] {
        match self {
            Seal::Checksum => Sha256::digest(body).into(),
            Seal::Hmac(k) => {
                let mut m = <Hmac<Sha256> as Mac>::new_from_slice(k).expect("HMAC takes keys of any length");
                m.update(body);
                m.finalize().into_bytes().into()
            }
        }
    }

    /// Whether `seal` is the seal of `body`, compared in constant time for an HMAC.
    fn verifies(self, body: &[u8], seal: &[u8]) -> bool {
        match self {
            Seal::Checksum => Sha256::digest(body).as_slice() == seal,
            Seal::Hmac(k) => {
                let mut m = <Hmac<Sha256> as Mac>::new_from_slice(k).expect("HMAC takes keys of any length");
                m.update(body);
                m.verify_slice(seal).is_ok()
            }
        }
    }
}

fn put(out: &mut Vec<u8>, bytes: &[u8]) {
    out.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
    out.extend_from_slice(bytes);
}

/// The bytes of `entry` for `key`, sealed.
pub fn encode(key: &Key, entry: &Entry, seal: Seal<'_>) -> Vec<u8> {
    let mut out = Vec::with_capacity(entry.output.len() + entry.log.len() + 256);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&key.0);
    put(&mut out, &entry.output);
    put(&mut out, entry.log.as_bytes());
    match &entry.diagnostics {
        Some(ds) => {
            out.push(1);
            out.extend_from_slice(&(ds.len() as u64).to_le_bytes());
            for d in ds {
                put(&mut out, d.text.as_bytes());
                put(&mut out, d.json.as_bytes());
            }
        }
        None => out.push(0),
    }
    match &entry.stats {
        Some(s) => {
            out.push(1);
            put(&mut out, s.as_bytes());
        }
        None => out.push(0),
    }
    let s = seal.of(&out);
    out.extend_from_slice(&s);
    out
}

/// A reader over an entry's body that fails (None) at the first thing out of place.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if n > self.0.len() {
            return None;
        }
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        Some(a)
    }
    fn u8(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }
    fn u64(&mut self) -> Option<u64> {
        self.take(8).map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
    }
    fn bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.u64()?).ok()?;
        self.take(n)
    }
    fn string(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?.to_vec()).ok()
    }
    fn flag(&mut self) -> Option<bool> {
        match self.u8()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

/// The entry in `bytes` if it is whole, sealed with `seal` and written for `key`.
pub fn decode(key: &Key, bytes: &[u8], seal: Seal<'_>) -> Option<Entry> {
    if bytes.len() < MAGIC.len() + 32 + 32 {
        return None;
    }
    let (body, s) = bytes.split_at(bytes.len() - 32);
    if !seal.verifies(body, s) {
        return None;
    }
    let mut r = Reader(body);
    if r.take(MAGIC.len())? != MAGIC || r.take(32)? != key.0 {
        return None;
    }
    let output = r.bytes()?.to_vec();
    let log = r.string()?;
    let diagnostics = if r.flag()? {
        let n = r.u64()?;
        let mut ds = Vec::new();
        for _ in 0..n {
            ds.push(Rendered { text: r.string()?, json: r.string()? });
        }
        Some(ds)
    } else {
        None
    };
    let stats = if r.flag()? { Some(r.string()?) } else { None };
    r.0.is_empty().then_some(Entry { output, log, diagnostics, stats })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Entry {
        Entry {
            output: b".version 8.8\n".to_vec(),
            log: "nvvmc: warning: x\n".into(),
            diagnostics: Some(vec![Rendered {
                text: "nvvmc: warning: x".into(),
                json: "{\"severity\":\"warning\"}".into(),
            }]),
            stats: Some("nvvmc stats: libdevice: not read\n".into()),
        }
    }

    #[test]
    fn entries_round_trip_and_every_damage_is_rejected() {
        let key = Key([7; 32]);
        for seal in [Seal::Checksum, Seal::Hmac(b"0123456789abcdef")] {
            let bytes = encode(&key, &sample(), seal);
            assert_eq!(decode(&key, &bytes, seal), Some(sample()));
            assert_eq!(decode(&Key([8; 32]), &bytes, seal), None, "another key's entry");
            for i in 0..bytes.len() {
                let mut bad = bytes.clone();
                bad[i] ^= 0x20;
                assert_eq!(decode(&key, &bad, seal), None, "byte {i} flipped");
            }
            for n in 0..bytes.len() {
                assert_eq!(decode(&key, &bytes[..n], seal), None, "cut to {n} bytes");
            }
        }
        let plain = encode(&key, &sample(), Seal::Checksum);
        assert_eq!(decode(&key, &plain, Seal::Hmac(b"0123456789abcdef")), None, "a checksum is not an HMAC");
        let other = encode(&key, &sample(), Seal::Hmac(b"another key, 16b"));
        assert_eq!(decode(&key, &other, Seal::Hmac(b"0123456789abcdef")), None, "an HMAC under another key");
    }
}
