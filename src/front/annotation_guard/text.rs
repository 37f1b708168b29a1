//! The guard's view of LLVM IR text: where `!nvvm.annotations` is defined (every definition,
//! escaped spellings included, nothing inside strings or comments), so that it can be parked
//! under another name before LLVM parses the text; and, for a message about a bad entry, the
//! entry's line and the source text of its operands.
//!
//! The tokenizer follows LLVM's `LLLexer` only as far as that needs: comments (`;` and `/* */`),
//! strings up to the next `"` (LLVM has no `\"` escape), metadata names `!name` (with `\xx`
//! escapes), `!`, brackets, `,` and `=`; everything else is a run of other characters. LLVM
//! itself classifies the operands. The scan makes tokens only from a `!` on: between two, and
//! over the body of a node, it looks only at what opens a string or a comment (and at braces).

use std::collections::{HashMap, HashSet};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// `!` not followed by a name character.
    Exclaim,
    /// `!name` (may contain `\` escapes).
    MetaName,
    /// `"..."`, up to the next `"`.
    Str,
    /// One of `{ } ( ) [ ] < > , = *`.
    Punct,
    /// Any other run of characters up to whitespace, a comment, a string, `!` or punctuation.
    Word,
}

#[derive(Debug, Clone, Copy)]
pub(super) struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
    pub line: u32,
}

#[derive(Clone)]
pub(super) struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
}

fn is_meta_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\')
}

const fn is_punct(c: u8) -> bool {
    matches!(c, b'{' | b'}' | b'(' | b')' | b'[' | b']' | b'<' | b'>' | b',' | b'=' | b'*')
}

/// The bytes that end a word: ASCII whitespace, `"`, `!`, `;`, punctuation, and `/` (which ends
/// it only when a `*` follows: a comment), as a table (the word loop is the lexer's hottest).
static WORD_END: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_whitespace() || matches!(b, b'"' | b'!' | b';' | b'/') || is_punct(b);
        c += 1;
    }
    t
};

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Self {
        Lexer { src: text.as_bytes(), pos: 0, line: 1 }
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    /// Moves to `end`, counting the newlines passed.
    fn advance_to(&mut self, end: usize) {
        let end = end.min(self.src.len());
        self.line += memchr::memchr_iter(b'\n', &self.src[self.pos..end]).count() as u32;
        self.pos = end;
    }

    /// Moves past the first `needle` at or after `from` (or to the end).
    fn advance_past(&mut self, from: usize, needle: &[u8]) {
        let rest = &self.src[from.min(self.src.len())..];
        let found = match needle {
            [one] => rest.iter().position(|c| c == one),
            _ => rest.windows(needle.len()).position(|w| w == needle),
        };
        let end = found.map_or(self.src.len(), |i| from + i + needle.len());
        self.advance_to(end);
    }

    fn skip_while(&mut self, f: impl Fn(u8) -> bool) {
        while self.pos < self.src.len() && f(self.src[self.pos]) {
            self.pos += 1;
        }
    }

    /// Moves to the next byte in `stops` (a [`SKIP_TO_BANG`] or [`SKIP_TO_BRACE`] table) outside
    /// strings and comments, or to the end, without making tokens of what it passes: from
    /// between two tokens, the tokens up to there hold no such byte. The bytes a token can hold
    /// all start one outside strings and comments: `"` a string, `;` a comment, `/*` a block
    /// comment, `!` a metadata name (a word, name or `Punct` ends before each of them), and a
    /// brace is always a `Punct`.
    fn skip_to(&mut self, stops: &[bool; 256]) {
        let b = self.src;
        let mut i = self.pos;
        while let Some(&c) = b.get(i) {
            if !stops[c as usize] {
                i += 1;
                continue;
            }
            match c {
                b'"' => i = memchr::memchr(b'"', &b[i + 1..]).map_or(b.len(), |p| i + 1 + p + 1),
                b';' => i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |p| i + p),
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |p| i + 2 + p + 2);
                }
                b'/' => i += 1,
                _ => break,
            }
        }
        self.advance_to(i);
    }
}

/// The bytes [`Lexer::skip_to`] looks at on its way to the next `!`: those that open a string
/// or a comment, and `!`.
static SKIP_TO_BANG: [bool; 256] = skip_table(b'!', b'!');

/// The same on the way to the next brace.
static SKIP_TO_BRACE: [bool; 256] = skip_table(b'{', b'}');

