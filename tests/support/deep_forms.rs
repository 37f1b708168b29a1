//! Deeply nested NVVM IR for the host-safety suite: each way of nesting that LLVM
//! recurses on, as text and as bitcode, generated at test time at any depth (nothing large is
//! committed). Shared by `tests/deep_nesting.rs` (the command line) and
//! `capi/tests/deep_nesting.rs` (the C API, in process).
//!
//! Text is built in linear time (prefix, core, suffix). Bitcode is built through LLVM's API
//! (inkwell), not by parsing the text, so that depths the text parser cannot take are written
//! too; the writer runs on a thread with a large stack, as LLVM's writer and destructors may
//! recurse. Forms whose bitcode LLVM 22 cannot write (typed pointers) have none.

#![allow(dead_code)]

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::debug_info::{AsDIScope, DIFlags, DIFlagsConstants, DWARFEmissionKind, DWARFSourceLanguage};
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{FlagBehavior, Module};
use inkwell::targets::TargetTriple;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::BasicMetadataValueEnum;
use inkwell::values::{FunctionValue, PointerValue};
use inkwell::AddressSpace;

/// nvvmc's limits (`src/front/nesting.rs`).
pub const MAX_DEPTH: usize = 20_000;
pub const MAX_ALIAS_CHAIN: usize = 1_000;

/// The depths every form is tried at.
pub const DEPTHS: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

/// One way of nesting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// A constant expression, `getelementptr` of `getelementptr` …, with opaque pointers.
    Gep,
    /// The same with typed pointers (`i8*`), as numba writes.
    GepTyped,
    /// `add` of `xor` of `add` …: a constant expression LLVM does not fold, which reaches code
    /// generation.
    AddXor,
    /// A type: arrays of arrays, between two structs.
    Types,
    /// Metadata written inside metadata: `!{!{!{…}}}`.
    InlineMetadata,
    /// Metadata nodes referring to the next one, defined after its use (forward references).
    MetadataChain,
    /// Debug information: lexical blocks inside lexical blocks, and a location in the innermost.
    DebugScopes,
    /// Named types, each a struct of the one before.
    NamedTypes,
    /// Aliases of aliases.
    Aliases,
    /// Not nesting: a chain of instructions, each using the one before.
    UseChain,
}

