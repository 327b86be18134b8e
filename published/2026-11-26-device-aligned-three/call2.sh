# Device call 2 (sixteenth session): c064953, where the aligned 3-component forms through a
# __global pointer call the __global overload (through a scratch part of the result region),
# on the NVIDIA H100 and PoCL 5: those cases at quick and full coverage, then both half
# families whole at full coverage, against the repository's expectations, from empty caches.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
c=.device-carry/clconform-new
$c --version
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
for dev in NVIDIA Portable; do
  for cov in quick full; do
    echo "== $dev, the aligned 3-component forms, $cov"
    export XDG_CACHE_HOME=/tmp/c$dev$cov CUDA_CACHE_PATH=/tmp/c$dev$cov/nv POCL_CACHE_DIR=/tmp/c$dev$cov/pocl
    t $c --device=$dev --coverage=$cov --expectations-dir=expectations \
      --gtest_filter='*/vstorea_half3*:*/vloada_half3*' --report-dir=/tmp/a3$dev$cov > "$OUT/a3-$dev-$cov.log" 2>&1
    grep -a -A4 "family " "$OUT/a3-$dev-$cov.log"
  done
  echo "== $dev, vstore_half and vload_half whole, full"
  export XDG_CACHE_HOME=/tmp/h$dev CUDA_CACHE_PATH=/tmp/h$dev/nv POCL_CACHE_DIR=/tmp/h$dev/pocl
  t $c --device=$dev --coverage=full --expectations-dir=expectations \
    --gtest_filter='VstoreHalf*:VloadHalf*:Negative/*half*' --report-dir=/tmp/h$dev > "$OUT/half-$dev-full.log" 2>&1
  grep -a -A6 "family " "$OUT/half-$dev-full.log"
done
