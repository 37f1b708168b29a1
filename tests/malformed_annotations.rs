//! Malformed `!nvvm.annotations` never crash nvvmc.
//!
//! Where the cases come from: a study of LLVM 22.1's `UpgradeNVVMAnnotations`, which LLVM runs
//! when it parses text, materializes bitcode and links modules, and which kills the process
//! (SIGSEGV, or an "out of memory" abort) on many malformed annotation shapes. The study generated
//! 289 modules, each one annotation shape on the same base module (nvptx64, `@k(ptr byval(i32),
//! i32)`, `@k2`, a declaration `@d`, a global `@g` in addrspace(1), an alias `@ga`), ran each
//! through `llvm-as`, `opt -S`, and, as bitcode that carries the shape verbatim, `llvm-dis` and
//! `opt`, and recorded the outcome per case (its `EXPECTED.tsv`). The `.ll` files in
//! `tests/inputs/malformed-annotations/` are a copy of a subset of those modules, unchanged: every
//! crash family (operand count, node kind, key kind, upgraded key on a non-function, value kind,
//! `align` and `grid_constant` values, lexical variants such as escaped names, comments and a
//! second definition of the list) and the odd-but-valid shapes next to them. The `.bc` files are
//! the study's crafted bitcode for some of the same cases: the module is parsed with the list
//! spelled `!nvvm.annotationz`, so that LLVM leaves it alone, its operands are moved to
//! `!nvvm.annotations`, and the bitcode is written without being read back; `llvm-dis` crashes on
//! each of the rejected ones (`first_alias_maxntidx` crashes only as bitcode).
//!
//! Each case runs the built `nvvmc` under a 4 GiB address-space limit (the out-of-memory shapes
//! would otherwise take the machine's memory if the guard ever let them through) and asserts:
//! the process never dies by a signal; accepted cases exit 0 (run with `--check`: the base
//! module's alias of a kernel is something the NVPTX backend refuses, which is not what these
//! cases are about); rejected cases exit 1 with the guard's message naming the file, the line of
//! the entry (text) and the fix, and leave no output file behind (run with `-o`).

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy)]
enum Expect {
    /// LLVM handles it cleanly and the guard lets it through: exit 0.
    Accepted,
    /// The guard rejects entry `entry` (`!N`, or `` `...` `` for a list operand, or `N of M` in
    /// bitcode) with a message containing `needle`: exit 1.
    Rejected { entry: &'static str, needle: &'static str },
    /// LLVM itself reports a clean error the guard does not need to catch: exit 1, no guard message.
    LlvmError { needle: &'static str },
}
use Expect::*;

const CASES: &[(&str, Expect)] = &[
    // Accepted: valid shapes and odd ones LLVM handles.
    ("ok_kernel.ll", Accepted),
    ("ok_typed_ptr_style.ll", Accepted),
    ("ok_distinct.ll", Accepted),
    ("ok_declaration_kernel.ll", Accepted),
    ("ok_maxntid_neg.ll", Accepted),
    ("ok_nvvm_annotations_empty.ll", Accepted),
    ("ok_unknown_key_kept.ll", Accepted),
    ("cnt1_fn_only.ll", Accepted),
    ("lex_escaped_key.ll", Accepted),
    ("lex_escaped_name_ok.ll", Accepted),
    ("lex_forward_ref_node.ll", Accepted),
    ("lex_hex_value.ll", Accepted),
    ("lex_inline_gc_tuple.ll", Accepted),
    ("lex_quoted_global.ll", Accepted),
    ("gc_distinct.ll", Accepted),
    ("val_foo_mdstring.ll", Accepted),
    ("val_grid_constant_node.ll", Accepted),
    // The entry of a global an optimizer deleted (LLVM's D120129): LLVM drops it, rightly.
    ("first_null.ll", Accepted),
    ("ok_kernel.bc", Accepted),
    ("val_foo_node.bc", Accepted),
    // Operand count (SIGSEGV).
    ("cnt2_kernel_novalue.ll", Rejected { entry: "!0", needle: "it has 2 operands" }),
    ("cnt4_trailing_key.ll", Rejected { entry: "!0", needle: "it has 4 operands" }),
    ("nm_empty_node.ll", Rejected { entry: "!0", needle: "the node is empty" }),
    ("cnt2_kernel_novalue.bc", Rejected { entry: "1 of 1", needle: "it has 2 operands" }),
    ("nm_empty_node.bc", Rejected { entry: "1 of 1", needle: "the node is empty" }),
    // Node kind (SIGSEGV as bitcode).
    ("nm_diexpression_ref.ll", Rejected { entry: "!0", needle: "is a `!DIExpression(...)` node" }),
    ("nm_inline_diexpression.ll", Rejected { entry: "`!DIExpression()`", needle: "is not a reference `!N`" }),
    (
        "lex_inline_node_in_named.ll",
        Rejected { entry: "`!{ptr @k, !\"kernel\", i32 1}`", needle: "is not a reference `!N`" },
    ),
    // Key kind (SIGSEGV for null).
    ("key_null.ll", Rejected { entry: "!0", needle: "its key (operand 1) `null` is not a metadata string" }),
    ("key_int.ll", Rejected { entry: "!0", needle: "its key (operand 1) `i32 1` is not a metadata string" }),
    ("key_null.bc", Rejected { entry: "1 of 1", needle: "its key (operand 1) `null`" }),
    // First operand (LLVM drops the entry).
    (
        "first_gep_constexpr.ll",
        Rejected { entry: "!0", needle: "`ptr getelementptr (i8, ptr @k, i64 0)` is not a global" },
    ),
    ("cnt2_nonGV_first.ll", Rejected { entry: "!0", needle: "its first operand `i32 0` is not a global" }),
    // Upgraded key on a non-function (SIGSEGV, or an out-of-memory abort).
    ("first_gvar_align.ll", Rejected { entry: "!0", needle: "@g, which is a global variable" }),
    ("first_alias_maxntidx.ll", Rejected { entry: "!0", needle: "@ga, which is an alias" }),
    ("gvar_init_kernel.ll", Rejected { entry: "!0", needle: "@g2, which is a global variable" }),
    ("first_gvar_align.bc", Rejected { entry: "1 of 1", needle: "@g, which is a global variable" }),
    ("first_alias_maxntidx.bc", Rejected { entry: "1 of 1", needle: "@ga, which is an alias" }),
    // Value kind (SIGSEGV, or an out-of-memory abort for align).
    (
        "val_kernel_null.ll",
        Rejected { entry: "!0", needle: "the value `null` of !\"kernel\" is not an integer constant" },
    ),
    ("val_maxntidx_mdstring.ll", Rejected { entry: "!0", needle: "the value `!\"1\"` of !\"maxntidx\"" }),
    ("val_reqntidy_node.ll", Rejected { entry: "!0", needle: "the value `!1` of !\"reqntidy\"" }),
    (
        "val_maxnreg_ptrtoint.ll",
        Rejected { entry: "!0", needle: "the value `i64 ptrtoint (ptr @k to i64)` of !\"maxnreg\"" },
    ),
    ("val_align_double.ll", Rejected { entry: "!0", needle: "the value `double 0.0` of !\"align\"" }),
    ("val_grid_constant_null.ll", Rejected { entry: "!0", needle: "the value `null` of !\"grid_constant\"" }),
    // align values (out-of-memory abort; not a power of two).
    ("align_i64_idx_7fffffff.ll", Rejected { entry: "!0", needle: "0x7fffffff0008 does not fit in 32 bits" }),
    ("align_a512.ll", Rejected { entry: "!0", needle: "the alignment 512" }),
    // grid_constant values (SIGSEGV, out-of-memory abort; past the last parameter).
    ("gc_self_ref.ll", Rejected { entry: "!0", needle: "is the entry itself" }),
    ("gc_idx_huge.ll", Rejected { entry: "!0", needle: "index `i32 2147483647` is not in 1..=65535" }),
    ("gc_nested.ll", Rejected { entry: "!0", needle: "index `!{i32 1}` is not an integer constant" }),
    ("gc_null.ll", Rejected { entry: "!0", needle: "index `null` is not an integer constant" }),
    ("gc_idx_oob.ll", Rejected { entry: "!0", needle: "names parameter 7, but @k has 2 parameters" }),
    ("gc_self_ref.bc", Rejected { entry: "1 of 1", needle: "is the entry itself" }),
    ("gc_null.bc", Rejected { entry: "1 of 1", needle: "is `!{}` or `!{null}`" }),
    ("gc_empty.bc", Rejected { entry: "1 of 1", needle: "is `!{}` or `!{null}`" }),
    // Lexical variants (SIGSEGV).
    ("lex_comment_between.ll", Rejected { entry: "!0", needle: "it has 2 operands" }),
    ("lex_escaped_name_crash.ll", Rejected { entry: "!0", needle: "it has 2 operands" }),
    ("lex_escaped_key_gc_crash.ll", Rejected { entry: "!0", needle: "the value `i32 1` of !\"grid_constant\"" }),
    ("lex_two_named_defs.ll", Rejected { entry: "!1", needle: "it has 2 operands" }),
    ("lex_inline_gc_tuple_bad.ll", Rejected { entry: "!0", needle: "index `!\"x\"` is not an integer constant" }),
    // Not an annotation problem: LLVM's verifier reports it.
    ("mf_reflect_ftz_twoops.ll", LlvmError { needle: "incorrect number of operands in module flag" }),
];

fn inputs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/malformed-annotations")
}

