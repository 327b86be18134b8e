#!/usr/bin/env bash
# scripts/bench_half_vs_cts.sh against a stand-in for the CTS's test_half (bench_test_lib.sh):
# the cases and sub-tests each side is given, the table, the per-sub-test runs (resumed from
# --state, cut by --stop-after, in the background) and the argument checks. clconform only
# lists its cases (--gtest_list_tests), so no case runs. Needs OCL_ICD_VENDORS with PoCL.
# Usage: bench_half_vs_cts_test.sh PATH/clconform
set -euo pipefail
bench="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/scripts/bench_half_vs_cts.sh"
# shellcheck source=suites/tests/bench_test_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_test_lib.sh"
# clconform, taking a little time after it lists its cases, so that each run has a ratio.
clconform="${work}/clconform"
# shellcheck disable=SC2016 # the wrapper's own $@ and $?
printf '#!/bin/sh\n"%s" "$@"; rc=$?; sleep 0.2; exit $rc\n' "$1" >"${clconform}"
chmod +x "${clconform}"
list=(--clconform-args=--gtest_list_tests)
subtests=(vload_half vloada_half roundTrip vstore_half vstorea_half vstore_half_rte vstorea_half_rte
  vstore_half_rtz vstorea_half_rtz vstore_half_rtp vstorea_half_rtp vstore_half_rtn vstorea_half_rtn)
listed() { grep -c '^  Conforms/' "$1/clconform-empty.log"; }  # the cases clconform was given

# Usage errors: 2, no device: 4.
expect_exit 0 --help
grep -q "2^32" "${work}/out" || fail "--help does not say what each side checks"
expect_exit 2 --device=0 --no-such-flag
expect_exit 2 --device=0
expect_exit 2 --cts="${fake}" --device=Portable --only=vstore
expect_exit 2 --cts="${fake}" --device=Portable --only=rte --cts-by-test
expect_exit 2 --cts="${fake}" --device=Portable --coverage=most
expect_exit 2 --cts="${fake}" --device=Portable --cts-by-test --stop-after=soon
expect_exit 2 --cts="${fake}" --device=Portable --cts-order=vload_half --phase=cts
expect_exit 2 --cts="${fake}" --device=Portable --cts-by-test --cts-order=vload_half,roundTrip --phase=cts
expect_exit 2 --cts="${fake}" --device=Portable --background
expect_exit 4 --cts="${fake}" --device=no-such-device
[ ! -s "${FAKE_LOG}" ] || fail "the CTS ran on a bad command line: $(cat "${FAKE_LOG}")"

# The whole comparison: clconform gets the 363 cases of the two families at exhaustive
# coverage, the CTS its default run (no test named); the table has both timings and ratios.
state="${work}/whole"
expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --state="${state}"
grep -q "^| empty kernel cache, empty .* | [0-9.]* | [0-9.]* | [0-9.]*x |$" "${work}/out" ||
  { cat "${work}/out"; fail "no timed empty-cache row"; }
grep -q "^| empty kernel cache, warm .* | [0-9.]* | [0-9.]* | [0-9.]*x |$" "${work}/out" ||
  { cat "${work}/out"; fail "no timed warm row"; }
grep -q "clconform --coverage=exhaustive .*CTS test_half (its default run)" "${work}/out" ||
  { cat "${work}/out"; fail "the work line does not name both sides"; }
[ "$(listed "${state}")" = 363 ] || fail "clconform was given $(listed "${state}") cases, not 363"
[ "$(grep -c 'VstoreHalf/\|VloadHalf/' "${state}/clconform-empty.log")" = 2 ] ||
  fail "clconform was given cases of other families"
[ "$(tail -n 1 "${FAKE_LOG}" | cut -d' ' -f4-)" = "" ] || fail "the CTS was not given its default run"
calls=$(wc -l <"${FAKE_LOG}")
expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --state="${state}"
[ "$(wc -l <"${FAKE_LOG}")" = "${calls}" ] || fail "a timed CTS run was repeated"
expect_exit 2 --cts="${fake}" --device=Portable --state="${state}" --only=vload  # another comparison
echo 0.0 >"${state}/clconform-empty.seconds"  # a run under 0.05 s has no ratio, not "infx"
expect_exit 0 --device=Portable "${list[@]}" --state="${state}" --phase=table
grep -q "^| empty kernel cache, empty .* | 0.0 | [0-9.]* | n/a (under 0.05 s) |$" "${work}/out" ||
  { cat "${work}/out"; fail "no 'n/a' for a run of no time"; }

# --only: each group's sub-tests on the CTS's side and its cases on clconform's.
check_group() { # GROUP, the CTS's sub-tests, clconform's case count, a grep every case matches
  expect_exit 0 --cts="${fake}" --device=Portable --only="$1" "${list[@]}" --state="${work}/only-$1"
  [ "$(tail -n 1 "${FAKE_LOG}" | cut -d' ' -f4-)" = "$2" ] || fail "--only=$1 ran '$(tail -n 1 "${FAKE_LOG}")'"
  [ "$(listed "${work}/only-$1")" = "$3" ] || fail "--only=$1 gave clconform $(listed "${work}/only-$1") cases"
  [ "$(grep '^  Conforms/' "${work}/only-$1/clconform-empty.log" | grep -cv -- "$4")" = 0 ] ||
    fail "--only=$1 gave clconform a case not matching '$4'"
}
check_group vload "vload_half vloada_half roundTrip" 33 "Conforms/vloada*_half[0-9]*_half"
check_group default "vstore_half vstorea_half" 66 "Conforms/vstorea*_half[0-9]*_\(float\|double\)"
check_group rtz "vstore_half_rtz vstorea_half_rtz" 66 "_rtz_"
expect_exit 0 --cts="${fake}" --device=Portable --only=rtp --coverage=full "${list[@]}"
grep -q "below test_half's volume" "${work}/out" || fail "full coverage not said to be below test_half's volume"

