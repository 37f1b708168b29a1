//! The boundary's handles on a real module parsed by LLVM.

use super::*;
use crate::context::Context;

const IR: &str = r#"
target triple = "nvptx64-nvidia-cuda"
@g = internal addrspace(3) global [4 x float] zeroinitializer, align 4
define ptx_kernel void @k(ptr addrspace(1) align 16 %p, i32 %n) #0 {
entry:
  %c = icmp slt i32 %n, 4
  br i1 %c, label %then, label %done
then:
  %x = load float, ptr addrspace(1) %p, align 4, !dbg !6
  %y = call afn float @llvm.sin.f32(float %x)
  store float %y, ptr addrspace(1) %p, align 4
  br label %done, !llvm.loop !9
done:
  ret void
}
declare float @llvm.sin.f32(float)
attributes #0 = { "nvvm.maxntid"="128" }
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!nvvmc.test = !{!8}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocation(line: 7, column: 3, scope: !4)
!8 = !{ptr @k, !"maxnreg", i32 32}
!9 = distinct !{!9}
"#;

fn with_module(f: impl FnOnce(&Context, &crate::module::Module<'_>)) {
    let cx = Context::new();
    let m = cx.parse_ir(IR.as_bytes(), "t.ll").expect("test IR parses");
    f(&cx, &m);
}

#[test]
fn functions_blocks_instructions_and_calls() {
    with_module(|_, m| {
        let fs = module::functions(m);
        let k = fs.iter().copied().find(|f| f.name() == "k").unwrap();
        assert_eq!(k.call_conv(), CallConv::PtxKernel);
        assert_eq!(k.blocks().len(), 3);
        let insts = k.instructions();
        assert_eq!(insts.len(), 7);
        let call = insts.iter().copied().find(|i| i.called_function().is_some()).unwrap();
        assert_eq!(call.called_function().unwrap().name(), "llvm.sin.f32");
        assert!(call.has_afn() && !call.fast_math().unwrap().allow_contract());
        assert_eq!(call.call_args().len(), 1);
        assert_ne!(call.called_function().unwrap().intrinsic_id(), 0);
        let load = insts.iter().copied().find(|i| i.opcode() == Some(Opcode::Load)).unwrap();
        assert_eq!(load.source_location(), (Some("k.cu".to_string()), Some(7)));
        assert_eq!(load.alignment(), 4);
        assert_eq!(load.operand(0).unwrap().ty().pointer_address_space(), Some(address_space::GLOBAL));
        assert!(load.parent_function() == Some(k));
        assert_eq!(k.params()[0].users().len(), 2);
        assert_eq!(k.first_block().unwrap().successors().len(), 2);
    });
}

#[test]
fn globals_types_attributes_and_metadata() {
    with_module(|cx, m| {
        let g = module::named_global(m, "g").unwrap();
        assert!(g.has_local_linkage());
        let vt = g.global_value_type().unwrap();
        assert_eq!((vt.array_length(), vt.element_type().unwrap().print()), (Some(4), "float".to_string()));
        assert_eq!(g.ty().pointer_address_space(), Some(address_space::SHARED));
        assert_eq!(TargetData::new("e-i64:64-v16:16-v32:32-n16:32:64").abi_size(vt), 16);
        let k = module::named_function(m, "k").unwrap();
        assert_eq!(k.string_attribute(AttrIndex::Function, "nvvm.maxntid").as_deref(), Some("128"));
        assert_eq!(k.enum_attribute(AttrIndex::Param(0), "align").and_then(|a| a.enum_value()), Some(16));
        k.add_enum_attribute(AttrIndex::Function, "noinline", 0);
        assert!(k.has_enum_attribute(AttrIndex::Function, "noinline"));
        k.remove_enum_attribute(AttrIndex::Function, "noinline");
        assert!(!k.has_enum_attribute(AttrIndex::Function, "noinline"));
        let ann = metadata::named_metadata_operands(m, "nvvmc.test");
        assert_eq!(ann.len(), 1);
        let ops = ann[0].md_node_operands();
        assert_eq!(ops[1].unwrap().md_string().as_deref(), Some("maxnreg"));
        assert_eq!(ops[2].unwrap().const_int_zext(), Some(32));
        let br =
            k.instructions().into_iter().find(|i| i.opcode() == Some(Opcode::Br) && i.num_operands() == 1).unwrap();
        let kind = metadata::kind_id(cx, "llvm.loop");
        assert!(br.metadata(kind).is_some());
        let node = Metadata::self_referential_node(
            cx,
            &[Metadata::node(cx, &[Some(Metadata::string(cx, "llvm.loop.unroll.disable"))])],
        );
        br.set_metadata(kind, Some(node.as_value(cx)));
        let id = br.metadata(kind).unwrap();
        let ops = id.md_node_operands();
        assert_eq!(ops[0], Some(id), "a loop id names itself");
        assert_eq!(
            ops[1].unwrap().md_node_operands()[0].unwrap().md_string().as_deref(),
            Some("llvm.loop.unroll.disable")
        );
        assert!(m.verify().is_ok());
    });
}

#[test]
fn builder_builds_and_erases() {
    with_module(|_, m| {
        let k = module::named_function(m, "k").unwrap();
        let store = k.instructions().into_iter().find(|i| i.opcode() == Some(Opcode::Store)).unwrap();
        let b = Builder::for_value(store);
        b.position_before(store);
        let v = store.operand(0).unwrap();
        let twice = b.fadd(v, v, "twice");
        store.set_operand(0, twice);
        assert_eq!(twice.name(), "twice");
        assert!(m.verify().is_ok());
        store.set_operand(0, v);
        twice.erase_instruction();
        assert!(m.verify().is_ok());
        assert_eq!(k.instructions().len(), 7);
    });
}

// ----- soundness: calls LLVM-C would answer with UB on the wrong value kind --

fn kernel<'ctx>(m: &crate::module::Module<'ctx>) -> Value<'ctx> {
    module::functions(m).into_iter().find(|f| f.name() == "k").unwrap()
}

