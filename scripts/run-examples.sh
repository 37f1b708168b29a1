#!/usr/bin/env bash
# The main job on the bundled examples: installs what is missing (scripts/setup.sh), builds
# nvvmc, compiles every examples/*.ll to PTX for sm_90, checks each PTX with ptxas, and prints
# where the PTX went.
#
# Usage: bash scripts/run-examples.sh   (NVVMC_ARCH=sm_NN for another architecture; PTX in out/examples/)
if [ "${1-}" = --help ] || [ "${1-}" = -h ]; then sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0; fi
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
bash scripts/setup.sh
export PATH="$HOME/.cargo/bin:$PATH"
cargo build --release --quiet
arch=${NVVMC_ARCH:-sm_90}
outdir="$root/out/examples"
mkdir -p "$outdir"
for src in examples/*.ll; do
    name=$(basename "$src" .ll)
    ./target/release/nvvmc "$src" --arch "$arch" -o "$outdir/$name.ptx"
    .deps/ptxas -arch="$arch" "$outdir/$name.ptx" -o /dev/null
    echo "examples: $src -> $outdir/$name.ptx (ptxas -arch=$arch: ok)"
done
