#!/usr/bin/env bash
# scripts/ci_driver.sh as the CI examples call it, kept cheap: four cases over two shards on
# PoCL with the binaries already built. A first run makes the baseline; a second against it
# passes; a baseline in which PoCL's known crash had passed makes the third fail with exit 3.
#
# Usage: ci_driver_test.sh BUILD_DIR
TEST_NAME=ci_driver_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BUILD="$1"
readonly FILTER='*/convert_int_rte_short:*/as_uint_float:*/convert_int_rte_float:*/as_int_float'

ci() {  # ci NAME EXPECTED-EXIT ARGS...
  exits "$2" "${WORK}/$1.log" bash "${ROOT}/scripts/ci_driver.sh" --bin-dir="${BUILD}" --shards=2 \
    --filter="${FILTER}" --out="${WORK}/$1" "${@:3}" -- --jobs=1
}

# 1. No baseline: the crash is in expectations/, so the job passes; one merged report of all
#    four cases, with JUnit and HTML.
ci first 0
for f in report.json report.html junit.xml shards/0.log shards/1.log; do
  [[ -f "${WORK}/first/${f}" ]] || die "no ${f}"
done
[[ "$(grep -c '^   "case": ' "${WORK}/first/report.json")" == 4 ]] || die "the merged report has not 4 cases"
grep -q '<testsuite' "${WORK}/first/junit.xml" || die "junit.xml is no JUnit XML"

# 2. Against its own report: no regression.
cp "${WORK}/first/report.json" "${WORK}/baseline.json"
ci same 0 --baseline="${WORK}/baseline.json"
grep -q "no regression" "${WORK}/same.log" || die "the second run does not say 'no regression'"

# 3. A baseline where the crashing case passed: a regression, exit 3, with diff.html.
# (Its status, lanes and paths too: clconform-report refuses a verdict its counts do not make.)
awk '/^   "case": "convert_int_rte_float"/ { hit = 1 }
     hit && /^   "paths": \{/ { skip = 1; next }
     skip { if (/^   \},?$/) skip = 0; next }
     hit && /^   "lanes": 0,/ { sub(/: 0/, ": 1") }
     hit && /^   "status": / { sub(/"status": "[a-z-]*"/, "\"status\": \"ran\"") }
     hit && /^   "verdict": / { sub(/"verdict": "[a-z-]*"/, "\"verdict\": \"pass\""); hit = 0 }
     { print }' "${WORK}/baseline.json" >"${WORK}/older.json"
ci regressed 3 --baseline="${WORK}/older.json"
grep -q "convert_int_rte_float: pass -> crash  \[regression\]" "${WORK}/regressed.log" ||
  { cat "${WORK}/regressed.log"; die "the regression is not listed"; }
[[ -f "${WORK}/regressed/diff.html" ]] || die "no diff.html"
# 4. The examples call this script, with options it has.
for example in "${ROOT}"/ci-examples/github-actions.yml "${ROOT}"/ci-examples/gitlab-ci.yml; do
  grep -q "clconform/scripts/ci_driver.sh" "${example}" || die "${example} does not call ci_driver.sh"
  for option in $(grep -A3 "scripts/ci_driver.sh" "${example}" | grep -o -- '--[a-z-]*=' | sort -u); do
    grep -q -- "^    ${option}\*)" "${ROOT}/scripts/ci_driver.sh" ||
      die "${example} uses ${option}, which ci_driver.sh does not take"
  done
done
echo "ci_driver_test: ok"
