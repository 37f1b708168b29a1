//! The supervisor's side: starting a worker, sending it a request, and waiting for its answer
//! within the limits; for the C API, a pool of idle workers reused across compilations.
//!
//! The host never runs LLVM here: it writes a request, reads the answer, reads the worker's
//! memory use from `/proc` and its stage from the stage file, and kills a worker past a limit.
//! What this costs the host: per worker a socket and an unnamed temporary file (its stdout), and
//! for a killed worker a zombie until the next compilation reaps it.

use super::libnvvm::Outcome;
use super::protocol::{self, Fields, Inbox, Libdevice};
use super::{Limits, WORKER_ENV, WORKER_FLAG};
use crate::error::{CompileError, Problem};
use crate::front::input::Input;
use crate::options::Options;
use std::io::{self, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often the worker's memory is sampled while a memory limit is in force. An allocation
/// burst can overshoot the limit by what the worker touches in this time.
pub const MEMORY_POLL: Duration = Duration::from_millis(5);

/// How long a new worker may take to say hello (exec and the binary's static initializers take
/// ~10 ms; this is for a loaded machine).
const STARTUP: Duration = Duration::from_secs(60);

/// An idle worker whose resident memory is above this after a compilation is not reused (LLVM
/// and the allocator keep what a big compilation grew to).
const RETIRE_RSS: u64 = 1 << 30;

/// One worker process and the supervisor's end of its socket.
pub struct Worker {
    /// Always `Some` until dropped (then it moves to [`ENDED`]).
    child: Option<Child>,
    /// The socket, as a `TcpStream`: std's `TcpStream` writes with `send(MSG_NOSIGNAL)`, so a
    /// worker that died turns the host's next write into an error, never into SIGPIPE, which
    /// ends a C host that has not ignored it. (On an AF_UNIX socket, `send`, `recv` and the
    /// receive timeout work as on TCP.)
    channel: std::net::TcpStream,
    /// The worker's stdout, an unnamed temporary file at whose start it writes its stage
    /// (`protocol::STAGE_AREA`); `None` when no temporary file could be made.
    stage_file: Option<std::fs::File>,
    inbox: Inbox,
    exe: PathBuf,
    /// The process that started it: after a `fork` of the host, the child's copy of the pool
    /// is not its own.
    owner: u32,
    /// The libdevice bytes of the last request, which the worker keeps.
    libdevice: Option<Arc<[u8]>>,
    read_timeout: Option<Duration>,
}

/// What waiting for a frame ended with.
enum Wait {
    Frame(u8, Vec<u8>),
    TimedOut,
    /// The worker's end of the socket closed (it died) or the socket failed.
    Closed,
}

impl Worker {
    /// Starts `exe` as a worker and waits for its hello.
    pub fn spawn(exe: &Path) -> Result<Worker, CompileError> {
        let fail = |why: String| {
            CompileError::Isolation(Problem::with_fix(
                format!("cannot start the nvvmc worker '{}': {why}", exe.display()),
                format!("set {WORKER_ENV} to the `nvvmc` executable built with this library"),
            ))
        };
        let (ours, theirs) = UnixStream::pair().map_err(|e| fail(format!("no socket pair: {e}")))?;
        // The worker's stdout is the stage file; without one, where the host's stderr goes.
        let stage_file = tempfile::tempfile().ok();
        let stdout = match stage_file.as_ref().and_then(|f| f.try_clone().ok()) {
            Some(f) => Stdio::from(f),
            None => std::io::stderr().as_fd().try_clone_to_owned().map(Stdio::from).unwrap_or_else(|_| Stdio::null()),
        };
        let child = Command::new(exe)
            .arg(WORKER_FLAG)
            .stdin(Stdio::from(OwnedFd::from(theirs)))
            .stdout(stdout)
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| fail(e.to_string()))?;
        let pid = child.id();
        let mut w = Worker {
            child: Some(child),
            channel: std::net::TcpStream::from(OwnedFd::from(ours)),
            stage_file,
            inbox: Inbox::default(),
            exe: exe.to_path_buf(),
            owner: std::process::id(),
            libdevice: None,
            read_timeout: None,
        };
        match w.wait(Some(Instant::now() + STARTUP)) {
            Wait::Frame(protocol::HELLO, p) => {
                let said = Fields::new(&p).str().unwrap_or_default();
                if said == protocol::hello() {
                    Ok(w)
                } else {
                    Err(fail(format!(
                        "it is another build (it says \"{said}\", this library needs \"{}\")",
                        protocol::hello()
                    )))
                }
            }
            Wait::Frame(tag, _) => Err(fail(format!("its first frame has tag {tag}, not a hello"))),
            Wait::TimedOut => Err(fail(format!("it did not answer within {} s", STARTUP.as_secs()))),
            Wait::Closed => {
                let how =
                    w.reap().map(|s| describe_exit(s, pid)).unwrap_or_else(|| format!("the worker (pid {pid}) ended"));
                Err(fail(format!("{how} before saying hello: is it an nvvmc binary?")))
            }
        }
    }

    /// The next frame, waiting at most until `until` (forever when `None`).
    fn wait(&mut self, until: Option<Instant>) -> Wait {
        loop {
            if let Some((tag, payload)) = self.inbox.take_frame() {
                return Wait::Frame(tag, payload);
            }
            let timeout = match until {
                None => None,
                Some(t) => {
                    let now = Instant::now();
                    if now >= t {
                        return Wait::TimedOut;
                    }
                    Some((t - now).max(Duration::from_micros(100)))
                }
            };
            if timeout != self.read_timeout {
                if self.channel.set_read_timeout(timeout).is_err() {
                    return Wait::Closed;
                }
                self.read_timeout = timeout;
            }
            match self.inbox.fill(&mut self.channel) {
                Ok(0) => return Wait::Closed,
                Ok(_) => {}
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut | io::ErrorKind::Interrupted
                    ) => {}
                Err(_) => return Wait::Closed,
            }
        }
    }

    /// Sends `frame` and waits for the answer within `limits`: the answer's tag and payload, or
    /// the error that stopped it (the worker is then dead or killed).
    fn request(&mut self, frame: &[u8], limits: &Limits) -> Result<(u8, Vec<u8>), CompileError> {
        let start = Instant::now();
        if self.channel.write_all(frame).is_err() {
            return Err(self.died());
        }
        let deadline = limits.timeout.map(|t| start + t);
        let mut next_poll = limits.max_memory.map(|_| start + MEMORY_POLL);
        loop {
            let until = match (deadline, next_poll) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            match self.wait(until) {
                Wait::Frame(tag, payload) => return Ok((tag, payload)),
                Wait::Closed => return Err(self.died()),
                Wait::TimedOut => {
                    let now = Instant::now();
                    if let (Some(max), Some(at)) = (limits.max_memory, next_poll) {
                        if now >= at {
                            if let Some(used) = self.memory().filter(|used| *used > max) {
                                self.kill();
                                let detail = format!(" (the compiling process used {})", super::format_size(used));
                                return Err(CompileError::Limit {
                                    limit: limits.describe_memory(max),
                                    stage: self.stage(),
                                    detail,
                                });
                            }
                            next_poll = Some(now + MEMORY_POLL);
                        }
                    }
                    if let (Some(t), Some(d)) = (limits.timeout, deadline) {
                        if now >= d {
                            self.kill();
                            return Err(CompileError::Limit {
                                limit: limits.describe_time(t),
                                stage: self.stage(),
                                detail: String::new(),
                            });
                        }
                    }
                }
            }
        }
    }

    /// The stage the worker last entered (empty when unknown or between compilations).
    fn stage(&self) -> String {
        use std::os::unix::fs::FileExt;
        let Some(f) = &self.stage_file else { return String::new() };
        let mut area = vec![0u8; protocol::STAGE_AREA as usize];
        match f.read_at(&mut area, 0) {
            Ok(n) => protocol::read_stage_record(&area[..n]),
            Err(_) => String::new(),
        }
    }

    /// The worker's resident memory and swap, in bytes (`/proc/PID/status`).
    fn memory(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid())).ok()?;
        let kb = |key: &str| -> Option<u64> {
            let line = status.lines().find(|l| l.starts_with(key))?;
            line[key.len()..].trim().trim_end_matches("kB").trim().parse().ok()
        };
        Some((kb("VmRSS:")? + kb("VmSwap:").unwrap_or(0)) * 1024)
    }

    fn child(&mut self) -> &mut Child {
        self.child.as_mut().expect("a worker has its process until dropped")
    }

    fn pid(&self) -> u32 {
        self.child.as_ref().map_or(0, Child::id)
    }

    fn alive(&mut self) -> bool {
        matches!(self.child().try_wait(), Ok(None))
    }

    fn kill(&mut self) {
        let _ = self.child().kill();
    }

    /// Waits (a little) for the worker to end; its status, if it could be had.
    fn reap(&mut self) -> Option<std::process::ExitStatus> {
        let give_up = Instant::now() + Duration::from_secs(2);
        loop {
            match self.child().try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < give_up => std::thread::sleep(Duration::from_millis(1)),
                Ok(None) => {
                    self.kill();
                    return self.child().wait().ok();
                }
                Err(_) => return None,
            }
        }
    }

    /// The error for a worker that closed its socket without answering.
    fn died(&mut self) -> CompileError {
        let pid = self.pid();
        let how = self
            .reap()
            .map(|s| describe_exit(s, pid))
            .unwrap_or_else(|| format!("the nvvmc worker process (pid {pid}) ended"));
        let stage = self.stage();
        let at = if stage.is_empty() { String::new() } else { format!(" in stage '{stage}'") };
        CompileError::Isolation(
            format!("{how}{at} without finishing the compilation (isolated mode: this process is unaffected)").into(),
        )
    }
}

