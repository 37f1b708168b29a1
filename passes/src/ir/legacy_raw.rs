
#![allow(clippy::not_unsafe_ptr_arg_deref, clippy::undocumented_unsafe_blocks)]
//! Raw-handle helpers kept while callers migrate to [`super::Value`] (issue 13); removed when the
//! last caller is gone.

use inkwell::values::InstructionValue;
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use std::ffi::CStr;


/// Every instruction of the function `f` (a raw LLVM value), in block order.
pub fn instructions_of(f: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut bb = llc::LLVMGetFirstBasicBlock(f);
        while !bb.is_null() {
            out.extend(block_instructions(bb));
            bb = llc::LLVMGetNextBasicBlock(bb);
        }
    }
    out
}

/// Every instruction of the basic block `bb` (a raw LLVM block), in order.
#[allow(clippy::not_unsafe_ptr_arg_deref)]
pub fn block_instructions(bb: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut out = Vec::new();
    unsafe {
        let mut i = llc::LLVMGetFirstInstruction(bb);
        while !i.is_null() {
            out.push(i);
            i = llc::LLVMGetNextInstruction(i);
        }
    }
    out
}


/// The name of an LLVM value, or `""` when it has none.
pub fn value_name(v: LLVMValueRef) -> String {
    unsafe {
        let mut len = 0usize;
        let p = llc::LLVMGetValueName2(v, &mut len);
        if p.is_null() || len == 0 {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}




/// LLVM's textual form of a value (an instruction prints as its line of IR).
pub fn print_value(v: LLVMValueRef) -> String {
    unsafe {
        let p = llc::LLVMPrintValueToString(v);
        if p.is_null() {
            return String::new();
        }
        let s = CStr::from_ptr(p).to_string_lossy().trim().to_string();
        llc::LLVMDisposeMessage(p);
        s
    }
}

pub fn print_instruction(inst: InstructionValue<'_>) -> String {
    super::Value::of(inst).print()
}

/// Source file and line of an instruction, from its debug location (both `None` without one).
pub fn source_location(inst: InstructionValue<'_>) -> (Option<String>, Option<u32>) {
    super::Value::of(inst).source_location()
}

/// [`source_location`] for a raw instruction handle.
pub fn source_location_of(v: LLVMValueRef) -> (Option<String>, Option<u32>) {
    unsafe {
        let line = llc::LLVMGetDebugLocLine(v);
        if line == 0 {
            return (None, None);
        }
        let mut len = 0u32;
        let p = llc::LLVMGetDebugLocFilename(v, &mut len);
        let file = if p.is_null() || len == 0 {
            None
        } else {
            Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
        };
        (file, Some(line))
    }
}


/// The type of a value followed by the types of all its operands (metadata operands included, as
/// LLVM's `metadata` type).
pub fn value_and_operand_types(v: LLVMValueRef) -> Vec<llvm_sys::prelude::LLVMTypeRef> {
    unsafe {
        let mut out = vec![llc::LLVMTypeOf(v)];
        let n = llc::LLVMGetNumOperands(v);
        for i in 0..n.max(0) as u32 {
            let op = llc::LLVMGetOperand(v, i);
            if !op.is_null() {
                out.push(llc::LLVMTypeOf(op));
            }
        }
        out
    }
}

/// Whether anything uses the value.
pub fn has_uses(v: LLVMValueRef) -> bool {
    unsafe { !llc::LLVMGetFirstUse(v).is_null() }
}

