//! `--emit abi`: the kernel ABI report, as JSON, computed from the module that produced the PTX
//! and from that PTX itself.
//!
//! For every kernel: its PTX entry name and, per parameter, the LLVM type, the PTX declaration
//! LLVM emitted (type, `.align`, `.ptr` space and alignment, byte-array size), size and
//! alignment, `byval`, the pointee address space when known, the integer extension (NVVM IR spec
//! 3.2.1: zeroext is assumed when neither is given) and, for aggregates, each member's offset,
//! size and type; the launch attributes from `nvvm.annotations` and the PTX directives they
//! became. For every function and global: LLVM linkage and the PTX linker directive (spec 14.1).
//! Module facts: PTX version, target, address size, the libdevice functions linked.
//!
//! Field names are stable (schema `nvvmc-abi/1`); absent facts are `null`.

use crate::middle::link::LinkReport;
use nvvmc_ir::Module;
use nvvmc_ir::{self as ir, AttrIndex, Linkage, TargetData, Type, TypeKind};
use serde::Serialize;
use std::collections::BTreeMap;

pub const SCHEMA: &str = "nvvmc-abi/1";

#[derive(Debug, Serialize)]
pub struct AbiReport {
    pub schema: &'static str,
    pub module: ModuleFacts,
    pub kernels: Vec<Kernel>,
    pub functions: Vec<Symbol>,
    pub globals: Vec<Symbol>,
}

#[derive(Debug, Serialize)]
pub struct ModuleFacts {
    pub ptx_version: Option<String>,
    pub target: Option<String>,
    pub address_size: Option<u32>,
    pub libdevice_functions: Vec<String>,
    /// Functions the program uses but does not define (`.extern .func`, for a later link).
    pub externs: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct Kernel {
    pub name: String,
    pub ptx_entry: String,
    pub params: Vec<Param>,
    pub launch: Launch,
}

#[derive(Debug, Serialize)]
pub struct Param {
    pub index: u32,
    pub ptx_name: String,
    pub llvm_type: String,
    /// The parameter's line in the PTX `.entry`, e.g. `.param .align 8 .b8 k_param_1[24]`.
    pub ptx_declaration: String,
    /// The PTX type (`.u64`, `.f32`, `.b8` for byte arrays).
    pub ptx_type: String,
    pub size: u64,
    pub align: u32,
    pub byval: bool,
    /// For pointers: the space the pointee is in, when known (`global`, `shared`, …).
    pub pointee_address_space: Option<String>,
    /// For pointers: the pointee alignment (`.ptr .align N`).
    pub ptr_align: Option<u32>,
    /// For integers narrower than 32 bits: `zeroext`, `signext`, or `zeroext (assumed)`.
    pub extension: Option<String>,
    /// For aggregates: each member's offset, size and type.
    pub members: Option<Vec<Member>>,
}

#[derive(Debug, Serialize)]
pub struct Member {
    pub index: u32,
    pub offset: u64,
    pub size: u64,
    pub llvm_type: String,
}

#[derive(Debug, Default, Serialize)]
pub struct Launch {
    pub maxntid: Option<Vec<u32>>,
    pub reqntid: Option<Vec<u32>>,
    pub minctasm: Option<u32>,
    pub maxnreg: Option<u32>,
    /// The directives between the `.entry` signature and its body, as the PTX has them.
    pub ptx_directives: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct Symbol {
    pub name: String,
    pub linkage: String,
    /// `.visible`, `.extern`, `.weak`, `.common` or `""` (none), per section 14.1.
    pub ptx_directive: String,
    pub definition: bool,
    pub address_space: Option<u32>,
}

/// One `.entry` of the PTX: its parameter lines and directives.
#[derive(Debug, Default)]
struct PtxEntry {
    params: Vec<(String, String)>,
    directives: Vec<String>,
}

fn parse_entries(ptx: &str) -> BTreeMap<String, PtxEntry> {
    let mut out = BTreeMap::new();
    let mut lines = ptx.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim();
        let Some(pos) = t.find(".entry ") else { continue };
        let rest = &t[pos + 7..];
        let name = rest.split('(').next().unwrap_or("").trim().to_string();
        let mut e = PtxEntry::default();
        if !rest.contains(')') {
            for l in lines.by_ref() {
                let l = l.trim().trim_end_matches(',');
                if l.starts_with(')') {
                    break;
                }
                if let Some(decl) = l.strip_prefix(".param ") {
                    let mut words: Vec<&str> = decl.split_whitespace().collect();
                    let pname = words.pop().unwrap_or("");
                    let (pname, array) = match pname.split_once('[') {
                        Some((n, a)) => (n.to_string(), format!("[{a}")),
                        None => (pname.to_string(), String::new()),
                    };
                    e.params.push((pname, format!("{}{}", words.join(" "), array)));
                }
            }
        }
        while let Some(l) = lines.peek() {
            let l = l.trim();
            if l.starts_with('{') {
                break;
            }
            if l.starts_with('.') {
                e.directives.push(l.to_string());
            } else if !l.is_empty() {
                break;
            }
            lines.next();
        }
        out.insert(name, e);
    }
    out
}

/// The value type of a `.param` declaration's words (`.u64`, `.f32`, `.b8`), skipping `.ptr`,
/// `.align N` and state spaces.
fn ptx_value_type(words: &[&str]) -> String {
    words
        .iter()
        .find(|w| w.starts_with('.') && !matches!(**w, ".ptr" | ".align" | ".global" | ".shared" | ".const" | ".local"))
        .map(|w| w.split('[').next().unwrap_or(w).to_string())
        .unwrap_or_default()
}

fn header_value<'a>(ptx: &'a str, key: &str) -> Option<&'a str> {
    ptx.lines().find_map(|l| l.trim().strip_prefix(key)).map(str::trim)
}

