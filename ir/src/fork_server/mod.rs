//! The compile server's operating-system edge (`NVVMC_SERVER=1`; `src/server/mod.rs` has the
//! design): the socket's path and a listener that one server holds at a time (here), the
//! request (`message.rs`), and the loop that hands each request to a child forked from the warm
//! server and answers with the child's exit status (`children.rs`). It lives here because it is
//! FFI (fork, descriptor passing, resource limits), and this crate is where nvvmc's FFI is. The
//! client is `src/server/client.c`, which runs before the executable's constructors.
//!
//! A request (the client's one message; integers little-endian): the magic `NVVMCS\1\0`, a u32
//! length of the rest, then the arguments (u32 count, each u32 length + bytes), the working folder
//! (u32 length + bytes), the environment (u32 count, each `NAME=VALUE` as u32 length + bytes), the
//! umask (u32), resource limits (u32 count, each u32 resource + u64 soft + u64 hard), the nice
//! value (i32) and the CPU affinity mask (u32 length + bytes, as `sched_getaffinity` fills it);
//! stdin, stdout and stderr ride along as `SCM_RIGHTS`. The answer: two i32s, `0, code` for an exit and
//! `1, signal` for a child killed by a signal; no answer means "compile it yourself".

mod children;
mod message;

pub use children::{serve, Ended, Event, ACCEPTED};
pub use message::Request;

use std::fs::File;
use std::io::Read;
use std::os::fd::AsRawFd;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The first argument that makes the `nvvmc` binary a compile server (hidden: not in `--help`).
pub const SERVER_FLAG: &str = "--nvvmc-server";

/// This user's folder of server sockets: `$XDG_RUNTIME_DIR/nvvmc` when that variable is an
/// absolute path, else `/tmp/nvvmc-UID`; created with mode 0700 when missing, and refused unless
/// it is a real folder this user owns that nobody else may enter.
pub fn socket_dir() -> Result<PathBuf, String> {
    let dir = match std::env::var_os("XDG_RUNTIME_DIR") {
        Some(r) if Path::new(&r).is_absolute() => Path::new(&r).join("nvvmc"),
        _ => PathBuf::from(format!("/tmp/nvvmc-{}", current_uid())),
    };
    if let Err(e) = std::fs::DirBuilder::new().mode(0o700).create(&dir) {
        if e.kind() != std::io::ErrorKind::AlreadyExists {
            return Err(format!("cannot create the server's folder '{}': {e}", dir.display()));
        }
    }
    let meta = std::fs::symlink_metadata(&dir).map_err(|e| format!("cannot read '{}': {e}", dir.display()))?;
    if !meta.is_dir() || meta.uid() != current_uid() || meta.mode() & 0o077 != 0 {
        return Err(format!(
            "'{}' is not a folder of this user's that only this user may enter (mode 0700); the compile server is not used",
            dir.display()
        ));
    }
    Ok(dir)
}

/// The socket of this executable's server in `dir` (named by the executable file's device,
/// inode and modification time, as `src/server/client.c` names it).
pub fn socket_path(dir: &Path) -> Result<PathBuf, String> {
    let exe = std::fs::metadata("/proc/self/exe").map_err(|e| format!("cannot read /proc/self/exe: {e}"))?;
    let path = dir.join(format!(
        "server-{:x}-{:x}-{:x}.{:x}.sock",
        exe.dev(),
        exe.ino(),
        exe.mtime() as u64,
        exe.mtime_nsec() as u64
    ));
    // sun_path holds 108 bytes with the terminating NUL.
    if path.as_os_str().len() > 107 {
        return Err(format!("the server's socket path '{}' is longer than 107 bytes", path.display()));
    }
    Ok(path)
}

/// Readies this process to be a server: the leader of a new session without a controlling
/// terminal (a server started from a terminal neither gets its signals, Ctrl-C or a hang-up,
/// nor ends with it), without the descriptors it inherited (a `$(nvvmc …)` in a shell would
/// otherwise wait for the server's end), and with its soft limits raised to the hard ones (a
/// server started under `ulimit -f` or `-t` would otherwise die of them; each child takes its
/// client's limits).
pub fn become_server() {
    // SAFETY: setsid only changes this process's session; it fails harmlessly (EPERM) when the
    // process already leads a process group.
    unsafe { libc::setsid() };
    children::close_all_but(&[]);
    for resource in [libc::RLIMIT_FSIZE, libc::RLIMIT_CPU, libc::RLIMIT_AS, libc::RLIMIT_DATA] {
        let mut r = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit fills the live `r`; setrlimit reads it. Raising a soft limit up to
        // the hard one needs no privilege.
        unsafe {
            if libc::getrlimit(resource, &mut r) == 0 {
                r.rlim_cur = r.rlim_max;
                libc::setrlimit(resource, &r);
            }
        }
    }
}

