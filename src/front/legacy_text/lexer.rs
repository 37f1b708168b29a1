//! A lexer for LLVM IR text, just enough of it for the upgrade: every token with its byte span,
//! comments and whitespace skipped. It never fails: what it does not know becomes a one-byte
//! `Punct` token, and LLVM's own parser reports it later.

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A keyword or bare word: `load`, `i32`, `x86_fp80`, `addrspace`, `0xK…` is a `Number`.
    Word,
    /// `@name`, `@"quoted"`, `@12`.
    Global,
    /// `%name`, `%"quoted"`, `%12`.
    Local,
    /// `!name` or `!12` (a metadata reference or named metadata).
    MetaName,
    /// `!{`: a metadata node literal opens.
    MetaOpen,
    /// `!"…"`: a metadata string.
    MetaString,
    /// `"…"` (also the string of `c"…"`, whose `c` is a `Word`).
    Str,
    /// An integer or floating-point literal, with its sign (`-1`, `1.0e+00`, `0x3FF0…`, `u0x1F`).
    Number,
    /// `#0`: an attribute group.
    AttrGroup,
    /// Anything else, one character (or `...`).
    Punct,
}

/// One token: its kind and byte span in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

impl Token {
    pub fn text<'t>(&self, src: &'t str) -> &'t str {
        &src[self.start..self.end]
    }
}

/// What a token starting with a given byte is, before its next bytes are read: the lexer
/// dispatches on the first byte through [`START`].
#[derive(Clone, Copy)]
enum Start {
    Space,
    Comment,
    Str,
    Global,
    Local,
    AttrGroup,
    /// `!`: a metadata node, string or name.
    Bang,
    /// `.`: `...`, or a one-character `Punct`.
    Dot,
    Number,
    Word,
    /// Any other byte: a one-character `Punct`.
    Other,
}

/// [`Start`] for every byte, as a table (the dispatch runs once per token and per blank).
static START: [Start; 256] = {
    let mut t = [Start::Other; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = match b {
            b' ' | b'\t' | b'\r' | b'\n' => Start::Space,
            b';' => Start::Comment,
            b'"' => Start::Str,
            b'@' => Start::Global,
            b'%' => Start::Local,
            b'#' => Start::AttrGroup,
            b'!' => Start::Bang,
            b'.' => Start::Dot,
            b'0'..=b'9' | b'-' | b'+' => Start::Number,
            _ if b.is_ascii_alphabetic() || b == b'_' || b == b'$' => Start::Word,
            _ => Start::Other,
        };
        c += 1;
    }
    t
};

/// A table of the bytes a `const fn(u8) -> bool` accepts (the lexer's loops look bytes up).
macro_rules! byte_table {
    ($accepts:expr) => {{
        let mut t = [false; 256];
        let mut c = 0;
        while c < 256 {
            t[c] = $accepts(c as u8);
            c += 1;
        }
        t
    }};
}

/// A character of a bare word (keyword, type, label).
const fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// A character of a name after a sigil (`[-a-zA-Z$._0-9]`, escapes as `\\XX`).
const fn is_name_byte(b: u8) -> bool {
    is_word_byte(b) || matches!(b, b'-' | b'\\')
}

/// A character of a number after its first (a sign after an exponent's `e` aside).
const fn is_number_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.'
}

const fn is_digit(b: u8) -> bool {
    b.is_ascii_digit()
}

static WORD_BYTES: [bool; 256] = byte_table!(is_word_byte);
static NAME_BYTES: [bool; 256] = byte_table!(is_name_byte);
static NUMBER_BYTES: [bool; 256] = byte_table!(is_number_byte);
static DIGITS: [bool; 256] = byte_table!(is_digit);

/// The end of the run of bytes in `class` starting at `i`.
fn run_end(b: &[u8], mut i: usize, class: &[bool; 256]) -> usize {
    while let Some(&c) = b.get(i) {
        if !class[c as usize] {
            break;
        }
        i += 1;
    }
    i
}

/// The end of a name after a sigil (`@`, `%`, `!`): a quoted string or name characters.
fn name_end(b: &[u8], i: usize) -> usize {
    if b.get(i) == Some(&b'"') {
        return string_end(b, i);
    }
    run_end(b, i, &NAME_BYTES)
}

/// The end of a string starting at the quote `i` (LLVM's strings have no escaped quotes: `\22`).
fn string_end(b: &[u8], i: usize) -> usize {
    match memchr::memchr(b'"', &b[i + 1..]) {
        Some(p) => i + 1 + p + 1,
        None => b.len(),
    }
}

/// The end of a number starting at `i`: number characters, and a sign right after an `e`/`E`.
fn number_end(b: &[u8], mut i: usize) -> usize {
    i += 1;
    while let Some(&c) = b.get(i) {
        if !(NUMBER_BYTES[c as usize] || (matches!(c, b'+' | b'-') && matches!(b[i - 1], b'e' | b'E'))) {
            break;
        }
        i += 1;
    }
    i
}

