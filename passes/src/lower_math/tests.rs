//! `lower-math`'s unit tests, in a file of their own to keep `lower_math.rs` short.

use super::*;
use crate::ir::Context;

fn run(pass: LowerMath, body: &str) -> (String, Diagnostics) {
    let ctx = Context::new();
    let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
    let m = ctx.parse_ir(text.as_bytes(), "t.ll").unwrap();
    let mut d = Diagnostics::new();
    let mut pass = pass;
    pass.run(&m, &mut d);
    if let Err(e) = m.verify() {
        panic!("invalid IR after lowering: {e}\n{}", m.print());
    }
    (m.print(), d)
}

fn lower(body: &str) -> (String, Diagnostics) {
    run(LowerMath::lower(false, false), body)
}

#[test]
fn scalar_intrinsics_become_libdevice_calls() {
    let (out, d) = lower("define double @f(double %x) {\n  %s = call double @llvm.sin.f64(double %x)\n  %p = call double @llvm.pow.f64(double %s, double %x)\n  ret double %p\n}");
    assert!(d.is_empty());
    assert!(out.contains("call double @__nv_sin(double %x)"), "{out}");
    assert!(out.contains("call double @__nv_pow(double"), "{out}");
    assert!(!out.contains("llvm.sin"), "{out}");
}

#[test]
fn vectors_are_scalarized() {
    let (out, _) = lower("define <2 x float> @f(<2 x float> %x) {\n  %s = call <2 x float> @llvm.cos.v2f32(<2 x float> %x)\n  ret <2 x float> %s\n}");
    assert_eq!(out.matches("call float @__nv_cosf").count(), 2, "{out}");
    assert!(out.contains("insertelement <2 x float>"));
}

#[test]
fn half_is_computed_in_float() {
    let (out, _) = lower("define half @f(half %x) {\n  %s = call half @llvm.exp.f16(half %x)\n  ret half %s\n}");
    assert!(out.contains("fpext half %x to float"), "{out}");
    assert!(out.contains("call float @__nv_expf"));
    assert!(out.contains("fptrunc float"));
}

#[test]
fn ftz_flushes_subnormal_half_before_widening() {
    let body = "define half @f(half %x, half %y) {\n  %s = call half @llvm.pow.f16(half %x, half %y)\n  ret half %s\n}";
    let (out, _) = run(LowerMath::lower(false, false).for_target(90, true), body);
    assert!(out.contains("and i16 %1, 31744") && out.contains("select i1"), "{out}");
    let (out, _) = run(LowerMath::lower(false, false).for_target(90, false), body);
    assert!(!out.contains("31744"), "no flush without --ftz: {out}");
    // bfloat subnormals are float subnormals: nothing to flush; the widening goes through the
    // bits so that no comparison folds back to a bfloat one (`setp.ftz.bf16`).
    let (out, _) = run(LowerMath::lower(false, false).for_target(90, true), &body.replace("half", "bfloat"));
    assert!(!out.contains("31744") && out.contains("shl i32") && !out.contains("fpext bfloat"), "{out}");
}

