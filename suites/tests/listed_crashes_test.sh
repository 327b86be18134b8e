#!/usr/bin/env bash
# Crashes a driver's expectations list, on a real driver whose compiler aborts the process while
# it builds (Rusticl 22.3.6 on llvmpipe: llvm-spirv asserts on 40 as_type kernels, published in
# expectations/rusticl@22-3-6.txt): the as_type cases of the listed ones' source types (their
# batches whole, the listed ones among the others) at quick coverage, from empty caches, must give
# each listed case its crash on the constant path and its buffer path checked, and exit 0 (every
# result what the list says).
# A change to how known crashers are batched once left 31 of the 40 with their constant paths
# not run (exit 1) in this run, not with the listed cases alone; PoCL's crashes, at launch, did
# not show it.
# Skips (77) where Rusticl is not installed.
# Usage: listed_crashes_test.sh PATH/clconform PATH/expectations
set -euo pipefail
clconform="$1"
expectations="$2"
# shellcheck source=suites/tests/rusticl_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/rusticl_lib.sh"  # ICD, work, fail; skips without Rusticl
list="${expectations}/rusticl@22-3-6.txt"
mapfile -t crashers < <(awk '$2 == "crash" || $3 == "crash" { print $1 }' "${list}" | sort -u)
[ "${#crashers[@]}" -gt 0 ] || fail "${list} lists no crash"
# Every crasher's source is a scalar: its type is the case name's last word.
filter=""
for src in $(printf '%s\n' "${crashers[@]}" | sed 's/.*_//' | sort -u); do filter+="*/as_*_${src}:"; done
code=0
"${clconform}" --device=rusticl --expectations-dir="${expectations}" "--gtest_filter=${filter%:}" \
  --no-digest-store --program-cache="${work}/programs" --report-dir="${work}/report" \
  >"${work}/out" 2>&1 || code=$?
[ "${code}" = 0 ] || { tail -n 40 "${work}/out" >&2; fail "exit ${code}, not 0"; }
report="$(ls "${work}"/report/*/report.json)"
# One line a case: name, verdict, constant path's verdict, buffer path's verdict.
jq -r '.cases[] | "\(.case) \(.verdict) \(.paths.constant.verdict) \(.paths.buffer.verdict)"' \
  "${report}" >"${work}/verdicts"
for c in "${crashers[@]}"; do
  got="$(awk -v c="${c}" '$1 == c { print $2, $3, $4 }' "${work}/verdicts")"
  case "${got}" in
    "crash crash not-checked") fail "${c}: its buffer path not checked: ${got}" ;;
    "crash crash "*) ;;
    *) fail "${c}: '${got}', not a crash on the constant path with its buffer path checked" ;;
  esac
done
echo "listed_crashes_test: ${#crashers[@]} listed crashes, each on its constant path"