/// Splits `src` into tokens.
pub fn tokens(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    // About one token per five bytes of LLVM IR text.
    let mut out = Vec::with_capacity(b.len() / 4);
    let mut i = 0;
    while let Some(&c) = b.get(i) {
        let start = i;
        let kind = match START[c as usize] {
            Start::Space => {
                i += 1;
                continue;
            }
            Start::Comment => {
                i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |p| i + p);
                continue;
            }
            Start::Str => {
                i = string_end(b, i);
                Kind::Str
            }
            Start::Global => {
                i = name_end(b, i + 1);
                Kind::Global
            }
            Start::Local => {
                i = name_end(b, i + 1);
                Kind::Local
            }
            Start::AttrGroup => {
                i = run_end(b, i + 1, &DIGITS);
                Kind::AttrGroup
            }
            Start::Bang => match b.get(i + 1) {
                Some(b'{') => {
                    i += 2;
                    Kind::MetaOpen
                }
                Some(b'"') => {
                    i = string_end(b, i + 1);
                    Kind::MetaString
                }
                _ => {
                    i = name_end(b, i + 1);
                    Kind::MetaName
                }
            },
            Start::Dot => {
                i += if b[i..].starts_with(b"...") { 3 } else { 1 };
                Kind::Punct
            }
            Start::Number => {
                i = number_end(b, i);
                // `1:` / `-1` are numbers; a label `12:` keeps its colon as its own token.
                Kind::Number
            }
            Start::Word => {
                i = run_end(b, i + 1, &WORD_BYTES);
                // `u0x1F` / `s0x1F` are numbers.
                if matches!(c, b'u' | b's') && i - start > 3 && b[start + 1] == b'0' && b[start + 2] == b'x' {
                    Kind::Number
                } else {
                    Kind::Word
                }
            }
            Start::Other => {
                // One character (UTF-8 aware, so that spans stay on character boundaries).
                i += if c.is_ascii() { 1 } else { src[i..].chars().next().map_or(1, char::len_utf8) };
                Kind::Punct
            }
        };
        out.push(Token { kind, start, end: i });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, &str)> {
        tokens(src).iter().map(|t| (t.kind, t.text(src))).collect()
    }

    #[test]
    fn splits_the_forms_the_upgrade_reads() {
        use Kind::*;
        assert_eq!(
            kinds("!0 = metadata !{void (i32)* @k, metadata !\"kernel\", i32 0x208} ; c\n%x = load i32* %\"a b\", align 4"),
            vec![
                (MetaName, "!0"),
                (Punct, "="),
                (Word, "metadata"),
                (MetaOpen, "!{"),
                (Word, "void"),
                (Punct, "("),
                (Word, "i32"),
                (Punct, ")"),
                (Punct, "*"),
                (Global, "@k"),
                (Punct, ","),
                (Word, "metadata"),
                (MetaString, "!\"kernel\""),
                (Punct, ","),
                (Word, "i32"),
                (Number, "0x208"),
                (Punct, "}"),
                (Local, "%x"),
                (Punct, "="),
                (Word, "load"),
                (Word, "i32"),
                (Punct, "*"),
                (Local, "%\"a b\""),
                (Punct, ","),
                (Word, "align"),
                (Number, "4"),
            ]
        );
        assert_eq!(
            kinds("call void (i8*, ...)* @f(double -1.5e+00) #0"),
            vec![
                (Word, "call"),
                (Word, "void"),
                (Punct, "("),
                (Word, "i8"),
                (Punct, "*"),
                (Punct, ","),
                (Punct, "..."),
                (Punct, ")"),
                (Punct, "*"),
                (Global, "@f"),
                (Punct, "("),
                (Word, "double"),
                (Number, "-1.5e+00"),
                (Punct, ")"),
                (AttrGroup, "#0"),
            ]
        );
    }

    #[test]
    fn each_first_byte_starts_the_token_it_did() {
        use Kind::*;
        assert_eq!(
            kinds("u0x1F s0x0 u0x u0 s0xK x86_fp80 $a _b .x ... .. 1.0e-5 -7 +2 e-1 #12 # @ %\"é\" é : 0x3F"),
            vec![
                (Number, "u0x1F"),
                (Number, "s0x0"),
                (Word, "u0x"),
                (Word, "u0"),
                (Number, "s0xK"),
                (Word, "x86_fp80"),
                (Word, "$a"),
                (Word, "_b"),
                (Punct, "."),
                (Word, "x"),
                (Punct, "..."),
                (Punct, "."),
                (Punct, "."),
                (Number, "1.0e-5"),
                (Number, "-7"),
                (Number, "+2"),
                (Word, "e"),
                (Number, "-1"),
                (AttrGroup, "#12"),
                (AttrGroup, "#"),
                (Global, "@"),
                (Local, "%\"é\""),
                (Punct, "é"),
                (Punct, ":"),
                (Number, "0x3F"),
            ]
        );
        // A comment runs to the end of its line; a string without its closing quote, to the end
        // of the text.
        assert_eq!(kinds("a ; b \"c\n!d ; e"), vec![(Word, "a"), (MetaName, "!d")]);
        assert_eq!(kinds("!\"x\ny"), vec![(MetaString, "!\"x\ny")]);
        assert_eq!(kinds("@\"x"), vec![(Global, "@\"x")]);
        assert_eq!(kinds("!{!a\\2E-b"), vec![(MetaOpen, "!{"), (MetaName, "!a\\2E-b")]);
    }
}