#[test]
fn narrow_forms_llvm_gets_wrong_are_computed_wider() {
    let body = "define void @f(half %h, bfloat %b, <2 x bfloat> %v, i32 %n, <2 x i32> %m, ptr %o) {
  %a = call half @llvm.ldexp.f16.i32(half %h, i32 %n)
  store half %a, ptr %o
  %c = call <2 x bfloat> @llvm.ldexp.v2bf16.v2i32(<2 x bfloat> %v, <2 x i32> %m)
  store <2 x bfloat> %c, ptr %o
  %e = call bfloat @llvm.exp2.bf16(bfloat %b)
  store bfloat %e, ptr %o
  %x = call half @llvm.exp2.f16(half %h)
  store half %x, ptr %o
  %f = call bfloat @llvm.fma.bf16(bfloat %b, bfloat %b, bfloat %b)
  store bfloat %f, ptr %o
  %g = call half @llvm.fma.f16(half %h, half %h, half %h)
  store half %g, ptr %o
  ret void
}";
    let (out, _) = run(LowerMath::narrow(90, false), body);
    assert!(out.contains("call float @llvm.ldexp.f32.i32(float"), "{out}");
    assert!(out.contains("call <2 x bfloat> @llvm.ldexp.v2bf16.v2i32"), "bf16 ldexp is right natively: {out}");
    assert!(out.contains("call float @llvm.exp2.f32(float"), "{out}");
    assert!(out.contains("call half @llvm.exp2.f16(half %h)"), "ex2.approx.f16 is right: {out}");
    assert!(out.contains("call bfloat @llvm.fma.bf16"), "fma.rn.bf16 from sm_80: {out}");
    let (out, _) = run(LowerMath::lower(false, false).for_target(52, false), body);
    assert!(out.contains("call bfloat @__nvvmc_fma_bf16(bfloat %b, bfloat %b, bfloat %b)"), "{out}");
    assert!(out.contains("call half @llvm.ldexp.f16.i32"), "left for narrow-math: {out}");
    assert!(out.contains("call half @llvm.fma.f16"), "LLVM promotes half fma to f64, exactly: {out}");
    // --lower-native-math: never libdevice's f32 fma for 16-bit types.
    let (out, _) = run(LowerMath::lower(false, true).for_target(90, false), body);
    assert!(out.contains("@__nvvmc_fma_f16(half %h, half %h, half %h)") && out.contains("@__nvvmc_fma_bf16("), "{out}");
    assert!(!out.contains("__nv_fmaf"), "{out}");
}

#[test]
fn frexp_and_copysign_forms_llvm_gets_wrong() {
    let body = "define void @f(<2 x half> %h, bfloat %b, float %x, half %y, ptr %o) {
  %a = call { <2 x half>, <2 x i32> } @llvm.frexp.v2f16.v2i32(<2 x half> %h)
  store { <2 x half>, <2 x i32> } %a, ptr %o
  %c = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  store { float, i32 } %c, ptr %o
  %d = call <2 x half> @llvm.copysign.v2f16(<2 x half> %h, <2 x half> %h)
  store <2 x half> %d, ptr %o
  %e = call bfloat @llvm.minimum.bf16(bfloat %b, bfloat %b)
  store bfloat %e, ptr %o
  ret void
}";
    let (out, _) = run(LowerMath::narrow(90, false), body);
    assert!(out.contains("call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>"), "{out}");
    assert!(
        out.contains("call { float, i32 } @llvm.frexp.f32.i32(float %x)"),
        "f32 frexp is right without --ftz: {out}"
    );
    assert!(out.contains("and i16") && out.contains("or i16") && !out.contains("llvm.copysign"), "{out}");
    assert!(out.contains("call bfloat @llvm.minimum.bf16"), "{out}");
    let (out, _) = run(LowerMath::narrow(52, true), body);
    assert!(out.contains("call { double, i32 } @llvm.frexp.f64.i32(double"), "{out}");
    assert!(out.contains("call float @llvm.minimum.f32(float"), "{out}");
}

#[test]
fn struct_results_and_odd_widths_use_shims() {
    let (out, _) = lower(
        "define float @f(float %x, i64 %n) {\n  %sc = call { float, float } @llvm.sincos.f32(float %x)\n  %s = extractvalue { float, float } %sc, 0\n  %p = call float @llvm.powi.f32.i64(float %s, i64 %n)\n  %r = call i32 @llvm.lround.i32.f32(float %p)\n  %q = call i64 @llvm.llround.i64.f32(float %p)\n  ret float %p\n}",
    );
    assert!(out.contains("call { float, float } @__nvvmc_sincos_f32(float %x)"), "{out}");
    assert!(out.contains("@__nvvmc_powi_f32_i64(float"));
    assert!(out.contains("@__nvvmc_lround_i32_f32(float"));
    assert!(out.contains("call i64 @__nv_llroundf(float"));
}

