# Device call 4: the last test_half sub-test on the H100 (call 3's was cut by its timeout) and
# the table; PoCL 5's rte group, clconform's side (empty, warm), then the CTS's as time allows.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
B="bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half --clconform=.device-carry/clconform"
echo "== the CTS's test_half on the H100, the last sub-test"
t timeout 200 $B --cts-by-test --device=NVIDIA --state=/tmp/bh-nvidia --phase=cts
$B --cts-by-test --device=NVIDIA --state=/tmp/bh-nvidia --phase=table
echo "== PoCL 5, the rte group: clconform (empty, warm)"
t timeout 330 $B --device=Portable --only=rte --state=/tmp/bh-pocl5 --phase=clconform
tar -C /tmp --exclude='kernel-cache.*' --exclude='program-cache' --exclude='digest-store*' -czf "$OUT/bench-state.tgz" bh-nvidia bh-pocl5
