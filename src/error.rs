//! The library's typed errors. Every variant carries what a user needs: the file, the construct
//! and the fix. The binary renders them once, at its edge. [`CompileError::kind`] sorts them into
//! the few [`ErrorKind`]s that callers act on (the C API's `nvvmResult`, the CLI's exit code).

use nvvmc_passes::Diagnostics;
use std::path::PathBuf;
use thiserror::Error;

/// What kind of failure a [`CompileError`] is: what callers decide on (the C API's result code,
/// the CLI's exit status), without looking at messages or stage names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The options (or the request) ask for something that cannot be done.
    Usage,
    /// An input is not valid LLVM IR: it does not parse, does not verify, or does not link with
    /// the others.
    Input,
    /// The input is valid LLVM IR, but breaks a rule of the NVVM IR spec or uses what the backend
    /// cannot compile: error diagnostics, in the compilation's diagnostics list.
    Legality,
    /// LLVM failed on a valid, legal program: a verifier failure after one of nvvmc's stages, a
    /// pass pipeline or code generation that failed, an error LLVM reported, a recovered crash.
    Llvm,
    /// Something nvvmc needs from the installation is missing or failed: libdevice, ptxas.
    Tool,
    /// Reading an input or writing the output failed.
    Io,
    /// A limit (`--timeout`, `--max-memory`, or the C API's) stopped the compilation.
    Limit,
    /// The process or thread the compilation runs in could not be started, or died.
    Process,
}

/// An error of a compilation; see [`CompileError::kind`] for what kind of failure each is.
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

    /// An input is an nvvmc LTO object that this nvvmc cannot link (`src/front/lto_object.rs`).
    #[error("'{input}': {error}")]
    LtoObject { input: String, error: crate::front::lto_object::LtoObjectError },

    /// LLVM's verifier rejected the program the inputs make once linked (stage `verify-input`;
    /// each input verified on its own).
    #[error("the linked inputs are not valid LLVM IR: {message}")]
    InvalidProgram { message: String },

    /// LLVM's verifier rejected the module after the stage labelled `stage` (a bug in that
    /// stage). The label is a stage's name, or a step of one (`inline-library`).
    #[error("the module is not valid LLVM IR{}: {message}", stage_suffix(.stage))]
    Verify { stage: String, message: String },

    /// `errors` error diagnostics (rules of the NVVM IR spec, constructs the backend cannot
    /// compile, unresolved functions, …). The diagnostics themselves are in the compilation's
    /// list ([`crate::Compilation::diagnostics`]), with its warnings: the one place they are.
    #[error("{errors} error{} found", if *.errors == 1 { "" } else { "s" })]
    Diagnostics { errors: usize },

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

    /// LLVM reported an error diagnostic during the stage labelled `stage` (through nvvmc's
    /// context diagnostic handler, which keeps LLVM from exiting); `message` is LLVM's text,
    /// naming the module.
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

    /// The worker process of an isolated compilation (`src/services/isolate/`) could not be started, or
    /// ended without an answer (a crash, a kill); the message says which, and the fix.
    #[error("{0}")]
    Isolation(String),

    /// A `-j N` partition stopped because another partition failed before the meeting at which
    /// they count the library's helpers; the pipeline reports the other partition's error.
    #[error("another partition of the program failed before the library's helpers were counted")]
    PartitionStopped,

    /// The thread a compilation runs on (`src/services/stack.rs`) could not be started.
    #[error("{0}")]
    Thread(String),

    /// Writing the output failed.
    #[error("cannot write '{path}': {source}")]
    WriteOutput { path: PathBuf, source: std::io::Error },
}

/// Adds `new` to `list` (a compilation's diagnostics, the one place they are kept): when `new` has
/// errors, the [`CompileError::Diagnostics`] that counts `list`'s.
pub(crate) fn keep_diagnostics(list: &mut Diagnostics, new: Diagnostics) -> Result<(), CompileError> {
    if new.has_errors() {
        Err(fail_with(list, new))
    } else {
        list.extend(new);
        Ok(())
    }
}

/// Adds `errors` (error diagnostics) to `list`, a compilation's diagnostics: the error that
/// counts `list`'s.
pub(crate) fn fail_with(list: &mut Diagnostics, errors: Diagnostics) -> CompileError {
    list.extend(errors);
    CompileError::Diagnostics { errors: list.error_count() }
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
        | CompileError::InvalidInput { input, .. }
        | CompileError::LtoObject { input, .. } = self
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

    /// What kind of failure this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            CompileError::Usage(_) => ErrorKind::Usage,
            CompileError::Parse { .. }
            | CompileError::Link { .. }
            | CompileError::InvalidInput { .. }
            | CompileError::LtoObject { .. }
            | CompileError::InvalidProgram { .. } => ErrorKind::Input,
            CompileError::Diagnostics { .. } => ErrorKind::Legality,
            CompileError::Verify { .. }
            | CompileError::Codegen(_)
            | CompileError::Passes { .. }
            | CompileError::Llvm { .. }
            | CompileError::Crash { .. }
            | CompileError::PartitionStopped => ErrorKind::Llvm,
            CompileError::Libdevice(_) | CompileError::Tool(_) => ErrorKind::Tool,
            CompileError::ReadInput { .. } | CompileError::WriteOutput { .. } => ErrorKind::Io,
            CompileError::Limit { .. } => ErrorKind::Limit,
            CompileError::Isolation(_) | CompileError::Thread(_) => ErrorKind::Process,
        }
    }

    /// The process exit code the CLI uses for this error: 2 for usage errors, 1 otherwise.
    pub fn exit_code(&self) -> i32 {
        match self.kind() {
            ErrorKind::Usage => 2,
            _ => 1,
        }
    }
}
