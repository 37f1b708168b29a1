//! [`InstructionWalk`]: a function's (or a block's) instructions one at a time, without collecting
//! them into a vector first, for the passes that look at every instruction of the module.
//!
//! The walk reads the instruction after the one it hands out before handing it out (LLVM's
//! `make_early_inc_range`), so the caller may change, move or erase the instruction it was given.
//! What it must not do while walking is erase an instruction after that one, or a block of the
//! function: the walk would step from a freed object (the validity model of `value.rs`; a
//! collected [`Value::instructions`] list would hold the same dangling handles). Instructions the
//! caller adds after the one the walk read next are walked too, unlike with a collected list.

use super::function::Block;
use super::value::Value;
use llvm_sys::core as llc;

/// The instructions of a function's blocks (or of one block), in order: see the module comment.
pub struct InstructionWalk<'ctx> {
    /// The instruction handed out next, and its block.
    next: Option<(Block<'ctx>, Value<'ctx>)>,
    /// Whether the walk goes on into the blocks after the first one's.
    whole_function: bool,
}

impl<'ctx> InstructionWalk<'ctx> {
    /// From the first instruction of `block` (or of the first non-empty block after it, when
    /// `whole_function`), to the end of `block` or of its function.
    fn starting_at(block: Option<Block<'ctx>>, whole_function: bool) -> Self {
        let mut walk = InstructionWalk { next: None, whole_function };
        walk.next = block.and_then(|b| walk.first_from(b));
        walk
    }

    /// The first instruction of `block`, or (walking the whole function) of the first non-empty
    /// block from `block` on.
    fn first_from(&self, mut block: Block<'ctx>) -> Option<(Block<'ctx>, Value<'ctx>)> {
        loop {
            if let Some(first) = block.first_instruction() {
                return Some((block, first));
            }
            if !self.whole_function {
                return None;
            }
            block = Self::block_after(block)?;
        }
    }

    /// The block after `block` in its function.
    fn block_after(block: Block<'ctx>) -> Option<Block<'ctx>> {
        // SAFETY: `block` is a live block of a function: the walk only reaches blocks through
        // their function's block list, and the caller deletes none while walking (module comment).
        unsafe { Block::from_raw(llc::LLVMGetNextBasicBlock(block.raw())) }
    }
}

impl<'ctx> Iterator for InstructionWalk<'ctx> {
    type Item = Value<'ctx>;

    // Inlined into the passes' loops (another crate): the step is one LLVM call.
    #[inline]
    fn next(&mut self) -> Option<Value<'ctx>> {
        let (block, inst) = self.next?;
        // SAFETY: `inst` is a live instruction inside `block` (reached through the block's
        // instruction list, and not erased: the caller erases only instructions it was already
        // given), so `LLVMGetNextInstruction`'s `cast<Instruction>` and its comparison with the
        // parent's end are defined.
        let after = unsafe { Value::from_raw(llc::LLVMGetNextInstruction(inst.raw())) };
        self.next = match after {
            Some(after) => Some((block, after)),
            None if self.whole_function => Self::block_after(block).and_then(|b| self.first_from(b)),
            None => None,
        };
        Some(inst)
    }
}

impl<'ctx> Value<'ctx> {
    /// Every instruction of a function, in block order, one at a time (nothing for a declaration
    /// or a value that is not a function): see the module comment for what the caller may change
    /// while walking.
    pub fn instruction_walk(self) -> InstructionWalk<'ctx> {
        InstructionWalk::starting_at(self.first_block(), true)
    }
}

impl<'ctx> Block<'ctx> {
    /// The block's instructions, in order, one at a time: see the module comment for what the
    /// caller may change while walking.
    pub fn instruction_walk(self) -> InstructionWalk<'ctx> {
        InstructionWalk::starting_at(Some(self), false)
    }
}
