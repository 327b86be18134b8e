#!/usr/bin/env bash
# The one script a driver's CI calls (ci-examples/ has GitHub Actions and GitLab CI jobs that
# do): install what is missing, build, run the suite on one device in GoogleTest shards, merge
# the shard reports into one, write JUnit XML and HTML, and fail on regressions against a
# baseline report. The shards run at once in this job (--shards=N), or one per job
# (--shard=I/N) with a later job that merges them (--merge).
#
# Usage: scripts/ci_driver.sh [options] [-- clconform flags...]
#   --shards=N          run N GoogleTest shards at once in this job, then merge (default 4)
#   --shard=I/N         run only shard I (0 to N-1) of N, for one CI job of N, and stop: the
#                       job keeps OUT/ (its shard report is OUT/shards/I/) for the merge job
#   --merge             merge the shard reports under OUT/shards/ (the shard jobs' OUT/
#                       folders, downloaded into one) and write the reports; refuses an
#                       incomplete set (exit 4): every shard 0..N-1 once, all of one N
#   --device=SEL        the device to test (default: Portable Computing Language, i.e. PoCL);
#                       one SEL that selects several devices is refused (the shards exit 2)
#   --icd=LIB           a driver library to test (repeatable): the one the job just built;
#                       --device then selects among its devices only
#   --filter=PATTERN    --gtest_filter of the cases (default: all)
#   --baseline=FILE     a previous merged report.json: exit 3 when a case newly fails or fails
#                       worse (clconform-report diff); without it, any failure not listed in
#                       expectations/ fails the job (exit 1)
#   --out=DIR           where the shards, report.json, report.html, junit.xml and diff.html go
#                       (default ci-out). DIR must be empty, missing, or an earlier
#                       ci_driver.sh output (it holds ci_driver.txt): only this script's own
#                       files in it are replaced, never anything else
#   --bin-dir=DIR       use clconform and clconform-report already built in DIR: no setup,
#                       no build
#   --help              this text
# A shard that selects none of the filter's cases (more shards than cases) writes an empty
# report and is no failure. Exit codes: 0 pass, 1 failures (without --baseline) or a shard
# that did not finish, 2 bad usage (or an --out this script did not make), 3 regressions
# against the baseline, 4 an incomplete shard set, 5 nothing checked in any shard.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly MARKER='ci_driver.txt'

shards=4
shard=''
merge=0
device='Portable Computing Language'
filter=''
baseline=''
out='ci-out'
bin_dir=''
icds=()
extra=()
help_text() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; }
usage() { echo "ci_driver: $*" >&2; help_text >&2; exit 2; }
while (($#)); do
  case "$1" in
    --shards=*) shards="${1#*=}" ;;
    --shard=*) shard="${1#*=}" ;;
    --merge) merge=1 ;;
    --device=*) device="${1#*=}" ;;
    --icd=*) icds+=("$1") ;;
    --filter=*) filter="${1#*=}" ;;
    --baseline=*) baseline="${1#*=}" ;;
    --out=*) out="${1#*=}" ;;
    --bin-dir=*) bin_dir="${1#*=}" ;;
    --help | -h) help_text; exit 0 ;;
    --) shift; extra=("$@"); break ;;
    *) usage "unknown option '$1'" ;;
  esac
  shift
