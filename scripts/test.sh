#!/usr/bin/env bash
# The README's test command and what CI runs, in tiers, the quickest first, so that a slip is
# known in seconds or minutes: format and architecture rules; the unit tests under sanitizers;
# the Release build and clang-tidy; then every device test through ctest (reference proofs,
# kernel goldens, device layer, reports, and quick conformance runs on PoCL and Oclgrind, and
# cases of each known bug of Rusticl, checked against expectations/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
jobs="$(nproc)"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source scripts/env.sh

# Ninja (setup.sh installs it) builds each folder as one graph: a target's sources compile while
# the libraries it links are still compiling, where Make keeps each target's order and leaves a
# core idle behind a long library. A build folder configured before keeps its generator.
export CMAKE_GENERATOR="${CMAKE_GENERATOR:-Ninja}"

tier() { printf '\n== test.sh: %s (%s s so far)\n' "$1" "${SECONDS}"; }

# Tier 1, seconds: formatting and the architecture's rules (the layers, the option table, the
# recipes for a new type or family), before anything is built.
tier "format and architecture"
bash scripts/lint.sh --format-only
bash scripts/check_layers.sh
bash scripts/check_options.sh
bash scripts/check_recipe.sh

# Tier 2, minutes: under ASan and UBSan, the unit tests (reference, MPFR hazard grid, kernels,
# reports, the harness's device tests), and the command line's robustness and stress tests
# against the instrumented clconform on PoCL, whose children's reports fail the tests
# (suites/tests/run_helpers.h). -Og (two thirds of -O1's build time, tests as fast), no debug
# information: a report names each frame's function, not its line (CLCONFORM_SANITIZER_FLAGS=
# "-Og -g1" gives lines). The tests' own code -O0, uninstrumented (CLCONFORM_TEST_COMPILE_OPTIONS).
# Unity builds (headers parsed once a target) for CI's time; clang-tidy checks each unity file.
tier "unit tests under sanitizers"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="${CLCONFORM_SANITIZER_FLAGS:--Og}" -DCMAKE_UNITY_BUILD=ON \
  -DCLCONFORM_SANITIZE=ON -DCLCONFORM_WITH_OPENCL=ON -DCLCONFORM_WITH_BENCHMARK=OFF >/dev/null
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON -DCLCONFORM_UNIT_TESTS=OFF \
  >/dev/null
# Two sources of one unity file that define a name alike are a build error to come: found in
# seconds, before either build.
bash scripts/lint.sh --unity-only build build-asan
cmake --build build-asan -j"${jobs}"
ctest --test-dir build-asan --output-on-failure -j"${jobs}" --timeout 900

# Tier 3: the Release build (configured in tier 2; it leaves out the unit tests,
# CLCONFORM_UNIT_TESTS=OFF: tier 2 built and ran them), then clang-tidy over every source once,
# the Release build's and the unit tests' of the sanitizer build (scripts/lint.sh).
tier "release build and clang-tidy"
cmake --build build -j"${jobs}"
bash scripts/lint.sh build build-asan

# Tier 4: everything else, the conformance runs on PoCL, Oclgrind and Rusticl and the MPFR
# oracle against the optimised reference included: ctest's summary last.
tier "device and conformance tests"
ctest --test-dir build --output-on-failure -j"${jobs}" --timeout 1500
