//! `nvvm-reflect`: answers libdevice's questions about the compilation options.
//!
//! libdevice asks `__nvvm_reflect("__CUDA_FTZ")` (and `"__CUDA_ARCH"`, `"__CUDA_PREC_SQRT"`)
//! and branches on the answer; the call must be replaced by a constant before code generation.
//! nvvmc answers from its own options (the same the user gave on the command line or to the C
//! API), per module, instead of through LLVM's process-global options or module flags. Unknown
//! names answer 0, as LLVM's own pass does. Both spellings are handled: the `__nvvm_reflect`
//! function and the `llvm.nvvm.reflect` intrinsic.

use crate::fast_hash::FastSet;
use crate::ir::Module;
use crate::ir::Opcode;
use crate::ir::{self, Value};
use crate::{Changed, Diagnostics, ModulePass};

/// The two spellings of the reflect function.
const REFLECT_FUNCTIONS: [&str; 2] = ["__nvvm_reflect", "llvm.nvvm.reflect"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NvvmReflect {
    /// `__CUDA_FTZ`: 1 when f32 denormals are flushed.
    pub ftz: bool,
    /// `__CUDA_ARCH`: e.g. 900 for sm_90.
    pub cuda_arch: u32,
    /// `__CUDA_PREC_SQRT`: 1 for IEEE square root.
    pub prec_sqrt: bool,
    /// `__CUDA_PREC_DIV`: 1 for IEEE division.
    pub prec_div: bool,
}

impl NvvmReflect {
    /// The answer for one reflected name.
    pub fn value(&self, name: &str) -> u64 {
        match name {
            "__CUDA_FTZ" => self.ftz as u64,
            "__CUDA_ARCH" => self.cuda_arch as u64,
            "__CUDA_PREC_SQRT" => self.prec_sqrt as u64,
            "__CUDA_PREC_DIV" => self.prec_div as u64,
            _ => 0,
        }
    }
}

/// The C string a reflect argument points to, looking through casts and zero GEPs.
fn reflected_name(mut v: Value<'_>) -> Option<String> {
    for _ in 0..8 {
        if v.is_global_variable() {
            let bytes = v.initializer()?.const_string_bytes()?;
            let bytes = bytes.split(|b| *b == 0).next().unwrap_or(&[]);
            return Some(String::from_utf8_lossy(bytes).into_owned());
        }
        let is_cast = v.is_constant_expr() || v.is_cast() || v.is_gep();
        if !is_cast {
            return None;
        }
        v = v.operand(0)?;
    }
    None
}

impl ModulePass for NvvmReflect {
    fn name(&self) -> &'static str {
        "nvvm-reflect"
    }

    fn run(&mut self, module: &Module<'_>, _diags: &mut Diagnostics) -> Changed {
        let reflects: Vec<Value<'_>> =
            REFLECT_FUNCTIONS.iter().filter_map(|name| ir::module::named_function(module, name)).collect();
        // A call of a reflect function uses it, so only the functions those users are in have
        // calls to answer (walked in module order, as the whole module would be).
        let calling: FastSet<Value<'_>> =
            reflects.iter().flat_map(|f| f.users()).filter_map(|user| user.parent_function()).collect();
        let mut changed = false;
        for f in module.functions().into_iter().filter(|f| calling.contains(f)) {
            for inst in f.instruction_walk() {
                if inst.opcode() != Some(Opcode::Call) {
                    continue;
                }
                if !inst.called_function().is_some_and(|callee| reflects.contains(&callee)) {
                    continue;
                }
                let v = inst;
                let answer = v.operand(0).and_then(reflected_name).map(|n| self.value(&n)).unwrap_or(0);
                v.replace_all_uses_with(v.ty().const_int(answer, false));
                v.erase_instruction();
                changed = true;
            }
        }
        for f in reflects {
            if !f.has_uses() {
                f.delete_function();
            }
        }
        Changed::from_bool(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    const IR: &str = r#"
@ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
@arch = private unnamed_addr constant [12 x i8] c"__CUDA_ARCH\00"
@sqrt = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
@other = private unnamed_addr constant [6 x i8] c"OTHER\00"
declare i32 @__nvvm_reflect(ptr)
define i32 @f() {
  %a = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @ftz to ptr))
  %b = call i32 @__nvvm_reflect(ptr @arch)
  %c = call i32 @__nvvm_reflect(ptr @sqrt)
  %d = call i32 @__nvvm_reflect(ptr @other)
  %s1 = add i32 %a, %b
  %s2 = mul i32 %s1, 10
  %s3 = add i32 %s2, %c
  %s4 = add i32 %s3, %d
  ret i32 %s4
}
"#;

    #[test]
    fn answers_from_options_and_removes_the_declaration() {
        let ctx = Context::new();
        let m = ctx.parse_ir(IR.as_bytes(), "t").unwrap();
        let mut p = NvvmReflect { ftz: true, cuda_arch: 900, prec_sqrt: false, prec_div: true };
        assert!(p.run(&m, &mut Diagnostics::new()).changed());
        m.verify().unwrap();
        let out = m.print();
        assert!(!out.contains("__nvvm_reflect"), "{out}");
        assert!(out.contains("add i32 1, 900"), "{out}");
        assert!(out.contains("add i32 %s2, 0"), "prec-sqrt off: {out}");
        assert!(out.contains("add i32 %s3, 0"), "unknown name: {out}");
    }
}
