//! `nvvm-intrinsic-upgrade`: libNVVM's own intrinsics that LLVM 22 does not know become the
//! NVPTX intrinsics LLVM 22 has.
//!
//! LLVM's parser and bitcode reader already upgrade the NVVM IR spec's old intrinsics
//! (`llvm.nvvm.barrier0`, `llvm.nvvm.atomic.load.add.f32`, `llvm.nvvm.ptr.gen.to.global`, …; see
//! `../shared/notes/llvm22-measured-facts.md`). What is left are the warp-level forms of NVVM IR
//! 2.0 that take the operation as a constant *mode* operand, as numba-cuda emits them; LLVM 22
//! keeps them as "unknown intrinsic" declarations, which would reach ptxas as `.extern .func`:
//!
//! | libNVVM                                                   | LLVM 22, by the constant mode      |
//! |-----------------------------------------------------------|-------------------------------------|
//! | `{T, i1} llvm.nvvm.shfl.sync.{i32,f32}(mask, mode, v, b, c)` | `llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}p(mask, v, b, c)` (0 idx, 1 up, 2 down, 3 bfly) |
//! | `T llvm.nvvm.shfl.sync.{i32,f32}(…)` (no predicate)        | the same without `p`                |
//! | `{i32, i1} llvm.nvvm.vote.sync(mask, mode, pred)`          | 0 `vote.all.sync`, 1 `vote.any.sync`, 2 `vote.uni.sync` (result in field 1), 3 `vote.ballot.sync` (result in field 0) |
//!
//! For vote the field the mode does not define is filled from the result (the predicate result
//! widened, or `ballot != 0`), so no `undef` escapes. A mode that is not a constant in range is
//! an error naming the call (the spec requires a constant). Any other `llvm.nvvm.*` that LLVM
//! does not know stays, and the legality checker reports it as `unknown-nvvm-intrinsic`.

use crate::ir::{self, Builder, IntPredicate, Module, Opcode, Type, TypeKind, Value};
use crate::{Changed, Diagnostic, Diagnostics, ModulePass, Severity};

#[derive(Debug, Default, Clone, Copy)]
pub struct NvvmIntrinsicUpgrade;

impl NvvmIntrinsicUpgrade {
    pub fn new() -> Self {
        NvvmIntrinsicUpgrade
    }
}

const SHFL_MODES: [&str; 4] = ["idx", "up", "down", "bfly"];
const VOTE_MODES: [&str; 4] = ["all", "any", "uni", "ballot"];

/// The declaration of the (non-overloaded) intrinsic `name` in `module`.
fn intrinsic<'ctx>(module: &Module<'ctx>, name: &str) -> Option<Value<'ctx>> {
    ir::module::intrinsic_declaration(module, ir::module::intrinsic_id(name), &[])
}

fn mode_error(kind: &str, f: Value<'_>, inst: Value<'_>) -> Diagnostic {
    let mut d = crate::diagnostic::diagnostic_at(
        Severity::Error,
        format!("the mode operand of '{kind}' must be a constant 0, 1, 2 or 3"),
        f,
        inst,
    )
    .hint(format!("pass the mode as a literal constant ({kind}: 0, 1, 2 or 3), as the NVVM IR spec requires"));
    // NVVM IR 2.0's warp intrinsics are not in spec 1.1, so the rule has no section.
    d = d.rule(crate::Rule::NvvmIntrinsicMode);
    d
}

