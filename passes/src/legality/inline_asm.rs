//! Section 6.1, inline assembler: the constraint letters c, h, r, l, f and d with operands of
//! their types, and no `inteldialect`. (`!srcloc` is checked in `metadata.rs`.)
//!
//! LLVM 22's NVPTX registers are untyped bit containers (B16 for c/h, B32 for r/f, B64 for l/d:
//! `getRegForInlineAsmConstraint`), so an operand of another type but the register's size
//! (`<1 x float>` or i32 with f, `<2 x half>` with r, double with l) compiles correctly: that is
//! `inline-asm-operand-type`, off by default. An operand of another size is silently truncated or
//! extended by LLVM (i64 with r keeps 32 bits), so it stays an `inline-asm-constraint` error.

use super::rules::Rule;
use super::{is_call, At, Cx, Inst};
use crate::ir::module::functions;
use crate::ir::{InlineAsmDialect, Type, TypeKind};

/// What a single constraint letter requires of its operand.
fn letter_fits(letter: char, t: Type<'_>) -> bool {
    let k = t.kind();
    match letter {
        'c' => t.int_width() == Some(8),
        'h' => t.int_width() == Some(16),
        'r' => t.int_width() == Some(32),
        'l' => t.int_width() == Some(64) || k == TypeKind::Pointer,
        'f' => k == TypeKind::Float,
        'd' => k == TypeKind::Double,
        _ => true,
    }
}

/// The size in bits of a value of type `t` (vectors: all their elements), if it has one.
fn type_bits(t: Type<'_>) -> Option<u64> {
    match t.kind() {
        TypeKind::Integer => t.int_width().map(u64::from),
        TypeKind::Half | TypeKind::BFloat => Some(16),
        TypeKind::Float => Some(32),
        TypeKind::Double => Some(64),
        TypeKind::Pointer => Some(64),
        TypeKind::Vector => {
            let n = t.vector_size()? as u64;
            type_bits(t.element_type()?).map(|b| b * n)
        }
        _ => None,
    }
}

/// Whether an operand of type `t` has the size of the register a letter names (LLVM 22: c and h
/// take 16-bit registers, which also hold i8; r and f 32-bit ones; l and d 64-bit ones).
fn register_fits(letter: char, t: Type<'_>) -> bool {
    match (letter, type_bits(t)) {
        ('c' | 'h', Some(8 | 16)) | ('r' | 'f', Some(32)) | ('l' | 'd', Some(64)) => true,
        ('c' | 'h' | 'r' | 'f' | 'l' | 'd', _) => false,
        _ => true,
    }
}

/// One parsed constraint code.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Code {
    pub output: bool,
    pub indirect: bool,
    pub clobber: bool,
    /// The letters (or `{reg}`) after the modifiers.
    pub body: String,
}

pub(crate) fn parse(constraints: &str) -> Vec<Code> {
    constraints
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let mut rest = s;
            let mut code = Code { output: false, indirect: false, clobber: false, body: String::new() };
            loop {
                match rest.chars().next() {
                    Some('=') => code.output = true,
                    Some('*') => code.indirect = true,
                    Some('~') => code.clobber = true,
                    Some('&' | '%' | '!' | '+') => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
            code.body = rest.to_string();
            code
        })
        .collect()
}

pub(crate) enum Verdict {
    Ok,
    Extension(String),
    Unknown(String),
}

