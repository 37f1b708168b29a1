//! `--math-lib FILE`: math libraries as data, the IR form of the 2021 llvm-dev thread's
//! `__attribute__((implements("llvm.cos")))`.
//!
//! A library is LLVM IR (`.ll` text or `.bc` bitcode). A function of it says what it implements
//! with the string function attribute `"implements"="llvm.sin.f32 sinf"` (names separated by
//! spaces: LLVM math intrinsics with their f32/f64 suffix, or C math names; see
//! `math_table::implementable`), and, optionally, which calls it serves under `afn` or
//! `--fast-math` with `"implements-afn"="..."`. `lower-math` then calls it instead of libdevice
//! (`lower_math::MathLibRoutes`); libdevice is read only if something else still needs it.
//!
//! Two stages: `load-math-lib` (before the optimizer) reads every file, lazily for bitcode (only
//! the function index: a 4 MB libclc costs milliseconds), and checks the attributes: a name
//! nvvmc does not know, a type that is not the intrinsic's or the C function's, two
//! implementations of one name, a function the program defines too, an unreadable file: each a
//! diagnostic naming the file and the function, with the fix. `link-math-lib` (after
//! `lower-math`) links what the program now calls: each file's definitions become `linkonce_odr`,
//! so the linker moves only what is referenced (and its callees, from any of the files: a file
//! is linked again while another one's code references what it defines); every function that
//! came in gets `alwaysinline` unless it says `noinline` (libdevice's own scheme: its big helpers
//! are `noinline`, the rest is inlined); the library code's own math is lowered as the program's was
//! (to libdevice, never back to the library, so a wrapper calling `sinf` cannot call itself).
//! The pipeline then treats the functions that came in like libdevice's: reflect answered,
//! `prepare-library`, internalized, inlined by `optimize-linked`, nothing exported in the PTX.
//!
//! Under every `--link` strategy the library is linked into the program's module: `ptx` caches
//! only libdevice's PTX (its key is libdevice, the options and the libdevice functions needed,
//! which now include what the library calls), `none` links the library but no libdevice, `early`
//! leaves libdevice unread when the library serves every math call (and links what the library
//! itself calls from libdevice after lowering, see `early.rs`).

use super::LinkReport;
use crate::error::CompileError;
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, AttrIndex, Linkage, Value};
use nvvmc_passes::lower_math::MathLibRoutes;
use nvvmc_passes::math_table::{self, Fp};
use nvvmc_passes::{Diagnostic, Diagnostics, LowerMath, ModulePass};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

/// The attribute naming what a function implements.
pub const IMPLEMENTS: &str = "implements";
/// The attribute naming what a function implements under `afn` / `--fast-math`.
pub const IMPLEMENTS_AFN: &str = "implements-afn";

/// What the math libraries are and did, for `--stats` and the strategies.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// The files, as given.
    pub files: Vec<PathBuf>,
    /// Which function serves which name.
    pub routes: MathLibRoutes,
    /// The library functions linked into the program.
    pub functions: BTreeSet<String>,
}

impl Report {
    /// The routes for `lower-math`: never in the libdevice functions already linked (`early`).
    pub fn routes_excluding(&self, libdevice: &BTreeSet<String>) -> MathLibRoutes {
        MathLibRoutes { exclude: libdevice.clone(), ..self.routes.clone() }
    }

    /// Whether every call of the declared function `f` (an intrinsic or C math name, any
    /// overload) goes to the library, given its `afn` (or `--fast-math`): then it needs no
    /// libdevice.
    pub fn serves_every_call_of(&self, f: Value<'_>, fast_math: bool) -> bool {
        if self.routes.is_empty() {
            return false;
        }
        let name = f.name();
        let fp = if name.ends_with("f64") { Fp::Double } else { Fp::Float };
        let key = match (math_table::by_intrinsic(&name), math_table::by_c_name(&name)) {
            (Some(op), _) => math_table::route_key_intrinsic(op, fp).map(|k| (op, fp, k)),
            (None, Some((op, fp))) => Some((op, fp, math_table::route_key_c(op, fp))),
            _ => None,
        };
        let Some((op, fp, key)) = key else { return false };
        f.users()
            .into_iter()
            .all(|call| call.is_call() && self.routes.choose(&key, op, fp, fast_math || call.has_afn()).is_some())
    }
}