done
[[ "${shards}" =~ ^[1-9][0-9]*$ ]] || usage "--shards must be a positive number"
if [[ -n "${shard}" ]]; then
  [[ "${shard}" =~ ^([0-9]+)/([1-9][0-9]*)$ ]] || usage "--shard takes I/N, e.g. --shard=0/4"
  shard_index="${BASH_REMATCH[1]}" shard_total="${BASH_REMATCH[2]}"
  ((10#${shard_index} < 10#${shard_total})) || usage "--shard=${shard}: I must be 0 to N-1"
  ((merge == 0)) || usage "--shard runs one shard, --merge merges them: one or the other"
fi
[[ -z "${baseline}" || -f "${baseline}" ]] || usage "no baseline ${baseline}"
[[ -n "${out}" ]] || usage "--out needs a folder"

say() { printf 'ci_driver: %s\n' "$*"; }

# --out: made here, empty, or an earlier output of this script; anything else is refused.
if [[ -e "${out}" && ! -d "${out}" ]]; then usage "--out=${out} is not a folder"; fi
if [[ -d "${out}" && ! -f "${out}/${MARKER}" && -n "$(ls -A "${out}")" ]]; then
  if ((merge == 0)) || [[ ! -d "${out}/shards" ]]; then
    usage "--out=${out} holds files that ci_driver.sh did not write: give an empty or new folder"
  fi
fi
mkdir -p "${out}/shards"
echo "written by clconform's scripts/ci_driver.sh: it replaces only its own files here" \
  >"${out}/${MARKER}"

if [[ -z "${bin_dir}" ]]; then
  bash "${ROOT}/scripts/setup.sh"
  bin_dir="${ROOT}/build"
  targets=(clconform-report)
  ((merge == 1)) || targets+=(clconform)  # a merge job runs no device
  cmake -S "${ROOT}" -B "${bin_dir}" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "${bin_dir}" -j"$(nproc)" --target "${targets[@]}"
fi
# shellcheck source=scripts/env.sh
source "${ROOT}/scripts/env.sh"
readonly BIN="${bin_dir}/clconform" TOOL="${bin_dir}/clconform-report"

# --one-device: the merged report is one device's, never one of several that SEL selects.
args=(--device="${device}" --one-device "${icds[@]}" --expectations-dir="${ROOT}/expectations")
[[ -n "${filter}" ]] && args+=("--gtest_filter=${filter}")
args+=("${extra[@]}")

# start_shard I N: runs shard I of N in the background into OUT/shards/I (its earlier files
# removed), its log OUT/shards/I.log; wait_shard I then records "I N EXIT" in OUT/shards/I.exit.
start_shard() {
  rm -rf "${out}/shards/$1" "${out}/shards/$1.log" "${out}/shards/$1.exit"
  GTEST_TOTAL_SHARDS="$2" GTEST_SHARD_INDEX="$1" \
    "${BIN}" "${args[@]}" --report-dir="${out}/shards/$1" >"${out}/shards/$1.log" 2>&1 &
  pids[$1]=$!
}
wait_shard() {  # wait_shard I N
  local code=0
  wait "${pids[$1]}" || code=$?
  echo "$1 $2 ${code}" >"${out}/shards/$1.exit"
  say "shard $1 of $2: exit ${code} (log ${out}/shards/$1.log)"
  ((code <= 1 || code == 5)) || tail -n 20 "${out}/shards/$1.log" >&2
  grep -h '^\[ summary  \]' "${out}/shards/$1.log" | sed "s/^/  shard $1 /" || true
}

# merge_shards: checks the set under OUT/shards (every shard 0..N-1 once, of one N, each with
# its report), merges it and writes the reports; sets `status` from the shards' exits.
merge_shards() {
  local exits=() total='' seen=() reports=() i n code checked=0
  mapfile -t exits < <(find "${out}/shards" -maxdepth 1 -name '*.exit' | sort)
  ((${#exits[@]} > 0)) || { say "error: no shard results in ${out}/shards"; exit 4; }
  status=0
  for f in "${exits[@]}"; do
    read -r i n code <"${f}"
    [[ -z "${total}" || "${total}" == "${n}" ]] ||
      { say "error: shards of ${total} and of ${n} in ${out}/shards"; exit 4; }
    total="${n}"
    [[ -z "${seen[${i}]:-}" ]] || { say "error: shard ${i} given twice"; exit 4; }
    seen[i]=1
    local report
    report="$(find "${out}/shards/${i}" -name report.json -print -quit 2>/dev/null || true)"
    if [[ -z "${report}" ]]; then
      say "error: shard ${i} of ${n} did not finish (exit ${code}, no report): see ${out}/shards/${i}.log"
      exit 1
    fi
    reports+=("${report}")
    case "${code}" in
      0) checked=1 ;;
      1) checked=1; status=1 ;;
      5) ;;  # selected nothing, or nothing it could check: its report says which
      *) say "error: shard ${i} exited ${code}"; status=1 ;;
    esac
  done
  local missing=()
  for ((i = 0; i < total; ++i)); do [[ -n "${seen[${i}]:-}" ]] || missing+=("${i}"); done
  if ((${#missing[@]} > 0)); then
    say "error: incomplete shard set: shard(s) ${missing[*]} of ${total} missing in ${out}/shards"
    exit 4
  fi
  rm -f "${out}/report.json" "${out}/report.html" "${out}/junit.xml" "${out}/diff.html" \
    "${out}/diff.txt"
  code=0
  "${TOOL}" merge "${out}/report.json" "${reports[@]}" || code=$?
  ((code == 0)) || { say "error: clconform-report merge exited ${code}"; exit $((code == 4 ? 4 : 1)); }
  "${TOOL}" all "${out}/report.json" "${out}"
  say "reports: ${out}/report.json ${out}/report.html ${out}/junit.xml"
  if ((checked == 0 && status == 0)); then status=5; fi
}

pids=()
if [[ -n "${shard}" ]]; then
  say "running shard ${shard_index} of ${shard_total} on '${device}'"
  start_shard "$((10#${shard_index}))" "${shard_total}"
  wait_shard "$((10#${shard_index}))" "${shard_total}"
  read -r _ _ code <"${out}/shards/$((10#${shard_index})).exit"
  # The merge job judges the results; this job fails only when its shard did not finish.
  if [[ -z "$(find "${out}/shards/$((10#${shard_index}))" -name report.json 2>/dev/null)" ]]; then
    say "error: shard ${shard} wrote no report"
    exit $((code == 5 ? 5 : 1))
  fi
  exit 0
fi
if ((merge == 0)); then
  # Only this run's shards: those of an earlier run with more shards would join the merge.
  find "${out}/shards" -mindepth 1 -maxdepth 1 -regex '.*/[0-9]+\(\.log\|\.exit\)?' \
    -exec rm -rf {} +
  say "running ${shards} shards on '${device}'"
  for ((i = 0; i < shards; ++i)); do start_shard "${i}" "${shards}"; done
  for ((i = 0; i < shards; ++i)); do wait_shard "${i}" "${shards}"; done
fi
status=0
merge_shards

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
((status != 5)) || say "nothing checked in any shard"
exit "${status}"
