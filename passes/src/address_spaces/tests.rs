//! The pass on small modules: sources, propagation, integers, the memory fact, clones.

use super::*;
use crate::ir::address_space::{GLOBAL, LOCAL};
use crate::ir::Context;

fn run(body: &str, through_integers: bool) -> (String, AddressSpaceStats) {
    run_with(body, through_integers, true)
}

fn run_with(body: &str, through_integers: bool, local: bool) -> (String, AddressSpaceStats) {
    let ctx = Context::new();
    let text = format!("target triple = \"nvptx64-nvidia-cuda\"\n{body}");
    let m = ctx.parse_ir(text.as_bytes(), "t").unwrap();
    let mut p = InferAddressSpaces::new(through_integers).with_local(local);
    p.run(&m, &mut Diagnostics::new());
    if let Err(e) = m.verify() {
        panic!("invalid IR: {e}\n{}", m.print());
    }
    (m.print(), p.stats)
}

#[test]
fn kernel_params_are_global_and_allocas_local() {
    let (out, st) = run(
        "define ptx_kernel void @k(ptr %p, i32 %i) {\n  %a = alloca i32\n  store i32 %i, ptr %a\n  %q = getelementptr i32, ptr %p, i32 %i\n  %v = load i32, ptr %a\n  store i32 %v, ptr %q\n  ret void\n}",
        true,
    );
    // The root is cast once, the GEP is rebuilt in the global space.
    assert!(out.contains("%p.as1 = addrspacecast ptr %p to ptr addrspace(1)"), "{out}");
    assert!(out.contains("getelementptr i32, ptr addrspace(1) %p.as1, i32 %i"), "{out}");
    assert!(out.contains("store i32 %v, ptr addrspace(1)"), "{out}");
    assert!(out.contains("load i32, ptr addrspace(5) %a.as5"), "{out}");
    assert_eq!(st.specific.get(&GLOBAL), Some(&1));
    assert_eq!(st.specific.get(&LOCAL), Some(&2));
}

#[test]
fn non_kernel_params_and_loaded_pointers_stay_generic() {
    let (out, st) = run(
        "define void @f(ptr %p) {\n  %q = load ptr, ptr %p\n  store i32 1, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %pp) {\n  %q = load ptr, ptr %pp\n  store i32 1, ptr %q\n  ret void\n}",
        true,
    );
    assert!(out.contains("store i32 1, ptr %q"), "{out}");
    assert!(!out.contains("addrspace(1) %q"), "{out}");
    // The kernel's own pointer is global, what it loads from memory is not proven.
    assert_eq!(st.specific.get(&GLOBAL), Some(&1));
}

#[test]
fn loops_with_phis_and_selects_between_two_spaces() {
    let (out, _) = run(
        "@s = internal addrspace(3) global [64 x float] undef\n@g = internal addrspace(1) global [64 x float] undef\ndefine ptx_kernel void @k(ptr %p, i1 %c, i32 %n) {\nentry:\n  %sh = addrspacecast ptr addrspace(3) @s to ptr\n  %gl = addrspacecast ptr addrspace(1) @g to ptr\n  %mixed = select i1 %c, ptr %sh, ptr %gl\n  store float 0.0, ptr %mixed\n  br label %loop\nloop:\n  %cur = phi ptr [ %sh, %entry ], [ %next, %loop ]\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  store float 1.0, ptr %cur\n  %next = getelementptr float, ptr %cur, i32 1\n  %i1 = add i32 %i, 1\n  %done = icmp eq i32 %i1, %n\n  br i1 %done, label %exit, label %loop\nexit:\n  ret void\n}",
        true,
    );
    assert!(out.contains("store float 0.000000e+00, ptr %mixed"), "two spaces stay generic: {out}");
    assert!(out.contains("store float 1.000000e+00, ptr addrspace(3) %cur.as3"), "{out}");
}

