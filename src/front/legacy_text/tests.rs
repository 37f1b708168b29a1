//! Each rewrite on the forms it upgrades, what it leaves alone, and the way back to the
//! columns as written.

use super::*;
use crate::error::InputProblem;

/// The upgraded text (which must keep every line).
fn up(src: &str) -> String {
    let (text, _) = upgrade(src).unwrap().unwrap_or_else(|| panic!("nothing upgraded in {src:?}"));
    assert_eq!(text.lines().count(), src.lines().count(), "line count changed: {text}");
    text
}

fn problem(src: &str) -> Problem {
    upgrade(src).expect_err(src)
}

#[test]
fn metadata_nodes_and_operands_lose_the_keyword() {
    assert_eq!(
        up("!12 = metadata !{void (i32, i32)* @_Z6kernelii, metadata !\"kernel\", i32 1}"),
        "!12 =          !{void (i32, i32)* @_Z6kernelii,          !\"kernel\", i32 1}"
    );
    assert_eq!(
        up("!0 = metadata !{metadata !1, metadata !{i32 1}, null}"),
        "!0 =          !{         !1,          !{i32 1}, null}"
    );
    // A function-local value wrapped in a node, as a call argument, becomes the value itself.
    assert_eq!(
        up("  call void @llvm.dbg.declare(metadata !{i32* %x}, metadata !7)"),
        "  call void @llvm.dbg.declare(metadata   i32* %x , metadata !7)"
    );
    assert!(problem("  call void @f(metadata !{i32 %x, i32 %y})").construct.contains("function-local"));
}

#[test]
fn load_and_getelementptr_get_their_type() {
    assert_eq!(up("  %v = load i32* %p, align 4"), "  %v = load i32, i32* %p, align 4");
    assert_eq!(up("  %v = load volatile float addrspace(1)* %p"), "  %v = load volatile float, float addrspace(1)* %p");
    assert_eq!(up("  %v = load i8** %p"), "  %v = load i8*, i8** %p");
    assert_eq!(
        up("  %q = getelementptr inbounds %struct.S* %s, i32 0, i32 1"),
        "  %q = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1"
    );
    assert_eq!(
        up("  %q = getelementptr <4 x i32*> %v, <4 x i64> %i"),
        "  %q = getelementptr i32, <4 x i32*> %v, <4 x i64> %i"
    );
    assert_eq!(
        up("@p = global i8* getelementptr inbounds ([4 x i8]* @s, i32 0, i32 0)"),
        "@p = global i8* getelementptr inbounds ([4 x i8], [4 x i8]* @s, i32 0, i32 0)"
    );
    // (A problem is looked for in text with old forms: here the typed pointer on the next line.)
    let p = problem("  %v = load i32 %p\n  %w = load i32* %q");
    assert!(p.construct.contains("`load` without its type") && p.modern.contains("load T, ptr %p"), "{p:?}");
}

#[test]
fn calls_lose_the_pointer_of_their_function_type() {
    assert_eq!(up("  %n = call i32 (i8*, ...)* @printf(i8* %f)"), "  %n = call i32 (i8*, ...)  @printf(i8* %f)");
    assert_eq!(up("  %n = tail call fastcc i8* (i8*)* @id(i8* %f)"), "  %n = tail call fastcc i8* (i8*)  @id(i8* %f)");
    assert_eq!(
        up("  invoke void (i32)* @g(i32 1) to label %a unwind label %b"),
        "  invoke void (i32)  @g(i32 1) to label %a unwind label %b"
    );
}

#[test]
fn byval_and_sret_get_their_type() {
    assert_eq!(
        up("define void @f(%struct.S* byval align 8 %s) {"),
        "define void @f(%struct.S* byval(%struct.S) align 8 %s) {"
    );
    assert_eq!(up("declare void @g(%T* sret, i32)"), "declare void @g(%T* sret(%T), i32)");
    assert_eq!(
        up("  %call = call %struct.S %fp1(%struct.S* byval align 8 %arg1p, %struct.S %arg2),!callalign !10"),
        "  %call = call %struct.S %fp1(%struct.S* byval(%struct.S) align 8 %arg1p, %struct.S %arg2),!callalign !10"
    );
    assert!(problem("declare void @g(ptr byval, i8*)").construct.contains("`byval` without its type"));
}

