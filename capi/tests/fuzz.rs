//! A deterministic fuzz loop through the C API in this one process: mutants of real NVVM IR
//! (the numba kernels, the examples) and, every tenth input, a damaged libdevice. Every input
//! must come back as a result code with a log (or PTX); the process must survive all of them.
//!
//! `NVVMC_FUZZ_INPUTS` sets the number of inputs (default 300, what CI runs);
//! `scripts/fuzz-capi` runs a larger loop on the release build. `NVVMC_FUZZ_SEED` changes the
//! mutations. `NVVMC_TEST_LIBNVVM=.deps/libnvvm.so` runs the same loop against NVIDIA's
//! libNVVM (which does not survive it).

#[macro_use]
mod common;

use common::*;
use std::collections::BTreeMap;

fn seeds() -> Vec<(String, String)> {
    let mut out = vec![("math.ll".to_string(), MATH_KERNEL.to_string())];
    let mut dirs = vec![repo().join("tests/inputs/numba"), repo().join("examples")];
    let mut files = Vec::new();
    for d in dirs.drain(..) {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    for p in files {
        out.push((p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()));
    }
    out
}

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "3",
    "7",
    "64",
    "255",
    "65536",
    "2147483648",
    "4294967296",
    "-9223372036854775808",
    "1.5",
    "0x7FF8000000000000",
];
const TYPES: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "half",
    "float",
    "double",
    "fp128",
    "ptr",
    "<4 x float>",
    "void",
    "label",
];
const WORDS: &[&str] = &[
    "kernel",
    "maxntidx",
    "reqntidy",
    "minctasm",
    "maxclusterrank",
    "addrspace(1)",
    "addrspace(3)",
    "addrspace(5)",
    "addrspace(7)",
    "addrspace(101)",
    "noinline",
    "alwaysinline",
    "volatile",
    "atomic",
    "seq_cst",
    "syncscope(\"block\")",
    "!nvvm.annotations",
    "!0",
    "!1",
    "undef",
    "poison",
    "null",
    "zeroinitializer",
    "@k",
    "byval(i32)",
    "align 1",
    "align 64",
];

/// One mutation of IR text.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    if lines.is_empty() {
        return text.to_string();
    }
    let n = lines.len();
    match rng.below(9) {
        0 => {
            lines.remove(rng.below(n));
        }
        1 => {
            let l = lines[rng.below(n)].clone();
            lines.insert(rng.below(n), l);
        }
        2 => lines.swap(rng.below(n), rng.below(n)),
        3..=5 => {
            // Replace one token of a line with a number, a type or a keyword.
            let i = rng.below(n);
            let mut toks: Vec<String> = lines[i].split(' ').map(str::to_string).collect();
            let t = rng.below(toks.len());
            let pool = [NUMBERS, TYPES, WORDS][rng.below(3)];
            toks[t] = pool[rng.below(pool.len())].to_string();
            lines[i] = toks.join(" ");
        }
        6 => {
            // Truncate the module.
            let cut = rng.below(text.len());
            let mut cut = cut;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            return text[..cut].to_string();
        }
        7 => {
            // Flip bits of a few bytes (keeping valid UTF-8 mostly: ASCII range).
            let mut b = text.as_bytes().to_vec();
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(b.len());
                b[i] = (b[i] ^ (1 << rng.below(7))) & 0x7f;
            }
            return String::from_utf8_lossy(&b).into_owned();
        }
        _ => {
            // Splice a line from elsewhere in the module into a function body.
            let from = lines[rng.below(n)].clone();
            let at = rng.below(n);
            lines.insert(at, format!("  {}", from.trim()));
        }
    }
    lines.join("\n") + "\n"
}

fn damage_libdevice(good: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = good.to_vec();
    match rng.below(4) {
        0 => b.truncate(rng.below(b.len())),
        1 => {
            for _ in 0..1 + rng.below(64) {
                let i = rng.below(b.len());
                b[i] ^= 1 << rng.below(8);
            }
        }
        2 => {
            let start = rng.below(b.len());
            let len = rng.below(4096).min(b.len() - start);
            b[start..start + len].iter_mut().for_each(|x| *x = 0);
        }
        _ => {
            b.truncate(4 + rng.below(64));
            b.extend((0..rng.below(8192)).map(|_| rng.next() as u8));
        }
    }
    b
}

const OPTION_SETS: &[&[&str]] = &[
    &[],
    &["-arch=compute_90"],
    &["-arch=compute_70", "-opt=0"],
    &["-arch=compute_80", "-ftz=1", "-prec-div=0"],
    &["-g"],
];

fn mutated_inputs_never_end_the_process() {
    let count: usize = std::env::var("NVVMC_FUZZ_INPUTS").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let seed: u64 = std::env::var("NVVMC_FUZZ_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(2026);
    // For replaying: NVVMC_FUZZ_ONLY=N compiles only input N (the mutations stay the same);
    // NVVMC_FUZZ_VERBOSE=1 names each input before compiling it.
    let only: Option<usize> = std::env::var("NVVMC_FUZZ_ONLY").ok().and_then(|s| s.parse().ok());
    fuzz(count, seed, only);
}

/// Seed 3's input 1469 (`scripts/fuzz-capi`): a damaged libdevice whose `__cudart_i2opi_f` reads
/// back as a `[6 x i32]` with an initializer of `i64`s. Linked unverified, NVPTX's printer
/// overflowed its buffer for the variable at -O0 and the process died at the compiling thread's
/// exit (glibc: "free(): invalid size"); now the libdevice part is verified when it is made.
fn a_damaged_libdevice_that_reads_as_invalid_ir_is_refused() {
    let outcomes = fuzz(1470, 3, Some(1469));
    assert_eq!(outcomes.into_iter().collect::<Vec<_>>(), [("libdevice error", 1)]);
}

/// One input of the loop: its number, the seed program's name, the IR, libdevice's bytes,
/// whether they are damaged, whether it is verified instead of compiled, and the options.
struct Input<'a> {
    i: usize,
    name: &'a str,
    ir: String,
    lib: Vec<u8>,
    damaged_lib: bool,
    verify: bool,
    options: &'static [&'static str],
}

