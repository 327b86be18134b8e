# Device call 1 (twenty-seventh session): the counts-only host digests (0e2135a and after:
# a case digested only in words of several has its lanes counted, its own sum made only where
# its column differs; the allowances counted in byte lanes, c9729b1) as `new`
# (.device-carry/s27/clconform-new), against b414c44's code (`base`, the twenty-sixth
# session's last commit, .device-carry/s27/clconform-base), both built with
# -static-libstdc++ -static-libgcc. On NVIDIA's driver and PoCL 5: every conversion from float
# and double at full coverage from empty caches, the reports compared case by case; then both
# against the CTS's test_conversions from float on NVIDIA, and `new` on PoCL 5.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s27/clconform-base new=.device-carry/s27/clconform-new
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
D="${F//float/double}"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for dev in NVIDIA Portable; do
  for b in base new; do
    fresh "v$dev$b"
    echo "== $dev $b float and double, empty"
    t timeout 200 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
      "--gtest_filter=$F:$D" --report-dir=/tmp/v$dev$b > /tmp/v.log 2>&1
    grep -a "summary  \] device=" /tmp/v.log | grep -o "cases=.*" | cut -c1-200
  done
  .device-carry/s27/clconform-report diff /tmp/v${dev}base/*/report.json /tmp/v${dev}new/*/report.json \
    --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
  echo "diff rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
for run in NVIDIA:base NVIDIA:new Portable:new; do
  dev=${run%%:*} b=${run##*:}
  echo "== against the CTS, from float, $dev, $b"
  timeout 280 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=${!b} --device=$dev --from=float --state=/tmp/vs$dev$b > "$OUT/vs-cts-$dev-$b.txt" 2>&1
  echo "rc=$?"; tail -n 6 "$OUT/vs-cts-$dev-$b.txt"
done
