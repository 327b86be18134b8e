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
#                       folders, downloaded into one) and write the reports, with the shards'
#                       reproducers in OUT/repro/; refuses an incomplete set (exit 4): every
#                       shard 0..N-1 once, all of one N; refuses shards of two clconform
#                       builds (exit 1); a shard's exit file (shards/I.exit) must read
#                       "I N EXIT" in decimal, or the merge fails (exit 1): it comes from
#                       another job and is never evaluated
#   --device=SEL        the device to test (default: Portable Computing Language, i.e. PoCL);
#                       one SEL that selects several devices is refused (the shards exit 2)
#   --spread            one device's run over every device SEL selects (the GPUs of one model
#                       in one host), at once: one shard on each, --shards their number, one
#                       merged report; the devices must be alike (name, version, driver),
#                       else exit 2
#   --icd=LIB           a driver library to test (repeatable): the one the job just built;
#                       --device then selects among its devices only
#   --filter=PATTERN    --gtest_filter of the cases (default: all)
#   --baseline=FILE     a previous merged report.json: exit 3 when a case newly fails or fails
#                       differently (clconform-report diff: another path, more lanes wrong,
#                       another status), 6 when the runs differ in what they checked and a
#                       change that difference can explain was not compared; without it, any
#                       failure not listed in expectations/ fails the job (exit 1). Either way
#                       the job names every case that fails it
#   --out=DIR           where the shards, report.json, report.html, junit.xml and diff.html go
#                       (default ci-out). DIR must be empty, missing, or an earlier
#                       ci_driver.sh output (it holds ci_driver.txt): only this script's own
#                       files in it are replaced, never anything else
#   --bin-dir=DIR       use clconform and clconform-report already built in DIR: no setup,
#                       no build
#   --help              this text
# A shard that selects none of the filter's cases (more shards than the filter's units of work:
# operand types, negative-check programs) writes an empty report and is no failure. Exit codes: 0 pass, 1 failures (without --baseline), a shard that
# did not finish or exited with an error (whatever the baseline says), a malformed shard file,
# or shards of different clconform builds, 2 bad usage (or an --out this script did not make),
# 3 regressions against the baseline, 4 an incomplete shard set, 5 nothing checked in any
# shard, 6 changes the baseline cannot judge (its run checked other things).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly MARKER='ci_driver.txt'

