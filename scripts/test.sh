#!/usr/bin/env bash
# The README's test command and what CI runs: set up, build, lint, then every test through
# ctest (reference proofs, kernel goldens, device layer, reports, and quick conformance runs
# on PoCL and Oclgrind checked against expectations/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
jobs="$(nproc)"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source scripts/env.sh

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"${jobs}"
bash scripts/lint.sh build

ctest --test-dir build --output-on-failure -j"${jobs}" --timeout 1500