/// Makes the first `count` inputs of `seed`, in order, and hands each to `each` (the same inputs
/// whichever of them `each` compiles).
fn for_each_input(seed: u64, count: usize, mut each: impl FnMut(Input<'_>)) {
    let seeds = seeds();
    let good_libdevice = std::fs::read(dep("libdevice.10.bc")).unwrap();
    let mut rng = Rng::new(seed);
    for i in 0..count {
        let damaged_lib = i % 10 == 9;
        let (name, text) = if damaged_lib { &seeds[0] } else { &seeds[rng.below(seeds.len())] };
        let mut ir = text.clone();
        if !damaged_lib {
            for _ in 0..1 + rng.below(2) {
                ir = mutate(&ir, &mut rng);
            }
        }
        let lib = if damaged_lib { damage_libdevice(&good_libdevice, &mut rng) } else { good_libdevice.clone() };
        let verify = rng.below(5) == 0;
        let options = OPTION_SETS[rng.below(OPTION_SETS.len())];
        each(Input { i, name, ir, lib, damaged_lib, verify, options });
    }
}

/// Compiles `count` inputs made from `seed` (only input `only`, when given) and returns how many
/// ended each way; panics on an unexpected result.
fn fuzz(count: usize, seed: u64, only: Option<usize>) -> BTreeMap<&'static str, usize> {
    let verbose = std::env::var_os("NVVMC_FUZZ_VERBOSE").is_some();
    let mut outcomes: BTreeMap<&'static str, usize> = BTreeMap::new();
    for_each_input(seed, count, |Input { i, name, ir, lib, damaged_lib, verify, options }| {
        if only.is_some_and(|o| o != i) {
            return;
        }
        let p = Program::new();
        assert_eq!(p.add(ir.as_bytes(), name), SUCCESS);
        assert_eq!(p.lazy_add(&lib, "libdevice.10.bc"), SUCCESS);
        if verbose {
            eprintln!("fuzz: input {i} ({name}{})", if damaged_lib { ", damaged libdevice" } else { "" });
        }
        if let Some(dir) = std::env::var_os("NVVMC_FUZZ_DUMP") {
            // NVVMC_FUZZ_DUMP=DIR writes each input compiled (its IR and its libdevice).
            let dir = std::path::PathBuf::from(dir);
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join(format!("{i}.ll")), &ir).unwrap();
            std::fs::write(dir.join(format!("{i}.libdevice.bc")), &lib).unwrap();
        }
        let r = p.run(verify, options);
        let log = p.log();
        let outcome = match r {
            SUCCESS => {
                if !verify {
                    assert!(p.ptx().contains(".version"), "input {i}: success without PTX");
                }
                "success"
            }
            INVALID_IR | COMPILATION | INVALID_OPTION => {
                assert!(!log.trim().is_empty(), "input {i}: error {r} with an empty log\n{ir}");
                if verbose {
                    eprintln!("{log}");
                }
                if damaged_lib && log.contains("libdevice") {
                    "libdevice error"
                } else if log.contains("LLVM failed") {
                    "LLVM failure recovered"
                } else {
                    "input error"
                }
            }
            other => panic!("input {i}: unexpected result {other}\nlog:\n{log}"),
        };
        *outcomes.entry(outcome).or_default() += 1;
    });
    eprintln!("fuzz: {count} inputs (seed {seed}), no host death: {outcomes:?}");
    // After everything, a good program still compiles in this process.
    let good_libdevice = std::fs::read(dep("libdevice.10.bc")).unwrap();
    let p = Program::new();
    assert_eq!(p.add(MATH_KERNEL.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&good_libdevice, "libdevice.10.bc"), SUCCESS);
    assert_eq!(p.compile(&["-arch=compute_90"]), SUCCESS, "{}", p.log());
    outcomes
}

/// The same damaged libdevice for a program that defines a function libdevice exports (here
/// `__nv_isnanf`): such a program is linked from the library itself, not from the kept part, but
/// the part for its key is made (and verified) first, so the library is refused here too.
fn a_program_defining_a_libdevice_export_gets_the_same_refusal() {
    let mut lib = Vec::new();
    for_each_input(3, 1470, |input| {
        if input.i == 1469 {
            lib = input.lib;
        }
    });
    let program = MATH_KERNEL.replace(
        "declare float @__nv_sinf(float)",
        "declare float @__nv_sinf(float)\ndefine i32 @__nv_isnanf(float %x) {\n  %n = fcmp uno float %x, %x\n  %r = zext i1 %n to i32\n  ret i32 %r\n}",
    );
    assert_ne!(program, MATH_KERNEL, "the kernel declares __nv_sinf");
    let p = Program::new();
    assert_eq!(p.add(program.as_bytes(), "math.ll"), SUCCESS);
    assert_eq!(p.lazy_add(&lib, "libdevice.10.bc"), SUCCESS);
    let r = p.compile(&["-arch=compute_70", "-opt=0"]);
    let log = p.log();
    assert_eq!(r, COMPILATION, "{log}");
    assert!(log.contains("libdevice") && log.contains("damaged"), "{log}");
}

test_main!(
    mutated_inputs_never_end_the_process,
    a_damaged_libdevice_that_reads_as_invalid_ir_is_refused,
    a_program_defining_a_libdevice_export_gets_the_same_refusal,
);
