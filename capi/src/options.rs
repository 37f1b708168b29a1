//! libNVVM's option strings, parsed as libNVVM 12.9 parses them (measured against
//! `.deps/libnvvm.so`), into nvvmc [`Options`]. Options are read in order and the first bad one
//! is the error, with libNVVM's log line:
//!
//! - an unknown or malformed option: `libnvvm : error: X is an unsupported option`;
//! - an option given twice: `libnvvm : error: -NAME defined more than once`;
//!
//! | option | values | nvvmc |
//! |---|---|---|
//! | `-arch=compute_NN` | what LLVM 22 supports, `a`/`f` suffixes where it has them; default `compute_52` | `Options.arch` |
//! | `-opt=N` | 0–3, default 3 | `Options.opt` |
//! | `-ftz=B`, `-prec-sqrt=B`, `-prec-div=B`, `-fma=B` | 0 or 1; defaults 0, 1, 1, 1 | `Options.fp` |
//! | `-g` | | `DebugInfo::AsInput`, the default: what the IR carries, as libNVVM 12.9 does |
//! | `-generate-line-info` | | `DebugInfo::LineTables` (unless `-g`) |
//! | `-jump-table-density=N` | 0–100 (libNVVM accepts anything) | checked, then LLVM's default density is used |
//! | `-gen-lto` | | `EmitKind::Lto`: an nvvmc LTO object (`nvvmc::lto_object`), which nvvmc's nvJitLink links |
//! | `-split-compile=N` | a decimal count, 0 = every core (libNVVM accepts anything, even `x`); twice is libNVVM's `split compilation defined more than once` | `Options.split_compile`: code generation on N threads |
//!
//! nvvmc's own options (extensions; libNVVM refuses them as unsupported), in [`Isolation`]:
//!
//! | option | values | nvvmc |
//! |---|---|---|
//! | `-nvvmc-isolate`, `-nvvmc-isolate=0\|1` | default: `NVVMC_ISOLATE=1` in the environment, else off | the compilation runs in a worker process (`nvvmc::isolate`) |
//! | `-nvvmc-timeout=SECS` | a positive number of seconds | `--timeout`; implies the isolated mode |
//! | `-nvvmc-max-memory=SIZE` | bytes with K, M, G or T (`512M`, `2G`) | `--max-memory`; implies the isolated mode |
//! | `-nvvmc-math-lib=PATH` | a `.ll` or `.bc` file; repeatable | `--math-lib`: its `implements` functions take libdevice's place (`Options.math_libs`) |
//! | `-nvvmc-cache`, `-nvvmc-cache=0\|1` | default: `NVVMC_CACHE=1` in the environment, else off | the compile cache (`nvvmc::cache`), in this process also when isolated |
//!
//! libNVVM has no option for the PTX ISA version: 12.9 writes `.version 8.8` for every
//! architecture (measured), so every intrinsic ptxas 12.9 knows is available to its clients. The
//! C API does the same ([`LIBNVVM_PTX_VERSION`]; the architecture's minimum where that is newer,
//! as for sm_110), where the CLI defaults to the architecture's minimum like llc.

use nvvmc::isolate::{Limits, Spelling};
use nvvmc::{Arch, DebugInfo, OptLevel, Options, SplitCompile};

/// nvvmc's own options: whether the compilation runs in a worker process, and its limits.
#[derive(Debug, Default)]
pub struct Isolation {
    /// `-nvvmc-isolate[=0|1]`, when given.
    pub isolate: Option<bool>,
    pub limits: Limits,
    /// `-nvvmc-cache[=0|1]`, when given (else `NVVMC_CACHE`): the compile cache (`nvvmc::cache`).
    pub cache: Option<bool>,
}

impl Isolation {
    /// Whether the compilation runs isolated: asked for, or implied by a limit, or (unless
    /// `-nvvmc-isolate=0`) `NVVMC_ISOLATE=1` in the environment (read once per process).
    pub fn isolated(&self) -> bool {
        static FROM_ENV: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        self.limits.any()
            || self.isolate.unwrap_or_else(|| {
                *FROM_ENV.get_or_init(|| {
                    std::env::var("NVVMC_ISOLATE").is_ok_and(|v| matches!(v.trim(), "1" | "true" | "yes" | "on"))
                })
            })
    }
}

fn unsupported(opt: &str) -> String {
    format!("libnvvm : error: {opt} is an unsupported option")
}

