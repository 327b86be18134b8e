#!/usr/bin/env bash
# What the GPUs of one host save on one device's run: the run on one GPU, then spread over
# every GPU --device selects (scripts/ci_driver.sh --spread: one shard on each, at once, one
# merged report), then pooled (clconform --pool: one process, its children dealt over every
# GPU), each from empty caches (driver kernel cache, clconform's program cache and
# digest store), or with --store=warm from a digest store filled first (the fill, timed, is
# the host reference alone: the floor of a first run on that host, however many GPUs share
# it). Prints wall seconds, programs built and reference lanes (summed over the shards), the
# speed-up and its share of the number of GPUs (target: at least 0.8).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH=bench_gpus
# shellcheck source=scripts/bench_lib.sh
source "${ROOT}/scripts/bench_lib.sh"  # die, timed_run, field, calc, new_state, summary_sums, check_run

usage() {
  cat <<EOF
Usage: scripts/bench_gpus.sh [options]

Runs clconform --coverage=LEVEL --gtest_filter=FILTER on the first device SEL selects, then
ci_driver.sh --spread over every device SEL selects, then clconform --pool over them, each from
empty caches, and prints each
run's wall seconds, programs built and reference lanes, and N GPUs' speed-up over one GPU as a
share of N (target: at least 0.8).

Options:
  --device=SEL     the devices (default NVIDIA): alike, as ci_driver.sh --spread requires
  --bin-dir=DIR    clconform and clconform-report built in DIR (default build)
  --filter=F       the cases (default: every convert_* of an 8/16/32-bit source)
  --coverage=L     quick, full or exhaustive (default exhaustive)
  --store=S        empty (default): each run from an empty digest store; warm: fill one
                   first without a device (clconform --fill-digest-store, timed), and both
                   runs take the expected digests from it
  --state=DIR      keep the logs and outputs in DIR (default: a new temporary folder); must
                   be empty or absent
  --help           this text
EOF
}

device='NVIDIA' bin_dir="${ROOT}/build" coverage=exhaustive state='' store=empty
filter="Convert/*:-*_long:*_long2:*_long3:*_long4:*_long8:*_long16:*_ulong:*_ulong2:*_ulong3:\
*_ulong4:*_ulong8:*_ulong16:*_double:*_double2:*_double3:*_double4:*_double8:*_double16"
for arg in "$@"; do
  case "${arg}" in
    --help) usage; exit 0 ;;
    --device=*) device="${arg#*=}" ;;
    --bin-dir=*) bin_dir="${arg#*=}" ;;
    --filter=*) filter="${arg#*=}" ;;
    --coverage=*) coverage="${arg#*=}" ;;
    --state=*) state="${arg#*=}" ;;
    --store=empty | --store=warm) store="${arg#*=}" ;;
    *) die 2 "unknown argument '${arg}' (--help lists them)" ;;
  esac
done
readonly BIN="${bin_dir}/clconform"
[ -x "${BIN}" ] || die 2 "no clconform in --bin-dir=${bin_dir}"
new_state gpus
"${BIN}" --device="${device}" --list-devices >"${state}/devices.txt" 2>&1 ||
  die 4 "no device matches --device=${device}: $(tail -n 1 "${state}/devices.txt")"
first="$(sed -nE 's/^ *#([0-9]+) .*/\1/p' "${state}/devices.txt" | head -n 1)"
gpus="$(grep -c '^ *#[0-9]' "${state}/devices.txt")"

run_args=(--coverage="${coverage}" --no-program-cache)
if [ "${store}" = warm ]; then
  timed_run fill "${BIN}" --fill-digest-store --coverage="${coverage}" "--gtest_filter=${filter}" \
    --digest-store="${state}/store"
  [ "$(cat "${state}/fill.rc")" -eq 0 ] || die 1 "the store's fill failed: see ${state}/fill.log"
  run_args+=(--digest-store="${state}/store")
fi
args=("${run_args[@]}" "--gtest_filter=${filter}" --expectations-dir="${ROOT}/expectations")

XDG_CACHE_HOME="$(mktemp -d "${state}/cache.XXXXXX")" timed_run one "${BIN}" \
  --device="${first}" --one-device "${args[@]}" --report-dir="${state}/one-reports"
check_run one
XDG_CACHE_HOME="$(mktemp -d "${state}/cache.XXXXXX")" timed_run spread bash \
  "${ROOT}/scripts/ci_driver.sh" --bin-dir="${bin_dir}" --device="${device}" --spread \
  --filter="${filter}" --out="${state}/spread" -- "${run_args[@]}"
check_run spread
XDG_CACHE_HOME="$(mktemp -d "${state}/cache.XXXXXX")" timed_run pool "${BIN}" \
  --device="${device}" --pool --one-device "${args[@]}" --report-dir="${state}/pool-reports"
check_run pool

one="$(cat "${state}/one.seconds")" all="$(cat "${state}/spread.seconds")"
pooled="$(cat "${state}/pool.seconds")"
read -r p1 l1 < <(summary_sums "${state}/one.log")
read -r pn ln < <(summary_sums "${state}"/spread/shards/*.log)
read -r pp lp < <(summary_sums "${state}/pool.log")
speedup="$(calc "${one} / ${all}" %.2f)" pool_speedup="$(calc "${one} / ${pooled}" %.2f)"
echo "devices: ${gpus} x $(grep -a -m 1 '^ *#[0-9]' "${state}/devices.txt" | sed -E 's/^ *#[0-9]+ //')"
caches='empty caches'
[ "${store}" = empty ] || caches='empty kernel and program caches, a digest store filled first'
echo "clconform --coverage=${coverage} --gtest_filter='${filter}', ${caches}"
if [ "${store}" = warm ]; then
  printf 'a digest store filled first: %.1f s, %.1f CPU-s (the host reference alone)\n' \
    "$(cat "${state}/fill.seconds")" "$(cat "${state}/fill.cpu")"
fi
echo
echo "| run | wall s | CPU s | programs | reference lanes | ratio |"
echo "| --- | --- | --- | --- | --- | --- |"
printf '| one device (#%s) | %.1f | %s | %s | %s | |\n' "${first}" "${one}" \
  "$(cat "${state}/one.cpu")" "${p1}" "${l1}"
printf '| %s devices (ci_driver.sh --spread) | %.1f | %s | %s | %s | %s |\n' "${gpus}" "${all}" \
  "$(cat "${state}/spread.cpu")" "${pn}" "${ln}" \
  "${speedup}x one device: $(calc "${speedup} / ${gpus}" %.2f) of ${gpus} (target >= 0.8)"
printf '| %s devices (clconform --pool) | %.1f | %s | %s | %s | %s |\n' "${gpus}" "${pooled}" \
  "$(cat "${state}/pool.cpu")" "${pp}" "${lp}" \
  "${pool_speedup}x one device: $(calc "${pool_speedup} / ${gpus}" %.2f) of ${gpus} (target >= 0.8)"
echo
echo "logs and outputs: ${state}"
