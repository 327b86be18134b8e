# Device call 2: the rest of test_half on the H100 (resumed from call 1's state); NVIDIA's
# folded (float)(double NaN) confirmed alone, at quick coverage and with the one input.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
echo "== NVIDIA: cast_float_double and implicit_float_double alone"
for args in "--coverage=quick" "--coverage=quick --input=0x7ff0000000000001" "--coverage=quick --input=0x7ff0000000000001 --no-constant-path"; do
  echo "-- $args"
  clconform --device=NVIDIA '--gtest_filter=*/cast_float_double:*/implicit_float_double:*/convert_float_double:*/cast_float4_double' $args --report-dir=/tmp/nan 2>&1 | grep -a -E "FAILED|summary.*(cast|implicit|convert) |got 0x" | cut -c1-300
done
B="bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half --clconform=.device-carry/clconform --cts-by-test"
echo "== the CTS's test_half, resumed, until 330 s"
t timeout 560 $B --device=NVIDIA --state=/tmp/bh-nvidia --phase=cts --stop-after=330
$B --device=NVIDIA --state=/tmp/bh-nvidia --phase=table
mkdir -p "$OUT/bh-nvidia"; for f in /tmp/bh-nvidia/*.seconds /tmp/bh-nvidia/*.cpu /tmp/bh-nvidia/*.rc /tmp/bh-nvidia/clconform-*.log /tmp/bh-nvidia/config; do cp "$f" "$OUT/bh-nvidia/"; done
for f in /tmp/bh-nvidia/cts-*.log; do tail -n 30 "$f" > "$OUT/bh-nvidia/$(basename "$f")"; done
