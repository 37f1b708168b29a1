//! Section 9, intrinsic functions: the unsupported families, the math intrinsics nvvmc lowers
//! itself, memcpy/memmove/memset into constant memory, the types and architectures listed for
//! fma/sqrt/bswap/ctpop/ctlz/cttz, the accepted-and-ignored annotation intrinsics, and
//! `llvm.nvvm.*` names LLVM 22 does not know.

use super::rules::Rule;
use super::{is_call, is_intrinsic_global, At, Cx, Inst};
use crate::ir::module::functions;
use crate::ir::{address_space, Opcode, Type, TypeKind, Value};

/// The base name of an `llvm.` intrinsic: `llvm.memcpy.p0.p0.i64` → `memcpy`.
pub(crate) fn base(name: &str) -> Option<&str> {
    name.strip_prefix("llvm.").map(|r| r.split('.').next().unwrap_or(r))
}

/// Which rule an intrinsic family falls under (for the families that are not type-checked).
pub(crate) fn family(name: &str) -> Option<(Rule, &'static str)> {
    let b = base(name)?;
    let rest = &name[5..];
    Some(match b {
        "va_start" | "va_end" | "va_copy" => (Rule::Varargs, "variable argument handling (9.1)"),
        "gcroot" | "gcread" | "gcwrite" => (Rule::UnsupportedIntrinsic, "accurate garbage collection (9.2)"),
        "eh" => (Rule::UnsupportedIntrinsic, "exception handling (9.9)"),
        "init" if rest.starts_with("init.trampoline") => (Rule::UnsupportedIntrinsic, "trampolines (9.10)"),
        "adjust" if rest.starts_with("adjust.trampoline") => (Rule::UnsupportedIntrinsic, "trampolines (9.10)"),
        "returnaddress" | "frameaddress" | "stacksave" | "stackrestore" | "prefetch" | "pcmarker"
        | "readcyclecounter" => (Rule::IntrinsicNotInSpec, "code generator intrinsics (9.3)"),
        "sadd" | "uadd" | "ssub" | "usub" | "smul" | "umul" if rest.contains(".with.overflow") => {
            (Rule::IntrinsicNotInSpec, "arithmetic with overflow (9.6)")
        }
        "trap" | "stackprotector" | "objectsize" => (Rule::IntrinsicNotInSpec, "general intrinsics (9.12)"),
        "sin" | "cos" | "pow" | "exp" | "log" | "powi" => (Rule::LoweredMathIntrinsic, "standard C library (9.4)"),
        "var" if rest.starts_with("var.annotation") => (Rule::AnnotationIntrinsicIgnored, "general intrinsics (9.12)"),
        "ptr" if rest.starts_with("ptr.annotation") => (Rule::AnnotationIntrinsicIgnored, "general intrinsics (9.12)"),
        "annotation" => (Rule::AnnotationIntrinsicIgnored, "general intrinsics (9.12)"),
        _ => return None,
    })
}

