//! The `nvvmc` command line. Parses flags into [`nvvmc::Options`], runs the library, renders
//! diagnostics once (text or JSON), writes the output atomically and sets the exit code:
//! 0 success, 1 compile error, 2 usage error.

#![forbid(unsafe_code)]

use clap::{Parser, ValueEnum};
use nvvmc::{
    Arch, CompileError, DebugInfo, Diagnostic, EmitKind, FpOptions, Input, LinkStrategy, OptLevel, Options, PrintAfter,
    PtxVersion, SplitCompile, Stage,
};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Emit {
    Ptx,
    Llvm,
    Bc,
    Cubin,
    Abi,
    /// An nvvmc LTO object, for nvvmc's nvJitLink or a later `nvvmc` command to link.
    Lto,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Link {
    /// Optimize the program first, then link only the libdevice functions it calls (read lazily).
    Late,
    /// Link all of libdevice before optimizing (kept as optnone placeholders), then drop what is unused.
    Early,
    /// Compile the libdevice functions used to PTX on their own (cached on disk) and join that PTX.
    Ptx,
    /// Link no libdevice: a libdevice function the program still needs is an error.
    None,
}

#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
enum DiagFormat {
    Text,
    Json,
}

/// Accepts libNVVM's 0/1 and the words true/false.
fn parse_bool(s: &str) -> Result<bool, String> {
    match s {
        "1" | "true" | "on" | "yes" => Ok(true),
        "0" | "false" | "off" | "no" => Ok(false),
        _ => Err(format!("'{s}' is not a boolean: use 1 or 0 (or true/false)")),
    }
}

#[derive(Debug, Parser)]
#[command(name = "nvvmc", version, about = "Compile NVVM IR (LLVM IR for NVIDIA GPUs) to PTX", max_term_width = 100)]
struct Cli {
    /// Input modules: .ll text or .bc bitcode; several are linked into one program; `-` reads
    /// text from stdin.
    #[arg(value_name = "INPUT")]
    inputs: Vec<String>,

    /// Print the table of math operations nvvmc lowers to libdevice (markdown) and exit.
    #[arg(long = "list-math")]
    list_math: bool,

    /// Output file (`-` for stdout). Default: the first input's stem plus the emitted kind's
    /// extension, in the current directory (stdout when the input is stdin).
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,

    /// Target architecture: sm_NN (or libNVVM's compute_NN), with an optional a/f suffix.
    #[arg(long, value_name = "ARCH", default_value = "sm_52", value_parser = |s: &str| s.parse::<Arch>())]
    arch: Arch,

    /// PTX ISA version to generate, MAJOR.MINOR (e.g. 8.6; llc's -mattr=+ptx86): one LLVM 22
    /// knows, at least the architecture's minimum, which is the default.
    #[arg(long = "ptx-version", value_name = "X.Y", value_parser = |s: &str| s.parse::<PtxVersion>())]
    ptx_version: Option<PtxVersion>,

    /// Optimization level, -O0 to -O3.
    #[arg(short = 'O', value_name = "LEVEL", default_value_t = 3, value_parser = clap::value_parser!(u32).range(0..=3))]
    opt: u32,

    /// What to emit.
    #[arg(long, value_enum, default_value = "ptx")]
    emit: Emit,

    /// With --emit cubin: relocatable code (ptxas -c), for nvlink; needed when the program calls
    /// functions it does not define (externs).
    #[arg(long)]
    relocatable: bool,

    /// libdevice bitcode to link (default: discovered; docs/reference/options.md).
    #[arg(long, value_name = "PATH")]
    libdevice: Option<PathBuf>,

    /// How to link libdevice.
    #[arg(long, value_enum, default_value = "late")]
    link: Link,

    /// Flush f32 denormals to zero (libNVVM -ftz; default off).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "1", value_parser = parse_bool)]
    ftz: Option<bool>,

    /// IEEE f32 division (libNVVM -prec-div; default 1).
    #[arg(long = "prec-div", value_name = "BOOL", value_parser = parse_bool)]
    prec_div: Option<bool>,

    /// IEEE f32 square root (libNVVM -prec-sqrt; default 1).
    #[arg(long = "prec-sqrt", value_name = "BOOL", value_parser = parse_bool)]
    prec_sqrt: Option<bool>,

    /// Contract multiply-add into fma (libNVVM -fma; default 1).
    #[arg(long, value_name = "BOOL", value_parser = parse_bool)]
    fma: Option<bool>,

    /// Turn off nvvmc's address-space inference (LLVM's own still runs).
    #[arg(long = "no-infer-address-spaces")]
    no_infer_address_spaces: bool,

    /// Do not follow pointers through integer arithmetic (ptrtoint/add/inttoptr) and private
    /// slots; docs/design.md ("Address-space inference") gives the assumption this rests on.
    #[arg(long = "no-infer-through-integers")]
    no_infer_through_integers: bool,

    /// Lower math that the backend selects natively (sqrt, floor, fma, fmin, …) to libdevice too.
    #[arg(long = "lower-native-math")]
    lower_native_math: bool,

    /// A math library (.ll or .bc; repeatable) whose functions say what they implement with the
    /// attribute "implements"="llvm.sin.f32 sinf": calls of those go to them instead of libdevice
    /// (docs/reference/math.md: "Bring your own math library").
    #[arg(long = "math-lib", value_name = "FILE")]
    math_lib: Vec<PathBuf>,

    /// Fast math: --ftz --prec-div=0 --prec-sqrt=0 and libdevice's fast variants. Explicit
    /// flags still win.
    #[arg(long = "fast-math")]
    fast_math: bool,

    /// Keep all the debug information the IR carries (libNVVM -g). This is the default, as in
    /// libNVVM; -g only overrides --lineinfo.
    #[arg(short = 'g')]
    debug: bool,

    /// Keep only line tables (`.file`/`.loc`) from the IR's debug information, without DWARF
    /// sections (libNVVM -generate-line-info).
    #[arg(long = "lineinfo")]
    lineinfo: bool,

    /// Parse, link and check only (LLVM's verifier and the NVVM legality checker); write nothing.
    #[arg(long)]
    check: bool,

    /// Apply the NVVM IR spec 1.1 to the letter: every spec restriction is an error, also those
    /// LLVM 22 handles (for code that must stay compatible with libNVVM).
    #[arg(long)]
    strict: bool,

    /// Print the NVVM legality rules (id, spec section, severity by default and with --strict,
    /// summary and fix) and exit.
    #[arg(long = "list-rules")]
    list_rules: bool,

    /// How diagnostics are printed on stderr.
    #[arg(long, value_enum, default_value = "text")]
    diagnostics: DiagFormat,

    /// Print what was linked from libdevice (and, with later passes, other statistics) to stderr.
    #[arg(long)]
    stats: bool,

    /// Print the wall and CPU time of each stage to stderr, and whether each of nvvmc's passes
    /// changed the module.
    #[arg(long = "time-report")]
    time_report: bool,

    /// Run LLVM's verifier after every stage (always on in debug builds), except after one of
    /// nvvmc's passes that changed nothing.
    #[arg(long = "verify-each")]
    verify_each: bool,

    /// Print the IR to stderr after STAGE (repeatable; `all` for every stage).
    #[arg(long = "print-after", value_name = "STAGE")]
    print_after: Vec<String>,

    /// Run only the pass NAME (one of nvvmc's, by its stage name) on the parsed and linked
    /// input and write the IR it leaves (--emit llvm, or bc), like `opt -passes=NAME`.
    #[arg(long = "run-pass", value_name = "NAME")]
    run_pass: Option<String>,

    /// Generate code on N threads, the program split by kernel, like libNVVM's -split-compile=N
    /// and nvcc's --split-compile option. 0 uses every CPU core.
    #[arg(short = 'j', long = "split-compile", value_name = "N", default_value_t = 1)]
    split_compile: u32,

    /// Stop the compilation after SECS seconds of wall-clock time (e.g. 10, 0.5), with an error
    /// naming the stage; the compilation then runs in a child process (docs/design.md: "Host safety").
    #[arg(long, value_name = "SECS", value_parser = nvvmc::isolate::parse_seconds)]
    timeout: Option<std::time::Duration>,

    /// Stop the compilation when its process's resident memory exceeds SIZE (e.g. 2G, 512M; K, M,
    /// G, T are powers of 1024), with an error naming the stage; it then runs in a child process.
    #[arg(long = "max-memory", value_name = "SIZE", value_parser = nvvmc::isolate::parse_size)]
    max_memory: Option<u64>,

    /// Use the compile cache (docs/design.md: "Compile cache"): a compilation seen before is replayed
    /// from `$NVVMC_CACHE_DIR` (and a shared Redis, `NVVMC_CACHE_URL`). `NVVMC_CACHE=1` turns it
    /// on by default; `--cache=0` turns it off.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, default_missing_value = "1", value_parser = parse_bool)]
    cache: Option<bool>,
}

impl Cli {
    fn options(&self) -> Result<Options, CompileError> {
        let mut fp = if self.fast_math { FpOptions::fast() } else { FpOptions::default() };
        if let Some(v) = self.ftz {
            fp.ftz = v;
        }
        if let Some(v) = self.prec_div {
            fp.prec_div = v;
        }
        if let Some(v) = self.prec_sqrt {
            fp.prec_sqrt = v;
        }
        if let Some(v) = self.fma {
            fp.fma = v;
        }
        let print_after = PrintAfter::from_names(self.print_after.iter().map(String::as_str))
            .map_err(|e| CompileError::Usage(e.into()))?;
        let run_pass =
            self.run_pass.as_deref().map(Stage::single_pass).transpose().map_err(|e| CompileError::Usage(e.into()))?;
        let emit = match (self.emit, run_pass) {
            // `--run-pass` writes IR: text unless bitcode is asked for.
            (Emit::Ptx, Some(_)) => Emit::Llvm,
            (Emit::Cubin | Emit::Abi | Emit::Lto, Some(_)) => {
                return Err(CompileError::Usage(
                    "--run-pass writes the IR the pass leaves: use --emit llvm (the default with it) or bc".into(),
                ))
            }
            (e, _) => e,
        };
        Ok(Options {
            arch: self.arch.clone(),
            ptx_version: self.ptx_version,
            opt: OptLevel::from_number(self.opt).expect("clap checks the range"),
            emit: match emit {
                Emit::Ptx => EmitKind::Ptx,
                Emit::Llvm => EmitKind::Llvm,
                Emit::Bc => EmitKind::Bc,
                Emit::Cubin => EmitKind::Cubin,
                Emit::Abi => EmitKind::Abi,
                Emit::Lto => EmitKind::Lto,
            },
            link: match self.link {
                Link::Late => LinkStrategy::Late,
                Link::Early => LinkStrategy::Early,
                Link::Ptx => LinkStrategy::Ptx,
                Link::None => LinkStrategy::None,
            },
            libdevice: self.libdevice.clone(),
            libdevice_bytes: None,
            debug_info: if self.lineinfo && !self.debug { DebugInfo::LineTables } else { DebugInfo::AsInput },
            fp,
            lower_native_math: self.lower_native_math,
            address_spaces: nvvmc::options::AddressSpaceOptions {
                enabled: !self.no_infer_address_spaces,
                through_integers: !self.no_infer_through_integers,
            },
            verify_each: self.verify_each,
            relocatable: self.relocatable,
            check_only: self.check,
            strict: self.strict,
            time_report: self.time_report,
            print_after,
            run_pass,
            split_compile: SplitCompile(self.split_compile),
            math_libs: self.math_lib.clone(),
            whole_program: false,
        })
    }

    fn output_path(&self, emit: EmitKind) -> PathBuf {
        if let Some(o) = &self.output {
            return o.clone();
        }
        let first = &self.inputs[0];
        if first == "-" {
            return PathBuf::from("-");
        }
        let stem = Path::new(first).file_stem().map(|s| s.to_os_string()).unwrap_or_else(|| "out".into());
        let mut p = PathBuf::from(stem);
        p.set_extension(emit.extension());
        p
    }
}

struct Reporter {
    format: DiagFormat,
}

impl Reporter {
    fn diagnostic(&self, d: &Diagnostic) {
        match self.format {
            DiagFormat::Json => eprintln!("{}", serde_json::to_string(d).expect("diagnostics serialize")),
            DiagFormat::Text => {
                let text = d.render_text();
                if d.file.is_some() {
                    eprintln!("{text}");
                } else {
                    eprintln!("nvvmc: {text}");
                }
            }
        }
    }

    /// Reports an error. Error diagnostics were printed with the compilation's diagnostics
    /// ([`nvvmc::Compilation::diagnostics`]): the error that counts them is one more line in text
    /// mode, nothing in JSON mode.
    fn error(&self, e: &CompileError) {
        match e {
            CompileError::Diagnostics { .. } => {
                if self.format == DiagFormat::Text {
                    eprintln!("nvvmc: error: compilation failed: {e}");
                }
            }
            _ => match self.format {
                // One structured object: file, line, message, fix, rule and section split out.
                DiagFormat::Json => {
                    eprintln!("{}", serde_json::to_string(&e.to_diagnostic()).expect("diagnostics serialize"))
                }
                DiagFormat::Text => eprintln!("nvvmc: error: {e}"),
            },
        }
    }
}

/// Runs nvvmc and ends the process with its exit code. `exit` runs the C++ static destructors of
/// the statically linked LLVM (hundreds of `cl::opt` objects): 0.12 M of the 3.3 M instructions
/// of `nvvmc --version`, 0.19 M of the 12 M of a one-kernel compilation (callgrind, 2026-12-07),
/// too little to keep a `_exit` FFI edge for.
fn main() {
    let code = main_code(std::env::args_os().collect());
    flush_standard_streams();
    std::process::exit(code)
}

fn flush_standard_streams() {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
}

fn main_code(args: Vec<OsString>) -> i32 {
    // The hidden worker mode of `--timeout`/`--max-memory` and of the C API's isolated mode
    // (`src/services/isolate/`): requests come on a socket from the supervising process.
    if args.get(1).is_some_and(|a| a == nvvmc::isolate::WORKER_FLAG) {
        return nvvmc::isolate::worker::serve(&run_in_worker);
    }
    let cli = match Cli::try_parse_from(&args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    let reporter = Reporter { format: cli.diagnostics };
    if cli.list_rules {
        print!("{}", nvvmc::passes::legality::rules::render_table());
        return 0;
    }
    if cli.list_math {
        print!("{}", nvvmc::passes::math_table::markdown());
        return 0;
    }
    if cli.inputs.is_empty() {
        eprintln!("error: no input files\n\nUsage: nvvmc [OPTIONS] <INPUT>...\n\nFor more information, try '--help'.");
        return 2;
    }
    run(&cli, &reporter, &args)
}

/// The input that `output` names, if any (compared after resolving both paths).
fn overwritten_input<'a>(output: &Path, inputs: &'a [String]) -> Option<&'a str> {
    if output.as_os_str() == "-" {
        return None;
    }
    let out = std::fs::canonicalize(output).ok()?;
    inputs
        .iter()
        .find(|i| i.as_str() != "-" && std::fs::canonicalize(i).ok().as_deref() == Some(out.as_path()))
        .map(|s| s.as_str())
}

