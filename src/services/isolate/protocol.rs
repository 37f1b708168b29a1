//! What the supervisor and a worker say to each other over their socket: frames of
//! `u32 length (little-endian) | u8 tag | payload`, the payload a sequence of fixed-width
//! integers and length-prefixed byte strings. Both ends are built from the same source; the
//! worker's first frame ([`HELLO`]) names the protocol and nvvmc version, and a supervisor that
//! finds another refuses the worker.
//!
//! | tag | from | payload |
//! |---|---|---|
//! | `H` hello | worker | [`hello`] |
//! | `L` libNVVM request | supervisor | [`Options`] (below), libdevice, the modules (name, bytes) |
//! | `N` libNVVM answer | worker | result code, the PTX (if any), the log |
//! | `C` command-line request | supervisor | `nvvmc`'s arguments, the inputs (name, bytes) |
//! | `R` command-line answer | worker | exit code, the output (if any) |
//!
//! libdevice in a request is `0` (none), `1 NAME` (the bytes of the previous request to this
//! worker) or `2 NAME BYTES`, so that a client adding the same library to every program (numba)
//! does not send its 470 KB each time.
//!
//! The stage the compilation is in does not travel on the socket (a frame per stage would wake
//! the supervisor some thirty times per compilation): the worker writes it at the start of its
//! stdout, which the supervisor makes an unnamed temporary file ([`STAGE_AREA`] bytes: a `u32`
//! length and the label), and the supervisor reads it only when it stops the worker or the worker
//! dies.

use super::libnvvm::{Code, Outcome};
use crate::front::input::Input;
use crate::middle::stage::Stage;
use crate::options::{
    AddressSpaceOptions, DebugInfo, EmitKind, FpOptions, LinkStrategy, OptLevel, Options, PrintAfter, PtxVersion,
    SplitCompile,
};
use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::PathBuf;

/// Bumped when a frame's layout changes.
pub const VERSION: u32 = 1;

pub const HELLO: u8 = b'H';
pub const LIB_REQUEST: u8 = b'L';
pub const LIB_ANSWER: u8 = b'N';
pub const CLI_REQUEST: u8 = b'C';
pub const CLI_ANSWER: u8 = b'R';

/// What a worker says first.
pub fn hello() -> String {
    format!("nvvmc worker, protocol {VERSION}, nvvmc {}", env!("CARGO_PKG_VERSION"))
}

/// A frame being built.
pub struct Frame(Vec<u8>);

impl Frame {
    pub fn new(tag: u8) -> Self {
        Frame(vec![0, 0, 0, 0, tag])
    }
    pub fn u8(&mut self, v: u8) -> &mut Self {
        self.0.push(v);
        self
    }
    pub fn bool(&mut self, v: bool) -> &mut Self {
        self.u8(v as u8)
    }
    pub fn u32(&mut self, v: u32) -> &mut Self {
        self.0.extend_from_slice(&v.to_le_bytes());
        self
    }
    pub fn bytes(&mut self, v: &[u8]) -> &mut Self {
        self.u32(u32::try_from(v.len()).expect("a field under 4 GiB"));
        self.0.extend_from_slice(v);
        self
    }
    pub fn str(&mut self, v: &str) -> &mut Self {
        self.bytes(v.as_bytes())
    }
    /// The frame with its length filled in, ready to write.
    pub fn finish(mut self) -> Vec<u8> {
        let len = u32::try_from(self.0.len() - 4).expect("a frame under 4 GiB");
        self.0[..4].copy_from_slice(&len.to_le_bytes());
        self.0
    }
}

/// A received frame's payload, read field by field.
pub struct Fields<'a> {
    data: &'a [u8],
    at: usize,
}

fn bad(what: &str) -> String {
    format!("malformed frame from the other end of the nvvmc worker channel ({what})")
}

