//! The shared compile cache (`src/services/cache/remote.rs`) on a real `redis-server` that each test starts
//! on a free localhost port (`--save '' --appendonly no`) and kills at its end: two processes with
//! separate local folders share results through it; entries need `NVVMC_CACHE_KEY` (without it
//! Redis is not used; an entry damaged or written without the key is a miss); an unreachable or
//! silent server costs a bounded delay, said once, and the compilation goes on.

#[macro_use]
mod support;

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};
use support::cache::{cache_stat, replayable, stderr, PLAIN_KERNEL, WARN_KERNEL};
use support::*;

const KEY: &str = "a test key of 32 bytes, not secret";

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A `redis-server` of this test, killed when dropped.
struct Server {
    child: Child,
    port: u16,
    _dir: tempfile::TempDir,
}

/// A reply of the server.
#[derive(Debug, PartialEq)]
enum Reply {
    Simple(String),
    Error(String),
    Int(i64),
    Bulk(Option<Vec<u8>>),
    Array(Vec<Reply>),
}

/// The next reply on `r`; an I/O error (a connection the server reset while it was still
/// starting) is the caller's to judge.
fn read_reply(r: &mut impl BufRead) -> std::io::Result<Reply> {
    let mut line = String::new();
    r.read_line(&mut line)?;
    if line.is_empty() {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    let (kind, rest) = line.trim_end().split_at(1);
    Ok(match kind {
        "+" => Reply::Simple(rest.into()),
        "-" => Reply::Error(rest.into()),
        ":" => Reply::Int(rest.parse().unwrap()),
        "$" => {
            let n: i64 = rest.parse().unwrap();
            if n < 0 {
                return Ok(Reply::Bulk(None));
            }
            let mut b = vec![0; n as usize + 2];
            r.read_exact(&mut b)?;
            b.truncate(n as usize);
            Reply::Bulk(Some(b))
        }
        "*" => Reply::Array((0..rest.parse::<usize>().unwrap()).map(|_| read_reply(r)).collect::<Result<_, _>>()?),
        _ => panic!("not a RESP reply: {line:?}"),
    })
}

impl Server {
    /// Starts a server on a free port. Tests of this file run side by side: a port two of them
    /// were given (the OS may hand out a port again once its probe is closed) would put both on
    /// one server, so the server that answers must be this test's own process (`INFO server`'s
    /// `process_id`); else another port is tried.
    fn start() -> Server {
        let exe = require_some("redis-server (scripts/setup.sh installs it)", which("redis-server"));
        for _ in 0..10 {
            let dir = tempfile::tempdir().unwrap();
            let port = free_port();
            let child = Command::new(&exe)
                .args(["--port", &port.to_string(), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir"])
                .arg(dir.path())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            let mut s = Server { child, port, _dir: dir };
            let own = format!("process_id:{}", s.child.id());
            let start = Instant::now();
            while start.elapsed() < Duration::from_secs(10) && s.child.try_wait().unwrap().is_none() {
                if let Ok(Reply::Bulk(Some(info))) = s.try_cmd(&[b"INFO", b"server"]) {
                    if String::from_utf8_lossy(&info).lines().any(|l| l.trim() == own) {
                        return s;
                    }
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        panic!("redis-server did not start on a port of its own in 10 tries");
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/0", self.port)
    }

    fn cmd(&self, args: &[&[u8]]) -> Reply {
        self.try_cmd(args).unwrap()
    }

    fn try_cmd(&self, args: &[&[u8]]) -> std::io::Result<Reply> {
        let mut s = TcpStream::connect(("127.0.0.1", self.port))?;
        s.set_read_timeout(Some(Duration::from_secs(5)))?;
        let mut req = format!("*{}\r\n", args.len()).into_bytes();
        for a in args {
            req.extend_from_slice(format!("${}\r\n", a.len()).as_bytes());
            req.extend_from_slice(a);
            req.extend_from_slice(b"\r\n");
        }
        s.write_all(&req)?;
        read_reply(&mut BufReader::new(s))
    }

    /// The names of nvvmc's entries.
    fn names(&self) -> Vec<Vec<u8>> {
        match self.cmd(&[b"KEYS", b"nvvmc:*"]) {
            Reply::Array(a) => {
                a.into_iter().map(|r| if let Reply::Bulk(Some(b)) = r { b } else { panic!("{r:?}") }).collect()
            }
            r => panic!("{r:?}"),
        }
    }

    fn get(&self, name: &[u8]) -> Vec<u8> {
        match self.cmd(&[b"GET", name]) {
            Reply::Bulk(Some(b)) => b,
            r => panic!("{r:?}"),
        }
    }

    fn set(&self, name: &[u8], value: &[u8]) {
        assert_eq!(self.cmd(&[b"SET", name, value]), Reply::Simple("OK".into()));
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn which(name: &str) -> Option<std::path::PathBuf> {
    std::env::var_os("PATH").and_then(|p| std::env::split_paths(&p).map(|d| d.join(name)).find(|f| f.is_file()))
}

/// nvvmc with `--cache --stats`, the local folder `dir`, and only the cache settings in `env`.
fn nvvmc(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(nvvmc_bin());
    cmd.args(args).args(["--cache", "--stats"]).env("NVVMC_CACHE_DIR", dir);
    for v in ["NVVMC_CACHE", "NVVMC_CACHE_URL", "NVVMC_CACHE_KEY", "NVVMC_CACHE_MAX"] {
        cmd.env_remove(v);
    }
    let out = cmd.envs(env.iter().copied()).output().unwrap();
    assert!(out.status.success(), "nvvmc failed:\n{}", stderr(&out));
    out
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

fn two_processes_with_separate_folders_share_through_redis() -> Result<(), String> {
    let ld = require_some("libdevice", libdevice());
    let server = Server::start();
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    let src = write(d, "warn.ll", WARN_KERNEL);
    let url = server.url();
    let env = [("NVVMC_CACHE_URL", url.as_str()), ("NVVMC_CACHE_KEY", KEY)];
    let run = |folder: &str, out: &str| {
        let o = d.join(out);
        let r = nvvmc(
            &d.join(folder),
            &[&src, "--arch", "sm_90", "--libdevice", ld.to_str().unwrap(), "-o", o.to_str().unwrap()],
            &env,
        );
        (r, std::fs::read(o).unwrap())
    };
    let (a, ptx_a) = run("machine-a", "a.ptx");
    assert_eq!(cache_stat(&a), "miss (local, redis)");
    assert_eq!(server.names().len(), 1, "the first machine stored its result in Redis");
    let (b, ptx_b) = run("machine-b", "b.ptx");
    assert_eq!(cache_stat(&b), "hit (redis)", "{}", stderr(&b));
    assert_eq!(ptx_b, ptx_a);
    assert_eq!(replayable(&b), replayable(&a), "the warnings and stats of the compilation on machine a");
    assert!(stderr(&b).contains("overriding noinline attribute"));
    let (b2, ptx_b2) = run("machine-b", "b2.ptx");
    assert_eq!(cache_stat(&b2), "hit (local)", "the Redis hit was copied into machine b's folder");
    assert_eq!(ptx_b2, ptx_a);
    ptxas_check(&d.join("b.ptx"))
}

fn shared_entries_need_the_key() {
    let server = Server::start();
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let other = write(d, "other.ll", &PLAIN_KERNEL.replace("3.0", "4.0"));
    let url = server.url();
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let mut fresh = 0;
    let mut run = |src: &str, env: &[(&str, &str)]| {
        fresh += 1;
        let r = nvvmc(&d.join(format!("folder{fresh}")), &[src, "-o", &o], env);
        (cache_stat(&r), stderr(&r), std::fs::read(&o).unwrap())
    };
    // No key: Redis is not used, and the user is told why.
    let (stat, err, reference) = run(&src, &[("NVVMC_CACHE_URL", &url)]);
    assert_eq!(stat, "miss (local)");
    assert!(err.contains("warning: NVVMC_CACHE_URL is set but NVVMC_CACHE_KEY is not"), "{err}");
    assert!(server.names().is_empty());
    let (stat, err, _) = run(&src, &[("NVVMC_CACHE_URL", &url), ("NVVMC_CACHE_KEY", "short")]);
    assert_eq!(stat, "miss (local)");
    assert!(err.contains("NVVMC_CACHE_KEY has 5 bytes; the shared cache needs at least 16"), "{err}");
    assert!(server.names().is_empty());
    // With the key: stored; another key neither finds nor overwrites it.
    let env = [("NVVMC_CACHE_URL", url.as_str()), ("NVVMC_CACHE_KEY", KEY)];
    assert_eq!(run(&src, &env).0, "miss (local, redis)");
    let names = server.names();
    assert_eq!(names.len(), 1);
    let name = names[0].clone();
    let good = server.get(&name);
    assert_eq!(run(&src, &env).0, "hit (redis)");
    let other_key = [("NVVMC_CACHE_URL", url.as_str()), ("NVVMC_CACHE_KEY", "another key of more than 16 bytes")];
    assert_eq!(run(&src, &other_key).0, "miss (local, redis)");
    assert_eq!(server.names().len(), 2, "each key has its own names");
    assert_eq!(server.get(&name), good);
    // Forgeries under the right name: a miss, the output compiled again, the entry rewritten.
    assert_eq!(run(&other, &env).0, "miss (local, redis)");
    let other_name = server.names().into_iter().find(|n| *n != name && server.get(n) != good).unwrap();
    let mut flipped = good.clone();
    let mid = flipped.len() / 2;
    flipped[mid] ^= 0x04;
    let local_entry = {
        let folder = d.join("folder4").join(nvvmc::cache::local::SUBDIR);
        let sub = std::fs::read_dir(&folder).unwrap().flatten().find(|e| e.file_name().len() == 2).unwrap();
        std::fs::read(std::fs::read_dir(sub.path()).unwrap().flatten().next().unwrap().path()).unwrap()
    };
    for (what, forged) in [
        ("a flipped byte", flipped),
        ("another entry (another program's, or another key's)", server.get(&other_name)),
        ("an entry sealed with a checksum, not the HMAC", local_entry),
        ("garbage", b"nvvmc-cache-entry v1\n garbage".to_vec()),
    ] {
        server.set(&name, &forged);
        let (stat, _, ptx) = run(&src, &env);
        assert_eq!(stat, "miss (local, redis)", "{what}");
        assert_eq!(ptx, reference, "{what}");
        assert_eq!(server.get(&name), good, "{what}: the entry is stored again");
    }
}

fn an_unreachable_server_costs_a_bounded_delay() {
    let t = tempfile::tempdir().unwrap();
    let d = t.path();
    let src = write(d, "plain.ll", PLAIN_KERNEL);
    let o = d.join("o.ptx").to_string_lossy().into_owned();
    let timed = |folder: &str, url: &str| {
        let start = Instant::now();
        let r = nvvmc(&d.join(folder), &[&src, "-o", &o], &[("NVVMC_CACHE_URL", url), ("NVVMC_CACHE_KEY", KEY)]);
        (start.elapsed(), cache_stat(&r), stderr(&r))
    };
    let (baseline, _, _) = timed("baseline", "");
    // Nothing listens: refused at once.
    let closed = format!("redis://127.0.0.1:{}/0", free_port());
    let (took, stat, err) = timed("closed", &closed);
    assert_eq!(stat, "miss (local, redis)");
    assert_eq!(err.matches("warning: the shared compile cache redis://127.0.0.1").count(), 1, "said once:\n{err}");
    assert!(err.contains("no connection and answer within 800 ms"), "{err}");
    // The bound is the test's subject (at most 800 ms of waiting), with room for a loaded machine.
    assert!(took < baseline + Duration::from_secs(5), "{took:?} against {baseline:?} without a server");
    // A server that accepts and never answers: the read times out.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("redis://127.0.0.1:{}/0", silent.local_addr().unwrap().port());
    let (took, stat, err) = timed("silent", &url);
    assert_eq!(stat, "miss (local, redis)");
    assert_eq!(err.matches("warning: the shared compile cache").count(), 1, "said once:\n{err}");
    assert!(took < baseline + Duration::from_secs(5), "{took:?} against {baseline:?} without a server");
    // The next processes using that folder within 30 s do not wait again: a hit needs no server,
    // and a miss does not try it (it says so).
    let (_, stat, err) = timed("silent", &url);
    assert_eq!(stat, "hit (local)", "the local folder still works: {err}");
    let o2 = d.join("o2.ptx").to_string_lossy().into_owned();
    let other = write(d, "other.ll", &PLAIN_KERNEL.replace("3.0", "4.0"));
    let r = nvvmc(&d.join("silent"), &[&other, "-o", &o2], &[("NVVMC_CACHE_URL", &url), ("NVVMC_CACHE_KEY", KEY)]);
    assert!(stderr(&r).contains("not tried: a process found it unreachable"), "{}", stderr(&r));
    drop(silent);
}

test_main!(
    two_processes_with_separate_folders_share_through_redis,
    shared_entries_need_the_key,
    an_unreachable_server_costs_a_bounded_delay
);