#[test]
fn values_without_operands_have_none() {
    with_module(|_, m| {
        let k = kernel(m);
        // An argument and a block as value are not `User`s: LLVMGetNumOperands would `cast<User>`.
        let p = k.params()[0];
        assert!(!p.is_user());
        assert_eq!(p.num_operands(), 0);
        assert_eq!(p.operand(0), None);
        assert!(p.operands().is_empty());
        assert_eq!(p.operand_iter().count(), 0);
        let bb = k.first_block().unwrap().as_value();
        assert_eq!(bb.num_operands(), 0);
        assert_eq!(bb.operand(0), None);
        // Metadata as value: `!8 = !{ptr @k, !"maxnreg", i32 32}` is a node (3 operands); its
        // string operand is an MDString, which LLVMGetMDNodeNumOperands would `cast<MDNode>`.
        let node = metadata::named_metadata_operands(m, "nvvmc.test")[0];
        assert_eq!(node.num_operands(), 3);
        let s = node.operand(1).expect("the string operand");
        assert!(s.is_md_string());
        assert_eq!(s.num_operands(), 0);
        assert_eq!(s.operand(0), None);
        assert_eq!(node.operand(0), Some(k));
        assert_eq!(node.operand_iter().collect::<Vec<_>>(), node.operands());
        let mut both = vec![k];
        node.append_operands(&mut both);
        p.append_operands(&mut both);
        assert_eq!(both[1..], node.operands()[..]);
    });
}

#[test]
fn name_prefixes_are_compared_in_place() {
    with_module(|_, m| {
        let k = kernel(m);
        assert!(k.name_starts_with("k"));
        assert!(k.name_starts_with(""));
        assert!(!k.name_starts_with("kk"));
        assert!(k.name_starts_with_any(&["x", "k"]) && !k.name_starts_with_any(&["x", "y"]));
        assert!(!k.name_starts_with_any(&[]));
        let insts = k.instructions();
        assert!(insts[0].name_starts_with("c"));
        let store = insts.iter().copied().find(|i| i.opcode() == Some(Opcode::Store)).unwrap();
        assert!(store.name_starts_with("") && !store.name_starts_with("s"), "a store has no name");
    });
}

#[test]
fn instruction_walk_stops_at_detached_instructions() {
    with_module(|_, m| {
        let k = kernel(m);
        let icmp = k.first_block().unwrap().first_instruction().unwrap();
        let clone = icmp.clone_instruction();
        // A clone has no block: LLVMGetNextInstruction would dereference its null parent.
        assert_eq!(clone.parent_block(), None);
        assert_eq!(clone.next_instruction(), None);
        assert_eq!(clone.previous_instruction(), None);
        assert!(icmp.next_instruction().is_some());
        let b = Builder::for_value(icmp);
        b.position_before(icmp);
        clone.insert_with(&b, "c2");
        assert_eq!(clone.next_instruction(), Some(icmp));
    });
}

#[test]
#[should_panic(expected = "set_operand on a non-instruction")]
fn set_operand_of_metadata_panics() {
    with_module(|_, m| {
        let k = kernel(m);
        let node = metadata::named_metadata_operands(m, "nvvmc.test")[0];
        node.set_operand(0, k);
    });
}

#[test]
#[should_panic(expected = "still has uses")]
fn erase_instruction_with_uses_panics() {
    with_module(|_, m| {
        let icmp = kernel(m).first_block().unwrap().first_instruction().unwrap();
        icmp.erase_instruction();
    });
}

#[test]
#[should_panic(expected = "replace_all_uses_with with a value of another type")]
fn replace_all_uses_with_another_type_panics() {
    with_module(|_, m| {
        let k = kernel(m);
        let icmp = k.first_block().unwrap().first_instruction().unwrap();
        icmp.replace_all_uses_with(k.params()[1]);
    });
}

#[test]
#[should_panic(expected = "not a metadata node")]
fn set_metadata_with_a_string_panics() {
    with_module(|cx, m| {
        let icmp = kernel(m).first_block().unwrap().first_instruction().unwrap();
        let s = Metadata::string(cx, "x").as_value(cx);
        icmp.set_metadata(metadata::kind_id(cx, "nvvmc.x"), Some(s));
    });
}

