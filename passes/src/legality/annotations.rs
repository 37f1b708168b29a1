//! Section 11, global property annotations (`!nvvm.annotations`): the node shape, the known
//! property names, the kind of entity each property annotates, the values, and conflicting
//! properties for one entity after linking.
//!
//! LLVM 22's parser upgrades `kernel`, `maxntid*`, `reqntid*`, `minctasm`, `maxnreg`,
//! `cluster_dim_*`, `maxclusterrank`, `grid_constant` and well-formed `align` entries on functions
//! into the `ptx_kernel` calling convention and function attributes, and drops them from the
//! named metadata; entries whose first operand is not a global are dropped too. The checks below
//! therefore read both the remaining entries and those attributes.

use super::rules::Rule;
use super::{i32_constant, At, Cx};
use crate::ir::annotations::{
    self as model, is_llvm_extension, spec_property, AlignField, Entity, Op, CLUSTER_DIM, EXTENSION_LAUNCH_ATTRIBUTES,
    MAXNREG, SPEC_LAUNCH_ATTRIBUTES,
};
use crate::ir::module::{functions, named_function};
use crate::ir::Module;
use crate::ir::{AttrIndex, Value};
use std::collections::BTreeMap;

/// One remaining `nvvm.annotations` entry.
pub(crate) struct Entry<'ctx> {
    pub text: String,
    pub entity: Option<Value<'ctx>>,
    /// Well-formed (name, value) pairs; the value is the constant (`None` when not one).
    pub props: Vec<(String, Option<Value<'ctx>>)>,
    pub malformed: Option<String>,
}

pub(crate) struct Annotations<'ctx> {
    pub entries: Vec<Entry<'ctx>>,
}

impl<'ctx> Annotations<'ctx> {
    /// The texture/surface variables: (global, "texture" | "surface").
    pub fn texsurf(&self) -> Vec<(Value<'ctx>, &'static str)> {
        let mut out = Vec::new();
        for e in &self.entries {
            let Some(g) = e.entity else { continue };
            for (k, _) in &e.props {
                let kind = match k.as_str() {
                    "texture" => "texture",
                    "surface" => "surface",
                    _ => continue,
                };
                if !out.iter().any(|(x, y)| *x == g && *y == kind) {
                    out.push((g, kind));
                }
            }
        }
        out
    }
}

/// The entries of the module's `!nvvm.annotations`, read through the one annotation model.
pub(crate) fn collect<'ctx>(m: &Module<'ctx>) -> Annotations<'ctx> {
    let mut entries = Vec::new();
    for me in model::entries(m, model::LIST) {
        let mut e = Entry { text: me.print(), entity: None, props: Vec::new(), malformed: None };
        let Ok(ops) = &me.shape else {
            e.malformed = Some("it is not a metadata node".into());
            entries.push(e);
            continue;
        };
        let Some(first) = ops.first() else {
            e.malformed = Some("it is empty".into());
            entries.push(e);
            continue;
        };
        if !matches!(first.op, Op::Global { .. }) {
            e.malformed = Some("its first operand is not a global".into());
            entries.push(e);
            continue;
        }
        e.entity = me.handle(0);
        if ops.len() % 2 == 0 {
            e.malformed =
                Some(format!("property '{}' has no value", ops[ops.len() - 1].key().unwrap_or_else(|| "?".into())));
        }
        for j in (1..ops.len()).step_by(2).filter(|j| j + 1 < ops.len()) {
            match ops[j].key() {
                Some(k) => e.props.push((k, me.handle(j + 1))),
                None => {
                    e.malformed.get_or_insert_with(|| "a property name is not a metadata string".into());
                }
            }
        }
        entries.push(e);
    }
    Annotations { entries }
}

/// Launch properties of every function as written in one module: the kernel marking and the
/// upgraded `nvvm.*` attributes.
pub(crate) fn launch_properties(m: &Module<'_>) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for f in functions(m) {
        let name = f.name();
        if name.is_empty() || name.starts_with("llvm.") {
            continue;
        }
        let mut props = BTreeMap::new();
        if f.is_kernel() {
            props.insert("kernel".to_string(), "1".to_string());
        }
        let extensions = [(MAXNREG, "maxnreg"), (CLUSTER_DIM, "cluster_dim")];
        for (attr, prop) in SPEC_LAUNCH_ATTRIBUTES.into_iter().chain(extensions) {
            if let Some(v) = f.string_attribute(AttrIndex::Function, attr) {
                props.insert(prop.to_string(), v);
            }
        }
        if !props.is_empty() {
            out.insert(name, props);
        }
    }
    out
}