#[test]
fn integer_arithmetic_keeps_the_space_only_when_enabled() {
    let ir = "define ptx_kernel void @k(ptr %p, i64 %i) {\n  %b = ptrtoint ptr %p to i64\n  %o = mul i64 %i, 8\n  %a = add i64 %b, %o\n  %q = inttoptr i64 %a to ptr\n  store double 1.0, ptr %q\n  %bad = inttoptr i64 %i to ptr\n  store double 2.0, ptr %bad\n  ret void\n}";
    let (out, _) = run(ir, true);
    // inttoptr(ptrtoint(p) + o) becomes a byte GEP from the global-space root.
    assert!(out.contains("getelementptr i8, ptr addrspace(1) %p.as1, i64 %o"), "{out}");
    assert!(out.contains("store double 1.000000e+00, ptr addrspace(1)"), "{out}");
    assert!(out.contains("store double 2.000000e+00, ptr %bad"), "a number is no pointer: {out}");
    let (out, _) = run(ir, false);
    assert!(out.contains("store double 1.000000e+00, ptr %q"), "{out}");
}

#[test]
fn private_slots_keep_the_stored_space() {
    let (out, _) = run(
        "define ptx_kernel void @k(ptr %p) {\n  %slot = alloca ptr\n  store ptr %p, ptr %slot\n  %r = load ptr, ptr %slot\n  store i32 3, ptr %r\n  ret void\n}",
        true,
    );
    assert!(out.contains("store i32 3, ptr addrspace(1) %r.as1"), "{out}");
}

#[test]
fn helpers_are_specialized_per_signature_and_originals_dropped() {
    let (out, st) = run(
        "@s = internal addrspace(3) global [8 x i32] undef\ndefine internal void @h(ptr %q) noinline {\n  store i32 5, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @h(ptr %p)\n  %sh = addrspacecast ptr addrspace(3) @s to ptr\n  call void @h(ptr %sh)\n  call void @h(ptr %p)\n  ret void\n}",
        true,
    );
    assert_eq!(st.clones, 2, "{out}");
    assert!(out.contains("define internal void @h_as1(") && out.contains("define internal void @h_as3("), "{out}");
    assert!(!out.contains("define internal void @h(ptr"), "original is unused: {out}");
    assert!(out.contains("store i32 5, ptr addrspace(3)"));
}

#[test]
fn recursive_and_external_helpers_are_not_specialized() {
    let (out, st) = run(
        "define internal void @r(ptr %q, i32 %n) {\n  store i32 %n, ptr %q\n  %c = icmp eq i32 %n, 0\n  br i1 %c, label %e, label %more\nmore:\n  %m = sub i32 %n, 1\n  call void @r(ptr %q, i32 %m)\n  br label %e\ne:\n  ret void\n}\ndefine void @ext(ptr %q) {\n  store i32 0, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @r(ptr %p, i32 3)\n  call void @ext(ptr %p)\n  ret void\n}",
        true,
    );
    assert_eq!(st.clones, 0, "{out}");
    assert!(out.contains("store i32 %n, ptr %q"));
}

#[test]
fn address_taken_helpers_keep_the_original_for_indirect_calls() {
    let (out, st) = run(
        "@fp = addrspace(1) global ptr @h\ndefine internal void @h(ptr %q) noinline {\n  store i32 5, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p) {\n  call void @h(ptr %p)\n  %f = load ptr, ptr addrspace(1) @fp\n  call void %f(ptr %p)\n  ret void\n}",
        true,
    );
    assert_eq!(st.clones, 1);
    assert!(out.contains("define internal void @h(ptr %q)"), "original must stay: {out}");
    assert!(out.contains("store i32 5, ptr %q"), "the original stays generic: {out}");
}

#[test]
fn without_local_rewriting_allocas_stay_generic_and_get_no_clones() {
    // -O1 and above: SROA (post-link, and in LLVM's NVPTX back end) must still see the allocas.
    let (out, st) = run_with(
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndefine internal void @h(ptr %q) noinline {\n  store i32 1, ptr %q\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p, i32 %i) {\n  %a = alloca [4 x i32]\n  %e = getelementptr [4 x i32], ptr %a, i32 0, i32 %i\n  store i32 %i, ptr %e\n  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 %a, i64 16, i1 false)\n  call void @h(ptr %a)\n  ret void\n}",
        true,
        false,
    );
    assert!(!out.contains("addrspace(5)"), "{out}");
    assert!(out.contains("@llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %p.as1, ptr align 4 %a"), "{out}");
    assert!(!out.contains("@h_as5"), "{out}");
    assert_eq!(st.specific.get(&LOCAL), None);
    assert_eq!(st.clones, 0);
}