/// A type as the report shows it: a named struct by its name (`%T`), anything else as LLVM
/// prints it.
fn type_string(t: Type<'_>) -> String {
    match t.struct_name() {
        Some(name) => format!("%{name}"),
        None => t.print(),
    }
}

fn space_name(s: u32) -> String {
    use ir::address_space::*;
    match s {
        GENERIC => "generic",
        GLOBAL => "global",
        SHARED => "shared",
        CONSTANT => "const",
        LOCAL => "local",
        PARAM => "param",
        _ => "other",
    }
    .to_string()
}

fn linkage_name(l: Linkage) -> &'static str {
    match l {
        Linkage::External => "external",
        Linkage::AvailableExternally => "available_externally",
        Linkage::LinkOnceAny => "linkonce",
        Linkage::LinkOnceODR => "linkonce_odr",
        Linkage::WeakAny => "weak",
        Linkage::WeakODR => "weak_odr",
        Linkage::Appending => "appending",
        Linkage::Internal => "internal",
        Linkage::Private => "private",
        Linkage::ExternalWeak => "extern_weak",
        Linkage::Common => "common",
        _ => "other",
    }
}

/// The PTX linker directive for a linkage (NVVM IR spec section 14.1).
pub fn ptx_directive(linkage: Linkage, definition: bool) -> &'static str {
    match linkage {
        Linkage::Internal | Linkage::Private => "",
        Linkage::External | Linkage::AvailableExternally if definition => ".visible",
        Linkage::External | Linkage::ExternalWeak | Linkage::AvailableExternally => ".extern",
        Linkage::LinkOnceAny | Linkage::LinkOnceODR | Linkage::WeakAny | Linkage::WeakODR => ".weak",
        Linkage::Common => ".common",
        _ => "",
    }
}

fn numbers(s: &str) -> Vec<u32> {
    s.split(',').filter_map(|x| x.trim().parse().ok()).collect()
}

/// The report of kernel `v`'s parameter `p`, the `i`th, declared in the PTX entry as `entry`'s.
fn kernel_param(td: &TargetData, v: ir::Value<'_>, i: usize, p: ir::Value<'_>, entry: Option<&PtxEntry>) -> Param {
    let i = i as u32;
    let ty = p.ty();
    let byval = v.enum_attribute(AttrIndex::Param(i), "byval");
    let (decl_name, decl) = entry.and_then(|e| e.params.get(i as usize)).cloned().unwrap_or_default();
    let value_ty = byval.and_then(|a| a.type_value()).unwrap_or(ty);
    let (size, abi_align) = (td.abi_size(value_ty), td.abi_alignment(value_ty));
    let words: Vec<&str> = decl.split_whitespace().collect();
    let ptx_align =
        words.iter().position(|w| *w == ".align").and_then(|k| words.get(k + 1)).and_then(|n| n.parse().ok());
    let is_ptr = words.contains(&".ptr");
    let ptx_type = ptx_value_type(&words);
    let (pointee_address_space, ptr_align) = if let (Some(s), None) = (ty.pointer_address_space(), byval) {
        // NVVM semantics: a kernel's generic pointer parameter points to global memory.
        let space = if s == ir::address_space::GENERIC { ir::address_space::GLOBAL } else { s };
        let pa = if is_ptr {
            words
                .iter()
                .skip_while(|w| **w != ".ptr")
                .position(|w| *w == ".align")
                .and_then(|k| words.iter().skip_while(|w| **w != ".ptr").nth(k + 1))
                .and_then(|n| n.parse().ok())
        } else {
            None
        };
        (Some(space_name(space)), pa)
    } else {
        (None, None)
    };
    let extension = if ty.int_width().is_some_and(|w| w < 32) {
        let assumed = v
            .string_attribute(AttrIndex::Function, nvvmc_passes::narrow_int_ext::ASSUMED_ATTR)
            .is_some_and(|l| l.split(',').any(|x| x == (i + 1).to_string()));
        Some(if v.has_enum_attribute(AttrIndex::Param(i), "signext") {
            "signext".to_string()
        } else if v.has_enum_attribute(AttrIndex::Param(i), "zeroext") && !assumed {
            "zeroext".to_string()
        } else {
            "zeroext (assumed)".to_string()
        })
    } else {
        None
    };
    let members = (value_ty.kind() == TypeKind::Struct).then(|| {
        (0u32..)
            .zip(value_ty.struct_elements())
            .map(|(m, mt)| Member {
                index: m,
                offset: td.offset_of_element(value_ty, m),
                size: td.abi_size(mt),
                llvm_type: type_string(mt),
            })
            .collect()
    });
    let align = if is_ptr { abi_align } else { ptx_align.unwrap_or(abi_align) };
    let ptx_declaration = match decl.split_once('[') {
        Some((head, array)) => format!(".param {} {decl_name}[{array}", head.trim()),
        None => format!(".param {decl} {decl_name}"),
    };
    Param {
        index: i,
        ptx_name: decl_name,
        llvm_type: type_string(ty),
        ptx_declaration,
        ptx_type,
        size,
        align,
        byval: byval.is_some(),
        pointee_address_space,
        ptr_align,
        extension,
        members,
    }
}

