#!/usr/bin/env bash
# The digest kernels on a second real compiler (Rusticl 22.3.6 on llvmpipe) at full coverage:
# vector conversions from float that leave implementation-defined lanes out (char2, uchar16),
# and ones the expectations list as failing (uint16 _sat: NaN), which have digest columns of
# their own. With the expectations, every case is what the list says (exit 0), each checked by
# digest. Without them, the failing cases' columns differ and run again a column a case (a
# program more): the same verdicts, case by case (exit 1 only for failures no list expects).
# A skip mask converted from a 32-bit comparison (ad8d789) was ignored by Rusticl: 20 false
# errors here; PoCL did not show it.
# Skips (77) where Rusticl is not installed.
# Usage: rusticl_digest_test.sh PATH/clconform PATH/expectations
set -euo pipefail
clconform="$1"
expectations="$2"
# shellcheck source=suites/tests/rusticl_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/rusticl_lib.sh"  # ICD, work, fail; skips without Rusticl
readonly FILTER='Convert/*char2*_float2:Convert/*uchar16*_float16:Convert/*uint16_sat*_float16'
# run NAME EXPECTATIONS-DIR: the selection at full coverage, its exit code in NAME.code and one
# line a case (name, verdict, whether checked by digest) in NAME.verdicts.
run() {
  local code=0
  "${clconform}" --device=rusticl --coverage=full --expectations-dir="$2" \
    "--gtest_filter=${FILTER}" --no-digest-store --program-cache="${work}/programs-$1" \
    --report-dir="${work}/report-$1" >"${work}/$1.out" 2>&1 || code=$?
  echo "${code}" >"${work}/$1.code"
  jq -r '.cases[] | "\(.case) \(.verdict) \(.message | test("seeded stream by digest"))"' \
    "$(ls "${work}/report-$1"/*/report.json)" | sort >"${work}/$1.verdicts"
}
run listed "${expectations}"
mkdir "${work}/none"
run unlisted "${work}/none"
code="$(cat "${work}/listed.code")"
[ "${code}" = 0 ] || { tail -n 30 "${work}/listed.out" >&2; fail "with the list: exit ${code}"; }
cases="$(wc -l <"${work}/listed.verdicts")"
[ "${cases}" -ge 35 ] || fail "only ${cases} cases ran"
! grep -v ' true$' "${work}/listed.verdicts" || fail "cases above not checked by digest"
failing="$(grep -c ' fail ' "${work}/listed.verdicts" || true)"
[ "${failing}" -ge 5 ] || fail "${failing} failing cases, where the list has uint16 _sat ones"
diff "${work}/listed.verdicts" "${work}/unlisted.verdicts" >&2 ||
  fail "verdicts differ without the list"
[ "$(cat "${work}/unlisted.code")" = 1 ] || fail "without the list: exit $(cat "${work}/unlisted.code")"
# Listed, the failing cases' columns are their own: no column runs again, one program fewer.
programs() { grep -o ' programs=[0-9]*' "${work}/$1.out" | cut -d= -f2; }
[ "$(programs listed)" -lt "$(programs unlisted)" ] ||
  fail "programs built: $(programs listed) with the list, $(programs unlisted) without"
echo "rusticl_digest_test: ${cases} cases by digest, ${failing} failing as listed, the same without the list"