#[test]
fn memcpy_operands_become_specific_and_keep_their_attributes() {
    let (out, _) = run(
        "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\ndefine ptx_kernel void @k(ptr %p) {\n  %a = alloca [16 x i8]\n  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 4 %p, i64 16, i1 false)\n  ret void\n}",
        true,
    );
    assert!(
        out.contains("@llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %a.as5, ptr addrspace(1) align 4 %p.as1"),
        "{out}"
    );
}

#[test]
fn pointers_stored_inside_vectors_make_the_slot_opaque() {
    let (out, _) = run(
        "@s = internal addrspace(3) global [64 x i32] undef\ndefine ptx_kernel void @k(ptr %p, i1 %c, i64 %n) {\nentry:\n  %slot = alloca <2 x ptr>\n  br i1 %c, label %a, label %b\na:\n  %e = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %n\n  %v0 = insertelement <2 x ptr> poison, ptr %e, i32 0\n  store volatile <2 x ptr> %v0, ptr %slot\n  br label %j\nb:\n  store volatile ptr %p, ptr %slot\n  br label %j\nj:\n  %r = load volatile ptr, ptr %slot\n  store i32 1, ptr %r\n  ret void\n}",
        true,
    );
    assert!(out.contains("store i32 1, ptr %r"), "{out}");
}

#[test]
fn long_phi_chains_converge() {
    // 70 phis in a loop header, each taking the next one's value around the back edge; the
    // last takes a pointer loaded from memory. None of them is proven global.
    let n = 70;
    let mut ir = String::from("define ptx_kernel void @k(ptr %p, ptr %pp, i32 %m) {\nentry:\n  %gen = load ptr, ptr %pp\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n");
    for k in 1..=n {
        let next = if k == n { "%gen".to_string() } else { format!("%p{}", k + 1) };
        ir.push_str(&format!("  %p{k} = phi ptr [ %p, %entry ], [ {next}, %loop ]\n"));
    }
    ir.push_str("  store i32 %i, ptr %p1\n  %i1 = add i32 %i, 1\n  %c = icmp slt i32 %i1, %m\n  br i1 %c, label %loop, label %exit\nexit:\n  ret void\n}");
    let (out, _) = run(&ir, true);
    assert!(out.contains("store i32 %i, ptr %p1"), "{out}");
}

#[test]
fn byval_parameters_of_helpers_are_not_seeded() {
    let (out, st) = run(
        "%S = type { i32, i32 }\ndefine internal void @h(ptr byval(%S) %s, ptr %out) noinline {\n  store volatile i32 7, ptr %s\n  %v = load volatile i32, ptr %s\n  store i32 %v, ptr %out\n  ret void\n}\ndefine ptx_kernel void @k(ptr %p, ptr %out) {\n  call void @h(ptr byval(%S) %p, ptr %out)\n  ret void\n}",
        true,
    );
    assert_eq!(st.clones, 1, "{out}");
    assert!(!out.contains("store volatile i32 7, ptr addrspace(1)"), "the copy is not global memory: {out}");
}

#[test]
fn element_atomic_memcpy_is_left_alone() {
    let (out, _) = run(
        "declare void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)\ndefine ptx_kernel void @k(ptr %a, ptr %b) {\n  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %a, ptr align 4 %b, i64 16, i32 4)\n  ret void\n}",
        true,
    );
    assert!(out.contains("@llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr"), "{out}");
}

#[test]
fn no_local_atomics_and_no_stores_to_constant() {
    let (out, _) = run(
        "@c = internal addrspace(4) global i32 0\ndefine ptx_kernel void @k() {\n  %a = alloca i32\n  %x = atomicrmw add ptr %a, i32 1 monotonic\n  %cp = addrspacecast ptr addrspace(4) @c to ptr\n  %v = load i32, ptr %cp\n  store i32 %v, ptr %cp\n  ret void\n}",
        true,
    );
    assert!(out.contains("atomicrmw add ptr %a"), "{out}");
    assert!(out.contains("load i32, ptr addrspace(4)"), "{out}");
    assert!(out.contains("store i32 %v, ptr %cp"), "{out}");
}

// Integers of unknown origin (a pointer hidden in an integer was once taken for an offset): each source, with the difference `@buf - %base`
// (a valid value in LLVM IR) as the integer that must not be taken for an offset.