#[test]
fn vector_struct_results_are_reassembled() {
    let (out, _) = lower("define { <2 x double>, <2 x double> } @f(<2 x double> %x) {\n  %r = call { <2 x double>, <2 x double> } @llvm.modf.v2f64(<2 x double> %x)\n  ret { <2 x double>, <2 x double> } %r\n}");
    assert_eq!(out.matches("call { double, double } @__nvvmc_modf_f64(double").count(), 2, "{out}");
}

#[test]
fn native_operations_stay_native() {
    let (out, _) = lower("define float @f(float %x) {\n  %a = call float @llvm.sqrt.f32(float %x)\n  %b = call float @llvm.exp2.f32(float %a)\n  %c = call double @llvm.exp2.f64(double 1.0)\n  ret float %b\n}");
    assert!(out.contains("@llvm.sqrt.f32") && out.contains("@llvm.exp2.f32"), "{out}");
    assert!(out.contains("@__nv_exp2(double"), "{out}");
    let (out, _) = run(
        LowerMath::lower(false, true),
        "define float @f(float %x) {\n  %a = call float @llvm.floor.f32(float %x)\n  ret float %a\n}",
    );
    assert!(out.contains("@__nv_floorf"), "{out}");
}

#[test]
fn afn_and_fast_math_pick_fast_variants_for_float_only() {
    let (out, _) = lower("define float @f(float %x, double %y) {\n  %a = call afn float @llvm.sin.f32(float %x)\n  %b = call afn double @llvm.sin.f64(double %y)\n  ret float %a\n}");
    assert!(out.contains("call afn float @__nv_fast_sinf"), "{out}");
    assert!(out.contains("call afn double @__nv_sin("), "{out}");
    let (out, _) = run(
        LowerMath::lower(true, false),
        "define float @f(float %x) {\n  %a = call float @logf(float %x)\n  ret float %a\n}\ndeclare float @logf(float)",
    );
    assert!(out.contains("@__nv_fast_logf"), "{out}");
}

#[test]
fn c_calls_canonicalize_to_intrinsics_then_lower() {
    let body = "define double @f(double %x) {\n  %a = call double @sin(double %x)\n  %b = call double @erfc(double %a)\n  ret double %b\n}\ndeclare double @sin(double)\ndeclare double @erfc(double)";
    let (out, _) = run(LowerMath::canonicalize(), body);
    assert!(out.contains("call double @llvm.sin.f64(double %x)"), "{out}");
    assert!(out.contains("call double @erfc("), "erfc has no intrinsic: {out}");
    let (out, _) = lower(body);
    assert!(out.contains("@__nv_sin(") && out.contains("@__nv_erfc("), "{out}");
    assert!(!out.contains("declare double @sin("), "{out}");
}

#[test]
fn c_signature_mismatch_is_a_warning_and_left_alone() {
    let (out, d) = lower("define double @f(double %x) {\n  %a = call double @sinf(double %x)\n  ret double %a\n}\ndeclare double @sinf(double)");
    assert!(out.contains("call double @sinf("));
    let diag = d.iter().next().unwrap();
    assert_eq!(diag.rule_id(), Some("libm-signature-mismatch"));
    assert_eq!(diag.severity, Severity::Warning);
}

#[test]
fn user_definitions_are_never_replaced() {
    let (out, _) = lower("define double @sin(double %x) {\n  ret double %x\n}\ndefine double @f(double %x) {\n  %a = call double @sin(double %x)\n  ret double %a\n}");
    assert!(out.contains("call double @sin(double %x)"), "{out}");
}

#[test]
fn wrongly_declared_libdevice_function_is_an_error() {
    let (_, d) = lower("declare float @__nv_sinf(double)\ndefine float @f(float %x) {\n  %a = call float @llvm.sin.f32(float %x)\n  ret float %a\n}");
    assert!(d.has_errors());
    assert_eq!(d.iter().next().unwrap().rule_id(), Some("libdevice-signature-mismatch"));
}

