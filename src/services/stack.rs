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
//! A stack is reserved address space: only the pages a compilation touches are ever committed,
//! and the whole stack is unmapped when the thread ends (glibc caches no stack this large);
//! starting the thread costs about 0.1 ms. The deepest input [`crate::front::nesting`] admits needs 24
//! MiB (a constant expression nested 20,000 deep in text, at `-O0`; measured with
//! `NVVMC_STACK_MIB`, and `tests/deep_nesting.rs` compiles such inputs on [`MIN_STACK`]): 1 GiB is
//! a margin of 40 for recursion in LLVM that the tests do not reach. The per-byte part is for the
//! one recursion nothing can bound before it runs: LLVM's bitcode reader verifies debug metadata
//! as it reads it, recursively, before `nesting` can measure the module; measured at 15 bytes of
//! stack per byte of bitcode (a chain of a million lexical blocks: 8.1 MB of bitcode, 123 MiB of
//! stack), so 64 per byte covers a bitcode file of any size four times over.
//!
//! Where the system will not reserve that much (`ulimit -v`, strict overcommit), smaller stacks
//! are tried, down to [`MIN_STACK`], which still holds what the limits admit.
//! `NVVMC_STACK_MIB` (read at each compilation) sets the size in MiB, for measurements such as the
//! ones above.

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

/// Runs `f` on a new thread named `name` with a stack of `size` bytes and returns what it
/// returned (a panic in `f` continues on the caller's thread). When the system refuses a stack
/// that large, a quarter of it is tried, and so on down to [`MIN_STACK`]; the error says why
/// no thread could be started.
pub fn run<T: Send>(name: &str, size: usize, f: impl FnOnce() -> T + Send) -> Result<T, crate::error::Problem> {
    // `f` is taken by whichever thread starts; a failed start leaves it here for the next try.
    let slot = std::sync::Mutex::new(Some(f));
    let mut size = size;
    loop {
        let started = std::thread::scope(|scope| {
            let thread =
                std::thread::Builder::new().name(name.to_string()).stack_size(size).spawn_scoped(scope, || {
                    let f = slot.lock().unwrap_or_else(|p| p.into_inner()).take().expect("the function runs once");
                    f()
                });
            thread.map(|t| t.join())
        });
        match started {
            Ok(Ok(value)) => return Ok(value),
            Ok(Err(panic)) => std::panic::resume_unwind(panic),
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
