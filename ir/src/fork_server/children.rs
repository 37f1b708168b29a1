//! The server's loop: each connection goes to a child process forked from the warm server at
//! once, which reads the request, takes on the client's process state and runs the compilation;
//! the server answers the client with the child's exit status.
//!
//! The child tells its client `A` (accepted) only once it holds the client's whole process
//! state (folder, limits, nice value, CPUs, environment, umask, streams): a request it cannot take
//! exactly (a limit above what the server may grant, a higher priority, another mount namespace or
//! root, a malformed request) ends the child without that byte, and the client compiles in its
//! own process. After `A`, the compilation is the client's: if no answer comes, the client reports
//! an error rather than compiling again (the child may have read its stdin or written output).
//!
//! The child reports to the server on a pipe only it writes: a *started* record (the arguments,
//! for the log and the next warm-up) after `A`, and its exit code just before `_exit`, so the
//! client is answered without waiting for the kernel to tear the child down. The server never
//! blocks on a client: it reads nothing from connections (a slow or silent client only holds
//! its own child), and it watches each one only for the client hanging up.
//!
//! Tried and not kept: a spare child forked ahead of the request that warmed itself up (a small
//! compilation in its own copy of the server, to fault in code and heap before the request came).
//! Served one at a time with pauses, a request took ~1 ms less than in a child forked for it;
//! back to back, the next request waited for the spare's warm-up and took longer than a
//! process of its own (~8 ms for `--version`); and every request cost a second compilation's CPU.

use super::message::{self, Received, Request};
use super::{current_uid, Listener};
use std::ffi::{CString, OsString};
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

/// How long a client may take to send its request once connected.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);

/// The byte a child sends its client once the compilation is its to run.
pub const ACCEPTED: u8 = b'A';

/// The exit code of a child whose compilation panicked (Rust's own for a panic in `main`).
const PANICKED: i32 = 101;

/// Records on the pipe from a child to the server: a tag byte, then a u32 length and that many
/// bytes (the arguments, NUL-separated, at most [`MAX_STARTED`]) or an i32 exit code.
const STARTED: u8 = 1;
const EXITED: u8 = 2;

/// The most bytes of arguments a started record carries (a pipe writes up to 4096 at once).
const MAX_STARTED: usize = 3072;

/// How a served compilation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    Exited(i32),
    Signaled(i32),
}

/// What the server did, for its log.
#[derive(Debug)]
pub enum Event<'a> {
    Served {
        pid: i32,
        argv: &'a [OsString],
        ended: Ended,
        elapsed: Duration,
    },
    /// A connection that did not become a compilation (not this user's; a request the child
    /// could not take exactly, which the client then compiles itself), or a fork that failed.
    Refused(String),
    /// The server stops taking requests (`SIGTERM`, `nvvmc --server-stop`) and finishes those it has.
    Stopping,
}

/// A child process and what it has said.
struct Child {
    pid: libc::pid_t,
    /// The read end of the pipe only the child writes (see the module comment); end of file
    /// once the child has exited.
    reports: File,
    /// Bytes read from `reports` not yet parsed into records.
    pending: Vec<u8>,
    conn: UnixStream,
    /// The arguments, once the child has accepted the request.
    argv: Option<Vec<OsString>>,
    started: Instant,
    /// When the client was answered with the child's own exit code.
    answered: Option<Duration>,
    /// The client hung up and the child was killed.
    killed: bool,
}

impl Child {
    /// Whether the connection is still watched for a client that hangs up.
    fn watched(&self) -> bool {
        !self.killed && self.answered.is_none()
    }

    /// Kills the child's process group (the child and what it started: ptxas, a worker).
    fn kill(&mut self) {
        // SAFETY: kill only sends a signal, to our own child's process group (it called
        // setpgid(0, 0) first thing; before that, the group does not exist and this is a no-op,
        // so the child itself is signalled too).
        unsafe {
            libc::kill(-self.pid, libc::SIGKILL);
            libc::kill(self.pid, libc::SIGKILL);
        }
        self.killed = true;
    }

