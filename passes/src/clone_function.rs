//! Cloning a function body with the LLVM-C API (which has no `CloneFunction`): used by the
//! address-space pass to specialize a helper for the address spaces of its arguments.
//!
//! Every instruction is copied with `LLVMInstructionClone` and its operands remapped to the
//! clone's arguments, blocks and instructions; phis are rebuilt (the C API cannot retarget a
//! phi's incoming blocks). The clone has internal linkage, the original's attributes and calling
//! convention, and no debug locations: a location's scope names the original's
//! `DISubprogram`, which may not be shared between two functions.

use llvm_sys::core as llc;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use std::ffi::CString;

unsafe fn copy_attributes(from: LLVMValueRef, to: LLVMValueRef, nparams: u32) {
    let mut indices: Vec<u32> = vec![llvm_sys::LLVMAttributeFunctionIndex, llvm_sys::LLVMAttributeReturnIndex];
    indices.extend(1..=nparams);
    for idx in indices {
        let n = llc::LLVMGetAttributeCountAtIndex(from, idx);
        if n == 0 {
            continue;
        }
        let mut attrs = vec![std::ptr::null_mut(); n as usize];
        llc::LLVMGetAttributesAtIndex(from, idx, attrs.as_mut_ptr());
        for a in attrs {
            llc::LLVMAddAttributeAtIndex(to, idx, a);
        }
    }
}

fn is_debug_intrinsic(inst: LLVMValueRef) -> bool {
    unsafe {
        if llc::LLVMIsACallInst(inst).is_null() {
            return false;
        }
        let callee = llc::LLVMGetCalledValue(inst);
        !callee.is_null() && crate::ir::value_name(callee).starts_with("llvm.dbg.")
    }
}

/// Clones `func` into a new internal function called `name` in the same module.
///
/// # Safety
/// `func` must be a function definition in a valid module.
pub unsafe fn clone_function(func: LLVMValueRef, name: &str) -> LLVMValueRef {
    let module = llc::LLVMGetGlobalParent(func);
    let ctx = llc::LLVMGetModuleContext(module);
    let fty = llc::LLVMGlobalGetValueType(func);
    let cname = CString::new(name).expect("no NUL in names");
    let clone = llc::LLVMAddFunction(module, cname.as_ptr(), fty);
    llc::LLVMSetLinkage(clone, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
    llc::LLVMSetFunctionCallConv(clone, llc::LLVMGetFunctionCallConv(func));
    let nparams = llc::LLVMCountParams(func);
    copy_attributes(func, clone, nparams);

    let mut map: HashMap<LLVMValueRef, LLVMValueRef> = HashMap::new();
    for i in 0..nparams {
        map.insert(llc::LLVMGetParam(func, i), llc::LLVMGetParam(clone, i));
    }
    let mut blocks = Vec::new();
    let mut bb = llc::LLVMGetFirstBasicBlock(func);
    while !bb.is_null() {
        let nb = llc::LLVMAppendBasicBlockInContext(ctx, clone, c"".as_ptr());
        map.insert(llc::LLVMBasicBlockAsValue(bb), llc::LLVMBasicBlockAsValue(nb));
        blocks.push((bb, nb));
        bb = llc::LLVMGetNextBasicBlock(bb);
    }
    let builder = llc::LLVMCreateBuilderInContext(ctx);
    let mut phis = Vec::new();
    let mut cloned = Vec::new();
    for (old, new) in &blocks {
        llc::LLVMPositionBuilderAtEnd(builder, *new);
        let mut inst = llc::LLVMGetFirstInstruction(*old);
        while !inst.is_null() {
            if !llc::LLVMIsAPHINode(inst).is_null() {
                let phi = llc::LLVMBuildPhi(builder, llc::LLVMTypeOf(inst), c"".as_ptr());
                map.insert(inst, phi);
                phis.push((inst, phi));
            } else if !is_debug_intrinsic(inst) {
                let c = llc::LLVMInstructionClone(inst);
                llc::LLVMInsertIntoBuilder(builder, c);
                llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(c, std::ptr::null_mut());
                map.insert(inst, c);
                cloned.push(c);
            }
            inst = llc::LLVMGetNextInstruction(inst);
        }
    }
    llc::LLVMDisposeBuilder(builder);
    for c in cloned {
        let n = llc::LLVMGetNumOperands(c);
        for i in 0..n.max(0) as u32 {
            let op = llc::LLVMGetOperand(c, i);
            if let Some(m) = map.get(&op) {
                llc::LLVMSetOperand(c, i, *m);
            }
        }
    }
    for (old, new) in phis {
        for k in 0..llc::LLVMCountIncoming(old) {
            let v = llc::LLVMGetIncomingValue(old, k);
            let b = llc::LLVMBasicBlockAsValue(llc::LLVMGetIncomingBlock(old, k));
            let mut nv = *map.get(&v).unwrap_or(&v);
            let mut nb = llc::LLVMValueAsBasicBlock(*map.get(&b).expect("every block is mapped"));
            llc::LLVMAddIncoming(new, &mut nv, &mut nb, 1);
        }
    }
    clone
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::values::AsValueRef;

    #[test]
    fn clone_of_a_loop_with_phis_and_calls_verifies_and_matches() {
        let ir = "declare i32 @g(i32)\ndefine i32 @f(ptr %p, i32 %n) #0 {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]\n  %c = icmp slt i32 %i, %n\n  br i1 %c, label %body, label %exit\nbody:\n  %q = getelementptr i32, ptr %p, i32 %i\n  %v = load i32, ptr %q\n  %w = call i32 @g(i32 %v)\n  %sum = add i32 %acc, %w\n  %next = add i32 %i, 1\n  br label %loop\nexit:\n  ret i32 %acc\n}\nattributes #0 = { noinline }";
        let ctx = Context::create();
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t")).unwrap();
        let f = m.get_function("f").unwrap();
        unsafe { clone_function(f.as_value_ref(), "f.clone") };
        m.verify().unwrap();
        let text = m.print_to_string().to_string();
        let clone_text = text.split("define internal i32 @f.clone").nth(1).unwrap();
        assert!(clone_text.contains("phi i32 [ 0, %"), "{text}");
        assert!(clone_text.contains("call i32 @g("));
        assert!(text.contains("define internal i32 @f.clone(ptr %0, i32 %1) #0"), "{text}");
    }
}