#[test]
fn cmpxchg_gets_a_failure_ordering_and_its_loaded_value() {
    assert_eq!(
        up("  %old = cmpxchg i32* %p, i32 %c, i32 %n acq_rel\n  ret i32 %old"),
        "  %\"old.nvvmc.pair\" = cmpxchg i32* %p, i32 %c, i32 %n acq_rel acquire %old = extractvalue { i32, i1 } %\"old.nvvmc.pair\", 0\n  ret i32 %old"
    );
    assert_eq!(
        up("  %5 = cmpxchg volatile i64 addrspace(1)* %p, i64 0, i64 1 monotonic"),
        "  %\"5.nvvmc.pair\" = cmpxchg volatile i64 addrspace(1)* %p, i64 0, i64 1 monotonic monotonic %5 = extractvalue { i64, i1 } %\"5.nvvmc.pair\", 0"
    );
}

#[test]
fn aliases_spellings_and_hex_integers() {
    assert_eq!(up("@a = alias internal i32 (i32)* @f"), "@a = internal alias          i32 (i32), i32 (i32)* @f");
    assert_eq!(up("define void @f() address_safety {"), "define void @f() sanitize_address {");
    assert_eq!(up("@x = linker_private global i32 0"), "@x = private global i32 0");
    assert_eq!(up("!10 = metadata !{i32 0x0008, i32 0x208};"), "!10 =          !{i32 u0x0008, i32 u0x208};");
    // A double's hex constant is LLVM's own form.
    assert_eq!(upgrade("  %d = fadd double %x, 0x3FF0000000000000").unwrap(), None);
    assert!(problem("bb:\n  unwind").construct.contains("`unwind`"));
}

#[test]
fn text_without_old_forms_is_not_lexed() {
    // No `*`, `metadata`, old word or hex integer: LLVM reports what is wrong.
    assert_eq!(
        upgrade("  %v = load i32 %p\n  call void @f() nounwind\n  %d = fadd double %x, 0x3FF0000000000000"),
        Ok(None)
    );
    assert!(may_be_legacy("  %v = load i32* %p"));
    assert!(may_be_legacy("!0 = metadata !{}"));
    assert!(may_be_legacy("  %x = add i32 0x10, 1"));
    assert!(may_be_legacy("bb:\n  unwind\n"));
    assert!(!may_be_legacy("  invoke void @f() to label %a unwind label %b"));
    // A non-ASCII character right before ` 0x` ends the word in front of it.
    assert!(!may_be_legacy("; caf\u{e9} 0x10\n"));
    assert!(may_be_legacy("; \u{e9}i32 0x10\n"));
}

#[test]
fn todays_syntax_is_left_alone() {
    for src in [
        "!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2)",
        "  %v = load i32, ptr %p, align 4\n  %w = load i32, i32* %q",
        "  %q = getelementptr inbounds nuw %struct.S, ptr %s, i32 0, i32 1",
        "@p = global ptr getelementptr inbounds ([4 x i8], ptr @s, i32 0, i32 1)",
        "  %n = call i32 (ptr, ...) @printf(ptr %f)\n  call void @g(ptr byval(%struct.S) align 8 %s)",
        "  call void @llvm.dbg.value(metadata i32 %x, metadata !12, metadata !DIExpression())",
        "  call void @llvm.foo(metadata !{!\"x\", i32 1}, metadata !\"s\")",
        "  %r = cmpxchg ptr %p, i32 %c, i32 %n seq_cst seq_cst",
        "  %r = cmpxchg ptr %p, i32 %c, i32 %n syncscope(\"block\") acq_rel monotonic",
        "@a = internal alias i32 (i32), ptr @f",
        "load:\n  br label %load ; load i32* %p in a comment\n  %s = load i32, ptr @\"load i32* %p\"",
        "  call void asm sideeffect \"membar.gl;\", \"\"()",
        "declare void @llvm.dbg.declare(metadata, metadata, metadata)",
    ] {
        assert_eq!(upgrade(src).unwrap(), None, "{src}");
    }
}

#[test]
fn llvm_errors_point_at_the_text_as_written() {
    let src = "define void @f(i32* %p) {\n  %x = load i32* %q, align 4\n  ret void\n}\n";
    let (_, map) = upgrade(src).unwrap().unwrap();
    // What LLVM says about the upgraded line: `%q` at column 23 there, 18 as written.
    let map_llvm = |text: &str| position::map_problem(InputProblem::from_llvm("a.ll", text), &map);
    let mapped = map_llvm(
        "a.ll:2:23: error: use of undefined value '%q'\n  %x = load i32, i32* %q, align 4\n                      ^",
    );
    assert_eq!((mapped.line, mapped.column), (Some(2), Some(18)));
    assert_eq!(mapped.message, "use of undefined value '%q'");
    assert_eq!(mapped.excerpt.as_deref(), Some("  %x = load i32* %q, align 4\n                 ^"));
    // An error inside the text the upgrade wrote names it.
    let mapped = map_llvm("a.ll:2:13: error: oops\n  %x = load i32, i32* %q, align 4\n            ^");
    assert_eq!((mapped.line, mapped.column), (Some(2), Some(13)));
    assert!(mapped.message.starts_with("oops (at `i32,`, which nvvmc wrote"), "{mapped:?}");
    // Lines the upgrade did not change are LLVM's own.
    let llvm = "a.ll:3:3: error: x\n  ret void\n  ^";
    assert_eq!(map_llvm(llvm), InputProblem::from_llvm("a.ll", llvm));
    assert_eq!(map_llvm(llvm).to_string(), llvm);
}

