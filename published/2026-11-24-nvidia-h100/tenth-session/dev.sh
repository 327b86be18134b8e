#!/usr/bin/env bash
# Tenth session: H100 and PoCL 5, full coverage, old (7744106) vs new (edge tables), empty then warm.
set -u
source scripts/device_env.sh .device-carry
C=.device-carry
nproc; nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$C/clconform --list-devices 2>&1 | grep '#'
one() {  # NAME BIN DEVICE STATE
  local name=$1 bin=$2 dev=$3 st=$4
  mkdir -p "$st/kc"; rm -rf "$st/kc"/*
  local t0=$(date +%s.%N)
  POCL_CACHE_DIR="$st/kc" CUDA_CACHE_PATH="$st/kc" "$bin" --device="$dev" --coverage=full \
    --expectations-dir=expectations --digest-store="$st/ds" --program-cache="$st/pc" \
    --report-dir="$OUT/rep-$name" > "$OUT/$name.log" 2>&1
  local rc=$?
  local t1=$(date +%s.%N)
  echo "$name rc=$rc $(echo "$t1 - $t0" | bc) s"
  grep "summary  \] device" "$OUT/$name.log" | cut -c1-400
}
for dev in NVIDIA Portable; do
  for round in 1; do
    for b in old new; do
      bin=$C/clconform; [ $b = old ] && bin=$C/clconform-old
      st=/tmp/st-$b-$dev; rm -rf $st
      one "$dev-$b-empty" $bin $dev $st
      one "$dev-$b-warm" $bin $dev $st
    done
  done
done
for d in "$OUT"/rep-*; do gzip -q "$d"/*/report.json 2>/dev/null; find "$d" -type f ! -name 'report.json.gz' -delete; done
