//! The server's loop: each request goes to a child process forked from the warm server, which
//! takes on the client's process state and runs the compilation; the server answers the client
//! with the child's exit status.
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
    /// A connection dropped: not this user's, or no valid request; or a child that could not start.
    Refused(String),
}

/// A compilation in a child process.
struct Child {
    pid: libc::pid_t,
    /// The read end of a pipe whose write end only the child holds. The child writes its exit
    /// code there (an i32) when everything it had to do is done, just before `_exit`, so the
    /// client is answered without waiting for the kernel to tear the child down; the end of
    /// file follows once the child has exited.
    done: File,
    conn: UnixStream,
    argv: Vec<OsString>,
    started: Instant,
    /// When the client was answered with the child's own exit code.
    answered: Option<Duration>,
    /// The client hung up and the child was killed.
    killed: bool,
}

impl Child {
    /// The connection, while it is watched for a client that hangs up.
    fn watched(&self) -> Option<&UnixStream> {
        Some(&self.conn).filter(|_| !self.killed && self.answered.is_none())
    }

    fn kill(&mut self) {
        // SAFETY: kill only sends a signal, to our own child (not yet waited for).
        unsafe { libc::kill(self.pid, libc::SIGKILL) };
        self.killed = true;
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

fn poll_fd(fd: RawFd) -> libc::pollfd {
    libc::pollfd { fd, events: libc::POLLIN, revents: 0 }
}

/// Serves requests on `listener` until no request has come for `idle`, or the socket is no
/// longer this server's. Each request runs in a child process (see the module comment), which
/// takes the client's folder, environment, umask, limits and standard streams, calls `run`
/// with the client's arguments, and exits with what it returns. A client that hangs up has its
/// child killed.
///
/// Must be called with no other thread running (a forked child has only the forking thread),
/// and `on_event` must leave it so.
pub fn serve(
    listener: Listener,
    idle: Duration,
    on_event: &mut dyn FnMut(Event<'_>),
    run: &dyn Fn(Vec<OsString>) -> i32,
) -> std::io::Result<()> {
    let mut running: Vec<Child> = Vec::new();
    let mut last = Instant::now();
    let result = loop {
        let mut fds = vec![poll_fd(listener.listener.as_raw_fd())];
        for r in &running {
            fds.push(poll_fd(r.done.as_raw_fd()));
            fds.push(poll_fd(r.watched().map_or(-1, |c| c.as_raw_fd())));
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
            break Err(e);
        }
        if running.is_empty() && last.elapsed() >= idle || !listener.still_ours() {
            break Ok(());
        }
        // Compilations (their slots follow the listener's), last to first.
        for i in (0..running.len()).rev() {
            let (done, conn) = (fds[1 + 2 * i].revents, fds[2 + 2 * i].revents);
            if done != 0 {
                let mut code = [0u8; 4];
                let r = &mut running[i];
                match (&r.done).read(&mut code) {
                    Ok(4) => {
                        if let Some(c) = r.watched() {
                            answer(c, Ended::Exited(i32::from_le_bytes(code)));
                            r.answered = Some(r.started.elapsed());
                        }
                        continue;
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    _ => {}
                }
                // The end of file (or a short read): the child has exited.
                let r = running.swap_remove(i);
                let ended = wait_for(r.pid);
                if let Some(c) = r.watched() {
                    answer(c, ended);
                }
                let elapsed = r.answered.unwrap_or_else(|| r.started.elapsed());
                on_event(Event::Served { pid: r.pid, argv: &r.argv, ended, elapsed });
                last = Instant::now();
            } else if conn != 0 && running[i].watched().is_some() {
                // The client sent more than its request, or hung up: its process is gone.
                running[i].kill();
            }
        }
        if fds[0].revents != 0 {
            loop {
                let conn = match listener.listener.accept() {
                    Ok((c, _)) => c,
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(_) => break,
                };
                last = Instant::now();
                match start(conn, run) {
                    Ok(child) => running.push(child),
                    Err(why) => on_event(Event::Refused(why)),
                }
            }
        }
    };
    for mut c in running {
        c.kill();
        wait_for(c.pid);
    }
    result
}

/// Reads the request on `conn` and forks the child that runs it.
fn start(conn: UnixStream, run: &dyn Fn(Vec<OsString>) -> i32) -> Result<Child, String> {
    conn.set_nonblocking(false).map_err(|e| e.to_string())?;
    if message::peer_uid(&conn) != Some(current_uid()) {
        return Err("a connection from another user".into());
    }
    let Received { request, streams, .. } = message::receive(&conn, Some(REQUEST_TIMEOUT))?;
    fork_child(conn, request, streams, run)
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

/// Forks the child that runs `request` on the client's `streams`; in this process, its handle.
fn fork_child(
    conn: UnixStream,
    request: Request,
    streams: [OwnedFd; 3],
    run: &dyn Fn(Vec<OsString>) -> i32,
) -> Result<Child, String> {
    let mut pipe = [0 as RawFd; 2];
    // SAFETY: `pipe` has room for the two descriptors pipe2 writes.
    if unsafe { libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(format!("pipe: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both descriptors are new and owned from here on.
    let (done, done_write) = unsafe { (File::from_raw_fd(pipe[0]), OwnedFd::from_raw_fd(pipe[1])) };
    let server = std::process::id() as libc::pid_t;
    // Anything buffered would be written twice.
    let _ = std::io::stdout().flush();
    // SAFETY: this process runs no other thread (`serve`'s contract), so the child's copy of
    // every lock is free; the child only runs `in_child` and then `_exit`s.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(format!("fork: {}", std::io::Error::last_os_error()));
    }
    if pid == 0 {
        let code = in_child(server, &request, streams, &done_write, run);
        // Everything is written and flushed: the server may answer the client now.
        let _ = File::from(done_write).write_all(&code.to_le_bytes());
        // SAFETY: `_exit` ends the child at once; everything it wrote was flushed by `run`.
        unsafe { libc::_exit(code) }
    }
    drop((done_write, streams));
    Ok(Child { pid, done, conn, argv: request.argv, started: Instant::now(), answered: None, killed: false })
}

/// In the child: become the client's process (its streams, folder, environment, umask,
/// limits, nice value and CPUs) and run its command line.
fn in_child(
    server: libc::pid_t,
    request: &Request,
    streams: [OwnedFd; 3],
    done: &OwnedFd,
    run: &dyn Fn(Vec<OsString>) -> i32,
) -> i32 {
    // SAFETY: prctl with PR_SET_PDEATHSIG only sets this process's death signal.
    unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL as libc::c_ulong) };
    // SAFETY: getppid takes nothing.
    if unsafe { libc::getppid() } != server {
        return 1; // the server ended before the death signal was set
    }
    for (i, fd) in streams.iter().enumerate() {
        // SAFETY: dup2 onto the standard descriptors; `fd` is a live descriptor we own.
        if unsafe { libc::dup2(fd.as_raw_fd(), i as RawFd) } < 0 {
            return 1;
        }
    }
    drop(streams);
    close_all_but(&[done.as_raw_fd()]);
    if let Err(e) = std::env::set_current_dir(&request.cwd) {
        let _ = writeln!(
            std::io::stderr(),
            "nvvmc: error: the compile server cannot enter the folder '{}': {e}\n  fix: run without NVVMC_SERVER=1",
            request.cwd.display()
        );
        return 1;
    }
    // SAFETY: this child runs one thread, so nothing reads the environment while it changes.
    unsafe { libc::clearenv() };
    for var in &request.env {
        let bytes = var.as_bytes();
        let Some(eq) = bytes.iter().position(|&b| b == b'=') else { continue };
        let (Ok(name), Ok(value)) = (CString::new(&bytes[..eq]), CString::new(&bytes[eq + 1..])) else { continue };
        // SAFETY: as above; both strings are NUL-terminated and live for the call (setenv copies).
        unsafe { libc::setenv(name.as_ptr(), value.as_ptr(), 1) };
    }
    // SAFETY: umask only sets this process's mask.
    unsafe { libc::umask(request.umask as libc::mode_t) };
    for &(resource, soft, hard) in &request.limits {
        let mut now = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: `now` is a live rlimit for getrlimit to fill; setrlimit reads one.
        unsafe {
            if libc::getrlimit(resource as _, &mut now) != 0 {
                continue;
            }
            // A limit can be lowered, never raised above the server's hard one.
            let max = hard.min(now.rlim_max);
            let new = libc::rlimit { rlim_cur: soft.min(max), rlim_max: max };
            libc::setrlimit(resource as _, &new);
        }
    }
    // A nice value can be raised (less priority) but not lowered below the server's without
    // privilege: then the server's stays. The CPUs are the client's (a `taskset` applies).
    // SAFETY: setpriority only changes this process's priority.
    unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, request.nice) };
    if !request.affinity.is_empty() {
        // SAFETY: the mask is `affinity.len()` live bytes; the kernel reads that many.
        unsafe { libc::sched_setaffinity(0, request.affinity.len(), request.affinity.as_ptr().cast()) };
    }
    run(request.argv.clone())
}

/// Closes every descriptor from 3 up that is not in `keep`: the server's listener and lock
/// file, its client's connection, the other children's pipes and connections.
fn close_all_but(keep: &[RawFd]) {
    let Ok(dir) = std::fs::read_dir("/proc/self/fd") else { return };
    let open: Vec<RawFd> = dir.flatten().filter_map(|e| e.file_name().to_str()?.parse().ok()).collect();
    for fd in open {
        if fd > 2 && !keep.contains(&fd) {
            // SAFETY: closes a descriptor this child inherited and no Rust value it still uses
            // owns (the listener, the lock and the other children's ends are the server's
            // objects, which this child never touches again: it ends with `_exit`). The listing's
            // own descriptor is already closed (EBADF, ignored).
            unsafe { libc::close(fd) };
        }
    }
}
