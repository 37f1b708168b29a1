//! How deep a module nests (`ir/src/cpp/nesting.cpp`): the deepest constant expression or
//! aggregate (alias chains included), type, and metadata, each measured without recursion. The
//! driver refuses a module beyond its limit before LLVM's recursive walks run
//! (`src/front/nesting.rs`).

use crate::module::Module;
use std::ffi::{c_char, c_int, c_uint};

extern "C" {
    // ir/src/cpp/nesting.cpp
    fn nvvmc_measure_nesting(
        module: llvm_sys::prelude::LLVMModuleRef,
        limit: c_uint,
        alias_limit: c_uint,
        kind: *mut c_uint,
        depth: *mut c_uint,
        place: *mut *mut c_char,
    ) -> c_int;
}

/// What nests too deep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nested {
    /// A constant expression or aggregate constant (operands inside operands).
    Constant,
    /// A type (struct fields, array and vector elements, function parameters).
    Type,
    /// Metadata (nodes referring to nodes).
    Metadata,
    /// A chain of aliases (an alias of an alias of …).
    Alias,
}

/// The first thing found in a module that nests deeper than a limit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooDeep {
    pub what: Nested,
    /// How many levels it nests.
    pub depth: u32,
    /// What and where it is: "a constant in the initializer of @g", "a type in an instruction in
    /// @k", "metadata in the named metadata !foo", …
    pub place: String,
}

/// The first constant, type or metadata of `module` that nests more than `limit` levels deep, or
/// chain of aliases longer than `alias_limit` (module order: globals, aliases, named metadata,
/// functions), if any. Linear in the module's size; no recursion.
pub fn deeper_than(module: &Module<'_>, limit: u32, alias_limit: u32) -> Option<TooDeep> {
    let (mut kind, mut depth, mut place) = (0, 0, std::ptr::null_mut());
    // SAFETY: the module is live (borrowed for the call) and only read; the out-pointers are
    // valid locals; on a return of 1 `place` is a string for LLVMDisposeMessage, which `Message`
    // takes over.
    let found =
        unsafe { nvvmc_measure_nesting(module.as_mut_ptr(), limit, alias_limit, &mut kind, &mut depth, &mut place) };
    if found == 0 {
        return None;
    }
    // SAFETY: set by the call above, owned by us from now on.
    let place = unsafe { super::Message::from_raw(place) }.to_string_lossy();
    let what = match kind {
        1 => Nested::Constant,
        2 => Nested::Type,
        3 => Nested::Metadata,
        _ => Nested::Alias,
    };
    Some(TooDeep { what, depth, place })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    fn parse<'c>(ctx: &'c Context, ir: &str) -> Module<'c> {
        ctx.parse_ir(ir.as_bytes(), "t.ll").unwrap()
    }

    #[test]
    fn measures_constants_types_metadata_and_aliases() {
        let ctx = Context::new();
        let gep = |n: usize| (0..n).fold("@g".to_string(), |e, _| format!("getelementptr (i8, ptr {e}, i64 1)"));
        let m = parse(&ctx, &format!("@g = global [4 x i8] zeroinitializer\n@p = global ptr {}\n", gep(5)));
        // @p's initializer: five GEPs over a global (a leaf); the initializer of @g is one level.
        assert_eq!(deeper_than(&m, 5, 100), None);
        let d = deeper_than(&m, 4, 100).unwrap();
        assert_eq!((d.what, d.depth, d.place.as_str()), (Nested::Constant, 5, "a constant in the initializer of @p"));

        let ctx = Context::new();
        let m = parse(&ctx, "@g = global [1 x [1 x { [1 x i32] }]] zeroinitializer\n");
        // [1 x [1 x { [1 x i32] }]]: four levels (i32 contains nothing, and adds none).
        let d = deeper_than(&m, 3, 100).unwrap();
        assert_eq!((d.what, d.depth, d.place.as_str()), (Nested::Type, 4, "a type in the declaration of @g"));
        assert_eq!(deeper_than(&m, 4, 100), None);

        let ctx = Context::new();
        let m = parse(&ctx, "define void @f() {\n  ret void, !foo !0\n}\n!0 = !{!1}\n!1 = !{!2}\n!2 = !{!\"x\"}\n!3 = distinct !{!3, !0}\n!named = !{!3}\n");
        // !3 -> !0 -> !1 -> !2 (a string adds no level; the cycle through !3 counts once).
        let d = deeper_than(&m, 3, 100).unwrap();
        assert_eq!(d.what, Nested::Metadata);
        assert_eq!(d.depth, 4);
        assert_eq!(deeper_than(&m, 4, 100), None);

        let ctx = Context::new();
        let m = parse(&ctx, "define void @f() {\n  ret void\n}\n@a0 = alias void (), ptr @f\n@a1 = alias void (), ptr @a0\n@a2 = alias void (), ptr @a1\n");
        assert_eq!(deeper_than(&m, 1, 3), None);
        let d = deeper_than(&m, 1, 2).unwrap();
        assert_eq!((d.what, d.depth, d.place.as_str()), (Nested::Alias, 3, "the chain of aliases from @a2"));
    }

    #[test]
    fn measures_a_chain_deeper_than_any_stack_without_recursion() {
        // Built through the C API (no parser recursion) and measured on a 256 KiB stack.
        let found = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let ctx = Context::new();
                let m = ctx.create_module("deep");
                let i64t = ctx.inkwell().i64_type();
                let g = m.inkwell().add_global(i64t, None, "g");
                let mut c = g.as_pointer_value().const_to_int(i64t);
                for i in 0..200_000u64 {
                    let k = i64t.const_int(i % 7 + 1, false);
                    c = if i % 2 == 0 { c.const_xor(k) } else { c.const_add(k) };
                }
                let h = m.inkwell().add_global(i64t, None, "h");
                h.set_initializer(&c);
                let found = deeper_than(&m, 100_000, 100);
                // The context's teardown is LLVM's; the test process ends soon anyway.
                std::mem::forget(m);
                std::mem::forget(ctx);
                found
            })
            .unwrap()
            .join()
            .unwrap();
        let d = found.unwrap();
        assert_eq!((d.what, d.place.as_str()), (Nested::Constant, "a constant in the initializer of @h"));
        assert!(d.depth > 200_000, "{d:?}");
    }
}
