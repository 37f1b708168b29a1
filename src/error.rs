//! The library's typed errors. Every variant carries what a user needs: the file, the construct
//! and the fix. The binary renders them once, at its edge. [`CompileError::kind`] sorts them into
//! the few [`ErrorKind`]s that callers act on (the C API's `nvvmResult`, the CLI's exit code).

use nvvmc_passes::{Diagnostics, Rule};
use std::fmt;
use std::path::PathBuf;
use thiserror::Error;

/// What went wrong, in words, and how to fix it where nvvmc knows: the payload of the errors
/// that are about the request or the installation rather than a place in an input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub message: String,
    pub fix: Option<String>,
}

impl Problem {
    /// A problem with its fix.
    pub fn with_fix(message: impl Into<String>, fix: impl Into<String>) -> Self {
        Problem { message: message.into(), fix: Some(fix.into()) }
    }
}

impl From<String> for Problem {
    fn from(message: String) -> Self {
        Problem { message, fix: None }
    }
}

impl From<&str> for Problem {
    fn from(message: &str) -> Self {
        Problem { message: message.to_string(), fix: None }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        match &self.fix {
            Some(fix) => write!(f, "\n  fix: {fix}"),
            None => Ok(()),
        }
    }
}

/// A problem at a place in an input, as compilers report it: LLVM's parser's (read from LLVM's
/// text once, by [`InputProblem::from_llvm`]) and those of nvvmc's checks before LLVM parses
/// (nesting, `!nvvm.annotations`, the old syntax). Shown as
/// `INPUT[:LINE[:COL]]: error: MESSAGE[; fix: FIX]`, then the quoted source line, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputProblem {
    pub input: String,
    /// The line (1-based), where known.
    pub line: Option<u32>,
    /// The column (1-based), where known (only with a line).
    pub column: Option<u32>,
    pub message: String,
    pub fix: Option<String>,
    /// The rule of the NVVM IR spec the input breaks, where one does (malformed
    /// `!nvvm.annotations`: `annotation-shape`).
    pub rule: Option<Rule>,
    /// The source line quoted and a caret under the column (LLVM's form), without a newline at
    /// the end.
    pub excerpt: Option<String>,
}

impl InputProblem {
    /// A problem with `input` as a whole.
    pub fn new(input: &str, message: impl Into<String>) -> Self {
        InputProblem {
            input: input.to_string(),
            line: None,
            column: None,
            message: message.into(),
            fix: None,
            rule: None,
            excerpt: None,
        }
    }

    /// At `line` (1-based) and, if given, `column`.
    pub fn at(mut self, line: usize, column: Option<usize>) -> Self {
        self.line = Some(line as u32);
        self.column = column.map(|c| c as u32);
        self
    }

    pub fn fix(mut self, fix: impl Into<String>) -> Self {
        self.fix = Some(fix.into());
        self
    }

    pub fn rule(mut self, rule: Rule) -> Self {
        self.rule = Some(rule);
        self
    }

    pub fn excerpt(mut self, excerpt: impl Into<String>) -> Self {
        self.excerpt = Some(excerpt.into());
        self
    }

    /// LLVM's parse error about `input`, which LLVM gives only as text:
    /// `INPUT[:LINE[:COL]]: error: MESSAGE`, then the quoted line and its caret. Text in
    /// another form is kept whole as the message.
    pub fn from_llvm(input: &str, text: &str) -> Self {
        let text = text.trim_end();
        let (first, excerpt) = match text.split_once('\n') {
            Some((first, rest)) => (first, Some(rest)),
            None => (text, None),
        };
        let parsed = first.strip_prefix(input).and_then(|after| {
            let (place, message) = after.split_once(": error: ")?;
            let mut numbers = place.split(':').skip(1).map(str::parse::<usize>);
            let line = numbers.next().transpose().ok()?;
            let column = numbers.next().transpose().ok()?;
            numbers.next().is_none().then_some((line, column, message))
        });
        let Some((line, column, message)) = parsed else { return InputProblem::new(input, text) };
        let mut p = InputProblem::new(input, message);
        if let Some(line) = line {
            p = p.at(line, column);
        }
        p.excerpt = excerpt.map(str::to_string);
        p
    }
}