#[test]
fn frexp_stays_native_and_mistyped_calls_are_left_alone() {
    let (out, d) = lower("define float @f(float %x, double %y) {\n  %r = call { float, i32 } @llvm.frexp.f32.i32(float %x)\n  %m = extractvalue { float, i32 } %r, 0\n  %s = call float @sinf(double %y)\n  ret float %m\n}\ndeclare { float, i32 } @llvm.frexp.f32.i32(float)\ndeclare float @sinf(float)");
    assert!(d.is_empty(), "{d:?}");
    assert!(out.contains("@llvm.frexp.f32.i32(float %x)"), "{out}");
    assert!(out.contains("call float @sinf(double %y)"), "{out}");
    let (out, _) = run(LowerMath::canonicalize(), "define float @f(double %y) {\n  %s = call float @sinf(double %y)\n  ret float %s\n}\ndeclare float @sinf(float)");
    assert!(out.contains("call float @sinf(double %y)"), "{out}");
}

#[test]
fn frem_becomes_exact_fmod_unless_fast() {
    let (out, _) = lower("define <2 x float> @f(float %x, double %y, half %h, <2 x float> %v) {\n  %a = frem float %x, 3.0\n  %b = frem double %y, 7.0\n  %c = frem half %h, %h\n  %d = frem <2 x float> %v, %v\n  %e = frem afn float %x, 5.0\n  ret <2 x float> %d\n}");
    assert!(out.contains("call float @__nv_fmodf(float %x, float 3.0"), "{out}");
    assert!(out.contains("call double @__nv_fmod(double %y, double 7.0"), "{out}");
    assert!(out.contains("fpext half %h to float") && out.contains("fptrunc float"), "{out}");
    assert_eq!(out.matches("call float @__nv_fmodf").count(), 4, "{out}");
    assert!(out.contains("frem afn float %x, 5.0"), "{out}");
    let (out, _) = run(
        LowerMath::lower(true, false),
        "define double @f(double %y) {\n  %b = frem double %y, 7.0\n  ret double %b\n}",
    );
    assert!(out.contains("frem double %y, 7.0") && !out.contains("__nv_fmod"), "{out}");
    let (out, _) =
        run(LowerMath::canonicalize(), "define double @f(double %y) {\n  %b = frem double %y, 7.0\n  ret double %b\n}");
    assert!(out.contains("frem double %y, 7.0"), "{out}");
}

#[test]
fn new_instructions_keep_the_debug_location() {
    let (out, _) = lower(concat!(
        "define <2 x double> @f(<2 x double> %x) !dbg !4 {\n",
        "  %s = call <2 x double> @llvm.sin.v2f64(<2 x double> %x), !dbg !7\n",
        "  ret <2 x double> %s, !dbg !7\n}\n",
        "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n",
        "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n",
        "!1 = !DIFile(filename: \"t.c\", directory: \"/\")\n",
        "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n",
        "!4 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)\n",
        "!5 = !DISubroutineType(types: !6)\n!6 = !{}\n",
        "!7 = !DILocation(line: 2, column: 3, scope: !4)\n",
    ));
    let body: Vec<&str> = out.lines().filter(|l| l.starts_with("  %")).collect();
    assert_eq!(body.len(), 6, "{out}");
    assert!(body.iter().all(|l| l.contains(", !dbg !")), "{out}");
}

fn routes(accurate: &[(&str, &str)], fast: &[(&str, &str)], exclude: &[&str]) -> MathLibRoutes {
    let map = |pairs: &[(&str, &str)]| pairs.iter().map(|(k, f)| (k.to_string(), f.to_string())).collect();
    MathLibRoutes { accurate: map(accurate), fast: map(fast), exclude: exclude.iter().map(|s| s.to_string()).collect() }
}