/// Where a library's module comes from, so that it can be read again for another link.
enum Source {
    Text(Vec<u8>),
    /// Interned (the lazy reader keeps reading them while the module lives).
    Bitcode(&'static [u8]),
}

/// One `--math-lib` file.
struct Library<'ctx> {
    name: String,
    source: Source,
    /// The module read at load time, until it is linked; later links read the file's bytes again.
    module: Option<Module<'ctx>>,
    /// The functions it defines that another module can reference (not local).
    defines: BTreeSet<String>,
    /// Its functions with an `implements` attribute.
    entry_points: BTreeSet<String>,
}

/// The math libraries of one compilation, read into the program's context.
#[derive(Default)]
pub struct MathLib<'ctx> {
    libs: Vec<Library<'ctx>>,
}

/// An implementation found while loading: the function, its file, the name as written.
struct Found {
    function: String,
    file: String,
    spelled: String,
}

impl<'ctx> MathLib<'ctx> {
    /// Reads `paths` into `program`'s context and checks their `implements` attributes; fills
    /// `report` with the files and the routes. Every problem is a diagnostic naming the file, put
    /// in `sink`.
    pub fn load(
        program: &Module<'ctx>,
        paths: &[PathBuf],
        report: &mut LinkReport,
        sink: &mut Diagnostics,
    ) -> Result<Self, CompileError> {
        let mut diags = Diagnostics::new();
        let mut libs = Vec::new();
        for path in paths {
            let name = path.display().to_string();
            match read(program, path) {
                Ok((source, module)) => {
                    let defines = ir::module::functions(&module)
                        .into_iter()
                        .filter(|f| !f.is_declaration() && !f.has_local_linkage())
                        .map(|f| f.name())
                        .collect();
                    libs.push(Library { name, source, module: Some(module), defines, entry_points: BTreeSet::new() });
                }
                Err(d) => diags.push(d.location(Some(name), None)),
            }
        }
        let mut accurate: BTreeMap<String, Found> = BTreeMap::new();
        let mut fast: BTreeMap<String, Found> = BTreeMap::new();
        for lib in &mut libs {
            let module = lib.module.as_ref().expect("just read");
            for f in ir::module::functions(module) {
                for (attr, table) in [(IMPLEMENTS, &mut accurate), (IMPLEMENTS_AFN, &mut fast)] {
                    let Some(list) = f.string_attribute(AttrIndex::Function, attr) else { continue };
                    let fname = f.name();
                    lib.entry_points.insert(fname.clone());
                    for spelled in list.split_whitespace() {
                        if let Some(d) = check_one(f, &fname, attr, spelled, &lib.name, table) {
                            diags.push(d.location(Some(lib.name.clone()), None));
                        }
                    }
                    if list.split_whitespace().next().is_none() {
                        diags.push(
                            Diagnostic::error(format!("'{fname}' has an empty \"{attr}\" attribute"))
                                .global(fname.clone())
                                .hint(format!("list what it implements, e.g. \"{attr}\"=\"llvm.sin.f32 sinf\", or remove the attribute"))
                                .location(Some(lib.name.clone()), None),
                        );
                    }
                }
            }
        }
        // A function the program defines, or another library, would silently take the place of
        // the library's (its definitions are `linkonce_odr` when linked).
        let mut owner: BTreeMap<&str, &str> = BTreeMap::new();
        for lib in &libs {
            for f in &lib.entry_points {
                if let Some(first) = owner.insert(f, &lib.name) {
                    diags.push(
                        Diagnostic::error(format!(
                            "'{f}' is defined by two math libraries, '{first}' and '{}'",
                            lib.name
                        ))
                        .global(f.clone())
                        .hint("rename one of them, or pass only one of the files")
                        .location(Some(lib.name.clone()), None),
                    );
                }
            }
            for f in lib.defines.iter().chain(&lib.entry_points) {
                if let Some(mine) =
                    ir::module::named_function(program, f).filter(|p| !p.is_declaration() && !p.has_local_linkage())
                {
                    let weak = |l: Option<Linkage>| {
                        matches!(
                            l,
                            Some(Linkage::LinkOnceODR | Linkage::LinkOnceAny | Linkage::WeakODR | Linkage::WeakAny)
                        )
                    };
                    let theirs = lib.module.as_ref().and_then(|m| ir::module::named_function(m, f));
                    if !(weak(mine.linkage()) && weak(theirs.and_then(|t| t.linkage()))) {
                        diags.push(
                            Diagnostic::error(format!("the program defines '{f}', which the math library '{}' defines too", lib.name))
                                .global(f.clone())
                                .hint(format!("rename the program's '{f}' (or the library's), so that each is called where it is meant")),
                        );
                    }
                }
            }
        }
        if diags.has_errors() {
            return Err(crate::error::fail_with(sink, diags));
        }
        report.math_lib.files = paths.to_vec();
        report.math_lib.routes = MathLibRoutes {
            accurate: accurate.into_iter().map(|(k, v)| (k, v.function)).collect(),
            fast: fast.into_iter().map(|(k, v)| (k, v.function)).collect(),
            exclude: BTreeSet::new(),
        };
        Ok(MathLib { libs })
    }

