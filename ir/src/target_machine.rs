//! The NVPTX target machine: LLVM's code generator for one architecture, its data layout, PTX
//! emission, and the new pass manager's pipelines (which take the machine for its target's
//! analyses).

use crate::module::Module;

/// The code generator's optimization level (LLVM's `CodeGenOptLevel`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CodegenOptLevel {
    None,
    Less,
    Default,
    Aggressive,
}

/// Registers LLVM's NVPTX target (its info, target, MC layer and asm printer). Idempotent.
pub fn initialize_nvptx() {
    inkwell::targets::Target::initialize_nvptx(&inkwell::targets::InitializationConfig::default());
}

/// Why [`TargetMachine::new`] failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TargetMachineError {
    /// LLVM has no target for the triple (not initialized, or not built in); LLVM's message.
    NoTarget(String),
    /// The target refused the CPU, features or options.
    Refused,
}

extern "C" {
    // ir/src/cpp/target_options.cpp
    fn nvvmc_target_options_save(m: llvm_sys::target_machine::LLVMTargetMachineRef) -> *mut std::ffi::c_void;
    fn nvvmc_target_options_restore(m: llvm_sys::target_machine::LLVMTargetMachineRef, saved: *const std::ffi::c_void);
    fn nvvmc_target_options_free(saved: *mut std::ffi::c_void);
    // ir/src/cpp/asm_emitter.cpp
    fn nvvmc_asm_emitter_new(m: llvm_sys::target_machine::LLVMTargetMachineRef) -> *mut std::ffi::c_void;
    fn nvvmc_asm_emitter_run(
        emitter: *mut std::ffi::c_void,
        module: llvm_sys::prelude::LLVMModuleRef,
        data: *mut *const std::ffi::c_char,
        size: *mut usize,
    );
    fn nvvmc_asm_emitter_free(emitter: *mut std::ffi::c_void);
}

/// An LLVM target machine. It may move to another thread (`Send`), never be shared by two at
/// once (not `Sync`): LLVM's target machines have no thread of their own, but code generation
/// changes their options (see [`TargetMachine::restore_options`]).
#[derive(Debug)]
pub struct TargetMachine {
    inner: inkwell::targets::TargetMachine,
    /// The machine's `TargetOptions` as created (a C++ copy this value owns).
    created_options: *mut std::ffi::c_void,
    /// Whether code generation numbered a call (see [`TargetMachine::numbered_calls`]).
    numbered_calls: std::cell::Cell<bool>,
    /// The code generation pass manager kept for the next module (`ir/src/cpp/asm_emitter.cpp`;
    /// null until the first [`TargetMachine::emit_assembly`] that uses it).
    emitter: std::cell::Cell<*mut std::ffi::c_void>,
    /// Whether LLVM could not make the emitter (not tried again).
    no_emitter: std::cell::Cell<bool>,
}

// SAFETY: an LLVM TargetMachine refers to no thread-local state and to no LLVMContext; all it
// needs is that one thread at a time uses it, which `&mut`/ownership moves guarantee (the type is
// not `Sync`). `created_options` and `emitter` are owned by the value and move with it; the
// emitter's passes refer to the machine, which moves with them (it is a pointer to LLVM's heap).
unsafe impl Send for TargetMachine {}

impl Drop for TargetMachine {
    fn drop(&mut self) {
        let emitter = self.emitter.replace(std::ptr::null_mut());
        if !emitter.is_null() {
            // SAFETY: made by `nvvmc_asm_emitter_new` for this machine, freed here only, before
            // the machine (`inner` drops after this body).
            unsafe { nvvmc_asm_emitter_free(emitter) };
        }
        // SAFETY: made by `nvvmc_target_options_save` in `new`, freed here only.
        unsafe { nvvmc_target_options_free(self.created_options) };
    }
}