    /// Parses the complete records in `pending`; the exit code, when it came.
    fn parse(&mut self) -> Option<i32> {
        let mut code = None;
        while let Some((&tag, rest)) = self.pending.split_first() {
            let Some(len) = rest.first_chunk::<4>().map(|l| u32::from_le_bytes(*l) as usize) else { break };
            let Some(body) = rest.get(4..4 + len) else { break };
            match tag {
                STARTED => {
                    self.argv =
                        Some(body.split(|&b| b == 0).map(|a| OsString::from(std::ffi::OsStr::from_bytes(a))).collect())
                }
                EXITED if len == 4 => code = Some(i32::from_le_bytes([body[0], body[1], body[2], body[3]])),
                _ => {}
            }
            self.pending.drain(..5 + len);
        }
        code
    }
}

/// Answers the client: `0, code` or `1, signal` (the module comment of `fork_server`).
fn answer(conn: &UnixStream, ended: Ended) {
    let (kind, value) = match ended {
        Ended::Exited(c) => (0i32, c),
        Ended::Signaled(s) => (1i32, s),
    };
    let mut bytes = [0u8; 8];
    bytes[..4].copy_from_slice(&kind.to_le_bytes());
    bytes[4..].copy_from_slice(&value.to_le_bytes());
    let _ = (&*conn).write_all(&bytes);
}

fn poll_fd(fd: RawFd, events: libc::c_short) -> libc::pollfd {
    libc::pollfd { fd, events, revents: 0 }
}

/// `SIGTERM` as a descriptor (blocked, and read from a signalfd), and the signal mask before.
struct Termination {
    fd: OwnedFd,
    old_mask: libc::sigset_t,
}

impl Termination {
    fn new() -> std::io::Result<Termination> {
        // SAFETY: the sigset_t values are initialized by sigemptyset before use; sigprocmask and
        // signalfd only read them; this process runs one thread.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old_mask: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigaddset(&mut set, libc::SIGTERM);
            if libc::sigprocmask(libc::SIG_BLOCK, &set, &mut old_mask) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            let fd = libc::signalfd(-1, &set, libc::SFD_CLOEXEC | libc::SFD_NONBLOCK);
            if fd < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(Termination { fd: OwnedFd::from_raw_fd(fd), old_mask })
        }
    }
}