/// The table of string and comment openers and the stops `a` and `b`.
const fn skip_table(a: u8, b: u8) -> [bool; 256] {
    let mut t = [false; 256];
    t[b'"' as usize] = true;
    t[b';' as usize] = true;
    t[b'/' as usize] = true;
    t[a as usize] = true;
    t[b as usize] = true;
    t
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        // Whitespace and comments.
        loop {
            match *self.src.get(self.pos)? {
                b'\n' => {
                    self.line += 1;
                    self.pos += 1;
                }
                c if c.is_ascii_whitespace() || c == 0x0b => self.pos += 1,
                b';' => self.skip_while(|c| c != b'\n'),
                b'/' if self.at(self.pos + 1) == b'*' => self.advance_past(self.pos + 2, b"*/"),
                _ => break,
            }
        }
        let (start, line) = (self.pos, self.line);
        let c = self.src[start];
        let kind = if c == b'"' {
            self.advance_past(start + 1, b"\"");
            Kind::Str
        } else if c == b'!' {
            self.pos += 1;
            let next = self.at(self.pos);
            if is_meta_name_char(next) && !next.is_ascii_digit() {
                self.skip_while(is_meta_name_char);
                Kind::MetaName
            } else {
                Kind::Exclaim
            }
        } else if is_punct(c) {
            self.pos += 1;
            Kind::Punct
        } else {
            self.pos += 1;
            while self.pos < self.src.len() {
                let c = self.src[self.pos];
                if WORD_END[c as usize] && (c != b'/' || self.at(self.pos + 1) == b'*') {
                    break;
                }
                self.pos += 1;
            }
            Kind::Word
        };
        Some(Token { kind, start, end: self.pos, line })
    }
}

/// LLVM's `UnEscapeLexed`: `\\` is a backslash, `\xx` (two hex digits) a byte.
pub(super) fn unescape(s: &[u8]) -> Vec<u8> {
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

const LIST_NAME: &[u8] = b"nvvm.annotations";

/// The words of LLVM types (an `iN` or a `%name` is one too).
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

/// One definition `!nvvm.annotations = ...`: where its name is, its line, and the tokens inside
/// `!{...}` (None when the definition is not a list).
pub(super) struct ListDef {
    pub name: (usize, usize),
    pub line: u32,
    pub body: Option<Vec<Token>>,
}

/// A numbered node definition `!N = [distinct] ...`.
pub(super) enum NodeDef {
    /// `!{...}`: the line and the byte range inside the braces (tokenized when needed).
    Tuple {
        line: u32,
        body: (usize, usize),
    },
    Special {
        line: u32,
        what: String,
    },
}

/// What the guard needs from a text.
pub(super) struct Scan<'a> {
    pub text: &'a str,
    pub lists: Vec<ListDef>,
    /// Every named metadata defined, unescaped.
    pub names: HashSet<Vec<u8>>,
    pub nodes: HashMap<u32, NodeDef>,
}

/// The tokens of a text with a small lookahead (the next token, lexed again when it is taken:
/// the scan looks ahead only after a `!`).
struct Stream<'a> {
    text: &'a str,
    lex: Lexer<'a>,
}

impl<'a> Stream<'a> {
    fn next(&mut self) -> Option<Token> {
        self.lex.next()
    }

    fn is(&self, kind: Kind, s: Option<&str>) -> bool {
        let text = self.text;
        self.lex.clone().next().is_some_and(|t| t.kind == kind && s.is_none_or(|s| &text[t.start..t.end] == s))
    }

    /// After an opening `{`: consumes the tokens up to the matching `}` and returns the byte
    /// range between the braces; with `keep`, also the tokens (without, it only looks at the
    /// braces on the way).
    fn braced(&mut self, open_end: usize, keep: bool) -> ((usize, usize), Vec<Token>) {
        if !keep {
            return ((open_end, self.skip_braced()), Vec::new());
        }
        let mut out = Vec::new();
        let mut depth = 0usize;
        let mut end = self.text.len();
        while let Some(t) = self.next() {
            if t.kind == Kind::Punct {
                match &self.text[t.start..t.end] {
                    "{" => depth += 1,
                    "}" if depth == 0 => {
                        end = t.start;
                        break;
                    }
                    "}" => depth -= 1,
                    _ => {}
                }
            }
            out.push(t);
        }
        ((open_end, end), out)
    }

    /// [`Stream::braced`] without the tokens: moves past the matching `}` and returns where it
    /// is (the end of the text when there is none).
    fn skip_braced(&mut self) -> usize {
        let mut depth = 0usize;
        loop {
            self.lex.skip_to(&SKIP_TO_BRACE);
            let at = self.lex.pos;
            match self.lex.src.get(at) {
                None => return at,
                Some(b'}') if depth == 0 => {
                    self.lex.pos += 1;
                    return at;
                }
                Some(b'}') => depth -= 1,
                _ => depth += 1,
            }
            self.lex.pos += 1;
        }
    }

