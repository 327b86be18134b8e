# Device call 2 (twenty-fifth session): a3b526c against the CTS's test_conversions from float
# on PoCL 5 (16 cores), the same machine as call 1.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
new=.device-carry/s25/clconform-new
echo "== against the CTS, from float, PoCL 5"
timeout 560 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
  --clconform=$new --device='Portable Computing Language' --from=float --state=/tmp/vsp > "$OUT/vs-cts-pocl5.txt" 2>&1
echo "rc=$?"; tail -n 12 "$OUT/vs-cts-pocl5.txt"
