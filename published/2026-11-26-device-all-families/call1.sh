# Device call 1 (fifteenth session): every family (casts, implicit conversions, bool, the half
# families' three pointer forms included) at full coverage on the NVIDIA H100 and PoCL 5 from
# empty caches, against the repository's expectations; then the half families against the
# CTS's test_half on the H100 (clconform's side, then the CTS sub-test by sub-test, resumed by
# the next call).
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nproc
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
for dev in NVIDIA Portable; do
  echo "== $dev: every family at full coverage, empty caches, the repository's expectations"
  fresh "f$dev"
  t timeout 200 clconform --device=$dev --coverage=full --expectations-dir=expectations \
    --report-dir=/tmp/full$dev > /tmp/full$dev.log 2>&1
  grep -a "summary" /tmp/full$dev.log | cut -c1-400
  for f in /tmp/full$dev/*/report.json; do gzip -c "$f" > "$OUT/full-$dev.report.json.gz"; done
  cp /tmp/full$dev.log "$OUT/full-$dev.log"
done
unset XDG_CACHE_HOME CUDA_CACHE_PATH POCL_CACHE_DIR
B="bash scripts/bench_half_vs_cts.sh --cts=.device-carry/cts/test_half --clconform=.device-carry/clconform --cts-by-test"
echo "== the half families against test_half on the H100: clconform (empty, warm)"
t timeout 200 $B --device=NVIDIA --state=/tmp/bh-nvidia --phase=clconform
echo "== the CTS's test_half, sub-test by sub-test, until 150 s"
t timeout 400 $B --device=NVIDIA --state=/tmp/bh-nvidia --phase=cts --stop-after=150
$B --device=NVIDIA --state=/tmp/bh-nvidia --phase=table
mkdir -p "$OUT/bh-nvidia"; find /tmp/bh-nvidia -maxdepth 1 -type f -size -4M -exec cp {} "$OUT/bh-nvidia/" \;
