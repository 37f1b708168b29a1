//! Guard against NVVM metadata that crashes LLVM 22's parser (filled in below).

use crate::error::CompileError;

pub fn check(_name: &str, _text: &str) -> Result<(), CompileError> {
    Ok(())
}
