//! A small interpreter for the PTX that nvvmc emits for native math functions (`tests/native_math.rs`):
//! one `.func`/`.entry` at a time, straight-line and branching code over registers and the `.param`
//! space. Each instruction does what the PTX ISA (9.7, "Instructions") defines, read from its text;
//! an instruction, modifier or operand form outside the subset is an error that names it, never
//! skipped. Floating-point arithmetic is exact and rounds once (`fp`), for f16, bf16, f32 and f64.
//!
//! Approximate instructions (`ex2.approx`, `lg2.approx`, `sqrt.approx`, `rcp.approx`,
//! `div.approx`/`.full`) are modelled as "the correctly rounded value ± the documented maximum
//! error": [`Approx`] picks the low end, the correctly rounded value or the high end of that range,
//! and a caller runs a function that uses one ([`Function::has_approx`]) under all three.
//!
//! Documented behaviour this model follows (PTX ISA 9.x): f32, f16 and bf16 arithmetic returns an
//! unspecified NaN (here the canonical all-ones NaN), `abs`/`neg` of a NaN too, except `abs.f64`,
//! which passes a NaN through; f64 arithmetic propagates the payload; `.ftz` flushes subnormal
//! inputs and results to sign-preserving zero, and on `cvt` only `.f32` ones; `min`/`max` order
//! -0.0 below +0.0 and return the other operand for one NaN (`.NaN`: canonical NaN).

#![allow(dead_code)]

use std::collections::HashMap;

/// Exact floating-point values and correct rounding into a binary format.
pub mod fp {
    /// A binary interchange format: total and stored-fraction bits.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
    pub struct Fmt {
        pub bits: u32,
        pub mbits: u32,
    }
    pub const F16: Fmt = Fmt { bits: 16, mbits: 10 };
    pub const BF16: Fmt = Fmt { bits: 16, mbits: 7 };
    pub const F32: Fmt = Fmt { bits: 32, mbits: 23 };
    pub const F64: Fmt = Fmt { bits: 64, mbits: 52 };

    impl Fmt {
        pub fn name(self) -> &'static str {
            match (self.bits, self.mbits) {
                (16, 10) => "f16",
                (16, _) => "bf16",
                (32, _) => "f32",
                _ => "f64",
            }
        }
        pub fn ebits(self) -> u32 {
            self.bits - 1 - self.mbits
        }
        pub fn bias(self) -> i32 {
            (1 << (self.ebits() - 1)) - 1
        }
        pub fn emin(self) -> i32 {
            1 - self.bias()
        }
        pub fn sign(self) -> u64 {
            1 << (self.bits - 1)
        }
        pub fn mask(self) -> u64 {
            if self.bits == 64 {
                !0
            } else {
                (1 << self.bits) - 1
            }
        }
        fn exp_field(self, b: u64) -> u64 {
            (b >> self.mbits) & ((1 << self.ebits()) - 1)
        }
        fn frac(self, b: u64) -> u64 {
            b & ((1 << self.mbits) - 1)
        }
        pub fn is_nan(self, b: u64) -> bool {
            self.exp_field(b) == (1 << self.ebits()) - 1 && self.frac(b) != 0
        }
        pub fn is_inf(self, b: u64) -> bool {
            self.exp_field(b) == (1 << self.ebits()) - 1 && self.frac(b) == 0
        }
        pub fn is_zero(self, b: u64) -> bool {
            b & self.mask() & !self.sign() == 0
        }
        pub fn is_subnormal(self, b: u64) -> bool {
            self.exp_field(b) == 0 && self.frac(b) != 0
        }
        /// The smallest normal number of either sign.
        pub fn is_min_normal(self, b: u64) -> bool {
            self.exp_field(b) == 1 && self.frac(b) == 0
        }
        pub fn is_neg(self, b: u64) -> bool {
            b & self.sign() != 0
        }
        pub fn zero(self, neg: bool) -> u64 {
            if neg {
                self.sign()
            } else {
                0
            }
        }
        pub fn inf(self, neg: bool) -> u64 {
            self.zero(neg) | (((1 << self.ebits()) - 1) << self.mbits)
        }
        /// The canonical NaN PTX returns where it leaves the NaN unspecified.
        pub fn nan(self) -> u64 {
            self.mask() & !self.sign()
        }
        pub fn max_finite(self, neg: bool) -> u64 {
            self.inf(neg) - 1
        }
        pub fn one(self) -> u64 {
            (self.bias() as u64) << self.mbits
        }
        /// Flushes a subnormal to the zero of its sign.
        pub fn flush(self, b: u64) -> u64 {
            if self.is_subnormal(b) {
                b & self.sign()
            } else {
                b
            }
        }
        pub fn quiet(self, b: u64) -> u64 {
            b | (1 << (self.mbits - 1))
        }
        /// A key that orders non-NaN values as numbers, -0 just below +0, one step per value.
        pub fn ord(self, b: u64) -> i64 {
            let mag = (b & self.mask() & !self.sign()) as i64;
            if self.is_neg(b) {
                -mag - 1
            } else {
                mag
            }
        }
        pub fn value_of_ord(self, k: i64) -> u64 {
            let k = k.clamp(self.ord(self.inf(true)), self.ord(self.inf(false)));
            if k < 0 {
                self.sign() | (-(k + 1)) as u64
            } else {
                k as u64
            }
        }
    }

    /// A value: NaN, ±inf, ±0 or (-1)^neg · m · 2^e with m > 0.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Val {
        Nan,
        Inf(bool),
        Zero(bool),
        Fin(bool, u128, i32),
    }

    /// Rounding: to nearest even, toward zero, toward -inf, toward +inf, to nearest away.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Rnd {
        N,
        Z,
        M,
        P,
        A,
    }

    pub fn decode(f: Fmt, b: u64) -> Val {
        let neg = f.is_neg(b);
        let ef = f.exp_field(b) as i32;
        let fr = f.frac(b) as u128;
        if ef == (1 << f.ebits()) - 1 {
            return if fr == 0 { Val::Inf(neg) } else { Val::Nan };
        }
        if ef == 0 {
            return if fr == 0 { Val::Zero(neg) } else { Val::Fin(neg, fr, f.emin() - f.mbits as i32) };
        }
        Val::Fin(neg, fr | 1 << f.mbits, ef - f.bias() - f.mbits as i32)
    }

    /// Rounds (-1)^neg · (m + δ) · 2^e, 0 < δ < 1 when `sticky`, into `f` (one rounding).
    pub fn round(f: Fmt, neg: bool, m: u128, e: i32, sticky: bool, r: Rnd) -> u64 {
        if m == 0 {
            assert!(!sticky, "round: a sticky bit without a mantissa");
            return f.zero(neg);
        }
        let nb = 128 - m.leading_zeros() as i32;
        let top = e.saturating_add(nb - 1);
        let mut q = top.max(f.emin()) - f.mbits as i32;
        let sh = q as i64 - e as i64;
        let (mut k, half, rest) = if sh <= 0 {
            (m << (-sh) as u32, false, sticky)
        } else if sh > 128 {
            (0, false, true)
        } else {
            let sh = sh as u32;
            let k = if sh == 128 { 0 } else { m >> sh };
            (k, (m >> (sh - 1)) & 1 == 1, m & ((1u128 << (sh - 1)) - 1) != 0 || sticky)
        };
        let inexact = half || rest;
        let up = match r {
            Rnd::N => half && (rest || k & 1 == 1),
            Rnd::A => half,
            Rnd::Z => false,
            Rnd::M => neg && inexact,
            Rnd::P => !neg && inexact,
        };
        if up {
            k += 1;
        }
        if k >> (f.mbits + 1) != 0 {
            k >>= 1;
            q += 1;
        }
        if k == 0 {
            return f.zero(neg);
        }
        let s = f.zero(neg);
        if k < 1 << f.mbits {
            return s | k as u64;
        }
        let ex = q + f.mbits as i32;
        if ex > f.bias() {
            let to_inf = match r {
                Rnd::N | Rnd::A => true,
                Rnd::Z => false,
                Rnd::M => neg,
                Rnd::P => !neg,
            };
            return if to_inf { f.inf(neg) } else { f.max_finite(neg) };
        }
        s | (((ex + f.bias()) as u64) << f.mbits) | (k as u64 & ((1 << f.mbits) - 1))
    }

    pub fn encode(f: Fmt, v: Val, r: Rnd) -> u64 {
        match v {
            Val::Nan => f.nan(),
            Val::Inf(n) => f.inf(n),
            Val::Zero(n) => f.zero(n),
            Val::Fin(n, m, e) => round(f, n, m, e, false, r),
        }
    }

    /// The exact value as an f64 (every format here fits).
    pub fn to_f64(f: Fmt, b: u64) -> f64 {
        if f == F64 {
            return f64::from_bits(b);
        }
        match decode(f, b) {
            Val::Nan => f64::NAN,
            Val::Inf(n) => {
                if n {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            Val::Zero(n) => {
                if n {
                    -0.0
                } else {
                    0.0
                }
            }
            Val::Fin(n, m, e) => {
                let v = m as f64 * 2f64.powi(e);
                if n {
                    -v
                } else {
                    v
                }
            }
        }
    }

    pub fn from_f64(f: Fmt, x: f64, r: Rnd) -> u64 {
        encode(f, decode(F64, x.to_bits()), r)
    }

    /// The exact product.
    pub fn mul(a: Val, b: Val) -> Val {
        use Val::*;
        match (a, b) {
            (Nan, _) | (_, Nan) | (Inf(_), Zero(_)) | (Zero(_), Inf(_)) => Nan,
            (Inf(x), Inf(y)) | (Inf(x), Fin(y, ..)) | (Fin(x, ..), Inf(y)) => Inf(x != y),
            (Zero(x), Zero(y)) | (Zero(x), Fin(y, ..)) | (Fin(x, ..), Zero(y)) => Zero(x != y),
            (Fin(x, m1, e1), Fin(y, m2, e2)) => {
                assert!(m1 < 1 << 64 && m2 < 1 << 64, "mul: operands wider than 64 bits");
                Fin(x != y, m1 * m2, e1 + e2)
            }
        }
    }

    /// The sum, exact or with its sticky bit folded into bit 0 (enough for rounding to at most
    /// 64 bits of precision); operands have at most 124 significant bits. Both are aligned with
    /// their top bit at 123: a shift by up to 3 keeps the sum below 2^128, and beyond that the
    /// larger operand's zero low bits take the sticky bit without a carry.
    pub fn add(a: Val, b: Val, r: Rnd) -> Val {
        use Val::*;
        match (a, b) {
            (Nan, _) | (_, Nan) => Nan,
            (Inf(x), Inf(y)) => {
                if x == y {
                    Inf(x)
                } else {
                    Nan
                }
            }
            (Inf(x), _) | (_, Inf(x)) => Inf(x),
            (Zero(x), Zero(y)) => Zero(if x == y { x } else { r == Rnd::M }),
            (Zero(_), v) | (v, Zero(_)) => v,
            (Fin(s1, m1, e1), Fin(s2, m2, e2)) => {
                let norm = |m: u128, e: i32| {
                    let sh = m.leading_zeros() as i32 - 4;
                    assert!(sh >= 0, "add: operand wider than 124 bits");
                    (m << sh, e - sh)
                };
                let (m1, e1) = norm(m1, e1);
                let (m2, e2) = norm(m2, e2);
                let ((s1, m1, e1), (s2, m2, e2)) =
                    if e1 >= e2 { ((s1, m1, e1), (s2, m2, e2)) } else { ((s2, m2, e2), (s1, m1, e1)) };
                let d = (e1 as i64 - e2 as i64) as u64;
                let (x, y, e) = if d <= 3 {
                    (m1 << d, m2, e2)
                } else if d >= 128 {
                    (m1, 1, e1)
                } else {
                    (m1, (m2 >> d) | (m2 & ((1u128 << d) - 1) != 0) as u128, e1)
                };
                if s1 == s2 {
                    Fin(s1, x + y, e)
                } else if x == y {
                    Zero(r == Rnd::M)
                } else if x > y {
                    Fin(s1, x - y, e)
                } else {
                    Fin(s2, y - x, e)
                }
            }
        }
    }

    /// a · b + c with one rounding (pass the result to `encode`).
    pub fn fma(a: Val, b: Val, c: Val, r: Rnd) -> Val {
        add(mul(a, b), c, r)
    }
}

use fp::{Fmt, Rnd, Val, BF16, F16, F32, F64};

/// Which end of an approximate instruction's documented error range it returns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Approx {
    Low,
    Mid,
    High,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    B(u32),
    U(u32),
    S(u32),
    F(Fmt),
    X2(Fmt),
    Pred,
}