impl<'a> Fields<'a> {
    pub fn new(payload: &'a [u8]) -> Self {
        Fields { data: payload, at: 0 }
    }
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|e| *e <= self.data.len()).ok_or_else(|| bad("short"))?;
        let s = &self.data[self.at..end];
        self.at = end;
        Ok(s)
    }
    pub fn u8(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }
    pub fn bool(&mut self) -> Result<bool, String> {
        Ok(self.u8()? != 0)
    }
    pub fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().expect("4 bytes")))
    }
    pub fn bytes(&mut self) -> Result<&'a [u8], String> {
        let n = self.u32()? as usize;
        self.take(n)
    }
    pub fn str(&mut self) -> Result<String, String> {
        String::from_utf8(self.bytes()?.to_vec()).map_err(|_| bad("text that is not UTF-8"))
    }
}

/// Frames accumulate here as bytes arrive (a read may end anywhere in one).
#[derive(Default)]
pub struct Inbox {
    buf: Vec<u8>,
    start: usize,
    scratch: Vec<u8>,
}

impl Inbox {
    /// The next complete frame, if one has arrived: its tag and payload.
    pub fn take_frame(&mut self) -> Option<(u8, Vec<u8>)> {
        loop {
            let avail = &self.buf[self.start..];
            if avail.len() < 5 {
                return None;
            }
            let len = u32::from_le_bytes(avail[..4].try_into().expect("4 bytes")) as usize;
            if len == 0 {
                // Not a frame any nvvmc writes (it has no tag): skip its length.
                self.start += 4;
                continue;
            }
            if avail.len() < 4 + len {
                return None;
            }
            let tag = avail[4];
            let payload = avail[5..4 + len].to_vec();
            self.start += 4 + len;
            if self.start == self.buf.len() {
                self.buf.clear();
                self.start = 0;
            }
            return Some((tag, payload));
        }
    }

    /// Reads what is available from `r` (one read call) into the inbox; 0 at the end of the
    /// stream.
    pub fn fill(&mut self, r: &mut impl Read) -> io::Result<usize> {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.start = 0;
        }
        if self.scratch.is_empty() {
            self.scratch = vec![0; 64 * 1024];
        }
        let n = r.read(&mut self.scratch)?;
        self.buf.extend_from_slice(&self.scratch[..n]);
        Ok(n)
    }
}

/// Reads one frame, blocking; `None` at the end of the stream.
pub fn read_frame(r: &mut impl Read) -> io::Result<Option<(u8, Vec<u8>)>> {
    let mut len = [0u8; 4];
    match r.read_exact(&mut len) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(e) => return Err(e),
    }
    let len = u32::from_le_bytes(len) as usize;
    if len == 0 {
        return Err(io::Error::new(io::ErrorKind::InvalidData, "an empty frame"));
    }
    let mut buf = vec![0u8; len];
    r.read_exact(&mut buf)?;
    let tag = buf.remove(0);
    Ok(Some((tag, buf)))
}

pub fn write_frame(w: &mut impl Write, frame: &[u8]) -> io::Result<()> {
    w.write_all(frame)?;
    w.flush()
}

fn inputs(f: &mut Frame, inputs: &[Input]) {
    f.u32(inputs.len() as u32);
    for i in inputs {
        f.str(&i.name).bytes(&i.bytes);
    }
}

fn read_inputs(r: &mut Fields<'_>) -> Result<Vec<Input>, String> {
    (0..r.u32()?).map(|_| Ok(Input::from_memory(r.str()?, r.bytes()?.to_vec()))).collect()
}

/// libdevice in a libNVVM request.
pub enum Libdevice<'a> {
    None,
    /// The name, and the bytes when they differ from the previous request's.
    Named(&'a str, Option<&'a [u8]>),
}

/// A libNVVM request: the options (their `libdevice_bytes` as `libdevice`) and the modules.
pub fn lib_request(opts: &Options, libdevice: Libdevice<'_>, modules: &[Input]) -> Vec<u8> {
    let mut f = Frame::new(LIB_REQUEST);
    options(&mut f, opts);
    match libdevice {
        Libdevice::None => f.u8(0),
        Libdevice::Named(name, None) => f.u8(1).str(name),
        Libdevice::Named(name, Some(bytes)) => f.u8(2).str(name).bytes(bytes),
    };
    inputs(&mut f, modules);
    f.finish()
}

