//! The compile server (`NVVMC_SERVER=1`, `src/server/`, docs/design.md "Compile server"): a
//! served compilation writes the same output, diagnostics and exit code as a process of its
//! own, on the client's own streams, in the client's folder and with its environment, umask,
//! limits, CPUs and nice value; an interrupted client has its compilation killed; a stopping
//! server finishes what it took; a stopped or dead server leaves compilations to their own
//! processes, and the next one starts a new server; a panic ends a child, not the server; a
//! request the server cannot take exactly (a higher limit, another mount namespace) compiles in
//! its own process; the server keeps no inherited descriptor and waits on no silent client; a
//! socket folder others may enter is not used. Every test has a server of its own (its own
//! XDG_RUNTIME_DIR).

#[macro_use]
mod support;

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use support::cache::{PLAIN_KERNEL, WARN_KERNEL};
use support::*;

/// A kernel that calls `sinf` through `llvm.sin`, so libdevice is linked.
const SIN_KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %p, float %scale) {
  %x = load float, ptr addrspace(1) %p, align 4
  %scaled = fmul float %x, %scale
  %y = call float @llvm.sin.f32(float %scaled)
  store float %y, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.sin.f32(float)
"#;

/// A scratch folder with its own socket folder: one server per test.
struct Scratch {
    dir: tempfile::TempDir,
}

impl Scratch {
    fn new() -> Scratch {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("run")).unwrap();
        std::fs::set_permissions(dir.path().join("run"), std::fs::Permissions::from_mode(0o700)).unwrap();
        Scratch { dir }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The folder the server's socket, lock and log are in.
    fn sockets(&self) -> PathBuf {
        self.path().join("run").join("nvvmc")
    }

    fn write(&self, name: &str, text: &str) -> String {
        std::fs::write(self.path().join(name), text).unwrap();
        name.to_string()
    }

    /// nvvmc in this folder, with `NVVMC_SERVER` as given (or removed), then `env`.
    fn command(&self, server: Option<&str>, args: &[&str], env: &[(&str, &str)]) -> Command {
        self.command_under(&[], server, args, env)
    }

    /// The same, run by `wrapper` (a command that runs the rest of its arguments).
    fn command_under(&self, wrapper: &[&str], server: Option<&str>, args: &[&str], env: &[(&str, &str)]) -> Command {
        let mut cmd = match wrapper.split_first() {
            Some((program, rest)) => {
                let mut c = Command::new(program);
                c.args(rest).arg(nvvmc_bin());
                c
            }
            None => Command::new(nvvmc_bin()),
        };
        cmd.args(args)
            .current_dir(self.path())
            .env("XDG_RUNTIME_DIR", self.path().join("run"))
            .env("NVVMC_SERVER_IDLE", "120");
        for v in ["NVVMC_CACHE", "NVVMC_CACHE_URL", "NVVMC_CACHE_DIR", "NVVMC_SERVER"] {
            cmd.env_remove(v);
        }
        if let Some(s) = server {
            cmd.env("NVVMC_SERVER", s);
        }
        cmd.envs(env.iter().copied());
        cmd
    }

    fn run(&self, server: Option<&str>, args: &[&str], stdin: &[u8]) -> Output {
        let mut child = self
            .command(server, args, &[])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin).unwrap();
        child.wait_with_output().unwrap()
    }

    /// The socket of the running server, waiting up to 60 s for one to appear.
    fn wait_for_socket(&self) -> Result<PathBuf, String> {
        let until = Instant::now() + Duration::from_secs(60);
        loop {
            let found = std::fs::read_dir(self.sockets())
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.path())
                .find(|p| p.extension().is_some_and(|x| x == "sock"));
            if let Some(p) = found {
                return Ok(p);
            }
            if Instant::now() > until {
                return Err("no server socket appeared within 60 s".into());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Starts the server: the first served-mode process compiles itself and starts one.
    fn start_server(&self) -> Result<PathBuf, String> {
        let o = self.run(Some("1"), &["--version"], b"");
        assert!(o.status.success());
        self.wait_for_socket()
    }

    /// The log's lines about requests served.
    fn served(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for e in std::fs::read_dir(self.sockets()).into_iter().flatten().flatten() {
            if e.path().extension().is_some_and(|x| x == "log") {
                let text = std::fs::read_to_string(e.path()).unwrap_or_default();
                lines.extend(text.lines().filter(|l| l.starts_with("served ")).map(String::from));
            }
        }
        lines
    }

    /// The log's served lines, once there are at least `n` (a child is logged when reaped,
    /// after its client was answered).
    fn served_at_least(&self, n: usize) -> Result<Vec<String>, String> {
        self.served_until(&format!("{n} requests"), |s| s.len() >= n)
    }

    /// The log's served lines, once `done` holds for them (waiting up to 30 s).
    fn served_until(&self, what: &str, done: impl Fn(&[String]) -> bool) -> Result<Vec<String>, String> {
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let s = self.served();
            if done(&s) {
                return Ok(s);
            }
            if Instant::now() > until {
                return Err(format!("the server's log never showed {what}:\n{}", s.join("\n")));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The pid in the server's lock file (a new server writes it just after taking the lock).
    fn server_pid(&self, socket: &Path) -> i32 {
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            let text = std::fs::read_to_string(socket.with_extension("lock")).unwrap_or_default();
            match text.trim().parse() {
                Ok(pid) => return pid,
                Err(_) if Instant::now() < until => std::thread::sleep(Duration::from_millis(10)),
                Err(e) => panic!("the lock file holds no pid ({e}): {text:?}"),
            }
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = self.command(None, &["--server-stop"], &[]).output();
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `args` as a process of its own and then through the server, and compares what each
/// printed, its exit status and the file it wrote (`out`, when given; removed between the runs).
fn same_as_own_process(s: &Scratch, what: &str, args: &[&str], stdin: &[u8], out: Option<&str>) -> Result<(), String> {
    let read_out = || out.map(|o| std::fs::read(s.path().join(o)).ok());
    let own = s.run(Some("0"), args, stdin);
    let own_file = read_out();
    if let Some(o) = out {
        let _ = std::fs::remove_file(s.path().join(o));
    }
    let served = s.run(Some("1"), args, stdin);
    let served_file = read_out();
    let mut diffs = Vec::new();
    if own.status.code() != served.status.code() {
        diffs.push(format!("exit {:?} != {:?}", own.status.code(), served.status.code()));
    }
    if own.stdout != served.stdout {
        diffs.push(format!("stdout:\n{}\n---\n{}", text(&own.stdout), text(&served.stdout)));
    }
    // The one line that may differ, truthfully: a served compilation finds libdevice's part in
    // the memory it inherited from the server, a process of its own in the cache folder.
    let stats = |b: &[u8]| {
        text(b).lines().filter(|l| !l.starts_with("nvvmc stats: libdevice part:")).collect::<Vec<_>>().join("\n")
    };
    if stats(&own.stderr) != stats(&served.stderr) {
        diffs.push(format!("stderr:\n{}\n---\n{}", text(&own.stderr), text(&served.stderr)));
    }
    if own_file != served_file {
        diffs.push(format!("the output file differs (own: {:?} bytes)", own_file.map(|f| f.map(|b| b.len()))));
    }
    if diffs.is_empty() {
        Ok(())
    } else {
        Err(format!("{what}: the served run differs from its own process:\n{}", diffs.join("\n")))
    }
}

fn served_compilations_match_their_own_process() -> Result<(), String> {
    let ld = require_some("libdevice", libdevice());
    let ld = ld.to_str().unwrap();
    let s = Scratch::new();
    s.start_server()?;
    let before = s.served().len();
    let sin = s.write("sin.ll", SIN_KERNEL);
    let warn = s.write("warn.ll", WARN_KERNEL);
    let bad = s.write("bad.ll", "define void @k( {\n");
    std::fs::create_dir(s.path().join("sub")).unwrap();
    // (what, arguments, stdin, the output file)
    type Case<'a> = (&'a str, Vec<&'a str>, &'a [u8], Option<&'a str>);
    let cases: Vec<Case> = vec![
        (
            "a kernel with math",
            vec![&sin, "--arch", "sm_90", "--libdevice", ld, "-o", "sub/sin.ptx"],
            b"",
            Some("sub/sin.ptx"),
        ),
        (
            "warnings and --stats",
            vec![&warn, "--arch", "sm_80", "--libdevice", ld, "--stats", "-o", "w.ptx"],
            b"",
            Some("w.ptx"),
        ),
        ("the default output name", vec![&sin, "--libdevice", ld], b"", Some("sin.ptx")),
        ("a syntax error", vec![&bad, "-o", "bad.ptx"], b"", Some("bad.ptx")),
        ("a usage error", vec![&sin, "--arch", "sm_0"], b"", None),
        ("stdin to stdout", vec!["-", "--arch", "sm_90", "-o", "-"], PLAIN_KERNEL.as_bytes(), None),
        ("JSON diagnostics", vec![&bad, "--diagnostics", "json", "-o", "bad.ptx"], b"", Some("bad.ptx")),
        ("--version", vec!["--version"], b"", None),
    ];
    for (what, args, stdin, out) in &cases {
        same_as_own_process(&s, what, args, stdin, *out)?;
    }
    for ptx in ["sub/sin.ptx", "w.ptx", "sin.ptx"] {
        ptxas_check(&s.path().join(ptx))?;
    }
    let served = s.served_at_least(before + cases.len())?;
    if served.len() != before + cases.len() {
        return Err(format!("{} requests logged, expected {}", served.len(), before + cases.len()));
    }
    Ok(())
}

/// The mode bits of a folder the compilation made.
fn mode(p: &Path) -> u32 {
    std::fs::metadata(p).unwrap().permissions().mode() & 0o777
}

fn a_served_compilation_takes_the_clients_environment_umask_and_limits() -> Result<(), String> {
    let ld = require_some("libdevice", libdevice());
    let ld = ld.to_str().unwrap();
    let s = Scratch::new();
    s.start_server()?;
    let sin = s.write("sin.ll", SIN_KERNEL);
    // The compile cache, turned on and placed by the environment of each request in turn: the
    // cache reads its settings once per process, so a child that kept the server's (or an
    // earlier request's) would write elsewhere. The folders it creates follow the umask.
    for (dir, umask, want) in [("cache-a", "027", 0o750), ("cache-b", "022", 0o755), ("cache-c", "077", 0o700)] {
        let cmd = format!("umask {umask} && exec \"$0\" {sin} --libdevice {ld} --cache -o {dir}.ptx");
        let o = Command::new("sh")
            .args(["-c", &cmd, nvvmc_bin().to_str().unwrap()])
            .current_dir(s.path())
            .env("XDG_RUNTIME_DIR", s.path().join("run"))
            .env("NVVMC_SERVER", "1")
            .env("NVVMC_CACHE_DIR", dir)
            .env_remove("NVVMC_CACHE")
            .output()
            .unwrap();
        if !o.status.success() {
            return Err(format!("umask {umask}: {}", text(&o.stderr)));
        }
        let made = s.path().join(dir).join(nvvmc::cache::local::SUBDIR);
        if !made.is_dir() || mode(&made) != want {
            return Err(format!("{}: expected a folder of mode {want:o}", made.display()));
        }
    }
    // A file size limit: the compilation is stopped by SIGXFSZ writing its output, served or not.
    let limited = |server: &str| {
        Command::new("sh")
            .args([
                "-c",
                &format!("ulimit -f 1 && exec \"$0\" {sin} --libdevice {ld} -o big.ptx"),
                nvvmc_bin().to_str().unwrap(),
            ])
            .current_dir(s.path())
            .env("XDG_RUNTIME_DIR", s.path().join("run"))
            .env("NVVMC_SERVER", server)
            .output()
            .unwrap()
            .status
    };
    let (own, served) = (limited("0"), limited("1"));
    if own.signal() != Some(libc_sigxfsz()) || served.signal() != own.signal() {
        return Err(format!("under `ulimit -f 1`: own process {own:?}, served {served:?}"));
    }
    let stopped = format!("signal {}", libc_sigxfsz());
    s.served_until("the limited request", |l| l.iter().any(|l| l.contains(&stopped) && l.contains("big.ptx")))?;
    Ok(())
}

/// SIGXFSZ on Linux.
fn libc_sigxfsz() -> i32 {
    25
}

fn an_interrupted_client_has_its_compilation_killed() -> Result<(), String> {
    let s = Scratch::new();
    let socket = s.start_server()?;
    let server = s.server_pid(&socket);
    // Reading stdin that never ends: the child waits until it is killed. The client runs on one
    // CPU (the first this test may use) at nice 7, which its child takes on.
    let own = std::fs::read_to_string("/proc/self/status").unwrap();
    let allowed = own.lines().find_map(|l| l.strip_prefix("Cpus_allowed_list:")).unwrap().trim();
    let cpu = allowed.split([',', '-']).next().unwrap().to_string();
    let mut client = s
        .command_under(&["taskset", "-c", &cpu, "nice", "-n", "7"], Some("1"), &["-", "-o", "never.ptx"], &[])
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let until = Instant::now() + Duration::from_secs(30);
    let children = || std::fs::read_to_string(format!("/proc/{server}/task/{server}/children")).unwrap_or_default();
    while children().trim().is_empty() && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(10));
    }
    let child = children().split_whitespace().next().map(String::from);
    // What the child took on: give it a moment to apply the client's settings.
    std::thread::sleep(Duration::from_millis(200));
    let status = child.as_ref().map(|c| std::fs::read_to_string(format!("/proc/{c}/status")).unwrap_or_default());
    let stat = child.as_ref().map(|c| std::fs::read_to_string(format!("/proc/{c}/stat")).unwrap_or_default());
    // The client's stdin stays open (held here) until the end: the child can only end by being
    // killed (`wait` would close it, and the child would then compile an empty module).
    let _stdin = client.stdin.take();
    client.kill().unwrap();
    client.wait().unwrap();
    let (Some(status), Some(stat)) = (status, stat) else { return Err("no child started for the request".into()) };
    let cpus = status.lines().find_map(|l| l.strip_prefix("Cpus_allowed_list:")).map(str::trim);
    // Field 19 of /proc/PID/stat is the nice value (fields after the command's closing paren).
    let nice = stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().nth(16)).map(String::from);
    if cpus != Some(cpu.as_str()) || nice.as_deref() != Some("7") {
        return Err(format!("the child runs on CPUs {cpus:?} at nice {nice:?}, not the client's {cpu} and 7"));
    }
    // (The request that started the server ran in its own process: this is the first served.)
    let logged = s.served_at_least(1)?;
    let last = logged.last().unwrap();
    if !last.contains("signal 9") || !last.contains("never.ptx") {
        return Err(format!("expected the request killed (signal 9): {last}"));
    }
    if s.path().join("never.ptx").exists() {
        return Err("a killed compilation left its output".into());
    }
    // The server serves on.
    let o = s.run(Some("1"), &["--version"], b"");
    assert!(o.status.success());
    s.served_at_least(2)?;
    Ok(())
}

fn a_stopped_or_dead_server_leaves_compilations_to_their_own_process() -> Result<(), String> {
    let ld = require_some("libdevice", libdevice());
    let ld = ld.to_str().unwrap();
    let s = Scratch::new();
    let sin = s.write("sin.ll", SIN_KERNEL);
    let socket = s.start_server()?;
    let stop = s.command(None, &["--server-stop"], &[]).output().unwrap();
    let said = text(&stop.stderr);
    if !stop.status.success() || !said.contains("stopped the compile server") || socket.exists() {
        return Err(format!("--server-stop: {said} (socket left: {})", socket.exists()));
    }
    let again = s.command(None, &["--server-stop"], &[]).output().unwrap();
    if !text(&again.stderr).contains("no compile server runs") {
        return Err(format!("a second --server-stop: {}", text(&again.stderr)));
    }
    // Without a server the compilation runs in its own process, and starts a server.
    let o = s.run(Some("1"), &[&sin, "--libdevice", ld, "-o", "a.ptx"], b"");
    if !o.status.success() {
        return Err(text(&o.stderr));
    }
    ptxas_check(&s.path().join("a.ptx"))?;
    let socket = s.wait_for_socket()?;
    // A server killed outright leaves its socket behind: connecting to it fails, the
    // compilation runs in its own process, and a new server takes the socket over.
    let old = s.server_pid(&socket);
    // The shell's own `kill` (a minimal Debian has no kill program: that is procps).
    let killed = Command::new("sh").args(["-c", &format!("kill -9 {old}")]).status().unwrap();
    assert!(killed.success(), "kill -9 {old}");
    let until = Instant::now() + Duration::from_secs(30);
    while std::fs::metadata(format!("/proc/{old}")).is_ok()
        && std::fs::read_to_string(format!("/proc/{old}/stat")).is_ok_and(|st| !st.contains(") Z"))
    {
        if Instant::now() > until {
            return Err("the server did not die".into());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    if !socket.exists() {
        return Err("expected the dead server's socket to remain".into());
    }
    let o = s.run(Some("1"), &[&sin, "--libdevice", ld, "-o", "b.ptx"], b"");
    if !o.status.success() || std::fs::read(s.path().join("b.ptx")).ok() != std::fs::read(s.path().join("a.ptx")).ok() {
        return Err(format!("with a dead server's socket: {}", text(&o.stderr)));
    }
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        if s.wait_for_socket().is_ok_and(|p| p.with_extension("lock").exists() && s.server_pid(&p) != old) {
            break;
        }
        if Instant::now() > until {
            return Err("no new server took the socket over".into());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let before = s.served().len();
    let o = s.run(Some("1"), &[&sin, "--libdevice", ld, "-o", "c.ptx"], b"");
    assert!(o.status.success(), "{}", text(&o.stderr));
    s.served_at_least(before + 1)?;
    Ok(())
}

fn a_socket_folder_others_may_enter_is_not_used() -> Result<(), String> {
    let s = Scratch::new();
    std::fs::create_dir(s.sockets()).unwrap();
    std::fs::set_permissions(s.sockets(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let sin = s.write("plain.ll", PLAIN_KERNEL);
    let o = s.run(Some("1"), &[&sin, "-o", "p.ptx"], b"");
    if !o.status.success() {
        return Err(text(&o.stderr));
    }
    // A server refuses the folder (the one started in the background, and this one).
    let server = s.command(None, &["--nvvmc-server"], &[]).output().unwrap();
    let said = text(&server.stderr);
    if server.status.success() || !said.contains("only this user may enter") {
        return Err(format!("a server in a folder others may enter: {:?} {said}", server.status));
    }
    let entries: Vec<_> = std::fs::read_dir(s.sockets()).unwrap().flatten().map(|e| e.file_name()).collect();
    if !entries.is_empty() {
        return Err(format!("the open folder was used: {entries:?}"));
    }
    Ok(())
}

/// The server's child process (the first listed), waiting up to 30 s for one.
fn wait_for_child(server: i32) -> Option<String> {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        let children = std::fs::read_to_string(format!("/proc/{server}/task/{server}/children")).unwrap_or_default();
        if let Some(c) = children.split_whitespace().next() {
            return Some(c.to_string());
        }
        if Instant::now() > until {
            return None;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn a_stopped_server_finishes_the_compilations_it_took() -> Result<(), String> {
    let s = Scratch::new();
    let socket = s.start_server()?;
    let server = s.server_pid(&socket);
    // A compilation that has read half of its input when the server is told to stop.
    let mut client = s
        .command(Some("1"), &["-", "-o", "both.ptx"], &[])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = client.stdin.take().unwrap();
    let (first, second) = PLAIN_KERNEL.split_once("define").unwrap();
    stdin.write_all(first.as_bytes()).unwrap();
    if wait_for_child(server).is_none() {
        let _ = client.kill();
        let _ = client.wait();
        return Err("no child started for the request".into());
    }
    let stop = s.command(None, &["--server-stop"], &[]).output().unwrap();
    if !text(&stop.stderr).contains("stopped the compile server") || socket.exists() {
        let _ = client.kill();
        let _ = client.wait();
        return Err(format!("--server-stop: {} (socket left: {})", text(&stop.stderr), socket.exists()));
    }
    stdin.write_all(format!("define{second}").as_bytes()).unwrap();
    drop(stdin);
    let out = client.wait_with_output().unwrap();
    if !out.status.success() {
        return Err(format!("the compilation taken before the stop: {:?} {}", out.status, text(&out.stderr)));
    }
    let ptx = std::fs::read_to_string(s.path().join("both.ptx")).map_err(|e| e.to_string())?;
    let own = s.run(Some("0"), &["-", "-o", "-"], PLAIN_KERNEL.as_bytes());
    if ptx.as_bytes() != own.stdout {
        return Err("the compilation finished by a stopping server differs from its own process".into());
    }
    s.served_until("the finished request", |l| l.iter().any(|l| l.contains("exit 0") && l.contains("both.ptx")))?;
    Ok(())
}

fn a_panicking_compilation_ends_its_child_not_the_server() -> Result<(), String> {
    let s = Scratch::new();
    let socket = s.start_server()?;
    // `--list-rules` into /dev/full: printing fails and the CLI panics (exit 101), in its own
    // process and in the server's child alike. (A pipe with its reader gone would be racy here:
    // another test's fork may hold the reader for a moment, and the write then succeeds.)
    let closed_stdout = |server: &str| {
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap_or_else(|_| skip("no /dev/full"));
        s.command(Some(server), &["--list-rules"], &[]).stdout(full).stderr(Stdio::null()).status().unwrap()
    };
    let (own, served) = (closed_stdout("0"), closed_stdout("1"));
    if own.code() != Some(101) || served.code() != own.code() {
        return Err(format!("--list-rules into /dev/full: own process {own:?}, served {served:?}"));
    }
    s.served_until("the panicked request", |l| l.iter().any(|l| l.contains("exit 101")))?;
    let before = s.served().len();
    let o = s.run(Some("1"), &["--version"], b"");
    if !o.status.success() || !socket.exists() {
        return Err(format!("after a panic in a child: {:?}, socket left: {}", o.status, socket.exists()));
    }
    s.served_at_least(before + 1)?;
    Ok(())
}

fn a_request_the_server_cannot_take_exactly_compiles_in_its_own_process() -> Result<(), String> {
    let s = Scratch::new();
    let sin = s.write("plain.ll", PLAIN_KERNEL);
    // A server started under a file size limit (hard, as `ulimit -f` sets it) cannot give its
    // children a higher one: a request without the limit compiles in its own process.
    let start = Command::new("sh")
        .args(["-c", "ulimit -f 2048 && exec \"$0\" --version", nvvmc_bin().to_str().unwrap()])
        .current_dir(s.path())
        .env("XDG_RUNTIME_DIR", s.path().join("run"))
        .env("NVVMC_SERVER", "1")
        .env("NVVMC_SERVER_IDLE", "120")
        .output()
        .unwrap();
    if !start.status.success() {
        return Err(text(&start.stderr));
    }
    s.wait_for_socket()?;
    let o = s.run(Some("1"), &[&sin, "-o", "p.ptx"], b"");
    if !o.status.success() || !s.path().join("p.ptx").exists() {
        return Err(format!("a request above the server's limit: {}", text(&o.stderr)));
    }
    let log =
        std::fs::read_dir(s.sockets()).unwrap().flatten().find(|e| e.path().extension().is_some_and(|x| x == "log"));
    let log = std::fs::read_to_string(log.unwrap().path()).unwrap();
    if !log.lines().any(|l| l.starts_with("refused ")) || log.lines().any(|l| l.contains("p.ptx")) {
        return Err(format!("expected the request refused and compiled by its own process:\n{log}"));
    }
    // A client in another mount namespace (a sandbox) is refused too, where this test may
    // make one.
    let unshared = Command::new("unshare")
        .args(["-m", nvvmc_bin().to_str().unwrap(), &sin, "-o", "q.ptx"])
        .current_dir(s.path())
        .env("XDG_RUNTIME_DIR", s.path().join("run"))
        .env("NVVMC_SERVER", "1")
        .output();
    if let Some(u) = unshared.ok().filter(|u| u.status.success()) {
        let log = std::fs::read_dir(s.sockets())
            .unwrap()
            .flatten()
            .find(|e| e.path().extension().is_some_and(|x| x == "log"));
        let log = std::fs::read_to_string(log.unwrap().path()).unwrap();
        if log.lines().filter(|l| l.starts_with("refused ")).count() < 2 || log.contains("q.ptx") {
            return Err(format!("expected the client in another mount namespace refused:\n{log}\n{}", text(&u.stderr)));
        }
    }
    Ok(())
}

fn the_server_keeps_no_inherited_descriptor_and_waits_on_no_client() -> Result<(), String> {
    let s = Scratch::new();
    // The command that starts the server has its stdout open as descriptor 3 too: a server that
    // kept it would hold the pipe open until it ends (120 s here), and `output()` would wait.
    let t = Instant::now();
    let o = Command::new("sh")
        .args(["-c", "exec \"$0\" --version 3>&1", nvvmc_bin().to_str().unwrap()])
        .current_dir(s.path())
        .env("XDG_RUNTIME_DIR", s.path().join("run"))
        .env("NVVMC_SERVER", "1")
        .env("NVVMC_SERVER_IDLE", "120")
        .output()
        .unwrap();
    let socket = s.wait_for_socket()?;
    if !o.status.success() || t.elapsed() > Duration::from_secs(60) {
        return Err(format!("starting the server took {:?}", t.elapsed()));
    }
    let fds: Vec<String> = std::fs::read_dir(format!("/proc/{}/fd", s.server_pid(&socket)))
        .unwrap()
        .flatten()
        .filter_map(|e| std::fs::read_link(e.path()).ok().map(|l| l.to_string_lossy().into_owned()))
        .collect();
    if fds.iter().any(|l| l.starts_with("pipe:")) {
        return Err(format!("the server holds an inherited pipe: {fds:?}"));
    }
    // A client that connects and sends nothing holds only its own child: others are served.
    let silent = std::os::unix::net::UnixStream::connect(&socket).unwrap();
    let before = s.served().len();
    let o = s.run(Some("1"), &["--version"], b"");
    s.served_at_least(before + 1)?;
    drop(silent);
    if !o.status.success() {
        return Err(text(&o.stderr));
    }
    Ok(())
}

test_main!(
    served_compilations_match_their_own_process,
    a_served_compilation_takes_the_clients_environment_umask_and_limits,
    an_interrupted_client_has_its_compilation_killed,
    a_stopped_or_dead_server_leaves_compilations_to_their_own_process,
    a_socket_folder_others_may_enter_is_not_used,
    a_stopped_server_finishes_the_compilations_it_took,
    a_panicking_compilation_ends_its_child_not_the_server,
    a_request_the_server_cannot_take_exactly_compiles_in_its_own_process,
    the_server_keeps_no_inherited_descriptor_and_waits_on_no_client,
);