impl fmt::Display for InputProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.input)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        write!(f, ": error: {}", self.message)?;
        if let Some(fix) = &self.fix {
            write!(f, "; fix: {fix}")?;
        }
        if let Some(excerpt) = &self.excerpt {
            write!(f, "\n{excerpt}")?;
        }
        Ok(())
    }
}

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

    /// An input does not parse (LLVM's parser, or the old-syntax upgrade), or one of nvvmc's
    /// checks refused it before LLVM parsed it (nesting, `!nvvm.annotations`): where, what, and
    /// the fix.
    #[error("{0}")]
    Parse(InputProblem),

    /// An input is neither LLVM IR text nor bitcode LLVM can read (invalid UTF-8, damaged
    /// bitcode); `message` says which.
    #[error("{input}: {message}")]
    Unreadable { input: String, message: String },

    /// The inputs could not be linked into one module (e.g. two definitions of one symbol).
    #[error("cannot link '{input}' with the inputs before it: {message}")]
    Link { input: String, message: String },

    /// LLVM's verifier rejected an input module as it was read.
    #[error("'{input}' is not valid LLVM IR: {message}{}", fix_suffix(.fix))]
    InvalidInput { input: String, message: String, fix: Option<String> },

    /// An input is an nvvmc LTO object that this nvvmc cannot link (`src/front/lto_object.rs`).
    #[error("'{input}': {error}; fix: {}", .error.fix())]
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
    Codegen(Problem),

    /// An LLVM pass pipeline failed to run.
    #[error("optimization pipeline '{pipeline}' failed: {message}")]
    Passes { pipeline: String, message: String },

    /// libdevice is needed but was not found or could not be read.
    #[error("{0}")]
    Libdevice(Problem),

    /// An external tool (ptxas) is needed and missing, or failed.
    #[error("{0}")]
    Tool(Problem),

    /// The options ask for something that cannot be done.
    #[error("{0}")]
    Usage(Problem),

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
    Isolation(Problem),

    /// A `-j N` partition stopped because another partition failed before the meeting at which
    /// they count the library's helpers; the pipeline reports the other partition's error.
    #[error("another partition of the program failed before the library's helpers were counted")]
    PartitionStopped,

    /// The thread a compilation runs on (`src/services/stack.rs`) could not be started.
    #[error("{0}")]
    Thread(Problem),

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

fn fix_suffix(fix: &Option<String>) -> String {
    fix.as_ref().map(|f| format!("; fix: {f}")).unwrap_or_default()
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
    /// `Display`): the input, line and message of a problem in an input, the fix as the hint,
    /// and the rule and its section where the error comes from one.
    pub fn to_diagnostic(&self) -> nvvmc_passes::Diagnostic {
        let first_line = |text: String| text.lines().next().unwrap_or("").to_string();
        let mut d = match self {
            CompileError::Parse(p) => {
                let mut d = nvvmc_passes::Diagnostic::error(p.message.clone());
                d.line = p.line;
                if let Some(rule) = p.rule {
                    d = d.rule(rule);
                }
                d
            }
            CompileError::InvalidInput { input, message, .. } => {
                nvvmc_passes::Diagnostic::error(first_line(format!("'{input}' is not valid LLVM IR: {message}")))
            }
            CompileError::LtoObject { input, error } => nvvmc_passes::Diagnostic::error(format!("'{input}': {error}")),
            // A problem's fix is on a line of its own.
            other => nvvmc_passes::Diagnostic::error(first_line(other.to_string())),
        };
        d.file = self.input().map(str::to_string);
        d.hint = self.fix().map(str::to_string);
        d
    }

    /// The input the error is about, where it is about one.
    pub fn input(&self) -> Option<&str> {
        match self {
            CompileError::Parse(p) => Some(&p.input),
            CompileError::Unreadable { input, .. }
            | CompileError::Link { input, .. }
            | CompileError::InvalidInput { input, .. }
            | CompileError::LtoObject { input, .. } => Some(input),
            _ => None,
        }
    }

    /// The fix the error suggests, where it has one.
    pub fn fix(&self) -> Option<&str> {
        match self {
            CompileError::Parse(p) => p.fix.as_deref(),
            CompileError::InvalidInput { fix, .. } => fix.as_deref(),
            CompileError::LtoObject { error, .. } => Some(error.fix()),
            other => other.problem().and_then(|p| p.fix.as_deref()),
        }
    }

    /// The [`Problem`] of the errors that carry one.
    pub fn problem(&self) -> Option<&Problem> {
        match self {
            CompileError::Codegen(p)
            | CompileError::Libdevice(p)
            | CompileError::Tool(p)
            | CompileError::Usage(p)
            | CompileError::Isolation(p)
            | CompileError::Thread(p) => Some(p),
            _ => None,
        }
    }

    /// What kind of failure this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            CompileError::Usage(_) => ErrorKind::Usage,
            CompileError::Parse(_)
            | CompileError::Unreadable { .. }
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