impl Form {
    pub const ALL: [Form; 10] = [
        Form::Gep,
        Form::GepTyped,
        Form::AddXor,
        Form::Types,
        Form::InlineMetadata,
        Form::MetadataChain,
        Form::DebugScopes,
        Form::NamedTypes,
        Form::Aliases,
        Form::UseChain,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Form::Gep => "gep",
            Form::GepTyped => "gep_typed",
            Form::AddXor => "add_xor",
            Form::Types => "types",
            Form::InlineMetadata => "inline_metadata",
            Form::MetadataChain => "metadata_chain",
            Form::DebugScopes => "debug_scopes",
            Form::NamedTypes => "named_types",
            Form::Aliases => "aliases",
            Form::UseChain => "use_chain",
        }
    }

    /// nvvmc's limit for the form (None: no limit).
    pub fn limit(self) -> Option<usize> {
        match self {
            Form::UseChain => None,
            Form::Aliases => Some(MAX_ALIAS_CHAIN),
            _ => Some(MAX_DEPTH),
        }
    }

    /// Whether depth `n` is within nvvmc's limit (and must compile).
    pub fn accepted(self, n: usize) -> bool {
        self.limit().is_none_or(|l| n <= l)
    }

    /// Whether the form is tried at depth `n`, or why not: a chain of instructions is not
    /// nesting, and LLVM's optimizer takes some 20 s on a million of them (a matter of the time
    /// limit, not of the stack), so chains stop at 10^5.
    pub fn tried(self, n: usize) -> Result<(), &'static str> {
        if self == Form::UseChain && n > 100_000 {
            return Err("a chain of 10^6 instructions is no nesting, and takes LLVM's optimizer some 20 s: chains are tried up to 10^5");
        }
        Ok(())
    }

    /// The form at depth `n` as NVVM IR text: a kernel `@k`.
    pub fn text(self, n: usize) -> String {
        const TRIPLE: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";
        const KERNEL: &str = "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n";
        let wrap = |pre: &str, core: &str, post: &str, n: usize| {
            let mut s = String::with_capacity((pre.len() + post.len()) * n + core.len());
            for _ in 0..n {
                s.push_str(pre);
            }
            s.push_str(core);
            for _ in 0..n {
                s.push_str(post);
            }
            s
        };
        let store_kernel = |ty: &str, value: &str| {
            format!("define void @k(ptr %p) {{\n  store {ty} {value}, ptr %p\n  ret void\n}}\n")
        };
        match self {
            Form::Gep => {
                let e = wrap("getelementptr (i8, ptr ", "@g", ", i64 1)", n);
                format!("{TRIPLE}@g = global [16 x i8] zeroinitializer\n{}{KERNEL}", store_kernel("ptr", &e))
            }
            Form::GepTyped => {
                let base = "getelementptr ([16 x i8], [16 x i8]* @g, i64 0, i64 0)";
                let e = wrap("getelementptr (i8, i8* ", base, ", i64 1)", n - 1);
                format!(
                    "{TRIPLE}@g = global [16 x i8] zeroinitializer\ndefine void @k(i8** %p) {{\n  store i8* {e}, i8** %p\n  ret void\n}}\n\
                     !nvvm.annotations = !{{!0}}\n!0 = !{{void (i8**)* @k, !\"kernel\", i32 1}}\n"
                )
            }
            Form::AddXor => {
                let mut e = String::with_capacity(30 * n);
                for i in (0..n).rev() {
                    e.push_str(if i % 2 == 1 { "add (i64 " } else { "xor (i64 " });
                }
                e.push_str("ptrtoint (ptr @g to i64)");
                for i in 0..n {
                    e.push_str(&format!(", i64 {})", i % 7 + 1));
                }
                format!("{TRIPLE}@g = global [16 x i8] zeroinitializer\n{}{KERNEL}", store_kernel("i64", &e))
            }
            Form::Types => {
                let t = format!("{{ {} }}", wrap("[1 x ", "{ i32 }", "]", n - 2));
                format!("{TRIPLE}@g = global {t} zeroinitializer\n{}{KERNEL}", store_kernel("ptr", "@g"))
            }
            Form::InlineMetadata => {
                let m = wrap("!{", "!\"x\"", "}", n);
                format!("{TRIPLE}define void @k(ptr %p) {{\n  store i32 0, ptr %p, !nvvmc.deep !1\n  ret void\n}}\n{KERNEL}!1 = {m}\n")
            }
            Form::MetadataChain => {
                let mut s = format!("{TRIPLE}define void @k(ptr %p) {{\n  store i32 0, ptr %p, !nvvmc.deep !1\n  ret void\n}}\n{KERNEL}");
                for i in 1..n {
                    s.push_str(&format!("!{i} = !{{!{}}}\n", i + 1));
                }
                s.push_str(&format!("!{n} = !{{!\"x\"}}\n"));
                s
            }
            Form::DebugScopes => {
                let mut s = format!(
                    "{TRIPLE}define void @k(ptr %p) !dbg !4 {{\n  store i32 0, ptr %p, !dbg !9\n  ret void, !dbg !9\n}}\n{KERNEL}\
                     !llvm.dbg.cu = !{{!1}}\n!llvm.module.flags = !{{!2}}\n\
                     !1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: \"deep\", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)\n\
                     !2 = !{{i32 2, !\"Debug Info Version\", i32 3}}\n!3 = !DIFile(filename: \"deep.c\", directory: \"/tmp\")\n\
                     !4 = distinct !DISubprogram(name: \"k\", scope: !3, file: !3, line: 1, type: !5, unit: !1, spFlags: DISPFlagDefinition)\n\
                     !5 = !DISubroutineType(types: !{{null}})\n!9 = !DILocation(line: 1, column: 1, scope: !{})\n",
                    10 + n - 1
                );
                for i in 0..n {
                    let parent = if i == 0 { 4 } else { 10 + i - 1 };
                    s.push_str(&format!(
                        "!{} = distinct !DILexicalBlock(scope: !{parent}, file: !3, line: {}, column: 1)\n",
                        10 + i,
                        i + 1
                    ));
                }
                s
            }
            Form::NamedTypes => {
                let mut s = format!("{TRIPLE}%t1 = type {{ i32 }}\n");
                for i in 2..=n {
                    s.push_str(&format!("%t{i} = type {{ %t{} }}\n", i - 1));
                }
                s + &format!("@g = global %t{n} zeroinitializer\n{}{KERNEL}", store_kernel("ptr", "@g"))
            }
            Form::Aliases => {
                let mut s = format!("{TRIPLE}define void @f(ptr %p) {{\n  store i32 1, ptr %p\n  ret void\n}}\n@a1 = alias void (ptr), ptr @f\n");
                for i in 2..=n {
                    s.push_str(&format!("@a{i} = alias void (ptr), ptr @a{}\n", i - 1));
                }
                s + &format!("define void @k(ptr %p) {{\n  call void @a{n}(ptr %p)\n  ret void\n}}\n{KERNEL}")
            }
            Form::UseChain => {
                let mut s = format!("{TRIPLE}define void @k(ptr %p) {{\n  %v0 = load i32, ptr %p\n");
                for i in 1..=n {
                    s.push_str(&format!("  %v{i} = add i32 %v{}, {}\n", i - 1, i % 7 + 1));
                }
                s + &format!("  store i32 %v{n}, ptr %p\n  ret void\n}}\n{KERNEL}")
            }
        }
    }

    /// The form at depth `n` as bitcode, or why there is none: LLVM 22 writes no typed pointers,
    /// and its own `StructType::setBody` is quadratic in a chain of named types (1.6 s at 10^4,
    /// minutes at 10^5, in its builder and its bitcode reader alike: a matter for a time limit).
    pub fn bitcode(self, n: usize) -> Result<Vec<u8>, &'static str> {
        if self == Form::GepTyped {
            return Err("LLVM 22 writes no typed-pointer bitcode");
        }
        if self == Form::NamedTypes && n > 1_000 {
            return Err("LLVM's own type builder is quadratic in a chain of named types (1.6 s at 10^4, minutes at 10^5, in its bitcode reader too): the chain is tried as text");
        }
        Ok(cached(self, n, || {
            // LLVM's builders, writer and destructors on a stack as large as nvvmc's.
            std::thread::Builder::new()
                .stack_size(4 << 30)
                .spawn(move || {
                    let ctx = Context::create();
                    let m = self.module(&ctx, n);
                    // The builders are checked where LLVM's verifier is quick (it is quadratic in
                    // a chain of aliases).
                    if n <= 10_000 && self != Form::Aliases {
                        m.verify().unwrap_or_else(|e| panic!("{} at {n}: {}", self.name(), e.to_string()));
                    }
                    m.write_bitcode_to_memory().as_slice().to_vec()
                })
                .expect("a thread for LLVM")
                .join()
                .unwrap_or_else(|p| std::panic::resume_unwind(p))
        }))
    }

    /// The module of [`Form::bitcode`]: built with LLVM's API, or (aliases, named types, whose
    /// text LLVM reads without recursion) parsed from the text.
    fn module<'c>(self, ctx: &'c Context, n: usize) -> Module<'c> {
        if matches!(self, Form::Aliases | Form::NamedTypes) {
            let text = self.text(n);
            let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "deep.ll");
            return ctx
                .create_module_from_ir(buf)
                .unwrap_or_else(|e| panic!("{} at {n}: {}", self.name(), e.to_string()));
        }
        let m = ctx.create_module("deep");
        m.set_triple(&TargetTriple::create("nvptx64-nvidia-cuda"));
        let b = ctx.create_builder();
        let ptr = ctx.ptr_type(AddressSpace::default());
        let (i8t, i32t, i64t) = (ctx.i8_type(), ctx.i32_type(), ctx.i64_type());
        let k = m.add_function("k", ctx.void_type().fn_type(&[ptr.into()], false), None);
        // ptx_kernel, LLVM 22's kernel calling convention.
        k.set_call_conventions(71);
        let entry = ctx.append_basic_block(k, "entry");
        b.position_at_end(entry);
        let p = k.get_nth_param(0).unwrap().into_pointer_value();
        let global = |ty: BasicTypeEnum<'c>| {
            let g = m.add_global(ty, None, "g");
            g.set_initializer(&ty.const_zero());
            g
        };
        match self {
            Form::Gep => {
                let g = global(i8t.array_type(16).into());
                let one = i64t.const_int(1, false);
                let mut c = g.as_pointer_value();
                for _ in 0..n {
                    // SAFETY: a constant GEP of one byte, within what LLVM folds or keeps.
                    c = unsafe { c.const_gep(i8t, &[one]) };
                }
                b.build_store(p, c).unwrap();
            }
            Form::AddXor => {
                let g = global(i8t.array_type(16).into());
                let mut c = g.as_pointer_value().const_to_int(i64t);
                for i in 0..n {
                    let k = i64t.const_int(i as u64 % 7 + 1, false);
                    c = if i % 2 == 1 { c.const_add(k) } else { c.const_xor(k) };
                }
                b.build_store(p, c).unwrap();
            }
            Form::Types => {
                let mut t: BasicTypeEnum = ctx.struct_type(&[i32t.into()], false).into();
                for _ in 0..n - 2 {
                    t = t.array_type(1).into();
                }
                let t: BasicTypeEnum = ctx.struct_type(&[t], false).into();
                let g = global(t);
                b.build_store(p, g.as_pointer_value()).unwrap();
            }
            // In bitcode a node written inside another and one referred to are the same.
            Form::InlineMetadata | Form::MetadataChain => {
                let mut md = ctx.metadata_string("x");
                for _ in 0..n {
                    md = ctx.metadata_node(&[BasicMetadataValueEnum::from(md)]);
                }
                let store = b.build_store(p, i32t.const_zero()).unwrap();
                store.set_metadata(md, ctx.get_kind_id("nvvmc.deep")).unwrap();
            }
            Form::DebugScopes => debug_scopes(ctx, &m, &b, k, p, n),
            Form::UseChain => {
                let mut v = b.build_load(i32t, p, "v0").unwrap().into_int_value();
                for i in 1..=n {
                    v = b.build_int_add(v, i32t.const_int(i as u64 % 7 + 1, false), "").unwrap();
                }
                b.build_store(p, v).unwrap();
            }
            Form::GepTyped | Form::NamedTypes | Form::Aliases => unreachable!(),
        }
        b.build_return(None).unwrap();
        m
    }
}