struct Outcome {
    code: Option<i32>,
    signal: Option<i32>,
    stderr: String,
}

/// Runs nvvmc with `args` under a 4 GiB address-space limit and a 120 s deadline.
fn nvvmc(args: &[&str]) -> Outcome {
    let mut child = Command::new("/bin/sh")
        .arg("-c")
        .arg("ulimit -v 4194304 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_nvvmc"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn /bin/sh");
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        if child.try_wait().expect("wait for nvvmc").is_some() {
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("nvvmc {args:?} ran for more than 120 s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().expect("collect nvvmc output");
    Outcome {
        code: out.status.code(),
        signal: out.status.signal(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// The line an entry is defined on: `!N = ...` for a node, the `!nvvm.annotations` line for a
/// list operand.
fn entry_line(text: &str, entry: &str) -> usize {
    let prefix = if entry.starts_with('`') { "!nvvm.annotations =".to_string() } else { format!("{entry} =") };
    text.lines()
        .position(|l| l.starts_with(&prefix))
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("no line starts with {prefix:?}"))
}

fn check_case(file: &str, expect: Expect, tmp: &Path) -> Result<(), String> {
    let path = inputs_dir().join(file);
    let path_s = path.to_str().expect("UTF-8 path");
    let out_file = tmp.join(format!("{file}.ptx"));
    let out_s = out_file.to_str().expect("UTF-8 path");
    let o = match expect {
        Accepted => nvvmc(&["--check", path_s]),
        _ => nvvmc(&[path_s, "-o", out_s]),
    };
    if let Some(sig) = o.signal {
        return Err(format!("killed by signal {sig}\n{}", o.stderr));
    }
    let guard_msg = o.stderr.contains("malformed !nvvm.annotations entry");
    match expect {
        Accepted => {
            if o.code != Some(0) || guard_msg {
                return Err(format!("expected exit 0, got {:?}:\n{}", o.code, o.stderr));
            }
        }
        Rejected { entry, needle } => {
            if o.code != Some(1) {
                return Err(format!("expected exit 1, got {:?}:\n{}", o.code, o.stderr));
            }
            let head = if file.ends_with(".bc") {
                format!("{path_s}: error: malformed !nvvm.annotations entry {entry} (bitcode): ")
            } else {
                let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
                format!("{path_s}:{}: error: malformed !nvvm.annotations entry {entry}: ", entry_line(&text, entry))
            };
            for want in [head.as_str(), needle, "(LLVM 22 ", "; fix: "] {
                if !o.stderr.contains(want) {
                    return Err(format!("stderr lacks {want:?}:\n{}", o.stderr));
                }
            }
            if out_file.exists() {
                return Err(format!("{} was written although nvvmc failed", out_file.display()));
            }
        }
        LlvmError { needle } => {
            if o.code != Some(1) || guard_msg || !o.stderr.contains(needle) || !o.stderr.contains(file) {
                return Err(format!("expected exit 1 with LLVM's {needle:?}, got {:?}:\n{}", o.code, o.stderr));
            }
            if out_file.exists() {
                return Err(format!("{} was written although nvvmc failed", out_file.display()));
            }
        }
    }
    Ok(())
}

#[test]
fn malformed_annotations_never_crash_nvvmc() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let failures: Vec<String> = CASES
        .iter()
        .filter_map(|&(file, expect)| {
            check_case(file, expect, tmp.path()).err().map(|e| format!("--- {file} ({expect:?}): {e}"))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), CASES.len(), failures.join("\n"));
}

/// Every input file has an expectation, and every expectation has its file.
#[test]
fn every_input_is_listed() {
    let mut files: Vec<String> = std::fs::read_dir(inputs_dir())
        .expect("tests/inputs/malformed-annotations exists")
        .map(|e| e.expect("dir entry").file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut listed: Vec<String> = CASES.iter().map(|(f, _)| f.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed);
}

/// Several inputs, the bad one last: the guard names it, and nothing is written.
#[test]
fn the_bad_input_among_several_is_named() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let good = inputs_dir().join("ok_kernel.ll");
    let bad = inputs_dir().join("key_null.bc");
    let out = tmp.path().join("out.ptx");
    let o = nvvmc(&[good.to_str().unwrap(), bad.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.signal, None, "{}", o.stderr);
    assert_eq!(o.code, Some(1), "{}", o.stderr);
    assert!(o.stderr.contains(&format!("{}: error: malformed !nvvm.annotations entry", bad.display())), "{}", o.stderr);
    assert!(!out.exists());
}

/// A libdevice whose `!nvvm.annotations` LLVM's upgrade crashes on (a `null` key; LLVM runs the
/// upgrade when `--link early` reads the library whole): the guard refuses it before LLVM reads
/// it, with every strategy that reads it.
#[test]
fn a_libdevice_with_a_bad_annotation_is_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/libdevice-bad-annotation.bc");
    let prog = tmp.path().join("math.ll");
    std::fs::write(
        &prog,
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p) {\n  %v = load float, ptr %p\n  \
         %s = call float @__nv_sinf(float %v)\n  store float %s, ptr %p\n  ret void\n}\ndeclare float @__nv_sinf(float)\n",
    )
    .unwrap();
    let out = tmp.path().join("out.ptx");
    for link in ["late", "early"] {
        let o = nvvmc(&[
            "--link",
            link,
            "--libdevice",
            lib.to_str().unwrap(),
            prog.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(o.signal, None, "{}", o.stderr);
        assert_eq!(o.code, Some(1), "--link {link}: {}", o.stderr);
        assert!(o.stderr.contains("is damaged"), "{}", o.stderr);
        assert!(
            o.stderr.contains("malformed !nvvm.annotations entry 1 of 1 (bitcode): its key (operand 1) `null` is not a metadata string"),
            "--link {link}: {}",
            o.stderr
        );
        assert!(!o.stderr.contains("LLVM failed"), "{}", o.stderr);
        assert!(!out.exists());
    }
}

/// LLVM's own parse error on a line that defines the list quotes the line as written (the guard
/// parks the list under another name while LLVM parses), at the same column.
#[test]
fn llvm_errors_on_the_list_line_quote_it_as_written() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let path = tmp.path().join("e.ll");
    std::fs::write(
        &path,
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k() {\n  ret void\n}\n\
         !nvvm\\2Eannotations = !{!0} , \n!0 = !{ptr @k, !\"kernel\", i32 1}\n",
    )
    .unwrap();
    let o = nvvmc(&["--check", path.to_str().unwrap()]);
    assert_eq!((o.signal, o.code), (None, Some(1)), "{}", o.stderr);
    assert!(
        o.stderr.contains("e.ll:5:29: error: expected top-level entity\n!nvvm\\2Eannotations = !{!0} , \n"),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("nvvmc.guard"), "{}", o.stderr);
}