impl Ty {
    fn parse(s: &str) -> Option<Ty> {
        Some(match s {
            "pred" => Ty::Pred,
            "f16" => Ty::F(F16),
            "bf16" => Ty::F(BF16),
            "f32" => Ty::F(F32),
            "f64" => Ty::F(F64),
            "f16x2" => Ty::X2(F16),
            "bf16x2" => Ty::X2(BF16),
            _ => {
                let (k, n) = s.split_at(1);
                let n: u32 = n.parse().ok().filter(|n| [8, 16, 32, 64].contains(n))?;
                match k {
                    "b" => Ty::B(n),
                    "u" => Ty::U(n),
                    "s" => Ty::S(n),
                    _ => return None,
                }
            }
        })
    }
    fn width(self) -> u32 {
        match self {
            Ty::B(n) | Ty::U(n) | Ty::S(n) => n,
            Ty::F(f) => f.bits,
            Ty::X2(_) => 32,
            Ty::Pred => 1,
        }
    }
    fn signed(self) -> bool {
        matches!(self, Ty::S(_))
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        !0
    } else {
        (1 << w) - 1
    }
}

fn sext(v: u64, w: u32) -> i64 {
    if w >= 64 {
        v as i64
    } else {
        ((v << (64 - w)) as i64) >> (64 - w)
    }
}

#[derive(Clone, Debug)]
enum Opnd {
    Reg(usize),
    Imm(u64),
    Vec(Vec<Option<usize>>),
    Mem(usize, usize),
    Label(String),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    Copysign,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FUn {
    Abs,
    Neg,
    Sqrt,
    Rcp,
    Ex2,
    Lg2,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum IOp {
    Add,
    Sub,
    MulLo,
    Min,
    Max,
    And,
    Or,
    Xor,
    Shl,
    Shr,
}

/// Modifiers common to the floating-point instructions.
#[derive(Clone, Copy, Debug, Default)]
struct FMods {
    rnd: Option<Rnd>,
    approx: bool,
    ftz: bool,
    sat: bool,
    nan: bool,
    xorsign_abs: bool,
}

#[derive(Clone, Debug)]
enum Op {
    Ld {
        ty: Ty,
        dst: Vec<Option<usize>>,
        mem: (usize, usize),
    },
    St {
        ty: Ty,
        src: Vec<Opnd>,
        mem: (usize, usize),
    },
    Mov {
        ty: Ty,
        d: Opnd,
        a: Opnd,
    },
    Cvt {
        irnd: Option<Rnd>,
        frnd: Option<Rnd>,
        ftz: bool,
        sat: bool,
        relu: bool,
        satfinite: bool,
        dty: Ty,
        aty: Ty,
        d: usize,
        a: Vec<Opnd>,
    },
    Setp {
        cmp: Cmp,
        bop: Option<IOp>,
        ftz: bool,
        ty: Ty,
        p: Option<usize>,
        q: Option<usize>,
        a: Opnd,
        b: Opnd,
        c: Option<(Opnd, bool)>,
    },
    Selp {
        ty: Ty,
        d: usize,
        a: Opnd,
        b: Opnd,
        c: Opnd,
    },
    Not {
        ty: Ty,
        d: usize,
        a: Opnd,
    },
    Int {
        op: IOp,
        ty: Ty,
        d: usize,
        a: Opnd,
        b: Opnd,
    },
    IntUn {
        neg: bool,
        ty: Ty,
        d: usize,
        a: Opnd,
    },
    FBin {
        op: FOp,
        m: FMods,
        ty: Ty,
        d: usize,
        a: Opnd,
        b: Opnd,
    },
    Fma {
        m: FMods,
        ty: Ty,
        d: usize,
        a: Opnd,
        b: Opnd,
        c: Opnd,
    },
    FUn {
        op: FUn,
        m: FMods,
        ty: Ty,
        d: usize,
        a: Opnd,
    },
    Testp {
        what: String,
        ty: Ty,
        d: usize,
        a: Opnd,
    },
    Bfe {
        ty: Ty,
        d: usize,
        a: Opnd,
        b: Opnd,
        c: Opnd,
    },
    Prmt {
        d: usize,
        a: Opnd,
        b: Opnd,
        c: Opnd,
    },
    Bra(usize),
    Ret,
}

struct Instr {
    guard: Option<Guard>,
    op: Op,
    text: String,
}

/// A parsed PTX function.
pub struct Function {
    pub name: String,
    /// The function's PTX text, comments removed.
    pub text: String,
    /// The `.param` space: `func_retval0` first when there is one, then the parameters (name, bytes).
    space: Vec<(String, usize)>,
    has_ret: bool,
    reg_width: Vec<u32>,
    instrs: Vec<Instr>,
    /// True when an approximate instruction is used: run it under every [`Approx`].
    pub has_approx: bool,
}

impl Function {
    /// Runs the function with each parameter's bytes (little-endian, as the `.param` space holds
    /// them) and returns `func_retval0`'s bytes (empty without one).
    pub fn call(&self, args: &[Vec<u8>], approx: Approx) -> Result<Vec<u8>, String> {
        let nparams = self.space.len() - self.has_ret as usize;
        if args.len() != nparams {
            return Err(format!("{}: {} arguments for {} parameters", self.name, args.len(), nparams));
        }
        let mut space: Vec<Vec<u8>> = Vec::with_capacity(self.space.len());
        if self.has_ret {
            space.push(vec![0; self.space[0].1]);
        }
        for (i, a) in args.iter().enumerate() {
            let want = self.space[i + self.has_ret as usize].1;
            if a.len() != want {
                return Err(format!("{}: argument {i} has {} bytes, the parameter {want}", self.name, a.len()));
            }
            space.push(a.clone());
        }
        let mut m = Machine { regs: vec![0; self.reg_width.len()], width: &self.reg_width, space, approx };
        let mut pc = 0;
        let mut steps = 0;
        while pc < self.instrs.len() {
            steps += 1;
            if steps > 100_000 {
                return Err(format!("{}: more than 100000 steps", self.name));
            }
            let ins = &self.instrs[pc];
            pc += 1;
            if let Some((p, neg)) = ins.guard {
                if (m.regs[p] != 0) == neg {
                    continue;
                }
            }
            match &ins.op {
                Op::Bra(t) => pc = *t,
                Op::Ret => break,
                op => m.exec(op).map_err(|e| format!("{}: `{}`: {e}", self.name, ins.text))?,
            }
        }
        Ok(if self.has_ret { m.space.swap_remove(0) } else { Vec::new() })
    }
}

struct Machine<'a> {
    regs: Vec<u64>,
    width: &'a [u32],
    space: Vec<Vec<u8>>,
    approx: Approx,
}

impl Machine<'_> {
    fn get(&self, o: &Opnd, w: u32) -> Result<u64, String> {
        match o {
            Opnd::Reg(r) => Ok(self.regs[*r] & mask(w)),
            Opnd::Imm(v) => Ok(v & mask(w)),
            other => Err(format!("operand {other:?} is not a register or an immediate")),
        }
    }
    /// Writes `v` (of width `w`) to register `r`, extended to the register's width.
    fn set(&mut self, r: usize, v: u64, w: u32, signed: bool) {
        let rw = self.width[r];
        let v = if signed { sext(v & mask(w), w) as u64 } else { v & mask(w) };
        self.regs[r] = v & mask(rw);
    }
    fn mem(&mut self, (slot, off): (usize, usize), len: usize) -> Result<&mut [u8], String> {
        let s = &mut self.space[slot];
        if off + len > s.len() {
            return Err(format!("param access [{off}..{}] outside its {} bytes", off + len, s.len()));
        }
        Ok(&mut s[off..off + len])
    }