/// A decoded libNVVM request: options without `libdevice_bytes`, libdevice as sent (name; bytes
/// when new), the modules.
pub struct LibRequest {
    pub opts: Options,
    pub libdevice: Option<(String, Option<Vec<u8>>)>,
    pub modules: Vec<Input>,
}

pub fn read_lib_request(payload: &[u8]) -> Result<LibRequest, String> {
    let mut r = Fields::new(payload);
    let opts = read_options(&mut r)?;
    let libdevice = match r.u8()? {
        0 => None,
        1 => Some((r.str()?, None)),
        2 => Some((r.str()?, Some(r.bytes()?.to_vec()))),
        _ => return Err(bad("libdevice")),
    };
    Ok(LibRequest { opts, libdevice, modules: read_inputs(&mut r)? })
}

pub fn lib_answer(o: &Outcome) -> Vec<u8> {
    let mut f = Frame::new(LIB_ANSWER);
    f.u8(match o.code {
        Code::Success => 0,
        Code::InvalidOption => 1,
        Code::InvalidIr => 2,
        Code::Compilation => 3,
    });
    match &o.result {
        Some(b) => f.u8(1).bytes(b),
        None => f.u8(0),
    };
    f.str(&o.log);
    f.finish()
}

pub fn read_lib_answer(payload: &[u8]) -> Result<Outcome, String> {
    let mut r = Fields::new(payload);
    let code = match r.u8()? {
        0 => Code::Success,
        1 => Code::InvalidOption,
        2 => Code::InvalidIr,
        3 => Code::Compilation,
        _ => return Err(bad("result code")),
    };
    let result = if r.bool()? { Some(r.bytes()?.to_vec()) } else { None };
    Ok(Outcome { code, result, log: r.str()? })
}

pub fn cli_request(argv: &[OsString], given: &[Input]) -> Vec<u8> {
    let mut f = Frame::new(CLI_REQUEST);
    f.u32(argv.len() as u32);
    for a in argv {
        f.bytes(a.as_encoded_bytes());
    }
    inputs(&mut f, given);
    f.finish()
}

pub fn read_cli_request(payload: &[u8]) -> Result<(Vec<OsString>, Vec<Input>), String> {
    use std::os::unix::ffi::OsStrExt;
    let mut r = Fields::new(payload);
    let argv = (0..r.u32()?)
        .map(|_| Ok(std::ffi::OsStr::from_bytes(r.bytes()?).to_os_string()))
        .collect::<Result<Vec<_>, String>>()?;
    Ok((argv, read_inputs(&mut r)?))
}

pub fn cli_answer(code: i32, output: Option<&[u8]>) -> Vec<u8> {
    let mut f = Frame::new(CLI_ANSWER);
    f.u32(code as u32);
    match output {
        Some(b) => f.u8(1).bytes(b),
        None => f.u8(0),
    };
    f.finish()
}

pub fn read_cli_answer(payload: &[u8]) -> Result<(i32, Option<Vec<u8>>), String> {
    let mut r = Fields::new(payload);
    let code = r.u32()? as i32;
    let output = if r.bool()? { Some(r.bytes()?.to_vec()) } else { None };
    Ok((code, output))
}

/// The bytes at the start of the stage file that hold the stage (stray writes to the worker's
/// stdout land after them).
pub const STAGE_AREA: u64 = 256;

/// The stage area's contents for `label` (cut to fit).
pub fn stage_record(label: &str) -> Vec<u8> {
    let mut end = label.len().min(STAGE_AREA as usize - 4);
    while !label.is_char_boundary(end) {
        end -= 1;
    }
    let mut r = (end as u32).to_le_bytes().to_vec();
    r.extend_from_slice(&label.as_bytes()[..end]);
    r
}

/// The label in a stage area read back (empty when there is none).
pub fn read_stage_record(area: &[u8]) -> String {
    let Some(len) = area.get(..4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize) else {
        return String::new();
    };
    area.get(4..4 + len).map(|b| String::from_utf8_lossy(b).into_owned()).unwrap_or_default()
}

fn opt_u32(f: &mut Frame, v: Option<u32>) {
    match v {
        Some(v) => f.u8(1).u32(v),
        None => f.u8(0),
    };
}

