//! The library's typed errors. Every variant carries what a user needs: the file, the construct
//! and the fix. The binary renders them once, at its edge.

use nvvmc_passes::Diagnostics;
use std::path::PathBuf;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum CompileError {
    /// An input could not be read.
    #[error("cannot read input '{path}': {source}")]
    ReadInput { path: String, source: std::io::Error },

    /// LLVM could not parse an input; `message` is LLVM's own `file:line:col: error: …` text.
    #[error("{message}")]
    Parse { input: String, message: String },

    /// The inputs could not be linked into one module (e.g. two definitions of one symbol).
    #[error("cannot link '{input}' with the inputs before it: {message}")]
    Link { input: String, message: String },

    /// LLVM's verifier rejected an input module as it was read.
    #[error("'{input}' is not valid LLVM IR: {message}")]
    InvalidInput { input: String, message: String },

    /// LLVM's verifier rejected the module after `stage` (a bug in that stage).
    #[error("the module is not valid LLVM IR{}: {message}", stage_suffix(.stage))]
    Verify { stage: String, message: String },

    /// One or more error diagnostics (rules of the NVVM IR spec, constructs the backend cannot
    /// compile, unresolved functions, …). They are in the diagnostics list returned with it.
    #[error("{} error{} found", .0.error_count(), if .0.error_count() == 1 { "" } else { "s" })]
    Diagnostics(Diagnostics),

    /// Creating the NVPTX target machine or emitting code failed.
    #[error("code generation failed: {0}")]
    Codegen(String),

    /// An LLVM pass pipeline failed to run.
    #[error("optimization pipeline '{pipeline}' failed: {message}")]
    Passes { pipeline: String, message: String },

    /// libdevice is needed but was not found or could not be read.
    #[error("{0}")]
    Libdevice(String),

    /// An external tool (ptxas) is needed and missing, or failed.
    #[error("{0}")]
    Tool(String),

    /// The options ask for something that cannot be done.
    #[error("{0}")]
    Usage(String),

    /// LLVM reported an error diagnostic during `stage` (through nvvmc's context diagnostic
    /// handler, which keeps LLVM from exiting); `message` is LLVM's text, naming the module.
    #[error("LLVM reported an error{}: {message}", stage_in(.stage))]
    Llvm { stage: String, message: String },

    /// LLVM ended `stage` with a fatal error or a crash, recovered by nvvmc (the process lives
    /// on, and the next compilation works). nvvmc's checks are meant to catch every input that
    /// does this, so it is worth a report.
    #[error("LLVM failed{}: {message} (recovered; nvvmc's checks should have caught this input: please report it)", stage_in(.stage))]
    Crash { stage: String, message: String },

    /// A limit (`--timeout`, `--max-memory`, the C API's `-nvvmc-timeout=`,
    /// `-nvvmc-max-memory=`) stopped the compilation in `stage`; `limit` names it and its option,
    /// `detail` is empty or what was measured, in parentheses.
    #[error("{limit} was exceeded{}{detail}: the compilation was stopped, without output", stage_in(.stage))]
    Limit { limit: String, stage: String, detail: String },

    /// The worker process of an isolated compilation (`src/isolate/`) could not be started, or
    /// ended without an answer (a crash, a kill); the message says which, and the fix.
    #[error("{0}")]
    Isolation(String),

    /// The thread a compilation runs on (`src/stack.rs`) could not be started.
    #[error("{0}")]
    Thread(String),

    /// Writing the output failed.
    #[error("cannot write '{path}': {source}")]
    WriteOutput { path: PathBuf, source: std::io::Error },
}

fn stage_suffix(stage: &str) -> String {
    if stage.is_empty() {
        String::new()
    } else {
        format!(" after stage '{stage}'")
    }
}

fn stage_in(stage: &str) -> String {
    if stage.is_empty() {
        String::new()
    } else {
        format!(" in stage '{stage}'")
    }
}

impl CompileError {
    /// The error as one structured diagnostic, for `--diagnostics json` (the text form is its
    /// `Display`): the file, line and message split out of LLVM's `FILE:LINE:COL: error: MSG`
    /// and the guard's `FILE:LINE: error: MSG; fix: FIX`, the fix as the hint, and the rule
    /// and section where the error comes from one (malformed `!nvvm.annotations`: §11.2).
    pub fn to_diagnostic(&self) -> nvvmc_passes::Diagnostic {
        let text = self.to_string();
        let (first, rest) = text.split_once('\n').unwrap_or((&text, ""));
        let mut d = nvvmc_passes::Diagnostic::error(first.to_string());
        if let CompileError::Parse { input, .. }
        | CompileError::Link { input, .. }
        | CompileError::InvalidInput { input, .. } = self
        {
            d.file = Some(input.clone());
            // `INPUT:LINE[:COL]: error: MSG`
            if let Some(after) = first.strip_prefix(input.as_str()).and_then(|r| r.strip_prefix(':')) {
                if let Some((place, msg)) = after.split_once(": error: ") {
                    d.line = place.split(':').next().and_then(|l| l.parse().ok());
                    d.message = msg.to_string();
                }
            }
        }
        // A fix, on the same line after "; fix: " or on an indented "fix:" line.
        if let Some((msg, fix)) = d.message.split_once("; fix: ") {
            let (msg, fix) = (msg.to_string(), fix.to_string());
            d.message = msg;
            d.hint = Some(fix);
        }
        if let Some(fix) = rest.lines().find_map(|l| l.trim().strip_prefix("fix: ")) {
            d.hint = Some(fix.to_string());
        }
        if d.message.starts_with("malformed !nvvm.annotations entry") {
            d = d.rule(nvvmc_passes::Rule::AnnotationShape);
        }
        d
    }

    /// The process exit code the CLI uses for this error: 2 for usage errors, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        match self {
            CompileError::Usage(_) => 2,
            _ => 1,
        }
    }
}