fn scalar(t: Type<'_>) -> Type<'_> {
    match t.kind() {
        TypeKind::Vector => t.element_type().unwrap_or(t),
        _ => t,
    }
}

fn is_float_or_double(t: Type<'_>) -> bool {
    matches!(t.kind(), TypeKind::Float | TypeKind::Double)
}

/// For the type-restricted intrinsics: whether type `t` is listed, and the oldest sm.
pub(crate) fn overload(b: &str, t: Type<'_>) -> Option<(bool, u32)> {
    let s = scalar(t);
    let vector = t.kind() == TypeKind::Vector;
    Some(match b {
        "fma" => (is_float_or_double(s), if s.kind() == TypeKind::Double { 13 } else { 20 }),
        "sqrt" => (is_float_or_double(s), 0),
        "bswap" => (!vector && matches!(t.int_width(), Some(16 | 32 | 64)), 0),
        "ctpop" | "ctlz" | "cttz" => (matches!(s.int_width(), Some(8 | 16 | 32 | 64)), 20),
        _ => return None,
    })
}

/// Strips one `addrspacecast` (instruction or constant expression) off a pointer.
fn through_cast(v: Value<'_>) -> Value<'_> {
    let is_cast = v.is_addrspace_cast() || v.const_opcode() == Some(Opcode::AddrSpaceCast);
    if is_cast {
        v.operand_iter().next().unwrap_or(v)
    } else {
        v
    }
}

fn in_constant_space(v: Value<'_>) -> bool {
    let space = |v: Value<'_>| v.ty().pointer_or_vector_address_space();
    space(v) == Some(address_space::CONSTANT) || space(through_cast(v)) == Some(address_space::CONSTANT)
}

pub(crate) fn check(cx: &mut Cx) {
    for f in functions(cx.m) {
        for Inst { value: i, opcode, .. } in cx.body(f).iter() {
            if !is_call(opcode) {
                continue;
            }
            let Some(target) = i.called_function() else { continue };
            if !is_intrinsic_global(target) {
                continue;
            }
            let name = target.name();
            if name.starts_with("llvm.nvvm.") {
                if target.intrinsic_id() == 0 {
                    cx.report(
                        Rule::UnknownNvvmIntrinsic,
                        At::Inst(f, i),
                        format!("'{name}' is not an NVVM intrinsic that LLVM 22 knows"),
                    );
                }
                continue;
            }
            let b = base(&name).unwrap_or("");
            if let Some((rule, fam)) = family(&name) {
                // The family names its subsection, "trampolines (9.10)": the most specific one.
                let section = fam.rsplit_once('(').and_then(|(_, s)| s.strip_suffix(')'));
                cx.report_in(
                    rule,
                    section,
                    At::Inst(f, i),
                    format!("'{name}' ({fam}) is not supported by the spec"),
                    None,
                );
                if matches!(b, "stacksave" | "stackrestore") && cx.sm < 52 {
                    cx.report(
                        Rule::ArchRequirement,
                        At::Inst(f, i),
                        format!("'{name}' needs sm_52 and PTX 7.3; the target is sm_{}", cx.sm),
                    );
                }
                continue;
            }
            let args = i.call_args();
            match b {
                "memcpy" | "memset" | "memmove" => {
                    let dst = args.first().is_some_and(|d| in_constant_space(*d));
                    let src = b == "memmove" && args.get(1).is_some_and(|s| in_constant_space(*s));
                    if dst || src {
                        cx.report(
                            Rule::MemoryIntrinsicConstantSpace,
                            At::Inst(f, i),
                            format!(
                                "'{name}' {} the constant address space, which is read-only",
                                if dst { "writes into" } else { "uses" }
                            ),
                        );
                    }
                }
                _ => {
                    let t = if matches!(b, "fma" | "sqrt" | "bswap" | "ctpop" | "ctlz" | "cttz") {
                        i.ty()
                    } else {
                        continue;
                    };
                    if let Some((listed, sm)) = overload(b, t) {
                        if !listed {
                            cx.report(
                                Rule::IntrinsicOverload,
                                At::Inst(f, i),
                                format!("'{name}' on {} is not among the types the spec supports", t.print()),
                            );
                        } else if cx.sm < sm {
                            cx.report(
                                Rule::ArchRequirement,
                                At::Inst(f, i),
                                format!("'{name}' needs sm_{sm}; the target is sm_{}", cx.sm),
                            );
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
    use crate::Severity;

    #[test]
    fn families() {
        assert_eq!(base("llvm.memcpy.p0.p0.i64"), Some("memcpy"));
        assert_eq!(family("llvm.sin.f64").unwrap().0, Rule::LoweredMathIntrinsic);
        assert!(family("llvm.sinh.f64").is_none());
        assert!(family("llvm.exp2.f32").is_none());
        assert_eq!(family("llvm.eh.sjlj.setjmp").unwrap().0, Rule::UnsupportedIntrinsic);
        assert_eq!(family("llvm.sadd.with.overflow.i32").unwrap().0, Rule::IntrinsicNotInSpec);
        assert!(family("llvm.sadd.sat.i32").is_none());
    }

    #[test]
    fn math_is_strict_only() {
        let ir = "define double @f(double %x) {\n  %s = call double @llvm.sin.f64(double %x)\n  ret double %s\n}\ndeclare double @llvm.sin.f64(double)";
        assert!(rules_of(ir).is_empty());
        assert_eq!(strict_rules_of(ir), vec!["lowered-math-intrinsic"]);
    }

    #[test]
    fn memcpy_into_constant() {
        let ir = "@c = addrspace(4) global [4 x i8] zeroinitializer\ndefine void @f(ptr %s, ptr %d) {\n  call void @llvm.memcpy.p4.p0.i64(ptr addrspace(4) @c, ptr %s, i64 4, i1 false)\n  call void @llvm.memcpy.p0.p4.i64(ptr %d, ptr addrspace(4) @c, i64 4, i1 false)\n  call void @llvm.memset.p0.i64(ptr addrspacecast (ptr addrspace(4) @c to ptr), i8 0, i64 4, i1 false)\n  ret void\n}";
        assert_eq!(rules_of(ir), vec!["memory-intrinsic-constant-space", "memory-intrinsic-constant-space"]);
    }

    #[test]
    fn overloads_and_arch() {
        let ir = "define void @f(i128 %x, float %y, i8 zeroext %z) {\n  %a = call i128 @llvm.ctpop.i128(i128 %x)\n  %b = call float @llvm.fma.f32(float %y, float %y, float %y)\n  %c = call i8 @llvm.ctlz.i8(i8 %z, i1 false)\n  ret void\n}";
        assert!(rules_of(ir).is_empty(), "LLVM 22 selects them: quiet by default");
        assert_eq!(strict_rules_of(ir), vec!["intrinsic-overload"]);
        let old: Vec<_> = check_with(ir, 13, false).into_iter().filter(|d| d.0 == "arch-requirement").collect();
        assert_eq!(old, vec![("arch-requirement".to_string(), Severity::Error); 2]);
    }

    #[test]
    fn unknown_nvvm() {
        let ir = "declare i32 @llvm.nvvm.made.up(i32)\ndefine i32 @f(i32 %x) {\n  %s = call i32 @llvm.nvvm.made.up(i32 %x)\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret i32 %s\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()";
        assert_eq!(rules_of(ir), vec!["unknown-nvvm-intrinsic"]);
    }
}
