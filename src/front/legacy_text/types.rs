//! Types, read from tokens: where a type ends, and, for a pointer type of the typed-pointer
//! syntax (`i32*`, `[4 x i8] addrspace(1)*`, `void (i32)*`), the text of what it points to —
//! the type LLVM 3.x left implicit and LLVM 22 wants written out.

use super::lexer::{Kind, Token};

/// What a parsed type is, as far as the upgrade cares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// `T*` or `T addrspace(N)*`: the pointee's token range, and the token index of the suffix
    /// (`*`, or the `addrspace` of `addrspace(N)*`). `function` when `T` is a function type.
    Pointer { pointee: (usize, usize), suffix: usize, function: bool },
    /// A function type `R (A, B)` (the callee type of a modern `call`).
    Function,
    /// `<N x T*>`: a vector of typed pointers, with its element's pointee.
    PointerVector { pointee: (usize, usize) },
    /// Anything else (`i32`, `ptr`, `%struct.S`, `{ i32 }`, …).
    Other,
}

/// A type: its tokens `[start, end)` and shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Type {
    pub start: usize,
    pub end: usize,
    pub shape: Shape,
}

const SCALARS: &[&str] = &[
    "void",
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "ppc_fp128",
    "x86_mmx",
    "x86_amx",
    "label",
    "metadata",
    "token",
    "opaque",
];

/// Whether `word` names a type by itself (`i32`, `float`, …; not `ptr`, handled apart).
pub fn is_scalar(word: &str) -> bool {
    is_int(word) || SCALARS.contains(&word)
}

/// `iN`.
pub fn is_int(word: &str) -> bool {
    word.len() > 1 && word.starts_with('i') && word[1..].bytes().all(|b| b.is_ascii_digit())
}

/// Reads types out of a token list.
pub struct Reader<'a> {
    pub src: &'a str,
    pub toks: &'a [Token],
}

impl<'a> Reader<'a> {
    pub fn new(src: &'a str, toks: &'a [Token]) -> Self {
        Reader { src, toks }
    }

