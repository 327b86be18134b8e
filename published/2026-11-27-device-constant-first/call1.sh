# Device call 1 (twenty-fifth session): the twenty-fourth session's change (the group's shared
# constant program built and run before any fault program, 8b7544e and ae83c12), at a3b526c
# (`new`), against 26f39ea's code (`base`, the twenty-third session's `clconform-early`), on
# NVIDIA's driver and PoCL 5: every conversion from float and double at full coverage from
# empty caches, the reports compared case by case; then `new` against the CTS's
# test_conversions from float on NVIDIA, twice.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s23/clconform-early new=.device-carry/s25/clconform-new
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
  .device-carry/s25/clconform-report diff /tmp/v${dev}base/*/report.json /tmp/v${dev}new/*/report.json \
    --allow-unlike > "$OUT/diff-$dev.txt" 2>&1
  echo "diff rc=$?"; tail -n 1 "$OUT/diff-$dev.txt"
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
for i in 1 2; do
  echo "== against the CTS, from float, NVIDIA ($i)"
  timeout 240 bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions \
    --clconform=$new --device=NVIDIA --from=float --state=/tmp/vs$i > "$OUT/vs-cts-nvidia-$i.txt" 2>&1
  echo "rc=$?"; tail -n 12 "$OUT/vs-cts-nvidia-$i.txt"
done
