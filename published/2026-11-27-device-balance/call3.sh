# Device call 3 (twenty-third session): a worker's expected digests started before its
# context (`early`, the working tree after b9275d4: harness/run/early_hosts.h) against
# b9275d4 (`base`): every conversion from float and double at full coverage from empty
# caches on NVIDIA and PoCL 5, the reports compared case by case; every conversion from float
# from empty caches, then warm, alternately, three rounds on NVIDIA and two on PoCL 5; then
# early against the CTS's test_conversions from float on NVIDIA, twice.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s23/clconform-base early=.device-carry/s23/clconform-early
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
D="${F//float/double}"
one() {  # label device binary filter report
  local s=$(date +%s%N)
  timeout 200 "$3" --device=$2 --coverage=full --expectations-dir=expectations "--gtest_filter=$4" \
    --report-dir=$5 > /tmp/r.log 2>&1
  local rc=$? e=$(date +%s%N)
  echo "$2 $1: rc=$rc wall=$(( (e - s) / 1000000 )) ms $(grep -a 'summary  \] device=' /tmp/r.log | grep -o 'children=.*' | cut -c1-150)"
}
for dev in NVIDIA Portable; do
  for b in base early; do fresh "v$dev$b"; one "$b float and double, empty" $dev ${!b} "$F:$D" /tmp/v$dev$b; done
  .device-carry/s23/clconform-report diff /tmp/v${dev}base/*/report.json /tmp/v${dev}early/*/report.json \
    --allow-unlike > "$OUT/diff3-$dev.txt" 2>&1
  echo "diff $dev rc=$?"; tail -n 1 "$OUT/diff3-$dev.txt"
done
for dev in NVIDIA Portable; do
  rounds=3; [ $dev = Portable ] && rounds=2
  for r in $(seq $rounds); do
    for b in base early; do
      fresh "r$dev$b$r"
      for state in empty warm; do one "round $r $b $state" $dev ${!b} "$F" /tmp/r$dev$b$r$state; done
    done
  done
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
for i in 1 2; do
  echo "== against the CTS, from float, NVIDIA ($i)"
  timeout 300 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=$early --device=NVIDIA --from=float --state=/tmp/vs$i > "$OUT/vs-cts-early-$i.txt" 2>&1
  echo "rc=$?"; tail -n 12 "$OUT/vs-cts-early-$i.txt"
done