    pub fn text(&self, i: usize) -> &'a str {
        self.toks.get(i).map_or("", |t| t.text(self.src))
    }

    pub fn kind(&self, i: usize) -> Option<Kind> {
        self.toks.get(i).map(|t| t.kind)
    }

    /// Whether token `i` is `text`: the bytes compared without slicing the text as a `str`
    /// (whose boundary checks cost more than the comparison; this runs for most tokens).
    pub fn is(&self, i: usize, text: &str) -> bool {
        match self.toks.get(i) {
            Some(t) => self.src.as_bytes()[t.start..t.end] == *text.as_bytes(),
            None => text.is_empty(),
        }
    }

    /// Whether a type can start at token `i`.
    pub fn starts_type(&self, i: usize) -> bool {
        match self.kind(i) {
            Some(Kind::Word) => is_scalar(self.text(i)) || self.is(i, "ptr"),
            Some(Kind::Local) => true,
            Some(Kind::Punct) => matches!(self.text(i), "[" | "<" | "{"),
            _ => false,
        }
    }

    /// The index after the group that opens at `i` (`(`, `[`, `{`, `<`, `!{`), or None if it
    /// never closes.
    pub fn skip_group(&self, i: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut j = i;
        while j < self.toks.len() {
            match self.text(j) {
                "(" | "[" | "{" | "<" | "!{" => depth += 1,
                ")" | "]" | "}" | ">" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(j + 1);
                    }
                }
                _ => {}
            }
            j += 1;
        }
        None
    }

    /// `addrspace(N)` at `i`: the index after it.
    fn addrspace(&self, i: usize) -> Option<usize> {
        (self.is(i, "addrspace") && self.is(i + 1, "(") && self.is(i + 3, ")")).then_some(i + 4)
    }

    /// The type starting at token `i`, if one does.
    pub fn parse(&self, i: usize) -> Option<Type> {
        let mut j = self.base(i)?;
        let mut shape = if self.is(i, "<") { self.vector_shape(i) } else { Shape::Other };
        loop {
            if self.is(j, "*") {
                let function = shape == Shape::Function;
                shape = Shape::Pointer { pointee: (i, j), suffix: j, function };
                j += 1;
            } else if let Some(after) = self.addrspace(j).filter(|&a| self.is(a, "*")) {
                let function = shape == Shape::Function;
                shape = Shape::Pointer { pointee: (i, j), suffix: j, function };
                j = after + 1;
            } else if self.is(j, "(") && self.function_params(j).is_some() {
                j = self.function_params(j)?;
                shape = Shape::Function;
            } else {
                return Some(Type { start: i, end: j, shape });
            }
        }
    }

    /// The shape of `<N x T*>`.
    fn vector_shape(&self, i: usize) -> Shape {
        match self.parse(i + 3) {
            Some(Type { shape: Shape::Pointer { pointee, .. }, .. }) if self.is(i + 2, "x") => {
                Shape::PointerVector { pointee }
            }
            _ => Shape::Other,
        }
    }

    /// The base type at `i` (no pointer or function suffix): the index after it.
    fn base(&self, i: usize) -> Option<usize> {
        let t = self.text(i);
        match self.kind(i)? {
            Kind::Word if t == "ptr" => Some(self.addrspace(i + 1).unwrap_or(i + 1)),
            Kind::Word if is_scalar(t) => Some(i + 1),
            Kind::Word if t == "target" && self.is(i + 1, "(") => self.skip_group(i + 1),
            Kind::Local => Some(i + 1),
            Kind::Punct if t == "[" || (t == "<" && !self.is(i + 1, "{")) => {
                // [N x T] / <N x T> / <vscale x N x T>
                let mut j = i + 1;
                if self.is(j, "vscale") && self.is(j + 1, "x") {
                    j += 2;
                }
                if self.kind(j) != Some(Kind::Number) || !self.is(j + 1, "x") {
                    return None;
                }
                let elem = self.parse(j + 2)?;
                let close = if t == "[" { "]" } else { ">" };
                self.is(elem.end, close).then_some(elem.end + 1)
            }
            Kind::Punct if t == "{" => self.struct_body(i),
            Kind::Punct if t == "<" => {
                let end = self.struct_body(i + 1)?;
                self.is(end, ">").then_some(end + 1)
            }
            _ => None,
        }
    }

    /// `{ T, T }` or `{}` at `i`: the index after it.
    fn struct_body(&self, i: usize) -> Option<usize> {
        if !self.is(i, "{") {
            return None;
        }
        let mut j = i + 1;
        if self.is(j, "}") {
            return Some(j + 1);
        }
        loop {
            j = self.parse(j)?.end;
            match self.text(j) {
                "," => j += 1,
                "}" => return Some(j + 1),
                _ => return None,
            }
        }
    }

    /// The parameter list of a function type, `(T, T, ...)` at `i`: the index after it.
    fn function_params(&self, i: usize) -> Option<usize> {
        let mut j = i + 1;
        if self.is(j, ")") {
            return Some(j + 1);
        }
        loop {
            if self.is(j, "...") {
                j += 1;
            } else {
                j = self.parse(j)?.end;
            }
            match self.text(j) {
                "," => j += 1,
                ")" => return Some(j + 1),
                _ => return None,
            }
        }
    }

    /// The text of tokens `[a, b)`, as written when it sits on one line without comments,
    /// else its tokens joined by spaces (an inserted text never adds a line).
    pub fn span_text(&self, (a, b): (usize, usize)) -> String {
        if a >= b {
            return String::new();
        }
        let s = &self.src[self.toks[a].start..self.toks[b - 1].end];
        if !s.contains(['\n', ';', '\r']) {
            return s.to_string();
        }
        (a..b).map(|k| self.text(k)).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::super::lexer::tokens;
    use super::*;

    fn pointee(src: &str) -> Option<String> {
        let toks = tokens(src);
        let r = Reader::new(src, &toks);
        match r.parse(0)?.shape {
            Shape::Pointer { pointee, .. } | Shape::PointerVector { pointee } => Some(r.span_text(pointee)),
            _ => None,
        }
    }

    #[test]
    fn pointees_of_typed_pointers() {
        assert_eq!(pointee("i32* %p").as_deref(), Some("i32"));
        assert_eq!(pointee("i32 addrspace(1)* %p").as_deref(), Some("i32"));
        assert_eq!(pointee("[4 x i8]** @s").as_deref(), Some("[4 x i8]*"));
        assert_eq!(pointee("{ i32, float* }* %s").as_deref(), Some("{ i32, float* }"));
        assert_eq!(pointee("<{ i8, i32 }>* %s").as_deref(), Some("<{ i8, i32 }>"));
        assert_eq!(pointee("void (i8*, ...)* @f").as_deref(), Some("void (i8*, ...)"));
        assert_eq!(pointee("%struct.S addrspace(3)* %s").as_deref(), Some("%struct.S"));
        assert_eq!(pointee("<4 x float*> %v").as_deref(), Some("float"));
        assert_eq!(pointee("i32 %v"), None);
        assert_eq!(pointee("ptr %v"), None);
        assert_eq!(pointee("ptr addrspace(1) %v"), None);
    }

    #[test]
    fn function_pointer_types_are_marked() {
        let src = "i8* (i8*)* @f";
        let toks = tokens(src);
        let t = Reader::new(src, &toks).parse(0).unwrap();
        assert!(matches!(t.shape, Shape::Pointer { function: true, suffix: 6, .. }), "{t:?}");
        let src = "i8* @f";
        let toks = tokens(src);
        assert!(matches!(Reader::new(src, &toks).parse(0).unwrap().shape, Shape::Pointer { function: false, .. }));
    }
}
