//! nvvmc's own exports (`capi/include/nvvmc.h`, `capi/src/json_api.rs`) through their symbols, as the Python
//! package calls them: `nvvmcVersion`, `nvvmcCompile` (options as JSON, the output, the JSON
//! report with structured diagnostics, status codes) and `nvvmcFreeBuffer`. The Python API on top
//! of them is tested in `tests/python_wheel.rs`.

use std::ffi::{c_char, c_int, CStr};
use std::ptr::{null, null_mut};

#[macro_use]
mod common;
use common::{dep, library, run_tests, trial, MATH_KERNEL};

type Compile = unsafe extern "C" fn(
    *const c_char,
    usize,
    usize,
    *const *const c_char,
    *const usize,
    *const *const c_char,
    *mut *mut c_char,
    *mut usize,
    *mut *mut c_char,
    *mut usize,
) -> c_int;
type Free = unsafe extern "C" fn(*mut c_char, usize);

const SAXPY: &str = include_str!("../../examples/saxpy.ll");

/// Calls `nvvmcCompile`: the status, the output and the parsed report.
fn compile(request: &str, modules: &[(&str, &[u8])]) -> (c_int, Vec<u8>, serde_json::Value) {
    // SAFETY: the signatures are those of include/nvvmc.h.
    let (f, free) = unsafe {
        (*library().get::<Compile>(b"nvvmcCompile").unwrap(), *library().get::<Free>(b"nvvmcFreeBuffer").unwrap())
    };
    let names: Vec<std::ffi::CString> = modules.iter().map(|(n, _)| std::ffi::CString::new(*n).unwrap()).collect();
    let name_ptrs: Vec<*const c_char> = names.iter().map(|n| n.as_ptr()).collect();
    let bufs: Vec<*const c_char> = modules.iter().map(|(_, b)| b.as_ptr() as *const c_char).collect();
    let sizes: Vec<usize> = modules.iter().map(|(_, b)| b.len()).collect();
    let (mut out, mut out_size, mut rep, mut rep_size) = (null_mut(), 0usize, null_mut(), 0usize);
    // SAFETY: every array has `modules.len()` entries and outlives the call; the out-pointers are
    // valid; the buffers returned are freed once, with their sizes.
    unsafe {
        let status = f(
            request.as_ptr() as *const c_char,
            request.len(),
            modules.len(),
            bufs.as_ptr(),
            sizes.as_ptr(),
            name_ptrs.as_ptr(),
            &mut out,
            &mut out_size,
            &mut rep,
            &mut rep_size,
        );
        let output = std::slice::from_raw_parts(out as *const u8, out_size).to_vec();
        let report = serde_json::from_slice(std::slice::from_raw_parts(rep as *const u8, rep_size)).unwrap();
        free(out, out_size);
        free(rep, rep_size);
        (status, output, report)
    }
}

fn version_names_nvvmc() {
    // SAFETY: `const char *nvvmcVersion(void)` returns a static NUL-terminated string.
    let v = unsafe {
        CStr::from_ptr((library().get::<unsafe extern "C" fn() -> *const c_char>(b"nvvmcVersion").unwrap())())
    };
    assert_eq!(v.to_str().unwrap(), concat!("nvvmc ", env!("CARGO_PKG_VERSION")));
}

