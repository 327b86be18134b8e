#!/usr/bin/env bash
# deqp-runner's files read and written by real runs on PoCL: a results CSV, a baseline made from
# a run's failures that makes the next run pass, a Mesa-style fails file with comments, skip and
# flake lists of regular expressions, and an unexpected pass failing the run.
#
# Usage: deqp_test.sh PATH/TO/clconform PATH/TO/clconform-report EXPECTATIONS_DIR
#        (needs <repo>/.vendors)
TEST_NAME=deqp_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 3)) || die "usage: $0 PATH/TO/clconform PATH/TO/clconform-report EXPECTATIONS_DIR"
readonly BIN="$1" TOOL="$2" EXPECTATIONS="$3"
# convert_int_rte_float crashes PoCL 3.1 (expectations/portable-computing-language@3-1-debian.txt).
readonly FILTER='--gtest_filter=*/convert_int_rte_short:*/as_uint_float:*/convert_int_rte_float'

run() {  # run NAME EXPECTED-EXIT ARGS...
  exits "$2" "${WORK}/$1.log" "${BIN}" --device='Portable Computing Language' "${FILTER}" "${@:3}"
}

# 1. A plain run: the crash fails it; the results CSV has one line per case.
run plain 1 --deqp-results="${WORK}/plain.csv" --report-dir="${WORK}/plain"
[[ "$(wc -l <"${WORK}/plain.csv")" == 3 ]] || { cat "${WORK}/plain.csv"; die "not 3 result lines"; }
has "${WORK}/plain.csv" '^convert_int_rte_float,Crash,[0-9]+\.[0-9]{3}$'
has "${WORK}/plain.csv" '^as_uint_float,Pass,[0-9.]+$'
# clconform-report writes the same results, and the failures as the next run's baseline.
"${TOOL}" deqp-results "${WORK}/plain/portable-computing-language/report.json" "${WORK}/again.csv" >/dev/null
cmp -s <(cut -d, -f1,2 "${WORK}/plain.csv") <(cut -d, -f1,2 "${WORK}/again.csv") ||
  die "clconform-report deqp-results differs from --deqp-results"
"${TOOL}" deqp-failures "${WORK}/plain/portable-computing-language/report.json" "${WORK}/fails.csv" >/dev/null
# deqp-runner's failures.csv: "test,status", two fields.
[[ "$(cat "${WORK}/fails.csv")" == "convert_int_rte_float,Crash" ]] ||
  { cat "${WORK}/fails.csv"; die "the failures CSV is not the one crash as test,status"; }
# Durations are each case's share by lanes, not the batch's average: the crash compared fewer
# lanes than the pass beside it, so their times differ.
[[ "$(cut -d, -f3 "${WORK}/plain.csv" | sort -u | wc -l)" -gt 1 ]] ||
  { cat "${WORK}/plain.csv"; die "every case has the same duration"; }

# 2. The run against that baseline passes; the crash is an expected failure (GoogleTest says
# so in its skip message, which --verbose puts on the console), and every report says so:
# report.json marks it expected, junit.xml skips it, the console counts it expected.
run baseline 0 --verbose --deqp-baseline="${WORK}/fails.csv" --deqp-results="${WORK}/baseline.csv" \
  --report-dir="${WORK}/baseline"
has "${WORK}/baseline.csv" '^convert_int_rte_float,ExpectedFail,'
has "${WORK}/baseline.log" 'expected failure'
readonly BASELINE_DIR="${WORK}/baseline/portable-computing-language"
! grep -q '<failure' "${BASELINE_DIR}/junit.xml" || { cat "${BASELINE_DIR}/junit.xml"; die "a <failure> in junit.xml of a run that passed"; }
has "${BASELINE_DIR}/junit.xml" '<skipped message="expected failure: crash'
has "${BASELINE_DIR}/report.json" '"expected": true'
has "${BASELINE_DIR}/report.json" "\"expectations\": \"${WORK}/fails.csv\""
has "${BASELINE_DIR}/report.json" '"outcome": "expected-failure"'
has "${WORK}/baseline.log" 'failing case by cause \(all expected\)'

# 2b. The expectations file (PoCL 3.1 lists the crash) gives the same word in the results CSV.
run expectations 0 --expectations-dir="${EXPECTATIONS}" --deqp-results="${WORK}/expected.csv"
has "${WORK}/expected.csv" '^convert_int_rte_float,ExpectedFail,'
has "${WORK}/expected.csv" '^as_uint_float,Pass,'

# 3. A Mesa-style fails file (comments, blank lines, no duration) listing a passing case:
#    an unexpected pass fails the run.
printf '# known failures\n\nconvert_int_rte_float,Crash\nas_uint_float,Fail  # fixed since?\n' >"${WORK}/mesa-fails.txt"
run unexpected 1 --deqp-baseline="${WORK}/mesa-fails.txt" --deqp-results="${WORK}/unexpected.csv"
has "${WORK}/unexpected.csv" '^as_uint_float,UnexpectedPass,'
has "${WORK}/unexpected.csv" '^convert_int_rte_float,ExpectedFail,'

# 4. Skips (regular expressions on the case name): not run, reported as Skip.
printf '# slow or crashing\nconvert_int_rte_.*\n' >"${WORK}/skips.txt"
run skips 0 --verbose --deqp-skips="${WORK}/skips.txt" --deqp-results="${WORK}/skips.csv"
has "${WORK}/skips.csv" '^convert_int_rte_float,Skip,'
has "${WORK}/skips.csv" '^convert_int_rte_short,Skip,'
has "${WORK}/skips.log" "skipped by ${WORK}/skips.txt: convert_int_rte_\.\*"

# 5. Flakes: a failure matching a flake pattern does not fail the run.
printf 'convert_int_rte_fl.at\n' >"${WORK}/flakes.txt"
run flakes 0 --deqp-flakes="${WORK}/flakes.txt" --deqp-results="${WORK}/flakes.csv"
has "${WORK}/flakes.csv" '^convert_int_rte_float,Flake,'

# 6. Bad files and several devices are usage errors.
printf 'as_uint_float,Broken\n' >"${WORK}/bad.csv"
run bad-status 2 --deqp-baseline="${WORK}/bad.csv"
has "${WORK}/bad-status.log" "bad.csv:1: unknown status 'Broken'"
printf '(unclosed\n' >"${WORK}/bad-regex.txt"
run bad-regex 2 --deqp-flakes="${WORK}/bad-regex.txt"
exits 2 "${WORK}/many.log" "${BIN}" "${FILTER}" --deqp-results="${WORK}/x.csv"
echo "deqp_test: ok"
