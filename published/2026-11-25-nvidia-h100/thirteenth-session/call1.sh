# Device call 1 (thirteenth session): issue 29's H100 case confirmed by replay; issue 32's
# float ratio against the CTS on the H100 and the 64-bit sources at 2^32 from empty caches.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nproc
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
F='Convert/*_long:Convert/*_long2:Convert/*_long3:Convert/*_long4:Convert/*_long8:Convert/*_long16:Convert/*_ulong:Convert/*_ulong2:Convert/*_ulong3:Convert/*_ulong4:Convert/*_ulong8:Convert/*_ulong16:Convert/*_double:Convert/*_double2:Convert/*_double3:Convert/*_double4:Convert/*_double8:Convert/*_double16'
echo "== issue 29: the filtered full run without expectations (the constant-fold case confirmed by replay?)"
export XDG_CACHE_HOME=/tmp/c1 CUDA_CACHE_PATH=/tmp/c1/nv
t clconform --device=NVIDIA --coverage=full "--gtest_filter=$F" --report-dir=/tmp/r29 > /tmp/r29.log 2>&1
grep -a "convert_float_rtz_double" /tmp/r29.log | cut -c1-600 | head -5
grep -a "summary.*cases=" /tmp/r29.log | cut -c1-400
echo "== the same with the expectations file"
t clconform --device=NVIDIA --coverage=full "--gtest_filter=$F" --expectations-dir=expectations --report-dir=/tmp/r29e > /tmp/r29e.log 2>&1
grep -a "convert_float_rtz_double\|unexpected" /tmp/r29e.log | cut -c1-400 | head -5
for f in /tmp/r29/*/report.json; do python3 -c "
import json,sys
r=json.load(open('$f'))
for c in r.get('cases',[]):
    if c.get('case')=='convert_float_rtz_double': print(json.dumps(c)[:3000])
"; done > $OUT/r29-case.json 2>&1
echo "== issue 32: conversions from float, H100, against the CTS"
t bash scripts/bench_vs_cts.sh --cts=.device-carry/cts/test_conversions --device=NVIDIA --from=float --clconform=.device-carry/clconform > /tmp/bf.log 2>&1
tail -8 /tmp/bf.log
echo "== issue 32: every 64-bit-source convert_* at exhaustive (2^32 seeded inputs), empty caches"
export XDG_CACHE_HOME=/tmp/c2 CUDA_CACHE_PATH=/tmp/c2/nv
X='Convert/*_long:Convert/*_long2:Convert/*_long3:Convert/*_long4:Convert/*_long8:Convert/*_long16:Convert/*_ulong:Convert/*_ulong2:Convert/*_ulong3:Convert/*_ulong4:Convert/*_ulong8:Convert/*_ulong16:Convert/*_double:Convert/*_double2:Convert/*_double3:Convert/*_double4:Convert/*_double8:Convert/*_double16'
t timeout 400 clconform --device=NVIDIA --coverage=exhaustive "--gtest_filter=$X" --case-timeout=300 --report-dir=/tmp/r64 > /tmp/r64.log 2>&1
grep -a "summary.*cases=" /tmp/r64.log | cut -c1-400
grep -a "progress" /tmp/r64.log > $OUT/exh64-progress.txt
cp /tmp/bf.log $OUT/bench-float-h100.txt