    fn exec(&mut self, op: &Op) -> Result<(), String> {
        match op {
            Op::Ld { ty, dst, mem } => {
                let n = (ty.width() / 8).max(1) as usize;
                for (i, d) in dst.iter().enumerate() {
                    let bytes = self.mem((mem.0, mem.1 + i * n), n)?;
                    let v = bytes.iter().rev().fold(0u64, |a, b| a << 8 | *b as u64);
                    if let Some(d) = d {
                        self.set(*d, v, ty.width(), ty.signed());
                    }
                }
            }
            Op::St { ty, src, mem } => {
                let n = (ty.width() / 8).max(1) as usize;
                for (i, s) in src.iter().enumerate() {
                    let v = self.get(s, ty.width())?;
                    let bytes = self.mem((mem.0, mem.1 + i * n), n)?;
                    for (k, b) in bytes.iter_mut().enumerate() {
                        *b = (v >> (8 * k)) as u8;
                    }
                }
            }
            Op::Mov { .. } => self.mov(op)?,
            Op::Cvt { .. } => self.cvt(op)?,
            Op::Setp { .. } => self.setp(op)?,
            Op::Selp { ty, d, a, b, c } => {
                let v = if self.get(c, 1)? != 0 { self.get(a, ty.width())? } else { self.get(b, ty.width())? };
                self.set(*d, v, ty.width(), ty.signed());
            }
            Op::Not { ty, d, a } => {
                let v = !self.get(a, ty.width())?;
                self.set(*d, v, ty.width(), false);
            }
            Op::Int { op, ty, d, a, b } => {
                let w = ty.width();
                let x = self.get(a, w)?;
                let y = self.get(b, if matches!(op, IOp::Shl | IOp::Shr) { 32 } else { w })?;
                let v = int_binary(*op, *ty, x, y, w);
                self.set(*d, v, w, ty.signed());
            }
            Op::IntUn { neg, ty, d, a } => {
                let w = ty.width();
                let x = sext(self.get(a, w)?, w);
                let v = if *neg { x.wrapping_neg() } else { x.wrapping_abs() };
                self.set(*d, v as u64, w, true);
            }
            Op::FBin { op, m, ty, d, a, b } => {
                let (x, y) = (self.get(a, ty.width())?, self.get(b, ty.width())?);
                let v = lanes(*ty, &[x, y], |f, v| fbin(*op, m, f, v[0], v[1], self.approx))?;
                self.set(*d, v, ty.width(), false);
            }
            Op::Fma { m, ty, d, a, b, c } => {
                let v = [self.get(a, ty.width())?, self.get(b, ty.width())?, self.get(c, ty.width())?];
                let r = lanes(*ty, &v, |f, v| {
                    let fl = |x| flush_if(f, m.ftz, x);
                    let (x, y, z) = (fl(v[0]), fl(v[1]), fl(v[2]));
                    let r = fp::fma(fp::decode(f, x), fp::decode(f, y), fp::decode(f, z), m.rnd.unwrap_or(Rnd::N));
                    Ok(finish(f, m, fp::encode(f, r, m.rnd.unwrap_or(Rnd::N)), &[x, y, z]))
                })?;
                self.set(*d, r, ty.width(), false);
            }
            Op::FUn { op, m, ty, d, a } => {
                let x = self.get(a, ty.width())?;
                let v = lanes(*ty, &[x], |f, v| fun(*op, m, f, v[0], self.approx))?;
                self.set(*d, v, ty.width(), false);
            }
            Op::Testp { what, ty, d, a } => {
                let Ty::F(f) = ty else { return Err("testp on a non-float type".into()) };
                let x = self.get(a, f.bits)?;
                let t = match what.as_str() {
                    "finite" => !f.is_nan(x) && !f.is_inf(x),
                    "infinite" => f.is_inf(x),
                    "number" => !f.is_nan(x),
                    "notanumber" => f.is_nan(x),
                    "normal" => !f.is_nan(x) && !f.is_inf(x) && !f.is_subnormal(x),
                    "subnormal" => f.is_subnormal(x),
                    o => return Err(format!("testp.{o}")),
                };
                self.regs[*d] = t as u64;
            }
            Op::Bfe { ty, d, a, b, c } => {
                let w = ty.width();
                let x = self.get(a, w)?;
                let pos = self.get(b, 32)? & 0xff;
                let len = self.get(c, 32)? & 0xff;
                self.set(*d, bit_field(x, pos, len, w, ty.signed()), w, false);
            }
            Op::Prmt { d, a, b, c } => {
                let bytes = self.get(a, 32)? | self.get(b, 32)? << 32;
                let v = permute_bytes(bytes, self.get(c, 32)?);
                self.set(*d, v, 32, false);
            }
            Op::Bra(_) | Op::Ret => unreachable!(),
        }
        Ok(())
    }

    /// `mov`, also between a vector of registers and one wide register.
    fn mov(&mut self, op: &Op) -> Result<(), String> {
        let Op::Mov { ty, d, a } = op else { unreachable!() };
        let w = ty.width();
        match (d, a) {
            (Opnd::Reg(d), Opnd::Vec(parts)) => {
                let ew = w / parts.len() as u32;
                let mut v = 0;
                for (i, p) in parts.iter().enumerate() {
                    let p = p.ok_or("a sink `_` as a source")?;
                    v |= (self.regs[p] & mask(ew)) << (ew * i as u32);
                }
                self.set(*d, v, w, false);
            }
            (Opnd::Vec(parts), a) => {
                let ew = w / parts.len() as u32;
                let v = self.get(a, w)?;
                for (i, p) in parts.iter().enumerate() {
                    if let Some(p) = p {
                        self.set(*p, v >> (ew * i as u32), ew, false);
                    }
                }
            }
            (Opnd::Reg(d), a) => {
                let v = self.get(a, w)?;
                self.set(*d, v, w, ty.signed());
            }
            _ => return Err("unsupported mov operands".into()),
        }
        Ok(())
    }

