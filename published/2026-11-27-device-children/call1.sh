# Device call 1 (twenty-first session): 9d7f7ab (`new`: children load the device's driver alone,
# one batch for an operand type's listed crashers, worker batches cut by the cases the device
# runs) against 71adb7a (`base`, the last session's digest kernels), on the H100 (NVIDIA's
# driver) and PoCL 5. 1. new against the CTS's test_conversions from float on the H100
# (scripts/bench_vs_cts.sh). 2. Every conversion from float and double at full coverage, empty
# caches, base then new, the reports compared case by case; then from float, empty then warm,
# alternately, two rounds. 3. bench_vs_cts again.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s21/base new=.device-carry/s21/clconform
vs() {
  unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
  echo "== against the CTS, from float, NVIDIA ($1)"
  timeout 300 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=$new --device=NVIDIA --from=float --state=/tmp/vs$1 > "$OUT/vs-cts-nvidia-$1.txt" 2>&1
  echo "rc=$?"; tail -n 12 "$OUT/vs-cts-nvidia-$1.txt"
}
vs 1
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
D="${F//float/double}"
for dev in NVIDIA Portable; do
  for b in base new; do
    fresh "v$dev$b"
    echo "== $dev $b float and double, empty"
    t timeout 200 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
      "--gtest_filter=$F:$D" --report-dir=/tmp/v$dev$b > /tmp/v.log 2>&1
    grep -a "summary  \] device=" /tmp/v.log | grep -o "cases=.*" | cut -c1-200
  done
  .device-carry/s21/clconform-report diff /tmp/v${dev}base/*/report.json \
    /tmp/v${dev}new/*/report.json --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
  echo "diff $dev rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
  for r in 1 2; do
    for b in base new; do
      fresh "r$dev$b$r"
      for state in empty warm; do
        echo "== $dev round $r $b $state"
        t timeout 120 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
          "--gtest_filter=$F" --report-dir=/tmp/r$dev$b$r$state > /tmp/r.log 2>&1
        grep -a "summary  \] device=" /tmp/r.log | grep -o "cases=.*" | cut -c1-200
      done
    done
  done
done
vs 2