/// `@buf` in shared memory and `%d = @buf - %base`, then `BODY`, which must leave `%off`;
/// the access is `store float 1.0` to `inttoptr(ptrtoint(%base) + %off)`.
fn difference_kernel(decls: &str, body: &str) -> String {
    format!(
        "@buf = internal addrspace(3) global [256 x float] undef\n{decls}\ndefine ptx_kernel void @k(ptr %base, ptr %mem, i64 %n) {{\n  %bi = ptrtoint ptr %base to i64\n  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64\n  %d = sub i64 %si, %bi\n{body}\n  %qi = add i64 %bi, %off\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}"
    )
}

fn access_is_generic(ir: &str) -> bool {
    let (out, _) = run(ir, true);
    assert!(!out.contains("store float 1.000000e+00, ptr addrspace("), "{out}");
    out.contains("store float 1.000000e+00, ptr %q")
}

fn access_is_global(ir: &str) -> bool {
    let (out, _) = run(ir, true);
    out.contains("store float 1.000000e+00, ptr addrspace(1)")
}

#[test]
fn integers_loaded_from_memory_may_carry_a_pointer() {
    // The reported program: the difference goes through memory.
    assert!(access_is_generic(&difference_kernel(
        "",
        "  store volatile i64 %d, ptr %mem\n  %off = load volatile i64, ptr %mem"
    )));
    // An atomic's old value is memory too.
    assert!(access_is_generic(&difference_kernel(
        "",
        "  store i64 %d, ptr %mem\n  %off = atomicrmw add ptr %mem, i64 0 monotonic"
    )));
    // When nothing in the module writes a pointer, a loaded index is a number (host data).
    let index = "define ptx_kernel void @k(ptr %base, ptr %idx) {\n  %i = load i32, ptr %idx\n  %i64 = zext i32 %i to i64\n  %o = mul i64 %i64, 4\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %o\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}";
    assert!(access_is_global(index));
}

#[test]
fn any_pointer_written_anywhere_makes_loaded_integers_unknown() {
    // The index kernel above plus one write that could put a pointer into memory.
    let with = |decls: &str, extra: &str| {
        format!("{decls}\ndefine ptx_kernel void @k(ptr %base, ptr %idx, ptr %out) {{\n{extra}\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}")
    };
    assert!(access_is_global(&with("", "  store i64 7, ptr %out\n  store float 2.0, ptr %out")));
    // Asm that only computes, on numbers, writes nothing.
    let asm = "  %f = call double asm \"mov.b64 $0, $1;\", \"=d,l\"(i64 5)\n  store double %f, ptr %out";
    assert!(access_is_global(&with("", asm)));
    // Branching on a comparison of pointers writes nothing.
    assert!(access_is_global(&with("", "  %c = icmp eq ptr %out, null\n  br i1 %c, label %a, label %a\na:")));
    let refuting = [
        ("", "  store ptr %base, ptr %out"),
        ("", "  %b = ptrtoint ptr %base to i64\n  store i64 %b, ptr %out"),
        ("", "  %b = ptrtoint ptr %base to i64\n  %f = uitofp i64 %b to double\n  store double %f, ptr %out"),
        ("", "  %b = ptrtoint ptr %base to i64\n  %v = insertelement <2 x i64> zeroinitializer, i64 %b, i32 0\n  store <2 x i64> %v, ptr %out"),
        ("", "  %b = ptrtoint ptr %base to i64\n  %x = atomicrmw xchg ptr %out, i64 %b monotonic"),
        ("", "  %b = ptrtoint ptr %base to i64\n  %x = cmpxchg ptr %out, i64 0, i64 %b monotonic monotonic"),
        ("@g = internal addrspace(1) global ptr addrspace(1) @g", ""),
        ("@g = internal addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g to i64)", ""),
        ("declare void @ext(ptr)", "  call void @ext(ptr %out)"),
        ("", "  call void asm sideeffect \"st.u64 [$0], 0;\", \"l\"(ptr %out)"),
        ("", "  call void asm \"st.u64 [$0], 0;\", \"l,~{memory}\"(ptr %out)"),
        ("", "  %f = call double asm \"mov.b64 $0, $1;\", \"=d,l\"(ptr %out)\n  store double %f, ptr %out"),
        (
            "declare void @llvm.va_start.p0(ptr)\ndefine internal void @v(ptr %out, ...) {\n  %va = alloca ptr\n  call void @llvm.va_start.p0(ptr %va)\n  %x = load i64, ptr %va\n  store i64 %x, ptr %out\n  ret void\n}",
            "  call void (ptr, ...) @v(ptr %out, i64 1)",
        ),
    ];
    for (decls, extra) in refuting {
        assert!(access_is_generic(&with(decls, extra)), "{decls} {extra}");
    }
}

