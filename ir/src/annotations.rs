//! The one model of `!nvvm.annotations`, NVVM's global property annotations (spec §11).
//!
//! An entry is a node `!{<global>, !"key", value, !"key", value, ...}` listed in the named
//! metadata `!nvvm.annotations`. This module knows the keys (the spec's, LLVM 22's extensions, and
//! the 16 that LLVM's `UpgradeNVVMAnnotations` turns into the `ptx_kernel` calling convention and
//! function attributes when it reads a module), decodes `<align>` values, names the launch-bound
//! attributes those keys become, and walks the entries of a list through LLVM's C API
//! ([`entries`]), on a parsed module or on a lazily loaded bitcode module
//! ([`with_lazy_bitcode`]), where the list is still as written.
//!
//! Everything here reads; nothing changes a module.

use super::metadata::{named_metadata_operands, Metadata, MetadataKind};
use super::{CallConv, Message, Value};
use crate::context::Context;
use crate::context_ref::AsContextRef;
use crate::module::Module;
use llvm_sys::core as llc;
use std::ffi::{c_char, CString};

/// The named metadata that lists the entries.
pub const LIST: &str = "nvvm.annotations";

/// The keys `UpgradeNVVMAnnotations` turns into attributes (compared after unescaping, exact case).
pub const UPGRADED_KEYS: [&str; 16] = [
    "kernel",
    "align",
    "maxclusterrank",
    "cluster_max_blocks",
    "minctasm",
    "maxnreg",
    "maxntidx",
    "maxntidy",
    "maxntidz",
    "reqntidx",
    "reqntidy",
    "reqntidz",
    "cluster_dim_x",
    "cluster_dim_y",
    "cluster_dim_z",
    "grid_constant",
];

/// Whether LLVM 22 turns `key` into an attribute when it reads a module.
pub fn is_upgraded(key: &str) -> bool {
    UPGRADED_KEYS.contains(&key)
}

/// What a property annotates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entity {
    Function,
    Variable,
}

/// The properties the NVVM IR spec defines, and what they annotate.
pub fn spec_property(key: &str) -> Option<Entity> {
    Some(match key {
        "maxntidx" | "maxntidy" | "maxntidz" | "reqntidx" | "reqntidy" | "reqntidz" | "minctasm" | "kernel"
        | "align" => Entity::Function,
        "texture" | "surface" | "managed" => Entity::Variable,
        _ => return None,
    })
}

/// The properties LLVM 22 understands beyond the spec.
pub fn is_llvm_extension(key: &str) -> bool {
    matches!(
        key,
        "maxnreg"
            | "cluster_dim_x"
            | "cluster_dim_y"
            | "cluster_dim_z"
            | "maxclusterrank"
            | "cluster_max_blocks"
            | "grid_constant"
    )
}

/// One `<align>` value (the `align` property, and each `!callalign` field): bits 16..31 name the
/// position (0 the return value, 1 the first parameter), the low 16 bits give the alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AlignField {
    pub index: u64,
    pub align: u64,
}

impl AlignField {
    pub fn decode(v: u64) -> Self {
        AlignField { index: v >> 16, align: v & 0xFFFF }
    }
}

/// Whether `f` is a kernel (the `ptx_kernel` calling convention: LLVM 22's form of the `kernel`
/// property).
pub fn is_kernel(f: Value<'_>) -> bool {
    f.is_kernel()
}

impl Value<'_> {
    /// Whether the value is a kernel function ([`is_kernel`]).
    pub fn is_kernel(self) -> bool {
        self.is_function() && self.call_conv() == CallConv::PtxKernel
    }
}

/// The function attributes the launch-bound properties become, with the property they come from:
/// `maxntid{x,y,z}` -> `"nvvm.maxntid"="x,y,z"`, and so on.
pub const MAXNTID: &str = "nvvm.maxntid";
pub const REQNTID: &str = "nvvm.reqntid";
pub const MINCTASM: &str = "nvvm.minctasm";
pub const MAXNREG: &str = "nvvm.maxnreg";
pub const CLUSTER_DIM: &str = "nvvm.cluster_dim";
pub const MAXCLUSTERRANK: &str = "nvvm.maxclusterrank";

