//! Section 3.2: calling conventions (accepted and ignored) and the rules of 3.2.1: no varargs,
//! zeroext/signext on narrow integers, byval alignment, the `<align, N>` annotation (which LLVM's
//! auto-upgrade turns into `alignstack(N)` on the parameter or return value) and `!callalign` on
//! calls.

use super::rules::Rule;
use super::{attr_index, enum_attr, i32_constant, is_aggregate_or_vector, At, Cx, Inst};
use crate::ir::annotations::AlignField;
use crate::ir::module::functions;
use crate::ir::{AttrIndex, CallConv, Opcode, TargetData, Value};

fn cc_name(cc: CallConv) -> String {
    match cc.raw() {
        8 => "fastcc".into(),
        9 => "coldcc".into(),
        n => format!("cc {n}"),
    }
}

fn ignored_cc(cc: CallConv) -> bool {
    !matches!(cc, CallConv::C | CallConv::PtxKernel | CallConv::PtxDevice)
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        let name = f.name();
        if name.starts_with("llvm.") {
            continue;
        }
        let cc = f.call_conv();
        if ignored_cc(cc) {
            cx.report(
                Rule::CallingConventionIgnored,
                At::Global(f),
                format!("'@{name}' has calling convention {}, which is accepted and ignored", cc_name(cc)),
            );
        }
        if f.global_value_type().is_some_and(|t| t.is_var_arg()) {
            cx.report(Rule::Varargs, At::Global(f), format!("'@{name}' is a variadic function"));
        }
        check_signature(cx, f, &name);
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            match opcode {
                Some(Opcode::VAArg) => cx.report(Rule::Varargs, At::Inst(f, i), "va_arg is not supported"),
                Some(Opcode::Call | Opcode::Invoke) => {
                    let cc = i.call_conv();
                    if ignored_cc(cc) {
                        cx.report(
                            Rule::CallingConventionIgnored,
                            At::Inst(f, i),
                            format!("call with calling convention {}, which is accepted and ignored", cc_name(cc)),
                        );
                    }
                    check_callalign(cx, f, i);
                }
                _ => {}
            }
        }
    }
}

/// zeroext/signext on narrow integers, and the upgraded `align` annotation (`alignstack`).
fn check_signature<'ctx>(cx: &mut Cx<'_, 'ctx>, f: Value<'ctx>, name: &str) {
    let Some(ret) = f.global_value_type().and_then(|t| t.return_type()) else { return };
    let extended =
        |idx: u32| f.has_enum_attribute(attr_index(idx), "zeroext") || f.has_enum_attribute(attr_index(idx), "signext");
    if ret.int_width().is_some_and(|w| w < 32) && !extended(0) {
        cx.report(
            Rule::NarrowIntegerExtension,
            At::Global(f),
            format!("'@{name}' returns {} without zeroext or signext (zeroext is assumed)", ret.print()),
        );
    }
    if let Some(a) = enum_attr(f, AttrIndex::Return, "alignstack") {
        if !is_aggregate_or_vector(ret) {
            cx.report(
                Rule::AlignAnnotation,
                At::Global(f),
                format!(
                    "the align annotation of '@{name}' gives alignment {a} to a return value of non-aggregate type {}",
                    ret.print()
                ),
            );
        }
    }
    for (k, p) in f.params().into_iter().enumerate() {
        let idx = k as u32 + 1;
        let t = p.ty();
        if t.int_width().is_some_and(|w| w < 32) && !extended(idx) {
            cx.report(
                Rule::NarrowIntegerExtension,
                At::Global(f),
                format!(
                    "parameter {idx} of '@{name}' is {} without zeroext or signext (zeroext is assumed)",
                    t.print()
                ),
            );
        }
        let Some(annotated) = enum_attr(f, attr_index(idx), "alignstack") else { continue };
        if f.has_enum_attribute(attr_index(idx), "byval") {
            match enum_attr(f, attr_index(idx), "align") {
                Some(a) if a == annotated => {}
                Some(a) => cx.report(Rule::ByvalAlignment,
                    At::Global(f),
                    format!("byval parameter {idx} of '@{name}' has align {a} but its align annotation says {annotated}"),
                ),
                None => cx.report_with(Rule::ByvalAlignment,
                    At::Global(f),
                    format!("byval parameter {idx} of '@{name}' has the non-natural alignment {annotated} (align annotation) but no align attribute"),
                    Some(format!("add align {annotated} to the byval parameter")),
                ),
            }
        } else if !is_aggregate_or_vector(t) {
            cx.report(Rule::AlignAnnotation,
                At::Global(f),
                format!("the align annotation of '@{name}' gives alignment {annotated} to parameter {idx} of non-aggregate type {}", t.print()),
            );
        }
    }
}

/// One decoded `!callalign` field or `align` annotation value: (position, alignment).
fn decode(v: u64) -> (u64, u64) {
    let AlignField { index, align } = AlignField::decode(v);
    (index, align)
}