fn flag(value: &str) -> Option<bool> {
    match value {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

/// The PTX ISA version libNVVM 12.9 writes for every architecture.
pub const LIBNVVM_PTX_VERSION: nvvmc::PtxVersion = nvvmc::PtxVersion(88);

/// Parses one of nvvmc's `-nvvmc-…` options: the key under which it may be given once, or
/// `None` for a repeatable one.
fn nvvmc_option(
    name: &str,
    value: Option<&str>,
    opt: &str,
    opts: &mut Options,
    isolation: &mut Isolation,
) -> Result<Option<&'static str>, String> {
    Ok(match (name, value) {
        ("-nvvmc-isolate", None) => {
            isolation.isolate = Some(true);
            Some("-nvvmc-isolate")
        }
        ("-nvvmc-isolate", Some(v)) => {
            isolation.isolate = Some(flag(v).ok_or_else(|| unsupported(opt))?);
            Some("-nvvmc-isolate")
        }
        ("-nvvmc-cache", None) => {
            isolation.cache = Some(true);
            Some("-nvvmc-cache")
        }
        ("-nvvmc-cache", Some(v)) => {
            isolation.cache = Some(flag(v).ok_or_else(|| unsupported(opt))?);
            Some("-nvvmc-cache")
        }
        ("-nvvmc-timeout", Some(v)) => {
            isolation.limits.timeout =
                Some(nvvmc::isolate::parse_seconds(v).map_err(|e| format!("{}: {e}", unsupported(opt)))?);
            Some("-nvvmc-timeout")
        }
        ("-nvvmc-max-memory", Some(v)) => {
            isolation.limits.max_memory =
                Some(nvvmc::isolate::parse_size(v).map_err(|e| format!("{}: {e}", unsupported(opt)))?);
            Some("-nvvmc-max-memory")
        }
        ("-nvvmc-math-lib", Some(v)) if !v.is_empty() => {
            // Repeatable, in order, like `--math-lib`.
            opts.math_libs.push(v.into());
            None
        }
        _ => return Err(unsupported(opt)),
    })
}

/// Parses libNVVM options (and nvvmc's `-nvvmc-…` extensions) into nvvmc options, or returns the
/// log line of the first bad one.
pub fn parse(options: &[String]) -> Result<(Options, Isolation), String> {
    let mut opts = Options::default();
    let mut isolation =
        Isolation { limits: Limits { spelling: Spelling::Libnvvm, ..Default::default() }, ..Default::default() };
    let mut seen: Vec<&'static str> = Vec::new();
    let (mut g, mut line_info) = (false, false);
    for opt in options {
        let (name, value) = match opt.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (opt.as_str(), None),
        };
        let key: &'static str = match (name, value) {
            ("-arch", Some(v)) => {
                let arch =
                    v.strip_prefix("compute_").and_then(|_| v.parse::<Arch>().ok()).ok_or_else(|| unsupported(opt))?;
                opts.arch = arch;
                "-arch"
            }
            ("-opt", Some(v)) => {
                let n = (v.len() == 1).then(|| v.parse::<u32>().ok()).flatten().and_then(OptLevel::from_number);
                opts.opt = n.ok_or_else(|| unsupported(opt))?;
                "-opt"
            }
            ("-ftz", Some(v)) => {
                opts.fp.ftz = flag(v).ok_or_else(|| unsupported(opt))?;
                "-ftz"
            }
            ("-prec-sqrt", Some(v)) => {
                opts.fp.prec_sqrt = flag(v).ok_or_else(|| unsupported(opt))?;
                "-prec-sqrt"
            }
            ("-prec-div", Some(v)) => {
                opts.fp.prec_div = flag(v).ok_or_else(|| unsupported(opt))?;
                "-prec-div"
            }
            ("-fma", Some(v)) => {
                opts.fp.fma = flag(v).ok_or_else(|| unsupported(opt))?;
                "-fma"
            }
            ("-g", None) => {
                g = true;
                "-g"
            }
            ("-generate-line-info", None) => {
                line_info = true;
                "-generate-line-info"
            }
            ("-jump-table-density", Some(v)) => {
                // LLVM's jump-table density is a process-wide setting, not a per-compilation
                // one, so the value is checked and LLVM's default (10) is used.
                v.parse::<u32>().ok().filter(|n| *n <= 100).ok_or_else(|| unsupported(opt))?;
                "-jump-table-density"
            }
            ("-split-compile", Some(v)) => {
                // libNVVM 12.9 takes any value here (`x`, `-1`, empty: measured); nvvmc
                // requires a decimal count, 0 meaning every core, and rejects the rest with
                // libNVVM's log line for a bad option. As in libNVVM, a second -split-compile
                // is reported as such whatever its value.
                if seen.contains(&"split compilation") {
                    return Err("libnvvm : error: split compilation defined more than once".into());
                }
                let n =
                    (!v.is_empty() && v.bytes().all(|b| b.is_ascii_digit())).then(|| v.parse::<u32>().ok()).flatten();
                opts.split_compile = SplitCompile(n.ok_or_else(|| unsupported(opt))?);
                "split compilation"
            }
            (n, _) if n.starts_with("-nvvmc-") => match nvvmc_option(name, value, opt, &mut opts, &mut isolation)? {
                Some(key) => key,
                None => continue,
            },
            // nvvmc's LTO object (`nvvmc::lto_object`), for nvvmc's nvJitLink (`nvjitlink/`).
            ("-gen-lto", None) => {
                opts.emit = nvvmc::EmitKind::Lto;
                "-gen-lto"
            }
            _ => return Err(unsupported(opt)),
        };
        if seen.contains(&key) {
            return Err(format!("libnvvm : error: {key} defined more than once"));
        }
        seen.push(key);
    }
    if isolation.isolate == Some(false) && isolation.limits.any() {
        let limit = if isolation.limits.timeout.is_some() { "-nvvmc-timeout" } else { "-nvvmc-max-memory" };
        return Err(format!("libnvvm : error: {limit} needs the isolated mode, which -nvvmc-isolate=0 turns off"));
    }
    opts.debug_info = if line_info && !g { DebugInfo::LineTables } else { DebugInfo::AsInput };
    opts.ptx_version = Some(LIBNVVM_PTX_VERSION.max(opts.arch.min_ptx_version()));
    Ok((opts, isolation))
}