/// Workers killed and not yet reaped: collected by the next [`checkout`], so that a killed
/// worker's teardown (freeing what it grew to) does not delay the error its compilation returns.
static ENDED: Mutex<Vec<Child>> = Mutex::new(Vec::new());

impl Drop for Worker {
    /// A worker that is not returned to the pool is killed (it has nothing to flush).
    fn drop(&mut self) {
        let Some(mut child) = self.child.take() else { return };
        if self.owner != std::process::id() {
            // A forked copy of the host's handle: the process is its parent's.
            std::mem::forget(child);
            return;
        }
        if let Ok(None) = child.try_wait() {
            let _ = child.kill();
            ENDED.lock().unwrap_or_else(|p| p.into_inner()).push(child);
        }
    }
}

/// Reaps the killed workers that have ended.
fn reap_ended() {
    ENDED.lock().unwrap_or_else(|p| p.into_inner()).retain_mut(|c| matches!(c.try_wait(), Ok(None)));
}

/// "the nvvmc worker process (pid 12) crashed with signal 11 (SIGSEGV)".
fn describe_exit(status: std::process::ExitStatus, pid: u32) -> String {
    let who = format!("the nvvmc worker process (pid {pid})");
    match (status.signal(), status.code()) {
        (Some(9), _) => format!(
            "{who} was killed with signal 9 (SIGKILL: by the system's out-of-memory killer, or by another process)"
        ),
        (Some(sig), _) => format!("{who} crashed with signal {sig} ({})", signal_name(sig)),
        (None, Some(code)) => format!("{who} exited with status {code}"),
        (None, None) => format!("{who} ended"),
    }
}