# --cts-by-test: one CTS run per sub-test, resumable; a stop after the first leaves the rest
# to the next call, the table giving the sum so far and the ratios as lower bounds.
state="${work}/by-test"
calls=$(wc -l <"${FAKE_LOG}")
FAKE_SLEEP=1 expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --cts-by-test --stop-after=1 \
  --state="${state}"
grep -q "CTS sub-tests left" "${work}/out" || { cat "${work}/out"; fail "no sub-tests left after a stop"; }
[ ! -f "${state}/cts.seconds" ] || fail "a CTS sum before every sub-test ran"
ran=$(cat "${state}"/cts-*.seconds | wc -l)
{ [ "${ran}" -ge 1 ] && [ "${ran}" -lt 13 ]; } || fail "${ran} CTS runs before the stop, not 1 to 12"
sum=$(cat "${state}"/cts-*.seconds | awk '{ s += $1 } END { printf "%.1f", s }')
grep -q "^| empty kernel cache, empty .* | [0-9.]* | >= ${sum} (${ran} of 13 sub-tests) | >= [0-9.]*x |$" "${work}/out" ||
  { cat "${work}/out"; fail "no lower bounds from ${ran} CTS sub-tests"; }
grep -q "^cts, the sub-tests that ran: vload_half PASSED test." "${work}/out" ||
  { cat "${work}/out"; fail "no partial CTS results"; }
expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --cts-by-test --phase=cts --state="${state}"
[ "$(($(wc -l <"${FAKE_LOG}") - calls))" = 13 ] || fail "not one CTS run for each of the 13 sub-tests"
[ "$(tail -n 13 "${FAKE_LOG}" | cut -d' ' -f4- | tr '\n' ' ')" = "${subtests[*]} " ] ||
  fail "the sub-tests ran as $(tail -n 13 "${FAKE_LOG}" | cut -d' ' -f4- | tr '\n' ' ')"
want=$(cat "${state}"/cts-*.seconds | awk '{ s += $1 } END { printf "%.1f", s }')
[ "$(cat "${state}/cts.seconds")" = "${want}" ] || fail "the CTS's time is not the sum of its sub-tests'"
grep -q "^| empty kernel cache, empty .* | [0-9.]* | ${want} | [0-9.]*x |$" "${work}/out" ||
  { cat "${work}/out"; fail "no whole CTS time once every sub-test ran"; }

# --cts-order: the sub-tests run in the order given.
order=vstorea_half_rtn,roundTrip,vstore_half,vload_half,vloada_half,vstorea_half,vstore_half_rte,vstorea_half_rte,vstore_half_rtz,vstorea_half_rtz,vstore_half_rtp,vstorea_half_rtp,vstore_half_rtn
calls=$(wc -l <"${FAKE_LOG}")
expect_exit 0 --cts="${fake}" --device=Portable --cts-by-test --cts-order="${order}" --phase=cts \
  --state="${work}/ordered"
[ "$(tail -n +$((calls + 1)) "${FAKE_LOG}" | cut -d' ' -f4- | paste -sd,)" = "${order}" ] ||
  fail "the sub-tests did not run in the order given"

# In the background by sub-test: a collect before the end says so (5); a run cut by
# --stop-after leaves a table of lower bounds, and the next background run resumes it.
state="${work}/background"
export FAKE_GATE="${work}/gate"  # the stand-in CTS runs until this file exists
expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --cts-by-test --stop-after=1 --phase=cts \
  --background --state="${state}"
expect_exit 5 --device=Portable "${list[@]}" --cts-by-test --stop-after=1 --phase=table --state="${state}"
expect_exit 2 --cts="${fake}" --device=Portable "${list[@]}" --cts-by-test --stop-after=1 --phase=cts \
  --background --state="${state}"
sleep 1.5
touch "${FAKE_GATE}"
expect_exit 0 --device=Portable "${list[@]}" --cts-by-test --stop-after=1 --phase=table --wait=60 --state="${state}"
grep -q "| >= [0-9.]* (1 of 13 sub-tests) |" "${work}/out" || { cat "${work}/out"; fail "no lower bound after a cut background run"; }
FAKE_SLEEP=1 expect_exit 0 --cts="${fake}" --device=Portable "${list[@]}" --cts-by-test --stop-after=1 \
  --phase=cts --background --state="${state}"
expect_exit 0 --device=Portable "${list[@]}" --cts-by-test --stop-after=1 --phase=table --wait=60 --state="${state}"
grep -q "| >= [0-9.]* (2 of 13 sub-tests) |" "${work}/out" || { cat "${work}/out"; fail "the background run did not resume"; }
echo "bench_half_vs_cts: all checks passed"
