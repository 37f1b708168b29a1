//! The rule: which entries of `!nvvm.annotations` LLVM 22 reads safely (see the module
//! documentation of [`super`]), on the entries as the one model
//! ([`nvvmc_ir::annotations`]) classifies them.

use crate::error::InputProblem;
use nvvmc_ir::annotations::{is_upgraded, AlignField, NodeKind, Op, Operand, Target};

pub(super) const CRASH: &str = "LLVM 22 would crash on it";
const MISREAD: &str = "LLVM 22 would crash on it or misread it";
const DROPPED: &str = "LLVM 22 would silently drop the entry";
const PAST_LAST: &str = "LLVM 22 would attach the attribute past the last parameter";
pub(super) const UNPARSABLE: &str = "LLVM 22 cannot read it";

pub(super) const EXAMPLE_ENTRY: &str = "`!0 = !{ptr @kernel, !\"kernel\", i32 1}`";

/// What is wrong with one entry, why it matters and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub what: String,
    pub why: &'static str,
    pub fix: String,
}

impl Violation {
    pub(super) fn new(what: impl Into<String>, why: &'static str, fix: impl Into<String>) -> Self {
        Violation { what: what.into(), why, fix: fix.into() }
    }

    /// `malformed !nvvm.annotations entry <entry>: <what> (<why>)`, with the fix and the rule
    /// `annotation-shape`; the input and the line are the caller's to set.
    pub(super) fn problem(&self, entry: &str) -> InputProblem {
        let message = format!("malformed !nvvm.annotations entry {entry}: {} ({})", self.what, self.why);
        InputProblem::new("", message).fix(self.fix.clone()).rule(nvvmc_passes::Rule::AnnotationShape)
    }
}

fn key_text(k: &[u8]) -> String {
    String::from_utf8_lossy(k).into_owned()
}

/// Checks one entry (the operands of one node listed in `!nvvm.annotations`).
pub fn check_entry(ops: &[Operand]) -> Result<(), Violation> {
    if ops.is_empty() {
        return Err(Violation::new(
            "the node is empty",
            CRASH,
            format!("give it the annotated global and key/value pairs, e.g. {EXAMPLE_ENTRY}, or remove it from !nvvm.annotations"),
        ));
    }
    // LLVM skips (drops) an entry whose first operand is not a global before it looks further.
    let (gname, target) = match &ops[0].op {
        Op::Global { name, target } => (name.as_str(), target),
        // What an optimizer leaves when it deletes the annotated global (LLVM's D120129): the
        // entry describes nothing any more, and dropping it is right.
        Op::Null => return Ok(()),
        _ => {
            return Err(Violation::new(
                format!("its first operand `{}` is not a global written as `<pointer type> @name`", ops[0].src),
                DROPPED,
                "start the entry with the annotated function or variable itself, e.g. `ptr @kernel` \
                 (no constant expression, null, undef or metadata)",
            ))
        }
    };
    if ops.len() % 2 != 1 {
        let fix = match &ops[ops.len() - 1].op {
            Op::MdString(k) => {
                let k = key_text(k);
                format!("give the last key !\"{k}\" a value (e.g. `!\"{k}\", i32 1`) or remove the key")
            }
            _ => format!("write the global followed by complete key/value pairs, e.g. {EXAMPLE_ENTRY}"),
        };
        return Err(Violation::new(
            format!(
                "it has {} operands; an entry is a global followed by key/value pairs, so the count must be odd",
                ops.len()
            ),
            CRASH,
            fix,
        ));
    }
    for j in (1..ops.len()).step_by(2) {
        let key = match &ops[j].op {
            Op::MdString(k) => key_text(k),
            _ => {
                return Err(Violation::new(
                    format!("its key (operand {j}) `{}` is not a metadata string", ops[j].src),
                    MISREAD,
                    "write every key as a metadata string, e.g. `!\"kernel\", i32 1`",
                ))
            }
        };
        if !is_upgraded(&key) {
            continue;
        }
        let params = match target {
            Target::Function { params } => *params,
            Target::NotFunction(kind) => {
                return Err(Violation::new(
                    format!("key !\"{key}\" is attached to @{gname}, which is {kind}; LLVM applies this key to functions only"),
                    CRASH,
                    format!("attach !\"{key}\" to a function (for an alias, to the function it aliases) or remove it"),
                ))
            }
            Target::Undefined => {
                return Err(Violation::new(
                    format!("key !\"{key}\" is attached to @{gname}, which is not a function defined or declared in this module"),
                    CRASH,
                    format!("define or declare @{gname} as a function in this module, or remove the entry"),
                ))
            }
        };
        let value = &ops[j + 1];
        if key == "grid_constant" {
            check_grid_constant(gname, params, value)?;
            continue;
        }
        let Op::Int { value: v, .. } = value.op else {
            return Err(Violation::new(
                format!(
                    "the value `{}` of !\"{key}\" is not an integer constant `iN <literal>` with N <= 64",
                    value.src
                ),
                MISREAD,
                format!("write an integer, e.g. `!\"{key}\", i32 {}`", if key == "align" { "65544" } else { "1" }),
            ));
        };
        if key == "align" {
            check_align(gname, params, v)?;
        }
    }
    Ok(())
}

