#!/usr/bin/env bash
# The test suite: installs what is missing (scripts/setup.sh), then runs every Rust unit test,
# every golden case (tests/cases/**/*.ll, checked with FileCheck and ptxas) and every integration
# test. Set NVVMC_REQUIRE_TOOLS=1 to make tests that need ptxas or libdevice fail instead of skip.
#
# --fast: the tier to run while working: the unit tests of every crate (driver, passes, IR
# boundary, C API), the golden cases, the documentation, architecture and scripts checks; not
# the integration tests that compile many programs (math, numba, cache, limits, the C API's,
# the Python wheel), which the whole suite (and CI) runs.
#
# Usage: bash scripts/test.sh [--fast] [CARGO TEST ARGS...]
if [ "${1-}" = --help ] || [ "${1-}" = -h ]; then sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0; fi
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
fast=0
if [ "${1-}" = --fast ]; then
    fast=1
    shift
fi
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
if [ "$fast" = 1 ]; then
    cargo test --workspace --lib "$@"
    cargo test -p nvvmc --test golden --test docs --test architecture --test scripts "$@"
    exit 0
fi
# The C API library (target/debug/libnvvm.so) first: tests of the nvvmc crate (the Python wheel's)
# package it, and cargo builds a cdylib only for its own crate's tests.
cargo build --workspace
cargo test --workspace "$@"
