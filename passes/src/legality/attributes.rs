//! Sections 3.9, 3.10, 3.11 and 3.13: parameter attributes (`inreg` is accepted and ignored),
//! garbage collector names, the unsupported function attributes, and the data layout.

use super::rules::Rule;
use super::{attr_index, At, Cx};
use crate::ir::module::functions;
use crate::ir::Context;
use crate::ir::{AttrIndex, TargetData, Type};

/// Function attributes section 3.11 lists as not supported, in LLVM 22's spelling
/// (`address_safety` is now `sanitize_address`; `sspstrong` came later and is the same feature).
pub(crate) const UNSUPPORTED_FN_ATTRS: &[&str] = &[
    "sanitize_address",
    "alignstack",
    "nonlazybind",
    "naked",
    "noimplicitfloat",
    "noredzone",
    "returns_twice",
    "ssp",
    "sspreq",
    "sspstrong",
    "uwtable",
];

/// The two data layouts of section 3.13.
pub(crate) const SPEC_LAYOUTS: &[&str] = &[
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
];

/// The layouts NVVM IR 2.0 producers write for libNVVM 12.x (numba-cuda, cuda-python): section
/// 3.13's with `i128:128:128`, which libNVVM 12.9's verifier requires. Accepted unless `--strict`
/// (they lay data out as NVPTX's layout does, so the default check passes them).
pub(crate) const LIBNVVM12_LAYOUTS: &[&str] = &[
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
];

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        let name = f.name();
        if name.starts_with("llvm.") {
            continue;
        }
        if let Some(gc) = f.gc() {
            cx.report(Rule::GcStrategy, At::Global(f), format!("'@{name}' names the garbage collector \"{gc}\""));
        }
        for a in UNSUPPORTED_FN_ATTRS {
            if f.has_enum_attribute(AttrIndex::Function, a) {
                cx.report(
                    Rule::UnsupportedFunctionAttribute,
                    At::Global(f),
                    format!("'@{name}' has the function attribute {a}, which is not supported"),
                );
            }
        }
        for idx in 0..=f.params().len() as u32 {
            if f.has_enum_attribute(attr_index(idx), "inreg") {
                let what = if idx == 0 { "the return value".to_string() } else { format!("parameter {idx}") };
                cx.report(
                    Rule::InregIgnored,
                    At::Global(f),
                    format!("inreg on {what} of '@{name}' is accepted and ignored"),
                );
            }
        }
    }
    let layouts: Vec<(String, String)> = if cx.inputs.is_empty() {
        vec![(String::new(), crate::ir::data_layout(cx.m))]
    } else {
        cx.inputs.iter().map(|i| (i.name.clone(), i.data_layout.clone())).collect()
    };
    for (input, layout) in layouts {
        if layout.is_empty() || SPEC_LAYOUTS.contains(&layout.as_str()) {
            continue;
        }
        let whose = if input.is_empty() { String::new() } else { format!("{input}: ") };
        if cx.strict {
            cx.report(
                Rule::DataLayout,
                At::Module,
                format!("{whose}the data layout \"{layout}\" is not one of the spec's NVPTX layouts"),
            );
            continue;
        }
        // By default only a layout that lays data out differently from NVPTX's is worth a word
        // (nvvmc compiles with NVPTX's): clang's NVPTX layout, libNVVM 12's and LLVM 22's own
        // differ from the spec's only in spelling.
        // Every numba compile brings a libNVVM 12 layout: its answer (none, a test checks) is
        // known without building two target datas and a context.
        let differences =
            if LIBNVVM12_LAYOUTS.contains(&layout.as_str()) { Vec::new() } else { layout_differences(&layout) };
        if let Some(first) = differences.first() {
            cx.report(Rule::DataLayout,
                At::Module,
                format!(
                    "{whose}the data layout \"{layout}\" gives {first}{}; nvvmc compiles with NVPTX's layout, so sizes and byte offsets the producer computed with its own (i8 GEPs, memcpy lengths, allocas) may be wrong",
                    if differences.len() > 1 { format!(" (and {} more differences)", differences.len() - 1) } else { String::new() }
                ),
            );
        }
    }
}

/// LLVM 22's NVPTX64 data layout, what nvvmc compiles with.
pub(crate) const NVPTX_LAYOUT: &str = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64";