    /// `setp`: the comparison into `p` and its complement into `q` (for a `.x2` pair, the lower
    /// half's and the upper half's), each combined with the third predicate when asked.
    fn setp(&mut self, op: &Op) -> Result<(), String> {
        let Op::Setp { cmp, bop, ftz, ty, p, q, a, b, c } = op else { unreachable!() };
        let (a, b) = (self.get(a, ty.width())?, self.get(b, ty.width())?);
        let c = match c {
            Some((c, neg)) => Some((self.get(c, 1)? != 0) != *neg),
            None => None,
        };
        let combine = |t: bool| match (bop, c) {
            (None, _) => Ok(t),
            (Some(IOp::And), Some(c)) => Ok(t && c),
            (Some(IOp::Or), Some(c)) => Ok(t || c),
            (Some(IOp::Xor), Some(c)) => Ok(t ^ c),
            _ => Err("setp: a Boolean operator without its predicate".to_string()),
        };
        let (t, u) = match ty {
            Ty::X2(f) => {
                let f = *f;
                let t0 =
                    fcmp(*cmp, f, flush_if(f, *ftz && f == F16, a & 0xffff), flush_if(f, *ftz && f == F16, b & 0xffff));
                let t1 = fcmp(*cmp, f, flush_if(f, *ftz && f == F16, a >> 16), flush_if(f, *ftz && f == F16, b >> 16));
                (combine(t0)?, Some(combine(t1)?))
            }
            Ty::F(f) => {
                let fl = *ftz && (*f == F32 || *f == F16);
                let t = combine(fcmp(*cmp, *f, flush_if(*f, fl, a), flush_if(*f, fl, b)))?;
                (t, Some(combine(!fcmp(*cmp, *f, flush_if(*f, fl, a), flush_if(*f, fl, b)))?))
            }
            ty => {
                let w = ty.width();
                let t = icmp(*cmp, *ty, a, b, w)?;
                (combine(t)?, Some(combine(!t)?))
            }
        };
        if let Some(p) = p {
            self.regs[*p] = t as u64;
        }
        if let (Some(q), Some(u)) = (q, u) {
            self.regs[*q] = u as u64;
        }
        Ok(())
    }

    fn cvt(&mut self, op: &Op) -> Result<(), String> {
        let Op::Cvt { irnd, frnd, ftz, sat, relu, satfinite, dty, aty, d, a } = op else { unreachable!() };
        if let Ty::X2(df) = dty {
            // cvt.frnd2.{f16,bf16}x2.f32 d, a, b: a to the upper half, b to the lower.
            let hi = self.get(&a[0], 32)?;
            let lo = self.get(&a[1], 32)?;
            let one = |x| cvt_float(F32, *df, x, frnd.ok_or("no rounding")?, *ftz, *sat, *relu, *satfinite);
            let v = one(hi)? << 16 | one(lo)?;
            self.set(*d, v, 32, false);
            return Ok(());
        }
        let x = self.get(&a[0], aty.width())?;
        let v = match (dty, aty) {
            (Ty::F(df), Ty::F(af)) if df == af => {
                let r = irnd.ok_or("same-type float cvt without integer rounding")?;
                let fl = *ftz && *df == F32;
                let x = flush_if(*df, fl, x);
                let v = if df.is_nan(x) {
                    df.nan()
                } else {
                    let t = fp::to_f64(*df, x);
                    let t = match r {
                        Rnd::N => t.round_ties_even(),
                        Rnd::Z => t.trunc(),
                        Rnd::M => t.floor(),
                        _ => t.ceil(),
                    };
                    fp::from_f64(*df, t, Rnd::N)
                };
                saturate(*df, *sat, flush_if(*df, fl, v))
            }
            (Ty::F(df), Ty::F(af)) => {
                let narrowing = fp::to_f64(*af, af.max_finite(false)) > fp::to_f64(*df, df.max_finite(false))
                    || af.mbits > df.mbits;
                let r = match (frnd, narrowing) {
                    (Some(r), _) => *r,
                    (None, false) => Rnd::N,
                    (None, true) => return Err("narrowing float cvt without rounding".into()),
                };
                cvt_float(*af, *df, x, r, *ftz, *sat, *relu, *satfinite)?
            }
            (dty, Ty::F(af)) => {
                let r = irnd.ok_or("float-to-integer cvt without integer rounding")?;
                let x = flush_if(*af, *ftz && *af == F32, x);
                let w = dty.width();
                let (lo, hi): (i128, i128) =
                    if dty.signed() { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) } else { (0, (1i128 << w) - 1) };
                if af.is_nan(x) {
                    if *af == F64 || w == 64 {
                        1u64 << (w - 1)
                    } else {
                        0
                    }
                } else {
                    let t = fp::to_f64(*af, x);
                    let t = match r {
                        Rnd::N => t.round_ties_even(),
                        Rnd::Z => t.trunc(),
                        Rnd::M => t.floor(),
                        _ => t.ceil(),
                    };
                    let v = if t.is_nan() {
                        0
                    } else if t >= hi as f64 {
                        hi
                    } else if t <= lo as f64 {
                        lo
                    } else {
                        t as i128
                    };
                    v as u64
                }
            }
            (Ty::F(df), aty) => {
                let r = frnd.ok_or("integer-to-float cvt without rounding")?;
                let v = if aty.signed() { sext(x, aty.width()) as i128 } else { x as i128 };
                let b = if v == 0 { 0 } else { fp::round(*df, v < 0, v.unsigned_abs(), 0, false, r) };
                saturate(*df, *sat, flush_if(*df, *ftz && *df == F32, b))
            }
            (dty, aty) => {
                let v = if aty.signed() { sext(x, aty.width()) as i128 } else { x as i128 };
                let w = dty.width();
                if *sat {
                    let (lo, hi): (i128, i128) = if dty.signed() {
                        (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
                    } else {
                        (0, (1i128 << w) - 1)
                    };
                    v.clamp(lo, hi) as u64
                } else {
                    v as u64
                }
            }
        };
        self.set(*d, v, dty.width(), dty.signed());
        Ok(())
    }
}

fn flush_if(f: Fmt, on: bool, x: u64) -> u64 {
    if on {
        f.flush(x)
    } else {
        x
    }
}

fn saturate(f: Fmt, on: bool, x: u64) -> u64 {
    if !on {
        return x;
    }
    if f.is_nan(x) || f.is_neg(x) {
        0
    } else if fp::to_f64(f, x) > 1.0 {
        f.one()
    } else {
        x
    }
}

/// `bfe`: the `len` bits of `x` (of width `w`) from bit `pos`, sign-extended when `signed`.
fn bit_field(x: u64, pos: u64, len: u64, w: u32, signed: bool) -> u64 {
    let msb = w as u64 - 1;
    let sbit = if signed && len > 0 { (x >> (pos + len - 1).min(msb)) & 1 } else { 0 };
    let mut v = 0u64;
    for i in 0..w as u64 {
        let bit = if i < len && pos + i <= msb { (x >> (pos + i)) & 1 } else { sbit };
        v |= bit << i;
    }
    v
}

/// `prmt`'s default mode: four bytes picked from the eight of `bytes` by the selectors in `sel`
/// (a selector with bit 3 set replicates the picked byte's sign).
fn permute_bytes(bytes: u64, sel: u64) -> u64 {
    let mut v = 0u64;
    for i in 0..4 {
        let s = (sel >> (4 * i)) & 0xf;
        let byte = (bytes >> (8 * (s & 7))) & 0xff;
        let byte = if s & 8 != 0 {
            if byte & 0x80 != 0 {
                0xff
            } else {
                0
            }
        } else {
            byte
        };
        v |= byte << (8 * i);
    }
    v
}

/// An integer operation on `x` and `y` of width `w` (`ty` says whether it is signed).
fn int_binary(op: IOp, ty: Ty, x: u64, y: u64, w: u32) -> u64 {
    match op {
        IOp::Add => x.wrapping_add(y),
        IOp::Sub => x.wrapping_sub(y),
        IOp::MulLo => x.wrapping_mul(y),
        IOp::And => x & y,
        IOp::Or => x | y,
        IOp::Xor => x ^ y,
        IOp::Min | IOp::Max => {
            let less = if ty.signed() { sext(x, w) < sext(y, w) } else { x < y };
            if less == (op == IOp::Min) {
                x
            } else {
                y
            }
        }
        // Shift amounts above the width are clamped to the width (PTX `shl`/`shr`).
        IOp::Shl => {
            if y >= w as u64 {
                0
            } else {
                x << y
            }
        }
        IOp::Shr => {
            let y = y.min(w as u64);
            if ty.signed() {
                (sext(x, w) >> y.min(63)) as u64
            } else if y >= w as u64 {
                0
            } else {
                x >> y
            }
        }
    }
}

