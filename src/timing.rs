//! Per-stage wall and CPU time for `--time-report`.
//!
//! CPU time is the running thread's (`CLOCK_THREAD_CPUTIME_ID`): on a loaded machine it still
//! says how much work a stage is, where the wall time also counts waiting for a core. Under
//! `-j N` the back end runs on several threads; its line counts the CPU time of all of them, and
//! each partition's stages follow it as indented lines that the total does not add again.

use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct StageTime {
    pub stage: String,
    pub elapsed: Duration,
    /// CPU time of the thread(s) that ran the stage.
    pub cpu: Duration,
    /// A part of the line before it (one partition's stage under `-j N`): shown indented and
    /// not added to the total.
    pub nested: bool,
}

/// Renders the report: one line per stage, then the total.
pub fn render(times: &[StageTime]) -> String {
    let top = || times.iter().filter(|t| !t.nested);
    let total: Duration = top().map(|t| t.elapsed).sum();
    let total_cpu: Duration = top().map(|t| t.cpu).sum();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut out = String::from("nvvmc time report (wall clock, and CPU time of the threads that ran each stage):\n");
    out.push_str(&format!("  {:>12}  {:>6}  {:>12}  stage\n", "wall", "wall%", "cpu"));
    for t in times {
        let pct = if total.is_zero() { 0.0 } else { 100.0 * t.elapsed.as_secs_f64() / total.as_secs_f64() };
        let indent = if t.nested { "    " } else { "" };
        out.push_str(&format!("  {:>9.3} ms  {:>5.1}%  {:>9.3} ms  {indent}{}\n", ms(t.elapsed), pct, ms(t.cpu), t.stage));
    }
    out.push_str(&format!("  {:>9.3} ms  100.0%  {:>9.3} ms  total\n", ms(total), ms(total_cpu)));
    out
}

/// The CPU time the calling thread has used so far.
pub fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    // Linux's CLOCK_THREAD_CPUTIME_ID.
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec (64-bit Linux layout).
    if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) } != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Times a closure: (its value, wall time, the calling thread's CPU time).
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (start, cpu) = (Instant::now(), thread_cpu());
    let v = f();
    (v, start.elapsed(), thread_cpu().saturating_sub(cpu))
}
