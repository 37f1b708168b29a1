//! The one folder nvvmc keeps files in between runs: the library PTX of `--link ptx`
//! (`libdevice-ptx/`), the compile cache (`--cache`, `compile-v1/`), the libdevice index-check
//! markers (`libdevice-checked/`), the parts of libdevice programs link
//! (`libdevice-subset-v1/`, `src/middle/link/libdevice_subset.rs`) and the Redis back-off note.
//!
//! `$NVVMC_CACHE_DIR`, else `$XDG_CACHE_HOME/nvvmc`, else `~/.cache/nvvmc`; `None` when none of
//! them is set.

use std::path::PathBuf;

/// nvvmc's cache folder (see the module comment).
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("NVVMC_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return Some(PathBuf::from(d).join("nvvmc"));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/nvvmc"))
}