fn run(cli: &Cli, reporter: &Reporter, args: &[OsString]) -> i32 {
    let opts = match cli.options() {
        Ok(o) => o,
        Err(e) => {
            reporter.error(&e);
            return e.exit_code();
        }
    };
    let path = cli.output_path(opts.emit);
    if let Some(input) = overwritten_input(&path, &cli.inputs).filter(|_| !opts.check_only) {
        let e = CompileError::Usage(
            format!("the output '{}' would overwrite the input '{input}'; choose another with -o", path.display())
                .into(),
        );
        reporter.error(&e);
        return e.exit_code();
    }
    let mut inputs = Vec::new();
    for path in &cli.inputs {
        match Input::read(path) {
            Ok(i) => inputs.push(i),
            Err(e) => {
                reporter.error(&e);
                return e.exit_code();
            }
        }
    }
    let limits = nvvmc::isolate::Limits {
        timeout: cli.timeout,
        max_memory: cli.max_memory,
        spelling: nvvmc::isolate::Spelling::Cli,
    };
    // The compile cache (`src/services/cache/`): a hit is replayed here, before any worker is started.
    let mut cache = nvvmc::cache::Session::new(cli.cache, &inputs, &opts);
    let produced = if let Some(hit) = replay_cached(cli, reporter, &mut cache) {
        Ok(hit)
    } else if limits.any() {
        run_limited(reporter, args, &inputs, &limits)
    } else {
        compile_and_report(cli, reporter, &opts, &inputs, &mut cache)
    };
    let bytes = match produced {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return 0,
        Err(code) => return code,
    };
    if let Err(e) = nvvmc::output::write_atomically(&path, &bytes) {
        reporter.error(&e);
        return e.exit_code();
    }
    0
}

