#!/usr/bin/env bash
# PoCL 3.1's listed crashers (expectations/portable-computing-language@3-1-debian.txt: 16
# conversions from float whose constant kernels kill the process at launch) fall in both of a
# 2-job run's worker batches of float (split by destination type); they are one batch, whose
# kernels are one program: every crash is the one listed, the run exits 0, and PoCL's kernel
# cache holds one program with the crashers' kernels (two, one a worker batch, cost a second
# process a first build: about 0.8 CPU-s here).
# Usage: pocl_listed_crashers_test.sh PATH/clconform PATH/expectations
TEST_NAME=pocl_listed_crashers_test
# shellcheck source=suites/tests/script_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/script_lib.sh"
clconform="$1"
expectations="$2"
list="${expectations}/portable-computing-language@3-1-debian.txt"
listed="$(awk '($2 == "crash" || $3 == "crash") && $1 ~ /_float$/ { print $1 }' "${list}" | sort -u | wc -l)"
[[ "${listed}" -gt 1 ]] || die "${list} lists fewer than two crashes from float"
exits 0 "${WORK}/out" "${clconform}" --device='Portable Computing Language' \
  --expectations-dir="${expectations}" '--gtest_filter=Convert/*_float' --jobs=2 \
  --no-digest-store --program-cache="${WORK}/programs" --report-dir="${WORK}/report"
has "${WORK}/out" "${listed} x crash"
# A kernel folder of PoCL's cache is <program>/<kernel>; the crashers' are c_float_<type>_<n>.
programs="$(find "${WORK}/programs" -type d -regex '.*/c_float_[a-z]*_[0-9]+' -printf '%h\n' |
  sort -u | wc -l)"
[[ "${programs}" == 1 ]] || die "the listed crashers' kernels are in ${programs} programs, not 1"
echo "${TEST_NAME}: ${listed} listed crashes, one program"
