//! Guard against `!nvvm.annotations` shapes that crash LLVM 22 while it reads a module.
//!
//! LLVM 22 rewrites the launch-bound and kernel entries of `!nvvm.annotations` into function
//! attributes (`UpgradeNVVMAnnotations`) at the end of parsing text, when bitcode is materialized,
//! and when modules are linked. That code trusts the shape of each entry: an entry with an even
//! operand count, a key that is not a string, an upgraded key on a global variable, a value that is
//! not an integer, or a huge `align`/`grid_constant` index makes it read out of bounds (SIGSEGV) or
//! ask for terabytes (`LLVM ERROR: out of memory`), and the whole process dies. The guard checks
//! every entry *before* LLVM reads the module and turns a bad one into an error naming the file,
//! the entry and the fix.
//!
//! The rule (an allow-list; anything outside it is rejected):
//! 1. every operand of `!nvvm.annotations` (all its definitions, escaped spellings included) is a
//!    reference `!N` to a plain tuple `!{...}` or `distinct !{...}`, not a `!DI...` node;
//! 2. each entry has an odd number of operands, at least one;
//! 3. operand 0 is `<pointer type> @name`: no constant expression, `undef` or metadata; `null`
//!    (a deleted global's entry, which LLVM drops) ends the check of the entry;
//! 4. operands 1, 3, 5, ... are metadata strings `!"key"`;
//! 5. for the keys LLVM upgrades ([`UPGRADED_KEYS`]): `@name` is a function defined or declared
//!    in the module (not a global variable, alias or ifunc); scalar values are `iN <literal>` with
//!    N <= 64; `align` fits in 32 bits, its low 16 bits are a power of two up to 256 and its index
//!    (bits 16..31) is at most the parameter count; `grid_constant` is a plain tuple (not the
//!    entry itself) of `iN <literal>` parameter indices in 1..=65535 and at most the parameter count;
//! 6. other keys may carry any value LLVM parses.
//!
//! Text input ([`check`]) is checked by a lexer that follows LLVM's own (comments, `/* */`,
//! strings up to the next `"`, `\xx` escapes in names and strings). Bitcode input
//! ([`check_bitcode`]) is loaded lazily first: a lazily loaded module shows the list as written,
//! because the upgrade only runs when the module is materialized, so the same rule is applied
//! through LLVM's C API before the module is parsed for real.

use crate::error::CompileError;
use std::collections::{HashMap, VecDeque};

/// The keys `UpgradeNVVMAnnotations` turns into attributes (compared after unescaping, exact case).
pub const UPGRADED_KEYS: [&str; 16] = [
    "kernel",
    "align",
    "maxclusterrank",
    "cluster_max_blocks",
    "minctasm",
    "maxnreg",
    "maxntidx",
    "maxntidy",
    "maxntidz",
    "reqntidx",
    "reqntidy",
    "reqntidz",
    "cluster_dim_x",
    "cluster_dim_y",
    "cluster_dim_z",
    "grid_constant",
];

const CRASH: &str = "LLVM 22 would crash on it";
const MISREAD: &str = "LLVM 22 would crash on it or misread it";
const DROPPED: &str = "LLVM 22 would silently drop the entry";
const PAST_LAST: &str = "LLVM 22 would attach the attribute past the last parameter";
const UNPARSABLE: &str = "LLVM 22 cannot read it";

const EXAMPLE_ENTRY: &str = "`!0 = !{ptr @kernel, !\"kernel\", i32 1}`";

/// What is wrong with one entry, why it matters and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub what: String,
    pub why: &'static str,
    pub fix: String,
}

impl Violation {
    fn new(what: impl Into<String>, why: &'static str, fix: impl Into<String>) -> Self {
        Violation { what: what.into(), why, fix: fix.into() }
    }

    /// `malformed !nvvm.annotations entry <entry>: <what> (<why>); fix: <fix>`
    fn render(&self, entry: &str) -> String {
        format!("malformed !nvvm.annotations entry {entry}: {} ({}); fix: {}", self.what, self.why, self.fix)
    }
}

// ------------------------------------------------------------------------------------------------
// The rule, on a representation shared by the text and the bitcode paths.

/// What `@name` in operand 0 refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A function defined or declared in the module, with its parameter count.
    Function { params: Option<usize> },
    /// A global that is not a function: "a global variable", "an alias", "an ifunc".
    NotFunction(&'static str),
    /// Nothing of that name is defined in the module.
    Undefined,
}

/// What a metadata node operand refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NodeKind {
    /// A plain tuple `!{...}` (uniqued or distinct) and its operands.
    Tuple(Vec<Operand>),
    /// Any other node (`!DIExpression(...)`, ...), described for messages.
    NotTuple(String),
    /// A node number with no definition (LLVM reports that itself).
    Undefined,
    /// Bitcode only: `!{}` or `!{null}`, which LLVM's C API cannot tell apart.
    EmptyOrNull,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Op {
    Null,
    /// `!"..."`, unescaped.
    MdString(Vec<u8>),
    /// `iN <literal>` with 1 <= N <= 64; `value` is the literal truncated to N bits, zero-extended.
    Int {
        bits: u32,
        value: u64,
    },
    /// `<pointer type> @name`.
    Global {
        name: String,
        target: Target,
    },
    /// A metadata node (by reference or inline). `self_ref`: it is the entry itself.
    Node {
        kind: NodeKind,
        self_ref: bool,
    },
    /// Anything else (a constant expression, a float, `undef`, an integer wider than 64 bits, ...).
    Other,
}

/// One operand: its classification and its source text, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operand {
    pub op: Op,
    pub src: String,
}

fn key_text(k: &[u8]) -> String {
    String::from_utf8_lossy(k).into_owned()
}

/// Checks one entry (the operands of one node listed in `!nvvm.annotations`).
pub fn check_entry(ops: &[Operand]) -> Result<(), Violation> {
    if ops.is_empty() {
        return Err(Violation::new(
            "the node is empty",
            CRASH,
            format!("give it the annotated global and key/value pairs, e.g. {EXAMPLE_ENTRY}, or remove it from !nvvm.annotations"),
        ));
    }
    // LLVM skips (drops) an entry whose first operand is not a global before it looks further.
    let (gname, target) = match &ops[0].op {
        Op::Global { name, target } => (name.as_str(), target),
        // What an optimizer leaves when it deletes the annotated global (LLVM's D120129): the
        // entry describes nothing any more, and dropping it is right.
        Op::Null => return Ok(()),
        _ => {
            return Err(Violation::new(
                format!("its first operand `{}` is not a global written as `<pointer type> @name`", ops[0].src),
                DROPPED,
                "start the entry with the annotated function or variable itself, e.g. `ptr @kernel` \
                 (no constant expression, null, undef or metadata)",
            ))
        }
    };
    if ops.len() % 2 != 1 {
        let fix = match &ops[ops.len() - 1].op {
            Op::MdString(k) => {
                let k = key_text(k);
                format!("give the last key !\"{k}\" a value (e.g. `!\"{k}\", i32 1`) or remove the key")
            }
            _ => format!("write the global followed by complete key/value pairs, e.g. {EXAMPLE_ENTRY}"),
        };
        return Err(Violation::new(
            format!(
                "it has {} operands; an entry is a global followed by key/value pairs, so the count must be odd",
                ops.len()
            ),
            CRASH,
            fix,
        ));
    }
    for j in (1..ops.len()).step_by(2) {
        let key = match &ops[j].op {
            Op::MdString(k) => key_text(k),
            _ => {
                return Err(Violation::new(
                    format!("its key (operand {j}) `{}` is not a metadata string", ops[j].src),
                    MISREAD,
                    "write every key as a metadata string, e.g. `!\"kernel\", i32 1`",
                ))
            }
        };
        if !UPGRADED_KEYS.contains(&key.as_str()) {
            continue;
        }
        let params = match target {
            Target::Function { params } => *params,
            Target::NotFunction(kind) => {
                return Err(Violation::new(
                    format!("key !\"{key}\" is attached to @{gname}, which is {kind}; LLVM applies this key to functions only"),
                    CRASH,
                    format!("attach !\"{key}\" to a function (for an alias, to the function it aliases) or remove it"),
                ))
            }
            Target::Undefined => {
                return Err(Violation::new(
                    format!("key !\"{key}\" is attached to @{gname}, which is not a function defined or declared in this module"),
                    CRASH,
                    format!("define or declare @{gname} as a function in this module, or remove the entry"),
                ))
            }
        };
        let value = &ops[j + 1];
        if key == "grid_constant" {
            check_grid_constant(gname, params, value)?;
            continue;
        }
        let Op::Int { value: v, .. } = value.op else {
            return Err(Violation::new(
                format!(
                    "the value `{}` of !\"{key}\" is not an integer constant `iN <literal>` with N <= 64",
                    value.src
                ),
                MISREAD,
                format!("write an integer, e.g. `!\"{key}\", i32 {}`", if key == "align" { "65544" } else { "1" }),
            ));
        };
        if key == "align" {
            check_align(gname, params, v)?;
        }
    }
    Ok(())
}

