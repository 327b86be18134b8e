#!/usr/bin/env bash
# clconform-report diff on two real reports: clconform run twice on PoCL with different filters,
# then one report edited to plant a regression (a passing case turned failing).
#
# Usage: report_diff_test.sh PATH/TO/clconform PATH/TO/clconform-report
# Needs <repo>/.vendors (scripts/setup.sh).
TEST_NAME=report_diff_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 2)) || die "usage: $0 PATH/TO/clconform PATH/TO/clconform-report"
readonly BIN="$1" TOOL="$2"

run() {  # run NAME FILTER
  "${BIN}" --device='Portable Computing Language' "--gtest_filter=$2" --report-dir="${WORK}/$1" \
    >"${WORK}/$1.log" 2>&1 || { cat "${WORK}/$1.log" >&2; die "clconform run $1 failed"; }
  cp "${WORK}/$1/portable-computing-language/report.json" "${WORK}/$1.json"
}
run old '*/convert_int_rte_short:*/as_uint_float:*/convert_short_rtz_int'
run new '*/convert_int_rte_short:*/as_uint_float:*/convert_char_rtz_int'

diff_tool() { exits "$1" "$2" "${TOOL}" diff "${@:3}"; }  # diff_tool EXPECTED-EXIT OUT ARGS...
expect() { grep -qF -- "$2" "$1" || { cat "$1" >&2; die "no '$2' in $1"; }; }

# Different filters: the cases both ran compare; the case NEW's filter left out is not compared
# (exit 6), naming what differs.
diff_tool 6 "${WORK}/d0" "${WORK}/old.json" "${WORK}/new.json"
expect "${WORK}/d0" "filter:"
expect "${WORK}/d0" "not compared (1):"
expect "${WORK}/d0" "  convert_short_rtz_int: pass -> -  [not compared: filter: "
# Compared anyway: the case gone from NEW is counted and is a regression.
diff_tool 3 "${WORK}/d1" "${WORK}/old.json" "${WORK}/new.json" --allow-unlike
expect "${WORK}/d1" "WARNING: the runs checked different things"
expect "${WORK}/d1" "vanished (1):"
expect "${WORK}/d1" "  convert_short_rtz_int: pass -> -  [regression]"
expect "${WORK}/d1" "only in new (1):"
expect "${WORK}/d1" "2 cases compared, 2 changes, 1 vanished, 1 regressions, 0 not compared (UNLIKE RUNS)"
diff_tool 0 "${WORK}/d1b" "${WORK}/old.json" "${WORK}/new.json" --allow-unlike --allow-vanished
expect "${WORK}/d1b" "1 vanished, 0 regressions"

# Planted: as_uint_float fails in NEW (a mismatched lane, and the verdict it makes: a verdict
# alone edited is refused as unreadable). The case's own members are at its indentation.
awk '/^   "case": "as_uint_float"/ { hit = 1 }
     hit && /^   "mismatched": 0/ { sub(/: 0/, ": 1") }
     hit && /^   "verdict": "pass"/ { sub(/"pass"/, "\"fail\""); hit = 0 }
     { print }' "${WORK}/new.json" >"${WORK}/planted.json"
grep -q '^   "verdict": "fail"' "${WORK}/planted.json" || die "the planted failure did not take"
diff_tool 3 "${WORK}/d2" "${WORK}/new.json" "${WORK}/planted.json" --html="${WORK}/diff.html"
expect "${WORK}/d2" "newly failing (1):"
expect "${WORK}/d2" "  as_uint_float: pass -> fail  [regression]"
expect "${WORK}/d2" "1 regressions"
expect "${WORK}/diff.html" "<h2>1 regressions</h2>"
expect "${WORK}/diff.html" "<code>as_uint_float</code>"
diff_tool 3 "${WORK}/d3" "${WORK}/new.json" "${WORK}/planted.json" --json
expect "${WORK}/d3" '"regressions": 1'
expect "${WORK}/d3" '"kind": "newly-failing"'
# The other way round it is a fix, not a regression.
diff_tool 0 "${WORK}/d4" "${WORK}/planted.json" "${WORK}/new.json"
expect "${WORK}/d4" "newly passing (1):"
# The verdict edited alone does not pass as a failure (nor a pass): unreadable, exit 1.
sed 's/^   "verdict": "fail"/   "verdict": "pass"/' "${WORK}/planted.json" >"${WORK}/forged.json"
diff_tool 1 "${WORK}/d4b" "${WORK}/new.json" "${WORK}/forged.json"
expect "${WORK}/d4b" "(as_uint_float).verdict: says 'pass'"

# The device is known by its identity (platform / TYPE), not by its name, which holds the host's
# CPU model: another host's name compares, and both names are shown.
grep -q '"identity": "Portable Computing Language / CPU"' "${WORK}/new.json" ||
  die "report.json has no device identity"
sed 's/"name": "pthread[^"]*"/"name": "pthread-znver3-AMD EPYC 7763"/' "${WORK}/new.json" \
  >"${WORK}/host.json"
diff_tool 0 "${WORK}/d5" "${WORK}/new.json" "${WORK}/host.json"
expect "${WORK}/d5" "AMD EPYC 7763"
# Another identity does not compare (exit 5); --device-id sets it.
"${BIN}" --device='Portable Computing Language' '--gtest_filter=*/as_uint_float' \
  --device-id=my-runner-pool --report-dir="${WORK}/id" >"${WORK}/id.log" 2>&1 ||
  { cat "${WORK}/id.log" >&2; die "clconform --device-id failed"; }
expect "${WORK}/id/portable-computing-language/report.json" '"identity": "my-runner-pool"'
sed 's/"identity": "[^"]*"/"identity": "another device"/' "${WORK}/new.json" >"${WORK}/other.json"
diff_tool 5 "${WORK}/d6" "${WORK}/new.json" "${WORK}/other.json"
expect "${WORK}/d6" "device identity"
diff_tool 2 "${WORK}/d7" "${WORK}/old.json"

# A known failure (PoCL 3.1 crashes convert_int_rte_float, as expectations/ lists): the run
# passes, report.json marks it expected, JUnit skips it, the console says all are expected.
exits 0 "${WORK}/known.log" "${BIN}" --device='Portable Computing Language' \
  '--gtest_filter=*/convert_int_rte_float:*/as_uint_float' --expectations-dir="${ROOT}/expectations" \
  --report-dir="${WORK}/known"
readonly KNOWN="${WORK}/known/portable-computing-language"
expect "${KNOWN}/report.json" '"expected": true'
expect "${KNOWN}/report.json" '"unexpected_failures": 0'
expect "${KNOWN}/junit.xml" '<skipped message="expected failure: crash'
expect "${KNOWN}/junit.xml" 'failures="0"'
expect "${WORK}/known.log" "1 failing case by cause (all expected):"
echo "report_diff_test: ok"
