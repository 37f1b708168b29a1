//! Golden tests: every `tests/cases/**/*.ll` file is one test.
//!
//! A case's header holds `; RUN:` lines, shell commands in the style of LLVM's lit, and the
//! expectations are `; CHECK:` lines for LLVM's real FileCheck. Substitutions:
//!
//! | text           | becomes                                                                 |
//! |----------------|-------------------------------------------------------------------------|
//! | `%nvvmc`       | the nvvmc binary, wrapped so that every PTX it writes (stdout or `-o`) is assembled by ptxas for its `.target` (as relocatable code, `-c`, when it calls external functions); a ptxas failure fails the test |
//! | `%FileCheck`   | `/usr/lib/llvm-22/bin/FileCheck`                                         |
//! | `%s`           | the case file                                                           |
//! | `%t`           | a path prefix inside a fresh temporary directory                        |
//! | `%inputs`      | `tests/inputs`                                                          |
//! | `%libdevice`   | the libdevice found for tests                                           |
//! | `not CMD`      | succeeds when CMD fails                                                 |
//! | `exit-code N CMD` | succeeds when CMD exits with status N                               |
//! | `%expect-diags [--prefix=P] ARGS` | (a whole RUN line) runs `nvvmc --check --diagnostics json ARGS` and matches its diagnostics both ways against the case's `; P-error: RULE` / `; P-warning: RULE` comments (see `support/expect_diags.rs`) |
//!
//! A case whose RUN lines use `%libdevice` needs libdevice. A case is reported as ignored, with the
//! reason, when FileCheck or the libdevice it names is missing, when ptxas is and the case wrote
//! PTX (its RUN lines then passed without the ptxas check), or when a RUN line failed because
//! nvvmc found no libdevice or ptxas and the tests find none either; under
//! `NVVMC_REQUIRE_TOOLS=1` it fails.

#[path = "support/expect_diags.rs"]
mod expect_diags;
mod support;

use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use support::*;

fn cases(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("tests/cases exists").flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            cases(&p, out);
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

/// The RUN commands of a case; a line ending in `\` continues on the next RUN line.
fn run_lines(text: &str) -> Vec<String> {
    let mut cmds = Vec::new();
    let mut cur = String::new();
    for line in text.lines() {
        let Some(rest) = line.trim_start().strip_prefix("; RUN:") else { continue };
        let rest = rest.trim();
        if let Some(part) = rest.strip_suffix('\\') {
            cur.push_str(part);
            cur.push(' ');
        } else {
            cur.push_str(rest);
            cmds.push(std::mem::take(&mut cur));
        }
    }
    cmds
}

const PRELUDE: &str = r#"
set -o pipefail
not() { if "$@"; then return 1; else return 0; fi; }
exit-code() { local want=$1; shift; "$@"; local got=$?; if [ "$got" != "$want" ]; then echo "exit-code: expected $want, got $got: $*" >&2; return 1; fi; }
__ptxas_check() {
  [ -s "$1" ] || return 0
  grep -q '^\.target' "$1" || return 0
  local arch; arch=$(grep -m1 '^\.target' "$1" | awk '{print $2}' | tr -d ',')
  if [ -z "$PTXAS" ]; then
    if [ "$NVVMC_REQUIRE_TOOLS" = 1 ]; then echo "ptxas not found and NVVMC_REQUIRE_TOOLS=1" >&2; return 1; fi
    : > "$TMPDIR/.ptxas-missing"; return 0
  fi
  # PTX that calls external functions (separate compilation) is assembled as relocatable code.
  local rc=0 log; log=$("$PTXAS" -arch="$arch" "$1" -o /dev/null 2>&1) || rc=$?
  if [ $rc = 0 ]; then [ -n "$log" ] && echo "$log" >&2; return 0; fi
  case "$log" in
    *"Unresolved extern function"*)
      "$PTXAS" -c -arch="$arch" "$1" -o /dev/null || { echo "golden: ptxas -c -arch=$arch rejected the PTX from: nvvmc $__args" >&2; return 1; }
      return 0 ;;
  esac
  echo "$log" >&2; echo "golden: ptxas -arch=$arch rejected the PTX from: nvvmc $__args" >&2; return 1
}
__nvvmc() {
  local tmp err; tmp=$(mktemp "$TMPDIR/stdout.XXXXXX"); err=$(mktemp "$TMPDIR/stderr.XXXXXX")
  "$NVVMC" "$@" > "$tmp" 2> "$err"; local rc=$?
  cat "$err" >&2; cat "$err" >> "$TMPDIR/.nvvmc-stderr"; rm -f "$err"
  __args="$*"
  if [ $rc = 0 ]; then
    __ptxas_check "$tmp" || { cat "$tmp"; return 99; }
    local prev="" a
    for a in "$@"; do
      case "$prev" in -o|--output) [ "$a" != - ] && { __ptxas_check "$a" || return 99; } ;; esac
      case "$a" in --output=*) __ptxas_check "${a#--output=}" || return 99 ;; esac
      prev=$a
    done
  fi
  cat "$tmp"; rm -f "$tmp"; return $rc
}
"#;