const ALIGN_FIX: &str = "encode the value as `(index << 16) | alignment`: index 0 is the return value, 1 the first \
                         parameter; the alignment is a power of two up to 256 (e.g. `!\"align\", i32 65544` aligns \
                         parameter 1 to 8 bytes)";

fn check_align(gname: &str, params: Option<usize>, v: u64) -> Result<(), Violation> {
    if v >> 32 != 0 {
        return Err(Violation::new(
            format!("the !\"align\" value {v:#x} does not fit in 32 bits (its index would be {:#x})", v >> 16),
            MISREAD,
            ALIGN_FIX,
        ));
    }
    let align = v & 0xFFFF;
    if align == 0 || !align.is_power_of_two() || align > 256 {
        return Err(Violation::new(
            format!("the alignment {align} in the !\"align\" value {v:#x} is not a power of two up to 256"),
            MISREAD,
            ALIGN_FIX,
        ));
    }
    let index = v >> 16;
    if let Some(p) = params {
        if index > p as u64 {
            return Err(Violation::new(
                format!(
                    "the !\"align\" value {v:#x} names parameter {index}, but @{gname} has {p} parameter{}",
                    plural(p)
                ),
                PAST_LAST,
                ALIGN_FIX,
            ));
        }
    }
    Ok(())
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

const GRID_FIX: &str = "write `!\"grid_constant\", !{i32 1}`: a plain node of the 1-based indices of the kernel's \
                        byval parameters";

fn check_grid_constant(gname: &str, params: Option<usize>, value: &Operand) -> Result<(), Violation> {
    let elems =
        match &value.op {
            Op::Node { self_ref: true, .. } => {
                return Err(Violation::new("the value of !\"grid_constant\" is the entry itself", CRASH, GRID_FIX))
            }
            Op::Node { kind: NodeKind::Tuple(elems), .. } => elems,
            Op::Node { kind: NodeKind::EmptyOrNull, .. } => return Err(Violation::new(
                "the value of !\"grid_constant\" is `!{}` or `!{null}` (in bitcode the two look the same before LLVM \
                 reads the module, and `!{null}` crashes it)",
                CRASH,
                "list at least one parameter index, e.g. `!\"grid_constant\", !{i32 1}`, or remove the key",
            )),
            Op::Node { kind: NodeKind::NotTuple(what), .. } => {
                return Err(Violation::new(
                    format!(
                        "the value `{}` of !\"grid_constant\" is {what}, not a plain node of parameter indices",
                        value.src
                    ),
                    CRASH,
                    GRID_FIX,
                ))
            }
            _ => {
                return Err(Violation::new(
                    format!("the value `{}` of !\"grid_constant\" is not a node of parameter indices", value.src),
                    CRASH,
                    GRID_FIX,
                ))
            }
        };
    for e in elems {
        match e.op {
            Op::Int { value: v, .. } if (1..=0xFFFF).contains(&v) => {
                if let Some(p) = params {
                    if v > p as u64 {
                        return Err(Violation::new(
                            format!("the !\"grid_constant\" index {v} names parameter {v}, but @{gname} has {p} parameter{}", plural(p)),
                            PAST_LAST,
                            GRID_FIX,
                        ));
                    }
                }
            }
            Op::Int { .. } => {
                return Err(Violation::new(
                    format!("the !\"grid_constant\" index `{}` is not in 1..=65535", e.src),
                    MISREAD,
                    GRID_FIX,
                ))
            }
            _ => {
                return Err(Violation::new(
                    format!("the !\"grid_constant\" index `{}` is not an integer constant", e.src),
                    CRASH,
                    GRID_FIX,
                ))
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------------
// Text: a lexer that follows LLVM's `LLLexer` closely enough to find every definition.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `!` not followed by a name character.
    Exclaim,
    /// `!name` (metadata name, may contain `\` escapes).
    MetaName,
    /// `-?[0-9]+`
    Int,
    /// `u0x...` / `s0x...`
    HexInt,
    /// Any floating-point literal, including `0x...` hex floats.
    Float,
    /// `"..."`, up to the next `"` (LLVM has no `\"` escape).
    Str,
    /// `@name`, `@"name"`, `@0`
    Global,
    /// `%name`, `%"name"`, `%0`
    Local,
    /// Keywords, types, labels.
    Word,
    /// One punctuation character.
    Punct,
    /// `...`
    Ellipsis,
    Other,
}

#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
    line: u32,
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
}

fn is_meta_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\')
}

fn is_var_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Self {
        Lexer { src: text.as_bytes(), pos: 0, line: 1 }
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Moves to `end`, counting the newlines passed.
    fn advance_to(&mut self, end: usize) {
        let end = end.min(self.src.len());
        self.line += self.src[self.pos..end].iter().filter(|&&c| c == b'\n').count() as u32;
        self.pos = end;
    }

    /// `self.pos` is just after an opening `"`: moves past the closing one (or to the end).
    fn string_body(&mut self) {
        let end = match self.src[self.pos..].iter().position(|&c| c == b'"') {
            Some(i) => self.pos + i + 1,
            None => self.src.len(),
        };
        self.advance_to(end);
    }

    fn skip_while(&mut self, f: impl Fn(u8) -> bool) {
        while self.pos < self.src.len() && f(self.src[self.pos]) {
            self.pos += 1;
        }
    }

    fn number(&mut self) -> Kind {
        let c = self.at(self.pos);
        if c == b'+' {
            self.pos += 1;
            self.skip_while(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'));
            return Kind::Float;
        }
        if c == b'0' && self.at(self.pos + 1) == b'x' {
            self.pos += 2;
            if matches!(self.at(self.pos), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            self.skip_while(|c| c.is_ascii_hexdigit());
            return Kind::Float;
        }
        if c == b'-' {
            self.pos += 1;
        }
        self.skip_while(|c| c.is_ascii_digit());
        if self.at(self.pos) != b'.' {
            return Kind::Int;
        }
        self.pos += 1;
        self.skip_while(|c| c.is_ascii_digit());
        if matches!(self.at(self.pos), b'e' | b'E') {
            let sign = usize::from(matches!(self.at(self.pos + 1), b'+' | b'-'));
            if self.at(self.pos + 1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                self.skip_while(|c| c.is_ascii_digit());
            }
        }
        Kind::Float
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        // Whitespace and comments.
        loop {
            let c = *self.src.get(self.pos)?;
            match c {
                b'\n' => {
                    self.line += 1;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b';' => self.skip_while(|c| c != b'\n'),
                b'/' if self.at(self.pos + 1) == b'*' => {
                    let end = match self.src[self.pos + 2..].windows(2).position(|w| w == b"*/") {
                        Some(i) => self.pos + 2 + i + 2,
                        None => self.src.len(),
                    };
                    self.advance_to(end);
                }
                _ => break,
            }
        }
        let start = self.pos;
        let line = self.line;
        let c = self.src[start];
        let next = self.at(start + 1);
        let kind = match c {
            b'"' => {
                self.pos += 1;
                self.string_body();
                Kind::Str
            }
            b'!' => {
                self.pos += 1;
                if is_meta_name_char(next) && !next.is_ascii_digit() {
                    self.skip_while(is_meta_name_char);
                    Kind::MetaName
                } else {
                    Kind::Exclaim
                }
            }
            b'@' | b'%' => {
                self.pos += 1;
                if next == b'"' {
                    self.pos += 1;
                    self.string_body();
                } else if next.is_ascii_digit() {
                    self.skip_while(|c| c.is_ascii_digit());
                } else {
                    self.skip_while(is_var_name_char);
                }
                if c == b'@' {
                    Kind::Global
                } else {
                    Kind::Local
                }
            }
            b'0'..=b'9' => self.number(),
            b'-' | b'+' if next.is_ascii_digit() => self.number(),
            b'.' if next == b'.' && self.at(start + 2) == b'.' => {
                self.pos += 3;
                Kind::Ellipsis
            }
            b'#' => {
                self.pos += 1;
                self.skip_while(|c| c.is_ascii_digit());
                Kind::Word
            }
            _ if c.is_ascii_alphabetic() || matches!(c, b'_' | b'$' | b'.' | b'-') => {
                self.skip_while(is_var_name_char);
                let w = &self.src[start..self.pos];
                if w.len() > 3
                    && matches!(w[0], b'u' | b's')
                    && &w[1..3] == b"0x"
                    && w[3..].iter().all(u8::is_ascii_hexdigit)
                {
                    Kind::HexInt
                } else {
                    Kind::Word
                }
            }
            _ if c.is_ascii() => {
                self.pos += 1;
                if c.is_ascii_punctuation() {
                    Kind::Punct
                } else {
                    Kind::Other
                }
            }
            _ => {
                // A non-ASCII character: skip the whole UTF-8 sequence.
                self.pos += 1;
                self.skip_while(|c| (c & 0xC0) == 0x80);
                Kind::Other
            }
        };
        Some(Token { kind, start, end: self.pos, line })
    }
}

/// LLVM's `UnEscapeLexed`: `\\` is a backslash, `\xx` (two hex digits) a byte.
fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\\' && i + 1 < s.len() && s[i + 1] == b'\\' {
            out.push(b'\\');
            i += 2;
        } else if s[i] == b'\\' && i + 2 < s.len() && s[i + 1].is_ascii_hexdigit() && s[i + 2].is_ascii_hexdigit() {
            let hex = |c: u8| (c as char).to_digit(16).expect("checked hex digit") as u8;
            out.push(hex(s[i + 1]) * 16 + hex(s[i + 2]));
            i += 3;
        } else {
            out.push(s[i]);
            i += 1;
        }
    }
    out
}

/// The tokens of a text with a lookahead buffer.
struct Stream<'a> {
    text: &'a str,
    lex: Lexer<'a>,
    buf: VecDeque<Token>,
}

impl<'a> Stream<'a> {
    fn new(text: &'a str) -> Self {
        Stream { text, lex: Lexer::new(text), buf: VecDeque::new() }
    }

    fn peek(&mut self, n: usize) -> Option<Token> {
        while self.buf.len() <= n {
            let t = self.lex.next()?;
            self.buf.push_back(t);
        }
        Some(self.buf[n])
    }

    fn next(&mut self) -> Option<Token> {
        self.buf.pop_front().or_else(|| self.lex.next())
    }

    fn text(&self, t: Token) -> &'a str {
        &self.text[t.start..t.end]
    }

    fn is_punct(&mut self, n: usize, c: &str) -> bool {
        self.peek(n).is_some_and(|t| t.kind == Kind::Punct && self.text(t) == c)
    }

    fn is_kind(&mut self, n: usize, k: Kind) -> bool {
        self.peek(n).is_some_and(|t| t.kind == k)
    }

    /// After an opening `{`: the tokens up to the matching `}` (consumed, not returned).
    fn take_braced(&mut self) -> Vec<Token> {
        let mut out = Vec::new();
        let mut depth = 0usize;
        while let Some(t) = self.next() {
            if t.kind == Kind::Punct {
                match self.text(t) {
                    "{" => depth += 1,
                    "}" if depth == 0 => break,
                    "}" => depth -= 1,
                    _ => {}
                }
            }
            out.push(t);
        }
        out
    }

    /// After the `(` of a parameter list: consumes it up to the matching `)` and counts the
    /// parameters (a trailing `...` is not one).
    fn count_params(&mut self) -> usize {
        let mut depth = 0usize;
        let mut count = 0usize;
        let mut item_started = false;
        let mut item_is_ellipsis = false;
        while let Some(t) = self.next() {
            let s = self.text(t);
            if t.kind == Kind::Punct {
                match s {
                    ")" if depth == 0 => break,
                    "," if depth == 0 => {
                        if item_started && !item_is_ellipsis {
                            count += 1;
                        }
                        item_started = false;
                        item_is_ellipsis = false;
                        continue;
                    }
                    "(" | "[" | "{" | "<" => depth += 1,
                    ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
            if !item_started {
                item_is_ellipsis = t.kind == Kind::Ellipsis;
            }
            item_started = true;
        }
        if item_started && !item_is_ellipsis {
            count += 1;
        }
        count
    }
}

/// The key a global is known by: its unescaped name, or `\0#N` for the numbered `@N`.
fn global_key(text: &str) -> Vec<u8> {
    let body = &text.as_bytes()[1..];
    if body.first() == Some(&b'"') {
        unescape(&body[1..body.len().saturating_sub(1).max(1)])
    } else if body.first().is_some_and(u8::is_ascii_digit) {
        let mut k = b"\0#".to_vec();
        k.extend_from_slice(body);
        k
    } else {
        body.to_vec()
    }
}

enum NodeDef {
    Tuple { line: u32, toks: Vec<Token> },
    Special { line: u32, what: String },
}

impl NodeDef {
    fn line(&self) -> u32 {
        match self {
            NodeDef::Tuple { line, .. } | NodeDef::Special { line, .. } => *line,
        }
    }
}

/// Everything the rule needs from a text module.
struct Scan<'a> {
    text: &'a str,
    /// The definitions of `!nvvm.annotations`: line and the tokens inside `!{...}` (None if the
    /// definition is not a list).
    lists: Vec<(u32, Option<Vec<Token>>)>,
    nodes: HashMap<u32, NodeDef>,
    functions: HashMap<Vec<u8>, usize>,
    others: HashMap<Vec<u8>, &'static str>,
}

fn scan(text: &str) -> Scan<'_> {
    let mut s = Stream::new(text);
    let mut out =
        Scan { text, lists: Vec::new(), nodes: HashMap::new(), functions: HashMap::new(), others: HashMap::new() };
    while let Some(t) = s.next() {
        match t.kind {
            // `!name = !{...}`: named metadata (only the annotation list matters).
            Kind::MetaName if s.is_punct(0, "=") => {
                s.next();
                if unescape(&s.text(t).as_bytes()[1..]) == b"nvvm.annotations" {
                    let body = if s.is_kind(0, Kind::Exclaim) && s.is_punct(1, "{") {
                        s.next();
                        s.next();
                        Some(s.take_braced())
                    } else {
                        None
                    };
                    out.lists.push((t.line, body));
                }
            }
            // `!N = [distinct] !{...}` or `!N = [distinct] !DIxxx(...)`.
            Kind::Exclaim if s.is_kind(0, Kind::Int) && s.is_punct(1, "=") => {
                let id_tok = s.next().expect("peeked");
                s.next();
                let id = s.text(id_tok).parse::<u32>().ok();
                if s.peek(0).is_some_and(|d| d.kind == Kind::Word && s.text(d) == "distinct") {
                    s.next();
                }
                let def = if s.is_kind(0, Kind::Exclaim) && s.is_punct(1, "{") {
                    s.next();
                    s.next();
                    NodeDef::Tuple { line: t.line, toks: s.take_braced() }
                } else {
                    let what = match s.peek(0) {
                        Some(n) if n.kind == Kind::MetaName => format!("a `{}(...)` node", s.text(n)),
                        _ => "not a node".to_string(),
                    };
                    NodeDef::Special { line: t.line, what }
                };
                if let Some(id) = id {
                    out.nodes.entry(id).or_insert(def);
                }
            }
            // `define`/`declare ... @name(params)`.
            Kind::Word if matches!(s.text(t), "define" | "declare") => {
                while let Some(n) = s.peek(0) {
                    if n.kind == Kind::Global && s.is_punct(1, "(") {
                        s.next();
                        s.next();
                        let params = s.count_params();
                        out.functions.entry(global_key(s.text(n))).or_insert(params);
                        break;
                    }
                    if n.kind == Kind::Word && matches!(s.text(n), "define" | "declare") {
                        break;
                    }
                    s.next();
                }
            }
            // `@name = ... global|constant|alias|ifunc ...`
            Kind::Global if s.is_punct(0, "=") => {
                let mut kind = "a global variable";
                for i in 1..16 {
                    match s.peek(i) {
                        Some(w) if w.kind == Kind::Word => match s.text(w) {
                            "alias" => kind = "an alias",
                            "ifunc" => kind = "an ifunc",
                            "global" | "constant" => {}
                            _ => continue,
                        },
                        _ => continue,
                    }
                    break;
                }
                out.others.entry(global_key(s.text(t))).or_insert(kind);
            }
            _ => {}
        }
    }
    out
}