/// A float-to-float conversion (`.ftz` touches `.f32` inputs and results only).
#[allow(clippy::too_many_arguments)]
fn cvt_float(
    af: Fmt,
    df: Fmt,
    x: u64,
    r: Rnd,
    ftz: bool,
    sat: bool,
    relu: bool,
    satfinite: bool,
) -> Result<u64, String> {
    let x = flush_if(af, ftz && af == F32, x);
    if af.is_nan(x) {
        return Ok(if sat { 0 } else { df.nan() });
    }
    let mut v = fp::encode(df, fp::decode(af, x), r);
    v = flush_if(df, ftz && df == F32, v);
    if satfinite && df.is_inf(v) {
        v = df.max_finite(df.is_neg(v));
    }
    if relu && df.is_neg(v) && !df.is_zero(v) {
        v = 0;
    }
    Ok(saturate(df, sat, v))
}

fn fcmp(c: Cmp, f: Fmt, a: u64, b: u64) -> bool {
    let unordered = f.is_nan(a) || f.is_nan(b);
    let (x, y) = (fp::to_f64(f, a), fp::to_f64(f, b));
    let ord = |t: bool| !unordered && t;
    let unord = |t: bool| unordered || t;
    match c {
        Cmp::Eq => ord(x == y),
        Cmp::Ne => ord(x != y),
        Cmp::Lt => ord(x < y),
        Cmp::Le => ord(x <= y),
        Cmp::Gt => ord(x > y),
        Cmp::Ge => ord(x >= y),
        Cmp::Equ => unord(x == y),
        Cmp::Neu => unord(x != y),
        Cmp::Ltu => unord(x < y),
        Cmp::Leu => unord(x <= y),
        Cmp::Gtu => unord(x > y),
        Cmp::Geu => unord(x >= y),
        Cmp::Num => !unordered,
        Cmp::Nan => unordered,
    }
}

fn icmp(c: Cmp, ty: Ty, a: u64, b: u64, w: u32) -> Result<bool, String> {
    if matches!(ty, Ty::B(_) | Ty::Pred) && !matches!(c, Cmp::Eq | Cmp::Ne) {
        return Err(format!("setp {c:?} on a bit-size type"));
    }
    let (x, y) = if ty.signed() { (sext(a, w) as i128, sext(b, w) as i128) } else { (a as i128, b as i128) };
    Ok(match c {
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
        Cmp::Lt => x < y,
        Cmp::Le => x <= y,
        Cmp::Gt => x > y,
        Cmp::Ge => x >= y,
        other => return Err(format!("setp {other:?} on an integer type")),
    })
}

/// Applies a float operation to one value or to both halves of an x2 value.
fn lanes(ty: Ty, v: &[u64], mut f: impl FnMut(Fmt, &[u64]) -> Result<u64, String>) -> Result<u64, String> {
    match ty {
        Ty::F(fm) => f(fm, v),
        Ty::X2(fm) => {
            let (mut lo, mut hi) = ([0; 3], [0; 3]);
            for (i, x) in v.iter().enumerate() {
                lo[i] = x & 0xffff;
                hi[i] = (x >> 16) & 0xffff;
            }
            Ok(f(fm, &lo[..v.len()])? | f(fm, &hi[..v.len()])? << 16)
        }
        other => Err(format!("a float instruction on {other:?}")),
    }
}

/// NaN result (f64 propagates the first NaN operand's payload), `.ftz` on the result, `.sat`.
fn finish(f: Fmt, m: &FMods, r: u64, inputs: &[u64]) -> u64 {
    let r = if f.is_nan(r) {
        match inputs.iter().find(|x| f.is_nan(**x)) {
            Some(x) if f == F64 => f.quiet(*x),
            _ => f.nan(),
        }
    } else {
        r
    };
    saturate(f, m.sat, flush_if(f, m.ftz, r))
}

fn fbin(op: FOp, m: &FMods, f: Fmt, x: u64, y: u64, approx: Approx) -> Result<u64, String> {
    if op == FOp::Copysign {
        // copysign d, a, b: the sign of a on the value of b.
        return Ok((y & !f.sign()) | (x & f.sign()));
    }
    let (x, y) = (flush_if(f, m.ftz, x), flush_if(f, m.ftz, y));
    let r = m.rnd.unwrap_or(Rnd::N);
    let (a, b) = (fp::decode(f, x), fp::decode(f, y));
    let v = match op {
        FOp::Add => fp::encode(f, fp::add(a, b, r), r),
        FOp::Sub => fp::encode(f, fp::add(a, neg_val(b), r), r),
        FOp::Mul => fp::encode(f, fp::mul(a, b), r),
        FOp::Div => {
            if m.rnd.is_some_and(|r| r != Rnd::N) {
                return Err("div with a directed rounding".into());
            }
            let q = fp::to_f64(f, x) / fp::to_f64(f, y);
            let cr = if f == F64 { q.to_bits() } else { fp::from_f64(f, q, Rnd::N) };
            if m.approx {
                ulps(f, cr, 2, approx)
            } else {
                cr
            }
        }
        FOp::Min | FOp::Max => {
            let xs = (x ^ y) & f.sign() != 0;
            let (x, y) = if m.xorsign_abs { (x & !f.sign(), y & !f.sign()) } else { (x, y) };
            let v = if f.is_nan(x) && f.is_nan(y) || m.nan && (f.is_nan(x) || f.is_nan(y)) {
                f.nan()
            } else if f.is_nan(x) {
                y
            } else if f.is_nan(y) || (f.ord(x) < f.ord(y)) == (op == FOp::Min) {
                x
            } else {
                y
            };
            if m.xorsign_abs && !f.is_nan(v) {
                (v & !f.sign()) | if xs { f.sign() } else { 0 }
            } else {
                v
            }
        }
        FOp::Copysign => unreachable!(),
    };
    Ok(finish(f, m, v, &[x, y]))
}

fn neg_val(v: Val) -> Val {
    match v {
        Val::Nan => Val::Nan,
        Val::Inf(n) => Val::Inf(!n),
        Val::Zero(n) => Val::Zero(!n),
        Val::Fin(n, m, e) => Val::Fin(!n, m, e),
    }
}

/// `n` ulps below or above `cr`, by [`Approx`], never changing sign.
fn ulps(f: Fmt, cr: u64, n: i64, approx: Approx) -> u64 {
    let k = f.ord(cr);
    match approx {
        Approx::Mid => cr,
        Approx::Low if k >= 0 => f.value_of_ord((k - n).max(0)),
        Approx::High if k < 0 => f.value_of_ord((k + n).min(-1)),
        Approx::Low => f.value_of_ord(k - n),
        Approx::High => f.value_of_ord(k + n),
    }
}

/// The value `t` with a relative (or, `abs`, absolute) error `e`: its low end rounded down, its
/// high end rounded up, or `t` rounded to nearest.
fn with_error(f: Fmt, t: f64, e: f64, abs: bool, approx: Approx) -> u64 {
    if t.is_infinite() || t == 0.0 && !abs {
        return fp::from_f64(f, t, Rnd::N);
    }
    let d = if abs { e } else { t.abs() * e };
    match approx {
        Approx::Mid => fp::from_f64(f, t, Rnd::N),
        Approx::Low => fp::from_f64(f, t - d, Rnd::M),
        Approx::High => fp::from_f64(f, t + d, Rnd::P),
    }
}