fn run_case(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let cmds = run_lines(&text);
    if cmds.is_empty() {
        return Err(format!("{}: no '; RUN:' line", path.display()).into());
    }
    require("FileCheck", Path::new(FILECHECK).is_file());
    let uses_libdevice = cmds.iter().any(|c| c.contains("%libdevice"));
    let libdevice = libdevice();
    require("libdevice", !uses_libdevice || libdevice.is_some());
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    let root = repo_root();
    for (i, cmd) in cmds.iter().enumerate() {
        let expanded = cmd
            .replace("%nvvmc", "__nvvmc")
            .replace("%FileCheck", FILECHECK)
            .replace("%libdevice", &libdevice.as_ref().map(|p| p.display().to_string()).unwrap_or_default())
            .replace("%inputs", &root.join("tests/inputs").display().to_string())
            .replace("%s", &path.display().to_string())
            .replace("%t", &tmp.path().join("t").display().to_string());
        if let Some(rest) = expanded.trim().strip_prefix("%expect-diags") {
            let args: Vec<String> = rest.split_whitespace().map(str::to_string).collect();
            expect_diags::run(path, &args, &nvvmc_bin(), tmp.path())
                .map_err(|e| format!("RUN line {} failed:\n  {}\n{e}", i + 1, cmd))?;
            continue;
        }
        let script = format!("{PRELUDE}\n{expanded}\n");
        let out = Command::new("bash")
            .arg("-c")
            .arg(&script)
            .current_dir(tmp.path())
            .env("NVVMC", nvvmc_bin())
            .env("PTXAS", ptxas().map(|p| p.display().to_string()).unwrap_or_default())
            .env("TMPDIR", tmp.path())
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            // A case that needs a tool only through what nvvmc looks up itself (nvvmc's stderr
            // is also kept aside, since a RUN line may pipe it into FileCheck).
            let log = std::fs::read_to_string(tmp.path().join(".nvvmc-stderr")).unwrap_or_default();
            if !tools_required() {
                require("libdevice (nvvmc found none)", libdevice.is_some() || !log.contains("libdevice is needed"));
                require("ptxas (nvvmc found none)", ptxas().is_some() || !log.contains("ptxas not found; searched"));
            }
            return Err(format!(
                "RUN line {} failed (exit {:?}):\n  {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                i + 1,
                out.status.code(),
                cmd,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
    }
    // Every RUN line passed, but the PTX written was not assembled.
    require("ptxas (the case writes PTX)", !tmp.path().join(".ptxas-missing").exists());
    Ok(())
}

fn main() {
    let root = repo_root().join("tests/cases");
    let mut files = Vec::new();
    cases(&root, &mut files);
    let trials = files
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap().display().to_string();
            Trial::ignorable_test(name, move || run_body(|| run_case(&p)))
        })
        .collect();
    run_tests(trials)
}