fn read_opt_u32(r: &mut Fields<'_>) -> Result<Option<u32>, String> {
    Ok(if r.bool()? { Some(r.u32()?) } else { None })
}

/// Every field of [`Options`] (destructured, so that a new field does not compile until it is
/// sent too), except `libdevice_bytes`, which the request carries on its own.
fn options(f: &mut Frame, opts: &Options) {
    let Options {
        arch,
        ptx_version,
        opt,
        emit,
        link,
        libdevice,
        libdevice_bytes: _,
        debug_info,
        fp,
        lower_native_math,
        address_spaces,
        verify_each,
        relocatable,
        check_only,
        strict,
        time_report,
        print_after,
        run_pass,
        split_compile,
        math_libs,
        whole_program,
    } = opts;
    f.u32(arch.sm).str(&arch.suffix);
    opt_u32(f, ptx_version.map(|v| v.0));
    f.u32(opt.number());
    f.u8(match emit {
        EmitKind::Ptx => 0,
        EmitKind::Llvm => 1,
        EmitKind::Bc => 2,
        EmitKind::Cubin => 3,
        EmitKind::Abi => 4,
        EmitKind::Lto => 5,
    });
    f.str(link.name());
    match libdevice {
        Some(p) => f.u8(1).bytes(p.as_os_str().as_encoded_bytes()),
        None => f.u8(0),
    };
    f.u8(match debug_info {
        DebugInfo::AsInput => 0,
        DebugInfo::LineTables => 1,
    });
    let FpOptions { ftz, prec_div, prec_sqrt, fma, fast_math } = *fp;
    f.bool(ftz).bool(prec_div).bool(prec_sqrt).bool(fma).bool(fast_math);
    f.bool(*lower_native_math);
    let AddressSpaceOptions { enabled, through_integers } = *address_spaces;
    f.bool(enabled).bool(through_integers);
    f.bool(*verify_each).bool(*relocatable).bool(*check_only).bool(*strict).bool(*time_report);
    let print_after = print_after.names();
    f.u32(print_after.len() as u32);
    for s in print_after {
        f.str(s);
    }
    match run_pass {
        Some(s) => f.u8(1).str(s.name()),
        None => f.u8(0),
    };
    f.u32(split_compile.0);
    f.u32(math_libs.len() as u32);
    for p in math_libs {
        f.bytes(p.as_os_str().as_encoded_bytes());
    }
    f.bool(*whole_program);
}

