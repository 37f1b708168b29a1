//! The thread every compilation runs on: nvvmc's own, with a stack that fits the input.
//!
//! LLVM recurses once per level of nesting in several places: its text parser (about 1.2 KB of
//! stack per level of a constant expression), its verifier on metadata (0.1–0.7 KB per level,
//! also inside the bitcode reader, which runs it on modules with debug information), constant
//! folding and instruction selection on constant expressions. A compilation on its caller's
//! thread would get whatever stack the caller has: 8 MiB on a main thread, 512 KiB on a small
//! pthread, a Python thread's. So [`compile`](crate::compile) runs on a thread of its own with
//! [`for_inputs`] bytes of stack, and the inputs' nesting is bounded before LLVM sees it
//! (`src/front/nesting.rs`), so that the stack always suffices and never ends in a signal.
//!
//! The size: [`STACK`] (1 GiB), plus [`STACK_PER_BITCODE_BYTE`] per byte of bitcode input.
//! A stack is reserved address space: only the pages a compilation touches are ever committed.
//! The thread is kept for the next compilation ([`idle`]), since starting one costs 0.1–0.2 ms.
//! The deepest input [`crate::front::nesting`] admits needs 24 MiB (a constant expression
//! nested 20,000 deep in text, at `-O0`; measured with `NVVMC_STACK_MIB`, and
//! `tests/deep_nesting.rs` compiles such inputs on [`MIN_STACK`]): 1 GiB is a margin of 40 for
//! recursion in LLVM that the tests do not reach. The per-byte part is for the
//! one recursion nothing can bound before it runs: LLVM's bitcode reader verifies debug metadata
//! as it reads it, recursively, before `nesting` can measure the module; measured at 15 bytes of
//! stack per byte of bitcode (a chain of a million lexical blocks: 8.1 MB of bitcode, 123 MiB of
//! stack), so 64 per byte covers a bitcode file of any size four times over.
//!
//! Where the system will not reserve that much (`ulimit -v`, strict overcommit), smaller stacks
//! are tried, down to [`MIN_STACK`], which still holds what the limits admit.
//! `NVVMC_STACK_MIB` (read at each compilation) sets the size in MiB, for measurements such as the
//! ones above.

use std::sync::mpsc;

/// The stack of the compiling thread and of each `-j N` back-end thread.
pub const STACK: usize = 1 << 30;

/// Stack per byte of bitcode input, on top of [`STACK`] (see the module comment).
pub const STACK_PER_BITCODE_BYTE: usize = 64;

/// The smallest stack tried when a larger one cannot be reserved.
pub const MIN_STACK: usize = 64 << 20;

/// The stack size a compilation of `inputs` runs with: [`STACK`] plus
/// [`STACK_PER_BITCODE_BYTE`] per byte of bitcode among them, or `NVVMC_STACK_MIB` MiB.
pub fn for_inputs(inputs: &[crate::Input]) -> usize {
    // Read at every compilation: the C API's process may set it between programs.
    if let Some(mib) = std::env::var("NVVMC_STACK_MIB").ok().and_then(|v| v.trim().parse::<usize>().ok()) {
        return mib.max(1) << 20;
    }
    let bitcode: usize = inputs.iter().filter(|i| i.is_bitcode()).map(|i| i.bytes.len()).sum();
    STACK.saturating_add(bitcode.saturating_mul(STACK_PER_BITCODE_BYTE))
}

