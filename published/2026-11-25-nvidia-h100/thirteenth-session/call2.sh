# Device call 2: issue 32's float ratio against the CTS on PoCL 5 (16 cores), empty caches.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
clconform --list-devices 2>&1 | head -8
t bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions --device=Portable --from=float --clconform=.device-carry/clconform > /tmp/bp.log 2>&1
tail -12 /tmp/bp.log
cp /tmp/bp.log $OUT/bench-float-pocl5.txt
