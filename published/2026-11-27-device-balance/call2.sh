# Device call 2 (twenty-third session): the host's expected digests at a lower priority, or on
# fewer threads, in each child (an experiment build of b9275d4, not committed: the digest
# threads call setpriority(CLC_EXP_NICE) / CLC_EXP_HOST_THREADS threads instead of one a
# core), against b9275d4: every conversion from float at full coverage from empty caches,
# alternately, three rounds on NVIDIA, two on PoCL 5.
cd "$(dirname "$0")/../.."
source scripts/device_env.sh .device-carry >/dev/null
fresh() { rm -rf /tmp/c$1; mkdir -p /tmp/c$1; export XDG_CACHE_HOME=/tmp/c$1 CUDA_CACHE_PATH=/tmp/c$1/nv POCL_CACHE_DIR=/tmp/c$1/pocl; }
base=.device-carry/s23/clconform-base exp=.device-carry/s23/clconform-exp
F=""; for w in "" 2 3 4 8 16; do F+="${F:+:}Convert/*_float$w"; done
run() {  # label device binary [env...]
  local label=$1 dev=$2 bin=$3; shift 3
  fresh "$label$r"
  local s=$(date +%s%N)
  env "$@" "$bin" --device=$dev --coverage=full --expectations-dir=expectations "--gtest_filter=$F" \
    --report-dir=/tmp/r$label$r > /tmp/r.log 2>&1
  local rc=$? e=$(date +%s%N)
  echo "$dev $label round $r: rc=$rc wall=$(( (e - s) / 1000000 )) ms $(grep -a 'summary  \] device=' /tmp/r.log | grep -o 'children=[0-9]*') $(grep -a 'summary  \] device=' /tmp/r.log | grep -o 'seconds=[0-9.]*')"
}
for r in 1 2 3; do
  run base NVIDIA $base X=1
  run nice NVIDIA $exp CLC_EXP_NICE=10
  run threads NVIDIA $exp CLC_EXP_HOST_THREADS=2
  run both NVIDIA $exp CLC_EXP_NICE=10 CLC_EXP_HOST_THREADS=2
done
for r in 1 2; do
  run pbase Portable $base X=1
  run pnice Portable $exp CLC_EXP_NICE=10
  run pthreads Portable $exp CLC_EXP_HOST_THREADS=2
done
