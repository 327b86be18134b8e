#!/usr/bin/env bash
# The README's run command: set up, build, then run the conformance suite on every OpenCL
# device of the machine (every ICD the system's loader reads) plus the project's own PoCL and
# Oclgrind (scripts/env.sh) and Mesa's Rusticl on llvmpipe, one report per device under
# results/. Extra arguments go to build/clconform (e.g. --coverage=full, --device=Oclgrind).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"

bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source scripts/env.sh
# Rusticl (mesa-opencl-icd, registered by its package) lists no device unless RUSTICL_ENABLE
# names one of its drivers: llvmpipe, its CPU device, needs no GPU. A RUSTICL_ENABLE
# already set (radeonsi,llvmpipe; or empty, for no Rusticl device) is kept.
export RUSTICL_ENABLE="${RUSTICL_ENABLE-llvmpipe}"

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target clconform clconform-report

status=0
build/clconform --report-dir=results --expectations-dir=expectations "$@" || status=$?
[[ -d results ]] && echo "reports: $(find results -name 'report.*' | sort | tr '\n' ' ')"
exit "${status}"
