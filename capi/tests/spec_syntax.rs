//! NVVM IR in the 1.1 specification's own syntax (LLVM 3.2 text) through the C API: the
//! upgrade (`src/front/legacy_text/`) runs behind `nvvmAddModuleToProgram` as it does for the
//! command line, and errors in such a module point at the text as the client wrote it, in
//! libNVVM's log format.

#[macro_use]
mod common;
use common::{ptxas_accepts, run_tests, trial, Program, COMPILATION, INVALID_IR, SUCCESS};

/// A kernel as a CUDA 5-era front end wrote it: `metadata !{…}` nodes, `load`/`getelementptr`
/// without their type, a variadic-style callee type, the old `llvm.memcpy` with its alignment
/// operand, a single-ordering `cmpxchg`, `byval` without its type.
const OLD: &str = r#"target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { float, float }

define internal float @sum(%struct.P* byval %p) nounwind readonly {
  %x = getelementptr inbounds %struct.P* %p, i32 0, i32 0
  %y = getelementptr inbounds %struct.P* %p, i32 0, i32 1
  %a = load float* %x, align 4
  %b = load float* %y, align 4
  %s = fadd float %a, %b
  ret float %s
}

define void @_Z6kernelPfPiPK1P(float* %out, i32 addrspace(1)* %count, %struct.P* %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %local = alloca %struct.P, align 4
  %src = getelementptr inbounds %struct.P* %in, i64 %i
  %d8 = bitcast %struct.P* %local to i8*
  %s8 = bitcast %struct.P* %src to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d8, i8* %s8, i64 8, i32 4, i1 false)
  %v = call float (%struct.P*)* @sum(%struct.P* byval %local)
  %o = getelementptr inbounds float* %out, i64 %i
  store float %v, float* %o, align 4
  %old = cmpxchg i32 addrspace(1)* %count, i32 0, i32 1 seq_cst
  call void @llvm.nvvm.barrier0()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1) nounwind
declare void @llvm.nvvm.barrier0() nounwind

!nvvm.annotations = !{!0}
!0 = metadata !{void (float*, i32 addrspace(1)*, %struct.P*)* @_Z6kernelPfPiPK1P, metadata !"kernel", i32 1, metadata !"maxntidx", i32 128}
!nvvmir.version = !{!1}
!1 = metadata !{i32 1, i32 1}
"#;

fn old_syntax_module_compiles() {
    let p = Program::new();
    assert_eq!(p.add(OLD.as_bytes(), "old.ll"), SUCCESS);
    assert_eq!(p.verify(&[]), SUCCESS, "{}", p.log());
    assert_eq!(p.compile(&["-arch=compute_70"]), SUCCESS, "{}", p.log());
    let ptx = p.ptx();
    for want in [".entry _Z6kernelPfPiPK1P(", ".maxntid 128, 1, 1", "atom.", "bar.sync", "add.f32"] {
        assert!(ptx.contains(want), "no {want} in:\n{ptx}");
    }
    ptxas_accepts(&ptx, "sm_70");
}

fn errors_in_old_syntax_point_at_the_text_as_written() {
    // Line 10 as written: `  %b = load float* %z, align 4`, `%z` at 0-based column 19 (the
    // upgraded line, `load float, float* %z`, has it at 26).
    let bad = OLD.replacen("%b = load float* %y", "%b = load float* %z", 1);
    let p = Program::new();
    assert_eq!(p.add(bad.as_bytes(), "old.ll"), SUCCESS);
    assert_eq!(p.verify(&[]), INVALID_IR);
    assert_eq!(p.log(), "old.ll (10, 19): parse use of undefined value '%z'");
    assert_eq!(p.compile(&[]), COMPILATION);

    // A form the upgrade does not rewrite: named, with the modern spelling.
    let bad = OLD.replacen("%a = load float* %x", "%a = load float %s", 1);
    let p = Program::new();
    assert_eq!(p.add(bad.as_bytes(), "old.ll"), SUCCESS);
    assert_eq!(p.compile(&[]), COMPILATION);
    let log = p.log();
    assert!(
        log.starts_with("old.ll (9, 7): ") && log.contains("`load` without its type") && log.contains("load T, ptr %p"),
        "{log}"
    );
}

test_main!(old_syntax_module_compiles, errors_in_old_syntax_point_at_the_text_as_written);
