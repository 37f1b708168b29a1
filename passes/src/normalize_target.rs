//! `normalize-target`: gives every input module the target triple and data layout that LLVM 22's
//! NVPTX backend wants.
//!
//! NVVM IR producers write many spellings: no triple at all, the spec's own data layouts
//! (section 3.13, with explicit `i1:8:8`-style entries), LLVM 7-era layouts, and 32-bit `nvptx`
//! modules. ptxas no longer accepts 32-bit addressing for any architecture, so a 32-bit module is
//! compiled as 64-bit (with a warning): NVVM IR cannot observe pointer width except through
//! `ptrtoint`/`inttoptr`, whose explicit integer widths stay as written.

use crate::ir::Module;
use crate::{Changed, Diagnostic, Diagnostics, ModulePass};

pub const NVPTX64_TRIPLE: &str = "nvptx64-nvidia-cuda";

pub struct NormalizeTarget {
    /// The data layout string of the target machine that will emit code.
    data_layout: String,
    /// The input file the module came from, for messages.
    input: String,
}

impl NormalizeTarget {
    pub fn new(data_layout: impl Into<String>, input: impl Into<String>) -> Self {
        NormalizeTarget { data_layout: data_layout.into(), input: input.into() }
    }
}

/// What kind of target a module's triple names.
#[derive(Debug, PartialEq, Eq)]
enum TripleKind {
    Missing,
    Nvptx64,
    Nvptx32,
    Other,
}

fn classify(triple: &str) -> TripleKind {
    let arch = triple.split('-').next().unwrap_or("");
    match arch {
        "" => TripleKind::Missing,
        "nvptx64" => TripleKind::Nvptx64,
        "nvptx" => TripleKind::Nvptx32,
        _ => TripleKind::Other,
    }
}

/// True when a data layout string says pointers (in the default address space) are 32 bits.
fn layout_is_32_bit(layout: &str) -> bool {
    layout.split('-').any(|part| part.starts_with("p:32") || part == "p:32")
}

impl ModulePass for NormalizeTarget {
    fn name(&self) -> &'static str {
        "normalize-target"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let triple = module.triple();
        let layout = crate::ir::data_layout(module);
        match classify(&triple) {
            TripleKind::Other => diags.push(
                Diagnostic::warning(format!("module targets '{triple}', not NVPTX; compiling it for {NVPTX64_TRIPLE}"))
                    .rule(crate::Rule::TargetTriple)
                    .location(Some(self.input.clone()), None)
                    .hint(format!("emit NVVM IR with `target triple = \"{NVPTX64_TRIPLE}\"`")),
            ),
            TripleKind::Nvptx32 => diags.push(
                Diagnostic::warning(
                    "32-bit nvptx module compiled as 64-bit: ptxas no longer accepts 32-bit addressing",
                )
                .rule(crate::Rule::AddressSize32)
                .location(Some(self.input.clone()), None)
                .hint(format!("produce 64-bit NVVM IR (`target triple = \"{NVPTX64_TRIPLE}\"`)")),
            ),
            TripleKind::Missing if layout_is_32_bit(&layout) => diags.push(
                Diagnostic::warning("32-bit data layout compiled as 64-bit: ptxas no longer accepts 32-bit addressing")
                    .rule(crate::Rule::AddressSize32)
                    .location(Some(self.input.clone()), None)
                    .hint("use the spec's 64-bit data layout"),
            ),
            TripleKind::Missing | TripleKind::Nvptx64 => {}
        }
        let mut changed = false;
        if triple != NVPTX64_TRIPLE {
            module.set_triple(NVPTX64_TRIPLE);
            changed = true;
        }
        if layout != self.data_layout {
            crate::ir::module::set_data_layout(module, &self.data_layout);
            changed = true;
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    const LAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

    fn parse<'c>(ctx: &'c Context, text: &str) -> Module<'c> {
        ctx.parse_ir(text.as_bytes(), "t.ll").unwrap()
    }

    #[test]
    fn missing_triple_becomes_nvptx64_silently() {
        let ctx = Context::new();
        let m = parse(&ctx, "define void @f() { ret void }");
        let mut d = Diagnostics::new();
        assert!(NormalizeTarget::new(LAYOUT, "t.ll").run(&m, &mut d).changed());
        assert_eq!(m.triple(), NVPTX64_TRIPLE);
        assert_eq!(crate::ir::data_layout(&m), LAYOUT);
        assert!(d.is_empty());
    }

    #[test]
    fn spec_32_bit_module_is_widened_with_a_warning() {
        let ctx = Context::new();
        let m = parse(
            &ctx,
            "target datalayout = \"e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\ntarget triple = \"nvptx-nvidia-cuda\"\ndefine void @f() { ret void }",
        );
        let mut d = Diagnostics::new();
        NormalizeTarget::new(LAYOUT, "t.ll").run(&m, &mut d);
        assert_eq!(m.triple(), NVPTX64_TRIPLE);
        assert_eq!(d.len(), 1);
        assert_eq!(d.iter().next().unwrap().rule_id(), Some("address-size-32"));
        assert!(!d.has_errors());
    }

    #[test]
    fn already_normal_module_is_unchanged() {
        let ctx = Context::new();
        let m = parse(
            &ctx,
            &format!("target datalayout = \"{LAYOUT}\"\ntarget triple = \"{NVPTX64_TRIPLE}\"\ndefine void @f() {{ ret void }}"),
        );
        let mut d = Diagnostics::new();
        assert!(!NormalizeTarget::new(LAYOUT, "t.ll").run(&m, &mut d).changed());
    }
}