/// Kernel `k`'s store through `p` in `n` nested lexical blocks of its debug info.
fn debug_scopes<'c>(
    ctx: &'c Context,
    m: &Module<'c>,
    b: &Builder<'c>,
    k: FunctionValue<'c>,
    p: PointerValue<'c>,
    n: usize,
) {
    let (dib, cu) = m.create_debug_info_builder(
        true,
        DWARFSourceLanguage::C,
        "deep.c",
        "/tmp",
        "deep",
        false,
        "",
        0,
        "",
        DWARFEmissionKind::Full,
        0,
        false,
        false,
        "",
        "",
    );
    let file = cu.get_file();
    let sty = dib.create_subroutine_type(file, None, &[], DIFlags::ZERO);
    let sp =
        dib.create_function(cu.as_debug_info_scope(), "k", None, file, 1, sty, false, true, 1, DIFlags::ZERO, false);
    k.set_subprogram(sp);
    let mut scope = sp.as_debug_info_scope();
    for i in 0..n {
        scope = dib.create_lexical_block(scope, file, i as u32 + 1, 1).as_debug_info_scope();
    }
    let loc = dib.create_debug_location(ctx, 1, 1, scope, None);
    b.set_current_debug_location(loc);
    b.build_store(p, ctx.i32_type().const_zero()).unwrap();
    dib.finalize();
    m.add_basic_value_flag("Debug Info Version", FlagBehavior::Warning, ctx.i32_type().const_int(3, false));
}