#[test]
fn problems_are_diagnostics_in_llvms_format() {
    let src = "define void @f(i32 %p, i32* %q) {\n  %x = load i32 %p\n}";
    let Err(CompileError::Parse(problem)) = upgrade_text("old.ll", src.as_bytes()) else { panic!() };
    assert_eq!((problem.input.as_str(), problem.line, problem.column), ("old.ll", Some(2), Some(8)));
    assert_eq!(
        problem.to_string(),
        "old.ll:2:8: error: not upgraded from the NVVM IR 1.1 (LLVM 3.x) syntax: `load` without its type, its operand of type `i32` not a typed pointer; write the type in front: `load T, ptr %p`\n  %x = load i32 %p\n       ^"
    );
}

#[test]
fn any_prefix_of_old_text_is_upgraded_or_refused_without_a_panic() {
    let src = "@p = global i8* getelementptr inbounds ([4 x i8]* @s, i32 0, i32 0)\n\
               define void @k(%struct.S* byval %s, i32* %p) address_safety {\n\
               \x20 %q = getelementptr inbounds %struct.S* %s, i32 0, i32 1 ; a comment\n\
               \x20 %v = load volatile i32* %p\n\
               \x20 %old = cmpxchg i32* %p, i32 %v, i32 1 seq_cst\n\
               \x20 %n = call i32 (i8*, ...)* @printf(i8* \"s\\22\", i32 %old)\n\
               \x20 call void @llvm.dbg.declare(metadata !{i32* %p}, metadata !1)\n\
               }\n\
               !0 = metadata !{void (%struct.S*, i32*)* @k, metadata !\"kernel\", i32 0x1}\n\
               @a = alias internal i32* @g\n";
    for end in (0..=src.len()).filter(|&e| src.is_char_boundary(e)) {
        let text = &src[..end];
        if let Ok(Some((out, map))) = upgrade(text) {
            assert_eq!(out.matches('\n').count(), text.matches('\n').count(), "{text}");
            for (line, changed) in &map.lines {
                assert_eq!(Some(changed.original.as_str()), text.lines().nth(line - 1));
            }
        }
    }
    // A type split over two lines: the edit that would span them is dropped, lines stay.
    let (out, _) = upgrade("  %v = load i32\n* %p\n  %w = load i32* %q").unwrap().unwrap();
    assert_eq!(out, "  %v = load i32, i32\n* %p\n  %w = load i32, i32* %q");
}

#[test]
fn every_renamed_word_passes_the_first_letter_filter() {
    // `spellings::word` looks further only at words starting with one of these letters.
    for (old, _) in spellings::RENAMED {
        assert!(matches!(old.as_bytes()[0], b'i' | b'u' | b'a' | b'l' | b't'), "{old}");
        assert!(up(&format!("@g = {old} global i32 0\n"))
            .contains(spellings::RENAMED.iter().find(|(o, _)| o == old).unwrap().1));
    }
    assert_eq!(up("@g = global i32 0x1F\n"), "@g = global i32 u0x1F\n");
}

#[test]
fn hex_integers_are_found_from_the_number() {
    // `u` goes in front of a hex integer whose type is written right before it.
    assert_eq!(up("@g = global i64 0X1f ; i8*\n"), "@g = global i64 u0X1f ; i8*\n");
    assert_eq!(up("  %a = add i32* %p, i32 0x1 ; i32 0x2\n"), "  %a = add i32* %p, i32 u0x1 ; i32 0x2\n");
    assert_eq!(up("!0 = metadata !{i1 0x1, i32\n0x2}"), "!0 =          !{i1 u0x1, i32\nu0x2}");
    // Not after another word, not without hex digits, not with other characters, not first.
    for src in [
        "  %d = fadd double* %x, 0x3FF0000000000000",
        "@g = global i32* 0x",
        "@g = global i32* 0x1G",
        "@g = global i32* 0x1.5",
        "0x10 i32*",
        "@g = global i32: 0x10*",
        "@g = global i32 -0x10*",
        "@g = global i32 \"s\" 0x10*",
    ] {
        assert_eq!(upgrade(src).unwrap(), None, "{src}");
    }
}
