//! Parallel back end (`-j N`, `--split-compile N`, libNVVM's `-split-compile=N`).
//!
//! The linked program (user code optimized, libdevice linked, before the post-link
//! optimization) is split by kernel into at most N partitions; each partition runs the back end
//! (`pipeline::Run::back_end`: post-link optimization, codegen-guard, code generation) on its own
//! thread in its own LLVM context, and the PTX of the partitions is joined into one module
//! (`crate::back::ptx_join`, the joiner `--link ptx` uses too). LLVM's `SplitModule`
//! (llvm/Transforms/Utils) is not in the C API, and it externalizes internal symbols under new
//! names, which would change the PTX's symbols; this split keeps every name:
//!
//! - each kernel starts a group; an externally visible function belongs to the group of the
//!   first kernel (in module order) that reaches it, else to the first partition; a group holds
//!   its roots and every internal function they reach (an internal function that several groups
//!   call is compiled in each, and the join keeps one copy). libdevice's functions are internal
//!   after linking, so each partition inlines the ones it calls, as one thread does; so are
//!   `alwaysinline` functions whatever their linkage;
//! - groups are assigned to partitions by size (instruction count, largest first, to the
//!   lightest partition; ties by module order), so the split depends only on the program and N;
//! - the first partition defines every global variable, and keeps those the others use even if
//!   its own code no longer does. The others see each variable they use as
//!   `available_externally` (its initializer known, so the optimizer folds loads of constant
//!   tables as one thread does; its alignment not raised), and declare it (`.extern`, dropped by
//!   the join) for code generation, so each variable is defined once, before any use. An
//!   internal `.shared` variable is defined in each partition that uses it instead: shared memory
//!   belongs to one launch of one kernel, so the copies are the same variable (the join checks
//!   that they are identical), and LLVM can still move it into the one kernel that uses it
//!   ("demoted variable"); a program where that move would differ from the one-thread output
//!   (a partition holding one of several users, not all kernels) is compiled on one thread;
//! - each thread reads the program's bitcode into a fresh context, turns what it does not
//!   define into declarations, deletes what it no longer uses, and runs the back end;
//! - the split comes before the library is inlined (the first part of `optimize-linked`): each
//!   thread inlines it into its partition (`always-inline,globaldce`), and the threads meet once
//!   ([`Rendezvous`]) to count, over the whole program, the call sites of the library helpers
//!   that `InlineSingleCallHelpers` inlines when they have one ([`single_use_helpers`]), so each
//!   partition marks the helpers one thread marks ([`mark_single_call_helpers`]).
//!
//! A program whose kernels share nothing ([`plan_before_optimize`]: no function or variable used
//! by two partitions) is split earlier, before `optimize`: each partition then runs every stage
//! from there on (`Run::partition_middle_end` and `Run::back_end`, in
//! `src/middle/pipeline/parallel.rs`), linking the library functions it calls itself; the threads
//! still meet once, and a library table two partitions linked is defined in both (the join keeps
//! one of identical internal definitions).
//!
//! Everything the post-link pipeline does is within a function (inlining of `alwaysinline`
//! callees, which each partition has, scalar passes, dead-global elimination), so a function's
//! code does not depend on which partition compiles it.
//!
//! The output is deterministic: the same program and N give the same bytes, run after run.
//! Programs the split cannot keep exact are compiled on one thread: fewer than two kernels, debug
//! information (each partition would write its own `.file` table and DWARF sections), module
//! inline asm, aliases, LLVM's special `llvm.*` variables (`llvm.used`, annotations),
//! `nvvm.annotations` entries, unnamed or `available_externally` globals, or a kernel whose
//! address is taken.

use crate::back::ptx_join::Part;
use crate::error::CompileError;
use crate::options::Options;
use crate::services::llvm_diagnostics::DiagnosedContext;
use crate::services::timing::{self, StageTime};
use nvvmc_ir::Context;
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, address_space, AttrIndex, Linkage, Type, Value, Visibility};
use std::collections::{BTreeSet, HashMap, HashSet};

/// The compiling thread's stack (`stack.rs`): LLVM's optimizer and code generator recurse.
const THREAD_STACK: usize = crate::services::stack::STACK;

