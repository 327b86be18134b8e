#!/usr/bin/env bash
# Rusticl's three causes by hand, without clconform: one-line kernels through a small C host
# (clrun.c: builds FILE.cl on the first device of a platform, runs kernel k as one work item with
# the bytes given as its second buffer, prints its first buffer's bytes). The float NaN operand
# is 0x7fc00000 (bytes 0000c07f). Usage: bash check.sh   (prints what output.txt holds)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")" || exit 2
work="$(mktemp -d)"
trap 'rm -rf "${work}"' EXIT
cc -O1 -o "${work}/clrun" clrun.c -lOpenCL
export RUSTICL_ENABLE=llvmpipe OCL_ICD_VENDORS=/etc/OpenCL/vendors
kernel() { # NAME PLATFORM OUT_BYTES IN_HEX SOURCE
  printf '%s\n' "$5" >"${work}/$1.cl"
  printf '%-28s %-10s %s\n    -> ' "$1" "$2" "$5"
  "${work}/clrun" "$2" "${work}/$1.cl" k "$3" "$4" 2>&1 | tail -n 1
}
nan=0000c07f
echo "# cause 1: NaN under _sat to 32/64-bit integers (every output little-endian; 0 is right)"
for t in int:4 uint:4 long:8 ulong:8; do
  bytes="${t#*:}"
  t="${t%:*}"
  kernel "convert_${t}_sat(NaN)" rusticl "${bytes}" "${nan}" \
    "__kernel void k(__global ${t}* r, __global float* in) { r[0] = convert_${t}_sat(in[0]); }"
done
kernel "convert_int_sat(NaN)" Portable 4 "${nan}" \
  "__kernel void k(__global int* r, __global float* in) { r[0] = convert_int_sat(in[0]); }"
echo "# cause 2: as_type of a scalar constant to a vector of another element count"
kernel "as_char2((short)1) constant" rusticl 2 "" \
  "__kernel void k(__global char* r) { vstore2(as_char2((short)(1)), 0, r); }"
kernel "as_char2(short) from buffer" rusticl 2 0100 \
  "__kernel void k(__global char* r, __global short* in) { vstore2(as_char2(in[0]), 0, r); }"
echo "# cause 3: convert_ushort_sat(NaN) stored as a ushort, and widened to ulong"
for m in "" _rte _rtz _rtp _rtn; do
  kernel "convert_ushort_sat${m}(NaN)" rusticl 2 "${nan}" \
    "__kernel void k(__global ushort* r, __global float* in) { r[0] = convert_ushort_sat${m}(in[0]); }"
  kernel "widened ushort_sat${m}(NaN)" rusticl 8 "${nan}" \
    "__kernel void k(__global ulong* r, __global float* in) { r[0] = convert_ulong(convert_ushort_sat${m}(in[0])); }"
done
kernel "widened short_sat(NaN)" rusticl 8 "${nan}" \
  "__kernel void k(__global ulong* r, __global float* in) { r[0] = convert_ulong(convert_short_sat(in[0])); }"