    /// After `=`: `!{...}` as the range inside the braces and (with `keep`) its tokens, or None
    /// (the `!{` is consumed when present).
    fn tuple_body(&mut self, keep: bool) -> Option<((usize, usize), Vec<Token>)> {
        if !self.is(Kind::Exclaim, None) {
            return None;
        }
        self.next();
        if self.is(Kind::Punct, Some("{")) {
            let open = self.next().expect("peeked");
            return Some(self.braced(open.end, keep));
        }
        None
    }
}

/// Scans `text` for the definitions of named metadata and of numbered nodes.
pub(super) fn scan(text: &str) -> Scan<'_> {
    let mut s = Stream { text, lex: Lexer::new(text) };
    let mut out = Scan { text, lists: Vec::new(), names: HashSet::new(), nodes: HashMap::new() };
    // Only tokens starting with `!` begin a definition: the scan goes from one to the next.
    loop {
        s.lex.skip_to(&SKIP_TO_BANG);
        let Some(t) = s.next() else { break };
        match t.kind {
            // `!name = ...`: named metadata.
            Kind::MetaName if s.is(Kind::Punct, Some("=")) => {
                s.next();
                let name = unescape(&text.as_bytes()[t.start + 1..t.end]);
                if name == LIST_NAME {
                    let body = s.tuple_body(true).map(|(_, toks)| toks);
                    out.lists.push(ListDef { name: (t.start, t.end), line: t.line, body });
                }
                out.names.insert(name);
            }
            // `!N = [distinct] !{...}` or `!N = [distinct] !DIxxx(...)`.
            Kind::Exclaim if s.is(Kind::Word, None) => {
                let id_tok = s.next().expect("peeked");
                if !s.is(Kind::Punct, Some("=")) {
                    continue;
                }
                s.next();
                let Ok(id) = text[id_tok.start..id_tok.end].parse::<u32>() else { continue };
                if s.is(Kind::Word, Some("distinct")) {
                    s.next();
                }
                let def = if s.is(Kind::MetaName, None) {
                    let n = s.next().expect("peeked");
                    NodeDef::Special { line: t.line, what: format!("a `{}(...)` node", &text[n.start..n.end]) }
                } else {
                    match s.tuple_body(false) {
                        Some((body, _)) => NodeDef::Tuple { line: t.line, body },
                        None => NodeDef::Special { line: t.line, what: "not a node".into() },
                    }
                };
                out.nodes.entry(id).or_insert(def);
            }
            _ => {}
        }
    }
    out
}

/// The text with every definition of `!nvvm.annotations` renamed to `!<name>`, that name, and
/// the scan of the text as written (for the checks and messages after LLVM parsed it).
pub struct Parked<'a> {
    pub bytes: Vec<u8>,
    pub name: String,
    pub(super) scan: Scan<'a>,
}

/// Parks the definitions of `!nvvm.annotations` under a name the text does not use, of the
/// same length as the plain spelling: a longer (escaped) spelling is padded with spaces, so every
/// line and column LLVM reports stays where it was. None when the text defines no list.
pub(super) fn park(text: &str) -> Option<Parked<'_>> {
    let scan = scan(text);
    if scan.lists.is_empty() {
        return None;
    }
    let name = (0..1000)
        .map(|i| if i == 0 { "nvvmc.guard.list".to_string() } else { format!("nvvmc.guard.{i:04}") })
        .find(|n| !scan.names.contains(n.as_bytes()))?;
    debug_assert_eq!(name.len(), LIST_NAME.len());
    let mut bytes = text.as_bytes().to_vec();
    for def in &scan.lists {
        let (start, end) = def.name;
        // `!` + the name; a token spelling `nvvm.annotations` is never shorter.
        bytes[start] = b'!';
        bytes[start + 1..start + 1 + name.len()].copy_from_slice(name.as_bytes());
        bytes[start + 1 + name.len()..end].fill(b' ');
    }
    Some(Parked { bytes, name, scan })
}

