#!/usr/bin/env bash
# scripts/bench_gpus.sh on PoCL with two pthread devices standing in for two GPUs: the argument
# checks, then a run whose table has its three rows (one device, spread, pooled), the speed-up
# as a share of the devices, and the spread run's programs summed over its shards and the pooled
# run's equal to the one device's; then, with
# --store=warm, the fill's line and both runs' reference lanes 0 (every digest from the store).
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
exits 2 "${WORK}/store.log" bash "${BENCH}" --store=lukewarm
exits 2 "${WORK}/bin.log" bash "${BENCH}" --bin-dir="${WORK}/none"
exits 4 "${WORK}/device.log" bash "${BENCH}" --bin-dir="$1" --device=no-such-device \
  --state="${WORK}/none-state"

export POCL_DEVICES='pthread pthread'
exits 0 "${WORK}/run.log" bash "${BENCH}" --bin-dir="$1" --state="${WORK}/state" \
  --device='Portable Computing Language' --coverage=quick \
  --filter='*/convert_char_short:*/convert_double_float'
has "${WORK}/run.log" '^devices: 2 x Portable Computing Language'
readonly ONE='^\| one device \(#[0-9]+\) \| [0-9.]+ \| [0-9.]+ \|'  # wall s, CPU s
readonly TWO='^\| 2 devices \(ci_driver.sh --spread\) \| [0-9.]+ \| [0-9.]+ \|'
has "${WORK}/run.log" "${ONE} 4 \\| 0 \\| \\|"
has "${WORK}/run.log" "${TWO} 4 \\| 0 \\| [0-9.]+x one device: [0-9.]+ of 2"
readonly POOL='^\| 2 devices \(clconform --pool\) \| [0-9.]+ \| [0-9.]+ \|'
has "${WORK}/run.log" "${POOL} 4 \\| 0 \\| [0-9.]+x one device: [0-9.]+ of 2"

exits 0 "${WORK}/warm.log" bash "${BENCH}" --bin-dir="$1" --state="${WORK}/warm" \
  --device='Portable Computing Language' --coverage=full --store=warm \
  --filter='*/convert_double_float:*/convert_int_float'
has "${WORK}/warm.log" '^a digest store filled first: [0-9.]+ s, [0-9.]+ CPU-s'
has "${WORK}/warm.log" "${ONE} [0-9]+ \\| 0 \\| \\|"
has "${WORK}/warm.log" "${TWO} [0-9]+ \\| 0 \\| [0-9.]+x one device"
has "${WORK}/warm.log" "${POOL} [0-9]+ \\| 0 \\| [0-9.]+x one device"
echo "bench_gpus_test: ok"
