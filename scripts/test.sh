#!/usr/bin/env bash
# The README's test command and what CI runs: set up, build, lint, then every test through
# ctest (reference proofs, kernel goldens, device layer, reports, and quick conformance runs
# on PoCL and Oclgrind, and cases of each known bug of Rusticl, checked against expectations/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
jobs="$(nproc)"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source scripts/env.sh

# Unity builds (several sources a compiler run, headers parsed once) for CI's time: clang-tidy
# then checks each unity file, with every source it includes (scripts/lint.sh).
# The Release build leaves out the unit tests (CLCONFORM_UNIT_TESTS=OFF): the sanitizer build
# below builds and runs them, so each is built once.
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON -DCLCONFORM_UNIT_TESTS=OFF \
  >/dev/null
cmake --build build -j"${jobs}"

# Under ASan and UBSan: the unit tests (reference, MPFR hazard grid, kernels, reports, the
# harness's device tests), and the command line's robustness and stress tests against the
# instrumented clconform on PoCL, whose children's reports fail the tests
# (suites/tests/run_helpers.h).
# -O1 with line tables (-g1): sanitizer reports keep their file and line; the build is shorter.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
  -DCMAKE_UNITY_BUILD=ON -DCLCONFORM_SANITIZE=ON -DCLCONFORM_WITH_OPENCL=ON \
  -DCLCONFORM_WITH_BENCHMARK=OFF >/dev/null
# Every source checked once: the Release build's, then the unit tests' of the sanitizer build
# (configured, not yet built: its compilation database and unity files are there).
bash scripts/lint.sh build build-asan
cmake --build build-asan -j"${jobs}"
ctest --test-dir build-asan --output-on-failure -j"${jobs}" --timeout 900

# Everything else, the conformance runs on PoCL, Oclgrind and Rusticl and the MPFR oracle against
# the optimised reference included: ctest's summary last.
ctest --test-dir build --output-on-failure -j"${jobs}" --timeout 1500