/// Splits tokens at the commas outside any brackets.
fn split_top(toks: &[Token], text: &str) -> Vec<Vec<Token>> {
    if toks.is_empty() {
        return Vec::new();
    }
    let mut parts = vec![Vec::new()];
    let mut depth = 0usize;
    for &t in toks {
        if t.kind == Kind::Punct {
            match &text[t.start..t.end] {
                "," if depth == 0 => {
                    parts.push(Vec::new());
                    continue;
                }
                "(" | "[" | "{" | "<" => depth += 1,
                ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        parts.last_mut().expect("non-empty").push(t);
    }
    parts
}

const TYPE_WORDS: &[&str] = &[
    "ptr",
    "addrspace",
    "void",
    "half",
    "bfloat",
    "float",
    "double",
    "fp128",
    "x86_fp80",
    "ppc_fp128",
    "x86_mmx",
    "x86_amx",
    "label",
    "token",
    "metadata",
    "opaque",
    "x",
    "vscale",
];

/// `iN` with N in 1..=64 -> N.
fn int_type_bits(w: &str) -> Option<u32> {
    let n: u32 = w.strip_prefix('i')?.parse().ok()?;
    (1..=64).contains(&n).then_some(n)
}

fn mask(bits: u32, v: u64) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// The value of an integer literal for an `iN` with N <= 64: decimal (wrapping, as LLVM truncates),
/// `u0x`/`s0x` hex (an `s0x` literal narrower than N is sign-extended from its active bits, as in
/// LLVM's lexer), `true`/`false` for `i1`.
fn int_literal(bits: u32, kind: Kind, s: &str) -> Option<u64> {
    match kind {
        Kind::Int => {
            let (neg, digits) = match s.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, s),
            };
            let mut v: u64 = 0;
            for c in digits.bytes() {
                v = v.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
            }
            Some(mask(bits, if neg { v.wrapping_neg() } else { v }))
        }
        Kind::HexInt => {
            let digits = s[3..].trim_start_matches('0');
            let mut v: u64 = 0;
            for c in digits.chars() {
                v = (v << 4) | u64::from(c.to_digit(16)?);
            }
            let active = if digits.is_empty() {
                0
            } else {
                (digits.len() as u32).saturating_sub(1).saturating_mul(4)
                    + (32 - (digits.chars().next()?.to_digit(16)?).leading_zeros())
            };
            if s.starts_with('s') && active > 0 && active < bits {
                v |= !0u64 << active;
            }
            Some(mask(bits, v))
        }
        Kind::Word if bits == 1 && s == "true" => Some(1),
        Kind::Word if bits == 1 && s == "false" => Some(0),
        _ => None,
    }
}