/// The name of signal `sig` (those a compilation or a worker can end by), for messages.
pub(crate) fn signal_name(sig: i32) -> &'static str {
    match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        _ => "a signal",
    }
}

/// Runs one command-line request in a new worker (`exe`, the running `nvvmc`): the worker's exit
/// code and output, or the error that stopped it.
pub fn run_cli(
    exe: &Path,
    argv: &[std::ffi::OsString],
    inputs: &[Input],
    limits: &Limits,
) -> Result<(i32, Option<Vec<u8>>), CompileError> {
    let mut w = Worker::spawn(exe)?;
    match w.request(&protocol::cli_request(argv, inputs), limits)? {
        (protocol::CLI_ANSWER, payload) => {
            protocol::read_cli_answer(&payload).map_err(|e| CompileError::Isolation(e.into()))
        }
        (tag, _) => Err(CompileError::Isolation(format!("the nvvmc worker answered with a frame of tag {tag}").into())),
    }
}

/// Idle workers, for reuse by the next compilation (the C API's).
static POOL: Mutex<Vec<Worker>> = Mutex::new(Vec::new());

/// An idle worker running `exe`, or a new one.
fn checkout(exe: &Path, limits: &Limits) -> Result<Worker, CompileError> {
    reap_ended();
    loop {
        let idle = POOL.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let Some(mut w) = idle else { return Worker::spawn(exe) };
        if w.owner != std::process::id() {
            // A forked copy of the host: these workers are its parent's (dropping the copy
            // leaves them alone).
            drop(w);
            continue;
        }
        let bloated = limits.max_memory.is_some_and(|max| w.memory().is_some_and(|m| m > max / 2));
        if w.exe == exe && !bloated && w.alive() {
            return Ok(w);
        }
    }
}