/// The bitcode `build` makes for `form` at depth `n`, kept in the target's test directory from
/// depth 10^5 on, so that the command-line and C API suites build it once (the file name
/// carries a hash of this source: a change of the generators makes new files).
fn cached(form: Form, n: usize, build: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    use std::hash::{Hash, Hasher};
    if n < 100_000 {
        return build();
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    include_str!("deep_forms.rs").hash(&mut h);
    let key = format!("{:016x}", h.finish());
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("deep_nesting");
    let path = dir.join(format!("{}-{n}-{key}.bc", form.name()));
    if let Ok(bytes) = std::fs::read(&path) {
        return bytes;
    }
    let bytes = build();
    let _ = std::fs::create_dir_all(&dir);
    // Files of other versions of the generators go; a new one appears whole (renamed).
    for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        if !e.file_name().to_string_lossy().contains(&key) {
            let _ = std::fs::remove_file(e.path());
        }
    }
    let tmp = dir.join(format!("{}.{}.tmp", path.file_name().unwrap().to_string_lossy(), std::process::id()));
    if std::fs::write(&tmp, &bytes).is_ok() {
        let _ = std::fs::rename(&tmp, &path);
    }
    bytes
}

/// `n` as the suite writes it in test names: 1e3, 1e4, …
pub fn depth_name(n: usize) -> String {
    let digits = n.to_string();
    match digits.strip_prefix('1') {
        Some(zeros) if zeros.bytes().all(|b| b == b'0') => format!("1e{}", zeros.len()),
        _ => digits,
    }
}

/// Checks what a compilation of `form` at depth `n` reported: within the limit, success;
/// beyond it, a refusal that names the limit and a fix (and, for text, the line).
pub fn check_outcome(form: Form, n: usize, bitcode: bool, succeeded: bool, log: &str) -> Result<(), String> {
    let what = format!("{} at depth {n} ({})", form.name(), if bitcode { "bitcode" } else { "text" });
    if form.accepted(n) {
        return if succeeded {
            Ok(())
        } else {
            Err(format!("{what}: within the limit, but it failed:\n{}", head(log)))
        };
    }
    if succeeded {
        return Err(format!("{what}: beyond the limit, but it compiled"));
    }
    let limit = form.limit().expect("a form with a limit");
    let names_limit = log.contains(&format!("limit of {limit}")) || log.contains(&format!("more than {limit} levels"));
    if !names_limit || !log.contains("nvvmc's limit") || !log.contains("fix:") {
        return Err(format!("{what}: the refusal does not name the limit ({limit}) and a fix:\n{}", head(log)));
    }
    Ok(())
}

fn head(log: &str) -> String {
    log.chars().take(2000).collect()
}
