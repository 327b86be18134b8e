#!/usr/bin/env bash
# Quick coverage of every family on PoCL, two clconform binaries alternately (OLD, NEW, OLD,
# NEW, ...), each run from an empty kernel cache, digest store and program cache (a fresh
# XDG_CACHE_HOME and POCL_CACHE_DIR): prints each run's wall seconds, cases and load average,
# then the sums and NEW / OLD: how much a change costs a quick run of every family (OLD: a
# binary of the commit before it, e.g. a carried build).
# Usage: scripts/bench_quick_binaries.sh OLD NEW [ROUNDS (default 2)]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
[ $# -ge 2 ] || { echo "usage: $0 OLD NEW [ROUNDS]" >&2; exit 2; }
old="$1" new="$2" rounds="${3:-2}"
for bin in "${old}" "${new}"; do [ -x "${bin}" ] || { echo "bench: ${bin} is not executable" >&2; exit 2; }; done
# shellcheck source=scripts/env.sh
source scripts/env.sh >/dev/null

run() { # BINARY: prints "seconds cases"
  local dir start end
  dir="$(mktemp -d)"
  start=$(date +%s.%N)
  XDG_CACHE_HOME="${dir}" POCL_CACHE_DIR="${dir}/pocl" "$1" --device='Portable Computing Language' \
    --coverage=quick --report-dir="${dir}/report" >"${dir}/log" 2>&1 || true
  end=$(date +%s.%N)
  echo "$(echo "${end} - ${start}" | bc) $(grep -a -o ' cases=[0-9]*' "${dir}/log" | tail -n 1 | cut -d= -f2)"
  rm -rf "${dir}"
}

printf '%-6s %5s %9s %7s  %s\n' binary round wall_s cases load_average
sum_old=0 sum_new=0
for ((r = 1; r <= rounds; ++r)); do
  for which in old new; do
    bin="${old}"; [ "${which}" = new ] && bin="${new}"
    read -r seconds cases < <(run "${bin}")
    printf '%-6s %5d %9.1f %7s  %s\n' "${which}" "${r}" "${seconds}" "${cases}" "$(cut -d' ' -f1-3 /proc/loadavg)"
    if [ "${which}" = old ]; then sum_old=$(echo "${sum_old} + ${seconds}" | bc); else sum_new=$(echo "${sum_new} + ${seconds}" | bc); fi
  done
done
printf 'sum: old %.1f s, new %.1f s, new / old %.2fx\n' "${sum_old}" "${sum_new}" "$(echo "${sum_new} / ${sum_old}" | bc -l)"