/// The spec's launch bounds, as attributes (attribute, property name).
pub const SPEC_LAUNCH_ATTRIBUTES: [(&str, &str); 3] =
    [(MAXNTID, "maxntid"), (REQNTID, "reqntid"), (MINCTASM, "minctasm")];
/// LLVM 22's launch properties beyond the spec, as attributes.
pub const EXTENSION_LAUNCH_ATTRIBUTES: [(&str, &str); 3] =
    [(MAXNREG, "maxnreg"), (CLUSTER_DIM, "cluster_dim"), (MAXCLUSTERRANK, "maxclusterrank")];
/// The launch-bound attributes that take up to three dimensions (`"x,y,z"`).
pub const DIMENSIONED_ATTRIBUTES: [&str; 2] = [MAXNTID, REQNTID];

/// The value of the launch attribute `attr` (e.g. [`MAXNTID`]) on `f`, if it has it.
pub fn launch_attribute(f: Value<'_>, attr: &str) -> Option<String> {
    f.string_attribute(crate::AttrIndex::Function, attr)
}

// ------------------------------------------------------------------------------------------------
// Entries as LLVM holds them.

/// What `@name` in operand 0 refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A function defined or declared in the module, with its parameter count.
    Function { params: Option<usize> },
    /// A global that is not a function: "a global variable", "an alias", "an ifunc".
    NotFunction(&'static str),
    /// Nothing of that name is defined in the module.
    Undefined,
}

/// What a metadata node operand refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NodeKind {
    /// A plain tuple `!{...}` (uniqued or distinct) and its operands.
    Tuple(Vec<Operand>),
    /// Any other node (`!DIExpression(...)`, ...), described for messages.
    NotTuple(String),
    /// A node number with no definition (LLVM reports that itself).
    Undefined,
    /// `!{}` or `!{null}`, which LLVM's C API cannot tell apart (it hands both back as `!{}`).
    EmptyOrNull,
}

/// The classification of one operand of an entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Op {
    Null,
    /// `!"..."`, unescaped.
    MdString(Vec<u8>),
    /// `iN <literal>` with 1 <= N <= 64; `value` is the literal truncated to N bits, zero-extended.
    Int {
        bits: u32,
        value: u64,
    },
    /// `<pointer type> @name`.
    Global {
        name: String,
        target: Target,
    },
    /// A metadata node. `self_ref`: it is the entry itself.
    Node {
        kind: NodeKind,
        self_ref: bool,
    },
    /// Anything else (a constant expression, a float, `undef`, an integer wider than 64 bits, ...).
    Other,
}

/// One operand: its classification and how to show it in a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operand {
    pub op: Op,
    pub src: String,
}

impl Operand {
    /// The key text of a metadata string operand.
    pub fn key(&self) -> Option<String> {
        match &self.op {
            Op::MdString(k) => Some(String::from_utf8_lossy(k).into_owned()),
            _ => None,
        }
    }
}

/// One entry of the list: its operands when it is a plain tuple.
pub struct Entry<'ctx> {
    node: Value<'ctx>,
    /// The operands as LLVM's C API returns them (None for a `null` operand), parallel to
    /// `shape`'s operands.
    handles: Vec<Option<Value<'ctx>>>,
    /// The classified operands, or what the list operand is instead of a plain tuple.
    pub shape: Result<Vec<Operand>, String>,
}

impl<'ctx> Entry<'ctx> {
    /// The operands, or an empty slice when the entry is not a plain tuple.
    pub fn operands(&self) -> &[Operand] {
        self.shape.as_deref().unwrap_or(&[])
    }

