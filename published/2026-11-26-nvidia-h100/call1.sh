# Device call 1 (fourteenth session): the half families (vstore_half, vload_half) meet the
# NVIDIA H100 and PoCL 5 for the first time; every float input of every vstore_half variant
# from empty caches; the CTS's test_half sub-tests beside the same selection.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
nproc
t() { local s=$(date +%s%N); "$@"; local rc=$?; local e=$(date +%s%N); echo "rc=$rc wall=$(( (e - s) / 1000000 )) ms"; }
fresh() { export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
# The CTS opens the first platform's device: give it NVIDIA's alone.
mkdir -p /tmp/nvonly && cp /tmp/clconform-vendors/nvidia.icd /tmp/nvonly/
cts() { env OCL_ICD_VENDORS=/tmp/nvonly timeout "$@"; }
H='VstoreHalf/*:VloadHalf/*:Negative/*.Rejected/vstore*:Negative/*.Rejected/vload*'
for dev in NVIDIA Portable; do
  echo "== $dev: the half families at full coverage, empty caches"
  fresh "f$dev"
  t clconform --device=$dev --coverage=full "--gtest_filter=$H" --report-dir=/tmp/rf$dev > /tmp/rf$dev.log 2>&1
  grep -a "summary" /tmp/rf$dev.log | cut -c1-400
done
echo "== NVIDIA: every float (2^32) and 2^32 seeded double inputs of every vstore_half variant, empty caches"
fresh x
t timeout 300 clconform --device=NVIDIA --coverage=exhaustive "--gtest_filter=VstoreHalf/*_float*" --case-timeout=250 --report-dir=/tmp/rx > /tmp/rx.log 2>&1
grep -a "summary" /tmp/rx.log | cut -c1-400
echo "== NVIDIA: the CTS's vstore_half_rte sub-test (float and double, widths 1-16) and clconform's same selection at exhaustive, empty caches"
fresh c1; t cts 200 .device-carry/cts/test_half vstore_half_rte > /tmp/cts_rte.log 2>&1; tail -4 /tmp/cts_rte.log
fresh c2; t timeout 200 clconform --device=NVIDIA --coverage=exhaustive "--gtest_filter=VstoreHalf/*.Conforms/vstore_half*_rte_*" --case-timeout=150 > /tmp/cl_rte.log 2>&1; grep -a "summary.*cases=" /tmp/cl_rte.log | cut -c1-300
echo "== NVIDIA: the CTS's vload_half sub-test and clconform's vload_half (every half input)"
fresh c3; t cts 120 .device-carry/cts/test_half vload_half > /tmp/cts_vl.log 2>&1; tail -3 /tmp/cts_vl.log
fresh c4; t timeout 120 clconform --device=NVIDIA --coverage=exhaustive "--gtest_filter=VloadHalf/*.Conforms/vload_half*" > /tmp/cl_vl.log 2>&1; grep -a "summary.*cases=" /tmp/cl_vl.log | cut -c1-300
for d in /tmp/rfNVIDIA /tmp/rfPortable /tmp/rx; do
  for f in $d/*/report.json; do n=$(basename $d)-$(basename $(dirname $f)); gzip -c $f > $OUT/$n.report.json.gz; done
done
cp /tmp/rfNVIDIA.log $OUT/full-nvidia.log; cp /tmp/rfPortable.log $OUT/full-pocl5.log