/// Compiles and prints the diagnostics (and the time report and statistics when asked): the
/// output to write (none under `--check`), or the exit code.
fn compile_and_report(
    cli: &Cli,
    reporter: &Reporter,
    opts: &Options,
    inputs: &[Input],
    cache: &mut nvvmc::cache::Session,
) -> Result<Option<Vec<u8>>, i32> {
    let out = nvvmc::compile(inputs, opts);
    if let Some(entry) = cache.active().then(|| nvvmc::cache::entry_of(&out)).flatten() {
        cache.store(&entry);
    }
    report_cache_notes(reporter, cache);
    for d in out.diagnostics.iter() {
        reporter.diagnostic(d);
    }
    if opts.time_report {
        eprint!("{}", nvvmc::timing::render(&out.timings));
    }
    if cli.stats {
        eprint!("{}{}", nvvmc::stats::render(&out), cache.stats_line().unwrap_or_default());
    }
    match out.result {
        Ok(_) if opts.check_only => Ok(None),
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) => {
            reporter.error(&e);
            Err(e.exit_code())
        }
    }
}

/// `--timeout`/`--max-memory`: the compilation runs in a worker (this binary, `src/services/isolate/`),
/// which prints the diagnostics and sends the output back; this process enforces the limits
/// and writes the output, so a stopped compilation leaves none.
fn run_limited(
    reporter: &Reporter,
    argv: &[OsString],
    inputs: &[Input],
    limits: &nvvmc::isolate::Limits,
) -> Result<Option<Vec<u8>>, i32> {
    let result = std::env::current_exe()
        .map_err(|e| {
            CompileError::Isolation(format!("cannot find the nvvmc executable to run the compilation in: {e}").into())
        })
        .and_then(|exe| nvvmc::isolate::run_cli(&exe, argv, inputs, limits));
    match result {
        Ok((0, output)) => Ok(output),
        Ok((code, _)) => Err(code),
        Err(e) => {
            reporter.error(&e);
            Err(e.exit_code())
        }
    }
}