fn check_callalign<'ctx>(cx: &mut Cx<'_, 'ctx>, f: Value<'ctx>, i: Value<'ctx>) {
    let Some(md) = i.metadata_named("callalign") else { return };
    let text = md.print_metadata();
    if !md.is_md_node() {
        cx.report(Rule::CallalignMetadata, At::Inst(f, i), format!("!callalign is not a metadata node: {text}"));
        return;
    }
    let ops = md.md_node_operands();
    let args = i.call_args();
    let mut fields = Vec::new();
    for op in &ops {
        match op.and_then(i32_constant) {
            Some(v) => fields.push(v),
            None => {
                cx.report(
                    Rule::CallalignMetadata,
                    At::Inst(f, i),
                    format!(
                        "!callalign field '{}' is not an i32 constant",
                        op.map_or("null".into(), |op| op.print_metadata())
                    ),
                );
                return;
            }
        }
    }
    if fields.is_empty() {
        cx.report(Rule::CallalignMetadata, At::Inst(f, i), "!callalign has no fields");
        return;
    }
    if fields.windows(2).any(|w| decode(w[0]).0 >= decode(w[1]).0) {
        cx.report(
            Rule::CallalignMetadata,
            At::Inst(f, i),
            format!("!callalign fields are not sorted by increasing position: {text}"),
        );
    }
    for &v in &fields {
        let (pos, align) = decode(v);
        if pos as usize > args.len() {
            cx.report(
                Rule::CallalignMetadata,
                At::Inst(f, i),
                format!("!callalign field {v:#x} names argument {pos}, but the call has {} arguments", args.len()),
            );
        } else if align == 0 || !align.is_power_of_two() {
            cx.report(
                Rule::CallalignMetadata,
                At::Inst(f, i),
                format!("!callalign field {v:#x} has alignment {align}, not a power of two"),
            );
        } else if let Some(target) = i.called_function() {
            // A direct call: the field must state the alignment the callee already has.
            let abi_align = |t| TargetData::of_module(cx.m).abi_alignment(t) as u64;
            let expected = if pos == 0 {
                enum_attr(target, AttrIndex::Return, "alignstack").unwrap_or_else(|| abi_align(i.ty()))
            } else {
                let idx = attr_index(pos as u32);
                let call_attr = |name| i.call_site_enum_attribute(idx, name);
                let byval = call_attr("byval").is_some() || target.has_enum_attribute(idx, "byval");
                let align_attr =
                    call_attr("align").and_then(|a| a.enum_value()).or_else(|| enum_attr(target, idx, "align"));
                match (byval, align_attr, enum_attr(target, idx, "alignstack")) {
                    (true, Some(a), _) => a,
                    (_, _, Some(a)) => a,
                    _ => abi_align(args[pos as usize - 1].ty()),
                }
            };
            if align != expected {
                cx.report(
                    Rule::CallalignMismatch,
                    At::Inst(f, i),
                    format!(
                        "!callalign says {} has alignment {align}, but '@{}' gives it {expected}",
                        if pos == 0 { "the return value".to_string() } else { format!("argument {pos}") },
                        target.name()
                    ),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn decode_splits_position_and_alignment() {
        assert_eq!(decode(0x0008), (0, 8));
        assert_eq!(decode(0x0002_0010), (2, 16));
    }

    #[test]
    fn varargs_cc_and_narrow_ints() {
        let r = rules_of("define fastcc void @f(i32 %n, ...) {\n  ret void\n}\ndefine i8 @g(i16 zeroext %a, i1 %b) {\n  ret i8 0\n}\ndefine zeroext i8 @h(i16 signext %a) {\n  ret i8 0\n}");
        // Narrow integers without an extension follow the spec's default (zeroext), which nvvmc
        // makes explicit: reported only under --strict.
        assert!(r.is_empty(), "LLVM 22 compiles fastcc and varargs: quiet by default; {r:?}");
        let fastcc_varargs = "define fastcc void @f(i32 %n, ...) {\n  ret void\n}";
        assert_eq!(strict_rules_of(fastcc_varargs), vec!["calling-convention-ignored", "varargs"]);
        let strict: Vec<String> = check_with("define i8 @g(i16 zeroext %a, i1 %b) {\n  ret i8 0\n}", 90, true)
            .into_iter()
            .map(|(r, _)| r)
            .collect();
        assert_eq!(strict, vec!["narrow-integer-extension", "narrow-integer-extension"]);
    }

    #[test]
    fn callalign_shape_and_mismatch() {
        let base = "%S = type { i32, i32 }\ndeclare void @d(ptr byval(%S) align 8, %S)\ndefine void @f(ptr %fp, ptr %p, %S %s) {\n";
        let ok = format!("{base}  call void %fp(ptr byval(%S) align 8 %p, %S %s), !callalign !0\n  ret void\n}}\n!0 = !{{i32 8, i32 131088}}");
        assert!(rules_of(&ok).is_empty(), "{:?}", rules_of(&ok));
        let unsorted = format!("{base}  call void %fp(ptr byval(%S) align 8 %p, %S %s), !callalign !0\n  ret void\n}}\n!0 = !{{i32 131088, i32 8}}");
        assert_eq!(rules_of(&unsorted), vec!["callalign-metadata"]);
        let not_int = format!(
            "{base}  call void %fp(ptr byval(%S) align 8 %p, %S %s), !callalign !0\n  ret void\n}}\n!0 = !{{!\"x\"}}"
        );
        assert_eq!(rules_of(&not_int), vec!["callalign-metadata"]);
        let direct = format!(
            "{base}  call void @d(ptr byval(%S) align 8 %p, %S %s), !callalign !0\n  ret void\n}}\n!0 = !{{i32 65540}}"
        );
        assert_eq!(rules_of(&direct), vec!["callalign-mismatch"]);
    }
}
