#!/usr/bin/env bash
# Benchmark of clconform's part of validating a PoCL build: the same run (quick coverage of
# every family by default, against expectations/) on Debian's PoCL and on a PoCL build tree,
# one after the other in this one invocation, each from empty caches (its own kernel cache,
# digest store and program cache). Prints each run's wall time, programs built, cases and
# verdict, and the build's time as a ratio of Debian's PoCL's.
#
# Usage: scripts/bench_pocl_build.sh --pocl-build=DIR [--coverage=LEVEL] [--filter=PATTERN]
#   --pocl-build=DIR   a PoCL build tree (scripts/validate_pocl.sh builds one)
#   --coverage=LEVEL   quick (default), full or exhaustive
#   --filter=PATTERN   --gtest_filter of the cases (default: all)
# Needs build/clconform (scripts/test.sh or cmake --build build).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "${ROOT}"
pocl_build=''
coverage=quick
filter='*'
usage() { echo "bench_pocl_build: $*" >&2; sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --pocl-build=*) pocl_build="${1#*=}" ;;
    --coverage=*) coverage="${1#*=}" ;;
    --filter=*) filter="${1#*=}" ;;
    --help | -h) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) usage "unknown option '$1'" ;;
  esac
  shift
done
[[ -d "${pocl_build}" ]] || usage "--pocl-build=DIR is required: a PoCL build tree"
lib="$(find "${pocl_build}/lib/CL" -maxdepth 1 -name 'libpocl.so.*' -type f -print -quit)"
[[ -n "${lib}" ]] || usage "no lib/CL/libpocl.so.* in ${pocl_build}"
system_lib="$(find /usr/lib -name 'libpocl.so.2.*' -type f -print -quit)"
[[ -n "${system_lib}" ]] || usage "Debian's PoCL is not installed (scripts/setup.sh)"
[[ -x build/clconform ]] || usage "build first (scripts/test.sh or cmake --build build)"

# run NAME LIBRARY [ENV...]: one run from empty caches; prints its row.
run() {
  local name="$1" icd="$2" work code=0 start end summary
  shift 2
  work="$(mktemp -d)"
  start=$(date +%s.%N)
  env OCL_ICD_VENDORS="${work}/none" OCL_ICD_FILENAMES= POCL_CACHE_DIR="${work}/kernels" "$@" \
    build/clconform --icd="${icd}" --device='Portable Computing Language' \
    --coverage="${coverage}" --gtest_filter="${filter}" --expectations-dir=expectations \
    --digest-store="${work}/store" --program-cache="${work}/programs" \
    --report-dir="${work}/out" >"${work}/log" 2>&1 || code=$?
  end=$(date +%s.%N)
  summary=$(grep '^\[ summary.* cases=' "${work}/log" | tail -n 1)
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"${summary}"; }
  printf '%-28s %9.1f %9s %7s %7s\n' "${name}" "$(awk -v a="${start}" -v b="${end}" 'BEGIN { print b - a }')" \
    "$(field programs)" "$(field cases)" "$([ ${code} -eq 0 ] && echo pass || echo "exit${code}")"
  rm -rf "${work}"
}

printf '%-28s %9s %9s %7s %7s\n' driver wall_s programs cases verdict
debian="$(run "PoCL (Debian) ${coverage}" "${system_lib}")"
echo "${debian}"
built="$(run "PoCL build ${coverage}" "${lib}" POCL_BUILDING=1)"
echo "${built}"
awk -v a="$(awk '{print $(NF-3)}' <<<"${debian}")" -v b="$(awk '{print $(NF-3)}' <<<"${built}")" \
  'BEGIN { printf "ratio (build / Debian): %.2f\n", b / a }'
