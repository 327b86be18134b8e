# Device call 2 (seventeenth session), the same warm machine as call 1: where the digest
# kernels are most of the run. PoCL 5, the VstoreHalf `_rte` cases (the `rte` group of
# scripts/bench_half_vs_cts.sh: 66 cases, every float and 2^32 seeded doubles each, three
# pointer forms) at exhaustive coverage: the new build fills a digest store from empty, then
# old and new each run again with that store warm (no host reference work: the device's
# lanes are the run). The same for the H100, every convert_* from float, first.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
run() {  # run NAME BIN DEVICE FILTER STORE
  local s=/tmp/c2-$1; rm -rf $s; mkdir -p $s
  echo "== $1"
  XDG_CACHE_HOME=$s/xdg CUDA_CACHE_PATH=$s/nv POCL_CACHE_DIR=$s/pocl t $2 --device=$3 \
    --coverage=exhaustive --expectations-dir=expectations "--gtest_filter=$4" --digest-store=$5 \
    --program-cache=$s/programs --report-dir=$s/report > "$OUT/$1.log" 2>&1
  grep -a "summary.*cases=" "$OUT/$1.log"
}
new=.device-carry/clconform old=.device-carry/clconform-old
run h100-float-fill $new NVIDIA '*/convert_*_float*' /tmp/store-h100
run h100-float-warm-old $old NVIDIA '*/convert_*_float*' /tmp/store-h100
run h100-float-warm-new $new NVIDIA '*/convert_*_float*' /tmp/store-h100
run pocl5-rte-fill $new Portable 'VstoreHalf/*_rte_*' /tmp/store-pocl5
run pocl5-rte-warm-old $old Portable 'VstoreHalf/*_rte_*' /tmp/store-pocl5
run pocl5-rte-warm-new $new Portable 'VstoreHalf/*_rte_*' /tmp/store-pocl5
