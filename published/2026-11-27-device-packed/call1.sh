#!/bin/bash
# Twenty-sixth session, issue 32: clconform's from-float digest program as it is (all-DEV.cl,
# dumped on the device by s25/clconform-new, a3b526c: the same digest kernels as 8832780) and
# packed (allpack-DEV.cl, vpack.py: each column's results packed into 64-bit words, one lane
# hash a word), built and launched by a hand host (host_dev, PLATFORM picks the platform)
# from an empty kernel cache each time: build seconds, each kernel's first and second launch.
set -u
source scripts/device_env.sh .device-carry
C=.device-carry
S=$C/s26
F='Convert/*_float:Convert/*_float2:Convert/*_float3:Convert/*_float4:Convert/*_float8:Convert/*_float16'
command -v python3 >/dev/null || { echo "no python3"; exit 3; }
nvidia-smi --query-gpu=name --format=csv,noheader
for dev in NVIDIA Portable; do
  d=$OUT/dk-$dev
  $C/s25/clconform-new --device=$dev --coverage=full --dump-kernels=$d --gtest_filter="$F" >"$OUT/dump-$dev.log" 2>&1
  f=$(ls $d/*/digest_float.cl | head -1)
  cp "$f" "$OUT/all-$dev.cl"
  python3 $S/vpack.py "$OUT/all-$dev.cl" "$OUT/allpack-$dev.cl"
  echo "$dev: lane hashes $(grep -c 'clc_hash_[0-9]*(convert' "$OUT/all-$dev.cl") -> $(grep -c 'clc_hash_[0-9]*(convert' "$OUT/allpack-$dev.cl")"
done
run() {  # PLATFORM FILE ITEMS GLOBAL
  local c
  c=$(mktemp -d)
  PLATFORM=$1 POCL_CACHE_DIR=$c CUDA_CACHE_PATH=$c /usr/bin/time -f "%e s %U u %S sys" \
    $S/host_dev "$2" "$3" 64 "$4" 2>&1 | grep -v warning | tr '\n' ' '
  echo
  rm -rf "$c"
}
for r in 1 2 3; do
  for f in all allpack; do echo "NVIDIA $f: $(run NVIDIA "$OUT/$f-NVIDIA.cl" $((1 << 21)) 65536)"; done
done
for r in 1 2; do
  for f in all allpack; do echo "PoCL5 $f: $(run Portable "$OUT/$f-Portable.cl" $((1 << 21)) 8192)"; done
done