/// Serves connections on `listener` until no request has come for `idle`, the socket is no
/// longer this server's, or `SIGTERM` comes; then stops listening (which frees the socket for a
/// new server) and finishes the compilations it has. Each connection goes to a child process
/// (see the module comment) that calls `run` with the client's arguments and exits with what
/// it returns. A client that hangs up has its child killed.
///
/// Must be called with no other thread running (a forked child has only the forking thread),
/// and `on_event` must leave it so.
pub fn serve(
    listener: Listener,
    idle: Duration,
    on_event: &mut dyn FnMut(Event<'_>),
    run: &dyn Fn(Vec<OsString>) -> i32,
) -> std::io::Result<()> {
    let term = Termination::new()?;
    let mut listener = Some(listener);
    let mut running: Vec<Child> = Vec::new();
    let mut last = Instant::now();
    loop {
        let stop = match &listener {
            Some(l) => running.is_empty() && last.elapsed() >= idle || !l.still_ours(),
            None => false,
        };
        if stop {
            listener = None;
            on_event(Event::Stopping);
        }
        if listener.is_none() && running.is_empty() {
            return Ok(());
        }
        let mut fds = vec![
            poll_fd(listener.as_ref().map_or(-1, |l| l.listener.as_raw_fd()), libc::POLLIN),
            poll_fd(term.fd.as_raw_fd(), libc::POLLIN),
        ];
        for c in &running {
            fds.push(poll_fd(c.reports.as_raw_fd(), libc::POLLIN));
            // Only a hang-up: the request's bytes are the child's to read.
            fds.push(poll_fd(if c.watched() { c.conn.as_raw_fd() } else { -1 }, libc::POLLRDHUP));
        }
        // Wake at least once a minute to see whether the socket is still this server's.
        let wait = if running.is_empty() { idle.saturating_sub(last.elapsed()) } else { Duration::from_secs(60) };
        let timeout = wait.min(Duration::from_secs(60)).as_millis() as libc::c_int;
        // SAFETY: `fds` is a live array of `fds.len()` pollfd structures.
        let n = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, timeout) };
        if n < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return Err(e);
        }
        if fds[1].revents != 0 {
            let mut info = [0u8; 128];
            // SAFETY: reads at most `info.len()` bytes into `info` from our signal descriptor.
            let _ = unsafe { libc::read(term.fd.as_raw_fd(), info.as_mut_ptr().cast(), info.len()) };
            if listener.take().is_some() {
                on_event(Event::Stopping);
            }
        }
        // Children (their slots follow the listener's and the signal's), last to first.
        for i in (0..running.len()).rev() {
            let (reports, conn) = (fds[2 + 2 * i].revents, fds[3 + 2 * i].revents);
            if reports != 0 {
                let c = &mut running[i];
                let mut buf = [0u8; 4096];
                match (&c.reports).read(&mut buf) {
                    Ok(0) => {}
                    Ok(k) => {
                        c.pending.extend_from_slice(&buf[..k]);
                        if let Some(code) = c.parse() {
                            if c.watched() {
                                answer(&c.conn, Ended::Exited(code));
                                c.answered = Some(c.started.elapsed());
                            }
                        }
                        continue;
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => {}
                }
                // The end of file: the child has exited.
                let c = running.swap_remove(i);
                let ended = wait_for(c.pid);
                match &c.argv {
                    // It accepted: its client waits for an answer.
                    Some(argv) => {
                        if c.watched() {
                            answer(&c.conn, ended);
                        }
                        let elapsed = c.answered.unwrap_or_else(|| c.started.elapsed());
                        on_event(Event::Served { pid: c.pid, argv, ended, elapsed });
                    }
                    // It did not: closing the connection sends the client to compile itself.
                    None => {
                        on_event(Event::Refused(format!("a request the child (pid {}) did not take: {ended:?}", c.pid)))
                    }
                }
                last = Instant::now();
            } else if conn != 0 && running[i].watched() {
                running[i].kill();
            }
        }
        if fds[0].revents != 0 {
            let Some(l) = listener.as_ref() else { continue };
            loop {
                let conn = match l.listener.accept() {
                    Ok((c, _)) => c,
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                last = Instant::now();
                if message::peer_uid(&conn) != Some(current_uid()) {
                    on_event(Event::Refused("a connection from another user".into()));
                    continue;
                }
                match fork_child(conn, &term, run) {
                    Ok(child) => running.push(child),
                    Err(why) => on_event(Event::Refused(why)),
                }
            }
        }
    }
}

fn wait_for(pid: libc::pid_t) -> Ended {
    let mut status: libc::c_int = 0;
    loop {
        // SAFETY: waits for our own child; `status` is a live int.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            break;
        }
        if r < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return Ended::Signaled(libc::SIGKILL);
        }
    }
    if libc::WIFSIGNALED(status) {
        Ended::Signaled(libc::WTERMSIG(status))
    } else {
        Ended::Exited(libc::WEXITSTATUS(status))
    }
}