/// Returns a worker that answered to the pool, unless it grew too big or the pool is full.
fn checkin(w: Worker) {
    if w.memory().is_some_and(|m| m > RETIRE_RSS) {
        return;
    }
    let max_idle = std::thread::available_parallelism().map_or(2, |n| n.get()).max(2);
    let mut pool = POOL.lock().unwrap_or_else(|p| p.into_inner());
    if pool.len() < max_idle {
        pool.push(w);
    }
}

/// Compiles `inputs` with `opts` (as the C API would in-process) in a worker running `worker`,
/// within `limits`. `worker` is the worker executable, or why none was found.
pub fn compile_libnvvm(worker: Result<&Path, &Problem>, inputs: &[Input], opts: &Options, limits: &Limits) -> Outcome {
    let exe = match worker {
        Ok(p) => p,
        Err(why) => return Outcome::failure(&CompileError::Isolation(why.clone())),
    };
    let mut w = match checkout(exe, limits) {
        Ok(w) => w,
        Err(e) => return Outcome::failure(&e),
    };
    let lib = opts.libdevice_bytes.as_ref();
    let same =
        lib.is_some_and(|l| w.libdevice.as_ref().is_some_and(|prev| Arc::ptr_eq(prev, &l.bytes) || **prev == *l.bytes));
    let libdevice = match lib {
        None => Libdevice::None,
        Some(l) => Libdevice::Named(&l.name, (!same).then_some(&l.bytes[..])),
    };
    let frame = protocol::lib_request(opts, libdevice, inputs);
    if let Some(l) = lib.filter(|_| !same) {
        w.libdevice = Some(l.bytes.clone());
    }
    match w.request(&frame, limits) {
        Ok((protocol::LIB_ANSWER, payload)) => match protocol::read_lib_answer(&payload) {
            Ok(outcome) => {
                checkin(w);
                outcome
            }
            Err(e) => Outcome::failure(&CompileError::Isolation(e.into())),
        },
        Ok((tag, _)) => Outcome::failure(&CompileError::Isolation(
            format!("the nvvmc worker answered with a frame of tag {tag}").into(),
        )),
        Err(e) => Outcome::failure(&e),
    }
}

/// The file mapped at `address` in this process (`/proc/self/maps`): for the C API, the path of
/// the loaded `libnvvm.so`, given one of its functions.
pub fn library_containing(address: usize) -> Option<PathBuf> {
    let maps = std::fs::read_to_string("/proc/self/maps").ok()?;
    maps.lines().find_map(|line| {
        let mut parts = line.splitn(6, ' ');
        let (range, path) = (parts.next()?, parts.nth(4)?.trim_start());
        let (lo, hi) = range.split_once('-')?;
        let (lo, hi) = (usize::from_str_radix(lo, 16).ok()?, usize::from_str_radix(hi, 16).ok()?);
        (lo <= address && address < hi && path.starts_with('/')).then(|| PathBuf::from(path))
    })
}

