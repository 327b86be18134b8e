#!/usr/bin/env bash
# Where a first run's time goes: one clconform selection on one device, run in each state of
# its caches (a first run should cost little more than a warm one). Every run starts
# from an empty driver kernel cache (POCL_CACHE_DIR, CUDA_CACHE_PATH); clconform's digest store
# and program cache start empty or warm (filled by the runs before it, in the order below),
# with and without the constant path. Prints one row per run: wall seconds, CPU seconds of
# the run and its children (user + system), child processes, programs, reference lanes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH=bench_first_run
# shellcheck source=scripts/bench_lib.sh
source "${ROOT}/scripts/bench_lib.sh"  # die, timed_run, field, calc (its usage is replaced below)

usage() {
  cat <<EOF
Usage: scripts/bench_first_run.sh --device=SEL [options]

Runs clconform's selection once per cache state, in this order (each later state reuses
what the earlier ones filled):
  empty       empty digest store, empty program cache
  store       warm digest store, empty program cache
  programs    empty digest store, warm program cache
  warm        both warm
  store-nc    warm digest store, empty program cache, --no-constant-path
  warm-nc     both warm, --no-constant-path
and prints wall seconds, CPU seconds (user + system of clconform and its children), children,
programs and reference lanes (from its summary line) per state, each with its share of the empty
run's CPU.

Options:
  --device=SEL            the device (clconform's --device; one device)
  --clconform=PATH        the binary (default build/clconform)
  --args="..."            clconform's selection and options (default: every conversion from
                          float at full coverage with the expectations folder:
                          --coverage=full --expectations-dir=expectations
                          --gtest_filter='Convert/*_float:Convert/*_float2:...:Convert/*_float16')
  --state=DIR             keep the runs' caches, logs and reports in DIR (default: a new
                          temporary folder); must be empty or absent
  --help                  this text
EOF
}

device="" clconform="${ROOT}/build/clconform" state="" args=""
default_args() {
  local filter="" width
  for width in "" 2 3 4 8 16; do filter+="${filter:+:}Convert/*_float${width}"; done
  echo "--coverage=full --expectations-dir=${ROOT}/expectations --gtest_filter=${filter}"
}
for arg in "$@"; do
  case "${arg}" in
    --help) usage; exit 0 ;;
    --device=*) device="${arg#*=}" ;;
    --clconform=*) clconform="${arg#*=}" ;;
    --args=*) args="${arg#*=}" ;;
    --state=*) state="${arg#*=}" ;;
    *) die 2 "unknown argument '${arg}' (--help lists them)" ;;
  esac
done
[ -n "${device}" ] || die 2 "--device=SEL is required (clconform --list-devices lists them)"
[ -x "${clconform}" ] || die 2 "--clconform=${clconform} is not an executable"
[ -n "${args}" ] || args="$(default_args)"
new_state first-run
read -r -a selection <<<"${args}"
"${clconform}" --device="${device}" --list-devices >"${state}/device.txt" 2>&1 ||
  die 4 "no device matches --device=${device}: $(tail -n 1 "${state}/device.txt")"

# One run (bench_lib.sh's timed_run: an empty kernel cache, wall and CPU seconds): NAME,
# STORE (folder), PROGRAMS (folder), then extra flags. Writes NAME.row (wall cpu children
# programs reference_lanes) beside timed_run's files.
run() {
  local name="$1" store="$2" programs="$3" rc summary
  shift 3
  timed_run "${name}" "${clconform}" --device="${device}" "${selection[@]}" \
    --digest-store="${store}" --program-cache="${programs}" --report-dir="${state}/report-${name}" "$@"
  rc="$(cat "${state}/${name}.rc")"
  [ "${rc}" -le 1 ] || die "${rc}" "the ${name} run exited ${rc}: $(tail -n 3 "${state}/${name}.log")"
  summary="$(grep -a '^\[ summary  \] device=' "${state}/${name}.log" | tail -n 1)"
  [ -n "${summary}" ] || die 1 "the ${name} run printed no summary line: see ${state}/${name}.log"
  echo "$(cat "${state}/${name}.seconds") $(cat "${state}/${name}.cpu") $(field children "${summary}") \
$(field programs "${summary}") $(field reference_lanes "${summary}")" >"${state}/${name}.row"
}

run empty "${state}/store" "${state}/programs"
run store "${state}/store" "${state}/programs-2"
run programs "${state}/store-2" "${state}/programs"
run warm "${state}/store" "${state}/programs"
run store-nc "${state}/store" "${state}/programs-3" --no-constant-path
run warm-nc "${state}/store" "${state}/programs-3" --no-constant-path

echo "device: $(grep -a -m 1 '^ *#[0-9]' "${state}/device.txt" | sed 's/^ *//')"
echo "clconform $(basename "${clconform}") ${args}"
echo
echo "| caches | wall s | CPU s | CPU / empty's | children | programs | reference lanes |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
read -r _ empty_cpu _ <"${state}/empty.row"
for name in empty store programs warm store-nc warm-nc; do
  read -r wall cpu children programs lanes <"${state}/${name}.row"
  share=n/a
  [ "$(calc "${empty_cpu} > 0" %d)" = 0 ] || share="$(calc "${cpu} / ${empty_cpu}" %.2f)"
  printf '| %s | %.1f | %.1f | %s | %s | %s | %s |\n' "${name}" "${wall}" "${cpu}" "${share}" \
    "${children}" "${programs}" "${lanes}"
done
echo
echo "load average now: $(cut -d' ' -f1-3 /proc/loadavg); logs and reports: ${state}"