/// What one thread compiles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partition {
    /// The functions it defines, by name.
    pub functions: BTreeSet<String>,
    /// Whether it defines the global variables (the first partition only).
    pub variables: bool,
    /// The internal variables it defines for the other partitions (the first partition only):
    /// kept even where its own code no longer uses them.
    pub keep: BTreeSet<String>,
    /// Split before `optimize` ([`plan_before_optimize`]): the variables it defines, the only
    /// ones its code uses (`None`: split after linking, the first partition defines them all).
    pub own: Option<BTreeSet<String>>,
}

/// What one partition's thread did: `back_end`'s value, and the times of the thread and of
/// reading its partition.
pub struct PartitionRun<T> {
    pub value: T,
    pub read: StageTime,
    pub thread: StageTime,
}

/// Runs `back_end` on each partition of `module`, each on its own thread with the partition in
/// a fresh context; the results in partition order. `back_end` gets the context (whose LLVM
/// diagnostics are the partition's), the partition's module and its index; `ended(index)` is
/// called when that thread ends, whether or not `back_end` ran or returned (it releases a
/// [`Rendezvous`] the others may be waiting at).
pub fn run_partitions<T: Send>(
    module: &Module<'_>,
    parts: &[Partition],
    opts: &Options,
    back_end: impl for<'c> Fn(&'c DiagnosedContext, Module<'c>, usize) -> T + Sync,
    ended: impl Fn(usize) + Sync,
) -> Result<Vec<PartitionRun<T>>, CompileError> {
    let bitcode = module.to_bitcode();
    let bytes = bitcode.as_slice();
    let (back_end, ended) = (&back_end, &ended);
    let n = parts.len();
    let results: Vec<Result<PartitionRun<T>, CompileError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = parts
            .iter()
            .enumerate()
            .map(|(i, p)| {
                std::thread::Builder::new().stack_size(THREAD_STACK).spawn_scoped(scope, move || {
                    // Crash recovery is per thread: an LLVM fatal error or crash in this
                    // partition comes back here as an error, as on the compiling thread.
                    // Threads waiting for this one are released when it ends, however it
                    // ends: returning, an error, a recovered crash (which skips the destructors
                    // inside the recovered call, not this one) or a panic.
                    let _ended = Ended(ended, i);
                    crate::services::crash_recovery::run(move || {
                        let (start, cpu) = (std::time::Instant::now(), timing::thread_cpu());
                        // LLVM's diagnostics are collected, never printed with exit(1).
                        let ctx = DiagnosedContext::new();
                        let (module, elapsed, read_cpu) = timing::timed(|| read_partition(&ctx, bytes, p, opts));
                        let read = StageTime {
                            stage: format!("partition {}/{n}: read", i + 1),
                            elapsed,
                            cpu: read_cpu,
                            nested: true,
                            changed: None,
                        };
                        let value = back_end(&ctx, module?, i);
                        let thread = StageTime {
                            stage: format!("partition {}/{n} (thread total)", i + 1),
                            elapsed: start.elapsed(),
                            cpu: timing::thread_cpu().saturating_sub(cpu),
                            nested: true,
                            changed: None,
                        };
                        Ok(PartitionRun { value, read, thread })
                    })
                    .unwrap_or_else(|failure| {
                        Err(CompileError::Crash {
                            stage: format!("back end of partition {}/{n}", i + 1),
                            message: failure.to_string(),
                        })
                    })
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| match h {
                Ok(h) => h.join().unwrap_or_else(|_| Err(CompileError::Codegen("a back-end thread panicked".into()))),
                Err(e) => Err(CompileError::Codegen(format!("cannot start a back-end thread: {e}").into())),
            })
            .collect()
    });
    results.into_iter().collect()
}

/// Where the partitions' threads meet once, each with a report, to take a decision that needs
/// the whole program (which library helpers have one call site in it). A thread that ends
/// without reporting (an error, a recovered crash) releases the others: [`Rendezvous::exchange`]
/// then answers `None`.
pub struct Rendezvous<R> {
    state: std::sync::Mutex<(Vec<Option<R>>, usize, bool)>,
    changed: std::sync::Condvar,
}

impl<R: Clone> Rendezvous<R> {
    pub fn new(n: usize) -> Self {
        Rendezvous {
            state: std::sync::Mutex::new(((0..n).map(|_| None).collect(), 0, false)),
            changed: std::sync::Condvar::new(),
        }
    }

    /// Reports `report` as thread `index`'s and waits for every thread: all reports in thread
    /// order, or `None` when one left without reporting.
    pub fn exchange(&self, index: usize, report: R) -> Option<Vec<R>> {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if st.0[index].is_none() {
            st.0[index] = Some(report);
            st.1 += 1;
        }
        self.changed.notify_all();
        while st.1 < st.0.len() && !st.2 {
            st = self.changed.wait(st).unwrap_or_else(|p| p.into_inner());
        }
        if st.2 {
            return None;
        }
        st.0.iter().cloned().collect()
    }

    /// Thread `index` ends: if it did not report, nobody waits for it any longer.
    pub fn leave(&self, index: usize) {
        let mut st = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if st.0[index].is_none() {
            st.2 = true;
            self.changed.notify_all();
        }
    }
}

/// What one partition tells the others about the library helpers that
/// `InlineSingleCallHelpers` (`passes/src/inline_single_call_helpers.rs`) could mark, after the
/// partition ran `always-inline,globaldce`: the functions it still defines, and, per helper,
/// the function of each of its users (`None`: a user that is not an instruction).
#[derive(Debug, Clone, Default)]
pub struct HelperUses {
    /// Whether the partition linked library code (split before `optimize`, each partition
    /// links its own: when any did, every partition runs the post-link optimization, as the
    /// whole program would).
    pub linked: bool,
    alive: BTreeSet<String>,
    users: std::collections::BTreeMap<String, Vec<Option<String>>>,
}

/// Whether `f` is a helper `InlineSingleCallHelpers` may mark: from the library, defined,
/// internal, `noinline`, not `optnone` (the pass's own conditions).
fn helper_candidate(f: Value<'_>, library: &BTreeSet<String>) -> bool {
    !f.is_declaration()
        && library.contains(&f.name())
        && f.has_local_linkage()
        && f.has_enum_attribute(AttrIndex::Function, "noinline")
        && !f.has_enum_attribute(AttrIndex::Function, "optnone")
}

/// This partition's [`HelperUses`].
pub fn helper_uses(module: &Module<'_>, library: &BTreeSet<String>) -> HelperUses {
    let mut out = HelperUses { linked: !library.is_empty(), ..HelperUses::default() };
    for f in ir::module::functions(module) {
        if f.is_declaration() {
            continue;
        }
        out.alive.insert(f.name());
        if helper_candidate(f, library) {
            let users = f.users().into_iter().map(|u| {
                if u.is_instruction() {
                    u.parent_function().map(|p| p.name())
                } else {
                    None
                }
            });
            out.users.insert(f.name(), users.collect());
        }
    }
    out
}

/// The helpers with exactly one user in the whole program, from every partition's report: a
/// function defined in several partitions (a local one, copied) is counted in the first that
/// still defines it, since its code is the same in each.
pub fn single_use_helpers(reports: &[HelperUses]) -> BTreeSet<String> {
    let mut count: std::collections::BTreeMap<&str, usize> = Default::default();
    for (p, r) in reports.iter().enumerate() {
        for (h, users) in &r.users {
            let n = count.entry(h.as_str()).or_insert(0);
            for u in users {
                match u {
                    Some(f) if reports[..p].iter().any(|q| q.alive.contains(f)) => {}
                    Some(_) => *n += 1,
                    None => *n += 2,
                }
            }
        }
    }
    count.into_iter().filter(|(_, n)| *n == 1).map(|(h, _)| h.to_string()).collect()
}

/// `InlineSingleCallHelpers` on a partition with the whole program's answer: the helpers in
/// `single` (one call site in the whole program) whose call is the last real call of its
/// caller become `alwaysinline`, as the pass marks them on the whole program. Whether it marked
/// any.
pub fn mark_single_call_helpers(module: &Module<'_>, library: &BTreeSet<String>, single: &BTreeSet<String>) -> bool {
    let idx = AttrIndex::Function;
    let mut by_caller: Vec<(Value<'_>, Vec<Value<'_>>)> = Vec::new();
    for f in ir::module::functions(module) {
        if !helper_candidate(f, library) || !single.contains(&f.name()) {
            continue;
        }
        let [user] = f.users()[..] else { continue };
        if !user.is_call() || user.called_value() != Some(f) || user.parent_function() == Some(f) {
            continue;
        }
        if user.call_site_enum_attribute(idx, "noinline").is_some() {
            continue;
        }
        let Some(caller) = user.parent_function() else { continue };
        match by_caller.iter_mut().find(|(c, _)| *c == caller) {
            Some((_, hs)) => hs.push(f),
            None => by_caller.push((caller, vec![f])),
        }
    }
    let real_call = |call: Value<'_>| match call.called_value() {
        None => true,
        Some(callee) => !callee.is_inline_asm() && (!callee.is_function() || !callee.name().starts_with("llvm.")),
    };
    let mut changed = false;
    for (caller, helpers) in by_caller {
        let all_inlined = caller.instructions().into_iter().all(|i| {
            !i.is_call() && !i.is_invoke() || !real_call(i) || helpers.iter().any(|h| i.called_value() == Some(*h))
        });
        if !all_inlined {
            continue;
        }
        for h in helpers {
            h.remove_enum_attribute(idx, "noinline");
            h.add_enum_attribute(idx, "alwaysinline", 0);
            changed = true;
        }
    }
    changed
}

