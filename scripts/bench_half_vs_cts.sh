#!/usr/bin/env bash
# Side-by-side benchmark: clconform's half families (vstore_half, vload_half) and
# the Khronos CTS's test_half on one device in one run, each from an empty kernel cache;
# prints wall seconds and the ratio CTS / clconform. The machinery is scripts/bench_lib.sh's.
set -euo pipefail
BENCH=bench_half_vs_cts CTS_TARGET=test_half COVERAGE=exhaustive
# test_half's 13 sub-tests, the short ones first so that a cut-off run has their figures.
PARTS=(vload_half vloada_half roundTrip vstore_half vstorea_half vstore_half_rte vstorea_half_rte
  vstore_half_rtz vstorea_half_rtz vstore_half_rtp vstorea_half_rtp vstore_half_rtn vstorea_half_rtn)
PART_FLAG=--cts-by-test PART_NOUN=sub-tests PART_SHORT=sub-tests
SELECT_FLAG=--only SELECT_VALUES=(vload default rte rtz rtp rtn)
OWN_HELP="  --only=GROUP           one group of sub-tests on both sides (GROUP: ${SELECT_VALUES[*]}):
                         vload: the CTS's vload_half, vloada_half and roundTrip, clconform's
                         VloadHalf cases; default: vstore_half and vstorea_half, the
                         VstoreHalf cases without a rounding suffix; rte, rtz, rtp, rtn:
                         vstore_half_R and vstorea_half_R, the VstoreHalf cases with _R"
# shellcheck source=scripts/bench_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_lib.sh"

usage_head() {
  cat <<'EOF_HEAD'
Usage: scripts/bench_half_vs_cts.sh --cts=PATH --device=SEL [options]

Runs clconform's half families (the GoogleTest suites VstoreHalf and VloadHalf: 110 and 11
cases) at exhaustive coverage (empty digest store and program cache, then both warm) and the
Khronos CTS's test_half with its default settings on the same device, one after the other,
each from an empty kernel cache (POCL_CACHE_DIR and CUDA_CACHE_PATH point at a fresh folder,
for the warm run too), and prints one table: run, clconform seconds, CTS seconds,
CTS / clconform. With --cts-by-test, a part is one of test_half's 13 named sub-tests.

What each side checks, per variant (a built-in, its width and its operand type):
  test_half   vstore_half[_rte|_rtz|_rtp|_rtn] and vstorea_half[...] (10 sub-tests): every
              float bit pattern (2^32) at widths 1, 2, 3, 4, 8, 16 (vstorea: no 1), each
              stored through __global, __private and __local; on a device with fp64 also
              2^32 doubles (each 32-bit pattern spread over a double's bits). vload_half and
              vloada_half: every half (2^16) through __global, __private, __local and
              __constant. roundTrip: every half through vload_half then vstore_half.
  clconform   --coverage=exhaustive: each vstore_half* case from float digests every float
              (2^32) stored through a __private half*, from double 2^32 seeded doubles,
              and the operand type's edges, which are also folded as constants. Each
              vload_half* case reads back every half from __global, and its edges from
              a __constant array.
So each variant meets at least as many inputs on clconform's side (2^32 floats, 2^32
doubles, 2^16 halves), and roundTrip's pairs are among them (every half is a float operand
of vstore_half and an operand of vload_half). Both sides go through __global, __local and
__private pointers (each form a case of its own on clconform's side); the CTS's vload also
reads a __constant array, which clconform's vload cases do on their folded-constant path. Below exhaustive coverage clconform samples the floats and
doubles (2^25 per variant at full, 4,800 at quick): below test_half's volume, as the table says.

EOF_HEAD
}

part_names() { names=("$1"); }

# The sub-tests of group $1 in `names`, and clconform's filter for its cases in `filter`.
group() {
  case "$1" in
    vload) names=(vload_half vloada_half roundTrip) filter="VloadHalf/*" ;;
    default) names=(vstore_half vstorea_half) filter="VstoreHalf/*-*_rte_*:*_rtz_*:*_rtp_*:*_rtn_*" ;;
    *) names=("vstore_half_$1" "vstorea_half_$1") filter="VstoreHalf/*_$1_*" ;;
  esac
}

own_work() {
  own_config="only=${select:-every} cts-by-test=${by_part}"
  local filter="VstoreHalf/*:VloadHalf/*"
  work="the half families (VstoreHalf, VloadHalf)"
  if [ -n "${select}" ]; then
    group "${select}"
    cts_names=("${names[@]}")
    work="the ${select} group (${filter})" cts_work="${names[*]}"
  fi
  clc_args+=("--gtest_filter=${filter}")
  [ "${coverage}" = exhaustive ] || [ "${select}" = vload ] ||
    work+=", below test_half's volume: --coverage=${coverage} samples the float and double operands"
}

bench_main "$@"
