//! The NVPTX target machine: LLVM's code generator for one architecture, its data layout, PTX
//! emission, and the new pass manager's pipelines (which take the machine for its target's
//! analyses).

use crate::module::Module;

/// The code generator's optimization level (LLVM's `CodeGenOptLevel`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
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

/// An LLVM target machine.
#[derive(Debug)]
pub struct TargetMachine {
    inner: inkwell::targets::TargetMachine,
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
        target
            .create_target_machine(&triple, cpu, features, opt, RelocMode::Default, CodeModel::Default)
            .map(|inner| TargetMachine { inner })
            .ok_or(TargetMachineError::Refused)
    }

    /// The data layout string of the machine's target.
    pub fn data_layout(&self) -> String {
        self.inner.get_target_data().get_data_layout().as_str().to_string_lossy().into_owned()
    }

    /// Emits `module` as assembly (PTX text for NVPTX); the error is LLVM's message.
    pub fn emit_assembly(&self, module: &Module<'_>) -> Result<Vec<u8>, String> {
        self.inner
            .write_to_memory_buffer(module.inkwell(), inkwell::targets::FileType::Assembly)
            .map(|buf| buf.as_slice().to_vec())
            .map_err(|e| e.to_string())
    }
}

impl Module<'_> {
    /// Runs the new pass manager's textual `pipeline` (`opt -passes=` syntax) on the module with
    /// `machine`'s target analyses; the error is LLVM's message (an unknown pass, a bad option).
    pub fn run_passes(&self, pipeline: &str, machine: &TargetMachine) -> Result<(), String> {
        self.inkwell()
            .run_passes(pipeline, &machine.inner, inkwell::passes::PassBuilderOptions::create())
            .map_err(|e| e.to_string())
    }
}