pub(crate) fn classify(body: &str) -> Verdict {
    if body.starts_with('{') {
        return Verdict::Extension(body.to_string());
    }
    if body.chars().all(|c| c.is_ascii_digit()) && !body.is_empty() {
        return Verdict::Ok;
    }
    for c in body.chars() {
        match c {
            'c' | 'h' | 'r' | 'l' | 'f' | 'd' => {}
            'n' | 'i' | 'N' | 'b' | 'q' | 'm' => return Verdict::Extension(c.to_string()),
            _ => return Verdict::Unknown(c.to_string()),
        }
    }
    Verdict::Ok
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            if !is_call(opcode) {
                continue;
            }
            let Some(asm) = i.called_value() else { continue };
            let Some(constraints) = asm.inline_asm_constraints() else { continue };
            if asm.inline_asm_dialect() == Some(InlineAsmDialect::Intel) {
                cx.report(Rule::InlineAsmDialect, At::Inst(f, i), "inline asm in inteldialect is not supported");
            }
            // Operand types in constraint order: direct outputs are the result (one value or the
            // fields of a struct), then the call's arguments (indirect outputs and inputs).
            let rt = i.ty();
            let outputs: Vec<Type> = match rt.kind() {
                TypeKind::Void => Vec::new(),
                TypeKind::Struct => rt.struct_elements(),
                _ => vec![rt],
            };
            let mut outs = outputs.into_iter();
            let mut args = i.call_args().into_iter().map(|a| a.ty());
            for code in parse(&constraints) {
                if code.clobber {
                    continue;
                }
                let ty = if code.output && !code.indirect { outs.next() } else { args.next() };
                match classify(&code.body) {
                    Verdict::Unknown(c) => cx.report(
                        Rule::InlineAsmConstraint,
                        At::Inst(f, i),
                        format!("inline asm constraint '{c}' (in \"{constraints}\") is not an NVPTX constraint"),
                    ),
                    Verdict::Extension(c) => cx.report(
                        Rule::InlineAsmConstraintExtension,
                        At::Inst(f, i),
                        format!("inline asm constraint '{c}' (in \"{constraints}\") is not one the spec lists"),
                    ),
                    Verdict::Ok => {
                        let letter = code.body.chars().next().unwrap_or('0');
                        if code.body.len() == 1 && !code.indirect {
                            if let Some(t) = ty.filter(|t| !letter_fits(letter, *t)) {
                                let (rule, why) = if register_fits(letter, t) {
                                    (Rule::InlineAsmOperandType, "the spec pairs it with another type of that size")
                                } else {
                                    (
                                        Rule::InlineAsmConstraint,
                                        "LLVM 22 would truncate or extend it to the register's size",
                                    )
                                };
                                cx.report(
                                    rule,
                                    At::Inst(f, i),
                                    format!(
                                        "inline asm constraint '{letter}' does not fit an operand of type {}: {why}",
                                        t.print()
                                    ),
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn parses_modifiers() {
        let c = parse("=r,*m,~{memory},0");
        assert!(c[0].output && c[0].body == "r");
        assert!(c[1].indirect && c[1].body == "m");
        assert!(c[2].clobber);
        assert_eq!(c[3].body, "0");
    }

    #[test]
    fn constraints_and_dialect() {
        let ok = "define i64 @f(i32 %x, i64 %y) {\n  %a = call i32 asm \"add.s32 $0, $1, 1;\", \"=r,r\"(i32 %x)\n  %b = call { i64, float } asm \"\", \"=l,=f,l,~{memory}\"(i64 %y)\n  ret i64 %y\n}";
        assert!(rules_of(ok).is_empty(), "{:?}", rules_of(ok));
        let bad = "define i64 @f(i64 %y) {\n  %a = call i64 asm \"mov.b64 $0, $1;\", \"=r,r\"(i64 %y)\n  %b = call i64 asm \"\", \"=l,x\"(i64 %y)\n  %c = call i32 asm \"\", \"=r,n\"(i32 4)\n  %d = call i32 asm inteldialect \"\", \"=r\"()\n  ret i64 %y\n}";
        assert_eq!(
            rules_of(bad),
            vec!["inline-asm-constraint", "inline-asm-constraint", "inline-asm-constraint", "inline-asm-dialect"]
        );
        assert_eq!(
            strict_rules_of(bad),
            vec![
                "inline-asm-constraint",
                "inline-asm-constraint",
                "inline-asm-constraint",
                "inline-asm-constraint-extension",
                "inline-asm-dialect"
            ]
        );
    }

    #[test]
    fn operands_of_the_register_size_are_strict_only() {
        let ir = "define <1 x float> @f(<1 x float> %x, <2 x half> %h, i32 %i) {\n  %a = call <1 x float> asm \"mov.b32 $0, $1;\", \"=f,f\"(<1 x float> %x)\n  %b = call <2 x half> asm \"mov.b32 $0, $1;\", \"=r,r\"(<2 x half> %h)\n  %c = call float asm \"mov.b32 $0, $1;\", \"=f,r\"(i32 %i)\n  ret <1 x float> %a\n}";
        let asm = |r: Vec<String>| r.into_iter().filter(|r| r.starts_with("inline-asm")).collect::<Vec<_>>();
        assert!(asm(rules_of(ir)).is_empty(), "{:?}", rules_of(ir));
        assert_eq!(asm(strict_rules_of(ir)), vec!["inline-asm-operand-type"; 4]);
    }
}
