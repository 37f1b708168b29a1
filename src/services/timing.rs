//! Per-stage wall and CPU time for `--time-report`, and whether each of nvvmc's passes changed
//! the module.
//!
//! CPU time is the running thread's (`CLOCK_THREAD_CPUTIME_ID`, through the `cpu-time` crate): on a loaded machine it still
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
    /// For a stage that is one of nvvmc's passes: whether it changed the module (the pass's
    /// `Changed`); `None` for other stages.
    pub changed: Option<bool>,
}

/// Renders the report: one line per stage, then the total.
pub fn render(times: &[StageTime]) -> String {
    let top = || times.iter().filter(|t| !t.nested);
    let total: Duration = top().map(|t| t.elapsed).sum();
    let total_cpu: Duration = top().map(|t| t.cpu).sum();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let mut out = String::from("nvvmc time report (wall clock, and CPU time of the threads that ran each stage):\n");
    out.push_str(&format!("  {:>12}  {:>6}  {:>12}  {:>7}  stage\n", "wall", "wall%", "cpu", "changed"));
    for t in times {
        let pct = if total.is_zero() { 0.0 } else { 100.0 * t.elapsed.as_secs_f64() / total.as_secs_f64() };
        let indent = if t.nested { "    " } else { "" };
        let changed = match t.changed {
            Some(true) => "yes",
            Some(false) => "no",
            None => "",
        };
        out.push_str(&format!(
            "  {:>9.3} ms  {:>5.1}%  {:>9.3} ms  {changed:>7}  {indent}{}\n",
            ms(t.elapsed),
            pct,
            ms(t.cpu),
            t.stage
        ));
    }
    out.push_str(&format!("  {:>9.3} ms  100.0%  {:>9.3} ms  {:>7}  total\n", ms(total), ms(total_cpu), ""));
    out
}

/// The CPU time the calling thread has used so far (zero where the clock cannot be read).
pub fn thread_cpu() -> Duration {
    cpu_time::ThreadTime::try_now().map_or(Duration::ZERO, |t| t.as_duration())
}

/// Times a closure: (its value, wall time, the calling thread's CPU time).
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    timed_with_cpu(true, f)
}

/// [`timed`], with the CPU time measured only when `cpu` (zero otherwise). The thread's CPU
/// clock is a system call (0.76 µs on the 2-core VM; the wall clock is 27 ns, in the vDSO),
/// twice for each of a compile's ~30 stages: 1% of a small kernel's compile through the C
/// API, for a column that only `--time-report` shows.
pub fn timed_with_cpu<T>(cpu: bool, f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let clock = || if cpu { thread_cpu() } else { Duration::ZERO };
    let (start, before) = (Instant::now(), clock());
    let v = f();
    (v, start.elapsed(), clock().saturating_sub(before))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_has_a_line_per_stage_says_what_changed_and_adds_up_the_top_level() {
        let t = |stage: &str, ms: u64, nested, changed| StageTime {
            stage: stage.into(),
            elapsed: Duration::from_millis(ms),
            cpu: Duration::from_millis(ms),
            nested,
            changed,
        };
        let r =
            render(&[t("parse", 1, false, None), t("fp-mode", 3, false, Some(true)), t("inner", 5, true, Some(false))]);
        assert!(r.contains("    1.000 ms   25.0%      1.000 ms           parse\n"), "{r}");
        assert!(r.contains("ms      yes  fp-mode\n"), "{r}");
        assert!(r.contains("ms       no      inner\n"), "{r}");
        assert!(r.contains("    4.000 ms  100.0%      4.000 ms           total\n"), "{r}");
        let spent = thread_cpu();
        let (_, _, cpu) = timed(|| (0..200_000u64).map(std::hint::black_box).sum::<u64>());
        assert!(thread_cpu() >= spent + cpu, "the thread's CPU clock does not run backwards");
    }
}
