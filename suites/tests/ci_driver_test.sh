#!/usr/bin/env bash
# scripts/ci_driver.sh as the CI examples call it, kept cheap: four cases on PoCL with the
# binaries already built. A first run over five shards (some select nothing) makes the
# baseline; a second against it passes; a baseline in which PoCL's known crash had passed makes
# the third fail with exit 3. One shard per job (--shard=I/N, each its own --out) and a merge
# job (--merge) give the same report, and refuse a set with a shard missing, a malformed or
# hostile shard exit file (running nothing), and shards of two builds; a shard that exited with
# an error fails the job whatever the baseline says; with a planted bug the merge job names the
# unexpected case and keeps its reproducer. --out is never a folder of someone else's files;
# --help is an option; the examples use only options it has, and keep the reproducers; a
# --device that selects two devices is refused, and --spread runs one shard on each (of one
# model: unlike devices are refused).
#
# Usage: ci_driver_test.sh BUILD_DIR
TEST_NAME=ci_driver_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BUILD="$1"
readonly FILTER='*/convert_int_rte_short:*/as_uint_float:*/convert_int_rte_float:*/as_int_float'

ci() {  # ci NAME EXPECTED-EXIT ARGS...
  exits "$2" "${WORK}/$1.log" bash "${ROOT}/scripts/ci_driver.sh" --bin-dir="${BUILD}" \
    --filter="${FILTER}" --out="${WORK}/$1" "${@:3}" -- --jobs=1
}
cases() { grep -c '^   "case": ' "$1"; }

# 0. --help is an option; --out is never someone else's folder.
exits 0 "${WORK}/help.log" bash "${ROOT}/scripts/ci_driver.sh" --help
has "${WORK}/help.log" '--shard=I/N'
mkdir -p "${WORK}/mine"
echo keep >"${WORK}/mine/notes.txt"
ci mine 2 --shards=2
has "${WORK}/mine.log" 'did not write'
[[ "$(cat "${WORK}/mine/notes.txt")" == keep ]] || die "--out removed a file it did not write"

# 0b. A --device that selects two devices (PoCL with two pthread devices) is refused: the
#     shards exit 2 (--one-device), the job fails, and no report of one of them is merged.
POCL_DEVICES='pthread pthread' ci two 1 --shards=1
has "${WORK}/two.log" 'selects 2 devices and --one-device allows one'
[[ ! -e "${WORK}/two/report.json" ]] || die "a --device of two devices gave a merged report"

# 0c. --spread: one shard on each of the two devices, merged into one report of every case;
#     devices that differ (PoCL and Oclgrind) are refused before anything runs.
POCL_DEVICES='pthread pthread' ci spread 0 --spread
has "${WORK}/spread.log" "running 2 shards on 'Portable Computing Language' \\(devices [0-9]+ [0-9]+, one each\\)"
on() { sed -nE 's/^clconform on (#[0-9]+) .*/\1/p' "${WORK}/spread/shards/$1.log"; }
[[ -n "$(on 0)" && -n "$(on 1)" && "$(on 0)" != "$(on 1)" ]] || die "--spread ran its shards on '$(on 0)' and '$(on 1)'"
(($(cases "${WORK}/spread/report.json") == 4)) || die "--spread merged $(cases "${WORK}/spread/report.json") cases, not 4"
ci unlike 2 --spread --device=' / '
has "${WORK}/unlike.log" 'differ'
[[ ! -d "${WORK}/unlike/shards/0" ]] || die "--spread over unlike devices ran a shard"

# 1. No baseline: the crash is in expectations/, so the job passes; one merged report of all
#    four cases, with JUnit and HTML. Five shards for four cases of two operand types: the
#    last selects nothing, which is no failure.
ci first 0 --shards=5
for f in report.json report.html junit.xml shards/0.log shards/1.log shards/4.log; do
  [[ -f "${WORK}/first/${f}" ]] || die "no ${f}"