shards=4
shard=''
merge=0
spread=0
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
    --spread) spread=1 ;;
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
((spread == 0 || (merge == 0 && ${#shard} == 0))) || usage "--spread runs every shard in this job"
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

# --one-device: the merged report is one device's, never one of several that SEL selects
# (start_shard adds --device).
args=(--one-device "${icds[@]}" --expectations-dir="${ROOT}/expectations")
[[ -n "${filter}" ]] && args+=("--gtest_filter=${filter}")
args+=("${extra[@]}")

# --spread: the indices of the devices SEL selects (listed as "#K NAME (...)"), all alike: shard
# I runs on the Ith, its report naming the model's identity, so that the shards merge.
spread_over=()
if ((spread == 1)); then
  listed="$("${BIN}" --list-devices --device="${device}" "${icds[@]}" 2>&1)" ||
    usage "--spread: --device='${device}' lists no device: ${listed}"
  mapfile -t spread_over < <(sed -nE 's/^ *#([0-9]+) .*/\1/p' <<<"${listed}")
  ((${#spread_over[@]} > 0)) || usage "--spread: --device='${device}' lists no device"
  (($(sed -nE 's/^ *#[0-9]+ //p' <<<"${listed}" | sort -u | wc -l) == 1)) ||
    usage "--spread: the devices '${device}' selects differ: ${listed}"
  shards=${#spread_over[@]}
fi

# start_shard I N: runs shard I of N in the background into OUT/shards/I (its earlier files
# removed), its log OUT/shards/I.log; wait_shard I then records "I N EXIT" in OUT/shards/I.exit.
start_shard() {
  rm -rf "${out}/shards/$1" "${out}/shards/$1.log" "${out}/shards/$1.exit"
  local on=(--device="${device}")
  ((spread == 0)) || on=(--device="${spread_over[$1]}")
  GTEST_TOTAL_SHARDS="$2" GTEST_SHARD_INDEX="$1" \
    "${BIN}" "${args[@]}" "${on[@]}" --report-dir="${out}/shards/$1" >"${out}/shards/$1.log" 2>&1 &
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

# read_exit FILE: a shard's exit file, "I N EXIT" in decimal and nothing else, I its name's
# (it comes from another job's artifacts: its text is checked, never evaluated). Sets exit_i,
# exit_n and exit_code; anything else fails the merge, having run nothing.
read_exit() {
  local f="$1" text
  if [[ ! -f "${f}" || -L "${f}" ]] || (($(wc -c <"${f}") > 32)); then
    say "error: ${f} is not a shard's exit file (a small plain file): merge refused"
    exit 1
  fi
  text="$(cat -- "${f}")"
  if [[ ! "${text}" =~ ^(0|[1-9][0-9]{0,5})\ ([1-9][0-9]{0,5})\ (0|[1-9][0-9]{0,2})$ ]] ||
    [[ "${f##*/}" != "${BASH_REMATCH[1]}.exit" ]] ||
    ((BASH_REMATCH[1] >= BASH_REMATCH[2] || BASH_REMATCH[3] > 255)); then
    say "error: ${f} is not a shard's exit file ('I N EXIT': shard I of N, I of the file's" \
      "name, EXIT 0 to 255, in decimal): merge refused"
    exit 1
  fi
  exit_i="${BASH_REMATCH[1]}" exit_n="${BASH_REMATCH[2]}" exit_code="${BASH_REMATCH[3]}"
}

# merge_shards: checks the set under OUT/shards (every shard 0..N-1 once, of one N, each with
# its report), merges it, copies its reproducers and writes the reports; sets `failed` (a shard
# found failures), `shard_errors` (shards that exited with an error) and `checked`.
merge_shards() {
  local exits=() total='' seen=() reports=() repros=() f report dir
  mapfile -d '' -t exits < <(find "${out}/shards" -maxdepth 1 -name '*.exit' -print0 | sort -z)
  ((${#exits[@]} > 0)) || { say "error: no shard results in ${out}/shards"; exit 4; }
  for f in "${exits[@]}"; do read_exit "${f}"; done  # all checked before any is used
  for f in "${exits[@]}"; do
    read_exit "${f}"
    [[ -z "${total}" || "${total}" == "${exit_n}" ]] ||
      { say "error: shards of ${total} and of ${exit_n} in ${out}/shards"; exit 4; }
    total="${exit_n}"
    [[ -z "${seen[exit_i]:-}" ]] || { say "error: shard ${exit_i} given twice"; exit 4; }
    seen[exit_i]=1
    report="$(find "${out}/shards/${exit_i}" -name report.json -print -quit 2>/dev/null || true)"
    if [[ -z "${report}" ]]; then
      say "error: shard ${exit_i} of ${exit_n} did not finish (exit ${exit_code}, no report):" \
        "see ${out}/shards/${exit_i}.log"
      exit 1
    fi
    reports+=("${report}")
    dir="$(dirname "${report}")"
    [[ ! -d "${dir}/repro" ]] || repros+=("${dir}/repro")
    case "${exit_code}" in
      0) checked=1 ;;
      1) checked=1; failed=1 ;;
      5) ;;  # selected nothing, or nothing it could check: its report says which
      *) shard_errors+=("shard ${exit_i} exited ${exit_code} (see ${out}/shards/${exit_i}.log)") ;;
    esac
  done
  local missing=() i
  for ((i = 0; i < total; ++i)); do [[ -n "${seen[i]:-}" ]] || missing+=("${i}"); done
  if ((${#missing[@]} > 0)); then
    say "error: incomplete shard set: shard(s) ${missing[*]} of ${total} missing in ${out}/shards"
    exit 4
  fi
  rm -rf "${out}/report.json" "${out}/report.html" "${out}/junit.xml" "${out}/diff.html" \
    "${out}/diff.txt" "${out}/repro"
  local code=0
  "${TOOL}" merge "${out}/report.json" "${reports[@]}" || code=$?
  ((code == 0)) || { say "error: clconform-report merge exited ${code}"; exit $((code == 4 ? 4 : 1)); }
  # The merged report points at repro/<case> of the shard that found it: the merged folder
  # holds them all.
  for dir in "${repros[@]}"; do mkdir -p "${out}/repro" && cp -R "${dir}/." "${out}/repro/"; done
  "${TOOL}" all "${out}/report.json" "${out}"
  say "reports: ${out}/report.json ${out}/report.html ${out}/junit.xml"
  if [[ -d "${out}/repro" ]]; then say "reproducers: ${out}/repro/"; fi
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
  say "running ${shards} shards on '${device}'${spread_over[*]:+ (devices ${spread_over[*]}, one each)}"
  for ((i = 0; i < shards; ++i)); do start_shard "${i}" "${shards}"; done
  for ((i = 0; i < shards; ++i)); do wait_shard "${i}" "${shards}"; done
fi
failed=0 checked=0 shard_errors=()
merge_shards
# A shard that exited with an error (a usage error, unwritten reports, a refused journal, a
# signal) ran less than it should: the run fails whatever the results or the baseline say.
errors() {
  local e
  for e in "${shard_errors[@]}"; do say "error: ${e}"; done
  ((${#shard_errors[@]} == 0)) || exit 1
}

if [[ -n "${baseline}" ]]; then
  code=0
  "${TOOL}" diff "${baseline}" "${out}/report.json" --html="${out}/diff.html" >"${out}/diff.txt" || code=$?
  cat "${out}/diff.txt"
  errors
  case "${code}" in
    0) say "no regression against ${baseline}"; exit 0 ;;
    3) say "regressions against ${baseline} (listed above): see ${out}/diff.html"; exit 3 ;;
    6)
      say "changes that ${baseline} cannot judge (listed above as not compared): the runs" \
        "differ in what they checked; check them, then make ${out}/report.json the baseline"
      exit 6
      ;;
    *) say "error: clconform-report diff exited ${code}"; exit 1 ;;
  esac
fi
# Without a baseline the expectations judge: every case they did not foresee, named.
unexpected="$("${TOOL}" unexpected "${out}/report.json")"
[[ -z "${unexpected}" ]] || printf '%s\n' "${unexpected}" | sed 's/^/ci_driver: /'
errors
if [[ -n "${unexpected}" || "${failed}" == 1 ]]; then
  [[ -n "${unexpected}" ]] || say "a shard exited 1, but the merged report names no unexpected case: see the shards' logs"
  exit 1
fi
((checked == 1)) || { say "nothing checked in any shard"; exit 5; }
exit 0