#[test]
fn math_library_functions_take_libdevices_place() {
    let lib = routes(
        &[
            ("llvm.sin.f32", "my_sinf"),
            ("llvm.cos.f32", "my_cosf"),
            ("erfcinvf", "my_erfcinvf"),
            ("fmod", "my_fmod"),
            ("llvm.sqrt.f32", "my_sqrtf"),
        ],
        &[("llvm.cos.f32", "my_fast_cosf")],
        &["__nv_own"],
    );
    let body = "define float @f(float %x, <2 x float> %v, half %h, double %d, ptr %o) {
  %a = call float @llvm.sin.f32(float %x)
  %b = call float @cosf(float %a)
  %c = call <2 x float> @llvm.sin.v2f32(<2 x float> %v)
  store <2 x float> %c, ptr %o
  %e = call half @llvm.sin.f16(half %h)
  store half %e, ptr %o
  %g = call float @erfcinvf(float %b)
  %i = frem double %d, 3.0
  store double %i, ptr %o
  %j = call float @llvm.sqrt.f32(float %g)
  %k = call afn float @llvm.sin.f32(float %j)
  %l = call afn float @llvm.cos.f32(float %k)
  %m = call afn float @erfcinvf(float %l)
  %n = call float @llvm.tan.f32(float %m)
  %p = call double @llvm.sin.f64(double %d)
  store double %p, ptr %o
  ret float %n
}
define float @__nv_own(float %x) {
  %a = call float @llvm.sin.f32(float %x)
  ret float %a
}
declare float @cosf(float)
declare float @erfcinvf(float)";
    let (out, d) = run(LowerMath::lower(false, false).with_library(lib.clone()), body);
    assert!(d.is_empty(), "{d:?}");
    assert!(out.contains("call float @my_sinf(float %x)"), "{out}");
    assert!(out.contains("%b = call float @my_cosf(float"), "cosf is llvm.cos.f32 to nvvmc: {out}");
    assert_eq!(
        out.matches("call float @my_sinf(").count(),
        4,
        "scalar, two lanes, half in f32 (not the one in __nv_own): {out}"
    );
    assert!(out.contains("fpext half %h to float"), "{out}");
    assert!(out.contains("call float @my_erfcinvf(float %b)"), "{out}");
    assert!(
        out.contains("call double @my_fmod(double %d, double 3.000000e+00)"),
        "frem through the library's fmod: {out}"
    );
    assert!(out.contains("call float @my_sqrtf(float %g)"), "natively selected, but implemented: {out}");
    assert!(
        out.contains("call afn float @__nv_fast_sinf(float"),
        "afn without implements-afn: libdevice's fast variant: {out}"
    );
    assert!(out.contains("call afn float @my_fast_cosf(float"), "implements-afn: {out}");
    assert!(out.contains("%m = call afn float @my_erfcinvf(float"), "afn, no fast variant: the implementation: {out}");
    assert!(out.contains("call float @__nv_tanf(float %m)"), "not implemented: libdevice: {out}");
    assert!(out.contains("call double @__nv_sin(double %d)"), "only f32 implemented: {out}");
    assert!(out.contains("call float @__nv_sinf(float %x)"), "excluded: {out}");
    // --fast-math is afn everywhere.
    let (out, _) = run(LowerMath::lower(true, false).with_library(lib.clone()), body);
    assert!(
        out.contains("call float @__nv_fast_sinf(float %x)") && out.contains("%b = call float @my_fast_cosf(float"),
        "{out}"
    );
    // Only the functions asked for.
    let (out, _) = run(LowerMath::lower(false, false).only_functions(["__nv_own".to_string()].into()), body);
    assert!(
        out.contains("call float @llvm.sin.f32(float %x)") && out.contains("call float @__nv_sinf(float %x)"),
        "{out}"
    );
}

#[test]
fn fp128_has_no_libdevice_equivalent() {
    let (_, d) = lower("define fp128 @f(fp128 %x) {\n  %a = call fp128 @llvm.sin.f128(fp128 %x)\n  ret fp128 %a\n}");
    assert_eq!(d.iter().next().unwrap().rule_id(), Some("no-libdevice-equivalent"));
}