done
[[ "$(cases "${WORK}/first/report.json")" == 4 ]] || die "the merged report has not 4 cases"
grep -q '<testsuite' "${WORK}/first/junit.xml" || die "junit.xml is no JUnit XML"
has "${WORK}/first.log" 'shard 4 of 5: exit 5'
echo mine >"${WORK}/first/notes.txt"
ci first 0 --shards=2  # an earlier output: only its own files are replaced
[[ -f "${WORK}/first/notes.txt" && ! -e "${WORK}/first/shards/4" ]] || die "a rerun replaced other files"

# 1b. One shard per job, each uploading its --out, and a merge job over all of them.
for i in 0 1 2 3 4; do
  ci "job${i}" 0 --shard="${i}/5"
  [[ ! -e "${WORK}/job${i}/report.json" ]] || die "a shard job merged"
  mkdir -p "${WORK}/merged" && cp -r "${WORK}/job${i}/." "${WORK}/merged/"
done
cp -r "${WORK}/merged" "${WORK}/partial"
ci merged 0 --merge
[[ "$(cases "${WORK}/merged/report.json")" == 4 ]] || die "the merge job's report has not 4 cases"
[[ -f "${WORK}/merged/junit.xml" && -f "${WORK}/merged/report.html" ]] || die "no junit.xml or html"
rm -rf "${WORK}/partial/shards/2" "${WORK}/partial/shards/2.exit" "${WORK}/partial/shards/2.log"
ci partial 4 --merge
has "${WORK}/partial.log" 'incomplete shard set: shard\(s\) 2 of 5 missing'
[[ ! -e "${WORK}/partial/report.json" ]] || die "an incomplete set was merged"
# clconform-report's own check (where it has one): the reports alone, shard 2 missing.
code=0
mapfile -t left < <(find "${WORK}/partial/shards" -name report.json)
"${BUILD}/clconform-report" merge "${WORK}/partial.json" "${left[@]}" >"${WORK}/tool.log" 2>&1 ||
  code=$?
if grep -q 'allow-partial' "${ROOT}/tools/report_main.cpp"; then
  [[ "${code}" != 0 ]] || die "clconform-report merged an incomplete shard set"
fi

# 1c. Shard files come from other jobs' artifacts: a malformed or hostile exit file fails the
#     merge, naming the file, and nothing in it is run; a shard that exited with an error fails
#     the job whatever the baseline says.
copy_set() { rm -rf "${WORK}/$1" && mkdir -p "${WORK}/$1" && cp -r "${WORK}/merged/shards" \
  "${WORK}/merged/ci_driver.txt" "${WORK}/$1/"; }