/// Calls `ended(index)` when dropped: see [`run_partitions`].
struct Ended<'a, F: Fn(usize)>(&'a F, usize);

impl<F: Fn(usize)> Drop for Ended<'_, F> {
    fn drop(&mut self) {
        (self.0)(self.1)
    }
}

/// The partitions' PTX as one module.
pub fn join(texts: &[String]) -> Result<Vec<u8>, CompileError> {
    let parts: Vec<Part<'_>> = texts.iter().map(|t| Part { ptx: t, banner: None, hide_functions: false }).collect();
    crate::back::ptx_join::join(&parts, 0).map(String::into_bytes)
}

/// The program's bitcode read into `ctx` as partition `part`.
fn read_partition<'c>(
    ctx: &'c Context,
    bitcode: &[u8],
    part: &Partition,
    opts: &Options,
) -> Result<Module<'c>, CompileError> {
    let module = ir::bitcode::read_whole(ctx, bitcode, "partition").map_err(|e| {
        CompileError::Codegen(
            format!(
                "re-reading a partition of the program: {}",
                e.as_deref().unwrap_or("LLVM's bitcode reader failed").trim()
            )
            .into(),
        )
    })?;
    // Membership by the names the plan saw, before the renaming changes local ones.
    let members: HashSet<Value<'_>> =
        ir::module::functions(&module).into_iter().filter(|f| part.functions.contains(&f.name())).collect();
    assign_valid_names(&module);
    restrict(&module, part, &members);
    if cfg!(debug_assertions) || opts.verify_each {
        module.verify().map_err(|e| CompileError::Verify {
            stage: "split (partition)".into(),
            message: e.to_string().trim().to_string(),
        })?;
    }
    Ok(module)
}

