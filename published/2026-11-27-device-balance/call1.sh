# Device call 1 (twenty-third session): a GPU's batches balanced by what they cost its compiler
# (`new`, the working tree after b9275d4: BalanceCompiling in harness/run/worker_batches.cpp)
# against b9275d4 (`base`), on the H100: every conversion from float and double at full
# coverage from empty caches, base then new, the reports compared case by case; one run's
# children (timeline.py); every conversion from float, empty then warm, alternately, three
# rounds; then new against the CTS's test_conversions from float, twice.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s23/clconform-base new=.device-carry/s23/clconform-new
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
D="${F//float/double}"
dev=NVIDIA
for b in base new; do
  fresh "v$b"
  echo "== $dev $b float and double, empty"
  t timeout 200 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
    "--gtest_filter=$F:$D" --report-dir=/tmp/v$b > /tmp/v.log 2>&1
  grep -a "summary  \] device=" /tmp/v.log | grep -o "cases=.*" | cut -c1-200
done
.device-carry/s23/clconform-report diff /tmp/vbase/*/report.json /tmp/vnew/*/report.json \
  --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
echo "diff rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
for b in base new; do
  fresh "tl$b"
  echo "== timeline $b, every conversion from float, empty"
  python3 published/2026-11-27-device-balance/timeline.py ${!b} --device=$dev --coverage=full \
    --expectations-dir=expectations "--gtest_filter=$F" --report-dir=/tmp/tl$b
done
for r in 1 2 3; do
  for b in base new; do
    fresh "r$b$r"
    for state in empty warm; do
      echo "== round $r $b $state"
      t timeout 120 ${!b} --device=$dev --coverage=full --expectations-dir=expectations \
        "--gtest_filter=$F" --report-dir=/tmp/r$b$r$state > /tmp/r.log 2>&1
      grep -a "summary  \] device=" /tmp/r.log | grep -o "cases=.*" | cut -c1-200
    done
  done
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
for i in 1 2; do
  echo "== against the CTS, from float, NVIDIA ($i)"
  timeout 300 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=$new --device=NVIDIA --from=float --state=/tmp/vs$i > "$OUT/vs-cts-nvidia-$i.txt" 2>&1
  echo "rc=$?"; tail -n 12 "$OUT/vs-cts-nvidia-$i.txt"
done
