//! The guard's tests: the rule on text (parked, parsed by LLVM, checked, with messages from the
//! text as written) and on bitcode (crafted to carry each shape verbatim).

use super::*;
use nvvmc_ir::Context;
use nvvmc_ir::Module;

/// LLVM's parse of `text` (which must parse).
fn parse_text<'c>(ctx: &'c Context, text: &str) -> Module<'c> {
    ctx.parse_ir(text.as_bytes(), "t.ll").unwrap_or_else(|e| panic!("LLVM rejects the text: {e}\n{text}"))
}

/// The guard on a text, as `input::parse` applies it: park, parse, check (or explain a list LLVM
/// cannot parse); an LLVM parse error is `Err(None)`.
fn check(name: &str, text: &str) -> Result<(), Option<CompileError>> {
    let Some(p) = park(text) else { return Ok(()) };
    let ctx = Context::new();
    let parsed = ctx.parse_ir(&p.bytes, name);
    match parsed {
        Ok(m) => check_parsed(name, &m, &p).map(|_| ()).map_err(Some),
        Err(_) => Err(unparsable_list(name, &p)),
    }
}

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
        Err(Some(CompileError::Parse(p))) => {
            assert_eq!(p.input, "t.ll");
            assert!(p.line.is_some(), "{p:?}");
            assert!(p.message.starts_with("malformed !nvvm.annotations entry"), "{p:?}");
            assert_eq!(p.rule, Some(nvvmc_passes::Rule::AnnotationShape));
            assert!(p.fix.is_some(), "{p:?}");
            p.to_string()
        }
        Err(e) => panic!("unexpected error {e:?}\n{text}"),
    }
}

fn ok(text: &str) {
    if let Err(e) = check("t.ll", text) {
        panic!("rejected: {e:?}\n{text}");
    }
}