    /// Links into `program` the library functions it calls (after `lower-math`), with their
    /// callees from every library, and lowers their own math with `lower` (the program's
    /// lowering, without the library); returns the functions that came in. Error diagnostics go
    /// to `sink`.
    pub fn link_used(
        &mut self,
        program: &Module<'ctx>,
        lower: LowerMath,
        sink: &mut Diagnostics,
    ) -> Result<BTreeSet<String>, CompileError> {
        let before = super::libdevice::defined_functions(program);
        let mut last: Option<BTreeSet<String>> = None;
        loop {
            let wanted = super::libdevice::undefined_uses(program, "");
            let wanted: BTreeSet<String> = wanted
                .into_iter()
                .filter(|n| self.libs.iter().any(|l| l.defines.contains(n) || l.entry_points.contains(n)))
                .collect();
            // Nothing left, or nothing a link could add (a file read again defines no more).
            if wanted.is_empty() || last.as_ref() == Some(&wanted) {
                break;
            }
            for lib in &mut self.libs {
                if !wanted.iter().any(|n| lib.defines.contains(n) || lib.entry_points.contains(n)) {
                    continue;
                }
                let module = match lib.module.take() {
                    Some(m) => m,
                    None => reread(program, lib, sink)?,
                };
                for f in ir::module::functions(&module).into_iter().filter(|f| !f.is_declaration()) {
                    if !f.has_local_linkage() || lib.entry_points.contains(&f.name()) {
                        f.set_linkage(Linkage::LinkOnceODR);
                    }
                }
                link_into(program, &lib.name, module)?;
            }
            last = Some(wanted);
        }
        let linked: BTreeSet<String> =
            super::libdevice::defined_functions(program).difference(&before).cloned().collect();
        if linked.is_empty() {
            return Ok(linked);
        }
        // Inlined as libdevice's functions are (they are `alwaysinline`), unless one says
        // `noinline`: such a helper stays out of line, or is inlined where it has a single call
        // site (`inline-single-call-helpers`), as libdevice's big helpers are.
        for f in ir::module::functions(program) {
            if linked.contains(&f.name()) && !f.has_enum_attribute(AttrIndex::Function, "noinline") {
                f.add_enum_attribute(AttrIndex::Function, "alwaysinline", 0);
            }
        }
        // The library's own math, lowered as the program's was (to libdevice and the shims).
        let mut diags = Diagnostics::new();
        lower.only_functions(linked.clone()).run(program, &mut diags);
        if diags.has_errors() {
            return Err(crate::error::fail_with(sink, diags));
        }
        Ok(linked)
    }
}

