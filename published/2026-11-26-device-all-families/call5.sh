# Device call 5: the CTS's side of PoCL 5's rte group (vstore_half_rte, vstorea_half_rte) and the table.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
B="bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half --clconform=.device-carry/clconform"
t timeout 330 $B --device=Portable --only=rte --state=/tmp/bh-pocl5 --phase=cts
$B --device=Portable --only=rte --state=/tmp/bh-pocl5 --phase=table
tar -C /tmp --exclude='kernel-cache.*' --exclude='program-cache' --exclude='digest-store*' -czf "$OUT/bench-state.tgz" bh-nvidia bh-pocl5
