#!/usr/bin/env bash
# Side-by-side benchmark: clconform and the Khronos CTS's test_conversions on one
# device in one run, each from an empty kernel cache; prints wall seconds and the ratio
# CTS / clconform. Nothing of the CTS is in this repository; see --help for how to get it.
set -euo pipefail
BENCH=bench_vs_cts CTS_TARGET=test_conversions COVERAGE=full
PARTS=(uchar char ushort short uint int half float double ulong long)
PART_FLAG=--cts-by-type PART_NOUN="operand types" PART_SHORT=types
SELECT_FLAG=--from SELECT_VALUES=("${PARTS[@]}")
OWN_HELP="  --from=TYPE            only conversions from TYPE on both sides: clconform's Convert
                         cases with a TYPE operand, the CTS's <dst>[_sat][_rnd]_TYPE tests
                         (TYPE: ${PARTS[*]})"
# shellcheck source=scripts/bench_lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench_lib.sh"

usage_head() {
  cat <<'EOF_HEAD'
Usage: scripts/bench_vs_cts.sh --cts=PATH --device=SEL [options]

Runs clconform (empty digest store and program cache, then both warm: clconform's own
caches, where it has --digest-store and --program-cache) and the Khronos CTS's
test_conversions with its default settings on the same device, one after the other, each
from an empty kernel cache (the driver's: POCL_CACHE_DIR and CUDA_CACHE_PATH point at a
fresh folder, for the warm run too), and prints one table: run, clconform seconds, CTS
seconds, CTS / clconform. With --cts-by-type, a part is an operand type: the CTS's named
tests <dst>[_sat][_rnd]_<src> of each <src>.

EOF_HEAD
}

# The CTS's named tests of conversions from $1: <dst>[_sat][_rnd]_$1, in `names`.
part_names() {
  local dst sat rnd sats
  names=()
  for dst in "${PARTS[@]}"; do
    sats=("" _sat)
    case "${dst}" in half | float | double) sats=("") ;; esac
    for sat in "${sats[@]}"; do
      for rnd in "" _rte _rtp _rtn _rtz; do names+=("${dst}${sat}${rnd}_$1"); done
    done
  done
}

own_work() {
  own_config="from=${select:-every} cts-by-type=${by_part}"
  [ -n "${select}" ] || return 0
  local filter="" width
  for width in "" 2 3 4 8 16; do filter+="${filter:+:}Convert/*_${select}${width}"; done
  clc_args+=("--gtest_filter=${filter}")
  part_names "${select}"
  cts_names=("${names[@]}")
  work="every conversion from ${select}" cts_work="${#cts_names[@]} conversions from ${select}"
}

bench_main "$@"