copy_set malformed
echo 'a[ 2 0' >"${WORK}/malformed/shards/0.exit"
ci malformed 1 --merge
has "${WORK}/malformed.log" "shards/0.exit is not a shard's exit file"
[[ ! -e "${WORK}/malformed/report.json" ]] || die "a malformed shard file was merged"
copy_set hostile
printf '%s\n' "i[\$(date>${WORK}/pwned)] 2 0" >"${WORK}/hostile/shards/0.exit"
ci hostile 1 --merge
[[ ! -e "${WORK}/pwned" ]] || die "the merge ran a command from a shard's exit file"
has "${WORK}/hostile.log" "shards/0.exit is not a shard's exit file"
copy_set errored
echo '1 5 7' >"${WORK}/errored/shards/1.exit"
ci errored 1 --merge --baseline="${WORK}/merged/report.json"
has "${WORK}/errored.log" 'no regression|not compared' # the diff is still shown
has "${WORK}/errored.log" 'error: shard 1 exited 7'
# Shards of two clconform builds (one with local changes) do not merge.
copy_set builds
shard_report="$(find "${WORK}/builds/shards/1" -name report.json)"
commit="$(grep -o '"commit": "[^"]*"' "${shard_report}" | head -n 1 | cut -d'"' -f4)"
sed -i "s/\"commit\": \"${commit}\"/\"commit\": \"${commit}-dirty\"/" "${shard_report}"
ci builds 1 --merge
has "${WORK}/builds.log" "commit ${commit}-dirty\), not .*commit ${commit}\)"
[[ ! -e "${WORK}/builds/report.json" ]] || die "shards of two builds were merged"

# 1d. A planted bug (convert_int_rte(short) off by one): the merge job fails naming the case,
#     and the merged folder holds its reproducer, which the merged report points at.
readonly PLANTED="${BUILD}/suites/tests/libclconform_planted_driver.so"
[[ -f "${PLANTED}" ]] || die "no ${PLANTED}"
readonly PLANT='#define planted_convert_int_rte(x) _Generic((x), short: convert_int_rte(x) + 1, default: convert_int_rte(x))'
LD_PRELOAD="${PLANTED}" CLCONFORM_PLANT="${PLANT}" exits 1 "${WORK}/planted.log" \
  bash "${ROOT}/scripts/ci_driver.sh" --bin-dir="${BUILD}" --filter="${FILTER}" \
  --out="${WORK}/planted" --shards=2 -- --jobs=1 --no-program-cache
has "${WORK}/planted.log" '^ci_driver: UNEXPECTED FAILURE: convert_int_rte_short \(fail\)'
rm -rf "${WORK}/planted-merge" && mkdir -p "${WORK}/planted-merge"
cp -r "${WORK}/planted/shards" "${WORK}/planted/ci_driver.txt" "${WORK}/planted-merge/"
ci planted-merge 1 --merge
has "${WORK}/planted-merge.log" '^ci_driver: UNEXPECTED FAILURE: convert_int_rte_short \(fail\)'
grep -q 'UNEXPECTED FAILURE: convert_int_rte_float' "${WORK}/planted-merge.log" &&
  die "an expected failure was named unexpected"
repro="$(grep -o '"reproducer": "[^"]*"' "${WORK}/planted-merge/report.json" | head -n 1 | cut -d'"' -f4)"
[[ -n "${repro}" ]] || die "the merged report names no reproducer"
[[ -f "${WORK}/planted-merge/${repro}/program.cl" ]] || die "the merged folder lacks ${repro}"

# 2. Against its own report: no regression.
cp "${WORK}/first/report.json" "${WORK}/baseline.json"
ci same 0 --shards=2 --baseline="${WORK}/baseline.json"
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
ci regressed 3 --shards=2 --baseline="${WORK}/older.json"
grep -q "convert_int_rte_float: pass -> crash  \[regression\]" "${WORK}/regressed.log" ||
  { cat "${WORK}/regressed.log"; die "the regression is not listed"; }
[[ -f "${WORK}/regressed/diff.html" ]] || die "no diff.html"
# 4. The examples call this script, with options it has.
for example in "${ROOT}"/ci-examples/github-actions.yml "${ROOT}"/ci-examples/gitlab-ci.yml; do
  grep -q "clconform/scripts/ci_driver.sh" "${example}" || die "${example} does not call ci_driver.sh"
  for option in $(grep -A3 "scripts/ci_driver.sh" "${example}" | grep -o -- '--[a-z-]*=\?' | sort -u); do
    grep -qE -- "^    ${option}(\*)?[ |)]" "${ROOT}/scripts/ci_driver.sh" ||
      die "${example} uses ${option}, which ci_driver.sh does not take"
  done
  # One device spread over jobs: a shard per job, then one merge job.
  grep -q -- "ci_driver.sh --shard=" "${example}" || die "${example} runs no single shard"
  grep -q -- "ci_driver.sh --merge" "${example}" || die "${example} has no merge job"
  grep -q -- "ci-out/repro/" "${example}" || die "${example} does not keep the reproducers"
done
echo "ci_driver_test: ok"
