//! Compilations in a process of their own: the limits (`--timeout`, `--max-memory`; the C API's
//! `-nvvmc-timeout=`, `-nvvmc-max-memory=`) and the C API's isolated mode (`-nvvmc-isolate`,
//! `NVVMC_ISOLATE=1`).
//!
//! LLVM cannot be stopped safely inside a process: there is no cancellation point in its passes,
//! and a thread killed in the middle of one leaves its locks and heap in an unknown state. So a
//! compilation that must be bounded, or that must not touch its host at all, runs in a worker
//! process: the `nvvmc` binary started with the hidden first argument [`WORKER_FLAG`]. It reads
//! requests from a socket on its stdin and answers on the same socket (`protocol.rs`: frames with
//! a length prefix), and writes the stage it enters (the pipeline's `run_stage` publishes it
//! through `stage::observe_stages`) at the start of its stdout, an unnamed temporary file the
//! supervisor reads only when it needs the stage. The supervisor (`supervisor.rs`, in the CLI's
//! process or the C API's host) waits for the answer with the time limit as its read timeout and
//! samples the worker's resident memory (`/proc/PID/status`, every [`supervisor::MEMORY_POLL`]);
//! past a limit it kills the worker and reports the limit and the stage the worker was in. A
//! worker that dies (a crash signal, the kernel's OOM killer) is an error naming its signal and
//! stage; the host lives on.
//!
//! - The CLI (`src/main.rs`) starts a worker only when a limit is given, sends it the command
//!   line and the inputs it read, and writes the output the worker sends back: the worker prints
//!   the diagnostics, the parent writes the file, so a stopped compilation leaves no output.
//! - The C API keeps idle workers for reuse (a pool, `supervisor.rs`), restarts one after a
//!   failure, and computes the same result code, PTX and log in the worker as in-process
//!   (`libnvvm.rs` is the one place that turns a compilation into them).

pub mod libnvvm;
pub mod protocol;
pub mod supervisor;
pub mod worker;

pub(crate) use supervisor::signal_name;
pub use supervisor::{compile_libnvvm, find_worker, library_containing, run_cli};

use std::time::Duration;

/// The first argument that makes the `nvvmc` binary a worker (hidden: not in `--help`).
pub const WORKER_FLAG: &str = "--nvvmc-worker";

/// The environment variable that names the worker executable for the C API.
pub const WORKER_ENV: &str = "NVVMC_WORKER";

/// How a limit is spelt in messages: the CLI's flags or the C API's options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Spelling {
    #[default]
    Cli,
    Libnvvm,
}

/// Bounds on one compilation (each `None` when not given).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// Wall-clock time from when the worker receives the program.
    pub timeout: Option<Duration>,
    /// The worker's resident memory (RSS plus swap), in bytes.
    pub max_memory: Option<u64>,
    pub spelling: Spelling,
}

impl Limits {
    pub fn any(&self) -> bool {
        self.timeout.is_some() || self.max_memory.is_some()
    }

    /// "the time limit of 1 s (--timeout 1)".
    pub(crate) fn describe_time(&self, t: Duration) -> String {
        let secs = format_seconds(t);
        match self.spelling {
            Spelling::Cli => format!("the time limit of {secs} s (--timeout {secs})"),
            Spelling::Libnvvm => format!("the time limit of {secs} s (-nvvmc-timeout={secs})"),
        }
    }

    /// "the memory limit of 200 MiB (--max-memory 200M)".
    pub(crate) fn describe_memory(&self, bytes: u64) -> String {
        let size = format_size(bytes);
        let short = size.replace(" ", "").replace("iB", "");
        match self.spelling {
            Spelling::Cli => format!("the memory limit of {size} (--max-memory {short})"),
            Spelling::Libnvvm => format!("the memory limit of {size} (-nvvmc-max-memory={short})"),
        }
    }
}

/// Seconds as `--timeout` takes them: a positive decimal number (`10`, `0.5`).
pub fn parse_seconds(s: &str) -> Result<Duration, String> {
    let v: f64 = s.trim().parse().map_err(|_| format!("'{s}' is not a number of seconds (e.g. 10 or 0.5)"))?;
    if !(v.is_finite() && v > 0.0 && v <= 1e9) {
        return Err(format!("'{s}' is not a positive number of seconds"));
    }
    Ok(Duration::from_secs_f64(v))
}

fn format_seconds(t: Duration) -> String {
    let s = format!("{:.3}", t.as_secs_f64());
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A size as `--max-memory` takes it: a number of bytes with an optional binary unit, `K`, `M`,
/// `G` or `T` (also `KiB`, `MB`, … : all are powers of 1024): `2G`, `512M`, `1.5G`.
pub fn parse_size(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let shift = match unit.trim().to_ascii_uppercase().as_str() {
        "" | "B" => 0,
        "K" | "KB" | "KIB" => 10,
        "M" | "MB" | "MIB" => 20,
        "G" | "GB" | "GIB" => 30,
        "T" | "TB" | "TIB" => 40,
        _ => return Err(format!("'{s}' is not a size: write a number with K, M, G or T (e.g. 512M, 2G)")),
    };
    let v: f64 =
        num.parse().map_err(|_| format!("'{s}' is not a size: write a number with K, M, G or T (e.g. 512M, 2G)"))?;
    let bytes = v * (1u64 << shift) as f64;
    if !(1.0..1.8e19).contains(&bytes) {
        return Err(format!("'{s}' is not a positive size"));
    }
    Ok(bytes as u64)
}

/// `209715200` as `200 MiB`.
pub fn format_size(bytes: u64) -> String {
    const UNITS: [(u32, &str); 4] = [(40, "TiB"), (30, "GiB"), (20, "MiB"), (10, "KiB")];
    for (shift, unit) in UNITS {
        let u = 1u64 << shift;
        if bytes >= u {
            let v = bytes as f64 / u as f64;
            let s = format!("{v:.1}");
            let s = s.strip_suffix(".0").unwrap_or(&s);
            return format!("{s} {unit}");
        }
    }
    format!("{bytes} B")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_seconds_parse_and_print() {
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("1.5g"), Ok(3 << 29));
        assert_eq!(parse_size("4096"), Ok(4096));
        assert!(
            parse_size("12X").is_err()
                && parse_size("").is_err()
                && parse_size("0").is_err()
                && parse_size("-1M").is_err()
        );
        assert_eq!(format_size(200 << 20), "200 MiB");
        assert_eq!(format_size(3 << 29), "1.5 GiB");
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        assert!(parse_seconds("0").is_err() && parse_seconds("x").is_err() && parse_seconds("inf").is_err());
        let l = Limits { spelling: Spelling::Libnvvm, ..Default::default() };
        assert_eq!(l.describe_memory(200 << 20), "the memory limit of 200 MiB (-nvvmc-max-memory=200M)");
        assert_eq!(Limits::default().describe_time(Duration::from_secs(1)), "the time limit of 1 s (--timeout 1)");
        assert_eq!(
            Limits::default().describe_time(Duration::from_millis(2500)),
            "the time limit of 2.5 s (--timeout 2.5)"
        );
    }
}