/// Forks the child that serves `conn`; in this process, its handle.
fn fork_child(conn: UnixStream, term: &Termination, run: &dyn Fn(Vec<OsString>) -> i32) -> Result<Child, String> {
    let mut pipe = [0 as RawFd; 2];
    // SAFETY: `pipe` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(format!("pipe: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both descriptors are new and owned from here on.
    let (reports, reports_write) = unsafe { (File::from_raw_fd(pipe[0]), File::from_raw_fd(pipe[1])) };
    let server = std::process::id() as libc::pid_t;
    // Anything buffered would be written twice.
    let _ = std::io::stdout().flush();
    // SAFETY: this process runs no other thread (`serve`'s contract), so the child's copy of
    // every lock is free; the child only runs `in_child` and then `_exit`s, never returning
    // into the server's frames (a panic is caught here).
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!("fork: {}", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        let mut reports_write = reports_write;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            in_child(server, &conn, &mut reports_write, &term.old_mask, run)
        }));
        let code = match outcome {
            Ok(Some(code)) => code,
            Ok(None) => 0, // not taken: no exit record, the client compiles itself
            Err(_) => PANICKED,
        };
        if !matches!(outcome, Ok(None)) {
            // Everything is written and flushed: the server may answer the client now.
            let mut record = vec![EXITED];
            record.extend(4u32.to_le_bytes());
            record.extend(code.to_le_bytes());
            let _ = reports_write.write_all(&record);
        }
        // SAFETY: `_exit` ends the child at once, running no destructor of the server's objects.
        unsafe { libc::_exit(code) }
    }
    drop(reports_write);
    Ok(Child {
        pid,
        reports,
        pending: Vec::new(),
        conn,
        argv: None,
        started: Instant::now(),
        answered: None,
        killed: false,
    })
}

/// In the child: reads the request, takes on the client's process state, accepts and runs it;
/// the exit code, or `None` when the request cannot be taken exactly.
fn in_child(
    server: libc::pid_t,
    conn: &UnixStream,
    reports: &mut File,
    old_mask: &libc::sigset_t,
    run: &dyn Fn(Vec<OsString>) -> i32,
) -> Option<i32> {
    // SAFETY: setpgid/prctl/sigprocmask only change this process's group, death signal and
    // signal mask (the server blocks SIGTERM; its children and what they start must not).
    unsafe {
        libc::setpgid(0, 0);
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong);
        libc::sigprocmask(libc::SIG_SETMASK, old_mask, std::ptr::null_mut());
    }
    // SAFETY: getppid takes nothing.
    if unsafe { libc::getppid() } != server {
        return None; // the server ended before the death signal was set
    }
    close_all_but(&[conn.as_raw_fd(), reports.as_raw_fd()]);
    conn.set_nonblocking(false).ok()?;
    let Received { request, streams } = message::receive(conn, Some(REQUEST_TIMEOUT)).ok()?;
    if !same_filesystem_view(conn) {
        return None;
    }
    take_on(&request).ok()?;
    for (i, fd) in streams.iter().enumerate() {
        // SAFETY: dup2 onto the standard descriptors; `fd` is a live descriptor we own.
        if unsafe { libc::dup2(fd.as_raw_fd(), i as RawFd) } < 0 {
            return None;
        }
    }
    drop(streams);
    (&*conn).write_all(&[ACCEPTED]).ok()?;
    let mut args: Vec<u8> = Vec::new();
    for a in &request.argv {
        if args.len() + a.len() + 1 > MAX_STARTED {
            break;
        }
        if !args.is_empty() {
            args.push(0);
        }
        args.extend_from_slice(a.as_bytes());
    }
    let mut record = vec![STARTED];
    record.extend((args.len() as u32).to_le_bytes());
    record.extend(&args);
    let _ = reports.write_all(&record);
    // SAFETY: closes the child's copy of the connection (the server keeps its own to answer);
    // nothing here uses `conn` again.
    unsafe { libc::close(conn.as_raw_fd()) };
    Some(run(request.argv))
}

/// Whether the client sees the same files as this process: the same mount namespace and root
/// (a client in a sandbox — bwrap, a build sandbox sharing `/tmp` — would have its paths read
/// in the server's view). Unknown counts as different.
fn same_filesystem_view(conn: &UnixStream) -> bool {
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
    if r != 0 || cred.pid <= 0 {
        return false;
    }
    let link = |p: String| std::fs::read_link(p).ok();
    ["ns/mnt", "root"].iter().all(|what| {
        let (theirs, ours) = (link(format!("/proc/{}/{what}", cred.pid)), link(format!("/proc/self/{what}")));
        theirs.is_some() && theirs == ours
    })
}