/// Before code generation of a partition: the variables it borrowed from the first partition
/// (`available_externally`) become declarations (`.extern`).
pub fn declare_borrowed_variables(module: &Module<'_>) {
    for g in ir::module::globals(module) {
        if g.linkage() == Some(Linkage::AvailableExternally) {
            g.remove_initializer();
            g.set_linkage(Linkage::External);
        }
    }
}

fn is_defined(f: Value<'_>) -> bool {
    !f.is_declaration()
}

/// Local to the program: compiled wherever it is used.
fn is_local(v: Value<'_>) -> bool {
    matches!(v.linkage(), Some(Linkage::Internal | Linkage::Private | Linkage::AvailableExternally))
}

/// The functions and global variables `v` refers to, through constant expressions and
/// aggregates, in depth-first operand order (an explicit stack: constants nest as deep as the
/// input does).
fn referenced_globals<'c>(
    v: Value<'c>,
    seen: &mut HashSet<Value<'c>>,
    functions: &mut Vec<Value<'c>>,
    variables: &mut Vec<Value<'c>>,
) {
    let mut stack = vec![(v.operands(), 0usize)];
    while let Some((ops, next)) = stack.last_mut() {
        let Some(&op) = ops.get(*next) else {
            stack.pop();
            continue;
        };
        *next += 1;
        if op.is_function() {
            functions.push(op);
        } else if op.is_global_variable() {
            variables.push(op);
        } else if op.is_constant() && !op.is_global_value() && seen.insert(op) {
            stack.push((op.operands(), 0));
        }
    }
}

/// The functions `v` refers to, through constant expressions and aggregates.
fn referenced_functions<'c>(v: Value<'c>, seen: &mut HashSet<Value<'c>>, out: &mut Vec<Value<'c>>) {
    referenced_globals(v, seen, out, &mut Vec::new());
}

/// An internal `.shared` variable: defined in each partition that uses it.
fn is_shared_copy(g: Value<'_>) -> bool {
    g.ty().pointer_address_space() == Some(address_space::SHARED) && is_local(g)
}

