#!/usr/bin/env bash
# PoCL 3.1's listed crashers (expectations/portable-computing-language@3-1-debian.txt: 16
# conversions from float whose constant kernels kill the process at launch) fall in both of a
# 2-job run's worker batches of float (split by destination type); they are one batch, whose
# kernels are one program: every crash is the one listed, the run exits 0, and PoCL's kernel
# cache holds one program with the crashers' kernels (two, one a worker batch, cost a second
# process a first build: about 0.8 CPU-s here).
# Usage: pocl_listed_crashers_test.sh PATH/clconform PATH/expectations
set -euo pipefail
clconform="$1"
expectations="$2"
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
list="${expectations}/portable-computing-language@3-1-debian.txt"
listed="$(awk '$2 == "crash" && $1 ~ /_float$/' "${list}" | wc -l)"
[ "${listed}" -gt 1 ] || fail "${list} lists fewer than two crashes from float"
code=0
"${clconform}" --device='Portable Computing Language' --expectations-dir="${expectations}" \
  '--gtest_filter=Convert/*_float' --jobs=2 --no-digest-store --program-cache="${work}/programs" \
  --report-dir="${work}/report" >"${work}/out" 2>&1 || code=$?
[ "${code}" = 0 ] || { tail -n 40 "${work}/out" >&2; fail "exit ${code}, not 0"; }
grep -q "${listed} x crash" "${work}/out" || { tail -n 20 "${work}/out" >&2; fail "not ${listed} crashes"; }
# A kernel folder of PoCL's cache is <program>/<kernel>; the crashers' are c_float_<type>_<n>.
programs="$(find "${work}/programs" -type d -regex '.*/c_float_[a-z]*_[0-9]+' -printf '%h\n' |
  sort -u | wc -l)"
[ "${programs}" = 1 ] || fail "the listed crashers' kernels are in ${programs} programs, not 1"
echo "pocl_listed_crashers_test: ${listed} listed crashes, one program"
