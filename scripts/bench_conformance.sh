#!/usr/bin/env bash
# Benchmark of a whole conformance run on PoCL: prints wall time, programs built from source
# and loaded from the program cache, lanes checked and lanes per second for each coverage
# level asked for (default: quick full), twice: "empty" starts with an empty kernel cache, an
# empty digest store and an empty program cache; "warm" reuses the digest store and program
# cache the empty run filled (clconform's own caches warm) while the driver's kernel cache
# (POCL_CACHE_DIR) starts empty again. Usage: scripts/bench_conformance.sh [quick] [full] [exhaustive]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
# shellcheck source=scripts/env.sh
source scripts/env.sh
[ -x build/clconform ] || { echo "bench: build first (scripts/test.sh or cmake --build build)" >&2; exit 1; }
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(quick full)

printf '%-17s %10s %9s %7s %15s %15s %9s\n' coverage wall_s programs loaded lanes lanes_per_s verdict
for level in "${levels[@]}"; do
  store="$(mktemp -d)"
  programs="$(mktemp -d)"
  for caches in empty warm; do
    cache="$(mktemp -d)"
    out="$(mktemp -d)"
    start=$(date +%s.%N)
    status=0
    POCL_CACHE_DIR="${cache}" build/clconform --device='Portable Computing Language' \
      --coverage="${level}" --expectations-dir=expectations --digest-store="${store}" \
      --program-cache="${programs}" --report-dir="${out}" >"${out}/log" 2>&1 || status=$?
    end=$(date +%s.%N)
    summary=$(grep '^\[ summary.* cases=' "${out}/log" | tail -n 1)
    field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"${summary}"; }
    printf '%-17s %10.1f %9s %7s %15s %15.0f %9s\n' "${level} ${caches}" \
      "$(awk -v a="${start}" -v b="${end}" 'BEGIN { print b - a }')" \
      "$(field programs)" "$(field programs_loaded)" "$(field lanes)" "$(field lanes_per_second)" \
      "$([ ${status} -eq 0 ] && echo pass || echo "exit${status}")"
    rm -rf "${cache}" "${out}"
  done
  rm -rf "${store}" "${programs}"
done
