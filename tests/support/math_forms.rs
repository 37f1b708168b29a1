//! The forms in which a program reaches a row of the math table (`passes/src/math_table.rs`):
//! the LLVM intrinsic for each type it is overloaded on (`llvm.sin.f32`, `llvm.sin.v2f16`,
//! `llvm.powi.f64.i64`, `llvm.lround.i32.f32`, …) and the C name with its C signature (`sinf`,
//! `sincos(double, ptr, ptr)`, `jn(i32, double)`, …). Each form is a [`Variant`]: one call, its
//! operands and its results, as IR text. `tests/math_lowering.rs` compiles every variant;
//! `tests/math_cpu.rs` runs them.

use nvvmc::passes::math_table::{IntrinsicShape, MathOp};
use std::fmt::Write;

/// How a program reaches an operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    /// `llvm.<base>.<overloads>`
    Intrinsic,
    /// The C (libm or CUDA math API) name, `sinf` / `sin`.
    CName,
}

/// What a call returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ret {
    Void,
    /// The form's type `T`.
    T,
    /// An integer of this width (a vector of them when `T` is a vector).
    Int(u32),
    /// `{ T, T }` (`llvm.sincos`, `llvm.sincospi`, `llvm.modf`).
    PairT,
    /// `{ T, i32 }` (`llvm.frexp`).
    TAndI32,
}

/// What an out-pointer parameter points to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Out {
    T,
    I32,
}

/// A parameter of the call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Param {
    /// The next floating-point operand (of the form's type).
    T,
    /// A scalar integer operand of this width.
    Int(u32),
    /// A pointer the callee writes a result through.
    Out(Out),
    /// The empty C string (`nan("")`).
    EmptyString,
}

/// A result of a variant, in order: the return value(s), then what the out-pointers received.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Res {
    T,
    /// A (vector of) integer(s) of this width.
    Int(u32),
}

/// One way to call an operation on one type.
#[derive(Debug, Clone)]
pub struct Variant {
    pub callee: String,
    pub ret: Ret,
    pub params: Vec<Param>,
}

/// The operands a variant's call may use: up to four floating-point values of the form's type,
/// a scalar `i32` and a scalar `i64`.
pub struct Operands<'a> {
    pub f: [&'a str; 4],
    pub i32: &'a str,
    pub i64: &'a str,
}

/// LLVM's overload suffix for a type: `f32`, `v2f16`, ….
pub fn suffix(t: &str) -> String {
    let scalar = |s: &str| match s {
        "float" => "f32",
        "double" => "f64",
        "half" => "f16",
        "bfloat" => "bf16",
        other => panic!("no suffix for {other}"),
    };
    match t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(inner) => {
            let (n, e) = inner.split_once(" x ").expect("a vector type");
            format!("v{n}{}", scalar(e))
        }
        None => scalar(t).to_string(),
    }
}

/// The lane count of a vector type (`None` for a scalar).
pub fn lanes(t: &str) -> Option<u32> {
    t.strip_prefix('<').and_then(|r| r.split_once(" x ")).map(|(n, _)| n.parse().expect("lane count"))
}

/// `iW`, or `<N x iW>` when `t` is a vector.
fn int_like(t: &str, w: u32) -> String {
    match lanes(t) {
        Some(n) => format!("<{n} x i{w}>"),
        None => format!("i{w}"),
    }
}

impl Variant {
    fn new(callee: impl Into<String>, ret: Ret, params: Vec<Param>) -> Self {
        Variant { callee: callee.into(), ret, params }
    }

    /// The results, in the order [`Variant::emit`] returns them.
    pub fn results(&self) -> Vec<Res> {
        let mut r = match self.ret {
            Ret::Void => vec![],
            Ret::T => vec![Res::T],
            Ret::Int(w) => vec![Res::Int(w)],
            Ret::PairT => vec![Res::T, Res::T],
            Ret::TAndI32 => vec![Res::T, Res::Int(32)],
        };
        for p in &self.params {
            if let Param::Out(o) = p {
                r.push(match o {
                    Out::T => Res::T,
                    Out::I32 => Res::Int(32),
                });
            }
        }
        r
    }

    fn ret_type(&self, t: &str) -> String {
        match self.ret {
            Ret::Void => "void".into(),
            Ret::T => t.into(),
            Ret::Int(w) => int_like(t, w),
            Ret::PairT => format!("{{ {t}, {t} }}"),
            Ret::TAndI32 => format!("{{ {t}, i32 }}"),
        }
    }

    fn param_type(p: Param, t: &str) -> String {
        match p {
            Param::T => t.into(),
            Param::Int(w) => format!("i{w}"),
            Param::Out(_) | Param::EmptyString => "ptr".into(),
        }
    }

    /// `declare RET @callee(PARAMS)` for type `t`.
    pub fn declaration(&self, t: &str) -> String {
        let params: Vec<String> = self.params.iter().map(|p| Self::param_type(*p, t)).collect();
        format!("declare {} @{}({})", self.ret_type(t), self.callee, params.join(", "))
    }

