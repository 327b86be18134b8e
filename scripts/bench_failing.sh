#!/usr/bin/env bash
# A failing device must not be the slow case: the same work on a passing device
# and on the same device with an H100-like bug planted (NaN under _sat gives the minimum, or
# for unsigned types the maximum, instead of 0, for every double-to-integer _sat conversion of every width and rounding), through
# the planted driver shim (suites/tests/planted). Prints both wall times and the ratio
# (target: at most 1.5).
#
# Usage: scripts/bench_failing.sh [DEVICE]   (default: Portable Computing Language)
# Environment: FILTER (default '*/convert_*_double*'), COVERAGE (default full),
#   WARM=1 (default) runs each once first, so that both find the driver's program cache warm.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
readonly ROOT
readonly BIN="${ROOT}/build/clconform"
readonly SHIM="${ROOT}/build/suites/tests/libclconform_planted_driver.so"
readonly DEVICE="${1:-Portable Computing Language}"
readonly FILTER="${FILTER:-*/convert_*_double*}"
readonly COVERAGE="${COVERAGE:-full}"
readonly WARM="${WARM:-1}"
for f in "${BIN}" "${SHIM}"; do
  [[ -e "${f}" ]] || { echo "bench_failing: ${f} missing: build the project first" >&2; exit 2; }
done

plant=""
for t in char uchar short ushort int uint long ulong; do
  for w in "" 2 3 4 8 16; do
    for m in "" _rte _rtz _rtp _rtn; do
      b="convert_${t}${w}_sat${m}"
      ty="double${w}"
      # Signed: the minimum instead of 0; unsigned: the maximum instead of 0.
      big="-1.0e300"
      [[ "${t}" == u* ]] && big="1.0e300"
      plant+="#define planted_${b}(x) ${b}(_Generic((x), ${ty}: (isnan(x) ? (${ty})(${big}) : (x)), default: (x)))"$'\n'
    done
  done
done

work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT

# run NAME [env...]: one run with a store of its own (no reference work shared); prints seconds.
run() {
  local name="$1"
  shift
  local start end
  start="$(date +%s.%N)"
  env "$@" "${BIN}" "--device=${DEVICE}" "--coverage=${COVERAGE}" "--gtest_filter=${FILTER}" \
    "--expectations-dir=${ROOT}/expectations" "--digest-store=${work}/store-${name}-$RANDOM" \
    >"${work}/${name}.log" 2>&1 || true
  end="$(date +%s.%N)"
  echo "${end} - ${start}" | bc
}

if [[ "${WARM}" == 1 ]]; then
  run warm-passing >/dev/null
  run warm-failing LD_PRELOAD="${SHIM}" CLCONFORM_PLANT="${plant}" >/dev/null
fi
passing="$(run passing)"
failing="$(run failing LD_PRELOAD="${SHIM}" CLCONFORM_PLANT="${plant}")"
failed_cases="$(grep -c '^\[  FAILED  \] [^ ]*/[^ ]*: ' "${work}/failing.log" || true)"  # one line per case
echo "device: ${DEVICE}; ${COVERAGE} coverage of '${FILTER}'; load $(cut -d' ' -f1-3 /proc/loadavg)"
grep '^\[ summary' "${work}/passing.log" | sed 's/^/passing: /'
grep '^\[ summary' "${work}/failing.log" | sed 's/^/failing: /'
echo "passing device: ${passing} s"
echo "failing device: ${failing} s (${failed_cases} cases fail: NaN under _sat planted)"
echo "ratio: $(echo "scale=2; ${failing} / ${passing}" | bc) (target <= 1.5)"