/// Runs `f` on a thread named `name` with a stack of `size` bytes and returns what it returned
/// (a panic in `f` continues on the caller's thread). The thread is one that finished an
/// earlier compilation with the same name and stack ([`idle`]), or a new one: when the system
/// refuses a stack that large, a quarter of it is tried, and so on down to [`MIN_STACK`]; the
/// error says why no thread could be started.
pub fn run<T: Send + 'static>(
    name: &str,
    size: usize,
    f: impl FnOnce() -> T + Send + 'static,
) -> Result<T, crate::error::Problem> {
    let (done, result) = mpsc::sync_channel(1);
    let mut job: Job = Box::new(move || {
        let value = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
        // A thread that recovered from a crash of LLVM, or panicked, is not kept.
        let keep = value.is_ok() && !RETIRED.replace(false);
        let _ = done.send((value, keep));
    });
    let worker = loop {
        let Some(w) = idle::take(name, size) else { break start(name, size, job)? };
        match w.jobs.send(job) {
            Ok(()) => break w,
            // Its thread ended (a forked child has none of its parent's): the next one.
            Err(mpsc::SendError(back)) => job = back,
        }
    };
    let (value, keep) = result.recv().expect("a compile thread sends its result before it ends");
    if keep {
        idle::put(worker);
    }
    match value {
        Ok(value) => Ok(value),
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

/// Marks the calling compile thread as not to be kept after its compilation: it recovered
/// from a crash of LLVM, whose state on that thread is not trusted again, or its compilation
/// nested deeply enough that its stack now holds much memory.
pub fn retire_this_thread() {
    RETIRED.set(true);
}

thread_local! {
    static RETIRED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A compilation sent to a compile thread.
type Job = Box<dyn FnOnce() + Send>;

/// A compile thread and the way to give it compilations.
struct Worker {
    name: String,
    /// The stack size asked for (the system may have given a smaller one).
    size: usize,
    jobs: mpsc::Sender<Job>,
}

/// Starts a compile thread with `job` as its first compilation. It is kept under the `asked`
/// stack size, whatever smaller one it got, so that the next compilation asking for it finds it.
fn start(name: &str, asked: usize, job: Job) -> Result<Worker, crate::error::Problem> {
    let mut size = asked;
    loop {
        let (jobs, queue) = mpsc::channel::<Job>();
        let started = std::thread::Builder::new().name(name.to_string()).stack_size(size).spawn(move || {
            // Ends when its sender is dropped: not kept, or over the number of idle threads.
            for job in queue {
                job();
            }
        });
        match started {
            Ok(_) => {
                jobs.send(job).expect("a new compile thread receives");
                return Ok(Worker { name: name.to_string(), size: asked, jobs });
            }
            Err(_) if size > MIN_STACK => size = (size / 4).max(MIN_STACK),
            Err(e) => {
                return Err(crate::error::Problem::with_fix(
                    format!("cannot start the thread a compilation runs on (with a {} MiB stack): {e}", size >> 20),
                    "allow the process more address space (ulimit -v) or threads",
                ))
            }
        }
    }
}

/// Compile threads waiting for their next compilation, at most [`idle::MOST`] of a name and
/// stack size (the most recently used), in this process. Starting a thread with a 1 GiB stack
/// and ending it cost 90–230 µs on the 2-core VM (mapping and unmapping the stack, faulting in
/// its pages again), 1–2% of a small kernel's compilation through the C API, where one process
/// compiles many programs. What a kept thread holds: the stack pages its compilations touched
/// (a few hundred KiB: a thread whose module nested deeper than `KEEP_THREAD_DEPTH` of
/// `nesting.rs` is not kept, nor one with a stack sized for bitcode), and the addresses reserved.
mod idle {
    use super::Worker;
    use std::sync::Mutex;

    /// Enough for the threads of a client that compiles on several at once.
    pub const MOST: usize = 4;

    /// The process the threads belong to (a forked child has none of them), and the threads.
    static IDLE: Mutex<(u32, Vec<Worker>)> = Mutex::new((0, Vec::new()));

    /// A kept thread with this name and stack size, if any.
    pub fn take(name: &str, size: usize) -> Option<Worker> {
        let mut idle = IDLE.lock().unwrap_or_else(|p| p.into_inner());
        if idle.0 != std::process::id() {
            *idle = (std::process::id(), Vec::new());
        }
        let at = idle.1.iter().position(|w| w.size == size && w.name == name)?;
        Some(idle.1.remove(at))
    }

    /// Keeps `worker` for the next compilation; beyond [`MOST`] with its name and stack size,
    /// the one of them kept longest ends.
    pub fn put(worker: Worker) {
        let mut idle = IDLE.lock().unwrap_or_else(|p| p.into_inner());
        if idle.0 == std::process::id() {
            let alike = |w: &Worker| w.size == worker.size && w.name == worker.name;
            if idle.1.iter().filter(|w| alike(w)).count() >= MOST {
                let oldest = idle.1.iter().position(alike).expect("one is kept");
                idle.1.remove(oldest);
            }
            idle.1.push(worker);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_on_a_thread_of_its_own() {
        let caller = std::thread::current().id();
        let r =
            run("t", MIN_STACK, || (std::thread::current().id(), std::thread::current().name().map(str::to_string)));
        let (id, name) = r.unwrap();
        assert_ne!(id, caller);
        assert_eq!(name.as_deref(), Some("t"));
    }

    #[test]
    fn a_panic_comes_back_to_the_caller() {
        let r = std::panic::catch_unwind(|| run("t", MIN_STACK, || -> () { panic!("boom") }));
        assert!(r.is_err());
    }

    fn thread_id(name: &str) -> std::thread::ThreadId {
        run(name, MIN_STACK, || std::thread::current().id()).unwrap()
    }

    #[test]
    fn the_next_compilation_runs_on_the_thread_kept_from_the_last() {
        let first = thread_id("kept");
        assert_eq!(thread_id("kept"), first);
        assert_ne!(thread_id("kept-other-name"), first, "a thread is kept for its name and stack only");
    }

    #[test]
    fn a_thread_that_panicked_or_retired_is_not_kept() {
        let first = thread_id("retired");
        assert!(std::panic::catch_unwind(|| run("retired", MIN_STACK, || panic!("boom"))).is_err());
        let second = thread_id("retired");
        assert_ne!(second, first);
        run("retired", MIN_STACK, retire_this_thread).unwrap();
        assert_ne!(thread_id("retired"), second);
    }

    #[test]
    fn compilations_on_several_threads_at_once_each_get_a_thread() {
        // Each waits for all the others: they finish only if each has a thread of its own.
        let all = std::sync::Arc::new(std::sync::Barrier::new(6));
        let got: Vec<usize> = std::thread::scope(|s| {
            let runs: Vec<_> = (0..6)
                .map(|i| {
                    let all = all.clone();
                    s.spawn(move || {
                        run("at-once", MIN_STACK, move || {
                            all.wait();
                            i
                        })
                        .unwrap()
                    })
                })
                .collect();
            runs.into_iter().map(|r| r.join().unwrap()).collect()
        });
        assert_eq!(got, (0..6).collect::<Vec<_>>());
    }

    #[test]
    fn bitcode_gets_more_stack() {
        let text = crate::Input::from_memory("a.ll", b"; text".to_vec());
        let mut bc = b"BC\xc0\xde".to_vec();
        bc.resize(1 << 20, 0);
        let bitcode = crate::Input::from_memory("b.bc", bc);
        if std::env::var_os("NVVMC_STACK_MIB").is_none() {
            assert_eq!(for_inputs(std::slice::from_ref(&text)), STACK);
            assert_eq!(for_inputs(&[text, bitcode]), STACK + (1 << 20) * STACK_PER_BITCODE_BYTE);
        }
    }
}