/// A command-line request in the worker: the arguments as given to the parent and the inputs
/// it read.
fn run_in_worker(argv: Vec<OsString>, inputs: Vec<Input>) -> (i32, Option<Vec<u8>>) {
    let cli = match Cli::try_parse_from(argv) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return (2, None);
        }
    };
    let reporter = Reporter { format: cli.diagnostics };
    let opts = match cli.options() {
        Ok(o) => o,
        Err(e) => {
            reporter.error(&e);
            return (e.exit_code(), None);
        }
    };
    let mut cache = nvvmc::cache::Session::new(cli.cache, &inputs, &opts);
    match compile_and_report(&cli, &reporter, &opts, &inputs, &mut cache) {
        Ok(output) => (0, output),
        Err(code) => (code, None),
    }
}

/// The compile cache's entry for this compilation, replayed as the compilation printed it (its
/// warnings, its `--stats` lines and the cache's): the output to write; `None` to compile.
fn replay_cached(cli: &Cli, reporter: &Reporter, cache: &mut nvvmc::cache::Session) -> Option<Option<Vec<u8>>> {
    let hit = cache.lookup(true);
    report_cache_notes(reporter, cache);
    let hit = hit?;
    for d in hit.diagnostics.iter().flatten() {
        match reporter.format {
            DiagFormat::Json => eprintln!("{}", d.json),
            DiagFormat::Text => eprintln!("{}", d.text),
        }
    }
    if cli.stats {
        eprint!("{}{}", hit.stats.as_deref().unwrap_or_default(), cache.stats_line().unwrap_or_default());
    }
    Some(Some(hit.output))
}

/// What the compile cache has to say (once per process: a bad setting, an unreachable server).
fn report_cache_notes(reporter: &Reporter, cache: &mut nvvmc::cache::Session) {
    for n in std::mem::take(&mut cache.notes) {
        reporter.diagnostic(&Diagnostic::warning(n));
    }
}
