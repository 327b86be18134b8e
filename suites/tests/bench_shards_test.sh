#!/usr/bin/env bash
# scripts/bench_shards.sh on PoCL with a few cases: the argument checks, then a run whose
# table has every row, and whose shards (each an operand type of its own) build as many
# programs in all as the unsharded run.
#
# Usage: bench_shards_test.sh BUILD_DIR
TEST_NAME=bench_shards_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BENCH="${ROOT}/scripts/bench_shards.sh"

exits 0 "${WORK}/help.log" bash "${BENCH}" --help
has "${WORK}/help.log" 'GTEST_SHARD_INDEX'
exits 2 "${WORK}/flag.log" bash "${BENCH}" --no-such-flag
exits 2 "${WORK}/bin.log" bash "${BENCH}" --bin-dir="${WORK}/none"
mkdir -p "${WORK}/full" && touch "${WORK}/full/x"
exits 2 "${WORK}/full.log" bash "${BENCH}" --bin-dir="$1" --state="${WORK}/full"
exits 4 "${WORK}/device.log" bash "${BENCH}" --bin-dir="$1" --device=no-such-device \
  --state="${WORK}/none-state"

# One job a process: a shard's worker batches are its operand types, as in the unsharded run.
exits 0 "${WORK}/run.log" bash "${BENCH}" --bin-dir="$1" --state="${WORK}/state" --args=--jobs=1 \
  --ci-filter='*/convert_int_rte_short:*/as_int_float' \
  --job-filter='*/convert_char_short:*/as_int_float:*/as_char_uchar:*/convert_double_float'
for row in "--shards=1" "--shards=2" "unsharded" "shard 0 of 3" "shard 1 of 3" "shard 2 of 3" \
  "3 shards summed"; do
  has "${WORK}/run.log" "^\| [^|]*${row} \| [0-9.]+ \| [0-9]+ \| [0-9]+ \|"
done
has "${WORK}/run.log" '^\| [^|]*unsharded \| [0-9.]+ \| 6 \| 0 \|'
has "${WORK}/run.log" 'programs 1\.00, reference lanes 1\.00 of the unsharded run'
has "${WORK}/run.log" '^ci_driver.sh --shards=2: programs 1\.00'
echo "bench_shards_test: ok"
