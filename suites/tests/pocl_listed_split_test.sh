#!/usr/bin/env bash
# Listed failures in a batch of their own where a job is left over (WorkerBatches): PoCL 3.1
# lists two conversions from long to double as failing on the constant path
# (expectations/portable-computing-language@3-1-debian.txt). The conversions from long to double
# are one destination type, one batch, so a 2-job run has a job left over and runs the listed
# pair in a second child; a 1-job run keeps them in the one. Both exit 0 (every failure the
# one listed) with the same verdict for every case (clconform-report diff).
# Usage: pocl_listed_split_test.sh PATH/clconform PATH/clconform-report PATH/expectations
set -euo pipefail
clconform="$1"
report="$2"
expectations="$3"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
list="${expectations}/portable-computing-language@3-1-debian.txt"
listed="$(awk '$1 ~ /^convert_double[0-9]*_(sat_)?(rt[enpz]_)?long[0-9]*$/ && $2 ~ /^0x/' "${list}" | wc -l)"
[ "${listed}" -gt 0 ] || fail "${list} lists no failing conversion from long to double"
for jobs in 1 2; do
  code=0
  "${clconform}" --device='Portable Computing Language' --expectations-dir="${expectations}" \
    '--gtest_filter=Convert/*_double*_long*' --jobs="${jobs}" --no-digest-store \
    --no-program-cache --report-dir="${work}/report-${jobs}" >"${work}/out-${jobs}" 2>&1 || code=$?
  [ "${code}" = 0 ] || { tail -n 40 "${work}/out-${jobs}" >&2; fail "--jobs=${jobs}: exit ${code}"; }
  grep -q "children=${jobs} " "${work}/out-${jobs}" ||
    fail "--jobs=${jobs}: not ${jobs} children: $(grep -o 'children=[0-9]*' "${work}/out-${jobs}")"
done
"${report}" diff "${work}"/report-1/*/report.json "${work}"/report-2/*/report.json \
  >"${work}/diff" 2>&1 || { cat "${work}/diff" >&2; fail "the verdicts differ"; }
echo "pocl_listed_split_test: ${listed} listed failures in a child of their own, the same verdicts"