/// Whether a server holds the lock next to `socket` (it runs, or is finishing its compilations).
pub fn is_running(socket: &Path) -> bool {
    let Ok(lock) = std::fs::OpenOptions::new().read(true).open(lock_path(socket)) else { return false };
    matches!(flock(&lock, libc::LOCK_EX | libc::LOCK_NB), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
}

/// The lock file next to `socket`: held by the server that owns the socket, and holding its pid.
fn lock_path(socket: &Path) -> PathBuf {
    socket.with_extension("lock")
}

fn current_uid() -> u32 {
    // SAFETY: getuid takes nothing and cannot fail.
    unsafe { libc::getuid() }
}

fn flock(file: &File, op: libc::c_int) -> std::io::Result<()> {
    // SAFETY: the descriptor is `file`'s, open for this call.
    if unsafe { libc::flock(file.as_raw_fd(), op) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// A server's listening socket, with the lock that makes it the only one for its path.
#[derive(Debug)]
pub struct Listener {
    listener: UnixListener,
    path: PathBuf,
    /// The socket file's (device, inode) when it was made.
    file: (u64, u64),
    /// The process that made it: a forked child's copy is not the listener's to remove.
    pid: u32,
    /// Held (locked) while the listener lives.
    _lock: File,
}

impl Listener {
    /// Takes the lock next to `path` and listens there: `None` when another server holds it.
    pub fn bind(path: &Path) -> std::io::Result<Option<Listener>> {
        let lock =
            std::fs::OpenOptions::new().create(true).truncate(false).write(true).mode(0o600).open(lock_path(path))?;
        match flock(&lock, libc::LOCK_EX | libc::LOCK_NB) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return Ok(None),
            Err(e) => return Err(e),
        }
        // The pid first, then the length: a reader sees this pid or the previous server's, never
        // an empty file ([`stop`] retries a pid that is not running).
        let pid = std::process::id().to_string();
        std::os::unix::fs::FileExt::write_all_at(&lock, pid.as_bytes(), 0)?;
        lock.set_len(pid.len() as u64)?;
        match std::fs::remove_file(path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
        let listener = UnixListener::bind(path)?;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
        listener.set_nonblocking(true)?;
        let meta = std::fs::symlink_metadata(path)?;
        Ok(Some(Listener {
            listener,
            path: path.to_path_buf(),
            file: (meta.dev(), meta.ino()),
            pid: std::process::id(),
            _lock: lock,
        }))
    }

    /// Whether the socket file is still the one this listener made (another server may have
    /// replaced a socket it took for stale).
    fn still_ours(&self) -> bool {
        std::fs::symlink_metadata(&self.path).is_ok_and(|m| (m.dev(), m.ino()) == self.file)
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if self.pid == std::process::id() && self.still_ours() {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Stops the server whose socket is `path`: `Ok(Some(pid))` once it has ended, `Ok(None)` when
/// none runs.
pub fn stop(path: &Path) -> Result<Option<u32>, String> {
    let lock_file = lock_path(path);
    let lock = match std::fs::OpenOptions::new().read(true).write(true).open(&lock_file) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot open '{}': {e}", lock_file.display())),
    };
    if flock(&lock, libc::LOCK_EX | libc::LOCK_NB).is_ok() {
        let _ = std::fs::remove_file(path);
        return Ok(None);
    }
    // The holder writes its pid right after taking the lock: until it has, the file may still
    // name the previous server (gone), so try for a while.
    let pid = {
        let until = Instant::now() + Duration::from_secs(2);
        loop {
            let mut text = String::new();
            let _ = std::fs::File::open(&lock_file).and_then(|mut f| f.read_to_string(&mut text));
            let pid = text.trim().parse::<i32>().ok().filter(|&p| p > 0);
            // SAFETY: kill with signal 0 only checks that the process exists.
            if let Some(pid) = pid.filter(|&p| unsafe { libc::kill(p, 0) } == 0) {
                break pid;
            }
            if Instant::now() > until {
                return Err(format!("'{}' names no running server", lock_file.display()));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    // SAFETY: kill only sends a signal; the pid is the server's, which holds the lock.
    if unsafe { libc::kill(pid, libc::SIGTERM) } != 0 {
        return Err(format!("cannot stop the server (pid {pid}): {}", std::io::Error::last_os_error()));
    }
    let until = Instant::now() + Duration::from_secs(10);
    while Instant::now() < until {
        if flock(&lock, libc::LOCK_EX | libc::LOCK_NB).is_ok() {
            let _ = std::fs::remove_file(path);
            return Ok(Some(pid as u32));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Err(format!("the server (pid {pid}) did not end within 10 s"))
}