/// Kernel `v`'s launch bounds, from its attributes and its PTX entry's directives.
fn kernel_launch(v: ir::Value<'_>, entry: Option<&PtxEntry>) -> Launch {
    Launch {
        maxntid: v.string_attribute(AttrIndex::Function, "nvvm.maxntid").map(|s| numbers(&s)),
        reqntid: v.string_attribute(AttrIndex::Function, "nvvm.reqntid").map(|s| numbers(&s)),
        minctasm: v.string_attribute(AttrIndex::Function, "nvvm.minctasm").and_then(|s| s.trim().parse().ok()),
        maxnreg: v.string_attribute(AttrIndex::Function, "nvvm.maxnreg").and_then(|s| s.trim().parse().ok()),
        ptx_directives: entry.map(|e| e.directives.clone()).unwrap_or_default(),
    }
}

/// Builds the report for `module`, whose PTX is `ptx`.
pub fn report(module: &Module<'_>, ptx: &str, link: &LinkReport) -> AbiReport {
    let entries = parse_entries(ptx);
    let td = TargetData::of_module(module);
    let mut kernels = Vec::new();
    let mut functions = Vec::new();
    for f in module.functions().into_iter() {
        let v = f;
        let name = f.name();
        let definition = f.block_count() > 0;
        let is_kernel = v.is_kernel();
        if name.starts_with("llvm.") {
            continue;
        }
        let linkage = v.linkage().expect("a function has a linkage");
        functions.push(Symbol {
            name: name.clone(),
            linkage: linkage_name(linkage).into(),
            ptx_directive: ptx_directive(linkage, definition).into(),
            definition,
            address_space: None,
        });
        if !is_kernel || !definition {
            continue;
        }
        let ptx_entry = name.replace('.', "_$_");
        let entry = entries.get(&ptx_entry);
        let params = (f.params().into_iter().enumerate()).map(|(i, p)| kernel_param(&td, v, i, p, entry)).collect();
        let launch = kernel_launch(v, entry);
        kernels.push(Kernel { name, ptx_entry, params, launch });
    }
    let globals = module
        .globals()
        .into_iter()
        .filter(|g| !g.name().starts_with("llvm."))
        .map(|g| {
            let v = g;
            let linkage = v.linkage().expect("a global variable has a linkage");
            let definition = !v.is_declaration();
            Symbol {
                name: g.name(),
                linkage: linkage_name(linkage).into(),
                ptx_directive: ptx_directive(linkage, definition).into(),
                definition,
                address_space: v.ty().pointer_address_space(),
            }
        })
        .collect();
    AbiReport {
        schema: SCHEMA,
        module: ModuleFacts {
            ptx_version: header_value(ptx, ".version").map(str::to_string),
            target: header_value(ptx, ".target").map(str::to_string),
            address_size: header_value(ptx, ".address_size").and_then(|s| s.parse().ok()),
            libdevice_functions: link.functions.iter().filter(|n| n.starts_with("__nv_")).cloned().collect(),
            externs: link.externs.iter().cloned().collect(),
        },
        kernels,
        functions,
        globals,
    }
}

impl AbiReport {
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("the report serializes");
        s.push('\n');
        s
    }
}
