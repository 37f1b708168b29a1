//! The NVPTX target machine for the chosen architecture, PTX ISA version and optimization level.
//! Its data layout is the one every module is normalized to.
//!
//! Machines are pooled per process: creating one costs ~1.1 million instructions and ~60 page
//! faults (LLVM's NVPTX `TargetLowering` fills its operation tables), 5% of compiling a small
//! numba kernel through the C API, which compiles program after program in one process. A
//! compilation takes an idle machine of its (CPU, features, level) from the pool, or creates one,
//! and uses it alone ([`Machine`]), with the code generation pass manager it keeps from one
//! program to the next (~1.5 million instructions to build; `TargetMachine::emit_assembly`,
//! `tests/codegen_reuse.rs`); when done, the machine gets its created options back
//! ([`TargetMachine::restore_options`]) and returns to the pool. A machine that generated a
//! call (its call-site counter would go on counting in the next program's PTX,
//! [`TargetMachine::numbered_calls`]) or failed to generate code is dropped instead; so is one
//! after [`MAX_USES`] compilations (to bound what a machine accumulates: NVPTX machines have kept
//! a pool of the strings code generation made, freed only with the machine),
//! beyond [`MAX_IDLE`] idle per key, or in use when a compilation panicked or was abandoned by
//! crash recovery. The output is the same as with a new machine (`scripts/ptx-identical`, whose
//! C API programs compile several option sets in one process).

use crate::error::CompileError;
use crate::options::{Arch, OptLevel, PtxVersion};
use nvvmc_ir::{CodegenOptLevel, TargetMachine, TargetMachineError};
use nvvmc_passes::normalize_target::NVPTX64_TRIPLE;
use std::collections::HashMap;
use std::sync::{Mutex, Once};

static INIT: Once = Once::new();

/// Registers LLVM's NVPTX target (once per process) and installs nvvmc's fatal-error handler.
pub fn initialize() {
    INIT.call_once(|| {
        nvvmc_ir::target_machine::initialize_nvptx();
        crate::services::fatal::install_handler();
    });
}

/// The code generator's optimization level. `-O3` optimizes the IR with `default<O3>` but
/// generates code at LLVM's `Default` (O2) level: measured on the numba kernels and the bench
/// inputs (sm_90, ptxas -v), the PTX has the same registers and instruction count, and code
/// generation is ~8% faster (1.2 ms on a one-`sin` kernel).
pub fn llvm_opt_level(opt: OptLevel) -> CodegenOptLevel {
    match opt {
        OptLevel::O0 => CodegenOptLevel::None,
        OptLevel::O1 => CodegenOptLevel::Less,
        OptLevel::O2 | OptLevel::O3 => CodegenOptLevel::Default,
    }
}

/// How many compilations one pooled machine serves before it is dropped.
pub const MAX_USES: u32 = 64;

/// How many idle machines the pool keeps per (CPU, features, level).
pub const MAX_IDLE: usize = 4;

/// (CPU, target features, code generation level).
type Key = (String, String, CodegenOptLevel);

/// Idle machines per key, with how many compilations each has served.
type Idle = HashMap<Key, Vec<(TargetMachine, u32)>>;

static POOL: Mutex<Option<Idle>> = Mutex::new(None);

/// A target machine this compilation uses alone; it `Deref`s to [`TargetMachine`] and goes back
/// to the pool when dropped (see the module comment).
#[derive(Debug)]
pub struct Machine {
    machine: Option<TargetMachine>,
    key: Key,
    uses: u32,
}

impl std::ops::Deref for Machine {
    type Target = TargetMachine;
    fn deref(&self) -> &TargetMachine {
        self.machine.as_ref().expect("a machine until dropped")
    }
}

impl Drop for Machine {
    fn drop(&mut self) {
        let Some(mut machine) = self.machine.take() else { return };
        let uses = self.uses + 1;
        if std::thread::panicking() || uses >= MAX_USES || machine.numbered_calls() {
            return;
        }
        machine.restore_options();
        let mut pool = POOL.lock().unwrap_or_else(|p| p.into_inner());
        let idle = pool.get_or_insert_with(HashMap::new).entry(self.key.clone()).or_default();
        if idle.len() < MAX_IDLE {
            idle.push((machine, uses));
        }
    }
}