impl TargetMachine {
    /// The machine for `triple` (an NVPTX triple), CPU `cpu` (e.g. `sm_90`) and target features
    /// `features` (e.g. `+ptx88`; empty for the CPU's defaults). [`initialize_nvptx`] first.
    pub fn new(triple: &str, cpu: &str, features: &str, opt: CodegenOptLevel) -> Result<Self, TargetMachineError> {
        use inkwell::targets::{CodeModel, RelocMode, Target, TargetTriple};
        let triple = TargetTriple::create(triple);
        let target = Target::from_triple(&triple).map_err(|e| TargetMachineError::NoTarget(e.to_string()))?;
        let opt = match opt {
            CodegenOptLevel::None => inkwell::OptimizationLevel::None,
            CodegenOptLevel::Less => inkwell::OptimizationLevel::Less,
            CodegenOptLevel::Default => inkwell::OptimizationLevel::Default,
            CodegenOptLevel::Aggressive => inkwell::OptimizationLevel::Aggressive,
        };
        let inner = target
            .create_target_machine(&triple, cpu, features, opt, RelocMode::Default, CodeModel::Default)
            .ok_or(TargetMachineError::Refused)?;
        // SAFETY: a live target machine; the copy is freed by `Drop`.
        let created_options = unsafe { nvvmc_target_options_save(inner.as_mut_ptr()) };
        Ok(TargetMachine {
            inner,
            created_options,
            numbered_calls: std::cell::Cell::new(false),
            emitter: std::cell::Cell::new(std::ptr::null_mut()),
            no_emitter: std::cell::Cell::new(false),
        })
    }

    /// Gives the machine back the `TargetOptions` it was created with. Code generation sets some
    /// of them from each function's attributes (`no-nans-fp-math`, …; LLVM's
    /// `resetTargetOptions`), so a machine that compiles another program afterwards restores
    /// them first, and behaves as a new one.
    pub fn restore_options(&mut self) {
        // SAFETY: a live machine this thread has exclusive use of (`&mut`), and the copy `new` made.
        unsafe { nvvmc_target_options_restore(self.inner.as_mut_ptr(), self.created_options) };
    }

    /// The data layout string of the machine's target.
    pub fn data_layout(&self) -> String {
        self.inner.get_target_data().get_data_layout().as_str().to_string_lossy().into_owned()
    }

    /// Emits `module` as assembly (PTX text for NVPTX); the error is LLVM's message.
    ///
    /// Most modules go through the machine's kept code generation pass manager (built by the
    /// first, ~1.5 M instructions saved on each later one; `ir/src/cpp/asm_emitter.cpp`); a module
    /// that would leave state in it goes through a new pass manager, as LLVM-C's emit does
    /// ([`leaves_printer_state`]).
    ///
    /// The module's use lists are put in program order first
    /// ([`crate::use_list_order`]): LLVM's loop strength reduction depends on their order.
    pub fn emit_assembly(&self, module: &Module<'_>) -> Result<Vec<u8>, String> {
        crate::use_list_order::sort_in_program_order(module);
        let kept = if leaves_printer_state(module) { None } else { self.kept_emitter() };
        let emitted = match kept {
            Some(emitter) => {
                let (mut data, mut size) = (std::ptr::null(), 0usize);
                // SAFETY: the emitter was made for this machine, which this thread uses alone
                // (`&self` of a value that is not `Sync`); the module is live; the buffer LLVM
                // wrote is read before anything else runs the emitter.
                unsafe {
                    nvvmc_asm_emitter_run(emitter, module.as_mut_ptr(), &mut data, &mut size);
                    Ok(std::slice::from_raw_parts(data as *const u8, size).to_vec())
                }
            }
            None => self
                .inner
                .write_to_memory_buffer(module.inkwell(), inkwell::targets::FileType::Assembly)
                .map(|buf| buf.as_slice().to_vec())
                .map_err(|e| e.to_string()),
        };
        if !matches!(&emitted, Ok(ptx) if !contains(ptx, CALLSEQ)) {
            self.numbered_calls.set(true);
        }
        emitted
    }

    /// The kept code generation pass manager, made on first use (None when LLVM cannot make one;
    /// then every module takes LLVM-C's path).
    fn kept_emitter(&self) -> Option<*mut std::ffi::c_void> {
        if self.emitter.get().is_null() && !self.no_emitter.get() {
            // SAFETY: a live machine; the emitter is freed by `Drop`, before the machine.
            self.emitter.set(unsafe { nvvmc_asm_emitter_new(self.inner.as_mut_ptr()) });
            self.no_emitter.set(self.emitter.get().is_null());
        }
        Some(self.emitter.get()).filter(|e| !e.is_null())
    }

