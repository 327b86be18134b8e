#!/usr/bin/env bash
# A CPU device's batches do not change with its expectations (WorkerBatches moves listed
# failures to batches of their own on a GPU only: a CPU device's processes share its cores,
# each paying a driver start and a first build). PoCL 3.1 lists two conversions from long to
# double as failing on the constant path (expectations/portable-computing-language@3-1-debian.txt);
# the conversions from long to double are one destination type, one batch, so a 2-job run has
# a job left over; the listed pair stays in the one child. Runs with 1 and 2 jobs exit 0 (every
# failure the one listed) with the same verdict for every case (clconform-report diff).
# Usage: pocl_listed_split_test.sh PATH/clconform PATH/clconform-report PATH/expectations
TEST_NAME=pocl_listed_split_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
clconform="$1"
report="$2"
expectations="$3"
list="${expectations}/portable-computing-language@3-1-debian.txt"
listed="$(awk '$1 ~ /^convert_double[0-9]*_(sat_)?(rt[enpz]_)?long[0-9]*$/ && ($2 ~ /^0x/ || $3 ~ /^0x/) { print $1 }' \
  "${list}" | sort -u | wc -l)"
[[ "${listed}" -gt 0 ]] || die "${list} lists no failing conversion from long to double"
for jobs in 1 2; do
  exits 0 "${WORK}/out-${jobs}" "${clconform}" --device='Portable Computing Language' \
    --expectations-dir="${expectations}" '--gtest_filter=Convert/*_double*_long*' \
    --jobs="${jobs}" --no-digest-store --no-program-cache --report-dir="${WORK}/report-${jobs}"
  has "${WORK}/out-${jobs}" "children=1 "
done
exits 0 "${WORK}/diff" "${report}" diff "${WORK}"/report-1/*/report.json \
  "${WORK}"/report-2/*/report.json
echo "${TEST_NAME}: ${listed} listed failures stay in their batch on a CPU device, the same verdicts"
