//! Deep nesting never ends the host (the stack of each compilation fits its input): the inputs of
//! `tests/deep_nesting.rs` (every form of nesting LLVM recurses on, at depths 10^3 to 10^6, text
//! and bitcode) through the C API in this process, each compiled on a thread with a 512 KiB stack
//! (a small pthread; a Python thread's is not larger). Within nvvmc's limits the program
//! compiles; beyond them `nvvmCompileProgram` returns `NVVM_ERROR_COMPILATION` (and
//! `nvvmVerifyProgram` `NVVM_ERROR_INVALID_IR`) with a log that names the limit and a fix. That
//! this process is still here at the end is the rest of the check.

#[macro_use]
mod common;
#[path = "../../tests/support/deep_forms.rs"]
mod deep_forms;

use common::*;
use deep_forms::{check_outcome, depth_name, Form, DEPTHS};
use libtest_mimic::Trial;

/// The host's thread: 512 KiB of stack.
const HOST_STACK: usize = 512 << 10;

/// Compiles (or verifies) `input` as a program of one module on a thread with [`HOST_STACK`]:
/// the result code, the log and the PTX.
fn on_small_thread(input: Vec<u8>, name: &'static str, verify: bool) -> (i32, String, String) {
    api();
    std::thread::Builder::new()
        .stack_size(HOST_STACK)
        .spawn(move || {
            let p = Program::new();
            assert_eq!(p.add(&input, name), SUCCESS);
            drop(input);
            let r = p.run(verify, &["-arch=compute_75"]);
            let ptx = if r == SUCCESS && !verify { p.ptx() } else { String::new() };
            (r, p.log(), ptx)
        })
        .expect("a 512 KiB thread")
        .join()
        .expect("the host's thread returns")
}

fn case(form: Form, n: usize, bitcode: bool) -> Result<(), String> {
    if let Err(why) = form.tried(n) {
        skip(why);
    }
    let (input, name) = if bitcode {
        match form.bitcode(n) {
            Ok(b) => (b, "deep.bc"),
            Err(why) => skip(why),
        }
    } else {
        (form.text(n).into_bytes(), "deep.ll")
    };
    let (r, log, ptx) = on_small_thread(input, name, false);
    if r != SUCCESS && r != COMPILATION {
        return Err(format!("{} at {n}: nvvmCompileProgram returned {r}; log:\n{log}", form.name()));
    }
    check_outcome(form, n, bitcode, r == SUCCESS, &log)?;
    if r == SUCCESS && !ptx.contains(".entry k") {
        return Err(format!("{} at {n}: success without the kernel's PTX", form.name()));
    }
    Ok(())
}

/// The reported reproducer, a constant expression nested 10,000 deep, which ended the host of
/// the C API (a Python process), compiles on a 512 KiB thread.
fn nested_10000_deep_compiles_on_a_small_thread() -> Result<(), String> {
    for form in [Form::Gep, Form::GepTyped] {
        let (r, log, ptx) = on_small_thread(form.text(10_000).into_bytes(), "deep.ll", false);
        if r != SUCCESS || !ptx.contains(".entry k") {
            return Err(format!("{}: {r}\n{log}", form.name()));
        }
    }
    Ok(())
}

/// Verification refuses what compilation refuses, as invalid IR, in libNVVM's log format for a
/// parse error (`NAME (LINE, COL): parse …`) when the refusal has a place in the text.
fn verify_refuses_as_invalid_ir() -> Result<(), String> {
    let (r, log, _) = on_small_thread(Form::Gep.text(100_000).into_bytes(), "deep.ll", true);
    if r != INVALID_IR
        || !log.starts_with("deep.ll (")
        || !log.contains("): parse brackets nest more than 20000 levels")
    {
        return Err(format!("text: {r}\n{log}"));
    }
    let (r, log, _) = on_small_thread(Form::Gep.bitcode(100_000).unwrap(), "deep.bc", true);
    if r != INVALID_IR || !log.contains("limit of 20000") {
        return Err(format!("bitcode: {r}\n{log}"));
    }
    Ok(())
}

fn main() {
    let mut trials = vec![
        trial("nested_10000_deep_compiles_on_a_small_thread", nested_10000_deep_compiles_on_a_small_thread),
        trial("verify_refuses_as_invalid_ir", verify_refuses_as_invalid_ir),
    ];
    for form in Form::ALL {
        for bitcode in [false, true] {
            for n in DEPTHS {
                let name = format!("{}_{}_{}", form.name(), if bitcode { "bitcode" } else { "text" }, depth_name(n));
                trials
                    .push(Trial::ignorable_test(name, move || run_body(|| case(form, n, bitcode).map_err(Into::into))));
            }
        }
    }
    run_tests(trials)
}