/// The partitions of `module` for `threads` threads, or `None` when it is compiled on one.
pub fn plan(module: &Module<'_>, threads: usize) -> Option<Vec<Partition>> {
    plan_with(module, threads, false)
}

/// The partitions of `module` for `threads` threads when it can be split before `optimize`
/// (`None` otherwise): as [`plan`], and the partitions share nothing, so that LLVM's optimizer,
/// whose module passes (inlining, IPO, dead-global elimination) look across functions, sees in
/// each partition all it would see of those functions in the whole program. Every defined
/// function is in one partition, and so is everything it refers to; every global variable is
/// used by the code of at most one partition, which defines it (unused ones: the first), and
/// no variable's initializer refers to another global. (Programs of independent kernels, as
/// numba and most DSLs write them, are like this; clang's CUDA, whose kernels share `inline`
/// device functions, is split after linking instead.)
pub fn plan_before_optimize(module: &Module<'_>, threads: usize) -> Option<Vec<Partition>> {
    plan_with(module, threads, true)
}

/// Whether something in `module` (with its `globals`) keeps it whole: module inline assembly,
/// debug info, annotations, aliases, ifuncs, LLVM's special variables, available_externally
/// variables.
fn kept_whole(module: &Module<'_>, globals: &[Value<'_>]) -> bool {
    !ir::module::inline_asm(module).is_empty()
        || !ir::metadata::named_metadata_operands(module, "llvm.dbg.cu").is_empty()
        || !ir::metadata::named_metadata_operands(module, "nvvm.annotations").is_empty()
        || !ir::module::aliases(module).is_empty()
        || ir::module::has_ifuncs(module)
        // llvm.used, llvm.compiler.used, llvm.global.annotations, …: LLVM's special variables.
        || globals.iter().any(|g| g.name().starts_with("llvm."))
        || globals.iter().any(|g| g.linkage() == Some(Linkage::AvailableExternally))
}

/// Per defined function: its instruction count, the defined functions it refers to (indices in
/// `defined`, sorted) and the global variables it uses.
fn function_references<'c>(
    defined: &[Value<'c>],
    index: &HashMap<Value<'c>, usize>,
) -> (Vec<usize>, Vec<Vec<usize>>, Vec<Vec<Value<'c>>>) {
    let mut size = vec![0usize; defined.len()];
    let mut refs: Vec<Vec<usize>> = vec![Vec::new(); defined.len()];
    let mut variables_used: Vec<Vec<Value<'_>>> = vec![Vec::new(); defined.len()];
    for (i, f) in defined.iter().enumerate() {
        let mut seen = HashSet::new();
        let mut found = Vec::new();
        let mut vars = Vec::new();
        for inst in f.instructions() {
            size[i] += 1;
            referenced_globals(inst, &mut seen, &mut found, &mut vars);
        }
        let mut r: Vec<usize> = found.iter().filter_map(|f| index.get(f).copied()).collect();
        r.sort_unstable();
        r.dedup();
        refs[i] = r;
        variables_used[i] = vars;
    }
    (size, refs, variables_used)
}

/// The defined functions (indices) that the global variables' initializers refer to.
fn initializer_functions<'c>(globals: &[Value<'c>], index: &HashMap<Value<'c>, usize>) -> Vec<usize> {
    let mut from_variables = Vec::new();
    for g in globals {
        if let Some(init) = g.initializer() {
            let mut found = Vec::new();
            if init.is_function() {
                found.push(init);
            } else {
                referenced_functions(init, &mut HashSet::new(), &mut found);
            }
            from_variables.extend(found.iter().filter_map(|f| index.get(f).copied()));
        }
    }
    from_variables
}

/// One group per kernel, with the externally visible (not `local`) functions it reaches first
/// through `refs`; and each function's group, if any.
fn kernel_groups(kernel: &[bool], local: &[bool], refs: &[Vec<usize>]) -> (Vec<Option<usize>>, Vec<Vec<usize>>) {
    let n = kernel.len();
    let mut owner: Vec<Option<usize>> = vec![None; n];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for k in (0..n).filter(|&i| kernel[i]) {
        let g = groups.len();
        groups.push(vec![k]);
        owner[k] = Some(g);
        let mut stack = vec![k];
        let mut seen = HashSet::from([k]);
        while let Some(f) = stack.pop() {
            for &c in &refs[f] {
                if seen.insert(c) {
                    if !local[c] && owner[c].is_none() {
                        owner[c] = Some(g);
                        groups[g].push(c);
                    }
                    stack.push(c);
                }
            }
        }
    }
    (owner, groups)
}

