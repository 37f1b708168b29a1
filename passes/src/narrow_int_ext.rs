//! `narrow-int-ext`: NVVM IR spec section 3.2.1 says an integer parameter or return value
//! narrower than 32 bits is zero-extended when it carries neither `zeroext` nor `signext`.
//! LLVM leaves such values any-extended; this pass writes the spec's rule into the IR as an
//! explicit `zeroext` on every such function parameter, return value and call site, so the PTX
//! and the ABI report (`--emit abi`) follow it.

use crate::ir;
use crate::{Changed, Diagnostics, ModulePass};
use inkwell::module::Module;
use inkwell::values::AsValueRef;
use llvm_sys::core as llc;
use llvm_sys::prelude::*;

pub struct NarrowIntExt;

/// Function attribute listing the attribute indices (0 = return value, 1.. = parameters) that
/// got `zeroext` by the spec's rule rather than from the producer, for the ABI report.
pub const ASSUMED_ATTR: &str = "nvvmc-assumed-zeroext";

fn narrow(t: LLVMTypeRef) -> bool {
    unsafe { llc::LLVMGetTypeKind(t) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind && llc::LLVMGetIntTypeWidth(t) < 32 }
}

fn kind(name: &str) -> u32 {
    unsafe { llc::LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len()) }
}

/// The types at attribute index 0 (return) and 1..=n (parameters) of a function type.
fn indexed_types(fty: LLVMTypeRef) -> Vec<(u32, LLVMTypeRef)> {
    unsafe {
        let n = llc::LLVMCountParamTypes(fty);
        let mut params = vec![std::ptr::null_mut(); n as usize];
        llc::LLVMGetParamTypes(fty, params.as_mut_ptr());
        let mut out = vec![(llvm_sys::LLVMAttributeReturnIndex, llc::LLVMGetReturnType(fty))];
        out.extend(params.into_iter().enumerate().map(|(i, t)| (i as u32 + 1, t)));
        out
    }
}

impl ModulePass for NarrowIntExt {
    fn name(&self) -> &'static str {
        "narrow-int-ext"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let (zext, sext) = (kind("zeroext"), kind("signext"));
        let ctx = module.get_context().raw();
        let attr = unsafe { llc::LLVMCreateEnumAttribute(ctx, zext, 0) };
        let mut changed = false;
        for f in module.get_functions() {
            let v = f.as_value_ref();
            let name = ir::function_name(f);
            if name.starts_with("llvm.") {
                continue;
            }
            unsafe {
                let mut assumed = Vec::new();
                for (idx, t) in indexed_types(llc::LLVMGlobalGetValueType(v)) {
                    if narrow(t) && llc::LLVMGetEnumAttributeAtIndex(v, idx, zext).is_null() && llc::LLVMGetEnumAttributeAtIndex(v, idx, sext).is_null() {
                        llc::LLVMAddAttributeAtIndex(v, idx, attr);
                        assumed.push(idx.to_string());
                        changed = true;
                    }
                }
                if !assumed.is_empty() {
                    let list = assumed.join(",");
                    let a = llc::LLVMCreateStringAttribute(ctx, ASSUMED_ATTR.as_ptr() as *const _, ASSUMED_ATTR.len() as u32, list.as_ptr() as *const _, list.len() as u32);
                    llc::LLVMAddAttributeAtIndex(v, llvm_sys::LLVMAttributeFunctionIndex, a);
                }
            }
            for inst in ir::instructions(f) {
                let c = inst.as_value_ref();
                unsafe {
                    if llc::LLVMIsACallInst(c).is_null() {
                        continue;
                    }
                    let callee = llc::LLVMGetCalledValue(c);
                    // Intrinsics and inline asm have no C ABI to follow.
                    if !callee.is_null() && (ir::value_name(callee).starts_with("llvm.") || !llc::LLVMIsAInlineAsm(callee).is_null()) {
                        continue;
                    }
                    let direct = !callee.is_null() && !llc::LLVMIsAFunction(callee).is_null();
                    for (idx, t) in indexed_types(llc::LLVMGetCalledFunctionType(c)) {
                        if narrow(t) && llc::LLVMGetCallSiteEnumAttribute(c, idx, zext).is_null() && llc::LLVMGetCallSiteEnumAttribute(c, idx, sext).is_null() {
                            // A direct call follows its callee (already normalized above).
                            let callee_signext = direct && !llc::LLVMGetEnumAttributeAtIndex(callee, idx, sext).is_null();
                            let a = if callee_signext { llc::LLVMCreateEnumAttribute(ctx, sext, 0) } else { attr };
                            llc::LLVMAddCallSiteAttribute(c, idx, a);
                            changed = true;
                        }
                    }
                }
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;

    #[test]
    fn narrow_values_without_extension_become_zeroext() {
        let ir = "declare i8 @ext(i16, i16 signext, i32)\ndefine i16 @f(i8 %a, i8 signext %b, i64 %c) {\n  %r = call i8 @ext(i16 1, i16 2, i32 3)\n  ret i16 0\n}";
        let ctx = Context::create();
        let m = ctx.create_module_from_ir(MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t")).unwrap();
        assert!(NarrowIntExt.run(&m, &mut Diagnostics::new()).changed());
        m.verify().unwrap();
        let out = m.print_to_string().to_string();
        assert!(out.contains("declare zeroext i8 @ext(i16 zeroext, i16 signext, i32)"), "{out}");
        assert!(out.contains("define zeroext i16 @f(i8 zeroext %a, i8 signext %b, i64 %c)"), "{out}");
        assert!(out.contains("\"nvvmc-assumed-zeroext\"=\"0,1\""), "{out}");
        assert!(out.contains("call zeroext i8 @ext(i16 zeroext 1, i16 signext 2, i32 3)"), "{out}");
        assert!(!NarrowIntExt.run(&m, &mut Diagnostics::new()).changed());
    }
}
