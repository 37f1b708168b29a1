//! The split's plan, partitions, rendezvous and helper counting.

use super::*;

fn module<'c>(ctx: &'c Context, ir: &str) -> Module<'c> {
    ctx.parse_ir(ir.as_bytes(), "t.ll").expect("valid IR")
}

const IR: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@v = addrspace(1) global i32 0
define internal void @helper() noinline { ret void }
define void @device() noinline { call void @helper() ret void }
define void @unreached() noinline { ret void }
define ptx_kernel void @k1() { call void @helper() call void @device() store i32 1, ptr addrspace(1) @v ret void }
define ptx_kernel void @k2() { call void @helper() call void @device() ret void }
define ptx_kernel void @k3() { call void @helper() ret void }
"#;

fn names(p: &Partition) -> Vec<&str> {
    p.functions.iter().map(String::as_str).collect()
}

#[test]
fn kernels_split_helpers_duplicate_visible_functions_once() {
    let ctx = Context::new();
    let m = module(&ctx, IR);
    let parts = plan(&m, 2).expect("three kernels split");
    assert_eq!(parts.len(), 2);
    assert!(parts[0].variables && !parts[1].variables);
    // k1 owns @device (the first kernel reaching it) and is the largest group, so it goes
    // to the partition left lighter by @unreached (which no kernel reaches: the first);
    // @helper is in both.
    let all: Vec<Vec<&str>> = parts.iter().map(names).collect();
    assert_eq!(all, vec![vec!["helper", "k2", "k3", "unreached"], vec!["device", "helper", "k1"]], "{parts:?}");
    // The same answer every time, and capped by the kernels.
    assert_eq!(plan(&m, 2), Some(parts));
    assert_eq!(plan(&m, 64).map(|p| p.len()), Some(3));
    assert_eq!(plan(&m, 1).map(|p| p.len()), Some(1));
}

#[test]
fn only_kernels_that_share_nothing_split_before_optimize() {
    let ctx = Context::new();
    // IR's kernels share @helper and @device.
    assert_eq!(plan_before_optimize(&module(&ctx, IR), 2), None);
    let own = r#"
target triple = "nvptx64-nvidia-cuda"
@a = internal addrspace(1) global i32 0
@b = addrspace(1) constant i32 1
@idle = addrspace(1) global i32 2
define internal void @ha() { store i32 1, ptr addrspace(1) @a ret void }
define ptx_kernel void @k1() { call void @ha() ret void }
define ptx_kernel void @k2(ptr addrspace(1) %p) { %v = load i32, ptr addrspace(1) @b store i32 %v, ptr addrspace(1) %p call float @sinf(float 1.0) ret void }
declare float @sinf(float)
"#;
    let parts = plan_before_optimize(&module(&ctx, own), 2).expect("independent kernels");
    let all: Vec<(Vec<&str>, Vec<&str>)> =
        parts.iter().map(|p| (names(p), p.own.as_ref().unwrap().iter().map(String::as_str).collect())).collect();
    // Each variable with the partition whose code uses it; @idle with the first.
    assert_eq!(all, vec![(vec!["ha", "k1"], vec!["a", "idle"]), (vec!["k2"], vec!["b"])], "{parts:?}");
    assert!(parts.iter().all(|p| !p.variables && p.keep.is_empty()));
    // One variable used by both kernels, or one variable's initializer naming another: not.
    let both = own.replace(
        "define ptx_kernel void @k2(ptr addrspace(1) %p) {",
        "define ptx_kernel void @k2(ptr addrspace(1) %p) { store i32 3, ptr addrspace(1) @a",
    );
    assert_eq!(plan_before_optimize(&module(&ctx, &both), 2), None);
    let table = format!("{own}@t = addrspace(1) global ptr addrspace(1) @idle\n");
    assert_eq!(plan_before_optimize(&module(&ctx, &table), 2), None);
    // After linking, the same program splits with the first partition defining everything.
    assert!(plan(&module(&ctx, &both), 2).is_some());
}

#[test]
fn programs_that_must_stay_whole() {
    let ctx = Context::new();
    let one = "target triple = \"nvptx64-nvidia-cuda\"\ndefine ptx_kernel void @k() { ret void }\n";
    assert_eq!(plan(&module(&ctx, one), 2), None);
    let taken = format!("{IR}@table = addrspace(1) global ptr @k2\n");
    assert_eq!(plan(&module(&ctx, &taken), 2), None);
    let used = format!("{IR}@llvm.used = appending global [1 x ptr] [ptr @device], section \"llvm.metadata\"\n");
    assert_eq!(plan(&module(&ctx, &used), 2), None);
    let borrowed = format!("{IR}@ext = available_externally addrspace(1) global i32 1\n");
    assert_eq!(plan(&module(&ctx, &borrowed), 2), None);
}

#[test]
fn alwaysinline_functions_are_compiled_where_called_and_tables_kept_for_the_others() {
    let ctx = Context::new();
    let ir = r#"
target triple = "nvptx64-nvidia-cuda"
@tbl = internal addrspace(1) constant [2 x i32] [i32 1, i32 2]
@mine = internal addrspace(1) constant i32 7
define void @inl(ptr addrspace(1) %p) alwaysinline { store i32 0, ptr addrspace(1) %p ret void }
define ptx_kernel void @k1(ptr addrspace(1) %p) { %v = load i32, ptr addrspace(1) @mine store i32 %v, ptr addrspace(1) %p call void @inl(ptr addrspace(1) %p) ret void }
define ptx_kernel void @k2(ptr addrspace(1) %p) { %v = load i32, ptr addrspace(1) @tbl store i32 %v, ptr addrspace(1) %p call void @inl(ptr addrspace(1) %p) call void @inl(ptr addrspace(1) %p) ret void }
"#;
    let m = module(&ctx, ir);
    let parts = plan(&m, 2).expect("two kernels split");
    // @inl (visible, but inlined after linking) is in both partitions; the first keeps
    // @tbl, which only the second uses.
    let all: Vec<Vec<&str>> = parts.iter().map(names).collect();
    assert_eq!(all, vec![vec!["inl", "k2"], vec!["inl", "k1"]], "{parts:?}");
    assert_eq!(parts[0].keep, BTreeSet::from(["mine".to_string()]));
    assert!(parts[1].keep.is_empty());
}