/// The internal variables the other partitions (after the first) use: the first keeps them for
/// them.
fn kept_variables(members: &[BTreeSet<usize>], variables_used: &[Vec<Value<'_>>]) -> BTreeSet<String> {
    let mut keep = BTreeSet::new();
    for set in members.iter().skip(1) {
        for &f in set {
            for &g in &variables_used[f] {
                if is_local(g) && !is_shared_copy(g) && g.initializer().is_some() {
                    keep.insert(g.name());
                }
            }
        }
    }
    keep
}

fn plan_with(module: &Module<'_>, threads: usize, before_optimize: bool) -> Option<Vec<Partition>> {
    let globals = ir::module::globals(module);
    if kept_whole(module, &globals) {
        return None;
    }
    let all = ir::module::functions(module);
    let defined: Vec<Value<'_>> = all.iter().copied().filter(|f| is_defined(*f)).collect();
    let index: HashMap<Value<'_>, usize> = defined.iter().enumerate().map(|(i, f)| (*f, i)).collect();
    let names: Vec<String> = defined.iter().map(|f| f.name()).collect();
    // Partitions name their functions; names that are not UTF-8 could collide as `String`s.
    let distinct: HashSet<&String> = names.iter().collect();
    if names.iter().any(String::is_empty)
        || distinct.len() != names.len()
        || globals.iter().any(|g| g.name().is_empty())
    {
        return None;
    }
    let kernel: Vec<bool> = defined.iter().map(|f| f.is_kernel()).collect();
    // Compiled in every partition that reaches it: internal functions, and those the post-link
    // pipeline inlines wherever they are called.
    let visible: Vec<bool> = defined.iter().map(|f| !is_local(*f)).collect();
    let local: Vec<bool> =
        defined.iter().map(|f| is_local(*f) || f.has_enum_attribute(AttrIndex::Function, "alwaysinline")).collect();
    if kernel.iter().filter(|k| **k).count() < 2 {
        return None;
    }
    let (size, refs, variables_used) = function_references(&defined, &index);
    // Functions that global variables' initializers refer to are defined with the variables.
    let from_variables = initializer_functions(&globals, &index);
    // A kernel whose address is taken (dynamic parallelism, a table) stays with its users.
    if refs.iter().flatten().chain(from_variables.iter()).any(|&j| kernel[j]) {
        return None;
    }

    // Groups: one per kernel; the externally visible functions go to the first kernel that
    // reaches them; what no kernel reaches, and what the variables refer to, to group 0's
    // partition (the `pinned` group).
    let n = defined.len();
    let (owner, groups) = kernel_groups(&kernel, &local, &refs);
    // A group defines its roots and the local functions they reach.
    let closure = |roots: &[usize]| -> BTreeSet<usize> {
        let mut set: BTreeSet<usize> = roots.iter().copied().collect();
        let mut stack: Vec<usize> = roots.to_vec();
        while let Some(f) = stack.pop() {
            for &c in &refs[f] {
                if local[c] && set.insert(c) {
                    stack.push(c);
                }
            }
        }
        set
    };
    let closures: Vec<BTreeSet<usize>> = groups.iter().map(|g| closure(g)).collect();
    let reached: HashSet<usize> = closures.iter().flatten().copied().collect();
    let mut pinned: Vec<usize> = (0..n).filter(|&i| visible[i] && !reached.contains(&i)).collect();
    pinned.extend(from_variables.iter().copied().filter(|&i| local[i] || owner[i].is_none()));
    let pinned_closure = closure(&pinned);
    let cost = |set: &BTreeSet<usize>| set.iter().map(|&i| size[i]).sum::<usize>();

    let bins = threads.min(groups.len());
    let mut load = vec![0usize; bins];
    let mut members: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); bins];
    load[0] = cost(&pinned_closure);
    members[0].extend(pinned_closure.iter().copied());
    let mut order: Vec<usize> = (0..groups.len()).collect();
    order.sort_by_key(|&g| (std::cmp::Reverse(cost(&closures[g])), g));
    for g in order {
        let b = (0..bins).min_by_key(|&b| (load[b], b)).expect("at least one bin");
        load[b] += cost(&closures[g]);
        members[b].extend(closures[g].iter().copied());
    }
    if !shared_variables_stay_whole(&globals, &index, &kernel, &members) {
        return None;
    }
    // LLVM raises the `.param` alignment of a local function's aggregate parameters and return
    // value to 16 when its address is not taken (`getFunctionParamOptimizedAlign`), at the
    // definition and at its direct calls. A local function whose address the program takes, copied
    // into a partition that does not take it, would get the raised alignment there: the join kept
    // one definition (align 4) while another partition's calls passed `.align 16` arguments
    // (ptxas: "Alignment of argument does not match formal parameter"). Such a program stays whole.
    for (i, f) in defined.iter().enumerate() {
        if local[i] && address_taken(*f) && members.iter().filter(|set| set.contains(&i)).count() > 1 {
            return None;
        }
    }
    if before_optimize {
        return disjoint(&globals, &names, &refs, &variables_used, &members, !from_variables.is_empty());
    }
    let mut keep = kept_variables(&members, &variables_used);
    Some(
        members
            .into_iter()
            .enumerate()
            .map(|(b, set)| Partition {
                functions: set.into_iter().map(|i| names[i].clone()).collect(),
                variables: b == 0,
                keep: if b == 0 { std::mem::take(&mut keep) } else { BTreeSet::new() },
                own: None,
            })
            .collect(),
    )
}