#[test]
fn loads_in_functions_other_modules_can_call_are_not_numbers() {
    // Separate compilation: another module may call @dev after storing `shared - @g` into
    // *%idx; nothing in this module writes a pointer, but that is not the only writer.
    let dev = |linkage: &str, caller: &str| {
        format!("@g = addrspace(1) global [64 x float] zeroinitializer\ndefine {linkage} void @dev(ptr %idx) noinline {{\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr addrspacecast (ptr addrspace(1) @g to ptr) to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}}\n{caller}")
    };
    assert!(access_is_generic(&dev("", "")));
    assert!(access_is_generic(&dev("linkonce_odr", "")));
    // Also what an entry calls, directly or through a pointer.
    let via = "define void @entry(ptr %idx) {\n  call void @dev(ptr %idx)\n  ret void\n}";
    assert!(access_is_generic(&dev("internal", via)));
    let table = "@t = internal addrspace(1) global ptr null\ndefine void @entry(ptr %idx) {\n  %f = load ptr, ptr addrspace(1) @t\n  call void %f(ptr %idx)\n  ret void\n}\ndefine internal void @use() {\n  call void @dev(ptr null)\n  ret void\n}\ndefine ptx_kernel void @k() {\n  %x = ptrtoint ptr @dev to i64\n  ret void\n}";
    assert!(access_is_generic(&dev("internal", table)));
    // A clone of a clone (H was specialized after its own call had been retargeted to a
    // clone of G) is entered where G is.
    let chain = "define internal void @G(ptr %p, ptr %idx) noinline {\n  store volatile float 2.0, ptr %p\n  %i = load i64, ptr %idx\n  %bi = ptrtoint ptr %p to i64\n  %qi = add i64 %bi, %i\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  ret void\n}\ndefine internal void @H(ptr %p, ptr %idx) noinline {\n  store volatile float 0.0, ptr %p\n  %b = alloca [16 x float]\n  call void @G(ptr %b, ptr %idx)\n  ret void\n}\ndefine internal void @A(ptr %idx) noinline {\n  %a = alloca [16 x float]\n  call void @H(ptr %a, ptr %idx)\n  ret void\n}\ndefine void @entry(ptr %idx) {\n  call void @A(ptr %idx)\n  ret void\n}";
    let (out, _) = run(chain, true);
    assert!(out.contains("@G_as5_g_as5_g("), "the case needs a clone of a clone: {out}");
    assert!(!out.contains("store float 1.000000e+00, ptr addrspace("), "{out}");
    assert!(out.contains("store float 1.000000e+00, ptr %"), "{out}");
    // Internal helpers that only kernels of this module reach keep the memory fact.
    let kernel = "define ptx_kernel void @k(ptr %idx) {\n  call void @dev(ptr %idx)\n  ret void\n}";
    assert!(access_is_global(&dev("internal", kernel)));
}

#[test]
fn constant_expression_dags_are_evaluated_once_each() {
    // `add (C, C)` nested 48 deep: 48 constants in bitcode, 2^48 paths (hung the pass).
    let ctx = Context::new();
    let text = "target triple = \"nvptx64-nvidia-cuda\"\n@g = addrspace(1) global [64 x float] zeroinitializer\ndefine ptx_kernel void @k(i64 %n) {\n  %s = add i64 %n, 0\n  %q = inttoptr i64 %s to ptr\n  store float 1.0, ptr %q\n  ret void\n}";
    let m = ctx.parse_ir(text.as_bytes(), "t").unwrap();
    let g = ir::module::named_global(&m, "g").unwrap();
    let mut e = g.const_ptr_to_int(ir::Type::int(&ctx, 64));
    for _ in 0..48 {
        e = e.const_add(e);
    }
    let k = ir::module::named_function(&m, "k").unwrap();
    let add = k.first_block().unwrap().first_instruction().unwrap();
    add.set_operand(1, e);
    InferAddressSpaces::new(true).run(&m, &mut Diagnostics::new());
    // A sum of two pointers points nowhere known: generic. (Not printed: the text is 2^48 long.)
    let store = k.instructions().into_iter().find(|i| i.opcode() == Some(ir::Opcode::Store)).unwrap();
    assert_eq!(store.operand(1).unwrap().ty().pointer_address_space(), Some(0));
}

