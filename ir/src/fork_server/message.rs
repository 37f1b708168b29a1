//! The request a client sends (the format is in the module comment of `fork_server`), read with
//! the three standard streams it carries.

use std::ffi::OsString;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStringExt;
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::time::Duration;

/// The start of every request.
pub const MAGIC: &[u8; 8] = b"NVVMCS\x01\x00";

/// The largest request read (arguments and environment): 16 MiB.
const MAX_REQUEST: usize = 16 << 20;

/// One request: what the client's process would have run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    pub env: Vec<OsString>,
    pub umask: u32,
    /// (resource, soft, hard)
    pub limits: Vec<(u32, u64, u64)>,
    pub nice: i32,
    /// The CPUs the client may run on (a `cpu_set_t`'s bytes).
    pub affinity: Vec<u8>,
}

impl Request {
    /// Reads the fields after the magic and the length.
    pub fn parse(mut b: &[u8]) -> Option<Request> {
        fn u32_(b: &mut &[u8]) -> Option<u32> {
            let (h, t) = b.split_first_chunk::<4>()?;
            *b = t;
            Some(u32::from_le_bytes(*h))
        }
        fn u64_(b: &mut &[u8]) -> Option<u64> {
            let (h, t) = b.split_first_chunk::<8>()?;
            *b = t;
            Some(u64::from_le_bytes(*h))
        }
        fn bytes(b: &mut &[u8]) -> Option<OsString> {
            let n = u32_(b)? as usize;
            if n > b.len() {
                return None;
            }
            let (h, t) = b.split_at(n);
            *b = t;
            Some(OsString::from_vec(h.to_vec()))
        }
        fn list(b: &mut &[u8]) -> Option<Vec<OsString>> {
            let n = u32_(b)? as usize;
            (0..n).map(|_| bytes(b)).collect()
        }
        let argv = list(&mut b)?;
        let cwd = PathBuf::from(bytes(&mut b)?);
        let env = list(&mut b)?;
        let umask = u32_(&mut b)?;
        let n = u32_(&mut b)?;
        let limits = (0..n).map(|_| Some((u32_(&mut b)?, u64_(&mut b)?, u64_(&mut b)?))).collect::<Option<Vec<_>>>()?;
        let nice = u32_(&mut b)? as i32;
        let affinity = bytes(&mut b)?.into_vec();
        (b.is_empty() && !argv.is_empty()).then_some(Request { argv, cwd, env, umask, limits, nice, affinity })
    }
}

/// The user id of the process at the other end of `conn`.
pub(super) fn peer_uid(conn: &UnixStream) -> Option<u32> {
    let mut cred = libc::ucred { pid: 0, uid: 0, gid: 0 };
    let mut len = std::mem::size_of::<libc::ucred>() as libc::socklen_t;
    // SAFETY: `cred` and `len` are live and sized for SO_PEERCRED's answer.
    let r = unsafe {
        libc::getsockopt(
            conn.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_PEERCRED,
            (&mut cred as *mut libc::ucred).cast(),
            &mut len,
        )
    };
    (r == 0).then_some(cred.uid)
}

/// A request as received: its fields and the client's stdin, stdout and stderr (closed on exec
/// in this process).
pub struct Received {
    pub request: Request,
    pub streams: [OwnedFd; 3],
}