/// LLVM's parser rejects the text itself (cleanly): the guard has nothing to add.
fn llvm_rejects(text: &str) {
    assert!(matches!(check("t.ll", text), Err(None)), "{text}");
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
    ok(&module(
        "!nvvm.annotations = !{!0, !0, !1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @k, !\"maxntidx\", i32 9}",
    ));
    // Escaped names and keys are compared after unescaping, as LLVM does.
    ok(&module("!nvvm\\2eannotations = !{!0}\n!0 = !{ptr @k, !\"kern\\65l\", i32 1}"));
    // An undefined node is LLVM's to report.
    llvm_rejects(&module("!nvvm.annotations = !{!7}"));
    // Numbered functions.
    ok(&module("define void @0() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @0, !\"kernel\", i32 1}"));
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
    // An undefined global is LLVM's to report.
    llvm_rejects(&entry("ptr @nothere, !\"kernel\", i32 1"));
    // The same keys with another case or spelling are not upgraded, so they are fine anywhere.
    ok(&entry("ptr addrspace(1) @g, !\"Kernel\", i32 1, !\"maxntid\", !\"x\""));
    // An escaped key is the upgraded one.
    err(&entry("ptr addrspace(1) @g, !\"kern\\65l\", i32 1"));
    // A global variable with an initializer and attributes is still a variable.
    let m = err(&module(
        "@g2 = internal thread_local addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], section \"s\", align 16\n\
         !nvvm.annotations = !{!0}\n!0 = !{ptr addrspace(1) @g2, !\"kernel\", i32 1}",
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
        "<2 x i32> <i32 1, i32 2>",
        "i64 ptrtoint (ptr @k to i64)",
        "i128 1",
        "i256 -1",
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
    // LLVM reads `zeroinitializer` as the integer 0; it rejects an integer type with `true` or a
    // hexadecimal (floating-point) literal itself.
    ok(&entry("ptr @k, !\"maxntidx\", i32 zeroinitializer"));
    llvm_rejects(&entry("ptr @k, !\"maxntidx\", i32 true"));
    llvm_rejects(&entry("ptr @k, !\"maxntidx\", i32 0x10"));
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

// -- the text side

#[test]
fn lexer_tracks_lines_through_strings_and_comments() {
    use text::{Kind, Lexer};
    let t = "a \"x\ny\" /* 1\n2 */ ; c\n!b !0 @\"q r\" %1 -12 {x} #0";
    let toks: Vec<(Kind, &str, u32)> = Lexer::new(t).map(|k| (k.kind, &t[k.start..k.end], k.line)).collect();
    assert_eq!(
        toks,
        vec![
            (Kind::Word, "a", 1),
            (Kind::Str, "\"x\ny\"", 1),
            (Kind::MetaName, "!b", 4),
            (Kind::Exclaim, "!", 4),
            (Kind::Word, "0", 4),
            (Kind::Word, "@", 4),
            (Kind::Str, "\"q r\"", 4),
            (Kind::Word, "%1", 4),
            (Kind::Word, "-12", 4),
            (Kind::Punct, "{", 4),
            (Kind::Word, "x", 4),
            (Kind::Punct, "}", 4),
            (Kind::Word, "#0", 4),
        ]
    );
    assert_eq!(text::unescape(b"a\\2Eb\\\\c\\zz\\4"), b"a.b\\c\\zz\\4".to_vec());
}

#[test]
fn the_scan_skips_strings_and_comments_between_definitions_and_inside_nodes() {
    let t = "@s = constant [2 x i8] c\"!a = !{}\" ; !b = !{}\n/* !c = !{} */ !d = !{}\n\
             !0 = !{!\"}\", ; }\n /* } */ i32 1}\n!1 = !{!{!2}, !\"{\", !3 = !{}}\n\
             x!e = !{} /!f = !{} */!g = !{}\n!4 = distinct !{\n/* unclosed";
    let scan = text::scan(t);
    let mut names: Vec<&[u8]> = scan.names.iter().map(Vec::as_slice).collect();
    names.sort();
    assert_eq!(names, [&b"d"[..], b"e", b"f", b"g"]);
    let body = |id: u32| match scan.nodes.get(&id) {
        Some(text::NodeDef::Tuple { line, body: (start, end) }) => (*line, &t[*start..*end]),
        _ => panic!("no tuple !{id}"),
    };
    assert_eq!(body(0), (3, "!\"}\", ; }\n /* } */ i32 1"));
    assert_eq!(body(1), (5, "!{!2}, !\"{\", !3 = !{}"));
    // A definition inside another's braces is not one; the last node runs to the end.
    assert!(!scan.nodes.contains_key(&2) && !scan.nodes.contains_key(&3));
    assert_eq!(body(4), (7, "\n/* unclosed"));
}

#[test]
fn parks_every_definition_in_place_and_nothing_else() {
    let t = "; !nvvm.annotations = !{!9}\n@s = constant [4 x i8] c\"!nvvm.annotations = \"\n\
             !nvvm.annotations = !{!0}\n!nvvm\\2Eannotations = !{!1}\n!nvvmc.guard.list = !{}\n\
             define void @f() {\n  ret void, !nvvm.annotations !0\n}\n";
    let p = park(t).expect("lists defined");
    // The name the text already uses is not taken.
    assert_eq!(p.name, "nvvmc.guard.0001");
    let out = String::from_utf8(p.bytes).unwrap();
    assert_eq!(out.len(), t.len());
    assert_eq!(out.lines().count(), t.lines().count());
    assert!(out.contains("\n!nvvmc.guard.0001 = !{!0}\n!nvvmc.guard.0001   = !{!1}\n"), "{out}");
    // Comments, strings and attachments keep the name.
    assert!(out.starts_with("; !nvvm.annotations = !{!9}\n@s = constant [4 x i8] c\"!nvvm.annotations = \""), "{out}");
    assert!(out.contains("ret void, !nvvm.annotations !0"), "{out}");
    assert!(park("define void @f() {\n  ret void\n}\n").is_none());
}

#[test]
fn parked_lists_get_their_place_back_and_are_upgraded_as_a_plain_parse_does() {
    use nvvmc_ir::Context;
    let t = module(
        "!a = !{!1}\n!nvvm.annotations = !{!0}\n!b = !{!1}\n!nvvm.annotations = !{!1}\n\
         !0 = !{ptr @k, !\"kernel\", i32 1, !\"maxntidx\", i32 64}\n!1 = !{ptr addrspace(1) @g, !\"managed\", i32 1}",
    );
    let ctx = Context::new();
    let plain = parse_text(&ctx, &t).print();
    let p = park(&t).unwrap();
    let m = parse_text(&ctx, std::str::from_utf8(&p.bytes).unwrap());
    let kernels = check_parsed("t.ll", &m, &p).unwrap();
    assert_eq!(kernels.into_iter().collect::<Vec<_>>(), vec!["k".to_string()]);
    crate::front::input::restore_annotations(&m, &p.name, true);
    assert_eq!(m.print(), plain);
    assert!(plain.contains("!a = !{!0}\n!nvvm.annotations = !{!0}\n!b = !{!0}"), "{plain}");
}

// -- bitcode: the same rule through LLVM's C API on a lazily loaded module

/// Bitcode whose `!nvvm.annotations` carries `md` verbatim: the text is parsed with the list
/// parked (which LLVM does not upgrade), the list is restored without the upgrade, and the
/// module is written without being read back.
fn crafted_bitcode(md: &str) -> Vec<u8> {
    crafted_bitcode_of(&module(md))
}

/// [`crafted_bitcode`] for a whole module text.
fn crafted_bitcode_of(text: &str) -> Vec<u8> {
    let ctx = Context::new();
    let m = match park(text) {
        Some(p) => {
            let m = parse_text(&ctx, std::str::from_utf8(&p.bytes).unwrap());
            crate::front::input::restore_annotations(&m, &p.name, false);
            m
        }
        None => parse_text(&ctx, text),
    };
    m.to_bitcode()
}

fn bc_err(md: &str) -> String {
    let bc = crafted_bitcode(md);
    match check_bitcode("t.bc", &bc) {
        Ok(()) => panic!("bitcode accepted: {md}"),
        Err(CompileError::Parse(p)) => {
            assert_eq!((p.input.as_str(), p.line, p.rule), ("t.bc", None, Some(nvvmc_passes::Rule::AnnotationShape)));
            assert!(
                p.message.starts_with("malformed !nvvm.annotations entry ") && p.message.contains("(bitcode)"),
                "{p:?}"
            );
            assert!(p.fix.is_some(), "{p:?}");
            p.to_string()
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
        Err(CompileError::Unreadable { input, message }) => {
            assert_eq!(input, "t.bc");
            assert!(message.starts_with("invalid bitcode: "), "{message}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn annotated_kernels_are_found_in_both_pointer_dialects() {
    let ctx = Context::new();
    for (t, want) in [
        (
            entry("ptr @k, !\"kernel\", i32 1"),
            vec!["k"],
        ),
        (
            "define void @a() {\n  ret void\n}\ndefine void @\"b.c\"(float* %p) {\n  ret void\n}\n\
             !nvvm.annotations = !{!0, !1, !2}\n!0 = !{void ()* @a, !\"kernel\", i32 1}\n\
             !1 = !{void (float*)* @\"b.c\", !\"maxntidx\", i32 4,\n      !\"kernel\", i32 1}\n!2 = !{void ()* @a, !\"maxntidx\", i32 4}\n"
                .to_string(),
            vec!["a", "b.c"],
        ),
    ] {
        let p = park(&t).unwrap();
        let m = parse_text(&ctx, std::str::from_utf8(&p.bytes).unwrap());
        let kernels: Vec<String> = check_parsed("t.ll", &m, &p).unwrap().into_iter().collect();
        assert_eq!(kernels, want, "{t}");
    }
}

/// A libdevice stand-in whose `!nvvm.annotations` (a `null` key on
/// `@__nv_sinf`) crashes LLVM's upgrade when the linker materializes it. The committed copy,
/// `tests/inputs/libdevice-bad-annotation.bc`, is this bitcode (checked below; written with
/// `NVVMC_WRITE_FIXTURES=1`); the CLI and C API tests use it.
fn libdevice_with_a_bad_entry() -> Vec<u8> {
    crafted_bitcode_of(
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine float @__nv_sinf(float %x) {\n  ret float %x\n}\n\
         !nvvm.annotations = !{!0}\n!0 = !{ptr @__nv_sinf, null, i32 1}",
    )
}

#[test]
fn libdevice_with_a_bad_entry_is_refused_before_llvm_reads_it() {
    let bc = libdevice_with_a_bad_entry();
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/libdevice-bad-annotation.bc");
    if std::env::var_os("NVVMC_WRITE_FIXTURES").is_some() {
        std::fs::write(&committed, &bc).unwrap();
    }
    // The committed copy carries the same entry (its bytes name the LLVM that wrote them).
    let verdict = |b: &[u8]| model::with_lazy_bitcode(&Context::new(), "libdevice", b, check_lazy_module).unwrap();
    assert!(verdict(&bc).is_some());
    assert_eq!(verdict(&std::fs::read(&committed).unwrap()), verdict(&bc), "regenerate with NVVMC_WRITE_FIXTURES=1");
    // The bytes as the C API hands them over (nvvmLazyAddModuleToProgram), linked late.
    let ctx = Context::new();
    let m = parse_text(
        &ctx,
        "declare float @__nv_sinf(float)\ndefine float @f(float %x) {\n  %s = call float @__nv_sinf(float %x)\n  ret float %s\n}\n",
    );
    let lib = crate::middle::link::libdevice::from_memory("libdevice.10.bc", &bc).unwrap();
    let name = std::path::Path::new("<memory: libdevice.10.bc>");
    match crate::middle::link::libdevice_subset::link_needed(&m, name, lib) {
        Err(CompileError::Libdevice(problem)) => {
            let msg = &problem.message;
            assert!(msg.contains("libdevice '<memory: libdevice.10.bc>' is damaged"), "{msg}");
            assert!(msg.contains("malformed !nvvm.annotations entry 1 of 1 (bitcode): its key (operand 1) `null` is not a metadata string"), "{msg}");
        }
        Err(e) => panic!("unexpected {e:?}"),
        Ok(_) => panic!("a libdevice with a bad annotation was linked"),
    }
    assert!(m.function("__nv_sinf").unwrap().first_block().is_none(), "nothing was linked");
}
