//! Small read-only helpers over LLVM IR shared by the passes: walking instructions, naming
//! callees, printing values and finding source locations. Each goes through llvm-sys only where
//! inkwell has no API for it.

// The raw-handle helpers take `LLVMValueRef`s that come from live modules (inkwell values or
// LLVM's own iterators); they are safe to call with any such handle.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

pub mod annotations;

use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};
use llvm_sys::core as llc;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use std::ffi::CStr;

/// Every instruction of `function`, in block order.
pub fn instructions<'ctx>(function: FunctionValue<'ctx>) -> Vec<InstructionValue<'ctx>> {
    let mut out = Vec::new();
    for bb in function.get_basic_block_iter() {
        let mut cur = bb.get_first_instruction();
        while let Some(inst) = cur {
            out.push(inst);
            cur = inst.get_next_instruction();
        }
    }
    out
}

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

/// Every function of the module (definitions and declarations).
pub fn functions<'ctx>(module: &Module<'ctx>) -> Vec<FunctionValue<'ctx>> {
    module.get_functions().collect()
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

pub fn function_name(f: FunctionValue<'_>) -> String {
    f.get_name().to_string_lossy().into_owned()
}

/// For a `call` (or `invoke`/`callbr`) instruction: the called value when it is a function,
/// looking through no casts (opaque pointers need none).
pub fn called_function<'ctx>(inst: InstructionValue<'ctx>) -> Option<FunctionValue<'ctx>> {
    if !matches!(inst.get_opcode(), InstructionOpcode::Call | InstructionOpcode::Invoke | InstructionOpcode::CallBr) {
        return None;
    }
    unsafe {
        let callee = llc::LLVMGetCalledValue(inst.as_value_ref());
        if callee.is_null() || llc::LLVMIsAFunction(callee).is_null() {
            return None;
        }
        FunctionValue::new(callee)
    }
}

/// The callee's name for a direct call, else `None`.
pub fn callee_name(inst: InstructionValue<'_>) -> Option<String> {
    called_function(inst).map(function_name)
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
    print_value(inst.as_value_ref())
}

/// Source file and line of an instruction, from its debug location (both `None` without one).
pub fn source_location(inst: InstructionValue<'_>) -> (Option<String>, Option<u32>) {
    source_location_of(inst.as_value_ref())
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

/// A diagnostic pre-filled with the function, the printed instruction and its source location.
pub fn diagnostic_at(
    severity: crate::Severity,
    message: impl Into<String>,
    function: FunctionValue<'_>,
    inst: InstructionValue<'_>,
) -> crate::Diagnostic {
    let (file, line) = source_location(inst);
    crate::Diagnostic::new(severity, message)
        .function(function_name(function))
        .instruction(print_instruction(inst))
        .location(file, line)
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

/// The module's data layout string, read from LLVM (inkwell caches its own copy, which does not
/// see changes made through llvm-sys).
pub fn data_layout(module: &Module<'_>) -> String {
    unsafe {
        let p = llc::LLVMGetDataLayoutStr(module.as_mut_ptr());
        if p.is_null() {
            return String::new();
        }
        CStr::from_ptr(p).to_string_lossy().into_owned()
    }
}