fn fun(op: FUn, m: &FMods, f: Fmt, x: u64, approx: Approx) -> Result<u64, String> {
    match op {
        // abs/neg: an unspecified NaN for a NaN, except abs.f64, which passes it through.
        FUn::Abs if f.is_nan(x) => return Ok(if f == F64 { x } else { f.nan() }),
        FUn::Neg if f.is_nan(x) => return Ok(f.nan()),
        FUn::Abs => return Ok(flush_if(f, m.ftz, x) & !f.sign()),
        FUn::Neg => return Ok(flush_if(f, m.ftz, x) ^ f.sign()),
        _ => {}
    }
    let x = flush_if(f, m.ftz, x);
    let t = fp::to_f64(f, x);
    let v = match op {
        FUn::Sqrt => {
            if !m.approx && m.rnd != Some(Rnd::N) {
                return Err("sqrt with a directed rounding".into());
            }
            if f.is_nan(x) || (f.is_neg(x) && !f.is_zero(x)) {
                f.nan()
            } else if f.is_zero(x) || f.is_inf(x) {
                x
            } else if m.approx {
                // sqrt.approx.f32: maximum relative error 2^-23.
                with_error(f, t.sqrt(), 2f64.powi(-23), false, approx)
            } else if f == F64 {
                t.sqrt().to_bits()
            } else {
                // 53 >= 2p + 2: rounding the f64 square root again is exact rounding.
                fp::from_f64(f, t.sqrt(), Rnd::N)
            }
        }
        FUn::Rcp => {
            if !m.approx && m.rnd != Some(Rnd::N) {
                return Err("rcp with a directed rounding".into());
            }
            let q = 1.0 / t;
            let cr = if f == F64 { q.to_bits() } else { fp::from_f64(f, q, Rnd::N) };
            // rcp.approx.f32: maximum error 1 ulp.
            if m.approx && !f.is_nan(cr) && !f.is_inf(cr) && !f.is_zero(cr) {
                ulps(f, cr, 1, approx)
            } else {
                cr
            }
        }
        FUn::Ex2 => {
            if f.is_nan(x) {
                f.nan()
            } else if f.is_inf(x) {
                if f.is_neg(x) {
                    0
                } else {
                    f.inf(false)
                }
            } else if f.is_zero(x) {
                f.one()
            } else {
                let t = t.exp2();
                match f.name() {
                    // ex2.approx.f32: at most 2 ulp from the correctly rounded result.
                    "f32" => ulps(f, fp::from_f64(f, t, Rnd::N), 2, approx),
                    // ex2.approx.f16: maximum relative error 2^-9.9; .bf16: 2^-7.
                    "f16" => with_error(f, t, 2f64.powf(-9.9), false, approx),
                    "bf16" => with_error(f, t, 2f64.powi(-7), false, approx),
                    _ => return Err("ex2 on f64".into()),
                }
            }
        }
        FUn::Lg2 => {
            if f.is_nan(x) || (f.is_neg(x) && !f.is_zero(x)) {
                f.nan()
            } else if f.is_zero(x) {
                f.inf(true)
            } else if f.is_inf(x) {
                x
            } else {
                // lg2.approx.f32: absolute error 2^-22 in (0.5, 2), relative 2^-22 elsewhere.
                with_error(f, t.log2(), 2f64.powi(-22), t > 0.5 && t < 2.0, approx)
            }
        }
        FUn::Abs | FUn::Neg => unreachable!(),
    };
    Ok(finish(f, m, v, &[x]))
}

// ---- Parsing ----------------------------------------------------------------------------------

fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("//") {
            rest = r.find('\n').map_or("", |i| &r[i..]);
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |i| &r[i + 2..]);
            out.push(' ');
        } else {
            let c = rest.chars().next().expect("non-empty");
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// A parsed module: each function's name, and the function or why it could not be parsed.
pub type ParsedModule = Vec<(String, Result<Function, String>)>;

/// The functions (`.func`, `.entry`) defined in a PTX module, by name, each parsed or with the
/// reason it could not be (an instruction outside the subset, named); declarations are skipped.
pub fn parse_module(text: &str) -> Result<ParsedModule, String> {
    let text = strip_comments(text);
    let mut out = Vec::new();
    let mut rest = text.as_str();
    loop {
        let at = [".func", ".entry"]
            .iter()
            .filter_map(|kw| {
                rest.match_indices(kw).map(|(i, _)| i).find(|&i| {
                    let before = rest[..i].chars().next_back().is_none_or(char::is_whitespace);
                    let after = rest[i + kw.len()..].chars().next().is_some_and(|c| c.is_whitespace() || c == '(');
                    before && after
                })
            })
            .min();
        let Some(at) = at else { break };
        let after = &rest[at..];
        let (brace, semi) = (after.find('{'), after.find(';'));
        match (brace, semi) {
            (Some(b), s) if s.is_none_or(|s| b < s) => {
                let mut depth = 0;
                let mut end = None;
                for (i, ch) in after[b..].char_indices() {
                    match ch {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = Some(b + i);
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                let end = end.ok_or("unbalanced braces in a function body")?;
                out.push(parse_function(&after[..b], &after[b + 1..end]));
                rest = &after[end + 1..];
            }
            (_, Some(s)) => rest = &after[s + 1..],
            _ => break,
        }
    }
    Ok(out)
}

/// The text inside the parentheses that open `s`, and what follows them.
fn parenthesized(s: &str) -> Result<(&str, &str), String> {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok((&s[1..i], &s[i + 1..]));
                }
            }
            _ => {}
        }
    }
    Err(format!("unbalanced parentheses in `{s}`"))
}

/// `.param .align 2 .b8 name[2]` or `.param .b32 name`: the name and its size in bytes.
fn param_decl(s: &str) -> Result<(String, usize), String> {
    let toks: Vec<&str> = s.split_whitespace().collect();
    let mut elem = None;
    let mut i = 0;
    while i + 1 < toks.len() {
        match toks[i] {
            ".param" | ".ptr" | ".global" | ".const" | ".shared" | ".local" => {}
            ".align" => i += 1,
            t => match t.strip_prefix('.').and_then(Ty::parse) {
                Some(ty) if ty != Ty::Pred => elem = Some(ty.width() as usize / 8),
                _ => return Err(format!("unsupported parameter declaration `{s}`")),
            },
        }
        i += 1;
    }
    let (elem, last) = (elem.ok_or(format!("no type in `{s}`"))?, toks.last().ok_or("empty parameter")?);
    match last.split_once('[') {
        Some((name, n)) => {
            let n: usize = n.trim_end_matches(']').parse().map_err(|_| format!("bad array size in `{s}`"))?;
            Ok((name.to_string(), elem * n))
        }
        None => Ok((last.to_string(), elem)),
    }
}

fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(s[start..].trim());
    }
    out
}

fn parse_imm(s: &str) -> Option<u64> {
    if let Some(h) = s.strip_prefix("0f").or_else(|| s.strip_prefix("0F")) {
        return (h.len() == 8).then(|| u32::from_str_radix(h, 16).ok().map(u64::from)).flatten();
    }
    if let Some(h) = s.strip_prefix("0d").or_else(|| s.strip_prefix("0D")) {
        return (h.len() == 16).then(|| u64::from_str_radix(h, 16).ok()).flatten();
    }
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let body = body.strip_suffix('U').unwrap_or(body);
    let v = if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()?
    } else if body.len() > 1 && body.starts_with('0') {
        u64::from_str_radix(&body[1..], 8).ok()?
    } else {
        body.parse::<u64>().ok()?
    };
    Some(if neg { (v as i64).wrapping_neg() as u64 } else { v })
}

struct Ctx {
    regs: HashMap<String, usize>,
    widths: Vec<u32>,
    space: Vec<(String, usize)>,
}

impl Ctx {
    fn reg(&self, s: &str) -> Result<usize, String> {
        self.regs.get(s).copied().ok_or_else(|| format!("undeclared register `{s}`"))
    }
    fn opnd(&self, s: &str) -> Result<Opnd, String> {
        if s.starts_with('%') {
            return Ok(Opnd::Reg(self.reg(s)?));
        }
        if let Some(inner) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            let parts =
                inner.split(',').map(str::trim).map(|p| if p == "_" { Ok(None) } else { self.reg(p).map(Some) });
            return Ok(Opnd::Vec(parts.collect::<Result<_, _>>()?));
        }
        if let Some(inner) = s.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            let (base, off) = match inner.split_once('+') {
                Some((b, o)) => (b.trim(), parse_imm(o.trim()).ok_or(format!("bad offset in `{s}`"))? as usize),
                None => (inner.trim(), 0),
            };
            let slot = self
                .space
                .iter()
                .position(|(n, _)| n == base)
                .ok_or_else(|| format!("`{s}`: only the function's own .param space is supported"))?;
            return Ok(Opnd::Mem(slot, off));
        }
        if let Some(v) = parse_imm(s) {
            return Ok(Opnd::Imm(v));
        }
        if s.chars().next().is_some_and(|c| c == '$' || c == '_' || c.is_ascii_alphabetic()) {
            return Ok(Opnd::Label(s.to_string()));
        }
        Err(format!("unsupported operand `{s}`"))
    }
    fn dreg(&self, s: &str) -> Result<usize, String> {
        match self.opnd(s)? {
            Opnd::Reg(r) => Ok(r),
            _ => Err(format!("destination `{s}` is not a register")),
        }
    }
}

/// An instruction's modifiers, taken one by one; what is left over is an error.
struct Mods<'a>(Vec<&'a str>);