#[test]
fn call_results_are_numbers_only_from_pure_intrinsics_of_numbers() {
    let ext = "declare i64 @ext(i64)";
    assert!(access_is_generic(&difference_kernel(ext, "  %off = call i64 @ext(i64 %d)")));
    assert!(access_is_generic(&difference_kernel(ext, "  %off = call i64 @ext(i64 0)")));
    let smax = "declare i64 @llvm.smax.i64(i64, i64)";
    assert!(access_is_generic(&difference_kernel(smax, "  %off = call i64 @llvm.smax.i64(i64 %d, i64 0)")));
    assert!(access_is_global(&difference_kernel(smax, "  %off = call i64 @llvm.smax.i64(i64 %n, i64 0)")));
    let tid = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()";
    assert!(access_is_global(&difference_kernel(
        tid,
        "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %off = zext i32 %t to i64"
    )));
    let shfl = "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)";
    let t = "  %t = trunc i64 %d to i32\n  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)\n  %off = sext i32 %s to i64";
    assert!(access_is_generic(&difference_kernel(shfl, t)));
}

#[test]
fn vectors_aggregates_and_floating_point_carry_what_went_in() {
    let v =
        "  %v = insertelement <2 x i64> zeroinitializer, i64 %d, i32 1\n  %off = extractelement <2 x i64> %v, i32 1";
    assert!(access_is_generic(&difference_kernel("", v)));
    let a = "  %a = insertvalue { i64, i64 } zeroinitializer, i64 %d, 1\n  %off = extractvalue { i64, i64 } %a, 1";
    assert!(access_is_generic(&difference_kernel("", a)));
    let f = "  %f = sitofp i64 %d to double\n  %off = fptosi double %f to i64";
    assert!(access_is_generic(&difference_kernel("", f)));
    let b = "  %f = bitcast i64 %d to double\n  %off = bitcast double %f to i64";
    assert!(access_is_generic(&difference_kernel("", b)));
    // A comparison of pointers is no number either.
    let c = "  %c = icmp ult ptr %base, %mem\n  %off = zext i1 %c to i64";
    assert!(access_is_generic(&difference_kernel("", c)));
    // Numbers stay numbers through the same instructions.
    let n = "  %v = insertelement <2 x i64> zeroinitializer, i64 %n, i32 1\n  %e = extractelement <2 x i64> %v, i32 1\n  %f = sitofp i64 %e to double\n  %off = fptosi double %f to i64";
    assert!(access_is_global(&difference_kernel("", n)));
}

#[test]
fn helper_integer_parameters_are_numbers_only_when_the_callers_prove_it() {
    let helper = "define internal void @put(ptr %p, i64 %o) noinline {\n  %pi = ptrtoint ptr %p to i64\n  %qi = add i64 %pi, %o\n  %q = inttoptr i64 %qi to ptr\n  store float 2.0, ptr %q\n  ret void\n}\n";
    let kernel = |arg: &str| {
        format!("@buf = internal addrspace(3) global [256 x float] undef\n{helper}define ptx_kernel void @k(ptr %base, i64 %n) {{\n  %bi = ptrtoint ptr %base to i64\n  %si = ptrtoint ptr addrspacecast (ptr addrspace(3) @buf to ptr) to i64\n  %d = sub i64 %si, %bi\n  call void @put(ptr %base, i64 {arg})\n  ret void\n}}")
    };
    let (out, st) = run(&kernel("%d"), true);
    assert!(out.contains("store float 2.000000e+00, ptr %q"), "{out}");
    assert!(!out.contains("store float 2.000000e+00, ptr addrspace("), "{out}");
    assert_eq!(st.clones, 0, "{out}");
    let (out, st) = run(&kernel("%n"), true);
    assert!(out.contains("define internal void @put_as1_n("), "{out}");
    assert!(out.contains("store float 2.000000e+00, ptr addrspace(1)"), "{out}");
    assert_eq!(st.clones, 1);
    // A helper that is not specialized (here: not internal) sees unknown integers.
    let (out, _) = run(&kernel("%n").replace("define internal void @put", "define void @put"), true);
    assert!(out.contains("store float 2.000000e+00, ptr %q"), "{out}");
}

