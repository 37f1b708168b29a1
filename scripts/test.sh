#!/usr/bin/env bash
# The whole test suite: installs what is missing (scripts/setup.sh), then runs every Rust unit
# test and every golden case (tests/cases/**/*.ll, checked with FileCheck and ptxas).
# Set NVVMC_REQUIRE_TOOLS=1 to make tests that need ptxas or libdevice fail instead of skip.
#
# Usage: bash scripts/test.sh [CARGO TEST ARGS...]
if [ "${1-}" = --help ] || [ "${1-}" = -h ]; then sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0; fi
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
# The C API library (target/debug/libnvvm.so) first: tests of the nvvmc crate (the Python wheel's)
# package it, and cargo builds a cdylib only for its own crate's tests.
cargo build --workspace
cargo test --workspace "$@"
