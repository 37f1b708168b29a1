//! Sections 3.9, 3.10, 3.11 and 3.13: parameter attributes (`inreg` is accepted and ignored),
//! garbage collector names, the unsupported function attributes, and the data layout.

use super::{enum_attr, functions, params, value_name, At, Cx, FUNCTION_INDEX};
use llvm_sys::core as llc;
use std::ffi::CStr;

/// Function attributes section 3.11 lists as not supported, in LLVM 22's spelling
/// (`address_safety` is now `sanitize_address`; `sspstrong` came later and is the same feature).
pub(crate) const UNSUPPORTED_FN_ATTRS: &[&str] = &[
    "sanitize_address", "alignstack", "nonlazybind", "naked", "noimplicitfloat", "noredzone", "returns_twice", "ssp",
    "sspreq", "sspstrong", "uwtable",
];

/// The two data layouts of section 3.13.
pub(crate) const SPEC_LAYOUTS: &[&str] = &[
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
];

/// The layouts NVVM IR 2.0 producers write for libNVVM 12.x (numba-cuda, cuda-python): section
/// 3.13's with `i128:128:128`, which libNVVM 12.9's verifier requires. Accepted unless `--strict`.
pub(crate) const LIBNVVM12_LAYOUTS: &[&str] = &[
    "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
    "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64",
];

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        let name = value_name(f);
        if name.starts_with("llvm.") {
            continue;
        }
        let gc = unsafe { llc::LLVMGetGC(f) };
        if !gc.is_null() {
            let gc = unsafe { CStr::from_ptr(gc) }.to_string_lossy().into_owned();
            cx.report("gc-strategy", At::Global(f), format!("'@{name}' names the garbage collector \"{gc}\""));
        }
        for a in UNSUPPORTED_FN_ATTRS {
            if enum_attr(f, FUNCTION_INDEX, a).is_some() {
                cx.report("unsupported-function-attribute", At::Global(f), format!("'@{name}' has the function attribute {a}, which is not supported"));
            }
        }
        for idx in 0..=params(f).len() as u32 {
            if enum_attr(f, idx, "inreg").is_some() {
                let what = if idx == 0 { "the return value".to_string() } else { format!("parameter {idx}") };
                cx.report("inreg-ignored", At::Global(f), format!("inreg on {what} of '@{name}' is accepted and ignored"));
            }
        }
    }
    let layouts: Vec<(String, String)> = if cx.inputs.is_empty() {
        vec![(String::new(), super::data_layout_of(cx.m))]
    } else {
        cx.inputs.iter().map(|i| (i.name.clone(), i.data_layout.clone())).collect()
    };
    for (input, layout) in layouts {
        let libnvvm12 = !cx.strict && LIBNVVM12_LAYOUTS.contains(&layout.as_str());
        if !layout.is_empty() && !SPEC_LAYOUTS.contains(&layout.as_str()) && !libnvvm12 {
            let whose = if input.is_empty() { String::new() } else { format!("{input}: ") };
            cx.report("data-layout", At::Module, format!("{whose}the data layout \"{layout}\" is not one of the spec's NVPTX layouts"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn attributes_gc_inreg() {
        let r = rules_of("define void @f(i32 inreg %x) naked uwtable gc \"shadow-stack\" {\n  ret void\n}");
        assert_eq!(r, vec!["gc-strategy", "unsupported-function-attribute", "unsupported-function-attribute", "inreg-ignored"]);
    }

    #[test]
    fn data_layouts() {
        assert!(rules_of(&format!("target datalayout = \"{}\"", super::SPEC_LAYOUTS[1])).is_empty());
        assert!(rules_of("define void @f() {\n  ret void\n}").is_empty());
        assert_eq!(rules_of("target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\""), vec!["data-layout"]);
        // numba-cuda's layout (libNVVM 12.x's), accepted except under --strict.
        assert!(rules_of(&format!("target datalayout = \"{}\"", super::LIBNVVM12_LAYOUTS[1])).is_empty());
        assert_eq!(strict_rules_of(&format!("target datalayout = \"{}\"", super::LIBNVVM12_LAYOUTS[1])), vec!["data-layout"]);
    }
}