impl<'a> Mods<'a> {
    fn has(&mut self, m: &str) -> bool {
        match self.0.iter().position(|x| *x == m) {
            Some(i) => {
                self.0.remove(i);
                true
            }
            None => false,
        }
    }
    fn one_of(&mut self, opts: &[&'a str]) -> Option<&'a str> {
        let i = self.0.iter().position(|x| opts.contains(x))?;
        Some(self.0.remove(i))
    }
    fn types(&mut self) -> Vec<Ty> {
        let tys = self.0.iter().filter_map(|m| Ty::parse(m)).collect();
        self.0.retain(|m| Ty::parse(m).is_none());
        tys
    }
    fn ty(&mut self) -> Result<Ty, String> {
        match self.types()[..] {
            [t] => Ok(t),
            _ => Err("expected exactly one type".into()),
        }
    }
    fn end(&self) -> Result<(), String> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(format!("unsupported modifier(s) .{}", self.0.join(".")))
        }
    }
}

fn rnd_of(s: Option<&str>) -> Option<Rnd> {
    Some(match s? {
        "rn" | "rni" => Rnd::N,
        "rz" | "rzi" => Rnd::Z,
        "rm" | "rmi" => Rnd::M,
        "rp" | "rpi" => Rnd::P,
        _ => Rnd::A,
    })
}

/// A guard (`@p`, `@!p`): the predicate register and whether it is negated.
type Guard = (usize, bool);

/// An instruction's guard, if any, and the rest of the statement.
fn split_guard<'s>(cx: &Ctx, s: &'s str) -> Result<(Option<Guard>, &'s str), String> {
    let Some(g) = s.strip_prefix('@') else { return Ok((None, s)) };
    let (p, r) = g.split_once(char::is_whitespace).ok_or("a guard without an instruction")?;
    let guard = match p.strip_prefix('!') {
        Some(p) => (cx.reg(p)?, true),
        None => (cx.reg(p)?, false),
    };
    Ok((Some(guard), r.trim()))
}

fn decode(cx: &Ctx, stmt: &str) -> Result<Instr, String> {
    let text = stmt.split_whitespace().collect::<Vec<_>>().join(" ");
    let (guard, s) = split_guard(cx, stmt.trim())?;
    let (opc, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
    let ops = split_top(rest);
    let mut parts = opc.split('.');
    let base = parts.next().unwrap_or("");
    let mut m = Mods(parts.collect());
    let arity = |n: usize| arity(&ops, n);
    let op = (|| -> Result<Op, String> {
        Ok(match base {
            "ld" | "st" => decode_param_access(cx, base, &mut m, &ops)?,
            "mov" => {
                let ty = m.ty()?;
                m.end()?;
                arity(2)?;
                Op::Mov { ty, d: cx.opnd(ops[0])?, a: cx.opnd(ops[1])? }
            }
            "cvt" => {
                let irnd = rnd_of(m.one_of(&["rni", "rzi", "rmi", "rpi"]));
                let frnd = rnd_of(m.one_of(&["rn", "rz", "rm", "rp", "rna"]));
                let (ftz, sat, relu, satfinite) = (m.has("ftz"), m.has("sat"), m.has("relu"), m.has("satfinite"));
                let [dty, aty] = m.types()[..] else { return Err("cvt needs two types".into()) };
                m.end()?;
                arity(if matches!(dty, Ty::X2(_)) { 3 } else { 2 })?;
                let a = ops[1..].iter().map(|o| cx.opnd(o)).collect::<Result<_, _>>()?;
                Op::Cvt { irnd, frnd, ftz, sat, relu, satfinite, dty, aty, d: cx.dreg(ops[0])?, a }
            }
            "setp" => decode_setp(cx, &mut m, &ops)?,
            "selp" => {
                let ty = m.ty()?;
                m.end()?;
                arity(4)?;
                Op::Selp { ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])?, b: cx.opnd(ops[2])?, c: cx.opnd(ops[3])? }
            }
            "not" => {
                let ty = m.ty()?;
                m.end()?;
                arity(2)?;
                Op::Not { ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])? }
            }
            "bfe" => {
                let ty = m.ty()?;
                m.end()?;
                arity(4)?;
                Op::Bfe { ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])?, b: cx.opnd(ops[2])?, c: cx.opnd(ops[3])? }
            }
            "prmt" => {
                if !m.has("b32") {
                    return Err("prmt needs .b32".into());
                }
                m.end()?;
                arity(4)?;
                Op::Prmt { d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])?, b: cx.opnd(ops[2])?, c: cx.opnd(ops[3])? }
            }
            "testp" => {
                let what = m
                    .one_of(&["finite", "infinite", "number", "notanumber", "normal", "subnormal"])
                    .ok_or("testp without a property")?;
                let ty = m.ty()?;
                m.end()?;
                arity(2)?;
                Op::Testp { what: what.to_string(), ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])? }
            }
            "bra" => {
                m.has("uni");
                m.end()?;
                arity(1)?;
                Op::Bra(usize::MAX)
            }
            "ret" => {
                m.has("uni");
                m.end()?;
                arity(0)?;
                Op::Ret
            }
            "and" | "or" | "xor" | "shl" | "shr" => {
                let ty = m.ty()?;
                m.end()?;
                arity(3)?;
                let op = match base {
                    "and" => IOp::And,
                    "or" => IOp::Or,
                    "xor" => IOp::Xor,
                    "shl" => IOp::Shl,
                    _ => IOp::Shr,
                };
                Op::Int { op, ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])?, b: cx.opnd(ops[2])? }
            }
            "add" | "sub" | "mul" | "min" | "max" | "abs" | "neg" | "fma" | "mad" | "div" | "sqrt" | "rcp" | "ex2"
            | "lg2" | "copysign" => decode_arithmetic(cx, base, &mut m, &ops)?,
            _ => return Err("unknown instruction".into()),
        })
    })()
    .map_err(|e| format!("`{text}`: {e}"))?;
    Ok(Instr { guard, op, text })
}

/// Checks that an instruction has `n` operands.
fn arity(ops: &[&str], n: usize) -> Result<(), String> {
    if ops.len() == n {
        Ok(())
    } else {
        Err(format!("{} operands, expected {n}", ops.len()))
    }
}

/// `ld.param` and `st.param`, scalar or `.v2`/`.v4`.
fn decode_param_access(cx: &Ctx, base: &str, m: &mut Mods<'_>, ops: &[&str]) -> Result<Op, String> {
    if !m.has("param") {
        return Err("only ld/st in the .param space are supported".into());
    }
    let n = match m.one_of(&["v2", "v4"]) {
        Some("v2") => 2,
        Some(_) => 4,
        None => 1,
    };
    let ty = m.ty()?;
    m.end()?;
    arity(ops, 2)?;
    let (reg, mem) = if base == "ld" { (ops[0], ops[1]) } else { (ops[1], ops[0]) };
    let Opnd::Mem(slot, off) = cx.opnd(mem)? else {
        return Err(format!("`{mem}` is not a .param address"));
    };
    let regs = match cx.opnd(reg)? {
        Opnd::Vec(v) if v.len() == n => v.into_iter().map(|r| r.map(Opnd::Reg)).collect::<Vec<_>>(),
        o @ (Opnd::Reg(_) | Opnd::Imm(_)) if n == 1 => vec![Some(o)],
        _ => return Err(format!("`{reg}` does not match .v{n}")),
    };
    Ok(if base == "ld" {
        let dst = regs.into_iter().map(|r| match r {
            Some(Opnd::Reg(r)) => Ok(Some(r)),
            None => Ok(None),
            _ => Err("ld into an immediate".to_string()),
        });
        Op::Ld { ty, dst: dst.collect::<Result<_, _>>()?, mem: (slot, off) }
    } else {
        let src = regs.into_iter().map(|r| r.ok_or("st of a sink"));
        Op::St { ty, src: src.collect::<Result<_, _>>()?, mem: (slot, off) }
    })
}