    /// The LLVM value of operand `i` (None for a `null` operand or one out of range).
    pub fn handle(&self, i: usize) -> Option<Value<'ctx>> {
        self.handles.get(i).copied().flatten()
    }

    /// The annotated global (operand 0) when it is one: its name.
    pub fn global_name(&self) -> Option<&str> {
        match &self.operands().first()?.op {
            Op::Global { name, .. } => Some(name),
            _ => None,
        }
    }

    /// The (key, value index) pairs whose key is a metadata string, in order.
    pub fn properties(&self) -> impl Iterator<Item = (String, usize)> + '_ {
        let ops = self.operands();
        (1..ops.len())
            .step_by(2)
            .filter(move |&j| j + 1 < ops.len())
            .filter_map(move |j| ops[j].key().map(|k| (k, j + 1)))
    }

    /// Whether the entry carries the property `key`.
    pub fn has(&self, key: &str) -> bool {
        self.properties().any(|(k, _)| k == key)
    }

    /// LLVM's text of the entry node, `!{...}`.
    pub fn print(&self) -> String {
        let s = self.node.print();
        // A node printed without a slot tracker reads `<0x55d0...> = !{...}`: keep the node.
        match s.strip_prefix("<0x").and_then(|r| r.split_once("> = ")) {
            Some((_, node)) => node.to_string(),
            None => s,
        }
    }
}

/// The entries of the named metadata `list` of `module`, in order (every definition of it).
pub fn entries<'ctx>(module: &Module<'ctx>, list: &str) -> Vec<Entry<'ctx>> {
    named_metadata_operands(module, list).into_iter().map(entry).collect()
}

