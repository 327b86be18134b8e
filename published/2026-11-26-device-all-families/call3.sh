# Device call 3: the last test_half sub-tests on the H100 and its table; then PoCL 5's side of
# the rte group (vstore_half_rte, vstorea_half_rte: clconform's 66 cases at exhaustive
# coverage, empty and warm).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
B="bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half --clconform=.device-carry/clconform --cts-by-test"
echo "== the CTS's test_half on the H100, the last sub-tests"
t timeout 300 $B --device=NVIDIA --state=/tmp/bh-nvidia --phase=cts
$B --device=NVIDIA --state=/tmp/bh-nvidia --phase=table
echo "== PoCL 5, the rte group: clconform (empty, warm)"
t timeout 280 $B --device=Portable --only=rte --state=/tmp/bh-pocl5 --phase=clconform
$B --device=Portable --only=rte --state=/tmp/bh-pocl5 --phase=table
tar -C /tmp --exclude='kernel-cache.*' --exclude='program-cache' --exclude='digest-store*' -czf "$OUT/bench-state.tgz" bh-nvidia bh-pocl5
