//! Per-stage wall time for `--time-report`.

use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct StageTime {
    pub stage: String,
    pub elapsed: Duration,
}

/// Renders the report: one line per stage, then the total.
pub fn render(times: &[StageTime]) -> String {
    let total: Duration = times.iter().map(|t| t.elapsed).sum();
    let mut out = String::from("nvvmc time report (wall clock):\n");
    for t in times {
        let pct = if total.is_zero() { 0.0 } else { 100.0 * t.elapsed.as_secs_f64() / total.as_secs_f64() };
        out.push_str(&format!("  {:>9.3} ms  {:>5.1}%  {}\n", t.elapsed.as_secs_f64() * 1e3, pct, t.stage));
    }
    out.push_str(&format!("  {:>9.3} ms  100.0%  total\n", total.as_secs_f64() * 1e3));
    out
}

/// Times a closure.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let v = f();
    (v, start.elapsed())
}
