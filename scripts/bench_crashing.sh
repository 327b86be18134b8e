#!/usr/bin/env bash
# A crashing driver's first run must cost about what a run that knows its crashes does (the
# target: within 1.3x). PoCL 3.1 crashes on 16 constant kernels of conversions from float
# (expectations/ lists them): the same run with and without --expectations-dir=expectations,
# each from empty caches (a fresh program cache, so a fresh folder for PoCL's kernel cache, and
# no digest store), the two arms interleaved ROUNDS times so that both see the same load.
# Prints each run's wall time, CPU time (user + system, its children included) and children,
# the ratio of the arms' totals (wall, then CPU: on a shared machine the CPU ratio moves less
# from one round to the next), and whether every case has the same verdict in both (a run that
# knows its crashes may not change one).
#
# Usage: scripts/bench_crashing.sh [DEVICE]   (default: Portable Computing Language)
# Environment: FILTER (default '*/convert_*_float*': every conversion from float),
#   COVERAGE (default full), ROUNDS (default 2), CLCONFORM_BIN (default build/clconform: another
#   build, such as an older commit's, to compare).
set -euo pipefail
: "${FILTER:=*/convert_*_float*}" "${COVERAGE:=full}" "${ROUNDS:=2}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${CLCONFORM_BIN:-${ROOT}/build/clconform}"
DEVICE="${1:-Portable Computing Language}"
readonly ROOT BIN DEVICE FILTER COVERAGE ROUNDS
[[ -x "${BIN}" ]] || { echo "bench_crashing: ${BIN} missing: build the project first" >&2; exit 2; }
# shellcheck source=scripts/env.sh
source "${ROOT}/scripts/env.sh"

work="$(mktemp -d)"
readonly work
trap 'rm -rf "${work}"' EXIT

# sum A B and ratio A B (two decimals), of decimal seconds.
sum() { echo "$1 + $2" | bc; }
ratio() { echo "scale=2; $1 / $2" | bc; }

# run NAME [ARG...]: one run from empty caches in ${work}/NAME; prints its wall seconds, CPU
# seconds and children.
run() {
  local dir="${work}/$1" seconds wall user sys
  shift
  mkdir -p "${dir}"
  seconds="$({ TIMEFORMAT='%R %U %S'; time XDG_CACHE_HOME="${dir}/xdg" "${BIN}" "--device=${DEVICE}" \
    "--coverage=${COVERAGE}" "--gtest_filter=${FILTER}" --no-digest-store \
    "--program-cache=${dir}/programs" "--report-dir=${dir}/report" "$@" >"${dir}/log" 2>&1 \
    || true; } 2>&1)"
  read -r wall user sys <<<"${seconds}"
  echo "${wall} $(sum "${user}" "${sys}") $(sed -n 's/.* children=\([0-9]*\).*/\1/p' "${dir}/log" | tail -n 1)"
}

# Each case's verdict, path verdicts included, one line per case.
verdicts() {
  jq -r '.cases[] | [.case, .verdict, ((.paths // {}) | to_entries | map(.key + "=" +
    (.value.verdict // "")) | join(","))] | join(" ")' "$1"/report/*/report.json | sort
}

echo "device: ${DEVICE}; ${COVERAGE} coverage of '${FILTER}'; empty caches; load at start" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"
with_total=0
without_total=0
with_cpu_total=0
without_cpu_total=0
same=yes
for r in $(seq 1 "${ROUNDS}"); do
  read -r with with_cpu with_children < <(run "with-${r}" "--expectations-dir=${ROOT}/expectations")
  read -r without without_cpu without_children < <(run "without-${r}")
  echo "round ${r}: with expectations ${with} s, ${with_cpu} CPU-s (${with_children} children)," \
    "without ${without} s, ${without_cpu} CPU-s (${without_children} children):" \
    "$(ratio "${without}" "${with}")x, CPU $(ratio "${without_cpu}" "${with_cpu}")x;" \
    "load $(cut -d' ' -f1-3 /proc/loadavg)"
  with_total="$(sum "${with_total}" "${with}")"
  without_total="$(sum "${without_total}" "${without}")"
  with_cpu_total="$(sum "${with_cpu_total}" "${with_cpu}")"
  without_cpu_total="$(sum "${without_cpu_total}" "${without_cpu}")"
  if ! diff <(verdicts "${work}/with-${r}") <(verdicts "${work}/without-${r}") \
    >"${work}/diff-${r}"; then
    same=no
    echo "round ${r}: verdicts differ (with expectations <, without >):"
    head -n 20 "${work}/diff-${r}"
  fi
done
grep '^\[ summary.* cases=' "${work}/with-1/log" | sed 's/^/with: /'
grep '^\[ summary.* cases=' "${work}/without-1/log" | sed 's/^/without: /'
echo "crash verdicts: $(verdicts "${work}/without-1" | grep -c ' crash ' || true)"
echo "same verdicts case by case: ${same}"
echo "ratio: $(ratio "${without_total}" "${with_total}") (target <= 1.3);" \
  "CPU: $(ratio "${without_cpu_total}" "${with_cpu_total}")"