/// Receives one request from `conn`, waiting at most `timeout` for each read (`None`: no limit).
pub fn receive(conn: &UnixStream, timeout: Option<Duration>) -> Result<Received, String> {
    conn.set_read_timeout(timeout).map_err(|e| e.to_string())?;
    let mut head = [0u8; 12];
    // Room for exactly three descriptors (a cmsghdr and three ints, aligned).
    let mut control = [0u64; 8];
    let mut iov = libc::iovec { iov_base: head.as_mut_ptr().cast(), iov_len: head.len() };
    // SAFETY: an all-zero msghdr is a valid empty one.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.as_mut_ptr().cast();
    msg.msg_controllen = std::mem::size_of_val(&control) as _;
    let got = loop {
        // SAFETY: `msg` points at `head` and `control`, both live for the call.
        let got = unsafe { libc::recvmsg(conn.as_raw_fd(), &mut msg, libc::MSG_CMSG_CLOEXEC | libc::MSG_WAITALL) };
        if got >= 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            break got;
        }
    };
    let mut fds: Vec<OwnedFd> = Vec::new();
    // SAFETY: the CMSG_* macros walk the control buffer recvmsg filled, within msg_controllen.
    unsafe {
        let mut c = libc::CMSG_FIRSTHDR(&msg);
        while !c.is_null() {
            if (*c).cmsg_level == libc::SOL_SOCKET && (*c).cmsg_type == libc::SCM_RIGHTS {
                let n = ((*c).cmsg_len as usize - libc::CMSG_LEN(0) as usize) / std::mem::size_of::<RawFd>();
                let data = libc::CMSG_DATA(c).cast::<RawFd>();
                for k in 0..n {
                    // Each received descriptor is new in this process and owned here.
                    fds.push(OwnedFd::from_raw_fd(data.add(k).read_unaligned()));
                }
            }
            c = libc::CMSG_NXTHDR(&msg, c);
        }
    }
    if got == 0 {
        return Err("a connection closed before its request".into());
    }
    if got != head.len() as isize || &head[..8] != MAGIC {
        return Err("a connection without a request".into());
    }
    if msg.msg_flags & libc::MSG_CTRUNC != 0 || fds.len() != 3 {
        return Err(format!("a request with {} descriptors instead of 3", fds.len()));
    }
    let len = u32::from_le_bytes([head[8], head[9], head[10], head[11]]) as usize;
    if len > MAX_REQUEST {
        return Err(format!("a request of {len} bytes"));
    }
    let mut body = vec![0u8; len];
    (&*conn).read_exact(&mut body).map_err(|e| format!("an incomplete request: {e}"))?;
    let request = Request::parse(&body).ok_or("a malformed request")?;
    let streams: [OwnedFd; 3] = fds.try_into().map_err(|_| "not 3 descriptors")?;
    Ok(Received { request, streams })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_read_back() {
        let mut b = Vec::new();
        let put = |b: &mut Vec<u8>, s: &[u8]| {
            b.extend((s.len() as u32).to_le_bytes());
            b.extend(s);
        };
        b.extend(2u32.to_le_bytes());
        put(&mut b, b"nvvmc");
        put(&mut b, b"a.ll");
        put(&mut b, b"/tmp");
        b.extend(1u32.to_le_bytes());
        put(&mut b, b"A=1");
        b.extend(0o22u32.to_le_bytes());
        b.extend(1u32.to_le_bytes());
        b.extend(7u32.to_le_bytes());
        b.extend(10u64.to_le_bytes());
        b.extend(20u64.to_le_bytes());
        b.extend((-5i32).to_le_bytes());
        put(&mut b, &[3, 0, 0, 0, 0, 0, 0, 0]);
        let r = Request::parse(&b).expect("parses");
        assert_eq!(r.argv, vec![OsString::from("nvvmc"), OsString::from("a.ll")]);
        assert_eq!(r.cwd, PathBuf::from("/tmp"));
        assert_eq!(r.env, vec![OsString::from("A=1")]);
        assert_eq!((r.umask, r.limits.clone()), (0o22, vec![(7, 10, 20)]));
        assert_eq!((r.nice, r.affinity.clone()), (-5, vec![3, 0, 0, 0, 0, 0, 0, 0]));
        assert!(Request::parse(&b[..b.len() - 1]).is_none(), "a truncated request is refused");
        let mut longer = b.clone();
        longer.push(0);
        assert!(Request::parse(&longer).is_none(), "trailing bytes are refused");
    }
}