pub(crate) fn check<'ctx>(cx: &mut Cx<'_, 'ctx>, ann: &Annotations<'ctx>) {
    // Per entity (in the order of their handles, as before): property → distinct values, for
    // conflicts.
    let mut seen: BTreeMap<(Value<'ctx>, String), Vec<u64>> = BTreeMap::new();
    for e in &ann.entries {
        let at = e.entity.map(At::Global).unwrap_or(At::Module);
        if let Some(why) = &e.malformed {
            cx.report(Rule::AnnotationShape, at, format!("malformed nvvm.annotations entry {}: {why}", e.text));
        }
        let Some(g) = e.entity else { continue };
        let gname = g.name();
        // Aliases and ifuncs count as variables: neither may carry function properties.
        let kind = if g.is_function() { Entity::Function } else { Entity::Variable };
        for (key, value) in &e.props {
            let v = value.and_then(i32_constant);
            let Some(wanted) = spec_property(key) else {
                if is_llvm_extension(key) {
                    cx.report(
                        Rule::AnnotationLlvmExtension,
                        At::Global(g),
                        format!("property '{key}' on '@{gname}' is an LLVM extension, not part of the spec"),
                    );
                } else {
                    cx.report(
                        Rule::AnnotationProperty,
                        At::Global(g),
                        format!("unknown property '{key}' on '@{gname}' is ignored"),
                    );
                }
                continue;
            };
            if v.is_none() {
                cx.report(
                    Rule::AnnotationShape,
                    At::Global(g),
                    format!("the value of '{key}' in {} is not an i32 constant", e.text),
                );
                continue;
            }
            let v = v.unwrap_or(0);
            if wanted != kind {
                let what = if wanted == Entity::Function { "functions" } else { "global variables" };
                cx.report(
                    Rule::AnnotationEntity,
                    At::Global(g),
                    format!(
                        "property '{key}' annotates {what}, but '@{gname}' is {}",
                        if kind == Entity::Function { "a function" } else { "a variable" }
                    ),
                );
                continue;
            }
            match key.as_str() {
                "texture" | "surface" | "managed" if v != 1 => cx.report(
                    Rule::AnnotationValue,
                    At::Global(g),
                    format!("'{key}' on '@{gname}' has value {v}; it must be 1"),
                ),
                "align" => {
                    let AlignField { index: pos, align } = AlignField::decode(v);
                    cx.report(Rule::AlignAnnotation,
                        At::Global(g),
                        format!("the align annotation {v:#x} of '@{gname}' (position {pos}, alignment {align}) is not a valid alignment"),
                    );
                }
                k if (k.starts_with("maxntid") || k.starts_with("reqntid") || k == "minctasm") && v == 0 => {
                    cx.report(
                        Rule::AnnotationValue,
                        At::Global(g),
                        format!("'{key}' on '@{gname}' is 0; launch bounds must be positive"),
                    );
                }
                _ => {}
            }
            let vals = seen.entry((g, key.clone())).or_default();
            if !vals.contains(&v) {
                vals.push(v);
            }
        }
    }
    for ((g, key), vals) in &seen {
        let g = *g;
        if vals.len() > 1 {
            let list: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
            cx.report(
                Rule::AnnotationConflict,
                At::Global(g),
                format!("'@{}' has conflicting values for '{key}': {}", g.name(), list.join(", ")),
            );
        }
    }
    for (g, kinds) in group_texsurf(ann) {
        if kinds.len() > 1 {
            cx.report(
                Rule::AnnotationConflict,
                At::Global(g),
                format!("'@{}' is annotated as both {}", g.name(), kinds.join(" and ")),
            );
        }
    }
    check_upgraded(cx);
    check_inputs(cx);
}

fn group_texsurf<'ctx>(ann: &Annotations<'ctx>) -> Vec<(Value<'ctx>, Vec<&'static str>)> {
    let mut out: Vec<(Value<'ctx>, Vec<&'static str>)> = Vec::new();
    for (g, k) in ann.texsurf() {
        match out.iter_mut().find(|(x, _)| *x == g) {
            Some((_, ks)) => ks.push(k),
            None => out.push((g, vec![k])),
        }
    }
    out
}