impl ModulePass for NvvmIntrinsicUpgrade {
    fn name(&self) -> &'static str {
        "nvvm-intrinsic-upgrade"
    }

    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed {
        let olds: Vec<Value<'_>> = ["llvm.nvvm.shfl.sync.i32", "llvm.nvvm.shfl.sync.f32", "llvm.nvvm.vote.sync"]
            .iter()
            .filter_map(|n| module.function(n))
            .collect();
        if olds.is_empty() {
            return Changed::No;
        }
        let mut changed = false;
        let ctx = module.context();
        let builder = Builder::new(ctx);
        for f in module.functions() {
            for inst in f.instructions() {
                if inst.opcode() != Some(Opcode::Call) {
                    continue;
                }
                let Some(callee) = inst.called_function() else { continue };
                if !olds.contains(&callee) {
                    continue;
                }
                let name = callee.name();
                let v = inst;
                let args = v.call_args();
                let ret_ty = v.ty();
                let is_struct = ret_ty.kind() == TypeKind::Struct;
                let is_vote = name == "llvm.nvvm.vote.sync";
                let expected_args = if is_vote { 3 } else { 5 };
                let Some(mode) =
                    (args.len() == expected_args).then(|| args[1].const_int_zext()).flatten().filter(|m| *m < 4)
                else {
                    diags.push(mode_error(&name, f, inst));
                    continue;
                };
                builder.position_before(v);
                let replacement = if is_vote {
                    let mode_name = VOTE_MODES[mode as usize];
                    let Some(new) = intrinsic(module, &format!("llvm.nvvm.vote.{mode_name}.sync")) else { continue };
                    let r = builder.call_function(new, &[args[0], args[2]], "vote");
                    if !is_struct {
                        r
                    } else {
                        let (word, flag) = if mode == 3 {
                            let zero = r.ty().const_int(0, false);
                            (r, builder.icmp(IntPredicate::Ne, r, zero, "vote.any"))
                        } else {
                            (builder.zext(r, Type::int(ctx, 32), "vote.word"), r)
                        };
                        let s = ret_ty.poison();
                        let s = builder.insert_value(s, word, 0, "");
                        builder.insert_value(s, flag, 1, "")
                    }
                } else {
                    let ty = if name.ends_with("f32") { "f32" } else { "i32" };
                    let p = if is_struct { "p" } else { "" };
                    let Some(new) =
                        intrinsic(module, &format!("llvm.nvvm.shfl.sync.{}.{ty}{p}", SHFL_MODES[mode as usize]))
                    else {
                        continue;
                    };
                    builder.call_function(new, &[args[0], args[2], args[3], args[4]], "shfl")
                };
                if replacement.ty() != ret_ty {
                    // A declaration with another result type than libNVVM's: leave it to the
                    // codegen guard rather than produce invalid IR.
                    if replacement.is_instruction() && !replacement.has_uses() {
                        replacement.erase_instruction();
                    }
                    continue;
                }
                v.replace_all_uses_with(replacement);
                v.erase_instruction();
                changed = true;
            }
        }
        drop(builder);
        for old in olds {
            if !old.has_uses() {
                old.delete_function();
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    fn run(ir: &str) -> (String, Diagnostics, Changed) {
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "t").unwrap();
        let mut d = Diagnostics::new();
        let c = NvvmIntrinsicUpgrade::new().run(&m, &mut d);
        m.verify().unwrap();
        (m.print(), d, c)
    }

    #[test]
    fn shuffles_by_mode() {
        let (out, d, c) = run(r#"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {float, i1} @llvm.nvvm.shfl.sync.f32(i32, i32, float, i32, i32)
define i32 @f(i32 %m, i32 %v, float %x) {
  %a = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 %m, i32 0, i32 %v, i32 3, i32 31)
  %b = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 %m, i32 1, i32 %v, i32 1, i32 0)
  %c = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 %m, i32 2, i32 %v, i32 1, i32 31)
  %d = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 %m, i32 3, i32 %v, i32 16, i32 31)
  %e = call {float, i1} @llvm.nvvm.shfl.sync.f32(i32 %m, i32 2, float %x, i32 4, i32 31)
  %a0 = extractvalue {i32, i1} %a, 0
  %b0 = extractvalue {i32, i1} %b, 0
  %c0 = extractvalue {i32, i1} %c, 0
  %d1 = extractvalue {i32, i1} %d, 1
  %e0 = extractvalue {float, i1} %e, 0
  %s = add i32 %a0, %b0
  ret i32 %s
}
"#);
        assert!(c.changed() && d.is_empty(), "{d:?}");
        for want in [
            "call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 %m, i32 %v, i32 3, i32 31)",
            "call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 %m, i32 %v, i32 1, i32 0)",
            "call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 %m, i32 %v, i32 1, i32 31)",
            "call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 %m, i32 %v, i32 16, i32 31)",
            "call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 %m, float %x, i32 4, i32 31)",
        ] {
            assert!(out.contains(want), "missing {want}:\n{out}");
        }
        assert!(!out.contains("@llvm.nvvm.shfl.sync.i32(") && !out.contains("@llvm.nvvm.shfl.sync.f32("), "{out}");
    }

    #[test]
    fn votes_by_mode_fill_both_fields() {
        let (out, d, _) = run(r#"
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)
define i32 @f(i32 %m, i1 %p) {
  %a = call {i32, i1} @llvm.nvvm.vote.sync(i32 %m, i32 0, i1 %p)
  %b = call {i32, i1} @llvm.nvvm.vote.sync(i32 %m, i32 1, i1 %p)
  %c = call {i32, i1} @llvm.nvvm.vote.sync(i32 %m, i32 2, i1 %p)
  %d = call {i32, i1} @llvm.nvvm.vote.sync(i32 %m, i32 3, i1 %p)
  %a1 = extractvalue {i32, i1} %a, 1
  %b1 = extractvalue {i32, i1} %b, 1
  %c0 = extractvalue {i32, i1} %c, 0
  %d0 = extractvalue {i32, i1} %d, 0
  %d1 = extractvalue {i32, i1} %d, 1
  %x = and i1 %a1, %b1
  %y = and i1 %x, %d1
  %z = zext i1 %y to i32
  %s = add i32 %z, %d0
  %t = add i32 %s, %c0
  ret i32 %t
}
"#);
        assert!(d.is_empty(), "{d:?}");
        for want in [
            "call i1 @llvm.nvvm.vote.all.sync(i32 %m, i1 %p)",
            "call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 %p)",
            "call i1 @llvm.nvvm.vote.uni.sync(i32 %m, i1 %p)",
            "call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)",
            "icmp ne i32",
            "zext i1",
        ] {
            assert!(out.contains(want), "missing {want}:\n{out}");
        }
        assert!(!out.contains("@llvm.nvvm.vote.sync"), "{out}");
    }

    #[test]
    fn non_constant_or_out_of_range_mode_is_an_error() {
        let ir = r#"
declare {i32, i1} @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare {i32, i1} @llvm.nvvm.vote.sync(i32, i32, i1)
define i32 @f(i32 %m, i32 %mode, i1 %p) {
  %a = call {i32, i1} @llvm.nvvm.shfl.sync.i32(i32 %m, i32 %mode, i32 1, i32 3, i32 31)
  %b = call {i32, i1} @llvm.nvvm.vote.sync(i32 %m, i32 7, i1 %p)
  %a0 = extractvalue {i32, i1} %a, 0
  %b0 = extractvalue {i32, i1} %b, 0
  %s = add i32 %a0, %b0
  ret i32 %s
}
"#;
        let (out, d, c) = run(ir);
        assert!(!c.changed());
        assert_eq!(d.error_count(), 2, "{d:?}");
        assert!(d.iter().all(|x| x.rule_id() == Some("nvvm-intrinsic-mode")), "{d:?}");
        assert!(out.contains("@llvm.nvvm.shfl.sync.i32(i32 %m, i32 %mode"), "left unchanged: {out}");
    }

    #[test]
    fn modules_without_them_are_untouched() {
        let (_, d, c) = run("define void @f() {\n  ret void\n}\n");
        assert!(!c.changed() && d.is_empty());
    }
}
