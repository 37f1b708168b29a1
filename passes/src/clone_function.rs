//! Cloning a function body with the LLVM-C API (which has no `CloneFunction`): used by the
//! address-space pass to specialize a helper for the address spaces of its arguments.
//!
//! Every instruction is copied with `LLVMInstructionClone` and its operands remapped to the
//! clone's arguments, blocks and instructions; phis are rebuilt (the C API cannot retarget a
//! phi's incoming blocks). The clone has internal linkage, the original's attributes and calling
//! convention, and no debug locations: a location's scope names the original's
//! `DISubprogram`, which may not be shared between two functions.

use crate::ir::Module;
use crate::ir::{self, AttrIndex, Block, Builder, Linkage, Value};
use std::collections::HashMap;

fn copy_attributes<'ctx>(from: Value<'ctx>, to: Value<'ctx>, nparams: u32) {
    let mut indices = vec![AttrIndex::Function, AttrIndex::Return];
    indices.extend((0..nparams).map(AttrIndex::Param));
    for idx in indices {
        for a in from.attributes(idx) {
            to.add_attribute(idx, a);
        }
    }
}

fn is_debug_intrinsic(inst: Value<'_>) -> bool {
    inst.is_call() && inst.called_value().is_some_and(|callee| callee.name().starts_with("llvm.dbg."))
}

/// Clones the function definition `func` of `module` into a new internal function called `name`
/// in the same module.
pub fn clone_function<'ctx>(module: &Module<'ctx>, func: Value<'ctx>, name: &str) -> Value<'ctx> {
    let fty = func.global_value_type().expect("clone_function of a function");
    let clone = ir::module::add_function(module, name, fty);
    clone.set_linkage(Linkage::Internal);
    clone.set_call_conv(func.call_conv());
    let params = func.params();
    copy_attributes(func, clone, params.len() as u32);

    let mut map: HashMap<Value<'ctx>, Value<'ctx>> = params.into_iter().zip(clone.params()).collect();
    let mut blocks = Vec::new();
    for bb in func.blocks() {
        let nb = clone.append_block("");
        map.insert(bb.as_value(), nb.as_value());
        blocks.push((bb, nb));
    }
    let builder = Builder::for_value(clone);
    let mut phis = Vec::new();
    let mut cloned = Vec::new();
    for (old, new) in &blocks {
        builder.position_at_end(*new);
        for inst in old.instructions() {
            if inst.is_phi() {
                let phi = builder.phi(inst.ty(), "");
                map.insert(inst, phi);
                phis.push((inst, phi));
            } else if !is_debug_intrinsic(inst) {
                let c = inst.clone_instruction();
                c.insert_with(&builder, "");
                c.clear_debug_location();
                map.insert(inst, c);
                cloned.push(c);
            }
        }
    }
    drop(builder);
    for c in cloned {
        for i in 0..c.num_operands() {
            if let Some(m) = c.operand(i).and_then(|op| map.get(&op)) {
                c.set_operand(i, *m);
            }
        }
    }
    for (old, new) in phis {
        for (v, b) in old.incoming() {
            let nv = *map.get(&v).unwrap_or(&v);
            let nb = Block::from_value(*map.get(&b.as_value()).expect("every block is mapped")).expect("a block value");
            new.add_incoming(nv, nb);
        }
    }
    clone
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    #[test]
    fn clone_of_a_loop_with_phis_and_calls_verifies_and_matches() {
        let ir = "declare i32 @g(i32)\ndefine i32 @f(ptr %p, i32 %n) #0 {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %body, label %exit\nbody:\n  %q = getelementptr i32, ptr %p, i32 %i\n  %v = load i32, ptr %q\n  %w = call i32 @g(i32 %v)\n  %sum = add i32 %acc, %w\n  %next = add i32 %i, 1\n  br label %loop\nexit:\n  ret i32 %acc\n}\nattributes #0 = { noinline }";
        let ctx = Context::new();
        let m = ctx.parse_ir(ir.as_bytes(), "t").unwrap();
        let f = m.function("f").unwrap();
        clone_function(&m, f, "f.clone");
        m.verify().unwrap();
        let text = m.print();
        let clone_text = text.split("define internal i32 @f.clone").nth(1).unwrap();
        assert!(clone_text.contains("phi i32 [ 0, %"), "{text}");
        assert!(clone_text.contains("call i32 @g("));
        assert!(text.contains("define internal i32 @f.clone(ptr %0, i32 %1) #0"), "{text}");
    }
}