/// How `layout` lays out integers, floating-point values and vectors differently from
/// [`NVPTX_LAYOUT`]: one description per type whose size or ABI alignment differs, and the byte
/// order. Pointers are left out (a 32-bit layout has its own warning, from normalize-target).
pub(crate) fn layout_differences(layout: &str) -> Vec<String> {
    let mut out = Vec::new();
    if layout.contains('\0') {
        return out;
    }
    let (t, o) = (TargetData::new(layout), TargetData::new(NVPTX_LAYOUT));
    if t.byte_order() != o.byte_order() {
        out.push("big-endian byte order".to_string());
    }
    let ctx = Context::new();
    let i8t = Type::int(&ctx, 8);
    let i16t = Type::int(&ctx, 16);
    let i32t = Type::int(&ctx, 32);
    let f32t = Type::float(&ctx);
    let f64t = Type::double(&ctx);
    let types = [
        ("i1", Type::int(&ctx, 1)),
        ("i8", i8t),
        ("i16", i16t),
        ("i32", i32t),
        ("i64", Type::int(&ctx, 64)),
        ("i128", Type::int(&ctx, 128)),
        ("half", Type::half(&ctx)),
        ("float", f32t),
        ("double", f64t),
        ("<4 x i8>", Type::vector(i8t, 4)),
        ("<2 x i16>", Type::vector(i16t, 2)),
        ("<2 x float>", Type::vector(f32t, 2)),
        ("<4 x i32>", Type::vector(i32t, 4)),
        ("<4 x float>", Type::vector(f32t, 4)),
        ("<2 x double>", Type::vector(f64t, 2)),
    ];
    for (name, ty) in types {
        let (ta, oa) = (t.abi_alignment(ty), o.abi_alignment(ty));
        let (ts, os) = (t.abi_size(ty), o.abi_size(ty));
        if ta != oa {
            out.push(format!("{name} a {ta}-byte alignment where NVPTX's gives it {oa}"));
        } else if ts != os {
            out.push(format!("{name} {ts} bytes where NVPTX's gives it {os}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn attributes_gc_inreg() {
        let ir = "define void @f(i32 inreg %x) naked uwtable gc \"shadow-stack\" {\n  ret void\n}";
        assert!(rules_of(ir).is_empty(), "LLVM 22 ignores them for NVPTX: quiet by default");
        let r = strict_rules_of(ir);
        assert_eq!(
            r,
            vec!["gc-strategy", "unsupported-function-attribute", "unsupported-function-attribute", "inreg-ignored"]
        );
    }

    #[test]
    fn data_layouts() {
        assert!(rules_of(&format!("target datalayout = \"{}\"", super::SPEC_LAYOUTS[1])).is_empty());
        assert!(rules_of("define void @f() {\n  ret void\n}").is_empty());
        // clang's NVPTX layout and LLVM 22's lay data out as the spec's do: no warning by
        // default, the letter of section 3.13 under --strict.
        for layout in ["e-i64:64-i128:128-v16:16-v32:32-n16:32:64", super::NVPTX_LAYOUT] {
            assert!(rules_of(&format!("target datalayout = \"{layout}\"")).is_empty(), "{layout}");
            assert_eq!(strict_rules_of(&format!("target datalayout = \"{layout}\"")), vec!["data-layout"]);
        }
        // A layout that changes where data lies is worth the warning.
        assert_eq!(rules_of("target datalayout = \"e-i64:32-f64:32-n16:32:64\""), vec!["data-layout"]);
        let d = super::layout_differences("e-i64:32-f64:32-n16:32:64");
        assert!(d.iter().any(|x| x.starts_with("i64 a 4-byte alignment where NVPTX's gives it 8")), "{d:?}");
        assert!(super::layout_differences("E-i64:64-i128:128-v16:16-v32:32-n16:32:64")
            .contains(&"big-endian byte order".to_string()));
        // numba-cuda's layout (libNVVM 12.x's), accepted except under --strict.
        for layout in super::LIBNVVM12_LAYOUTS {
            assert!(super::layout_differences(layout).is_empty(), "{layout}");
        }
        assert!(rules_of(&format!("target datalayout = \"{}\"", super::LIBNVVM12_LAYOUTS[1])).is_empty());
        assert_eq!(
            strict_rules_of(&format!("target datalayout = \"{}\"", super::LIBNVVM12_LAYOUTS[1])),
            vec!["data-layout"]
        );
    }
}
