#!/usr/bin/env bash
# Renders a generated HTML report in headless chromium and checks the DOM the browser built.
#
# Usage: report_browser_test.sh PATH/TO/clconform-report
# REPORT_SCREENSHOT=FILE.png also saves a screenshot of the page's top (to look at by eye).
# Fails, never skips, when chromium is missing: scripts/setup.sh installs it.
set -euo pipefail

die() { printf 'report_browser_test: FAIL: %s\n' "$*" >&2; exit 1; }

(($# == 1)) || die "usage: $0 PATH/TO/clconform-report"
readonly TOOL="$1"
[[ -x "${TOOL}" ]] || die "${TOOL} is not an executable (build the clconform-report target)"
command -v chromium >/dev/null 2>&1 ||
  die "chromium is not installed: run scripts/setup.sh (it installs Debian's chromium package)"

WORK="$(mktemp -d)"
readonly WORK
trap 'rm -rf "${WORK}"' EXIT

# A report in report_json.cpp's schema: a failing convert_*, an implementation-defined as_type,
# a passing pair, a negative check the device compiled, and text that must stay text.
lane() {  # lane INPUT GOT ALLOWANCE CLASSIFICATION
  printf '{"lane": 3, "chunk": 0, "constant_path": false, "input": "%s", "input_value": "nan(0x400000)",
    "expected": "0x00000000", "expected_value": "0", "allowance": "%s", "alt": "0x00000000",
    "got": "%s", "got_value": "-2147483648", "classification": "%s"}' "$1" "$3" "$2" "$4"
}
cat >"${WORK}/report.json" <<EOF
{
 "device": {"index": 0, "platform": "Oclgrind", "name": "Oclgrind Simulator <test>",
  "vendor": "Oclgrind", "driver_version": "Oclgrind 21.10", "device_version": "OpenCL 1.2 (Oclgrind 21.10)",
  "opencl_c": "1.2", "profile": "FULL_PROFILE", "fp64": true, "fp16": false, "int64": true,
  "denorm": {"half": false, "float": true, "double": true}},
 "run": {"coverage": "quick", "seed": 1, "programs_built": 3, "seconds": 1.25,
  "command": "build/clconform --device=0 --report-dir=out"},
 "totals": {"cases": 4, "lanes": 300, "verdicts": {"fail": 2, "implementation-defined": 1, "pass": 1}},
 "cases": [
  {"case": "convert_int_sat_float", "builtin": "convert_int_sat", "family": "convert", "legal": true,
   "verdict": "fail", "status": "ran", "lanes": 100, "exact": 96, "accepted_flushed_denormal": 0,
   "accepted_any_nan": 0, "implementation_defined": 0, "implementation_defined_matching_reference": 0,
   "mismatched": 4, "seconds": 0.5,
   "first_mismatches": [$(lane 0x7fc00000 0x80000000 exact "NaN handling: _sat must convert NaN to 0")]},
  {"case": "convert_int_float", "builtin": "convert_int", "family": "convert", "legal": true,
   "verdict": "pass", "status": "ran", "lanes": 100, "exact": 90, "accepted_flushed_denormal": 0,
   "accepted_any_nan": 0, "implementation_defined": 10, "implementation_defined_matching_reference": 2,
   "mismatched": 0, "seconds": 0.25,
   "implementation_defined_samples": [$(lane 0x7fc00000 0x80000000 implementation-defined "")]},
  {"case": "as_int2_long", "builtin": "as_int2", "family": "as_type", "legal": true,
   "verdict": "implementation-defined", "status": "ran", "lanes": 100, "exact": 0,
   "accepted_flushed_denormal": 0, "accepted_any_nan": 0, "implementation_defined": 100,
   "implementation_defined_matching_reference": 100, "mismatched": 0, "seconds": 0.25},
  {"case": "as_double4_float4", "builtin": "as_double4", "family": "as_type", "legal": false,
   "verdict": "fail", "status": "ran", "lanes": 0, "exact": 0, "accepted_flushed_denormal": 0,
   "accepted_any_nan": 0, "implementation_defined": 0, "implementation_defined_matching_reference": 0,
   "mismatched": 0, "seconds": 0.25, "rejected": false,
   "message": "compiled <b id=\"injected\">bold</b> & more"}
 ]
}
EOF

"${TOOL}" html "${WORK}/report.json" "${WORK}/report.html" >/dev/null ||
  die "clconform-report html failed"

chrome=(chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run
  --disable-background-networking --disable-component-update --disable-sync
  --user-data-dir="${WORK}/profile")
timeout 25 "${chrome[@]}" --dump-dom "file://${WORK}/report.html" >"${WORK}/dom.html" \
  2>"${WORK}/chromium.log" || {
  tail -n 20 "${WORK}/chromium.log" >&2
  die "chromium --dump-dom failed or took over 25 s"
}
[[ -s "${WORK}/dom.html" ]] || { tail -n 20 "${WORK}/chromium.log" >&2; die "chromium dumped an empty DOM"; }

failures=0
expect() {  # expect DESCRIPTION FIXED-STRING [COUNT]
  local n
  n="$(grep -o -F -- "$2" "${WORK}/dom.html" | wc -l || true)"
  if [[ -n "${3:-}" && "${n}" != "$3" ]] || ((n == 0)); then
    printf 'report_browser_test: missing from the DOM: %s (%s found %s times%s)\n' \
      "$1" "$2" "${n}" "${3:+, want $3}" >&2
    failures=$((failures + 1))
  fi
}
# The browser parsed the page (it adds <tbody> to every table, which the page does not write).
expect "tables parsed by the browser" "<tbody>"
expect "the device summary" '<section id="summary">'
expect "the device name as text" "Oclgrind Simulator &lt;test&gt;"
expect "the driver" "<td>Oclgrind 21.10</td>"
expect "the totals" '<span class="badge v-fail">2 fail</span>'
expect "two matrices" '<table class="matrix">' 2
expect "121 convert_* cells" 'id="cell-convert-' 121
expect "121 as_type cells" 'id="cell-as_type-' 121
expect "a failing float -> int cell" '<td class="v-fail" id="cell-convert-float-int"'
expect "its link" '<a href="#fail-convert-float-int">'
expect "its target" 'id="fail-convert-float-int"'
expect "an implementation-defined long -> int cell" '<td class="v-implementation-defined" id="cell-as_type-long-int"'
expect "the mismatch's classification" "NaN handling: _sat must convert NaN to 0"
expect "the rerun command" "--gtest_filter='*/convert_int_sat_float' --input=0x7fc00000"
expect "the negative check" '<a href="#case-as_double4_float4">'
expect "escaped markup, kept as text" 'compiled &lt;b id="injected"&gt;bold&lt;/b&gt; &amp; more'
if grep -q -F '<b id="injected">' "${WORK}/dom.html"; then
  printf 'report_browser_test: text from the report became an element\n' >&2
  failures=$((failures + 1))
fi

if [[ -n "${REPORT_SCREENSHOT:-}" ]]; then
  timeout 25 "${chrome[@]}" --hide-scrollbars --window-size=1400,2200 \
    --screenshot="${REPORT_SCREENSHOT}" "file://${WORK}/report.html" >/dev/null 2>&1 ||
    die "chromium --screenshot failed"
  echo "report_browser_test: screenshot in ${REPORT_SCREENSHOT}"
fi

((failures == 0)) || die "${failures} check(s) failed; the DOM was $(wc -c <"${WORK}/dom.html") bytes"
echo "report_browser_test: chromium rendered the report; summary, matrices and escaping are as expected"