impl Scan<'_> {
    fn src(&self, toks: &[Token]) -> String {
        match (toks.first(), toks.last()) {
            (Some(a), Some(b)) => self.text[a.start..b.end].to_string(),
            _ => String::new(),
        }
    }

    fn tok(&self, t: &Token) -> &str {
        &self.text[t.start..t.end]
    }

    fn target(&self, key: &[u8]) -> Target {
        if let Some(kind) = self.others.get(key) {
            Target::NotFunction(kind)
        } else if let Some(&params) = self.functions.get(key) {
            Target::Function { params: Some(params) }
        } else {
            Target::Undefined
        }
    }

    /// Classifies one operand of a node. `depth` 0 is an entry's own operand (node references are
    /// resolved one level); `entry` is the number of the entry, to spot self references.
    fn operand(&self, toks: &[Token], depth: u32, entry: Option<u32>) -> Operand {
        let src = self.src(toks);
        let op = self.classify(toks, depth, entry);
        Operand { op, src }
    }

    fn classify(&self, toks: &[Token], depth: u32, entry: Option<u32>) -> Op {
        let kinds: Vec<Kind> = toks.iter().map(|t| t.kind).collect();
        match kinds.as_slice() {
            [Kind::Word] if self.tok(&toks[0]) == "null" => return Op::Null,
            [Kind::Exclaim, Kind::Str] => {
                let s = self.tok(&toks[1]).as_bytes();
                let inner = if s.len() >= 2 && s[s.len() - 1] == b'"' { &s[1..s.len() - 1] } else { &s[1..] };
                return Op::MdString(unescape(inner));
            }
            [Kind::Word, Kind::Int | Kind::HexInt | Kind::Word] => {
                if let Some(bits) = int_type_bits(self.tok(&toks[0])) {
                    if let Some(value) = int_literal(bits, toks[1].kind, self.tok(&toks[1])) {
                        return Op::Int { bits, value };
                    }
                }
                return Op::Other;
            }
            [Kind::Exclaim, Kind::Int] => {
                if depth > 0 {
                    return Op::Other;
                }
                let Ok(id) = self.tok(&toks[1]).parse::<u32>() else { return Op::Other };
                let kind = match self.nodes.get(&id) {
                    Some(NodeDef::Tuple { toks, .. }) => NodeKind::Tuple(
                        split_top(toks, self.text).iter().map(|p| self.operand(p, depth + 1, None)).collect(),
                    ),
                    Some(NodeDef::Special { what, .. }) => NodeKind::NotTuple(what.clone()),
                    None => NodeKind::Undefined,
                };
                return Op::Node { kind, self_ref: entry == Some(id) };
            }
            [Kind::MetaName, ..] if depth == 0 => {
                return Op::Node {
                    kind: NodeKind::NotTuple(format!("a `{}(...)` node", self.tok(&toks[0]))),
                    self_ref: false,
                }
            }
            _ => {}
        }
        // An inline tuple `!{...}`, whose closing brace is the last token.
        if kinds.len() >= 3
            && kinds[0] == Kind::Exclaim
            && self.tok(&toks[1]) == "{"
            && self.tok(&toks[toks.len() - 1]) == "}"
        {
            let inner = &toks[2..toks.len() - 1];
            let balanced = inner.iter().try_fold(0i64, |d, t| {
                let d = match (t.kind, self.tok(t)) {
                    (Kind::Punct, "{") => d + 1,
                    (Kind::Punct, "}") => d - 1,
                    _ => d,
                };
                (d >= 0).then_some(d)
            }) == Some(0);
            if balanced {
                if depth > 0 {
                    return Op::Other;
                }
                let elems = split_top(inner, self.text).iter().map(|p| self.operand(p, depth + 1, None)).collect();
                return Op::Node { kind: NodeKind::Tuple(elems), self_ref: false };
            }
        }
        // `<pointer type> @name`: only type tokens before the global.
        if toks.len() >= 2 && toks[toks.len() - 1].kind == Kind::Global {
            let type_only = toks[..toks.len() - 1].iter().all(|t| match t.kind {
                Kind::Word => {
                    let w = self.tok(t);
                    TYPE_WORDS.contains(&w)
                        || w.strip_prefix('i').is_some_and(|n| !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()))
                }
                Kind::Int | Kind::Local | Kind::Ellipsis => true,
                Kind::Punct => matches!(self.tok(t), "(" | ")" | "[" | "]" | "{" | "}" | "<" | ">" | "*" | ","),
                _ => false,
            });
            if type_only {
                let g = self.tok(&toks[toks.len() - 1]);
                return Op::Global { name: g[1..].to_string(), target: self.target(&global_key(g)) };
            }
        }
        Op::Other
    }

    fn check(&self) -> Result<(), (u32, String)> {
        for (line, body) in &self.lists {
            let Some(body) = body else {
                let v = Violation::new(
                    "the definition of !nvvm.annotations is not a list `!{...}`",
                    UNPARSABLE,
                    "write `!nvvm.annotations = !{!0, !1}` and define each entry as a numbered node",
                );
                return Err((*line, v.render("list")));
            };
            for part in split_top(body, self.text) {
                let src = self.src(&part);
                let id = match part.as_slice() {
                    [a, b] if a.kind == Kind::Exclaim && b.kind == Kind::Int => self.tok(b).parse::<u32>().ok(),
                    _ => None,
                };
                let Some(id) = id else {
                    let why = if part.first().is_some_and(|t| t.kind == Kind::MetaName) { CRASH } else { UNPARSABLE };
                    let v = Violation::new(
                        format!("the list operand `{src}` is not a reference `!N` to a numbered node"),
                        why,
                        format!("list numbered nodes only, e.g. `!nvvm.annotations = !{{!0}}` with {EXAMPLE_ENTRY}"),
                    );
                    return Err((*line, v.render(&format!("`{src}`"))));
                };
                let entry = format!("!{id}");
                match self.nodes.get(&id) {
                    // LLVM reports an undefined node itself, cleanly.
                    None => {}
                    Some(def @ NodeDef::Special { what, .. }) => {
                        let v = Violation::new(
                            format!("{entry} is {what}, not a plain node `!{{...}}`"),
                            CRASH,
                            format!("list only plain nodes in !nvvm.annotations, e.g. {EXAMPLE_ENTRY}"),
                        );
                        return Err((def.line(), v.render(&entry)));
                    }
                    Some(NodeDef::Tuple { line, toks }) => {
                        let ops: Vec<Operand> =
                            split_top(toks, self.text).iter().map(|p| self.operand(p, 0, Some(id))).collect();
                        if let Err(v) = check_entry(&ops) {
                            return Err((*line, v.render(&entry)));
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// Checks the `!nvvm.annotations` of an LLVM IR text before LLVM parses it.
pub fn check(name: &str, text: &str) -> Result<(), CompileError> {
    scan(text).check().map_err(|(line, msg)| CompileError::Parse {
        input: name.to_string(),
        message: format!("{name}:{line}: error: {msg}"),
    })
}

// ------------------------------------------------------------------------------------------------
// Bitcode: the same rule on a lazily loaded module, through LLVM's C API.

mod bitcode {
    use super::{check_entry, NodeKind, Op, Operand, Target, Violation, CRASH};
    use llvm_sys::core::*;
    use llvm_sys::prelude::*;
    use std::ffi::{c_char, c_uint, CStr};

    #[allow(clashing_extern_declarations)]
    extern "C" {
        // Declared here with a plain integer result: the llvm-sys binding returns a Rust enum,
        // and an unknown kind from a newer LLVM must not be undefined behaviour.
        #[link_name = "LLVMGetMetadataKind"]
        fn metadata_kind(md: LLVMMetadataRef) -> c_uint;
    }
    /// `LLVMMDTupleMetadataKind` in `llvm-c/DebugInfo.h`.
    const MD_TUPLE_KIND: c_uint = llvm_sys::debuginfo::LLVMMetadataKind::LLVMMDTupleMetadataKind as c_uint;
    const MD_STRING_KIND: c_uint = llvm_sys::debuginfo::LLVMMetadataKind::LLVMMDStringMetadataKind as c_uint;
    const CONSTANT_AS_METADATA_KIND: c_uint =
        llvm_sys::debuginfo::LLVMMetadataKind::LLVMConstantAsMetadataMetadataKind as c_uint;

    const LIST: &CStr = c"nvvm.annotations";

    /// Owns an LLVM context and the lazily loaded module in it.
    struct Lazy {
        ctx: LLVMContextRef,
        module: LLVMModuleRef,
    }

    impl Drop for Lazy {
        fn drop(&mut self) {
            unsafe {
                if !self.module.is_null() {
                    LLVMDisposeModule(self.module);
                }
                LLVMContextDispose(self.ctx);
            }
        }
    }

    /// What went wrong: the lazy load itself, or an entry (`index` of `count`).
    pub(super) enum Failure {
        Load(String),
        Entry { index: usize, count: usize, violation: Violation },
    }

    fn value_name(v: LLVMValueRef) -> String {
        let mut len = 0usize;
        let p = unsafe { LLVMGetValueName2(v, &mut len) };
        if p.is_null() || len == 0 {
            return "<unnamed>".to_string();
        }
        let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, len) };
        String::from_utf8_lossy(bytes).into_owned()
    }

    fn print(v: LLVMValueRef) -> String {
        let p = unsafe { LLVMPrintValueToString(v) };
        if p.is_null() {
            return "<value>".to_string();
        }
        let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
        unsafe { LLVMDisposeMessage(p) };
        let s = s.trim().to_string();
        if s.chars().count() > 80 {
            format!("{}...", s.chars().take(80).collect::<String>())
        } else {
            s
        }
    }

    /// The operands of a node given as a metadata value, or None if it is not a plain tuple.
    unsafe fn tuple_operands(v: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
        if LLVMIsAMDNode(v).is_null() {
            return None;
        }
        let md = LLVMValueAsMetadata(v);
        if md.is_null() {
            return None;
        }
        // Wrapping a node as a value turns `!{<constant>}` into the constant's metadata: that is
        // a one-operand tuple too (the C API hands back the constant as its operand).
        let kind = metadata_kind(md);
        if kind != MD_TUPLE_KIND && kind != CONSTANT_AS_METADATA_KIND {
            return None;
        }
        let n = LLVMGetMDNodeNumOperands(v) as usize;
        let mut ops = vec![std::ptr::null_mut(); n];
        if n > 0 {
            LLVMGetMDNodeOperands(v, ops.as_mut_ptr());
        }
        Some(ops)
    }

    /// Classifies one operand. `entry` is the entry's own metadata, to spot self references;
    /// node operands are resolved only at `depth` 0.
    unsafe fn operand(v: LLVMValueRef, depth: u32, entry: LLVMMetadataRef) -> Operand {
        if v.is_null() {
            return Operand { op: Op::Null, src: "null".into() };
        }
        if !LLVMIsAMDString(v).is_null() {
            let mut len: c_uint = 0;
            let p = LLVMGetMDString(v, &mut len);
            let bytes = if p.is_null() {
                Vec::new()
            } else {
                std::slice::from_raw_parts(p as *const u8, len as usize).to_vec()
            };
            let src = format!("!\"{}\"", String::from_utf8_lossy(&bytes));
            return Operand { op: Op::MdString(bytes), src };
        }
        if !LLVMIsAConstantInt(v).is_null() {
            let bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
            if (1..=64).contains(&bits) {
                let value = LLVMConstIntGetZExtValue(v) as u64;
                return Operand { op: Op::Int { bits, value }, src: format!("i{bits} {value}") };
            }
            return Operand { op: Op::Other, src: format!("an i{bits} constant") };
        }
        if !LLVMIsAGlobalValue(v).is_null() {
            let name = value_name(v);
            let target = if !LLVMIsAFunction(v).is_null() {
                Target::Function { params: Some(LLVMCountParams(v) as usize) }
            } else if !LLVMIsAGlobalVariable(v).is_null() {
                Target::NotFunction("a global variable")
            } else if !LLVMIsAGlobalAlias(v).is_null() {
                Target::NotFunction("an alias")
            } else {
                Target::NotFunction("an ifunc")
            };
            return Operand { src: format!("@{name}"), op: Op::Global { name, target } };
        }
        if !LLVMIsAMDNode(v).is_null() {
            let md = LLVMValueAsMetadata(v);
            if depth > 0 {
                return Operand { op: Op::Other, src: "a metadata node".into() };
            }
            let self_ref = !md.is_null() && md == entry;
            return match tuple_operands(v) {
                // Wrapping a node as a value also turns `!{null}` into `!{}`.
                Some(ops) if ops.is_empty() => {
                    Operand { op: Op::Node { kind: NodeKind::EmptyOrNull, self_ref }, src: "!{}".into() }
                }
                Some(ops) => {
                    let elems = ops.into_iter().map(|o| operand(o, depth + 1, entry)).collect();
                    Operand { op: Op::Node { kind: NodeKind::Tuple(elems), self_ref }, src: "!{...}".into() }
                }
                None => {
                    let what = if !md.is_null() && metadata_kind(md) == MD_STRING_KIND {
                        "a string".to_string()
                    } else {
                        "a debug-info or other specialized node".to_string()
                    };
                    Operand { op: Op::Node { kind: NodeKind::NotTuple(what), self_ref }, src: "a metadata node".into() }
                }
            };
        }
        Operand { op: Op::Other, src: print(v) }
    }

    pub(super) fn check(name: &str, bytes: &[u8]) -> Result<(), Failure> {
        let cname = std::ffi::CString::new(name.replace('\0', "?")).expect("no NUL");
        unsafe {
            // Whatever else LLVM reports while reading (metadata loaded on demand) is recorded,
            // not printed with an exit; the sink outlives the context (dropped after `lazy`).
            let sink = crate::llvm_diagnostics::Sink::default();
            let ctx = LLVMContextCreate();
            crate::llvm_diagnostics::attach_raw(ctx, &sink);
            let mut lazy = Lazy { ctx, module: std::ptr::null_mut() };
            // The module takes ownership of the buffer (also on failure): no dispose here.
            let buf =
                LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr() as *const c_char, bytes.len(), cname.as_ptr());
            let mut err: *mut c_char = std::ptr::null_mut();
            // The variant with an error message: the other one reports through the context and
            // exits the process on error.
            #[allow(deprecated)]
            let failed = llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext(ctx, buf, &mut lazy.module, &mut err);
            if failed != 0 {
                let msg = if err.is_null() {
                    "unknown error".to_string()
                } else {
                    let m = CStr::from_ptr(err).to_string_lossy().trim().to_string();
                    LLVMDisposeMessage(err);
                    m
                };
                return Err(Failure::Load(msg));
            }
            let m = lazy.module;
            let count = LLVMGetNamedMetadataNumOperands(m, LIST.as_ptr()) as usize;
            if count == 0 {
                return Ok(());
            }
            let mut entries = vec![std::ptr::null_mut(); count];
            LLVMGetNamedMetadataOperands(m, LIST.as_ptr(), entries.as_mut_ptr());
            for (index, &e) in entries.iter().enumerate() {
                let fail = |violation| Failure::Entry { index, count, violation };
                if e.is_null() {
                    return Err(fail(Violation::new("the list operand is null", CRASH, "list plain nodes only")));
                }
                let Some(ops) = tuple_operands(e) else {
                    return Err(fail(Violation::new(
                        "it is a debug-info or other specialized node, not a plain node `!{...}`",
                        CRASH,
                        format!("list only plain nodes in !nvvm.annotations, e.g. {}", super::EXAMPLE_ENTRY),
                    )));
                };
                let md = LLVMValueAsMetadata(e);
                let ops: Vec<Operand> = ops.into_iter().map(|o| operand(o, 0, md)).collect();
                check_entry(&ops).map_err(fail)?;
            }
        }
        Ok(())
    }
}

/// Checks the `!nvvm.annotations` of a bitcode input before LLVM materializes it: loads the
/// module lazily into a private context (which does not run the upgrade), applies the rule, and
/// throws the lazy module away. Only if this passes may the bitcode be parsed for real.
pub fn check_bitcode(name: &str, bytes: &[u8]) -> Result<(), CompileError> {
    bitcode::check(name, bytes).map_err(|f| {
        let message = match f {
            bitcode::Failure::Load(e) => format!("{name}: invalid bitcode: {e}"),
            bitcode::Failure::Entry { index, count, violation } => {
                format!("{name}: error: {}", violation.render(&format!("{} of {count} (bitcode)", index + 1)))
            }
        };
        CompileError::Parse { input: name.to_string(), message }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        @g = addrspace(1) global i32 0, align 4\n\
        @ga = alias void (ptr, i32), ptr @k\n\
        @gi = ifunc void (), ptr @res\n\
        declare void @d(ptr)\n\
        define ptr @res() {\n  ret ptr null\n}\n\
        define void @k(ptr byval(i32) %p, i32 %x) {\n  ret void\n}\n\
        define void @v(i32, ...) {\n  ret void\n}\n";

    /// A module whose metadata is `md` (after the fixed header above).
    fn module(md: &str) -> String {
        format!("{HEADER}{md}\n")
    }

    fn entry(e: &str) -> String {
        module(&format!("!nvvm.annotations = !{{!0}}\n!0 = !{{{e}}}"))
    }

    fn err(text: &str) -> String {
        match check("t.ll", text) {
            Ok(()) => panic!("accepted:\n{text}"),
            Err(CompileError::Parse { input, message }) => {
                assert_eq!(input, "t.ll");
                assert!(message.starts_with("t.ll:"), "{message}");
                assert!(message.contains("malformed !nvvm.annotations entry"), "{message}");
                assert!(message.contains("; fix: "), "{message}");
                message
            }
            Err(e) => panic!("unexpected error {e:?}"),
        }
    }

    fn ok(text: &str) {
        if let Err(e) = check("t.ll", text) {
            panic!("rejected: {e}\n{text}");
        }
    }

    /// The line `!0 = ...` is on in `entry(..)`.
    fn entry_line() -> usize {
        HEADER.lines().count() + 2
    }

    // -- accepted shapes

    #[test]
    fn accepts_valid_and_odd_but_safe_shapes() {
        ok(&module(""));
        ok(&module("!nvvm.annotations = !{}"));
        ok(&entry("ptr @k, !\"kernel\", i32 1"));
        ok(&entry("ptr @k"));
        ok(&entry("ptr @d, !\"kernel\", i32 1, !\"align\", i32 65544"));
        ok(&entry("ptr @k, !\"maxntidx\", i32 -1, !\"maxnreg\", i64 -1, !\"minctasm\", i1 true"));
        ok(&entry("ptr @k, !\"maxntidx\", i32 u0x10, !\"reqntidy\", i8 s0x7f"));
        ok(&entry("ptr @k, !\"align\", i32 8, !\"align\", i32 131328"));
        ok(&entry("ptr @k, !\"maxntid\", i32 1, !\"Kernel\", float 1.0, !\"cluster_dim_\", !\"x\""));
        ok(&entry("ptr addrspace(1) @g, !\"texture\", i32 1, !\"managed\", i32 1"));
        ok(&entry("ptr @ga, !\"foo\", null, !\"bar\", !{}, !\"baz\", ptr @k, !\"\", i256 -1"));
        ok(&entry("ptr @\"k\", !\"kernel\", i32 1"));
        ok(&entry("void (ptr, i32)* @k, !\"kernel\", i32 1"));
        ok(&entry("void (float*)* @k, !\"kernel\", i32 1"));
        ok(&module("!nvvm.annotations = !{!0}\n!0 = distinct !{ptr @k, !\"kernel\", i32 1}"));
        ok(&module("!nvvm.annotations = !{!0, !0, !1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"maxntidx\", i32 9}"));
        // Escaped names and keys are compared after unescaping, as LLVM does.
        ok(&module("!nvvm\\2eannotations = !{!0}\n!0 = !{ptr @k, !\"kern\\65l\", i32 1}"));
        // An undefined node is LLVM's to report.
        ok(&module("!nvvm.annotations = !{!7}"));
        // Numbered functions.
        ok(&format!("define void @0() {{\n  ret void\n}}\n{}", entry("ptr @0, !\"kernel\", i32 1")));
    }

    #[test]
    fn accepts_grid_constant_shapes() {
        ok(&module("!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"grid_constant\", !5}\n!5 = !{i32 1}"));
        ok(&module("!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"grid_constant\", !1}\n!1 = distinct !{i32 1, i32 2}"));
        ok(&module("!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"grid_constant\", !1}\n!1 = !{}"));
        ok(&entry("ptr @k, !\"grid_constant\", !{i32 1}"));
        ok(&entry("ptr @d, !\"grid_constant\", !{i64 1}"));
    }

    #[test]
    fn comments_strings_and_block_comments_hide_nothing_and_fake_nothing() {
        // Fake annotations in comments and strings are ignored.
        ok(&module(
            "; !nvvm.annotations = !{!9}\n/* !nvvm.annotations = !{!9}\n*/\n@s = constant [20 x i8] c\"!nvvm.annotations = \"\n!9 = !{ptr @k, !\"kernel\"}",
        ));
        // A string ends at the next quote: `"a\"` is the string `a\`, so the entry below is real.
        let m = err(&module("!1 = !{!\"a\\\", i32 1}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\"}"));
        assert!(m.contains("entry !0"), "{m}");
        // Comments and odd spacing inside the definitions.
        let m = err(&module("!nvvm.annotations = ! { ; c\n ! 0 }\n!0 = ! { ptr @k , ; c\n ! \"kernel\" }"));
        assert!(m.contains("it has 2 operands"), "{m}");
    }

    // -- rule 1: list operands and node kinds

    #[test]
    fn rejects_list_operands_that_are_not_plain_nodes() {
        let m = err(&module("!nvvm.annotations = !{!DIExpression()}"));
        assert!(m.contains("`!DIExpression()`") && m.contains("would crash"), "{m}");
        let m = err(&module("!nvvm.annotations = !{!{ptr @k, !\"kernel\", i32 1}}"));
        assert!(m.contains("is not a reference `!N`"), "{m}");
        let m = err(&module("!nvvm.annotations = !{!0}\n!0 = !DIExpression(DW_OP_plus_uconst, 1)"));
        assert!(m.contains("entry !0: !0 is a `!DIExpression(...)` node, not a plain node"), "{m}");
        let m = err(&module("!nvvm.annotations = !{!0}\n!0 = distinct !DIFile(filename: \"a.cu\", directory: \"/\")"));
        assert!(m.contains("!DIFile"), "{m}");
    }

    #[test]
    fn checks_every_definition_and_escaped_names() {
        let m = err(&module(
            "!nvvm.annotations = !{!0}\n!nvvm.annotations = !{!1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"maxntidx\"}",
        ));
        assert!(m.contains("entry !1"), "{m}");
        let m = err(&module("!nvvm\\2Eannotations = !{!0}\n!0 = !{ptr @k, !\"kernel\"}"));
        assert!(m.contains("entry !0"), "{m}");
        // A forward reference and a leading-zero reference name the same node.
        err(&module("!nvvm.annotations = !{!00}\n!0 = !{ptr @k, !\"kernel\"}"));
    }

    // -- rule 2: operand count

    #[test]
    fn rejects_empty_and_even_entries() {
        let m = err(&entry(""));
        assert!(m.contains("the node is empty"), "{m}");
        let m = err(&module("!nvvm.annotations = !{!0}\n!0 = distinct !{}"));
        assert!(m.contains("the node is empty"), "{m}");
        let m = err(&entry("ptr @k, !\"kernel\""));
        assert!(m.contains("it has 2 operands") && m.contains("give the last key !\"kernel\" a value"), "{m}");
        let m = err(&entry("ptr @k, !\"kernel\", i32 1, !\"foo\""));
        assert!(m.contains("it has 4 operands"), "{m}");
        err(&entry("i32 0, !\"kernel\""));
        // The message points at the entry's line.
        let m = err(&entry("ptr @k, !\"maxntidx\""));
        assert!(m.starts_with(&format!("t.ll:{}: error: malformed !nvvm.annotations entry !0: ", entry_line())), "{m}");
        assert!(m.contains("(LLVM 22 would crash on it); fix: "), "{m}");
    }

    // -- rule 3: operand 0

    #[test]
    fn rejects_first_operands_that_are_not_globals() {
        for first in [
            "!\"k\"",
            "i32 1",
            "!1",
            "ptr undef",
            "ptr poison",
            "ptr null",
            "ptr getelementptr (i8, ptr @k, i64 0)",
            "ptr bitcast (ptr @k to ptr)",
            "ptr addrspace(1) addrspacecast (ptr @k to ptr addrspace(1))",
            "ptr dso_local_equivalent @k",
            "ptr no_cfi @k",
        ] {
            let m = err(&module(&format!(
                "!nvvm.annotations = !{{!0}}\n!0 = !{{{first}, !\"kernel\", i32 1}}\n!1 = !{{ptr @k}}"
            )));
            assert!(m.contains(&format!("its first operand `{first}` is not a global")), "{m}");
            assert!(m.contains("silently drop"), "{m}");
        }
        // Unknown keys do not excuse a bad first operand.
        err(&entry("ptr undef, !\"texture\", i32 1"));
    }

    #[test]
    fn accepts_the_entry_of_a_deleted_global() {
        // What globalopt leaves behind (LLVM's D120129): LLVM drops the entry, whatever follows.
        ok(&entry("null, !\"align\", i32 8, !\"align\", i32 65544"));
        ok(&entry("null, !\"kernel\", i32 1"));
    }

    // -- rule 4: keys

    #[test]
    fn rejects_keys_that_are_not_strings() {
        for key in ["i32 1", "null", "!1", "ptr @k", "float 1.0"] {
            let m = err(&module(&format!(
                "!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, {key}, i32 1}}\n!1 = !{{!\"kernel\"}}"
            )));
            assert!(m.contains(&format!("its key (operand 1) `{key}` is not a metadata string")), "{m}");
        }
        let m = err(&entry("ptr @k, !\"kernel\", i32 1, i32 5, i32 1"));
        assert!(m.contains("operand 3"), "{m}");
    }

    // -- rule 5: upgraded keys

    #[test]
    fn rejects_upgraded_keys_on_non_functions() {
        for key in UPGRADED_KEYS {
            let value = if key == "grid_constant" { "!{i32 1}" } else { "i32 1" };
            let m = err(&entry(&format!("ptr addrspace(1) @g, !\"{key}\", {value}")));
            assert!(m.contains(&format!("key !\"{key}\" is attached to @g, which is a global variable")), "{m}");
        }
        let m = err(&entry("ptr @ga, !\"maxntidx\", i32 1"));
        assert!(m.contains("which is an alias"), "{m}");
        let m = err(&entry("ptr @gi, !\"kernel\", i32 1"));
        assert!(m.contains("which is an ifunc"), "{m}");
        let m = err(&entry("ptr @nothere, !\"kernel\", i32 1"));
        assert!(m.contains("not a function defined or declared"), "{m}");
        // The same keys with another case or spelling are not upgraded, so they are fine anywhere.
        ok(&entry("ptr addrspace(1) @g, !\"Kernel\", i32 1, !\"maxntid\", !\"x\""));
        // An escaped key is the upgraded one.
        err(&entry("ptr addrspace(1) @g, !\"kern\\65l\", i32 1"));
        // A global variable with an initializer and attributes is still a variable.
        let m = err(&format!(
            "@g2 = internal thread_local addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], section \"s\", align 16\n{}",
            entry("ptr addrspace(1) @g2, !\"kernel\", i32 1")
        ));
        assert!(m.contains("@g2, which is a global variable"), "{m}");
    }

    #[test]
    fn rejects_scalar_values_that_are_not_small_integer_literals() {
        for value in [
            "null",
            "!\"1\"",
            "float 1.0",
            "double 0.0",
            "!1",
            "!{}",
            "ptr @k",
            "ptr null",
            "i32 undef",
            "i32 poison",
            "i32 zeroinitializer",
            "<2 x i32> <i32 1, i32 2>",
            "i64 ptrtoint (ptr @k to i64)",
            "i128 1",
            "i256 -1",
            "i32 true",
            "i32 0x10",
        ] {
            for key in [
                "kernel",
                "maxntidx",
                "reqntidz",
                "cluster_dim_y",
                "minctasm",
                "maxnreg",
                "maxclusterrank",
                "cluster_max_blocks",
                "align",
            ] {
                let m = err(&module(&format!(
                    "!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"{key}\", {value}}}\n!1 = !{{i32 1}}"
                )));
                assert!(m.contains(&format!("the value `{value}` of !\"{key}\" is not an integer constant")), "{m}");
            }
        }
    }

    #[test]
    fn checks_align_values() {
        ok(&entry("ptr @k, !\"align\", i32 8"));
        ok(&entry("ptr @k, !\"align\", i32 256"));
        ok(&entry("ptr @k, !\"align\", i32 131073"));
        for (v, needle) in [
            ("i32 0", "alignment 0"),
            ("i32 3", "alignment 3"),
            ("i32 512", "alignment 512"),
            ("i32 65535", "alignment 65535"),
            ("i32 32768", "alignment 32768"),
            ("i64 281474976645128", "does not fit in 32 bits"),
            ("i64 140737488289800", "does not fit in 32 bits"),
            ("i64 65536000008", "does not fit in 32 bits"),
            ("i32 393224", "names parameter 6, but @k has 2 parameters"),
            ("i32 -65528", "names parameter 65535"),
        ] {
            let m = err(&entry(&format!("ptr @k, !\"align\", {v}")));
            assert!(m.contains(needle), "{v}: {m}");
        }
        // A varargs function: only the fixed parameters count.
        ok(&entry("ptr @v, !\"align\", i32 65544"));
        let m = err(&entry("ptr @v, !\"align\", i32 131080"));
        assert!(m.contains("@v has 1 parameter"), "{m}");
    }

    #[test]
    fn checks_grid_constant_values() {
        let gc = |node: &str| {
            module(&format!("!nvvm.annotations = !{{!0}}\n!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !{{{node}}}"))
        };
        for (node, needle) in [
            ("i32 0", "`i32 0` is not in 1..=65535"),
            ("i32 -1", "`i32 -1`"),
            ("i32 2147483647", "`i32 2147483647`"),
            ("i64 4294967296", "`i64 4294967296`"),
            ("!\"1\"", "`!\"1\"`"),
            ("null", "`null`"),
            ("!{i32 1}", "`!{i32 1}`"),
            ("float 1.0", "`float 1.0`"),
            ("i32 7", "index 7 names parameter 7, but @k has 2 parameters"),
        ] {
            let m = err(&gc(node));
            assert!(m.contains(needle), "{node}: {m}");
        }
        let m = err(&entry("ptr @k, !\"grid_constant\", !0"));
        assert!(m.contains("is the entry itself"), "{m}");
        for value in ["i32 1", "null", "!\"1\"", "ptr @k", "float 1.0", "!DIExpression()"] {
            let m = err(&entry(&format!("ptr @k, !\"grid_constant\", {value}")));
            assert!(m.contains(&format!("the value `{value}` of !\"grid_constant\"")), "{m}");
        }
        let m = err(&module("!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"grid_constant\", !1}\n!1 = !DIExpression()"));
        assert!(m.contains("!DIExpression(...)"), "{m}");
        err(&entry("ptr @k, !\"grid\\5Fconstant\", i32 1"));
        err(&entry("ptr @k, !\"grid_constant\", !{!\"x\"}"));
    }

    // -- lexer and literal details

    #[test]
    fn integer_literals_follow_llvm() {
        assert_eq!(int_literal(32, Kind::Int, "-1"), Some(0xFFFF_FFFF));
        assert_eq!(int_literal(64, Kind::Int, "18446744073709551617"), Some(1));
        assert_eq!(int_literal(8, Kind::Int, "257"), Some(1));
        assert_eq!(int_literal(32, Kind::HexInt, "u0x10"), Some(16));
        // s0x is sign-extended from its active bits when narrower than the type.
        assert_eq!(int_literal(32, Kind::HexInt, "s0xF"), Some(0xFFFF_FFFF));
        assert_eq!(int_literal(32, Kind::HexInt, "s0x10"), Some(0xFFFF_FFF0));
        assert_eq!(int_literal(4, Kind::HexInt, "s0xF"), Some(0xF));
        assert_eq!(int_literal(32, Kind::HexInt, "s0x0"), Some(0));
        assert_eq!(int_literal(1, Kind::Word, "true"), Some(1));
        assert_eq!(int_literal(8, Kind::Word, "true"), None);
        assert_eq!(int_type_bits("i64"), Some(64));
        assert_eq!(int_type_bits("i65"), None);
        assert_eq!(int_type_bits("i0"), None);
        assert_eq!(unescape(b"a\\2Eb\\\\c\\zz\\4"), b"a.b\\c\\zz\\4".to_vec());
    }

    #[test]
    fn lexer_tracks_lines_through_strings_and_comments() {
        let text = "a \"x\ny\" /* 1\n2 */ ; c\n!b !0 @\"q r\" %1 -12 1.5e3 0x1F u0x1 ... #0";
        let toks: Vec<(Kind, &str, u32)> = Lexer::new(text).map(|t| (t.kind, &text[t.start..t.end], t.line)).collect();
        assert_eq!(
            toks,
            vec![
                (Kind::Word, "a", 1),
                (Kind::Str, "\"x\ny\"", 1),
                (Kind::MetaName, "!b", 4),
                (Kind::Exclaim, "!", 4),
                (Kind::Int, "0", 4),
                (Kind::Global, "@\"q r\"", 4),
                (Kind::Local, "%1", 4),
                (Kind::Int, "-12", 4),
                (Kind::Float, "1.5e3", 4),
                (Kind::Float, "0x1F", 4),
                (Kind::HexInt, "u0x1", 4),
                (Kind::Ellipsis, "...", 4),
                (Kind::Word, "#0", 4),
            ]
        );
    }

    #[test]
    fn counts_parameters() {
        let s = scan(
            "define void @a() {\n ret void\n}\ndeclare void @b(i32, ...)\ndeclare void @c(ptr byval({ i32, i32 }) align 4, <2 x i32>, ptr dereferenceable(8))\ndeclare void @\"d e\"(...)\n",
        );
        assert_eq!(s.functions.get(&b"a"[..]), Some(&0));
        assert_eq!(s.functions.get(&b"b"[..]), Some(&1));
        assert_eq!(s.functions.get(&b"c"[..]), Some(&3));
        assert_eq!(s.functions.get(&b"d e"[..]), Some(&0));
    }

    // -- bitcode: the same rule through LLVM's C API on a lazily loaded module

    /// Bitcode whose `!nvvm.annotations` carries `md` verbatim: the text is parsed with the list
    /// spelled `!nvvm.annotationz` (which LLVM does not upgrade), the operands are moved to
    /// `!nvvm.annotations`, and the module is written without being read back.
    fn crafted_bitcode(md: &str) -> Vec<u8> {
        use inkwell::context::Context;
        use inkwell::memory_buffer::MemoryBuffer;
        use llvm_sys::core::*;
        let ctx = Context::create();
        let text = module(&md.replace("!nvvm.annotations", "!nvvm.annotationz"));
        let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "crafted");
        let m = ctx.create_module_from_ir(buf).expect("crafted module parses");
        unsafe {
            let raw = m.as_mut_ptr();
            let n = LLVMGetNamedMetadataNumOperands(raw, c"nvvm.annotationz".as_ptr()) as usize;
            let mut ops = vec![std::ptr::null_mut(); n];
            if n > 0 {
                LLVMGetNamedMetadataOperands(raw, c"nvvm.annotationz".as_ptr(), ops.as_mut_ptr());
            }
            for op in ops {
                LLVMAddNamedMetadataOperand(raw, c"nvvm.annotations".as_ptr(), op);
            }
        }
        m.write_bitcode_to_memory().as_slice().to_vec()
    }

    fn bc_err(md: &str) -> String {
        let bc = crafted_bitcode(md);
        match check_bitcode("t.bc", &bc) {
            Ok(()) => panic!("bitcode accepted: {md}"),
            Err(CompileError::Parse { message, .. }) => {
                assert!(message.starts_with("t.bc: error: malformed !nvvm.annotations entry "), "{message}");
                assert!(message.contains("(bitcode)") && message.contains("; fix: "), "{message}");
                message
            }
            Err(e) => panic!("unexpected {e:?}"),
        }
    }

    fn bc_ok(md: &str) {
        let bc = crafted_bitcode(md);
        if let Err(e) = check_bitcode("t.bc", &bc) {
            panic!("bitcode rejected: {e}\n{md}");
        }
    }

    const A: &str = "!nvvm.annotations = !{!0}\n";

    #[test]
    fn bitcode_accepts_valid_shapes() {
        bc_ok("");
        bc_ok(&format!("{A}!0 = !{{ptr @k, !\"kernel\", i32 1, !\"maxntidx\", i32 32, !\"align\", i32 65544}}"));
        bc_ok(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !{{i32 1, i32 2}}"));
        bc_ok(&format!("{A}!0 = !{{ptr addrspace(1) @g, !\"texture\", i32 1, !\"foo\", null}}"));
        bc_ok(&format!("{A}!0 = distinct !{{ptr @d, !\"kernel\", i1 true}}"));
        // One-operand nodes reach the C API as their constant; they are still tuples.
        bc_ok(&format!("{A}!0 = !{{ptr @k}}"));
        bc_ok(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !{{i32 2}}"));
    }

    #[test]
    fn bitcode_rejects_empty_grid_constant_lists_it_cannot_tell_from_null() {
        for node in ["!{null}", "!{}"] {
            let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = {node}"));
            assert!(m.contains("is `!{}` or `!{null}`"), "{m}");
        }
        let m = bc_err(&format!("{A}!0 = !{{null}}"));
        assert!(m.contains("the node is empty"), "{m}");
    }

    #[test]
    fn bitcode_rejects_each_crash_family() {
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"kernel\"}}"));
        assert!(m.contains("entry 1 of 1 (bitcode)") && m.contains("it has 2 operands"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{}}"));
        assert!(m.contains("the node is empty"), "{m}");
        let m = bc_err(&format!("{A}!0 = !DIExpression()"));
        assert!(m.contains("specialized node"), "{m}");
        bc_ok(&format!("{A}!0 = !{{null, !\"kernel\", i32 1}}"));
        let m = bc_err(&format!("{A}!0 = !{{ptr getelementptr (i8, ptr @k, i64 1), !\"kernel\", i32 1}}"));
        assert!(m.contains("is not a global"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, null, i32 1}}"));
        assert!(m.contains("key (operand 1) `null`"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr addrspace(1) @g, !\"align\", i32 8}}"));
        assert!(m.contains("@g, which is a global variable"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @ga, !\"maxntidx\", i32 1}}"));
        assert!(m.contains("@ga, which is an alias"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"maxntidx\", !\"1\"}}"));
        assert!(m.contains("of !\"maxntidx\" is not an integer constant"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"kernel\", i128 1}}"));
        assert!(m.contains("an i128 constant"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"align\", i64 140737488289800}}"));
        assert!(m.contains("does not fit in 32 bits"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"align\", i32 3}}"));
        assert!(m.contains("alignment 3"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !0}}"));
        assert!(m.contains("is the entry itself"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !{{i32 2147483647}}"));
        assert!(m.contains("is not in 1..=65535"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !{{i32 3}}"));
        assert!(m.contains("@k has 2 parameters"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", i32 1}}"));
        assert!(m.contains("not a node of parameter indices"), "{m}");
        let m = bc_err(&format!("{A}!0 = !{{ptr @k, !\"grid_constant\", !1}}\n!1 = !DIExpression()"));
        assert!(m.contains("specialized node"), "{m}");
        // The second entry of three is the bad one.
        let m = bc_err(
            "!nvvm.annotations = !{!0, !1, !2}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"maxnreg\"}\n!2 = !{ptr @k}",
        );
        assert!(m.contains("entry 2 of 3 (bitcode)"), "{m}");
    }

    #[test]
    fn bitcode_that_does_not_load_is_an_error_not_a_crash() {
        let mut bc = crafted_bitcode("");
        bc.truncate(bc.len() / 2);
        match check_bitcode("t.bc", &bc) {
            Err(CompileError::Parse { message, .. }) => {
                assert!(message.starts_with("t.bc: invalid bitcode: "), "{message}")
            }
            other => panic!("{other:?}"),
        }
    }
}