/// The NVPTX target machine for `arch` at PTX ISA `ptx` (the architecture's minimum when `None`),
/// from the pool or new. A version LLVM would refuse with a fatal error is a usage error here,
/// before LLVM sees it.
pub fn create_machine(arch: &Arch, ptx: Option<PtxVersion>, opt: OptLevel) -> Result<Machine, CompileError> {
    let features = match ptx {
        Some(_) => arch.ptx_version(ptx).map_err(|e| CompileError::Usage(e.into()))?.feature(),
        None => String::new(),
    };
    let key = (arch.cpu(), features, llvm_opt_level(opt));
    let idle = POOL.lock().unwrap_or_else(|p| p.into_inner()).as_mut().and_then(|pool| pool.get_mut(&key)?.pop());
    if let Some((machine, uses)) = idle {
        return Ok(Machine { machine: Some(machine), key, uses });
    }
    initialize();
    let machine = TargetMachine::new(NVPTX64_TRIPLE, &key.0, &key.1, key.2).map_err(|e| match e {
        TargetMachineError::NoTarget(e) => CompileError::Codegen(format!("NVPTX target unavailable: {e}").into()),
        TargetMachineError::Refused => {
            CompileError::Codegen(format!("LLVM cannot create an NVPTX target machine for {arch}").into())
        }
    })?;
    Ok(Machine { machine: Some(machine), key, uses: 0 })
}

/// The data layout string of a target machine.
pub fn data_layout(machine: &TargetMachine) -> String {
    machine.data_layout()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAIN: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define ptx_kernel void @k(ptr addrspace(1) %p) {\n  store i32 1, ptr addrspace(1) %p\n  ret void\n}\n";
    const CALLS: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        define void @g() noinline {\n  ret void\n}\n\
        define ptx_kernel void @k() {\n  call void @g()\n  ret void\n}\n";

    fn emit(machine: &Machine, ir: &str) -> String {
        let ctx = nvvmc_ir::Context::new();
        let module = ctx.parse_ir(ir.as_bytes(), "t.ll").unwrap();
        String::from_utf8(crate::back::codegen::emit_ptx(machine, &module).unwrap()).unwrap()
    }

    /// A kernel whose internal shared array the printer demotes into it (`// demoted variable`),
    /// and a device function that has none.
    const DEMOTED: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\
        @buf = internal addrspace(3) global [64 x float] poison, align 4\n\
        define ptx_kernel void @k(ptr addrspace(1) %p, i32 %i) {\n\
          %s = getelementptr [64 x float], ptr addrspace(3) @buf, i32 0, i32 %i\n\
          store float 1.0, ptr addrspace(3) %s\n\
          %v = load float, ptr addrspace(3) %s\n\
          store float %v, ptr addrspace(1) %p\n\
          ret void\n}\n";

    #[test]
    fn a_machine_that_printed_a_demoted_variable_prints_it_once_in_the_next_program() {
        let (arch, opt): (Arch, _) = ("sm_62".parse().unwrap(), OptLevel::O2);
        let mut first = None;
        for _ in 0..12 {
            let machine = create_machine(&arch, None, opt).unwrap();
            let ptx = emit(&machine, DEMOTED);
            assert_eq!(ptx.matches(".shared .align 4 .b8 buf[256];").count(), 1, "{ptx}");
            assert_eq!(first.get_or_insert_with(|| ptx.clone()), &ptx);
            // Other programs in between, as numba's process compiles them.
            assert!(emit(&machine, PLAIN).contains(".entry k"));
        }
    }

    #[test]
    fn a_pooled_machine_gives_what_a_new_one_gives_and_one_that_numbered_calls_is_not_reused() {
        // A key no other test uses, so that the pool's state here is this test's.
        let (arch, opt): (Arch, _) = ("sm_61".parse().unwrap(), OptLevel::O1);
        let first = create_machine(&arch, None, opt).unwrap();
        assert_eq!(first.uses, 0);
        let plain = emit(&first, PLAIN);
        drop(first);
        let again = create_machine(&arch, None, opt).unwrap();
        assert_eq!(again.uses, 1, "the idle machine is reused");
        assert_eq!(emit(&again, PLAIN), plain);
        let calls = emit(&again, CALLS);
        assert!(calls.contains("// callseq 0"), "{calls}");
        drop(again);
        let fresh = create_machine(&arch, None, opt).unwrap();
        assert_eq!(fresh.uses, 0, "a machine that numbered a call is dropped");
        assert_eq!(emit(&fresh, CALLS), calls, "a new machine numbers calls from 0 again");
    }
}