#[test]
fn a_partition_declares_what_it_does_not_define() {
    let ctx = Context::new();
    let ir = r#"
target triple = "nvptx64-nvidia-cuda"
$c = comdat any
@g = addrspace(1) global i32 5, comdat($c)
@.str = internal addrspace(1) constant [2 x i8] c"a\00"
define void @other() noinline comdat($c) { store i32 1, ptr addrspace(1) @g ret void }
define ptx_kernel void @k1() { call void @other() ret void }
define ptx_kernel void @k2(ptr %p) { %v = load i8, ptr addrspace(1) @.str store i8 %v, ptr %p call void @other() ret void }
"#;
    let bitcode = module(&ctx, ir).to_bitcode();
    let part =
        Partition { functions: BTreeSet::from(["k2".to_string()]), variables: false, keep: BTreeSet::new(), own: None };
    let thread = Context::new();
    let m = read_partition(&thread, bitcode.as_slice(), &part, &Options::default()).expect("a valid partition");
    // @k1 is gone (unused once a declaration); @other, which @k2 calls, is declared, with
    // external linkage and outside its comdat (the verifier rejects a declaration in one).
    assert!(m.function("k1").is_none());
    let other = m.function("other").unwrap();
    assert!(other.is_declaration() && other.linkage() == Some(Linkage::External));
    // The first partition defines the variables: the constant @k2 reads is borrowed,
    // under its valid PTX name, and becomes a declaration before code generation.
    let s = m.global("_$_str").expect("renamed as NVPTX would");
    assert_eq!(s.linkage(), Some(Linkage::AvailableExternally));
    assert!(m.global("g").is_none());
    declare_borrowed_variables(&m);
    assert!(s.is_declaration() && s.linkage() == Some(Linkage::External));
    m.verify().expect("still valid");
}

#[test]
fn shared_variables_keep_their_scope() {
    let ctx = Context::new();
    let head = "target triple = \"nvptx64-nvidia-cuda\"\n@s = internal addrspace(3) global i32 undef\n";
    // Used by a helper and a kernel: a partition with only @k1 and its copy of @h would
    // demote @s into @h.
    let helper = format!(
        "{head}define internal i32 @h() noinline {{ %v = load i32, ptr addrspace(3) @s ret i32 %v }}\n\
         define ptx_kernel void @k1() {{ %v = call i32 @h() ret void }}\n\
         define ptx_kernel void @k2() {{ store i32 1, ptr addrspace(3) @s %v = call i32 @h() ret void }}\n"
    );
    assert_eq!(plan(&module(&ctx, &helper), 2), None);
    // Used by kernels only: each launch sees one copy, the split stays.
    let kernels = format!(
        "{head}define ptx_kernel void @k1() {{ store i32 1, ptr addrspace(3) @s ret void }}\n\
         define ptx_kernel void @k2() {{ store i32 2, ptr addrspace(3) @s ret void }}\n"
    );
    assert_eq!(plan(&module(&ctx, &kernels), 2).map(|p| p.len()), Some(2));
}

#[test]
fn threads_meet_once_and_a_thread_that_leaves_releases_the_others() {
    let meet = Rendezvous::<usize>::new(3);
    let all = std::thread::scope(|s| {
        let hs: Vec<_> = (0..3)
            .map(|i| {
                let m = &meet;
                s.spawn(move || m.exchange(i, 10 * i))
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect::<Vec<_>>()
    });
    assert!(all.iter().all(|r| r.as_deref() == Some(&[0, 10, 20][..])), "{all:?}");
    let meet = Rendezvous::<usize>::new(2);
    let waited = std::thread::scope(|s| {
        let h = s.spawn(|| meet.exchange(0, 1));
        meet.leave(1);
        h.join().unwrap()
    });
    assert_eq!(waited, None);
}

#[test]
fn a_helper_is_counted_once_per_function_whatever_the_copies() {
    let report = |alive: &[&str], users: &[(&str, &[Option<&str>])]| HelperUses {
        linked: true,
        alive: alive.iter().map(|s| s.to_string()).collect(),
        users: users
            .iter()
            .map(|(h, us)| (h.to_string(), us.iter().map(|u| u.map(str::to_string)).collect()))
            .collect(),
    };
    // @h1 is called once, from @local, copied into both partitions; @h2 from two kernels;
    // @h3 once, but its address is also taken (a user that is no instruction).
    let reports = [
        report(
            &["k1", "local", "h1", "h2", "h3"],
            &[("h1", &[Some("local")]), ("h2", &[Some("k1")]), ("h3", &[Some("k1"), None])],
        ),
        report(&["k2", "local", "h1", "h2"], &[("h1", &[Some("local")]), ("h2", &[Some("k2")])]),
    ];
    assert_eq!(single_use_helpers(&reports), BTreeSet::from(["h1".to_string()]));
}