fn read_options(r: &mut Fields<'_>) -> Result<Options, String> {
    let arch = crate::options::Arch { sm: r.u32()?, suffix: r.str()? };
    let ptx_version = read_opt_u32(r)?.map(PtxVersion);
    let opt = OptLevel::from_number(r.u32()?).ok_or_else(|| bad("-O"))?;
    let emit = match r.u8()? {
        0 => EmitKind::Ptx,
        1 => EmitKind::Llvm,
        2 => EmitKind::Bc,
        3 => EmitKind::Cubin,
        4 => EmitKind::Abi,
        5 => EmitKind::Lto,
        _ => return Err(bad("emit")),
    };
    let link = match r.str()?.as_str() {
        "late" => LinkStrategy::Late,
        "early" => LinkStrategy::Early,
        "ptx" => LinkStrategy::Ptx,
        "none" => LinkStrategy::None,
        _ => return Err(bad("link")),
    };
    let libdevice = if r.bool()? {
        use std::os::unix::ffi::OsStrExt;
        Some(PathBuf::from(std::ffi::OsStr::from_bytes(r.bytes()?)))
    } else {
        None
    };
    let debug_info = if r.u8()? == 0 { DebugInfo::AsInput } else { DebugInfo::LineTables };
    let fp =
        FpOptions { ftz: r.bool()?, prec_div: r.bool()?, prec_sqrt: r.bool()?, fma: r.bool()?, fast_math: r.bool()? };
    let lower_native_math = r.bool()?;
    let address_spaces = AddressSpaceOptions { enabled: r.bool()?, through_integers: r.bool()? };
    let (verify_each, relocatable, check_only, strict, time_report) =
        (r.bool()?, r.bool()?, r.bool()?, r.bool()?, r.bool()?);
    let print_after = (0..r.u32()?).map(|_| r.str()).collect::<Result<Vec<_>, _>>()?;
    let print_after = PrintAfter::from_names(print_after.iter().map(String::as_str)).map_err(|_| bad("print-after"))?;
    let run_pass = if r.bool()? { Some(Stage::from_name(&r.str()?).ok_or_else(|| bad("run-pass"))?) } else { None };
    let split_compile = SplitCompile(r.u32()?);
    let math_libs = (0..r.u32()?)
        .map(|_| {
            use std::os::unix::ffi::OsStrExt;
            r.bytes().map(|b| PathBuf::from(std::ffi::OsStr::from_bytes(b)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let whole_program = r.bool()?;
    Ok(Options {
        arch,
        ptx_version,
        opt,
        emit,
        link,
        libdevice,
        libdevice_bytes: None,
        debug_info,
        fp,
        lower_native_math,
        address_spaces,
        verify_each,
        relocatable,
        check_only,
        strict,
        time_report,
        print_after,
        run_pass,
        split_compile,
        math_libs,
        whole_program,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_and_requests_survive_the_trip() {
        let opts = Options {
            arch: "sm_90a".parse().unwrap(),
            ptx_version: Some(PtxVersion(88)),
            opt: OptLevel::O1,
            emit: EmitKind::Abi,
            link: LinkStrategy::Ptx,
            libdevice: Some("/x/libdevice.10.bc".into()),
            debug_info: DebugInfo::LineTables,
            fp: FpOptions::fast(),
            lower_native_math: true,
            address_spaces: AddressSpaceOptions { enabled: false, through_integers: true },
            check_only: true,
            print_after: PrintAfter::Stages(vec![Stage::Optimize, Stage::Codegen]),
            run_pass: Some(Stage::FpMode),
            split_compile: SplitCompile(3),
            math_libs: vec!["/x/mylib.ll".into(), "libclc.bc".into()],
            ..Default::default()
        };
        let modules = vec![Input::from_memory("a.ll", b"define".to_vec()), Input::from_memory("", Vec::new())];
        let frame = lib_request(&opts, Libdevice::Named("libdevice.10.bc", Some(b"BC\xc0\xde")), &modules);
        let mut inbox = Inbox::default();
        inbox.fill(&mut &frame[..3]).unwrap();
        assert!(inbox.take_frame().is_none(), "a partial frame waits");
        inbox.fill(&mut &frame[3..]).unwrap();
        let (tag, payload) = inbox.take_frame().unwrap();
        assert_eq!(tag, LIB_REQUEST);
        let req = read_lib_request(&payload).unwrap();
        assert_eq!(format!("{:?}", req.opts), format!("{opts:?}"));
        assert_eq!(req.libdevice, Some(("libdevice.10.bc".to_string(), Some(b"BC\xc0\xde".to_vec()))));
        assert_eq!(req.modules.len(), 2);
        assert_eq!((req.modules[0].name.as_str(), req.modules[0].bytes.as_slice()), ("a.ll", &b"define"[..]));

        let o = Outcome { code: Code::InvalidIr, result: None, log: "nvvmc: error: x\n".into() };
        let (tag, payload) = read_frame(&mut &lib_answer(&o)[..]).unwrap().unwrap();
        assert_eq!(tag, LIB_ANSWER);
        assert_eq!(read_lib_answer(&payload).unwrap(), o);
        let (_, payload) = read_frame(&mut &cli_answer(1, Some(b"ptx"))[..]).unwrap().unwrap();
        assert_eq!(read_cli_answer(&payload).unwrap(), (1, Some(b"ptx".to_vec())));
        assert!(read_lib_answer(&payload[..2]).is_err());
        assert_eq!(read_stage_record(&stage_record("optimize")), "optimize");
        assert_eq!(read_stage_record(&stage_record(&"é".repeat(200))).len(), 252);
        assert_eq!(read_stage_record(&[]), "");
    }
}