/// [`plan_before_optimize`]'s partitions from [`plan`]'s `members`, when they share nothing.
fn disjoint(
    globals: &[Value<'_>],
    names: &[String],
    refs: &[Vec<usize>],
    variables_used: &[Vec<Value<'_>>],
    members: &[BTreeSet<usize>],
    initializers_refer: bool,
) -> Option<Vec<Partition>> {
    let mut home = vec![None; names.len()];
    for (b, set) in members.iter().enumerate() {
        for &f in set {
            if home[f].replace(b).is_some() || refs[f].iter().any(|c| !set.contains(c)) {
                return None;
            }
        }
    }
    let mut owner: HashMap<Value<'_>, usize> = HashMap::new();
    for (f, vars) in variables_used.iter().enumerate() {
        let Some(b) = home[f] else { continue };
        for &g in vars {
            if *owner.entry(g).or_insert(b) != b {
                return None;
            }
        }
    }
    let mut own = vec![BTreeSet::new(); members.len()];
    for &g in globals {
        if initializers_refer
            || g.initializer().is_some_and(|init| {
                let (mut functions, mut variables) = (Vec::new(), Vec::new());
                referenced_globals(init, &mut HashSet::new(), &mut functions, &mut variables);
                init.is_global_value() || !functions.is_empty() || !variables.is_empty()
            })
        {
            return None;
        }
        own[owner.get(&g).copied().unwrap_or(0)].insert(g.name());
    }
    Some(
        members
            .iter()
            .zip(own)
            .map(|(set, own)| Partition {
                functions: set.iter().map(|&i| names[i].clone()).collect(),
                variables: false,
                keep: BTreeSet::new(),
                own: Some(own),
            })
            .collect(),
    )
}

/// Whether `f` is used other than as the callee of a call (a function pointer, a table entry).
fn address_taken(f: Value<'_>) -> bool {
    f.users().into_iter().any(|user| {
        let call = user.is_call() || user.is_invoke();
        !call || user.called_value() != Some(f)
    })
}

/// The defined functions whose instructions use `v` (through constant expressions), as NVPTX's
/// `usedInOneFunc` counts them; `false` when a global variable's initializer refers to it.
fn user_functions<'c>(
    v: Value<'c>,
    index: &HashMap<Value<'c>, usize>,
    seen: &mut HashSet<Value<'c>>,
    out: &mut BTreeSet<usize>,
) -> bool {
    // An explicit stack: constant expressions nest as deep as the input does.
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        for user in v.users() {
            if user.is_instruction() {
                if let Some(&i) = user.parent_function().and_then(|f| index.get(&f)) {
                    out.insert(i);
                }
            } else if user.is_global_value() {
                return false;
            } else if seen.insert(user) {
                // A constant expression (each visited once: they form a DAG).
                stack.push(user);
            }
        }
    }
    true
}

