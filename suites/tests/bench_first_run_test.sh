#!/usr/bin/env bash
# scripts/bench_first_run.sh on PoCL with one float case at full coverage: the argument
# checks, then the six cache states in order (reference lanes only where the digest store
# starts empty, --no-constant-path only in the last two) and the table.
# Usage: bench_first_run_test.sh PATH/clconform
set -euo pipefail
bench="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/scripts/bench_first_run.sh"
clconform="$1"
# shellcheck source=suites/tests/bench_test_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_test_lib.sh"

expect_exit 0 --help
grep -q "warm digest store, empty program cache" "${work}/out" || fail "--help lists no states"
expect_exit 2 --no-such-flag
expect_exit 2 --device=Portable --clconform="${work}/none"
mkdir -p "${work}/full" && touch "${work}/full/x"
expect_exit 2 --device=Portable --state="${work}/full"
expect_exit 4 --device=no-such-device --state="${work}/none-state"

state="${work}/state"
expect_exit 0 --device=Portable --state="${state}" \
  --args="--coverage=full --gtest_filter=Convert/*/convert_int_float"
out="${work}/out"
[ "$(grep -c '^| [a-z-]* | [0-9.]* | [0-9.]* | [0-9.n/a]* | [0-9]* | [0-9]* | [0-9]* |$' "${out}")" = 6 ] ||
  { cat "${out}" >&2; fail "not six rows"; }
lanes() { grep "^| $1 |" "${out}" | awk -F'|' '{ gsub(/ /, "", $8); print $8 }'; }
for name in empty programs; do
  [ "$(lanes "${name}")" -gt 0 ] || fail "the ${name} run (empty store) made no reference lanes"
done
for name in store warm store-nc warm-nc; do
  [ "$(lanes "${name}")" = 0 ] || fail "the ${name} run (warm store) made reference lanes"
done
programs() { grep "^| $1 |" "${out}" | awk -F'|' '{ gsub(/ /, "", $7); print $7 }'; }
# Without the constant path a run builds no constant program.
for name in store warm; do
  [ "$(programs "${name}-nc")" -lt "$(programs "${name}")" ] ||
    fail "the ${name}-nc run built as many programs as the ${name} run"
done
echo "bench_first_run: ok"
