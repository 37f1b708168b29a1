//! The interface every nvvmc pass implements.
//!
//! A pass is one type in one module. It has a stable name (used by `--time-report`, by
//! `--print-after` and in messages), runs over a whole `ir::Module`, reports problems into the
//! shared [`Diagnostics`] collector and says whether it changed the module. The driver calls the
//! passes explicitly, in order (see `src/middle/pipeline/mod.rs`), and verifies the module after each one when
//! asked to.

use crate::ir::Module;
use crate::Diagnostics;

/// What a pass did to the module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Changed {
    No,
    Yes,
}

impl Changed {
    pub fn from_bool(b: bool) -> Self {
        if b {
            Changed::Yes
        } else {
            Changed::No
        }
    }
    pub fn changed(self) -> bool {
        self == Changed::Yes
    }
}

impl std::ops::BitOr for Changed {
    type Output = Changed;
    fn bitor(self, rhs: Changed) -> Changed {
        Changed::from_bool(self.changed() || rhs.changed())
    }
}

pub trait ModulePass {
    /// Kebab-case name, stable across releases.
    fn name(&self) -> &'static str;
    /// Runs over `module`. Problems go to `diags`; a pass that reports an error leaves the module
    /// valid (it may leave it unchanged), so the driver can still print it for inspection.
    fn run(&mut self, module: &Module<'_>, diags: &mut Diagnostics) -> Changed;
}