/// The properties LLVM already turned into attributes.
fn check_upgraded(cx: &mut Cx) {
    for f in functions(cx.m) {
        let name = f.name();
        if name.starts_with("llvm.") {
            continue;
        }
        let kernel = f.is_kernel();
        for (attr, prop) in SPEC_LAUNCH_ATTRIBUTES {
            let Some(v) = f.string_attribute(AttrIndex::Function, attr) else { continue };
            if v.split(',').any(|d| d.trim().parse::<u64>().map(|n| n == 0).unwrap_or(true)) {
                cx.report(
                    Rule::AnnotationValue,
                    At::Global(f),
                    format!("'{prop}' of '@{name}' is {v}; launch bounds must be positive"),
                );
            }
            if !kernel {
                cx.report(
                    Rule::LaunchBoundsNonKernel,
                    At::Global(f),
                    format!("'{prop}' on '@{name}', which is not a kernel, is ignored"),
                );
            }
        }
        for (attr, prop) in EXTENSION_LAUNCH_ATTRIBUTES {
            if f.string_attribute(AttrIndex::Function, attr).is_some() {
                cx.report(
                    Rule::AnnotationLlvmExtension,
                    At::Global(f),
                    format!("property '{prop}' on '@{name}' is an LLVM extension, not part of the spec"),
                );
            }
        }
    }
}

/// Conflicts between inputs: the same function given different launch properties.
fn check_inputs(cx: &mut Cx) {
    let mut by_fn: BTreeMap<String, BTreeMap<String, Vec<(String, String)>>> = BTreeMap::new();
    for input in cx.inputs {
        for (f, props) in &input.launch {
            for (k, v) in props {
                by_fn.entry(f.clone()).or_default().entry(k.clone()).or_default().push((input.name.clone(), v.clone()));
            }
        }
    }
    for (f, props) in by_fn {
        for (k, vals) in props {
            let first = &vals[0].1;
            if let Some((other, v)) = vals.iter().find(|(_, v)| v != first) {
                let at = named_function(cx.m, &f).map_or(At::Module, At::Global);
                cx.report(
                    Rule::AnnotationConflict,
                    at,
                    format!("'@{f}' has '{k}' = {first} in {} but {v} in {other}", vals[0].0),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn shapes_properties_entities_values() {
        let ir = "@t = addrspace(1) global i64 0\n@v = addrspace(1) global i32 0\ndefine void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}\n!0 = !{ptr @k, !\"kernel\", i32 1, !\"maxntidx\", i32 128}\n!1 = !{ptr addrspace(1) @t, !\"texture\", i32 1}\n!2 = !{ptr addrspace(1) @v, !\"managed\", i64 1}\n!3 = !{ptr @k, !\"maxntidX\", i32 1}\n!4 = !{ptr @k, !\"texture\", i32 1}\n!5 = !{ptr addrspace(1) @v, !\"managed\", i32 2}";
        assert_eq!(
            rules_of(ir),
            vec!["annotation-shape", "annotation-property", "annotation-entity", "annotation-value"]
        );
    }

    #[test]
    fn launch_bounds() {
        let ir = "define void @d() {\n  ret void\n}\ndefine void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0, !1, !2}\n!0 = !{ptr @d, !\"maxntidx\", i32 64}\n!1 = !{ptr @k, !\"kernel\", i32 1, !\"reqntidx\", i32 0}\n!2 = !{ptr @k, !\"maxnreg\", i32 32}";
        // maxnreg is an LLVM 22 extension it compiles: quiet by default.
        assert_eq!(rules_of(ir), vec!["launch-bounds-non-kernel", "annotation-value"]);
        assert_eq!(
            strict_rules_of(ir),
            vec!["launch-bounds-non-kernel", "annotation-value", "annotation-llvm-extension"]
        );
        // A property nobody defines (a typo) is ignored, which deserves the warning.
        let typo = "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1, !\"maxntidw\", i32 32}";
        assert_eq!(rules_of(typo), vec!["annotation-property"]);
    }

    #[test]
    fn conflicts_in_one_module() {
        let ir = "@t = addrspace(1) global i64 0\n!nvvm.annotations = !{!0, !1}\n!0 = !{ptr addrspace(1) @t, !\"texture\", i32 1}\n!1 = !{ptr addrspace(1) @t, !\"surface\", i32 1}";
        assert_eq!(rules_of(ir), vec!["annotation-conflict"]);
    }
}
