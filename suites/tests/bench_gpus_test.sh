#!/usr/bin/env bash
# scripts/bench_gpus.sh on PoCL with two pthread devices standing in for two GPUs: the argument
# checks, then a run whose table has both rows, the speed-up as a share of the devices, and
# the spread run's programs summed over its shards equal to the one device's.
#
# Usage: bench_gpus_test.sh BUILD_DIR
TEST_NAME=bench_gpus_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BENCH="${ROOT}/scripts/bench_gpus.sh"

exits 0 "${WORK}/help.log" bash "${BENCH}" --help
has "${WORK}/help.log" 'spread'
exits 2 "${WORK}/flag.log" bash "${BENCH}" --no-such-flag
exits 2 "${WORK}/bin.log" bash "${BENCH}" --bin-dir="${WORK}/none"
exits 4 "${WORK}/device.log" bash "${BENCH}" --bin-dir="$1" --device=no-such-device \
  --state="${WORK}/none-state"

export POCL_DEVICES='pthread pthread'
exits 0 "${WORK}/run.log" bash "${BENCH}" --bin-dir="$1" --state="${WORK}/state" \
  --device='Portable Computing Language' --coverage=quick \
  --filter='*/convert_char_short:*/convert_double_float'
has "${WORK}/run.log" '^devices: 2 x Portable Computing Language'
has "${WORK}/run.log" '^\| one device \(#[0-9]+\) \| [0-9.]+ \| 4 \| 0 \| \|'
has "${WORK}/run.log" '^\| 2 devices \(ci_driver.sh --spread\) \| [0-9.]+ \| 4 \| 0 \| [0-9.]+x one device: [0-9.]+ of 2'
echo "bench_gpus_test: ok"
