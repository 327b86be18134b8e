#!/usr/bin/env bash
# Benchmark of exhaustive coverage, per device: prints what clconform-bench measures (the
# plain copy kernel's bandwidth, the digest kernel's rate, the host reference's rate), then
# the wall time and lanes per second of each coverage level asked for.
# Usage: scripts/bench_exhaustive.sh DEVICE-SELECTOR [FILTER] [LEVEL...]
#   (default filter: every convert_* with an 8/16/32-bit operand; default levels: quick exhaustive)
# On the NVIDIA machine: source scripts/device_env.sh .device-carry first (binaries on PATH).
set -euo pipefail
device="${1:?device selector, e.g. NVIDIA or 'Portable Computing Language'}"
filter="${2:-Convert/*:-*_long:*_long2:*_long3:*_long4:*_long8:*_long16:*_ulong:*_ulong2:*_ulong3:*_ulong4:*_ulong8:*_ulong16:*_double:*_double2:*_double3:*_double4:*_double8:*_double16}"
shift $(( $# >= 2 ? 2 : $# ))
levels=("$@")
[ ${#levels[@]} -gt 0 ] || levels=(quick exhaustive)
bin="$(command -v clconform || echo build/clconform)"
bench="$(command -v clconform-bench || echo build/clconform-bench)"

"${bench}" --device="${device}"
printf '%-11s %10s %18s %15s %9s %9s %s\n' coverage wall_s lanes lanes_per_s device_s host_s verdict
for level in "${levels[@]}"; do
  out="$(mktemp -d)"
  start=$(date +%s.%N)
  status=0
  "${bin}" --device="${device}" --coverage="${level}" "--gtest_filter=${filter}" \
    --report-dir="${out}" --case-timeout=300 >"${out}/log" 2>&1 || status=$?
  end=$(date +%s.%N)
  summary=$(grep '^\[ summary.* cases=' "${out}/log" | tail -n 1)
  field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"${summary}"; }
  printf '%-11s %10.1f %18s %15.4g %9s %9s %s\n' "${level}" \
    "$(awk -v a="${start}" -v b="${end}" 'BEGIN { print b - a }')" "$(field lanes)" \
    "$(field lanes_per_second)" "$(field device_seconds)" "$(field host_seconds)" \
    "$([ ${status} -eq 0 ] && echo pass || echo "exit ${status}")"
  rm -rf "${out}"
done