/// The worker executable for a library loaded from `library`: `from_env` (`$NVVMC_WORKER`), else `nvvmc` in
/// the library's directory, in `../bin`, or one directory up (`target/<profile>/deps` ->
/// `target/<profile>`); the error says what was tried and the fix.
pub fn find_worker(from_env: Option<std::ffi::OsString>, library: Option<&Path>) -> Result<PathBuf, Problem> {
    if let Some(p) = from_env {
        let p = PathBuf::from(p);
        return if p.is_file() {
            // Absolute, so that a bare name is not looked up in PATH when it is started.
            Ok(std::fs::canonicalize(&p).unwrap_or(p))
        } else {
            Err(Problem::with_fix(
                format!("{WORKER_ENV}={} is not a file, so the isolated mode has no worker", p.display()),
                format!("point {WORKER_ENV} at the `nvvmc` executable"),
            ))
        };
    }
    let Some(lib) = library else {
        return Err(Problem::with_fix(
            "the isolated mode needs the `nvvmc` executable as its worker, and where this library was loaded from is unknown",
            format!("set {WORKER_ENV}=/path/to/nvvmc"),
        ));
    };
    let dir = lib.parent().unwrap_or(Path::new("/"));
    let tried = [dir.join("nvvmc"), dir.join("../bin/nvvmc"), dir.join("../nvvmc")];
    if let Some(p) = tried.iter().find(|p| p.is_file()) {
        return Ok(p.clone());
    }
    let list: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
    Err(Problem::with_fix(
        format!(
            "the isolated mode needs the `nvvmc` executable as its worker, and none was found beside {} (tried {})",
            lib.display(),
            list.join(", ")
        ),
        format!("install nvvmc next to the library, or set {WORKER_ENV}=/path/to/nvvmc"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worker_is_found_beside_the_library_or_named_and_a_missing_one_says_how_to_fix_it() {
        let dir = tempfile::tempdir().unwrap();
        let lib = dir.path().join("lib/libnvvm.so");
        std::fs::create_dir_all(dir.path().join("lib")).unwrap();
        std::fs::create_dir_all(dir.path().join("bin")).unwrap();
        let e = find_worker(None, Some(&lib)).unwrap_err();
        assert!(e.message.contains("none was found") && e.message.contains("bin/nvvmc"), "{e}");
        assert_eq!(e.fix.as_deref(), Some("install nvvmc next to the library, or set NVVMC_WORKER=/path/to/nvvmc"));
        std::fs::write(dir.path().join("bin/nvvmc"), b"").unwrap();
        assert_eq!(find_worker(None, Some(&lib)).unwrap(), dir.path().join("lib/../bin/nvvmc"));
        std::fs::write(dir.path().join("lib/nvvmc"), b"").unwrap();
        assert_eq!(find_worker(None, Some(&lib)).unwrap(), dir.path().join("lib/nvvmc"));
        let e = find_worker(Some("/nonexistent/nvvmc".into()), Some(&lib)).unwrap_err();
        assert!(e.message.starts_with("NVVMC_WORKER=/nonexistent/nvvmc is not a file"), "{e}");
        assert_eq!(e.fix.as_deref(), Some("point NVVMC_WORKER at the `nvvmc` executable"));
        assert_eq!(find_worker(None, None).unwrap_err().fix.as_deref(), Some("set NVVMC_WORKER=/path/to/nvvmc"));
    }

    #[test]
    fn this_test_binary_is_found_in_the_maps() {
        let f: fn() = this_test_binary_is_found_in_the_maps;
        let exe = std::fs::canonicalize(std::env::current_exe().unwrap()).unwrap();
        assert_eq!(library_containing(f as *const () as usize), Some(exe));
        assert_eq!(library_containing(0), None);
    }
}
