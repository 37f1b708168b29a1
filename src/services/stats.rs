//! `--stats`: what the compilation did, as `nvvmc stats:` lines on stderr.

use crate::middle::pipeline::{Compilation, Split};

pub fn render(c: &Compilation) -> String {
    render_lines(c, true)
}

/// The lines a compile-cache entry keeps and a hit replays: all but where libdevice's part came
/// from, which says what this process did, not what the program is.
pub fn render_replayable(c: &Compilation) -> String {
    render_lines(c, false)
}

fn render_lines(c: &Compilation, this_process: bool) -> String {
    let mut out = String::new();
    let l = &c.link;
    match &l.libdevice {
        Some(p) => out.push_str(&format!("nvvmc stats: libdevice: {}\n", p.display())),
        None => out.push_str("nvvmc stats: libdevice: not read\n"),
    }
    if let (true, Some(source)) = (this_process, l.subset) {
        out.push_str(&format!("nvvmc stats: libdevice part: {}\n", source.describe()));
    }
    let libdevice_fns: Vec<&str> = l.functions.iter().filter(|n| n.starts_with("__nv_")).map(|s| s.as_str()).collect();
    out.push_str(&format!(
        "nvvmc stats: libdevice functions linked: {} ({} with internal helpers): {}\n",
        libdevice_fns.len(),
        l.functions.len(),
        libdevice_fns.join(" ")
    ));
    let shims: Vec<&str> = l.shims.iter().map(|s| s.as_str()).collect();
    out.push_str(&format!("nvvmc stats: shims linked: {}: {}\n", shims.len(), shims.join(" ")));
    if !l.math_lib.files.is_empty() {
        let ml = &l.math_lib;
        let files: Vec<String> = ml.files.iter().map(|p| p.display().to_string()).collect();
        let fns: Vec<&str> = ml.functions.iter().map(|s| s.as_str()).collect();
        out.push_str(&format!(
            "nvvmc stats: math libraries: {}; functions linked: {}: {}\n",
            files.join(" "),
            fns.len(),
            fns.join(" ")
        ));
    }
    let externs: Vec<&str> = l.externs.iter().map(|s| s.as_str()).collect();
    out.push_str(&format!(
        "nvvmc stats: external functions (.extern .func): {}: {}\n",
        externs.len(),
        externs.join(" ")
    ));
    let p = &c.ptx_isa;
    match (&p.asked, p.version) {
        (Some(asked), Some(v)) => {
            let capped =
                p.capped_at.map(|c| format!("; ptxas reads up to {c}, --ptx-version goes beyond")).unwrap_or_default();
            out.push_str(&format!("nvvmc stats: PTX ISA {v}: above the architecture's minimum, as the module asks ({} wants {}){capped}\n", asked.why, asked.version));
        }
        (None, Some(v)) => out.push_str(&format!("nvvmc stats: PTX ISA {v} (--ptx-version)\n")),
        _ => out.push_str("nvvmc stats: PTX ISA: the architecture's minimum\n"),
    }
    match c.split {
        Split::NotAsked => {}
        Split::Whole => out.push_str(
            "nvvmc stats: -j: compiled on one thread (when a program splits: docs/design.md#parallel-back-end)\n",
        ),
        Split::BeforeOptimize(n) => out.push_str(&format!(
            "nvvmc stats: -j: {n} partitions, split before `optimize` (the kernels share no code or variable)\n"
        )),
        Split::AfterLinking(n) => out.push_str(&format!("nvvmc stats: -j: {n} partitions, split after linking\n")),
    }
    let a = &c.address_spaces;
    let per: Vec<String> = a
        .specific
        .iter()
        .map(|(s, n)| format!("{} {n}", nvvmc_passes::address_spaces::AddressSpaceStats::space_name(*s)))
        .collect();
    let total: usize = a.specific.values().sum();
    out.push_str(&format!(
        "nvvmc stats: address spaces: {total} accesses made specific ({}), {} helper clones\n",
        if per.is_empty() { "none".to_string() } else { per.join(", ") },
        a.clones
    ));
    out
}
