# Device call 2 and 3 (twentieth session): the session's digest kernels (68623ec, then 71adb7a: one skip comparison a
# variant, ten variants a column; `new`) against the session's starting point (7dca64d, `base`),
# on the H100 (NVIDIA's driver) and PoCL 5. 1. Every conversion from float at full coverage,
# alternately base and new, two rounds: empty caches, then warm (the same state again); the
# round-1 empty reports compared case by case. 2. new against the CTS's test_conversions from
# float on the H100 (scripts/bench_vs_cts.sh).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/clconform-base new=.device-carry/new/clconform
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
for dev in NVIDIA Portable; do
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
  .device-carry/new/clconform-report diff /tmp/r${dev}base1empty/*/report.json \
    /tmp/r${dev}new1empty/*/report.json --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
  echo "diff $dev rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
echo "== against the CTS, from float, NVIDIA"
timeout 300 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
  --clconform=$new --device=NVIDIA --from=float --state=/tmp/vs > "$OUT/vs-cts-nvidia.txt" 2>&1
echo "rc=$?"; tail -n 12 "$OUT/vs-cts-nvidia.txt"
