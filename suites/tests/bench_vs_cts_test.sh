#!/usr/bin/env bash
# scripts/bench_vs_cts.sh against a stand-in for the CTS's test_conversions
# (bench_test_lib.sh). Needs OCL_ICD_VENDORS with PoCL and Oclgrind.
# Usage: bench_vs_cts_test.sh PATH/clconform
set -euo pipefail
clconform="$1"
bench="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/scripts/bench_vs_cts.sh"
# shellcheck source=suites/tests/bench_test_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_test_lib.sh"
one_case=(--coverage=quick "--clconform-args=--gtest_filter=Convert/*/convert_int_char --program-cache-cpu")

# Usage errors: 2, no device: 4.
expect_exit 0 --help
expect_exit 2 --device=0 --no-such-flag
expect_exit 2 --device=0
expect_exit 2 --cts="${fake}" --device=0 --from=bool
expect_exit 2 --cts="${fake}" --device=o
expect_exit 4 --cts="${fake}" --device=no-such-device
expect_exit 2 --cts="${fake}" --device=0 --background

# Each device: the CTS gets the same one, the table has both timings and the ratio.
for device in Portable Oclgrind; do
  state="${work}/state-${device}"
  expect_exit 0 --cts="${fake}" --device="${device}" "${one_case[@]}" --state="${state}"
  grep -q "^| empty kernel cache.* | [0-9.]* | [0-9.]* | [0-9.]*x |$" "${work}/out" ||
    { cat "${work}/out"; fail "no timed row for ${device}"; }
  grep -q "cases=1 " "${state}/clconform-empty.log" || fail "clconform did not run one case"
  # The empty run fills the program cache, the warm one builds nothing from source.
  grep -q " programs_loaded=0 " "${state}/clconform-empty.log" || fail "the empty run loaded programs"
  grep -q " programs=0 programs_loaded=[1-9]" "${state}/clconform-warm.log" ||
    fail "the warm run built programs: $(grep 'cases=' "${state}/clconform-warm.log")"
  # The CTS ran at the device's place in the ICD loader's list (clinfo -l reads the same).
  where=$(clinfo -l | awk -v want="${device}" '/^Platform #/ { p = $2; gsub(/[#:]/, "", p); platform = $0 }
    match($0, /Device #[0-9]+: /) { if (index($0, want) || index(platform, want)) print p, substr($0, RSTART + 8, RLENGTH - 10) }')
  [ "$(tail -n 1 "${FAKE_LOG}" | cut -d' ' -f1-3)" = "all ${where}" ] ||
    fail "the CTS ran at '$(tail -n 1 "${FAKE_LOG}")', not at platform/device '${where}'"
  # A second run with the same state repeats nothing.
  calls=$(wc -l <"${FAKE_LOG}")
  expect_exit 0 --cts="${fake}" --device="${device}" "${one_case[@]}" --state="${state}"
  [ "$(wc -l <"${FAKE_LOG}")" = "${calls}" ] || fail "a timed CTS run was repeated"
  expect_exit 2 --cts="${fake}" --device="${device}" --state="${state}"  # another comparison
done

# A device that the CTS's loader does not show: refused before the CTS runs.
calls=$(wc -l <"${FAKE_LOG}")
FAKE_HIDE=Oclgrind expect_exit 1 --cts="${fake}" --device=Oclgrind "${one_case[@]}"
grep -q "the CTS's ICD loader shows no" "${work}/out" || fail "no missing-device message"
[ "$(wc -l <"${FAKE_LOG}")" = "${calls}" ] || fail "the CTS ran without the device"

# --from: the CTS gets its 95 test names for that source type.
expect_exit 0 --cts="${fake}" --device=Portable --from=float --phase=cts --state="${work}/from"
names=$(tail -n 1 "${FAKE_LOG}" | cut -d' ' -f4-)
[ "$(wc -w <<<"${names}")" = 95 ] || fail "not 95 CTS names: ${names}"
for name in int_float char_sat_rte_float ulong_sat_rtz_float double_rtn_float half_float; do
  [[ " ${names} " == *" ${name} "* ]] || fail "no CTS test ${name}"
done
[[ " ${names} " != *" float_sat"* ]] || fail "a _sat conversion to float"

# --cts-by-type: one CTS run per operand type, resumable; --stop-after=0 runs all, and a
# stop after the first type leaves the rest to the next call; the CTS's time is their sum.
state="${work}/by-type"
expect_exit 2 --cts="${fake}" --device=Portable --from=float --cts-by-type
expect_exit 2 --cts="${fake}" --device=Portable --cts-by-type --stop-after=x
calls=$(wc -l <"${FAKE_LOG}")
FAKE_SLEEP=1 expect_exit 0 --cts="${fake}" --device=Portable --phase=cts --cts-by-type --stop-after=1 \
  --state="${state}"
grep -q "CTS operand types left" "${work}/out" || { cat "${work}/out"; fail "no types left after a stop"; }
[ ! -f "${state}/cts.seconds" ] || fail "a CTS sum before every type ran"
first=$(($(wc -l <"${FAKE_LOG}") - calls))
[ "${first}" -ge 1 ] && [ "${first}" -lt 11 ] || fail "${first} CTS runs before the stop, not 1 to 10"
expect_exit 0 --cts="${fake}" --device=Portable --phase=cts --cts-by-type --state="${state}"
[ "$(($(wc -l <"${FAKE_LOG}") - calls))" = 11 ] || fail "not one CTS run for each of the 11 types"
all=$(tail -n 11 "${FAKE_LOG}" | cut -d' ' -f4- | tr ' ' '\n' | sort -u | wc -l)
[ "${all}" = 1045 ] || fail "${all} distinct CTS names over the 11 runs, not 11 x 95"
want=$(cat "${state}"/cts-*.seconds | awk '{ s += $1 } END { printf "%.1f", s }')
[ "$(cat "${state}/cts.seconds")" = "${want}" ] || fail "the CTS's time is not the sum of its types'"
[ "$(grep -c '^PASSED test' "${state}/cts.log")" = 11 ] || fail "the types' results are not in cts.log"

# --cts-order: the types run in the order given, each of the 11 named once.
order=half,double,long,ulong,float,int,uint,uchar,char,ushort,short
expect_exit 2 --cts="${fake}" --device=Portable --cts-order="${order}" --phase=cts
expect_exit 2 --cts="${fake}" --device=Portable --cts-by-type --cts-order=double,half --phase=cts
expect_exit 2 --cts="${fake}" --device=Portable --cts-by-type --cts-order="${order},half" --phase=cts
calls=$(wc -l <"${FAKE_LOG}")
expect_exit 0 --cts="${fake}" --device=Portable --cts-by-type --cts-order="${order}" --phase=cts \
  --state="${work}/ordered"
ran=$(tail -n +$((calls + 1)) "${FAKE_LOG}" | awk '{ n = split($4, a, "_"); printf "%s%s", sep, a[n]; sep = "," }')
[ "${ran}" = "${order}" ] || fail "the CTS types ran as ${ran}, not ${order}"

# Before every type has run, the table gives the types' sum and the ratios as lower bounds.
state="${work}/partial"
FAKE_SLEEP=1 expect_exit 0 --cts="${fake}" --device=Portable "${one_case[@]}" --phase=cts --cts-by-type \
  --stop-after=1 --state="${state}"
expect_exit 0 --cts="${fake}" --device=Portable "${one_case[@]}" --cts-by-type --phase=clconform \
  --state="${state}"
ran=$(cat "${state}"/cts-*.seconds | wc -l)
sum=$(cat "${state}"/cts-*.seconds | awk '{ s += $1 } END { printf "%.1f", s }')
grep -q "^| empty kernel cache.* | [0-9.]* | >= ${sum} (${ran} of 11 types) | >= [0-9.]*x |$" "${work}/out" ||
  { cat "${work}/out"; fail "no lower bounds from ${ran} CTS types"; }
grep -q "^cts, the types that ran: uchar PASSED test." "${work}/out" || { cat "${work}/out"; fail "no partial CTS results"; }

# In the background: a collect before the end says so (5), one that waits gets the timing.
state="${work}/background"
export FAKE_GATE="${work}/gate"  # the stand-in CTS runs until this file exists
expect_exit 0 --cts="${fake}" --device=Portable --phase=cts --background --state="${state}"
expect_exit 5 --device=Portable --phase=table --state="${state}"
expect_exit 5 --device=Portable --phase=clconform --state="${state}"
expect_exit 2 --cts="${fake}" --device=Portable --phase=cts --background --state="${state}"
touch "${FAKE_GATE}"
expect_exit 0 --device=Portable --phase=table --wait=60 --state="${state}"
grep -q "^| empty kernel cache.* | - | [0-9.]* | - |$" "${work}/out" || { cat "${work}/out"; fail "no CTS timing"; }
echo "bench_vs_cts: all checks passed"