const ALIGN_FIX: &str = "encode the value as `(index << 16) | alignment`: index 0 is the return value, 1 the first \
                         parameter; the alignment is a power of two up to 256 (e.g. `!\"align\", i32 65544` aligns \
                         parameter 1 to 8 bytes)";

fn check_align(gname: &str, params: Option<usize>, v: u64) -> Result<(), Violation> {
    let AlignField { index, align } = AlignField::decode(v);
    if v >> 32 != 0 {
        return Err(Violation::new(
            format!("the !\"align\" value {v:#x} does not fit in 32 bits (its index would be {index:#x})"),
            MISREAD,
            ALIGN_FIX,
        ));
    }
    if align == 0 || !align.is_power_of_two() || align > 256 {
        return Err(Violation::new(
            format!("the alignment {align} in the !\"align\" value {v:#x} is not a power of two up to 256"),
            MISREAD,
            ALIGN_FIX,
        ));
    }
    if let Some(p) = params {
        if index > p as u64 {
            return Err(Violation::new(
                format!(
                    "the !\"align\" value {v:#x} names parameter {index}, but @{gname} has {p} parameter{}",
                    plural(p)
                ),
                PAST_LAST,
                ALIGN_FIX,
            ));
        }
    }
    Ok(())
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

const GRID_FIX: &str = "write `!\"grid_constant\", !{i32 1}`: a plain node of the 1-based indices of the kernel's \
                        byval parameters";

fn check_grid_constant(gname: &str, params: Option<usize>, value: &Operand) -> Result<(), Violation> {
    let elems =
        match &value.op {
            Op::Node { self_ref: true, .. } => {
                return Err(Violation::new("the value of !\"grid_constant\" is the entry itself", CRASH, GRID_FIX))
            }
            Op::Node { kind: NodeKind::Tuple(elems), .. } => elems,
            Op::Node { kind: NodeKind::EmptyOrNull, .. } => return Err(Violation::new(
                "the value of !\"grid_constant\" is `!{}` or `!{null}` (in bitcode the two look the same before LLVM \
                 reads the module, and `!{null}` crashes it)",
                CRASH,
                "list at least one parameter index, e.g. `!\"grid_constant\", !{i32 1}`, or remove the key",
            )),
            Op::Node { kind: NodeKind::NotTuple(what), .. } => {
                return Err(Violation::new(
                    format!(
                        "the value `{}` of !\"grid_constant\" is {what}, not a plain node of parameter indices",
                        value.src
                    ),
                    CRASH,
                    GRID_FIX,
                ))
            }
            _ => {
                return Err(Violation::new(
                    format!("the value `{}` of !\"grid_constant\" is not a node of parameter indices", value.src),
                    CRASH,
                    GRID_FIX,
                ))
            }
        };
    for e in elems {
        match e.op {
            Op::Int { value: v, .. } if (1..=0xFFFF).contains(&v) => {
                if let Some(p) = params {
                    if v > p as u64 {
                        return Err(Violation::new(
                            format!("the !\"grid_constant\" index {v} names parameter {v}, but @{gname} has {p} parameter{}", plural(p)),
                            PAST_LAST,
                            GRID_FIX,
                        ));
                    }
                }
            }
            Op::Int { .. } => {
                return Err(Violation::new(
                    format!("the !\"grid_constant\" index `{}` is not in 1..=65535", e.src),
                    MISREAD,
                    GRID_FIX,
                ))
            }
            _ => {
                return Err(Violation::new(
                    format!("the !\"grid_constant\" index `{}` is not an integer constant", e.src),
                    CRASH,
                    GRID_FIX,
                ))
            }
        }
    }
    Ok(())
}
