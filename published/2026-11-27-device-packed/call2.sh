# Device call 2 (twenty-sixth session): the packed digest (branch packed-digest, 298e0e3 and
# after: each column's results side by side in 64-bit words, one lane hash a word; `packed`,
# .device-carry/s26/clconform-packed) against a3b526c's code (`base`, the twenty-fifth
# session's clconform-new, whose kernels and verdicts are 8832780's) on NVIDIA's driver and
# PoCL 5: every conversion from float and double at full coverage from empty caches, the
# reports compared case by case; then both against the CTS's test_conversions from float on
# NVIDIA, and the packed digest on PoCL 5.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s25/clconform-new packed=.device-carry/s26/clconform-packed
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
D="${F//float/double}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for dev in NVIDIA Portable; do
  for b in base packed; do
    fresh "v$dev$b"
    echo "== $dev $b float and double, empty"
    t timeout 200 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
      "--gtest_filter=$F:$D" --report-dir=/tmp/v$dev$b > /tmp/v.log 2>&1
    grep -a "summary  \] device=" /tmp/v.log | grep -o "cases=.*" | cut -c1-200
  done
  .device-carry/s25/clconform-report diff /tmp/v${dev}base/*/report.json /tmp/v${dev}packed/*/report.json \
    --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
  echo "diff rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
for run in NVIDIA:base NVIDIA:packed Portable:packed; do
  dev=${run%%:*} b=${run##*:}
  echo "== against the CTS, from float, $dev, $b"
  timeout 280 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=${!b} --device=$dev --from=float --state=/tmp/vs$dev$b > "$OUT/vs-cts-$dev-$b.txt" 2>&1
  echo "rc=$?"; tail -n 6 "$OUT/vs-cts-$dev-$b.txt"
done