/// The diagnostic for one name `spelled` of `f`'s attribute `attr`, or `None` when it is a
/// valid implementation (then recorded in `table`).
fn check_one(
    f: Value<'_>,
    fname: &str,
    attr: &str,
    spelled: &str,
    file: &str,
    table: &mut BTreeMap<String, Found>,
) -> Option<Diagnostic> {
    let imp = match math_table::implementable(spelled) {
        Ok(imp) => imp,
        Err(why) => {
            return Some(
                Diagnostic::error(format!("\"{attr}\" of '{fname}': {why}"))
                    .global(fname.to_string())
                    .hint(format!("name LLVM math intrinsics with their f32/f64 suffix ('llvm.sin.f32') or C math functions ('sinf') in \"{attr}\"")),
            )
        }
    };
    if f.is_declaration() {
        return Some(
            Diagnostic::error(format!("'{fname}' says it implements '{spelled}', but this file only declares it"))
                .global(fname.to_string())
                .hint("put the attribute on the function's definition (a declaration calling into another --math-lib file is fine without it)"),
        );
    }
    let ty = f.global_value_type().map(|t| t.print()).unwrap_or_default();
    if ty != imp.ty {
        return Some(
            Diagnostic::error(format!("'{fname}' is `{ty}`, but '{spelled}' is `{}`", imp.ty))
                .global(fname.to_string())
                .hint(format!("give '{fname}' the type `{}`, or remove '{spelled}' from its \"{attr}\" list", imp.ty)),
        );
    }
    match table.get(&imp.key) {
        Some(other) if other.function != fname => {
            let same = if other.spelled != spelled {
                format!(" ('{}' and '{spelled}' are one function to nvvmc)", other.spelled)
            } else {
                String::new()
            };
            Some(
                Diagnostic::error(format!(
                    "'{spelled}' is implemented twice (\"{attr}\"): by '{}' in '{}' and by '{fname}'{same}",
                    other.function, other.file
                ))
                .global(fname.to_string())
                .hint(format!("keep one implementation of '{spelled}': remove it from one function's \"{attr}\" list, or drop one --math-lib file")),
            )
        }
        Some(_) => None,
        None => {
            table.insert(
                imp.key,
                Found { function: fname.to_string(), file: file.to_string(), spelled: spelled.to_string() },
            );
            None
        }
    }
}

/// Reads a library file into `program`'s context (bitcode lazily), with the program's triple and
/// data layout; the error is a diagnostic (its file set by the caller).
#[allow(clippy::result_large_err)] // a diagnostic, made once per library file
fn read<'ctx>(program: &Module<'ctx>, path: &std::path::Path) -> Result<(Source, Module<'ctx>), Diagnostic> {
    let bytes = std::fs::read(path).map_err(|e| {
        Diagnostic::error(format!("cannot read the math library: {e}"))
            .hint("check the path given to --math-lib (a .ll or .bc file)")
    })?;
    let name = path.display().to_string();
    let source = if ir::reader::is_bitcode(&bytes) {
        let interned = super::libdevice::from_memory(&name, &bytes).map_err(|e| Diagnostic::error(e.to_string()))?;
        Source::Bitcode(interned)
    } else {
        Source::Text(bytes)
    };
    let module = parse(program, &name, &source)?;
    Ok((source, module))
}

/// The library's module from `source`, again (for a further link).
fn reread<'ctx>(
    program: &Module<'ctx>,
    lib: &Library<'ctx>,
    sink: &mut Diagnostics,
) -> Result<Module<'ctx>, CompileError> {
    parse(program, &lib.name, &lib.source).map_err(|d| {
        let mut ds = Diagnostics::new();
        ds.push(d.location(Some(lib.name.clone()), None));
        crate::error::fail_with(sink, ds)
    })
}

