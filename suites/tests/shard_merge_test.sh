#!/usr/bin/env bash
# GoogleTest's shard variables, the suite's own split: six cases of three operand types on PoCL,
# one of them failing by a planted bug (convert_int_rte(short) off by one), run whole and as
# three shards. Each shard reports only its own cases; the merged shards equal the whole run
# case by case (verdict, status, lanes, mismatched lanes per path), and build as many programs
# in all (each shard an operand type of its own: none is built twice); a shard set with one
# missing is refused.
#
# Usage: shard_merge_test.sh BUILD_DIR
TEST_NAME=shard_merge_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
(($# == 1)) || die "usage: $0 BUILD_DIR"
readonly BIN="$1/clconform" TOOL="$1/clconform-report"
readonly PLANTED="$1/suites/tests/libclconform_planted_driver.so"
[[ -f "${PLANTED}" ]] || die "no ${PLANTED}"
readonly FILTER='*/convert_int_rte_short:*/convert_char_short:*/as_int_float:*/convert_double_float:*/convert_short_uchar:*/as_char_uchar'
export LD_PRELOAD="${PLANTED}"
export CLCONFORM_PLANT='#define planted_convert_int_rte(x) _Generic((x), short: convert_int_rte(x) + 1, default: convert_int_rte(x))'
args=(--device='Portable Computing Language' --one-device --jobs=1 --no-program-cache
  "--gtest_filter=${FILTER}")

exits 1 "${WORK}/whole.log" "${BIN}" "${args[@]}" --report-dir="${WORK}/whole"
shards=()
for i in 0 1 2; do
  code=0
  GTEST_TOTAL_SHARDS=3 GTEST_SHARD_INDEX="${i}" "${BIN}" "${args[@]}" \
    --report-dir="${WORK}/shard${i}" >"${WORK}/shard${i}.log" 2>&1 || code=$?
  ((code <= 1)) || { cat "${WORK}/shard${i}.log" >&2; die "shard ${i} exited ${code}"; }
  shards+=("$(find "${WORK}/shard${i}" -name report.json)")
  [[ "$(jq '.cases | length' "${shards[i]}")" == 2 ]] || die "shard ${i} has not its 2 cases"
  [[ "$(grep -c '<testcase name="[a-z]' "$(dirname "${shards[i]}")/junit.xml")" -le 3 ]] ||
    die "shard ${i}'s junit.xml lists another shard's cases"
done

exits 0 "${WORK}/merge.log" "${TOOL}" merge "${WORK}/merged.json" "${shards[@]}"
WHOLE="$(find "${WORK}/whole" -name report.json)"
readonly WHOLE
cases='[.cases[] | {case, verdict, status, lanes, mismatched, paths}] | sort_by(.case)'
diff <(jq -S "${cases}" "${WHOLE}") <(jq -S "${cases}" "${WORK}/merged.json") >"${WORK}/diff" ||
  { cat "${WORK}/diff" >&2; die "the merged shards differ from the whole run"; }
[[ "$(jq '.cases | map(select(.verdict == "fail")) | length' "${WHOLE}")" == 1 ]] ||
  die "the planted bug did not fail its case"
built() { jq '.run.programs_built' "$1"; }
sum=0
for report in "${shards[@]}"; do sum=$((sum + $(built "${report}"))); done
[[ "${sum}" == "$(built "${WHOLE}")" ]] || die "shards built ${sum} programs, the whole run $(built "${WHOLE}")"
[[ "$(built "${WORK}/merged.json")" == "${sum}" ]] || die "the merged report does not sum programs"

code=0
"${TOOL}" merge "${WORK}/partial.json" "${shards[0]}" "${shards[2]}" >"${WORK}/partial.log" 2>&1 ||
  code=$?
[[ "${code}" != 0 && ! -e "${WORK}/partial.json" ]] || die "a shard set with one missing was merged"
echo "shard_merge_test: ok"