#[test]
fn a_kernel_called_from_device_code_gets_no_launch_assumptions() {
    let k = "define ptx_kernel void @k(ptr %base, i64 %off) {\n  %bi = ptrtoint ptr %base to i64\n  %qi = add i64 %bi, %off\n  %q = inttoptr i64 %qi to ptr\n  store float 1.0, ptr %q\n  store float 2.0, ptr %base\n  ret void\n}";
    let (out, _) = run(k, true);
    assert!(
        out.contains("store float 1.000000e+00, ptr addrspace(1)")
            && out.contains("store float 2.000000e+00, ptr addrspace(1)"),
        "{out}"
    );
    let caller = "@buf = internal addrspace(3) global [256 x float] undef\ndefine void @f(ptr %base) {\n  %sh = addrspacecast ptr addrspace(3) @buf to ptr\n  call ptx_kernel void @k(ptr %sh, i64 0)\n  ret void\n}";
    let (out, _) = run(&format!("{k}\n{caller}"), true);
    assert!(
        out.contains("store float 1.000000e+00, ptr %q") && out.contains("store float 2.000000e+00, ptr %base"),
        "{out}"
    );
}

#[test]
fn a_number_enters_the_clone_signature_only_where_it_helps() {
    // Two call sites that differ only in an integer argument the helper never uses as an
    // offset share one clone.
    let (out, st) = run(
        "define internal void @h(ptr %p, i64 %x) noinline {\n  store i64 %x, ptr %p\n  ret void\n}\ndefine ptx_kernel void @k(ptr %base, ptr %m) {\n  %l = load i64, ptr %m\n  call void @h(ptr %base, i64 3)\n  call void @h(ptr %base, i64 %l)\n  ret void\n}",
        true,
    );
    assert_eq!(st.clones, 1, "{out}");
    assert!(out.contains("define internal void @h_as1_g("), "{out}");
}

#[test]
fn private_slots_read_back_as_other_types_are_not_slots() {
    // A slot holding the difference read back as a double: memory, not a slot.
    let t = "  %s = alloca i64\n  store i64 %d, ptr %s\n  %f = load double, ptr %s\n  store double %f, ptr %mem\n  %off = load i64, ptr %mem";
    assert!(access_is_generic(&difference_kernel("", t)));
    // Read back whole, it keeps what was stored: a number.
    let n = "  %s = alloca i64\n  store i64 %n, ptr %s\n  %off = load i64, ptr %s";
    assert!(access_is_global(&difference_kernel("", n)));
}

#[test]
fn a_global_address_is_rebuilt_once_where_it_was_with_its_flags() {
    // A loop-invariant GEP in the entry block used by accesses in two other blocks (LICM's
    // shape): one global twin right after it, kept `inbounds nuw`, and both accesses use it.
    let (out, _) = run(
        "@t = internal addrspace(3) global [64 x float] undef\ndefine ptx_kernel void @k(ptr %p, i64 %i, i1 %c) {\nentry:\n  %inv = getelementptr inbounds nuw float, ptr %p, i64 %i\n  %sh = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @t to ptr), i64 0, i64 %i\n  br i1 %c, label %a, label %b\na:\n  %pa = getelementptr inbounds nuw i8, ptr %inv, i64 4\n  %va = load float, ptr %pa\n  store float %va, ptr %sh\n  br label %b\nb:\n  %vb = load float, ptr %inv\n  store float %vb, ptr %sh\n  ret void\n}",
        true,
    );
    assert_eq!(out.matches("addrspacecast ptr %p to ptr addrspace(1)").count(), 1, "{out}");
    assert_eq!(out.matches("getelementptr inbounds nuw float, ptr addrspace(1)").count(), 1, "{out}");
    assert!(out.contains("%inv.as1 = getelementptr inbounds nuw float, ptr addrspace(1) %p.as1, i64 %i"), "{out}");
    assert!(out.contains("%pa.as1 = getelementptr inbounds nuw i8, ptr addrspace(1) %inv.as1, i64 4"), "{out}");
    assert!(out.contains("load float, ptr addrspace(1) %inv.as1"), "{out}");
    // A shared-memory address is rebuilt at each access (cheap to recompute, costly to keep
    // live in a big kernel), with its flags too.
    assert_eq!(out.matches("getelementptr inbounds nuw [64 x float], ptr addrspace(3) @t").count(), 2, "{out}");
}
