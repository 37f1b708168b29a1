//! nvvmc's LTO object: what `-gen-lto` (C API), `--emit lto` (CLI) and `emit="lto"` (Python)
//! write, and what nvvmc's nvJitLink (`capi/src/nvjitlink/`) links. NVIDIA's LTO-IR format is
//! closed, so nvvmc has its own: LLVM 22 bitcode of the program after the front half (parsed,
//! upgraded, linked, checked; not optimized, no libdevice), and the options that shape its code
//! generation, which the link uses unless its own options override them.
//!
//! Layout (little-endian), version 1:
//!
//! | bytes | what |
//! |---|---|
//! | 12 | magic: NVIDIA's LTO-IR magic `ED 43 4E 7F`, then `NVVMCLTO` |
//! | 4 | format version (1) |
//! | 4 | header length H |
//! | H | header: JSON, [`Header`] |
//! | N | the bitcode (N is the header's `bitcode_len`) |
//!
//! The first four bytes are NVIDIA's, so that clients which check for LTO-IR by its magic
//! (numba-cuda's tests do) take the object for what it stands in for; `NVVMCLTO` after them tells
//! nvvmc's objects from NVIDIA's. NUL bytes after the bitcode are allowed (clients treat results as C strings); anything else
//! is damage. The header's SHA-256 of the bitcode finds damaged contents, and its `build` field
//! an object another nvvmc build wrote: both are refused with the fix, recompiling the source.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use thiserror::Error;

/// The first bytes of every nvvmc LTO object.
pub const MAGIC: &[u8; 12] = b"\xedCN\x7fNVVMCLTO";
/// Where the format version, the header's length and the header start.
const VERSION_AT: usize = MAGIC.len();
const HEADER_LEN_AT: usize = VERSION_AT + 4;
const HEADER_AT: usize = HEADER_LEN_AT + 4;
/// This nvvmc build (the compile cache's identity: version, commit, sources, LLVM).
const IDENTITY: &str = env!("NVVMC_BUILD_IDENTITY");
/// The format version this nvvmc writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The code-generation options a module was compiled with (libNVVM's `-opt`, `-ftz`, ...).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompiledWith {
    /// The architecture asked at compile time (`sm_90`); the link's `-arch` wins.
    pub arch: String,
    pub opt: u32,
    pub ftz: bool,
    pub prec_div: bool,
    pub prec_sqrt: bool,
    pub fma: bool,
    pub fast_math: bool,
    /// Line tables only (`-generate-line-info` without `-g`).
    pub line_info: bool,
}

impl CompiledWith {
    pub fn of(opts: &crate::Options) -> Self {
        let fp = &opts.fp;
        CompiledWith {
            arch: opts.arch.cpu(),
            opt: opts.opt.number(),
            ftz: fp.ftz,
            prec_div: fp.prec_div,
            prec_sqrt: fp.prec_sqrt,
            fma: fp.fma,
            fast_math: fp.fast_math,
            line_info: opts.debug_info == crate::DebugInfo::LineTables,
        }
    }

    /// These options applied to `opts` (the architecture excepted: the link's is used).
    pub fn apply(&self, opts: &mut crate::Options) {
        opts.opt = crate::OptLevel::from_number(self.opt).unwrap_or_default();
        opts.fp = crate::FpOptions {
            ftz: self.ftz,
            prec_div: self.prec_div,
            prec_sqrt: self.prec_sqrt,
            fma: self.fma,
            fast_math: self.fast_math,
        };
        if self.line_info {
            opts.debug_info = crate::DebugInfo::LineTables;
        }
    }
}

/// The header, as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The nvvmc build that wrote it ([`IDENTITY`]): version, commit, source, LLVM.
    pub build: String,
    pub options: CompiledWith,
    pub bitcode_len: u64,
    /// SHA-256 of the bitcode, in hex.
    pub bitcode_sha256: String,
}

/// A decoded object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LtoObject {
    pub header: Header,
    pub bitcode: Vec<u8>,
}

/// Why bytes are not an object this nvvmc can link; [`LtoObjectError::fix`] says what to do.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LtoObjectError {
    #[error("not an nvvmc LTO object (it does not start with ED 43 4E 7F NVVMCLTO)")]
    NotAnObject,
    #[error("the nvvmc LTO object is truncated ({have} bytes, {need} needed)")]
    Truncated { have: usize, need: u64 },
    #[error("the nvvmc LTO object has format version {found}, this nvvmc reads {FORMAT_VERSION}")]
    Version { found: u32 },
    #[error("the nvvmc LTO object's header is damaged ({0})")]
    Header(String),
    #[error("the nvvmc LTO object's bitcode is damaged (its SHA-256 differs from the header's){}", if *.trailing { ", or has bytes after it" } else { "" })]
    Damaged { trailing: bool },
    #[error("the nvvmc LTO object was written by another nvvmc build ('{found}'; this is '{this}')")]
    OtherBuild { found: String, this: String },
}

impl LtoObjectError {
    /// What to do about it.
    pub fn fix(&self) -> &'static str {
        match self {
            LtoObjectError::NotAnObject => "pass the file as the kind of input it is (PTX, cubin, NVIDIA's LTO-IR)",
            LtoObjectError::Version { .. } => "compile its source again with this nvvmc",
            LtoObjectError::OtherBuild { .. } => {
                "compile its source again with this nvvmc, or link with the nvvmc that compiled it"
            }
            LtoObjectError::Truncated { .. } | LtoObjectError::Header(_) | LtoObjectError::Damaged { .. } => {
                "compile its source again with -gen-lto"
            }
        }
    }
}

fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `bytes` start like an nvvmc LTO object.
pub fn is_object(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC)
}

/// The object holding `bitcode`, compiled with `opts`.
pub fn encode(bitcode: &[u8], opts: &crate::Options) -> Vec<u8> {
    let header = Header {
        build: IDENTITY.to_string(),
        options: CompiledWith::of(opts),
        bitcode_len: bitcode.len() as u64,
        bitcode_sha256: sha256_hex(bitcode),
    };
    assemble(&header, bitcode)
}

/// The bytes of an object with `header` and `bitcode`.
fn assemble(header: &Header, bitcode: &[u8]) -> Vec<u8> {
    let header = serde_json::to_vec(header).expect("the header serializes");
    let mut out = Vec::with_capacity(HEADER_AT + header.len() + bitcode.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(header.len() as u32).to_le_bytes());
    out.extend_from_slice(&header);
    out.extend_from_slice(bitcode);
    out
}

/// Reads an object, checking all of it; see [`LtoObjectError`] for what is refused.
pub fn decode(bytes: &[u8]) -> Result<LtoObject, LtoObjectError> {
    if !is_object(bytes) {
        return Err(LtoObjectError::NotAnObject);
    }
    let word = |at: usize| -> Result<u32, LtoObjectError> {
        let b = bytes.get(at..at + 4).ok_or(LtoObjectError::Truncated { have: bytes.len(), need: at as u64 + 4 })?;
        Ok(u32::from_le_bytes(b.try_into().expect("four bytes")))
    };
    let version = word(VERSION_AT)?;
    if version != FORMAT_VERSION {
        return Err(LtoObjectError::Version { found: version });
    }
    let header_end = HEADER_AT + word(HEADER_LEN_AT)? as usize;
    let header = bytes
        .get(HEADER_AT..header_end)
        .ok_or(LtoObjectError::Truncated { have: bytes.len(), need: header_end as u64 })?;
    let header: Header = serde_json::from_slice(header).map_err(|e| LtoObjectError::Header(e.to_string()))?;
    if header.build != IDENTITY {
        return Err(LtoObjectError::OtherBuild { found: header.build, this: IDENTITY.to_string() });
    }
    let end = (header_end as u64).saturating_add(header.bitcode_len);
    let Some(bitcode) = usize::try_from(end).ok().and_then(|end| bytes.get(header_end..end)) else {
        return Err(LtoObjectError::Truncated { have: bytes.len(), need: end });
    };
    let trailing = bytes[header_end + bitcode.len()..].iter().any(|b| *b != 0);
    if trailing || sha256_hex(bitcode) != header.bitcode_sha256 {
        return Err(LtoObjectError::Damaged { trailing });
    }
    Ok(LtoObject { bitcode: bitcode.to_vec(), header })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn object() -> Vec<u8> {
        let opts = crate::Options { arch: "sm_90".parse().unwrap(), ..Default::default() };
        encode(b"BC\xc0\xdepretend bitcode", &opts)
    }

    #[test]
    fn an_object_reads_back_with_its_options_and_trailing_nuls() {
        let mut bytes = object();
        bytes.push(0);
        let o = decode(&bytes).unwrap();
        assert_eq!(o.bitcode, b"BC\xc0\xdepretend bitcode");
        assert_eq!(o.header.options.arch, "sm_90");
        assert_eq!(o.header.options.opt, 3);
        assert!(o.header.options.prec_div && !o.header.options.ftz);
    }

    #[test]
    fn damage_is_named() {
        let good = object();
        assert_eq!(decode(b"BC\xc0\xde"), Err(LtoObjectError::NotAnObject));
        let truncated = decode(&good[..good.len() - 3]);
        assert!(matches!(truncated, Err(LtoObjectError::Truncated { .. })), "{truncated:?}");
        assert!(matches!(decode(&good[..14]), Err(LtoObjectError::Truncated { need: 16, .. })));
        let mut flipped = good.clone();
        *flipped.last_mut().unwrap() ^= 1;
        assert_eq!(decode(&flipped), Err(LtoObjectError::Damaged { trailing: false }));
        let mut extra = good.clone();
        extra.push(b'x');
        assert_eq!(decode(&extra), Err(LtoObjectError::Damaged { trailing: true }));
        let mut version = good.clone();
        version[VERSION_AT] = 9;
        assert_eq!(decode(&version), Err(LtoObjectError::Version { found: 9 }));
        let mut header = good.clone();
        header[HEADER_AT] = b'[';
        assert!(matches!(decode(&header), Err(LtoObjectError::Header(_))));
    }

    #[test]
    fn an_object_of_another_build_is_refused() {
        let mut o = decode(&object()).unwrap();
        o.header.build = "nvvmc 0.0.1 commit x".into();
        let e = decode(&assemble(&o.header, &o.bitcode)).unwrap_err();
        assert!(matches!(e, LtoObjectError::OtherBuild { .. }), "{e:?}");
        assert_eq!(e.fix(), "compile its source again with this nvvmc, or link with the nvvmc that compiled it");
    }
}