fn compiles_with_the_command_options() {
    let (status, ptx, report) =
        compile(r#"{"arch": "sm_80", "opt": 2, "link": "none", "stats": true}"#, &[("saxpy.ll", SAXPY.as_bytes())]);
    assert_eq!(status, 0, "{report}");
    let ptx = String::from_utf8(ptx).unwrap();
    assert!(ptx.contains(".target sm_80") && ptx.contains(".entry saxpy"), "{ptx}");
    assert_eq!(report["status"], 0);
    assert!(report["error"].is_null() && report["diagnostics"] == serde_json::json!([]), "{report}");
    assert!(report["stats"].as_str().unwrap().contains("nvvmc stats:"), "{report}");
    assert!(report["time_report"].is_null());
    // An empty request is the command's defaults (sm_52).
    let (status, ptx, _) = compile("", &[("saxpy.ll", SAXPY.as_bytes())]);
    assert_eq!(status, 0);
    assert!(String::from_utf8(ptx).unwrap().contains(".target sm_52"));
}

fn every_link_strategy_links_libdevice() {
    let libdevice = dep("libdevice.10.bc");
    for link in ["late", "early", "ptx"] {
        let request = serde_json::json!({ "arch": "sm_90", "link": link, "libdevice": libdevice }).to_string();
        let (status, ptx, report) = compile(&request, &[("math.ll", MATH_KERNEL.as_bytes())]);
        assert_eq!(status, 0, "{link}: {report}");
        assert!(String::from_utf8(ptx).unwrap().contains(".entry k"), "{link}");
    }
    let (status, _, report) = compile(r#"{"link": "none"}"#, &[("math.ll", MATH_KERNEL.as_bytes())]);
    assert_eq!(status, 1);
    assert_eq!(report["error"]["kind"], "diagnostics", "{report}");
    assert!(
        report["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .any(|d| d["rule"] == "missing-libdevice-function" && d["severity"] == "error" && d["hint"].is_string()),
        "{report}"
    );
}

fn errors_come_with_structured_diagnostics() {
    let (status, out, report) = compile("{}", &[("bad.ll", b"define void @f( {")]);
    assert_eq!((status, out.len()), (1, 0));
    assert_eq!(report["error"]["kind"], "parse", "{report}");
    assert_eq!(report["error"]["diagnostic"]["file"], "bad.ll");
    assert_eq!(report["error"]["diagnostic"]["line"], 1);
    let layout = "target datalayout = \"e-i64:32\"\ndefine void @k() {\n  ret void\n}\n";
    let (status, _, report) = compile("{}", &[("l.ll", layout.as_bytes())]);
    assert_eq!(status, 0);
    let d = &report["diagnostics"][0];
    assert_eq!(
        (d["severity"].as_str(), d["rule"].as_str(), d["section"].as_str()),
        (Some("warning"), Some("data-layout"), Some("3.13")),
        "{report}"
    );
    let (status, _, report) = compile(r#"{"strict": true}"#, &[("l.ll", layout.as_bytes())]);
    assert_eq!(status, 1);
    assert_eq!(report["diagnostics"][0]["severity"], "error", "{report}");
}

fn bad_requests_are_usage_errors() {
    for (request, says) in [
        (r#"{"arch": "sm_1"}"#, "arch:"),
        (r#"{"link": "lazy"}"#, "link: 'lazy'"),
        (r#"{"emit": "exe"}"#, "emit: 'exe'"),
        (r#"{"opt": 7}"#, "opt: 7"),
        (r#"{"ptx_version": "1.0"}"#, "ptx_version:"),
        (r#"{"lnk": "late"}"#, "unknown field `lnk`"),
        ("[1, 2]", "not a valid options object"),
    ] {
        let (status, _, report) = compile(request, &[("saxpy.ll", SAXPY.as_bytes())]);
        assert_eq!(status, 2, "{request}: {report}");
        assert_eq!(report["error"]["kind"], "usage");
        assert!(report["error"]["message"].as_str().unwrap().contains(says), "{request}: {report}");
    }
    let (status, _, report) = compile("{}", &[]);
    assert_eq!(status, 2);
    assert!(report["error"]["message"].as_str().unwrap().contains("no input modules"));
}

fn null_arguments_are_refused_without_writing() {
    // SAFETY: the signature is include/nvvmc.h's; NULL where the contract allows it to be refused.
    let f = unsafe { *library().get::<Compile>(b"nvvmcCompile").unwrap() };
    let (mut out, mut size) = (null_mut(), 7usize);
    // SAFETY: as above; `out`/`size` are valid, the report pointers are NULL.
    let status = unsafe { f(null(), 0, 0, null(), null(), null(), &mut out, &mut size, null_mut(), null_mut()) };
    assert_eq!((status, out.is_null(), size), (3, true, 7));
    let (mut rep, mut rep_size) = (null_mut(), 0usize);
    // SAFETY: one module announced with NULL buffers: refused before reading.
    let status = unsafe { f(null(), 0, 1, null(), null(), null(), &mut out, &mut size, &mut rep, &mut rep_size) };
    assert_eq!((status, out.is_null(), rep.is_null()), (3, true, true));
    // SAFETY: freeing NULL is a no-op.
    unsafe { (library().get::<Free>(b"nvvmcFreeBuffer").unwrap())(null_mut(), 0) };
}

fn threads_compile_in_parallel() {
    let want = compile(r#"{"arch": "sm_90"}"#, &[("saxpy.ll", SAXPY.as_bytes())]).1;
    let threads: Vec<_> = (0..4)
        .map(|_| std::thread::spawn(|| compile(r#"{"arch": "sm_90"}"#, &[("saxpy.ll", SAXPY.as_bytes())]).1))
        .collect();
    for t in threads {
        assert_eq!(t.join().unwrap(), want);
    }
}

test_main!(
    version_names_nvvmc,
    compiles_with_the_command_options,
    every_link_strategy_links_libdevice,
    errors_come_with_structured_diagnostics,
    bad_requests_are_usage_errors,
    null_arguments_are_refused_without_writing,
    threads_compile_in_parallel,
);
