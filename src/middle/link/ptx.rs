//! `--link ptx`: the used libdevice functions are compiled to PTX on their own and joined with
//! the program's PTX into one module that ptxas accepts.
//!
//! The program is compiled with `.extern .func __nv_*` declarations. The library PTX is built in
//! a separate LLVM context: the used functions (and their callees) are linked lazily into an
//! empty module, reflect is answered with the same options, everything but the used functions is
//! internalized and renamed `__nvvmc_lib_*` (so it cannot clash with the program's names), and it
//! is optimized and compiled for the same architecture. The result is cached on disk, keyed by
//! libdevice's hash, the architecture and `--ptx-version`, the reflect flags, the optimization
//! level, nvvmc's build identity (`build.rs`: another build may compile the library
//! differently), the post-link pipeline and the set of functions, so a rebuild with the same
//! math costs a file read.
//!
//! Cache: `$NVVMC_CACHE_DIR`, else `$XDG_CACHE_HOME/nvvmc`, else `~/.cache/nvvmc`; entries are
//! `libdevice-ptx/<key>.ptx`. Delete the folder to clear it.
//!
//! Joining: one header (the higher `.version` of the two), then the library's functions (as
//! `.func`, not `.visible`, declared before the program uses them), then the program with its
//! `.extern .func __nv_*` declarations removed.

use super::libdevice;
use super::strategy::{LinkContext, Strategy};
use crate::error::{CompileError, Problem};
use crate::middle::stage::Stage;
use crate::options::{LinkStrategy, Options};
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, Linkage};
use std::collections::BTreeSet;

/// Where compiled library PTX is cached: nvvmc's cache folder.
pub use crate::services::cache_dir::cache_dir;

/// The `ptx` strategy: what the program needs from libdevice (found once, after lowering), and
/// the library PTX compiled for it.
#[derive(Default)]
pub struct Ptx {
    needed: BTreeSet<String>,
    library: Option<String>,
}

impl Strategy for Ptx {
    fn kind(&self) -> LinkStrategy {
        LinkStrategy::Ptx
    }

    fn libdevice_stage(&self) -> Stage {
        Stage::CompileLibdevicePtx
    }

    /// `join-ptx` only when there is library PTX to join.
    fn joins_ptx(&self) -> bool {
        self.library.is_some()
    }

    /// The library PTX for the libdevice functions the program declares, if any.
    fn after_lowering(&mut self, module: &Module<'_>, cx: &mut LinkContext<'_>) -> Result<(), CompileError> {
        self.needed = super::needed(module);
        if !self.needed.is_empty() {
            self.library = Some(library_ptx(cx, &self.needed)?);
        }
        Ok(())
    }

    /// The program keeps `.extern .func __nv_*` declarations, joined with the library's PTX.
    fn provided_after_codegen(&self) -> BTreeSet<String> {
        self.needed.clone()
    }

    fn after_codegen(&self, ptx: Vec<u8>) -> Result<Vec<u8>, CompileError> {
        match &self.library {
            Some(lib) => join(&String::from_utf8_lossy(&ptx), lib).map(String::into_bytes),
            None => Ok(ptx),
        }
    }
}

/// The library PTX for `needed`, from the cache or freshly compiled (and then cached).
fn library_ptx(cx: &mut LinkContext<'_>, needed: &BTreeSet<String>) -> Result<String, CompileError> {
    let opts = cx.opts;
    let (path, bytes) = libdevice::resolve(opts)?;
    let report = &mut *cx.report;
    report.libdevice = Some(path.clone());
    let fp = &opts.fp;
    let key_text = format!(
        "{} | {} | libdevice {:016x} | {} ptx {:?} | ftz={} prec_sqrt={} prec_div={} fma={} | O{} | {}",
        env!("NVVMC_BUILD_IDENTITY"),
        super::optimize::post_link_key(),
        libdevice::fingerprint(bytes),
        opts.arch.cpu(),
        opts.ptx_version,
        fp.ftz as u8,
        fp.prec_sqrt as u8,
        fp.prec_div as u8,
        fp.fma as u8,
        opts.opt.number(),
        needed.iter().cloned().collect::<Vec<_>>().join(",")
    );
    let key = format!("{:016x}", libdevice::fingerprint(key_text.as_bytes()));
    let cached = cache_dir().map(|d| d.join("libdevice-ptx").join(format!("{key}.ptx")));
    if let Some(p) = &cached {
        if let Ok(text) = std::fs::read_to_string(p) {
            // The first line records the key in full: a hash collision is detected, not used.
            let mut lines = text.lines();
            if lines.next() == Some(&format!("// nvvmc library key: {key_text}")) {
                report.functions = lines
                    .next()
                    .and_then(|l| l.strip_prefix("// nvvmc library functions:"))
                    .map(|l| l.split_whitespace().map(str::to_string).collect())
                    .unwrap_or_else(|| needed.clone());
                return Ok(text);
            }
        }
    }
    let ptx = compile_library(cx, &path, bytes, needed)?;
    let functions: Vec<&str> = cx.report.functions.iter().map(String::as_str).collect();
    let text = format!("// nvvmc library key: {key_text}\n// nvvmc library functions: {}\n{ptx}", functions.join(" "));
    if let Some(p) = &cached {
        // A cache that cannot be written only costs time next run.
        if std::fs::create_dir_all(p.parent().expect("has parent")).is_ok() {
            let _ = crate::services::output::write_atomically(p, text.as_bytes());
        }
    }
    Ok(text)
}

