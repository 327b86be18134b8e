#!/usr/bin/env bash
# Benchmark of a whole conformance run on PoCL, with an empty kernel cache and an empty digest store: prints wall time,
# programs built, lanes checked and lanes per second for each coverage level asked for
# (default: quick full). Usage: scripts/bench_conformance.sh [quick] [full] [exhaustive]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
# shellcheck source=scripts/env.sh
source scripts/env.sh
[ -x build/clconform ] || { echo "bench: build first (scripts/test.sh or cmake --build build)" >&2; exit 1; }
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(quick full)

printf '%-11s %10s %9s %15s %15s %9s\n' coverage wall_s programs lanes lanes_per_s verdict
for level in "${levels[@]}"; do
  cache="$(mktemp -d)"
  store="$(mktemp -d)"
  out="$(mktemp -d)"
  start=$(date +%s.%N)
  status=0
  POCL_CACHE_DIR="${cache}" build/clconform --device='Portable Computing Language' \
    --coverage="${level}" --expectations-dir=expectations --digest-store="${store}" --report-dir="${out}" \
    >"${out}/log" 2>&1 || status=$?
  end=$(date +%s.%N)
  summary=$(grep '^\[ summary.* cases=' "${out}/log" | tail -n 1)
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"${summary}"; }
  printf '%-11s %10.1f %9s %15s %15.0f %9s\n' "${level}" "$(awk -v a="${start}" -v b="${end}" 'BEGIN { print b - a }')" \
    "$(field programs)" "$(field lanes)" "$(field lanes_per_second)" \
    "$([ ${status} -eq 0 ] && echo pass || echo "exit${status}")"
  rm -rf "${cache}" "${store}" "${out}"
done