/// Takes on the client's folder, limits, nice value, CPUs, umask and environment; an error when
/// one of them cannot be taken exactly (the client then compiles itself).
fn take_on(request: &Request) -> Result<(), ()> {
    std::env::set_current_dir(&request.cwd).map_err(|_| ())?;
    for &(resource, soft, hard) in &request.limits {
        let new = libc::rlimit { rlim_cur: soft, rlim_max: hard };
        // SAFETY: setrlimit reads one live rlimit. A limit above the server's hard one fails
        // (EPERM) unless privileged: then the child cannot be the client's process.
        if unsafe { libc::setrlimit(resource as _, &new) } != 0 {
            return Err(());
        }
    }
    // SAFETY: setpriority/getpriority only concern this process. A higher priority than the
    // server's needs privilege; getpriority tells whether the value took.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, request.nice);
        *libc::__errno_location() = 0;
        let now = libc::getpriority(libc::PRIO_PROCESS, 0);
        if now != request.nice {
            return Err(());
        }
    }
    if !request.affinity.is_empty() {
        // SAFETY: the mask is `affinity.len()` live bytes; the kernel reads that many.
        if unsafe { libc::sched_setaffinity(0, request.affinity.len(), request.affinity.as_ptr().cast()) } != 0 {
            return Err(());
        }
    }
    // SAFETY: umask only sets this process's mask.
    unsafe { libc::umask(request.umask as libc::mode_t) };
    // SAFETY: this child runs one thread, so nothing reads the environment while it changes.
    unsafe { libc::clearenv() };
    for var in &request.env {
        let bytes = var.as_bytes();
        let Some(eq) = bytes.iter().position(|&b| b == b'=') else { continue };
        let (Ok(name), Ok(value)) = (CString::new(&bytes[..eq]), CString::new(&bytes[eq + 1..])) else { continue };
        // SAFETY: as above; both strings are NUL-terminated and live for the call (setenv copies).
        unsafe { libc::setenv(name.as_ptr(), value.as_ptr(), 1) };
    }
    Ok(())
}

/// Closes every descriptor from 3 up that is not in `keep`: the server's listener, lock file
/// and signal descriptor, the other children's pipes and clients' connections, and whatever the
/// server inherited.
pub(super) fn close_all_but(keep: &[RawFd]) {
    let mut keep: Vec<RawFd> = keep.iter().copied().filter(|&fd| fd > 2).collect();
    keep.sort_unstable();
    let mut from: libc::c_uint = 3;
    // The last range ends at the largest descriptor number (`~0`, as close_range takes it).
    for k in keep.iter().map(|&k| k as libc::c_uint).chain(std::iter::once(libc::c_uint::MAX)) {
        if k > from {
            let last = if k == libc::c_uint::MAX { k } else { k - 1 };
            // SAFETY: close_range closes descriptors this process inherited and no Rust value
            // it still uses owns (the server's objects are never touched again in a child, which
            // ends with `_exit`; the server calls this before it opens anything).
            let r = unsafe { libc::syscall(libc::SYS_close_range, from, last, 0) };
            if r != 0 {
                close_listed_but(&keep);
                return;
            }
        }
        from = k.saturating_add(1);
    }
}

/// [`close_all_but`] on kernels without `close_range` (before 5.9): the descriptors
/// `/proc/self/fd` lists.
fn close_listed_but(keep: &[RawFd]) {
    let Ok(dir) = std::fs::read_dir("/proc/self/fd") else { return };
    let open: Vec<RawFd> = dir.flatten().filter_map(|e| e.file_name().to_str()?.parse().ok()).collect();
    for fd in open {
        if fd > 2 && !keep.contains(&fd) {
            // SAFETY: as in `close_all_but`; the listing's own descriptor is already closed
            // (EBADF, ignored).
            unsafe { libc::close(fd) };
        }
    }
}