    /// Appends the call to `body` (value names start with `%{tag}`) and returns its results as
    /// (IR type, value) pairs. An `EmptyString` operand refers to the global `@empty`.
    pub fn emit(&self, t: &str, ops: &Operands, tag: &str, body: &mut String) -> Vec<(String, String)> {
        let mut args = Vec::new();
        let mut outs = Vec::new();
        let mut next_f = 0;
        for (k, p) in self.params.iter().enumerate() {
            match *p {
                Param::T => {
                    args.push(format!("{t} {}", ops.f[next_f]));
                    next_f += 1;
                }
                Param::Int(32) => args.push(format!("i32 {}", ops.i32)),
                Param::Int(64) => args.push(format!("i64 {}", ops.i64)),
                Param::Int(w) => panic!("no operand of width {w}"),
                Param::EmptyString => args.push("ptr @empty".into()),
                Param::Out(o) => {
                    let ty = if o == Out::T { t.to_string() } else { "i32".into() };
                    writeln!(body, "  %{tag}.m{k} = alloca {ty}, align 16").unwrap();
                    args.push(format!("ptr %{tag}.m{k}"));
                    outs.push((ty, format!("%{tag}.m{k}")));
                }
            }
        }
        let ret = self.ret_type(t);
        let mut results = Vec::new();
        if self.ret == Ret::Void {
            writeln!(body, "  call void @{}({})", self.callee, args.join(", ")).unwrap();
        } else {
            writeln!(body, "  %{tag}.r = call {ret} @{}({})", self.callee, args.join(", ")).unwrap();
            match self.ret {
                Ret::PairT | Ret::TAndI32 => {
                    let second = if self.ret == Ret::PairT { t.to_string() } else { "i32".into() };
                    writeln!(body, "  %{tag}.r0 = extractvalue {ret} %{tag}.r, 0").unwrap();
                    writeln!(body, "  %{tag}.r1 = extractvalue {ret} %{tag}.r, 1").unwrap();
                    results.push((t.to_string(), format!("%{tag}.r0")));
                    results.push((second, format!("%{tag}.r1")));
                }
                _ => results.push((ret, format!("%{tag}.r"))),
            }
        }
        for (k, (ty, slot)) in outs.into_iter().enumerate() {
            writeln!(body, "  %{tag}.o{k} = load {ty}, ptr {slot}").unwrap();
            results.push((ty, format!("%{tag}.o{k}")));
        }
        results
    }
}

/// Every variant of `op` reached by `route` on type `t` (`float`, `double`, `half`, `bfloat` or
/// a vector of them; the C names only exist for `float` and `double`). Empty when the route
/// does not exist for that type.
pub fn variants(op: &MathOp, route: Route, t: &str) -> Vec<Variant> {
    match route {
        Route::Intrinsic => intrinsic_variants(op, t),
        Route::CName => c_variant(op, t).into_iter().collect(),
    }
}

fn intrinsic_variants(op: &MathOp, t: &str) -> Vec<Variant> {
    let Some(base) = op.intrinsic else { return vec![] };
    let s = suffix(t);
    let scalar = lanes(t).is_none();
    let mut v = Vec::new();
    match op.shape {
        IntrinsicShape::Unary | IntrinsicShape::Binary | IntrinsicShape::Ternary => {
            let n = op.shape.elementwise_arity().expect("an elementwise shape");
            v.push(Variant::new(format!("llvm.{base}.{s}"), Ret::T, vec![Param::T; n]));
        }
        IntrinsicShape::PowI => {
            v.push(Variant::new(format!("llvm.powi.{s}.i32"), Ret::T, vec![Param::T, Param::Int(32)]));
            if scalar {
                v.push(Variant::new(format!("llvm.powi.{s}.i64"), Ret::T, vec![Param::T, Param::Int(64)]));
            }
        }
        IntrinsicShape::Pair => v.push(Variant::new(format!("llvm.{base}.{s}"), Ret::PairT, vec![Param::T])),
        IntrinsicShape::IntResult => {
            if scalar {
                v.push(Variant::new(format!("llvm.{base}.i64.{s}"), Ret::Int(64), vec![Param::T]));
                v.push(Variant::new(format!("llvm.{base}.i32.{s}"), Ret::Int(32), vec![Param::T]));
            } else {
                v.push(Variant::new(format!("llvm.{base}.{}.{s}", suffix_int(t, 64)), Ret::Int(64), vec![Param::T]));
            }
        }
        IntrinsicShape::NativeOnly => {
            // The exponent operand of a vector ldexp/frexp is a vector: scalars only here.
            if scalar && base == "ldexp" {
                v.push(Variant::new(format!("llvm.ldexp.{s}.i32"), Ret::T, vec![Param::T, Param::Int(32)]));
            }
            if scalar && base == "frexp" {
                v.push(Variant::new(format!("llvm.frexp.{s}.i32"), Ret::TAndI32, vec![Param::T]));
            }
        }
    }
    v
}

/// `v2i64` for a two-lane `t`.
fn suffix_int(t: &str, w: u32) -> String {
    format!("v{}i{w}", lanes(t).expect("a vector"))
}

fn c_variant(op: &MathOp, t: &str) -> Option<Variant> {
    let name = match t {
        "double" => op.c_f64,
        "float" => op.c_f32,
        _ => return None,
    };
    if name.is_empty() {
        return None;
    }
    let (ret, params) = op.c_sig.split_once('(').expect("signature has (");
    let params: Vec<Param> = params
        .trim_end_matches(')')
        .split(',')
        .filter(|p| !p.is_empty())
        .map(|p| match p {
            "T" => Param::T,
            "i32" => Param::Int(32),
            "ptr" if op.name == "nan" => Param::EmptyString,
            "ptr" if matches!(op.name, "frexp" | "remquo") => Param::Out(Out::I32),
            "ptr" => Param::Out(Out::T),
            other => panic!("unknown parameter kind {other} in {}", op.c_sig),
        })
        .collect();
    let ret = match ret {
        "T" => Ret::T,
        "void" => Ret::Void,
        "i32" => Ret::Int(32),
        "i64" => Ret::Int(64),
        other => panic!("unknown return kind {other} in {}", op.c_sig),
    };
    Some(Variant::new(name, ret, params))
}
