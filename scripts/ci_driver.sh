#!/usr/bin/env bash
# The one script a driver's CI calls (ci-examples/ has GitHub Actions and GitLab CI jobs that
# do): install what is missing, build, run the suite on one device sharded over N processes
# at once, merge the shard reports into one, write JUnit XML and HTML, and fail on regressions
# against a baseline report.
#
# Usage: scripts/ci_driver.sh [options] [-- clconform flags...]
#   --shards=N          GoogleTest shards run at once (default 4)
#   --device=SEL        the device to test (default: Portable Computing Language, i.e. PoCL)
#   --icd=LIB           a driver library to load (repeatable): the one the job just built
#   --filter=PATTERN    --gtest_filter of the cases (default: all)
#   --baseline=FILE     a previous merged report.json: exit 3 when a case newly fails or fails
#                       worse (clconform-report diff); without it, any failure not listed in
#                       expectations/ fails the job (exit 1)
#   --out=DIR           where the shards, report.json, report.html, junit.xml and diff.html go
#                       (default ci-out)
#   --bin-dir=DIR       use clconform and clconform-report already built in DIR: no setup,
#                       no build
# Exit codes: 0 pass, 1 failures (without --baseline) or a shard that did not finish,
# 2 bad usage, 3 regressions against the baseline.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT

shards=4
device='Portable Computing Language'
filter=''
baseline=''
out='ci-out'
bin_dir=''
icds=()
extra=()
usage() { sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --shards=*) shards="${1#*=}" ;;
    --device=*) device="${1#*=}" ;;
    --icd=*) icds+=("$1") ;;
    --filter=*) filter="${1#*=}" ;;
    --baseline=*) baseline="${1#*=}" ;;
    --out=*) out="${1#*=}" ;;
    --bin-dir=*) bin_dir="${1#*=}" ;;
    --) shift; extra=("$@"); break ;;
    *) echo "ci_driver: unknown option '$1'" >&2; usage ;;
  esac
  shift
done
[[ "${shards}" =~ ^[1-9][0-9]*$ ]] || { echo "ci_driver: --shards must be a positive number" >&2; exit 2; }
[[ -z "${baseline}" || -f "${baseline}" ]] || { echo "ci_driver: no baseline ${baseline}" >&2; exit 2; }

say() { printf 'ci_driver: %s\n' "$*"; }

if [[ -z "${bin_dir}" ]]; then
  bash "${ROOT}/scripts/setup.sh"
  bin_dir="${ROOT}/build"
  cmake -S "${ROOT}" -B "${bin_dir}" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "${bin_dir}" -j"$(nproc)" --target clconform clconform-report
fi
# shellcheck source=scripts/env.sh
source "${ROOT}/scripts/env.sh"
readonly BIN="${bin_dir}/clconform" TOOL="${bin_dir}/clconform-report"

rm -rf "${out}"
mkdir -p "${out}/shards"
args=(--device="${device}" "${icds[@]}" --expectations-dir="${ROOT}/expectations")
[[ -n "${filter}" ]] && args+=("--gtest_filter=${filter}")
args+=("${extra[@]}")

say "running ${shards} shards on '${device}'"
pids=()
for ((i = 0; i < shards; ++i)); do
  GTEST_TOTAL_SHARDS="${shards}" GTEST_SHARD_INDEX="${i}" \
    "${BIN}" "${args[@]}" --report-dir="${out}/shards/${i}" >"${out}/shards/${i}.log" 2>&1 &
  pids+=("$!")
done
status=0
for ((i = 0; i < shards; ++i)); do
  code=0
  wait "${pids[${i}]}" || code=$?
  say "shard ${i}: exit ${code} (log ${out}/shards/${i}.log)"
  if ((code > 1)); then
    tail -n 20 "${out}/shards/${i}.log" >&2
    status=1
  elif ((code == 1 && status == 0)); then
    status=1
  fi
  grep -h '^\[ summary  \]' "${out}/shards/${i}.log" | sed "s/^/  shard ${i} /" || true
done

mapfile -t reports < <(find "${out}/shards" -name report.json | sort)
((${#reports[@]} == shards)) || { say "error: ${#reports[@]} shard reports for ${shards} shards"; exit 1; }
"${TOOL}" merge "${out}/report.json" "${reports[@]}"
"${TOOL}" all "${out}/report.json" "${out}"
say "reports: ${out}/report.json ${out}/report.html ${out}/junit.xml"

if [[ -n "${baseline}" ]]; then
  code=0
  "${TOOL}" diff "${baseline}" "${out}/report.json" --html="${out}/diff.html" >"${out}/diff.txt" || code=$?
  cat "${out}/diff.txt"
  case "${code}" in
    0) say "no regression against ${baseline}"; exit 0 ;;
    3) say "regressions against ${baseline}: see ${out}/diff.html"; exit 3 ;;
    *) say "error: clconform-report diff exited ${code}"; exit 1 ;;
  esac
fi
exit "${status}"
