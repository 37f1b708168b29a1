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

/// A character of a bare word (keyword, type, label).
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// A character of a name after a sigil (`[-a-zA-Z$._0-9]`, escapes as `\\XX`).
fn is_name_byte(b: u8) -> bool {
    is_word_byte(b) || matches!(b, b'-' | b'\\')
}

/// The end of a name after a sigil (`@`, `%`, `!`): a quoted string or name characters.
fn name_end(b: &[u8], mut i: usize) -> usize {
    if i < b.len() && b[i] == b'"' {
        return string_end(b, i);
    }
    while i < b.len() && is_name_byte(b[i]) {
        i += 1;
    }
    i
}

/// The end of a string starting at the quote `i` (LLVM's strings have no escaped quotes: `\22`).
fn string_end(b: &[u8], i: usize) -> usize {
    match b[i + 1..].iter().position(|&c| c == b'"') {
        Some(p) => i + 1 + p + 1,
        None => b.len(),
    }
}

/// Splits `src` into tokens.
pub fn tokens(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    // About one token per five bytes of LLVM IR text.
    let mut out = Vec::with_capacity(b.len() / 4);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let kind = match c {
            b' ' | b'\t' | b'\r' | b'\n' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                i = string_end(b, i);
                Kind::Str
            }
            b'@' => {
                i = name_end(b, i + 1);
                Kind::Global
            }
            b'%' => {
                i = name_end(b, i + 1);
                Kind::Local
            }
            b'#' => {
                i += 1;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                Kind::AttrGroup
            }
            b'!' if b.get(i + 1) == Some(&b'{') => {
                i += 2;
                Kind::MetaOpen
            }
            b'!' if b.get(i + 1) == Some(&b'"') => {
                i = string_end(b, i + 1);
                Kind::MetaString
            }
            b'!' => {
                i = name_end(b, i + 1);
                Kind::MetaName
            }
            b'.' if src[i..].starts_with("...") => {
                i += 3;
                Kind::Punct
            }
            b'0'..=b'9' | b'-' | b'+' => {
                i += 1;
                while i < b.len()
                    && (b[i].is_ascii_alphanumeric()
                        || b[i] == b'.'
                        || (matches!(b[i], b'+' | b'-') && matches!(b[i - 1], b'e' | b'E')))
                {
                    i += 1;
                }
                // `1:` / `-1` are numbers; a label `12:` keeps its colon as its own token.
                Kind::Number
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' => {
                i += 1;
                while i < b.len() && is_word_byte(b[i]) {
                    i += 1;
                }
                // `u0x1F` / `s0x1F` are numbers.
                let w = &src[start..i];
                if (w.starts_with("u0x") || w.starts_with("s0x")) && w.len() > 3 {
                    Kind::Number
                } else {
                    Kind::Word
                }
            }
            _ => {
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
}
