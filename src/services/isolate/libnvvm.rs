//! A compilation as the C API reports it: libNVVM's result code, the PTX and the log. The C API
//! (`capi/src/lib.rs`) computes it in its host's process, an isolated worker in its own, both
//! with [`compile`], so that the two modes give the same bytes.

use crate::error::{CompileError, ErrorKind};
use crate::front::input::Input;
use crate::middle::pipeline::Compilation;
use crate::options::Options;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The libNVVM result codes a compilation can end with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Code {
    Success,
    InvalidOption,
    InvalidIr,
    Compilation,
}

/// What `nvvmCompileProgram`/`nvvmVerifyProgram` report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub code: Code,
    /// The PTX (without a terminating NUL) of a successful compilation; `None` after a failure,
    /// and from verification.
    pub result: Option<Vec<u8>>,
    /// The log as written into the program (without its NUL).
    pub log: String,
}

impl Outcome {
    /// A compilation that did not finish (a limit, a worker that died): `NVVM_ERROR_COMPILATION`
    /// with the error as the log's one line.
    pub fn failure(e: &CompileError) -> Outcome {
        Outcome { code: Code::Compilation, result: None, log: format!("nvvmc: error: {e}\n") }
    }
}

/// Compiles (or, with `opts.check_only`, verifies) `inputs` in this process: `nvvmc::compile`,
/// which recovers LLVM's fatal errors and crashes itself, with a panic reported as an internal
/// error.
pub fn compile(inputs: &[Input], opts: &Options) -> Outcome {
    let verify = opts.check_only;
    match catch_unwind(AssertUnwindSafe(|| crate::compile(inputs, opts))) {
        Ok(out) => outcome(&out, verify),
        Err(panic) => Outcome {
            code: Code::Compilation,
            result: None,
            log: format!("nvvmc: internal error: {}\n", panic_text(&*panic)),
        },
    }
}

fn panic_text(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_default()
}

/// The code, result and log of a finished compilation.
pub fn outcome(out: &Compilation, verify: bool) -> Outcome {
    let log = render_log(out);
    match &out.result {
        Ok(bytes) => Outcome { code: Code::Success, result: (!verify).then(|| bytes.clone()), log },
        Err(e) => {
            // Errors in the input itself are `NVVM_ERROR_INVALID_IR` from verify,
            // `NVVM_ERROR_COMPILATION` from compile (libNVVM's codes for the same bad module).
            let code = match (e.kind(), verify) {
                (ErrorKind::Usage, _) => Code::InvalidOption,
                (ErrorKind::Input | ErrorKind::Legality, true) => Code::InvalidIr,
                _ => Code::Compilation,
            };
            Outcome { code, result: None, log }
        }
    }
}

/// Renders a compilation's diagnostics (warnings included) and its error, one per line, as the
/// `nvvmc` command line prints them.
fn render_log(out: &Compilation) -> String {
    let mut lines: Vec<String> = out
        .diagnostics
        .iter()
        .map(|d| if d.file.is_some() { d.render_text() } else { format!("nvvmc: {}", d.render_text()) })
        .collect();
    match &out.result {
        Err(e @ CompileError::Diagnostics { .. }) => lines.push(format!("nvvmc: error: compilation failed: {e}")),
        // libNVVM's form of a parse error, which clients match (cuda-python's tests do):
        // the log is that one line, without a newline.
        Err(e @ (CompileError::Parse(_) | CompileError::Unreadable { .. })) => {
            lines.push(libnvvm_parse_error(e));
            return lines.join("\n");
        }
        Err(e) => lines.push(format!("nvvmc: error: {e}")),
        Ok(_) => {}
    }
    if lines.is_empty() {
        String::new()
    } else {
        lines.join("\n") + "\n"
    }
}

/// LLVM's `NAME:LINE:COL: error: MSG` (and its source line and caret) as libNVVM writes a parse
/// error: `NAME (LINE, COL): parse MSG`, with libNVVM's 0-based column (measured against
/// libNVVM 12.9: `FileNameHere.ll (1, 0): parse expected top-level entity`). Other messages
/// (bitcode, nvvmc's metadata guard) are kept as they are.
fn libnvvm_parse_error(e: &CompileError) -> String {
    match e {
        CompileError::Parse(p) if p.line.is_some() && p.column.is_some() => format!(
            "{} ({}, {}): parse {}{}",
            p.input,
            p.line.unwrap_or_default(),
            p.column.unwrap_or_default().saturating_sub(1),
            p.message,
            p.fix.as_ref().map(|f| format!("; fix: {f}")).unwrap_or_default()
        ),
        other => other.to_string().trim_end().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::InputProblem;

    #[test]
    fn parse_errors_take_libnvvms_form() {
        let llvm = InputProblem::from_llvm("x.ll", "x.ll:1:1: error: expected top-level entity\nfoo\n^");
        assert_eq!(libnvvm_parse_error(&CompileError::Parse(llvm)), "x.ll (1, 0): parse expected top-level entity");
        let bitcode = CompileError::Unreadable { input: "x.bc".into(), message: "invalid bitcode: y".into() };
        assert_eq!(libnvvm_parse_error(&bitcode), "x.bc: invalid bitcode: y");
    }

    fn failed(e: CompileError) -> Compilation {
        crate::middle::pipeline::failed_with(e)
    }

    #[test]
    fn codes_follow_the_error_kind() {
        let input = || CompileError::InvalidProgram { message: "x".into() };
        let legality = || CompileError::Diagnostics { errors: 1 };
        let llvm = || CompileError::Verify { stage: "optimize".into(), message: "x".into() };
        assert_eq!(outcome(&failed(input()), true).code, Code::InvalidIr);
        assert_eq!(outcome(&failed(legality()), true).code, Code::InvalidIr);
        assert_eq!(outcome(&failed(input()), false).code, Code::Compilation);
        assert_eq!(outcome(&failed(llvm()), true).code, Code::Compilation);
        assert_eq!(outcome(&failed(CompileError::Usage("x".into())), true).code, Code::InvalidOption);
    }
}