#[test]
fn alignment_and_basic_types_of_odd_kinds() {
    with_module(|cx, m| {
        let k = kernel(m);
        assert_eq!(k.params()[0].alignment(), 0);
        assert_eq!(module::named_global(m, "g").map(|g| g.alignment()), Some(4));
        // Function types are not first-class values.
        assert!(!Type::function(Type::int(cx, 32), &[]).is_basic());
        assert!(Type::int(cx, 32).is_basic());
    });
}

#[test]
#[should_panic(expected = "call arguments do not match")]
fn builder_call_with_wrong_arity_panics() {
    with_module(|_, m| {
        let k = kernel(m);
        let sin = module::functions(m).into_iter().find(|f| f.name() == "llvm.sin.f32").unwrap();
        let icmp = k.first_block().unwrap().first_instruction().unwrap();
        let b = Builder::for_value(icmp);
        b.position_before(icmp);
        b.call_function(sin, &[], "");
    });
}

#[test]
#[should_panic(expected = "without a null value")]
fn const_null_of_void_panics() {
    with_module(|cx, _| {
        let void = kernel_return_type(cx);
        void.const_null();
    });
}

fn kernel_return_type(cx: &Context) -> Type<'_> {
    Type::void(cx)
}

#[test]
fn sync_scopes_come_from_their_context() {
    with_module(|cx, m| {
        let device = atomics::sync_scope_id(&cx, "device");
        assert_eq!(atomics::sync_scope_id(&cx, "device"), device);
        let other = Context::new();
        let foreign = atomics::sync_scope_id(&&other, "device");
        assert_ne!(foreign, device, "a scope carries its context");
        // The kernel has no atomics: no instruction answers a scope.
        assert!(kernel(m).instructions().iter().all(|i| i.sync_scope().is_none()));
    });
}

#[test]
#[should_panic(expected = "is not an enum or integer attribute")]
fn type_attribute_kinds_are_not_made_as_enums() {
    with_module(|_, m| {
        kernel(m).add_enum_attribute(AttrIndex::Param(0), "byval", 0);
    });
}

// ----- use lists in program order (`use_list_order.rs`) --

#[test]
fn use_lists_are_put_in_program_order() {
    // Read from text, a use list is in reverse program order; the `uselistorder` directive below
    // shuffles %a's instead. Sorting must give program order for both, users outside functions
    // (the global's initializer) last.
    const USES: &str = r#"
target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %a) {
entry:
  %one = add i32 %a, 1
  %two = mul i32 %a, 2
  %three = sub i32 %a, 3
  %s = add i32 %one, %two
  %t = add i32 %s, %three
  %u = add i32 %t, %a
  %r = call i32 @f(i32 %u)
  ret i32 %r
  uselistorder i32 %a, { 2, 0, 3, 1 }
}
@fp = global ptr @f
"#;
    let cx = Context::new();
    let m = cx.parse_ir(USES.as_bytes(), "uses.ll").expect("test IR parses");
    let f = module::named_function(&m, "f").unwrap();
    let a = f.params()[0];
    let names = |v: Value<'_>| v.users().into_iter().map(|u| u.name()).collect::<Vec<_>>();
    assert_eq!(names(a), ["three", "one", "u", "two"]);
    assert_eq!(names(f), ["fp", "r"]);
    use_list_order::sort_in_program_order(&m);
    assert_eq!(names(a), ["one", "two", "three", "u"]);
    // The call in @f before @fp's initializer, a user outside every function.
    assert_eq!(names(f), ["r", "fp"]);
    assert!(m.verify().is_ok());
}

#[test]
fn the_instruction_walk_meets_what_the_collected_lists_hold_and_survives_erasing_what_it_gave() {
    let ir = "define i32 @f(i1 %c) {\nentry:\n  %a = add i32 1, 2\n  br i1 %c, label %empty, label %b\nempty:\n  unreachable\nb:\n  %d = add i32 %a, 3\n  %e = add i32 %d, 4\n  ret i32 %d\n}\ndeclare void @g()";
    let cx = Context::new();
    let m = cx.parse_ir(ir.as_bytes(), "w.ll").expect("test IR parses");
    let f = m.function("f").expect("f is defined");
    assert_eq!(f.instruction_walk().collect::<Vec<_>>(), f.instructions());
    assert_eq!(f.instructions().len(), 6);
    for block in f.blocks() {
        assert_eq!(block.instruction_walk().collect::<Vec<_>>(), block.instructions());
    }
    assert_eq!(m.function("g").expect("g is declared").instruction_walk().count(), 0);
    // The walk has read `ret` before it hands out `%e`, which can go.
    let mut erased = 0;
    for inst in f.instruction_walk() {
        if inst.name() == "e" {
            inst.erase_instruction();
            erased += 1;
        }
    }
    assert_eq!((erased, f.instructions().len()), (1, 5));
    m.verify().expect("still a valid module");
}
