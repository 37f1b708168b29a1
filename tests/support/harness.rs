//! The test runner for test binaries whose tests need tools (ptxas, libdevice, FileCheck, llc, a
//! C compiler): a test that finds one missing is reported as *ignored*, with the reason, instead
//! of passing without having checked anything; under `NVVMC_REQUIRE_TOOLS=1` (CI) it fails.
//!
//! Such a binary has `harness = false` in its Cargo.toml and lists its tests in
//! `test_main!(name, ...)` instead of marking them `#[test]` (`tests/architecture.rs` checks that
//! no `#[test]` is left in them, since the attribute would silently drop the test). A test is a
//! `fn()` returning `()`, `Result<(), String>` or `Result<(), Failed>`; it stops with
//! [`require`] or [`require_some`] where a tool is missing (on the test's own thread: the stop
//! is an unwind, which a spawned thread's `join().unwrap()` would turn into a failure). The usual libtest flags work (`--ignored`,
//! `--include-ignored`, `--exact`, filters, `--test-threads`). Shared by `tests/` and `capi/tests/`.

#![allow(dead_code)]

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The payload with which [`require`] unwinds out of a test whose tool is missing: the runner
/// reports the test as ignored with this reason.
pub struct Skip(pub String);

/// True when missing tools must fail tests (CI sets it).
pub fn tools_required() -> bool {
    std::env::var("NVVMC_REQUIRE_TOOLS").map(|v| v == "1").unwrap_or(false)
}

/// Continues when `found`; otherwise stops the test: ignored, with "needs TOOL" as the reason,
/// or failed under `NVVMC_REQUIRE_TOOLS=1`.
pub fn require(tool: &str, found: bool) {
    if !found {
        missing(tool)
    }
}

/// The tool's path (or contents), or [`require`]'s stop when it is `None`.
pub fn require_some<T>(tool: &str, value: Option<T>) -> T {
    value.unwrap_or_else(|| missing(tool))
}

/// Stops the test as ignored with this reason, also under `NVVMC_REQUIRE_TOOLS=1` (for what no
/// setup can provide, such as another host architecture).
pub fn skip(reason: &str) -> ! {
    std::panic::panic_any(Skip(reason.to_string()))
}

fn missing(tool: &str) -> ! {
    if tools_required() {
        panic!("{tool} not found and NVVMC_REQUIRE_TOOLS=1: run scripts/setup.sh");
    }
    std::panic::panic_any(Skip(format!("needs {tool}; run scripts/setup.sh")))
}

/// What a test function returns.
pub trait TestResult {
    fn into_result(self) -> Result<(), Failed>;
}

impl TestResult for () {
    fn into_result(self) -> Result<(), Failed> {
        Ok(())
    }
}

impl<E: Into<Failed>> TestResult for Result<(), E> {
    fn into_result(self) -> Result<(), Failed> {
        self.map_err(Into::into)
    }
}

/// Runs `body`: done, ignored (a [`Skip`] unwound out of it), failed (an error), or panicked
/// (a failure, which libtest-mimic reports with the panic message).
pub fn run_body(body: impl FnOnce() -> Result<(), Failed>) -> Result<Completion, Failed> {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(r) => r.map(|()| Completion::Completed),
        Err(payload) => match payload.downcast::<Skip>() {
            Ok(skip) => Ok(Completion::ignored_with(skip.0)),
            Err(other) => std::panic::resume_unwind(other),
        },
    }
}

/// A test of the list.
pub fn trial<R: TestResult + 'static>(name: &'static str, f: fn() -> R) -> Trial {
    Trial::ignorable_test(name, move || run_body(|| f().into_result()))
}

/// Runs the trials with the command line's libtest flags, and exits. A [`Skip`] is not a
/// panic to report: the panic hook stays quiet for it.
pub fn run_tests(trials: Vec<Trial>) -> ! {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info.payload().downcast_ref::<Skip>().is_none() {
            hook(info)
        }
    }));
    libtest_mimic::run(&Arguments::from_args(), trials).exit()
}

/// `fn main` of a test binary: `test_main!(first_test, second_test);` runs each function as a
/// test of its name (needs `trial` and `run_tests` in scope, as `use support::*` brings them).
#[allow(unused_macros)]
macro_rules! test_main {
    ($($test:ident),* $(,)?) => {
        fn main() {
            run_tests(vec![$(trial(stringify!($test), $test)),*])
        }
    };
}
