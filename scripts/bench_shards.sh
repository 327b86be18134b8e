#!/usr/bin/env bash
# What sharding one device's run costs and saves (GoogleTest's GTEST_TOTAL_SHARDS /
# GTEST_SHARD_INDEX, which clconform splits by whole operand types and negative-check
# programs): scripts/ci_driver.sh with one shard against two at once in one job, and one
# selection as three shard processes run one after the other (three CI jobs) against the
# unsharded process. Every run starts from empty caches (--no-program-cache, an empty driver
# kernel cache). Prints wall seconds, programs built and reference lanes (summed over the
# shards, from their summary lines) and the ratios the shards are held to.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH=bench_shards
# shellcheck source=scripts/bench_lib.sh
source "${ROOT}/scripts/bench_lib.sh"  # die, timed_run, field, calc, summary_sums, check_run (its usage is replaced below)

usage() {
  cat <<EOF
Usage: scripts/bench_shards.sh [options]

Runs, each from empty caches:
  ci_driver.sh --filter=CI_FILTER --shards=1, then --shards=2 (the shards at once, one job);
  clconform --gtest_filter=JOB_FILTER whole, then as shards 0, 1 and 2 of 3 (GTEST_TOTAL_SHARDS,
  GTEST_SHARD_INDEX), one process after another, as three CI jobs would run them;
and prints each run's wall seconds, programs built and reference lanes, the shards' sums,
--shards=2's time over --shards=1's (target: at most 1), each shard job's time over the whole
job's (target: at most 0.45) and the shards' programs and reference lanes over one run's
(target: within 5%).

Options:
  --device=SEL         the device (default: Portable Computing Language)
  --bin-dir=DIR        clconform and clconform-report built in DIR (default build)
  --ci-filter=F        ci_driver.sh's --filter (default *_short)
  --job-filter=F       the shard jobs' --gtest_filter (default *_float)
  --args="..."         more clconform arguments for every run, e.g. --coverage=full
  --state=DIR          keep the logs and outputs in DIR (default: a new temporary folder);
                       must be empty or absent
  --help               this text
EOF
}

device='Portable Computing Language' bin_dir="${ROOT}/build" ci_filter='*_short'
job_filter='*_float' args='' state=''
for arg in "$@"; do
  case "${arg}" in
    --help) usage; exit 0 ;;
    --device=*) device="${arg#*=}" ;;
    --bin-dir=*) bin_dir="${arg#*=}" ;;
    --ci-filter=*) ci_filter="${arg#*=}" ;;
    --job-filter=*) job_filter="${arg#*=}" ;;
    --args=*) args="${arg#*=}" ;;
    --state=*) state="${arg#*=}" ;;
    *) die 2 "unknown argument '${arg}' (--help lists them)" ;;
  esac
done
readonly BIN="${bin_dir}/clconform"
[ -x "${BIN}" ] || die 2 "no clconform in --bin-dir=${bin_dir}"
new_state shards
read -r -a extra <<<"${args}"
extra+=(--no-program-cache)
"${BIN}" --device="${device}" --list-devices >"${state}/device.txt" 2>&1 ||
  die 4 "no device matches --device=${device}: $(tail -n 1 "${state}/device.txt")"

# NEW OVER OLD, as a ratio ("1.00" for 0 over 0).
share_of() {
  if [ "$2" -gt 0 ]; then calc "$1 / $2" %.2f; elif [ "$1" -eq 0 ]; then echo 1.00; else echo inf; fi
}
row() {  # row LABEL SECONDS PROGRAMS LANES [RATIO]
  printf '| %s | %.1f | %s | %s | %s |\n' "$1" "$2" "$3" "$4" "${5:-}"
}

for n in 1 2; do
  timed_run "ci-${n}" bash "${ROOT}/scripts/ci_driver.sh" --bin-dir="${bin_dir}" \
    --device="${device}" --filter="${ci_filter}" --shards="${n}" --out="${state}/ci-${n}" \
    -- "${extra[@]}"
  check_run "ci-${n}"
done
job=(--device="${device}" --one-device --expectations-dir="${ROOT}/expectations"
  "--gtest_filter=${job_filter}" "${extra[@]}")
timed_run whole "${BIN}" "${job[@]}"
check_run whole
for i in 0 1 2; do
  GTEST_TOTAL_SHARDS=3 GTEST_SHARD_INDEX="${i}" timed_run "shard-${i}" "${BIN}" "${job[@]}"
  check_run "shard-${i}"
done

echo "device: $(grep -a -m 1 '^ *#[0-9]' "${state}/device.txt" | sed 's/^ *//')"
echo "clconform ${args} --no-program-cache; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| run | wall s | programs | reference lanes | ratio |"
echo "| --- | --- | --- | --- | --- |"
one="$(cat "${state}/ci-1.seconds")"
two="$(cat "${state}/ci-2.seconds")"
read -r p1 l1 < <(summary_sums "${state}"/ci-1/shards/*.log)
read -r p2 l2 < <(summary_sums "${state}"/ci-2/shards/*.log)
row "ci_driver.sh --filter='${ci_filter}' --shards=1" "${one}" "${p1}" "${l1}"
row "ci_driver.sh --filter='${ci_filter}' --shards=2" "${two}" "${p2}" "${l2}" \
  "$(calc "${two} / ${one}" %.2f) of --shards=1's time (target <= 1)"
whole="$(cat "${state}/whole.seconds")"
read -r pw lw < <(summary_sums "${state}/whole.log")
row "'${job_filter}' unsharded" "${whole}" "${pw}" "${lw}"
dearest=0
for i in 0 1 2; do
  s="$(cat "${state}/shard-${i}.seconds")"
  read -r p l < <(summary_sums "${state}/shard-${i}.log")
  row "'${job_filter}' shard ${i} of 3" "${s}" "${p}" "${l}" \
    "$(calc "${s} / ${whole}" %.2f) of the unsharded time (target <= 0.45)"
  dearest="$(calc "${s} > ${dearest} ? ${s} : ${dearest}" %.1f)"
done
read -r ps ls < <(summary_sums "${state}"/shard-?.log)
row "'${job_filter}' 3 shards summed" "$(calc "$(cat "${state}"/shard-?.seconds | paste -sd+)" %.1f)" \
  "${ps}" "${ls}" "programs $(share_of "${ps}" "${pw}"), reference lanes $(share_of "${ls}" "${lw}") \
of the unsharded run's (target 0.95 to 1.05)"
echo
echo "ci_driver.sh --shards=2: programs $(share_of "${p2}" "${p1}"), reference lanes \
$(share_of "${l2}" "${l1}") of --shards=1's (target 0.95 to 1.05)"
echo "the dearest '${job_filter}' shard: $(calc "${dearest} / ${whole}" %.2f) of the unsharded time"
echo "logs and outputs: ${state}"