fn entry(node: Value<'_>) -> Entry<'_> {
    let Some(handles) = tuple_operands(node) else {
        return Entry { node, handles: Vec::new(), shape: Err("a debug-info or other specialized node".into()) };
    };
    let me = node.as_metadata();
    let ops = handles.iter().map(|&h| operand(h, 0, me)).collect();
    Entry { node, handles, shape: Ok(ops) }
}

/// Reads `bytes` (bitcode) lazily into `ctx` — only the module's index, so the annotation upgrade
/// that runs when a module is materialized has not run — and gives the module to `f`. The module
/// is dropped afterwards. Errors are the reader's message (empty when it gave none: then it
/// reported through the context's diagnostic handler).
pub fn with_lazy_bitcode<R>(
    ctx: &Context,
    name: &str,
    bytes: &[u8],
    f: impl FnOnce(&Module<'_>) -> R,
) -> Result<R, String> {
    let cname = CString::new(name.replace('\0', "?")).unwrap_or_default();
    let mut module = std::ptr::null_mut();
    let mut err: *mut c_char = std::ptr::null_mut();
    // SAFETY: the buffer object reads `bytes` in place (no copy: libdevice is 470 KB) and the
    // module takes it over (also on failure, so it is not disposed here); the module, the only
    // reader of the bytes, is disposed before this function returns, while `bytes` is still
    // borrowed. `ctx` is a live context; `err` is set to null or a message for us.
    let failed = unsafe {
        let buf =
            llc::LLVMCreateMemoryBufferWithMemoryRange(bytes.as_ptr() as *const c_char, bytes.len(), cname.as_ptr(), 0);
        // The variant with an error message: the other one reports through the context and exits
        // the process on error.
        #[allow(deprecated)]
        let failed = llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext(ctx.as_ctx_ref(), buf, &mut module, &mut err);
        failed != 0 || module.is_null()
    };
    // SAFETY: `err` is null or a message LLVM allocated for the caller to dispose (once, by Message).
    let message = unsafe { Message::from_raw(err) }.to_string_lossy();
    if failed {
        return Err(message.trim().to_string());
    }
    // SAFETY: a module LLVM created in `ctx` that nothing else owns; inkwell's Module disposes it
    // (and the buffer over `bytes`) when it is dropped, here.
    let module = unsafe { Module::new(module) };
    let result = f(&module);
    drop(module);
    Ok(result)
}

/// LLVM's text of a value, shortened to 80 characters for messages.
fn short_print(v: Value<'_>) -> String {
    let s = v.print();
    if s.is_empty() {
        "<value>".to_string()
    } else if s.chars().count() > 80 {
        format!("{}...", s.chars().take(80).collect::<String>())
    } else {
        s
    }
}

/// The operands of a node given as a metadata value, or None if it is not a plain tuple.
fn tuple_operands(v: Value<'_>) -> Option<Vec<Option<Value<'_>>>> {
    if !v.is_md_node() {
        return None;
    }
    // Wrapping a node as a value turns `!{<constant>}` into the constant's metadata: that is a
    // one-operand tuple too (the C API hands back the constant as its operand).
    match v.as_metadata().kind() {
        MetadataKind::MDTuple | MetadataKind::ConstantAsMetadata => Some(v.md_node_operands()),
        _ => None,
    }
}

/// Classifies one operand. `entry` is the entry's own metadata, to spot self references; node
/// operands are resolved only at `depth` 0.
fn operand(v: Option<Value<'_>>, depth: u32, entry: Metadata<'_>) -> Operand {
    let Some(v) = v else {
        return Operand { op: Op::Null, src: "null".into() };
    };
    if let Some(s) = v.md_string() {
        let src = format!("!\"{s}\"");
        return Operand { op: Op::MdString(s.into_bytes()), src };
    }
    if v.is_constant_int() {
        let bits = v.ty().int_width().unwrap_or(0);
        if (1..=64).contains(&bits) {
            let value = v.const_int_zext().unwrap_or(0);
            return Operand { op: Op::Int { bits, value }, src: format!("i{bits} {value}") };
        }
        return Operand { op: Op::Other, src: format!("an i{bits} constant") };
    }
    if v.is_global_value() {
        let name = match v.name() {
            n if n.is_empty() => "<unnamed>".to_string(),
            n => n,
        };
        let target = if v.is_function() {
            Target::Function { params: Some(v.params().len()) }
        } else if v.is_global_variable() {
            Target::NotFunction("a global variable")
        } else if v.is_global_alias() {
            Target::NotFunction("an alias")
        } else {
            Target::NotFunction("an ifunc")
        };
        return Operand { src: format!("@{name}"), op: Op::Global { name, target } };
    }
    if v.is_md_node() {
        if depth > 0 {
            return Operand { op: Op::Other, src: "a metadata node".into() };
        }
        let md = v.as_metadata();
        let self_ref = md == entry;
        return match tuple_operands(v) {
            // Wrapping a node as a value also turns `!{null}` into `!{}`.
            Some(ops) if ops.is_empty() => {
                Operand { op: Op::Node { kind: NodeKind::EmptyOrNull, self_ref }, src: "!{}".into() }
            }
            Some(ops) => {
                let elems = ops.into_iter().map(|o| operand(o, depth + 1, entry)).collect();
                Operand { op: Op::Node { kind: NodeKind::Tuple(elems), self_ref }, src: "!{...}".into() }
            }
            None => {
                let what = if matches!(md.kind(), MetadataKind::MDString) {
                    "a string".to_string()
                } else {
                    "a debug-info or other specialized node".to_string()
                };
                Operand { op: Op::Node { kind: NodeKind::NotTuple(what), self_ref }, src: "a metadata node".into() }
            }
        };
    }
    Operand { op: Op::Other, src: short_print(v) }
}

extern "C" {
    // ir/src/cpp/nvvm_annotations.cpp
    fn nvvmc_restore_nvvm_annotations(
        module: llvm_sys::prelude::LLVMModuleRef,
        parked: *const c_char,
        upgrade: std::ffi::c_int,
    );
}

/// Gives `module` its `!nvvm.annotations` back from the named metadata `parked` (the guard's
/// parking name, in its place among the named metadata), then, with `upgrade`, runs LLVM's
/// `UpgradeNVVMAnnotations` as its parser would have (C++: LLVM-C has neither a rename of named
/// metadata nor the upgrade).
pub fn restore_parked(module: &Module<'_>, parked: &str, upgrade: bool) {
    let Ok(name) = CString::new(parked) else { return };
    // SAFETY: the module is live (borrowed for the call); the name is NUL-terminated and outlives
    // the call; the C++ function only renames named metadata and runs LLVM's upgrade on it.
    unsafe { nvvmc_restore_nvvm_annotations(module.as_mut_ptr(), name.as_ptr(), std::ffi::c_int::from(upgrade)) };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse<'c>(ctx: &'c Context, text: &str) -> Module<'c> {
        ctx.parse_ir(text.as_bytes(), "t.ll").unwrap()
    }

    #[test]
    fn align_fields_decode() {
        assert_eq!(AlignField::decode(0x0008), AlignField { index: 0, align: 8 });
        assert_eq!(AlignField::decode(0x0002_0010), AlignField { index: 2, align: 16 });
    }

    #[test]
    fn keys() {
        assert!(UPGRADED_KEYS.iter().all(|k| is_upgraded(k)));
        assert!(!is_upgraded("texture") && !is_upgraded("Kernel"));
        assert_eq!(spec_property("kernel"), Some(Entity::Function));
        assert_eq!(spec_property("managed"), Some(Entity::Variable));
        assert_eq!(spec_property("maxnreg"), None);
        assert!(is_llvm_extension("maxnreg") && !is_llvm_extension("kernel"));
        // Every upgraded key is the spec's or an LLVM extension.
        assert!(UPGRADED_KEYS.iter().all(|k| spec_property(k).is_some() || is_llvm_extension(k)));
    }

    #[test]
    fn walks_entries_as_written_in_an_unupgraded_list() {
        let ctx = Context::new();
        let m = parse(
            &ctx,
            "@g = addrspace(1) global i32 0\ndefine void @k(ptr %p, i32 %x) {\n  ret void\n}\n\
             !nvvm.annotationz = !{!0, !1, !2}\n\
             !0 = !{ptr @k, !\"kernel\", i32 1, !\"grid_constant\", !3}\n\
             !1 = !{ptr addrspace(1) @g, !\"texture\", i32 1}\n\
             !2 = !DIExpression()\n!3 = !{i32 1, i32 2}",
        );
        let es = entries(&m, "nvvm.annotationz");
        assert_eq!(es.len(), 3);
        assert_eq!(es[0].global_name(), Some("k"));
        assert!(es[0].has("kernel") && !es[1].has("kernel"));
        let props: Vec<(String, usize)> = es[0].properties().collect();
        assert_eq!(props, vec![("kernel".to_string(), 2), ("grid_constant".to_string(), 4)]);
        assert_eq!(es[0].operands()[2].op, Op::Int { bits: 32, value: 1 });
        assert!(matches!(&es[0].operands()[0].op, Op::Global { target: Target::Function { params: Some(2) }, .. }));
        match &es[0].operands()[4].op {
            Op::Node { kind: NodeKind::Tuple(elems), self_ref: false } => assert_eq!(elems.len(), 2),
            other => panic!("{other:?}"),
        }
        assert!(es[0].handle(0).is_some_and(|v| v.is_function()) && es[0].handle(9).is_none());
        assert!(matches!(&es[1].operands()[0].op, Op::Global { target: Target::NotFunction("a global variable"), .. }));
        assert!(es[2].shape.is_err());
        // The real list is empty: this one was never upgraded.
        assert!(entries(&m, LIST).is_empty());
    }

    #[test]
    fn lazy_bitcode_shows_the_list_before_the_upgrade() {
        let ctx = Context::new();
        let m = parse(&ctx, "define void @k() {\n  ret void\n}\n!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"kernel\", i32 1, !\"texture\", i32 1}");
        // Parsing text upgraded `kernel` away; the texture entry stays.
        assert!(is_kernel(m.function("k").unwrap()));
        let es = entries(&m, LIST);
        assert_eq!(es.len(), 1);
        assert!(!es[0].has("kernel") && es[0].has("texture"));
        let bc = m.to_bitcode();
        let n = with_lazy_bitcode(&Context::new(), "t.bc", bc.as_slice(), |lazy| entries(lazy, LIST).len()).unwrap();
        assert_eq!(n, 1);
        let err = with_lazy_bitcode(&Context::new(), "t.bc", &bc.as_slice()[..20], |_| ()).unwrap_err();
        assert!(!err.is_empty());
    }
}