/// Splits tokens at the commas outside any brackets.
pub(super) fn split_top(toks: &[Token], text: &str) -> Vec<Vec<Token>> {
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

impl Scan<'_> {
    /// The tokens in the byte range `range` (a node body).
    pub fn tokens(&self, (start, end): (usize, usize)) -> Vec<Token> {
        let mut lex = Lexer::new(self.text);
        lex.pos = start;
        lex.take_while(|t| t.start < end).collect()
    }

    /// The first operand of the numbered node `id` when it is a tuple, as tokens (the body is
    /// read only up to the first comma outside brackets).
    pub fn node_first_part(&self, id: u32) -> Option<Vec<Token>> {
        let NodeDef::Tuple { body: (start, end), .. } = self.nodes.get(&id)? else { return None };
        let mut lex = Lexer::new(self.text);
        lex.pos = *start;
        let mut depth = 0usize;
        let mut out = Vec::new();
        for t in lex.take_while(|t| t.start < *end) {
            if t.kind == Kind::Punct {
                match self.tok(&t) {
                    "," if depth == 0 => break,
                    "(" | "[" | "{" | "<" => depth += 1,
                    ")" | "]" | "}" | ">" => depth = depth.saturating_sub(1),
                    _ => {}
                }
            }
            out.push(t);
        }
        Some(out)
    }

    /// The operands of the numbered node `id` when it is a tuple, as token runs.
    pub fn node_parts(&self, id: u32) -> Option<Vec<Vec<Token>>> {
        match self.nodes.get(&id)? {
            NodeDef::Tuple { body, .. } => Some(split_top(&self.tokens(*body), self.text)),
            NodeDef::Special { .. } => None,
        }
    }

    /// Whether `toks` is written `<type> @name` (typed-pointer types included): only type words
    /// before the global. LLVM folds `bitcast (ptr @k to ptr)` or `getelementptr (i8, ptr @k,
    /// i64 0)` into `@k`; as written, such an entry does not name a global.
    pub fn is_plain_global(&self, toks: &[Token]) -> bool {
        let n = toks.len();
        let global_at = match toks {
            [.., a, b] if self.tok(a) == "@" && b.kind == Kind::Str => n - 2,
            [.., b] if b.kind == Kind::Word && self.tok(b).starts_with('@') && self.tok(b).len() > 1 => n - 1,
            _ => return false,
        };
        global_at > 0
            && toks[..global_at].iter().all(|t| {
                let w = self.tok(t);
                match t.kind {
                    Kind::Word => {
                        TYPE_WORDS.contains(&w)
                            || w.starts_with('%')
                            || w.bytes().all(|c| c.is_ascii_digit())
                            || w.strip_prefix('i')
                                .is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
                            || w == "..."
                    }
                    Kind::Str => false,
                    Kind::Punct => w != "=",
                    _ => false,
                }
            })
    }

    /// The source text of a run of tokens, from the first to the last.
    pub fn src(&self, toks: &[Token]) -> String {
        match (toks.first(), toks.last()) {
            (Some(a), Some(b)) => self.text[a.start..b.end].to_string(),
            _ => String::new(),
        }
    }

    pub fn tok(&self, t: &Token) -> &str {
        &self.text[t.start..t.end]
    }

    /// `!N` -> N.
    pub fn node_ref(&self, toks: &[Token]) -> Option<u32> {
        match toks {
            [a, b] if a.kind == Kind::Exclaim && b.kind == Kind::Word => self.tok(b).parse().ok(),
            _ => None,
        }
    }

    /// The operands of the tuple `toks` stands for (`!N` defined as a tuple, or an inline
    /// `!{...}`), as token runs; None for anything else.
    pub fn tuple_parts(&self, toks: &[Token]) -> Option<Vec<Vec<Token>>> {
        if let Some(id) = self.node_ref(toks) {
            return match self.nodes.get(&id)? {
                NodeDef::Tuple { body, .. } => Some(split_top(&self.tokens(*body), self.text)),
                NodeDef::Special { .. } => None,
            };
        }
        let inline = toks.len() >= 3
            && toks[0].kind == Kind::Exclaim
            && self.tok(&toks[1]) == "{"
            && self.tok(&toks[toks.len() - 1]) == "}";
        inline.then(|| split_top(&toks[2..toks.len() - 1], self.text))
    }

    /// What `toks` is when it names a node that is not a tuple (`!N` defined as `!DIxxx(...)`,
    /// or an inline `!DIxxx(...)`), for messages.
    pub fn special(&self, toks: &[Token]) -> Option<String> {
        if let Some(id) = self.node_ref(toks) {
            return match self.nodes.get(&id)? {
                NodeDef::Special { what, .. } => Some(what.clone()),
                NodeDef::Tuple { .. } => None,
            };
        }
        match toks.first() {
            Some(t) if t.kind == Kind::MetaName => Some(format!("a `{}(...)` node", self.tok(t))),
            _ => None,
        }
    }

    /// Every operand of every list definition, in order: (line of the definition, tokens).
    pub fn list_operands(&self) -> Vec<(u32, Vec<Token>)> {
        let mut out = Vec::new();
        for def in &self.lists {
            for part in split_top(def.body.as_deref().unwrap_or(&[]), self.text) {
                out.push((def.line, part));
            }
        }
        out
    }
}
