//! The versioned names NVIDIA's `nvJitLink.h` maps each call to (`nvJitLinkCreate` is
//! `__nvJitLinkCreate_12_9` in CUDA 12.9's header), so that C programs built against any 12.x or
//! 13.x header find nvvmc's with `LD_PRELOAD`.

use super::*;

macro_rules! versioned {
    ($($module:ident $v:literal),*) => {$(
        mod $module {
            use super::*;
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkCreate_", $v)]
            pub unsafe extern "C" fn create(h: *mut nvJitLinkHandle, n: u32, o: *const *const c_char) -> nvJitLinkResult {
                // SAFETY: the unversioned function's contract, passed on.
                unsafe { nvJitLinkCreate(h, n, o) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkDestroy_", $v)]
            pub unsafe extern "C" fn destroy(h: *mut nvJitLinkHandle) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkDestroy(h) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkAddData_", $v)]
            pub unsafe extern "C" fn add_data(h: nvJitLinkHandle, k: nvJitLinkInputType, d: *const c_void, s: usize, n: *const c_char) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkAddData(h, k, d, s, n) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkAddFile_", $v)]
            pub unsafe extern "C" fn add_file(h: nvJitLinkHandle, k: nvJitLinkInputType, f: *const c_char) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkAddFile(h, k, f) }
            }
            #[export_name = concat!("__nvJitLinkComplete_", $v)]
            pub extern "C" fn complete(h: nvJitLinkHandle) -> nvJitLinkResult {
                nvJitLinkComplete(h)
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedCubinSize_", $v)]
            pub unsafe extern "C" fn cubin_size(h: nvJitLinkHandle, s: *mut usize) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedCubinSize(h, s) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedCubin_", $v)]
            pub unsafe extern "C" fn cubin(h: nvJitLinkHandle, o: *mut c_void) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedCubin(h, o) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedPtxSize_", $v)]
            pub unsafe extern "C" fn ptx_size(h: nvJitLinkHandle, s: *mut usize) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedPtxSize(h, s) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedPtx_", $v)]
            pub unsafe extern "C" fn ptx(h: nvJitLinkHandle, o: *mut c_char) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedPtx(h, o) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedLTOIRSize_", $v)]
            pub unsafe extern "C" fn ltoir_size(h: nvJitLinkHandle, s: *mut usize) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedLTOIRSize(h, s) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetLinkedLTOIR_", $v)]
            pub unsafe extern "C" fn ltoir(h: nvJitLinkHandle, o: *mut c_void) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetLinkedLTOIR(h, o) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetErrorLogSize_", $v)]
            pub unsafe extern "C" fn error_log_size(h: nvJitLinkHandle, s: *mut usize) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetErrorLogSize(h, s) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetErrorLog_", $v)]
            pub unsafe extern "C" fn error_log(h: nvJitLinkHandle, l: *mut c_char) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetErrorLog(h, l) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetInfoLogSize_", $v)]
            pub unsafe extern "C" fn info_log_size(h: nvJitLinkHandle, s: *mut usize) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetInfoLogSize(h, s) }
            }
            /// # Safety
            /// The unversioned function's contract.
            #[export_name = concat!("__nvJitLinkGetInfoLog_", $v)]
            pub unsafe extern "C" fn info_log(h: nvJitLinkHandle, l: *mut c_char) -> nvJitLinkResult {
                // SAFETY: as above.
                unsafe { nvJitLinkGetInfoLog(h, l) }
            }
        }
    )*};
}

versioned!(
    v12_0 "12_0", v12_1 "12_1", v12_2 "12_2", v12_3 "12_3", v12_4 "12_4", v12_5 "12_5", v12_6 "12_6",
    v12_7 "12_7", v12_8 "12_8", v12_9 "12_9", v13_0 "13_0", v13_1 "13_1", v13_2 "13_2", v13_3 "13_3",
    v13_4 "13_4", v13_5 "13_5"
);
