//! The compile server (`NVVMC_SERVER=1`): a resident nvvmc that keeps LLVM warm for the command
//! line, as sccache's server, Gradle's daemon or Bazel's server do for theirs.
//!
//! A one-kernel `nvvmc` process spends part of its time before and around its compilation: the
//! loader's relocations, ~400 static constructors of the statically linked LLVM, and the first
//! compilation's one-time set-up (target machine, code generation pass manager). A server pays
//! those once (a one-`sin` command: a fifth less CPU time, ~1 ms less wall time; a forked
//! child still faults in the pages it writes and the code it runs, docs/benchmarks.md):
//! - **Client** (`client.c`): an entry of the executable's `.preinit_array`, which runs before
//!   any constructor. With `NVVMC_SERVER=1` it connects to this executable's server, hands it the
//!   command line, the working folder, the whole environment, the umask, the resource limits,
//!   the nice value, the CPUs it may run on and its stdin, stdout and stderr, and ends with the
//!   exit code the server answers (or by the signal that ended the compilation). Until the
//!   server's child has taken the request (none runs, a stale socket, a closed standard stream,
//!   a request it cannot take), it returns, and nvvmc compiles in its own process as always;
//!   when no server runs, that process then starts one in the background
//!   ([`start_in_background`]) for the next ones.
//! - **Server** (`nvvmc --nvvmc-server`, [`serve`]): takes the socket's lock (one server per
//!   executable and user), compiles a small kernel once to warm up, and forks itself for each
//!   request (`ir/src/fork_server/`): the child takes the client's process state and runs the
//!   same `main` as a process of its own would, on the client's own streams, so the output,
//!   diagnostics and exit code are the ones the client's process would have had (tested by
//!   `tests/compile_server.rs`). A request the child cannot take exactly (limits or a priority
//!   above the server's, another mount namespace) is left to the client's own process. A crash
//!   or a panic ends the child, never the server; a client that is interrupted has its child's
//!   process group killed; a stopping server finishes what it took; a killed server takes its
//!   children with it, and their clients report an error rather than compile again. The first
//!   request for an architecture is followed by a warm-up for it, so the next ones find its
//!   target machine ready. The server ends after [`DEFAULT_IDLE`] without a request
//!   (`NVVMC_SERVER_IDLE`, in seconds), when its socket is taken over, or with
//!   `nvvmc --server-stop`.
//! - **Trust**: the socket lives in `$XDG_RUNTIME_DIR/nvvmc` or `/tmp/nvvmc-UID`, a folder only
//!   its user may enter (both sides refuse any other), it is named by the executable file's
//!   device, inode and modification time (a rebuilt nvvmc gets a server of its own), and both
//!   sides check that the other end is the same user (`SO_PEERCRED`). A server is as trusted as
//!   the user's own processes, nothing more.
//!
//! The log of what a server did is next to its socket (`server-….log`: one line per request,
//! truncated when it passes [`MAX_LOG`]).

use crate::passes::ir::fork_server::{self, Ended, Event, Listener};
use crate::{Arch, Input, Options};
use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

pub use fork_server::SERVER_FLAG;

/// The environment variable that turns the server on (`1`; read by `client.c` before `main`).
pub const ENV: &str = "NVVMC_SERVER";

/// The environment variable that sets how long a server waits for a request, in seconds.
pub const IDLE_ENV: &str = "NVVMC_SERVER_IDLE";

/// How long a server waits for a request before it ends.
pub const DEFAULT_IDLE: Duration = Duration::from_secs(600);

/// The log is truncated when it grows past this many bytes.
pub const MAX_LOG: u64 = 1 << 20;

/// The architectures a server warms up at most (one pooled target machine each).
const MAX_WARM: usize = 8;

/// The kernel a server compiles to warm up: one `sin`, as small as a kernel with math gets.
const WARM_UP: &str = r#"target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @warm_up(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @llvm.sin.f32(float %x)
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}

declare float @llvm.sin.f32(float)
"#;

/// Whether `NVVMC_SERVER` asks for the server (as `client.c` reads it: 1, true, yes or on).
pub fn enabled() -> bool {
    matches!(std::env::var(ENV).as_deref(), Ok("1" | "true" | "yes" | "on"))
}

/// This executable's socket (see the module comment).
pub fn socket() -> Result<PathBuf, String> {
    fork_server::socket_path(&fork_server::socket_dir()?)
}

/// Whether this executable's server runs (or cannot run here: an unusable socket folder), so
/// that starting one would be in vain.
pub fn running_or_impossible() -> bool {
    socket().map_or(true, |p| fork_server::is_running(&p))
}

