//! Section 5, constants: no `blockaddress`, and a global initializer expression over another
//! global must reduce to bitcast+offset.

use super::rules::Rule;
use super::{is_intrinsic_global, At, Cx, Inst};
use crate::fast_hash::FastSet;
use crate::ir::module::{functions, globals};
use crate::ir::{Opcode, Value};
use std::collections::HashMap;

// Constants nest as deep as the input does (up to the driver's limit, `src/front/nesting.rs`): every
// walk here is an explicit stack, each constant visited once.

/// Whether constant `root` mentions a global value; `memo` keeps the answer for every constant
/// below it.
fn mentions_global<'ctx>(root: Value<'ctx>, memo: &mut HashMap<Value<'ctx>, bool>) -> bool {
    let leaf = |v: Value<'ctx>| {
        if v.is_global_value() {
            Some(true)
        } else if !v.is_constant() {
            Some(false)
        } else {
            None
        }
    };
    if let Some(known) = leaf(root).or_else(|| memo.get(&root).copied()) {
        return known;
    }
    // Post-order: a constant is answered once all its operands are.
    let mut stack = vec![(root, root.operands(), 0usize)];
    while let Some((v, ops, next)) = stack.last_mut() {
        if let Some(&op) = ops.get(*next) {
            *next += 1;
            if leaf(op).is_none() && !memo.contains_key(&op) {
                let ops = op.operands();
                stack.push((op, ops, 0));
            }
            continue;
        }
        let mentions = ops.iter().any(|&o| leaf(o).or_else(|| memo.get(&o).copied()).unwrap_or(false));
        memo.insert(*v, mentions);
        stack.pop();
    }
    memo[&root]
}

/// The first sub-expression of initializer `v` that does not reduce to a global's address plus a
/// constant offset, if any.
pub(crate) fn irreducible(v: Value<'_>) -> Option<Value<'_>> {
    let mut memo = HashMap::new();
    // Depth first, in operand order: an aggregate's elements each on their own, the operand of
    // a cast or offset in place of the expression.
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if v.is_global_value() || !mentions_global(v, &mut memo) {
            continue;
        }
        let Some(op) = v.const_opcode() else {
            // An aggregate: each element on its own.
            stack.extend(v.operands().into_iter().rev());
            continue;
        };
        let ops = v.operands();
        let reduced = match op {
            Opcode::BitCast | Opcode::AddrSpaceCast | Opcode::IntToPtr => Ok(ops.first().copied()),
            Opcode::PtrToInt if v.ty().int_width().is_some_and(|w| w >= 64) => Ok(ops.first().copied()),
            Opcode::GetElementPtr => {
                if ops.iter().skip(1).all(|i| !mentions_global(*i, &mut memo)) {
                    Ok(ops.first().copied())
                } else {
                    Err(())
                }
            }
            Opcode::Add | Opcode::Sub if ops.len() == 2 => {
                let (a, b) = (ops[0], ops[1]);
                let ga = mentions_global(a, &mut memo);
                let gb = mentions_global(b, &mut memo);
                match (ga, gb) {
                    (true, false) if b.const_int_zext().is_some() => Ok(Some(a)),
                    (false, true) if op == Opcode::Add && a.const_int_zext().is_some() => Ok(Some(b)),
                    _ => Err(()),
                }
            }
            _ => Err(()),
        };
        match reduced {
            Ok(rest) => stack.extend(rest),
            Err(()) => return Some(v),
        }
    }
    None
}

/// A `blockaddress` inside constant `v`, if any (`seen`: constants already searched).
fn find_blockaddress<'ctx>(v: Value<'ctx>, seen: &mut FastSet<Value<'ctx>>) -> bool {
    // Most operands are leaves (arguments, numbers, globals): answered without the walk's stack
    // and set. Leaving them out of `seen` changes no answer: they have nothing below them to
    // prune, and a blockaddress ends the search where it is found.
    if v.is_block_address() {
        return true;
    }
    if !v.is_constant() || v.is_global_value() || v.num_operands() == 0 {
        return false;
    }
    let mut stack = vec![v];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        if v.is_block_address() {
            return true;
        }
        if v.is_constant() && !v.is_global_value() {
            stack.extend(v.operands());
        }
    }
    false
}

pub(crate) fn check(cx: &mut Cx) {
    for g in globals(cx.m) {
        let name = g.name();
        let Some(init) = g.initializer() else { continue };
        if find_blockaddress(init, &mut FastSet::default()) {
            cx.report(Rule::Blockaddress, At::Global(g), format!("the initializer of '@{name}' uses blockaddress"));
            continue;
        }
        if is_intrinsic_global(g) {
            continue;
        }
        if let Some(e) = irreducible(init) {
            cx.report(
                Rule::GlobalInitializerExpression,
                At::Global(g),
                format!(
                    "the initializer of '@{name}' has the expression '{}', which does not reduce to bitcast+offset",
                    e.print()
                ),
            );
        }
    }
    for f in functions(cx.m) {
        for Inst { value: i, operands, .. } in cx.body(f).iter() {
            let mut seen = FastSet::default();
            if operands.iter().any(|&o| !o.is_instruction() && find_blockaddress(o, &mut seen)) {
                cx.report(Rule::Blockaddress, At::Inst(f, i), "blockaddress is not supported");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;

    #[test]
    fn initializers() {
        let ok = "@a = addrspace(1) global [4 x i32] zeroinitializer\n@p = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 8) to ptr)\n@q = addrspace(1) global i64 add (i64 ptrtoint (ptr addrspace(1) @a to i64), i64 8)\n@s = addrspace(1) global { i32, ptr addrspace(1) } { i32 1, ptr addrspace(1) @a }";
        assert!(rules_of(ok).is_empty(), "{:?}", rules_of(ok));
        let bad = "@a = addrspace(1) global i32 0\n@b = addrspace(1) global i32 0\n@d = addrspace(1) global i64 sub (i64 ptrtoint (ptr addrspace(1) @a to i64), i64 ptrtoint (ptr addrspace(1) @b to i64))\n@t = addrspace(1) global i32 ptrtoint (ptr addrspace(1) @a to i32)";
        assert_eq!(rules_of(bad), vec!["global-initializer-expression", "global-initializer-expression"]);
    }

    #[test]
    fn blockaddress() {
        let r = rules_of("define ptr @f() {\nentry:\n  br label %b\nb:\n  ret ptr blockaddress(@f, %b)\n}");
        assert_eq!(r, vec!["blockaddress"]);
    }
}