    /// Whether code generation on this machine numbered a call site, or failed. LLVM's NVPTX
    /// lowering numbers the calls it lowers (`// callseq N`, `prototype_N`) with a counter that
    /// lives in the machine's `TargetLowering` and is never reset: a machine that numbered a call
    /// would number the next program's calls from there, not from 0 as a new machine does, so it
    /// is not reused.
    pub fn numbered_calls(&self) -> bool {
        self.numbered_calls.get()
    }
}

/// Whether generating code for `module` would leave state in a kept pass manager that a later
/// module could see, so that it takes a new one instead. Known in LLVM 22's NVPTX back end:
/// - the printer's list of shared variables demoted into the one function that uses them
///   (`NVPTXAsmPrinter::localDecls`, an internal or private `addrspace(3)` variable): keyed by the
///   function's address and never cleared, so a later module's function at the same address
///   would print a freed variable (LLVM's fatal "Bad address space found while emitting PTX" in
///   `src/back/target.rs`'s test of a demoted variable, without this check);
/// - NVVMReflect's answers (`__nvvm_reflect`, `llvm.nvvm.reflect`), which it sets from one
///   module's flags and keeps (nvvmc folds every reflect call before code generation; a module
///   that still has one is passed on);
/// - debug information (the DWARF printer's per-module state is not run twice here).
fn leaves_printer_state(module: &Module<'_>) -> bool {
    let shared_local = module
        .globals()
        .into_iter()
        .any(|g| g.has_local_linkage() && g.ty().pointer_address_space() == Some(crate::address_space::SHARED));
    shared_local
        || module.function("__nvvm_reflect").is_some()
        || module.function("llvm.nvvm.reflect").is_some()
        || !crate::metadata::named_metadata_operands(module, "llvm.dbg.cu").is_empty()
}

/// What the NVPTX printer writes at each call sequence it numbered (`{ // callseq 3, 0`).
const CALLSEQ: &[u8] = b"// callseq ";

/// Whether `haystack` holds `needle` (a byte-wise look for its first byte, then a compare).
fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    let Some((&first, _)) = needle.split_first() else { return true };
    haystack.iter().enumerate().any(|(i, &c)| c == first && haystack[i..].starts_with(needle))
}

impl Module<'_> {
    /// Runs the new pass manager's textual `pipeline` (`opt -passes=` syntax) on the module with
    /// `machine`'s target analyses; the error is LLVM's message (an unknown pass, a bad option).
    pub fn run_passes(&self, pipeline: &str, machine: &TargetMachine) -> Result<(), String> {
        self.inkwell()
            .run_passes(pipeline, &machine.inner, inkwell::passes::PassBuilderOptions::create())
            .map_err(|e| e.to_string())
    }

    /// Runs `pipeline` as [`Module::run_passes`] does, but with no target machine: the passes
    /// see LLVM's target-independent cost model, which says branches never diverge (NVPTX's
    /// says they always may, and LLVM's jump threading then does nothing).
    pub fn run_passes_target_independent(&self, pipeline: &str) -> Result<(), String> {
        use llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
        use llvm_sys::transforms::pass_builder::{
            LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
        };
        let passes = std::ffi::CString::new(pipeline).map_err(|_| "a pass pipeline with a NUL byte".to_string())?;
        // SAFETY: a live module; LLVMRunPasses takes a null target machine (the PassBuilder is
        // then made without one), and the options are created and disposed here. An error is
        // turned into its message and the message disposed.
        unsafe {
            let options = LLVMCreatePassBuilderOptions();
            let error = LLVMRunPasses(self.as_mut_ptr(), passes.as_ptr(), std::ptr::null_mut(), options);
            LLVMDisposePassBuilderOptions(options);
            if error.is_null() {
                return Ok(());
            }
            let raw = LLVMGetErrorMessage(error);
            let message = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
            LLVMDisposeErrorMessage(raw);
            Err(message)
        }
    }
}