/// Whether every internal `.shared` variable keeps its one-thread scope in every partition.
/// LLVM's PTX printer moves ("demotes") an internal shared variable that one function uses into
/// that function. A variable that several functions use stays at module scope when the program is
/// compiled whole, but a partition that holds only one of its users would demote it there, and
/// that function's copy (a helper duplicated into several partitions, or an externally visible
/// function that another partition's kernel calls) would then use another variable than the
/// module-scope one the other users see (measured: a kernel storing to `s` and a helper reading
/// it, 256 bytes of shared memory instead of 128). Harmless when every user is a kernel: a kernel
/// is never called (its address is not taken, checked above), so one launch sees one copy.
fn shared_variables_stay_whole<'c>(
    globals: &[Value<'c>],
    index: &HashMap<Value<'c>, usize>,
    kernel: &[bool],
    members: &[BTreeSet<usize>],
) -> bool {
    for &g in globals {
        if !is_shared_copy(g) {
            continue;
        }
        let mut users = BTreeSet::new();
        if !user_functions(g, index, &mut HashSet::new(), &mut users) {
            return false;
        }
        if users.len() < 2 || users.iter().all(|&f| kernel[f]) {
            continue;
        }
        if members.iter().any(|set| set.intersection(&users).count() == 1) {
            return false;
        }
    }
    true
}

/// NVPTX's `nvptx-assign-valid-global-names` pass, done before the split: LLVM renames only
/// symbols with local linkage (`.str` becomes `_$_str`), so a local variable that one partition
/// defines and another declares (external, hence not renamed) would get two names. Same rule
/// (every character but `[A-Za-z0-9_$]` becomes `_$_`), same order (variables, then functions)
/// and the same uniquing by LLVM as that pass, so the names are those one thread gives.
fn assign_valid_names(module: &Module<'_>) {
    for v in ir::module::globals(module).into_iter().chain(ir::module::functions(module)) {
        if !matches!(v.linkage(), Some(Linkage::Internal | Linkage::Private)) {
            continue;
        }
        let old = v.name();
        let clean: String = old
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '$' { c.to_string() } else { "_$_".to_string() })
            .collect();
        if clean != old {
            v.set_name(&clean);
        }
    }
}

/// What a definition turned declaration needs: external linkage, no comdat.
fn declaration_linkage(v: Value<'_>) {
    v.set_linkage(Linkage::External);
    v.clear_comdat();
}

/// Turns the program (re-read in a thread's context) into one partition: what it does not
/// define becomes a declaration (`members`: the functions it defines, found by the names the
/// plan saw), the variables of the first partition (or, split before `optimize`, of the others)
/// `available_externally`, and declarations it no longer uses are deleted.
fn restrict<'c>(module: &Module<'c>, part: &Partition, members: &HashSet<Value<'c>>) {
    let mut emptied = Vec::new();
    for f in ir::module::functions(module) {
        if is_defined(f) && !members.contains(&f) {
            f.delete_body();
            declaration_linkage(f);
            emptied.push(f);
        }
    }
    let (mut borrowed, mut shared_copies, mut kept) = (Vec::new(), Vec::new(), Vec::new());
    for g in ir::module::globals(module) {
        // Shared memory is allocated per block of each launch, so an internal `.shared`
        // variable is defined in every partition that uses it (and only there): LLVM demotes
        // it into the one kernel that uses it, and the join keeps one of identical copies.
        let owned = part.own.as_ref().map(|own| own.contains(&g.name()));
        if owned == Some(true) {
            continue;
        } else if is_shared_copy(g) && owned.is_none() {
            shared_copies.push(g);
        } else if part.variables {
            if part.keep.contains(&g.name()) {
                kept.push(g);
            }
        } else if g.initializer().is_some() {
            g.set_linkage(Linkage::AvailableExternally);
            g.set_visibility(Visibility::Default);
            g.clear_comdat();
            borrowed.push(g);
        }
    }
    for f in emptied {
        if !f.has_uses() {
            f.delete_function();
        }
    }
    for g in borrowed.into_iter().chain(shared_copies) {
        if !g.has_uses() {
            g.delete_global();
        }
    }
    compiler_used(module, &kept);
}

/// Puts `variables` in `llvm.compiler.used`, so that dead-global elimination keeps them (code
/// generation ignores that array).
fn compiler_used<'c>(module: &Module<'c>, variables: &[Value<'c>]) {
    let Some(first) = variables.first() else { return };
    let ptr = first.ty().pointer_in_context(address_space::GENERIC);
    let elements: Vec<Value<'c>> = variables.iter().map(|g| g.const_pointer_cast(ptr)).collect();
    let array = ir::module::add_global(module, Type::array(ptr, elements.len() as u64), "llvm.compiler.used");
    array.set_initializer(ptr.const_array(&elements));
    array.set_linkage(Linkage::Appending);
    array.set_section("llvm.metadata");
}

#[cfg(test)]
mod tests;