/// `setp`, with an optional second predicate and boolean combination.
fn decode_setp(cx: &Ctx, m: &mut Mods<'_>, ops: &[&str]) -> Result<Op, String> {
    let cmp = match m.one_of(&[
        "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu", "geu", "num",
        "nan",
    ]) {
        Some("eq") => Cmp::Eq,
        Some("ne") => Cmp::Ne,
        Some("lt" | "lo") => Cmp::Lt,
        Some("le" | "ls") => Cmp::Le,
        Some("gt" | "hi") => Cmp::Gt,
        Some("ge" | "hs") => Cmp::Ge,
        Some("equ") => Cmp::Equ,
        Some("neu") => Cmp::Neu,
        Some("ltu") => Cmp::Ltu,
        Some("leu") => Cmp::Leu,
        Some("gtu") => Cmp::Gtu,
        Some("geu") => Cmp::Geu,
        Some("num") => Cmp::Num,
        Some(_) => Cmp::Nan,
        None => return Err("setp without a comparison".into()),
    };
    let bop = match m.one_of(&["and", "or", "xor"]) {
        Some("and") => Some(IOp::And),
        Some("or") => Some(IOp::Or),
        Some(_) => Some(IOp::Xor),
        None => None,
    };
    let ftz = m.has("ftz");
    let ty = m.ty()?;
    m.end()?;
    arity(ops, if bop.is_some() { 4 } else { 3 })?;
    let (p, q) = match ops[0].split_once('|') {
        Some((p, q)) => (p.trim(), Some(q.trim())),
        None => (ops[0], None),
    };
    let sink = |r: &str| if r == "_" { Ok(None) } else { cx.reg(r).map(Some) };
    let c = match ops.get(3) {
        Some(c) => Some(match c.strip_prefix('!') {
            Some(c) => (cx.opnd(c)?, true),
            None => (cx.opnd(c)?, false),
        }),
        None => None,
    };
    Ok(Op::Setp {
        cmp,
        bop,
        ftz,
        ty,
        p: sink(p)?,
        q: q.map(sink).transpose()?.flatten(),
        a: cx.opnd(ops[1])?,
        b: cx.opnd(ops[2])?,
        c,
    })
}

/// Integer and floating-point arithmetic (`add`, `mul.lo`, `fma`, `sqrt.approx`, `copysign`, …).
fn decode_arithmetic(cx: &Ctx, base: &str, m: &mut Mods<'_>, ops: &[&str]) -> Result<Op, String> {
    let tys = m.types();
    let [ty] = tys[..] else { return Err("expected exactly one type".into()) };
    if !matches!(ty, Ty::F(_) | Ty::X2(_)) {
        let lo = m.has("lo");
        m.end()?;
        return Ok(match base {
            "abs" | "neg" => {
                arity(ops, 2)?;
                Op::IntUn { neg: base == "neg", ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])? }
            }
            "add" | "sub" | "min" | "max" | "mul" if base != "mul" || lo => {
                arity(ops, 3)?;
                let op = match base {
                    "add" => IOp::Add,
                    "sub" => IOp::Sub,
                    "min" => IOp::Min,
                    "max" => IOp::Max,
                    _ => IOp::MulLo,
                };
                Op::Int { op, ty, d: cx.dreg(ops[0])?, a: cx.opnd(ops[1])?, b: cx.opnd(ops[2])? }
            }
            _ => return Err("unsupported integer form".into()),
        });
    }
    let (xorsign, abs) = (m.has("xorsign"), m.has("abs"));
    if xorsign != abs {
        return Err(".xorsign and .abs go together".into());
    }
    let fm = FMods {
        rnd: rnd_of(m.one_of(&["rn", "rz", "rm", "rp"])),
        approx: m.has("approx") | m.has("full"),
        ftz: m.has("ftz"),
        sat: m.has("sat"),
        nan: m.has("NaN"),
        xorsign_abs: xorsign,
    };
    m.end()?;
    if fm.rnd.is_some_and(|r| r != Rnd::N) && !matches!(base, "add" | "sub" | "mul" | "fma" | "mad") {
        return Err("directed rounding is not supported here".into());
    }
    let d = cx.dreg(ops[0])?;
    let o = |i: usize| cx.opnd(ops[i]);
    Ok(match base {
        "fma" | "mad" => {
            arity(ops, 4)?;
            Op::Fma { m: fm, ty, d, a: o(1)?, b: o(2)?, c: o(3)? }
        }
        "abs" | "neg" | "sqrt" | "rcp" | "ex2" | "lg2" => {
            arity(ops, 2)?;
            let op = match base {
                "abs" => FUn::Abs,
                "neg" => FUn::Neg,
                "sqrt" => FUn::Sqrt,
                "rcp" => FUn::Rcp,
                "ex2" => FUn::Ex2,
                _ => FUn::Lg2,
            };
            if matches!(op, FUn::Ex2 | FUn::Lg2) && !fm.approx {
                return Err(format!("{base} without .approx"));
            }
            Op::FUn { op, m: fm, ty, d, a: o(1)? }
        }
        _ => {
            arity(ops, 3)?;
            let op = match base {
                "add" => FOp::Add,
                "sub" => FOp::Sub,
                "mul" => FOp::Mul,
                "div" => FOp::Div,
                "min" => FOp::Min,
                "max" => FOp::Max,
                _ => FOp::Copysign,
            };
            Op::FBin { op, m: fm, ty, d, a: o(1)?, b: o(2)? }
        }
    })
}

fn parse_function(header: &str, body: &str) -> (String, Result<Function, String>) {
    let h = header.trim();
    let h = h.strip_prefix(".func").or_else(|| h.strip_prefix(".entry")).unwrap_or(h).trim();
    let h = if h.starts_with('(') { parenthesized(h).map_or(h, |(_, r)| r.trim()) } else { h };
    let name = h[..h.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(h.len())].to_string();
    (name, function(header, body))
}

fn function(header: &str, body: &str) -> Result<Function, String> {
    let h = header.trim();
    let h = h.strip_prefix(".func").or_else(|| h.strip_prefix(".entry")).ok_or("not a function header")?.trim();
    let mut space = Vec::new();
    let (has_ret, h) = if h.starts_with('(') {
        let (ret, rest) = parenthesized(h)?;
        space.push(param_decl(ret)?);
        (true, rest.trim())
    } else {
        (false, h)
    };
    let name_end = h.find(|c: char| c == '(' || c.is_whitespace()).unwrap_or(h.len());
    let name = h[..name_end].to_string();
    let rest = h[name_end..].trim();
    if rest.starts_with('(') {
        let (params, _) = parenthesized(rest)?;
        for p in split_top(params) {
            space.push(param_decl(p)?);
        }
    }
    let mut cx = Ctx { regs: HashMap::new(), widths: Vec::new(), space };
    let mut labels: HashMap<String, usize> = HashMap::new();
    let mut stmts: Vec<&str> = Vec::new();
    for chunk in body.split(';') {
        let mut c = chunk.trim();
        loop {
            // Scopes `{ .reg .b16 tmp; ... }` (their registers join the function's).
            if let Some(r) = c.strip_prefix('{').or_else(|| c.strip_prefix('}')) {
                c = r.trim_start();
                continue;
            }
            let id_end = c.find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_' || ch == '$')).unwrap_or(c.len());
            let after = c[id_end..].trim_start();
            if id_end > 0 && after.starts_with(':') && !after.starts_with("::") {
                labels.insert(c[..id_end].to_string(), stmts.len());
                c = after[1..].trim_start();
            } else {
                break;
            }
        }
        if c.is_empty() {
            continue;
        }
        if let Some(decl) = c.strip_prefix(".reg") {
            let mut toks = decl.trim().splitn(2, char::is_whitespace);
            let ty = toks
                .next()
                .and_then(|t| t.strip_prefix('.'))
                .and_then(Ty::parse)
                .ok_or_else(|| format!("{name}: bad `{c}`"))?;
            for n in toks.next().unwrap_or("").split(',').map(str::trim) {
                let names: Vec<String> = match n.split_once('<') {
                    Some((p, k)) => {
                        (0..k.trim_end_matches('>').parse::<usize>().map_err(|_| format!("{name}: bad `{c}`"))?)
                            .map(|i| format!("{p}{i}"))
                            .collect()
                    }
                    None => vec![n.to_string()],
                };
                for n in names {
                    cx.regs.insert(n, cx.widths.len());
                    cx.widths.push(ty.width());
                }
            }
        } else if c.starts_with(".pragma") || c.starts_with(".loc") {
        } else if c.starts_with('.') {
            return Err(format!("{name}: unsupported directive `{c}`"));
        } else {
            stmts.push(c);
        }
    }
    let mut instrs = Vec::with_capacity(stmts.len());
    for s in stmts {
        let mut ins = decode(&cx, s).map_err(|e| format!("{name}: {e}"))?;
        if let Op::Bra(t) = &mut ins.op {
            let label = s.split_whitespace().last().unwrap_or("");
            *t = *labels.get(label).ok_or_else(|| format!("{name}: no label `{label}`"))?;
        }
        instrs.push(ins);
    }
    let has_approx = instrs.iter().any(|i| match &i.op {
        Op::FUn { op, m, .. } => m.approx || matches!(op, FUn::Ex2 | FUn::Lg2),
        Op::FBin { m, .. } => m.approx,
        _ => false,
    });
    let text = format!("{header}{{{body}}}");
    Ok(Function { name, text, space: cx.space, has_ret, reg_width: cx.widths, instrs, has_approx })
}