fn compile_library(
    cx: &mut LinkContext<'_>,
    path: &std::path::Path,
    bytes: &'static [u8],
    needed: &BTreeSet<String>,
) -> Result<String, CompileError> {
    let opts: &Options = cx.opts;
    let machine = crate::back::target::create_machine(&opts.arch, opts.ptx_version, opts.opt)?;
    let ctx = crate::services::llvm_diagnostics::DiagnosedContext::new();
    let module = ctx.create_module("libdevice-ptx");
    module.set_triple(nvvmc_passes::normalize_target::NVPTX64_TRIPLE);
    ir::module::set_data_layout(&module, &crate::back::target::data_layout(&machine));
    let missing = libdevice::link_named(&module, path, bytes, needed)?;
    if !missing.is_empty() {
        return Err(CompileError::Libdevice(Problem::with_fix(
            format!("not functions of this libdevice: {}", missing.join(", ")),
            "check the names, or define them in an input",
        )));
    }
    // As `late` verifies the part it links (libdevice_subset.rs): LLVM's reader does not verify,
    // and damaged bytes can read as IR on which code generation writes past its buffers. Only
    // when the library PTX is not in the cache.
    module.verify().map_err(|report| libdevice::rejected_by_verifier(path, &report))?;
    cx.report.functions = libdevice::defined_functions(&module);
    // The library's reflect answers, timed under this stage; its diagnostics are the program's.
    let mut local = nvvmc_passes::Diagnostics::new();
    let (changed, elapsed, cpu) =
        crate::services::timing::timed(|| nvvmc_passes::ModulePass::run(&mut opts.reflect(), &module, &mut local));
    let stage = format!("library: {}", Stage::NvvmReflectLinked);
    cx.timings.push(crate::services::timing::StageTime {
        stage,
        elapsed,
        cpu,
        nested: true,
        changed: Some(changed.changed()),
    });
    crate::error::keep_diagnostics(cx.diags, local)?;
    // The library is compiled in the program's f32 denormal mode and contraction, its shifts with
    // PTX's meaning, as under `late` (stage `prepare-library`).
    let mut prepare = nvvmc_passes::PrepareLibrary::new(libdevice::defined_functions(&module), opts.fp.mode());
    nvvmc_passes::ModulePass::run(&mut prepare, &module, &mut nvvmc_passes::Diagnostics::new());
    // Only the used functions stay visible; everything else is internal and renamed.
    for f in module.functions().into_iter() {
        let name = f.name();
        if f.block_count() == 0 {
            continue;
        }
        let v = f;
        if needed.contains(&name) {
            v.set_linkage(Linkage::External);
        } else {
            v.set_linkage(Linkage::Internal);
            v.set_name(&format!("__nvvmc_lib_{name}"));
        }
    }
    for g in ir::module::globals(&module) {
        if g.has_local_linkage() {
            g.set_name(&format!("__nvvmc_lib_{}", g.name().trim_start_matches('.')));
        }
    }
    // libdevice is optimized bitcode: inlining its helpers and cleaning up after the reflect
    // answers is what is left to do, as after late linking.
    // Every function of this module is the library's (renamed or not).
    super::optimize::optimize_after_link(&module, &machine, &libdevice::defined_functions(&module))?;
    let ptx = crate::back::codegen::emit_ptx(&machine, &module)?;
    let diags = ctx.take();
    if diags.iter().any(|d| d.error) {
        return Err(CompileError::Llvm {
            stage: Stage::CompileLibdevicePtx.to_string(),
            message: crate::services::llvm_diagnostics::error_text(&diags, ""),
        });
    }
    Ok(String::from_utf8_lossy(&ptx).into_owned())
}

/// Joins the program's PTX with the library PTX: one header (the program's, with the higher
/// `.version`), the library's functions first (as `.func`, not `.visible`), then the program,
/// whose `.extern` declarations of library functions are dropped (see `crate::back::ptx_join`).
///
/// Every function the library defines is one the program declares or an internal one renamed
/// `__nvvmc_lib_*`, so no function of the program is shadowed.
pub fn join(user: &str, library: &str) -> Result<String, CompileError> {
    crate::back::ptx_join::join(
        &[
            crate::back::ptx_join::Part {
                ptx: library,
                banner: Some("\n// ---- libdevice functions (nvvmc --link ptx) ----"),
                hide_functions: true,
            },
            crate::back::ptx_join::Part { ptx: user, banner: Some("// ---- program ----"), hide_functions: false },
        ],
        1,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const USER: &str = "//\n// Generated by LLVM NVPTX Back-End\n//\n\n.version 7.8\n.target sm_90\n.address_size 64\n\n.extern .func  (.param .b64 func_retval0) __nv_sin\n(\n\t.param .b64 __nv_sin_param_0\n)\n;\n.extern .func  (.param .b32 func_retval0) vprintf\n(\n\t.param .b64 vprintf_param_0\n)\n;\n.visible .entry k()\n{\n\tret;\n}\n";
    const LIB: &str = "//\n.version 8.0\n.target sm_90\n.address_size 64\n\n.visible .func  (.param .b64 func_retval0) __nv_sin(\n\t.param .b64 __nv_sin_param_0\n)\n{\n\tret;\n}\n";

    #[test]
    fn join_puts_library_first_drops_the_externs_it_defines_and_takes_the_higher_version() {
        let out = join(USER, LIB).unwrap();
        assert!(out.contains(".version 8.0\n"), "{out}");
        assert!(!out.contains(".version 7.8"));
        assert!(!out.contains(".extern .func  (.param .b64 func_retval0) __nv_sin"), "{out}");
        assert!(out.contains(".extern .func  (.param .b32 func_retval0) vprintf"));
        assert!(out.contains("\n.func  (.param .b64 func_retval0) __nv_sin("));
        assert!(out.find("__nv_sin(").unwrap() < out.find(".entry k").unwrap());
        assert_eq!(out.matches(".target").count(), 1);
    }
}