#[allow(clippy::result_large_err)] // a diagnostic, made once per library file
fn parse<'ctx>(program: &Module<'ctx>, name: &str, source: &Source) -> Result<Module<'ctx>, Diagnostic> {
    let ctx = program.context();
    let module = match source {
        Source::Text(text) => {
            let m = ctx.parse_ir(text, name).map_err(|e| {
                Diagnostic::error(format!("LLVM cannot parse the math library: {}", e.to_string().trim()))
                    .hint("fix the IR (`opt-22 -passes=verify FILE` shows the same error)")
            })?;
            m.verify().map_err(|e| {
                Diagnostic::error(format!("the math library is not valid LLVM IR: {}", e.to_string().trim()))
                    .hint("fix the IR (`opt-22 -passes=verify FILE` shows the same error)")
            })?;
            m
        }
        Source::Bitcode(bytes) => {
            check_readable(name, bytes)?;
            ir::bitcode::read_lazily(ctx, bytes, name).map_err(|message| {
                let reason = message.unwrap_or_else(|| {
                    crate::services::llvm_diagnostics::error_text(
                        &crate::services::llvm_diagnostics::take_diagnostics(program),
                        "invalid bitcode",
                    )
                });
                Diagnostic::error(format!("LLVM cannot read the math library: {reason}"))
                    .hint("pass an intact bitcode file (or the .ll text)")
            })?
        }
    };
    ir::module::set_target_triple(&module, &ir::module::target_triple(program));
    ir::module::set_data_layout(&module, &ir::data_layout(program));
    Ok(module)
}

/// Bitcode is read once per process in a context of its own before it is read into the
/// program's, as libdevice is (`libdevice.rs`: damaged bitcode that LLVM rejects at once in a
/// fresh context can make it loop in one that holds a program).
#[allow(clippy::result_large_err)] // a diagnostic, made once per library file
fn check_readable(name: &str, bytes: &'static [u8]) -> Result<(), Diagnostic> {
    type Verdicts = HashMap<(usize, usize), Option<String>>;
    static CHECKED: OnceLock<Mutex<Verdicts>> = OnceLock::new();
    let key = (bytes.as_ptr() as usize, bytes.len());
    let known = CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).get(&key).cloned();
    let verdict = match known {
        Some(v) => v,
        None => {
            let v = crate::services::crash_recovery::run(|| {
                let scratch = crate::services::llvm_diagnostics::DiagnosedContext::new();
                let verdict = match ir::bitcode::read_lazily(&*scratch, bytes, name) {
                    Ok(lib) => crate::front::annotation_guard::check_lazy_module(&lib),
                    Err(message) => Some(message.unwrap_or_else(|| {
                        crate::services::llvm_diagnostics::error_text(&scratch.take(), "invalid bitcode")
                    })),
                };
                verdict
            })
            .unwrap_or_else(|failure| Some(format!("reading it made LLVM fail: {failure}")));
            CHECKED.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner()).insert(key, v.clone());
            v
        }
    };
    match verdict {
        None => Ok(()),
        Some(reason) => Err(Diagnostic::error(format!("LLVM cannot read the math library: {reason}"))
            .hint("pass an intact bitcode file (or the .ll text)")),
    }
}

/// Links `lib` into `program`; a function body LLVM cannot read, or a link conflict, is an error
/// naming the library.
fn link_into<'ctx>(program: &Module<'ctx>, name: &str, lib: Module<'ctx>) -> Result<(), CompileError> {
    let before = crate::services::llvm_diagnostics::take_diagnostics(program);
    let failed = ir::linker::link_modules(program, lib).is_err();
    let diags = crate::services::llvm_diagnostics::take_diagnostics(program);
    if failed || diags.iter().any(|d| d.error) {
        return Err(CompileError::Link {
            input: name.to_string(),
            message: format!(
                "{} (the math library)",
                crate::services::llvm_diagnostics::error_text(&diags, "linking it into the program failed")
            ),
        });
    }
    crate::services::llvm_diagnostics::restore_diagnostics(program, before.into_iter().chain(diags).collect());
    Ok(())
}