/// Starts this executable's server as a process of its own, in the background: `/` as its
/// folder, no standard streams; it then leaves the terminal's session ([`serve`]). A server that
/// finds another one running ends at once.
pub fn start_in_background() {
    use std::process::{Command, Stdio};
    let Ok(exe) = std::env::current_exe() else { return };
    let _ = Command::new(exe)
        .arg(SERVER_FLAG)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .current_dir("/")
        .spawn();
}

/// `nvvmc --server-stop`: stops this executable's server; what happened, for the user.
pub fn stop() -> Result<String, String> {
    let path = socket()?;
    Ok(match fork_server::stop(&path)? {
        Some(pid) => format!("stopped the compile server (pid {pid}); compilations it had taken finish first"),
        None => "no compile server runs for this nvvmc".into(),
    })
}

/// The hidden `--nvvmc-server` mode: serves until idle, with `run` as each child's `main`
/// (the arguments as the client got them; it returns the exit code, its output flushed).
pub fn serve(run: &dyn Fn(Vec<OsString>) -> i32) -> i32 {
    fork_server::become_server();
    let path = match socket() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("nvvmc: error: {e}");
            return 1;
        }
    };
    let listener = match Listener::bind(&path) {
        Ok(Some(l)) => l,
        Ok(None) => return 0, // another server has it
        Err(e) => {
            eprintln!("nvvmc: error: cannot listen on '{}': {e}", path.display());
            return 1;
        }
    };
    let mut warm: Vec<Arch> = vec![Arch::default()];
    warm_up(Arch::default());

    let log_path = path.with_extension("log");
    let mut log = {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new().create(true).write(true).truncate(true).mode(0o600).open(&log_path).ok()
    };
    let mut on_event = |event: Event<'_>| {
        let line = match &event {
            Event::Served { pid, argv, ended, elapsed } => {
                let args: Vec<String> = argv.iter().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
                let how = match ended {
                    Ended::Exited(c) => format!("exit {c}"),
                    Ended::Signaled(s) => format!("signal {s}"),
                };
                format!("served pid {pid} {how} {:.1} ms: {}", elapsed.as_secs_f64() * 1e3, args.join(" "))
            }
            Event::Refused(why) => format!("refused {why}"),
            Event::Stopping => "stopping: no new requests; finishing the running ones".into(),
        };
        if let Some(f) = log.as_mut() {
            if f.metadata().is_ok_and(|m| m.len() > MAX_LOG) {
                let _ = f.set_len(0);
            }
            let _ = writeln!(f, "{line}");
        }
        // Once per architecture: later children find its target machine ready.
        if let Event::Served { argv, .. } = event {
            let arch = requested_arch(argv);
            if !warm.contains(&arch) && warm.len() < MAX_WARM {
                warm_up(arch.clone());
                warm.push(arch);
            }
        }
    };
    match fork_server::serve(listener, idle(), &mut on_event, run) {
        Ok(()) => 0,
        Err(e) => {
            if let Some(f) = log.as_mut() {
                let _ = writeln!(f, "ended: {e}");
            }
            1
        }
    }
}

/// How long to wait for a request (`NVVMC_SERVER_IDLE` seconds, else [`DEFAULT_IDLE`]).
fn idle() -> Duration {
    std::env::var(IDLE_ENV)
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .map(Duration::from_secs_f64)
        .unwrap_or(DEFAULT_IDLE)
}

/// The architecture a command line asks for (`--arch X` or `--arch=X`), else the default.
fn requested_arch(argv: &[OsString]) -> Arch {
    let mut it = argv.iter().map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        let value =
            if a == "--arch" { it.next().map(|v| v.into_owned()) } else { a.strip_prefix("--arch=").map(String::from) };
        if let Some(v) = value {
            return v.parse().unwrap_or_default();
        }
    }
    Arch::default()
}

/// Compiles [`WARM_UP`] for `arch` (the result is not used: a missing libdevice only leaves
/// the process less warm).
fn warm_up(arch: Arch) {
    let opts = Options { arch, ..Options::default() };
    let _ = crate::compile(&[Input::from_memory("warm-up.ll", WARM_UP)], &opts);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_architecture_is_read_from_either_spelling() {
        let argv = |s: &[&str]| s.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(requested_arch(&argv(&["nvvmc", "a.ll", "--arch", "sm_90"])).to_string(), "sm_90");
        assert_eq!(requested_arch(&argv(&["nvvmc", "--arch=sm_80", "a.ll"])).to_string(), "sm_80");
        assert_eq!(requested_arch(&argv(&["nvvmc", "a.ll"])), Arch::default());
        assert_eq!(requested_arch(&argv(&["nvvmc", "--arch", "nonsense"])), Arch::default());
    }
}
